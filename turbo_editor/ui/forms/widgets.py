"""Editors the forms share: an RFC-822 date field and a code editor for HTML."""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta, timezone

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QMimeData,
    QObject,
    QPoint,
    QRect,
    QRegularExpression,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QSyntaxHighlighter, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QDateTimeEdit,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...feed.dates import DateError, format_rfc822, parse_any, parse_rfc822

ZONES = [i * 30 for i in range(-24, 29)]     # minutes east of UTC, -12:00 .. +14:00


class _WheelGuard(QObject):
    """The wheel over a combo box or spin box the user is not in scrolls the form, as it would
    over a label: it never changes a value the user did not pick (a language, a date, a network)."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Wheel or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QCoreApplication.sendEvent(area.verticalScrollBar(), event)
        return True


def guard_wheel(root: QWidget) -> None:
    """Guard every combo box and spin box under ``root`` (see _WheelGuard); they take focus by a
    click or Tab only, not by the wheel."""
    guard = root.findChild(_WheelGuard, "wheelGuard", Qt.FindDirectChildrenOnly)
    if guard is None:
        guard = _WheelGuard(root)
        guard.setObjectName("wheelGuard")
    for widget in [*root.findChildren(QComboBox), *root.findChildren(QAbstractSpinBox)]:
        if widget.focusPolicy() == Qt.WheelFocus:
            widget.setFocusPolicy(Qt.StrongFocus)
        widget.removeEventFilter(guard)
        widget.installEventFilter(guard)


class FlowLayout(QLayout):
    """Widgets side by side at their natural width, going on to a new line when the width runs out.

    A row of buttons in a form must not set the form's minimum width: this
    layout's minimum is its widest widget, and its height follows the width.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        size = QSize(0, 0)
        for item in self._shown():
            hint = item.sizeHint()
            size = QSize(size.width() + hint.width() + (self._spacing if size.width() else 0),
                         max(size.height(), hint.height()))
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        size = QSize(0, 0)
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in lines within ``rect`` (or only measure); the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height = area.x(), area.y(), 0
        for item in self._shown():
            hint = item.sizeHint()
            width = min(hint.width(), area.width())
            if x > area.x() and x + width > area.x() + area.width():
                x, y, line_height = area.x(), y + line_height + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(max(width, item.minimumSize().width()), hint.height())))
            x += width + self._spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


class ButtonCaption(QLabel):
    """A button's text that wraps at word boundaries; clicking it clicks the button.

    Neither a check box nor a tool button wraps its own text, so a long one
    would set the width below which a form cannot shrink: the button keeps
    its indicator or arrow and this label beside it says what it is.
    """

    def __init__(self, button: QAbstractButton, parent: QWidget | None = None):
        super().__init__(button.text(), parent)
        self.button = button
        self.setWordWrap(True)
        self.setTextFormat(Qt.PlainText)
        button.setAccessibleName(button.text())
        button.setText("")

    def mouseReleaseEvent(self, event) -> None:
        if (event.button() == Qt.LeftButton and self.button.isEnabled()
                and self.rect().contains(event.position().toPoint())):
            self.button.setFocus(Qt.MouseFocusReason)
            self.button.click()
        super().mouseReleaseEvent(event)


def captioned(button: QAbstractButton, spacing: int | None = None) -> QWidget:
    """The button with its text beside it as a :class:`ButtonCaption`, in a row of their own."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    if spacing is None:
        spacing = button.style().pixelMetric(QStyle.PM_CheckBoxLabelSpacing, None, button)
    layout.setSpacing(spacing)
    caption = ButtonCaption(button, row)
    # The button is as tall as a line of its caption, so its indicator centres on the first line.
    button.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
    button.setFixedHeight(max(button.sizeHint().height(), caption.fontMetrics().height()))
    layout.addWidget(button, 0, Qt.AlignTop)
    layout.addWidget(caption, 1)
    return row


def zone_label(minutes: int) -> str:
    sign = "-" if minutes < 0 else "+"
    return "%s%02d:%02d" % (sign, abs(minutes) // 60, abs(minutes) % 60)


def default_zone_minutes() -> int:
    """The zone new dates get: Preferences, else the computer's own."""
    from ..settings import zone_minutes
    return zone_minutes()


class DateField(QWidget):
    """The date as written (RFC-822), a date-time picker with a zone, and a Now button.

    The text is the value: while typing it is kept as typed; when the typing
    ends, a date in another common form is written as RFC 822, and anything
    else stays for the checks to name. The picker and Now write a canonical
    RFC-822 date in the chosen zone, which keeps the zone the text had.
    """

    valueEdited = Signal()

    def __init__(self, session=None, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.text = QLineEdit()
        self.text.setPlaceholderText("Tue, 21 Apr 2015 14:15:00 +0300")
        self.picker = QDateTimeEdit()
        self.picker.setCalendarPopup(True)
        self.picker.setDisplayFormat("dd.MM.yyyy HH:mm")
        self.zone = QComboBox()
        self.zone.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.zone.setToolTip(self.tr("Time zone (offset from UTC)"))
        for minutes in ZONES:
            self.zone.addItem(zone_label(minutes), minutes)
        self.now = QPushButton(self.tr("Now"))
        self.now.setToolTip(self.tr("Set to the current date and time"))
        self.normalize = QPushButton(self.tr("Fix format"))
        self.normalize.setToolTip(self.tr("Rewrite what was typed as an RFC-822 date, keeping its zone"))
        # The picker, the zone and the buttons go on as many lines as the width needs.
        tools = FlowLayout(spacing=layout.spacing() + 4)
        for widget in (self.picker, self.zone, self.now, self.normalize):
            tools.addWidget(widget)
        layout.addWidget(self.text)
        layout.addLayout(tools)
        self.setFocusProxy(self.text)       # going to a date's finding puts the cursor in its text
        self._typed = False
        self.text.textEdited.connect(self._text_edited)
        self.text.editingFinished.connect(self.finish_typing)
        self.picker.dateTimeChanged.connect(self._picked)
        self.zone.activated.connect(self._picked)
        self.now.clicked.connect(self._now)
        self.normalize.clicked.connect(self._normalize)

    def focus_parts(self) -> list[QWidget]:
        """What takes the focus in the field: the form watches each for leaving and for Ctrl+Z."""
        return [self.text, self.picker, self.zone, self.now, self.normalize]

    def value(self) -> str:
        return self.text.text()

    def set_value(self, value: str | None) -> None:
        if self.text.text() != (value or ""):
            self.text.setText(value or "")
            self._typed = False         # another node's date, or Undo's: no typing of the user's to finish
        try:
            parsed = parse_any(value or "", timezone(timedelta(minutes=default_zone_minutes())))
        except DateError:
            parsed = None
        self.picker.blockSignals(True)
        self.zone.blockSignals(True)
        self.picker.setEnabled(True)
        if parsed is not None:
            self.picker.setDateTime(QDateTime(parsed.year, parsed.month, parsed.day,
                                              parsed.hour, parsed.minute, parsed.second))
            minutes = int((parsed.utcoffset() or timedelta(0)).total_seconds() // 60)
            index = self.zone.findData(minutes)
            if index < 0:
                self.zone.addItem(zone_label(minutes), minutes)
                index = self.zone.count() - 1
            self.zone.setCurrentIndex(index)
        else:
            # No date to show: the picker starts from now, not from the item shown before (whose
            # date it kept, as if this item had it).
            now = datetime.now(timezone(timedelta(minutes=default_zone_minutes()))).replace(second=0, microsecond=0)
            self.picker.setDateTime(QDateTime(now.year, now.month, now.day, now.hour, now.minute, 0))
            self.zone.setCurrentIndex(max(self.zone.findData(default_zone_minutes()), 0))
        self.normalize.setEnabled(parsed is not None and format_rfc822(parsed) != (value or ""))
        self.picker.blockSignals(False)
        self.zone.blockSignals(False)

    def _emit_text(self, text: str) -> None:
        self.text.setText(text)
        self.valueEdited.emit()

    def _picked(self, *_args) -> None:
        qdt = self.picker.dateTime()
        d, t = qdt.date(), qdt.time()
        tz = timezone(timedelta(minutes=self.zone.currentData() or 0))
        self._emit_text(format_rfc822(datetime(d.year(), d.month(), d.day(), t.hour(), t.minute(), t.second(),
                                               tzinfo=tz)))

    def _now(self) -> None:
        chosen = self.zone.currentData()            # 0 is UTC, a choice like any other
        tz = timezone(timedelta(minutes=default_zone_minutes() if chosen is None else chosen))
        self._emit_text(format_rfc822(datetime.now(tz).replace(microsecond=0)))

    def _text_edited(self, _text: str) -> None:
        self._typed = True
        self.valueEdited.emit()

    def finish_typing(self) -> None:
        """A date typed in another common form (21.04.2026 10:00, 2026-04-21T10:00+05:00) is
        stored as RSS writes it once the typing ends (in the zone it names, else Preferences'); an
        RFC-822 date, even one the checks fault, and text that is no date stay as typed. It joins
        the typing's undo step."""
        typed, self._typed = self._typed, False
        if not typed or not self.text.text().strip():
            return
        try:
            parse_rfc822(self.text.text())
            return
        except DateError:
            self._normalize()

    def _normalize(self) -> None:
        try:
            parsed = parse_any(self.text.text(), timezone(timedelta(minutes=default_zone_minutes())))
        except DateError:
            return
        self._emit_text(format_rfc822(parsed))


# Qt keeps a text's lines as paragraphs parted by U+2029, so a U+2029 of the feed's own (a paragraph
# separator pasted from a word processor) would come back as a line end. In an editor it stands as
# U+FFFF, a character XML never holds; plain_text and the clipboard give it back.
PARAGRAPH_STAND_IN = "\uffff"


def editor_text(text: str) -> str:
    """``text`` as a QPlainTextEdit is given it: its own U+2029 kept as the stand-in."""
    return text.replace("\u2029", PARAGRAPH_STAND_IN) if "\u2029" in text else text


def _given_back(text: str) -> str:
    return text.replace(PARAGRAPH_STAND_IN, "\u2029") if PARAGRAPH_STAND_IN in text else text


def plain_text(edit: QPlainTextEdit) -> str:
    """The editor's text with every character kept.

    toPlainText() turns a no-break space into a plain one (and U+2028 into a
    newline), which would silently change Russian typography in a feed; the
    raw text keeps them and only marks line ends with U+2029.
    """
    return _given_back(edit.document().toRawText().replace("\u2029", "\n"))


class ExactClipboard:
    """Cut, Copy and Paste keeping every character: Qt's own copy of a plain-text selection turns a
    no-break space into a space, and a pasted U+2029 into a line end."""

    def createMimeDataFromSelection(self) -> QMimeData:
        # Qt's own object, its text replaced: one made here would be Python's, deleted under the
        # clipboard that holds it when the application ends. Qt fills in its formats when first
        # asked (the text among them), so they are asked for before the text is set.
        data = super().createMimeDataFromSelection()
        data.text()
        data.setText(_given_back(self.textCursor().selectedText().replace("\u2029", "\n")))
        return data

    def insertFromMimeData(self, source) -> None:
        if source.hasText() and "\u2029" in source.text():
            self.textCursor().insertText(editor_text(source.text()))
            self.ensureCursorVisible()
        else:
            super().insertFromMimeData(source)


def monospace_font() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.FixedFont)
    font.setStyleHint(QFont.Monospace)
    return font


TAB_COLUMNS = 4


def set_code_font(editor: QPlainTextEdit) -> None:
    """The monospace font, with a tab as wide as four of its letters (Qt's own stop is 80 px: a
    feed indented with tabs went off the right of a narrow pane)."""
    editor.setFont(monospace_font())
    editor.setTabStopDistance(QFontMetricsF(editor.font()).horizontalAdvance(" ") * TAB_COLUMNS)


def text_format(color: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    f = QTextCharFormat()
    f.setForeground(QColor(color))
    if bold:
        f.setFontWeight(QFont.Bold)
    f.setFontItalic(italic)
    return f


def markup_rules() -> list:
    """(pattern, format) for tags, attribute names, attribute values and entities.

    One table for the content editor and the XML pane, so markup looks the same in both.
    """
    return [
        (QRegularExpression(r"</?[A-Za-z_][\w:.-]*|/?>|<\?[\w:.-]*|\?>"), text_format("#1565c0", bold=True)),
        (QRegularExpression(r"\s[A-Za-z_:][\w:.-]*(?=\s*=)"), text_format("#6a1b9a")),
        (QRegularExpression(r"(?<==)\s*(\"[^\"]*\"|'[^']*')"), text_format("#2e7d32")),
        (QRegularExpression(r"&#?\w+;"), text_format("#c62828")),
    ]


def comment_format() -> QTextCharFormat:
    return text_format("#757575", italic=True)


class HtmlHighlighter(QSyntaxHighlighter):
    """Tags, attributes, attribute values, entities and comments in HTML/XML text."""

    def __init__(self, document):
        super().__init__(document)
        self.rules = markup_rules()
        self.comment = comment_format()

    def highlightBlock(self, text: str) -> None:
        for pattern, style in self.rules:
            it = pattern.globalMatch(text)
            while it.hasNext():
                m = it.next()
                self.setFormat(m.capturedStart(), m.capturedLength(), style)
        # Comments may span lines: block state 1 means "inside a comment".
        self.setCurrentBlockState(0)
        start = 0 if self.previousBlockState() == 1 else text.find("<!--")
        while start >= 0:
            end = text.find("-->", start)
            if end < 0:
                self.setCurrentBlockState(1)
                length = len(text) - start
            else:
                length = end - start + 3
            self.setFormat(start, length, self.comment)
            start = text.find("<!--", start + length)


def focus_on_ctrl_tab(editor: QPlainTextEdit, event) -> bool:
    """In an editor where Tab types a tab, Ctrl+Tab and Ctrl+Shift+Tab leave it for the next or
    the previous field, as in Qt's own text editors' convention; True when the key was taken."""
    if not event.modifiers() & Qt.ControlModifier or event.key() not in (Qt.Key_Tab, Qt.Key_Backtab):
        return False
    backwards = event.key() == Qt.Key_Backtab or bool(event.modifiers() & Qt.ShiftModifier)
    # QPlainTextEdit's own focusNextPrevChild refuses while Tab types a tab: the scroll area's moves on.
    QAbstractScrollArea.focusNextPrevChild(editor, not backwards)
    event.accept()
    return True


def selected_lines(editor: QPlainTextEdit):
    """The first and the last line (text blocks) the selection touches, or the cursor's line twice;
    a selection ending at a line's start leaves that line out."""
    cursor = editor.textCursor()
    document = editor.document()
    first = document.findBlock(cursor.selectionStart())
    last = document.findBlock(cursor.selectionEnd())
    if cursor.hasSelection() and last.position() == cursor.selectionEnd() and last != first:
        last = last.previous()
    return first, last


def indent_lines(editor: QPlainTextEdit, event) -> bool:
    """Tab over a selection of several lines indents them, Shift+Tab takes one step of indentation
    off the selected lines (or the cursor's), as code editors do; Tab typed over the lines replaced
    them with a tab. One step of the editor's undo. Whether the key was taken."""
    key, modifiers = event.key(), event.modifiers() & ~Qt.KeypadModifier
    outdent = key == Qt.Key_Backtab or (key == Qt.Key_Tab and modifiers == Qt.ShiftModifier)
    if editor.isReadOnly() or not (outdent or (key == Qt.Key_Tab and not modifiers)):
        return False
    cursor = editor.textCursor()
    document = editor.document()
    first, last = selected_lines(editor)
    if not outdent and first == last:
        return False                        # within a line Tab types a tab
    unit = _indent_unit(document)
    cursor.beginEditBlock()
    block = first
    while True:
        text = block.text()
        edit = QTextCursor(block)
        if not outdent:
            if text.strip():
                edit.insertText(unit)
        else:
            spaces = len(text) - len(text.lstrip(" "))
            take = 1 if text.startswith("\t") else min(spaces, len(unit) if unit != "\t" else 4)
            if take:
                edit.movePosition(QTextCursor.NextCharacter, QTextCursor.KeepAnchor, take)
                edit.removeSelectedText()
        if block == last:
            break
        block = block.next()
    cursor.endEditBlock()
    if first != last:                       # the lines stay selected, for another step
        selection = QTextCursor(first)
        selection.setPosition(last.position() + last.length() - 1, QTextCursor.KeepAnchor)
        editor.setTextCursor(selection)
    event.accept()
    return True


def _indent_unit(document) -> str:
    """The file's step of indentation: a tab if its lines start with tabs, else the step by which a
    line most often goes in from the one before (an attribute's continuation line aside); lines
    all indented alike (a selection indented once) tell no step, and 2 is taken then."""
    steps: Counter = Counter()
    before = None
    block = document.begin()
    for _line in range(400):
        if not block.isValid():
            break
        text = block.text()
        if text.startswith("\t"):
            return "\t"
        if text.strip():
            lead = len(text) - len(text.lstrip(" "))
            if before is not None and lead > before:
                steps[lead - before] += 1
            before = lead
        block = block.next()
    return " " * (steps.most_common(1)[0][0] if steps else 2)


def newline_keeping_indent(editor: QPlainTextEdit, event) -> bool:
    """Enter in a code editor: a new line indented as the one the cursor is on (the spaces and tabs
    it starts with, up to the cursor), as code editors do. Whether the key was taken."""
    if event.key() not in (Qt.Key_Return, Qt.Key_Enter) or event.modifiers() & ~Qt.KeypadModifier \
            or editor.isReadOnly():
        return False
    cursor = editor.textCursor()
    before = cursor.block().text()[:cursor.positionInBlock()]
    indent = before[:len(before) - len(before.lstrip(" \t"))]
    cursor.insertText("\n" + indent)
    editor.setTextCursor(cursor)
    editor.ensureCursorVisible()
    event.accept()
    return True


class TextField(ExactClipboard, QPlainTextEdit):
    """A form's field of plain text over several lines (a description)."""


class CodeEditor(ExactClipboard, QPlainTextEdit):
    """A monospace HTML editor; its undo belongs to the document's undo stack."""

    def keyPressEvent(self, event) -> None:
        if not focus_on_ctrl_tab(self, event) and not indent_lines(self, event) \
                and not newline_keeping_indent(self, event):
            super().keyPressEvent(event)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        set_code_font(self)
        self.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        self.setTabChangesFocus(False)
        self.setUndoRedoEnabled(False)
        self.highlighter = HtmlHighlighter(self.document())
        self.setMinimumHeight(220)

