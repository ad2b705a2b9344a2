"""HTML carried in RSS fields (description, content:encoded, xhtml:body): what a reader must not run.

Readers show this HTML inside their own pages; scripts, plug-ins, meta
refreshes, event handlers and CSS that covers the page are stripped by good
readers and abused through bad ones (the W3C feed validator's SecurityRisk
and DangerousStyleAttr).
"""

from __future__ import annotations

import re
from functools import partial

from lxml import etree

from ...content.fragment import parse_fragment, parse_utf8_fragment
from ...feed.markup import text_value
from ...vocabulary.namespaces import XML_BASE
from ...vocabulary.page import RISKY_TAGS
from ..locate import qualified_name
from .values import RELATIVE, url_problem

_RISKY_STYLE = re.compile(r"position\s*:\s*(?:absolute|fixed)|expression\s*\(|behavior\s*:|-moz-binding",
                          re.IGNORECASE)
_SCRIPT_URL = re.compile(r"^\s*(?:javascript|vbscript|livescript)\s*:", re.IGNORECASE)

# An escaped tag: "&lt;p&gt;", "&lt;/div&gt;", "&lt;img src=...".
_ESCAPED_TAG = re.compile(r"&lt;(/?[A-Za-z][A-Za-z0-9]*)(?:\s|/|&gt;)")
# Elements whose text is shown as it is written: an escaped tag inside them is a code sample.
_VERBATIM = re.compile(r"<(pre|code|xmp|textarea|kbd|samp|script|style)\b[^>]*>.*?(?:</\1\s*>|\Z)",
                       re.IGNORECASE | re.DOTALL)


def verbatim_ranges(text: str) -> list[tuple[int, int]]:
    """(start, end) of every <pre>, <code> and similar element in an HTML text, tags included."""
    return [m.span() for m in _VERBATIM.finditer(text)] if "<" in text else []


def escaped_markup(text: str) -> list[tuple[int, int]]:
    """Spans of escaped tags (&lt;p&gt;) that a browser would show as text, outside code samples.

    Inside <pre> or <code>, "&lt;span&gt;" is how a page shows a tag to its
    reader, and it is right as it is.
    """
    if "&lt;" not in text:
        return []
    protected = verbatim_ranges(text)
    found, names = [], []
    for m in _ESCAPED_TAG.finditer(text):
        at = m.start()
        if not any(start <= at < end for start, end in protected):
            end = text.find("&gt;", m.end() - 4, at + 400)
            found.append((at, end + 4 if end >= 0 else m.end()))
            names.append(m.group(1).lower())
    # Markup escaped by mistake is structure: the page starts with it, or an element is closed in
    # it. A sentence naming a tag ("the &lt;article&gt; element") is prose about HTML.
    starts_with_it = bool(found) and not text[:found[0][0]].strip()
    closed = {name[1:] for name in names if name.startswith("/")}
    if not starts_with_it and not any(not name.startswith("/") and name in closed for name in names):
        return []
    return found


# Start tags in an HTML text: comments skipped, attribute values may hold ">".
_TAG_TOKEN = re.compile(r"<!--.*?(?:-->|\Z)"
                        r"|<([A-Za-z][A-Za-z0-9-]*)(?:\s+[^\s=/>]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]*))?)*\s*/?>",
                        re.DOTALL)


class Page:
    """One page's HTML: the text, its parsed body, and where the parsed elements stand in the text.

    Made from a string, or (``Page.from_utf8``) from the text in UTF-8 as lxml gives it: the
    string is then made only if a finding needs to point into it.
    """

    __slots__ = ("_text", "_utf8", "body", "_tokens", "_ranks")

    def __init__(self, text: str):
        self._text: str | None = text
        self._utf8: bytes | None = None
        self.body = parse_fragment(text)
        self._tokens: dict | None = None
        self._ranks: dict | None = None

    @classmethod
    def from_utf8(cls, data: bytes) -> Page:
        page = cls.__new__(cls)
        page._text = None
        page._utf8 = data
        page.body = parse_utf8_fragment(data)
        page._tokens = page._ranks = None
        return page

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = (self._utf8 or b"").decode("utf-8")
        return self._text

    def at(self, node):
        """A function giving ``span(node)``: a finding works it out only when it is shown."""
        return partial(self.span, node)

    def span(self, node) -> tuple[int, int] | None:
        """(start, end) of the node's start tag in the text; None for a tag the parser implied."""
        if self._tokens is None or self._ranks is None:
            self._tokens, self._ranks = self._index()
        found = self._tokens.get((node.tag, node.sourceline))
        rank = self._ranks.get(node)
        if not found or rank is None:
            return None
        return found[min(rank, len(found) - 1)]

    def _index(self) -> tuple[dict, dict]:
        """Start tags by (name, line on which the tag ends), as libxml2 numbers its elements' lines."""
        text = self.text
        tokens: dict = {}
        line, counted = 1, 0
        for m in _TAG_TOKEN.finditer(text):
            if m.group(1) is None:
                continue
            line += text.count("\n", counted, m.end())
            counted = m.end()
            tokens.setdefault((m.group(1).lower(), line), []).append((m.start(), m.end()))
        ranks: dict = {}
        seen: dict = {}
        for node in self.body.iterdescendants(etree.Element):
            key = (node.tag, node.sourceline)
            ranks[node] = seen.get(key, 0)
            seen[key] = ranks[node] + 1
        return tokens, ranks


def check_html_text(report, element) -> None:
    """description or content:encoded holding (escaped or CDATA) HTML."""
    text = text_value(element) or ""
    if "<" not in text:
        return
    page = Page(text)
    if page.body is not None:
        _check_tree(report, element, page.body.iter(etree.Element), lambda tag: tag, page)
        if report.enabled("html-relative-url") and not _has_base(element):
            _check_relative(report, element, page)


# The addresses a reader follows or loads from an item's HTML.
_LINKING = {"a": "href", "img": "src", "source": "src", "video": "poster", "audio": "src", "iframe": "src"}


def _has_base(element) -> bool:
    """xml:base on the element or above it: relative addresses then have something to resolve against."""
    node = element
    while node is not None:
        if node.get(XML_BASE) is not None:
            return True
        node = node.getparent()
    return False


def _check_relative(report, element, page: Page) -> None:
    """Links and images with a relative address: a reader shows the item far from the site."""
    found, first = 0, None
    for node in page.body.iter(*_LINKING):
        value = (node.get(_LINKING[node.tag]) or "").strip()
        # A fragment stays in the page; //host is completed with the reader's scheme.
        if not value or value.startswith(("#", "//")) or url_problem(value) != RELATIVE:
            continue
        found += 1
        if first is None:
            first = node, value
    if first is not None:
        report.add("html-relative-url", element, span=page.at(first[0]), name=qualified_name(element),
                   tag=first[0].tag, value=first[1], count=found)


def check_xhtml(report, element) -> None:
    """xhtml:body: the markup is part of the feed's own tree."""
    _check_tree(report, element, element.iterdescendants(etree.Element), lambda tag: etree.QName(tag).localname)


_NAMED_RISKS = 3


def _check_tree(report, field_element, nodes, local, page: Page | None = None) -> None:
    name = qualified_name(field_element)
    risky: dict[str, object] = {}           # each unsafe construct once, in order, with its first node
    styled = None
    for node in nodes:
        tag = local(node.tag).lower()
        if tag in RISKY_TAGS:
            risky.setdefault("<" + tag + ">", node)
        for key, value in node.items():
            key = local(key).lower()
            if key.startswith("on") or (key in ("href", "src", "action") and _SCRIPT_URL.match(value)):
                risky.setdefault(f"{key}=\"{value}\"", node)
            elif styled is None and key == "style" and _RISKY_STYLE.search(value):
                styled = value, node
    if risky:
        # Every one is named (a few, then "…"): the first alone hid the <script> after an <iframe>.
        said = list(risky)
        markup = ", ".join(said[:_NAMED_RISKS]) + (", …" if len(said) > _NAMED_RISKS else "")
        first = next(iter(risky.values()))
        report.add("security-risk", field_element, span=page.at(first) if page else None, name=name,
                   markup=markup)
    if styled:
        report.add("dangerous-style", field_element, span=page.at(styled[1]) if page else None, name=name,
                   style=styled[0])
