"""One bounded HTTP GET for the site checks: fetching robots.txt and REST pings.

Every outcome is a value, never an exception: a site that is down or slow is
something to report, not a reason for the editor to fail. Only http and https
are fetched, because ping URL templates come from settings and urllib would
otherwise read ``file:`` URLs. The whole exchange has one deadline, not one
per socket read, so a server that drips bytes cannot hold the caller longer.
"""

from __future__ import annotations

import errno
import http.client
import socket
import ssl
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from urllib.parse import urlsplit

from .. import __version__
from ..messages import N_, _

# Yandex gives up on a feed that does not arrive within 10 seconds (seed 000,
# "Updating the Turbo page"); a check that waits longer would pass a site the
# robot fails.
DEFAULT_TIMEOUT = 10.0

USER_AGENT = f"turbo-editor/{__version__}"

_CHUNK = 16 * 1024

# What a failed connection says, for the errors a user meets most (the system's own words are English).
_CONNECTION_ERRORS = {
    errno.ECONNREFUSED: N_("connection refused"),
    errno.ECONNRESET: N_("the server reset the connection"),
    errno.ECONNABORTED: N_("the connection was aborted"),
    errno.EPIPE: N_("the server closed the connection"),
    errno.ENETUNREACH: N_("the network is unreachable"),
    errno.EHOSTUNREACH: N_("the host is unreachable"),
}


@dataclass(frozen=True)
class HttpAnswer:
    """What one GET brought back.

    ``status`` is None when no HTTP answer came at all; ``error`` then says
    why (refused, no such host, timeout). A 404 or 500 is an answer, not an
    error. ``truncated`` is set when the body was longer than asked for.
    """

    url: str
    status: int | None
    body: bytes = b""
    content_type: str | None = None
    error: str | None = None
    truncated: bool = False

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


def _opener() -> urllib.request.OpenerDirector:
    # build_opener() would add the file: and ftp: handlers; a redirect must not reach them either.
    opener = urllib.request.OpenerDirector()
    for handler in (urllib.request.ProxyHandler(), urllib.request.HTTPHandler(),
                    urllib.request.HTTPSHandler(), urllib.request.HTTPRedirectHandler(),
                    urllib.request.HTTPDefaultErrorHandler(), urllib.request.HTTPErrorProcessor()):
        opener.add_handler(handler)
    return opener


def check_http_url(url: str) -> str | None:
    """Why ``url`` cannot be fetched by this module, or None if it can."""
    try:
        parts = urlsplit(url)
    except ValueError:                      # a "[" that opens no IPv6 address
        return _("'{url}' is not a valid URL").format(url=url)
    if parts.scheme.lower() not in ("http", "https"):
        return _("only http and https URLs can be fetched, not '{url}'").format(url=url)
    if not parts.hostname:
        return _("'{url}' has no host name").format(url=url)
    try:
        _port = parts.port                  # the property raises on a port out of range
    except ValueError:
        return _("'{url}' has an invalid port").format(url=url)
    return None


def http_get(url: str, *, timeout: float = DEFAULT_TIMEOUT, max_bytes: int = 1024 * 1024) -> HttpAnswer:
    """GET ``url`` within ``timeout`` seconds, reading at most ``max_bytes`` of the body."""
    problem = check_http_url(url)
    if problem:
        return HttpAnswer(url, None, error=problem)
    deadline = time.monotonic() + timeout
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    try:
        with _opener().open(request, timeout=timeout) as response:
            body, truncated = _read(response, max_bytes, deadline)
            return HttpAnswer(url, response.status, body, response.headers.get("Content-Type"),
                              truncated=truncated)
    except urllib.error.HTTPError as err:
        if 300 <= err.code < 400:
            # urllib follows redirects itself: one that reaches us is a loop, or one too many. It is
            # no answer about the file, as a 302 would wrongly say.
            err.close()
            return HttpAnswer(url, None, error=_("too many redirects (HTTP {status}): the address sends the "
                                                 "reader round in a loop").format(status=err.code))
        with err:
            try:
                body, truncated = _read(err, max_bytes, deadline)
            except (OSError, http.client.HTTPException, _Late):
                body, truncated = b"", False
            content_type = err.headers.get("Content-Type") if err.headers else None
            return HttpAnswer(url, err.code, body, content_type, truncated=truncated)
    except _Late:
        return HttpAnswer(url, None, error=_("no complete answer within {seconds} s").format(seconds=f"{timeout:g}"))
    except urllib.error.URLError as err:
        return HttpAnswer(url, None, error=describe_failure(err.reason, timeout))
    except (OSError, http.client.HTTPException, ValueError) as err:
        return HttpAnswer(url, None, error=describe_failure(err, timeout))


class _Late(Exception):
    """The deadline passed while the body was still arriving."""


def _read(response, max_bytes: int, deadline: float) -> tuple[bytes, bool]:
    chunks: list[bytes] = []
    size = 0
    while size <= max_bytes:
        chunk = read_before(response, min(_CHUNK, max_bytes + 1 - size), deadline)
        if chunk is None:
            raise _Late
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    body = b"".join(chunks)
    return body[:max_bytes], len(body) > max_bytes


def read_before(response, size: int, deadline: float) -> bytes | None:
    """Up to ``size`` bytes of an HTTP answer's body, what one arrival brings; None once the
    deadline has passed. ``read(size)`` waits for all ``size`` bytes, each socket read with the
    whole timeout, so a server sending a byte every half second held the caller for hours."""
    left = deadline - time.monotonic()
    if left <= 0:
        return None
    sock = _socket_of(response)
    if sock is not None:
        sock.settimeout(left)
    try:
        read = getattr(response, "read1", None)
        return read(size) if read is not None else response.read(size)
    except TimeoutError:
        return None


def _socket_of(response):
    """The socket an http.client answer (or an HTTPError wrapping one) reads from, if it shows it."""
    for _step in range(3):
        raw = getattr(getattr(response, "fp", None), "raw", None)
        sock = getattr(raw, "_sock", None)
        if sock is not None:
            return sock
        response = getattr(response, "fp", None)
        if response is None:
            return None
    return None


def describe_failure(reason, timeout: float) -> str:
    """Why no answer came, in the user's language; the system's own words only as a detail."""
    if isinstance(reason, (TimeoutError, socket.timeout)):
        return _("no answer within {seconds} s").format(seconds=f"{timeout:g}")
    if isinstance(reason, socket.gaierror):
        if reason.errno == socket.EAI_NONAME:
            return _("host not found")
        if reason.errno == socket.EAI_AGAIN:
            return _("the host name could not be looked up now (no network, or the name server does not answer)")
        return _("host not found ({reason})").format(reason=reason.strerror or reason)
    if isinstance(reason, ssl.SSLCertVerificationError):
        return _("the site's certificate could not be verified ({reason})").format(
            reason=reason.verify_message or reason)
    if isinstance(reason, ssl.SSLError):
        return _("the secure connection failed ({reason})").format(reason=reason.reason or reason)
    if isinstance(reason, OSError) and reason.errno in _CONNECTION_ERRORS:
        return _(_CONNECTION_ERRORS[reason.errno])
    if isinstance(reason, http.client.RemoteDisconnected):
        return _("the server closed the connection without an answer")
    if isinstance(reason, http.client.HTTPException):
        return _("the server's answer is not HTTP ({reason})").format(reason=str(reason) or type(reason).__name__)
    detail = (reason.strerror if isinstance(reason, OSError) else None) or str(reason) or type(reason).__name__
    return _("network error: {reason}").format(reason=detail)
