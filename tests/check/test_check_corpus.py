"""Agreement with the W3C feed validator's RSS test suite (../shared/corpus/feedvalidator-rss/).

INDEX.tsv gives, per file, the message the suite expects (``message_class``),
whether it must be present or absent (``expect_mode``), and its severity
(error, warning, info, or "other" for the suite's Valid* confirmations).
Following issue 3, the rows fall into three classes:

* **error** — an error is expected (present/error; also absent/other: "this
  value must not be valid"). Agreement: we report an error.
* **warning** — a warning is expected (present/warning). Agreement: we report
  a warning or an error.
* **valid** — a valid value or no error is expected (present/other, and every
  absent row: "this message must not appear"). Agreement: we report no error
  about the element the row names. The suite's files are minimal: many
  omit the channel's title, link and description, and the suite's own
  validator reports those too, so for a row that names no element the
  required-element rules do not count against us. The strict figure (no error
  at all) is printed beside it.

Out of scope, and printed: files whose root is rdf:RDF (RSS 0.90/1.0, a
different format, which the rss profile rejects as a whole) and present/info
rows (an expected hint says nothing about errors or warnings).

The floors below are the agreement measured when this test was last changed;
the test fails when a change makes it drop. Two misses are deliberate:

* rss/must/rss91n_deprecated.xml expects DeprecatedDTD, an error the W3C
  validator raises for any RSS 0.91 DOCTYPE naming Netscape's old DTD URL. No
  specification makes that an error; the DTD's HTML entities are honoured
  instead (rss91n_entity.xml and rss91rab.xml).
* rss/should/canonical_uri.xml has a tag: guid without isPermaLink="false";
  the W3C validator reports it too (InvalidPermalink), but the row tests
  only that no NonCanonicalURI warning appears.
"""

import csv
import re
from pathlib import Path

import pytest

from turbo_editor.check import check_file

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
CORPUS = SHARED / "corpus" / "feedvalidator-rss"
RDF = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}RDF"
COMPLETENESS = {"missing-element", "item-title-or-description"}

# Measured agreement (fraction of rows) — issue 3 asks for at least 0.95 in each class.
FLOORS = {"error": 0.98, "warning": 1.0, "valid": 0.984}
SCOPED_FLOORS = {"error": 0.946, "warning": 1.0}
AIM = 0.95

pytestmark = pytest.mark.skipif(not (CORPUS / "INDEX.tsv").exists(), reason=f"corpus not found at {CORPUS}")


def _rows():
    with open(CORPUS / "INDEX.tsv", encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def _params(text: str) -> tuple[str | None, str | None]:
    params = dict(part.strip().partition(":")[::2] for part in text.split(",") if ":" in part)
    return params.get("element") or None, params.get("parent") or None


def _class(row) -> str | None:
    mode, severity = row["expect_mode"], row["severity"]
    if mode == "present":
        return {"error": "error", "warning": "warning", "other": "valid"}.get(severity)
    return "error" if severity == "other" else "valid"


def _concerns(finding, element: str, parent: str | None) -> bool:
    """Whether a finding is about the element the row tests (compared by local name)."""
    local = element.split(":")[-1]
    parent = parent.split(":")[-1] if parent else None
    names = [re.sub(r"\[\d+\]$", "", step).split(":")[-1] for step in finding.path.split("/") if step]
    if names and names[-1] == local:
        if parent is None:
            return True
        return len(names) == 1 if parent == "root" else len(names) > 1 and names[-2] == parent
    if finding.rule == "missing-element" and (finding.field or "").split(":")[-1] == local:
        return parent is None or names[-1:] == [parent]
    return False


def _judge(row, findings) -> tuple[bool, bool]:
    """(agreement as the issue defines it, agreement on the element the row tests)."""
    cls = _class(row)
    element, parent = _params(row["params"])
    errors = [f for f in findings if f.severity == "error"]
    if cls == "error":
        ok = bool(errors)
        return ok, any(_concerns(f, element, parent) for f in errors) if element else ok
    if cls == "warning":
        serious = [f for f in findings if f.severity in ("error", "warning")]
        ok = bool(serious)
        return ok, any(_concerns(f, element, parent) for f in serious) if element else ok
    if element:
        scoped = not any(_concerns(f, element, parent) for f in errors)
    else:
        scoped = all(f.rule in COMPLETENESS for f in errors)
    return not errors, scoped


@pytest.fixture(scope="module")
def agreement():
    tally = {cls: {"rows": 0, "strict": 0, "scoped": 0, "misses": []} for cls in ("error", "warning", "valid")}
    skipped = {"RSS 0.90/1.0 (rdf:RDF)": 0, "present/info": 0}
    for row in _rows():
        result = check_file(CORPUS / row["path"], "rss")
        if result.doc is not None and result.doc.root.tag == RDF:
            skipped["RSS 0.90/1.0 (rdf:RDF)"] += 1
            continue
        cls = _class(row)
        if cls is None:
            skipped["present/info"] += 1
            continue
        strict, scoped = _judge(row, result.findings)
        entry = tally[cls]
        entry["rows"] += 1
        entry["strict"] += strict
        entry["scoped"] += scoped
        if not (scoped if cls == "valid" else strict):
            entry["misses"].append(row["path"])
    print("\nfeedvalidator-rss agreement, rss profile:")
    for cls, entry in tally.items():
        print(f"  {cls:8} {entry['rows']:3} rows  issue definition "
              f"{100 * (entry['scoped'] if cls == 'valid' else entry['strict']) / entry['rows']:5.1f}%  "
              f"strict {100 * entry['strict'] / entry['rows']:5.1f}%  on the tested element "
              f"{100 * entry['scoped'] / entry['rows']:5.1f}%  misses: {', '.join(entry['misses']) or '-'}")
    print("  not counted: " + ", ".join(f"{k} {v}" for k, v in skipped.items()))
    return tally


def _rate(entry, key):
    return entry[key] / entry["rows"]


@pytest.mark.parametrize("cls", ["error", "warning", "valid"])
def test_agreement_does_not_drop_below_the_recorded_floor(agreement, cls):
    entry = agreement[cls]
    assert entry["rows"] > 40
    rate = _rate(entry, "scoped" if cls == "valid" else "strict")
    assert rate >= FLOORS[cls], f"{cls}: {rate:.3f} < floor {FLOORS[cls]}; misses {entry['misses']}"
    assert rate >= AIM


@pytest.mark.parametrize("cls", ["error", "warning"])
def test_the_expected_problem_is_found_on_the_element_the_suite_names(agreement, cls):
    rate = _rate(agreement[cls], "scoped")
    assert rate >= SCOPED_FLOORS[cls], f"{cls}: {rate:.3f} < {SCOPED_FLOORS[cls]}"
