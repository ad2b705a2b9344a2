"""A big feed's objects are set aside from the cycle collector while it is open, and given back
when another document replaces it (turbo_editor/ui/pacing.py)."""

import gc

import pytest

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

class _Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


@pytest.fixture
def turns(monkeypatch):
    from turbo_editor.ui import pacing
    clock = _Clock()
    monkeypatch.setattr(pacing.time, "perf_counter", clock)
    monkeypatch.setattr(pacing, "_last_end", 0.0)
    monkeypatch.setattr(pacing, "_owed", None)
    return pacing, clock


def _pass(pacing, clock, jobs, ran):
    """One pass: each job's timer fires in this order; a slice takes 20 ms."""
    for job in jobs:
        if pacing.my_turn(job):
            clock.now += 0.020
            pacing.slice_done()
            ran.append(job)
        else:
            clock.now += 0.0001
    clock.now += 0.005                  # the paint and the events between passes


def test_two_jobs_due_together_take_one_slice_a_pass_in_turn(turns):
    """The pane's fill and the check fall due together; the timers fire in the same order each
    pass, and still each gets every other pass."""
    pacing, clock = turns
    ran = []
    for _ in range(6):
        _pass(pacing, clock, ["pane", "check"], ran)
    assert ran == ["pane", "check"] * 3


def test_a_job_owed_its_turn_that_stops_does_not_hold_the_other_up(turns):
    pacing, clock = turns
    ran = []
    _pass(pacing, clock, ["pane", "check"], ran)          # the check now waits for its turn ...
    for _ in range(3):
        _pass(pacing, clock, ["pane"], ran)                # ... and is stopped (a new document)
    clock.now += pacing.OWED_SECONDS
    _pass(pacing, clock, ["pane"], ran)
    assert ran == ["pane", "pane"]
