"""Ad places: labelled boxes that name the channel's ad network for each ``data-turbo-ad-id``.

The network's own code (AdFox's script) never runs in the preview; the box
shows where Turbo will put the ad and which network fills it, or that the id
matches no ``turbo:adNetwork`` / ``yandex:adNetwork`` of the channel.
"""

from __future__ import annotations

from lxml import etree

from ..messages import N_, _
from ..vocabulary.services import AD_TYPES
from .markup import el

NETWORK_NAMES = {value.lower(): service.name for value, service in AD_TYPES.items()}
# The names above come from the vocabulary, which the window translates with Qt; the preview
# says them through gettext, so the ones that are not brands are marked here too.
TRANSLATED_NAMES = (N_("Yandex Advertising Network"),)


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
    name = NETWORK_NAMES.get(kind.lower())
    return _(name) if name is not None else kind or _("ad network without a type")


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
        el(box, "span", "tp-ad-error", _("unknown ad id"))
    else:
        _describe(box, network)
    el(box, "span", "tp-ad-id", f"turbo-ad-id: {ad_id}" if ad_id else _("turbo-ad-id: (empty)"))
    if (src.get("inpage") or "").strip().lower() == "true":
        inpage = (src.get("data-turbo-inpage-ad-id") or "").strip()
        el(box, "span", "tp-ad-detail", f"InPage {inpage}".strip())
    if hidden:
        el(box, "span", "tp-ad-detail", _("not shown on phones") if r.width == "phone" else _("not shown on desktops"))


def _hidden_on(src: etree._Element, width: str) -> bool:
    """Whether the place says its ad is not shown at this width (data-platform-mobile/-desktop="false")."""
    attribute = "data-platform-mobile" if width == "phone" else "data-platform-desktop"
    return (src.get(attribute) or "").strip().lower() == "false"


def end_of_page(out: etree._Element, r) -> None:
    """Boxes for ad networks without a turbo-ad-id, where Turbo puts them."""
    for network in r.ads.placeless():
        box = el(out, "div", "tp-ad tp-ad-end", data_network_type=(network.type or "").strip())
        el(box, "span", "tp-ad-mark", r.labels["ad"])
        _describe(box, network)
        el(box, "span", "tp-ad-id", _("no turbo-ad-id: the ad goes to the end of the page"))
