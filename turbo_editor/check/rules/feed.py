"""Rules that compare items with each other or with the channel.

They run on facts the item and channel passes collected, never on the tree,
so re-checking one item costs the same in a feed of ten items or ten thousand.
"""

from __future__ import annotations

from ...vocabulary.elements import MAX_ITEMS
from . import values


def check_domain(report, link_element, link: str, channel_host: str) -> None:
    """Turbo: the item link is on the channel's site (the same host, or a subdomain of it)."""
    host = values.host_of(link)
    if not host or not channel_host:
        return
    if _bare(host) == _bare(channel_host) or host.endswith("." + _bare(channel_host)):
        return
    report.add("turbo-link-domain", link_element, value=host, site=channel_host)


def _bare(host: str) -> str:
    return host[4:] if host.startswith("www.") else host


def check_ad_refs(report, ad_refs, ad_ids) -> set:
    """Places in the page that name no channel ad network; returns the ad ids the page uses."""
    used = set()
    for ad_id, element, span in ad_refs:
        used.add(ad_id)
        if ad_id not in ad_ids:
            report.add("turbo-ad-place-unknown", element, span=span, value=ad_id,
                       known=", ".join(sorted(ad_ids)) or "—")
    return used


def check_unplaced(report, ad_ids: dict, use_counts: dict) -> None:
    for ad_id, element in ad_ids.items():
        if not use_counts.get(ad_id):
            report.add("turbo-ad-unplaced", element, "turbo-ad-id", value=ad_id)


def check_item_count(report, channel, count: int) -> None:
    if count > MAX_ITEMS:
        report.add("turbo-item-count", channel, field="item", count=count, limit=MAX_ITEMS,
                   files=-(-count // MAX_ITEMS))
