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
from ..feed import FeedDocument, FeedError, encoding as enc, load_bytes
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
    (see the module's docstring). A comment or processing instruction right
    before an item (nothing but white space between) goes with that item
    (see ``_item_of_each_piece``).

    A document read from a file gives parts cut from its text: what nobody
    edited is written byte for byte as the file has it (line ends, quotes,
    references); one built in code, parts built from its tree.
    """
    from_text = _split_text(doc, ranges)
    if from_text is not None:
        return from_text
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
    placed_elsewhere = _placed_only_elsewhere([child for child in children if child.tag == "item"], ranges)
    parts = []
    for wanted, elsewhere in zip(ranges, placed_elsewhere):
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
            if ad_network_id(child) in elsewhere:
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


def _placed_only_elsewhere(items: list, ranges: list[range]) -> list[frozenset[str]]:
    """For each part, the ad places that only other parts' items hold: its networks for them are
    left out (see the module's docstring). One part keeps every network."""
    if len(ranges) == 1:
        return [frozenset()]
    places = [placed_ad_ids(item) for item in items]
    anywhere = frozenset().union(*places)
    return [anywhere - frozenset().union(*(places[i] for i in wanted)) for wanted in ranges]


def _split_text(doc: FeedDocument, ranges: list[range]) -> list[FeedDocument] | None:
    """The parts as texts cut from the document's own at its channel's children, read back; None
    when the document has no text of its own or its pieces do not add up to it."""
    if doc.source is None or doc.root.find("channel") is None:
        return None
    layout = doc.channel_layout()
    if layout is None:
        return None
    head, pieces, foot = layout
    owner = _item_of_each_piece(pieces)
    placed_elsewhere = _placed_only_elsewhere([node for node, _text in pieces if node.tag == "item"], ranges)
    last_gap = _gap(pieces[-1][1])
    codec = enc.python_codec(doc.save_encoding)
    parts = []
    for wanted, elsewhere in zip(ranges, placed_elsewhere):
        kept = []
        for node, text in pieces:
            item = owner.get(id(node))
            if item is not None and item not in wanted:
                continue
            if ad_network_id(node) in elsewhere:
                continue                    # placed only by other parts' items
            kept.append(text)
        if kept:                            # the white space before </channel> is the last child's
            kept[-1] = kept[-1][:len(kept[-1]) - len(_gap(kept[-1]))] + last_gap
        try:
            data = (head + "".join(kept) + foot).encode(codec)
            part = load_bytes(data, encoding=doc.save_encoding)
        except (UnicodeEncodeError, FeedError):
            return None                     # not expected: the tree's way then
        parts.append(part)
    return parts


def _item_of_each_piece(pieces: list) -> dict[int, int]:
    """For each item, and each comment or processing instruction that goes with one: the item's
    number (0-based), by ``id`` of the node. A note on the line an item ends on (``</item> <!--
    end -->``) is that item's; notes on lines of their own right before an item are that item's,
    except those before the first item, the whole list's heading (kept in every part), unless the
    second item has notes of its own too ("<!-- item 1 -->", "<!-- item 2 -->")."""
    owner: dict[int, int] = {}
    notes_of: dict[int, list] = {}
    items = [i for i, (node, _text) in enumerate(pieces) if node.tag == "item"]
    number = {i: n for n, i in enumerate(items)}
    for i, (node, _text) in enumerate(pieces):
        if node.tag == "item":
            owner[id(node)] = number[i]
            continue
        if isinstance(node.tag, str):
            continue
        own_line = i == 0 or any(c in _gap(pieces[i - 1][1]) for c in "\r\n")
        if not own_line:                        # after something on its line: that one's, if an item
            before = pieces[i - 1][0]
            if id(before) in owner:
                owner[id(node)] = owner[id(before)]
            continue
        following = next((j for j in range(i + 1, len(pieces)) if pieces[j][0].tag == "item"
                          or isinstance(pieces[j][0].tag, str)), None)
        if following is not None and pieces[following][0].tag == "item":
            notes_of.setdefault(number[following], []).append(node)
    if 0 in notes_of and 1 not in notes_of:
        del notes_of[0]
    for item, notes in notes_of.items():
        for note in notes:
            owner[id(note)] = item
    return owner


def _gap(text: str) -> str:
    """The white space a piece ends with (the indentation before the next child)."""
    return text[len(text.rstrip(" \t\r\n")):]
