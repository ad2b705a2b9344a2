"""The rule catalog: every rule's id, severity, profiles, texts and spec reference.

The entries live in :mod:`turbo_editor.check.entries`, one module per area
(each made with :func:`turbo_editor.check.rule.rule`); this module collects
them. :mod:`turbo_editor.check.docs` renders them as ``docs/rules.md``.
"""

from __future__ import annotations

from .entries import AREAS
from .rule import Rule


def _collect() -> dict[str, Rule]:
    rules: dict[str, Rule] = {}
    for _, entries in AREAS:
        for entry in entries:
            if entry.id in rules:
                raise ValueError(f"rule id {entry.id!r} is defined twice")
            rules[entry.id] = entry
    return rules


CATALOG: dict[str, Rule] = _collect()
