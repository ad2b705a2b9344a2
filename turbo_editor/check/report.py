"""Collecting findings: rules emit by id; texts, severity and location are filled in here."""

from __future__ import annotations

from .catalog import CATALOG
from .finding import Finding
from .locate import Locator, Paths, qualified_name


class Report:
    """The findings of one scope (the document, the channel or one item) under one profile."""

    __slots__ = ("profile", "paths", "locator", "findings")

    def __init__(self, profile: str, paths: Paths, locator: Locator):
        self.profile = profile
        self.paths = paths
        self.locator = locator
        self.findings: list[Finding] = []

    def enabled(self, rule_id: str) -> bool:
        return self.profile in CATALOG[rule_id].profiles

    def add(self, rule_id: str, node, attr: str | None = None, *, field: str | None = None,
            line: int | None = None, column: int | None = None, **params) -> None:
        """Emit ``rule_id`` for ``node`` (an lxml element, or None for the document as text).

        ``attr`` names the attribute at fault; ``field`` overrides the field
        (a missing child's name, reported on its parent). ``line``/``column``
        override the element's own position (HTML inside turbo:content).
        """
        entry = CATALOG[rule_id]
        if self.profile not in entry.profiles:
            return
        en, ru = entry.messages(params)
        if node is not None:
            if line is None:
                line, column = self.locator.position(node)
            path = self.paths.of(node)
            if field is None:
                field = "@" + attr if attr else qualified_name(node)
        else:
            path = ""
        self.findings.append(Finding(rule_id, entry.severity_in(self.profile), en, ru, path, field,
                                     line, column, node))
