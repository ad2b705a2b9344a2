"""XML-level findings: a file that does not load, and what the loader repaired or noticed.

The loader (``feed.parse``) refuses a file that is not well-formed and adds
namespace declarations for well-known prefixes used without one; both end up
here as findings with the position the loader reported.
"""

from __future__ import annotations

import re
from html.entities import html5

from ...feed.errors import FeedEncodingError, FeedSyntaxError

XML_ENTITIES = frozenset(("amp", "lt", "gt", "quot", "apos"))
_ENTITY_OR_SKIP = re.compile(r"<!\[CDATA\[.*?\]\]>|<!--.*?-->|&([A-Za-z][A-Za-z0-9]*);", re.DOTALL)
_DECLARED = re.compile(r"<!ENTITY\s+([A-Za-z_][\w.-]*)\s")
_UNDEFINED = re.compile(r"Entity '([^']+)' not defined")


def check_load_failure(report, err, text: str | None) -> None:
    """Turn a FeedSyntaxError or FeedEncodingError into findings."""
    if isinstance(err, FeedEncodingError):
        rule = "xml-unknown-encoding" if "unknown encoding" in err.message else "xml-encoding-mismatch"
        report.add(rule, None, line=err.line or 1, column=err.column or 1, detail=err.message)
        return
    assert isinstance(err, FeedSyntaxError)
    message = err.message
    if _UNDEFINED.search(message) and "external resource" not in message:
        if check_html_entities(report, err.text if err.text is not None else text):
            return
    if message.startswith("text stands before the XML declaration"):
        rule = "xml-declaration-not-first"
    elif "refers to an external resource" in message:
        rule = "xml-external-entity"
    elif "Unsupported encoding" in message:
        rule = "xml-unknown-encoding"
    else:
        rule = "xml-not-well-formed"
    report.add(rule, None, line=err.line, column=err.column, detail=message)


def check_html_entities(report, text: str | None) -> int:
    """One finding per HTML named entity outside CDATA and comments; returns how many."""
    if not text or "&" not in text:
        return 0
    bom = 1 if text.startswith("\ufeff") else 0
    declared = set(_DECLARED.findall(text[:text.find("]>") + 2])) if "<!ENTITY" in text else set()
    found = 0
    line, line_start, counted = 1, 0, 0
    for m in _ENTITY_OR_SKIP.finditer(text):
        name = m.group(1)
        if name is None or name in XML_ENTITIES or name in declared or name + ";" not in html5:
            continue
        line += text.count("\n", counted, m.start())
        counted = m.start()
        line_start = text.rfind("\n", 0, m.start()) + 1
        column = m.start() - line_start + 1 - (bom if line == 1 else 0)
        report.add("xml-html-entity", None, line=line, column=column, entity="&" + name + ";",
                   char=html5[name + ";"])
        found += 1
    return found


def check_notices(report, notices, root) -> None:
    for notice in notices:
        if notice.code == "namespace-added":
            m = re.search(r"prefix '([^']+):'", notice.message)
            prefix = m.group(1) if m else "?"
            report.add("xml-undeclared-prefix", root, field="xmlns:" + prefix, line=notice.line,
                       column=_prefix_column(report.locator, notice, prefix), prefix=prefix)
        elif notice.code == "encoding-mismatch":
            report.add("xml-encoding-mismatch", None, line=notice.line or 1, column=notice.column or 1,
                       detail=notice.message)


def _prefix_column(locator, notice, prefix: str) -> int | None:
    """libxml2 reports the position after the start tag; point at the prefixed name instead."""
    if locator.text is None or not notice.line or not notice.column:
        return notice.column
    text = locator.line_text(notice.line)
    at = text.rfind("<" + prefix + ":", 0, notice.column)
    if at < 0:
        at = text.rfind(" " + prefix + ":", 0, notice.column)
        at = at + 1 if at >= 0 else -1
    return at + 1 if at >= 0 else notice.column
