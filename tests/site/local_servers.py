"""Local servers for the network tests: 127.0.0.1 only, each stops by itself.

A server answers from a table of canned responses and records what it was
asked. It runs in a thread that handles requests until the test ends or a
deadline passes, whichever comes first, so a test that forgets it cannot
leave it running.
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOOPBACK = "127.0.0.1"
SERVER_LIFETIME = 30.0  # seconds: far longer than any test here, short enough to end a stray one


@dataclass
class Canned:
    status: int = 200
    body: bytes = b""
    headers: dict = field(default_factory=lambda: {"Content-Type": "text/plain; charset=utf-8"})
    drip: float = 0.0           # seconds between the body's bytes: a server that sends one at a time


@dataclass
class Recorded:
    path: str
    headers: dict


def _serve(server, stop: threading.Event) -> None:
    server.timeout = 0.05
    deadline = time.monotonic() + SERVER_LIFETIME
    while not stop.is_set() and time.monotonic() < deadline:
        server.handle_request()


@contextmanager
def running(server):
    stop = threading.Event()
    thread = threading.Thread(target=_serve, args=(server, stop), daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join(5)
        server.server_close()


class HttpSite:
    """An HTTP server on 127.0.0.1 answering ``routes[path]`` (else 404)."""

    def __init__(self, routes: dict[str, Canned]):
        self.routes = routes
        self.requests: list[Recorded] = []
        self.dripped = 0                # bytes of dripping bodies sent so far
        site = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                site.requests.append(Recorded(self.path, dict(self.headers)))
                canned = site.routes.get(self.path) or site.routes.get(self.path.split("?", 1)[0]) \
                    or Canned(404, b"not found")
                self.send_response(canned.status)
                for name, value in canned.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(canned.body)))
                self.end_headers()
                if not canned.drip:
                    self.wfile.write(canned.body)
                    return
                try:
                    for byte in canned.body:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        site.dripped += 1
                        time.sleep(canned.drip)
                except OSError:                 # the client gave up
                    pass

            do_POST = do_GET  # the body sent is not read: answers are canned

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer((LOOPBACK, 0), Handler)
        self.url = f"http://{LOOPBACK}:{self.server.server_address[1]}"


class PingRecorder:
    def __init__(self, answer):
        self.answer = answer
        self.calls: list[tuple] = []

    def ping(self, name, url):
        self.calls.append((name, url))
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer
