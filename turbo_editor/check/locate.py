"""Where a finding points: the element's path and its line and column in the loaded text.

libxml2 records, for each element, the line on which its start tag *ends*.
The column is found in the source text: the start tag ``<name`` on that line
(or, for a start tag spread over several lines, on an earlier one). When
several elements of the same name end on one line (a minified feed), the
elements of that line are counted in document order to pick the right one.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import accumulate

from lxml import etree

# How far back a start tag spread over several lines is looked for.
_MAX_TAG_LINES = 40


def qualified_name(element) -> str:
    """``prefix:local`` as written (``turbo:content``), or the local name."""
    tag = element.tag
    if not isinstance(tag, str):
        return "#comment"
    if tag[0] != "{":
        return tag
    local = tag[tag.index("}") + 1:]
    return f"{element.prefix}:{local}" if element.prefix else local


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


_START_TAG = re.compile(r"<[^\s/>]+(?:\s+[^\s=/>]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*>")
_CDATA_NEXT = re.compile(r"\s*<!\[CDATA\[")
_SKIP = re.compile(r"<!--.*?(?:-->|$)|<!\[CDATA\[.*?(?:\]\]>|$)|<\?.*?(?:\?>|$)", re.DOTALL)


@lru_cache(maxsize=256)
def _tag_pattern(name: str, ignore_case: bool) -> re.Pattern:
    return re.compile(r"<%s(?=[\s/>]|$)" % re.escape(name), re.IGNORECASE if ignore_case else 0)


class Locator:
    """Line and column of elements in the text the document was loaded from."""

    def __init__(self, text: str | None, root=None, doc=None):
        self.text = text
        self.root = root
        self._doc = doc
        self._starts: list[int] | None = None
        self._by_line: dict[int, list] | None = None

    @property
    def fresh(self) -> bool:
        """The text still says what the tree says: no edit has been applied since loading.

        ``text`` is the text the document was loaded from, so any applied edit
        (revision > 0) can make it disagree with the tree.
        """
        return self.text is not None and (self._doc is None or self._doc.revision == 0)

    def cdata_follows(self, element) -> bool | None:
        """Whether the element's start tag is followed (after whitespace) by ``<![CDATA[``.

        None when the text cannot tell: there is none, an edit made it stale, or
        the start tag is not found where the tree says it is.
        """
        if not self.fresh:
            return None
        line, column = self.position(element)
        if line is None or column is None:
            return None
        offset = self._line_starts()[line - 1] + column - 1
        if line == 1 and self.text.startswith("\ufeff"):
            offset += 1
        tag = _START_TAG.match(self.text, offset)
        if tag is None:
            return None
        return _CDATA_NEXT.match(self.text, tag.end()) is not None

    def _line_starts(self) -> list[int]:
        if self._starts is None:
            # Lines are counted at LF only, as libxml2 counts them: a file with CR-only
            # line ends is one line to the parser, and its positions say so.
            text = self.text
            self._starts = [0, *accumulate(map((1).__add__, map(len, text.split("\n"))))][:-1]
        return self._starts

    def line_text(self, line: int) -> str:
        starts = self._line_starts()
        if not 1 <= line <= len(starts):
            return ""
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        text = self.text[starts[line - 1]:end]
        return text.lstrip("\ufeff") if line == 1 else text

    def position(self, element) -> tuple[int | None, int | None]:
        """(line, column) of the element's start tag; column None without source text."""
        line = element.sourceline
        if not line:
            return loaded_line(element), None
        if self.text is None:
            return line, None
        name = qualified_name(element)
        columns = self._tag_columns(line, name)
        if len(columns) == 1:
            return line, columns[0]
        if len(columns) > 1:
            k = self._rank_on_line(element, line)
            return line, columns[min(k, len(columns) - 1)]
        # The start tag began on an earlier line: its attributes run onto this one.
        pattern = _tag_pattern(name, False)
        for earlier in range(line - 1, max(line - _MAX_TAG_LINES, 0), -1):
            found = list(pattern.finditer(self.line_text(earlier)))
            if found:
                return earlier, found[-1].start() + 1
        return line, None

    def column_of_tag(self, line: int, tag: str) -> int | None:
        """Column of the first ``<tag`` on a line (for HTML inside turbo:content)."""
        if self.text is None:
            return None
        m = _tag_pattern(tag, True).search(self.line_text(line))
        return m.start() + 1 if m else None

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
            body = _SKIP.sub(lambda m: " " * len(m.group()), body)
        return [m.start() + offset + 1 for m in _tag_pattern(name, False).finditer(body)]

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
