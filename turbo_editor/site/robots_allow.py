"""The fewest lines that let a robot fetch given pages without opening what robots.txt closes on purpose.

A fix for 300 forbidden item pages should not be 300 Allow lines. Pages that
share a directory get one ``Allow: /dir/`` when that is safe:

* the directory lies at least one level below what each rule closing it
  names: ``Disallow: /blog/`` may give way to ``Allow: /blog/2024/`` for the
  rest of the blog stays closed, never to ``Allow: /blog/``, which would undo
  the rule; ``Disallow: /drafts`` keeps all of ``/drafts/`` closed;
* a narrower rule that the new Allow would outrank somewhere inside the
  directory (``Disallow: /*?``, ``Disallow: /*.pdf$``) is restated for the
  directory (``Disallow: /blog/2024/*?``), so everything it closes there
  stays closed. When the restatement would also close a page an Allow of the
  file opens, the directory is not used.

An Allow for a directory opens every page in it that only the broader rule
closed, not only the feed's: the suggestion says so in words.

Pages no directory covers get a line each, ``Allow: /path$``: the final
``$`` anchors it at the end of the URL, so it opens that page and not
``/path2`` or ``/path?print=1``, which a plain ``Allow: /path`` would open
though the user's rule closes them. A page line opens one page (a path with
``*`` in it excepted: robots.txt cannot write a star as itself, and Yandex
reads it as any text); a directory is opened instead
only where that saves at least ``MIN_LINES_SAVED`` lines, so two pages stay
two lines, and thirty pages in a directory become one. Within that, the
number of lines is the smallest the directory tree allows, and between equal
counts the narrower choice wins.

Rule patterns are read as Yandex reads them (``robots.py``): ``*`` is any run
of characters, a final ``$`` anchors, the longest pattern wins (a final ``*``
not counted: ``pattern_length``) and Allow wins a tie.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .robots import Rule, compile_pattern, pattern_length

# Opening a whole directory opens pages the feed does not list: only worth it for a real saving.
MIN_LINES_SAVED = 2

# Directories deeper than this are not considered (their pages are counted in the one above), so a
# link with thousands of slashes costs no more than a normal one.
MAX_DEPTH = 32

_STARS = re.compile(r"\*+")
# What is left of a pattern once everything after the text read so far matches it.
_MATCHES_THE_REST = frozenset({"", "*", "*$"})


@dataclass(frozen=True)
class Guard:
    """A Disallow line that keeps a rule's effect inside a directory the plan opens."""

    pattern: str
    restates: str  # the rule as written in the file


@dataclass(frozen=True)
class AllowPlan:
    """The lines to add to the group, in the order they should appear."""

    lines: tuple[str, ...]
    directories: tuple[str, ...]  # the Allow patterns that open a whole directory
    pages: tuple[str, ...]  # the Allow patterns for one page each
    guards: tuple[Guard, ...] = field(default=())


def plan_allow_lines(rules: Iterable[Rule], paths: Iterable[str]) -> AllowPlan | None:
    """The fewest lines that, added to a group whose robot obeys ``rules``, let it fetch ``paths``.

    ``rules`` are all the Allow/Disallow rules the robot obeys (its groups
    merged); ``paths`` are request paths as ``robots.request_path`` gives
    them. None when some path cannot be opened by any line (a longer rule
    always outranks it).
    """
    return _Planner(list(rules), list(dict.fromkeys(paths))).plan()


# --------------------------------------------------------------------------
# Where a pattern matches: the pattern left to match after a given text
# --------------------------------------------------------------------------


def _remainders(pattern: str, text: str) -> tuple[int | None, frozenset[str]]:
    """Read ``text`` with ``pattern`` (prefix matching, as rules match paths).

    Returns ``(at, rest)``. ``at`` is the length of the shortest start of
    ``text`` after which the pattern matches whatever follows (so it matches
    every path that starts with ``text``), or None. Otherwise ``rest`` are the
    pattern remainders a continuation of ``text`` must match for the whole to
    match the pattern; empty when no path starting with ``text`` matches.
    Each remainder is a tail of the pattern, so ``text + rest`` is a pattern
    that matches exactly those paths.
    """
    states = {_STARS.sub("*", pattern)}
    if states & _MATCHES_THE_REST:
        return 0, frozenset()
    for position, char in enumerate(text, start=1):
        states = {after for state in states for after in _step(state, char)}
        if states & _MATCHES_THE_REST:
            return position, frozenset()
        if not states:
            break
    return None, frozenset(states)


def _step(state: str, char: str) -> set[str]:
    found = set()
    if state.startswith("*"):
        found.add(state)  # the star takes the character
        state = state[1:]  # or matches nothing
    # A "$" left alone is the pattern's end anchor; anywhere else it is a character.
    if state and state != "$" and state[0] == char:
        found.add(state[1:])
    return found


def _meets(pattern: str, prefix: str) -> bool:
    """Whether some path that starts with ``prefix`` matches ``pattern``."""
    at, rest = _remainders(pattern, prefix)
    return at is not None or bool(rest)


def _one_level_below(prefix: str, closed_at: int) -> bool:
    """Whether directory ``prefix`` is a whole path segment deeper than the rule that closes it.

    The rule matches every path starting with ``prefix[:closed_at]``; if that
    ends inside a segment (``/drafts`` of ``/drafts/``), the segment counts as
    what the rule names.
    """
    below = prefix[closed_at:]
    if not prefix[:closed_at].endswith("/"):
        cut = below.find("/")
        below = below[cut + 1:] if cut >= 0 else ""
    return bool(below)


# --------------------------------------------------------------------------
# The plan
# --------------------------------------------------------------------------


@dataclass
class _Directory:
    prefix: str
    children: list[_Directory] = field(default_factory=list)
    pages: list[str] = field(default_factory=list)  # targets whose deepest directory this is
    guards: tuple[Guard, ...] | None = None  # None: the directory may not be opened
    chosen: bool = False

    def targets(self) -> list[str]:
        found = list(self.pages)
        for child in self.children:
            found += child.targets()
        return found


class _Planner:
    def __init__(self, rules: Sequence[Rule], targets: list[str]):
        self.disallows = [r for r in rules if not r.allow]
        self.allows = [r for r in rules if r.allow]
        self.targets = targets
        # The longest Disallow each target matches: an Allow must be at least that long.
        self.need = {t: max((pattern_length(r.pattern) for r in self.disallows if r.matches(t)), default=0)
                     for t in targets}
        self._regexes: dict[str, re.Pattern[str]] = {}
        self._own_line = {t: self._page_line(t, ()) for t in targets}

    def _matches(self, pattern: str, path: str) -> bool:
        regex = self._regexes.get(pattern)
        if regex is None:
            regex = self._regexes[pattern] = compile_pattern(pattern)
        return regex.match(path) is not None

    def plan(self) -> AllowPlan | None:
        if not self.targets or any(line is None for line in self._own_line.values()):
            return None
        root = self._tree()
        self._cost(root)
        chosen: dict[str, _Directory] = {}
        self._collect(root, chosen)
        owner = {t: d for d in chosen.values() for t in d.targets()}
        lines: list[str] = []
        directories: dict[str, None] = {}
        pages: dict[str, None] = {}
        guards: list[Guard] = []
        for target in self.targets:
            directory = owner.get(target)
            if directory is not None and directory.prefix not in directories:
                directories[directory.prefix] = None
                lines.append(f"Allow: {directory.prefix}")
                for guard in directory.guards or ():
                    guards.append(guard)
                    lines.append(f"Disallow: {guard.pattern}")
            page = self._line_within(target, directory)
            if page is not None and page not in pages:
                pages[page] = None
                lines.append(f"Allow: {page}")
        return AllowPlan(tuple(lines), tuple(directories), tuple(pages), tuple(guards))

    # -- the directory tree of the targets ----------------------------------------------

    def _tree(self) -> _Directory:
        nodes: dict[str, _Directory] = {}
        root = nodes["/"] = _Directory("/")
        for target in self.targets:
            path_part = target.split("?", 1)[0]
            parent = root
            ends = [i + 1 for i, ch in enumerate(path_part) if ch == "/" and i > 0]
            for end in ends[:MAX_DEPTH]:
                prefix = target[:end]
                if "*" in prefix:
                    break  # a "*" in a path would read as a wildcard in the Allow line
                node = nodes.get(prefix)
                if node is None:
                    node = nodes[prefix] = _Directory(prefix)
                    parent.children.append(node)
                parent = node
            parent.pages.append(target)
        return root

    def _cost(self, directory: _Directory) -> float:
        """Fewest lines for the targets under ``directory``; marks the directories chosen."""
        apart = sum(self._cost(child) for child in directory.children) + len(directory.pages)
        directory.guards = self._guards(directory.prefix)
        if directory.guards is None:
            return apart
        together = 1 + len(directory.guards)
        for target in directory.targets():
            if not self._covers(directory, target):
                together += 1 if self._page_line(target, directory.guards) else math.inf
        directory.chosen = together <= apart - MIN_LINES_SAVED
        return together if directory.chosen else apart

    def _collect(self, directory: _Directory, chosen: dict[str, _Directory]) -> None:
        if directory.chosen:
            chosen[directory.prefix] = directory
            return
        for child in directory.children:
            self._collect(child, chosen)

    # -- what opening a directory would do ------------------------------------------------

    def _guards(self, prefix: str) -> tuple[Guard, ...] | None:
        """The Disallow lines that make ``Allow: prefix`` safe, or None when nothing can."""
        guards: list[Guard] = []
        for rule in self.disallows:
            if pattern_length(rule.pattern) > len(prefix):
                continue  # it outranks the Allow: what it closes stays closed
            closed_at, rest = _remainders(rule.pattern, prefix)
            if closed_at is not None:
                if not _one_level_below(prefix, closed_at):
                    return None
                continue
            for tail in sorted(rest, key=lambda t: (-len(t), t)):  # the same order in every run
                if tail.startswith("*") or "*" + tail not in rest:  # "*X" already covers "X"
                    guard = Guard(prefix + tail, rule.text)
                    if self._guard_closes_an_allow(guard.pattern, rule, prefix):
                        return None
                    if guard not in guards:
                        guards.append(guard)
        return tuple(guards)

    def _guard_closes_an_allow(self, guard: str, rule: Rule, prefix: str) -> bool:
        # An Allow that outranks ``rule`` but not the guard would lose pages it opens today.
        return any(pattern_length(rule.pattern) <= pattern_length(allow.pattern) < pattern_length(guard)
                   and _meets(allow.pattern, prefix)
                   for allow in self.allows)

    def _covers(self, directory: _Directory, target: str) -> bool:
        guards = directory.guards or ()
        longest = max([self.need[target]] + [pattern_length(g.pattern) for g in guards
                                             if self._matches(g.pattern, target)])
        return len(directory.prefix) >= longest

    # -- one line for one page ---------------------------------------------------------------

    def _line_within(self, target: str, directory: _Directory | None) -> str | None:
        if directory is None:
            return self._own_line[target]
        if self._covers(directory, target):
            return None
        return self._page_line(target, directory.guards or ())

    def _page_line(self, target: str, guards: Sequence[Guard]) -> str | None:
        """``target`` as an Allow pattern that opens that page alone: ``/path$``. A plain
        ``Allow: /news/1`` would open ``/news/15`` and ``/news/1?print=1`` too, pages the
        user's rule closes and the feed does not list."""
        extra = [g.pattern for g in guards]
        longest = max([self.need[target]] + [pattern_length(p) for p in extra if self._matches(p, target)])
        return target + "$" if pattern_length(target + "$") >= longest else None


__all__ = ["AllowPlan", "Guard", "plan_allow_lines"]
