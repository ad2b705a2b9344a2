"""The checker: a full check, and re-checks of only what an edit can affect.

Findings are kept per scope: the document (root, namespaces, load notices),
the channel, and each item. Rules that compare items with each other or with
the channel (duplicate guids and links, the link's domain, ad places, the
item count) run on facts each item pass leaves behind, held in indexes that
an item re-check updates in place: re-checking one item costs the same in a
feed of ten items or of ten thousand.

For the GUI::

    checker = Checker(doc, "auto", source_text=text)
    checker.check_all()
    checker.attach()                 # doc changes mark scopes dirty (cheap)
    ... after an undo command or a debounce tick:
    findings = checker.refresh()     # re-runs only the dirty scopes
"""

from __future__ import annotations

from lxml import etree

from ..feed.change import ChangeKind
from ..feed.views import item_of
from ..vocabulary.elements import MAX_ITEMS
from ..vocabulary.namespaces import TURBO_NS
from . import profiles
from .finding import Finding, count
from .locate import Locator, Paths
from .report import Report
from .rule import Profile, Severity
from .rules import channel as channel_rules, document, feed, item as item_rules, values, xml


class Changes:
    """Which findings a refresh may have changed (see Checker.take_changes)."""

    __slots__ = ("everything", "rest", "items")

    def __init__(self, everything: bool = False):
        self.everything = everything
        self.rest = False                   # the document's, the channel's or the feed-wide findings
        self.items: set = set()             # items whose findings were re-made (or that left the feed)

    def __bool__(self) -> bool:
        return self.everything or self.rest or bool(self.items)


class _ItemState:
    """One item's findings, split by what can change them, and the facts feed-wide rules use."""

    __slots__ = ("local", "cross", "dups", "facts", "index", "ad_uses", "combined")

    def __init__(self, local, facts, index):
        self.local: list[Finding] = local      # the item's own rules
        self.cross: list[Finding] = []         # rules comparing it with the channel
        self.dups: dict[str, Finding] = {}     # "guid"/"link" shared with an earlier item
        self.facts = facts
        self.index = index                     # its index when the findings' paths were made
        self.ad_uses: set = set()
        self.combined: list[Finding] | None = None


class Checker:
    """Checks one FeedDocument under one profile and keeps the findings current."""

    def __init__(self, doc, profile: str = Profile.AUTO, *, source_text: str | None = None,
                 recovered: bool = False):
        self.doc = doc
        self.recovered = recovered      # the tree is what the parser rebuilt after a fatal error
        self.requested = profile
        self.profile = profiles.resolve(profile, doc.root)
        self.locator = Locator(source_text, doc.root, doc)
        self._index: dict = {}
        self._paths = Paths(self._index)
        self._reset()

    def _reset(self) -> None:
        self._items: list = []
        self._index.clear()
        self._states: dict = {}
        self._channel: etree._Element | None = None
        self._channel_facts: dict = {"link": None, "ad_ids": {}}
        self._channel_host = ""
        self._doc_findings: list[Finding] = []
        self._channel_findings: list[Finding] = []
        self._feed_findings: list[Finding] = []
        self._feed_key: tuple | None = None
        self._guid_owners: dict[str, set] = {}
        self._link_owners: dict[str, set] = {}
        self._ad_use_counts: dict[str, int] = {}
        self._dirty_items: set = set()
        self._dirty_document = False
        self._dirty_channel = False
        self._dirty_structure = False
        self._dirty_all = False
        self._cache: list[Finding] | None = None
        self._changed = Changes(everything=True)

    def _report(self) -> Report:
        return Report(self.profile, self._paths, self.locator, recovered=self.recovered)

    # -- full check -------------------------------------------------------------

    def check_all(self) -> list[Finding]:
        """Check everything; returns all findings in document order."""
        for _ in self.check_all_steps(batch=0):
            pass
        return self.findings()

    def check_all_steps(self, batch: int = 500, given=None):
        """check_all in steps: yields after every ``batch`` items (0: never), so a GUI can
        keep answering the user while a big feed is checked. The findings are complete
        only when the generator is exhausted.

        ``given(index, item)``, if passed, answers for an item what ``check_one`` would (its
        findings and facts, made elsewhere: check/remote.py), or None to check it here."""
        self.profile = profiles.resolve(self.requested, self.doc.root)
        self._reset()
        report = self._report()
        xml.check_notices(report, self.doc.notices, self.doc.root)
        self._channel = document.check_root(report, self.doc, self.locator.text)
        self._doc_findings = report.findings
        if self._channel is None:
            return
        self._check_channel()
        self._items = list(self._channel.iterchildren("item"))
        self._index.update((item, i) for i, item in enumerate(self._items))
        for done, item in enumerate(self._items, 1):
            self._check_item(item, given(done - 1, item) if given is not None else None)
            if batch and done % batch == 0:
                yield done
        for value, owners in self._guid_owners.items():
            if len(owners) > 1:
                self._duplicates("guid", value)
        for value, owners in self._link_owners.items():
            if len(owners) > 1:
                self._duplicates("link", value)
        for done, item in enumerate(self._items, 1):
            self._cross(item)
            if batch and done % (batch * 20) == 0:
                yield len(self._items)
        self._feed_wide()
        self._cache = None
        # Changes stays as _reset made it (everything), unless a caller took the changes while
        # the steps ran: then what changed since is what it needs (see take_changes).

    # -- incremental ------------------------------------------------------------

    def recheck_item(self, item) -> list[Finding]:
        """Re-run one item's rules and the feed-wide rules; returns the item's findings."""
        if self._channel is None or item.getparent() is not self._channel:
            self.check_all()
            return self.item_findings(item)
        if item not in self._states:
            self._sync_items(self._channel)
        else:
            affected = self._unregister(item)
            self._check_item(item)
            affected |= self._keys_of(item)
            self._refresh_duplicates(affected)
            self._cross(item)
            self._feed_wide()
        if self.requested == Profile.AUTO and self._auto_profile() != self.profile:
            self.check_all()
        self._cache = None
        return self.item_findings(item)

    def recheck_channel(self) -> list[Finding]:
        """Re-run the channel's rules, and every item's rules that compare with the channel."""
        self._recheck_channel()
        return self.findings()

    def _recheck_channel(self) -> None:
        if self._channel is None or self._channel.getparent() is not self.doc.root:
            for _ in self.check_all_steps(batch=0):
                pass
            return
        self._check_channel()
        for item in self._items:
            self._cross(item)
        self._feed_key = None
        self._feed_wide()
        self._cache = None

    def on_change(self, change) -> None:
        """A FeedDocument listener: remember what the change can affect; refresh() re-checks it."""
        self._cache = None
        if change.kind == ChangeKind.SETTINGS:
            self._changed.everything = True     # the ignored rules: what findings() leaves out
        if not change.touches_tree:
            # The ignored rules: findings() filters again. The declaration or the encoding Save
            # writes: the document's own rules.
            self._dirty_document = self._dirty_document or change.name == "declaration" or \
                change.kind == ChangeKind.FILE
            return
        element = change.element
        channel = self._channel
        if channel is None or self._dirty_all:
            self._dirty_all = True
            return
        if change.kind == ChangeKind.REPLACE and change.old is not None and change.old.tag == "item":
            self._dirty_structure = True
            return
        if change.changes_children and element.tag == "item" and change.parent is channel:
            self._dirty_structure = True
            return
        anchor = change.parent if change.kind == ChangeKind.REMOVE else element
        if anchor is None:
            self._dirty_all = True
            return
        view = item_of(anchor)
        if view is not None and view.element.getparent() is channel:
            self._dirty_items.add(view.element)
        elif anchor is channel or any(a is channel for a in anchor.iterancestors()):
            self._dirty_channel = True
        else:
            self._dirty_all = True

    def refresh(self, *, collect: bool = True) -> list[Finding]:
        """Re-check what changed since the last check; returns all findings (``collect``
        False: none, for a caller that reads them by difference, see take_changes)."""
        for _ in self.refresh_steps(batch=0):
            pass
        return self.findings() if collect else []

    def refresh_steps(self, batch: int = 10):
        """refresh in steps: yields after every ``batch`` items checked (0: never), so a GUI can
        keep answering while thousands of items pasted or duplicated at once are checked. An edit
        made between the steps is marked as any other; a refresh after the last step takes it in."""
        if self._dirty_all or self._channel is None:
            yield from self.check_all_steps(batch)
            return
        if self._dirty_document:
            self._dirty_document = False
            report = self._report()
            xml.check_notices(report, self.doc.notices, self.doc.root)
            document.check_root(report, self.doc, self.locator.text)
            self._doc_findings = report.findings
            self._cache = None
            self._changed.rest = True
        if self._dirty_structure:
            self._dirty_structure = False
            yield from self._sync_items_steps(self._channel, batch)
            # The channel's own rules see its items too: none left, text between them.
            self._check_channel()
        if self._dirty_channel:
            self._dirty_channel = False
            self._recheck_channel()
        dirty, self._dirty_items = self._dirty_items, set()
        for done, item in enumerate(dirty, 1):
            if item.getparent() is self._channel:
                self.recheck_item(item)
            if batch and done % batch == 0:
                yield done
        if self.requested == Profile.AUTO and self._auto_profile() != self.profile:
            # Turbo came into the feed or went out of it: every rule reads the feed another way.
            yield from self.check_all_steps(batch)

    def _auto_profile(self) -> Profile:
        """What ``profiles.resolve`` would say now, from what the checks already know: the root's
        declarations, each item's Turbo elements, and the elements outside the items."""
        root = self.doc.root
        if root is None:
            return Profile.RSS               # as profiles.resolve reads no document
        if profiles.declares_turbo(root) or any(state.facts.uses_turbo for state in self._states.values()):
            return Profile.TURBO
        turbo = "{%s}*" % TURBO_NS
        for child in root.iterchildren():
            is_channel = child is self._channel
            parts = [c for c in child.iterchildren() if c.tag != "item"] if is_channel else [child]
            if any(next(part.iter(turbo), None) is not None for part in parts):
                return Profile.TURBO
        return Profile.RSS

    def attach(self) -> None:
        self.doc.subscribe(self.on_change)

    def detach(self) -> None:
        self.doc.unsubscribe(self.on_change)

    # -- results ----------------------------------------------------------------

    def findings(self) -> list[Finding]:
        """All current findings but those of ignored rules: document, channel, then each item.

        The list is shared until the next change; copy it before modifying it.
        """
        if self._cache is not None:
            return self._cache
        out = self.all_findings()
        ignored = self.ignored_rules
        if ignored:
            out = [f for f in out if f.rule not in ignored]
        self._cache = out
        return out

    def all_findings(self) -> list[Finding]:
        """Every finding, those of ignored rules included."""
        out = self.rest_findings_all()
        extend = out.extend
        item_findings = self.item_findings
        for item in self._items:
            extend(item_findings(item))
        return out

    @property
    def ignored_rules(self) -> frozenset:
        """The rules not reported for this feed: its own list and its folder's (check/suppress.py)."""
        return self.doc.ignored_rules | self.doc.folder_ignored_rules

    def ignored_findings(self) -> list[Finding]:
        ignored = self.ignored_rules
        return [f for f in self.all_findings() if f.rule in ignored] if ignored else []

    def item_findings(self, item) -> list[Finding]:
        state = self._states.get(item)
        if state is None:
            return []
        if state.index != self._index.get(item):
            # Items were inserted, removed or moved before this one: its paths changed.
            state.local = [f.renumbered() for f in state.local]
            state.cross = [f.renumbered() for f in state.cross]
            state.dups = {k: f.renumbered() for k, f in state.dups.items()}
            state.index = self._index.get(item)
            state.combined = None
            self._changed.items.add(item)
        if state.combined is None:
            dups = state.dups
            state.combined = state.local + state.cross + [dups[k] for k in ("guid", "link") if k in dups]
        return state.combined

    def take_changes(self) -> Changes:
        """What changed in the findings since the last call: the items whose findings may differ,
        whether the document's, channel's or feed-wide ones may, or everything. A view updates
        those and nothing else."""
        changed, self._changed = self._changed, Changes()
        return changed

    def rest_findings_all(self) -> list[Finding]:
        """The findings that belong to no item (document, channel, feed-wide), ignored rules included."""
        return self._doc_findings + self._channel_findings + self._feed_findings

    def has_item(self, item) -> bool:
        """Whether the item is one of the channel's items as last checked."""
        return item in self._states

    @property
    def items(self) -> list:
        """The channel's items as last checked, in document order."""
        return self._items

    def counts(self) -> dict[str, int]:
        found = self.findings()
        return {severity.value: count(found, severity) for severity in Severity}

    # -- scopes -----------------------------------------------------------------

    def _check_channel(self) -> None:
        report = self._report()
        self._channel_facts = channel_rules.check_channel(report, self._channel)
        self._channel_findings = report.findings
        self._changed.rest = True
        link = self._channel_facts.get("link") or ""
        self._channel_host = values.host_of(link) if link else ""

    def check_one(self, item) -> tuple[list[Finding], item_rules.ItemFacts]:
        """One item's own findings and the facts the feed-wide rules take from it, kept nowhere."""
        report = self._report()
        facts = item_rules.check_item(report, item)
        return report.findings, facts

    def _check_item(self, item, result: tuple | None = None) -> None:
        findings, facts = result if result is not None else self.check_one(item)
        self._states[item] = _ItemState(findings, facts, self._index.get(item))
        self._changed.items.add(item)
        if facts.guid:
            self._guid_owners.setdefault(facts.guid, set()).add(item)
        if facts.link_key:
            self._link_owners.setdefault(facts.link_key, set()).add(item)

    def _keys_of(self, item) -> set:
        facts = self._states[item].facts
        keys = set()
        if facts.guid:
            keys.add(("guid", facts.guid))
        if facts.link_key:
            keys.add(("link", facts.link_key))
        return keys

    def _unregister(self, item) -> set:
        """Take an item's facts out of the feed-wide indexes; returns the keys it held."""
        keys = self._keys_of(item)
        state = self._states.pop(item)
        self._changed.items.add(item)
        for kind, value in keys:
            owners = (self._guid_owners if kind == "guid" else self._link_owners).get(value)
            if owners is not None:
                owners.discard(item)
                if not owners:
                    del (self._guid_owners if kind == "guid" else self._link_owners)[value]
        for ad_id in state.ad_uses:
            self._ad_use_counts[ad_id] -= 1
        return keys

    def _sync_items(self, channel: etree._Element) -> None:
        """Items were inserted, removed, replaced or moved: bring the item list and indexes up to date."""
        for _ in self._sync_items_steps(channel, 0):
            pass

    def _sync_items_steps(self, channel: etree._Element, batch: int):
        """_sync_items, yielding after every ``batch`` new items checked (0: never)."""
        current = list(channel.iterchildren("item"))
        present = set(current)
        affected = set()
        for item in self._items:
            if item not in present and item in self._states:
                affected |= self._unregister(item)
        self._items = current
        self._index.clear()
        self._index.update((item, i) for i, item in enumerate(current))
        checked = 0
        for item in current:
            if item not in self._states:
                self._check_item(item)
                affected |= self._keys_of(item)
                self._cross(item)
                checked += 1
                if batch and checked % batch == 0:
                    yield checked
        # A move can change which owner of a duplicate comes first.
        affected |= {("guid", v) for v, owners in self._guid_owners.items() if len(owners) > 1}
        affected |= {("link", v) for v, owners in self._link_owners.items() if len(owners) > 1}
        self._refresh_duplicates(affected)
        self._feed_wide()
        self._cache = None
        self._changed.everything = True         # paths of the items after a change renumbered

    def _refresh_duplicates(self, keys) -> None:
        for kind, value in keys:
            self._duplicates(kind, value)

    def _duplicates(self, kind: str, value: str) -> None:
        owners = (self._guid_owners if kind == "guid" else self._link_owners).get(value, ())
        ordered = sorted(owners, key=self._index.__getitem__)
        for item in ordered:
            state = self._states[item]
            if state.dups.pop(kind, None) is not None:
                state.combined = None
                self._changed.items.add(item)
        if len(ordered) < 2:
            return
        first = self._index[ordered[0]] + 1
        rule = "duplicate-guid" if kind == "guid" else "duplicate-link"
        for item in ordered[1:]:
            state = self._states[item]
            facts = state.facts
            element, written = (facts.guid_element, facts.guid) if kind == "guid" else (facts.link_element, facts.link)
            report = self._report()
            report.add(rule, element, value=written, first=first)
            if report.findings:
                state.dups[kind] = report.findings[0]
                state.combined = None
                self._changed.items.add(item)

    def _cross(self, item) -> None:
        """The item's rules that depend on the channel: the link's domain, the ad places it names."""
        state = self._states[item]
        for ad_id in state.ad_uses:
            self._ad_use_counts[ad_id] -= 1
        before = state.cross
        if self.profile == Profile.RSS:
            state.cross, state.ad_uses = [], set()
        else:
            report = self._report()
            facts = state.facts
            if facts.link:
                feed.check_domain(report, facts.link_element, facts.link, self._channel_host)
            state.ad_uses = feed.check_ad_refs(report, facts.ad_refs, self._channel_facts["ad_ids"])
            for ad_id in state.ad_uses:
                self._ad_use_counts[ad_id] = self._ad_use_counts.get(ad_id, 0) + 1
            state.cross = report.findings
        if before or state.cross:
            # Most items compare well with the channel before and after: nothing to redo for them.
            state.combined = None
            self._changed.items.add(item)

    def _feed_wide(self) -> None:
        if self.profile == Profile.RSS:
            self._changed.rest = self._changed.rest or bool(self._feed_findings)
            self._feed_findings = []
            return
        ad_ids = self._channel_facts["ad_ids"]
        unplaced = frozenset(a for a, element in ad_ids.items() if not self._ad_use_counts.get(a))
        over = len(self._items) if len(self._items) > MAX_ITEMS else 0
        # Paths of channel children cost a scan past every item; most edits change neither input.
        key = (unplaced, tuple(map(id, ad_ids.values())), over)
        if key == self._feed_key:
            return
        self._feed_key = key
        report = self._report()
        feed.check_unplaced(report, self._channel_facts["ad_ids"], self._ad_use_counts)
        feed.check_item_count(report, self._channel, len(self._items))
        self._feed_findings = report.findings
        self._cache = None
        self._changed.rest = True
