"""The colours of the interface that carry a meaning: one table per meaning, read everywhere."""

from __future__ import annotations

from PySide6.QtGui import QColor

from ..check import Severity

# Markers, underlines, badges and field messages of each severity.
SEVERITY_HEX = {Severity.ERROR: "#d32f2f", Severity.WARNING: "#e69500", Severity.INFO: "#1976d2"}
# The same meanings as text on a light background (darker, so that they read).
SEVERITY_TEXT_HEX = {Severity.ERROR: "#c62828", Severity.WARNING: "#9a6700", Severity.INFO: "#1565c0"}
PASSED_TEXT_HEX = "#2e7d32"     # a check passed, as text on a light background
POINTED_HEX = "#fff8d6"         # the field a finding or the XML cursor points at


def severity_color(severity: str) -> QColor:
    return QColor(SEVERITY_HEX.get(severity, SEVERITY_HEX[Severity.ERROR]))


BANNER_STYLE = "background: #fde7e7; color: #8e0000; padding: 6px;"      # text that does not parse
IGNORED_COLOR = "#8a8a8a"                                               # findings of ignored rules
