"""The few style rules the forms need on top of the platform style, in the colours of ui/colors.py."""

from ..check import Severity
from .colors import POINTED_HEX, SEVERITY_HEX, SEVERITY_TEXT_HEX

_FIELDS = ("QLineEdit", "QPlainTextEdit", "QComboBox")


def _each_field(selector: str) -> str:
    return ", ".join(field + selector for field in _FIELDS)


def _rules() -> list[str]:
    rules = [
        "QLabel#formHeading { font-size: 15pt; font-weight: 600; padding: 2px 0 4px 0; }",
        "QToolButton#sectionToggle { border: none; background: transparent; padding: 2px 0; }",
        "QLabel#sectionTitle { font-weight: 600; }",
        "QLabel#fieldHint { color: palette(mid); font-size: 9pt; }",
        _each_field('[pointed="true"]') + " { background: %s; }" % POINTED_HEX,
    ]
    for severity in Severity:
        rules.append('QLabel#fieldMessage[severity="%s"] { color: %s; }' % (severity, SEVERITY_TEXT_HEX[severity]))
    for severity in (Severity.ERROR, Severity.WARNING):
        rules.append(_each_field('[severity="%s"]' % severity)
                     + " { border: 2px solid %s; border-radius: 3px; }" % SEVERITY_HEX[severity])
    return rules


FORM_STYLE = "\n".join(_rules())
