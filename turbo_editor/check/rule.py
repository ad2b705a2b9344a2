"""What a rule is: its severity, the profiles it belongs to, its texts; and the words of a message."""

from __future__ import annotations

import string
from dataclasses import dataclass
from enum import StrEnum


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        """0 for errors, then warnings, then notes: a sorted list shows errors first."""
        return _RANK[self]


_RANK = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


class Profile(StrEnum):
    """Which rules apply: RSS 2.0 alone, or with Turbo's; auto picks Turbo when the feed uses it."""

    AUTO = "auto"
    RSS = "rss"
    TURBO = "turbo"


PROFILE_NAMES = (Profile.RSS, Profile.TURBO)          # the profiles a rule can belong to
_PROFILE_SETS = {"both": frozenset(PROFILE_NAMES), "rss": frozenset((Profile.RSS,)),
                 "turbo": frozenset((Profile.TURBO,))}


@dataclass(frozen=True)
class Localized:
    """A parameter whose words depend on the language (libxml2's explanation of a syntax error)."""

    en: str
    ru: str

    def text(self, language: str = "en") -> str:
        return self.ru if language.lower().startswith("ru") else self.en

    def __str__(self) -> str:
        return self.en


# Values quoted into messages are cut so a 5 KB text cannot flood the problem list.
MAX_VALUE = 80


@dataclass(frozen=True)
class Rule:
    id: str
    severity: Severity
    profiles: frozenset
    title: str
    explanation: str
    fix: str
    reference: str
    message_en: str
    message_ru: str
    turbo_severity: Severity | None = None

    def severity_in(self, profile: str) -> Severity:
        if profile == Profile.TURBO and self.turbo_severity:
            return self.turbo_severity
        return self.severity

    def format(self, params, language: str = "en") -> str:
        """The message in ``language`` ("en" or "ru"), with the finding's values quoted into it."""
        russian = language.lower().startswith("ru")
        # Values from the feed are cut to a readable length; our own sentences (Localized) are not.
        shown = {k: v.text(language) if isinstance(v, Localized) else _shorten(v) for k, v in params.items()}
        return (self.message_ru if russian else self.message_en).format(**shown)

    def placeholders(self, language: str) -> set[str]:
        text = self.message_ru if language == "ru" else self.message_en
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def rule(id: str, severity: str, profiles: str, *, title: str, explanation: str, fix: str,
         reference: str, en: str, ru: str, turbo_severity: str | None = None) -> Rule:
    """A catalog entry; ``profiles`` is "both", "rss" or "turbo"."""
    return Rule(id, Severity(severity), _PROFILE_SETS[profiles], title, explanation, fix, reference, en, ru,
                Severity(turbo_severity) if turbo_severity else None)


def _shorten(value) -> str:
    text = str(value)
    text = " ".join(text.split()) if "\n" in text or "\t" in text else text
    return text if len(text) <= MAX_VALUE else text[:MAX_VALUE - 1] + "…"
