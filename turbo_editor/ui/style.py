"""The few style rules the forms need on top of the platform style."""

FORM_STYLE = """
QLabel#formHeading { font-size: 15pt; font-weight: 600; padding: 2px 0 4px 0; }
QToolButton#sectionToggle { border: none; background: transparent; padding: 2px 0; }
QLabel#sectionTitle { font-weight: 600; }
QLineEdit[pointed="true"], QPlainTextEdit[pointed="true"], QComboBox[pointed="true"] { background: #fff8d6; }
QLabel#fieldHint { color: palette(mid); font-size: 9pt; }
QLabel#fieldMessage[severity="error"] { color: #c62828; }
QLabel#fieldMessage[severity="warning"] { color: #9a6700; }
QLabel#fieldMessage[severity="info"] { color: #1565c0; }
QLineEdit[severity="error"], QPlainTextEdit[severity="error"], QComboBox[severity="error"] {
    border: 2px solid #d32f2f; border-radius: 3px; }
QLineEdit[severity="warning"], QPlainTextEdit[severity="warning"], QComboBox[severity="warning"] {
    border: 2px solid #f0a30a; border-radius: 3px; }
"""
