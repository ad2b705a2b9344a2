"""Analytics counters (turbo:analytics) and ad networks (turbo:adNetwork): the types Turbo
knows, the attributes each type uses, and what goes in them (TURBO.md, "Counters" and "Ad
networks"; type values are case-sensitive).

The forms show these names and hints (translated where shown); the checks read the types and
the form of an id from the same table.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:   # noqa: N802 - the name lupdate looks for
    """Marks a text for translation in ``context`` (the forms use "_TypedForm"): lupdate reads the
    call, the interface translates the text where it shows it."""
    return text




@dataclass(frozen=True)
class ServiceType:
    """One value of a counter's or an ad network's type attribute."""

    value: str                          # as written in the type attribute
    name: str                           # the service's name, for people
    hints: MappingProxyType             # the attributes this type uses -> what to write there
    id_format: str | None = None        # "digits", "google" or "mediascope": an id is required

    @property
    def fields(self) -> tuple[str, ...]:
        return tuple(self.hints)


def _types(*types: ServiceType) -> MappingProxyType:
    return MappingProxyType({t.value: t for t in types})


def _hints(**hints: str) -> MappingProxyType:
    return MappingProxyType(hints)


COUNTER_TYPES = _types(
    ServiceType("Yandex", QT_TRANSLATE_NOOP("_TypedForm", "Yandex Metrica"), _hints(
        id=QT_TRANSLATE_NOOP("_TypedForm", "Numeric counter number, e.g. 44147844"),
        params=QT_TRANSLATE_NOOP("_TypedForm", 'Visit parameters as a JSON object, e.g. {"section":"news"}')),
        id_format="digits"),
    ServiceType("LiveInternet", "LiveInternet", _hints(
        params=QT_TRANSLATE_NOOP("_TypedForm", "Name of a named counter (optional)"))),
    ServiceType("Google", "Google Analytics", _hints(
        id=QT_TRANSLATE_NOOP("_TypedForm", "Tracking id, e.g. UA-12345678-9 or G-XXXXXXX")), id_format="google"),
    ServiceType("MailRu", "Top.Mail.Ru", _hints(
        id=QT_TRANSLATE_NOOP("_TypedForm", "Numeric counter id")), id_format="digits"),
    ServiceType("Rambler", "Rambler Top-100", _hints(
        id=QT_TRANSLATE_NOOP("_TypedForm", "Numeric counter id")), id_format="digits"),
    ServiceType("Mediascope", "Mediascope (TNS)", _hints(
        id=QT_TRANSLATE_NOOP("_TypedForm", "Project id with the -turbo suffix, e.g. example-turbo")),
        id_format="mediascope"),
    ServiceType("custom", QT_TRANSLATE_NOOP("_TypedForm", "Custom pixel"), _hints(
        url=QT_TRANSLATE_NOOP("_TypedForm", "Address of the counter's pixel"))),
)
COUNTER_FIELDS = ("id", "params", "url")        # every attribute a counter type may use

AD_TYPES = _types(
    ServiceType("Yandex", QT_TRANSLATE_NOOP("_TypedForm", "Yandex Advertising Network"), _hints(
        id=QT_TRANSLATE_NOOP("_TypedForm", "Block id, e.g. R-A-123456-1"),
        turbo_ad_id=QT_TRANSLATE_NOOP("_TypedForm", "Place name used in content, e.g. first_ad_place"))),
    ServiceType("AdFox", "AdFox", _hints(
        turbo_ad_id=QT_TRANSLATE_NOOP("_TypedForm", "Place name used in content, e.g. second_ad_place"),
        body=QT_TRANSLATE_NOOP("_TypedForm", "The AdFox code: a div and the window.Ya.adfoxCode.create script"))),
)
AD_FIELDS = ("id", "turbo_ad_id", "body")       # every field an ad network type may use

AD_PLACE_PREFIX = "ad_place_"                   # new ad places are named ad_place_1, ad_place_2...


def next_ad_place(taken) -> str:
    """The first ad_place_N that none of ``taken`` (turbo-ad-id values) uses."""
    used = set(taken)
    return next(f"{AD_PLACE_PREFIX}{n}" for n in range(1, len(used) + 2) if f"{AD_PLACE_PREFIX}{n}" not in used)
