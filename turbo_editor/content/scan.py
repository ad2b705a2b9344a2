"""Reading HTML as it is being typed: its start tags, and the elements still open at its end.

The text before the cursor is rarely a whole page: tags are left open and the last one may be
half written. Python's HTML parser takes such text as it comes (a half-written tag at the end
is held back, not reported), which is what completion needs to know where the cursor stands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser

from ..vocabulary.page import VOID_TAGS


@dataclass(frozen=True)
class StartTag:
    """A start tag in the text: its name, attributes and span (str indices, 1-based line)."""

    name: str
    attrs: dict
    start: int
    end: int
    line: int


class TagScanner(HTMLParser):
    """Start tags with their spans, the elements still open at the end of the text, and the
    construct left unfinished there (:attr:`pending`)."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=False)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.tags: list[StartTag] = []
        self.open: list[StartTag] = []
        self.feed(text)

    @property
    def pending(self) -> str:
        """The end of the text that is not yet a whole tag or comment: ``<p title="a`` or
        ``<!-- x``, or just ``<bl`` while a tag name is typed; empty after a finished tag or text."""
        return self.rawdata

    def handle_starttag(self, tag, attrs):
        line, column = self.getpos()
        start = self.line_starts[line - 1] + column
        raw = self.get_starttag_text() or ""
        found = StartTag(tag, {k: v or "" for k, v in attrs}, start, start + len(raw), line)
        self.tags.append(found)
        # libxml2, which the checks parse with, closes "<div/>" at once; so does this.
        if tag not in VOID_TAGS and not raw.endswith("/>"):
            self.open.append(found)

    def handle_endtag(self, tag):
        # An end tag closes its element and whatever was left open inside it; a stray one closes nothing.
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i].name == tag:
                del self.open[i:]
                return


def start_tags(text: str) -> list[StartTag]:
    """Every complete start tag in ``text``, in order; names and attribute names in lower case."""
    return TagScanner(text).tags


def open_elements(text: str) -> list[StartTag]:
    """The elements that enclose the end of ``text``, outermost first."""
    return TagScanner(text).open
