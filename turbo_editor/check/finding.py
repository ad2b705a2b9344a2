"""A finding: one rule that one element breaks, with the facts a view needs to show and point at it."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .catalog import CATALOG
from .rule import Localized, Severity

_NO_PARAMS: Mapping[str, Any] = MappingProxyType({})
_UNSET: Any = object()


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

    A finding made by a check does not know its path, span, line and column
    until one of them is asked for: a big feed has thousands of findings and a
    view shows a few, so the check leaves the looking-up to ``place`` (see
    ``report.Place``), which answers as the text and tree stood when the
    finding was made. Findings are immutable and compare by value.
    """

    __slots__ = ("rule", "severity", "field", "attribute", "params", "recovered", "element",
                 "_path", "_line", "_column", "_span", "_place")
    rule: str
    severity: Severity
    field: str | None
    attribute: str | None
    params: Mapping[str, Any]
    recovered: bool
    element: Any
    _path: Any
    _line: Any
    _column: Any
    _span: Any
    _place: Any

    def __init__(self, rule: str, severity: Severity | str, path: str = _UNSET, field: str | None = None,
                 attribute: str | None = None, line: int | None = _UNSET, column: int | None = _UNSET,
                 params: Mapping[str, Any] = _NO_PARAMS, span: tuple[int, int] | None = _UNSET,
                 recovered: bool = False, element: object = None, *, place=None):
        put = object.__setattr__
        put(self, "rule", rule)
        put(self, "severity", severity if isinstance(severity, Severity) else Severity(severity))
        put(self, "field", field)
        put(self, "attribute", attribute)
        put(self, "params", params)
        put(self, "recovered", recovered)
        put(self, "element", element)
        put(self, "_place", place)
        if place is None:
            path = "" if path is _UNSET else path
            line = None if line is _UNSET else line
            column = None if column is _UNSET else column
            span = None if span is _UNSET else span
        put(self, "_path", path)
        put(self, "_line", line)
        put(self, "_column", column)
        put(self, "_span", span)

    def __setattr__(self, name, value):
        raise AttributeError(f"a Finding cannot be changed ({name})")

    def __delattr__(self, name):
        raise AttributeError(f"a Finding cannot be changed ({name})")

    # -- the looked-up facts --------------------------------------------------------

    @property
    def path(self) -> str:
        if self._path is _UNSET:
            object.__setattr__(self, "_path", self._place.path())
        return self._path

    @property
    def span(self) -> tuple[int, int] | None:
        if self._span is _UNSET:
            object.__setattr__(self, "_span", self._place.span())
        return self._span

    @property
    def line(self) -> int | None:
        if self._line is _UNSET:
            self._locate()
        return self._line

    @property
    def column(self) -> int | None:
        if self._column is _UNSET:
            self._locate()
        return self._column

    def _locate(self) -> None:
        line, column = self._place.position(self.span)
        if self._line is _UNSET:
            object.__setattr__(self, "_line", line)
        if self._column is _UNSET:
            object.__setattr__(self, "_column", column)

    def renumbered(self) -> Finding:
        """The same finding with its path looked up again (items before it were added, removed or
        moved). One whose path nobody asked for yet is itself: its path is looked up when asked,
        with the items as they are then (25,000 copies after moving 5,000 of 10,000 items)."""
        if self._place is None or self._path is _UNSET:
            return self
        copy = Finding(self.rule, self.severity, _UNSET, self.field, self.attribute, self._line, self._column,
                       self.params, self._span, self.recovered, self.element, place=self._place)
        return copy

    # -- value semantics -------------------------------------------------------------

    def _key(self) -> tuple:
        return (self.rule, self.severity, self.path, self.field, self.attribute, self.line, self.column,
                self.span, self.recovered)

    def __eq__(self, other) -> bool:
        if other.__class__ is not Finding:
            return NotImplemented
        return self._key() == other._key() and self.params == other.params

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Finding(rule={self.rule!r}, severity={self.severity!r}, path={self.path!r}, field={self.field!r}, "
                f"attribute={self.attribute!r}, line={self.line!r}, column={self.column!r}, "
                f"params={dict(self.params)!r}, span={self.span!r}, recovered={self.recovered!r})")

    def __reduce__(self):
        return (Finding, (self.rule, self.severity, self.path, self.field, self.attribute, self.line, self.column,
                          dict(self.params), self.span, self.recovered))

    # -- words -----------------------------------------------------------------------

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
