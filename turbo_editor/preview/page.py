"""One item as a standalone HTML page: head with the CSP and inlined CSS, then the Turbo layout."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import lxml.html
from lxml import etree

from ..content.fragment import cut_short, parse_fragment
from ..feed.views import Item
from ..messages import _
from . import ads, header, related, sanitize
from .content import ContentRenderer, render_content
from .labels import labels_for
from .markup import el, is_element, text_of

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
STYLESHEET = RESOURCES / "preview" / "turbo.css"

PHONE = "phone"
DESKTOP = "desktop"
WIDTHS = (PHONE, DESKTOP)

_LANGUAGE = re.compile(r"^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$")


def content_security_policy(allow_remote_images: bool) -> str:
    """Nothing runs, nothing is framed or submitted; images load only when allowed."""
    return "; ".join((
        "default-src 'none'",
        "script-src 'none'",
        "object-src 'none'",
        "frame-src 'none'",
        "child-src 'none'",
        "worker-src 'none'",
        "connect-src 'none'",
        "font-src 'none'",
        "media-src 'none'",
        "manifest-src 'none'",
        "form-action 'none'",
        "base-uri 'none'",
        "style-src 'unsafe-inline'",
        "img-src http: https:" if allow_remote_images else "img-src 'none'",
    ))


@lru_cache(maxsize=1)
def default_stylesheet() -> str:
    """resources/preview/turbo.css, read once."""
    return STYLESHEET.read_text(encoding="utf-8")


def render_item(doc, item, *, width: str = PHONE, allow_remote_images: bool = False,
                base_css: str | None = None) -> str:
    """The Turbo page of ``item`` (an :class:`~turbo_editor.feed.views.Item` of ``doc``) as HTML text.

    ``width`` is "phone" (a 360 px column in a phone frame) or "desktop".
    With ``allow_remote_images`` false no remote resource is referenced by
    anything that loads: pictures are placeholder boxes. ``base_css``
    replaces the bundled stylesheet. The page carries no scripts, event
    handlers, frames or forms, and a Content-Security-Policy that forbids them.
    """
    if width not in WIDTHS:
        raise ValueError(f"width must be one of {', '.join(WIDTHS)}, not {width!r}")
    channel = doc.channel
    labels = labels_for(channel.language if channel is not None else None)
    renderer = ContentRenderer(
        remote_images=allow_remote_images,
        base_url=_base_url(item, channel),
        ad_networks=channel.ad_networks if channel is not None else [],
        labels=labels,
        width=width,
        extended=(item.extended_html or "").strip().lower() == "true",
    )
    body = parse_fragment(item.content or "")

    root = el(None, "html", lang=_language(channel))
    head = el(root, "head")
    page_body = el(root, "body", f"tp-{width}")
    page = el(el(page_body, "div", "tp-viewport"), "div", "tp-page")
    header.site_bar(page, channel, renderer)
    if not item.is_turbo:
        el(page, "p", "tp-warn tp-banner", _('turbo="false": Turbo removes this page; this is how it looked.'))

    page_header = _page_header(body)
    if item.content is None:
        el(page, "p", "tp-warn tp-banner", _("The item has no turbo:content: Turbo has no page to show."))
    elif body is None or (not len(body) and not (body.text or "").strip()):
        el(page, "p", "tp-warn tp-banner", _("turbo:content is empty: Turbo has no page to show."))
    elif cut_short(body):
        el(page, "p", "tp-warn tp-banner", _("The page's markup nests deeper than 2,048 levels: what follows that "
                                             "place cannot be read, and is not shown."))
    elif page_header is None or _before(body, page_header):
        el(page, "p", "tp-warn tp-banner",
           _("turbo:content does not start with <header>: Turbo does not show such a page."))
    header.page_header(page_header, page, item, renderer)
    article = el(page, "article", "tp-content")
    if body is not None:
        render_content(body, article, renderer, skip=page_header)
    ads.end_of_page(article, renderer)
    related.related(page, item, renderer)
    related.footer(page, channel, item, renderer)
    sanitize.scrub(page_body)

    _fill_head(head, item, page, allow_remote_images, default_stylesheet() if base_css is None else base_css,
               labels["turbo_page"])
    return lxml.html.tostring(root, doctype="<!DOCTYPE html>", encoding="unicode") + "\n"


def _fill_head(head, item, page, allow_remote_images: bool, css: str, untitled: str) -> None:
    el(head, "meta", charset="utf-8")
    # First after the charset, so it governs everything the page could load.
    el(head, "meta", http_equiv="Content-Security-Policy", content=content_security_policy(allow_remote_images))
    el(head, "meta", name="referrer", content="no-referrer")
    el(head, "meta", name="viewport", content="width=device-width, initial-scale=1")
    title = page.find(".//h1")
    el(head, "title", text=text_of(title) or " ".join((item.title or "").split()) or untitled)
    # "</style" would end the element early; "<" only means something in CSS inside
    # strings and comments, where the escape "\3c " means the same.
    el(head, "style", text=css.replace("<", "\\3c "))


def _page_header(body: etree._Element | None) -> etree._Element | None:
    if body is None:
        return None
    return next((c for c in body if is_element(c) and c.tag == "header"), None)


def _before(body: etree._Element, page_header: etree._Element) -> bool:
    """Whether text or an element comes before the header (Turbo then rejects the page)."""
    if (body.text or "").strip():
        return True
    for child in body:
        if child is page_header:
            return False
        if is_element(child) or (child.tail or "").strip():
            return True
    return False


def _base_url(item, channel) -> str | None:
    for candidate in (item.link, channel.link if channel is not None else None):
        url = sanitize.clean_url(candidate)
        if url and sanitize.scheme_of(url) in sanitize.IMAGE_SCHEMES:
            return url
    return None


def _language(channel) -> str | None:
    code = (channel.language or "").strip() if channel is not None else ""
    return code.replace("_", "-") if _LANGUAGE.match(code) else None


def item_at(doc, number: int):
    """The item at 1-based position ``number`` in feed order, or None."""
    channel = doc.channel
    if channel is None or number < 1:
        return None
    for index, element in enumerate(channel.element.iterchildren("item"), 1):
        if index == number:
            return Item(element)
    return None
