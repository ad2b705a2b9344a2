"""The turbo:content editor: block snippets, wrapping, an image helper, completion, marked problems.

Everything here writes through the widget's text, so the item form's binding
stays the only way content reaches the document. An insertion or a wrap is
made as one edit that emits a single ``textChanged``, framed by
``undoBoundary`` so the form can keep it out of the typing it merges into one
undo step.

This module is only the widget. The markup it writes and reads is worked out
without Qt in :mod:`turbo_editor.content` (snippets, wraps, the tag scanner,
completion, where findings go), which takes what Turbo allows from
:mod:`turbo_editor.vocabulary.page`; an image address is judged by the checks'
own media URL test (:func:`turbo_editor.check.is_media_url`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTextEdit,
    QToolBar,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .. import check, messages
from ..content.authoring import block_wrap, image_figure, looks_like_url
from ..content.completion import VALUE, CompletionContext, completion_context, completion_markup, completions
from ..content.findings import mark_span
from ..content.snippets import SNIPPET_GROUPS, SNIPPETS, expand
from . import i18n
from .find_bar import FindBar
from .forms.widgets import CodeEditor, editor_text, plain_text
from .xml_editor import SEVERITY_COLORS, utf16_index, utf16_len

# -- the image helper ------------------------------------------------------------------

class ImageDialog(QDialog):
    """URL, caption and an optional size; gives a figure with the image and its caption."""

    def __init__(self, parent: QWidget | None = None, url: str = "", caption: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Insert image"))
        self.url = QLineEdit(url)
        self.url.setPlaceholderText("https://example.com/image.jpg")
        self.caption = QLineEdit(caption)
        self.caption.setPlaceholderText(self.tr("Shown under the image (optional)"))
        self.width_ = self._size_box()
        self.height_ = self._size_box()
        self.error = QLabel()
        # A dialog is a window of its own: the forms' style sheet does not reach it.
        self.error.setStyleSheet(f"color: {SEVERITY_COLORS['error'].name()};")
        self.error.setWordWrap(True)
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        fields = QFormLayout()
        fields.addRow(self.tr("Image URL:"), self.url)
        fields.addRow(self.tr("Caption:"), self.caption)
        fields.addRow(self.tr("Width:"), self.width_)
        fields.addRow(self.tr("Height:"), self.height_)
        layout = QVBoxLayout(self)
        layout.addLayout(fields)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.url.textEdited.connect(lambda _text: self.error.hide())
        self.setMinimumWidth(460)

    def _size_box(self) -> QSpinBox:
        box = QSpinBox()
        box.setRange(0, 10000)
        box.setSuffix(" px")
        box.setSpecialValueText(self.tr("not set"))    # 0 leaves the attribute out
        return box

    def url_problem(self) -> str | None:
        """Why the URL cannot be used, or None: Turbo fetches images by absolute http(s) address."""
        url = self.url.text().strip()
        if not url:
            return self.tr("Enter the image's address.")
        if not check.is_media_url(url):
            return self.tr("Enter the full address, starting with https:// or http:// "
                           "(Turbo cannot load a relative one).")
        return None

    def accept(self) -> None:
        problem = self.url_problem()
        if problem:
            self.error.setText(problem)
            self.error.show()
            self.url.setFocus()
            return
        super().accept()

    def markup(self) -> str:
        return image_figure(self.url.text(), self.caption.text(), self.width_.value(), self.height_.value())


# -- the editor --------------------------------------------------------------------------

# Wrap shortcuts: free in the window (its standard keys, Ctrl+G, Ctrl+D, Ctrl+Shift+N/Up/Down) and
# in Qt's standard key bindings; they act only while the content editor has the focus.
WRAP_TAGS = {"p": (QT_TRANSLATE_NOOP("ContentEditor", "Paragraph <p>"), "Ctrl+Shift+P"),
             "h2": (QT_TRANSLATE_NOOP("ContentEditor", "Subheading <h2>"), "Ctrl+Shift+H"),
             "blockquote": (QT_TRANSLATE_NOOP("ContentEditor", "Quote <blockquote>"), "Ctrl+Shift+B"),
             "figure": (QT_TRANSLATE_NOOP("ContentEditor", "Figure <figure>"), "Ctrl+Shift+M")}
INSERT_MENU_SHORTCUT = "Ctrl+Shift+K"
IMAGE_SHORTCUT = "Ctrl+Shift+I"


@dataclass
class Mark:
    cursor: QTextCursor        # follows edits until the next show_findings
    severity: str
    message: str


class ContentEditor(CodeEditor):
    """The turbo:content editor: a CodeEditor with Turbo's blocks, wraps, an image helper and completion."""

    # Emitted before and after an insertion or wrap: the next text change must not merge with the last.
    undoBoundary = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._extended_html = False
        self.language = "en"
        # The open feed's channel <language> (the item form sets it): snippets write their sample text in it.
        self.feed_language: Callable[[], str | None] = lambda: None
        self.findings: list = []
        self._checked_text: str | None = None     # the text the findings' spans belong to
        self.marks: list[Mark] = []
        self.snippet_actions: dict[str, QAction] = {}
        self.wrap_actions: dict[str, QAction] = {}
        self.insert_menu = self._build_insert_menu()
        self.wrap_menu = self._build_wrap_menu()
        self.image_action = self._action(self.tr("Image with caption…"), self.insert_image, IMAGE_SHORTCUT)
        self._action(self.tr("Insert block…"), self.show_insert_menu, INSERT_MENU_SHORTCUT)
        self.completer = self._build_completer()
        # Under the editor in the form (the item form places it): Edit ▸ Find and Replace here.
        self.find_bar = FindBar(self)
        self.find_bar.replacing.connect(self.undoBoundary)

    # -- settings ---------------------------------------------------------------------

    @property
    def extended_html(self) -> bool:
        """Whether the item has turbo:extendedHtml true: completion then offers the wider tag set."""
        return self._extended_html

    @extended_html.setter
    def extended_html(self, value: bool) -> None:
        self._extended_html = bool(value)

    # -- menus and actions -----------------------------------------------------------------

    def _action(self, text: str, slot, shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            # Scoped to the editor so the same keys stay free for other widgets and the window.
            action.setShortcutContext(Qt.WidgetWithChildrenShortcut)
            self.addAction(action)
        action.triggered.connect(slot)
        return action

    def _build_insert_menu(self) -> QMenu:
        menu = QMenu(self.tr("Insert block"), self)
        menu.setToolTipsVisible(True)
        for title, group in SNIPPET_GROUPS:
            menu.addSection(QCoreApplication.translate("ContentEditor", title))
            for snippet in group:
                action = menu.addAction(QCoreApplication.translate("ContentEditor", snippet.label))
                action.triggered.connect(lambda _checked=False, key=snippet.key: self.insert_snippet(key))
                self.snippet_actions[snippet.key] = action
        menu.aboutToShow.connect(self._show_snippets_in_tooltips)
        self._show_snippets_in_tooltips()
        return menu

    def _show_snippets_in_tooltips(self) -> None:
        """Each block's tooltip is the markup it inserts, in the feed's language as it is now."""
        for key, action in self.snippet_actions.items():
            action.setToolTip(expand(self.snippet_markup(key))[0])

    def _build_wrap_menu(self) -> QMenu:
        menu = QMenu(self.tr("Wrap selection"), self)
        for tag, (label, shortcut) in WRAP_TAGS.items():
            action = self._action(QCoreApplication.translate("ContentEditor", label),
                                  lambda _checked=False, t=tag: self.wrap_selection(t), shortcut)
            menu.addAction(action)
            self.wrap_actions[tag] = action
        return menu

    def authoring_actions(self) -> list:
        """The Insert block and Wrap menus and the image helper, for a context menu or a tool bar."""
        return [self.insert_menu.menuAction(), self.wrap_menu.menuAction(), self.image_action]

    def context_menu(self, position) -> QMenu:
        menu = self.createStandardContextMenu(position)
        menu.addSeparator()
        menu.addActions(self.authoring_actions())
        return menu

    def contextMenuEvent(self, event) -> None:
        menu = self.context_menu(event.pos())
        menu.exec(event.globalPos())
        menu.deleteLater()

    def show_insert_menu(self) -> None:
        self.insert_menu.popup(self.viewport().mapToGlobal(self.cursorRect().bottomRight()))

    def make_tool_bar(self) -> QToolBar:
        """A row of buttons opening the same menus, for a form to put above the editor."""
        bar = QToolBar()
        bar.setToolButtonStyle(Qt.ToolButtonTextOnly)
        for menu in (self.insert_menu, self.wrap_menu):
            button = QToolButton()
            button.setText(menu.title())
            button.setMenu(menu)
            button.setPopupMode(QToolButton.InstantPopup)
            bar.addWidget(button)
        bar.addAction(self.image_action)
        # A tool bar's own buttons take no focus; this one is reached with Tab as the two menus are.
        bar.widgetForAction(self.image_action).setFocusPolicy(Qt.TabFocus)
        return bar

    # -- inserting ----------------------------------------------------------------------

    def sample_language(self) -> str:
        """The language a snippet's sample text is written in (messages.feed_words_language)."""
        return messages.feed_words_language(self.feed_language(), i18n.current())

    def snippet_markup(self, key: str) -> str:
        """A block's markup, [[placeholders]] marked, its sample text in the feed's language."""
        return SNIPPETS[key].markup_in(messages.catalogue(self.sample_language()).gettext)

    def insert_snippet(self, key: str) -> None:
        self.insert_markup(self.snippet_markup(key), block=True)

    def insert_markup(self, markup: str, block: bool = False) -> None:
        """Replace the selection with markup as one edit, selecting its first [[placeholder]].

        A block goes on lines of its own, indented like the line it is put on,
        so a snippet never lands glued to the end of a paragraph.
        """
        if block:
            self._step_out_of_tag()
            markup = self._as_block(markup)
        text, select = expand(markup)
        self._replace(self.textCursor(), text, select, boundary=True)

    def _step_out_of_tag(self) -> None:
        """A cursor inside a start or end tag (<tr| class="x">) moves past its ">": a block put
        there split the tag in two."""
        cursor = self.textCursor()
        if cursor.hasSelection():
            return
        line = cursor.block().text()
        at = utf16_index(line, cursor.positionInBlock())
        opened, closed = line.rfind("<", 0, at), line.rfind(">", 0, at)
        end = line.find(">", at)
        if opened <= closed or end < 0:
            return
        cursor.setPosition(cursor.block().position() + utf16_len(line[:end + 1]))
        self.setTextCursor(cursor)

    def _as_block(self, markup: str) -> str:
        cursor = self.textCursor()
        start, end = QTextCursor(cursor), QTextCursor(cursor)
        start.setPosition(cursor.selectionStart())
        end.setPosition(cursor.selectionEnd())
        line = start.block().text()
        indent = line[:len(line) - len(line.lstrip(" \t"))]
        before = self._block_text(start, QTextCursor.StartOfBlock)
        after = self._block_text(end, QTextCursor.EndOfBlock)
        markup = markup.replace("\n", "\n" + indent)
        if before.strip():
            markup = "\n" + indent + markup
        if after.strip():
            markup += "\n" + indent
        return markup

    @staticmethod
    def _block_text(cursor: QTextCursor, towards) -> str:
        probe = QTextCursor(cursor)
        probe.movePosition(towards, QTextCursor.KeepAnchor)
        return probe.selectedText()

    def _replace(self, cursor: QTextCursor, text: str, select: tuple[int, int] | None, boundary: bool) -> None:
        """Put ``text`` in place of the cursor's selection, emitting textChanged once.

        The edit block makes the document change once; blocking the widget's
        signals meanwhile and emitting textChanged afterwards makes sure the
        binding writes the document once, with the final text.
        """
        start = cursor.selectionStart()
        if boundary:
            self.undoBoundary.emit()
        self.blockSignals(True)
        try:
            cursor.beginEditBlock()
            cursor.insertText(editor_text(text))
            cursor.endEditBlock()
        finally:
            self.blockSignals(False)
        if select is not None:
            cursor.setPosition(start + utf16_len(text[:select[0]]))
            cursor.setPosition(start + utf16_len(text[:select[1]]), QTextCursor.KeepAnchor)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
        self.textChanged.emit()
        if boundary:
            self.undoBoundary.emit()

    # -- wrapping ----------------------------------------------------------------------------

    def wrap_selection(self, tag: str) -> None:
        """Wrap the selection (or the current line's text) in ``tag``; figure knows images and captions."""
        cursor = self.textCursor()
        if not cursor.hasSelection():
            self._select_line_text(cursor)
        whole = plain_text(self)
        start, end = (utf16_index(whole, p) for p in (cursor.selectionStart(), cursor.selectionEnd()))
        start, end, markup = block_wrap(whole, start, end, tag)    # never a block inside a paragraph
        if markup == whole[start:end]:
            return
        cursor.setPosition(utf16_len(whole[:start]))
        cursor.setPosition(utf16_len(whole[:end]), QTextCursor.KeepAnchor)
        text, select = expand(markup)
        self._replace(cursor, text, select, boundary=True)

    @staticmethod
    def _select_line_text(cursor: QTextCursor) -> None:
        """Select the current line without its indentation and trailing spaces (nothing on a blank line)."""
        line = cursor.block().text()
        first = len(line) - len(line.lstrip())
        last = len(line.rstrip())
        if last <= first:
            return
        base = cursor.block().position()
        cursor.setPosition(base + utf16_len(line[:first]))
        cursor.setPosition(base + utf16_len(line[:last]), QTextCursor.KeepAnchor)

    # -- the image helper --------------------------------------------------------------------

    def image_dialog(self) -> ImageDialog:
        """The helper, filled from the selection: a URL becomes the address, other text the caption."""
        selected = self.textCursor().selectedText().replace("\u2029", " ").strip()
        is_url = looks_like_url(selected) and "<" not in selected
        return ImageDialog(self, url=selected if is_url else "", caption="" if is_url else selected)

    def insert_image(self) -> None:
        dialog = self.image_dialog()
        try:
            if dialog.exec() == QDialog.Accepted:
                self.insert_markup(dialog.markup(), block=True)
        finally:
            dialog.deleteLater()

    # -- completion ---------------------------------------------------------------------------

    def _build_completer(self) -> QCompleter:
        completer = QCompleter(QStringListModel(self), self)
        completer.setWidget(self)
        completer.setCompletionMode(QCompleter.PopupCompletion)
        completer.setCaseSensitivity(Qt.CaseInsensitive)
        completer.popup().setFont(self.font())       # the words look as they will in the text
        completer.activated[str].connect(self.accept_completion)
        return completer

    def _text_before_cursor(self) -> str:
        cursor = QTextCursor(self.document())
        cursor.setPosition(self.textCursor().position(), QTextCursor.KeepAnchor)
        return cursor.selectedText().replace("\u2029", "\n")

    def completions(self) -> tuple[CompletionContext | None, list[str]]:
        """The completion context at the cursor and every word allowed there."""
        return completions(self._text_before_cursor(), self._extended_html)

    def keyPressEvent(self, event) -> None:
        popup = self.completer.popup()
        if popup.isVisible() and event.key() in (Qt.Key_Enter, Qt.Key_Return, Qt.Key_Escape, Qt.Key_Tab,
                                                 Qt.Key_Backtab):
            event.ignore()          # the completer's popup takes these
            return
        forced = event.key() == Qt.Key_Space and event.modifiers() & Qt.ControlModifier
        if not forced:
            super().keyPressEvent(event)
        typed = event.text()
        if forced or (typed and typed.isprintable()) or event.key() == Qt.Key_Backspace:
            self.update_completion(forced=bool(forced))
        elif popup.isVisible() and event.key() in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Home, Qt.Key_End):
            self.update_completion()

    def update_completion(self, forced: bool = False) -> None:
        """Show, narrow or hide the popup for what is being typed at the cursor."""
        popup = self.completer.popup()
        context, words = self.completions()
        if context is None or not words:
            popup.hide()
            return
        self.completer.model().setStringList(words)
        self.completer.setCompletionPrefix(context.prefix)
        if self.completer.completionCount() == 0:
            popup.hide()
            return
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        rect = self.cursorRect()
        rect.setWidth(popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width() + 8)
        self.completer.complete(rect)

    def accept_completion(self, word: str) -> None:
        """Type the rest of ``word``: a whole element, an attribute with its quotes, or a data-block value."""
        context = completion_context(self._text_before_cursor())
        if context is None:
            return
        cursor = self.textCursor()
        cursor.setPosition(cursor.position() - utf16_len(context.prefix), QTextCursor.KeepAnchor)
        text, select = expand(completion_markup(context, word, self._text_after_cursor()))
        self._replace(cursor, text, select, boundary=False)
        if context.kind == VALUE and self._text_after_cursor().startswith('"'):
            self.moveCursor(QTextCursor.NextCharacter)
        if word == "data-block":
            self.update_completion(forced=True)      # go straight on to the block names

    def _text_after_cursor(self) -> str:
        return self._block_text(self.textCursor(), QTextCursor.EndOfBlock)

    # -- findings ------------------------------------------------------------------------------

    def show_findings(self, findings) -> None:
        """Underline what each finding is about; replaces the marks of the previous call."""
        self.findings = list(findings)
        self._checked_text = plain_text(self)
        self._place_marks()

    def setPlainText(self, text: str) -> None:
        # The form replaces the whole text after undo or an edit elsewhere. The findings' spans
        # belong to the text they were found in: until the checks run again, they are not shown.
        super().setPlainText(editor_text(text))
        if not self.findings:
            return
        if plain_text(self) == self._checked_text:
            self._place_marks()         # the old marks' cursors went with the old text
        else:
            self.marks = []
            self.setExtraSelections([])

    def _place_marks(self) -> None:
        text = plain_text(self)
        self.marks = []
        for finding in self.findings:
            span = mark_span(finding, text)
            if span[1] > span[0]:
                self.marks.append(Mark(self._cursor(text, *span), finding.severity, finding.message(self.language)))
        self.setExtraSelections([self._selection(mark) for mark in self.marks])

    def _cursor(self, text: str, start: int, end: int) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.setPosition(utf16_len(text[:start]))
        cursor.setPosition(utf16_len(text[:end]), QTextCursor.KeepAnchor)
        return cursor

    @staticmethod
    def _selection(mark: Mark) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        selection.cursor = mark.cursor
        selection.format.setUnderlineStyle(QTextCharFormat.WaveUnderline)
        selection.format.setUnderlineColor(SEVERITY_COLORS.get(mark.severity, SEVERITY_COLORS["error"]))
        selection.format.setToolTip(mark.message)
        return selection

    def messages_at(self, position: int) -> list[str]:
        return [m.message for m in self.marks if m.cursor.selectionStart() <= position <= m.cursor.selectionEnd()]

    def event(self, event) -> bool:
        # Over a mark the tooltip is that mark's message; elsewhere the widget's own (the field's hint).
        if event.type() == QEvent.ToolTip and self.marks:
            position = self.cursorForPosition(self.viewport().mapFromGlobal(event.globalPos())).position()
            messages = self.messages_at(position)
            if messages:
                QToolTip.showText(event.globalPos(), "\n".join(messages), self)
                return True
        return super().event(event)
