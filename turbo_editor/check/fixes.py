"""Quick fixes: for some findings, the edit that repairs them (undoable like any other).

The GUI offers them from the Problems list and beside the field; each is a
feed edit, so undo takes it back. ``fix_text_entities`` repairs text that does
not parse yet (HTML named entities), for the XML pane.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from html.entities import html5
from urllib.parse import urljoin

from ..feed import edits
from ..feed.dates import DateError, format_rfc822, parse_any
from ..feed.markup import has_markup_children, inner_markup
from ..feed.views import Item
from ..vocabulary.namespaces import TURBO_NS, qn
from ..vocabulary.page import MEDIA_SOURCE


@dataclass(frozen=True)
class QuickFix:
    id: str
    title: str
    title_ru: str
    build: Callable          # (doc, finding) -> Edit | None

    def title_in(self, language: str = "en") -> str:
        return self.title_ru if language.lower().startswith("ru") else self.title


def _value(finding) -> tuple[str | None, bool]:
    """The finding's value and whether it is an attribute."""
    if finding.attribute:
        return finding.element.get(finding.attribute), True
    return finding.element.text, False


def _set(finding, value: str):
    if finding.attribute:
        return edits.SetAttribute(finding.element, finding.attribute, value)
    return edits.SetText(finding.element, value)


def _rfc822(doc, finding):
    value, _attr = _value(finding)
    try:
        fixed = format_rfc822(parse_any(value or ""))
    except DateError:
        return None
    return _set(finding, fixed) if fixed != value else None


def _absolute(doc, finding):
    value, _attr = _value(finding)
    base = _page_base(doc, None)            # the channel's link
    if not value or not base:
        return None
    from .rules.values import RELATIVE, url_problem  # the rules load with the first check, not the window
    if url_problem(value) != RELATIVE:
        return None
    return _set(finding, urljoin(base if base.endswith("/") else base + "/", value.strip()))


def _page_base(doc, item_element) -> str:
    """The address a relative URL of an item's page is read against: the item's link (the page
    itself), else the channel's; "" when neither is an absolute http(s) address."""
    for link in (Item(item_element).link if item_element is not None else None,
                 doc.channel.link if doc.channel is not None else None):
        if link and link.strip().lower().startswith(("http://", "https://")):
            return link.strip()
    return ""


def _absolute_in_page(doc, finding):
    """A relative src of an image, a video's source or a frame in the page, made absolute against
    the page's own address (the item link): the start tag the finding points at is rewritten,
    the rest of the page stays as written."""
    content = _content_element(finding)
    span, tag, value = finding.span, finding.params.get("tag"), finding.params.get("value") or ""
    item = content.getparent() if content is not None else None
    if span is None or content is None or item is None or has_markup_children(content) or not value.strip():
        return None
    from .rules.values import RELATIVE, url_problem
    base = _page_base(doc, item)
    if not base or url_problem(value) != RELATIVE:
        return None
    page = Item(item).content or ""
    start, end = span
    written = re.compile(r"(\s%s\s*=\s*)(\"[^\"]*\"|'[^']*'|[^\s\"'=<>`]+)" % re.escape(MEDIA_SOURCE.get(tag, "src")),
                         re.IGNORECASE).search(page, start, end)
    # The tag must still be where the finding saw it, with that address: a finding of an older
    # text would rewrite another tag.
    if written is None or not page.startswith("<" + (tag or ""), start) or \
            html.unescape(written.group(2).strip("\"'")) != value:
        return None
    url = html.escape(urljoin(base, value.strip()), quote=True)
    fixed = page[:written.start(2)] + f'"{url}"' + page[written.end(2):]
    return Item(item).set("content", fixed)


def _content_element(finding):
    element = finding.element
    return element if element.tag == qn(TURBO_NS, "content") else element.find(qn(TURBO_NS, "content"))


def _into_cdata(doc, finding):
    content = _content_element(finding)
    if content is not None and has_markup_children(content):
        return edits.SetMarkupText(content, inner_markup(content))    # the page written as XML elements
    if content is None or content.text is None:
        return None
    text = content.text
    if finding.rule == "turbo-content-escaped":
        text = unescape_outside_code(text)   # markup written as &lt;p&gt; inside the CDATA
    return edits.SetText(content, text, cdata=True)


def unescape_outside_code(text: str) -> str:
    """The HTML with its escaping undone, except inside <pre>, <code> and the like (code samples)."""
    from .rules.html import verbatim_ranges
    out, last = [], 0
    for start, end in verbatim_ranges(text):
        out.append(html.unescape(text[last:start]))
        out.append(text[start:end])
        last = end
    out.append(html.unescape(text[last:]))
    return "".join(out)


def _language_code(doc, finding):
    code = finding.params.get("code")
    return _set(finding, code) if code and code != finding.element.text else None


def _header_from_title(doc, finding):
    node = finding.element
    while node is not None and node.tag != "item":
        node = node.getparent()
    if node is None:
        return None
    item = Item(node)
    title = (item.title or item.heading() or "").strip()
    if not title:
        return None
    content = item.content or ""
    decoded = content.lstrip().startswith("&lt;")
    if decoded:
        # The page written escaped (&lt;header&gt;...): decoded first, as its own fix does; a
        # header put before the escaped text would leave both problems.
        content = unescape_outside_code(content)
    h1 = f"<h1>{html.escape(title, quote=False)}</h1>"
    header = re.search(r"<header\b[^>]*>", content, re.IGNORECASE)
    if header and content.lstrip().lower().startswith("<header"):
        end = content.lower().find("</header>", header.end())
        inside = content[header.end():end if end >= 0 else len(content)]
        own = re.search(r"<h1\b[^>]*>(.*?)</h1\s*>", inside, re.IGNORECASE | re.DOTALL)
        if own is not None and not re.sub(r"<[^>]*>|&nbsp;|\s", "", own.group(1)):
            # An empty <h1> (or one of spaces): the title goes in it, not in a second one.
            start = header.end() + own.start()
            fixed = content[:start] + h1 + content[header.end() + own.end():]
        elif own is not None and decoded:
            fixed = content                     # decoding was all it needed
        else:
            fixed = content[:header.end()] + h1 + content[header.end():]
    else:
        fixed = f"<header>{h1}</header>" + content
    return item.set("content", fixed)


AcceptNotice = edits.AcceptNotice


def _declare(doc, finding):
    prefix = finding.params.get("prefix")
    for notice in doc.notices:
        if notice.code == "namespace-added" and notice.params.get("prefix") == prefix:
            return AcceptNotice(notice)
    return None


def _add_declaration(doc, finding):
    return edits.SetDeclaration(True) if doc.source is not None else None


_FIXES = {
    "date-invalid": QuickFix("rfc822", "Rewrite the date in RFC-822", "Записать дату в формате RFC-822", _rfc822),
    "date-zone": QuickFix("rfc822", "Rewrite the date in RFC-822", "Записать дату в формате RFC-822", _rfc822),
    "date-two-digit-year": QuickFix("rfc822", "Write the year with four digits", "Записать год четырьмя цифрами",
                                    _rfc822),
    "date-day-of-week": QuickFix("rfc822", "Correct the day of the week", "Исправить день недели", _rfc822),
    "url-relative": QuickFix("absolute", "Make the URL absolute against the channel link",
                          "Сделать адрес абсолютным по ссылке канала", _absolute),
    "enclosure-url": QuickFix("absolute", "Make the URL absolute against the channel link",
                          "Сделать адрес абсолютным по ссылке канала", _absolute),
    "turbo-related-url": QuickFix("absolute", "Make the URL absolute against the channel link",
                          "Сделать адрес абсолютным по ссылке канала", _absolute),
    "turbo-media-url": QuickFix("absolute-page", "Make the address absolute against the item link",
                                "Сделать адрес абсолютным по ссылке элемента", _absolute_in_page),
    "turbo-content-cdata": QuickFix("cdata", "Move the markup into CDATA", "Перенести разметку в CDATA", _into_cdata),
    "turbo-content-escaped": QuickFix("cdata", "Decode the entity-encoded markup inside the CDATA",
                                       "Раскодировать разметку внутри CDATA", _into_cdata),
    "turbo-header-missing": QuickFix("header", "Add a header with an h1 from the item title",
                                      "Добавить заголовок h1 из названия элемента", _header_from_title),
    "turbo-h1-missing": QuickFix("header", "Add an h1 from the item title", "Добавить h1 из названия элемента",
                                  _header_from_title),
    "turbo-language": QuickFix("language", "Write the ISO 639-1 code", "Записать код ISO 639-1", _language_code),
    "xml-declaration-encoding": QuickFix("declaration", "Add an XML declaration naming the encoding",
                                         "Добавить XML-декларацию с кодировкой", _add_declaration),
    "xml-undeclared-prefix": QuickFix("declare", "Keep the namespace declaration the editor added",
                                       "Оставить объявление пространства имён, добавленное редактором", _declare),
}


# Fixes of text that does not parse yet: made on the text (the XML pane's), not as a feed edit.
ENTITIES_FIX = QuickFix("entities", "Replace HTML entities with characters", "Заменить HTML-сущности символами",
                        lambda _doc, _finding: None)
_TEXT_FIXES = {"xml-html-entity": ENTITIES_FIX}


def fixes_for(finding, doc=None) -> list[QuickFix]:
    """The quick fixes a finding has; given the document, only those that can repair it as it
    stands (a relative link with no absolute channel link to resolve it against has none)."""
    fix = _FIXES.get(finding.rule)
    if fix is not None and finding.element is not None:
        if doc is not None and fix.build(doc, finding) is None:
            return []
        return [fix]
    text_fix = _TEXT_FIXES.get(finding.rule)
    return [text_fix] if text_fix is not None and finding.element is None else []


def fix_edit(doc, finding, fix: QuickFix | None = None):
    """The edit repairing a finding, or None when this one cannot be repaired automatically."""
    fix = fix or next(iter(fixes_for(finding)), None)
    return fix.build(doc, finding) if fix is not None else None


# -- text that does not parse yet ------------------------------------------------

_XML_ENTITIES = {"amp", "lt", "gt", "quot", "apos"}
_ENTITY = re.compile(r"&([A-Za-z][A-Za-z0-9]*);")
_CDATA = re.compile(r"<!\[CDATA\[.*?\]\]>", re.DOTALL)


def fix_text_entities(text: str) -> tuple[str, int]:
    """Replace HTML named entities outside CDATA with their characters; (text, how many)."""
    count = 0

    def replace(m: re.Match) -> str:
        nonlocal count
        name = m.group(1)
        if name in _XML_ENTITIES or name + ";" not in html5:
            return m.group()
        count += 1
        char = html5[name + ";"]
        return {"<": "&lt;", "&": "&amp;", ">": "&gt;"}.get(char, char)

    out, last = [], 0
    for section in _CDATA.finditer(text):
        out.append(_ENTITY.sub(replace, text[last:section.start()]))
        out.append(section.group())
        last = section.end()
    out.append(_ENTITY.sub(replace, text[last:]))
    return "".join(out), count


def has_html_entities(text: str) -> bool:
    return fix_text_entities(text)[1] > 0

