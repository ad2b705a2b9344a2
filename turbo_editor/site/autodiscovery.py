"""Feed autodiscovery: the ``<link>`` a site's pages carry in their head, and a check for it.

The publisher guide (seed 001) asks for this tag in the head of the index
page, the central feed page and every article:

    <link rel="alternate" type="application/rss+xml" title="[YOUR FEED TITLE]" href="[URL TO FEED FILE]">

The tag is pasted into every page of a site, so its URL must be the feed's
full http or https address: a relative one would point somewhere else from
each page, and a ``javascript:`` or ``data:`` one is not a feed at all (and
would run or show whatever it holds). Such URLs are refused with a message
that says why (``feed_url_problem``).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

import lxml.html
from lxml import etree

from ..vocabulary.namespaces import ATOM_NS
from .robots import ascii_host, request_path

FEED_TYPE = "application/rss+xml"

_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
_SCRIPT_SCHEMES = ("javascript", "vbscript")


@dataclass(frozen=True)
class FeedUrlProblem:
    """Why a URL cannot be a feed's address in an autodiscovery tag."""

    # "script", "data", "relative", "no-scheme" (//host/path), "scheme" (not http or https) or "host" (none)
    kind: str
    url: str             # as given
    scheme: str = ""     # in lower case; "" for a relative URL

    @property
    def message(self) -> str:
        if self.kind == "script":
            return (f"{self.url!r} is a {self.scheme}: URL: it runs a script instead of naming a file, "
                    "so no reader can fetch it; give the feed's full https:// address")
        if self.kind == "data":
            return (f"{self.url!r} is a data: URL: it carries its content inline instead of naming a file, "
                    "so no reader can subscribe to it; give the feed's full https:// address")
        if self.kind == "no-scheme":
            return (f"{self.url!r} has no scheme: each page would read it with its own http or https; "
                    "give the full address, such as https://example.ru/turbo.xml")
        if self.kind == "relative":
            return (f"{self.url!r} is relative: each page would resolve it against its own address, so it "
                    "would point somewhere else from every page; give the full address, "
                    "such as https://example.ru/turbo.xml")
        if self.kind == "host":
            return (f"{self.url!r} has no host name after {self.scheme}://; give the full address, "
                    "such as https://example.ru/turbo.xml")
        return (f"{self.url!r} uses {self.scheme}:, but feed readers fetch feeds over http or https; "
                "give the feed's http:// or https:// address")


class FeedUrlError(ValueError):
    """A URL no autodiscovery tag may point at; ``problem`` says why, ``str()`` says where too."""

    def __init__(self, problem: FeedUrlProblem, where: str = "the feed URL"):
        super().__init__(f"{where}: {problem.message}")
        self.problem = problem


def feed_url_problem(url: str) -> FeedUrlProblem | None:
    """Why ``url`` cannot be the feed's address in a page's ``<link>``, or None when it can.

    Read as a browser reads an href: spaces and control characters around it
    do not count, nor do tabs and line breaks inside it ("java\tscript:" is a
    javascript: URL), and the scheme is compared in any case.
    """
    cleaned = re.sub(r"[\t\n\r]", "", url).strip("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e"
                                                "\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b"
                                                "\x1c\x1d\x1e\x1f ")
    match = _SCHEME.match(cleaned)
    if match is None:
        return FeedUrlProblem("no-scheme" if cleaned.startswith(("//", "\\\\")) else "relative", url)
    scheme = match.group(1).lower()
    if scheme in _SCRIPT_SCHEMES:
        return FeedUrlProblem("script", url, scheme)
    if scheme == "data":
        return FeedUrlProblem("data", url, scheme)
    if scheme not in ("http", "https"):
        return FeedUrlProblem("scheme", url, scheme)
    try:
        host = urlsplit(cleaned).hostname
    except ValueError:          # a broken [IPv6] literal
        host = None
    if not host:
        return FeedUrlProblem("host", url, scheme)
    return None


def autodiscovery_tag(title: str, href: str) -> str:
    """The tag to paste into a page's ``<head>``, with title and URL HTML-escaped.

    FeedUrlError when ``href`` is not a full http or https URL (see ``feed_url_problem``).
    """
    problem = feed_url_problem(href)
    if problem is not None:
        raise FeedUrlError(problem)
    return (f'<link rel="alternate" type="{FEED_TYPE}" '
            f'title="{html.escape(title.strip(), quote=True)}" href="{html.escape(href.strip(), quote=True)}">')


def self_link_line(doc) -> int | None:
    """The line of the channel's atom:link rel="self" in the file, if it has one."""
    channel = doc.channel
    if channel is None:
        return None
    for link in channel.element.iterchildren(f"{{{ATOM_NS}}}link"):
        if link.get("rel") == "self":
            return link.sourceline
    return None


def feed_autodiscovery_tag(doc, feed_url: str | None = None) -> str:
    """The tag for a FeedDocument: its channel title and ``feed_url`` or its atom:link rel=self.

    ValueError when there is no URL to point at: the tag would be useless;
    FeedUrlError (a ValueError) when the URL is one no page should carry
    (relative, ``javascript:``, ``data:``, not http or https), saying which
    line of the feed the self link is on when the URL came from there.
    """
    channel = doc.channel
    href = feed_url or (channel.self_link if channel is not None else None)
    if not href or not href.strip():
        raise ValueError("the feed has no URL: set atom:link rel=\"self\" in the channel or give the feed URL")
    problem = feed_url_problem(href)
    if problem is not None:
        if feed_url:
            raise FeedUrlError(problem)
        line = self_link_line(doc)
        raise FeedUrlError(problem, "the channel's atom:link rel=\"self\"" + (f" (line {line})" if line else ""))
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
                        title: str | None = None, content_type: str | None = None) -> AutodiscoveryCheck:
    """Whether ``page_html`` has an autodiscovery link to ``feed_url`` in its head. ``content_type``:
    the page's Content-Type header, whose charset says how its bytes are to be read.

    Relative hrefs are resolved against ``page_url``, or against the feed's
    own URL when the page's is not known (the page is on the feed's site).
    A link with a different title still points at the feed; ``title_matches``
    tells the two apart. FeedUrlError when ``feed_url`` (or ``page_url``) is
    not a full http or https URL: nothing could be resolved against it.
    """
    for url, name in ((feed_url, "the feed URL"), (page_url, "the page URL")):
        problem = feed_url_problem(url) if url is not None else None
        if problem is not None:
            raise FeedUrlError(problem, name)
    links = find_feed_links(page_html, page_url or feed_url, content_type)
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


def find_feed_links(page_html: str | bytes, base_url: str | None = None,
                    content_type: str | None = None) -> list[FeedLink]:
    """Every ``<link rel="alternate" type="application/rss+xml">`` of a page, in document order."""
    try:
        root = lxml.html.document_fromstring(_readable(page_html, content_type))
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


def _readable(page: str | bytes, content_type: str | None):
    """The page as lxml's HTML parser reads it right. Bytes go as they are when the page names its
    charset in a <meta> (the parser reads it there); else as the header's charset says, else as
    UTF-8 when they are UTF-8: the parser's own guess without a <meta> is Latin-1, which made
    "Сайт" "Ð¡Ð°Ð¹Ñ". A string loses its XML declaration, which the parser refuses on text."""
    if isinstance(page, str):
        return _XML_DECLARATION.sub("", page, count=1)
    charset = _CHARSET.search(content_type or "")
    if charset:
        try:
            return _XML_DECLARATION.sub("", page.decode(charset.group(1).strip("\"'")), count=1)
        except (LookupError, UnicodeDecodeError):
            pass
    if _META_CHARSET.search(page[:4096]):
        return page
    try:
        return _XML_DECLARATION.sub("", page.decode("utf-8-sig"), count=1)
    except UnicodeDecodeError:
        return page


_CHARSET = re.compile(r"charset\s*=\s*([^\s;]+)", re.IGNORECASE)
_META_CHARSET = re.compile(rb"<meta[^>]+charset", re.IGNORECASE)
_XML_DECLARATION = re.compile(r"\A\ufeff?\s*<\?xml[^>]*\?>")


def _normalised(url: str) -> str:
    """A URL as compared here: scheme and host in lower case, the host in ASCII (an IDN as its
    punycode), no default port, no fragment, and the path and query in the one spelling robots.txt
    rules are matched in (Cyrillic and spaces percent-encoded, escapes in upper case)."""
    parts = urlsplit(url.strip())
    host = ascii_host(parts.hostname or "")
    try:
        port = parts.port
    except ValueError:
        port = None
    if port and port != {"http": 80, "https": 443}.get(parts.scheme.lower()):
        host += f":{port}"
    return f"{parts.scheme.lower()}://{host}{request_path(url.strip())}"
