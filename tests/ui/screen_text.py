"""Every string a window or dialog puts on screen, with where it is: what tests/ui/test_russian_window.py scans.

``shown_in(widget)`` walks a widget and all its children: window and dock titles, labels, buttons,
check boxes, group boxes, tabs, placeholders, tooltips and status tips, combo box entries, spin
box prefixes and suffixes, read-only text (browsers, reports), menus and their actions (disabled
ones too, with their shortcuts), toolbars, the status bar's message, and the data and headers of
every list, table and tree. Rich text counts as the text Qt draws from it. Text the user typed or
the file holds (an editable field, the XML pane) is the feed's, not the interface's: only its
placeholder is taken, unless the test names the field in ``include``; so are the names of files
in a file dialog. A view shows the rows under its root, as it does on screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QFileSystemModel,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QSpinBox,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QToolBar,
    QWidget,
)

ROLES = ((Qt.DisplayRole, "text"), (Qt.ToolTipRole, "tooltip"), (Qt.StatusTipRole, "status tip"))


@dataclass(frozen=True)
class Shown:
    where: str                 # "QLabel 'formBanner' in FeedForm: text"
    text: str
    allowed: tuple = ()        # code this one string may show (the value behind a combo box entry)


def plain(text: str, rich: bool | None = None) -> str:
    """What Qt draws for ``text``: rich text as its plain words (``rich`` None: Qt's own guess)."""
    if rich or (rich is None and QtGui.Qt.mightBeRichText(text)):
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def without_accelerator(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def name_of(widget) -> str:
    name = type(widget).__name__
    if widget.objectName() and not widget.objectName().startswith("qt_"):
        name += f" '{widget.objectName()}'"
    window = widget.window()
    if window is not None and window is not widget:
        title = window.windowTitle()
        name += f" in {type(window).__name__}" + (f" «{title}»" if title else "")
    return name


class Collector:
    def __init__(self, include=()):
        self.found: list[Shown] = []
        self.include = set(map(id, include))
        self._menus: set = set()

    def add(self, where: str, text, allowed=()) -> None:
        if isinstance(text, str) and text.strip():
            self.found.append(Shown(where, text, tuple(allowed)))

    # -- widgets ------------------------------------------------------------------------------

    def widget(self, w: QWidget) -> None:
        where = name_of(w)
        if w.isWindow() or isinstance(w, QDockWidget):
            self.add(f"{where}: window title", w.windowTitle().replace("[*]", ""))
        self.add(f"{where}: tooltip", plain(w.toolTip()))
        self.add(f"{where}: status tip", w.statusTip())
        self.add(f"{where}: what's this", plain(w.whatsThis()))
        if isinstance(w, QLabel):
            rich = {Qt.RichText: True, Qt.PlainText: False, Qt.MarkdownText: True}.get(w.textFormat())
            text = w.text()
            if w.textFormat() == Qt.MarkdownText:
                document = QTextDocument()
                document.setMarkdown(text)
                text, rich = document.toPlainText(), False
            if w.buddy() is not None:                       # "&Look in:" underlines the L
                text = without_accelerator(text)
            self.add(f"{where}: text", plain(text, rich))
        elif isinstance(w, QAbstractButton):
            self.add(f"{where}: text", without_accelerator(w.text()))
            menu = w.menu() if hasattr(w, "menu") else None
            if menu is not None:
                self.menu(menu, f"{where} ▸ ")
        elif isinstance(w, QGroupBox):
            self.add(f"{where}: title", without_accelerator(w.title()))
        elif isinstance(w, QLineEdit):
            self.add(f"{where}: placeholder", w.placeholderText())
            if w.isReadOnly() or id(w) in self.include:
                self.add(f"{where}: text", w.text())
        elif isinstance(w, (QPlainTextEdit, QTextEdit)):
            self.add(f"{where}: placeholder", w.placeholderText())
            if w.isReadOnly() or id(w) in self.include:
                self.add(f"{where}: text", w.toPlainText())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                data = w.itemData(i)
                self.add(f"{where}: entry {i}", w.itemText(i), [data] if isinstance(data, str) else [])
                self.add(f"{where}: entry {i} tooltip", plain(w.itemData(i, Qt.ToolTipRole) or ""))
        elif isinstance(w, QAbstractSpinBox):
            self.add(f"{where}: special value", w.specialValueText())
            if isinstance(w, QSpinBox) or hasattr(w, "suffix"):
                self.add(f"{where}: prefix", w.prefix())
                self.add(f"{where}: suffix", w.suffix())
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                self.add(f"{where}: tab {i}", without_accelerator(w.tabText(i)))
                self.add(f"{where}: tab {i} tooltip", plain(w.tabToolTip(i)))
        elif isinstance(w, QProgressBar):
            self.add(f"{where}: text", w.text())
        elif isinstance(w, QStatusBar):
            self.add(f"{where}: message", w.currentMessage())
        elif isinstance(w, QMessageBox):
            self.add(f"{where}: informative text", plain(w.informativeText()))
            self.add(f"{where}: details", w.detailedText())
        if isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) and not self._in_combo(w):
            self.view(w, where)
        if isinstance(w, QMenu):
            self.menu(w, "")
        elif isinstance(w, (QMenuBar, QToolBar)):
            for action in w.actions():
                self.action(action, f"{where} ▸ ")

    @staticmethod
    def _in_combo(w: QWidget) -> bool:
        parent = w.parentWidget()
        while parent is not None:
            if isinstance(parent, QComboBox):
                return True
            parent = parent.parentWidget()
        return False

    # -- menus and actions --------------------------------------------------------------------

    def menu(self, menu: QMenu, path: str) -> None:
        if id(menu) in self._menus:
            return
        self._menus.add(id(menu))
        title = without_accelerator(menu.title())
        self.add(f"{path}{title or 'menu'}: title", title)
        for action in menu.actions():
            self.action(action, f"{path}{title or name_of(menu)} ▸ ")

    def action(self, action, path: str) -> None:
        text = without_accelerator(action.text())
        where = f"menu {path}{text or '(separator)'}"
        self.add(f"{where}: text", text)
        if action.toolTip() and action.toolTip() not in (text, text.replace("…", "")):
            self.add(f"{where}: tooltip", plain(action.toolTip()))
        self.add(f"{where}: status tip", action.statusTip())
        # A menu shows the first key; the others work without being shown.
        self.add(f"{where}: shortcut", action.shortcut().toString(QKeySequence.NativeText))
        if action.menu() is not None:
            self.menu(action.menu(), path)

    # -- models -------------------------------------------------------------------------------

    def view(self, view: QAbstractItemView, where: str) -> None:
        model = view.model()
        if model is None:
            return
        header = getattr(view, "horizontalHeader", None) or getattr(view, "header", None)
        header = header() if header is not None else None
        columns = [c for c in range(_columns(model)) if header is None or not header.isSectionHidden(c)]
        if header is not None and not header.isHidden():
            for c in columns:
                self.add(f"{where}: header {c}", model.headerData(c, Qt.Horizontal, Qt.DisplayRole))
                self.add(f"{where}: header {c} tooltip", model.headerData(c, Qt.Horizontal, Qt.ToolTipRole))
        if isinstance(model, QFileSystemModel):         # the names are the disk's, the rest is Qt's
            columns = [c for c in columns if c != 0]
        self._rows(model, view.rootIndex(), columns, where, depth=0)

    def _rows(self, model, parent, columns, where, depth) -> None:
        for row in range(model.rowCount(parent)):
            for c in columns:
                index = model.index(row, c, parent)
                for role, what in ROLES:
                    value = model.data(index, role)
                    if value is not None and not isinstance(value, str):
                        value = str(value) if isinstance(value, (int, float)) else None
                    self.add(f"{where}: row {row} column {c} {what}", plain(value) if what == "tooltip" and value
                             else value)
            first = model.index(row, 0, parent)
            if depth < 6 and model.rowCount(first) > 0:
                self._rows(model, first, columns, where, depth + 1)


def _columns(model) -> int:
    try:
        return model.columnCount()
    except TypeError:            # a list widget's model keeps columnCount private: one column
        return 1


def shown_in(*widgets, include=()) -> list[Shown]:
    """What ``widgets`` and everything inside them show (``include``: editable fields whose text counts)."""
    collector = Collector(include)
    for top in widgets:
        for w in [top, *top.findChildren(QWidget)]:
            collector.widget(w)
        for action in QWidget.actions(top):
            collector.action(action, f"{name_of(top)} ▸ ")
    return collector.found


def actions_shown(actions, where: str) -> list[Shown]:
    collector = Collector()
    for action in actions:
        collector.action(action, f"{where} ▸ ")
    return collector.found
