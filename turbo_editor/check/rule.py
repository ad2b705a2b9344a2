"""What a rule is: its severity, the profiles it belongs to, its texts; and the words of a message.

A rule's texts are English, marked with ``N_`` where the entries define them, and are the
msgids of the gettext catalogue (:mod:`turbo_editor.messages`): :meth:`Rule.text` and
:meth:`Rule.format` translate them where they are shown, into a given language or the current one.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from enum import StrEnum

from .. import messages


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
    message: str            # the finding's message, a template with {name} placeholders

    def text(self, field: str, language: str | None = None) -> str:
        """The rule's ``field`` (title, explanation, fix, reference or message) in ``language``
        ("en", "ru"; None: the current language of :mod:`turbo_editor.messages`)."""
        if field not in TEXT_FIELDS:
            raise ValueError(f"a rule has no text {field!r}")
        return translator(language)(getattr(self, field))

    def format(self, params, language: str = "en") -> str:
        """The message in ``language`` ("en" or "ru"), with the finding's values quoted into it."""
        # Values from the feed are cut to a readable length; our own sentences (Localized) are not.
        shown = {k: v.text(language) if isinstance(v, Localized) else _shorten(v) for k, v in params.items()}
        return self.text("message", language).format(**shown)

    def placeholders(self, language: str = "en") -> set[str]:
        """The names the message in ``language`` fills in: the same in every language."""
        return {name for _, name, _, _ in string.Formatter().parse(self.text("message", language)) if name}


TEXT_FIELDS = ("title", "explanation", "fix", "reference", "message")


def translator(language: str | None = None):
    """gettext for ``language`` ("ru_RU" counts as "ru"; None: the current language)."""
    if language is None:
        return messages._
    code = language.lower()[:2]
    return messages.catalogue(code if code in messages.LANGUAGES else "en").gettext


def rule(id: str, severity: str, profiles: str, *, title: str, explanation: str, fix: str,
         reference: str, message: str) -> Rule:
    """A catalog entry; ``profiles`` is "both", "rss" or "turbo". The texts are English and
    marked with ``N_`` at the call, so that Babel extracts them into the catalogue."""
    return Rule(id, Severity(severity), _PROFILE_SETS[profiles], title, explanation, fix, reference, message)


def _shorten(value) -> str:
    text = str(value)
    text = " ".join(text.split()) if "\n" in text or "\t" in text else text
    return text if len(text) <= MAX_VALUE else text[:MAX_VALUE - 1] + "…"
