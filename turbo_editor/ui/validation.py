"""Keeps the findings of the open feed current and tells the views where they point.

The Checker marks what each document change touched; after a short pause
(typing does not re-check on every key) only those parts are re-checked.
"""

from __future__ import annotations

import time

from lxml import etree
from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from .. import check
from ..check import Profile, Severity, profiles
from ..feed.typed import SOURCE_NAME, typed_bytes
from ..vocabulary.elements import AD_NETWORK_TAGS, COUNTER_TAGS
from . import background, pacing, settings

DEBOUNCE_MS = 120
STEP_ITEMS = 400        # a feed of up to twice this many items is checked in one go
BATCH_ITEMS = 10        # a bigger one this many items at a time ...
SHOW_SECONDS = 0.10     # ... and what it found so far shown this often
REMOTE_ITEMS = 2000     # a feed of more items has them checked by a second process where it can
REMOTE_PATIENCE = 10.0  # seconds a child may send nothing before its items are checked here


def node_of(element) -> etree._Element | None:
    """The tree node a finding belongs to: its item, counter or ad network, else None (channel)."""
    node = element
    while node is not None:
        tag = node.tag
        if tag == "item" or tag in COUNTER_TAGS or tag in AD_NETWORK_TAGS:
            return node
        node = node.getparent()
    return None


def same_findings(old: list, new: list) -> bool:
    """Whether two lists of findings say the same (the re-check of an item whose problems an
    edit left as they were): rule, element, attribute, values and place in the element's text."""
    if len(old) != len(new):
        return False
    return all(a is b or (a.rule == b.rule and a.element is b.element and a.severity == b.severity
                          and a.field == b.field and a.attribute == b.attribute and a.params == b.params
                          and a.span == b.span)
               for a, b in zip(old, new, strict=True))


class FindingsDelta:
    """What one refresh changed, for the views that update by difference (Validator.delta)."""

    __slots__ = ("removed", "added", "items", "rest")

    def __init__(self, removed: list, added: list, items: set, rest: bool):
        self.removed = removed          # findings no longer current
        self.added = added              # findings new since the last refresh
        self.items = items              # the items whose findings these are
        self.rest = rest                # the document's, channel's or feed-wide findings changed


class Validator(QObject):
    """The findings of the session's document under the chosen profile.

    Kept per item and for the rest (document, channel, feed-wide), so that an
    edit to one item of ten thousand updates that item's findings, the counts
    and the views by difference: ``delta`` says what the last change of
    ``findingsChanged`` was (None: everything, the views start again).
    """

    findingsChanged = Signal()
    progress = Signal(int, int)      # items checked, items in all (while a big feed is first checked)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.checker: check.Checker | None = None
        self.delta: FindingsDelta | None = None
        self._by_item: dict = {}         # item element -> its findings (ignored rules left out)
        self._ignored_by_item: dict = {}  # item element -> its findings of ignored rules
        self._rest: list = []            # document, channel and feed-wide findings
        self._ignored_rest: list = []
        self._order: list = []           # the items in document order
        self._position: dict = {}        # item element -> its index
        self._flat: list | None = None
        self._flat_ignored: list | None = None
        self._counts = dict.fromkeys(Severity, 0)
        self._ignored_set: frozenset | None = None
        self.profile = settings.get(settings.PROFILE)
        if self.profile not in profiles.PROFILES:
            self.profile = Profile.AUTO
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS, timeout=self.refresh)
        self._steps = None
        self._finishing = False        # the steps are done; what was edited meanwhile is next
        self._done = 0                 # items the steps have checked
        self._refreshing = False       # the steps are a refresh's, not a whole check's
        self._remote = None            # check/remote.py: the items checked by a child process
        self._notifier: QSocketNotifier | None = None
        self._watchdog = QTimer(self, interval=1000, timeout=self._watch_remote)
        self._shown_at = 0.0
        # The document the window is built with is checked once the window is up: the rules load
        # with that first check, not before the window shows (flush() checks it at once).
        self._first = True
        self._first_timer = QTimer(self, singleShot=True, interval=0, timeout=self._start_first)
        session.reset.connect(self._restart)
        session.changed.connect(lambda _change: self._timer.start())
        session.textStateChanged.connect(self._text_state_changed)

    def _start_first(self) -> None:
        if self._first:
            self._first = False
            self._restart()

    @property
    def resolved_profile(self) -> str:
        return self.checker.profile if self.checker else self.profile

    def _text_state_changed(self) -> None:
        """Text that does not parse: its XML errors (and what the rules still find in what the
        parser recovers) are the findings until it parses again."""
        state = self.session.unparsed
        if state is not None:
            result = check.check_bytes(typed_bytes(state.text), self.profile, source=SOURCE_NAME)
            self._set_plain(list(result.findings))
        elif self.checker is not None and self._steps is None:
            self.checker.refresh(collect=False)
            self._read()

    def set_profile(self, profile: str) -> None:
        if profile != self.profile:
            self.profile = profile
            self._restart()

    def _restart(self) -> None:
        self._start_remote()
        if self._first and not self._first_timer.isActive():
            self._first_timer.start()           # the window's first document: see __init__
            return
        self._first = False
        self._first_timer.stop()
        if self.checker is not None:
            self.checker.detach()
        self._steps = None
        self._refreshing = self._finishing = False
        pacing.cancel(self._step)
        pacing.cancel(self._finish)
        doc = self.session.doc
        self.checker = check.Checker(doc, self.profile) if doc is not None else None
        if self.checker is None:
            if self.session.unparsed is not None:
                self._text_state_changed()
                return
            self._set_plain([])
            return
        self.checker.attach()
        channel = doc.channel
        self._total = channel.item_count() if channel is not None else 0
        if self._total <= 2 * STEP_ITEMS:
            self.checker.check_all()
            self._read()
            return
        # A big feed: the window is usable while its items are checked a batch at a time;
        # edits made meanwhile are marked by the checker and re-checked at the end.
        self._set_plain([])
        remote = self._remote
        self._steps = self.checker.check_all_steps(BATCH_ITEMS, remote.given(self.checker) if remote else None)
        self._done = 0
        self._shown_at = time.perf_counter()
        self.progress.emit(0, self._total)
        pacing.ask(self, self._step)

    def _step(self) -> None:
        if self._steps is None:
            return
        # What the slices found is shown by difference, a few times a second: the views grow
        # with the check rather than taking ten thousand items' findings in one go at the end,
        # and do not redo their work after every slice. Showing takes its time from the slice.
        # A refresh in steps shows nothing until it is done: what the views show meanwhile, the
        # findings before the edit, stays whole.
        start = time.perf_counter()
        if start - self._shown_at >= SHOW_SECONDS and not self._refreshing:
            self._shown_at = start
            self._read()
        remote = self._remote
        if remote is not None and not remote.of_use(self.checker.profile):
            self._stop_remote()       # an edit above the channel: nothing it sends is taken now
            remote = None
        if remote is not None and not remote.ready(self._done + BATCH_ITEMS):
            return                    # the child's next items: _remote_read asks for the turn
        try:
            until = start + pacing.SLICE_SECONDS
            done = self._done = next(self._steps)
            while time.perf_counter() < until and (remote is None or remote.ready(done + BATCH_ITEMS)):
                done = self._done = next(self._steps)
        except StopIteration:
            self._steps = None
            self._stop_remote()
            # What was edited meanwhile, and the views taking it all, at a turn of their own:
            # after a batch edit in a big feed that is a pass of its own (0.3 s with the last slice).
            self._finishing = True
            pacing.ask(self, self._finish)
            return
        pacing.settle()               # the findings kept so far stay: no collector scan over them
        if not self._refreshing:
            self.progress.emit(done, self._total)
        if remote is None or remote.ready(done + BATCH_ITEMS):
            pacing.ask(self, self._step)

    # -- a child process checking the items (check/remote.py) ---------------------------------

    def _start_remote(self) -> None:
        """Have a child check the items of a big feed, from the moment it is loaded (the window
        may still be building itself); keep the one that checks this document under this profile."""
        doc = self.session.doc
        remote = self._remote
        if remote is not None and remote.doc is doc and remote.requested == self.profile:
            return
        self._stop_remote()
        channel = doc.channel if doc is not None else None
        if channel is None or channel.item_count() <= REMOTE_ITEMS:
            return
        from ..check import remote as remote_check
        if not remote_check.available() or background.busy():
            return                      # (a fork while an export runs in lxml: see check/remote.py)
        try:
            remote = self._remote = remote_check.RemoteItems(doc, self.profile)
        except OSError:
            return                      # no process to be had: the items are checked here
        self._notifier = QSocketNotifier(remote.fileno(), QSocketNotifier.Read, self)
        self._notifier.activated.connect(self._remote_read)
        # A closed window's child does not go on (nor wait, forever, to write into a full pipe).
        self._remote_link = self.destroyed.connect(remote.close)
        self._watchdog.start()

    def _remote_read(self) -> None:
        remote = self._remote
        if remote is None:
            return
        remote.read()
        if remote.finished:
            self._notifier.setEnabled(False)
        if self._steps is not None and remote.ready(self._done + BATCH_ITEMS) and not pacing.waiting(self._step):
            pacing.ask(self, self._step)

    def _watch_remote(self) -> None:
        remote = self._remote
        if remote is None or remote.finished:
            return
        remote.read()                   # what waits in the pipe first: the window may have been busy
        if not remote.finished and time.monotonic() - remote.last_data > REMOTE_PATIENCE:
            remote.stop()               # stuck: what it did not send is checked here
        self._remote_read()

    def _stop_remote(self) -> None:
        self._watchdog.stop()
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._remote is not None:
            QObject.disconnect(self._remote_link)
            self._remote.close()
            self._remote = None

    def _finish(self) -> None:
        if not self._finishing:
            return
        self._finishing = False
        if not self._refreshing:
            self.progress.emit(self._total, self._total)
        self._refreshing = False
        self.checker.refresh(collect=False)        # what was edited meanwhile
        self._read()
        pacing.settle()

    @property
    def busy(self) -> bool:
        return self._steps is not None or self._finishing or self._first_timer.isActive()

    def refresh(self) -> None:
        self._start_first()
        if self.checker is None or self._steps is not None or self._finishing or self.session.unparsed is not None:
            return                      # (the finish to come takes in what was edited by then)
        if len(self.checker.items) <= 2 * STEP_ITEMS:
            self.checker.refresh(collect=False)
            self._read()
            return
        # In a big feed an edit of thousands of items (a paste, a duplicate) is checked in slices,
        # the first one now: one item's edit is done in it, as before.
        self._steps = self.checker.refresh_steps(BATCH_ITEMS)
        self._refreshing = True
        self._step()

    # -- the findings, whole and by difference ---------------------------------------------

    @property
    def findings(self) -> list:
        """Every current finding but those of ignored rules, in document order."""
        if self._flat is None:
            flat = list(self._rest)
            by_item = self._by_item
            for item in self._order:
                found = by_item.get(item)
                if found:
                    flat += found
            self._flat = flat
        return self._flat

    @property
    def ignored(self) -> list:
        """The findings of the rules the feed ignores (shown greyed on request)."""
        if self._flat_ignored is None:
            flat = list(self._ignored_rest)
            for item in self._order:
                flat += self._ignored_by_item.get(item, ())
            self._flat_ignored = flat
        return self._flat_ignored

    def ignored_count(self) -> int:
        """How many findings the ignored rules hold back (without making their list)."""
        return len(self._ignored_rest) + sum(map(len, self._ignored_by_item.values()))

    def item_findings(self, item) -> list:
        """One item's findings (ignored rules left out)."""
        return self._by_item.get(item, [])

    def placed_findings(self):
        """(place in the document, finding) for every finding, in document order: (0, 0, n) for
        the rest, (1, item index, n) for an item's (see problems.FindingsModel)."""
        for n, finding in enumerate(self._rest):
            yield (0, 0, n), finding
        by_item = self._by_item
        for i, item in enumerate(self._order):
            found = by_item.get(item)
            if found:
                for n, finding in enumerate(found):
                    yield (1, i, n), finding

    def item_position(self, finding) -> int | None:
        """The index of the item a finding is in (None: it is in no item)."""
        node = finding.element
        position = self._position
        while node is not None:
            if node.tag == "item" and node in position:
                return position[node]
            node = node.getparent()
        return None

    def findings_of_node(self, element) -> list:
        """The findings a form shows: an item's, a counter's or ad network's, or (None) the channel's."""
        if element is not None and element.tag == "item":
            return self._by_item.get(element, [])
        return [f for f in self._rest if f.element is not None and node_of(f.element) is element]

    def _set_plain(self, findings: list) -> None:
        """Findings with no checker behind them (text that does not parse, or none yet)."""
        self._by_item, self._ignored_by_item, self._order, self._position = {}, {}, [], {}
        self._rest, self._ignored_rest = findings, []
        self._ignored_set = None
        self._reset_views()

    def _reset_views(self) -> None:
        self._flat = self._flat_ignored = None
        self._counts = check.counts(self.findings)
        self.delta = None
        self.findingsChanged.emit()

    def _read(self) -> None:
        checker = self.checker
        changes = checker.take_changes()
        ignored = checker.ignored_rules
        if changes.everything or ignored != self._ignored_set:
            self._ignored_set = ignored
            self._order = list(checker.items)
            self._position = {item: i for i, item in enumerate(self._order)}
            self._by_item, self._ignored_by_item = {}, {}
            for item in self._order:
                self._split(item, checker.item_findings(item))
            self._rest, self._ignored_rest = self._parts(checker.rest_findings_all())
            self._reset_views()
            return
        removed, added, items = [], [], set()
        for item in changes.items:
            old = self._by_item.get(item, [])
            old_ignored = self._ignored_by_item.get(item, [])
            present = item.getparent() is not None and checker.has_item(item)
            new, new_ignored = self._parts(checker.item_findings(item) if present else [])
            if same_findings(old, new) and same_findings(old_ignored, new_ignored):
                continue
            self._split(item, new + new_ignored)
            removed += old
            added += new
            items.add(item)
        rest = False
        if changes.rest:
            new, new_ignored = self._parts(checker.rest_findings_all())
            if not (same_findings(self._rest, new) and same_findings(self._ignored_rest, new_ignored)):
                removed += self._rest
                added += new
                self._rest, self._ignored_rest = new, new_ignored
                rest = True
        if not items and not rest:
            return                          # the re-check found what was there: nothing to repaint
        for finding in removed:
            self._counts[finding.severity] -= 1
        for finding in added:
            self._counts[finding.severity] += 1
        self._flat = self._flat_ignored = None
        self.delta = FindingsDelta(removed, added, items, rest)
        self.findingsChanged.emit()

    def _parts(self, findings: list) -> tuple[list, list]:
        ignored = self._ignored_set
        if not ignored:
            return list(findings), []
        return [f for f in findings if f.rule not in ignored], [f for f in findings if f.rule in ignored]

    def _split(self, item, findings: list) -> None:
        shown, ignored = self._parts(findings)
        for store, part in ((self._by_item, shown), (self._ignored_by_item, ignored)):
            if part:
                store[item] = part
            else:
                store.pop(item, None)

    def ignore_scope(self, rule: str) -> str | None:
        """Where a rule is ignored: "feed" (its own list, which can be edited), "folder", or None."""
        doc = self.session.doc
        if doc is None:
            return None
        if rule in doc.ignored_rules:
            return "feed"
        return "folder" if rule in doc.folder_ignored_rules else None

    def flush(self) -> None:
        """Finish any checking now (before saving, or in tests)."""
        self._start_first()
        if self._remote is not None and self._steps is not None:
            self._remote.wait(REMOTE_PATIENCE)
        while self._steps is not None:
            self._step()
        pacing.cancel(self._step)
        if self._finishing:
            pacing.cancel(self._finish)
            self._finish()
        if self._timer.isActive():
            self._timer.stop()
            self.refresh()

    def counts(self) -> dict[Severity, int]:
        return dict(self._counts)

    def badges(self) -> tuple[dict, tuple[int, int]]:
        """(errors, warnings) per item, counter and ad network element, and for the channel."""
        per_node, channel = self._rest_badges()
        for item, found in self._by_item.items():
            badge = _badge(found)
            if badge != (0, 0):
                per_node[item] = badge
        return per_node, channel

    def badge_changes(self) -> tuple[dict, tuple[int, int] | None]:
        """After a change by difference: the new badges of the nodes it touched ((0, 0): none
        left), and the channel's (None if unchanged)."""
        delta = self.delta
        per_node: dict = {}
        channel = None
        if delta is None:
            return self.badges()
        for item in delta.items:
            per_node[item] = _badge(self._by_item.get(item, ()))
        if delta.rest:
            rest_nodes, channel = self._rest_badges()
            for finding in delta.removed:
                node = node_of(finding.element) if finding.element is not None else None
                if node is not None and node.tag != "item":
                    per_node.setdefault(node, (0, 0))
            per_node.update(rest_nodes)
        return per_node, channel

    def _rest_badges(self) -> tuple[dict, tuple[int, int]]:
        per_node: dict = {}
        channel = [0, 0]
        for finding in self._rest:
            if finding.severity == Severity.INFO:
                continue
            slot = 0 if finding.severity == Severity.ERROR else 1
            node = node_of(finding.element) if finding.element is not None else None
            if node is None:
                channel[slot] += 1
                continue
            tally = per_node.setdefault(node, [0, 0])
            tally[slot] += 1
        return {k: tuple(v) for k, v in per_node.items()}, (channel[0], channel[1])


def _badge(findings) -> tuple[int, int]:
    errors = warnings = 0
    for finding in findings:
        if finding.severity == Severity.ERROR:
            errors += 1
        elif finding.severity == Severity.WARNING:
            warnings += 1
    return errors, warnings
