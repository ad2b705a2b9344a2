"""Find and replace in one plain-text editor: the bar under the XML pane and under the Turbo
content editor. Find sits on one row, Replace on a second one shown by Edit ▸ Replace, and each
field keeps room for a phrase however narrow the dock or form is. Escape closes the bar and puts
the cursor back in the text."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

FIND_FIELD_CHARS = 16      # the find and replace fields never get narrower than this


class FindBar(QWidget):
    # Emitted before and after a replacement: an edit of its own, not part of the typing around it.
    replacing = Signal()

    def __init__(self, editor: QPlainTextEdit, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 2, 4, 2)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        self.find_text = QLineEdit()
        self.find_text.setPlaceholderText(self.tr("Find"))
        self.replace_text = QLineEdit()
        self.replace_text.setPlaceholderText(self.tr("Replace with"))
        for field in (self.find_text, self.replace_text):
            field.setClearButtonEnabled(True)
            field.setMinimumWidth(field.fontMetrics().averageCharWidth() * FIND_FIELD_CHARS)
        self.case = QCheckBox(self.tr("Match case"))
        previous, following = QToolButton(), QToolButton()
        previous.setArrowType(Qt.UpArrow)
        following.setArrowType(Qt.DownArrow)
        previous.setToolTip(self.tr("Find previous"))
        following.setToolTip(self.tr("Find next"))
        self.replace_button = QPushButton(self.tr("Replace"))
        self.replace_all_button = QPushButton(self.tr("Replace all"))
        close = QToolButton()
        close.setText("×")
        close.setToolTip(self.tr("Close"))
        close.setAutoRaise(True)
        self.find_status = QLabel()
        grid.addWidget(self.find_text, 0, 0)
        grid.addWidget(previous, 0, 1)
        grid.addWidget(following, 0, 2)
        grid.addWidget(self.case, 0, 3)
        grid.addWidget(self.find_status, 0, 4)
        grid.addWidget(close, 0, 5)
        grid.addWidget(self.replace_text, 1, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replace_button)
        buttons.addWidget(self.replace_all_button)
        buttons.addStretch(1)
        grid.addLayout(buttons, 1, 1, 1, 5)
        grid.setColumnStretch(0, 1)
        self._replace_row = (self.replace_text, self.replace_button, self.replace_all_button)
        self.find_text.returnPressed.connect(self.find_next)
        self.replace_text.returnPressed.connect(self.replace_one)
        following.clicked.connect(self.find_next)
        previous.clicked.connect(lambda: self.find_next(backward=True))
        self.replace_button.clicked.connect(self.replace_one)
        self.replace_all_button.clicked.connect(self.replace_all)
        close.clicked.connect(self.close_bar)
        self.hide()
        # Find, Replace and Go to line are the window's Edit actions, which send them here.
        QShortcut(QKeySequence("Escape"), self, self.close_bar, context=Qt.WidgetWithChildrenShortcut)

    def show_find(self, replace: bool = False) -> None:
        """The bar, the selection as what to find; ``replace``: with the Replace row, the cursor in
        "Replace with" when there is something to find already."""
        for widget in self._replace_row:
            widget.setVisible(replace)
        self.show()
        selected = self.editor.textCursor().selectedText()
        if selected and "\u2029" not in selected:
            self.find_text.setText(selected)
        field = self.replace_text if replace and self.find_text.text() else self.find_text
        field.setFocus()
        field.selectAll()
        QTimer.singleShot(0, self._scroll_into_view)     # once the form has made room for the bar

    def _scroll_into_view(self) -> None:
        """In a scrolling form (the content editor's bar), scroll until the bar is on screen."""
        widget = self.parentWidget()
        while widget is not None and not isinstance(widget, QScrollArea):
            widget = widget.parentWidget()
        if widget is not None and self.isVisible():
            widget.ensureWidgetVisible(self, 0, 8)

    def close_bar(self) -> None:
        self.hide()
        self.editor.setFocus()

    def _flags(self, backward: bool = False):
        flags = QTextDocument.FindFlag(0)
        if self.case.isChecked():
            flags |= QTextDocument.FindCaseSensitively
        if backward:
            flags |= QTextDocument.FindBackward
        return flags

    def _matches(self, found: str, needle: str) -> bool:
        return found == needle if self.case.isChecked() else found.casefold() == needle.casefold()

    def _search(self, needle: str, position: int, backward: bool = False) -> QTextCursor:
        """The next match of ``needle`` from ``position``, exactly as typed; a null cursor when
        there is none. Qt's own search reads a no-break space in the text as a space: it would
        find "a b" in "a\u00a0b" and never find a no-break space the user searches for."""
        document = self.editor.document()
        loose = needle.replace("\u00a0", " ")
        while True:
            found = document.find(loose, position, self._flags(backward))
            if found.isNull() or self._matches(found.selectedText(), needle):
                return found
            # On from just past where it started: a match may overlap the one turned down.
            position = found.selectionStart() if backward else found.selectionStart() + 1

    def find_next(self, backward: bool = False) -> bool:
        """Select the next (previous) match, around the end of the text if need be; where there
        is none, the cursor stays where it was."""
        needle = self.find_text.text()
        if not needle:
            return False
        cursor = self.editor.textCursor()
        found = self._search(needle, cursor.selectionStart() if backward else cursor.selectionEnd(), backward)
        if found.isNull():                  # around the end
            found = self._search(needle, self.editor.document().characterCount() if backward else 0, backward)
        if not found.isNull():
            self.editor.setTextCursor(found)
        self.find_status.setText("" if not found.isNull() else self.tr("Not found"))
        return not found.isNull()

    def _may_edit(self) -> bool:
        """A text that cannot be edited now (a big feed still filling the pane) is not replaced in."""
        if self.editor.isReadOnly():
            self.find_status.setText(self.tr("The text cannot be edited yet"))
            return False
        return True

    def replace_one(self) -> None:
        cursor = self.editor.textCursor()
        needle = self.find_text.text()
        if cursor.hasSelection() and self._matches(cursor.selectedText(), needle) and self._may_edit():
            self.replacing.emit()
            cursor.insertText(self.replace_text.text())
            self.replacing.emit()
        self.find_next()

    def replace_all(self) -> int:
        """Every match replaced as one edit (one Undo); how many."""
        needle, replacement = self.find_text.text(), self.replace_text.text()
        if not needle or not self._may_edit():
            return 0
        count = 0
        self.replacing.emit()
        cursor = self.editor.textCursor()
        cursor.beginEditBlock()
        found = self._search(needle, 0)
        while not found.isNull():
            found.insertText(replacement)
            count += 1
            found = self._search(needle, found.position())
        cursor.endEditBlock()
        self.replacing.emit()
        self.find_status.setText(self.tr("%n replaced", "", count))
        return count
