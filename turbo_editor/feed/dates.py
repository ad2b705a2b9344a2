"""Dates: RFC-822 as RSS writes it, and whatever people type.

RSS 2.0 dates are RFC-822 date-times (seeds/003), with four-digit years
recommended; Turbo wants ``Tue, 21 Apr 2015 14:15:00 +0300``. We write exactly
that form, with a numeric zone, and read RFC-822 in any of its legal variants
plus the forms editors type by hand.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone, tzinfo
from functools import lru_cache
from typing import NamedTuple

from dateutil import parser as du_parser, tz as du_tz

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# RFC-822 section 5.1 zones, and its military letters: A-M (no J) are -1..-12, N-Y +1..+12.
_NAMED_ZONES = {"UT": 0, "GMT": 0, "Z": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5,
                "MST": -7, "MDT": -6, "PST": -8, "PDT": -7}
_MILITARY = {letter: -(i + 1) for i, letter in enumerate("ABCDEFGHIKLM")}
_MILITARY.update({letter: i + 1 for i, letter in enumerate("NOPQRSTUVWXY")})

_RFC822 = re.compile(
    r"^\s*(?:(?P<dow>[A-Za-z]{3}),\s*)?"
    r"(?P<day>\d{1,2})\s+(?P<mon>[A-Za-z]{3})\s+(?P<year>\d{2}|\d{4})\s+"
    r"(?P<hour>\d{2}):(?P<minute>\d{2})(?::(?P<second>\d{2}))?\s*"
    r"(?P<zone>[+-]\d{4}|[A-Za-z]{1,3})?\s*$")


_COMMENT = re.compile(r"\([^()]*\)")


class Rfc822(NamedTuple):
    """An RFC-822 date-time as written, with what is doubtful about it (a tuple: a feed has a
    date for every item, and a frozen dataclass costs twice as much to make)."""

    value: datetime              # aware
    day_of_week: str | None      # as written
    two_digit_year: bool
    zone: str                    # as written
    numeric_zone: bool

    @property
    def day_of_week_matches(self) -> bool:
        return self.day_of_week is None or self.day_of_week.title() == DAYS[self.value.weekday()]


class DateError(ValueError):
    """Text that is not a date; the message says which part is wrong."""


class ImpossibleDate(DateError):
    """An RFC-822 date in form whose day or time does not exist (31 Feb, 25:00): ``part`` is
    "day" or "time"; the written numbers are kept for the message."""

    def __init__(self, message: str, part: str, *, day: int, month: int, year: int, time: str):
        super().__init__(message)
        self.part, self.day, self.month, self.year, self.time = part, day, month, year, time


def parse_rfc822(text: str) -> Rfc822:
    """Parse a strict RFC-822 date-time (what RSS requires); DateError otherwise.

    RFC 822 comments in parentheses ("+0000 (UTC)") are allowed and skipped.
    """
    text = text or ""
    if "(" in text:
        text = _COMMENT.sub(" ", text)
    m = _RFC822.match(text)
    if not m:
        raise DateError(f"{text!r} is not an RFC-822 date such as 'Tue, 21 Apr 2015 14:15:00 +0300'")
    dow, day, month, written_year, hour, minute, second, zone = m.groups()
    if dow is not None and dow.title() not in DAYS:
        raise DateError(f"{dow!r} is not a day of the week (Mon, Tue, Wed, Thu, Fri, Sat, Sun)")
    mon = month.title()
    if mon not in MONTHS:
        raise DateError(f"{month!r} is not a month (Jan ... Dec)")
    if zone is None:
        raise DateError(f"{text!r} has no time zone: add one such as +0300 or GMT")
    offset = _zone_offset(zone)
    year = int(written_year)
    two_digit = len(written_year) == 2
    if two_digit:
        year += 2000 if year < 50 else 1900
    number = MONTHS.index(mon) + 1
    leap_second = second == "60"            # RFC 5322 3.3: a leap second may be written
    time = f"{hour}:{minute}" + (f":{second}" if second else "")
    if not 1 <= int(day) <= _days_in(year, number):
        raise ImpossibleDate(f"{text!r} is not a real date: {mon} {year} has no day {int(day)}", "day",
                             day=int(day), month=number, year=year, time=time)
    if int(hour) > 23 or int(minute) > 59 or (int(second or 0) > 59 and not leap_second):
        raise ImpossibleDate(f"{text!r} is not a real time of day: {time}", "time",
                             day=int(day), month=number, year=year, time=time)
    try:
        # A leap second is read as the second before it: the written day stays the date's day.
        value = datetime(year, number, int(day), int(hour), int(minute), 59 if leap_second else int(second or 0),
                         tzinfo=offset)
    except (ValueError, OverflowError) as err:
        raise DateError(f"{text!r} is not a real date or time: {err}") from None
    return Rfc822(value, dow, two_digit, zone, zone[0] in "+-")


@lru_cache(maxsize=64)
def _zone_offset(zone: str) -> timezone:
    """The offset a zone names (kept: a feed writes the same few zones on every date)."""
    if zone[0] in "+-":
        hours, minutes = int(zone[1:3]), int(zone[3:5])
        if minutes >= 60 or hours > 23:
            raise DateError(f"{zone!r} is not a valid time zone offset")
        delta = timedelta(hours=hours, minutes=minutes)
        return timezone(-delta if zone[0] == "-" else delta)
    name = zone.upper()
    if name in _NAMED_ZONES:
        return timezone(timedelta(hours=_NAMED_ZONES[name]))
    if len(name) == 1 and name in _MILITARY:
        return timezone(timedelta(hours=_MILITARY[name]))
    raise DateError(f"{zone!r} is not an RFC-822 time zone (use a numeric offset such as +0300)")


def format_rfc822(value: datetime) -> str:
    """``Tue, 21 Apr 2015 14:15:00 +0300``: English names, four-digit year, numeric zone."""
    if value.tzinfo is None:
        raise ValueError("format_rfc822 needs an aware datetime: attach the user's zone first")
    offset = value.utcoffset() or timedelta(0)
    sign = "-" if offset < timedelta(0) else "+"
    minutes = abs(int(offset.total_seconds())) // 60
    return "%s, %02d %s %04d %02d:%02d:%02d %s%02d%02d" % (
        DAYS[value.weekday()], value.day, MONTHS[value.month - 1], value.year,
        value.hour, value.minute, value.second, sign, minutes // 60, minutes % 60)


def parse_any(text: str, default_zone: tzinfo | None = None) -> datetime:
    """Read a date as a person might type it, RFC-822 and ISO 8601 included.

    The zone written in the text is kept; a text without one gets
    ``default_zone`` (the local zone when None). Day-first is assumed for
    ambiguous numeric dates, as Russian users write them (21.04.2015).
    """
    text = (text or "").strip()
    if not text:
        raise DateError("the date is empty")
    try:
        return parse_rfc822(text).value
    except DateError:
        pass
    iso_like = re.match(r"^\d{4}-\d{2}-\d{2}", text) is not None
    try:
        value = du_parser.parse(text, dayfirst=not iso_like, tzinfos=_dateutil_zone)
    except (ValueError, OverflowError) as err:
        raise DateError(f"{text!r} is not a date: {err}") from None
    if value.tzinfo is None:
        value = value.replace(tzinfo=default_zone or du_tz.tzlocal())
    try:
        value.utcoffset()               # datetime refuses a zone of a day or more (+2500) only here
    except ValueError:
        raise DateError(f"{text!r} has a time zone offset of a day or more") from None
    return value


# Zone names people type that neither RFC-822 nor the tz database abbreviations cover.
_TYPED_ZONES = {"MSK": 3, "MSD": 4, "UTC": 0}


def _dateutil_zone(name: str, offset: int | None):
    if offset is not None or not name:
        return offset
    if name.upper() in _TYPED_ZONES:
        return timezone(timedelta(hours=_TYPED_ZONES[name.upper()]))
    try:
        return _zone_offset(name)
    except DateError:
        return du_tz.gettz(name)


def normalize(text: str, default_zone: tzinfo | None = None) -> str:
    """Rewrite a typed or loose date as RFC-822, keeping its own zone."""
    value = parse_any(text, default_zone)
    offset = value.utcoffset()          # never None when tzinfo is a fixed timezone
    if offset is not None:
        # The same instant under a fixed zone of the same offset: no conversion through UTC,
        # which overflows at the ends of the calendar (9999-12-31T23:59-12:00).
        value = value.replace(tzinfo=timezone(offset))
    return format_rfc822(value)


def _days_in(year: int, month: int) -> int:
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31
