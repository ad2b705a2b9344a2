"""The channel's own elements (RSS 2.0 "Required/Optional channel elements"), items excluded."""

from __future__ import annotations

import re

from ...feed.markup import text_value
from ...vocabulary.elements import DAY_NAMES
from ...vocabulary.namespaces import ATOM_NS, TURBO_NS, YANDEX_NS, qn
from ..rule import Profile
from . import extensions, structure, turbo, values
from .common import (
    check_blank,
    check_category,
    check_characters,
    check_date,
    check_plain_text,
    check_text_only,
    check_url,
)
from .html import check_html_text

CLOUD_PROTOCOLS = ("xml-rpc", "soap", "http-post")
# A form field name: a letter first (RSS 2.0 "textInput": "the name of the text object").
_FORM_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9:._-]*")
ATOM_LINK = qn(ATOM_NS, "link")


def check_channel(report, channel) -> dict:
    """One pass over the channel's children; returns what feed-wide rules need (ad networks, link)."""
    seen: dict[str, int] = {}
    facts: dict = {"link": None, "ad_ids": {}}
    text = channel.text
    if text and not text.isspace():
        report.add("unexpected-text", channel, name="channel", text=text.strip())
    structure.check_attributes(report, channel)
    self_links = []
    items = 0
    for child in channel:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        tail = child.tail
        if tail and not tail.isspace():
            structure.check_tail(report, child, channel)
        if tag == "item":
            items += 1
            continue
        seen[tag] = count = seen.get(tag, 0) + 1
        if tag[0] != "{":
            if tag not in structure.CHANNEL_ONCE and tag not in structure.CHANNEL_MANY:
                report.add("unknown-element", child, name=tag, parent="channel")
                continue
            structure.check_attributes(report, child)
            if count == 2 and tag in structure.CHANNEL_ONCE:
                report.add("duplicate-element", child, name=tag, parent="channel")
            if count == 1 or tag == "category":
                _CORE[tag](report, child, facts)
            continue
        if tag == ATOM_LINK:
            if child.get("rel") == "self":
                self_links.append(child)
        elif tag.startswith("{" + TURBO_NS + "}") or tag.startswith("{" + YANDEX_NS + "}"):
            turbo.check_channel_child(report, child, facts)
        else:
            extensions.check_element(report, child, extensions.CHANNEL, seen)
    for tag in structure.CHANNEL_REQUIRED:
        if tag not in seen:
            report.add("missing-element", channel, field=tag, name=tag, parent="channel")
    if not items and report.profile != Profile.RSS:
        # seeds/000 marks item required: a Turbo feed describes at least one page.
        report.add("missing-element", channel, field="item", name="item", parent="channel")
    extensions.check_same_meaning(report, channel, extensions.CHANNEL, seen)
    root = channel.getparent()
    # The self link is an RSS 2.0 best practice; 0.91 and 0.92 feeds predate it.
    if root is None or (root.get("version") or "2.0").strip() == "2.0":
        _check_self_link(report, channel, self_links)
    return facts


def _title(report, element, facts) -> None:
    if check_text_only(report, element):
        return
    if not (text_value(element) or "").strip():
        # Turbo shows the feed under this name; a reader merely shows a blank.
        report.add("blank-element" if report.profile == Profile.RSS else "empty-required", element, name="title")
    else:
        check_plain_text(report, element)
    facts["title"] = (text_value(element) or "").strip()


def _link(report, element, facts) -> None:
    facts["link"] = check_url(report, element)


def _description(report, element, facts) -> None:
    if check_text_only(report, element):
        return
    if not (text_value(element) or "").strip():
        # RSS 2.0 requires the element; an empty one is a reader's blank line, not a broken feed.
        report.add("channel-description-empty" if report.profile == Profile.RSS else "empty-required", element,
                   name="description")
        return
    if report.profile == Profile.RSS:
        # RSS allows HTML in the channel description (readers show it); Turbo does not (turbo.py).
        check_html_text(report, element)
        check_characters(report, element, text_value(element) or "")
    else:
        text = check_plain_text(report, element, rule="turbo-description-html")
        sentences = values.sentence_count(text)
        if sentences > 1:
            report.add("turbo-description-sentences", element, count=sentences)


def _language(report, element, facts) -> None:
    if check_text_only(report, element):
        return
    value = (text_value(element) or "").strip()
    parts = values.language_parts(value) if value else None
    if parts is None or (report.profile == Profile.RSS and "_" in parts[1]):
        report.add("language-invalid", element, value=value)
    elif report.profile != Profile.RSS and (len(parts[0]) != 2 or parts[1]):
        # rus is ru to Turbo; a language with no two-letter code (haw, sah) has nothing to suggest.
        code = values.two_letter_code(parts[0])
        if code is None:
            report.add("turbo-language-no-two-letter", element, value=value)
        else:
            report.add("turbo-language", element, value=value, code=code)


def _email(report, element, facts) -> None:
    if check_blank(report, element):
        return
    check_plain_text(report, element)
    value = text_value(element) or ""
    if report.profile == Profile.RSS and not values.is_email(value):
        report.add("email-invalid", element, name=element.tag, value=value.strip())


def _plain(report, element, facts) -> None:
    if not check_blank(report, element):
        check_plain_text(report, element)


def _date(report, element, facts) -> None:
    check_date(report, element)


def _category(report, element, facts) -> None:
    check_category(report, element)


def _docs(report, element, facts) -> None:
    check_url(report, element, optional=True)


def _cloud(report, element, facts) -> None:
    structure.check_container(report, element)
    for attr in ("domain", "port", "path", "registerProcedure", "protocol"):
        if element.get(attr) is None:
            report.add("missing-attribute", element, attr, attribute=attr, name="cloud")
    port = element.get("port")
    if port is not None and not (values.positive_int(port) and int(port) < 65536):
        report.add("cloud-invalid", element, "port", attribute="port", value=port)
    # The spec names the protocols and shows a path and a host, but readers (and the W3C
    # validator) accept others: a doubtful value is worth a look, not an error.
    path = element.get("path")
    if path is not None and not path.startswith("/"):
        report.add("cloud-doubtful", element, "path", attribute="path", value=path)
    protocol = element.get("protocol")
    if protocol is not None and protocol not in CLOUD_PROTOCOLS:
        report.add("cloud-doubtful", element, "protocol", attribute="protocol", value=protocol)
    domain = element.get("domain")
    if domain is not None and (not domain.strip() or any(c in domain for c in "/: ")):
        report.add("cloud-doubtful", element, "domain", attribute="domain", value=domain)


def _ttl(report, element, facts) -> None:
    if check_text_only(report, element):
        return
    if values.positive_int(text_value(element) or "") is None:
        report.add("ttl-invalid", element, value=(text_value(element) or "").strip())


# Image formats an address's extension names that are not GIF, JPEG or PNG (RSS 2.0, <image>).
_NOT_RSS_IMAGES = frozenset(("ico", "svg", "svgz", "webp", "avif", "bmp", "tif", "tiff", "heic", "heif", "jxl"))


def _image(report, element, facts) -> None:
    structure.check_container(report, element)
    for child in element:
        tag = child.tag
        if tag == "url":
            url = check_url(report, child)
            extension = values.file_extension(url) if url else ""
            if extension in _NOT_RSS_IMAGES:
                report.add("image-format", child, value=url.strip(), extension=extension)
        elif tag == "link":
            link = check_url(report, child)
            channel_link = facts.get("link")
            # https://example.com and https://example.com/ are one address (RFC 3986 6.2.3).
            if link and channel_link and values.page_key(link.strip()) != values.page_key(channel_link.strip()):
                report.add("image-link-mismatch", child, value=link, channel=channel_link)
        elif tag == "title" or tag == "description":
            check_plain_text(report, child)
        elif check_text_only(report, child):
            continue
        elif tag in ("width", "height"):
            limit = 144 if tag == "width" else 400
            number = values.non_negative_int(text_value(child) or "")
            if number is None or not 1 <= number <= limit:
                report.add("image-size", child, name=tag, value=(text_value(child) or "").strip(), limit=limit)


def _text_input(report, element, facts) -> None:
    structure.check_container(report, element)
    for child in element:
        if child.tag == "link":
            check_url(report, child)
        elif child.tag in ("title", "description"):
            check_plain_text(report, child)
        elif child.tag == "name" and not check_text_only(report, child):
            name = (text_value(child) or "").strip()
            if not _FORM_NAME.match(name):
                report.add("text-input-name", child, value=name)


def _skip_hours(report, element, facts) -> None:
    structure.check_container(report, element)
    _check_count(report, element, "hour", 24)
    seen = set()
    for hour in element.iterchildren("hour"):
        if check_text_only(report, hour):
            continue
        value = (hour.text or "").strip()
        number = values.non_negative_int(value)
        if number is None or number > 24:
            report.add("skip-hours-invalid", hour, value=value)
            continue
        if number % 24 in seen:
            report.add("skip-hours-duplicate", hour, value=value)
        elif number == 24:
            report.add("skip-hours-midnight", hour, value=value)
        seen.add(number % 24)


def _check_count(report, element, child: str, most: int) -> None:
    """skipHours and skipDays: at least one child, and no more than the day or week has."""
    count = sum(1 for c in element if isinstance(c.tag, str))
    if not any(True for _ in element.iterchildren(child)):
        report.add("missing-element", element, field=child, name=child, parent=element.tag)
    elif count > most:
        report.add("skip-too-many", element, name=element.tag, count=count, most=most)


def _skip_days(report, element, facts) -> None:
    structure.check_container(report, element)
    _check_count(report, element, "day", 7)
    seen = set()
    for day in element.iterchildren("day"):
        if check_text_only(report, day):
            continue
        value = (day.text or "").strip()
        if value not in DAY_NAMES:
            report.add("skip-days-invalid", day, value=value)
        elif value in seen:
            report.add("skip-days-duplicate", day, value=value)
        seen.add(value)


def _nothing(report, element, facts) -> None:
    pass


_CORE = {
    "title": _title, "link": _link, "description": _description, "language": _language,
    "copyright": _plain, "managingEditor": _email, "webMaster": _email, "pubDate": _date,
    "lastBuildDate": _date, "category": _category, "generator": _plain, "docs": _docs,
    "cloud": _cloud, "ttl": _ttl, "image": _image, "rating": _nothing, "textInput": _text_input,
    "textinput": _text_input, "skipHours": _skip_hours, "skipDays": _skip_days,
}


def _check_self_link(report, channel, links) -> None:
    """atom:link rel="self" (RSS Best Practices Profile): the feed's own address, well formed."""
    if not links:
        report.add("atom-self-missing", channel, field="atom:link")
        return
    for link in links:
        href = link.get("href")
        if href is None or values.url_problem(href):
            report.add("atom-self-invalid", link, "href", attribute="href", value=href or "")
        kind = link.get("type")
        if kind is not None and kind.strip() != "application/rss+xml":
            report.add("atom-self-invalid", link, "type", attribute="type", value=kind)
    if len(links) > 1:
        report.add("duplicate-element", links[1], name="atom:link rel=\"self\"", parent="channel")

