"""Telling feed services that the feed changed: REST pings and XML-RPC ``weblogUpdates.ping``.

The publisher guide (seed 001) describes both: a GET of a URL with the feed's
URL as a parameter, and ``weblogUpdates.ping(site name, feed URL)`` answering
a struct ``{flerror, message}``. A ping asks the service to fetch the feed
at once, so it comes once the exported files are uploaded (TURBO.md: "after
publishing"), a step of its own (``turbo-editor ping``, Publish ▸ Ping
services): an export pings nobody. Every function here returns a
:class:`PingResult` and never raises, so a service that is down cannot break
what the user was doing.
"""

from __future__ import annotations

import http.client
import time
import xml.parsers.expat
import xmlrpc.client
from dataclasses import dataclass, replace
from urllib.parse import quote

import lxml.html
from lxml import etree

from ..messages import _
from .http_get import DEFAULT_TIMEOUT, USER_AGENT, check_http_url, describe_failure, http_get, read_before

# A ping answer is a line of text or a two-member struct; more is not an answer.
MAX_ANSWER_BYTES = 64 * 1024


@dataclass(frozen=True)
class PingResult:
    endpoint: str                # the URL requested (a REST template with the feed URL filled in)
    ok: bool
    status: int | None           # HTTP status; None when no answer came
    message: str
    flerror: bool | None = None  # XML-RPC: the service's own error flag
    feed_url: str | None = None  # the feed the service was told about

    def to_dict(self) -> dict:
        return {"endpoint": self.endpoint, "ok": self.ok, "status": self.status,
                "message": self.message, "flerror": self.flerror, "feed_url": self.feed_url}


def parse_endpoints(text: str) -> list[tuple[str, str]]:
    """("rest"|"xmlrpc", url) per line: "rest URL" / "xmlrpc URL", or a bare URL (with {url}: REST);
    empty lines and lines starting with # are left out."""
    endpoints = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        kind, _space, rest = line.partition(" ")
        if kind.lower() in ("rest", "xmlrpc") and rest.strip():
            endpoints.append((kind.lower(), rest.strip()))
        else:
            endpoints.append(("rest" if "{url}" in line else "xmlrpc", line))
    return endpoints


def answer_line(result: PingResult, with_feed: bool = False) -> str:
    """A ping's answer as a line to show: the service, what came of it and its words; ``with_feed``
    names the feed too (several were pinged)."""
    if result.ok:
        state = _("accepted")
    elif result.flerror:            # XML-RPC: the service answered with its error flag set
        state = _("refused by the service")
    else:
        state = _("failed")
    where = f"{result.endpoint} ({result.feed_url})" if with_feed else result.endpoint
    return f"{where}: {state} — {result.message}"


def ping_feeds(endpoints, name: str, feed_urls, *, timeout: float = DEFAULT_TIMEOUT) -> list[PingResult]:
    """Tell every endpoint about every feed: a split export is several feeds, each with its own URL.

    ``endpoints`` are ("rest", URL template) or ("xmlrpc", URL) pairs; the
    answers come feed by feed, in the endpoints' order, each naming its feed.
    """
    results = []
    for feed_url in dict.fromkeys(u for u in feed_urls if u):       # each URL once, in order
        for kind, endpoint in endpoints:
            if kind == "rest":
                result = rest_ping(endpoint, feed_url, name=name, timeout=timeout)
            else:
                result = xmlrpc_ping(endpoint, name, feed_url, timeout=timeout)
            results.append(replace(result, feed_url=feed_url))
    return results


def ping_url(template: str, feed_url: str, name: str = "") -> str:
    """``template`` with ``{url}`` (and ``{name}``) replaced by URL-encoded values.

    Plain replacement rather than str.format: a template may hold other braces.
    """
    return template.replace("{url}", quote(feed_url, safe="")).replace("{name}", quote(name, safe=""))


def rest_ping(template: str, feed_url: str, *, name: str = "",
              timeout: float = DEFAULT_TIMEOUT) -> PingResult:
    """GET the ping URL made from ``template`` (e.g. ``https://ping.example/rss?u={url}``)."""
    if "{url}" not in template:
        return PingResult(template, False, None, _("the ping URL template has no {url} for the feed's URL"))
    url = ping_url(template, feed_url, name)
    answer = http_get(url, timeout=timeout, max_bytes=MAX_ANSWER_BYTES)
    if answer.status is None:
        return PingResult(url, False, None, answer.error or _("no answer"))
    text = _answer_text(answer.body, answer.content_type)
    if answer.ok:
        return PingResult(url, True, answer.status, text or f"HTTP {answer.status}")
    # A failure says its status first: a server's error page alone ("Error") hides it.
    return PingResult(url, False, answer.status, f"HTTP {answer.status}: {text}" if text else f"HTTP {answer.status}")


def _answer_text(body: bytes, content_type: str | None) -> str:
    """A REST ping's answer as a line to show: the words of an HTML page (a server's error page),
    not its markup; at most 200 characters."""
    text = body.decode("utf-8", errors="replace")
    html = "html" in (content_type or "").lower() or text.lstrip()[:15].lower().startswith(("<!doctype", "<html"))
    if html and text.strip():
        try:
            page = lxml.html.document_fromstring(text)
        except (etree.ParserError, ValueError):
            page = None
        if page is not None:
            title = page.findtext(".//title") or ""
            for unwanted in page.xpath("//script|//style|//head"):
                unwanted.drop_tree()
            text = page.text_content() if page.text_content().strip() else title
    words = " ".join(text.split())
    return words if len(words) <= 200 else words[:199] + "…"


def xmlrpc_ping(endpoint: str, name: str, feed_url: str, *, timeout: float = DEFAULT_TIMEOUT) -> PingResult:
    """Call ``weblogUpdates.ping(name, feed_url)`` at ``endpoint``."""
    problem = check_http_url(endpoint)
    if problem:
        return PingResult(endpoint, False, None, problem)
    transport_class = _BoundedSafeTransport if endpoint.lower().startswith("https:") else _BoundedTransport
    transport = transport_class(timeout)
    try:
        answer = xmlrpc.client.ServerProxy(endpoint, transport=transport).weblogUpdates.ping(name, feed_url)
    except xmlrpc.client.Fault as fault:
        return PingResult(endpoint, False, 200,
                          _("fault {code}: {reason}").format(code=fault.faultCode, reason=fault.faultString))
    except xmlrpc.client.ProtocolError as err:
        return PingResult(endpoint, False, err.errcode, f"HTTP {err.errcode} {err.errmsg}".strip())
    except (xmlrpc.client.ResponseError, xml.parsers.expat.ExpatError, _TooMuch) as err:
        return PingResult(endpoint, False, 200, _("the answer is not an XML-RPC response: {reason}").format(reason=err))
    except (OSError, http.client.HTTPException) as err:
        # A timeout, a refusal, an unknown host: in the words a REST ping's failure has (http_get's).
        return PingResult(endpoint, False, None, describe_failure(err, timeout))
    finally:
        transport.close()
    if not isinstance(answer, dict):
        return PingResult(endpoint, False, 200, _("unexpected answer {answer}").format(answer=f"{answer!r:.200}"))
    flerror = bool(answer.get("flerror", False))
    message = str(answer.get("message", "")).strip()
    return PingResult(endpoint, not flerror, 200, message or _("the service gave no message"), flerror)


class _TooMuch(Exception):
    pass


class _Bounded:
    """Transport behaviour: socket timeout, and one deadline and size cap for the answer.

    xmlrpc.client's transports wait forever by default and read any amount.
    """

    user_agent = USER_AGENT
    accept_gzip_encoding = False  # a gzip answer is read whole before it is unpacked

    def __init__(self, timeout: float):
        super().__init__()
        self.timeout = timeout
        self.deadline = 0.0

    def make_connection(self, host):
        connection = super().make_connection(host)
        connection.timeout = self.timeout
        self.deadline = time.monotonic() + self.timeout
        return connection

    def parse_response(self, response):
        return super().parse_response(_CappedResponse(response, self.deadline, self.timeout))


class _CappedResponse:
    def __init__(self, response, deadline: float, timeout: float):
        self._response = response
        self._deadline = deadline
        self._timeout = timeout
        self._read = 0

    def getheader(self, name, default=None):
        return self._response.getheader(name, default)

    def read(self, size=-1):
        room = MAX_ANSWER_BYTES + 1 - self._read
        data = read_before(self._response, room if size is None or size < 0 else min(size, room), self._deadline)
        if data is None:
            raise TimeoutError(f"no complete answer within {self._timeout:g} s")
        self._read += len(data)
        if self._read > MAX_ANSWER_BYTES:
            raise _TooMuch(f"more than {MAX_ANSWER_BYTES} bytes")
        return data

    def close(self):
        self._response.close()


class _BoundedTransport(_Bounded, xmlrpc.client.Transport):
    pass


class _BoundedSafeTransport(_Bounded, xmlrpc.client.SafeTransport):
    pass
