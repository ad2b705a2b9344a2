"""Keeps the findings of the open feed current and tells the views where they point.

The Checker marks what each document change touched; after a short pause
(typing does not re-check on every key) only those parts are re-checked.
"""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QObject, QTimer, Signal

from ..check import Profile, Severity, check_bytes, counts, profiles
from ..check.engine import Checker
from ..feed.typed import SOURCE_NAME, typed_bytes
from ..vocabulary.elements import AD_NETWORK_TAGS, COUNTER_TAGS
from . import settings

DEBOUNCE_MS = 120
STEP_ITEMS = 400        # a big feed is checked this many items at a time, between events


def node_of(element) -> etree._Element | None:
    """The tree node a finding belongs to: its item, counter or ad network, else None (channel)."""
    node = element
    while node is not None:
        tag = node.tag
        if tag == "item" or tag in COUNTER_TAGS or tag in AD_NETWORK_TAGS:
            return node
        node = node.getparent()
    return None


class Validator(QObject):
    """The findings of the session's document under the chosen profile."""

    findingsChanged = Signal()
    progress = Signal(int, int)      # items checked, items in all (while a big feed is first checked)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.checker: Checker | None = None
        self.findings: list = []
        self.ignored: list = []          # findings of the rules the feed ignores (shown greyed on request)
        self.profile = settings.get(settings.PROFILE)
        if self.profile not in profiles.PROFILES:
            self.profile = Profile.AUTO
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS, timeout=self.refresh)
        self._steps = None
        self._step_timer = QTimer(self, singleShot=True, interval=0, timeout=self._step)
        session.reset.connect(self._restart)
        session.changed.connect(lambda _change: self._timer.start())
        session.textStateChanged.connect(self._text_state_changed)

    @property
    def resolved_profile(self) -> str:
        return self.checker.profile if self.checker else self.profile

    def _text_state_changed(self) -> None:
        """Text that does not parse: its XML errors (and what the rules still find in what the
        parser recovers) are the findings until it parses again."""
        state = self.session.unparsed
        if state is not None:
            result = check_bytes(typed_bytes(state.text), self.profile, source=SOURCE_NAME)
            self.findings, self.ignored = list(result.findings), []
            self.findingsChanged.emit()
        elif self.checker is not None and self._steps is None:
            self.checker.refresh()
            self._read()

    def set_profile(self, profile: str) -> None:
        if profile != self.profile:
            self.profile = profile
            self._restart()

    def _restart(self) -> None:
        if self.checker is not None:
            self.checker.detach()
        self._steps = None
        doc = self.session.doc
        self.checker = Checker(doc, self.profile) if doc is not None else None
        if self.checker is None:
            self.findings, self.ignored = [], []
            if self.session.unparsed is not None:
                self._text_state_changed()
                return
            self.findingsChanged.emit()
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
        self.findings, self.ignored = [], []
        self.findingsChanged.emit()
        self._steps = self.checker.check_all_steps(STEP_ITEMS)
        self.progress.emit(0, self._total)
        self._step_timer.start()

    def _step(self) -> None:
        if self._steps is None:
            return
        try:
            done = next(self._steps)
        except StopIteration:
            self._steps = None
            self.progress.emit(self._total, self._total)
            self.checker.refresh()
            self._read()
            return
        self.progress.emit(done, self._total)
        self._step_timer.start()

    @property
    def busy(self) -> bool:
        return self._steps is not None

    def refresh(self) -> None:
        if self.checker is None or self._steps is not None or self.session.unparsed is not None:
            return
        self.checker.refresh()
        self._read()

    def _read(self) -> None:
        self.findings = list(self.checker.findings())
        self.ignored = self.checker.ignored_findings()
        self.findingsChanged.emit()

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
        while self._steps is not None:
            self._step()
        if self._timer.isActive():
            self._timer.stop()
            self.refresh()

    def counts(self) -> dict[Severity, int]:
        return counts(self.findings)

    def badges(self) -> tuple[dict, tuple[int, int]]:
        """(errors, warnings) per item, counter and ad network element, and for the channel."""
        per_node: dict = {}
        channel = [0, 0]
        for finding in self.findings:
            if finding.severity == Severity.INFO:
                continue
            slot = 0 if finding.severity == Severity.ERROR else 1
            node = node_of(finding.element) if finding.element is not None else None
            if node is None:
                channel[slot] += 1
                continue
            counts = per_node.setdefault(node, [0, 0])
            counts[slot] += 1
        return {k: tuple(v) for k, v in per_node.items()}, tuple(channel)
