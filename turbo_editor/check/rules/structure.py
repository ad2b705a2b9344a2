"""Which elements RSS 2.0 defines where, which may appear only once, and text where none belongs.

RSS 2.0 ("Extending RSS"): an element the spec does not describe may appear
only if it is in a namespace, so an unknown element without one is an error.
"""

from __future__ import annotations

from ...vocabulary.namespaces import XML_LANG
from ..locate import qualified_name
from . import values

# The attributes RSS 2.0 defines, by element; every other core element has none. Attributes in a
# namespace (xml:lang, an extension's own) are allowed anywhere ("Extending RSS").
ATTRIBUTES = {
    "rss": frozenset(("version",)), "category": frozenset(("domain",)),
    "cloud": frozenset(("domain", "port", "path", "registerProcedure", "protocol")),
    "enclosure": frozenset(("url", "length", "type")), "guid": frozenset(("isPermaLink",)),
    "source": frozenset(("url",)),
}
# Turbo adds item@turbo (seeds/000): "true" shows the page, "false" takes it down.
TURBO_ATTRIBUTES = {"item": frozenset(("turbo",))}
_NONE: frozenset[str] = frozenset()

CHANNEL_ONCE = frozenset((
    "title", "link", "description", "language", "copyright", "managingEditor", "webMaster",
    "pubDate", "lastBuildDate", "generator", "docs", "cloud", "ttl", "image",
    "textInput", "textinput", "skipHours", "skipDays"))
CHANNEL_MANY = frozenset(("category", "item", "rating"))
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


def check_attributes(report, element, turbo: bool = False) -> None:
    """Attributes without a namespace that RSS 2.0 does not define on this element; xml:lang's value."""
    keys = element.keys()
    if not keys:
        return
    tag = element.tag
    allowed = ATTRIBUTES.get(tag, _NONE)
    extra = TURBO_ATTRIBUTES.get(tag, _NONE) if turbo else _NONE
    for key in keys:
        if key[0] == "{":
            if key == XML_LANG:
                value = element.get(key).strip()
                if value and values.language_parts(value) is None:
                    report.add("ext-language", element, key, name="xml:lang", value=value)
        elif key not in allowed and key not in extra:
            report.add("unknown-attribute", element, key, name=qualified_name(element), attribute=key)


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
        check_attributes(report, child)
        if tag not in allowed:
            report.add("unknown-element", child, name=qualified_name(child), parent=name)
            continue
        seen[tag] = seen.get(tag, 0) + 1
        if seen[tag] == 2 and element.tag not in ("skipHours", "skipDays"):
            report.add("duplicate-element", child, name=tag, parent=name)
    for tag in required:
        if tag not in seen:
            report.add("missing-element", element, field=tag, name=tag, parent=name)
