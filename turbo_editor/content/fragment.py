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
    if _END_OF_PAGE_BYTES.search(data):
        data = _END_OF_PAGE_BYTES.sub(b"", data)
    return _body(b"<html><body>" + data + b"</body></html>", _UTF8_PARSER)


# A </body> or </html> inside the fragment (a page pasted whole from a CMS): libxml2 ends the
# document there and drops what follows, where a browser (HTML5's "after body" mode) reads on.
_END_OF_PAGE = re.compile(r"</(?:body|html)\s*>", re.IGNORECASE)
_END_OF_PAGE_BYTES = re.compile(rb"</(?:body|html)\s*>", re.IGNORECASE)


def _body(document, parser):
    try:
        root = etree.fromstring(document, parser)
    except (etree.XMLSyntaxError, ValueError):
        return None
    return root.find("body") if root is not None else None


def text_utf8(element) -> bytes | None:
    """An element's text in UTF-8, read without making a Python string of it; None when the
    element has children (the text is then only what comes before the first)."""
    if len(element):
        return None
    return etree.tostring(element, method="text", encoding="utf-8", with_tail=False)
