"""An RSS 2.0 feed (WordPress, Ghost, Hugo, Jekyll, a podcast host) made a Turbo feed, with a report.

The source is read with the editor's own loader (any of the three encodings, the same
limits on hostile input), and a new feed is written from what it says: the channel's
title, link, one-sentence description and language; per item ``turbo="true"``, title,
link, guid, RFC 822 pubDate, author, categories, enclosure and a ``turbo:content`` made
from its own turbo:content, else content:encoded, else yandex:full-text, else description,
else itunes:summary, by :class:`~.page.PageBuilder`. Nothing is invented:
an item without a link is left out and said so, and what the importer could
not settle is reported for a person.
"""

from __future__ import annotations

import mimetypes
import re
from dataclasses import dataclass
from datetime import UTC, timedelta, timezone
from html import escape, unescape
from urllib.parse import urlsplit

from lxml import etree

from ..feed import FeedDocument, FeedError, encoding as enc, load_bytes
from ..feed.dates import DateError, normalize, parse_rfc822
from ..messages import _, ngettext
from ..vocabulary.namespaces import ATOM_NS, CONTENT_NS, DC_NS, MEDIA_NS, TURBO_NS, XML_BASE, YANDEX_NS
from .atom import ATOM_FEED, rss_from_atom
from .page import PageBuilder, html_text, join_url, scheme, uri_from_iri
from .report import (
    ABSOLUTE,
    ATTENTION,
    ATTRIBUTE,
    DROPPED,
    LEFT_OUT,
    REWRITTEN,
    Changes,
    ImportReport,
    ItemReport,
    shorten,
)

ITUNES_NS = "http://www.itunes.com/dtds/podcast-1.0.dtd"
_PREFIXES = {ATOM_NS: "atom", DC_NS: "dc", CONTENT_NS: "content", MEDIA_NS: "media", ITUNES_NS: "itunes",
             TURBO_NS: "turbo", YANDEX_NS: "yandex", "http://purl.org/rss/1.0/modules/slash/": "slash",
             "http://wellformedweb.org/CommentAPI/": "wfw", "http://purl.org/rss/1.0/modules/syndication/": "sy"}

# Channel elements of RSS 2.0 written again as they are (dates normalised); the rest is reported.
_CHANNEL_KEPT = ("copyright", "managingEditor", "webMaster", "pubDate", "lastBuildDate", "category",
                 "generator", "docs", "ttl", "image", "rating", "skipHours", "skipDays")
# A Turbo feed imported again: its counters, ad networks and the item's Turbo elements are the
# publisher's settings, written again as they are.
_CHANNEL_TURBO = ("turbo:analytics", "yandex:analytics", "turbo:adNetwork", "yandex:adNetwork")
_DECLARED = (YANDEX_NS, MEDIA_NS, TURBO_NS)        # the output's root declares these, and only these
_ITEM_TURBO = ("turbo:source", "turbo:topic", "turbo:extendedHtml", "metrics", "yandex:related", "turbo:goal")
_DATES = ("pubDate", "lastBuildDate")
EARLIEST_YEAR = 1991          # no web page is older
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[\"«„“(]?[A-ZА-ЯЁ0-9])")


class ImportProblem(FeedError):
    """The input cannot be made a Turbo feed at all (not RSS, no channel, no address)."""


@dataclass
class Imported:
    """The Turbo feed as text (its declaration naming ``encoding``) and as the bytes to save."""

    text: str
    data: bytes
    encoding: str
    report: ImportReport


def import_bytes(data: bytes, *, source: str = "feed", base_url: str | None = None,
                 encoding: str | None = None) -> Imported:
    """Make the feed in ``data`` a Turbo feed. Loading errors (FeedSyntaxError, FeedEncodingError,
    FeedTooLargeError) propagate; ImportProblem when it is no RSS 2.0 feed or has no address."""
    doc = load_bytes(data, source=source)
    return import_document(doc, source=source, base_url=base_url, encoding=encoding)


def import_document(doc: FeedDocument, *, source: str = "feed", base_url: str | None = None,
                    encoding: str | None = None) -> Imported:
    if base_url is not None and scheme(base_url) not in ("http", "https"):
        raise ImportProblem(_("--base-url {url} is not an absolute http(s) address such as "
                              "https://example.com/").format(url=base_url))
    root = doc.root
    atom = isinstance(root.tag, str) and root.tag == ATOM_FEED
    if atom:
        root = rss_from_atom(root)
    if not isinstance(root.tag, str) or root.tag != "rss":
        name = etree.QName(root).localname if isinstance(root.tag, str) else "?"
        raise ImportProblem(_("{source} is neither an RSS 2.0 nor an Atom feed (its root is <{name}>): only "
                              "those can be imported").format(source=source, name=name))
    channel = root.find("channel")
    if channel is None:
        raise ImportProblem(_("{source} has no <channel>").format(source=source))
    # A feed to upload, as export writes one: in the feed's own encoding when it is one of the
    # three Turbo feeds are written in, else UTF-8 (an ISO-8859-1 blog feed, UTF-16).
    own = enc.canonical(doc.encoding or enc.UTF8)
    target = enc.canonical(encoding or (own if own in enc.SAVE_ENCODINGS else enc.UTF8))
    report = ImportReport(source, target)
    if not encoding and target != own:
        report.channel.add(REWRITTEN, _("the encoding"), f"{own} → {target}")
    if atom:
        report.channel.add(REWRITTEN, _("the Atom feed"), _("read as RSS 2.0, each entry an item"))
    site = _channel_link(channel, base_url, report, source)
    _notes_left_out(doc.root, report)
    items_xml = []
    for number, item in enumerate(channel.iter("item"), 1):
        items_xml.append(_item(item, number, site, base_url, report))
    head = _channel_head(channel, site, report, items_xml)
    text = "".join([f'<?xml version="1.0" encoding="{target}"?>\n',
                    f'<rss xmlns:yandex="{YANDEX_NS}" xmlns:media="{MEDIA_NS}" xmlns:turbo="{TURBO_NS}" '
                    'version="2.0">\n  <channel>\n', head,
                    *(x for x in items_xml if x), "  </channel>\n</rss>\n"])
    return Imported(text, enc.encode_document(text, target), target, report)


def _notes_left_out(root, report: ImportReport) -> None:
    """The source's XML comments and processing instructions (a CMS's notes, an xml-stylesheet):
    the feed is written anew and carries none of them, so the report says how many went, and the
    first of each."""
    around = [*root.itersiblings(preceding=True), *root.itersiblings()]
    comments = [n for n in around if n.tag is etree.Comment] + list(root.iter(etree.Comment))
    instructions = [n for n in around if n.tag is etree.ProcessingInstruction] + list(
        root.iter(etree.ProcessingInstruction))
    why = _("a feed written anew keeps none")
    if comments:
        said = ngettext("{n} XML comment of the source feed", "{n} XML comments of the source feed", len(comments))
        report.channel.add(DROPPED, said.format(n=len(comments)), why, comments[0].text or "")
    if instructions:
        first = instructions[0]
        said = ngettext("{n} processing instruction of the source feed",
                        "{n} processing instructions of the source feed", len(instructions))
        report.channel.add(DROPPED, said.format(n=len(instructions)), why, f"<?{first.target} {first.text or ''}?>")


# -- the channel ------------------------------------------------------------------------

def _channel_link(channel, base_url: str | None, report: ImportReport, source: str) -> str:
    link = _text(channel.find("link"))
    if link and scheme(link) in ("http", "https"):
        return link
    written = _in_scope_base(channel.find("link") if link else channel, None)
    if written is not None:
        made = join_url(written, link) if link else written
        report.channel.add(ABSOLUTE if link else REWRITTEN, link or "link",
                           made if link else _("taken from xml:base: {url}").format(url=written))
        return made
    if base_url:
        made = join_url(base_url, link) if link else base_url
        report.channel.add(ABSOLUTE if link else REWRITTEN, link or "link",
                           made if link else _("taken from --base-url: {url}").format(url=base_url))
        return made
    raise ImportProblem(_("{source}: the channel has no absolute link to the site; give the site's address "
                          "with --base-url").format(source=source))


def _channel_head(channel, site: str, report: ImportReport, items_xml: list) -> str:
    changes = report.channel
    title = _plain(_text(channel.find("title")), changes, "title")
    if not title:
        try:
            title = urlsplit(site).hostname or site
        except ValueError:                  # a broken [IPv6] host
            title = site
        changes.add(ATTENTION, _("the channel has no title"), _("the site's name written instead: {name}").format(
            name=title))
    description = _plain(_text(channel.find("description")), changes, "description", html=True)
    sentence, rest = _first_sentence(description)
    if rest:
        changes.add(DROPPED, _("the description after its first sentence"), "", rest)
    if not sentence:
        sentence = title
        changes.add(ATTENTION, _("the channel has no description"), _("its title written instead"))
    lines = [_line(4, "title", title), _line(4, "link", site), _line(4, "description", sentence)]
    language: str | None = _text(channel.find("language"))
    written = " ".join(x for x in items_xml if x)               # the items left out have none
    inferred = infer_language(written[:200_000] + " " + title + " " + sentence)
    if language:
        primary = re.split(r"[-_]", language)[0].lower()
        if primary != language:
            changes.add(REWRITTEN, "language", f"{language} → {primary}")
        language = primary
        if inferred and inferred != primary:
            # A bridge writes its default (RSSHub: en) on a channel in Russian: kept, for a person to say.
            changes.add(ATTENTION, _("the channel's language is {language}, but its text reads as {inferred}")
                        .format(language=primary, inferred=inferred))
    else:
        language = inferred
        if language:
            changes.add(REWRITTEN, "language", _("inferred from the text: {language}").format(language=language))
        else:
            changes.add(ATTENTION, _("the channel names no language, and the text does not tell"))
    if language:
        lines.append(_line(4, "language", language))
    for child in channel:
        if not isinstance(child.tag, str):
            continue
        name = _name(child)
        if name in ("title", "link", "description", "language", "item"):
            continue
        if name in _CHANNEL_KEPT or name in _CHANNEL_TURBO:
            lines.append(_copy(child, 4, changes))
        else:
            changes.add(DROPPED, f"<{name}>", _("not part of a Turbo feed"), _element_text(child))
    return _xml_characters("".join(lines), changes)


# -- one item ---------------------------------------------------------------------------

def _item(item, number: int, site: str, base_url: str | None, report: ImportReport) -> str | None:
    changes = Changes()
    title_raw = _text(item.find("title"))
    link = _text(item.find("link"))
    original = _text(item.find(_ORIG_LINK))
    took_original = bool(original) and scheme(original) in ("http", "https") and original != link
    if took_original:
        # FeedBurner's <link> is its own redirect (feedproxy.google.com), off the channel's site.
        link = original
    permalink = _permalink(item) if not link else ""
    if permalink:
        # RSS 2.0: a guid that is a permalink is the item's URL (podcast hosts write no <link>).
        link = permalink
        changes.add(REWRITTEN, "<guid>", _("its permalink is the item's link: {url}").format(url=link))
    entry = ItemReport(number, _plain(title_raw, Changes(), "title"), link or None, changes=changes)
    report.items.append(entry)
    if took_original:
        changes.add(REWRITTEN, "<link>", _("FeedBurner's origLink is the post's own address: {url}").format(url=link))
    if not link:
        entry.included = False
        changes.add(LEFT_OUT, _("the item has no <link>, and a Turbo page is made for a link"))
        return None
    if scheme(link) not in ("http", "https"):
        made = join_url(_in_scope_base(item.find("link"), site), link)
        if scheme(link) or scheme(made) not in ("http", "https"):
            entry.included = False
            changes.add(LEFT_OUT, _("its link {link} is not a web address").format(link=link))
            return None
        changes.add(ABSOLUTE, link, made)
        link = entry.link = made
    written = uri_from_iri(link)
    if written != link:
        # Turbo takes a link of ASCII letters (at most 243): the address's own letters, encoded.
        changes.add(REWRITTEN, "<link>", _("written in ASCII letters: {before} → {after}").format(
            before=link, after=written))
        link = entry.link = written
    if (item.get("turbo") or "").strip() == "false":
        # A Turbo feed's removal: the page is taken down; it stays a removal, not a new page.
        changes.add(REWRITTEN, 'turbo="false"', _("kept: the item takes its page down"))
        return '    <item turbo="false">\n' + _line(6, "link", link) + "    </item>\n"
    lines = ['    <item turbo="true">\n']
    title = _plain(title_raw, changes, "title")
    if title:
        lines.append(_line(6, "title", title))
    lines.append(_line(6, "link", link))
    guid = item.find("guid")
    if guid is not None and _text(guid):
        permalink = guid.get("isPermaLink")
        value = _text(guid)
        if (permalink or "true").strip().lower() == "true" and not scheme(value):
            made = join_url(site, value) if "/" in value else value
            if scheme(made) in ("http", "https"):
                changes.add(ABSOLUTE, value, made)  # a permalink is a URL, and RSS wants it whole
                value = made
            else:
                # An identifier, not an address: said so, rather than an address nobody made.
                permalink = "false"
                changes.add(REWRITTEN, "<guid>", _('not an address: marked isPermaLink="false"'), value)
        lines.append(_line(6, "guid", value, {"isPermaLink": permalink} if permalink else None))
    date_line, date_origin = _pub_date(item, changes)
    lines.append(date_line)
    author = _text(item.find("author"))
    # Co-authors (a dc:creator each, as WordPress's co-author plugins write them) share the line.
    creator = ", ".join(dict.fromkeys(c for c in (_text(e) for e in item.iterfind(f"{{{DC_NS}}}creator")) if c))
    if author or creator:
        if not author:
            changes.add(REWRITTEN, "dc:creator", _("written as <author>"))
        lines.append(_line(6, "author", author or creator))
    for category in item.findall("category"):
        if _text(category) == "native-draft":
            changes.add(ATTENTION, _("Dzen's feed marks the post a draft"), _("published here like the others"))
        if _text(category):
            domain = category.get("domain")
            lines.append(_line(6, "category", _text(category), {"domain": domain} if domain else None))
    page_base = base_url or link       # what a relative URL with no xml:base in scope resolves against
    cover, audio = None, None
    more_images: list[str] = []             # image enclosures past the cover
    for enclosure in item.findall("enclosure"):
        url = (enclosure.get("url") or "").strip()
        kind = (enclosure.get("type") or "").strip().lower()
        if not url:
            changes.add(DROPPED, "<enclosure>", _("it names no file"))
            continue
        if not kind:
            # RSS requires the type; a file's name usually tells it (a podcast host that leaves it out).
            kind = _MIME_TYPES.guess_type(urlsplit(url).path)[0] or ""
            if kind:
                changes.add(REWRITTEN, "<enclosure>", _("it had no type; its file name gives {type}").format(type=kind))
            else:
                kind = "application/octet-stream"
                changes.add(ATTENTION, _("an enclosure has no type, and its file name does not tell it"),
                            _("written as {type}: {url}").format(type=kind, url=url))
        absolute = url if scheme(url) in ("http", "https") else join_url(_in_scope_base(enclosure, page_base), url)
        if absolute != url:
            changes.add(ABSOLUTE, url, absolute)
        if kind.startswith("image/") and cover is None:
            cover = absolute
        elif kind.startswith("image/"):
            more_images.append(absolute)
        elif kind.startswith("audio/") and audio is None:
            audio = absolute
        written = (enclosure.get("type") or "").strip() or kind
        attrib = {"url": absolute, "length": enclosure.get("length") or "0", "type": written}
        lines.append(_line(6, "enclosure", None, attrib))
    cover_alt, cover_caption = "", ""
    if cover is None:
        cover, cover_alt, cover_caption = _media_cover(item, changes)
    extended = False
    for child in item:
        if isinstance(child.tag, str) and _name(child) in _ITEM_TURBO:
            lines.append(_copy(child, 6, changes))
            extended = extended or (_name(child) == "turbo:extendedHtml" and _text(child) == "true")
    html, used, source = _post_html(item)
    if used in ("description", "itunes:summary"):
        # Often only the post's summary (a podcast's notes): said, as the page a reader gets is made from it.
        changes.add(REWRITTEN, f"<{used}>", _("made the Turbo page (the item has no full post)"))
    builder = PageBuilder(changes, _in_scope_base(source if source is not None else item, page_base),
                          extended=extended,
                          turbo_page=used == "turbo:content")
    page = builder.build(html, title, cover, audio, cover_alt=cover_alt, cover_caption=cover_caption)
    for url in more_images:
        if escape(url) not in page:
            # Kept as an enclosure, which readers offer, but a Turbo page shows only its HTML.
            changes.add(ATTENTION, _("an image enclosure the page does not show"), url)
    if not title and page.startswith("<header><h1></h1>"):
        # A post with no title and no heading (Mastodon, micro.blog): its first words are one, as
        # the networks' own previews show it; a person may want a better one. Turbo wants an h1.
        made = _title_from(html_text(page.split("</header>", 1)[-1]))
        if made:
            page = page.replace("<h1></h1>", f"<h1>{escape(made, quote=False)}</h1>", 1)
            lines.insert(1, _line(6, "title", made))
            changes.add(ATTENTION, _("the item has no title"),
                        _("its first words made one: {title}").format(title=made))
        else:
            changes.add(ATTENTION, _("the item has no title"), _("the page's heading is empty"))
    lines.append("      <turbo:content><![CDATA[" + page.replace("]]>", "]]]]><![CDATA[>") + "]]></turbo:content>\n")
    lines.append("    </item>\n")
    for child in item:
        if not isinstance(child.tag, str):
            continue
        name = _name(child)
        if name == "media:rating" and _text(child).lower() == "adult":
            changes.add(ATTENTION, _("the post is marked for adults"), _("a Turbo feed has no such mark"))
        if child.tag == _ORIG_LINK and (took_original or original == _text(item.find("link"))):
            continue                            # the link, or the same address as it
        if name in ("title", "link", "guid", "pubDate", "author", "category", "enclosure", used, date_origin) \
                or name in _ITEM_TURBO or (name == "dc:creator" and not author):
            continue
        if name in ("media:content", "media:thumbnail", "itunes:image") and _media_url(child) == cover:
            continue
        if name == "media:content" and _media_url(child) and escape(_media_url(child)) not in page \
                and ((child.get("medium") or "") == "image" or (child.get("type") or "").startswith("image/")):
            # A picture of the post (Mastodon sends up to four), not a thumbnail of one it shows.
            changes.add(DROPPED, f"<{name}>", _("an image the page does not show"), _media_url(child))
            continue
        if name in ("description", "content:encoded", "yandex:full-text") and used not in ("", "description"):
            changes.add(DROPPED, f"<{name}>", _("the page is made from {source}").format(source=used),
                        html_text(_text(child)))
            continue
        changes.add(DROPPED, f"<{name}>", _("not part of a Turbo feed"), _element_text(child))
    return _xml_characters("".join(lines), changes)


def _permalink(item) -> str:
    """The item's guid when it is a permalink (isPermaLink true, the default) and a web address."""
    guid = item.find("guid")
    if guid is None or (guid.get("isPermaLink") or "true").strip().lower() != "true":
        return ""
    value = _text(guid)
    return value if scheme(value) in ("http", "https") else ""


def _post_html(item) -> tuple[str, str, etree._Element | None]:
    """The post's HTML, the name of the element it came from, and that element: a Turbo page the
    feed has already (made for Turbo, with its blocks and ad places), else the full post, else
    its description, else a podcast episode's notes."""
    for tag, name in ((f"{{{TURBO_NS}}}content", "turbo:content"), (f"{{{CONTENT_NS}}}encoded", "content:encoded"),
                      (f"{{{YANDEX_NS}}}full-text", "yandex:full-text"), ("description", "description"),
                      (f"{{{ITUNES_NS}}}summary", "itunes:summary")):
        element = item.find(tag)
        if element is not None and (element.text or "").strip():
            if name == "yandex:full-text" and not _MARKUP.search(element.text):
                # Yandex News' full text (1C-Bitrix writes it): plain text, a paragraph a line.
                lines = (line.strip() for line in element.text.splitlines())
                return "".join(f"<p>{escape(line, quote=False)}</p>" for line in lines if line), name, element
            return element.text or "", name, element
    return "", "", None


_MARKUP = re.compile(r"</?[A-Za-z][\w-]*[\s/>]")


def _in_scope_base(element, fallback):
    """What relative URLs in or under ``element`` resolve against: the xml:base in scope, on it or
    the nearest ancestors (XML Base §4.2; a relative one resolved against the one above it, and
    the first against ``fallback``), when that makes a web address; else ``fallback``. A base the
    feed writes comes before one given from outside (RFC 3986 §5.1)."""
    bases = [node.get(XML_BASE) for node in (element, *element.iterancestors())
             if node.get(XML_BASE) is not None] if element is not None else []
    if not bases:
        return fallback
    base = fallback or ""
    for value in reversed(bases):
        base = join_url(base, value.strip()) if base else value.strip()
    return base if scheme(base) in ("http", "https") else fallback


def _media_cover(item, changes: Changes) -> tuple[str | None, str, str]:
    """The cover from Media RSS or iTunes, with its alt (the picture's description, else its
    title) and its caption (its credit)."""
    for child in item.iter(f"{{{MEDIA_NS}}}content", f"{{{MEDIA_NS}}}thumbnail", f"{{{ITUNES_NS}}}image"):
        if child.tag.endswith("content") and not ((child.get("medium") or "") == "image"
                                                   or (child.get("type") or "").startswith("image/")):
            continue
        url = _media_url(child)
        if url and not _small(child):
            changes.add(REWRITTEN, f"<{_name(child)}>", _("its image is the page's cover"))
            return url, _media_words(child, "description") or _media_words(child, "title"), \
                " ".join(filter(None, (_media_words(c, "") for c in child.iterchildren(f"{{{MEDIA_NS}}}credit"))))
    return None, "", ""


def _media_words(element, name: str) -> str:
    """The words of the media element's child ``name`` (of the element itself with ""), its HTML
    read as text."""
    if name:
        element = element.find(f"{{{MEDIA_NS}}}{name}")
    if element is None:
        return ""
    text = _text(element)
    return " ".join((html_text(text) if element.get("type") == "html" else text).split())


# Narrower or lower than this, a feed's image is a thumbnail (Blogger's are 72 px), not a cover.
COVER_MIN_PIXELS = 300


def _small(element) -> bool:
    """Whether the media element says its image is thumbnail-sized."""
    for attribute in ("width", "height"):
        value = (element.get(attribute) or "").strip()
        if value.isdigit() and int(value) < COVER_MIN_PIXELS:
            return True
    return False


def _media_url(element) -> str:
    return (element.get("url") or element.get("href") or "").strip()


def _pub_date(item, changes: Changes) -> tuple[str, str]:
    """The item's pubDate line, and the element it was read from."""
    written = _text(item.find("pubDate"))
    origin = "pubDate"
    if not written:
        for tag, name in ((f"{{{DC_NS}}}date", "dc:date"), (f"{{{ATOM_NS}}}published", "atom:published"),
                          (f"{{{ATOM_NS}}}updated", "atom:updated")):
            written = _text(item.find(tag))
            if written:
                origin = name
                break
    if not written:
        changes.add(ATTENTION, _("the item has no publication date"), _("Turbo needs a pubDate"))
        return "", origin
    try:
        strict = parse_rfc822(written)
        if strict.value.year < EARLIEST_YEAR:
            # Hugo writes the year 1 for a page with no date: a date nobody set.
            changes.add(ATTENTION, _("a publication date nobody set"), written)
        if origin == "pubDate" and strict.day_of_week_matches and not strict.two_digit_year:
            return _line(6, "pubDate", written), origin
    except DateError:
        strict = None
    try:
        made = normalize(written, default_zone=UTC)
    except DateError as err:
        changes.add(ATTENTION, _("a publication date that cannot be read"), str(err))
        return _line(6, "pubDate", written), origin
    if strict is None and parse_rfc822(made).value.year < EARLIEST_YEAR:
        changes.add(ATTENTION, _("a publication date nobody set"), written)     # 0001-01-01T00:00:00Z
    changes.add(REWRITTEN, origin if origin == "pubDate" else f"{origin} → pubDate", f"{written} → {made}")
    # What the date did not say was filled in: a person should know which guess was made.
    if normalize(written, default_zone=_ANOTHER_ZONE) != made:
        changes.add(ATTENTION, _("the publication date has no time zone"), _("read as UTC: {date}").format(date=made))
    numbers = _NUMERIC_DATE.match(written)
    if numbers and numbers.group(1) != numbers.group(2) and max(int(numbers.group(1)), int(numbers.group(2))) <= 12:
        changes.add(ATTENTION, _("the publication date could be read either way"),
                    _("read day first: {date}").format(date=made))
    return _line(6, "pubDate", made), origin


_ANOTHER_ZONE = timezone(timedelta(hours=1))
_NUMERIC_DATE = re.compile(r"\s*(\d{1,2})[./-](\d{1,2})[./-]\d{2,4}\b")     # 03.06.2024: 3 June or 6 March


# -- text -------------------------------------------------------------------------------

_TAG = re.compile(r"<[A-Za-z/!][^>]*>")
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);")
_TITLE_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?>")
# The formatting a title written as HTML carries (an <em> word); any other "<...>" in a title is
# text that names a tag ("Why <script> blocks rendering", "Vec<String>"), which RSS readers show.
_TITLE_MARKUP = frozenset(("a", "abbr", "b", "cite", "code", "del", "dfn", "em", "i", "ins", "kbd", "mark", "q",
                           "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var"))


def _plain(text: str, changes: Changes, name: str, html: bool = False) -> str:
    """A title (or, with ``html``, a description, which RSS lets be HTML) as plain text: markup
    and HTML entities written as what they show. In a title only formatting tags that open and
    close count as markup; a tag named in its words stays."""
    plain = text
    if _TAG.search(plain) and (html or _title_markup(plain)):
        plain = html_text(plain) if html else _TITLE_TAG.sub("", plain)
    if _ENTITY.search(plain):
        plain = unescape(plain)
    plain = " ".join(plain.split())
    if plain != " ".join(text.split()):
        changes.add(REWRITTEN, name, _("markup and entities written as plain text: {before} → {after}").format(
            before=shorten(text), after=shorten(plain)))
    return plain


def _title_markup(text: str) -> bool:
    """Whether every tag in a title is formatting that opens and closes in order (<b>…</b>)."""
    open_tags: list[str] = []
    for found in _TITLE_TAG.finditer(text):
        closing, tag = found.group(1), found.group(2).lower()
        if tag not in _TITLE_MARKUP:
            return False
        if not closing:
            open_tags.append(tag)
        elif not open_tags or open_tags.pop() != tag:
            return False
    return not open_tags and _TITLE_TAG.search(text) is not None


# Python's own table, not the system's /etc/mime.types: the same guess on every machine; with the
# podcast and picture files Python 3.11's table lacks.
_MIME_TYPES = mimetypes.MimeTypes()
for _extension, _type in ((".m4a", "audio/x-m4a"), (".ogg", "audio/ogg"), (".oga", "audio/ogg"), (".aac", "audio/aac"),
                          (".flac", "audio/flac"), (".webp", "image/webp"), (".avif", "image/avif")):
    _MIME_TYPES.add_type(_type, _extension)
_TITLE_WORDS = 80          # a title made of a post's first words ends at a word before this


def _title_from(text: str) -> str:
    """A title made of a text's first sentence, cut at a word (with "…") past _TITLE_WORDS."""
    sentence = _first_sentence(" ".join(text.split()))[0]
    if len(sentence) <= _TITLE_WORDS:
        return sentence
    cut = sentence[:_TITLE_WORDS].rsplit(" ", 1)[0].rstrip(",;:—-– ")
    return (cut or sentence[:_TITLE_WORDS]) + "…"


def _first_sentence(text: str) -> tuple[str, str]:
    parts = _SENTENCE_END.split(text, maxsplit=1)
    return (parts[0].strip(), parts[1].strip() if len(parts) > 1 else "")


# Letters only some Cyrillic languages have, and small words that tell Latin-script languages apart.
_CYRILLIC = re.compile(r"[А-Яа-яЁёІіЇїЄєҐґЎў]")
_LATIN = re.compile(r"[A-Za-z]")
_UKRAINIAN = re.compile(r"[ІіЇїЄєҐґ]")
_BELARUSIAN = re.compile(r"[Ўў]")
_WORDS = {"en": {"the", "and", "of", "to", "is", "in", "that", "with"},
          "de": {"der", "die", "und", "das", "ist", "nicht", "mit", "ein"},
          "fr": {"le", "la", "les", "et", "est", "une", "des", "pas"},
          "es": {"el", "los", "las", "y", "que", "una", "por", "con"}}


def infer_language(text: str) -> str | None:
    """The ISO 639-1 code of the language ``text`` is written in, when its letters tell; else None."""
    text = _TAG.sub(" ", text)
    cyrillic, latin = len(_CYRILLIC.findall(text)), len(_LATIN.findall(text))
    if cyrillic + latin < 20:
        return None
    if cyrillic > latin:
        if len(_UKRAINIAN.findall(text)) > cyrillic / 200:
            return "uk"
        if len(_BELARUSIAN.findall(text)) > cyrillic / 200:
            return "be"
        return "ru"
    words = re.findall(r"[a-zäöüßéèêàçñ]+", text.lower())
    votes = {code: sum(1 for w in words if w in common) for code, common in _WORDS.items()}
    best = max(votes, key=lambda code: votes[code])
    return best if votes[best] >= 3 else None


# -- writing ----------------------------------------------------------------------------

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_characters(text: str, changes: Changes) -> str:
    """``text`` without the characters XML 1.0 has no place for (a post's HTML can name them with
    references, ``&#11;``, and lxml's HTML parser hands them on): left in, no parser reads the file."""
    if _NOT_XML.search(text) is None:
        return text
    for char in dict.fromkeys(_NOT_XML.findall(text)):
        changes.add(DROPPED, f"U+{ord(char):04X}", _("a control character XML does not allow"))
    return _NOT_XML.sub("", text)


def _text(element) -> str:
    return (element.text or "").strip() if element is not None else ""


def _name(element) -> str:
    """How the report and the output name an element: ``dc:creator``, with the usual prefix of
    its namespace (kept per tag and prefix: a feed has the same few names thousands of times)."""
    tag = element.tag
    if tag[0] != "{":
        return tag
    key = (tag, element.prefix)
    name = _NAMES.get(key)
    if name is None:
        namespace, _, local = tag[1:].partition("}")
        name = _NAMES[key] = f"{_PREFIXES.get(namespace) or element.prefix or 'ns'}:{local}"
    return name


_NAMES: dict = {}
_ORIG_LINK = "{http://rssnamespace.org/feedburner/ext/1.0}origLink"
XML_NS = "http://www.w3.org/XML/1998/namespace"


def _name_of(key: str, element) -> str:
    """An attribute's name as the source wrote it: ``x:id``."""
    if key[0] != "{":
        return key
    namespace, _, local = key[1:].partition("}")
    if namespace == XML_NS:
        return f"xml:{local}"
    prefix = _PREFIXES.get(namespace) or next((p for p, uri in element.nsmap.items() if uri == namespace and p), "ns")
    return f"{prefix}:{local}"


def _element_text(element) -> str:
    """What an element says: its text (children's apart), else its attributes' values."""
    text = " ".join(" ".join(t.strip() for t in element.itertext() if t.strip()).split())
    return text or " ".join(v for k, v in element.attrib.items() if k not in ("rel", "type"))


def _attributes(attrib: dict | None) -> str:
    return "".join(f' {k}="{escape(v, quote=True)}"' for k, v in (attrib or {}).items())


def _line(indent: int, tag: str, text: str | None, attrib: dict | None = None) -> str:
    attributes = _attributes(attrib)
    if text is None:
        return f"{' ' * indent}<{tag}{attributes}/>\n"
    return f"{' ' * indent}<{tag}{attributes}>{escape(text, quote=False)}</{tag}>\n"


def _copy(element, indent: int, changes: Changes) -> str:
    """An RSS 2.0 channel element written again: text, attributes and plain children. What another
    vocabulary adds inside it goes, and is reported: the output declares none of its prefixes."""
    name = _name(element)
    attrib = {}
    for key, value in element.attrib.items():
        if "{" in key:
            changes.add(ATTRIBUTE, f"{_name_of(key, element)} ({name})")
        else:
            attrib[key] = value
    if len(element):
        parts = []
        for child in element:
            if not isinstance(child.tag, str):
                continue
            if child.tag[0] == "{" and child.tag[1:].partition("}")[0] not in _DECLARED:
                changes.add(DROPPED, f"<{_name(child)}>", _("inside <{name}>, not part of a Turbo feed").format(
                    name=name), _element_text(child))
                continue
            parts.append(_copy(child, indent + 2, changes))
        return f"{' ' * indent}<{name}{_attributes(attrib)}>\n{''.join(parts)}{' ' * indent}</{name}>\n"
    text = _text(element)
    if "<" in text:
        # An ad network's code: written as the source wrote it, in a CDATA section.
        data = text.replace("]]>", "]]]]><![CDATA[>")
        return f"{' ' * indent}<{name}{_attributes(attrib)}><![CDATA[{data}]]></{name}>\n"
    if name == "hour" and text.strip() == "24" and element.getparent() is not None \
            and element.getparent().tag == "skipHours":
        # RSS 0.91 feeds count the hours 1 to 24; RSS 2.0, which the output is, 0 to 23.
        changes.add(REWRITTEN, "<hour>24</hour>", _("midnight written as 0, as RSS 2.0 counts the hours"))
        text = "0"
    if name in _DATES and text:
        try:
            parse_rfc822(text)
        except DateError:
            try:
                made = normalize(text, default_zone=UTC)
                changes.add(REWRITTEN, name, f"{text} → {made}")
                text = made
            except DateError:
                pass
    return _line(indent, name, text or (None if not len(element) and attrib else text), attrib or None)


