"""Turbo's own blocks: share, accordion, cards, carousel, read-also feed, fold, comments, rating,
breadcrumbs and menus, tables and links.

Collapsible blocks become ``<details>``, so they open and close without
JavaScript, as the reader's taps do on a real Turbo page.
"""

from __future__ import annotations

import re

from lxml import etree

from ..messages import N_, _
from .markup import append_text, el, is_element, style, text_of

# data-network names Turbo knows, in the order it shows them by default: (button, full name).
SHARE_NETWORKS = {
    "vkontakte": ("VK", N_("VKontakte")),
    "odnoklassniki": ("OK", N_("Odnoklassniki")),
    "telegram": ("TG", "Telegram"),
    "twitter": ("X", "Twitter"),
    "facebook": ("f", "Facebook"),
}
_THUMB_POSITIONS = ("left", "right", "top")
_RATIO = re.compile(r"^\s*(\d{1,3})\s*[x×:/]\s*(\d{1,3})\s*$")
_RATING_TYPES = ("schema.org/rating", "schema.org/aggregaterating")


def _block(node) -> str:
    return (node.get("data-block") or "").strip().lower() if is_element(node) else ""


def _parts(src: etree._Element, out: etree._Element, r, special: dict) -> None:
    """Render ``src``'s content into ``out``, sending children named in ``special`` to their own handler.

    ``special`` maps a tag or a data-block name to ``handler(child, out)``.
    """
    append_text(out, src.text)
    for child in src:
        if is_element(child):
            handler = special.get(_block(child)) or special.get(child.tag)
            if handler is not None:
                handler(child, out)
            else:
                r.node(child, out)
        append_text(out, child.tail)


# -- plain elements that need more than copying ------------------------------

def link(src: etree._Element, out: etree._Element, r) -> None:
    if _block(src) == "button":
        node = r.link(out, src.get("href"), "tp-button tp-primary")
    else:
        node = r.link(out, src.get("href"))
    r.children(src, node)


def table(src: etree._Element, out: etree._Element, r) -> None:
    invisible = (src.get("data-invisible") or "").strip().lower() == "true"
    wrap = el(out, "div", "tp-table-wrap")
    r.copy(src, wrap, cls="tp-table tp-table-invisible" if invisible else "tp-table")


def menu(src: etree._Element, out: etree._Element, r) -> None:
    nav = el(out, "nav", "tp-menu")
    for anchor in src.iter("a"):
        r.link(nav, anchor.get("href"), "tp-menu-link", text_of(anchor))


def subheader(src: etree._Element, out: etree._Element, r) -> None:
    """A ``<header>`` that is not the page's: Turbo shows it as a bold lead line."""
    r.children(src, el(out, "div", "tp-subheader"))


def breadcrumb_trail(out: etree._Element, crumbs: list[tuple[str | None, str]], r) -> None:
    """``Home › Articles`` from (url, text) pairs."""
    crumbs = [(url, " ".join((text or "").split())) for url, text in crumbs]
    crumbs = [(url, text) for url, text in crumbs if text]
    if not crumbs:
        return
    nav = el(out, "nav", "tp-breadcrumbs", aria_label=_("breadcrumbs"))
    for index, (url, text) in enumerate(crumbs):
        if index:
            el(nav, "span", "tp-crumb-sep", "›", aria_hidden="true")
        r.link(nav, url, "tp-crumb", text)


def breadcrumbs_block(src: etree._Element, out: etree._Element, r) -> None:
    breadcrumb_trail(out, [(a.get("href"), text_of(a)) for a in src.iter("a")], r)


# -- blocks -------------------------------------------------------------------

def share(src: etree._Element, out: etree._Element, r) -> None:
    chosen = src.get("data-network")
    # As the check reads them: Turbo's names are lower case ("VKontakte" is not one of them).
    names = [n.strip() for n in chosen.split(",")] if chosen is not None else list(SHARE_NETWORKS)
    if not any(names):
        el(out, "p", "tp-warn", _("The share block's data-network names no network: Turbo shows no buttons."))
        return
    box = el(out, "div", "tp-share")
    el(box, "span", "tp-share-title", r.labels["share"])
    row = el(box, "span", "tp-share-buttons")
    for name in names:
        if not name:
            continue
        known = name in SHARE_NETWORKS
        short, full = (SHARE_NETWORKS[name][0], _(SHARE_NETWORKS[name][1])) if known else ("?", name)
        el(row, "span", f"tp-share-btn tp-net-{name}" if known else "tp-share-btn tp-net-unknown", short,
           title=full if known else _("{network}: not a network Turbo shares to").format(network=full),
           role="img", aria_label=full)


def accordion(src: etree._Element, out: etree._Element, r) -> None:
    box = el(out, "div", "tp-accordion")

    def item(child, parent):
        expanded = (child.get("data-expanded") or "").strip().lower() == "true"
        details = el(parent, "details", "tp-acc-item", open="" if expanded else None)
        el(details, "summary", "tp-acc-title", " ".join((child.get("data-title") or "").split()))
        r.children(child, el(details, "div", "tp-acc-body"))

    _parts(src, box, r, {"item": item})


def fold(src: etree._Element, out: etree._Element, r) -> None:
    """Text under "Read more": Turbo shows its start and a button that unfolds the rest."""
    details = el(out, "details", "tp-fold")
    el(details, "summary", "tp-fold-toggle", r.labels["read_more"])
    r.children(src, el(details, "div", "tp-fold-body"))


def cards(src: etree._Element, out: etree._Element, r) -> None:
    box = el(out, "div", "tp-cards")

    def card(child, parent):
        node = el(parent, "div", "tp-card")
        _parts(child, node, r, {
            "header": lambda part, into: r.children(part, el(into, "div", "tp-card-header")),
            "footer": lambda part, into: r.children(part, el(into, "div", "tp-card-footer")),
            "more": more,
        })

    def more(child, parent):
        node = el(parent, "div", "tp-more")
        r.children(child, node)
        if not text_of(child) and not len(child):
            node.text = r.labels["show_more"]

    _parts(src, box, r, {"card": card, "more": more,
                         "carousel": lambda child, parent: carousel(child, parent, r)})


def carousel(src: etree._Element, out: etree._Element, r) -> None:
    box = el(out, "div", "tp-carousel")
    title = next((c for c in src if c.tag == "header"), None)
    if title is not None:
        r.children(title, el(box, "div", "tp-block-title"))
    strip = el(box, "div", "tp-strip")
    for child in src:
        if not is_element(child) or child is title:
            continue
        if _block(child) != "snippet":
            r.node(child, strip)
            continue
        node = r.link(strip, child.get("data-url"), "tp-snippet")
        r.image(node, child.get("data-img"), cls="tp-snippet-img")
        el(node, "span", "tp-snippet-title", " ".join((child.get("data-title") or "").split()))


def read_also(src: etree._Element, out: etree._Element, r) -> None:
    layout = (src.get("data-layout") or "").strip().lower()
    layout = layout if layout in ("vertical", "horizontal") else "vertical"
    box = el(out, "div", f"tp-feed tp-feed-{layout}")
    title = " ".join((src.get("data-title") or "").split())
    if title:
        el(box, "div", "tp-block-title", title)
    items = el(box, "div", "tp-feed-items")
    for child in src:
        if not is_element(child):
            continue
        if _block(child) != "feed-item":
            r.node(child, items)
            continue
        position = (child.get("data-thumb-position") or "").strip().lower()
        position = position if position in _THUMB_POSITIONS else ("top" if layout == "horizontal" else "left")
        node = r.link(items, child.get("data-href"), f"tp-feed-item tp-thumb-{position}")
        if child.get("data-thumb"):
            r.image(node, child.get("data-thumb"), cls="tp-feed-thumb", ratio=_ratio(child.get("data-thumb-ratio")))
        text = el(node, "span", "tp-feed-text")
        el(text, "span", "tp-feed-item-title", " ".join((child.get("data-title") or "").split()))
        description = " ".join((child.get("data-description") or "").split())
        if description:
            el(text, "span", "tp-feed-item-description", description)


def _ratio(value: str | None) -> str | None:
    m = _RATIO.match(value or "")
    if not m or not int(m.group(1)) or not int(m.group(2)):
        return None
    return f"{int(m.group(1))} / {int(m.group(2))}"


def comments(src: etree._Element, out: etree._Element, r) -> None:
    section = el(out, "section", "tp-comments")
    el(section, "div", "tp-block-title", r.labels["comments"])
    _thread(src, el(section, "div", "tp-comment-list"), r)
    url = r.href(src.get("data-url"))
    if url:
        r.link(section, url, "tp-comments-all", r.labels["all_comments"])


def _comment(src: etree._Element, out: etree._Element, r) -> None:
    node = el(out, "div", "tp-comment")
    author = " ".join((src.get("data-author") or "").split())
    avatar = el(node, "span", "tp-avatar", aria_hidden="true")
    if src.get("data-avatar-url"):
        r.image(avatar, src.get("data-avatar-url"), cls="tp-avatar-img")
    else:
        avatar.text = author[:1].upper() or "?"
    main = el(node, "div", "tp-comment-main")
    el(main, "div", "tp-comment-author", author)
    subtitle = " ".join((src.get("data-subtitle") or "").split())
    if subtitle:
        el(main, "div", "tp-comment-subtitle", subtitle)
    for child in src:
        if not is_element(child):
            continue
        block = _block(child)
        if block == "content":
            r.children(child, el(main, "div", "tp-comment-text"))
        elif block == "comments":
            _thread(child, el(main, "div", "tp-comment-replies"), r)
        else:
            r.node(child, main)


def _thread(src: etree._Element, out: etree._Element, r) -> None:
    """A thread's comments, and whatever else it holds (a note of the editors in a <p>), in order.
    A reply is a level deeper than its comment: past the renderer's depth it is shown as text, as
    any markup nested so deep (a thread 1,000 replies deep went past Python's recursion limit)."""
    for child in src:
        if not is_element(child):
            continue
        if _block(child) != "comment" or not r.enter():
            r.node(child, out)
            continue
        try:
            _comment(child, out, r)
        finally:
            r.depth -= 1


def is_rating(src: etree._Element) -> bool:
    kind = (src.get("itemtype") or "").strip().lower().rstrip("/")
    return src.get("itemscope") is not None and kind.endswith(_RATING_TYPES)


def rating(src: etree._Element, out: etree._Element, r) -> None:
    """Five stars filled to ratingValue / bestRating, and the value."""
    props = {m.get("itemprop"): m.get("content") for m in src.iter("meta") if m.get("itemprop")}
    value, best = _number(props.get("ratingValue")), _number(props.get("bestRating")) or 5.0
    worst = _number(props.get("worstRating")) or 0.0
    if value is None:
        el(out, "p", "tp-warn", _("Rating without a numeric ratingValue: Turbo shows no stars."))
        return
    if best <= worst:
        el(out, "p", "tp-warn", _("Rating whose bestRating is not above its worstRating: Turbo shows no stars."))
        return
    share = min(max((value - worst) / (best - worst), 0.0), 1.0)
    label = r.labels["rating"].format(value=r.labels.decimal(value), best=r.labels.decimal(best))
    box = el(out, "div", "tp-rating", role="img", aria_label=label, title=label)
    stars = el(box, "span", "tp-stars", "★★★★★", aria_hidden="true")
    el(stars, "span", "tp-stars-fill", "★★★★★", style=style(width=f"{share * 100:.0f}%"))
    el(box, "span", "tp-rating-value", r.labels.decimal(value))


def _number(text: str | None) -> float | None:
    try:
        number = float((text or "").strip().replace(",", "."))
    except ValueError:
        return None
    return number if number == number and abs(number) != float("inf") else None
