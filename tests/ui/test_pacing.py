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
