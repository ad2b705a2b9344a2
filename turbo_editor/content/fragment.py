"""An HTML fragment parsed with libxml2's lenient HTML parser, as the checks and the preview read it.

Lenient like Yandex's own reader: unclosed tags are closed, unknown ones kept, nothing is fatal.
"""

from __future__ import annotations

import re

from lxml import etree

# huge_tree lifts libxml2's nesting limit from 256 levels to 2,048: past it the parser stops, and a
# CMS that leaves a <b> unclosed in a loop would lose the rest of the page, in the preview and the check.
_OPTIONS: dict = {"remove_comments": True, "remove_pis": True, "no_network": True, "default_doctype": False,
                  "huge_tree": True}
_PARSER: etree.HTMLParser = etree.HTMLParser(**_OPTIONS)
# The same parser reading UTF-8 bytes: libxml2 works in UTF-8, so it is spared converting
# Python's wide strings (Cyrillic text is two bytes a character there), a fifth of the time.
_UTF8_PARSER: etree.HTMLParser = etree.HTMLParser(encoding="utf-8", **_OPTIONS)


def parse_fragment(text: str):
    """An HTML fragment as an lxml tree whose ``<body>`` holds it; None if it has no markup."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:              # a lone surrogate from an editor: the wide string it is
        return _body("<html><body>" + _END_OF_PAGE.sub("", text) + "</body></html>", _PARSER)
    return parse_utf8_fragment(data)


def parse_utf8_fragment(data: bytes):
    """parse_fragment for a fragment already in UTF-8 (an element's text as lxml serialises it):
    no Python string is made of it on the way."""
    return _body(html_document(data), _UTF8_PARSER)


def html_document(data: bytes) -> bytes:
    """A fragment in UTF-8 as the document the HTML parser reads: in a body, with no ``</body>`` or
    ``</html>`` of its own to end it early."""
    if _END_OF_PAGE_BYTES.search(data):
        data = _END_OF_PAGE_BYTES.sub(b"", data)
    return b"<html><body>" + data + b"</body></html>"


# Past libxml2's deepest nesting (2,048 levels with huge_tree) the parser stops, and the rest of the
# fragment is not in the tree. The document's <html> element carries this mark then.
_CUT = "data-turbo-editor-cut"


def mark_if_cut(root, parser, document) -> None:
    """Mark the parsed ``root`` when the parser stopped at its nesting limit (see cut_short)."""
    if root is not None and document.count(b"<" if isinstance(document, bytes) else "<") > 2048 and any(
            e.type_name == "ERR_RESOURCE_LIMIT" for e in parser.error_log):
        root.set(_CUT, "")


def cut_short(body) -> bool:
    """Whether the fragment ``body`` holds ended where markup nested past 2,048 levels: what
    follows that place was not read."""
    root = body.getparent() if body is not None else None
    return root is not None and root.get(_CUT) is not None


# A </body> or </html> inside the fragment (a page pasted whole from a CMS): libxml2 ends the
# document there and drops what follows, where a browser (HTML5's "after body" mode) reads on.
_END_OF_PAGE = re.compile(r"</(?:body|html)\s*>", re.IGNORECASE)
_END_OF_PAGE_BYTES = re.compile(rb"</(?:body|html)\s*>", re.IGNORECASE)


def _body(document, parser):
    try:
        root = etree.fromstring(document, parser)
    except (etree.XMLSyntaxError, ValueError):
        return None
    mark_if_cut(root, parser, document)
    if root is not None and (_VOID_BYTES if isinstance(document, bytes) else _VOID).search(document):
        unnest_voids(root)
    return root.find("body") if root is not None else None


# Elements HTML says have no content that libxml2's parser does not know as such: it reads what
# follows <embed> or <source> as inside it, to the end of the parent, as no browser does.
VOID_UNKNOWN = ("embed", "source", "track", "wbr", "keygen")
_VOID = re.compile(r"<(?:embed|source|track|wbr|keygen)\b", re.IGNORECASE)
_VOID_BYTES = re.compile(rb"<(?:embed|source|track|wbr|keygen)\b", re.IGNORECASE)


def unnest_voids(root) -> None:
    """Put what the parser read inside an element that has no content after it, where it is."""
    for void in list(root.iter(*VOID_UNKNOWN)):
        if not len(void) and not void.text:
            continue
        parent = void.getparent()
        if parent is None:
            continue
        children, text, tail = list(void), void.text, void.tail
        void.text = None
        void.tail = text
        at = parent.index(void)
        for offset, child in enumerate(children, 1):
            parent.insert(at + offset, child)       # moves it, with its own tail
        last = children[-1] if children else void
        last.tail = (last.tail or "") + (tail or "") or None


def text_utf8(element) -> bytes | None:
    """An element's text in UTF-8, read without making a Python string of it; None when the
    element has children (the text is then only what comes before the first)."""
    if len(element):
        return None
    return etree.tostring(element, method="text", encoding="utf-8", with_tail=False)
