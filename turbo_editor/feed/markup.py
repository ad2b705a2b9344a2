"""Small pieces of XML writing that edits, the source and the document share."""

from __future__ import annotations

import re

from lxml import etree

from ..vocabulary.namespaces import WELL_KNOWN

_USUAL_PREFIX = {uri: prefix for prefix, uri in WELL_KNOWN.items()}

# A DOCTYPE with its internal subset, as a regular expression's text: quoted strings, comments and
# processing instructions there may hold "]", ">" and quotes ("<!-- the site's entities -->",
# <!ENTITY logo "<b>Logo</b>">). Stopping at the first "]" or ">" took the rest for the document.
# Each piece can be read one way only, and the loops never give back what they took: a subset of
# many comments and no "]" fails at once (lazy comments spanning each other took minutes).
DOCTYPE_SUBSET_ITEM = (r"""<!--(?:[^-]|-(?!->))*+-->|<\?(?:[^?]|\?(?!>))*+\?>|"[^"]*"|'[^']*'"""
                       r"""|[^\]"'<]|<(?!!--|\?)""")
DOCTYPE_SYNTAX = r"""<!DOCTYPE(?:[^\[>"']|"[^"]*"|'[^']*'|\[(?:""" + DOCTYPE_SUBSET_ITEM + r""")*+\])*+>"""
# A start or end tag, whose quoted attribute values may hold ">".
TAG_SYNTAX = r"""<(?:[^>"']|"[^"]*"|'[^']*')*>"""


def text_value(element: etree._Element) -> str | None:
    """An element's text as XML reads it: its text with that of the text nodes after comments and
    processing instructions inside it (``<author>Иван<!-- x --> Петров</author>``, a CMS's comment
    before the CDATA of turbo:content). With element children, only the leading text, as before."""
    if not len(element):
        return element.text
    parts = [element.text or ""]
    for child in element:
        if not isinstance(child, (etree._Comment, etree._ProcessingInstruction)):
            return element.text
        parts.append(child.tail or "")
    return "".join(parts)


def has_markup_children(element: etree._Element) -> bool:
    """Whether HTML is written as XML elements inside the element (a page put in turbo:content
    without CDATA): its value is then its markup, not only the text before the first child."""
    return any(isinstance(child.tag, str) for child in element)


def inner_markup(element: etree._Element) -> str:
    """Everything inside the element as text: its leading text and each child with its tail,
    written as XML writes them (the markup of a page put in without CDATA)."""
    # Written with the element, not child by child: a child alone would repeat each namespace
    # declared above it (xmlns:turbo on <header>). lxml writes ">" in attributes as &gt;.
    whole = etree.tostring(element, encoding="unicode", with_tail=False)
    return whole[whole.index(">") + 1:whole.rindex("</")] if not whole.endswith("/>") else ""


def is_cdata(element: etree._Element) -> bool:
    """Whether the element's leading text is (or starts with) a CDATA section.

    Whitespace before the section does not count: seeds/000's own example puts
    <![CDATA[ on the line after the start tag; nor do a CMS's notes (comments, processing
    instructions) before it.
    """
    # UTF-8, which CDATA keeps as it is: in ASCII every Cyrillic letter of a 5 KB page would be
    # written as a reference and the section split around it, at many times the cost. The start
    # tag ends at its first ">" (lxml writes one inside an attribute as &gt;); "/>" is an empty element.
    written = etree.tostring(element, encoding="utf-8", with_tail=False)
    end = written.index(b">")
    return written[end - 1] != 0x2F and _CDATA_FIRST.match(written, end + 1) is not None


_CDATA_FIRST = re.compile(rb"[ \t\r\n]*(?:(?:<!--.*?-->|<\?.*?\?>)[ \t\r\n]*)*<!\[CDATA\[", re.S)


def cdata_sections(value: str) -> str:
    """A value as CDATA sections: split around ``]]>``, with CRs as references between sections
    (a parser reads a CR inside CDATA as a line end)."""
    out = []
    for part in _cdata_parts(value):
        for i, chunk in enumerate(re.split("(\r+)", part)):
            if chunk:
                out.append(f"<![CDATA[{chunk}]]>" if i % 2 == 0 else "&#13;" * len(chunk))
    return "".join(out)


def _cdata_parts(text: str) -> list[str]:
    """Split so that no part contains ``]]>``: ``a]]>b`` -> ``a]]``, ``>b``."""
    pieces = text.split("]]>")
    if len(pieces) == 1:
        return pieces
    parts = [pieces[0] + "]]"]
    for piece in pieces[1:-1]:
        parts.append(">" + piece + "]]")
    parts.append(">" + pieces[-1])
    return parts


def _xml_attr(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def strip_inherited_namespaces(node, text: str) -> str:
    """Serialised alone, an element repeats every namespace declaration in scope on its start
    tag; those its parent already makes are taken out again."""
    parent = node.getparent()
    if not isinstance(node.tag, str) or parent is None or not parent.nsmap:
        return text
    end = text.index(">")
    head = text[:end]
    for prefix, uri in parent.nsmap.items():
        name = f"xmlns:{prefix}" if prefix else "xmlns"
        head = head.replace(f' {name}="{_xml_attr(uri)}"', "", 1)
    return head + text[end:]


def fragment_text(node) -> str:
    """A node and its tail as lxml's serialisation of the whole document writes them."""
    return strip_inherited_namespaces(node, etree.tostring(node, encoding="unicode", with_tail=True))


def qualified_name(node, context: etree._Element | None = None) -> str:
    """How a name is written: ``turbo:content`` for ``{http://turbo.yandex.ru}content``.

    ``node`` is an element (its own prefix, as the file writes it; "#comment"
    for a comment or PI) or a tag in Clark notation (the prefix ``context``
    declares for its namespace, else the namespace's usual prefix).
    """
    if isinstance(node, str):
        tag, prefix = node, None
        if tag.startswith("{"):
            uri = tag[1:tag.index("}")]
            if context is not None:
                prefix = next((p for p, u in context.nsmap.items() if u == uri and p), None)
            prefix = prefix or _USUAL_PREFIX.get(uri)
    else:
        tag = node.tag
        if not isinstance(tag, str):
            return "#comment"
        prefix = node.prefix
    if not tag.startswith("{"):
        return tag
    local = tag[tag.index("}") + 1:]
    return f"{prefix}:{local}" if prefix else local


def element_at_path(root: etree._Element, path: str) -> etree._Element | None:
    """The element a path in a finding's words names (``/rss/channel/item[2]/turbo:content``,
    positions counted from 1 among the siblings of that name), or None."""
    steps = [s for s in path.strip().split("/") if s]
    if not steps or steps[0] != qualified_name(root.tag, root):
        return None
    node = root
    for step in steps[1:]:
        name, _, rest = step.partition("[")
        try:
            index = int(rest.rstrip("]")) - 1 if rest else 0
        except ValueError:
            return None
        matches = [c for c in node if isinstance(c.tag, str) and qualified_name(c.tag, node) == name]
        if not 0 <= index < len(matches):
            return None
        node = matches[index]
    return node
