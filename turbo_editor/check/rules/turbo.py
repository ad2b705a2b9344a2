"""Yandex Turbo requirements outside the page HTML: counters, ad networks, item links, related links.

Sources: seeds/000 (Turbo RSS requirements) and TURBO.md, which adds what
published generators do ("practice").
"""

from __future__ import annotations

import json
import re

from ...feed.edits import is_cdata
from ...feed.markup import text_value
from ...vocabulary.elements import AD_NETWORK_TAGS, COUNTER_TAGS, EXTENDED_HTML, RELATED
from ...vocabulary.namespaces import TURBO_NS, qn
from ...vocabulary.services import AD_TYPES, COUNTER_TYPES
from ..locate import qualified_name
from ..rule import Profile
from . import values
from .common import check_blank, check_boolean, check_plain_text, check_text_only, check_url

_GOOGLE_ID = re.compile(r"^(?:UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{4,16})$")
_YANDEX_AD_ID = re.compile(r"^R-A-\d+-\d+$")
# seeds/000: "specify alphabetic IDs in the turbo-ad-id attribute. For example, first_ad_place".
_AD_PLACE_ID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")

MAX_LINK = 243
MAX_TITLE = 240


# -- channel ---------------------------------------------------------------------

def check_channel_child(report, child, facts) -> None:
    """turbo: and yandex: children of the channel."""
    if report.profile == Profile.RSS:
        return
    tag = child.tag
    if tag in COUNTER_TAGS:
        _spelling(report, child, facts)
        _counter(report, child, facts)
    elif tag in AD_NETWORK_TAGS:
        _spelling(report, child, facts)
        _ad_network(report, child, facts)
    elif tag == RELATED:
        report.add("turbo-related-placement", child)


def _spelling(report, element, facts) -> None:
    """Both spellings are accepted; a feed that mixes them for one element gets a note."""
    local = element.tag.rsplit("}", 1)[1]
    first = facts.setdefault("spellings", {}).setdefault(local, element)
    if first.tag != element.tag and not facts.setdefault("mixed", set()) & {local}:
        facts["mixed"].add(local)
        report.add("turbo-mixed-spelling", element, name=qualified_name(element), other=qualified_name(first))


def _counter(report, element, facts) -> None:
    kind = element.get("type")
    if kind is None:
        report.add("missing-attribute", element, "type", attribute="type", name=qualified_name(element))
        return
    if kind not in COUNTER_TYPES:
        guess = next((t for t in COUNTER_TYPES if t.lower() == kind.strip().lower()), None)
        if guess:
            report.add("turbo-counter-type-case", element, "type", value=kind, expected=guess)
            kind = guess
        else:
            report.add("turbo-counter-type", element, "type", value=kind, known=", ".join(COUNTER_TYPES))
            return
    counts = facts.setdefault("counter_types", {})
    counts[kind] = counts.get(kind, 0) + 1
    if counts[kind] == 2 and kind != "Yandex":
        report.add("turbo-counter-duplicate", element, "type", service=kind)
    counter_id = element.get("id")
    id_format = COUNTER_TYPES[kind].id_format
    if id_format is not None:
        if counter_id is None or not counter_id.strip():
            report.add("turbo-counter-id", element, "id", service=kind, value=counter_id or "")
        elif id_format == "digits" and not (counter_id.isascii() and counter_id.isdigit()):
            report.add("turbo-counter-id", element, "id", service=kind, value=counter_id)
        elif id_format == "google" and not _GOOGLE_ID.match(counter_id.strip()):
            report.add("turbo-counter-id", element, "id", service=kind, value=counter_id)
        elif id_format == "mediascope" and not counter_id.strip().endswith("-turbo"):
            report.add("turbo-counter-mediascope", element, "id", value=counter_id)
    elif counter_id is not None and counter_id.strip():
        report.add("turbo-counter-id-unused", element, "id", service=kind, value=counter_id)
    params = element.get("params")
    if kind == "Yandex" and params is not None:
        try:
            ok = isinstance(json.loads(params), dict)
        except ValueError:
            ok = False
        if not ok:
            report.add("turbo-counter-params", element, "params", value=params)
    if kind == "custom":
        check_url(report, element, "url")


def _ad_network(report, element, facts) -> None:
    kind = element.get("type")
    if kind is None:
        report.add("missing-attribute", element, "type", attribute="type", name=qualified_name(element))
    elif kind not in AD_TYPES:
        report.add("turbo-ad-type", element, "type", value=kind)
    elif kind == "Yandex":
        ad_id = element.get("id")
        if ad_id is None or not _YANDEX_AD_ID.match(ad_id.strip()):
            report.add("turbo-ad-yandex-id", element, "id", value=ad_id or "")
    elif not (text_value(element) or "").strip() or not is_cdata(element):
        report.add("turbo-ad-adfox-body", element)
    place = element.get("turbo-ad-id")
    if place is None:
        # Without turbo-ad-id the ad goes to the end of every page: a second one of the same
        # kind is the repeat seeds/000 means by "the element is added once".
        unplaced = facts.setdefault("unplaced_ads", {})
        if kind in unplaced:
            report.add("turbo-ad-network-once", element, name=qualified_name(element), type=kind or "")
        else:
            unplaced[kind] = element
        return
    place = place.strip()
    if not _AD_PLACE_ID.match(place):
        report.add("turbo-ad-id-format", element, "turbo-ad-id", value=place)
    if place in facts["ad_ids"]:
        report.add("turbo-ad-id-duplicate", element, "turbo-ad-id", value=place)
    else:
        facts["ad_ids"][place] = element


# -- items -----------------------------------------------------------------------

def check_item_attribute(report, item) -> bool:
    """item@turbo: "true" publishes the page, "false" takes it down; returns whether it is shown."""
    value = item.get("turbo")
    if value is None:
        report.add("turbo-attribute-missing", item, "turbo")
        return True
    value = check_boolean(report, item, "turbo")
    if value == "false":
        report.add("turbo-disabled", item, "turbo")
        return False
    return True


def check_link(report, element, value: str) -> None:
    """The item link as Turbo wants it: http(s), at most 243 ASCII characters."""
    if not value:
        return
    # A relative link is already url-relative, which says to write the full https:// address.
    if values.url_problem(value) != values.RELATIVE and values.scheme_of(value) not in ("http", "https"):
        report.add("turbo-link-scheme", element, value=value)
    # Letters beyond ASCII are url-iri (common.check_url); the limit counts the encoded form.
    if value.isascii() and len(value) > MAX_LINK:
        report.add("turbo-link-length", element, length=len(value), limit=MAX_LINK)


def check_title_length(report, element, text: str, what: str, where=None) -> None:
    """``where``: for the h1 inside turbo:content, a function giving its span (asked only when shown)."""
    if len(text) > MAX_TITLE:
        report.add("turbo-title-length", element, span=where, name=what, length=len(text),
                   limit=MAX_TITLE)


def check_item_child(report, child) -> None:
    """turbo: and yandex: children of an item other than turbo:content."""
    tag = child.tag
    if tag == RELATED:
        _related(report, child)
    elif tag == EXTENDED_HTML:
        check_boolean(report, child)
    elif tag == qn(TURBO_NS, "source"):
        check_url(report, child, optional=True)
    elif tag == qn(TURBO_NS, "topic"):
        if not check_blank(report, child):
            check_plain_text(report, child)


def _related(report, element) -> None:
    kind = element.get("type")
    if kind is not None and kind != "infinity":
        report.add("turbo-related-type", element, "type", value=kind)
    for link in element:
        if link.tag != "link":
            continue
        url = link.get("url")
        if url is None or values.url_problem(url):
            report.add("turbo-related-url", link, "url", value=url or "")
        img = link.get("img")
        if img is not None and values.url_problem(img):
            report.add("turbo-related-url", link, "img", value=img)
        text = link.text or ""
        if check_text_only(report, link):
            continue
        if values.html_markup(text):
            report.add("turbo-related-html", link, markup=values.html_markup(text))
        elif not text.strip():
            report.add("blank-element", link, name="link")


def check_breadcrumbs(report, metrics) -> None:
    for crumb in metrics.iter("breadcrumb"):
        check_url(report, crumb, "url")
