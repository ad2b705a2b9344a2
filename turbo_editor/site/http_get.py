"""One bounded HTTP GET for the site checks: fetching robots.txt and REST pings.

Every outcome is a value, never an exception: a site that is down or slow is
something to report, not a reason for the editor to fail. Only http and https
are fetched, because ping URL templates come from settings and urllib would
otherwise read ``file:`` URLs. The whole exchange has one deadline, not one
per socket read, so a server that drips bytes cannot hold the caller longer.
"""

from __future__ import annotations

import http.client
import socket
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from urllib.parse import urlsplit

from .. import __version__

# Yandex gives up on a feed that does not arrive within 10 seconds (seed 000,
# "Updating the Turbo page"); a check that waits longer would pass a site the
# robot fails.
DEFAULT_TIMEOUT = 10.0

USER_AGENT = f"turbo-editor/{__version__}"

_CHUNK = 16 * 1024


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
    parts = urlsplit(url)
    if parts.scheme.lower() not in ("http", "https"):
        return f"only http and https URLs can be fetched, not {url!r}"
    if not parts.hostname:
        return f"{url!r} has no host name"
    try:
        _ = parts.port                      # the property raises on a port out of range
    except ValueError:
        return f"{url!r} has an invalid port"
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
        with err:
            try:
                body, truncated = _read(err, max_bytes, deadline)
            except (OSError, http.client.HTTPException, _Late):
                body, truncated = b"", False
            content_type = err.headers.get("Content-Type") if err.headers else None
            return HttpAnswer(url, err.code, body, content_type, truncated=truncated)
    except _Late:
        return HttpAnswer(url, None, error=f"no complete answer within {timeout:g} s")
    except urllib.error.URLError as err:
        return HttpAnswer(url, None, error=_describe(err.reason, timeout))
    except (OSError, http.client.HTTPException, ValueError) as err:
        return HttpAnswer(url, None, error=_describe(err, timeout))


class _Late(Exception):
    """The deadline passed while the body was still arriving."""


def _read(response, max_bytes: int, deadline: float) -> tuple[bytes, bool]:
    chunks: list[bytes] = []
    size = 0
    while size <= max_bytes:
        if time.monotonic() > deadline:
            raise _Late
        chunk = response.read(min(_CHUNK, max_bytes + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    body = b"".join(chunks)
    return body[:max_bytes], len(body) > max_bytes


def _describe(reason, timeout: float) -> str:
    if isinstance(reason, (TimeoutError, socket.timeout)):
        return f"no answer within {timeout:g} s"
    if isinstance(reason, socket.gaierror):
        return f"host not found ({reason.strerror or reason})"
    if isinstance(reason, ConnectionRefusedError):
        return "connection refused"
    if isinstance(reason, OSError) and reason.strerror:
        return reason.strerror
    return str(reason) or type(reason).__name__
