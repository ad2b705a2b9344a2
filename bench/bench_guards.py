#!/usr/bin/env python
"""Guards benchmark: how quickly hostile or silent input is given up on, against bare baselines.

    .venv/bin/python bench/bench_guards.py [--repeat N] [--timeout S] [--json-out FILE]

Prints one JSON document to stdout (progress goes to stderr). It reports; it
never fails on timing. The tests check what happens (the bomb is refused, the
ping reports its timeout); this measures how long it takes:

* ``entity_bomb``: the "billion laughs" document (ten levels of ten references)
  given to ``turbo_editor.feed.load_bytes``, next to a bare
  ``lxml.etree.fromstring`` of the same bytes, which libxml2 also refuses.
  Budget: refused within 1 s.
* ``rest_ping``, ``xmlrpc_ping``, ``robots_fetch``: each asks a server on
  127.0.0.1 that accepts the connection and never answers, with a timeout of
  ``--timeout`` seconds; next to a bare socket that connects, sends a GET and
  waits for the same timeout. ``over_timeout_ms`` is how long past the timeout
  each side gave up. Budget: a result within 5 s.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import socket
import statistics
import sys
import time

import _common  # noqa: E402  (first: this checkout importable)
from lxml import etree  # noqa: E402

from turbo_editor.feed import FeedSyntaxError, load_bytes  # noqa: E402
from turbo_editor.site.ping import rest_ping, xmlrpc_ping  # noqa: E402
from turbo_editor.site.robots_source import fetch_robots  # noqa: E402

BUDGETS_MS = {"entity_bomb": 1000.0, "silent_server": 5000.0}
LOOPBACK = "127.0.0.1"
FEED = "https://sad.example.ru/turbo.rss"


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)


def billion_laughs() -> bytes:
    lol = '<!ENTITY lol "lol">' + "".join(
        f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">' for i in range(1, 10))
    return f'<?xml version="1.0"?><!DOCTYPE lolz [{lol}]><rss><t>&lol9;</t></rss>'.encode()


class SilentServer:
    """A fresh listener on 127.0.0.1 that never accepts: connections complete in its backlog and
    wait for an answer that never comes. One per timed call, so the backlog never fills."""

    def __enter__(self) -> int:
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind((LOOPBACK, 0))
        self.listener.listen(8)
        return self.listener.getsockname()[1]

    def __exit__(self, *exc) -> None:
        self.listener.close()


def timed(fn, *args) -> tuple[float, object]:
    """Milliseconds for one call, and what it returned or raised."""
    gc.collect()
    t0 = time.perf_counter_ns()
    try:
        outcome = fn(*args)
    except Exception as err:          # a refusal is the outcome being measured
        outcome = err
    return (time.perf_counter_ns() - t0) / 1e6, outcome


def pair(bare, ours, repeat: int, *, per_call=None) -> tuple[dict, list, list]:
    """Time ``bare`` and ``ours`` alternately (one warm-up each, order swapped every round).
    ``per_call`` is a context manager factory whose value each call receives (a fresh server)."""
    samples: dict[str, list[float]] = {"bare": [], "ours": []}
    outcomes: dict[str, list] = {"bare": [], "ours": []}
    fns = {"bare": bare, "ours": ours}

    def call(key: str, record: bool) -> None:
        if per_call is None:
            ms, outcome = timed(fns[key])
        else:
            with per_call() as value:
                ms, outcome = timed(fns[key], value)
        if record:
            samples[key].append(ms)
            outcomes[key].append(outcome)

    for key in fns:
        call(key, record=False)
    for i in range(repeat):
        for key in (("bare", "ours") if i % 2 == 0 else ("ours", "bare")):
            call(key, record=True)
    bare_med, ours_med = statistics.median(samples["bare"]), statistics.median(samples["ours"])
    row = {"bare_ms": round(bare_med, 2), "ours_ms": round(ours_med, 2),
           "bare_min_ms": round(min(samples["bare"]), 2), "ours_min_ms": round(min(samples["ours"]), 2),
           "ours_max_ms": round(max(samples["ours"]), 2),
           "ratio": round(ours_med / bare_med, 3) if bare_med > 0 else None, "repeat": repeat}
    return row, outcomes["bare"], outcomes["ours"]


def bench_entity_bomb(repeat: int) -> dict:
    data = billion_laughs()
    log(f"entity bomb ({len(data)} bytes) x{repeat}")
    row, bare, ours = pair(lambda: etree.fromstring(data, etree.XMLParser(strip_cdata=False)),
                           lambda: load_bytes(data), repeat)
    row["bytes"] = len(data)
    row["budget_ms"] = BUDGETS_MS["entity_bomb"]
    row["within_budget"] = row["ours_max_ms"] < BUDGETS_MS["entity_bomb"]
    row["checks"] = {
        "bare_refused": all(isinstance(o, etree.XMLSyntaxError) for o in bare),
        "ours_refused_as_bomb": all(isinstance(o, FeedSyntaxError) and "entity expansion bomb" in str(o)
                                    for o in ours),
    }
    return row


def bare_silent_get(timeout: float):
    def call(port: int):
        with socket.create_connection((LOOPBACK, port), timeout=timeout) as sock:
            sock.sendall(f"GET / HTTP/1.1\r\nHost: {LOOPBACK}:{port}\r\nConnection: close\r\n\r\n".encode())
            try:
                return sock.recv(1)
            except TimeoutError:
                return "timeout"
    return call


def bench_silent(name: str, ours, expected: str, timeout: float, repeat: int) -> dict:
    log(f"{name}: silent server, timeout {timeout:g} s, x{repeat}")
    row, bare, outcomes = pair(bare_silent_get(timeout), ours, repeat, per_call=SilentServer)
    row["timeout_ms"] = timeout * 1000
    row["over_timeout_ms"] = {"bare": round(row["bare_ms"] - timeout * 1000, 2),
                              "ours": round(row["ours_ms"] - timeout * 1000, 2)}
    row["budget_ms"] = BUDGETS_MS["silent_server"]
    row["within_budget"] = row["ours_max_ms"] < BUDGETS_MS["silent_server"]
    row["checks"] = {"bare_timed_out": all(o == "timeout" for o in bare),
                     "ours_reports_the_timeout": all(_message(o) == expected for o in outcomes)}
    return row


def _message(outcome) -> str | None:
    return getattr(outcome, "message", None) or getattr(outcome, "error", None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7, help="timed runs per row (default 7)")
    parser.add_argument("--timeout", type=float, default=0.3,
                        help="the timeout given to the network calls, in seconds (default 0.3)")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON document to FILE")
    args = parser.parse_args(argv)
    t = args.timeout
    expected = f"no answer within {t:g} s"
    rows = {
        "entity_bomb": bench_entity_bomb(args.repeat),
        "rest_ping": bench_silent("rest_ping", lambda port: rest_ping(
            f"http://{LOOPBACK}:{port}/ping?u={{url}}", FEED, timeout=t), expected, t, args.repeat),
        "xmlrpc_ping": bench_silent("xmlrpc_ping", lambda port: xmlrpc_ping(
            f"http://{LOOPBACK}:{port}/RPC2", "Site", FEED, timeout=t), expected, t, args.repeat),
        "robots_fetch": bench_silent("robots_fetch", lambda port: fetch_robots(
            f"http://{LOOPBACK}:{port}/turbo.rss", timeout=t), expected, t, args.repeat),
    }
    result = {
        "benchmark": "guards",
        "machine": {"python": platform.python_version(), "implementation": platform.python_implementation(),
                    "platform": platform.platform(), "cpus": os.cpu_count(), "lxml": etree.__version__,
                    "libxml2": ".".join(map(str, etree.LIBXML_VERSION))},
        "budgets_ms": BUDGETS_MS,
        "verdict": {f"{name}_within_budget": row["within_budget"] for name, row in rows.items()}
        | {f"{name}_checks_pass": all(row["checks"].values()) for name, row in rows.items()},
        "rows": rows,
    }
    _common.emit(result, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
