"""turbo:content: the page HTML. Header first, allowed tags and attributes, media URLs, ad places.

The HTML is parsed once per item with libxml2's HTML parser (lenient, like
Yandex's own: unclosed tags are closed, not fatal) and walked once.
Disallowed tags and attributes are reported once per item and name, with a
count, so a page with forty ``<span>`` elements gets one finding, not forty.
Each finding carries the span of the first offending tag in the content's
text, so the content editor and the file position point at it. What Turbo
allows is :mod:`turbo_editor.vocabulary.page`.
"""

from __future__ import annotations

from lxml import etree

from ...content.fragment import cut_short, text_utf8
from ...feed.markup import has_markup_children, inner_markup, is_cdata, text_value
from ...vocabulary.page import (
    AGREEMENT,
    ATTRIBUTES,
    BLOCK_NEEDS,
    BLOCK_VALUES,
    EXTENDED_ATTRIBUTES,
    EXTENDED_TAGS,
    FEEDBACK_TYPES,
    GLOBAL_ATTRIBUTES,
    LIST_VALUED,
    MEDIA_SOURCE,
    PLAIN_TAGS,
    allowed_within,
)
from . import values
from .html import Page, escaped_markup
from .turbo import check_title_length

_EMPTY: frozenset[str] = frozenset()

MAX_IMAGES = 50


class ContentFacts:
    """What feed-wide rules need from one page: the ad places it uses."""

    __slots__ = ("ad_refs",)

    def __init__(self):
        self.ad_refs: list[tuple[str, object, tuple[int, int] | None]] = []


def _blank_utf8(data: bytes) -> bool | None:
    """Whether UTF-8 text is all white space: False as soon as it starts (after ASCII white space)
    with a printable ASCII character, None when only the decoded text can tell."""
    rest = data.lstrip()
    if not rest:
        return True
    return False if 0x20 < rest[0] < 0x7F else None


def check_content(report, element, *, extended: bool) -> ContentFacts:
    facts = ContentFacts()
    if has_markup_children(element):
        # The page written as XML elements, not in CDATA: said so, and its markup checked as the page.
        report.add("turbo-content-cdata", element)
        return _check_page(report, element, facts, Page(inner_markup(element)), extended)
    # The page is read as UTF-8 bytes, as lxml holds it: a string of 5 KB a page is made only
    # when a finding needs one.
    data = text_utf8(element)
    if data is None or _blank_utf8(data) is not False:
        text = text_value(element) or ""
        if not text.strip():
            report.add("empty-required", element, name="turbo:content")
            return facts
    if not is_cdata(element):
        report.add("turbo-content-cdata", element)
    if data is None or b"&lt;" in data:
        text = text_value(element) or ""
        escaped = escaped_markup(text)
        if escaped:
            start, end = escaped[0]
            report.add("turbo-content-escaped", element, span=(start, end), count=len(escaped),
                       sample=text[start:end].replace("&lt;", "<").replace("&gt;", ">"))
    page = Page(text_value(element) or "") if data is None else Page.from_utf8(data)
    return _check_page(report, element, facts, page, extended)


def _check_page(report, element, facts: ContentFacts, page: Page, extended: bool) -> ContentFacts:
    if page.body is None or (next(page.body.iterchildren(etree.Element), None) is None
                             and not (page.body.text or "").strip()):
        report.add("empty-required", element, name="turbo:content")
        return facts
    if cut_short(page.body):
        report.add("turbo-content-too-deep", element)
    _check_header(report, element, page)
    _walk(report, element, page, extended, facts)
    return facts


_BLOCK_TAGS = frozenset(("div", "button", "form"))


def _check_block(report, element, page: Page, node, tag: str, said: set) -> None:
    """A block's attributes against the block table: the values it lists, the attributes a block
    needs (TURBO.md, "Blocks"). Each finding once a page, at its first block."""
    block = node.get("data-block")
    shown = f' data-block="{block}"' if block else ""

    def value_finding(attribute: str, value: str, allowed) -> None:
        if ("value", tag, block, attribute, value) not in said:
            said.add(("value", tag, block, attribute, value))
            report.add("turbo-block-value", element, span=page.at(node), tag=tag, block=shown,
                       attribute=attribute, value=value, allowed=", ".join(allowed))

    def missing(attribute: str) -> None:
        if ("needs", tag, block, attribute) not in said:
            said.add(("needs", tag, block, attribute))
            report.add("turbo-block-incomplete", element, span=page.at(node), tag=tag, block=shown,
                       attribute=attribute)

    for (block_tag, key, attribute), allowed in BLOCK_VALUES.items():
        value = node.get(attribute) if block_tag == tag and key in (block, None) else None
        if value is None:
            continue
        words = value.split(",") if (block_tag, key, attribute) in LIST_VALUED else [value]
        if any(word.strip() not in allowed for word in words):
            value_finding(attribute, value, allowed)
    for key in (block, None):
        needed = BLOCK_NEEDS.get((tag, key))
        if needed is not None and not (node.get(needed) or "").strip() and not (
                tag == "button" and any(a.tag == "form" for a in node.iterancestors())):  # the form's action
            missing(needed)
    if tag == "div" and node.get("data-type") is not None:
        parent = node.getparent()
        if parent is not None and parent.get("data-block") == "widget-feedback" \
                and node.get("data-type").strip() not in FEEDBACK_TYPES:
            value_finding("data-type", node.get("data-type"), FEEDBACK_TYPES)
    if tag == "form" and (node.get("data-type") or "").strip() == "callback":
        company, link = ((node.get(a) or "").strip() for a in AGREEMENT)
        if bool(company) != bool(link):
            missing(AGREEMENT[1] if company else AGREEMENT[0])


def _check_header(report, element, page: Page) -> None:
    body = page.body
    first = next(body.iterchildren(etree.Element), None)
    leading = " ".join((body.text or "").split())
    if leading or first is None or first.tag != "header":
        # What the page starts with instead: its text, else its first tag.
        if leading:
            start = len(page.text) - len(page.text.lstrip())
            report.add("turbo-header-missing", element, span=(start, start + len(leading[:40])),
                       found=leading[:40])
        else:
            assert first is not None        # a body with no element and no text was reported empty above
            report.add("turbo-header-missing", element, span=page.at(first), found="<" + first.tag + ">")
        return
    h1 = next(first.iter("h1"), None)
    heading = " ".join("".join(h1.itertext()).split()) if h1 is not None else ""
    if not heading:
        report.add("turbo-h1-missing", element, span=page.at(h1 if h1 is not None else first))
    else:
        check_title_length(report, element, heading, "h1", page.at(h1))


def _walk(report, element, page: Page, extended: bool, facts: ContentFacts) -> None:
    allowed_tags = EXTENDED_TAGS if extended else PLAIN_TAGS
    extra = EXTENDED_ATTRIBUTES if extended else _EMPTY
    bad_tags: dict[str, list] = {}
    bad_attributes: dict[tuple[str, str], list] = {}
    said: set = set()                # block findings made, once each on a page
    images = 0
    for node in page.body.iterdescendants(etree.Element):
        tag = node.tag
        if tag not in allowed_tags and not _allowed_here(node, tag):
            bad_tags.setdefault(tag, []).append(node)
            continue
        keys = node.keys()
        if keys:
            own = ATTRIBUTES.get(tag, _EMPTY)
            for key in keys:
                if key in own or key in GLOBAL_ATTRIBUTES or key in extra or key.startswith("data-"):
                    continue
                bad_attributes.setdefault((tag, key), []).append(node)
            ad = node.get("data-turbo-ad-id")
            if ad is not None:
                facts.ad_refs.append((ad.strip(), element, page.span(node)))
        if tag in _BLOCK_TAGS:
            _check_block(report, element, page, node, tag, said)
        if tag == "img":
            images += 1
        if tag in MEDIA_SOURCE:
            _check_media_url(report, element, page, node, tag)
        elif tag == "video":
            _check_video(report, element, page, node)
    for tag, nodes in bad_tags.items():
        report.add("turbo-tag", element, span=page.at(nodes[0]), tag=tag, count=len(nodes))
    for (tag, key), nodes in bad_attributes.items():
        report.add("turbo-attribute", element, span=page.at(nodes[0]), tag=tag, attribute=key, count=len(nodes))
    if images > MAX_IMAGES:
        report.add("turbo-image-count", element, count=images, limit=MAX_IMAGES)


def _allowed_here(node, tag: str) -> bool:
    """A tag Turbo keeps only inside one block (input in a form, footer in a card), inside it."""
    return allowed_within(tag, ((a.tag, a.get("data-block")) for a in node.iterancestors()))


def is_media_url(value: str | None) -> bool:
    """Whether Turbo can load an image, a video or a frame from ``value``: an absolute http(s) URL."""
    return value is not None and values.is_plain_http(value)


def _check_media_url(report, element, page: Page, node, tag: str) -> None:
    src = node.get(MEDIA_SOURCE[tag])
    if tag == "source" and src is None:
        return
    if not is_media_url(src):
        report.add("turbo-media-url", element, span=page.at(node), tag=tag, value=src or "")


def _check_video(report, element, page: Page, node) -> None:
    sources = [node.get("src") or ""] + [s.get("src") or "" for s in node.iter("source")]
    types = [s.get("type") or "" for s in node.iter("source")]
    if not any(s.lower().split("?")[0].endswith(".mp4") for s in sources) and "video/mp4" not in types:
        return
    figure = next(node.iterancestors("figure"), None)
    if figure is None or not any(img is not None for img in figure.iter("img")):
        report.add("turbo-video-preview", element, span=page.at(node))
