"""An editable table over a list of child views (categories, related links, breadcrumbs, goals)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QHeaderView,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...feed import edits
from ..colors import SEVERITY_HEX
from .base import plain_tooltip
from .widgets import FlowLayout


class ListEditor(QWidget):
    """Rows are views; cells are their fields. Add, remove and reorder are undoable edits."""

    def __init__(self, form, fields: list[str], headers: list[str], add, rows,
                 reorder: bool = False, tips: list[str] | None = None, parent: QWidget | None = None,
                 wrapped: bool = False):
        """``tips``: what goes in each column, the tooltips of the column headers. ``wrapped``: the
        rows sit in an element of their own (yandex:related), which goes with the last of them."""
        super().__init__(parent)
        self.form, self.fields, self._add, self._rows = form, fields, add, rows
        self._wrapped = wrapped
        self._views: list = []
        self.table = QTableWidget(0, len(fields))
        self.table.setHorizontalHeaderLabels(headers)
        for column, tip in enumerate(tips or ()):
            self.table.horizontalHeaderItem(column).setToolTip(plain_tooltip(tip))
        # The columns share the width, each at least as wide as its header (see _share_width).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Fixed)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.viewport().installEventFilter(self)
        # In a narrow form a header is cut with "…" (its tooltip says it whole), not clipped at both ends.
        self.table.horizontalHeader().setTextElideMode(Qt.ElideRight)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)                  # a long URL is elided on its line, not broken
        self.table.setTextElideMode(Qt.ElideRight)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setMinimumHeight(90)
        # A form: Tab goes on to the next field (the table held it, cell to cell, for good).
        self.table.setTabKeyNavigation(False)
        self.table.itemChanged.connect(self._cell_changed)
        # The buttons go under the table, so the table has the form's whole width for its columns.
        buttons = FlowLayout()
        self.add_button = QPushButton(self.tr("Add"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.add_button.clicked.connect(self._add_row)
        self.remove_button.clicked.connect(self._remove_rows)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        if reorder:
            self.up_button = QPushButton(self.tr("Up"))
            self.down_button = QPushButton(self.tr("Down"))
            self.up_button.clicked.connect(lambda: self._move(-1))
            self.down_button.clicked.connect(lambda: self._move(1))
            buttons.addWidget(self.up_button)
            buttons.addWidget(self.down_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def minimumSizeHint(self) -> QSize:
        """Room for every header whole (and a scroll bar): narrower, the form puts the table's label
        above it, as it does for a field that has no room beside its label."""
        hint = super().minimumSizeHint()
        header = self.table.horizontalHeader()
        needs = sum(header.sectionSizeFromContents(column).width() for column in range(header.count()))
        bar = self.table.style().pixelMetric(QStyle.PM_ScrollBarExtent, None, self.table)
        return QSize(max(hint.width(), needs + 2 * self.table.frameWidth() + bar), hint.height())

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Resize and watched is self.table.viewport():
            self._share_width()
        return False

    def _share_width(self) -> None:
        """Equal shares of the table's width, except that a column whose header needs more than its
        share gets that, from the shares of the others: equal shares cut "Счётчик" and "ID цели"
        of the goals to "Счё…" while "Тип" beside them had room to spare."""
        header = self.table.horizontalHeader()
        room = self.table.viewport().width()
        needs = {column: header.sectionSizeFromContents(column).width() for column in range(header.count())}
        if sum(needs.values()) > room:
            needs = {}                  # no width keeps every header whole: equal shares, each cut a little
        widths, rest = {}, list(range(header.count()))
        while rest:
            share = (room - sum(widths.values())) // len(rest)
            wide = [column for column in rest if needs.get(column, 0) > share]
            if not wide:
                break
            for column in wide:
                widths[column] = needs[column]
                rest.remove(column)
        left = room - sum(widths.values())
        for i, column in enumerate(rest):         # the pixels the shares leave go to the first columns
            widths[column] = left // len(rest) + (1 if i < left % len(rest) else 0)
        for column, width in widths.items():
            header.resizeSection(column, max(width, 0))

    def refresh(self) -> None:
        if self.form.view is None:
            return
        self._views = list(self._rows())
        self.table.blockSignals(True)
        self.table.setRowCount(len(self._views))
        for r, view in enumerate(self._views):
            for c, field in enumerate(self.fields):
                value = getattr(view, field) or ""
                cell = self.table.item(r, c)
                if cell is None:
                    cell = QTableWidgetItem(value)
                    self.table.setItem(r, c, cell)
                elif cell.text() != value:
                    cell.setText(value)
                cell.setToolTip(value)                 # the whole value of a cell shown elided
        self.table.setFixedHeight(min(60 + 28 * max(len(self._views), 2), 320))
        self.table.blockSignals(False)

    def row_of(self, element) -> int | None:
        """The row whose element is ``element`` or holds it; None if none does."""
        rows = {view.element: r for r, view in enumerate(self._views)}
        node = element
        while node is not None:
            if node in rows:
                return rows[node]
            node = node.getparent()
        return None

    def show_findings(self, findings, language: str) -> None:
        """Tint the cells findings name (the attribute's column, else the row's text or first
        column) in their severity's colour, the messages as the cell's tooltip."""
        marks: dict = {}
        for finding in findings:
            if finding.element is None:
                continue
            row = self.row_of(finding.element)
            if row is None:
                continue
            attribute = finding.attribute or ""
            column = next((c for c, name in enumerate(self.fields)
                           if attribute and (name == attribute or name.endswith("_" + attribute))), None)
            if column is None:
                column = self.fields.index("text") if "text" in self.fields else 0
            marks.setdefault((row, column), []).append(finding)
        self.table.blockSignals(True)
        for r in range(self.table.rowCount()):
            for c in range(self.table.columnCount()):
                cell = self.table.item(r, c)
                if cell is None:
                    continue
                found = sorted(marks.get((r, c), ()), key=lambda f: f.severity.rank)
                if found:
                    tint = QColor(SEVERITY_HEX.get(found[0].severity, SEVERITY_HEX["error"]))
                    tint.setAlpha(48)
                    cell.setBackground(QBrush(tint))
                    cell.setToolTip("\n".join([cell.text(), *(f.message(language) for f in found)]).strip())
                else:
                    cell.setBackground(QBrush())
                    cell.setToolTip(cell.text())
        self.table.blockSignals(False)

    def select_row_of(self, element) -> bool:
        """Select and show the row holding ``element`` (going to a finding); False if none does."""
        row = self.row_of(element)
        if row is None:
            return False
        self.table.setCurrentCell(row, 0)
        self.table.scrollToItem(self.table.item(row, 0))
        self.table.setFocus()
        return True

    def commit(self) -> None:
        """Take in the text of a cell being typed in (it is taken when the cell closes, which Save,
        closing the window or selecting another node does not wait for)."""
        if self.table.state() != QAbstractItemView.EditingState:
            return
        index = self.table.currentIndex()
        editor = self.table.indexWidget(index)
        if editor is None:
            return
        doc = self.form.session.doc
        row = index.row()
        if doc is not None and 0 <= row < len(self._views) \
                and self._views[row].element.getroottree().getroot() is doc.root:
            self.table.commitData(editor)
        self.table.closeEditor(editor, QAbstractItemDelegate.NoHint)

    def _cell_changed(self, cell: QTableWidgetItem) -> None:
        view = self._views[cell.row()]
        field = self.fields[cell.column()]
        value = cell.text() or None
        if getattr(view, field) == value:
            return
        column = self.table.horizontalHeaderItem(cell.column()).text()
        self.form.apply(view.set(field, value), self.tr("Edit {0}").format(column))

    def _selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.table.selectedIndexes()})

    def _add_row(self) -> None:
        self.form.apply(self._add(), self.tr("Add row"))
        self.table.setCurrentCell(self.table.rowCount() - 1, 0)

    def _remove_rows(self) -> None:
        rows = self._selected_rows() or ([self.table.currentRow()] if self.table.currentRow() >= 0 else [])
        if not rows:
            return
        elements = [self._views[r].element for r in rows]
        parent = elements[0].getparent()
        if self._wrapped and parent is not None and all(
                child in elements for child in parent if isinstance(child.tag, str)):
            elements = [parent]         # every row: the wrapper goes too, not left empty
        self.form.apply(edits.remove(elements), self.tr("Remove rows"))

    def _move(self, step: int) -> None:
        row = self.table.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < len(self._views):
            return
        element = self._views[row].element
        other = self._views[target].element
        parent = element.getparent()
        index = parent.index(other) + (1 if step > 0 else 0)
        self.form.apply(edits.move(element, index), self.tr("Move row"))
        self.table.setCurrentCell(target, 0)
