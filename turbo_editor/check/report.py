"""Collecting findings: rules emit an id and the facts; severity and location are filled in here."""

from __future__ import annotations

from types import MappingProxyType

from .catalog import CATALOG
from .finding import Finding
from .locate import Locator, Paths, qualified_name


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
            line: int | None = None, column: int | None = None, span: tuple[int, int] | None = None,
            **params) -> None:
        """Emit ``rule_id`` for ``node`` (an lxml element, or None for the document as text).

        ``attr`` names the attribute at fault; ``field`` names a missing child
        reported on its parent. ``span`` is the (start, end) of what is meant
        inside the element's text (HTML in turbo:content); its position in the
        file is worked out from it. ``line``/``column`` override the position.
        ``params`` are the values the catalog's message quotes.
        """
        entry = CATALOG[rule_id]
        if self.profile not in entry.profiles:
            return
        if node is not None:
            if line is None:
                if span is not None:
                    line, column = self.locator.text_position(node, span[0])
                else:
                    line, column = self.locator.position(node)
            path = self.paths.of(node)
            if field is None:
                field = qualified_name(node)
        else:
            path = ""
        self.findings.append(Finding(rule_id, entry.severity_in(self.profile), path, field, attr, line, column,
                                     MappingProxyType(params) if params else MappingProxyType({}), span,
                                     self.recovered, node))
