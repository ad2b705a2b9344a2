"""A big feed's items checked by a forked process (check/remote.py): what comes back is, finding
for finding, what a check here finds (rule, place, words, the element it points at), and an item
that does not come back, or comes back for a tree that has changed since, is checked here."""

from __future__ import annotations

import os
import pickle
import signal
import sys

import pytest
from golden import profiles_for, small_inputs

from support import REPO
from turbo_editor.check import Checker, remote
from turbo_editor.feed import edits, load_bytes
from turbo_editor.feed.errors import FeedError

sys.path.insert(0, str(REPO / "bench"))
from _feeds import make_feed  # noqa: E402

forks = pytest.mark.skipif(not remote.available(), reason="items are checked in a forked process on Linux only")


def adopted(doc, profile: str, given) -> tuple[list, int]:
    """The findings of a check that takes items from ``given``, and how many it took."""
    checker = Checker(doc, profile)
    taken = []

    def counted(index, item):
        answer = given(checker)(index, item)
        taken.append(answer is not None)
        return answer
    for _ in checker.check_all_steps(0, counted):
        pass
    return checker.findings(), sum(taken)


def through_a_pipe(doc, profile: str):
    """Each item checked by a second Checker, packed, pickled and unpacked, as a child's would be."""
    helper = Checker(doc, profile)

    def given(checker):
        def answer(index, item):
            packed = pickle.loads(pickle.dumps(remote.pack_item(item, *helper.check_one(item))))
            return remote.unpack_item(packed, item, checker._paths, checker.locator)
        return answer
    return given


def same(found: list, expected: list) -> None:
    # Equality covers rule, severity, path, field, attribute, line, column, span and the values the
    # message quotes; the element is what the views point at.
    assert found == expected
    assert all(a.element is b.element for a, b in zip(found, expected, strict=True))
    assert [a.message("ru") for a in found] == [b.message("ru") for b in expected]


def finished_child(items: int, seed: int, profile: str = "auto", chunk: int = 10):
    """A feed of ``items`` and a child that has checked it all and ended."""
    doc = load_bytes(make_feed(items, seed))
    child = remote.RemoteItems(doc, profile, chunk=chunk)
    child.wait(60)
    return doc, child


def inputs():
    yield "bench", make_feed(150, 7), ("auto", "turbo", "rss")
    for name, path in small_inputs().items():
        yield name, path.read_bytes(), profiles_for(name)


def test_packed_findings_come_back_as_the_findings_checked_here():
    checked = pages = 0
    for name, data, profiles in inputs():
        try:
            doc = load_bytes(data)
        except FeedError:
            continue
        for profile in profiles:
            expected = Checker(doc, profile).check_all()
            found, taken = adopted(doc, profile, through_a_pipe(doc, profile))
            assert taken == (doc.channel.item_count() if doc.channel is not None else 0), name
            same(found, expected)
            checked += 1
            pages += sum(1 for f in found if callable(f._place._span) and f.span is not None)
    assert checked > 300 and pages > 100       # the corpus and data read, spots in pages among them


@forks
def test_a_forked_child_checks_the_items_and_the_checker_takes_them_all():
    doc, child = finished_child(120, 7, chunk=25)
    assert child.finished and child.received == 120 and child.pid is None      # ended and reaped
    found, taken = adopted(doc, "auto", child.given)
    assert taken == 120
    same(found, Checker(doc, "auto").check_all())


@forks
def test_a_child_stopped_midway_leaves_the_rest_to_be_checked_here():
    doc = load_bytes(make_feed(120, 7))
    child = remote.RemoteItems(doc, "auto", chunk=10)
    while child.received < 10 and not child.finished:
        child.read()
    child.stop()
    assert child.finished and child.pid is None and 10 <= child.received < 120
    found, taken = adopted(doc, "auto", child.given)
    assert taken == child.received
    same(found, Checker(doc, "auto").check_all())


@forks
def test_a_child_killed_from_outside_ends_and_what_it_sent_is_kept():
    doc = load_bytes(make_feed(60, 3))
    child = remote.RemoteItems(doc, "auto", chunk=10)
    while child.received < 10:
        child.read()
    os.kill(child.pid, signal.SIGKILL)
    child.wait(30)
    assert child.finished and child.pid is None
    found, taken = adopted(doc, "auto", child.given)
    assert taken == child.received
    same(found, Checker(doc, "auto").check_all())


@forks
def test_an_item_edited_after_the_fork_is_checked_here_and_the_others_are_taken():
    doc, child = finished_child(40, 3)
    doc.apply(doc.channel.items[3].set("link", "/relative"))       # inside an item: that item
    doc.apply(edits.move(doc.channel.items[0].element, 30))         # a move: found by identity
    doc.apply(edits.remove([doc.channel.items[10].element]))
    doc.apply(doc.channel.set("title", "Другой вестник"))           # the channel's own: no item's
    found, taken = adopted(doc, "auto", child.given)
    assert taken == 38
    same(found, Checker(doc, "auto").check_all())
    assert any(f.rule == "url-relative" for f in found)


@forks
def test_after_an_edit_above_the_channel_every_item_is_checked_here():
    doc, child = finished_child(20, 3)
    doc.apply(edits.SetAttribute(doc.root, "version", "0.92"))
    found, taken = adopted(doc, "auto", child.given)
    assert taken == 0
    same(found, Checker(doc, "auto").check_all())


@forks
def test_a_child_that_checked_another_profile_is_not_taken():
    doc, child = finished_child(30, 3, "rss")
    found, taken = adopted(doc, "turbo", child.given)
    assert taken == 0
    same(found, Checker(doc, "turbo").check_all())


def test_an_item_that_is_not_the_one_packed_is_refused():
    doc = load_bytes(make_feed(3, 3))
    checker = Checker(doc, "auto")
    first, second = list(doc.channel.element.iterchildren("item"))[:2]
    packed = pickle.loads(pickle.dumps(remote.pack_item(first, *checker.check_one(first))))
    assert remote.unpack_item(packed, first, checker._paths, checker.locator) is not None
    assert remote.unpack_item(packed, second, checker._paths, checker.locator) is None


def test_elements_among_a_findings_values_and_an_items_facts_cross_as_the_same_elements():
    """No rule quotes an element today; one that did, or a fact that holds several (the ad
    places a page names), would still come back pointing at this tree's elements."""
    from turbo_editor.check.report import Report
    doc = load_bytes(make_feed(3, 3))
    checker = Checker(doc, "turbo")
    item = next(doc.channel.element.iterchildren("item"))
    link = item.find("link")
    report = Report(checker.profile, checker._paths, checker.locator)
    report.add("url-relative", link, value="x", other=link, pair=(link, "y"))
    findings, facts = checker.check_one(item)
    facts.ad_refs = [("top", link, (1, 2))]
    packed = pickle.loads(pickle.dumps(remote.pack_item(item, report.findings + findings, facts)))
    found, facts_back = remote.unpack_item(packed, item, checker._paths, checker.locator)
    assert found == report.findings + findings
    assert found[0].params["other"] is link and found[0].params["pair"] == (link, "y")
    assert found[0].params["value"] == "x"
    assert facts_back.ad_refs == [("top", link, (1, 2))] and facts_back.ad_refs[0][1] is link
    assert facts_back.link_element is facts.link_element is link


@forks
def test_the_child_writes_ahead_of_a_parent_busy_with_its_own_work():
    """The parent reads between slices of its own work; a child with only the usual 64 KB of pipe
    waited for it at each chunk. Its pipe holds a dozen chunks: here it writes them all and
    ends while nothing reads."""
    import time
    doc = load_bytes(make_feed(1000, 3))
    child = remote.RemoteItems(doc, "auto", chunk=100)         # ten chunks, about 300 KB
    deadline = time.monotonic() + 60
    ended = 0
    try:
        while not ended and time.monotonic() < deadline:
            ended, _status = os.waitpid(child.pid, os.WNOHANG)
            time.sleep(0.01)
    finally:
        if not ended:
            child.stop()                                         # held up: not left behind
    assert ended == child.pid                                    # done without a reader
    child.pid = None                                             # reaped here
    child.wait(10)
    assert child.received == 1000


def test_the_findings_in_one_page_share_one_page_as_a_check_here_does():
    """Each spot in a page used to bring its own copy of the page's text and parse it again."""
    from support import TURBO_HEAD
    page = "<header><h1>Н</h1></header><p><span>а</span><font>б</font><img src='/rel.jpg'></p>"
    doc = load_bytes((TURBO_HEAD + f"""<item turbo="true"><link>https://example.ru/a</link>
      <turbo:content><![CDATA[{page}]]></turbo:content></item></channel></rss>""").encode("utf-8"))
    checker = Checker(doc, "turbo")
    item = doc.channel.items[0].element
    findings, facts = checker.check_one(item)
    assert sum(1 for f in findings if callable(f._place._span)) >= 2
    packed = pickle.loads(pickle.dumps(remote.pack_item(item, findings, facts)))
    found, _facts = remote.unpack_item(packed, item, checker._paths, checker.locator)
    pages = {id(f._place._span.func.__self__) for f in found if callable(f._place._span)}
    assert len(pages) == 1
    assert [f.span for f in found] == [f.span for f in findings]


def test_a_fork_refused_leaves_nothing_open_and_nothing_listening(monkeypatch):
    doc = load_bytes(make_feed(5, 3))
    listeners = list(doc._listeners)
    descriptors = len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else None

    def refused():
        raise BlockingIOError(11, "Resource temporarily unavailable")
    monkeypatch.setattr(remote.os, "fork", refused)
    with pytest.raises(OSError):
        remote.RemoteItems(doc, "auto")
    assert doc._listeners == listeners
    if descriptors is not None:
        assert len(os.listdir("/proc/self/fd")) == descriptors


@forks
def test_after_an_edit_above_the_channel_the_child_is_of_no_use():
    doc = load_bytes(make_feed(20, 3))
    child = remote.RemoteItems(doc, "auto", chunk=10)
    try:
        assert child.of_use("turbo")
        doc.apply(doc.channel.items[2].set("link", "/relative"))
        assert child.of_use("turbo")                     # one item: that one is checked here
        doc.apply(edits.SetAttribute(doc.root, "version", "0.92"))
        assert not child.of_use("turbo")
    finally:
        child.close()
    assert child.pid is None and child.doc is None and doc._listeners == []
