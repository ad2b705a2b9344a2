#!/usr/bin/env python
"""Core benchmark: loading and saving a Turbo feed, against bare lxml in the same run.

    .venv/bin/python bench/bench_core.py [--items 1000 10000] [--repeat N] [--json-out FILE]

Prints one JSON document to stdout (progress goes to stderr). It reports; it
never fails on timing. See bench/README.md for what each number means and
the budgets from DESIGN.md ("Performance budgets").
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

# This checkout's turbo_editor, whatever is installed; and the feed generator next to us.
import _common  # noqa: E402
from lxml import etree  # noqa: E402

from _feeds import make_feed  # noqa: E402
from turbo_editor.feed import load_bytes  # noqa: E402

BUDGET_RATIO = 2.0          # DESIGN.md: load and save at most 2x bare lxml, same run

# Memory phases, each measured in a fresh interpreter.
RSS_PHASES = ("load_bare", "load_ours", "save_utf8_bare", "save_utf8_ours",
              "save_cp1251", "save_koi8r", "save_file")


def log(*args) -> None:
    print(*args, file=sys.stderr, flush=True)


# -- timing --------------------------------------------------------------------------------

def _run_once(fn) -> float:
    """Milliseconds for one call; the result is dropped (and freed) outside the timed region."""
    gc.collect()
    t0 = time.perf_counter_ns()
    result = fn()
    t1 = time.perf_counter_ns()
    del result
    gc.collect()
    return (t1 - t0) / 1e6


def time_pair(bare, ours, repeat: int, bare_extra: dict | None = None) -> dict:
    """Time ``bare`` and ``ours`` alternately (one warm-up each), so drift hits both alike.

    ``bare_extra`` maps a field name to another reference callable, timed in
    the same rounds and reported alongside (informational, not in the ratio).
    """
    extra = dict(bare_extra or {})
    fns = {"bare": bare, "ours": ours, **extra}
    for fn in fns.values():          # warm-up: caches, lazy imports, page faults of a fresh heap
        _run_once(fn)
    samples: dict[str, list[float]] = {k: [] for k in fns}
    for i in range(repeat):
        order = list(fns) if i % 2 == 0 else list(reversed(list(fns)))
        for k in order:
            samples[k].append(_run_once(fns[k]))
    bare_med = statistics.median(samples["bare"])
    ours_med = statistics.median(samples["ours"])
    ratio = ours_med / bare_med if bare_med > 0 else float("inf")
    row = {
        "bare_ms": round(bare_med, 2),
        "ours_ms": round(ours_med, 2),
        "ratio": round(ratio, 3),
        "budget_ratio": BUDGET_RATIO,
        "within_budget": ratio <= BUDGET_RATIO,
        "bare_min_ms": round(min(samples["bare"]), 2),
        "ours_min_ms": round(min(samples["ours"]), 2),
        "ratio_of_mins": round(min(samples["ours"]) / min(samples["bare"]), 3),
    }
    for k in extra:
        row[k] = round(statistics.median(samples[k]), 2)
    row["repeat"] = repeat
    return row


# -- memory --------------------------------------------------------------------------------

def _status_mb(field: str) -> float | None:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024.0        # kB
    except OSError:
        pass
    return None


def _reset_hwm() -> bool:
    """Reset this process's peak-RSS mark (Linux >= 4.0: 5 > /proc/self/clear_refs)."""
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
        return True
    except OSError:
        return False


def _ru_maxrss_mb() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return r / (1024.0 * 1024.0) if sys.platform == "darwin" else r / 1024.0


RSS_METHOD_HWM = ("Linux VmHWM from /proc/self/status in a fresh interpreter per phase: the feed "
                  "bytes are read (and for save phases the feed loaded) first, then the peak mark "
                  "is reset via /proc/self/clear_refs and VmRSS noted as start; peak is VmHWM after "
                  "the operation, extra = peak - start. (getrusage ru_maxrss is not used: after a "
                  "vfork+exec it inherits the parent's peak.)")
RSS_METHOD_MAXRSS = ("getrusage(RUSAGE_SELF).ru_maxrss in a fresh interpreter per phase (peak "
                     "mark not resettable here: setup counts toward the peak; the figure may "
                     "also include the parent's peak inherited through vfork+exec)")


def rss_child(phase: str, feed_path: str, save_dir: str) -> None:
    """Run one memory phase in this (fresh) process and print its figures as JSON."""
    with open(feed_path, "rb") as fh:
        data = fh.read()
    doc = None
    if phase.startswith("save_"):
        doc = load_bytes(data)
        del data
    gc.collect()
    resettable = _reset_hwm() and _status_mb("VmHWM") is not None
    start = _status_mb("VmRSS") if resettable else _ru_maxrss_mb()

    if phase == "load_bare":
        out = etree.fromstring(data, etree.XMLParser(strip_cdata=False))
    elif phase == "load_ours":
        out = load_bytes(data)
    elif phase == "save_utf8_bare":
        out = etree.tostring(doc.tree, encoding="UTF-8")
    elif phase == "save_utf8_ours":
        out = doc.serialize("UTF-8")
    elif phase == "save_cp1251":
        out = doc.serialize("windows-1251")
    elif phase == "save_koi8r":
        out = doc.serialize("KOI8-R")
    elif phase == "save_file":
        out = doc.save(os.path.join(save_dir, "rss-phase.xml"), "UTF-8")
    else:
        raise SystemExit(f"unknown phase {phase!r}")

    peak = _status_mb("VmHWM") if resettable else _ru_maxrss_mb()
    del out
    print(json.dumps({"start": round(start, 1), "peak": round(peak, 1), "extra": round(peak - start, 1),
                      "method": "hwm" if resettable else "maxrss"}))


def measure_rss(feed_path: str, save_dir: str) -> dict:
    result: dict = {}
    methods = set()
    for phase in RSS_PHASES:
        proc = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--_rss-child", phase, feed_path, save_dir],
            capture_output=True, text=True)
        if proc.returncode != 0:
            result[phase] = {"error": proc.stderr.strip().splitlines()[-1:] or ["failed"]}
            continue
        figures = json.loads(proc.stdout.strip().splitlines()[-1])
        methods.add(figures.pop("method"))
        result[phase] = figures
    for row, bare, ours in (("load", "load_bare", "load_ours"),
                            ("save_utf8", "save_utf8_bare", "save_utf8_ours")):
        if "extra" in result.get(bare, {}) and "extra" in result.get(ours, {}) and result[bare]["extra"] > 0:
            result[f"{row}_extra_ratio"] = round(result[ours]["extra"] / result[bare]["extra"], 3)
    method = RSS_METHOD_HWM if methods == {"hwm"} else RSS_METHOD_MAXRSS
    return {"method": method, **result}


# -- one feed size -------------------------------------------------------------------------

def bench_size(items: int, repeat: int, seed: int, work: str, save_dir: str, memory: bool) -> dict:
    log(f"[{items} items] generating feed (seed {seed})")
    data = make_feed(items, seed)
    feed_path = os.path.join(work, f"feed-{items}.xml")
    with open(feed_path, "wb") as fh:
        fh.write(data)
    row: dict = {"items": items, "bytes": len(data), "seed": seed}

    bare_parser = etree.XMLParser(strip_cdata=False)
    log(f"[{items} items] load: bare fromstring vs load_bytes")
    row["load"] = time_pair(lambda: etree.fromstring(data, bare_parser), lambda: load_bytes(data), repeat)

    doc = load_bytes(data)
    tree = doc.tree        # both sides serialise this very tree

    def bare_tostring():
        return etree.tostring(tree, encoding="UTF-8")

    log(f"[{items} items] save_utf8")
    row["save_utf8"] = time_pair(bare_tostring, lambda: doc.serialize("UTF-8"), repeat)
    # Each save row is judged against bare lxml doing the same kind of work: tostring in
    # that encoding for the single-byte rows (lxml's own output is not lossless there, but
    # it is the cost of writing those bytes), tostring + write + fsync for the file row.
    log(f"[{items} items] save_cp1251")
    row["save_cp1251"] = time_pair(
        lambda: etree.tostring(tree, encoding="windows-1251"), lambda: doc.serialize("windows-1251"), repeat,
        {"bare_utf8_ms": bare_tostring})
    log(f"[{items} items] save_koi8r")
    row["save_koi8r"] = time_pair(
        lambda: etree.tostring(tree, encoding="KOI8-R"), lambda: doc.serialize("KOI8-R"), repeat,
        {"bare_utf8_ms": bare_tostring})

    target = os.path.join(save_dir, f"saved-{items}.xml")
    bare_target = os.path.join(save_dir, f"bare-{items}.xml")

    def bare_write_fsync():
        body = etree.tostring(tree, encoding="UTF-8")
        with open(bare_target, "wb") as fh:
            fh.write(body)
            fh.flush()
            os.fsync(fh.fileno())

    # One title edited in the middle: the text is written back piece by piece with that one spliced.
    edited = load_bytes(data)
    middle = edited.channel.items[items // 2]
    edited.apply(middle.set("title", (middle.title or "") + " (edited)"))
    log(f"[{items} items] save_utf8_after_one_edit")
    row["save_utf8_after_one_edit"] = time_pair(lambda: etree.tostring(edited.tree, encoding="UTF-8"),
                                                lambda: edited.serialize("UTF-8"), repeat)
    edited_bytes = edited.serialize("UTF-8")
    edited = None       # the lambdas above share this variable: rebinding it frees the document

    log(f"[{items} items] save_file -> {save_dir}")
    row["save_file"] = time_pair(bare_write_fsync, lambda: doc.save(target, "UTF-8"), repeat,
                                 {"bare_utf8_ms": bare_tostring})

    # Correctness of what was timed (reported, not asserted). Single-byte saves split CDATA
    # around references, so they are compared by canonical XML (C14N), not byte for byte.
    c14n = etree.tostring(tree, method="c14n")
    with open(target, "rb") as fh:
        saved = fh.read()
    row["checks"] = {
        "utf8_roundtrip_byte_identical": doc.serialize("UTF-8") == data,
        "one_edit_changes_one_line": sum(1 for a, b in zip(data.split(b"\n"), edited_bytes.split(b"\n")) if a != b) == 1
                                     and data.count(b"\n") == edited_bytes.count(b"\n"),
        "saved_file_byte_identical": saved == data,
        "cp1251_reload_c14n_equal": etree.tostring(
            load_bytes(doc.serialize("windows-1251")).tree, method="c14n") == c14n,
        "koi8r_reload_c14n_equal": etree.tostring(
            load_bytes(doc.serialize("KOI8-R")).tree, method="c14n") == c14n,
    }
    # Freed before the memory phases; the timed closures share these variables, so they are
    # rebound rather than deleted.
    c14n = saved = doc = tree = None
    gc.collect()

    if memory:
        log(f"[{items} items] peak RSS, one fresh interpreter per phase")
        row["peak_rss_mb"] = measure_rss(feed_path, save_dir)
    os.unlink(feed_path)
    return row


def _fs_type(path: str) -> str | None:
    """The file system type holding ``path`` (Linux, best effort): fsync cost depends on it."""
    try:
        best = ("", None)
        real = os.path.realpath(path)
        with open("/proc/mounts") as fh:
            for line in fh:
                _, mnt, fstype, *_ = line.split()
                if (real == mnt or real.startswith(mnt.rstrip("/") + "/")) and len(mnt) >= len(best[0]):
                    best = (mnt, fstype)
        return best[1]
    except OSError:
        return None


def machine_info(save_dir: str) -> dict:
    cpu_model = None
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu_model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = None
    return {
        "python": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "lxml": etree.__version__,
        "libxml2": ".".join(map(str, etree.LIBXML_VERSION)),
        "libxml2_compiled": ".".join(map(str, etree.LIBXML_COMPILED_VERSION)),
        "cpu_count": os.cpu_count(),
        "cpu_usable": usable,
        "cpu_model": cpu_model,
        "platform": platform.platform(),
        "save_dir": save_dir,
        "save_dir_fs": _fs_type(save_dir),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--items", type=int, nargs="+", default=[1000, 10000],
                    help="feed sizes in items (default: 1000 10000)")
    ap.add_argument("--repeat", type=int, default=7, help="timed runs per measurement (default 7)")
    ap.add_argument("--seed", type=int, default=0, help="feed generator seed (default 0)")
    ap.add_argument("--json-out", metavar="FILE", help="also write the JSON document to FILE")
    ap.add_argument("--save-dir", metavar="DIR",
                    help="folder for the save_file measurement (default: a temporary folder)")
    ap.add_argument("--no-memory", action="store_true", help="skip the peak-RSS subprocesses")
    ap.add_argument("--_rss-child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args._rss_child:
        rss_child(*args._rss_child)
        return 0
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")

    work = tempfile.mkdtemp(prefix="turbo-bench-")
    save_dir = os.path.abspath(args.save_dir) if args.save_dir else work
    os.makedirs(save_dir, exist_ok=True)
    try:
        report = {
            "machine": machine_info(save_dir),
            "budgets": {"load": f"ours <= {BUDGET_RATIO}x bare etree.fromstring",
                        "save": f"ours <= {BUDGET_RATIO}x bare etree.tostring(tree, encoding='UTF-8')"},
            "results": [bench_size(n, args.repeat, args.seed, work, save_dir, not args.no_memory)
                        for n in args.items],
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if args.save_dir:
            for n in args.items:
                for name in (f"saved-{n}.xml", f"bare-{n}.xml", "rss-phase.xml"):
                    try:
                        os.unlink(os.path.join(save_dir, name))
                    except OSError:
                        pass

    _common.emit(report, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
