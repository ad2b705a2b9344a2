"""Splitting a feed into parts of at most N items, each a whole feed of its own.

Yandex reads at most 1000 items from one Turbo feed (TURBO.md, "Channel"), so
a bigger feed is published as several. Every part is a copy of the whole
document without the other parts' items: the XML declaration's standalone
flag, the DOCTYPE, comments and processing instructions around the root, the
root's namespaces, and every channel child that is not an item (counters,
atom:link, comments between the items, ...) in its place. Items go to the
parts in feed order and are copied unchanged, so each one is C14N-equal to
the original.

Ad networks. A ``turbo:adNetwork`` (or ``yandex:adNetwork``) with a
``turbo-ad-id`` is shown where a page places it with ``<figure
data-turbo-ad-id="...">``; one without is shown at the end of every page
(TURBO.md, "Ad networks"). A part keeps the networks without an id, and of
those with one only the networks its own items place: a network placed only in
another part's items would be reported as unused in this one, and nothing in
the source feed could fix that. A network no item of the whole feed places is
kept in every part, as the feed has it: that warning is the feed's own.
"""

from __future__ import annotations

import copy

from lxml import etree

from ..content.fragment import parse_fragment
from ..feed import FeedDocument
from ..vocabulary.elements import AD_NETWORK_TAGS, CONTENT

AD_PLACE = "data-turbo-ad-id"


def part_ranges(item_count: int, max_items: int) -> list[range]:
    """Which items (0-based) each part holds: consecutive runs of at most ``max_items``."""
    if max_items < 1:
        raise ValueError(f"max_items must be at least 1, not {max_items}")
    if item_count <= max_items:
        return [range(item_count)]
    return [range(start, min(start + max_items, item_count)) for start in range(0, item_count, max_items)]


def placed_ad_ids(item) -> frozenset[str]:
    """The ad places (``data-turbo-ad-id``) the item's page holds, as the checks count them.

    Only a page Turbo shows places an ad: an item with ``turbo="false"`` places
    none, and only the item's first ``turbo:content`` is its page.
    """
    if (item.get("turbo") or "").strip() == "false":
        return frozenset()
    content = item.find(CONTENT)
    text = content.text if content is not None else None
    if not text or AD_PLACE not in text:
        return frozenset()
    body = parse_fragment(text)
    if body is None:
        return frozenset()
    return frozenset(node.get(AD_PLACE).strip() for node in body.iter(etree.Element) if node.get(AD_PLACE) is not None)


def ad_network_id(element) -> str | None:
    """The ``turbo-ad-id`` of a channel child that is an ad network; None for any other child."""
    if element.tag not in AD_NETWORK_TAGS:
        return None
    place = element.get("turbo-ad-id")
    return place.strip() if place is not None else None


def split_document(doc: FeedDocument, ranges: list[range]) -> list[FeedDocument]:
    """One document per range; ``doc`` itself is never changed.

    A single range covering every item gives a copy of the whole document.
    With more than one range, each part keeps only the ad networks it places
    (see the module's docstring).
    """
    source = doc.root.find("channel")
    if source is None:
        return [FeedDocument(copy.deepcopy(doc.tree), encoding=doc.encoding)]
    # Copy the document once without items; each part copies that skeleton and only its own items.
    children = list(source)
    skeleton = copy.deepcopy(doc.tree)
    skeleton_channel = skeleton.getroot().find("channel")
    for child in list(skeleton_channel):
        if child.tag == "item":
            skeleton_channel.remove(child)  # takes the whitespace after it along
    last_tail = children[-1].tail if children else None
    items = [child for child in children if child.tag == "item"]
    places = [placed_ad_ids(item) for item in items] if len(ranges) > 1 else []
    placed_anywhere = frozenset().union(*places)
    parts = []
    for wanted in ranges:
        placed_here = frozenset().union(*(places[i] for i in wanted)) if places else placed_anywhere
        tree = copy.deepcopy(skeleton)
        channel = tree.getroot().find("channel")
        kept = iter(list(channel))
        order = []
        index = 0
        for child in children:
            if child.tag == "item":
                if index in wanted:
                    order.append(copy.deepcopy(child))
                index += 1
                continue
            node = next(kept)
            ad_id = ad_network_id(child)
            if ad_id in placed_anywhere and ad_id not in placed_here:
                channel.remove(node)        # placed only by other parts' items; takes its whitespace along
                continue
            order.append(node)
        for node in order:
            channel.append(node)  # moving a child to the end, in feed order, rebuilds the sequence
        if len(channel):
            # The indentation before </channel> belonged to the original's last child.
            channel[-1].tail = last_tail
        parts.append(FeedDocument(tree, encoding=doc.encoding))
    return parts
