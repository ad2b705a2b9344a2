"""Typed views: thin wrappers that read the tree and build edits for it.

A view holds only its element. Reading a field walks the tree every time;
changing one returns an :class:`~turbo_editor.feed.edits.Edit` for
``doc.apply``. Fields are declared once per view (``FIELDS``) so the forms can
be driven by the same table.
"""

from __future__ import annotations

import html
import re
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

from lxml import etree

from ..messages import N_
from ..vocabulary.elements import (
    AD_NETWORK_TAGS,
    CHANNEL_ORDER,
    COUNTER_TAGS,
    DAY_NAMES,
    ITEM_ORDER,
    ORDERS,
)
from ..vocabulary.namespaces import ATOM_NS, TURBO_NS, WELL_KNOWN, YANDEX_NS, qn
from ..vocabulary.services import next_ad_place
from . import edits
from .dates import format_rfc822
from .edits import Batch, Edit, Insert, Remove, Replace, SetAttribute, SetText, make_element
from .errors import FeedSyntaxError, Text
from .markup import DOCTYPE_SYNTAX, has_markup_children, inner_markup, text_value
from .parse import parse_element

_kept: dict | None = None           # lookups answered while the tree stands still (lookups_kept)
_UNKNOWN = object()


_LOOKED_AT = 32          # children first_child reads itself before it leaves the rest to lxml


def first_child(node: etree._Element, tag: str) -> etree._Element | None:
    """``node.find(tag)`` for one tag, without lxml's look past the match: its search finds the
    next match in advance, so a channel's <title>, first of 10,000 children, cost a walk of all
    of them (0.3 ms, as a tag that is not there does). The first children are read here; a child
    further on is lxml's to find."""
    for n, child in enumerate(node):
        if child.tag == tag:
            return child
        if n == _LOOKED_AT:
            return node.find(tag)
    return None


@contextmanager
def lookups_kept():
    """Within it, Field.find looks each child up once: a form reads its thirty fields (and again
    for their findings) from a channel of 10,000 items, and each field missing there was a walk
    of them all, a third of a second. Nothing may change the tree meanwhile."""
    global _kept
    outer = _kept
    if outer is None:
        _kept = {}
    try:
        yield
    finally:
        if outer is None:
            _kept = None


@dataclass(frozen=True)
class Field:
    """Where a value lives: a path of child tags from the view's element, then text or an attribute."""

    path: tuple[str, ...] = ()
    attr: str | None = None
    cdata: bool = False

    def find(self, element: etree._Element) -> etree._Element | None:
        node = element
        kept = _kept
        for tag in self.path:
            if kept is None:
                child = first_child(node, tag)
            else:
                child = kept.get((node, tag), _UNKNOWN)
                if child is _UNKNOWN:
                    child = kept[node, tag] = first_child(node, tag)
            if child is None:
                return None
            node = child
        return node

    def read(self, element: etree._Element) -> str | None:
        node = self.find(element)
        if node is None:
            return None
        if self.attr:
            return node.get(self.attr)
        if has_markup_children(node):
            # A page written without CDATA, or markup put in a text field (<title>Hi <b>x</b></title>):
            # its markup is its value. Its leading text alone said the field ended before the markup.
            return inner_markup(node)
        return text_value(node) or ""

    def write(self, element: etree._Element, value: str | None) -> Edit:
        """The edit that sets the value (None removes it), creating missing elements."""
        node = element
        for depth, tag in enumerate(self.path):
            child = first_child(node, tag)
            if child is None:
                if value is None:
                    return Batch([])
                return edits.insert_child(node, self._build(self.path[depth:], value), _order(node))
            node = child
        if self.attr:
            if value is None and self.path and node.get(self.attr) is not None and _empty_but(node, self.attr):
                return Remove(_emptied(element, node))     # <enclosure/>, <cloud/>: what holds nothing goes
            return SetAttribute(node, self.attr, value)
        if value is None:
            if not self.path:
                return SetText(node, None)
            if any(name not in _QUALIFIERS for name in node.attrib):
                return SetText(node, None)      # <source url="...">: the URL is another field's
            return Remove(_emptied(element, node))
        if has_markup_children(node):
            # The markup elements become the value as the form shows it: CDATA, or escaped text.
            return edits.SetMarkupText(node, value, self.cdata)
        return SetText(node, value, True if self.cdata else None)

    def _build(self, tags: tuple[str, ...], value: str) -> etree._Element:
        top = leaf = make_element(tags[0])
        for tag in tags[1:]:
            child = make_element(tag)
            leaf.append(child)
            leaf = child
        if self.attr:
            leaf.set(self.attr, value)
        else:
            leaf.text = etree.CDATA(value) if self.cdata and value and "]]>" not in value else value
        return top


# Attributes that only say something of the element's text (a guid's isPermaLink): with the text
# gone they go too, where a value of its own (a source's url) keeps the element.
_QUALIFIERS = frozenset(("isPermaLink",))


def _empty_but(node: etree._Element, attr: str) -> bool:
    """Whether ``node`` holds nothing but the attribute ``attr``."""
    return len(node.attrib) == 1 and not len(node) and not (node.text or "").strip()


def _emptied(element: etree._Element, node: etree._Element) -> etree._Element:
    """What to remove so that ``node`` goes: itself, or the wrapper below ``element`` that holds
    nothing else (<image> when its last child goes), so no empty wrapper is left behind."""
    while True:
        parent = node.getparent()
        if parent is None or parent is element or parent.attrib or (parent.text or "").strip() \
                or len(parent) != 1:
            return node
        node = parent


def _order(element: etree._Element) -> tuple[str, ...]:
    return ORDERS.get(element.tag, ()) if isinstance(element.tag, str) else ()


class _Value:
    """A read-only attribute on a view that reads one Field."""

    def __set_name__(self, owner, name):
        self.name = name

    def __init__(self, *path: str, attr: str | None = None, cdata: bool = False):
        self.field = Field(tuple(path), attr, cdata)

    def __get__(self, view, owner=None):
        if view is None:
            return self
        return self.field.read(view.element)


class View:
    """Base of the typed views: equality is the identity of the element."""

    __slots__ = ("element",)
    FIELDS: ClassVar[dict[str, Field]]      # every _Value of the class and its bases, by name

    def __init__(self, element: etree._Element):
        self.element = element

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        fields = {}
        for base in reversed(cls.__mro__):
            fields.update({k: v.field for k, v in vars(base).items() if isinstance(v, _Value)})
        cls.FIELDS = fields

    def __eq__(self, other):
        return type(other) is type(self) and other.element is self.element

    def __hash__(self):
        return id(self.element)

    def __repr__(self):
        return f"<{type(self).__name__} line {self.element.sourceline}>"

    def get(self, name: str) -> str | None:
        return self.FIELDS[name].read(self.element)

    def set(self, name: str, value: str | None) -> Edit:
        return self.FIELDS[name].write(self.element, value)

    @property
    def line(self) -> int | None:
        return self.element.sourceline


def _children(element, tags, view):
    if isinstance(tags, str):
        tags = (tags,)
    return [view(child) for child in element.iterchildren(*tags)]


class Category(View):
    __slots__ = ()
    text = _Value()
    domain = _Value(attr="domain")


class _Spelled(View):
    """Counters and ad networks: read in both spellings, turbo: (current) or yandex: (the first one)."""

    __slots__ = ()

    @property
    def spelling(self) -> str:
        return "yandex" if etree.QName(self.element).namespace == YANDEX_NS else "turbo"


class Counter(_Spelled):
    """turbo:analytics (or the older yandex:analytics)."""

    __slots__ = ()
    type = _Value(attr="type")
    id = _Value(attr="id")
    params = _Value(attr="params")
    url = _Value(attr="url")


class AdNetwork(_Spelled):
    """turbo:adNetwork (or yandex:adNetwork); AdFox carries its code as a CDATA body."""

    __slots__ = ()
    type = _Value(attr="type")
    id = _Value(attr="id")
    turbo_ad_id = _Value(attr="turbo-ad-id")
    body = _Value(cdata=True)


class RelatedLink(View):
    __slots__ = ()
    url = _Value(attr="url")
    img = _Value(attr="img")
    text = _Value()


class Breadcrumb(View):
    __slots__ = ()
    url = _Value(attr="url")
    text = _Value(attr="text")


class Goal(View):
    """turbo:goal: a Metrica goal that a button or form reaches."""

    __slots__ = ()
    type = _Value(attr="type")
    goal_id = _Value(attr="turbo-goal-id")
    name = _Value(attr="name")
    counter_id = _Value(attr="id")


class Channel(View):
    __slots__ = ()
    title = _Value("title")
    link = _Value("link")
    description = _Value("description")
    language = _Value("language")
    copyright = _Value("copyright")
    managing_editor = _Value("managingEditor")
    web_master = _Value("webMaster")
    pub_date = _Value("pubDate")
    last_build_date = _Value("lastBuildDate")
    generator = _Value("generator")
    docs = _Value("docs")
    ttl = _Value("ttl")
    rating = _Value("rating")
    cms_plugin = _Value(qn(TURBO_NS, "cms_plugin"))
    image_url = _Value("image", "url")
    image_title = _Value("image", "title")
    image_link = _Value("image", "link")
    image_width = _Value("image", "width")
    image_height = _Value("image", "height")
    image_description = _Value("image", "description")
    cloud_domain = _Value("cloud", attr="domain")
    cloud_port = _Value("cloud", attr="port")
    cloud_path = _Value("cloud", attr="path")
    cloud_register_procedure = _Value("cloud", attr="registerProcedure")
    cloud_protocol = _Value("cloud", attr="protocol")
    text_input_title = _Value("textInput", "title")
    text_input_description = _Value("textInput", "description")
    text_input_name = _Value("textInput", "name")
    text_input_link = _Value("textInput", "link")

    @property
    def categories(self) -> list[Category]:
        return _children(self.element, "category", Category)

    @property
    def counters(self) -> list[Counter]:
        return _children(self.element, COUNTER_TAGS, Counter)

    @property
    def ad_networks(self) -> list[AdNetwork]:
        return _children(self.element, AD_NETWORK_TAGS, AdNetwork)

    @property
    def items(self) -> list[Item]:
        return _children(self.element, "item", Item)

    def item_count(self) -> int:
        return sum(1 for _ in self.element.iterchildren("item"))

    # skipHours / skipDays: edited as whole sets, as the form's toggles do.

    @property
    def skip_hours(self) -> list[str]:
        return [h.text or "" for h in self.element.iterfind("skipHours/hour")]

    @property
    def skip_days(self) -> list[str]:
        return [d.text or "" for d in self.element.iterfind("skipDays/day")]

    def set_skip_hours(self, hours) -> Edit:
        return self._set_list("skipHours", "hour", [str(h) for h in sorted(set(int(h) for h in hours))], _hour_rank)

    def set_skip_days(self, days) -> Edit:
        chosen = set(days)
        return self._set_list("skipDays", "day", [d for d in DAY_NAMES if d in chosen], _day_rank)

    def _set_list(self, tag: str, child_tag: str, values: list[str], rank) -> Edit:
        """The set ``values`` written by difference: the hours (days) that went are removed and the
        new ones inserted in order; the rest of the block, its comments and a value no toggle
        stands for ("24", "05" spelt so), stays as the file has it."""
        old = self.element.find(tag)
        if old is None:
            if not values:
                return Batch([])
            new = make_element(tag)
            for value in values:
                new.append(make_element(child_tag, text=value))
            return edits.insert_child(self.element, new, CHANNEL_ORDER)
        if not values and all(not isinstance(child.tag, str) or child.tag == child_tag and rank(child.text) is not None
                              for child in old):
            return Remove(old)
        wanted = {rank(v): v for v in values}
        children = [(child, rank(child.text)) for child in old if child.tag == child_tag]
        present = {r for _child, r in children if r is not None}
        removals = [Remove(child) for child, r in children if r is not None and r not in wanted]
        inserts = []
        for r in sorted(set(wanted) - present, reverse=True):   # from the end: each index stays true
            after = [child for child, other in children if other is not None and other < r]
            index = old.index(after[-1]) + 1 if after else (
                old.index(children[0][0]) if children else len(old))
            inserts.append(edits.Insert(old, index, make_element(child_tag, text=wanted[r])))
        return Batch(inserts + removals)

    # atom:link rel="self": the feed's own URL (RSS Best Practices, publisher guide).

    def _self_link_element(self) -> etree._Element | None:
        for link in self.element.iterchildren(qn(ATOM_NS, "link")):
            if link.get("rel") == "self":
                return link
        return None

    @property
    def self_link(self) -> str | None:
        link = self._self_link_element()
        return link.get("href") if link is not None else None

    def set_self_link(self, href: str | None) -> Edit:
        link = self._self_link_element()
        if link is not None:
            return Remove(link) if href is None else SetAttribute(link, "href", href)
        if href is None:
            return Batch([])
        new = make_element(qn(ATOM_NS, "link"), attrib={"href": href, "rel": "self", "type": "application/rss+xml"})
        return edits.insert_child(self.element, new, CHANNEL_ORDER)

    def add_category(self, text: str, domain: str | None = None) -> Edit:
        return edits.insert_child(self.element, make_element("category", text, {"domain": domain}),
                                  CHANNEL_ORDER)

    def add_counter(self, type: str, id: str | None = None, params: str | None = None,
                    url: str | None = None) -> Edit:
        return edits.add_counter(self.element, {"type": type, "id": id, "params": params, "url": url})

    def add_ad_network(self, type: str, turbo_ad_id: str | None = None, id: str | None = None,
                       body: str | None = None) -> edits.Insert:
        return edits.add_ad_network(self.element, {"type": type, "id": id, "turbo-ad-id": turbo_ad_id}, body)

    def add_item(self, item: Item | etree._Element | None = None, index: int | None = None) -> Edit:
        element = item.element if isinstance(item, View) else item
        return edits.add_item(self.element, element if element is not None else new_item_element(), index)

    def new_item(self, index: int | None = None, pub_date: str | None = None) -> edits.Insert:
        """A new Turbo item before item ``index`` (None: last), linked under the site's address,
        dated ``pub_date`` (None: now, in the computer's zone); the edit's ``element`` is the new item."""
        element = new_item_element(link=(self.link or "").strip().rstrip("/") + "/", title="", pub_date=pub_date)
        return edits.add_item(self.element, element, index)

    def add_items(self, elements: list, index: int | None = None) -> Batch:
        """Items (pasted, say) before item ``index`` (None: after the last), in their order."""
        if not elements:
            return Batch([])
        # Where the first goes, and each next one right after the one before: every position is
        # worked out before any is inserted (at the end, they all named the same place: reversed).
        first = edits.add_item(self.element, elements[0], index)
        return Batch([first] + [edits.Insert(self.element, first.index + i, element, fresh=True)
                                for i, element in enumerate(elements[1:], start=1)])

    def add_services(self, elements: list) -> Batch:
        """Counters and ad networks (pasted) after those of their kind, in their order. Every place
        is worked out on the channel as it is, and the inserts go from the last place back, so no
        insert moves the place of another."""
        planned = [(edits.insert_position(self.element, e.tag, CHANNEL_ORDER), i, e) for i, e in enumerate(elements)]
        return Batch([edits.Insert(self.element, at, e, fresh=True) for at, _i, e in sorted(planned, reverse=True,
                                                                                          key=lambda p: p[:2])])

    def new_ad_network(self) -> edits.Insert:
        """A Yandex ad network with the next free ad place (ad_place_N) and the id's prefix."""
        taken = [ad.turbo_ad_id for ad in self.ad_networks]
        return self.add_ad_network("Yandex", next_ad_place(taken), id="R-A-")


def _hour_rank(text: str | None) -> int | None:
    value = (text or "").strip()
    return int(value) if value.isdigit() and int(value) < 24 else None


def _day_rank(text: str | None) -> int | None:
    value = (text or "").strip()
    return DAY_NAMES.index(value) if value in DAY_NAMES else None


def _indent_like(new: etree._Element, old: etree._Element) -> None:
    """Lay out a replacement subtree at the depth of the element it replaces."""
    unit = edits.indent_unit(old)
    if unit:
        edits.indent_fresh(new, unit * sum(1 for _ in old.iterancestors()), unit)


def new_item_element(link: str = "", title: str = "", pub_date: str | None = None) -> etree._Element:
    """A new Turbo item: link, title, date and content with a header, ready to fill in."""
    item = make_element("item", attrib={"turbo": "true"})
    item.append(make_element("title", title or None))
    item.append(make_element("link", link or None))
    item.append(make_element("pubDate", pub_date or format_rfc822(datetime.now().astimezone().replace(microsecond=0))))
    heading = html.escape(title or "")
    item.append(make_element(qn(TURBO_NS, "content"), f"<header><h1>{heading}</h1></header><p></p>", cdata=True))
    return item


_H1 = re.compile(r"<h1\b[^>]*>(.*?)</h1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


class Item(View):
    __slots__ = ()
    turbo = _Value(attr="turbo")
    title = _Value("title")
    link = _Value("link")
    pub_date = _Value("pubDate")
    author = _Value("author")
    comments = _Value("comments")
    description = _Value("description")
    guid = _Value("guid")
    guid_is_permalink = _Value("guid", attr="isPermaLink")
    enclosure_url = _Value("enclosure", attr="url")
    enclosure_length = _Value("enclosure", attr="length")
    enclosure_type = _Value("enclosure", attr="type")
    source = _Value("source")
    source_url = _Value("source", attr="url")
    content = _Value(qn(TURBO_NS, "content"), cdata=True)
    extended_html = _Value(qn(TURBO_NS, "extendedHtml"))
    turbo_source = _Value(qn(TURBO_NS, "source"))
    turbo_topic = _Value(qn(TURBO_NS, "topic"))
    related_type = _Value(qn(YANDEX_NS, "related"), attr="type")
    breadcrumbs_schema = _Value("metrics", "yandex", attr="schema_identifier")

    @property
    def is_turbo(self) -> bool:
        return (self.turbo or "true").strip().lower() != "false"

    @property
    def categories(self) -> list[Category]:
        return _children(self.element, "category", Category)

    @property
    def goals(self) -> list[Goal]:
        return _children(self.element, qn(TURBO_NS, "goal"), Goal)

    @property
    def related_links(self) -> list[RelatedLink]:
        related = self.element.find(qn(YANDEX_NS, "related"))
        return _children(related, "link", RelatedLink) if related is not None else []

    @property
    def breadcrumbs(self) -> list[Breadcrumb]:
        return [Breadcrumb(b) for b in self.element.iterfind("metrics/yandex/breadcrumblist/breadcrumb")]

    def heading(self) -> str | None:
        """The page's h1 as plain text, from turbo:content."""
        content = self.content
        m = _H1.search(content) if content else None
        if not m:
            return None
        return html.unescape(_TAG.sub("", m.group(1))).strip() or None

    def label(self) -> str:
        """What a list shows for this item: the h1, else the title, else the link."""
        return self.heading() or (self.title or "").strip() or (self.link or "").strip() or "(untitled item)"

    def add_category(self, text: str, domain: str | None = None) -> Edit:
        return edits.insert_child(self.element, make_element("category", text, {"domain": domain}),
                                  ITEM_ORDER)

    def add_related_link(self, url: str, text: str, img: str | None = None, index: int | None = None) -> Edit:
        return edits.add_related_link(self.element, url, text, img, index)

    def add_goal(self, goal_id: str, name: str, counter_id: str, type: str = "yandex") -> Edit:
        goal = make_element(qn(TURBO_NS, "goal"), attrib={"type": type, "turbo-goal-id": goal_id,
                                                        "name": name, "id": counter_id})
        return edits.insert_child(self.element, goal, ITEM_ORDER)

    def set_breadcrumbs(self, crumbs: list[tuple[str, str]], schema_identifier: str | None = None) -> Edit:
        """Replace the metrics breadcrumbs with (url, text) pairs; an empty list removes them."""
        old = self.element.find("metrics")
        if not crumbs:
            return Remove(old) if old is not None else Batch([])
        metrics = make_element("metrics")
        yandex = make_element("yandex", attrib={"schema_identifier": schema_identifier or self.breadcrumbs_schema})
        blist = make_element("breadcrumblist")
        for url, text in crumbs:
            blist.append(make_element("breadcrumb", attrib={"url": url, "text": text}))
        yandex.append(blist)
        metrics.append(yandex)
        if old is None:
            return edits.insert_child(self.element, metrics, ITEM_ORDER)
        _indent_like(metrics, old)
        return Replace(old, metrics)

    def duplicate(self) -> Insert:
        return edits.duplicate_item(self.element)

    def move_to(self, item_index: int) -> Edit:
        return edits.move_item(self.element, item_index)


_PROLOG = re.compile(r"\A\ufeff?\s*(?:<\?xml\b[^>]*\?>\s*)?(?:" + DOCTYPE_SYNTAX + ")?", re.DOTALL)


def items_from_text(text: str) -> list[etree._Element]:
    """The <item> elements in a piece of XML (copied from this feed or another), read with the
    safe parser; the usual prefixes (turbo:, yandex:...) need no declaration. Raises
    FeedSyntaxError when the text is not XML."""
    wrapper = _pasted(text)
    items = [element for element in wrapper if element.tag == "item"]
    return items or list(wrapper.iter("item"))         # a feed's own, inside <rss><channel>


# Counters and ad networks, in either spelling: what the tree copies besides items.
SERVICE_TAGS = (qn(TURBO_NS, "analytics"), qn(YANDEX_NS, "analytics"), qn(TURBO_NS, "adNetwork"),
                qn(YANDEX_NS, "adNetwork"))


def services_from_text(text: str) -> list[etree._Element]:
    """The counters and ad networks in a piece of XML (copied from the tree, or a feed's channel),
    as items_from_text reads items."""
    wrapper = _pasted(text)
    found = [element for element in wrapper if element.tag in SERVICE_TAGS]
    return found or [e for channel in wrapper.iter("channel") for e in channel if e.tag in SERVICE_TAGS]


def _pasted(text: str) -> etree._Element:
    """A piece of XML in a wrapper element that declares the usual prefixes."""
    declarations = "".join(f' xmlns:{prefix}="{uri}"' for prefix, uri in WELL_KNOWN.items())
    # A whole feed copied from a text editor: its declaration and DOCTYPE may only open a document.
    body = _PROLOG.sub("", text, count=1)
    # The wrapper's tags on lines of their own: an error's line, less one, is the pasted text's.
    try:
        return parse_element(f"<paste{declarations}>\n{body}\n</paste>")
    except FeedSyntaxError as err:
        raise _in_pasted_text(err, body) from None


def _in_pasted_text(err: FeedSyntaxError, body: str) -> FeedSyntaxError:
    """The error of pasted text at its place in that text; one the wrapper's end tag met (an
    element left open) is said as such, without naming the wrapper."""
    lines = body.split("\n")
    line = err.line - 1
    if line > len(lines) or "paste" in err.raw:
        return FeedSyntaxError(Text(N_("the pasted text ends before an element in it is closed")),
                               len(lines), len(lines[-1]) + 1, body, kind=err.kind, raw=err.raw)
    return FeedSyntaxError(err.message, max(line, 1), err.column, body, kind=err.kind, raw=err.raw,
                           message_ru=err.message_ru)


def item_of(element: etree._Element) -> Item | None:
    """The item an element belongs to (for refreshing only that item after a change)."""
    for node in (element, *element.iterancestors()):
        if node.tag == "item":
            return Item(node)
    return None
