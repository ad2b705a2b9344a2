"""One item: its RSS 2.0 elements, its Turbo elements and its page, in one pass over its children."""

from __future__ import annotations

from ...feed.markup import text_value
from ...vocabulary.elements import CONTENT, EXTENDED_HTML, RELATED
from ...vocabulary.namespaces import TURBO_NS, YANDEX_NS
from ..rule import Profile
from . import content, extensions, structure, turbo, values
from .common import (
    check_blank,
    check_category,
    check_characters,
    check_date,
    check_plain_text,
    check_text_only,
    check_url,
)
from .html import check_html_text, check_xhtml

_TURBO_NS = "{" + TURBO_NS + "}"
_TURBO_ANY = _TURBO_NS + "*"
_YANDEX_NS = "{" + YANDEX_NS + "}"
_XHTML_BODY = "{%s}body" % extensions.XHTML
_CONTENT_ENCODED = "{%s}encoded" % extensions.CONTENT_NS


class ItemFacts:
    """What the feed-wide rules need from one item, kept between re-checks."""

    __slots__ = ("guid", "guid_element", "link", "link_key", "link_element", "ad_refs", "uses_turbo", "shown")

    def __init__(self):
        self.shown = True             # turbo="false" takes the page down: no page rules then
        self.guid: str | None = None
        self.guid_element = None
        self.link: str | None = None
        self.link_key: str | None = None   # the page it names, as duplicate links compare (values.page_key)
        self.link_element = None
        self.ad_refs: list = []
        self.uses_turbo = False


def check_item(report, item) -> ItemFacts:
    facts = ItemFacts()
    # Any element of the Turbo namespace in the item, at any depth, as profiles.uses_turbo reads it.
    facts.uses_turbo = next(item.iter(_TURBO_ANY), None) is not None
    profile = report.profile
    turbo_profile = profile != Profile.RSS
    shown = facts.shown = turbo.check_item_attribute(report, item) if turbo_profile else True
    text = item.text
    if text and not text.isspace():
        report.add("unexpected-text", item, name="item", text=text.strip())
    structure.check_attributes(report, item, turbo_profile)
    seen: dict[str, int] = {}
    content_element = None
    extended = False
    enclosures = 0
    for child in item:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        tail = child.tail
        if tail and not tail.isspace():
            structure.check_tail(report, child, item)
        seen[tag] = count = seen.get(tag, 0) + 1
        if tag[0] != "{":
            if tag in structure.ITEM_ONCE:
                if count == 2:
                    report.add("duplicate-element", child, name=tag, parent="item")
                    continue
                if count > 2:
                    continue
            elif tag == "enclosure":
                enclosures += 1
            elif tag not in structure.ITEM_MANY and not (turbo_profile and tag in structure.TURBO_ITEM_EXTRA):
                report.add("unknown-element", child, name=tag, parent="item")
                continue
            if tag != "metrics":
                structure.check_attributes(report, child)
            _CORE[tag](report, child, facts)
            continue
        if tag.startswith(_TURBO_NS) or tag.startswith(_YANDEX_NS):
            if not turbo_profile:
                continue
            if tag == CONTENT:
                if count == 1:
                    content_element = child
                else:
                    report.add("duplicate-element", child, name="turbo:content", parent="item")
            elif tag == EXTENDED_HTML:
                extended = (text_value(child) or "").strip() == "true"
                turbo.check_item_child(report, child)
            elif tag == RELATED and not shown:
                pass
            else:
                turbo.check_item_child(report, child)
            continue
        if tag == _XHTML_BODY:
            check_xhtml(report, child)
        elif tag == _CONTENT_ENCODED and not check_text_only(report, child):
            check_html_text(report, child)
            check_characters(report, child, text_value(child) or "")
        extensions.check_element(report, child, extensions.ITEM, seen)
    if enclosures > 1:
        report.add("enclosure-multiple", item, field="enclosure", count=enclosures)
    if profile == Profile.RSS:
        if "title" not in seen and "description" not in seen:
            report.add("item-title-or-description", item, field="title")
        if "guid" not in seen and _rss_version(item).startswith("2."):
            report.add("item-guid-missing", item, field="guid")
    else:
        _turbo_required(report, item, seen, shown)
        if content_element is not None and shown:
            page = content.check_content(report, content_element, extended=extended)
            facts.ad_refs = page.ad_refs
    extensions.check_same_meaning(report, item, extensions.ITEM, seen)
    extensions.check_description_twice(report, item, seen)
    return facts


def _rss_version(item) -> str:
    channel = item.getparent()
    root = channel.getparent() if channel is not None else None
    return (root.get("version") or "2.0").strip() if root is not None else "2.0"


def _turbo_required(report, item, seen, shown: bool) -> None:
    wanted = ("link", "pubDate", "turbo:content") if shown else ("link",)
    for name in wanted:
        tag = CONTENT if name == "turbo:content" else name
        if tag in seen:
            continue
        stray = _content_in_other_namespace(item) if tag == CONTENT else None
        if stray is not None:
            report.add("turbo-content-namespace", stray, value=stray.tag[1:stray.tag.index("}")], expected=TURBO_NS)
        else:
            report.add("missing-element", item, field=name, name=name, parent="item")


def _content_in_other_namespace(item):
    """A <turbo:content> whose prefix is bound to a mistyped URI (or another namespace)."""
    for child in item:
        tag = child.tag
        if isinstance(tag, str) and tag.endswith("}content") and child.prefix == "turbo":
            return child
    return None


def _title(report, element, facts) -> None:
    if check_blank(report, element):
        return
    value = check_plain_text(report, element)
    if report.profile != Profile.RSS and facts.shown:
        turbo.check_title_length(report, element, value.strip(), "title")


def _link(report, element, facts) -> None:
    value = check_url(report, element)
    facts.link, facts.link_element = value or None, element
    facts.link_key = values.page_key(value) if value else None
    if report.profile != Profile.RSS:
        turbo.check_link(report, element, value)


def _description(report, element, facts) -> None:
    if check_text_only(report, element) or check_blank(report, element):
        return
    check_html_text(report, element)
    check_characters(report, element, text_value(element) or "")


def _author(report, element, facts) -> None:
    if check_blank(report, element):
        return
    check_plain_text(report, element)
    value = text_value(element) or ""
    if report.profile == Profile.RSS and not values.is_email(value):
        report.add("email-invalid", element, name="author", value=value.strip())


def _category(report, element, facts) -> None:
    check_category(report, element)


def _comments(report, element, facts) -> None:
    check_url(report, element, optional=True)


def _enclosure(report, element, facts) -> None:
    url = element.get("url")
    if url is None:
        report.add("missing-attribute", element, "url", attribute="url", name="enclosure")
    elif not values.is_http_url(url):
        report.add("enclosure-url", element, "url", value=url.strip())
    length = element.get("length")
    if length is None:
        report.add("missing-attribute", element, "length", attribute="length", name="enclosure")
    elif values.non_negative_int(length) is None:
        report.add("enclosure-length", element, "length", value=length)
    kind = element.get("type")
    if kind is None:
        report.add("missing-attribute", element, "type", attribute="type", name="enclosure")
    elif not values.is_mime_type(kind):
        report.add("enclosure-type", element, "type", value=kind)


def _guid(report, element, facts) -> None:
    if check_text_only(report, element):
        return
    value = (text_value(element) or "").strip()
    facts.guid, facts.guid_element = value or None, element
    # Only the exact word true (or no attribute) makes a permalink; anything else is reported.
    flag = element.get("isPermaLink")
    if flag is not None and flag not in ("true", "false"):
        report.add("boolean-invalid", element, "isPermaLink", name="guid@isPermaLink", value=flag)
    permalink = flag is None or flag == "true"
    if not value:
        report.add("empty-required" if permalink else "blank-element", element, name="guid")
        return
    if not permalink:
        return
    problem, detail = values.url_check(value)
    if problem == values.UNREGISTERED:
        report.add("url-scheme", element, name="guid", value=value, scheme=detail)
    elif problem is not None or value[:4].lower() == "tag:" or value[:9].lower() == "urn:uuid:":
        report.add("guid-permalink", element, value=value)


def _pub_date(report, element, facts) -> None:
    check_date(report, element)


def _source(report, element, facts) -> None:
    check_url(report, element, "url")
    if not check_blank(report, element):
        check_plain_text(report, element)


def _metrics(report, element, facts) -> None:
    turbo.check_breadcrumbs(report, element)


_CORE = {
    "title": _title, "link": _link, "description": _description, "author": _author,
    "category": _category, "comments": _comments, "enclosure": _enclosure, "guid": _guid,
    "pubDate": _pub_date, "source": _source, "metrics": _metrics,
}
