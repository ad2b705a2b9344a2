"""XML-level findings: a file that does not load, and what the loader repaired or noticed.

The loader (``feed.parse``) refuses a file that is not well-formed and adds
namespace declarations for well-known prefixes used without one; both end up
here as findings with the position the loader reported.
"""

from __future__ import annotations

import re
from html.entities import html5

from ...feed.errors import FeedEncodingError, FeedSyntaxError
from ...feed.parse import (
    EXTERNAL_ENTITY,
    HTML_PAGE,
    RSS091_ENTITY_NAMES,
    TEXT_BEFORE_DECLARATION,
    names_rss091_dtd,
)
from ...feed.xml_messages import explain
from ..rule import Localized

XML_ENTITIES = frozenset(("amp", "lt", "gt", "quot", "apos"))
_ENTITY_OR_SKIP = re.compile(r"<!\[CDATA\[.*?\]\]>|<!--.*?-->|<\?.*?\?>|&([A-Za-z][A-Za-z0-9]*);", re.DOTALL)
_DECLARED = re.compile(r"<!ENTITY\s+([A-Za-z_][\w.-]*)\s")


_LINE_BREAK = re.compile(r"\r\n?|\n")
_UNDECLARED = ("ERR_UNDECLARED_ENTITY", "WAR_UNDECLARED_ENTITY")


def check_load_failure(report, err, text: str | None) -> None:
    """Turn a FeedSyntaxError or FeedEncodingError into findings."""
    if isinstance(err, FeedEncodingError):
        rule = "xml-unknown-encoding" if err.code == "unknown-encoding" else "xml-encoding-mismatch"
        report.add(rule, None, line=err.line or 1, column=err.column or 1,
                   detail=Localized(err.describe("en"), err.describe("ru")))
        return
    assert isinstance(err, FeedSyntaxError)
    if err.kind in _UNDECLARED and check_html_entities(report, err.text if err.text is not None else text):
        return
    rule = {TEXT_BEFORE_DECLARATION: "xml-declaration-not-first", EXTERNAL_ENTITY: "xml-external-entity",
            "ERR_UNSUPPORTED_ENCODING": "xml-unknown-encoding"}.get(err.kind, "xml-not-well-formed")
    report.add(rule, None, line=err.line, column=err.column, detail=Localized(err.message, err.message_ru),
               kind=err.kind)
    if rule == "xml-not-well-formed" and err.kind != HTML_PAGE:
        # After a fatal error libxml2 reads entity references without a word: an &laquo; after it
        # is found here, as it is when it is the first error.
        check_html_entities(report, err.text if err.text is not None else text)


def check_recovered_errors(report, errors, text: str | None, first) -> None:
    """Every well-formedness error after the first (which check_load_failure reported), as a compiler
    lists them; an undefined HTML entity is left to the xml-html-entity findings."""
    lines = text.splitlines() if text else []
    for error in errors:
        if (error.line, error.column) == (first.line, first.column) or error.kind in _UNDECLARED:
            continue
        if first.kind == TEXT_BEFORE_DECLARATION and error.kind in ("ERR_RESERVED_XML_NAME", "ERR_DOCUMENT_EMPTY"):
            continue            # the same misplaced declaration, or the text before it, in libxml2's words
        line_text = lines[error.line - 1] if 0 < error.line <= len(lines) else None
        en, ru = explain(error.kind, error.raw, line_text)
        report.add("xml-not-well-formed", None, line=error.line, column=error.column, detail=Localized(en, ru),
                   kind=error.kind)


def check_html_entities(report, text: str | None) -> int:
    """One finding per HTML named entity outside CDATA, comments and processing instructions (whose
    text is not parsed); returns how many."""
    if not text or "&" not in text:
        return 0
    bom = 1 if text.startswith("\ufeff") else 0
    declared = set(_DECLARED.findall(text[:text.find("]>") + 2])) if "<!ENTITY" in text else set()
    doctype_end = text.find(">", text.find("<!DOCTYPE")) if "<!DOCTYPE" in text else -1
    if doctype_end > 0 and names_rss091_dtd(text[:doctype_end + 1]):
        declared |= RSS091_ENTITY_NAMES       # the 0.91 DTD declares them: only the others are errors
    found = 0
    line, counted = 1, 0
    for m in _ENTITY_OR_SKIP.finditer(text):
        name = m.group(1)
        if name is None or name in XML_ENTITIES or name in declared or name + ";" not in html5:
            continue
        # Lines end at LF, CR LF or a lone CR (a CR-only file has no LF at all).
        line += len(_LINE_BREAK.findall(text, counted, m.start()))
        counted = m.start()
        line_start = max(text.rfind("\n", 0, m.start()), text.rfind("\r", 0, m.start())) + 1
        column = m.start() - line_start + 1 - (bom if line == 1 else 0)
        report.add("xml-html-entity", None, line=line, column=column, entity="&" + name + ";",
                   char=html5[name + ";"])
        found += 1
    return found


def check_notices(report, notices, root) -> None:
    for notice in notices:
        if notice.code == "namespace-added":
            prefix = notice.params.get("prefix", "?")
            report.add("xml-undeclared-prefix", root, field="xmlns:" + prefix, line=notice.line,
                       column=_prefix_column(report.locator, notice, prefix), prefix=prefix)
        elif notice.code == "namespace-not-uri":
            prefix = notice.params["prefix"]
            attribute = "xmlns:" + prefix if prefix else "xmlns"
            report.add("xml-namespace-not-uri", root, field=attribute, line=notice.line,
                       column=_declaration_column(report.locator, notice, attribute),
                       prefix=prefix or "(default)", uri=notice.params["uri"])
        elif notice.code == "encoding-mismatch":
            report.add("xml-encoding-mismatch", None, line=notice.line or 1, column=notice.column or 1,
                       detail=mismatch_detail(notice.params), **_facts(notice.params))


def _facts(params: dict) -> dict:
    return {k: v for k, v in params.items() if k in ("declared", "read_as", "guess")}


def mismatch_detail(params: dict) -> Localized:
    """What contradicts the declaration, in words, from the loader's facts."""
    declared, read_as, guess = params.get("declared"), params.get("read_as"), params.get("guess")
    reason = params.get("reason")
    if reason == "bom":
        return Localized(f"it says {declared}, but the file starts with a {read_as} byte order mark and was "
                         f"read as {read_as}",
                         f"в ней указано {declared}, но файл начинается с метки порядка байтов {read_as} и "
                         f"прочитан как {read_as}")
    if reason == "8-bit":
        return Localized(f"it says {declared}, but the file is 8-bit text with no byte order mark; it was read "
                         "as UTF-8",
                         f"в ней указано {declared}, но файл — 8-битный текст без метки порядка байтов; он "
                         "прочитан как UTF-8")
    if reason == "utf-8":
        return Localized(f"it says {declared}, but the text is valid UTF-8; it was read as {declared}. If "
                         "letters look garbled, reopen the file as UTF-8",
                         f"в ней указано {declared}, но текст — корректный UTF-8; файл прочитан как "
                         f"{declared}. Если буквы искажены, откройте файл заново как UTF-8")
    return Localized(f"it says {declared}, but the letters look like {guess}; it was read as {declared}. If "
                     f"letters look garbled, reopen the file as {guess}",
                     f"в ней указано {declared}, но буквы похожи на {guess}; файл прочитан как {declared}. "
                     f"Если буквы искажены, откройте файл заново как {guess}")


def _declaration_column(locator, notice, attribute: str) -> int | None:
    """libxml2 reports a namespace declaration's error past it; point at xmlns:prefix= instead."""
    if locator.text is None or not notice.line:
        return notice.column
    found = re.search(r"\s" + re.escape(attribute) + r"\s*=", locator.line_text(notice.line))
    return found.start() + 2 if found else notice.column


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
