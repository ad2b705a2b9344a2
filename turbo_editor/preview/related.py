"""The bottom of a Turbo page: ``yandex:related`` links and the footer."""

from __future__ import annotations

from lxml import etree

from ..messages import N_, _
from .markup import el

INFINITY_NOTE = N_('type="infinity": Turbo loads these pages in full, one after another, below this '
                   "article as the reader scrolls (an endless feed); the preview lists them.")


def related(out: etree._Element, item, r) -> None:
    links = item.related_links
    if not links:
        return
    infinity = (item.related_type or "").strip().lower() == "infinity"
    section = el(out, "section", "tp-related tp-related-infinity" if infinity else "tp-related")
    el(section, "div", "tp-block-title", r.labels["related"])
    rows = el(section, "ul", "tp-related-list")
    for link in links:
        row = el(rows, "li", "tp-related-item")
        node = r.link(row, link.url, "tp-related-link")
        if link.img:
            r.image(node, link.img, cls="tp-related-thumb")
        # yandex:related text is plain text; any markup in it is shown as written, never parsed.
        el(node, "span", "tp-related-text", " ".join((link.text or "").split()) or link.url or "—")
    if infinity:
        el(section, "p", "tp-note", _(INFINITY_NOTE))


def footer(out: etree._Element, channel, item, r) -> None:
    box = el(out, "footer", "tp-footer")
    r.link(box, item.link, "tp-footer-link", r.labels["open_site"])
    name = " ".join((channel.title or "").split()) if channel is not None else ""
    el(box, "span", "tp-footer-brand", f"{r.labels['turbo_page']} · {name}" if name else r.labels["turbo_page"])
