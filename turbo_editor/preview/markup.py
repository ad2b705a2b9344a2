"""Small helpers for building the preview tree with lxml."""

from __future__ import annotations

from lxml import etree


def el(parent: etree._Element | None, tag: str, cls: str | None = None, text: str | None = None,
       **attrs: str | None) -> etree._Element:
    """A new element (appended to ``parent`` when given); ``data_x`` becomes ``data-x``, None is left out."""
    node = etree.SubElement(parent, tag) if parent is not None else etree.Element(tag)
    if cls:
        node.set("class", cls)
    for key, value in attrs.items():
        if value is not None:
            node.set(key.rstrip("_").replace("_", "-"), str(value))
    if text:
        node.text = text
    return node


def append_text(parent: etree._Element, text: str | None) -> None:
    """Add text after whatever ``parent`` holds so far."""
    if not text:
        return
    # Not len(parent): lxml counts the children one by one, and a page of 10,000 paragraphs
    # asked it once for each piece of text between them (seconds, growing with the square).
    try:
        last = parent[-1]
    except IndexError:
        parent.text = (parent.text or "") + text
    else:
        last.tail = (last.tail or "") + text


def text_of(node: etree._Element | None) -> str:
    """The node's text with runs of whitespace collapsed, as a reader sees it (a line break is a
    space between words)."""
    if node is None:
        return ""
    if node.find(".//br") is None:
        return " ".join("".join(node.itertext()).split())
    return " ".join("".join(_text_pieces(node)).split())


def _text_pieces(node):
    if node.text:
        yield node.text
    for child in node:
        if child.tag == "br":
            yield " "
        elif isinstance(child.tag, str):
            yield from _text_pieces(child)
        if child.tail:
            yield child.tail


def style(**declarations: str | int | float | None) -> str | None:
    """Inline CSS from already vetted values; ``background_color`` becomes ``background-color``."""
    parts = [f"{name.replace('_', '-')}: {value}" for name, value in declarations.items() if value is not None]
    return "; ".join(parts) or None


def is_element(node) -> bool:
    return isinstance(node.tag, str)


def loose_text(node: etree._Element) -> str:
    """The text written directly in ``node``, its own and its children's tails: what a block laid
    out from its elements (a header, a gallery) leaves aside."""
    return " ".join(" ".join([node.text or "", *(child.tail or "" for child in node)]).split())
