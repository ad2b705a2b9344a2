"""A big feed's objects are set aside from the cycle collector while it is open, and given back
when another document replaces it (turbo_editor/ui/pacing.py)."""

import gc

import pytest
from PySide6.QtCore import QObject

from support import SAMPLE


class _Node:
    other = None


def _collected_now() -> int:
    counts = []

    def count(phase, info):
        if phase == "stop":
            counts.append(info["collected"])
    gc.callbacks.append(count)
    try:
        gc.collect()
    finally:
        gc.callbacks.remove(count)
    return sum(counts)


@pytest.fixture
def pacing(monkeypatch):
    from turbo_editor.ui import pacing
    yield pacing
    gc.unfreeze()
    monkeypatch.setattr(pacing, "_frozen", False)


def test_a_big_feed_is_set_aside_and_given_back_when_replaced(window, tmp_path, qtbot, pacing, monkeypatch):
    feed = tmp_path / "feed.xml"
    feed.write_bytes(SAMPLE.read_bytes())
    monkeypatch.setattr(pacing, "BIG_ITEMS", 2)           # the sample feed's items count as big here
    assert window.files.open_path(str(feed), confirm=False)
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=5000)
    assert window.session.doc.channel.item_count() >= 2
    assert gc.get_freeze_count() > 0

    # A cycle left while the big feed is open: set aside with it, the collector does not see it ...
    first, second = _Node(), _Node()
    first.other, second.other = second, first
    pacing.settle()
    del first, second
    assert _collected_now() == 0
    # ... until a small document replaces the big one: given back, and collected.
    monkeypatch.setattr(pacing, "BIG_ITEMS", 10 ** 9)
    window.files.new_feed()
    assert gc.get_freeze_count() == 0
    assert _collected_now() >= 2


def test_a_small_feed_is_left_to_the_collector(window, tmp_path, qtbot, pacing):
    feed = tmp_path / "feed.xml"
    feed.write_bytes(SAMPLE.read_bytes())
    assert window.session.doc.channel.item_count() < pacing.BIG_ITEMS
    assert window.files.open_path(str(feed), confirm=False)
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=5000)
    assert gc.get_freeze_count() == 0


# -- one slice a pass of the event loop --------------------------------------------------------

class _Job(QObject):
    """A job of ``slices`` slices that asks for its next turn at the end of each."""

    def __init__(self, name, slices, ran, pacing):
        super().__init__()
        self.name, self.left, self.ran, self.pacing = name, slices, ran, pacing

    def step(self):
        self.ran.append(self.name)
        self.left -= 1
        if self.left:
            self.pacing.ask(self, self.step)


def _passes(app, count):
    for _ in range(count):
        app.processEvents()


def test_jobs_take_one_slice_a_pass_in_turn(qapp):
    """The pane's fill and the check ask together: each pass of the event loop runs one slice,
    and the two take turns."""
    from turbo_editor.ui import pacing
    ran = []
    pane, check = _Job("pane", 3, ran, pacing), _Job("check", 2, ran, pacing)
    pacing.ask(pane, pane.step)
    pacing.ask(check, check.step)
    pacing.ask(pane, pane.step)                      # asked twice before its turn: one turn
    for expected in (["pane"], ["pane", "check"], ["pane", "check", "pane"]):
        _passes(qapp, 1)
        assert ran == expected
    _passes(qapp, 5)
    assert ran == ["pane", "check", "pane", "check", "pane"]


def test_a_job_stopped_before_its_turn_does_not_run(qapp):
    from turbo_editor.ui import pacing
    ran = []
    pane, check = _Job("pane", 2, ran, pacing), _Job("check", 2, ran, pacing)
    pacing.ask(pane, pane.step)
    pacing.ask(check, check.step)
    pacing.cancel(check.step)                        # a new document stopped the check
    assert not pacing.waiting(check.step) and pacing.waiting(pane.step)
    _passes(qapp, 4)
    assert ran == ["pane", "pane"]


def test_a_deleted_owners_job_is_passed_over(qapp):
    from shiboken6 import delete

    from turbo_editor.ui import pacing
    ran = []
    gone, kept = _Job("gone", 1, ran, pacing), _Job("kept", 1, ran, pacing)
    pacing.ask(gone, gone.step)
    pacing.ask(kept, kept.step)
    delete(gone)                                     # a closed window's pane
    _passes(qapp, 2)
    assert ran == ["kept"]
