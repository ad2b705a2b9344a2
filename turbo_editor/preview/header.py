"""The top of a Turbo page: the site bar, then the content's ``<header>`` laid out as Turbo lays it out.

Turbo draws the header in a fixed order whatever order the feed writes it
in: menu, breadcrumbs, cover picture, title, subtitle.
"""

from __future__ import annotations

import copy

from lxml import etree

from ..messages import _
from .blocks import breadcrumb_trail, menu
from .markup import el, is_element, text_of
from .sanitize import remove


def site_bar(out: etree._Element, channel, r) -> None:
    """Logo and site name, linking to the site: the bar every Turbo page starts with."""
    title = " ".join((channel.title or "").split()) if channel is not None else ""
    bar = el(out, "div", "tp-topbar")
    site = r.link(bar, channel.link if channel is not None else None, "tp-site")
    logo_url = channel.image_url if channel is not None else None
    name = title or _("Turbo")          # a channel without a title: Turbo's own name stands in
    if logo_url and r.remote_images:
        r.image(site, logo_url, cls="tp-logo")
    else:
        el(site, "span", "tp-logo tp-logo-letter", name[:1].upper(), aria_hidden="true")
    el(site, "span", "tp-site-name", name)


def page_header(src: etree._Element | None, out: etree._Element, item, r) -> None:
    """The Turbo page header from ``<header>`` (``src``) and the item's metrics breadcrumbs.

    Breadcrumbs written in the header win; the item's ``metrics`` trail is
    shown when the header has none.
    """
    box = el(out, "header", "tp-header")
    parts = _header_parts(src)
    if parts["menu"] is not None:
        menu(parts["menu"], box, r)
    if parts["crumbs"] is not None:
        breadcrumb_trail(box, [(a.get("href"), text_of(a)) for a in parts["crumbs"].iter("a")], r)
    else:
        breadcrumb_trail(box, [(b.url, b.text) for b in item.breadcrumbs], r)
    cover = parts["figure"]
    if cover is not None:
        _cover(cover, box, r)
    if parts["h1"] is not None and text_of(parts["h1"]):
        r.children(parts["h1"], el(box, "h1", "tp-title"))
    elif parts["h1"] is not None:
        el(box, "p", "tp-warn", _("The header's <h1> is empty: Turbo needs the page title there."))
    else:
        el(box, "p", "tp-warn", _("No <h1> in the header: Turbo needs the page title there."))
    if parts["h2"] is not None:
        r.children(parts["h2"], el(box, "h2", "tp-subtitle"))
    for child in parts["rest"]:
        r.node(child, box)
    if src is not None:
        r.loose(src, box, "header")


def _header_parts(src: etree._Element | None) -> dict:
    parts = {"h1": None, "h2": None, "figure": None, "menu": None, "crumbs": None, "rest": []}
    if src is None:
        return parts
    for child in src:
        if not is_element(child):
            continue
        key = child.tag if child.tag in ("h1", "h2", "figure", "menu") else None
        if child.tag == "div" and (child.get("data-block") or "").strip().lower() == "breadcrumblist":
            key = "crumbs"
        if key is not None and parts[key] is None:
            parts[key] = child
        else:
            parts["rest"].append(child)
    if parts["h1"] is None:
        # libxml2 keeps an h1 inside a stray wrapper; Turbo still takes it as the title. What else
        # the wrapper holds (a lead paragraph) stays, after the title.
        h1 = parts["h1"] = next(src.iter("h1"), None)
        if h1 is not None:
            parts["rest"] = [_without(c, h1) if h1 in c.iter() else c for c in parts["rest"]]
    return parts


def _without(wrapper: etree._Element, inner: etree._Element) -> etree._Element:
    """A copy of ``wrapper`` without ``inner`` (its tail kept), the page's own tree left as it is."""
    copied = copy.deepcopy(wrapper)
    target = next(twin for original, twin in zip(wrapper.iter(), copied.iter()) if original is inner)
    remove(target)
    return copied


def _cover(src: etree._Element, out: etree._Element, r) -> None:
    figure = el(out, "figure", "tp-cover")
    picture = next(src.iter("img"), None)
    if picture is not None:
        r.image(figure, picture.get("src"), cls="tp-cover-img", alt=picture.get("alt"),
                width=picture.get("width"), height=picture.get("height"))
    for caption in src.iter("figcaption"):
        r.children(caption, el(figure, "figcaption", "tp-caption"))
