"""The tree libxml2's recovering parser rebuilds after a fatal error: which texts it changed.

Once a document has failed to be well-formed, libxml2 drops every entity reference it
meets in element text (``if (!ctxt->wellFormed) return;`` in xmlParseReference), the five
predefined ones included; character references, CDATA sections and attribute values come
through. So after the first error ``&lt;p&gt;Текст &amp;amp; ещё`` reads ``pТекст amp; ещё``,
and the page rules, reading that as HTML, report what the file does not say. Text before
the first error is as the file says.

:func:`mend` reads each element's text after the first error in the source again. Where
the source says exactly what it holds (predefined and character references, CDATA) and the
recovered text is that with the dropped references left out, the text is put back as a
well-formed parse would give it; elsewhere (an HTML entity such as ``&laquo;``, an error
inside the text) what the text was is not known, and the element is set apart: findings about
its text are not reported, the XML errors inside it are.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from lxml import etree

from .locate import LINE_CAP, Locator

# A start tag, empty-element tags too (group 1 is the slash).
_START_TAG = re.compile(r"<[^\s/>]+(?:\s+[^\s=/>]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*(/?)>")
# What a parser reads from text other than characters as they are: a CDATA section, a character or
# entity reference, a line end, a bare & (an error).
_PIECE = re.compile(r"<!\[CDATA\[(.*?)\]\]>|&(?:#([0-9]+)|#x([0-9a-fA-F]+)|([A-Za-z_][\w.-]*));|\r\n?|&",
                    re.DOTALL)
_PREDEFINED = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}


def mend(root, text: str, errors) -> set:
    """Put back the text of ``root``'s elements that the recovery changed, where ``text`` (the
    source) says what it was; returns the elements whose text is not known. ``errors``: the
    parser's, each with its line and column."""
    locator = Locator(text, root)
    wrong = sorted(locator.offset(e.line, e.column) for e in errors if e.line)
    if not wrong:
        return set()
    first_line = min(e.line for e in errors if e.line)
    elements = list(root.iter(etree.Element))
    unknown = set()
    for index, element in enumerate(elements):
        # Its text ended before the next element started: on a line before the first error, untouched.
        following = elements[index + 1].sourceline if index + 1 < len(elements) else None
        if following and following < first_line and following < LINE_CAP:
            continue
        if not _mend_one(element, locator, text, wrong):
            unknown.add(element)
    return unknown


def _mend_one(element, locator: Locator, text: str, wrong: list[int]) -> bool:
    """Whether the element's text is now what the source says."""
    line, column = locator.position(element)
    if line is None or column is None:
        return False
    tag = _START_TAG.match(text, locator.offset(line, column))
    if tag is None:
        return False
    if tag.group(1):
        return not element.text              # <name/>: no text
    start = tag.end()
    end = _text_end(text, start)
    if wrong[0] > end:
        return True                          # read before the first error
    nearest = bisect_left(wrong, start)
    if nearest < len(wrong) and wrong[nearest] <= end:
        return False                         # the recovery had to skip something in it
    raw = text[start:end]
    current = element.text or ""
    if "&" not in raw and "\r" not in raw and "<![CDATA[" not in raw:
        return current == raw
    value = _decode(raw)
    if value is None:
        return False
    # With no error inside it, the recovery read all of the text's references, or (after a fatal
    # error; a namespace's is not one) dropped all of them.
    if current != value and current != _decode(raw, dropped=True):
        return False                         # neither: not known what happened to it
    if raw.lstrip(" \t\r\n").startswith("<![CDATA["):
        if "]]>" in value:
            return False
        element.text = etree.CDATA(value)   # the page rules ask whether the text starts with CDATA
    else:
        element.text = value
    return True


def _text_end(text: str, start: int) -> int:
    """Where the text that begins at ``start`` ends: the next markup that is not a CDATA section
    (a child, a comment, the end tag)."""
    at = start
    while True:
        at = text.find("<", at)
        if at < 0:
            return len(text)
        if not text.startswith("<![CDATA[", at):
            return at
        close = text.find("]]>", at)
        if close < 0:
            return len(text)
        at = close + 3


def _decode(raw: str, dropped: bool = False) -> str | None:
    """The text a parser reads from ``raw``; ``dropped``: as libxml2 reads it after a fatal error,
    without the entity references. None if a reference is not one of XML's own (an HTML entity,
    one the DTD declares, a bare &): what the text is is not known."""
    out = []
    at = 0
    for m in _PIECE.finditer(raw):
        out.append(raw[at:m.start()])
        at = m.end()
        if m.group(1) is not None:
            out.append(m.group(1).replace("\r\n", "\n").replace("\r", "\n"))
        elif m.group()[0] == "\r":
            out.append("\n")
        elif m.group(2) is not None or m.group(3) is not None:
            code = int(m.group(2)) if m.group(2) is not None else int(m.group(3), 16)
            if not 0 < code <= 0x10FFFF:
                return None
            out.append(chr(code))               # character references come through
        elif m.group(4) in _PREDEFINED:
            if not dropped:
                out.append(_PREDEFINED[m.group(4)])
        else:
            return None
    out.append(raw[at:])
    return "".join(out)
