"""The XML text editor: line numbers with problem markers, lazy highlighting, marks and hover messages."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QPainter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextLayout,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from .colors import POINTED_HEX, SEVERITY_HEX, severity_color
from .forms.widgets import (
    ExactClipboard,
    comment_format,
    focus_on_ctrl_tab,
    indent_lines,
    markup_rules,
    newline_keeping_indent,
    plain_text,
    selected_lines,
    set_code_font,
    text_format,
)

# Comment or uncomment lines, as code editors bind it.
COMMENT_SHORTCUT = QKeySequence("Ctrl+/")

# Block states: what a line ends inside of, so the next line starts right.
NORMAL, IN_COMMENT, IN_CDATA = 0, 1, 2
LONG_LINE = 20_000           # characters; a longer line is not coloured tag by tag
_OPENERS = (("<!--", "-->", IN_COMMENT), ("<![CDATA[", "]]>", IN_CDATA))

SEVERITY_COLORS = {severity: severity_color(severity) for severity in SEVERITY_HEX}


def utf16_len(text: str) -> int:
    """Length in QTextDocument positions (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


def utf16_index(text: str, units: int) -> int:
    """The index in ``text`` of a QTextDocument position ``units`` into it (a position inside a
    character beyond the BMP counts as before it)."""
    return len(text.encode("utf-16-le")[:2 * units].decode("utf-16-le", errors="ignore"))


class XmlHighlighter:
    """Tags, attributes, values, entities, comments and CDATA (with the HTML inside it).

    Not a QSyntaxHighlighter: that one runs Python for every line of the
    document whenever the text is replaced, which for a 60 MB feed means a
    million calls. This colours only the lines on screen, when they come into
    view or change, and finds whether a line starts inside a comment or CDATA
    section by searching backwards (in C++) for the nearest marker.
    """

    def __init__(self, editor: QPlainTextEdit):
        self.editor = editor
        self.busy = False                 # set while formats are applied (they report a change)
        self.cdata_body = QTextCharFormat()
        self.cdata_body.setBackground(QColor("#fbf8ef"))
        self.rules = []
        for pattern, style in markup_rules():
            tinted = QTextCharFormat(style)
            tinted.setBackground(self.cdata_body.background())
            self.rules.append((pattern, style, tinted))
        self.comment = comment_format()
        self.cdata_mark = text_format("#8d6e63", bold=True)

    def _state_before(self, block) -> int:
        """Whether a block starts inside a comment or CDATA section: the nearest marker above decides."""
        node, steps = block.previous(), 0
        while node.isValid() and steps < 5000:
            text = node.text()
            last, state = -1, None
            for opener, closer, kind in _OPENERS:
                at = text.rfind(opener)
                if at > last:
                    last, state = at, kind
                at = text.rfind(closer)
                if at > last:
                    last, state = at, NORMAL
            if state is not None:
                return state
            node, steps = node.previous(), steps + 1
        if not node.isValid():
            return NORMAL
        return self._state_by_search(block.position())

    def _state_by_search(self, position: int) -> int:
        """The same question over the whole text, for a block far below any marker."""
        document = self.editor.document()
        latest, state = -1, NORMAL
        for opener, closer, kind in _OPENERS:
            opened = document.find(opener, position, QTextDocument.FindBackward)
            if opened.isNull():
                continue
            closed = document.find(closer, position, QTextDocument.FindBackward)
            if (closed.isNull() or closed.selectionStart() < opened.selectionStart()) and \
                    opened.selectionStart() > latest:
                latest, state = opened.selectionStart(), kind
        return state

    def format_visible(self) -> None:
        editor = self.editor
        block = editor.firstVisibleBlock()
        if not block.isValid():
            return
        bottom = editor.viewport().height()
        state = None
        self.busy = True
        try:
            while block.isValid():
                top = editor.blockBoundingGeometry(block).translated(editor.contentOffset()).top()
                if top > bottom:
                    break
                if block.userState() != block.revision():
                    if state is None:
                        state = self._state_before(block)
                    state = self._format_block(block, state)
                    block.setUserState(block.revision())
                else:
                    state = None          # unknown again past a block we skipped
                block = block.next()
        finally:
            self.busy = False

    def _format_block(self, block, state: int) -> int:
        text = block.text()
        spans = []                      # (kind, start, end): comment and CDATA bodies, CDATA marks
        pos = 0
        while pos <= len(text):
            if state == NORMAL:
                found = [(text.find(opener, pos), opener, kind) for opener, _closer, kind in _OPENERS]
                found = [f for f in found if f[0] >= 0]
                if not found:
                    break
                start, opener, kind = min(found)
                spans.append(("comment" if kind == IN_COMMENT else "mark", start, start + len(opener)))
                state, pos = kind, start + len(opener)
            else:
                closer = "-->" if state == IN_COMMENT else "]]>"
                end = text.find(closer, pos)
                stop = len(text) if end < 0 else end
                if state == IN_COMMENT:
                    spans.append(("comment", pos, stop + (3 if end >= 0 else 0)))
                else:
                    spans.append(("cdata", pos, stop))
                    if end >= 0:
                        spans.append(("mark", end, end + 3))
                if end < 0:
                    break
                state, pos = NORMAL, end + len(closer)
        ranges = []

        def add(start, length, fmt):
            r = QTextLayout.FormatRange()
            r.start, r.length, r.format = start, length, fmt
            ranges.append(r)
        cdata = [(s, e) for kind, s, e in spans if kind == "cdata"]
        for s, e in cdata:
            add(s, e - s, self.cdata_body)
        comments = [(s, e) for kind, s, e in spans if kind == "comment"]
        # A line of minified HTML (300 KB of one page) keeps its tints but not its tag colours:
        # matching them all again took seconds for each key typed in it.
        for pattern, style, in_cdata in self.rules if len(text) <= LONG_LINE else ():
            it = pattern.globalMatch(text)
            while it.hasNext():
                m = it.next()
                start = m.capturedStart()
                if any(s <= start < e for s, e in comments):
                    continue
                # The HTML inside CDATA keeps its tag colours on the tinted background.
                add(start, m.capturedLength(), in_cdata if any(s <= start < e for s, e in cdata) else style)
        for kind, s, e in spans:
            if kind == "comment":
                add(s, e - s, self.comment)
            elif kind == "mark":
                add(s, e - s, self.cdata_mark)
        block.layout().setFormats(ranges)
        self.editor.document().markContentsDirty(block.position(), block.length())
        return state


class LineNumbers(QWidget):
    def __init__(self, editor: XmlEditor):
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:
        return QSize(self.editor.gutter_width(), 0)

    def paintEvent(self, event) -> None:
        self.editor.paint_gutter(event)


class XmlEditor(ExactClipboard, QPlainTextEdit):
    """A plain-text XML editor with a gutter, marks for findings and a parse error, and hover text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        set_code_font(self)
        self.setLineWrapMode(QPlainTextEdit.NoWrap)
        self.setMouseTracking(True)
        self.highlighter = XmlHighlighter(self)
        self.gutter = LineNumbers(self)
        self.marks: list = []           # (start, end, severity, message) in document positions
        self.line_marks: dict = {}      # block number -> worst severity
        self.error_mark = None          # (position, message)
        self.node_range = None          # (start, end) of the node selected in the tree
        self._reserved_lines = 0
        # Whether Undo and Redo belong to the document's stack (the window's actions) rather than
        # to this editor's own: yes while the text parses (the pane sets this).
        self.document_undo = lambda: False
        self.blockCountChanged.connect(self._update_gutter_width)
        self.updateRequest.connect(self._on_update_request)
        self._update_gutter_width()

    # -- gutter -------------------------------------------------------------

    def reserve_lines(self, lines: int) -> None:
        """Make the gutter wide enough for ``lines`` line numbers now, for a text put in a
        piece at a time: widening it as the lines come would lay the text out again each time."""
        self._reserved_lines = lines
        self._update_gutter_width()

    def gutter_width(self) -> int:
        digits = len(str(max(1, self.blockCount(), self._reserved_lines)))
        return 14 + self.fontMetrics().horizontalAdvance("9") * digits

    def _update_gutter_width(self, *_args) -> None:
        # Only when the line numbers gain a digit: new margins lay the whole text out again
        # (tens of milliseconds in a 60 MB feed), and the block count changes with every line typed.
        width = self.gutter_width()
        if width != self.viewportMargins().left():
            self.setViewportMargins(width, 0, 0, 0)

    def _on_update_request(self, rect, dy) -> None:
        if dy:
            self.gutter.scroll(0, dy)
        else:
            self.gutter.update(0, rect.y(), self.gutter.width(), rect.height())
        if not self.highlighter.busy:
            self.highlighter.format_visible()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        rect = self.contentsRect()
        self.gutter.setGeometry(QRect(rect.left(), rect.top(), self.gutter_width(), rect.height()))
        if event.size().height() > event.oldSize().height():
            # Lines that came into view by the pane growing (the window maximized) are coloured too;
            # no update request names them, and they stayed black until a scroll.
            QTimer.singleShot(0, self._format_visible)

    def _format_visible(self) -> None:
        if not self.highlighter.busy:
            self.highlighter.format_visible()

    def paint_gutter(self, event) -> None:
        painter = QPainter(self.gutter)
        painter.fillRect(event.rect(), self.palette().window())
        block = self.firstVisibleBlock()
        number = block.blockNumber()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        height = self.fontMetrics().height()
        error_line = self.document().findBlock(self.error_mark[0]).blockNumber() if self.error_mark else -1
        while block.isValid() and top <= event.rect().bottom():
            bottom = top + round(self.blockBoundingRect(block).height())
            if block.isVisible() and bottom >= event.rect().top():
                severity = "error" if number == error_line else self.line_marks.get(number)
                if severity:
                    painter.setBrush(SEVERITY_COLORS[severity])
                    painter.setPen(Qt.NoPen)
                    painter.drawEllipse(2, top + height // 2 - 3, 7, 7)
                painter.setPen(self.palette().color(self.palette().ColorRole.PlaceholderText))
                painter.drawText(0, top, self.gutter.width() - 3, height, Qt.AlignRight, str(number + 1))
            block = block.next()
            top = bottom
            number += 1

    # -- marks ----------------------------------------------------------------

    def set_marks(self, marks: list) -> None:
        self.marks = marks
        self.line_marks = {}
        rank = {"error": 0, "warning": 1, "info": 2}
        document = self.document()
        for start, _end, severity, _message in marks:
            line = document.findBlock(start).blockNumber()
            current = self.line_marks.get(line)
            if current is None or rank[severity] < rank[current]:
                self.line_marks[line] = severity
        self._apply_selections()
        self.gutter.update()

    def set_error(self, position: int | None, message: str | None) -> None:
        self.error_mark = (position, message) if position is not None else None
        self._apply_selections()
        self.gutter.update()

    def set_node_range(self, start: int | None, end: int | None) -> None:
        self.node_range = (start, end) if start is not None else None
        self._apply_selections()

    def _apply_selections(self) -> None:
        selections = []
        if self.node_range:
            selections.append(self._selection(*self.node_range, background=QColor(POINTED_HEX)))
        for start, end, severity, _message in self.marks:
            selections.append(self._selection(start, end, underline=SEVERITY_COLORS[severity]))
        if self.error_mark:
            position = self.error_mark[0]
            line = QTextEdit.ExtraSelection()
            line.format.setBackground(QColor("#fde7e7"))
            line.format.setProperty(QTextFormat.FullWidthSelection, True)
            line.cursor = QTextCursor(self.document().findBlock(position))
            selections.append(line)
            block = self.document().findBlock(position)
            end = max(position + 1, block.position() + block.length() - 1)
            selections.append(self._selection(position, end, underline=SEVERITY_COLORS["error"]))
        self.setExtraSelections(selections)

    def _selection(self, start: int, end: int, underline: QColor | None = None,
                   background: QColor | None = None) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document())
        cursor.setPosition(min(start, self.document().characterCount() - 1))
        cursor.setPosition(min(end, self.document().characterCount() - 1), QTextCursor.KeepAnchor)
        selection.cursor = cursor
        if underline is not None:
            selection.format.setUnderlineStyle(QTextCharFormat.WaveUnderline)
            selection.format.setUnderlineColor(underline)
        if background is not None:
            selection.format.setBackground(background)
        return selection

    def messages_at(self, position: int) -> list[str]:
        found = [message for start, end, _s, message in self.marks if start <= position <= end]
        if self.error_mark:
            block = self.document().findBlock(self.error_mark[0])
            if block.contains(position):
                found.insert(0, self.error_mark[1])
        return found

    # The window's Undo and Redo (set by it): the context menu's own worked on the pane's text
    # alone, beside the one history of the window's (a form's step undone a letter at a time).
    undo_actions: tuple | None = None

    def context_menu(self, position):
        menu = self.createStandardContextMenu(position)
        if self.undo_actions is not None:
            for action in menu.actions():
                if action.objectName() in ("edit-undo", "edit-redo"):
                    menu.insertAction(action, self.undo_actions[action.objectName() == "edit-redo"])
                    menu.removeAction(action)
        if not self.isReadOnly():
            menu.addSeparator()
            toggle = menu.addAction(self.tr("Comment or uncomment lines"), self.toggle_comment)
            toggle.setShortcut(COMMENT_SHORTCUT)
        return menu

    def toggle_comment(self) -> bool:
        """Ctrl+/: the selected lines (or the cursor's) made an XML comment, or, when they are one,
        made markup again; their indentation stays outside it. One step of the pane's undo. Text
        holding "--" cannot be in a comment, and is left as it is. Whether anything changed."""
        if self.isReadOnly():
            return False
        document = self.document()
        first, last = selected_lines(self)
        start, end = first.position(), last.position() + last.length() - 1
        lines = QTextCursor(document)
        lines.setPosition(start)
        lines.setPosition(end, QTextCursor.KeepAnchor)
        text = lines.selectedText().replace("\u2029", "\n")
        indent = text[:len(text) - len(text.lstrip(" \t"))]
        body = text[len(indent):]
        core = body.rstrip()
        if core.startswith("<!--") and core.endswith("-->") and core.count("-->") == 1:
            inner = core[4:-3]
            new = indent + inner[1:-1] if inner.startswith(" ") and inner.endswith(" ") else indent + inner
            new += body[len(core):]
        elif "--" in body or not core:
            return False
        else:
            new = f"{indent}<!-- {core} -->{body[len(core):]}"
        lines.beginEditBlock()
        lines.insertText(new)
        lines.endEditBlock()
        return True

    def contextMenuEvent(self, event) -> None:
        menu = self.context_menu(event.pos())
        menu.exec(event.globalPos())
        menu.deleteLater()

    def keyPressEvent(self, event) -> None:
        if QKeySequence(event.keyCombination()) == COMMENT_SHORTCUT:
            self.toggle_comment()
            event.accept()
            return
        if not focus_on_ctrl_tab(self, event) and not indent_lines(self, event) \
                and not newline_keeping_indent(self, event):
            super().keyPressEvent(event)

    def event(self, event) -> bool:
        if event.type() == event.Type.ShortcutOverride and (
                event.matches(QKeySequence.Undo) or event.matches(QKeySequence.Redo)) and self.document_undo():
            event.ignore()          # the window's Undo takes the typing as a step, then undoes
            return True
        if event.type() == event.Type.ToolTip:
            position = self.cursorForPosition(self.viewport().mapFromGlobal(event.globalPos())).position()
            messages = self.messages_at(position)
            if messages:
                QToolTip.showText(event.globalPos(), "\n".join(messages), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def text(self) -> str:
        """The whole text with every character kept (see forms.widgets.plain_text)."""
        return plain_text(self)

    def position_at(self, line: int, column: int) -> int:
        """The position of ``column`` of ``line`` (both from 1, columns counted in characters as
        findings and parsers count them; a position counts UTF-16 units, an emoji two), at most
        the line's end."""
        block = self.document().findBlockByNumber(max(line - 1, 0))
        return block.position() + utf16_len(block.text()[:max(column - 1, 0)])

    def go_to_line(self, line: int, column: int = 1) -> None:
        """The cursor to ``line`` at ``column``, in the middle of the view."""
        cursor = self.textCursor()
        cursor.setPosition(self.position_at(line, column))
        self.setTextCursor(cursor)
        self.centerCursor()
