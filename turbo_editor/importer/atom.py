"""An Atom feed (RFC 4287) read as the RSS 2.0 feed that says the same, for the importer.

Jekyll's feed plugin, Blogger and many static site generators publish Atom rather than RSS.
The import makes its pages from RSS elements, so an Atom feed is first written as RSS in
memory, element by element:

============================  =====================================================
Atom                          RSS 2.0 read by the import
============================  =====================================================
feed/title, subtitle          channel/title, description (``type="html"`` is markup)
feed/link rel="alternate"     channel/link (``xml:base`` applied)
feed/@xml:lang                channel/language
feed/updated, rights          channel/lastBuildDate, copyright
feed/generator, category      channel/generator, category
entry                         item
entry/title                   item/title
entry/link rel="alternate"    item/link; ``rel="enclosure"`` an enclosure
entry/id                      item/guid (a permalink when it is the link)
entry/author/name             item/author
entry/category/@term          item/category (``@scheme`` its domain)
entry/content                 content:encoded (as HTML: ``type="text"`` escaped,
                              ``type="xhtml"`` its div's markup), its xml:base kept
entry/summary                 description, when there is no content
============================  =====================================================

Everything else stays as it is in the Atom namespace (``published``, ``updated``,
``contributor``, ``media:*`` ...): the import reads the dates and the media it knows
there and reports the rest as dropped, as it does for any RSS feed.
"""

from __future__ import annotations

import re
from copy import deepcopy
from html import escape

from lxml import etree

from ..vocabulary.namespaces import ATOM_NS, CONTENT_NS, XML_BASE, XML_LANG
from .page import join_url

ATOM_FEED = f"{{{ATOM_NS}}}feed"
_ATOM = f"{{{ATOM_NS}}}"
_XHTML = "{http://www.w3.org/1999/xhtml}"
_PARAGRAPH = re.compile(r"\n\s*\n")


def rss_from_atom(feed) -> etree._Element:
    """The ``<rss>`` element an Atom ``<feed>`` element says the same as (a new tree)."""
    rss = etree.Element("rss", version="2.0", nsmap={"atom": ATOM_NS, "content": CONTENT_NS})
    channel = etree.SubElement(rss, "channel")
    used: set = set()                       # the feed's children read here; the rest is copied
    _text_child(channel, "title", _text_construct(_take(feed, "title", used), markup=False))
    link = _alternate(feed)
    if link is not None:
        used.add(link)
        _text_child(channel, "link", _href(link))
    _text_child(channel, "description", _text_construct(_take(feed, "subtitle", used), markup=False))
    language = feed.get(XML_LANG)
    if language:
        _text_child(channel, "language", language)
    _text_child(channel, "lastBuildDate", _plain(_take(feed, "updated", used)))
    _text_child(channel, "copyright", _text_construct(_take(feed, "rights", used), markup=False))
    _text_child(channel, "generator", _plain(_take(feed, "generator", used)))
    for category in feed.iterchildren(_ATOM + "category"):
        used.add(category)
        _category(channel, category)
    for child in feed:
        if isinstance(child.tag, str) and child not in used and child.tag != _ATOM + "entry":
            channel.append(_copy(child))            # reported as dropped by the import
    for entry in feed.iterchildren(_ATOM + "entry"):
        channel.append(_item(entry))
    return rss


def _item(entry):
    item = etree.Element("item")
    used: set = set()                       # the entry's children read here; the rest is copied
    _text_child(item, "title", _text_construct(_take(entry, "title", used), markup=False))
    alternate = _alternate(entry)
    link = ""
    if alternate is not None:
        used.add(alternate)
        link = _href(alternate)
        _text_child(item, "link", link)
    identity = _plain(_take(entry, "id", used))
    if identity:
        guid = _text_child(item, "guid", identity)
        if identity != link:
            guid.set("isPermaLink", "false")
    author = next((a for a in entry.iterchildren(_ATOM + "author") if _plain(a.find(_ATOM + "name"))), None)
    if author is not None:
        used.add(author)
        _text_child(item, "author", _plain(author.find(_ATOM + "name")))
        rest = [c for c in author if isinstance(c.tag, str) and c.tag != _ATOM + "name"]
        if rest:
            # The name is the item's author; what else the entry says of the author is reported.
            extra = _copy(author)
            for child in extra.iterchildren(_ATOM + "name"):
                extra.remove(child)
            item.append(extra)
    for category in entry.iterchildren(_ATOM + "category"):
        used.add(category)
        _category(item, category)
    for enclosure in entry.iterchildren(_ATOM + "link"):
        if (enclosure.get("rel") or "").strip() == "enclosure" and (enclosure.get("href") or "").strip():
            used.add(enclosure)
            etree.SubElement(item, "enclosure", url=_href(enclosure), type=enclosure.get("type") or "",
                             length=enclosure.get("length") or "0")
    content = entry.find(_ATOM + "content")
    page = _text_construct(content, markup=True) if content is not None and content.get("src") is None else ""
    if page.strip():
        used.add(content)
        encoded = _text_child(item, f"{{{CONTENT_NS}}}encoded", page)
        if content.base:
            encoded.set(XML_BASE, content.base)    # what its relative URLs are relative to
    else:
        # No content here (or it is elsewhere, or no page): the summary is the page. Beside
        # content it stays atom:summary, and the report names it so when it says it was dropped.
        summary = _take(entry, "summary", used)
        description = _text_child(item, "description", _text_construct(summary, markup=True))
        if description is not None and summary.base:
            description.set(XML_BASE, summary.base)
    for child in entry:
        if isinstance(child.tag, str) and child not in used:
            item.append(_copy(child))               # reported as dropped by the import
    return item


def _take(parent, name: str, used: set):
    """The parent's first Atom child of this name, noted as read."""
    element = parent.find(_ATOM + name)
    if element is not None:
        used.add(element)
    return element


def _text_construct(element, *, markup: bool) -> str:
    """An Atom text construct's value: as HTML when ``markup`` (a page), else as plain text
    (``type="html"`` is left as markup for the import to read as plain text and report)."""
    if element is None:
        return ""
    kind = (element.get("type") or "text").strip().lower()
    kind = {"text/html": "html", "application/xhtml+xml": "xhtml"}.get(kind, kind)
    if kind not in ("text", "html", "xhtml"):
        # Content given as a media type (RFC 4287, 4.1.3): text of it is text; anything else (an
        # image in base64, say) is no page.
        if not kind.startswith("text/"):
            return ""
        kind = "text"
    if kind == "xhtml":
        div = next(element.iterchildren(etree.Element), None)
        if div is None:
            return element.text or ""
        if not markup:
            return " ".join("".join(div.itertext()).split())
        return _xhtml_inner(div)
    text = element.text or ""
    if kind == "text" and markup:
        # Text, shown as it is: its paragraphs (split at blank lines) as <p>.
        return "".join(f"<p>{escape(' '.join(part.split()), quote=False)}</p>"
                       for part in _PARAGRAPH.split(text) if part.strip())
    return text


def _xhtml_inner(div) -> str:
    """What an XHTML div holds, as HTML: its elements taken out of the XHTML namespace (whatever
    prefix the feed gave it) before they are written."""
    copy = deepcopy(div)
    for node in copy.iter(etree.Element):
        if node.tag.startswith(_XHTML):
            node.tag = node.tag[len(_XHTML):]
    etree.cleanup_namespaces(copy)
    return escape(copy.text or "", quote=False) + "".join(
        etree.tostring(child, method="html", encoding="unicode", with_tail=True) for child in copy)


def _alternate(element):
    """The element's alternate link (RFC 4287: a link with no rel is one), an HTML page first."""
    found = [link for link in element.iterchildren(_ATOM + "link")
             if (link.get("rel") or "alternate").strip() == "alternate" and (link.get("href") or "").strip()]
    found.sort(key=lambda link: (link.get("type") or "text/html").split(";")[0].strip().lower()
               not in ("text/html", "application/xhtml+xml"))
    return found[0] if found else None


def _href(link) -> str:
    """A link's address with the xml:base in force where it stands applied; still relative when
    the bases are (the import resolves it against the site then)."""
    href = (link.get("href") or "").strip()
    base = link.base
    return join_url(base, href) if base else href


def _category(parent, category) -> None:
    term = (category.get("term") or category.get("label") or "").strip()
    if term:
        element = _text_child(parent, "category", term)
        scheme = (category.get("scheme") or "").strip()
        if scheme:
            element.set("domain", scheme)


def _plain(element) -> str:
    return " ".join((element.text or "").split()) if element is not None else ""


def _text_child(parent, tag: str, text: str):
    if not text:
        return None
    element = etree.SubElement(parent, tag)
    element.text = text
    return element


def _copy(element):
    copy = deepcopy(element)
    copy.tail = None
    return copy
