"""The rows of a form section: a label beside its field, or above it when the form is narrow.

QFormLayout can wrap rows too, but after a change it may place rows whose
height follows their width (a wrapped hint, a row of buttons that flows onto
two lines) with the heights it worked out for another width, so they overlap.
A grid asks each row for its height at the width it really gets.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QWidget


class FormLabel(QLabel):
    """A row's label: one line while it fits, wrapped at word boundaries once it is above a narrow field.

    QLabel's own size hint for wrapped text aims at a pleasant shape and would
    break a label that has the room on one line.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setTextFormat(Qt.PlainText)        # "turbo:extendedHtml", "<h1>": names, not markup

    def sizeHint(self):
        hint = super().sizeHint()
        if self.wordWrap():
            margins = self.contentsMargins()
            extra = 2 * self.margin() + margins.left() + margins.right()
            # Fractional widths rounded down would wrap the last word: round up, with a pixel to spare.
            hint.setWidth(math.ceil(QFontMetricsF(self.font()).horizontalAdvance(self.text())) + 1 + extra)
            hint.setHeight(self.heightForWidth(hint.width()))
        return hint

    def one_line_width(self) -> int:
        margins = self.contentsMargins()
        return (math.ceil(QFontMetricsF(self.font()).horizontalAdvance(self.text())) + 1
                + 2 * self.margin() + margins.left() + margins.right())


class RowsLayout(QGridLayout):
    """Rows of (label, field), or of one field across the width; see the module's docstring."""

    ROW_GAP = 8            # between rows when each label is above its field (2 px separate a label from it)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._rows: list[tuple[FormLabel | None, QWidget]] = []
        self.wrapped = False
        self.setColumnStretch(1, 1)
        # A label beside a field is as tall as a line edit and centres its text in it, so it
        # lines up with the field's first line however tall the field is.
        self._line_height = QLineEdit().sizeHint().height()

    def addRow(self, label, field: QWidget | None = None) -> None:
        """addRow(text or label, field), or addRow(widget) for a row across both columns."""
        if field is None:
            self._rows.append((None, label))
        else:
            if not isinstance(label, QLabel):
                label = FormLabel(label)
            self._rows.append((label, field))
        self._place(len(self._rows) - 1)

    def rows(self) -> list[tuple[FormLabel | None, QWidget]]:
        return list(self._rows)

    def labelForField(self, field: QWidget) -> QLabel | None:
        return next((label for label, f in self._rows if f is field), None)

    def set_wrapped(self, wrapped: bool) -> None:
        """Labels above their fields (True) or beside them."""
        if wrapped == self.wrapped:
            return
        self.wrapped = wrapped
        for label, field in self._rows:
            if label is not None:
                self.removeWidget(label)
            self.removeWidget(field)
        for index in range(len(self._rows)):
            self._place(index)
        self.invalidate()

    def _place(self, index: int) -> None:
        label, field = self._rows[index]
        self.setVerticalSpacing(2 if self.wrapped else -1)
        if label is None:
            self.addWidget(field, 2 * index + 1 if self.wrapped else index, 0, 1, 2)
            return
        if self.wrapped:
            label.setWordWrap(True)
            label.setMinimumHeight(0)
            label.setAlignment(Qt.AlignLeft | Qt.AlignBottom)
            label.setContentsMargins(0, self.ROW_GAP if index else 0, 0, 0)
            self.addWidget(label, 2 * index, 0, 1, 2)
            self.addWidget(field, 2 * index + 1, 0, 1, 2)
        else:
            label.setWordWrap(False)
            label.setContentsMargins(0, 0, 0, 0)
            label.setMinimumHeight(self._line_height)
            label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            self.addWidget(label, index, 0, Qt.AlignRight | Qt.AlignTop)
            self.addWidget(field, index, 1)
