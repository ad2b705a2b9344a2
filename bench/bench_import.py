"""Import benchmark: 1,000 WordPress-like items made a Turbo feed, against a bare lxml parse and
serialise of the same bytes in the same run.

Budget (issue 18): the import costs at most 3x the bare parse and serialise. The feed repeats
the WordPress item of ``tests/data/import/wordpress.xml`` (paragraphs, a captioned figure, a
gallery, an embed, a quote, a table, a relative link, lazily loaded images) with its own link,
title and date each time. Prints one JSON document; never fails on timing.

    .venv/bin/python bench/bench_import.py [--items 1000] [--repeat 7] [--json-out FILE]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import re
import statistics
import sys
import time

import _common  # noqa: E402,F401  (first: this checkout importable)
from lxml import etree

from turbo_editor.importer import import_bytes  # noqa: E402

BUDGET_RATIO = 3.0
SOURCE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "data", "import",
                      "wordpress.xml")


def wordpress_feed(items: int) -> bytes:
    """``items`` copies of the sample's two posts, each with its own link, title and date."""
    text = open(SOURCE, encoding="utf-8").read()
    head, rest = text.split("<item>", 1)
    posts = re.findall(r"<item>.*?</item>", "<item>" + rest, re.S)[:2]
    body = []
    for n in range(items):
        post = posts[n % 2].replace("/rassada-tomatov/", f"/rassada-tomatov-{n}/")
        post = post.replace("/obrezka-smorodiny/", f"/obrezka-smorodiny-{n}/")
        post = re.sub(r"<title>(.*?)</title>", rf"<title>\1 ({n})</title>", post, count=1)
        body.append(post)
    return (head + "\n".join(body) + "\n\t</channel>\n</rss>\n").encode("utf-8")


def best(fn, repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--json-out", metavar="FILE")
    args = parser.parse_args(argv)
    data = wordpress_feed(args.items)
    parser_ = etree.XMLParser(strip_cdata=False)

    def bare():
        etree.tostring(etree.fromstring(data, parser_), encoding="UTF-8")

    imported = import_bytes(data, source="bench")
    bare_ms = best(bare, args.repeat)
    ours_ms = best(lambda: import_bytes(data, source="bench"), args.repeat)
    ratio = statistics.median(ours_ms) / statistics.median(bare_ms)
    result = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
        "import": {
            "items": args.items, "bytes": len(data), "imported": len(imported.report.included),
            "bare_parse_and_serialise_ms": round(statistics.median(bare_ms), 1),
            "ours_ms": round(statistics.median(ours_ms), 1), "ours_min_ms": round(min(ours_ms), 1),
            "ratio": round(ratio, 2), "budget_ratio": BUDGET_RATIO, "within_budget": ratio <= BUDGET_RATIO,
        },
    }
    text = json.dumps(result, indent=2)
    print(text)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
