"""Ad places: labelled boxes that name the channel's ad network for each ``data-turbo-ad-id``.

The network's own code (AdFox's script) never runs in the preview; the box
shows where Turbo will put the ad and which network fills it, or that the id
matches no ``turbo:adNetwork`` / ``yandex:adNetwork`` of the channel.
"""

from __future__ import annotations

from lxml import etree

from ..vocabulary.services import AD_TYPES
from .markup import el

NETWORK_NAMES = {value.lower(): service.name for value, service in AD_TYPES.items()}


class AdIndex:
    """The channel's ad networks by turbo-ad-id (the first one wins, as a duplicate id is an error)."""

    def __init__(self, networks):
        self.networks = list(networks)
        self.by_id = {}
        for network in self.networks:
            key = (network.turbo_ad_id or "").strip()
            if key:
                self.by_id.setdefault(key, network)

    def find(self, ad_id: str | None):
        return self.by_id.get((ad_id or "").strip())

    def placeless(self) -> list:
        """Networks without a turbo-ad-id: Turbo puts their ad at the end of the page."""
        return [n for n in self.networks if not (n.turbo_ad_id or "").strip()]


def network_name(network) -> str:
    kind = (network.type or "").strip()
    return NETWORK_NAMES.get(kind.lower(), kind or "ad network without a type")


def _describe(box: etree._Element, network) -> None:
    el(box, "span", "tp-ad-network", network_name(network))
    block = (network.id or "").strip()
    if block:
        el(box, "span", "tp-ad-detail", block)


def ad_place(src: etree._Element, out: etree._Element, r) -> None:
    ad_id = (src.get("data-turbo-ad-id") or "").strip()
    network = r.ads.find(ad_id)
    classes = ["tp-ad"]
    if network is None:
        classes.append("tp-ad-unknown")
    hidden = _hidden_on(src, r.width)
    if hidden:
        classes.append("tp-ad-hidden")
    box = el(out, "div", " ".join(classes), data_turbo_ad_id=ad_id,
             data_network_type=(network.type or "").strip() if network is not None else None)
    el(box, "span", "tp-ad-mark", r.labels["ad"])
    if network is None:
        el(box, "span", "tp-ad-error", "unknown ad id")
    else:
        _describe(box, network)
    el(box, "span", "tp-ad-id", f"turbo-ad-id: {ad_id}" if ad_id else "turbo-ad-id: (empty)")
    if (src.get("inpage") or "").strip().lower() == "true":
        inpage = (src.get("data-turbo-inpage-ad-id") or "").strip()
        el(box, "span", "tp-ad-detail", f"InPage {inpage}".strip())
    if hidden:
        el(box, "span", "tp-ad-detail", f"not shown on {hidden}")


def _hidden_on(src: etree._Element, width: str) -> str | None:
    attribute, name = ("data-platform-mobile", "phones") if width == "phone" else ("data-platform-desktop", "desktops")
    return name if (src.get(attribute) or "").strip().lower() == "false" else None


def end_of_page(out: etree._Element, r) -> None:
    """Boxes for ad networks without a turbo-ad-id, where Turbo puts them."""
    for network in r.ads.placeless():
        box = el(out, "div", "tp-ad tp-ad-end", data_network_type=(network.type or "").strip())
        el(box, "span", "tp-ad-mark", r.labels["ad"])
        _describe(box, network)
        el(box, "span", "tp-ad-id", "no turbo-ad-id: the ad goes to the end of the page")
