"""Collecting findings: rules emit an id and the facts; severity and location are filled in here."""

from __future__ import annotations

from types import MappingProxyType

from .catalog import CATALOG
from .finding import Finding
from .locate import Locator, Paths, qualified_name

_NO_PARAMS: MappingProxyType = MappingProxyType({})


class Place:
    """Where one finding points, looked up only when a view asks (finding.Finding).

    ``span`` is the (start, end) in the element's text, None, or a function
    giving it (the page's tag index is built only for a finding that is shown); ``attribute``
    the attribute at fault, whose place in the start tag is the finding's column.
    Whether the loaded text still described the tree is taken when the
    finding is made, so a finding looked up after an edit gives the line and
    column it had when it was found.
    """

    __slots__ = ("paths", "locator", "node", "_span", "attribute", "fresh")

    def __init__(self, paths: Paths, locator: Locator, node, span, attribute: str | None = None):
        self.paths = paths
        self.locator = locator
        self.node = node
        self._span = span
        self.attribute = attribute
        self.fresh = locator.fresh

    def path(self) -> str:
        return self.paths.of(self.node) if self.node is not None else ""

    def span(self) -> tuple[int, int] | None:
        span = self._span
        return span() if callable(span) else span

    def position(self, span: tuple[int, int] | None) -> tuple[int | None, int | None]:
        if self.node is None:
            return None, None
        if span is not None:
            return self.locator.text_position(self.node, span[0], fresh=self.fresh)
        if self.attribute is not None:
            return self.locator.attribute_position(self.node, self.attribute, fresh=self.fresh)
        return self.locator.position(self.node)


class Report:
    """The findings of one scope (the document, the channel or one item) under one profile."""

    __slots__ = ("profile", "paths", "locator", "findings", "recovered")

    def __init__(self, profile: str, paths: Paths, locator: Locator, *, recovered: bool = False):
        self.profile = profile
        self.paths = paths
        self.locator = locator
        self.findings: list[Finding] = []
        self.recovered = recovered

    def enabled(self, rule_id: str) -> bool:
        return self.profile in CATALOG[rule_id].profiles

    def add(self, rule_id: str, node, attr: str | None = None, *, field: str | None = None,
            line: int | None = None, column: int | None = None, span=None, **params) -> None:
        """Emit ``rule_id`` for ``node`` (an lxml element, or None for the document as text).

        ``attr`` names the attribute at fault; ``field`` names a missing child
        reported on its parent. ``span`` is the (start, end) of what is meant
        inside the element's text (HTML in turbo:content), or a function that
        gives it; its position in the file is worked out from it when asked.
        ``line``/``column`` override the position. ``params`` are the values
        the catalog's message quotes.
        """
        entry = CATALOG[rule_id]
        profile = self.profile
        if profile not in entry.profiles:
            return
        if node is not None and field is None:
            field = qualified_name(node)
        place = Place(self.paths, self.locator, node, span, attr)
        if line is not None:
            # A position the rule knows (the document's first line, a parser's error): no looking up.
            self.findings.append(Finding(rule_id, entry.severity, field=field, attribute=attr,
                                         line=line, column=column,
                                         params=MappingProxyType(params) if params else _NO_PARAMS,
                                         span=place.span(), recovered=self.recovered, element=node, place=place))
            return
        self.findings.append(Finding(rule_id, entry.severity, field=field, attribute=attr,
                                     params=MappingProxyType(params) if params else _NO_PARAMS,
                                     recovered=self.recovered, element=node, place=place))
