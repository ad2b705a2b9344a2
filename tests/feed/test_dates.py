"""Dates: RFC-822 in any legal form in, one canonical RFC-822 form out, the user's zone kept."""

from datetime import UTC, datetime, timedelta, timezone

import pytest

from turbo_editor.feed.dates import DateError, format_rfc822, normalize, parse_any, parse_rfc822

MSK = timezone(timedelta(hours=3))


@pytest.mark.parametrize("text, expected", [
    ("Tue, 21 Apr 2015 14:15:00 +0300", datetime(2015, 4, 21, 14, 15, tzinfo=MSK)),
    ("21 Apr 2015 14:15 +0300", datetime(2015, 4, 21, 14, 15, tzinfo=MSK)),
    ("Tue, 21 Apr 15 11:15:00 GMT", datetime(2015, 4, 21, 11, 15, tzinfo=UTC)),
    ("tue, 1 apr 2015 09:00:00 EST", datetime(2015, 4, 1, 14, 0, tzinfo=UTC)),
    ("Tue, 21 Apr 2015 14:15:00 Z", datetime(2015, 4, 21, 14, 15, tzinfo=UTC)),
    ("Tue, 21 Apr 2015 14:15:00 A", datetime(2015, 4, 21, 15, 15, tzinfo=UTC)),
])
def test_parse_rfc822_variants(text, expected):
    assert parse_rfc822(text).value == expected


def test_rfc822_details_for_validation():
    two = parse_rfc822("Wed, 21 Apr 15 14:15:00 +0300")
    assert two.two_digit_year and not two.day_of_week_matches
    assert parse_rfc822("Tue, 21 Apr 2015 14:15:00 GMT").numeric_zone is False


@pytest.mark.parametrize("text, fragment", [
    ("2015-04-21T14:15:00+03:00", "RFC-822"),
    ("Tue, 31 Apr 2015 14:15:00 +0300", "not a real date"),
    ("Tue, 21 Apr 2015 25:15:00 +0300", "not a real time of day: 25:15:00"),
    ("Tue, 21 Apr 2015 14:15:00", "no time zone"),
    ("Tue, 21 Apr 2015 14:15:00 MSK", "not an RFC-822 time zone"),
    ("Tue, 21 Apr 2015 14:15:00 +0375", "not a valid time zone"),
    ("Xyz, 21 Apr 2015 14:15:00 +0300", "day of the week"),
    ("Tue, 21 Foo 2015 14:15:00 +0300", "not a month"),
])
def test_parse_rfc822_says_what_is_wrong(text, fragment):
    with pytest.raises(DateError, match=fragment):
        parse_rfc822(text)


def test_format_is_canonical_with_numeric_zone_and_four_digit_year():
    assert format_rfc822(datetime(2015, 4, 21, 14, 15, tzinfo=MSK)) == "Tue, 21 Apr 2015 14:15:00 +0300"
    assert format_rfc822(datetime(999, 1, 5, 0, 0, tzinfo=timezone(timedelta(hours=-9, minutes=-30)))) == \
        "Sat, 05 Jan 0999 00:00:00 -0930"
    with pytest.raises(ValueError):
        format_rfc822(datetime(2015, 4, 21))


@pytest.mark.parametrize("typed, expected", [
    ("21.04.2015 14:15", "Tue, 21 Apr 2015 14:15:00 +0300"),
    ("2015-04-21 14:15", "Tue, 21 Apr 2015 14:15:00 +0300"),
    ("2015-04-21T14:15:00+05:00", "Tue, 21 Apr 2015 14:15:00 +0500"),     # the user's zone is kept
    ("21 April 2015 2:15 pm", "Tue, 21 Apr 2015 14:15:00 +0300"),
    ("Tue, 21 Apr 15 14:15:00 EST", "Tue, 21 Apr 2015 14:15:00 -0500"),
    ("21 Apr 2015 14:15 MSK", "Tue, 21 Apr 2015 14:15:00 +0300"),
    ("04/05/2015 10:00", "Mon, 04 May 2015 10:00:00 +0300"),               # day first, as typed in Russia
])
def test_normalize_what_people_type(typed, expected):
    assert normalize(typed, default_zone=MSK) == expected


@pytest.mark.parametrize("typed", ["", "   ", "not a date", "31.02.2015", "99:99"])
def test_parse_any_refuses_nonsense(typed):
    with pytest.raises(DateError):
        parse_any(typed)


@pytest.mark.parametrize("text", ["Tue, 21 Apr 2015 14:15:00 +2500", "2015-04-21T14:15:00+24:00",
                                  "21 Apr 2015 14:15 -9900"])
def test_a_zone_of_a_day_or_more_is_a_date_error_not_a_value_error(text):
    """dateutil reads +2500 as 25 hours, which datetime refuses only when asked for the offset:
    the import and the date quick fix went down with ValueError (found by fuzzing)."""
    with pytest.raises(DateError, match="offset of a day or more"):
        parse_any(text)
    with pytest.raises(DateError):
        normalize(text)


def test_the_last_moment_of_the_calendar_keeps_its_own_zone():
    """Normalising went through UTC, which is past the year 9999 here: OverflowError."""
    assert normalize("9999-12-31T23:59:59-12:00") == "Fri, 31 Dec 9999 23:59:59 -1200"
    assert normalize("0001-01-01T00:00:00+14:00") == "Mon, 01 Jan 0001 00:00:00 +1400"


def test_the_import_and_the_quick_fix_say_what_is_wrong_with_such_a_date():
    from turbo_editor.check import check_bytes
    from turbo_editor.check.fixes import fix_edit, fixes_for
    from turbo_editor.importer import import_bytes
    from turbo_editor.importer.report import ATTENTION
    feed = (b'<rss version="2.0"><channel><title>S</title><link>https://e.org/</link><description>D.</description>'
            b'<item><title>P</title><link>https://e.org/p</link><pubDate>Tue, 21 Apr 2015 14:15:00 +2500</pubDate>'
            b'<description>Text</description></item></channel></rss>')
    imported = import_bytes(feed)
    assert any(c.kind == ATTENTION for c in imported.report.items[0].changes)
    result = check_bytes(feed)
    (zone,) = [f for f in result.findings if f.rule == "date-zone"]
    assert [fix_edit(result.doc, zone, fix) for fix in fixes_for(zone)] == [None]
