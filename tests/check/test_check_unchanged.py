"""A faster checker says what the slower one said: every finding, its place and its words.

The record (tests/data/check/golden-findings.json) was made by tests/check/golden.py
before the checker was optimised (issue 17). A change meant to alter findings
writes it again (``golden.py --write``) and says why in its commit.
"""

import json

import pytest
from golden import BENCH_FEEDS, CORPUS, GOLDEN, bench_record, profiles_for, result_lines, small_inputs

RECORD = json.loads(GOLDEN.read_text(encoding="utf-8"))
INPUTS = small_inputs()


def test_the_record_covers_the_same_inputs():
    # The W3C corpus lies in ../shared beside the repository; a clone elsewhere checks the rest.
    recorded = [name for name in RECORD["files"] if CORPUS.exists() or not name.startswith("corpus/")]
    assert sorted(recorded) == sorted(INPUTS)
    assert len(INPUTS) > (350 if CORPUS.exists() else 100)


@pytest.mark.parametrize("name", sorted(INPUTS))
def test_findings_are_unchanged(name):
    data = INPUTS[name].read_bytes()
    for profile in profiles_for(name):
        assert result_lines(data, profile) == RECORD["files"][name][profile], (name, profile)


@pytest.mark.parametrize("items,seed", BENCH_FEEDS)
def test_findings_on_the_benchmark_feeds_are_unchanged(items, seed):
    assert bench_record(items, seed) == RECORD["bench"][f"{items}-{seed}"]
