"""A finding: one rule that one element breaks, with the facts a view needs to show and point at it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field as dataclass_field
from types import MappingProxyType
from typing import Any

from .catalog import CATALOG
from .rule import Localized, Severity

_NO_PARAMS: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True)
class Finding:
    """What is wrong and where, as facts; the words come from the catalog when it is shown.

    ``path`` names the element (``/rss/channel/item[3]/link``). ``field`` is
    the qualified name of what the finding is about: the element itself, or a
    missing child reported on its parent. ``attribute`` names the attribute
    at fault, if any. ``params`` are the values the message quotes (the tag,
    the value, the limit ...). ``span`` is, for HTML inside a text value (the
    page in turbo:content), the (start, end) offsets in the element's text.
    ``line`` and ``column`` are 1-based positions in the text the document was
    loaded from. ``recovered`` marks findings on a tree the parser rebuilt
    after a fatal XML error. ``element`` is the lxml element itself, for the
    GUI; it takes no part in equality.
    """

    rule: str
    severity: Severity
    path: str
    field: str | None = None
    attribute: str | None = None
    line: int | None = None
    column: int | None = None
    params: Mapping[str, Any] = dataclass_field(default_factory=lambda: _NO_PARAMS, hash=False)
    span: tuple[int, int] | None = None
    recovered: bool = False
    element: object = dataclass_field(default=None, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        if not isinstance(self.severity, Severity):
            object.__setattr__(self, "severity", Severity(self.severity))

    def message(self, language: str = "en") -> str:
        return CATALOG[self.rule].format(self.params, language)

    @property
    def where(self) -> str:
        """``field`` with the attribute, as messages and lists name it: ``enclosure@url``."""
        name = self.field or ""
        return f"{name}@{self.attribute}" if self.attribute else name

    def to_dict(self, language: str = "en") -> dict:
        return {"line": self.line, "column": self.column, "severity": self.severity,
                "rule": self.rule, "message": self.message(language), "path": self.path,
                "field": self.field, "attribute": self.attribute,
                "params": {k: v.text(language) if isinstance(v, Localized) else v for k, v in self.params.items()},
                "span": list(self.span) if self.span else None, "recovered": self.recovered}


def count(findings, severity: Severity) -> int:
    """How many of the findings have this severity."""
    return sum(1 for f in findings if f.severity == severity)


def counts(findings) -> dict[Severity, int]:
    """Findings per severity, every severity present (the one count the views and reports show)."""
    totals = dict.fromkeys(Severity, 0)
    for finding in findings:
        totals[finding.severity] += 1
    return totals
