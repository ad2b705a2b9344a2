"""Where a finding points: the element's path and its line and column in the loaded text.

libxml2 records, for each element, the line on which its start tag *ends*.
The column is found in the source text: the start tag ``<name`` on that line
(or, for a start tag spread over several lines, on an earlier one). When
several elements of the same name end on one line (a minified feed), the
elements of that line are counted in document order to pick the right one.

Lines end at LF, CR LF or a lone CR, as XML's line-end normalisation and
every text editor count them; the loader hands libxml2 the same breaks, so
its line numbers agree.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate

from lxml import etree

from ..feed.markup import has_markup_children, qualified_name  # noqa: F401 - the rules read it from here

# The highest line libxml2 keeps for an element (16 bits): from there on, Locator._by_rank.
LINE_CAP = 65535
# How far back a start tag spread over several lines is looked for.
MAX_TAG_LINES = 40


def loaded_line(element) -> int | None:
    """The element's line, or its nearest ancestor's for an element added after loading."""
    node = element
    while node is not None:
        line = node.sourceline
        if line:
            return line
        node = node.getparent()
    return None


class Paths:
    """Paths like ``/rss/channel/item[3]/link``; item numbers come from a shared index."""

    def __init__(self, item_index: dict):
        self.item_index = item_index

    def of(self, element) -> str:
        parts = []
        node = element
        while node is not None:
            parent = node.getparent()
            name = qualified_name(node)
            if node.tag == "item" and node in self.item_index:
                parts.append(f"item[{self.item_index[node] + 1}]")
            elif parent is not None:
                same = list(parent.iterchildren(node.tag))
                parts.append(f"{name}[{same.index(node) + 1}]" if len(same) > 1 else name)
            else:
                parts.append(name)
            node = parent
        return "/" + "/".join(reversed(parts))


_LINE_BREAK = re.compile(r"\r\n?|\n")
_CRLF = re.compile(r"\r\n")
_TAG_NAME = re.compile(r"<[^\s/>]+")
_ATTRIBUTE = re.compile(r"""\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')""")
_XML_NS = "http://www.w3.org/XML/1998/namespace"
_START_TAG = re.compile(r"<[^\s/>]+(?:\s+[^\s=/>]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*>")
_SKIP = re.compile(r"<!--.*?(?:-->|$)|<!\[CDATA\[.*?(?:\]\]>|$)|<\?.*?(?:\?>|$)", re.DOTALL)


@lru_cache(maxsize=256)
def _tag_pattern(name: str) -> re.Pattern:
    return re.compile(r"<%s(?=[\s/>]|$)" % re.escape(name))


@lru_cache(maxsize=256)
def _tag_or_skip(name: str) -> re.Pattern:
    """A start tag of ``name``, or (group 1) a comment, CDATA section or PI to step over."""
    return re.compile(r"(%s)|<%s(?=[\s/>]|$)" % (_SKIP.pattern, re.escape(name)), re.DOTALL)


class Locator:
    """Line and column of elements in the text the document was loaded from."""

    def __init__(self, text: str | None, root=None, doc=None):
        self.text = text
        self.root = root
        self._doc = doc
        self._starts: list[int] | None = None
        self._by_line: dict[int, list] | None = None
        self._ranks: dict = {}                 # qualified name -> (element -> rank, start tag offsets)

    @property
    def fresh(self) -> bool:
        """The text still says what the tree says: no edit has been applied since loading.

        ``text`` is the text the document was loaded from, so any applied edit
        (revision > 0) can make it disagree with the tree.
        """
        return self.text is not None and (self._doc is None or self._doc.revision == 0)

    def _loaded(self) -> str:
        """The loaded text, for the methods that are only called when there is one."""
        if self.text is None:
            raise ValueError("no text was loaded to locate elements in")
        return self.text

    def _line_starts(self) -> list[int]:
        if self._starts is None:
            text = self._loaded()
            if "\r" in text:
                self._starts = [0, *(m.end() for m in _LINE_BREAK.finditer(text))]
            else:
                self._starts = [0, *accumulate(map((1).__add__, map(len, text.split("\n"))))][:-1]
        return self._starts

    def line_text(self, line: int) -> str:
        starts = self._line_starts()
        if not 1 <= line <= len(starts):
            return ""
        source = self._loaded()
        end = starts[line] if line < len(starts) else len(source)
        text = source[starts[line - 1]:end].rstrip("\r\n")
        return text.lstrip("\ufeff") if line == 1 else text

    def line_column(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset in the text (a BOM takes no column)."""
        starts = self._line_starts()
        line = bisect_right(starts, offset)
        column = offset - starts[line - 1] + 1
        if line == 1 and self._loaded().startswith("\ufeff"):
            column -= 1
        return line, column

    def offset(self, line: int, column: int) -> int:
        """Character offset in the text of a 1-based (line, column), as line_column gives them."""
        starts = self._line_starts()
        at = starts[min(max(line, 1), len(starts)) - 1] + column - 1
        return at + 1 if line == 1 and self._loaded().startswith("\ufeff") else at

    def start_tag_end(self, element, fresh: bool | None = None) -> int | None:
        """Offset just after the element's start tag in the loaded text, if the text still says it.

        ``fresh``: whether it does, as known when the question arose (a finding
        looked up after an edit); by default, whether it does now.
        """
        if not (self.fresh if fresh is None else fresh and self.text is not None):
            return None
        line, column = self.position(element)
        if line is None or column is None:
            return None
        tag = _START_TAG.match(self._loaded(), self.offset(line, column))
        return tag.end() if tag is not None else None

    def text_position(self, element, offset: int, fresh: bool | None = None) -> tuple[int | None, int | None]:
        """(line, column) in the file of character ``offset`` of the element's text.

        The raw text is read from the start tag on, undoing what the parser
        did to it: CDATA markers, references and line ends. Without fresh text,
        the line is counted from the element's own and the column within it.
        """
        if has_markup_children(element):
            # A page written as XML elements: its offsets are in markup written anew, not the file's.
            return self.position(element)
        value = element.text or ""
        raw = self.start_tag_end(element, fresh)
        if raw is not None:
            at = raw_offset(self._loaded(), raw, offset)
            if at is not None:
                return self.line_column(at)
        line = loaded_line(element)
        if line is None:
            return None, None
        before = value[:offset]
        breaks = before.count("\n")
        return line + breaks, offset - before.rfind("\n") if breaks else None

    def attribute_position(self, element, attribute: str, fresh: bool | None = None) -> tuple[int | None, int | None]:
        """(line, column) of an attribute written in the element's start tag, if the text still
        says it; else, or when the tag does not have it (a missing one), the start tag's."""
        line, column = self.position(element)
        if line is None or column is None or not (self.fresh if fresh is None else fresh and self.text is not None):
            return line, column
        span = attribute_span(self._loaded(), self.offset(line, column), attribute, element.nsmap)
        return self.line_column(span[0]) if span is not None else (line, column)

    def position(self, element) -> tuple[int | None, int | None]:
        """(line, column) of the element's start tag; column None without source text."""
        line = element.sourceline
        if not line:
            return loaded_line(element), None
        if self.text is None:
            return line, None
        if line >= LINE_CAP:
            placed = self._by_rank(element)
            if placed is not None:
                return placed
        name = qualified_name(element)
        columns = self._tag_columns(line, name)
        if len(columns) == 1:
            return line, columns[0]
        if len(columns) > 1:
            k = self._rank_on_line(element, line)
            return line, columns[min(k, len(columns) - 1)]
        # The start tag began on an earlier line: its attributes run onto this one.
        pattern = _tag_pattern(name)
        for earlier in range(line - 1, max(line - MAX_TAG_LINES, 0), -1):
            found = list(pattern.finditer(self.line_text(earlier)))
            if found:
                return earlier, found[-1].start() + 1
        return line, None

    def _by_rank(self, element) -> tuple[int, int] | None:
        """Where an element stands that libxml2 gives the line 65,535 or more. It keeps 16 bits of
        an element's line; past that it gives an element the line of a text near it, or 65,535
        (an element whose text starts with a CDATA section). The n-th start tag of the element's
        name in the text (comments, CDATA sections and PIs stepped over) is the n-th element of
        that name in the tree; None if the two counts differ (markup from an entity)."""
        name = qualified_name(element)
        table = self._ranks.get(name)
        if table is None:
            root = self.root if self.root is not None else element.getroottree().getroot()
            elements = [e for e in root.iter(element.tag) if qualified_name(e) == name]
            offsets = [m.start() for m in _tag_or_skip(name).finditer(self._loaded()) if m.group(1) is None]
            table = ({e: i for i, e in enumerate(elements)}, offsets) if len(offsets) == len(elements) else ()
            self._ranks[name] = table
        if not table:
            return None
        ranks, starts = table
        rank = ranks.get(element)
        return self.line_column(starts[rank]) if rank is not None else None

    def _tag_columns(self, line: int, name: str) -> list[int]:
        text = self.line_text(line)
        if "<" + name not in text:
            return []
        # A line that starts inside a CDATA section or comment: skip to where it ends.
        offset = 0
        for opener, closer in (("<![CDATA[", "]]>"), ("<!--", "-->")):
            close = text.find(closer)
            if close >= 0 and (text.find(opener) < 0 or text.find(opener) > close):
                offset = max(offset, close + len(closer))
        body = text[offset:]
        if "<!" in body or "<?" in body:
            # Start tags outside comments, CDATA sections and processing instructions, in one pass.
            return [m.start() + offset + 1 for m in _tag_or_skip(name).finditer(body) if m.group(1) is None]
        return [m.start() + offset + 1 for m in _tag_pattern(name).finditer(body)]

    def _rank_on_line(self, element, line: int) -> int:
        """How many elements of the same name end on this line before this one."""
        if self._by_line is None:
            by_line: dict[int, list] = {}
            root = self.root if self.root is not None else element.getroottree().getroot()
            for el in root.iter(etree.Element):
                by_line.setdefault(el.sourceline, []).append(el)
            self._by_line = by_line
        name = element.tag
        rank = 0
        for el in self._by_line.get(line, ()):
            if el is element:
                return rank
            if el.tag == name:
                rank += 1
        return rank


def attribute_span(text: str, tag_start: int, attribute: str, nsmap=None) -> tuple[int, int] | None:
    """Where ``name="value"`` of an attribute stands in the start tag that begins at ``tag_start``,
    as (start, end) offsets in ``text``; None when the tag does not have it. ``attribute`` is the
    name as lxml gives it: ``{uri}local`` for one in a namespace, whose prefix ``nsmap`` (the
    element's) resolves."""
    tag = _TAG_NAME.match(text, tag_start)
    if tag is None:
        return None
    uri, _, local = attribute[1:].partition("}") if attribute.startswith("{") else (None, "", attribute)
    at = tag.end()
    while (found := _ATTRIBUTE.match(text, at)) is not None:
        prefix, colon, name = found.group(1).rpartition(":")
        if name == local:
            if uri is None and not colon:
                return found.start(1), found.end()
            if uri is not None and colon and prefix != "xmlns" and \
                    (_XML_NS if prefix == "xml" else (nsmap or {}).get(prefix)) == uri:
                return found.start(1), found.end()
        at = found.end()
    return None


_RAW_STEP = re.compile(r"<!\[CDATA\[(.*?)\]\]>|&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_][\w.-]*);|\r\n?|[^<&\r]+", re.DOTALL)


def raw_offset(text: str, start: int, wanted: int) -> int | None:
    """Where character ``wanted`` of the value that begins at ``start`` stands in the raw text.

    The value runs until the next markup that is not a CDATA section (a child
    element, a comment, the end tag); None if it ends before ``wanted``.
    """
    done = 0          # characters of the value consumed so far
    at = start
    while True:
        m = _RAW_STEP.match(text, at)
        if m is None:
            return None
        piece = m.group()
        if m.group(1) is not None:
            body = m.group(1)
            inner = len(body.replace("\r\n", "\n"))
            if wanted < done + inner:
                return m.start(1) + _skip_values(body, wanted - done)
            done += inner
        elif piece[0] == "&" or piece[0] == "\r":
            if wanted == done:
                return m.start()
            done += 1
        else:
            if wanted < done + len(piece):
                return m.start() + wanted - done
            done += len(piece)
        at = m.end()


def _skip_values(raw: str, count: int) -> int:
    """Offset in ``raw`` of its character ``count``, counting CR LF as one (the parser's view)."""
    if "\r\n" not in raw:
        return min(count, len(raw))
    at = 0
    for m in _CRLF.finditer(raw):
        if m.start() - at >= count:
            break
        count -= m.start() - at + 1          # the text before the CR LF, and the CR LF as one
        at = m.end()
        if count <= 0:
            return at
    return min(at + count, len(raw))
