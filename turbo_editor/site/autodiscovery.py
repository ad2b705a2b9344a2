"""Feed autodiscovery: the ``<link>`` a site's pages carry in their head, and a check for it.

The publisher guide (seed 001) asks for this tag in the head of the index
page, the central feed page and every article:

    <link rel="alternate" type="application/rss+xml" title="[YOUR FEED TITLE]" href="[URL TO FEED FILE]">
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit, urlunsplit

import lxml.html
from lxml import etree

FEED_TYPE = "application/rss+xml"


def autodiscovery_tag(title: str, href: str) -> str:
    """The tag to paste into a page's ``<head>``, with title and URL HTML-escaped."""
    return (f'<link rel="alternate" type="{FEED_TYPE}" '
            f'title="{html.escape(title.strip(), quote=True)}" href="{html.escape(href.strip(), quote=True)}">')


def feed_autodiscovery_tag(doc, feed_url: str | None = None) -> str:
    """The tag for a FeedDocument: its channel title and ``feed_url`` or its atom:link rel=self.

    ValueError when there is no URL to point at: the tag would be useless.
    """
    channel = doc.channel
    href = feed_url or (channel.self_link if channel is not None else None)
    if not href or not href.strip():
        raise ValueError("the feed has no URL: set atom:link rel=\"self\" in the channel or give the feed URL")
    return autodiscovery_tag((channel.title if channel is not None else None) or "", href)


@dataclass(frozen=True)
class FeedLink:
    """An RSS autodiscovery link found in a page."""

    href: str             # resolved against the page's URL (and its <base>)
    title: str | None
    in_head: bool
    line: int | None


@dataclass(frozen=True)
class AutodiscoveryCheck:
    found: bool                  # a link to the feed is in the page's head
    message: str
    match: FeedLink | None       # the link that points at the feed, if any
    links: tuple[FeedLink, ...]  # every RSS autodiscovery link of the page
    title_matches: bool | None = None  # None when no title was asked for or no link matched


def check_autodiscovery(page_html: str | bytes, feed_url: str, *, page_url: str | None = None,
                        title: str | None = None) -> AutodiscoveryCheck:
    """Whether ``page_html`` has an autodiscovery link to ``feed_url`` in its head.

    Relative hrefs are resolved against ``page_url``, or against the feed's
    own URL when the page's is not known (the page is on the feed's site).
    A link with a different title still points at the feed; ``title_matches``
    tells the two apart.
    """
    links = find_feed_links(page_html, page_url or feed_url)
    wanted = _normalised(feed_url)
    matches = [link for link in links if _normalised(link.href) == wanted]
    match = next((link for link in matches if link.in_head), matches[0] if matches else None)
    if match is None:
        others = ", ".join(link.href for link in links)
        message = (f"no autodiscovery link to {feed_url}" +
                   (f"; the page links other feeds: {others}" if others else "; the page has none"))
        return AutodiscoveryCheck(False, message, None, tuple(links))
    if not match.in_head:
        return AutodiscoveryCheck(False, f"the autodiscovery link to {feed_url} is in the body "
                                         f"(line {match.line}); readers look for it in <head>",
                                  match, tuple(links))
    title_matches = None if title is None else (match.title or "").strip() == title.strip()
    message = f"the page's head links the feed {feed_url}"
    if title_matches is False:
        message += f", titled {match.title!r} instead of {title.strip()!r}"
    return AutodiscoveryCheck(True, message, match, tuple(links), title_matches)


def find_feed_links(page_html: str | bytes, base_url: str | None = None) -> list[FeedLink]:
    """Every ``<link rel="alternate" type="application/rss+xml">`` of a page, in document order."""
    try:
        root = lxml.html.document_fromstring(page_html)
    except (etree.ParserError, ValueError):
        return []  # an empty or unparseable page has no links
    base = base_url
    base_element = root.find(".//base[@href]")
    if base_element is not None:
        base = urljoin(base or "", base_element.get("href").strip())
    found = []
    for link in root.iter("link"):
        rel = (link.get("rel") or "").lower().split()
        media_type = (link.get("type") or "").split(";", 1)[0].strip().lower()
        href = (link.get("href") or "").strip()
        if "alternate" not in rel or media_type != FEED_TYPE or not href:
            continue
        in_head = any(a.tag == "head" for a in link.iterancestors())
        found.append(FeedLink(urljoin(base or "", href), link.get("title"), in_head, link.sourceline))
    return found


def _normalised(url: str) -> str:
    """A URL as compared here: scheme and host in lower case, no default port, no fragment."""
    parts = urlsplit(url.strip())
    host = (parts.hostname or "").lower()
    try:
        port = parts.port
    except ValueError:
        port = None
    if port and port != {"http": 80, "https": 443}.get(parts.scheme.lower()):
        host += f":{port}"
    return urlunsplit((parts.scheme.lower(), host, parts.path or "/", parts.query, ""))
