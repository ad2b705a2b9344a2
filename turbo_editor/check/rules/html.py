"""HTML carried in RSS fields (description, content:encoded, xhtml:body): what a reader must not run.

Readers show this HTML inside their own pages; scripts, plug-ins, meta
refreshes, event handlers and CSS that covers the page are stripped by good
readers and abused through bad ones (the W3C feed validator's SecurityRisk
and DangerousStyleAttr).
"""

from __future__ import annotations

import re

from lxml import etree

from ..locate import qualified_name

RISKY_TAGS = frozenset(("script", "embed", "object", "applet", "iframe", "frame", "frameset", "meta",
                        "link", "base", "style"))
_RISKY_STYLE = re.compile(r"position\s*:\s*(?:absolute|fixed)|expression\s*\(|behavior\s*:|-moz-binding",
                          re.IGNORECASE)
_SCRIPT_URL = re.compile(r"^\s*(?:javascript|vbscript|livescript)\s*:", re.IGNORECASE)

_PARSER = etree.HTMLParser(remove_comments=True, remove_pis=True, no_network=True, default_doctype=False)


def parse_fragment(text: str):
    """An HTML fragment as an lxml tree whose ``<body>`` holds it; None if it has no markup."""
    try:
        root = etree.fromstring("<html><body>" + text + "</body></html>", _PARSER)
    except (etree.XMLSyntaxError, ValueError):
        return None
    return root.find("body") if root is not None else None


def check_html_text(report, element) -> None:
    """description or content:encoded holding (escaped or CDATA) HTML."""
    text = element.text or ""
    if "<" not in text:
        return
    body = parse_fragment(text)
    if body is not None:
        _check_tree(report, element, body.iter(etree.Element), lambda tag: tag)


def check_xhtml(report, element) -> None:
    """xhtml:body: the markup is part of the feed's own tree."""
    _check_tree(report, element, element.iterdescendants(etree.Element), lambda tag: etree.QName(tag).localname)


def _check_tree(report, field_element, nodes, local) -> None:
    name = qualified_name(field_element)
    risky = styled = None
    for node in nodes:
        tag = local(node.tag).lower()
        if risky is None and tag in RISKY_TAGS:
            risky = "<" + tag + ">"
        for key, value in node.items():
            key = local(key).lower()
            if risky is None and (key.startswith("on") or (key in ("href", "src", "action") and _SCRIPT_URL.match(value))):
                risky = f"{key}=\"{value}\""
            elif styled is None and key == "style" and _RISKY_STYLE.search(value):
                styled = value
    if risky:
        report.add("security-risk", field_element, name=name, markup=risky)
    if styled:
        report.add("dangerous-style", field_element, name=name, style=styled)
