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
                              ``type="xhtml"`` its div's markup)
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
from urllib.parse import urljoin

from lxml import etree

from ..vocabulary.namespaces import ATOM_NS, CONTENT_NS

ATOM_FEED = f"{{{ATOM_NS}}}feed"
_ATOM = f"{{{ATOM_NS}}}"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_PARAGRAPH = re.compile(r"\n\s*\n")


def rss_from_atom(feed) -> etree._Element:
    """The ``<rss>`` element an Atom ``<feed>`` element says the same as (a new tree)."""
    rss = etree.Element("rss", version="2.0", nsmap={"atom": ATOM_NS, "content": CONTENT_NS})
    channel = etree.SubElement(rss, "channel")
    _text_child(channel, "title", _text_construct(feed.find(_ATOM + "title"), markup=False))
    link = _link(feed, "alternate")
    if link:
        _text_child(channel, "link", link)
    _text_child(channel, "description", _text_construct(feed.find(_ATOM + "subtitle"), markup=False))
    language = feed.get(_XML_LANG)
    if language:
        _text_child(channel, "language", language)
    mapped = {"title", "subtitle", "entry", "link", "updated", "rights", "generator", "category"}
    _text_child(channel, "lastBuildDate", _plain(feed.find(_ATOM + "updated")))
    _text_child(channel, "copyright", _text_construct(feed.find(_ATOM + "rights"), markup=False))
    _text_child(channel, "generator", _plain(feed.find(_ATOM + "generator")))
    for category in feed.iterchildren(_ATOM + "category"):
        _category(channel, category)
    for child in feed:
        if isinstance(child.tag, str) and not (child.tag.startswith(_ATOM) and child.tag[len(_ATOM):] in mapped):
            channel.append(_copy(child))            # reported as dropped by the import
    for entry in feed.iterchildren(_ATOM + "entry"):
        channel.append(_item(entry))
    return rss


def _item(entry):
    item = etree.Element("item")
    _text_child(item, "title", _text_construct(entry.find(_ATOM + "title"), markup=False))
    link = _link(entry, "alternate")
    if link:
        _text_child(item, "link", link)
    identity = _plain(entry.find(_ATOM + "id"))
    if identity:
        guid = _text_child(item, "guid", identity)
        if identity != link:
            guid.set("isPermaLink", "false")
    for author in entry.iterchildren(_ATOM + "author"):
        name = _plain(author.find(_ATOM + "name"))
        if name:
            _text_child(item, "author", name)
            break
    for category in entry.iterchildren(_ATOM + "category"):
        _category(item, category)
    for enclosure in entry.iterchildren(_ATOM + "link"):
        if (enclosure.get("rel") or "").strip() == "enclosure" and (enclosure.get("href") or "").strip():
            etree.SubElement(item, "enclosure", url=_href(enclosure), type=enclosure.get("type") or "",
                             length=enclosure.get("length") or "0")
    content = entry.find(_ATOM + "content")
    page = _text_construct(content, markup=True) if content is not None and content.get("src") is None else ""
    mapped = {"title", "link", "id", "author", "category", "content"}
    if page.strip():
        _text_child(item, f"{{{CONTENT_NS}}}encoded", page)
    else:
        # No content here: the summary is the page. Beside content it stays atom:summary, and the
        # report names it so when it says it was dropped.
        _text_child(item, "description", _text_construct(entry.find(_ATOM + "summary"), markup=True))
        mapped.add("summary")
    for child in entry:
        if not isinstance(child.tag, str):
            continue
        if child.tag.startswith(_ATOM) and child.tag[len(_ATOM):] in mapped:
            if child.tag == _ATOM + "content" and not page.strip():
                item.append(_copy(child))           # elsewhere (src), or not a page: reported dropped
            continue
        item.append(_copy(child))
    return item


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
        inner = escape(div.text or "", quote=False) + "".join(
            etree.tostring(child, method="html", encoding="unicode") for child in div)
        return _without_xhtml_namespace(inner)
    text = element.text or ""
    if kind == "text" and markup:
        # Text, shown as it is: its paragraphs (split at blank lines) as <p>.
        return "".join(f"<p>{escape(' '.join(part.split()), quote=False)}</p>"
                       for part in _PARAGRAPH.split(text) if part.strip())
    return text


def _without_xhtml_namespace(html: str) -> str:
    return html.replace(' xmlns="http://www.w3.org/1999/xhtml"', "").replace("html:", "")


def _link(element, rel: str) -> str:
    """The address of the element's link of this relation (an HTML page preferred)."""
    found = [link for link in element.iterchildren(_ATOM + "link")
             if (link.get("rel") or "alternate").strip() == rel and (link.get("href") or "").strip()]
    found.sort(key=lambda link: (link.get("type") or "text/html") != "text/html")
    return _href(found[0]) if found else ""


def _href(link) -> str:
    """A link's address, made absolute by the xml:base in force where it stands."""
    href = (link.get("href") or "").strip()
    base = link.base
    return urljoin(base, href) if base and base.startswith(("http://", "https://")) else href


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
