"""An HTML fragment parsed with libxml2's lenient HTML parser, as the checks and the preview read it.

Lenient like Yandex's own reader: unclosed tags are closed, unknown ones kept, nothing is fatal.
"""

from __future__ import annotations

from lxml import etree

_PARSER = etree.HTMLParser(remove_comments=True, remove_pis=True, no_network=True, default_doctype=False)


def parse_fragment(text: str):
    """An HTML fragment as an lxml tree whose ``<body>`` holds it; None if it has no markup."""
    try:
        root = etree.fromstring("<html><body>" + text + "</body></html>", _PARSER)
    except (etree.XMLSyntaxError, ValueError):
        return None
    return root.find("body") if root is not None else None
