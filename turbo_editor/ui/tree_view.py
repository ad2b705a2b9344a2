"""The tree dock: a filter box over the feed tree, with drag-and-drop reordering of items."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLineEdit, QStyle, QTreeView, QVBoxLayout, QWidget

from .tree_model import ITEMS, LEAF, FeedTreeModel, NodeKind


class ItemFilter(QSortFilterProxyModel):
    """Narrows the Items group by text (label, title, link); everything else always shows."""

    def __init__(self, model: FeedTreeModel, parent=None):
        super().__init__(parent)
        self.setSourceModel(model)
        self.setRecursiveFilteringEnabled(False)
        self._needle = ""
        self._kept: set = set()       # the selected items: shown while edited, matching or not

    @property
    def filtering(self) -> bool:
        return bool(self._needle)

    def set_text(self, text: str) -> None:
        self._kept = set()
        self._refilter(_folded(text.strip()))

    def _refilter(self, needle: str) -> None:
        if hasattr(self, "beginFilterChange"):        # Qt 6.10 replaced invalidateFilter()
            self.beginFilterChange()
            self._needle = needle
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._needle = needle
            self.invalidateFilter()

    def keep(self, elements) -> None:
        """Keep these items shown until the filter text changes: an edit that makes the item being
        edited stop matching (its link retyped) must not take it, and the form, from under the cursor."""
        self._kept = set(elements) if self._needle else set()

    def reveal(self, elements) -> None:
        """Show these items too until the filter text changes: an item added or pasted while a
        filter is on is shown and selected, not made out of sight."""
        if not self._needle:
            return
        self._kept |= set(elements)
        self._refilter(self._needle)

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        # Below the last item shown is right after it, not after every item the filter hides.
        count = self.rowCount(parent)
        if self._needle and parent.isValid() and self.mapToSource(parent).internalId() == ITEMS \
                and count and row >= count:
            last = self.mapToSource(self.index(count - 1, 0, parent))
            return self.sourceModel().dropMimeData(data, action, last.row() + 1, column, self.mapToSource(parent))
        return super().dropMimeData(data, action, row, column, parent)

    def filterAcceptsRow(self, row: int, parent) -> bool:
        if not self._needle or not parent.isValid() or parent.internalId() != ITEMS:
            return True
        model: FeedTreeModel = self.sourceModel()
        _kind, item = model.node(model.index(row, 0, parent))
        if self._kept and item.element in self._kept:
            return True
        haystack = " ".join(filter(None, (item.label(), item.title, item.link, item.pub_date)))
        return self._needle in _folded(haystack)


def _folded(text: str) -> str:
    """Text as the filter compares it: case folded, and ё as е (Russian is mostly typed without ё)."""
    return text.casefold().replace("ё", "е")


class FeedTree(QWidget):
    """Filter box and tree; exposes the source model and selection helpers."""

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.model = FeedTreeModel(session, self)
        self.proxy = ItemFilter(self.model, self)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter items…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)
        self.view = QTreeView()
        self.view.setModel(self.proxy)
        self.view.setUniformRowHeights(True)
        self.model.repaintRequested.connect(self.view.viewport().update)
        self.view.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.view.setDragDropMode(QAbstractItemView.InternalMove)
        self.view.setDefaultDropAction(Qt.MoveAction)
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setContextMenuPolicy(Qt.CustomContextMenu)
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        header.setSectionResizeMode(1, QHeaderView.Interactive)
        header.resizeSection(1, self.fontMetrics().horizontalAdvance("00.00.0000 00:00") + 16)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)
        self.model.modelReset.connect(self.expand_defaults)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)

    def _selection_changed(self, *_args) -> None:
        # Read only while a filter is on: reading the selection is a walk of every selected row,
        # and a removal of 5,000 rows changes the selection 5,000 times.
        if self.proxy.filtering:
            self.proxy.keep(self.selected_item_elements())

    def ideal_width(self) -> int:
        """Room for most item titles in full beside their date: the width four in five of the first
        titles need (between 20 and 40 average characters), their indentation and the date."""
        metrics = self.view.fontMetrics()
        items = self.proxy.mapFromSource(self.model.group_index(ITEMS))
        widths = sorted(metrics.horizontalAdvance(str(self.proxy.index(row, 0, items).data() or ""))
                        for row in range(min(self.proxy.rowCount(items), 500)))
        typical = widths[len(widths) * 4 // 5] if widths else 0
        average = metrics.averageCharWidth()
        title = min(max(typical, 20 * average), 40 * average)
        indent = 3 * self.view.indentation() + self.style().pixelMetric(QStyle.PM_SmallIconSize)
        margins = self.layout().contentsMargins()
        scroll = self.view.verticalScrollBar().sizeHint().width()
        return (title + indent + self.view.header().sectionSize(1) + margins.left() + margins.right()
                + scroll + 2 * self.view.frameWidth() + 12)

    def _filter_changed(self, text: str) -> None:
        self.proxy.set_text(text)
        self.expand_defaults()
        # The selected item filtered out: the current row moved to another, whose form is shown;
        # it is selected too, so that the highlighted row is the one the form edits.
        current = self.view.currentIndex()
        selection = self.view.selectionModel()
        if current.isValid() and not selection.isSelected(current):
            selection.select(current, QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)

    def select_channel(self) -> None:
        self.select_source(self.model.channel_index())

    def expand_defaults(self) -> None:
        channel = self.proxy.mapFromSource(self.model.channel_index())
        self.view.expand(channel)
        for row in range(self.proxy.rowCount(channel)):
            self.view.expand(self.proxy.index(row, 0, channel))

    # -- selection in source terms ------------------------------------------

    def selected_sources(self) -> list:
        """The selected rows as the model's indexes, in tree order. Read from the selection's runs
        of rows, not selectedRows(), which asks back through Python for every row's parent, once
        for each run (785,000 calls with 5,000 of 10,000 items selected)."""
        proxy, model = self.proxy, self.model
        straight = not proxy.filtering            # no row hidden: a row is the same row in the model
        rows = {}
        for span in self.view.selectionModel().selection():
            if not span.isValid():
                continue
            parent = span.parent()
            source_parent = proxy.mapToSource(parent)
            for row in range(span.top(), span.bottom() + 1):
                source = model.index(row, 0, source_parent) if straight \
                    else proxy.mapToSource(proxy.index(row, 0, parent))
                if source.isValid():
                    rows[(source.internalId(), source.row())] = source
        return [rows[k] for k in sorted(rows)]

    def selected_item_elements(self) -> list:
        items = self.model.item_elements()
        return [items[i.row()] for i in self.selected_sources() if i.internalId() == LEAF + ITEMS]

    def clear_selection(self) -> None:
        self.view.selectionModel().clearSelection()

    def select_element(self, element) -> None:
        self.select_source(self.model.element_index(element))

    def selected_elements(self) -> list:
        """The elements of the selected items, counters and ad networks, in tree order."""
        elements = []
        for source in self.selected_sources():
            kind, view = self.model.node(source)
            if kind in (NodeKind.ITEM, NodeKind.COUNTER, NodeKind.AD):
                elements.append(view.element)
        return elements

    def select_elements(self, elements: list) -> None:
        """Select these elements' nodes (those still in the feed); nothing changes if none is."""
        indexes = [index for index in map(self.model.element_index, elements) if index.isValid()]
        hidden = [self.model.node(index)[1].element for index in indexes
                  if not self.proxy.mapFromSource(index).isValid()]
        if hidden:
            self.proxy.reveal(hidden)
        if indexes:
            self.select_source(indexes[0], indexes[1:])

    def select_source(self, source, extra=()) -> None:
        index = self.proxy.mapFromSource(source)
        if not index.isValid():
            return
        selection = self.view.selectionModel()
        if not extra:
            selection.setCurrentIndex(index, QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)
            self.view.scrollTo(index)
            return
        # One selection of runs of rows, the current one among them: selecting thousands one by
        # one took seconds, and a tree paints a selection of many runs slowly (each row it paints
        # is looked for in every run). The view is not told of each run: it repaints once.
        ranges = QItemSelection()
        rows = sorted({(i.internalId(), i.row()): i for i in map(self.proxy.mapFromSource, [source, *extra])
                       if i.isValid()}.items())
        start = end = None
        for _key, row in rows:
            if start is not None and row.parent() == start.parent() and row.row() == end.row() + 1:
                end = row
                continue
            if start is not None:
                ranges.select(start, end)
            start = end = row
        ranges.select(start, end)
        self.view.setUpdatesEnabled(False)
        selection.select(ranges, QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)
        selection.setCurrentIndex(index, QItemSelectionModel.NoUpdate)
        self.view.setUpdatesEnabled(True)
        self.view.scrollTo(index)
