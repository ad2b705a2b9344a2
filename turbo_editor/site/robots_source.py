"""Where robots.txt comes from: a file, pasted text, or the site itself.

Each loader returns the parsed rules together with the text they came from,
because suggested fixes are edits of that text. Fetching follows seed 004
where the site answered: a 4xx (no file), a file that is not text or over
32 KB mean the robot may fetch everything. No answer at all (the host is
down, refuses, times out) or a 5xx says nothing about the file, which may
well forbid the feed once the server is back (Google reads a 5xx as "fetch
nothing"): there are no rules to give, and the caller says it cannot tell,
as the Site dock does.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

from ..messages import _
from .http_get import DEFAULT_TIMEOUT, check_http_url, http_get
from .robots import SIZE_LIMIT_BYTES, RobotsTxt, is_text_media_type, parse_robots, robots_from_response


@dataclass(frozen=True)
class RobotsSource:
    """robots.txt as loaded: the rules, the text (None when there is no file) and its origin."""

    origin: str                # a file path, "text", or the robots.txt URL
    robots: RobotsTxt | None   # None: what the robot may fetch cannot be told (see ``unknown``)
    text: str | None
    status: int | None = None  # the HTTP status, for a fetched file
    error: str | None = None   # why the site's file could not be fetched, when no answer came
    size: int | None = None    # the file's bytes, which the 32 KB limit is on (None: text typed or pasted)

    @property
    def unknown(self) -> str | None:
        """Why the rules cannot be told (no answer, or one that is not 200 or 4xx); None when they can."""
        if self.robots is not None:
            return None
        return self.error or _("HTTP status {status}").format(status=self.status)


# How much of a fetched robots.txt is read: enough to hold a file well over the 32 KB limit whole.
FETCH_LIMIT = 32 * SIZE_LIMIT_BYTES


def decode_robots(data: bytes) -> str:
    # The same decoding parse_robots applies, so line numbers and suggestions agree with the rules.
    return data.decode("utf-8-sig", errors="replace")


def robots_from_text(text: str, origin: str = "text") -> RobotsSource:
    return RobotsSource(origin, parse_robots(text), text)


def robots_from_bytes(data: bytes, origin: str) -> RobotsSource:
    """robots.txt as its bytes, read from a file or a stream."""
    return RobotsSource(origin, parse_robots(data), decode_robots(data), size=len(data))


def robots_from_file(path: str | os.PathLike) -> RobotsSource:
    """Read a robots.txt file; OSError propagates (the caller names the file)."""
    with open(path, "rb") as fh:
        return robots_from_bytes(fh.read(), os.fspath(path))


def robots_url(url: str) -> str:
    """``scheme://host[:port]/robots.txt`` of the site ``url`` is on.

    ValueError, with a sentence for the user, when ``url`` is not a URL or its port is invalid.
    """
    try:
        parts = urlsplit(url.strip())
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        raise ValueError(_("'{url}' is not a valid URL").format(url=url.strip())) from None
    # Host and port only: user:password@ in a feed URL has no business in this request.
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    return urlunsplit((parts.scheme.lower(), host + port, "/robots.txt", "", ""))


def fetch_robots(url: str, *, timeout: float = DEFAULT_TIMEOUT) -> RobotsSource:
    """GET the robots.txt of the site ``url`` (a feed or page URL) is on; never raises.

    A file is read whole up to ``FETCH_LIMIT``, so one over the 32 KB limit is told by its real
    size (and, as seed 004 says, treated as allowing everything) with its last line and text
    intact; past ``FETCH_LIMIT`` it has no text, and no suggestion is made of a piece of it. No
    answer, or a status other than 200 and 4xx, gives no rules (``robots``
    None, ``unknown`` the reason), as the Site dock treats it too.
    """
    problem = check_http_url(url.strip())
    if problem:
        return RobotsSource(url, None, None, error=problem)
    address = robots_url(url)
    answer = http_get(address, timeout=timeout, max_bytes=FETCH_LIMIT)
    if answer.status is None:
        return RobotsSource(address, None, None, error=answer.error)
    if answer.status != 200 and not 400 <= answer.status < 500:
        # Only a 4xx says there is no file; a 5xx (or a redirect left unfollowed) is the server's trouble.
        return RobotsSource(address, None, None, status=answer.status)
    is_file = answer.status == 200 and is_text_media_type(answer.content_type)
    if is_file and answer.truncated:
        reason = _("robots.txt is over {n} bytes, over the 32 KB limit").format(n=FETCH_LIMIT)
        return RobotsSource(address, RobotsTxt.allow_all(reason), None, status=answer.status)
    robots = robots_from_response(answer.status, answer.body, answer.content_type)
    return RobotsSource(address, robots, decode_robots(answer.body) if is_file else None,
                        status=answer.status, size=len(answer.body or b"") if is_file else None)
