"""The text a document was loaded from, and writing it back with only the edited pieces re-written.

People keep feeds in git and read the diff before they upload, so Save must
not touch what nobody edited: quotes, attribute order and spacing, empty-element
forms, references, line ends, comments and the declaration stay as they were.
As tomlkit and LibCST do for their formats, the document keeps its source text
and renders it again piece by piece:

* the channel's children are the pieces; a piece nobody touched is copied from
  the text as it stands;
* a piece an edit touched is re-read from its original text and compared with
  the tree, node by node: what still equals the original is copied, and only
  what changed (an element's text, a start tag's attributes, a new child) is
  written anew;
* new elements are written by lxml, with the line ends of the file.

What the pieces are and where they stand is found by tokenizing the text once,
the first time it is needed (a clean document is its own text). The values the
text stood for when it was read (tails, the channel's and root's attributes)
are recorded at load, so edits made before that do not blur the comparison.
Anything unexpected (markup that entities expanded, a replaced root without
text of its own) makes ``render`` return None, and the document is written
whole by lxml as before: never a wrong file, at worst a larger diff.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from lxml import etree

from . import encoding as enc
from .change import ChangeKind
from .markup import DOCTYPE_SUBSET_ITEM, DOCTYPE_SYNTAX, cdata_sections, is_cdata, strip_inherited_namespaces
from .parse import RSS091_PUBLIC_ID, make_parser

_TOKEN = re.compile(r"""
    (?P<comment><!--.*?-->)
  | (?P<cdata><!\[CDATA\[.*?\]\]>)
  | (?P<pi><\?.*?\?>)
  | (?P<doctype>""" + DOCTYPE_SYNTAX + r""")
  | (?P<end></(?P<ename>[^\s>]+)\s*>)
  | (?P<start><(?P<sname>[^\s/>!?][^\s/>]*)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(?P<empty>/?)>)
""", re.DOTALL | re.VERBOSE)
_BTOKEN = re.compile(_TOKEN.pattern.encode("ascii"), re.DOTALL | re.VERBOSE)
_BYTES_A_TOKEN = 100            # what a skipped element counts for in the batches of _find_layout
_SPACE = frozenset(b" \t\n\r\f\v")


def _end_of_content(data: bytes, name: bytes, position: int) -> int | None:
    r"""Where the end tag of an element called ``name`` ends, the element's content starting at
    ``position``: up to the first ``</name>`` that is not inside a CDATA section, a comment or a
    PI. None when a start tag of the same name comes first (a nested element: the caller then
    goes a token at a time), or when there is no such end tag.

    What ``(?:[^<]++|<!\[CDATA\[.*?\]\]>|<!--.*?-->|<\?.*?\?>|<(?!/?name[\s/>]))*+</name\s*>``
    would match, found with ``bytes.find``: an item's page in CDATA is passed over in a few C
    calls, where the expression looked at each of its bytes (a quarter of a second for the
    59 MB of a 10,000-item feed)."""
    close, open_ = b"</" + name, b"<" + name
    find = data.find
    while True:
        end = find(close, position)
        if end < 0:
            return None
        # The first thing before that end tag that could hide it or stop the element (looked for
        # only up to the first "<!": a page in CDATA is not read three times over).
        bang = find(b"<!", position, end)
        limit = bang if bang >= 0 else end
        marks = [at for at in (bang, find(b"<?", position, limit), find(open_, position, limit)) if at >= 0]
        if not marks:
            after = end + len(close)
            if after < len(data) and data[after] not in _SPACE and data[after] not in b"/>":
                position = after                  # </items>: another name, ordinary text here
                continue
            while after < len(data) and data[after] in _SPACE:
                after += 1
            return after + 1 if after < len(data) and data[after] == 0x3E else None
        at = min(marks)
        if data.startswith(b"<![CDATA[", at):
            stop = find(b"]]>", at + 9)
            position = stop + 3 if stop >= 0 else at + 1
        elif data.startswith(b"<!--", at):
            stop = find(b"-->", at + 4)
            position = stop + 3 if stop >= 0 else at + 1
        elif data.startswith(b"<?", at):
            stop = find(b"?>", at + 2)
            position = stop + 2 if stop >= 0 else at + 1
        elif data.startswith(open_, at):
            following = at + len(open_)
            if following < len(data) and (data[following] in _SPACE or data[following] in b"/>"):
                return None                       # a nested element of the same name
            position = following
        else:
            position = at + 1                     # "<!" that opens neither: an ordinary "<"


_DECLARATION = re.compile(r"<\?xml\s.*?\?>", re.DOTALL)
_BDECLARATION = re.compile(rb"<\?xml\s.*?\?>", re.DOTALL)
_DECL_ENCODING = re.compile(r"""(\sencoding\s*=\s*)(["'])([^"']*)\2""")
_DECL_VERSION = re.compile(r"""(\sversion\s*=\s*(["'])[^"']*\2)""")
_ATTRIBUTE = re.compile(r"""(\s+)([^\s=/>]+)(\s*=\s*)(["'])(.*?)\4""", re.DOTALL)
_XMLNS = "xmlns"


def newline_of(text: str) -> str:
    """The line end a text uses first: LF, CR LF or a lone CR."""
    at = text.find("\n")
    cr = text.find("\r")
    if cr < 0 or (0 <= at < cr):
        return "\n"
    return "\r\n" if text.startswith("\r\n", cr) else "\r"


@dataclass
class _Node:
    """Where one node of a fragment stands: [start, tag_end) is its start tag (or all of a
    comment or PI), [end_start, end) its end tag; end_start is None for an empty element."""

    kind: str
    start: int
    tag_end: int
    end_start: int | None = None
    end: int = 0


def _scan(text: str, start: int = 0, stop: int | None = None) -> list[_Node] | None:
    """Every element, comment and PI of a well-formed fragment, in document order."""
    nodes: list[_Node] = []
    stack: list[tuple[str, _Node]] = []
    stop = len(text) if stop is None else stop
    for m in _TOKEN.finditer(text, start, stop):
        kind = m.lastgroup
        if kind == "start" or kind == "empty" or kind == "sname":
            node = _Node("element", m.start(), m.end())
            nodes.append(node)
            if m.group("empty"):
                node.end = m.end()
            else:
                stack.append((m.group("sname"), node))
        elif kind == "end" or kind == "ename":
            if not stack or stack[-1][0] != m.group("ename"):
                return None
            _name, node = stack.pop()
            node.end_start, node.end = m.start(), m.end()
        elif kind in ("comment", "pi"):
            nodes.append(_Node(kind, m.start(), m.end(), None, m.end()))
    return nodes if not stack else None


class Baseline:
    """What the text stood for when it was read: the nodes around and of the channel."""

    __slots__ = ("root", "channel", "root_children", "root_attrib", "root_ns", "root_text", "root_tail",
                 "channel_attrib", "channel_ns", "channel_text", "children", "tails")

    def __init__(self, root, channel, added=frozenset()):
        self.root, self.channel = root, channel
        self.root_children = tuple(root)
        self.root_attrib, self.root_text = dict(root.attrib), root.text
        # The declarations the text makes: the loader may have added some for prefixes used
        # without one (written only once accepted, see Source.render's ``pending``).
        self.root_ns = {p: u for p, u in own_namespaces(root).items() if p not in added}
        self.root_tail = root.tail
        self.channel_attrib, self.channel_ns = dict(channel.attrib), own_namespaces(channel)
        self.channel_text = channel.text
        self.children = tuple(channel)
        self.tails = [child.tail for child in self.children]


@dataclass
class _Piece:
    data: bytes         # the bytes it stands in (the loaded file, or text typed in the XML pane)
    start: int
    end: int            # the end of its tail, where the next piece starts
    tail: str | None    # the tail's value when the text was read


class _Layout:
    """Where the channel's pieces stand in the bytes, found by one pass of the tokenizer."""

    def __init__(self, head_end: int, channel_end: int, root_tag: tuple[int, int],
                 channel_tag: tuple[int, int], pieces: dict):
        self.head_end = head_end            # where the first piece (or the channel's end tag) starts
        self.channel_end = channel_end      # where </channel> starts
        self.root_tag = root_tag
        self.channel_tag = channel_tag
        self.pieces = pieces


class Source:
    """A document's source, what changed in it since, and how to write it back.

    The source is kept as the file's bytes (without a BOM) in an encoding
    that writes markup in ASCII (UTF-8, Windows-1251, KOI8-R ...), so the
    pieces are found in the bytes, an untouched piece is copied as bytes, and
    a save in the file's own encoding never decodes what nobody edited.
    """

    def __init__(self, data: bytes, codec: str, root, *, bom: bool = False, newline: str | None = None,
                 added=frozenset()):
        self.data = data
        self.codec = codec                 # Python's name for the encoding of ``data``
        self.bom = bom
        self.newline = newline or _newline_of_bytes(data)
        channel = root.find("channel") if root is not None else None
        self.baseline = Baseline(root, channel, added) if channel is not None else None
        self._layout: _Layout | None = None
        self._failed = self.baseline is None
        self.dirty: set = set()            # channel children an edit touched inside
        self.adopted: dict = {}            # pieces whose text came from elsewhere (the XML pane)
        self.remembered: dict = {}         # the text of children an undo may put back (remember)
        self.versions: dict = {}           # the text edited children had before a save (remember)
        self.touched = False               # any edit at all (a document without a channel has no pieces)
        self.add_declaration = False       # write a declaration the file lacks (SetDeclaration)

    @classmethod
    def from_text(cls, text: str, root, *, bom: bool = False, newline: str | None = None,
                  added=frozenset()) -> Source:
        return cls(text.encode("utf-8", errors="surrogatepass"), "utf-8", root, bom=bom,
                   newline=newline or newline_of(text), added=added)

    @property
    def encoding(self) -> str:
        """The save encoding the bytes are in, if they are in one ("" otherwise)."""
        try:
            return enc.canonical(self.codec)
        except ValueError:
            return ""

    def decode(self, data: bytes) -> str:
        return data.decode(self.codec)

    def encode(self, text: str) -> bytes:
        """Text written anew, in the source's encoding: references where it lacks a character."""
        encoding = self.encoding
        if encoding:
            return enc.encode_document(text, encoding, source=True)
        return text.encode(self.codec, errors="xmlcharrefreplace")

    # -- change tracking ---------------------------------------------------------------

    def track(self, change, root) -> None:
        """Note which piece a change touched (the document calls this before its listeners)."""
        if not change.touches_tree or (change.kind == ChangeKind.REPLACE and change.parent is None):
            return                      # a new root comes with a source of its own (ReplaceRoot)
        self.touched = True
        base = self.baseline
        if base is None:
            return
        element = change.parent if change.changes_children else change.element
        channel = base.channel
        node = element
        while node is not None:
            parent = node.getparent()
            if parent is channel:
                self.dirty.add(node)
                return
            node = parent

    def adopt(self, element, text: str, like: str | None = None) -> None:
        """Take the text of a piece from elsewhere (what was typed in the XML pane for it).
        ``like``: the text it replaces, whose line ends the lines they share keep."""
        if self.newline != "\n":
            text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", self.newline)
        if like is not None:
            text = keep_line_ends(like, text, self.newline)
        data = self.encode(text)
        self.adopted[element] = _Piece(data, 0, len(data), element.tail)
        self.dirty.discard(element)

    def piece_text(self, node) -> str | None:
        """The text Save writes for one child of the channel, with its tail (None: not one)."""
        base = self.baseline
        layout = self.layout() if base is not None else None
        if base is None or layout is None or node.getparent() is not base.channel:
            return None
        return self.decode(self._piece(node, layout, _Writer(self.newline)))

    def rewritten(self, children) -> list:
        """The channel children whose text Save writes anew in the source's encoding, a character
        that lacks as a reference: those an edit touched, typed in the XML pane, or added."""
        layout = self.layout() if self.baseline is not None else None
        if layout is None:
            return []
        return [c for c in children if c in self.dirty or c in self.adopted or self._piece_of(c, layout) is None]

    def file_text(self, element) -> str:
        """The text a channel child has in the file itself ("" for one the file does not hold)."""
        layout = self.layout()
        piece = layout.pieces.get(element) if layout is not None else None
        return self.decode(piece.data[piece.start:piece.end]) if piece is not None else ""

    def piece_source(self, element) -> str | None:
        """The text a channel child stands for in this source (None when it has none)."""
        layout = self.layout()
        piece = self._piece_of(element, layout) if layout is not None else None
        return self.decode(piece.data[piece.start:piece.end]) if piece is not None else None

    # -- the layout --------------------------------------------------------------------

    def layout(self) -> _Layout | None:
        for _ in self.layout_steps(0):
            pass
        return self._layout

    def layout_steps(self, batch: int = 20000):
        """Find the layout, yielding after every ``batch`` tags (0: never): in a 60 MB feed the
        tags take a second to find, which a window does between events, a slice at a time."""
        if self._layout is None and not self._failed:
            steps = self._find_layout(batch)
            while True:
                try:
                    yield next(steps)
                except StopIteration as done:
                    self._layout = done.value
                    break
            self._failed = self._layout is None

    def _find_layout(self, batch: int = 0):
        base = self.baseline
        if base is None:
            return None
        data = self.data
        depth = 0
        root_tag = channel_tag = None
        channel_end = None
        starts: list[tuple[int, str]] = []
        stack: list[bytes] = []
        tokens = _BTOKEN.finditer(data)
        count = 0
        while (m := next(tokens, None)) is not None:
            count += 1
            if batch and count % batch == 0:
                yield count
            kind = m.lastgroup
            if kind in ("start", "empty", "sname"):
                name = m.group("sname")
                if depth == 0 and root_tag is None:
                    root_tag = (m.start(), m.end())
                elif depth == 1 and channel_tag is None and name == b"channel":
                    channel_tag = (m.start(), m.end())
                elif depth == 2 and channel_tag is not None and channel_end is None:
                    starts.append((m.start(), "element"))
                    if not m.group("empty"):
                        # A child of the channel (an item): on to its end tag in one match, rather
                        # than a token at a time through its page (the parser found it well formed).
                        skip = _end_of_content(data, name, m.end())
                        if skip is not None:
                            tokens = _BTOKEN.finditer(data, skip)
                            count += (skip - m.end()) // _BYTES_A_TOKEN
                            if batch and count >= batch:
                                count = 0
                                yield batch
                            continue
                if not m.group("empty"):
                    stack.append(name)
                    depth += 1
            elif kind in ("end", "ename"):
                if not stack or stack.pop() != m.group("ename"):
                    return None
                depth -= 1
                if depth == 1 and channel_tag is not None and channel_end is None:
                    channel_end = m.start()
            elif kind in ("comment", "pi") and depth == 2 and channel_tag is not None and channel_end is None:
                starts.append((m.start(), kind))
        if root_tag is None or channel_tag is None or channel_end is None or stack:
            return None
        children = base.children
        if len(starts) != len(children):
            return None                 # an entity expanded into markup: the text is no guide
        pieces = {}
        for i, ((start, kind), child) in enumerate(zip(starts, children)):
            if batch and i and i % (batch // 4 or 1) == 0:
                yield i             # 10,000 pieces take 50 ms to cut: a window paints in between
            expected = "element" if isinstance(child.tag, str) else (
                "comment" if isinstance(child, etree._Comment) else "pi")
            if kind != expected:
                return None
            end = starts[i + 1][0] if i + 1 < len(starts) else channel_end
            pieces[child] = _Piece(data, start, end, base.tails[i])
        head_end = starts[0][0] if starts else channel_end
        return _Layout(head_end, channel_end, root_tag, channel_tag, pieces)

    # -- writing -----------------------------------------------------------------------

    def render(self, root, encoding: str | None = None, *, split: bool = False,
               pending=frozenset()) -> list | None:
        """The document as [(None, head), (channel child, bytes)..., (None, foot)] in the source's
        encoding, its declaration naming ``encoding``; None to write it whole instead. A
        document nobody edited is one part, its bytes, unless ``split``. ``pending``: prefixes
        whose declaration the loader added and nobody has accepted yet (not written)."""
        steps = self.render_steps(root, encoding, split=split, pending=pending)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def render_steps(self, root, encoding: str | None = None, *, split: bool = False,
                     pending=frozenset(), batch: int = 0):
        """render, yielding after every ``batch`` children (0: never); the parts are the
        generator's return value."""
        base = self.baseline
        if base is None:
            # Not a feed with a channel (RSS 1.0, a fragment): its bytes while nobody edits it.
            return None if self.touched or split else self._whole(encoding)
        if root is not base.root or root.find("channel") is not base.channel:
            return None
        channel = base.channel
        if (tuple(root) != base.root_children or root.text != base.root_text or root.tail != base.root_tail):
            return None
        root_ns = {p: u for p, u in own_namespaces(root).items() if p not in pending}
        unchanged_head = (channel.text == base.channel_text and dict(channel.attrib) == base.channel_attrib
                          and own_namespaces(channel) == base.channel_ns and dict(root.attrib) == base.root_attrib
                          and root_ns == base.root_ns)
        children = list(channel)
        if not split and unchanged_head and not self.dirty and not self.adopted and tuple(children) == base.children \
                and all(c.tail == t for c, t in zip(children, base.tails)):
            return self._whole(encoding)                             # nothing changed: the file itself
        layout = self.layout()
        if layout is None:
            return None
        data = self.data
        writer = _Writer(self.newline)
        parts = [(None, self.declared(self._head(base, root, channel, layout, unchanged_head, pending), encoding))]
        for count, child in enumerate(children, 1):
            parts.append((child, self._piece(child, layout, writer)))
            if batch and count % batch == 0:
                yield count
        parts.append((None, data[layout.channel_end:]))
        return parts

    def _whole(self, encoding: str | None) -> list:
        """The file as it is, its declaration apart (so naming another encoding copies nothing)."""
        data = self.data
        m = _BDECLARATION.match(data)
        cut = m.end() if m is not None else 0
        head = self.declared(data[:cut], encoding)
        return [(None, data)] if head == data[:cut] else [(None, head), (None, data[cut:])]

    def _head(self, base: Baseline, root, channel, layout: _Layout, unchanged: bool, pending=frozenset()) -> bytes:
        data = self.data
        if unchanged:
            return data[:layout.head_end]
        writer = _Writer(self.newline)
        r0, r1 = layout.root_tag
        c0, c1 = layout.channel_tag
        root_tag = writer.start_tag(root, base.root_attrib, base.root_ns, self.decode(data[r0:r1]), pending)
        channel_tag = writer.start_tag(channel, base.channel_attrib, base.channel_ns, self.decode(data[c0:c1]))
        channel_text = (data[c1:layout.head_end] if channel.text == base.channel_text
                        else self.encode(writer.text(channel.text)))
        return data[:r0] + self.encode(root_tag) + data[r1:c0] + self.encode(channel_tag) + channel_text

    def _piece_of(self, child, layout: _Layout) -> _Piece | None:
        return self.adopted.get(child) or layout.pieces.get(child) or self.remembered.get(child)

    def remember(self, earlier: Source, children) -> None:
        """Keep the text ``earlier`` (the source before a save) wrote for the channel children that
        are not among ``children`` any more, deleted or replaced: Undo after Save puts them back
        as the file had them, not as lxml writes them."""
        layout = earlier.layout()
        if layout is None or self.baseline is None:
            return
        present = set(children)
        writer = _Writer(earlier.newline)
        for element in {**layout.pieces, **earlier.adopted, **earlier.remembered}:
            if element not in present:
                data = self.encode(earlier.decode(earlier._piece(element, layout, writer)))
                self.remembered[element] = _Piece(data, 0, len(data), element.tail)
        # Children edited since the earlier text: how that text had them, for an Undo that gives
        # them their values back (a title's &#233; stays a reference, not é).
        for element in (*earlier.versions, *earlier.dirty):
            piece = earlier.versions.get(element) or earlier._piece_of(element, layout)
            if element in present and piece is not None and element not in self.versions:
                data = self.encode(earlier.decode(piece.data[piece.start:piece.end]))
                self.versions[element] = _Piece(data, 0, len(data), piece.tail)

    def _piece(self, child, layout: _Layout, writer: _Writer) -> bytes:
        piece = self._piece_of(child, layout)
        if piece is None:
            return self.encode(writer.fresh(child) + writer.text(child.tail))
        raw = piece.data[piece.start:piece.end]
        if child in self.dirty:
            return self._earlier_version(child) or self._spliced(child, raw, writer)
        if child.tail == piece.tail:
            return raw
        if piece.tail is None or piece.tail.isspace():
            # Only the whitespace after it changed (an item inserted or removed beside it).
            return raw.rstrip(b" \t\r\n") + self.encode(writer.text(child.tail))
        return self._spliced(child, raw, writer)

    def _earlier_version(self, child) -> bytes | None:
        """The text a child had before a save, when the tree says again what it said then."""
        piece = self.versions.get(child)
        if piece is None or child.tail != piece.tail:
            return None
        raw = piece.data[piece.start:piece.end]
        return raw if self._says(self.decode(raw), child) else None

    def _says(self, text: str, child) -> bool:
        """Whether ``text`` (a piece, read again) says what ``child`` says."""
        written = _reparse(text, child, self.doctype)
        return written is not None and len(written) == 1 and _same_tree(written[0], child)

    def _spliced(self, child, raw_bytes: bytes, writer: _Writer) -> bytes:
        """A touched piece: its original text where the tree still says the same, new text elsewhere."""
        raw = self.decode(raw_bytes)
        original = _reparse(raw, child, self.doctype)
        nodes = _scan(raw) if original is not None else None
        originals = list(original.iter()) if original is not None else []
        if nodes is None or len(nodes) != len(originals) - 1:
            return self.encode(writer.fresh(child) + writer.text(child.tail))
        spans = dict(zip(originals[1:], nodes))
        first = original[0]
        body = _Splicer(raw, spans, writer).node(child, first)
        if not self._says(body, child):
            # The splice is wrong somewhere (a case it does not know): lxml writes the piece, as it
            # does a new one. A larger diff, never a file that says something else or does not parse.
            return self.encode(writer.fresh(child) + writer.text(child.tail))
        end = spans[first].end
        tail = raw[end:] if child.tail == first.tail else writer.text(child.tail)
        return self.encode(body + tail)

    @cached_property
    def mixed_line_ends(self) -> bool:
        """Whether the file ends some lines otherwise than its first (a CR LF page in an LF file)."""
        return _other_line_end(self.data, self.newline)

    @cached_property
    def doctype(self) -> str | None:
        """The file's DOCTYPE with its internal subset, naming the entities its text may use
        (&mdash; declared there, or the RSS 0.91 DTD's): a piece is read again with them."""
        head = self.data[:_DOCTYPE_LOOK]
        # Cut at a byte count, the head may end inside a letter: that end is never a DOCTYPE's.
        found = _DOCTYPE.search(head.decode(self.codec, errors="replace")) if b"<!DOCTYPE" in head else None
        return found.group() if found else None

    def declaration(self) -> tuple[bool, bool]:
        """(the text has an XML declaration, it names the encoding), counting one to be added."""
        if self.add_declaration:
            return True, True
        m = _BDECLARATION.match(self.data)
        return m is not None, m is not None and re.search(rb"\sencoding\s*=", m.group()) is not None

    def declared(self, head: bytes, encoding: str | None) -> bytes:
        """The bytes with their XML declaration naming ``encoding`` (one added where XML needs one)."""
        if encoding is None:
            return head
        m = _BDECLARATION.match(head)
        if m is None and self.add_declaration:
            return self.encode(f'<?xml version="1.0" encoding="{enc.canonical(encoding)}"?>{self.newline}') + head
        if m is not None and self.add_declaration and not re.search(rb"\sencoding\s*=", m.group()):
            return self.encode(_with_encoding(self.decode(m.group()), enc.canonical(encoding))) + head[m.end():]
        if m is None and enc.canonical(encoding) == enc.UTF8:
            return head
        start = self.decode(head[:m.end()]) if m is not None else ""
        fixed = declared(start, encoding, self.newline) if m is not None else declared("", encoding, self.newline)
        if fixed == start:
            return head
        return self.encode(fixed) + head[m.end() if m is not None else 0:]


def declared(text: str, encoding: str, newline: str = "\n") -> str:
    """The text with its XML declaration naming ``encoding``; one added where XML needs one (any
    encoding but UTF-8 must be named), none added where it does not."""
    target = enc.canonical(encoding)
    m = _DECLARATION.match(text)
    if m is None:
        return text if target == enc.UTF8 else f'<?xml version="1.0" encoding="{target}"?>{newline}' + text
    declaration = m.group()
    found = _DECL_ENCODING.search(declaration)
    if found is not None:
        try:
            same = enc.canonical(found.group(3)) == target
        except ValueError:
            same = False
        if same:
            return text
        quote = found.group(2)
        new = declaration[:found.start()] + f"{found.group(1)}{quote}{target}{quote}" + declaration[found.end():]
    elif target == enc.UTF8:
        return text
    else:
        new = _with_encoding(declaration, target)
    return new + text[m.end():]


def _with_encoding(declaration: str, encoding: str) -> str:
    """An XML declaration that names no encoding, naming ``encoding`` after its version, in the
    quotes the declaration writes."""
    version = _DECL_VERSION.search(declaration)
    at = version.end() if version else len("<?xml")
    quote = version.group(2) if version else '"'
    return declaration[:at] + f" encoding={quote}{encoding}{quote}" + declaration[at:]


def keep_line_ends(old: str, new: str, newline: str) -> str:
    """``new``, written with the file's line end, with the line ends ``old`` had on the lines the
    two share: a page pasted from Windows keeps its CR LFs in an LF file when another of its lines
    is edited (the tree, the pane and the forms hold every line end as LF)."""
    if not old or not _other_line_end(old, newline):
        return new
    theirs, mine = _LINE.findall(old), _LINE.findall(new)
    bare = [line.rstrip("\r\n") for line in theirs]
    matcher = difflib.SequenceMatcher(None, bare, [line.rstrip("\r\n") for line in mine], autojunk=False)
    out = list(mine)
    last = len(theirs) - 1
    for op, i1, _i2, j1, j2 in matcher.get_opcodes():
        for j in range(j1, j2):
            # A line kept or rewritten in place ends as it did; a new one as the line before it.
            i = min(max(i1 + (j - j1) if op in ("equal", "replace") else i1 - 1, 0), last)
            end = theirs[i][len(bare[i]):]
            if end and mine[j].endswith(("\r", "\n")):
                out[j] = mine[j].rstrip("\r\n") + end
    return "".join(out)


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def _other_line_end(text: Any, newline: str) -> bool:
    """Whether ``text`` (or the bytes of a file) ends a line other than with ``newline``."""
    lf, cr, crlf = ("\n", "\r", "\r\n") if isinstance(text, str) else (b"\n", b"\r", b"\r\n")
    if newline == "\n":
        return cr in text
    if newline == "\r":
        return lf in text
    both = text.count(crlf)
    return text.count(lf) != both or text.count(cr) != both


def _newline_of_bytes(data: bytes) -> str:
    at, cr = data.find(b"\n"), data.find(b"\r")
    if cr < 0 or (0 <= at < cr):
        return "\n"
    return "\r\n" if data.startswith(b"\r\n", cr) else "\r"


def _refs_style(raw: str) -> str | dict | None:
    """How a text wrote characters as references, for its edited value to keep to: every letter
    beyond ASCII ("&#" or "&#x": WordPress writes each as &#8217;), else the characters it spelt so
    one by one ({"—": "&#8212;", '"': "&quot;"}: a title typed by hand with one dash as a
    reference), else None."""
    if "&" not in raw:
        return None
    if "&#" in raw and raw.isascii():
        return "&#x" if re.search(r"&#[xX][0-9a-fA-F]+;", raw) and not re.search(r"&#[0-9]+;", raw) else "&#"
    spelt: dict[str, str] = {}
    for m in _SPELT.finditer(raw):
        decimal, hexadecimal, name = m.groups()
        code = int(decimal) if decimal else int(hexadecimal, 16) if hexadecimal else None
        if code is not None and code > 0x10FFFF:
            continue
        char = chr(code) if code is not None else _NAMED[name]
        if char not in "&<>\r":
            spelt.setdefault(char, m.group())
    # A character the text also writes as itself was spelt by chance, not as its style: an
    # address hidden from robots (&#109;&#97;...) beside "example", an "а" pasted once as &#x430;.
    literal = _ANY_REFERENCE.sub("", raw)
    spelt = {c: ref for c, ref in spelt.items() if c not in literal}
    return spelt or None


_SPELT = re.compile(r"&#([0-9]+);|&#[xX]([0-9a-fA-F]+);|&(quot|apos);")
_NAMED = {"quot": '"', "apos": "'"}
_ANY_REFERENCE = re.compile(r"&[^;&<\s]*;")


def own_namespaces(element) -> dict:
    """The namespace declarations an element makes itself (not those it inherits)."""
    parent = element.getparent()
    inherited = parent.nsmap if parent is not None else {}
    return {p: u for p, u in element.nsmap.items() if inherited.get(p) != u}


def _reparse(raw: str, child, doctype: str | None = None):
    """The piece's original text read again, inside a wrapper declaring what its ancestors declare,
    after the file's DOCTYPE (renamed for the wrapper) for the entities the text may use."""
    parent = child.getparent()
    scope = parent.nsmap if parent is not None else {}
    declarations = "".join(
        f' xmlns:{p}="{_escape_attribute(u, chr(34))}"' if p else f' xmlns="{_escape_attribute(u, chr(34))}"'
        for p, u in scope.items())
    prolog = _DOCTYPE_NAME.sub("<!DOCTYPE _piece_", doctype, count=1) if doctype else ""
    parser = make_parser(rss091_entities=doctype is not None and RSS091_PUBLIC_ID in doctype)
    try:
        return etree.fromstring(f"{prolog}<_piece_{declarations}>{raw}</_piece_>", parser)
    except etree.XMLSyntaxError:
        return None


# A DOCTYPE in the prolog, its internal subset included (quoted strings may hold "]" or ">").
_DOCTYPE = re.compile(r"<!DOCTYPE\s+[^\s\[>]+(?:\s+(?:\"[^\"]*\"|'[^']*'|[^\s\[>\"']+))*+\s*"
                      r"(?:\[(?:" + DOCTYPE_SUBSET_ITEM + r")*+\]\s*)?>", re.DOTALL)
_DOCTYPE_NAME = re.compile(r"<!DOCTYPE\s+[^\s\[>]+")
_DOCTYPE_LOOK = 1 << 16


_TEXT_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"}
_TEXT_TABLE = str.maketrans(_TEXT_ESCAPES)


def _escape_text(value: str) -> str:
    return value.translate(_TEXT_TABLE)


def _escape_attribute(value: str, quote: str) -> str:
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "&#10;").replace("\r", "&#13;")
    value = value.replace("\t", "&#9;")
    return value.replace('"', "&quot;") if quote == '"' else value.replace("'", "&apos;")


class _Writer:
    """New text for what changed, in the file's own line ends."""

    def __init__(self, newline: str):
        self.newline = newline

    def _lines(self, text: str) -> str:
        return text.replace("\n", self.newline) if self.newline != "\n" else text

    def text(self, value: str | None, cdata: bool = False, refs: str | dict | None = None) -> str:
        """A text value as XML: escaped, or in CDATA sections (split around ]]> and CRs, which
        CDATA cannot carry: a parser would read a CR there as a line end). ``refs``: characters
        written as references, as the text being replaced had them (_refs_style)."""
        if not value:
            return ""
        if isinstance(refs, dict) and not cdata:
            # Character by character from the value, not the escaped text: the letters of an
            # "&amp;" the escaping wrote are not the value's letters.
            return self._lines(value.translate(str.maketrans({**_TEXT_ESCAPES, **refs})))
        text = cdata_sections(value) if cdata else _escape_text(value)
        if refs and not cdata and not isinstance(refs, dict) and not text.isascii():
            form = "&#x%X;" if refs == "&#x" else "&#%d;"
            text = "".join(c if c.isascii() else form % ord(c) for c in text)
        return self._lines(text)

    def fresh(self, node) -> str:
        """A node no text stands for: lxml's serialisation, without the declarations in scope."""
        text = strip_inherited_namespaces(node, etree.tostring(node, encoding="unicode", with_tail=False))
        if "\r" in text:        # lxml leaves a CR in CDATA as it is
            text = _CDATA.sub(lambda m: cdata_sections(m.group(1)), text)
        return self._lines(text)

    def start_tag(self, element, attrib: dict, namespaces: dict, raw: str, pending=frozenset()) -> str:
        """The element's start tag: the raw one where nothing changed, else its attributes spliced.
        ``pending``: prefixes whose declaration is not to be written (yet)."""
        current = dict(element.attrib)
        own = {p: u for p, u in own_namespaces(element).items() if p not in pending}
        if current == attrib and own == namespaces:
            return raw
        nsmap = element.nsmap
        first = _ATTRIBUTE.search(raw)
        name_end = first.start() if first else len(raw.rstrip("/> \t\r\n"))
        out = [raw[:name_end]]
        position = name_end
        seen, seen_ns = set(), set()
        written = '"'                   # the quote a new attribute takes: the tag's own, if it has one
        for m in _ATTRIBUTE.finditer(raw, name_end):
            space, name, equals, quote, _value = m.groups()
            position = m.end()
            written = quote
            if name == _XMLNS or name.startswith(_XMLNS + ":"):
                prefix = name[6:] or None
                seen_ns.add(prefix)
                if prefix in own and own[prefix] != namespaces.get(prefix):
                    out.append(f"{space}{name}{equals}{quote}{_escape_attribute(own[prefix], quote)}{quote}")
                else:
                    # Kept as written, also where the tree no longer makes it itself: no edit takes a
                    # declaration away, but lxml drops one an ancestor repeats (xmlns:turbo again on
                    # an item), and rebinds an element re-inserted by an edit to an ancestor's prefix
                    # for its URI: the written name still needs its own.
                    out.append(m.group())
                continue
            key = _clark(name, nsmap)
            seen.add(key)
            if key not in current:
                continue
            if current[key] == attrib.get(key):
                out.append(m.group())
            else:
                out.append(f"{space}{name}{equals}{quote}{_escape_attribute(current[key], quote)}{quote}")
        for prefix, uri in own.items():
            if prefix not in seen_ns:
                name = f"xmlns:{prefix}" if prefix else "xmlns"
                out.append(f" {name}={written}{_escape_attribute(uri, written)}{written}")
        for key, value in current.items():
            if key not in seen:
                out.append(f" {_qualified(key, nsmap)}={written}{_escape_attribute(value, written)}{written}")
        out.append(raw[position:])
        return "".join(out)


class _Splicer:
    """Writes a touched piece node by node against its original reading."""

    def __init__(self, raw: str, spans: dict, writer: _Writer):
        self.raw, self.spans, self.writer = raw, spans, writer

    def node(self, current, original) -> str:
        raw, span = self.raw, self.spans[original]
        if not isinstance(current.tag, str) or not isinstance(original.tag, str):
            if type(current) is type(original) and current.text == original.text \
                    and getattr(current, "target", None) == getattr(original, "target", None):
                return raw[span.start:span.end]
            return self.writer.fresh(current)
        if current.tag != original.tag:
            return self.writer.fresh(current)
        if self.same(current, original):
            return raw[span.start:span.end]
        empty = span.end_start is None
        has_content = bool(current.text) or len(current) > 0
        tag = self.writer.start_tag(current, dict(original.attrib), own_namespaces(original),
                                    raw[span.start:span.tag_end])
        if empty and has_content:
            tag = tag[:-2].rstrip() + ">" if tag.endswith("/>") else tag
        out = [tag]
        children = list(original)
        text_end = self.spans[children[0]].start if children else (span.end_start if not empty else span.tag_end)
        raw_text = raw[span.tag_end:text_end]
        if self.same_text(current, original, raw_text):
            out.append(raw_text)
        else:
            out.append(self.text(current, raw_text))
        for mine, theirs, next_start in self.pairs(current, original, span):
            if theirs is None:
                out.append(self.writer.fresh(mine) + self.writer.text(mine.tail))
                continue
            out.append(self.node(mine, theirs))
            end = self.spans[theirs].end
            out.append(raw[end:next_start] if mine.tail == theirs.tail else self.writer.text(mine.tail))
        if not empty:
            out.append(raw[span.end_start:span.end])
        elif has_content:
            out.append(f"</{_qualified(current.tag, current.nsmap)}>")
        return "".join(out)

    def text(self, current, raw_text: str) -> str:
        """New leading text for an element. A CDATA section its file set on its own line
        (seeds/000's layout, Bitrix's) stays there: the whitespace that stood around the section
        goes back around it, so an edit of the page touches only the lines it changed."""
        cdata = is_cdata(current)
        around = _AROUND_CDATA.fullmatch(raw_text) if cdata else None
        if around is None or not (around.group(1) or around.group(2)):
            written = self.writer.text(current.text, cdata=cdata, refs=_refs_style(raw_text))
            return keep_line_ends(raw_text, written, self.writer.newline)
        value = current.text or ""
        lead = self._outside(value, around.group(1), value[:len(value) - len(value.lstrip(" \t\n"))])
        rest = value[len(lead):]
        trail = self._outside(rest, around.group(2), rest[len(rest.rstrip(" \t\n")):], at_end=True)
        middle = rest[:len(rest) - len(trail)]
        written = self.writer._lines(lead) + self.writer.text(middle, cdata=True) + self.writer._lines(trail)
        return keep_line_ends(raw_text, written, self.writer.newline)

    @staticmethod
    def _outside(value: str, raw_ws: str, ws: str, at_end: bool = False) -> str:
        """The whitespace of ``value`` to write outside the section: what stood there before if the
        value still has it, else all its whitespace on that side (none where the file had none)."""
        if not raw_ws:
            return ""
        before = raw_ws.replace("\r\n", "\n").replace("\r", "\n")
        if (value.endswith(before) if at_end else value.startswith(before)):
            return before
        return ws

    def pairs(self, current, original, span):
        """Each current child with its original counterpart (None: new), and where that one's
        tail ends in the text."""
        mine, theirs = list(current), list(original)
        ends = [self.spans[t].start for t in theirs[1:]] + [span.end_start if span.end_start is not None
                                                           else span.tag_end]
        next_start = dict(zip(map(id, theirs), ends))
        my_keys, their_keys = [_key(c) for c in mine], [_key(c) for c in theirs]
        if my_keys == their_keys:
            return [(a, b, next_start[id(b)]) for a, b in zip(mine, theirs)]
        matcher = difflib.SequenceMatcher(None, my_keys, their_keys, autojunk=False)
        out: list = []
        gone: dict = {}                     # children only the text has, by key
        # Opcodes turn ``mine`` into ``theirs``: "delete" marks children only the tree has (new),
        # "insert" children only the text has (removed since, or moved).
        for op, i1, i2, j1, j2 in matcher.get_opcodes():
            if op == "equal" or (op == "replace" and i2 - i1 == j2 - j1):
                for a, b in zip(mine[i1:i2], theirs[j1:j2]):
                    out.append((a, b, next_start[id(b)]) if _key(a)[0] == _key(b)[0] else (a, None, None))
                continue
            if op in ("delete", "replace"):
                out.extend((a, None, None) for a in mine[i1:i2])
            if op in ("insert", "replace"):
                for j in range(j1, j2):
                    gone.setdefault(their_keys[j], []).append(theirs[j])
        # A child moved (a related link one row up) is its old text again, not a new one.
        for index, (a, b, _end) in enumerate(out):
            if b is None and gone.get(_key(a)):
                b = gone[_key(a)].pop(0)
                out[index] = (a, b, next_start[id(b)])
        # The same children in the same places, some edited: each is its own old text, unless the
        # matching above explains more of them (a move). Among siblings alike (<category/> three
        # times), it paired an edited one's neighbours with each other's text.
        if len(mine) == len(theirs) and all(a[0] == b[0] for a, b in zip(my_keys, their_keys)):
            edited = sum(a != b for a, b in zip(my_keys, their_keys))
            if edited <= sum(1 for _a, b, _end in out if b is None):
                return [(a, b, next_start[id(b)]) for a, b in zip(mine, theirs)]
        return out

    def same_text(self, current, original, raw_text: str) -> bool:
        if current.text != original.text:
            return False
        value = current.text or ""
        if "<" not in value and "&" not in value and "]]>" not in value:
            return True
        return is_cdata(current) == raw_text.lstrip(" \t\r\n").startswith("<![CDATA[")

    def same(self, current, original) -> bool:
        if not isinstance(current.tag, str) or not isinstance(original.tag, str):
            return type(current) is type(original) and current.text == original.text
        if current.tag != original.tag or current.text != original.text or len(current) != len(original):
            return False
        if dict(current.attrib) != dict(original.attrib) or own_namespaces(current) != own_namespaces(original):
            return False
        span = self.spans[original]
        children = list(original)
        text_end = self.spans[children[0]].start if children else (span.end_start or span.tag_end)
        if not self.same_text(current, original, self.raw[span.tag_end:text_end]):
            return False
        return all(a.tail == b.tail and self.same(a, b) for a, b in zip(current, original))


def _same_tree(written, element) -> bool:
    """Whether ``written`` (a piece's new text read again) says what ``element`` says: the same
    nodes in the same order with the same names, attributes, texts and tails (its own tail aside)."""
    mine, theirs = list(written.iter()), list(element.iter())
    if len(mine) != len(theirs):
        return False
    for index, (a, b) in enumerate(zip(mine, theirs)):
        # No text and an empty one are the same XML (a field cleared holds "", read back it is None).
        if type(a) is not type(b) or a.tag != b.tag or (a.text or "") != (b.text or "") \
                or (index and (a.tail or "") != (b.tail or "")) \
                or getattr(a, "target", None) != getattr(b, "target", None):
            return False
        if isinstance(a.tag, str) and a.attrib != b.attrib:
            return False
    return True


def _key(node) -> tuple:
    tag = node.tag if isinstance(node.tag, str) else type(node).__name__
    return tag, (node.text or "").strip()[:80], tuple(sorted(node.attrib.items())) if isinstance(node.tag, str) else ()


def _clark(name: str, nsmap: dict) -> str:
    if ":" not in name:
        return name
    prefix, local = name.split(":", 1)
    if prefix == "xml":
        return "{http://www.w3.org/XML/1998/namespace}" + local
    uri = nsmap.get(prefix)
    return "{%s}%s" % (uri, local) if uri else name


def _qualified(key: str, nsmap: dict) -> str:
    if not key.startswith("{"):
        return key
    uri, local = key[1:].split("}", 1)
    if uri == "http://www.w3.org/XML/1998/namespace":
        return "xml:" + local
    prefix = next((p for p, u in nsmap.items() if u == uri and p), None)
    return f"{prefix}:{local}" if prefix else local


_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.DOTALL)
# A text that is one run of CDATA sections, with the whitespace standing before and after them.
_AROUND_CDATA = re.compile(r"([ \t\r\n]*)<!\[CDATA\[.*\]\]>([ \t\r\n]*)", re.DOTALL)
