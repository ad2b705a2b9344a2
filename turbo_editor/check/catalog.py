"""The rule catalog: every rule's id, severity, profiles, texts and spec reference.

The entries live in :mod:`turbo_editor.check.entries`, one module per area;
this module collects them and formats messages. :mod:`turbo_editor.check.docs`
renders them as ``docs/rules.md``.
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from .finding import SEVERITIES, Localized

RSS = "rss"
TURBO = "turbo"
PROFILE_NAMES = (RSS, TURBO)
_PROFILE_SETS = {"both": frozenset(PROFILE_NAMES), RSS: frozenset((RSS,)), TURBO: frozenset((TURBO,))}

# Values quoted into messages are cut so a 5 KB text cannot flood the problem list.
MAX_VALUE = 80


@dataclass(frozen=True)
class Rule:
    id: str
    severity: str
    profiles: frozenset
    title: str
    explanation: str
    fix: str
    reference: str
    message_en: str
    message_ru: str
    turbo_severity: str | None = None

    def severity_in(self, profile: str) -> str:
        if profile == TURBO and self.turbo_severity:
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
    return Rule(id, severity, _PROFILE_SETS[profiles], title, explanation, fix, reference, en, ru,
                turbo_severity)


def _shorten(value) -> str:
    text = str(value)
    text = " ".join(text.split()) if "\n" in text or "\t" in text else text
    return text if len(text) <= MAX_VALUE else text[:MAX_VALUE - 1] + "…"


def _collect() -> dict[str, Rule]:
    from .entries import AREAS
    rules: dict[str, Rule] = {}
    for _, entries in AREAS:
        for entry in entries:
            if entry.id in rules:
                raise ValueError(f"rule id {entry.id!r} is defined twice")
            if entry.severity not in SEVERITIES or (entry.turbo_severity or entry.severity) not in SEVERITIES:
                raise ValueError(f"rule {entry.id!r} has an unknown severity")
            rules[entry.id] = entry
    return rules


CATALOG: dict[str, Rule] = _collect()
