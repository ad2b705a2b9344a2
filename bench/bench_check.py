#!/usr/bin/env python
"""Validation benchmark: a full check, and an incremental re-check after one item edit.

    .venv/bin/python bench/bench_check.py [--items 1000 10000] [--repeat N] [--json-out FILE]

Prints one JSON document to stdout (progress goes to stderr). It reports; it
never fails on timing. Budgets (DESIGN.md): a full check at most 3x a bare
lxml parse of the same bytes, measured in the same run (``bare_parse``,
``ratio``); a re-check after one item edit under 10 ms.

Rows per feed size:

* ``full``: ``Checker(doc, "auto", source_text=text).check_all()`` on a freshly
  loaded feed, as the CLI and the GUI run it after opening a file.
* ``full_without_text``: the same without the source text (no columns), as the
  window's checker runs.
* ``incremental``: one edit to one item's turbo:content through ``doc.apply``
  (the checker is attached, as in the GUI), then ``checker.refresh()``: the
  item's rules, the feed-wide rules, and the full findings list rebuilt.
* ``recheck_item``: ``checker.recheck_item(item)`` alone, without rebuilding
  the list.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from functools import partial

import _common  # noqa: E402  (first: this checkout importable)
from lxml import etree

from _feeds import make_feed  # noqa: E402
from turbo_editor.check import Checker  # noqa: E402
from turbo_editor.check.files import decode_source  # noqa: E402
from turbo_editor.feed import load_bytes  # noqa: E402
from turbo_editor.feed.edits import SetText  # noqa: E402
from turbo_editor.vocabulary.namespaces import TURBO_NS, qn  # noqa: E402

BUDGETS_MS = {"incremental": 10.0}
BUDGET_RATIO = 3.0          # DESIGN.md: a full check costs at most 3x a bare parse of the same bytes


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)


def timed(fn) -> float:
    gc.collect()
    t0 = time.perf_counter_ns()
    fn()
    return (time.perf_counter_ns() - t0) / 1e6


def summary(samples: list[float]) -> dict:
    return {"median_ms": round(statistics.median(samples), 2), "min_ms": round(min(samples), 2),
            "max_ms": round(max(samples), 2), "repeat": len(samples)}


def bench_size(items: int, seed: int, repeat: int) -> dict:
    log(f"generating {items} items")
    data = make_feed(items, seed)
    doc = load_bytes(data)
    text = decode_source(data, doc.encoding)
    row: dict = {"items": items, "bytes": len(data)}

    log(f"{items}: full check x{repeat}")
    timed(lambda: Checker(doc, "auto", source_text=text).check_all())          # warm-up
    full = [timed(lambda: Checker(doc, "auto", source_text=text).check_all()) for _ in range(repeat)]
    bare = [timed(lambda: Checker(doc, "auto").check_all()) for _ in range(max(3, repeat // 2))]
    parser = etree.XMLParser(strip_cdata=False)
    timed(lambda: etree.fromstring(data, parser))
    parses = [timed(lambda: etree.fromstring(data, parser)) for _ in range(repeat)]
    checker = Checker(doc, "auto", source_text=text)
    findings = checker.check_all()
    row["profile"] = checker.profile
    row["findings"] = len(findings)
    row["findings_by_rule"] = dict(sorted(_by_rule(findings).items()))
    row["full"] = summary(full)
    row["full_without_text"] = summary(bare)
    row["bare_parse"] = summary(parses)
    row["ratio"] = round(statistics.median(full) / statistics.median(parses), 2)
    row["budget_ratio"] = BUDGET_RATIO
    row["within_budget"] = row["ratio"] <= BUDGET_RATIO

    log(f"{items}: incremental x{repeat}")
    checker.attach()
    channel_items = list(doc.channel.element.iterchildren("item"))
    incremental, recheck = [], []
    for n in range(repeat):
        item = channel_items[(n * 7919 + items // 2) % len(channel_items)]
        content = item.find(qn(TURBO_NS, "content"))
        edited = content.text.replace("</p>", " Правка.</p>", 1)
        doc.apply(SetText(content, edited, True))
        incremental.append(timed(checker.refresh))
        recheck.append(timed(partial(checker.recheck_item, item)))
    checker.detach()
    row["incremental"] = summary(incremental)
    row["recheck_item"] = summary(recheck)
    row["incremental_agrees_with_full"] = _keys(checker.findings()) == _keys(Checker(doc, "auto").check_all())
    return row


def _by_rule(findings) -> dict:
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.rule] = counts.get(f.rule, 0) + 1
    return counts


def _keys(findings) -> list:
    return sorted((f.rule, f.path, f.field, f.attribute, f.message()) for f in findings)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, nargs="+", default=[1000, 10000], help="feed sizes (default 1000 10000)")
    parser.add_argument("--repeat", type=int, default=7, help="timed runs per row (default 7)")
    parser.add_argument("--seed", type=int, default=0, help="feed generator seed (default 0)")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON document to FILE")
    args = parser.parse_args(argv)
    rows = [bench_size(n, args.seed, args.repeat) for n in args.items]
    verdict = {}
    for row in rows:
        verdict[f"full_{row['items']}_ms"] = row["full"]["median_ms"]
        verdict[f"full_{row['items']}_ratio"] = row["ratio"]
        verdict[f"full_{row['items']}_within_budget"] = row["within_budget"]
        verdict[f"incremental_{row['items']}_ms"] = row["incremental"]["median_ms"]
        verdict[f"incremental_{row['items']}_within_budget"] = \
            row["incremental"]["median_ms"] < BUDGETS_MS["incremental"]
    result = {
        "benchmark": "check",
        "machine": {"python": platform.python_version(), "implementation": platform.python_implementation(),
                    "platform": platform.platform(), "cpus": os.cpu_count()},
        "budgets_ms": BUDGETS_MS, "budget_ratio": BUDGET_RATIO,
        "verdict": verdict,
        "sizes": rows,
    }
    _common.emit(result, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
