"""The full result of the checker on fixed inputs, recorded so a faster checker can prove it says the same.

    .venv/bin/python tests/check/golden.py --write     # after a change that is meant to alter findings

Inputs: the W3C feed validator's RSS files (../shared/corpus, read in place),
the realistic feeds, the rule fixtures (tests/data/check) and the other feeds
in tests/data, and the benchmark's
generated feeds. Each is checked with ``check_bytes`` under the profiles
listed; a finding is recorded with everything a view shows of it (rule,
severity, path, field, attribute, line, column, span, the message in English
and Russian, whether the tree was recovered). The benchmark feed is large, so
it is recorded as a digest of the same lines plus the count per rule, which
says where a difference is.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path[:0] = [str(REPO / "tests"), str(REPO / "bench")]

from support import DATA, SHARED  # noqa: E402

GOLDEN = DATA / "check" / "golden-findings.json"
CORPUS = SHARED / "corpus" / "feedvalidator-rss"
# (items, seed) of the benchmark feeds recorded as digests.
BENCH_FEEDS = ((1000, 0), (120, 7))


def finding_line(finding) -> str:
    """One finding as one line of text: every fact a view shows."""
    return json.dumps([finding.rule, str(finding.severity), finding.path, finding.field, finding.attribute,
                       finding.line, finding.column, list(finding.span) if finding.span else None,
                       finding.recovered, finding.message("en"), finding.message("ru")], ensure_ascii=False)


def result_lines(data: bytes, profile: str, *, with_text: bool = True) -> list[str]:
    from turbo_editor.check import Checker, check_bytes
    from turbo_editor.feed import load_bytes
    if with_text:
        result = check_bytes(data, profile)
        findings = list(result.findings) + list(result.ignored)
    else:
        findings = Checker(load_bytes(data), profile).check_all()
    return [finding_line(f) for f in findings]


def small_inputs() -> dict[str, Path]:
    """Name -> file, for the inputs recorded finding by finding."""
    files = {f"corpus/{p.relative_to(CORPUS)}": p for p in sorted(CORPUS.rglob("*.xml"))}
    for folder in (DATA, DATA / "realistic"):
        files.update({f"data/{p.relative_to(DATA)}": p for p in sorted(folder.glob("*.xml"))})
    files.update({f"data/{p.relative_to(DATA)}": p for p in sorted((DATA / "check").rglob("*.xml"))})
    return files


def profiles_for(name: str) -> tuple[str, ...]:
    return ("auto", "turbo") if name.startswith("corpus/") else ("auto", "turbo", "rss")


def bench_record(items: int, seed: int) -> dict:
    from _feeds import make_feed
    data = make_feed(items, seed)
    record = {}
    for label, with_text in (("text", True), ("tree", False)):
        lines = result_lines(data, "auto", with_text=with_text)
        by_rule: dict[str, int] = {}
        for line in lines:
            rule = json.loads(line)[0]
            by_rule[rule] = by_rule.get(rule, 0) + 1
        record[label] = {"sha256": hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest(),
                         "count": len(lines), "by_rule": dict(sorted(by_rule.items()))}
    return record


def compute() -> dict:
    small = {}
    for name, path in small_inputs().items():
        data = path.read_bytes()
        small[name] = {profile: result_lines(data, profile) for profile in profiles_for(name)}
    bench = {f"{items}-{seed}": bench_record(items, seed) for items, seed in BENCH_FEEDS}
    return {"files": small, "bench": bench}


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print(__doc__, file=sys.stderr)
        return 2
    from turbo_editor import messages
    messages.use("en")
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text(json.dumps(compute(), ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
