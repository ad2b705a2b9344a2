"""A finding: one rule that one element breaks, with everything a view needs to point at it."""

from __future__ import annotations

from dataclasses import dataclass, field as dataclass_field

ERROR = "error"
WARNING = "warning"
INFO = "info"
SEVERITIES = (ERROR, WARNING, INFO)

# Lower ranks first, so a sorted problem list shows errors before warnings.
RANK = {ERROR: 0, WARNING: 1, INFO: 2}


@dataclass(frozen=True)
class Finding:
    """What is wrong and where.

    ``path`` names the element (``/rss/channel/item[3]/link``); ``field`` is
    the element's qualified name, or ``@name`` for an attribute, so a form can
    mark the widget that edits it. ``line`` and ``column`` are 1-based
    positions in the text the document was loaded from (None when the element
    was created after loading and has no loaded ancestor). ``element`` is the
    lxml element itself, for the GUI; it takes no part in equality.
    """

    rule: str
    severity: str
    message_en: str
    message_ru: str
    path: str
    field: str | None = None
    line: int | None = None
    column: int | None = None
    element: object = dataclass_field(default=None, compare=False, repr=False, hash=False)

    def message(self, language: str = "en") -> str:
        return self.message_ru if language.lower().startswith("ru") else self.message_en

    def to_dict(self, language: str = "en") -> dict:
        return {"line": self.line, "column": self.column, "severity": self.severity,
                "rule": self.rule, "message": self.message(language), "path": self.path,
                "field": self.field}


def count(findings, severity: str) -> int:
    return sum(1 for f in findings if f.severity == severity)
