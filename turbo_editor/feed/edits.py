"""Every change to a document: small operations that each return their inverse.

``doc.apply(edit)`` applies an edit, announces what changed and returns the
edit that undoes it; applying that restores a C14N-equal tree. The GUI wraps
these in QUndoCommands, the CLI's fixes use them directly.

Structural edits keep the file's layout: a new element gets the indentation of
its siblings, and the inverse of a removal restores the exact whitespace that
was there.
"""

from __future__ import annotations

import bisect
import copy
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from lxml import etree

from ..vocabulary.elements import CHANNEL_ORDER, ITEM_ORDER
from ..vocabulary.namespaces import TURBO_NS, WELL_KNOWN, YANDEX_NS, qn
from .change import Change, ChangeKind
from .encoding import canonical
from .markup import cdata_sections, is_cdata, text_value  # noqa: F401 - is_cdata is read from here too
from .parse import make_parser


class _Unset(Enum):
    """The default of an edit's whitespace: work it out (None is a value: no text at all)."""

    UNSET = "unset"


_UNSET: Final = _Unset.UNSET


class Edit:
    def apply(self, doc) -> Edit:  # pragma: no cover - interface
        raise NotImplementedError


@dataclass
class SetIgnoredRules(Edit):
    """Set the rules the checks do not report for this feed (saved in the project file)."""

    rules: frozenset

    def apply(self, doc) -> Edit:
        old = doc.ignored_rules
        doc.ignored_rules = frozenset(self.rules)
        doc.announce(Change(ChangeKind.SETTINGS, doc.root, name="ignored-rules"))
        return SetIgnoredRules(old)


@dataclass
class SetEncoding(Edit):
    """Choose the encoding Save writes (its declaration names it, the XML pane shows that)."""

    encoding: str

    def apply(self, doc) -> Edit:
        old = doc.encoding
        try:
            doc.encoding = canonical(self.encoding)
        except ValueError:          # an undo giving back the encoding the file was read in (UTF-16...)
            doc.encoding = self.encoding
        doc.announce(Change(ChangeKind.FILE, doc.root, name="encoding"))
        return SetEncoding(old)


@dataclass
class SetDeclaration(Edit):
    """Write (True) or leave out (False) an XML declaration naming the encoding the file lacks;
    the rest of the file stays as it is."""

    present: bool = True

    def apply(self, doc) -> Edit:
        source = doc.source
        old = source.add_declaration if source is not None else False
        if source is not None:
            source.add_declaration = self.present
        doc.announce(Change(ChangeKind.SETTINGS, doc.root, name="declaration"))
        return SetDeclaration(old)


@dataclass
class AcceptNotice(Edit):
    """Keep what the loader did (say, the namespace declaration it added) and drop its notice.

    The tree already holds the declaration; from now on Save writes it too.
    Undo brings the notice back.
    """

    notice: object

    def apply(self, doc) -> Edit:
        index = doc.notices.index(self.notice)
        del doc.notices[index]
        doc.announce(Change(ChangeKind.ATTRIBUTE, doc.root, name="xmlns"))
        return RestoreNotice(self.notice, index)


@dataclass
class RestoreNotice(Edit):
    notice: object
    index: int

    def apply(self, doc) -> Edit:
        doc.notices.insert(self.index, self.notice)
        doc.announce(Change(ChangeKind.ATTRIBUTE, doc.root, name="xmlns"))
        return AcceptNotice(self.notice)


def AcceptNotices(notices) -> Batch:
    """Accept several notices as one edit."""
    return Batch([AcceptNotice(n) for n in notices])


# -- text and attributes ------------------------------------------------------

@dataclass
class SetText(Edit):
    """Set an element's leading text; ``cdata`` None keeps the current form.

    CDATA cannot hold ``]]>``: such a value is stored as adjacent CDATA
    sections, which lxml can only build by parsing, so a new element takes
    the old one's place. The same happens when the old value was split that
    way, so the untouched old element can be swapped back on undo.
    """

    element: etree._Element
    text: str | None
    cdata: bool | None = None

    def apply(self, doc) -> Edit:
        el = self.element
        old_text, old_cdata = el.text, is_cdata(el)
        want_cdata = old_cdata if self.cdata is None else self.cdata
        if _needs_split(self.text, want_cdata) or _needs_split(old_text, old_cdata) or _text_after_notes(el):
            return Replace(el, _rebuilt(el, self.text, want_cdata)).apply(doc)
        el.text = etree.CDATA(self.text) if want_cdata and self.text else self.text
        doc.announce(Change(ChangeKind.TEXT, el))
        return SetText(el, old_text, old_cdata)


@dataclass
class SetMarkupText(Edit):
    """Make all of an element's content (element children, comments and text) one text, in CDATA
    when ``cdata``: a page written as XML elements inside turbo:content becomes its value. The
    element is rebuilt; undo puts the old one back."""

    element: etree._Element
    text: str | None
    cdata: bool = True

    def apply(self, doc) -> Edit:
        return Replace(self.element, _rebuilt(self.element, self.text, self.cdata, children=False)).apply(doc)


def _text_after_notes(el: etree._Element) -> bool:
    """Whether part of the value is text after a comment or processing instruction inside the
    element (see markup.text_value): the new value replaces it too, so the element is rebuilt."""
    return len(el) > 0 and text_value(el) != el.text


def _needs_split(text: str | None, cdata: bool) -> bool:
    return bool(cdata and text and "]]>" in text)


def _rebuilt(el: etree._Element, text: str | None, cdata: bool, children: bool = True) -> etree._Element:
    """A copy of ``el`` (attributes, children unless not ``children``, tail) with new leading text.

    CDATA is split around each ``]]>``; since parsing would turn a CR into
    LF, CRs travel as references between the sections.
    """
    sections = cdata_sections(text) if cdata and text else ""
    prefix = el.prefix
    ns = etree.QName(el).namespace
    name = f"{prefix}:{etree.QName(el).localname}" if prefix else etree.QName(el).localname
    decl = (f' xmlns:{prefix}="{ns}"' if prefix else f' xmlns="{ns}"') if ns else ""
    new = etree.fromstring(f"<{name}{decl}>{sections}</{name}>", make_parser())
    if not sections:
        new.text = text
    for key, value in el.attrib.items():
        new.set(key, value)
    notes_only = _text_after_notes(el)            # comments with text after them: the value is new
    for child in el if children else ():
        child = copy.deepcopy(child)
        if notes_only:
            child.tail = None
        new.append(child)
    new.tail = el.tail
    return new


@dataclass
class SetAttribute(Edit):
    """Set (or with None remove) an attribute; the inverse restores its position."""

    element: etree._Element
    name: str
    value: str | None
    position: int | None = None

    def apply(self, doc) -> Edit:
        el = self.element
        keys = list(el.attrib.keys())
        old = el.get(self.name)
        old_position = keys.index(self.name) if self.name in keys else None
        if self.value is None:
            if self.name in el.attrib:
                del el.attrib[self.name]
        elif self.position is not None and self.name not in el.attrib:
            items = list(el.attrib.items())
            items.insert(self.position, (self.name, self.value))
            el.attrib.clear()
            for key, value in items:
                el.set(key, value)
        else:
            el.set(self.name, self.value)
        doc.announce(Change(ChangeKind.ATTRIBUTE, el, name=self.name))
        return SetAttribute(el, self.name, old, old_position)


# -- structure ----------------------------------------------------------------

def _is_ws(text: str | None) -> bool:
    return text is None or not text.strip()


def _parent(element: etree._Element) -> etree._Element:
    """The parent of an element an edit moves, removes or replaces: there must be one."""
    parent = element.getparent()
    if parent is None:
        raise ValueError("the element has no parent to edit it in")
    return parent


def _before(element: etree._Element) -> str | None:
    """The text standing before a child: its parent's text or the previous sibling's tail."""
    previous = element.getprevious()
    return _parent(element).text if previous is None else previous.tail


def _child(parent: etree._Element, index: int) -> etree._Element | None:
    """Child ``index`` (-1: the last), None if there is none. lxml walks to it from the nearer end."""
    try:
        return parent[index]
    except IndexError:
        return None


def _put(parent: etree._Element, el: etree._Element, previous, following) -> None:
    """Place ``el`` between two neighbouring children (None: the start or the end)."""
    if following is not None:
        following.addprevious(el)
    elif previous is not None:
        previous.addnext(el)
    else:
        parent.append(el)


def _set_before(parent: etree._Element, previous: etree._Element | None, value: str | None) -> None:
    """Set the text before the child that follows ``previous`` (None: the first child)."""
    if previous is None:
        parent.text = value
    else:
        previous.tail = value


def _indent_of(element: etree._Element) -> str | None:
    """The whitespace after the last newline before an element, None if not on its own line."""
    parent = element.getparent()
    if parent is None:
        return ""
    before = _before(element)
    if before is None or "\n" not in before or not _is_ws(before):
        return None
    return before[before.rindex("\n") + 1:]


def indent_unit(element: etree._Element) -> str | None:
    """The indentation step: how much deeper than the element its children stand, else the
    document's (from the root's first child); None if not indented.

    Feeds are not always indented evenly (a plugin writes <channel> at the margin and its
    children four spaces in), so the element's own layout comes first.
    """
    own = _indent_of(element) or ""
    for ws in _slots_between(element):
        if ws and "\n" in ws and _is_ws(ws):
            child = ws[ws.rindex("\n") + 1:]
            if len(child) > len(own) and child.startswith(own):
                return child[len(own):]
    root = element.getroottree().getroot()
    text = root.text
    if text is None or "\n" not in text or not _is_ws(text):
        return None
    unit = text[text.rindex("\n") + 1:]
    return unit or None


def _newline(parent: etree._Element, previous, following, fresh_indent: str) -> str:
    """Whitespace to put before a new child going between ``previous`` and ``following``
    (None: the start or the end): copy a sibling's, or derive it."""
    candidates = []
    if following is not None:
        candidates.append(parent.text if previous is None else previous.tail)
    if previous is not None:
        candidates.append(_before(previous))
    if previous is not None or following is not None:
        candidates.append(parent.text)
    for ws in candidates:
        if ws is not None and "\n" in ws and _is_ws(ws):
            return ws
    return fresh_indent


def _inline(parent: etree._Element) -> bool:
    """Whether the children stand on their parent's line, no newline between any of them."""
    return not any(ws and "\n" in ws for ws in _slots_between(parent))


def _slots_between(parent: etree._Element):
    """The text before each child (the parent's text, then each tail but the last), one at a
    time: the readers stop at the first that answers them, not after a list of 10,000 items."""
    yield parent.text
    for child in parent.iterchildren():
        if child.getnext() is None:
            return
        yield child.tail


def indent_fresh(el: etree._Element, indent: str, unit: str) -> None:
    """Lay out a subtree we built, at the given indentation.

    Unlike etree.indent this leaves the text of leaf elements alone, so a
    value made only of whitespace is kept.
    """
    if not len(el):
        return
    inner = indent + unit
    el.text = "\n" + inner
    for child in el:
        child.tail = "\n" + inner
        indent_fresh(child, inner, unit)
    el[-1].tail = "\n" + indent


@dataclass
class Insert(Edit):
    """Insert ``element`` as child ``index`` of ``parent`` (out of range: the last).

    Without ``before``/``tail`` it indents like its siblings (and indents a
    freshly built subtree to its depth); with them (an undone removal) it
    restores that exact whitespace. ``after``, when given, is the child it goes
    right after (None: first) and stands for ``index``: lxml finds a child by
    its index, and counts children, by walking them, which a batch of thousands
    on a channel of 10,000 items made quadratic.
    """

    parent: etree._Element
    index: int
    element: etree._Element
    before: str | None | _Unset = _UNSET
    tail: str | None | _Unset = _UNSET
    fresh: bool = False
    after: etree._Element | None | _Unset = _UNSET

    def apply(self, doc) -> Edit:
        parent, el = self.parent, self.element
        previous, following = self._neighbours()
        old_before = parent.text if previous is None else previous.tail
        if self.before is not _UNSET:
            _put(parent, el, previous, following)
            el.tail = None if self.tail is _UNSET else self.tail
            _set_before(parent, previous, self.before)
        else:
            self._insert_indented(parent, el, previous, following)
        doc.announce(Change(ChangeKind.INSERT, el, parent=parent))
        return Remove(el, before=old_before)

    def _neighbours(self) -> tuple:
        """The children the element goes between (None: the start or the end)."""
        parent, after = self.parent, self.after
        if after is not _UNSET and (after is None or after.getparent() is parent):
            return after, (after.getnext() if after is not None else _child(parent, 0))
        following = _child(parent, self.index) if self.index >= 0 else None
        return (following.getprevious() if following is not None else _child(parent, -1)), following

    def _insert_indented(self, parent, el, previous, following) -> None:
        unit = indent_unit(parent)
        siblings = previous is not None or following is not None
        if siblings and (unit is None or _inline(parent)):
            # Laid out as the siblings are: a line each in a feed with no indentation, one line
            # for <skipDays><day>Saturday</day><day>Sunday</day></skipDays>.
            between = _newline(parent, previous, following, "")
            first = _child(parent, 0)
            if not between and first is not None and first.getnext() is not None and _is_ws(first.tail):
                between = first.tail or ""
            _put(parent, el, previous, following)
            if following is not None:
                el.tail = between or None
            elif previous is not None:
                el.tail, previous.tail = previous.tail, between or None
            return
        if unit is None:
            _put(parent, el, previous, following)
            el.tail = None
            return
        parent_indent = _indent_of(parent) or ""
        child_ws = _newline(parent, previous, following, "\n" + parent_indent + unit)
        if self.fresh:
            indent_fresh(el, child_ws.rsplit("\n", 1)[-1], unit)
        if not siblings:
            parent.append(el)
            parent.text = child_ws
            el.tail = "\n" + parent_indent
        elif following is not None:
            _put(parent, el, previous, following)
            el.tail = child_ws
        else:
            closing = previous.tail
            _put(parent, el, previous, following)
            previous.tail = child_ws
            el.tail = closing if _is_ws(closing) and closing else "\n" + parent_indent


@dataclass
class Remove(Edit):
    """Remove ``element`` (with its tail); the inverse re-inserts it exactly."""

    element: etree._Element
    before: str | None | _Unset = _UNSET

    def apply(self, doc) -> Edit:
        # Neighbours by getprevious/getnext: parent[i] and len(parent) walk the children, which a
        # batch of thousands made quadratic on a channel of 10,000 items.
        el = self.element
        parent = _parent(el)
        previous = el.getprevious()
        old_before, old_tail = parent.text if previous is None else previous.tail, el.tail
        last = el.getnext() is None
        parent.remove(el)
        el.tail = old_tail
        if self.before is not _UNSET:
            _set_before(parent, previous, self.before)
        elif last:
            # The removed element's tail closed the parent: keep that closing whitespace.
            if previous is None:
                parent.text = None if _is_ws(parent.text) else parent.text
            elif _is_ws(old_tail):
                previous.tail = old_tail
        elif old_tail and "\n" in old_tail and _is_ws(old_tail) and _is_ws(old_before):
            # Its line goes, and the next element keeps the indentation it had: in a file indented
            # unevenly, taking the removed one's would rewrite a line nobody edited.
            _set_before(parent, previous, old_tail)
        doc.announce(Change(ChangeKind.REMOVE, el, parent=parent))
        return Insert(parent, -1, el, before=old_before, tail=old_tail, after=previous)


@dataclass
class Replace(Edit):
    """Put ``new`` where ``old`` stands; the inverse swaps back.

    The new element takes the old one's tail unless ``tail`` is given (text
    typed in the XML pane brings its own).
    """

    old: etree._Element
    new: etree._Element
    tail: str | None | _Unset = _UNSET

    def apply(self, doc) -> Edit:
        parent = _parent(self.old)
        old_tail = self.old.tail
        parent.replace(self.old, self.new)
        self.new.tail = old_tail if self.tail is _UNSET else self.tail
        self.old.tail = old_tail
        doc.announce(Change(ChangeKind.REPLACE, self.new, parent=parent, old=self.old))
        return Replace(self.new, self.old, old_tail)


@dataclass
class ReplaceRoot(Edit):
    """Make ``new`` (with its document: prolog, comments, DOCTYPE) the document; the inverse swaps back.

    ``source`` is the text ``new`` was read from (what was typed in the XML
    pane), which the document then writes back as typed.
    """

    new: etree._Element
    source: object = None

    def apply(self, doc) -> Edit:
        old, old_source = doc.root, doc.source
        doc.tree._setroot(self.new)
        doc.source = self.source
        doc.announce(Change(ChangeKind.REPLACE, self.new, parent=None, old=old))
        return ReplaceRoot(old, old_source)


@dataclass
class Batch(Edit):
    """Several edits as one; the inverse undoes them in reverse order."""

    edits: list = field(default_factory=list)
    label: str = ""

    def apply(self, doc) -> Edit:
        inverses = [edit.apply(doc) for edit in self.edits]
        return Batch(list(reversed(inverses)), self.label)


# -- building blocks used by views and the GUI ------------------------------

def make_element(tag: str, text: str | None = None, attrib: dict | None = None,
                 cdata: bool = False) -> etree._Element:
    """A detached element; a namespaced one carries its usual prefix (turbo:, yandex:, ...),
    which lxml drops again on insertion where the document already declares it."""
    ns = etree.QName(tag).namespace
    prefix = next((p for p, uri in WELL_KNOWN.items() if uri == ns), None)
    el = etree.Element(tag, nsmap={prefix: ns} if ns and prefix else None)
    for key, value in (attrib or {}).items():
        if value is not None:
            el.set(key, value)
    if text:
        el.text = etree.CDATA(text) if cdata and "]]>" not in text else text
    return el


def insert_position(parent: etree._Element, tag: object, order: tuple[str, ...]) -> int:
    """Where a new ``tag`` child goes so that ``order`` is followed as far as it can be
    (a tag not in ``order``, or not a name at all, goes after the ones that are)."""
    rank: dict[object, int] = {name: i for i, name in enumerate(order)}
    mine = rank.get(tag, len(order))
    position = None
    for i, child in enumerate(parent):
        child_rank = rank.get(child.tag, len(order)) if isinstance(child.tag, str) else None
        if child_rank is not None and child_rank <= mine:
            position = i + 1
    if position is not None:
        return position
    for i, child in enumerate(parent):
        if isinstance(child.tag, str) and rank.get(child.tag, len(order)) > mine:
            return i
    return len(parent)


def insert_child(parent: etree._Element, element: etree._Element, order: tuple[str, ...]) -> Insert:
    """Insert a freshly built element at its place in ``order``, indented."""
    return Insert(parent, insert_position(parent, element.tag, order), element, fresh=True)


def remove(elements) -> Edit:
    """Remove several elements as one edit (last first, so indices stay valid)."""
    elements = list(elements)
    parents = {el.getparent() for el in elements}
    if len(parents) == 1 and None not in parents:
        # Siblings (items of a channel): their order in one pass, not a walk to each.
        position = {child: i for i, child in enumerate(parents.pop())}
        ordered = sorted(elements, key=position.__getitem__, reverse=True)
    else:
        ordered = sorted(elements, key=_document_order, reverse=True)
    return Batch([Remove(el) for el in ordered])


def _document_order(el: etree._Element) -> tuple:
    path = []
    parent = el.getparent()
    while parent is not None:
        path.append(parent.index(el))
        el, parent = parent, parent.getparent()
    return tuple(reversed(path))


class _Quiet:
    """The document as the steps of a composite edit see it: their changes reach the source
    (which tracks what to write anew) but no listener; the composite announces itself once."""

    def __init__(self, doc):
        self._doc = doc

    def __getattr__(self, name):
        return getattr(self._doc, name)

    def announce(self, change: Change) -> None:
        self._doc.note(change)


@dataclass
class Move(Edit):
    """Move ``element`` to child position ``index`` of its parent (counted before the move).

    The element keeps its text; it is indented like its new neighbours, and
    undo puts back the exact whitespace there was. Views hear one "move".
    """

    element: etree._Element
    index: int
    steps: list | None = None           # the exact steps to apply (an undo), else worked out
    after: etree._Element | None | _Unset = _UNSET     # the child to stand after instead (see Insert)

    def apply(self, doc) -> Edit:
        el = self.element
        parent = _parent(el)
        steps = self.steps
        if steps is None and self.after is el:
            return Batch([])                    # after itself: where it stands
        if steps is None and self.after is not _UNSET:
            steps = [Remove(el), Insert(parent, -1, el, after=self.after)]
        elif steps is None:
            current = parent.index(el)
            index = self.index - 1 if self.index > current else self.index
            steps = [Remove(el), Insert(parent, index, el)]
        quiet = _Quiet(doc)
        inverses = [step.apply(quiet) for step in steps]
        doc.announce(Change(ChangeKind.MOVE, el, parent=parent))
        return Move(el, -1, list(reversed(inverses)))


def move(element: etree._Element, index: int) -> Edit:
    """Move an element to child position ``index`` of its parent (counted before the move)."""
    return Move(element, index)


# -- items, counters, ad networks, related links -----------------------------

def _items(channel: etree._Element) -> list:
    return list(channel.iterchildren("item"))


def add_item(channel: etree._Element, item: etree._Element, index: int | None = None) -> Insert:
    """Insert an item before item ``index`` (None: after the last item)."""
    items = _items(channel)
    if index is None or index >= len(items):
        position = channel.index(items[-1]) + 1 if items else insert_position(channel, "item", CHANNEL_ORDER)
    else:
        position = channel.index(items[index])
    return Insert(channel, position, item, fresh=True)


def duplicate_item(item: etree._Element, after: etree._Element | None = None) -> Insert:
    """A copy of the item right after it, or after ``after`` (its layout is already right for
    that depth)."""
    clone = copy.deepcopy(item)
    return Insert(_parent(item), -1, clone, after=item if after is None else after)


def duplicate_items(items: list) -> Batch:
    """Copies of ``items`` (of one channel, in document order): the items that stand next to each
    other are copied as a block, after the block, as a text editor repeats a selection of lines.
    Returns the batch; its steps' elements are the copies, in the order of ``items``."""
    if not items:
        return Batch([])
    order = {item: i for i, item in enumerate(_items(_parent(items[0])))}
    steps: list[Edit] = []
    run: list = []

    def copy_run() -> None:
        after = run[-1]
        for item in run:
            step = duplicate_item(item, after)
            steps.append(step)
            after = step.element

    for item in items:
        if run and order[item] != order[run[-1]] + 1:
            copy_run()
            run = []
        run.append(item)
    copy_run()
    return Batch(steps)


@dataclass
class MoveItem(Edit):
    """Move an item so that it becomes item number ``item_index`` among the items.

    The positions are worked out when applied, so several moves can be batched.
    """

    item: etree._Element
    item_index: int

    def apply(self, doc) -> Edit:
        channel = _parent(self.item)
        others = [i for i in _items(channel) if i is not self.item]
        if not others:
            return Batch([])
        if self.item_index >= len(others):
            target = channel.index(others[-1]) + 1
        else:
            target = channel.index(others[max(self.item_index, 0)])
        return move(self.item, target).apply(doc)


def move_item(item: etree._Element, item_index: int) -> Edit:
    return MoveItem(item, item_index)


def move_items(elements: list, target: int, all_items: list) -> Batch:
    """One edit moving items (keeping their order) to stand before item ``target`` of
    ``all_items``; only the items out of place get a step (the moves are simulated on a list)."""
    moving = set(elements)
    order = ([e for e in all_items[:target] if e not in moving] + [e for e in all_items if e in moving]
             + [e for e in all_items[target:] if e not in moving])
    return _reorder(order, all_items)


def step_items(elements: list, step: int, all_items: list) -> Batch:
    """One edit moving each of ``elements`` one place up (``step`` -1) or down (+1), past the
    item beside it that is not moving, as Move up and Move down do in a list: a run of selected
    items moves together, and items at the top (bottom) and those packed against them stay."""
    moving = set(elements)
    order = list(all_items)
    stop = len(order) if step > 0 else -1           # the first place no item can move into
    for i in (range(len(order) - 1, -1, -1) if step > 0 else range(len(order))):
        if order[i] not in moving:
            continue
        if i + step == stop:
            stop = i                                 # stays, and holds back the one behind it
            continue
        order[i], order[i + step] = order[i + step], order[i]
    return _reorder(order, all_items)


def _reorder(order: list, all_items: list) -> Batch:
    """The fewest moves that make ``all_items`` into ``order``: the longest run of items already
    in order (a longest increasing subsequence of their places) stays, and each other item is put
    right after the one it follows in ``order``, in that order. A pair once made is never split,
    so the result is ``order``; dragging 5,000 of 10,000 items is 5,000 moves, not every item."""
    place = {element: i for i, element in enumerate(all_items)}
    staying = _longest_increasing([place[e] for e in order])
    steps = []
    for index, element in enumerate(order):
        if index not in staying:
            steps.append(MoveItemAfter(element, order[index - 1] if index else None))
    return Batch(steps, "move items")


def _longest_increasing(values: list) -> set:
    """The positions in ``values`` of one longest strictly increasing subsequence."""
    tails: list = []            # tails[k]: the position ending the best run of length k + 1
    tail_values: list = []
    before = [-1] * len(values)
    for i, value in enumerate(values):
        k = bisect.bisect_left(tail_values, value)
        if k:
            before[i] = tails[k - 1]
        if k == len(tails):
            tails.append(i)
            tail_values.append(value)
        else:
            tails[k], tail_values[k] = i, value
    chosen, i = set(), tails[-1] if tails else -1
    while i >= 0:
        chosen.add(i)
        i = before[i]
    return chosen


@dataclass
class MoveItemAfter(Edit):
    """Move an item to stand right after the item ``after`` (None: before the first item)."""

    item: etree._Element
    after: etree._Element | None

    def apply(self, doc) -> Edit:
        # By neighbours, not indexes: a drag of thousands of items counted the channel's
        # children for each of them.
        after = self.after
        if after is None:
            first = next(_parent(self.item).iterchildren("item"), None)
            if first is None or first is self.item:
                return Batch([])
            after = first.getprevious()
        return Move(self.item, -1, after=after).apply(doc)


def add_counter(channel: etree._Element, attrib: dict) -> Insert:
    """A new turbo:analytics counter after the existing ones."""
    return insert_child(channel, make_element(qn(TURBO_NS, "analytics"), attrib=attrib), CHANNEL_ORDER)


def add_ad_network(channel: etree._Element, attrib: dict, body: str | None = None) -> Insert:
    """A new turbo:adNetwork; an AdFox one carries its code as a CDATA body."""
    element = make_element(qn(TURBO_NS, "adNetwork"), text=body, attrib=attrib, cdata=True)
    return insert_child(channel, element, CHANNEL_ORDER)


def add_related_link(item: etree._Element, url: str, text: str, img: str | None = None,
                     index: int | None = None) -> Edit:
    """Append (or insert at ``index``) a yandex:related link, creating the block if needed."""
    link = make_element("link", text=text, attrib={"url": url, "img": img})
    related = item.find(qn(YANDEX_NS, "related"))
    if related is None:
        related = make_element(qn(YANDEX_NS, "related"))
        related.append(link)
        return insert_child(item, related, ITEM_ORDER)
    links = list(related.iterchildren("link"))
    position = len(related) if index is None or index >= len(links) else related.index(links[index])
    return Insert(related, position, link, fresh=True)
