"""A big feed's items checked by a second process while the window goes on with its own work.

Opening ten thousand items, the window has the XML pane to fill and every item to check, and
one thread to do both. Where the system can fork (Linux), the check of the items' own rules,
nearly all of a full check, goes to a child process started as soon as the feed is loaded:
it has the same tree, checks each item and sends what it found through a pipe, a chunk of
items at a time. The Checker takes those as its items' findings (``check_all_steps``'s
``given``) and does the rest itself: the channel, duplicates, the rules that compare an item
with the channel.

What a finding points at crosses as its place: an element as the child numbers that lead to
it from its item, a spot in the HTML of a page (turbo:content) as the numbers that lead to the
node in the parsed page, worked out again here only when a view shows that finding. An item
whose findings did not arrive is checked here as before: the child ended early or was
stopped, the tree was edited since the fork, or the profile is no longer the same.

What the child found for an item stands as long as the item does: the parent follows the
document's changes, and an item edited inside since the fork (or every item, after an edit
above the channel) is checked here; items added, removed or moved are found by identity.

The child runs only this module's code over lxml and leaves with ``os._exit``; it never touches
Qt or the files. A fork while another thread is inside libxml2 (an export going on) could leave
the child waiting for a lock that thread held: the window does not fork then, and a child that
sends nothing for a while is stopped and its items checked here.
"""

from __future__ import annotations

import gc
import os
import pickle
import select
import signal
import struct
import sys
import time
import warnings
from functools import partial
from types import MappingProxyType

from lxml import etree

try:
    import fcntl
except ImportError:                # Windows: never forks (available), but the module still imports
    fcntl = None  # type: ignore[assignment]

from ..feed.change import ChangeKind
from ..feed.views import item_of
from .catalog import CATALOG
from .finding import _UNSET, Finding
from .report import Place
from .rules.html import Page
from .rules.item import ItemFacts

CHUNK_ITEMS = 250          # items a message carries (about 80 KB)
PIPE_BYTES = 1 << 20       # what the pipe holds that the parent has not read yet (Linux's usual limit)
_HEADER = struct.Struct("<Q")
_NO_PARAMS: MappingProxyType = MappingProxyType({})


def available() -> bool:
    """Whether items can be checked in a forked process here (Linux; not macOS or Windows,
    where a fork of a process with a GUI is not safe or not there)."""
    return sys.platform.startswith("linux") and hasattr(os, "fork")


# -- what crosses the pipe ---------------------------------------------------------------------

class _At:
    """An element named by the child numbers that lead to it from a top node (its item)."""

    __slots__ = ("steps",)

    def __init__(self, steps: tuple):
        self.steps = steps

    def __reduce__(self):
        return (_At, (self.steps,))

    def find(self, top):
        return _follow(top, self.steps)


def _follow(top, steps: tuple):
    """The node the child numbers ``steps`` lead to from ``top`` (IndexError: there is none)."""
    node = top
    for step in steps:
        node = node[step]
    return node


def _steps(node, top) -> tuple:
    steps = []
    while node is not top:
        parent = node.getparent()
        if parent is None:
            raise ValueError("not inside the top node")
        steps.append(parent.index(node))
        node = parent
    steps.reverse()
    return tuple(steps)


def _pack(value, item):
    """``value`` with every element in it (at any depth of tuples and lists) written as an _At;
    the value itself when it holds none."""
    if isinstance(value, etree._Element):
        return _At(_steps(value, item))
    if isinstance(value, (tuple, list)):
        packed = [_pack(v, item) for v in value]
        if all(a is b for a, b in zip(packed, value, strict=True)):
            return value
        return type(value)(packed)
    return value


def _unpack(value, item):
    if isinstance(value, _At):
        return value.find(item)
    if isinstance(value, (tuple, list)):
        return type(value)(_unpack(v, item) for v in value)
    return value


class _Held:
    """A value with elements in it, packed (the parent looks for elements only in these)."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __reduce__(self):
        return (_Held, (self.value,))


def _held(value, item):
    packed = _pack(value, item)
    return value if packed is value else _Held(packed)


class _PageSpot:
    """A spot in a page's HTML: the page made from UTF-8 or not, the child numbers to the node
    in the parsed page, and the page's text unless it is the element's own."""

    __slots__ = ("utf8", "steps", "text")

    def __init__(self, utf8: bool, steps: tuple, text: str | None):
        self.utf8, self.steps, self.text = utf8, steps, text

    def __reduce__(self):
        return (_PageSpot, (self.utf8, self.steps, self.text))


def _pack_span(span, element):
    """A span as the child has it: a pair or None as it is, a page's spot (Page.at) as a
    _PageSpot, any other worked out now."""
    if span is None or isinstance(span, tuple):
        return span
    page = getattr(span.func, "__self__", None) if isinstance(span, partial) else None
    if isinstance(page, Page) and len(span.args) == 1 and element is not None:
        text = page.text
        try:
            return _PageSpot(page._utf8 is not None, _steps(span.args[0], page.body),
                             None if text == element.text else text)
        except ValueError:
            pass
    return span()


def pack_item(item, findings: list, facts: ItemFacts) -> tuple | None:
    """One item's findings and facts (Checker.check_one) as plain data for the pipe; None if
    something in them cannot be named from the item (the parent checks that item itself)."""
    try:
        return _pack_item(item, findings, facts)
    except (ValueError, AttributeError):
        return None


def _pack_item(item, findings: list, facts: ItemFacts) -> tuple:
    packed = []
    for finding in findings:
        place = finding._place
        node = place.node
        params: dict | _Held | None = None
        if finding.params:
            packed_params = {key: _pack(value, item) for key, value in finding.params.items()}
            plain = all(a is b for a, b in zip(packed_params.values(), finding.params.values()))
            params = dict(finding.params) if plain else _Held(packed_params)
        line = None if finding._line is _UNSET else (finding._line, finding._column)
        packed.append((finding.rule, finding.field, finding.attribute, params, finding.recovered,
                       None if node is None else _steps(node, item), _pack_span(place._span, node),
                       place.attribute, line))
    return (item.sourceline, packed, tuple(_held(getattr(facts, name), item) for name in _FACTS))


_FACTS = ItemFacts.__slots__
_SEVERITY: dict = {}           # rule -> its severity, looked up once


class _PageAt:
    """A page's HTML parsed again here, the first time a finding in it is shown."""

    __slots__ = ("text", "utf8", "_page")

    def __init__(self, text: str, utf8: bool):
        self.text = text
        self.utf8 = utf8
        self._page: Page | None = None

    def span(self, steps: tuple):
        if self._page is None:
            self._page = Page.from_utf8(self.text.encode("utf-8")) if self.utf8 else Page(self.text)
        try:
            node = _follow(self._page.body, steps)
        except IndexError:
            return None
        return self._page.span(node)


def unpack_item(packed: tuple, item, paths, locator) -> tuple[list, ItemFacts] | None:
    """What pack_item wrote, as the item's findings and facts here (None: it is not this item)."""
    line, findings, facts_values = packed
    if line != item.sourceline:
        return None
    pages: dict = {}
    found = []
    try:
        for rule, field, attribute, params, recovered, steps, span, place_attribute, position in findings:
            node = None if steps is None else _follow(item, steps)
            if span.__class__ is _PageSpot:
                # One page for all the findings in it, as a check here keeps: its text read once
                # (the element's own, or the one string the message carries for them all).
                key = (node if span.text is None else id(span.text), span.utf8)
                page = pages.get(key)
                if page is None:
                    text = span.text if span.text is not None else (node.text if node is not None else "")
                    page = pages[key] = _PageAt(text or "", span.utf8)
                span = partial(page.span, span.steps)
            place = Place(paths, locator, node, span, place_attribute)
            if params is None:
                params = _NO_PARAMS
            elif params.__class__ is _Held:
                params = MappingProxyType({key: _unpack(value, item) for key, value in params.value.items()})
            else:
                params = MappingProxyType(params)
            severity = _SEVERITY.get(rule)
            if severity is None:
                severity = _SEVERITY[rule] = CATALOG[rule].severity
            if position is None:
                found.append(Finding(rule, severity, field=field, attribute=attribute,
                                     params=params, recovered=recovered, element=node, place=place))
            else:
                found.append(Finding(rule, severity, field=field, attribute=attribute,
                                     line=position[0], column=position[1], params=params,
                                     span=place.span(), recovered=recovered, element=node, place=place))
        facts = ItemFacts.__new__(ItemFacts)
        for name, value in zip(_FACTS, facts_values, strict=True):
            setattr(facts, name, _unpack(value.value, item) if value.__class__ is _Held else value)
    except (IndexError, TypeError):
        return None                # the item is not what the child checked: checked here instead
    return found, facts


# -- the child ---------------------------------------------------------------------------------

def _write(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _child(fd: int, doc, profile: str, chunk: int) -> None:
    """Check every item of ``doc`` and write them to ``fd`` in messages: (first index, profile,
    [packed item ...]). Runs in the forked process; never returns."""
    code = 1
    try:
        gc.disable()                     # nothing made here lives long: no collector passes
        from .engine import Checker
        checker = Checker(doc, profile)
        channel = doc.root.find("channel")
        items = list(channel.iterchildren("item")) if channel is not None else []
        for first in range(0, len(items), chunk):
            packed = [pack_item(item, *checker.check_one(item)) for item in items[first:first + chunk]]
            data = pickle.dumps((first, checker.profile, packed), protocol=pickle.HIGHEST_PROTOCOL)
            _write(fd, _HEADER.pack(len(data)) + data)
        code = 0
    except BaseException:            # a broken pipe (the window closed), or anything else: the
        code = 1                     # parent checks what did not arrive itself
    finally:
        os._exit(code)


# -- the parent's side -------------------------------------------------------------------------

class RemoteItems:
    """The items of one document being checked by a forked child; see the module."""

    def __init__(self, doc, profile: str, chunk: int = CHUNK_ITEMS):
        self.doc = doc
        self.requested = profile
        self.revision = doc.revision
        self._channel = doc.root.find("channel")
        items = list(self._channel.iterchildren("item")) if self._channel is not None else []
        self.total = len(items)
        self._slot = {item: i for i, item in enumerate(items)}   # an item -> the child's number for it
        self._stale: set = set()           # items edited inside since the fork
        self._all_stale = False
        self.received = 0                  # items whose findings arrived
        self.finished = False              # no more will arrive
        self.last_data = time.monotonic()
        self._packed: list = []
        self._profile: str | None = None
        self._buffer = bytearray()
        read, write = os.pipe()
        try:
            # Room for a dozen chunks: the parent reads between the slices of its own work, and
            # a child held up on a full pipe (64 KB, less than a chunk) waited for each of them.
            fcntl.fcntl(write, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
        except (AttributeError, OSError):
            pass                         # not Linux, or above the system's limit: a smaller pipe
        try:
            with warnings.catch_warnings():
                # Python 3.12 warns of a fork in a process with threads (see the module).
                warnings.simplefilter("ignore", DeprecationWarning)
                pid = os.fork()
        except OSError:
            os.close(read)               # no process to be had (a limit): nothing left open
            os.close(write)
            raise
        if pid == 0:                     # the child
            os.close(read)
            _child(write, doc, profile, chunk)
        os.close(write)
        doc.subscribe(self._on_change)
        self.pid: int | None = pid
        self.fd: int | None = read
        os.set_blocking(read, False)

    def fileno(self) -> int:
        return self.fd if self.fd is not None else -1

    def of_use(self, profile: str) -> bool:
        """Whether what the child sends can still be taken by a check under ``profile``: not after
        an edit above the channel, nor from a child that checked another profile."""
        return not self._all_stale and (self._profile is None or self._profile == profile)

    def ready(self, count: int) -> bool:
        """Whether the first ``count`` items arrived, or no more will."""
        return self.finished or self.received >= min(count, self.total)

    def read(self) -> bool:
        """Take in what the child wrote so far, without waiting; whether anything changed."""
        if self.fd is None:
            return False
        before = (self.received, self.finished)
        while True:
            try:
                data = os.read(self.fd, 1 << 20)
            except BlockingIOError:
                break
            except OSError:
                data = b""
            if not data:
                self._end()
                break
            self._buffer += data
            self.last_data = time.monotonic()
        self._take_messages()
        return (self.received, self.finished) != before

    def wait(self, timeout: float) -> None:
        """Take in everything the child sends, waiting up to ``timeout`` seconds for it to finish;
        a child that has not finished by then is stopped (what it did not send is checked here)."""
        until = time.monotonic() + timeout
        while not self.finished:
            left = until - time.monotonic()
            if left <= 0:
                self.stop()
                return
            if self.fd is not None:
                select.select([self.fd], [], [], left)
            self.read()

    def given(self, checker):
        """The function for Checker.check_all_steps: an item's findings as the child found them,
        or None (it has not arrived, the tree was edited since, the profile differs)."""
        def answer(_index: int, item):
            slot = self._slot.get(item)
            if (slot is None or slot >= self.received or self._all_stale or item in self._stale
                    or self._profile != checker.profile):
                return None
            packed, self._packed[slot] = self._packed[slot], None      # taken once
            if packed is None:
                return None
            return unpack_item(packed, item, checker._paths, checker.locator)
        return answer

    def _on_change(self, change) -> None:
        """Which items an edit made different from what the child checked (as Checker.on_change
        finds what to check again)."""
        if not change.touches_tree or self._all_stale:
            return
        element = change.element
        channel = self._channel
        if change.kind == ChangeKind.REPLACE and change.old is not None and change.old.tag == "item":
            self._stale.update((change.old, element))
            return
        if change.changes_children and element.tag == "item" and change.parent is channel:
            return                          # an item added, removed or moved: found by identity
        anchor = change.parent if change.kind == ChangeKind.REMOVE else element
        view = item_of(anchor) if anchor is not None else None
        if view is not None and view.element.getparent() is channel:
            self._stale.add(view.element)
        elif anchor is None or not (anchor is channel or any(a is channel for a in anchor.iterancestors())):
            self._all_stale = True          # above the channel: the items' own rules may read it

    def close(self) -> None:
        """Stop the child and forget what it sent (the check has taken what it wanted)."""
        self.stop()
        if self.doc is not None:
            self.doc.unsubscribe(self._on_change)
            self.doc = None
        self._packed = []
        self._slot = {}

    def stop(self) -> None:
        """Stop the child (if it still runs) and close the pipe; nothing more arrives (what
        arrived can still be taken)."""
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self._end()

    def _end(self) -> None:
        self.finished = True
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self.pid is not None:
            try:
                os.waitpid(self.pid, 0)
            except ChildProcessError:
                pass
            self.pid = None

    def _take_messages(self) -> None:
        buffer = self._buffer
        at = 0
        while len(buffer) - at >= _HEADER.size:
            (size,) = _HEADER.unpack_from(buffer, at)
            if len(buffer) - at - _HEADER.size < size:
                break
            start = at + _HEADER.size
            first, profile, packed = pickle.loads(bytes(buffer[start:start + size]))
            at = start + size
            if first != self.received:
                self.stop()                 # out of order: never, unless the pipe is broken
                break
            self._profile = profile
            self._packed += packed
            self.received += len(packed)
        del buffer[:at]
