"""Splitting a feed into parts of at most N items, each a whole feed of its own.

Yandex reads at most 1000 items from one Turbo feed (TURBO.md, "Channel"), so
a bigger feed is published as several. Every part is a copy of the whole
document without the other parts' items: the XML declaration's standalone
flag, the DOCTYPE, comments and processing instructions around the root, the
root's namespaces, and every channel child that is not an item (counters, ad
networks, atom:link, comments between the items, ...) in its place. Items go
to the parts in feed order and are copied unchanged, so each one is
C14N-equal to the original.
"""

from __future__ import annotations

import copy

from ..feed import FeedDocument


def part_ranges(item_count: int, max_items: int) -> list[range]:
    """Which items (0-based) each part holds: consecutive runs of at most ``max_items``."""
    if max_items < 1:
        raise ValueError(f"max_items must be at least 1, not {max_items}")
    if item_count <= max_items:
        return [range(item_count)]
    return [range(start, min(start + max_items, item_count)) for start in range(0, item_count, max_items)]


def split_document(doc: FeedDocument, ranges: list[range]) -> list[FeedDocument]:
    """One document per range; ``doc`` itself is never changed.

    A single range covering every item gives a copy of the whole document.
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
    parts = []
    for wanted in ranges:
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
            else:
                order.append(next(kept))
        for node in order:
            channel.append(node)  # moving a child to the end, in feed order, rebuilds the sequence
        if len(channel):
            # The indentation before </channel> belonged to the original's last child.
            channel[-1].tail = last_tail
        parts.append(FeedDocument(tree, encoding=doc.encoding))
    return parts
