"""RSS 2.0 and Turbo elements: the order they are written in, the tags the editor groups, and
Turbo's limits (RSS 2.0 specification; TURBO.md, "Channel" and "Item")."""

from __future__ import annotations

from .namespaces import ATOM_NS, TURBO_NS, YANDEX_NS, qn

# Where a new child goes: after the last sibling that comes before it in this order.
CHANNEL_ORDER = (
    "title", "link", "description", "language", "copyright", "managingEditor", "webMaster",
    "pubDate", "lastBuildDate", "category", "generator", "docs", "cloud", "ttl", "image",
    "rating", "textInput", "skipHours", "skipDays", qn(ATOM_NS, "link"),
    qn(TURBO_NS, "cms_plugin"), qn(YANDEX_NS, "analytics"), qn(TURBO_NS, "analytics"),
    qn(YANDEX_NS, "adNetwork"), qn(TURBO_NS, "adNetwork"), "item",
)
ITEM_ORDER = (
    qn(TURBO_NS, "extendedHtml"), "title", "link", qn(TURBO_NS, "source"), qn(TURBO_NS, "topic"), "pubDate",
    "author", "category", "comments", "enclosure", "guid", "source", "description", "metrics",
    qn(YANDEX_NS, "related"), qn(TURBO_NS, "goal"), qn(TURBO_NS, "content"),
)
IMAGE_ORDER = ("url", "title", "link", "width", "height", "description")
TEXTINPUT_ORDER = ("title", "description", "name", "link")
ORDERS = {"channel": CHANNEL_ORDER, "item": ITEM_ORDER, "image": IMAGE_ORDER, "textInput": TEXTINPUT_ORDER}

DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")   # skipDays

# Both spellings are accepted: turbo: is current, yandex: the one older feeds use.
COUNTER_TAGS = (qn(TURBO_NS, "analytics"), qn(YANDEX_NS, "analytics"))
AD_NETWORK_TAGS = (qn(TURBO_NS, "adNetwork"), qn(YANDEX_NS, "adNetwork"))
CONTENT = qn(TURBO_NS, "content")
EXTENDED_HTML = qn(TURBO_NS, "extendedHtml")
RELATED = qn(YANDEX_NS, "related")

MAX_ITEMS = 1000            # Yandex reads at most this many items from one Turbo feed
