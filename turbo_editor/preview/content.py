"""Walking turbo:content: every element goes to its block's renderer, plain HTML is copied.

The content is parsed with the same lenient HTML parser as the checks use
(:func:`turbo_editor.content.fragment.parse_fragment`), so the preview reads
the page exactly as the checks do. Plain tags are copied with the attributes
Turbo allows (:mod:`turbo_editor.vocabulary.page`, which the checks read too);
a tag Turbo does not know is unwrapped, so its text still shows; a tag that can
only carry active or invisible content is dropped with everything inside.
"""

from __future__ import annotations

from lxml import etree

from ..messages import _
from ..vocabulary.page import ATTRIBUTES, EXTENDED_TAGS, PLAIN_TAGS
from . import ads, blocks, forms, media, sanitize
from .markup import append_text, el, is_element, loose_text

# Table parts Turbo renders though its tag list names only table/tr/th/td/caption.
_TABLE_PARTS = frozenset(("thead", "tbody", "tfoot"))
# Allowed tags that are rendered (or dropped) by a handler rather than copied.
_HANDLED = frozenset(("figure", "img", "video", "iframe", "button", "form", "menu", "table", "meta", "a",
                      "header", "div", "figcaption", "source"))
_BLOCK_LEVEL = frozenset(("div", "section", "aside", "main", "footer", "article", "nav", "address", "center",
                          "fieldset", "hgroup", "details", "summary", "legend"))
_COPIED_PLAIN = (PLAIN_TAGS - _HANDLED) | _TABLE_PARTS
_COPIED_EXTENDED = (EXTENDED_TAGS - _HANDLED) | _TABLE_PARTS

# Markup nested deeper than this is shown as its text: no real page nests so
# deep, and every level costs the renderer a few Python stack frames.
MAX_DEPTH = 64

# data-block values of the parts inside a block (a card of cards, an accordion's item...).
_PARTS = frozenset(("card", "more", "carousel", "snippet", "feed-item", "item", "comment", "content"))

BLOCKS = {
    "audio": media.audio,
    "gallery": media.gallery,
    "slider": media.slider,
    "share": blocks.share,
    "accordion": blocks.accordion,
    "cards": blocks.cards,
    "carousel": blocks.carousel,
    "feed": blocks.read_also,
    "fold": blocks.fold,
    "comments": blocks.comments,
    "breadcrumblist": blocks.breadcrumbs_block,
    "widget-feedback": forms.feedback_widget,
}

TAGS = {
    "figure": media.figure,
    "img": media.image_tag,
    "video": media.video,
    "iframe": media.embed,
    "button": forms.button,
    "form": forms.form,
    "menu": blocks.menu,
    "table": blocks.table,
    "a": blocks.link,
    "figcaption": media.caption,
    "header": blocks.subheader,
}


class ContentRenderer:
    """Turns parsed turbo:content into preview markup; the block modules call back into it."""

    def __init__(self, *, remote_images: bool, base_url: str | None, ad_networks, labels: dict,
                 width: str, extended: bool):
        self.remote_images = remote_images
        self.base_url = base_url
        self.ads = ads.AdIndex(ad_networks)
        self.labels = labels
        self.width = width
        self.copied = _COPIED_EXTENDED if extended else _COPIED_PLAIN
        self.depth = 0
        self.cut_deep = False       # markup past MAX_DEPTH met (and said) on this page

    # -- walking ------------------------------------------------------------

    def children(self, src: etree._Element, out: etree._Element) -> None:
        """Render ``src``'s text and children (with their tails) at the end of ``out``."""
        append_text(out, src.text)
        for child in src:
            if is_element(child):
                self.node(child, out)
            append_text(out, child.tail)

    def node(self, src: etree._Element, out: etree._Element) -> None:
        if src.tag in sanitize.DROPPED_TAGS:
            return
        if not self.enter():
            self._as_text(src, out)
            return
        try:
            self._dispatch(src, out)
        finally:
            self.depth -= 1

    def enter(self) -> bool:
        """One level deeper, if the renderer may go there (the caller then leaves it: depth -= 1)."""
        if self.depth >= MAX_DEPTH:
            return False
        self.depth += 1
        return True

    def _as_text(self, src: etree._Element, out: etree._Element) -> None:
        """Markup past MAX_DEPTH: its text, the words of its blocks kept apart, and once a page a
        note saying so (the markup itself is not drawn)."""
        if not self.cut_deep:
            self.cut_deep = True
            el(out, "p", "tp-warn", _("Markup nested more than {depth} levels deep is shown here as its text only.")
               .format(depth=MAX_DEPTH))
        append_text(out, _visible_text(src))

    def _dispatch(self, src: etree._Element, out: etree._Element) -> None:
        tag = src.tag
        if src.get("data-turbo-ad-id") is not None:
            ads.ad_place(src, out, self)
            return
        block = (src.get("data-block") or "").strip().lower()
        handler = BLOCKS.get(block)
        if handler is None and blocks.is_rating(src):
            handler = blocks.rating
        if handler is None and block and block not in _PARTS:
            el(out, "p", "tp-warn", _("Turbo has no block “{name}”: shown as plain markup.").format(
                name=src.get("data-block").strip()))
        if handler is None:
            handler = TAGS.get(tag)
        if handler is not None:
            handler(src, out, self)
        elif tag in self.copied:
            self.copy(src, out)
        else:
            # div, an unknown block or a tag Turbo does not show: keep what it says,
            # as its own block when the tag was one.
            self.children(src, el(out, "div") if tag in _BLOCK_LEVEL else out)

    def copy(self, src: etree._Element, out: etree._Element, cls: str | None = None) -> etree._Element:
        """The same element with the attributes Turbo allows on it (colspan, start, title...).

        URLs are never copied here: links and pictures have their own renderers that vet them.
        """
        node = el(out, src.tag, cls)
        for name in ATTRIBUTES.get(src.tag, ()):
            value = src.get(name)
            if value is not None and name not in ("src", "href"):
                node.set(name, value)
        self.children(src, node)
        return node

    def loose(self, src: etree._Element, out: etree._Element, where: str) -> None:
        """A note quoting the text written directly in a block laid out from its elements."""
        text = loose_text(src)
        if text:
            el(out, "p", "tp-warn", _("Text written directly in <{tag}>, outside its parts; Turbo may not show it: "
                                      "“{text}”").format(tag=where if where == "header" else "div " + where,
                                                         text=text if len(text) <= 80 else text[:79] + "…"))

    # -- values the blocks share ---------------------------------------------

    def href(self, value: str | None) -> str | None:
        return sanitize.link_url(value, self.base_url)

    def link(self, out: etree._Element, url: str | None, cls: str | None = None,
             text: str | None = None) -> etree._Element:
        """An ``<a>`` when the URL is safe to keep, else a ``<span>`` with the same look."""
        href = self.href(url)
        if href is None:
            return el(out, "span", cls, text)
        return el(out, "a", cls, text, href=href, rel="noopener noreferrer nofollow",
                  referrerpolicy="no-referrer")

    def image(self, out: etree._Element, url: str | None, *, cls: str = "tp-img", alt: str | None = None,
              width: str | None = None, height: str | None = None, ratio: str | None = None) -> etree._Element:
        return media.image(out, url, self, cls=cls, alt=alt, width=width, height=height, ratio=ratio)


# Tags whose text runs on with the words around it; any other element's text stands apart.
_INLINE = frozenset(("a", "abbr", "b", "bdi", "bdo", "cite", "code", "del", "dfn", "em", "i", "ins", "kbd", "mark",
                     "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"))


def _visible_text(src: etree._Element) -> str:
    """The text a reader would see in ``src``: none from dropped elements such as scripts, and the
    words of two blocks (paragraphs, cells) kept apart. (A walk with its own stack: the markup here
    is as deep as the parser allows, past Python's recursion.)"""
    parts = [src.text or ""]
    stack: list = [(iter(src), None)]
    while stack:
        children, owner = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            if owner is not None:
                parts.append(("" if owner.tag in _INLINE else " ") + (owner.tail or ""))
        elif is_element(child) and child.tag not in sanitize.DROPPED_TAGS:
            parts.append(("" if child.tag in _INLINE else " ") + (child.text or ""))
            stack.append((iter(child), child))
        else:
            parts.append(child.tail or "")
    return " ".join("".join(parts).split())


def render_content(body: etree._Element, out: etree._Element, renderer: ContentRenderer, *,
                   skip: etree._Element | None = None) -> None:
    """Render the content after the page header (``skip``) into ``out``."""
    append_text(out, body.text)
    for child in body:
        if child is skip:
            append_text(out, child.tail)
            continue
        if is_element(child):
            renderer.node(child, out)
        append_text(out, child.tail)
