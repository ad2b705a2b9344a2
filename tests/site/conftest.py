"""Fixtures for the network tests: servers on 127.0.0.1 (see local_servers.py), no proxies."""

from __future__ import annotations

import socket
from xmlrpc.server import SimpleXMLRPCRequestHandler, SimpleXMLRPCServer

import pytest

from local_servers import LOOPBACK, Canned, HttpSite, PingRecorder, running


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch):
    # urllib honours proxy variables; a proxy would carry a loopback request elsewhere.
    for name in ("http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("no_proxy", "*")


@pytest.fixture
def http_site():
    """``http_site(routes)`` starts a server and returns it; all are stopped after the test."""
    stack = []

    def start(routes: dict[str, Canned]) -> HttpSite:
        site = HttpSite(routes)
        context = running(site.server)
        context.__enter__()
        stack.append(context)
        return site

    yield start
    for context in reversed(stack):
        context.__exit__(None, None, None)


@pytest.fixture
def xmlrpc_site():
    """``xmlrpc_site(answer)``: an XML-RPC server whose weblogUpdates.ping returns ``answer``.

    Returns (endpoint URL, recorder); an exception as ``answer`` is raised, which the
    server sends back as an XML-RPC fault.
    """
    stack = []

    def start(answer):
        recorder = PingRecorder(answer)

        class Quiet(SimpleXMLRPCRequestHandler):
            def log_message(self, *args):
                pass

        server = SimpleXMLRPCServer((LOOPBACK, 0), requestHandler=Quiet, logRequests=False, allow_none=True)
        server.register_function(recorder.ping, "weblogUpdates.ping")
        context = running(server)
        context.__enter__()
        stack.append(context)
        return f"http://{LOOPBACK}:{server.server_address[1]}/RPC2", recorder

    yield start
    for context in reversed(stack):
        context.__exit__(None, None, None)


@pytest.fixture
def silent_port():
    """A port on 127.0.0.1 that accepts connections and never answers (for timeouts)."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind((LOOPBACK, 0))
    listener.listen(8)
    yield listener.getsockname()[1]
    listener.close()


@pytest.fixture
def closed_port():
    """A port on 127.0.0.1 nothing listens on (connections are refused)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    probe.bind((LOOPBACK, 0))
    port = probe.getsockname()[1]
    probe.close()
    return port
