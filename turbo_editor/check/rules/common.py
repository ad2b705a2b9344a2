"""Checks of single values that the channel, the items and the extensions share."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from lxml import etree

from ...feed.dates import MONTHS, DateError, ImpossibleDate, normalize, parse_rfc822
from ...feed.markup import text_value
from ..locate import qualified_name
from . import values

EXAMPLE_DATE = "Tue, 21 Apr 2015 14:15:00 +0300"
_ELEMENT = etree.Element

# Dates before the web had feeds, or this far ahead, are typing mistakes rather than schedules.
EARLIEST = datetime(1990, 1, 1, tzinfo=UTC)
FUTURE = timedelta(days=366)


def check_date(report, element) -> None:
    """pubDate / lastBuildDate: RFC-822, a real zone, four-digit year, matching weekday, plausible."""
    if check_text_only(report, element):
        return
    value = (text_value(element) or "").strip()
    try:
        date = parse_rfc822(value)
    except ImpossibleDate as err:
        # The form is right; the day or the time does not exist: say which, not "write it as".
        name = qualified_name(element)
        if err.part == "day":
            report.add("date-no-such-day", element, name=name, value=value, day=err.day, year=err.year,
                       month=MONTHS[err.month - 1])
        else:
            report.add("date-no-such-time", element, name=name, value=value, time=err.time)
        return
    except DateError as err:
        name = qualified_name(element)
        if "time zone" in str(err):
            report.add("date-zone", element, name=name, value=value)
            return
        try:
            example = normalize(value, UTC)
        except (DateError, ValueError, OverflowError):
            example = EXAMPLE_DATE
        report.add("date-invalid", element, name=name, value=value, example=example)
        return
    if date.two_digit_year:
        report.add("date-two-digit-year", element, name=qualified_name(element), value=value)
    if not date.day_of_week_matches:
        actual = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")[date.value.weekday()]
        report.add("date-day-of-week", element, name=qualified_name(element), value=value,
                   day=date.day_of_week, actual=actual)
    if date.value < EARLIEST or date.value > datetime.now(UTC) + FUTURE:
        report.add("date-implausible", element, name=qualified_name(element), value=value)


def check_url(report, element, attr: str | None = None, *, required: bool = True, optional: bool = False) -> str:
    """An absolute URL with a registered scheme, in the text or in ``attr``; returns the value.

    ``optional``: the element itself may be left out, so an empty one is a
    warning (blank-element) rather than a missing value.
    """
    if attr is None and check_text_only(report, element):
        return ""
    raw = element.get(attr) if attr else text_value(element)
    if raw is None or not raw.strip():
        if optional and attr is None:
            report.add("blank-element", element, name=qualified_name(element))
        elif required:
            if attr and raw is None:
                report.add("missing-attribute", element, attr, attribute=attr, name=qualified_name(element))
            else:
                report.add("empty-required", element, attr, name=_name(element, attr))
        return ""
    report_url(report, element, attr, raw.strip())
    return raw.strip()


def report_url(report, element, attr: str | None, value: str, *, relative_ok: bool = False) -> str | None:
    """The findings for a URL value as the W3C feed validator reads it; returns the problem."""
    problem, detail = values.url_check(value)
    if problem is None or (relative_ok and problem == values.RELATIVE):
        return None
    name = _name(element, attr)
    if problem == values.RELATIVE:
        report.add("url-relative", element, attr, name=name, value=value)
    elif problem == values.CHARACTER:
        report.add("url-character", element, attr, name=name, value=value, char=detail,
                   encoded="%20" if detail == " " else f"%{ord(detail):02X}")
    elif problem == values.IRI:
        report.add("url-iri", element, attr, name=name, value=value)
    elif problem == values.UNREGISTERED:
        report.add("url-scheme", element, attr, name=name, value=value, scheme=detail)
    else:
        report.add("url-invalid", element, attr, name=name, value=value)
    return problem


def _name(element, attr: str | None) -> str:
    """How a message names the value: ``link``, or ``enclosure@url`` for an attribute."""
    return qualified_name(element) + ("@" + attr if attr else "")


def check_text_only(report, element) -> bool:
    """A field that holds text has no child elements (markup written as XML); True if it has one."""
    if not len(element):
        return False
    child = next(element.iterchildren(_ELEMENT), None)
    if child is None:
        return False
    report.add("text-child-element", element, name=qualified_name(element), child=qualified_name(child))
    return True


def check_plain_text(report, element, *, rule: str = "html-in-text") -> str:
    """A text field that is not HTML: no tags, no character references left over from escaping."""
    if check_text_only(report, element):
        return ""
    value = text_value(element) or ""
    markup = values.html_markup(value)
    if markup:
        report.add(rule, element, name=qualified_name(element), markup=markup)
    check_characters(report, element, value)
    return value


def check_characters(report, element, value: str) -> None:
    sample = values.mojibake(value) if value else None
    if sample:
        report.add("text-mojibake", element, name=qualified_name(element), sample=sample)


def check_blank(report, element) -> bool:
    """Warn about an optional element that is present but says nothing; True if blank."""
    if len(element) == 0 and not (text_value(element) or "").strip():
        report.add("blank-element", element, name=qualified_name(element))
        return True
    return False


def check_boolean(report, element, attr: str | None = None) -> str | None:
    raw = element.get(attr) if attr else text_value(element)
    if raw is None:
        return None
    value = raw.strip()
    if value not in ("true", "false"):
        name = qualified_name(element) + ("@" + attr if attr else "")
        report.add("boolean-invalid", element, attr, name=name, value=value)
    return value


def check_category(report, element) -> None:
    """A <category> of the channel or an item: plain text, and a domain that is not blank."""
    if not check_blank(report, element):
        check_plain_text(report, element)
    domain = element.get("domain")
    if domain is not None and not domain.strip():
        report.add("category-domain", element, "domain")
