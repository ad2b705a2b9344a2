"""Which elements RSS 2.0 defines where, which may appear only once, and text where none belongs.

RSS 2.0 ("Extending RSS"): an element the spec does not describe may appear
only if it is in a namespace, so an unknown element without one is an error.
"""

from __future__ import annotations

from ..locate import qualified_name

CHANNEL_ONCE = frozenset((
    "title", "link", "description", "language", "copyright", "managingEditor", "webMaster",
    "pubDate", "lastBuildDate", "generator", "docs", "cloud", "ttl", "image", "rating",
    "textInput", "textinput", "skipHours", "skipDays"))
CHANNEL_MANY = frozenset(("category", "item"))
CHANNEL_REQUIRED = ("title", "link", "description")

ITEM_ONCE = frozenset(("title", "link", "description", "author", "comments", "guid", "pubDate", "source"))
ITEM_MANY = frozenset(("category", "enclosure"))
# Turbo's breadcrumbs block is written without a namespace (TURBO.md, "Item").
TURBO_ITEM_EXTRA = frozenset(("metrics",))

CHILDREN = {
    "image": (frozenset(("url", "title", "link", "width", "height", "description")), ("url", "title", "link")),
    "textInput": (frozenset(("title", "description", "name", "link")), ("title", "description", "name", "link")),
    "skipHours": (frozenset(("hour",)), ()),
    "skipDays": (frozenset(("day",)), ()),
    "cloud": (frozenset(), ()),
}
CHILDREN["textinput"] = CHILDREN["textInput"]


def check_tail(report, child, parent) -> None:
    """Text after a child element, directly inside a container that holds only elements."""
    tail = child.tail
    if tail and not tail.isspace():
        report.add("unexpected-text", parent, field=qualified_name(parent), name=qualified_name(parent),
                   text=tail.strip())


def check_container(report, element) -> None:
    """image, textInput, skipHours, skipDays, cloud: known children, each once, required ones present."""
    allowed, required = CHILDREN[element.tag]
    name = qualified_name(element)
    text = element.text
    if text and not text.isspace():
        report.add("unexpected-text", element, name=name, text=text.strip())
    seen: dict[str, int] = {}
    for child in element:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        check_tail(report, child, element)
        if tag[0] == "{":
            continue
        if tag not in allowed:
            report.add("unknown-element", child, name=qualified_name(child), parent=name)
            continue
        seen[tag] = seen.get(tag, 0) + 1
        if seen[tag] == 2 and element.tag not in ("skipHours", "skipDays"):
            report.add("duplicate-element", child, name=tag, parent=name)
    for tag in required:
        if tag not in seen:
            report.add("missing-element", element, field=tag, name=tag, parent=name)
