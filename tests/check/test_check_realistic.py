"""Feeds as generators and people write them (tests/data/realistic/README.md): no false alarms.

Each feed is checked with the profile a user gets (auto), and must give exactly the findings
listed here; all but the deliberate ones are true and worth a look. A rule that starts firing
on one of these feeds fails this test, so a new false alarm is caught where it is cheapest.
"""

from pathlib import Path

import pytest

from turbo_editor.check import check_file

REALISTIC = Path(__file__).resolve().parents[1] / "data" / "realistic"

EXPECTED = {
    "wordpress-blog.xml": [("security-risk", 215, 1)],           # a YouTube iframe: readers strip it
    "wordpress-turbo-plugin.xml": [("turbo-disabled", 252, 11)],  # a page taken down, stale content unchecked
    "bitrix-turbo-cp1251.xml": [],
    "seeds-export-example.xml": [],                              # Yandex's own example
    "hugo-blog.xml": [],
    "jekyll-blog.xml": [],
    "ghost-blog.xml": [("security-risk", 1, 3637)],             # onerror on a bookmark card's image
    "podcast.xml": [],
    "hand-edited-turbo.xml": [],
    "cr-only-turbo.xml": [("turbo-media-url", 56, 11)],          # deliberate: a relative image, CR-only lines
    "turbo-false-removal.xml": [("turbo-disabled", 35, 15), ("turbo-disabled", 38, 15), ("turbo-disabled", 41, 15),
                                ("turbo-disabled", 44, 15)],
    "generator-turbo-10k-style.xml": [],
    "cms-notes-in-values.xml": [],                               # comments and a PI inside values
}


def test_every_realistic_feed_is_listed():
    assert sorted(p.name for p in REALISTIC.glob("*.xml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_realistic_feed_gets_only_its_true_findings(name):
    result = check_file(REALISTIC / name)
    assert sorted((f.rule, f.line, f.column) for f in result.findings) == sorted(EXPECTED[name])
