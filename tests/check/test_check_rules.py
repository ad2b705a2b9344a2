"""Every rule against small feeds that state what they expect (the W3C feed validator's way).

Each file under tests/data/check/ carries one or more comments
``<!-- expect[PROFILE]: rule-id[@line[:column]] ... -->`` (``none`` for a clean
file). Checked under that profile, the file must produce exactly those rule
ids, at the stated positions where given, and nothing else.
"""

import re
from pathlib import Path

import pytest

from turbo_editor.check import CATALOG, check_bytes, check_file

DATA = Path(__file__).resolve().parents[1] / "data" / "check"
EXPECT = re.compile(rb"<!--\s*expect\[(auto|rss|turbo)\]:\s*(.*?)\s*-->", re.DOTALL)

# Rules whose trigger does not fit a small file; each is covered by the named test instead.
COVERED_ELSEWHERE = {
    "turbo-item-count": "test_check_engine.py::test_more_than_1000_items_is_an_error_with_how_to_split",
    "turbo-language-no-two-letter": "test_check_rules.py::test_a_three_letter_language_code",
    # 2,048 levels of markup make a fixture of 30 KB.
    "turbo-content-too-deep": "test_preview_page.py::test_markup_nested_past_what_the_parser_reads_is_said_in_the_"
                              "preview_and_the_check",
}


def _cases():
    for path in sorted(DATA.rglob("*.xml")):
        for profile, tokens in EXPECT.findall(path.read_bytes()):
            yield pytest.param(path, profile.decode(), tokens.decode().split(),
                               id=f"{path.relative_to(DATA)}[{profile.decode()}]")


CASES = list(_cases())


def _parse(tokens):
    for token in tokens:
        if token == "none":
            continue
        rule, _, where = token.partition("@")
        line, _, column = where.partition(":")
        yield rule, int(line) if line else None, int(column) if column else None


def test_every_fixture_states_an_expectation():
    files = sorted(DATA.rglob("*.xml"))
    assert len(files) > 90
    silent = [p.name for p in files if not EXPECT.search(p.read_bytes())]
    assert silent == []


@pytest.mark.parametrize("path, profile, tokens", CASES)
def test_fixture(path, profile, tokens):
    result = check_file(path, profile)
    got = sorted((f.rule, f.line, f.column) for f in result.findings)
    expected = list(_parse(tokens))
    for rule, line, column in expected:
        assert rule in CATALOG, f"{rule} is not a catalog rule"
        if line is not None:
            assert any(f.rule == rule and f.line == line and (column is None or f.column == column)
                       for f in result.findings), f"{rule}@{line}:{column} not in {got}"
    assert {f.rule for f in result.findings} == {rule for rule, _, _ in expected}, got


def test_every_rule_has_a_fixture_that_triggers_it():
    expected = {rule for _, _, tokens in (c.values for c in CASES) for rule, _, _ in _parse(tokens)}
    missing = set(CATALOG) - expected - set(COVERED_ELSEWHERE)
    assert missing == set()


LANGUAGE_FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">
  <channel>
    <title>Вестник</title>
    <link>https://example.ru/</link>
    <description>Новости города.</description>
    <language>{}</language>
  </channel>
</rss>
"""


@pytest.mark.parametrize("value, rule, message", [
    # The two-letter code of the same language, not the three letters again.
    ("rus", "turbo-language", "language “rus” should be the ISO 639-1 code alone: “ru”"),
    ("ger", "turbo-language", "language “ger” should be the ISO 639-1 code alone: “de”"),
    ("ukr-UA", "turbo-language", "language “ukr-UA” should be the ISO 639-1 code alone: “uk”"),
    ("ru-RU", "turbo-language", "language “ru-RU” should be the ISO 639-1 code alone: “ru”"),
    # No two-letter code to suggest.
    ("sah", "turbo-language-no-two-letter", "language “sah” has no two-letter ISO 639-1 code, which Turbo asks for"),
    ("x-klingon", "turbo-language-no-two-letter",
     "language “x-klingon” has no two-letter ISO 639-1 code, which Turbo asks for"),
])
def test_a_three_letter_language_code(value, rule, message):
    result = check_bytes(LANGUAGE_FEED.format(value).encode(), "turbo")
    (finding,) = [f for f in result.findings if f.rule.startswith("turbo-language")]
    assert (finding.rule, finding.message("en")) == (rule, message)
    # RSS takes ISO 639-2 codes as they are.
    assert not [f for f in check_bytes(LANGUAGE_FEED.format(value).encode(), "rss").findings if "language" in f.rule]


def test_an_rss_root_in_a_namespace_is_named_with_it():
    """Yandex.News's old template: <rss xmlns="http://backend.userland.com/rss2">. "The root element is
    <rss>; a feed starts with <rss>" read as a contradiction."""
    data = (b'<?xml version="1.0" encoding="UTF-8"?>\n<rss xmlns="http://backend.userland.com/rss2" version="2.0">'
            b'<channel><title>t</title><link>https://e.example/</link><description>d</description></channel></rss>')
    finding = next(f for f in check_bytes(data).findings if f.rule == "rss-root")
    assert 'xmlns="http://backend.userland.com/rss2"' in finding.message()
