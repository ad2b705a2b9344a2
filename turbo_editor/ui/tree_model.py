"""The feed tree: Channel > Counters, Ad networks, Items, as a QAbstractItemModel.

Rows are addressed by integer ids, not pointers: the channel, the three
groups, and for a leaf the id of its group with the row inside it. The model
keeps an index of the elements of each group (references, not values),
updated from the document's change announcements, so 10,000 items cost a
list lookup per row.
"""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache

from PySide6.QtCore import QAbstractItemModel, QByteArray, QMimeData, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon

from ..feed.change import ChangeKind
from ..feed.dates import DateError, parse_any
from ..feed.views import AdNetwork, Counter, Item, item_of
from ..vocabulary.elements import AD_NETWORK_TAGS, COUNTER_TAGS
from . import icons


class NodeKind(StrEnum):
    """What a row of the tree stands for (and which form edits it)."""

    CHANNEL = "channel"
    GROUP = "group"             # Counters, Ad networks, Items
    ITEM = "item"
    COUNTER = "counter"
    AD = "ad"


CHANNEL, COUNTERS, ADS, ITEMS = 1, 2, 3, 4
GROUPS = (COUNTERS, ADS, ITEMS)
LEAF = 100                       # a leaf's id is LEAF + its group
_ITEM_LEAF = LEAF + ITEMS
MIME = "application/x-turbo-editor-items"
_MANY_BADGES = 100              # more changed badges than this: the view repaints, no signal a row

_GROUP_TAGS = {COUNTERS: COUNTER_TAGS, ADS: AD_NETWORK_TAGS, ITEMS: ("item",)}

# Roles as plain numbers: data() runs thousands of times a paint, and comparing with a Qt enum
# member (an attribute looked up through PySide) costs a hundred times more than with an int.
_DISPLAY, _TOOLTIP, _DECORATION, _FOREGROUND, _FONT = (int(r.value) for r in (
    Qt.DisplayRole, Qt.ToolTipRole, Qt.DecorationRole, Qt.ForegroundRole, Qt.FontRole))
_ROLES = frozenset((_DISPLAY, _TOOLTIP, _DECORATION, _FOREGROUND, _FONT))
_PLAIN = Qt.ItemIsEnabled | Qt.ItemIsSelectable
_DRAGGABLE = _PLAIN | Qt.ItemIsDragEnabled
_DROP_TARGET = _PLAIN | Qt.ItemIsDropEnabled
_OFF_COLOR = QColor(Qt.gray)


@lru_cache(maxsize=1)
def _off_font() -> QFont:
    font = QFont()          # made on first use: a QFont wants the application to exist
    font.setItalic(True)
    return font


class FeedTreeModel(QAbstractItemModel):
    """Channel with Counters, Ad networks and Items under it; items reorder by drag and drop."""

    moveRequested = Signal(list, int)      # item elements, target item index
    repaintRequested = Signal()            # many rows' badges changed at once: repaint what shows

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self._session = session
        self._rows: dict[int, list] = {g: [] for g in GROUPS}
        # An element's row: an entry below _stale_from[group] is exact, one from there on is
        # brought up to date when asked for (see _row), and every element at or past it has an
        # entry no lower than it. Removals last-first, and insertions first-first (_last_insert),
        # as a Batch of thousands makes them, then cost no walk of the rows each.
        self._row_of: dict[int, dict] = {g: {} for g in GROUPS}
        self._stale_from: dict[int, int] = {g: 0 for g in GROUPS}
        self._last_insert: tuple | None = None      # (group, element, row) of the last row inserted
        self._badges: dict = {}             # element -> (errors, warnings)
        # An item row's label (its h1, from the content), date and whether its page is on:
        # remembered per element and forgotten when that item changes.
        self._texts: dict = {}
        self._channel_badge = (0, 0)
        self._in_bulk = False
        session.reset.connect(self._reset)
        session.changed.connect(self._on_change)
        session.bulk.connect(self._bulk)
        self._reset()

    # -- index of the document ---------------------------------------------

    def _channel_element(self):
        doc = self._session.doc
        return doc.root.find("channel") if doc is not None else None

    def _collect(self, group: int) -> None:
        channel = self._channel_element()
        rows = list(channel.iterchildren(*_GROUP_TAGS[group])) if channel is not None else []
        self._rows[group] = rows
        self._row_of[group] = {el: i for i, el in enumerate(rows)}
        self._stale_from[group] = len(rows)
        self._last_insert = None

    def _row(self, group: int, element) -> int | None:
        """The row of ``element`` in ``group`` (None if it has none)."""
        row = self._row_of[group].get(element)
        if row is None or row < self._stale_from[group]:
            return row
        rows, row_of = self._rows[group], self._row_of[group]
        for i in range(self._stale_from[group], len(rows)):
            row_of[rows[i]] = i
        self._stale_from[group] = len(rows)
        return row_of.get(element)

    def _reset(self) -> None:
        self.beginResetModel()
        for group in GROUPS:
            self._collect(group)
        self._badges = {}
        self._texts = {}
        self.endResetModel()

    def _bulk(self, starting: bool) -> None:
        """A step of thousands of edits: one reset around it, not a signal for each row (Qt's
        proxies and selection redo their rows at each one)."""
        if starting:
            self._in_bulk = True
            self.beginResetModel()
            return
        self._in_bulk = False
        for group in GROUPS:
            self._collect(group)
        self.endResetModel()

    def _group_of_tag(self, tag) -> int | None:
        for group, tags in _GROUP_TAGS.items():
            if tag in tags:
                return group
        return None

    def _on_change(self, change) -> None:
        if not change.touches_tree:
            return
        if self._in_bulk:
            item = item_of(change.element)
            if item is not None:
                self._texts.pop(item.element, None)
            return
        if change.kind == ChangeKind.REPLACE and change.parent is None:
            self._reset()               # the whole root replaced (typed in the XML pane, an import)
            return
        channel = self._channel_element()
        if change.changes_children and change.parent is channel:
            group = self._group_of_tag(change.element.tag)
            if group is not None:
                self._sync_group(group, change)
                return
        if change.element is channel or change.parent is channel:
            self.dataChanged.emit(self.index(0, 0), self.index(0, 1))
            return
        item = item_of(change.element)
        if item is not None:
            self._texts.pop(item.element, None)
            self._emit_row_changed(ITEMS, item.element)
            return
        for group in (COUNTERS, ADS):
            if change.element in self._row_of[group]:
                self._emit_row_changed(group, change.element)

    def _emit_row_changed(self, group: int, element) -> None:
        row = self._row(group, element)
        if row is not None:
            parent = self.group_index(group)
            self.dataChanged.emit(self.index(row, 0, parent), self.index(row, 1, parent))

    def _sync_group(self, group: int, change) -> None:
        parent = self.group_index(group)
        rows, row_of = self._rows[group], self._row_of[group]
        last, self._last_insert = self._last_insert, None
        if change.kind == ChangeKind.REMOVE:
            row = self._row(group, change.element)
            if row is None:
                return
            self.beginRemoveRows(parent, row, row)
            del rows[row], row_of[change.element]
            self._stale_from[group] = min(self._stale_from[group], row)
            self.endRemoveRows()
            self.dataChanged.emit(parent, parent)          # its label counts the rows: "Items (3)"
        elif change.kind == ChangeKind.INSERT:
            before = next(change.element.itersiblings(*_GROUP_TAGS[group], preceding=True), None)
            if last is not None and before is not None and last[:2] == (group, before):
                row = last[2] + 1                       # right after the row inserted before it
            else:
                row = self._row_in_document(group, change.element)
            self.beginInsertRows(parent, row, row)
            rows.insert(row, change.element)
            row_of[change.element] = row
            # The rows after it moved up one, their entries one short: stale from here.
            self._stale_from[group] = min(self._stale_from[group], row)
            self.endInsertRows()
            self._last_insert = (group, change.element, row)
            self.dataChanged.emit(parent, parent)
        elif change.kind == ChangeKind.MOVE:
            old = self._row(group, change.element)
            if old is None:
                self._collect(group)
                return
            # Its new row counted without it (rows from ``old`` on are read anew), then put back until
            # Qt is told; those rows stay to be read anew.
            del rows[old]
            self._stale_from[group] = min(self._stale_from[group], old)
            new = self._row_in_document(group, change.element)
            rows.insert(old, change.element)
            self._stale_from[group] = min(self._stale_from[group], old)
            if old == new:
                return
            # Qt counts the destination before the move: one past the new row when moving down.
            self.beginMoveRows(parent, old, old, parent, new + 1 if new > old else new)
            del rows[old]
            rows.insert(new, change.element)
            row_of[change.element] = new
            self._stale_from[group] = min(self._stale_from[group], old, new)
            self.endMoveRows()
        else:
            row = self._row(group, change.old)
            if row is None:
                return
            rows[row] = change.element
            del row_of[change.old]
            row_of[change.element] = row
            self.dataChanged.emit(self.index(row, 0, parent), self.index(row, 1, parent))

    def _row_in_document(self, group: int, element) -> int:
        """The row an element of a group has in the document now: one past the row of the
        group's element before it (``_rows`` holds every other element in place)."""
        before = next(element.itersiblings(*_GROUP_TAGS[group], preceding=True), None)
        if before is None:
            return 0
        row = self._row(group, before)
        if row is None:
            # Not in the rows yet (two inserted in one step): counted, as the document has it.
            return sum(1 for _ in element.itersiblings(*_GROUP_TAGS[group], preceding=True))
        return row + 1

    # -- addressing -----------------------------------------------------------

    def group_index(self, group: int) -> QModelIndex:
        return self.index(GROUPS.index(group), 0, self.index(0, 0))

    def channel_index(self) -> QModelIndex:
        return self.index(0, 0)

    def element_index(self, element) -> QModelIndex:
        """The index of the channel, a counter, an ad network or an item element (invalid if none)."""
        if element is not None and element is self._channel_element():
            return self.channel_index()
        for group in GROUPS:
            row = self._row(group, element)
            if row is not None:
                return self.index(row, 0, self.group_index(group))
        return QModelIndex()

    def node(self, index: QModelIndex):
        """(NodeKind, view or group id) for an index."""
        if not index.isValid():
            return None, None
        node_id = index.internalId()
        if node_id == CHANNEL:
            return NodeKind.CHANNEL, self._session.doc.channel
        if node_id in GROUPS:
            return NodeKind.GROUP, node_id
        group = node_id - LEAF
        element = self._rows[group][index.row()]
        kind, view = {COUNTERS: (NodeKind.COUNTER, Counter), ADS: (NodeKind.AD, AdNetwork),
                      ITEMS: (NodeKind.ITEM, Item)}[group]
        return kind, view(element)

    def item_elements(self) -> list:
        return list(self._rows[ITEMS])

    def group_elements(self, group: int) -> list:
        """The counters (COUNTERS), ad networks (ADS) or items (ITEMS), in their order."""
        return list(self._rows[group])

    # -- QAbstractItemModel -------------------------------------------------

    def index(self, row: int, column: int, parent: QModelIndex = QModelIndex()) -> QModelIndex:
        # Bounds checked here rather than through hasIndex(), which asks rowCount() and
        # columnCount() back through Python: the view calls this thousands of times a paint.
        if row < 0 or not 0 <= column < 2:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, CHANNEL) if row == 0 and self.rowCount() else QModelIndex()
        if parent.column() > 0:
            return QModelIndex()
        parent_id = parent.internalId()
        if parent_id == CHANNEL:
            return self.createIndex(row, column, GROUPS[row]) if row < len(GROUPS) else QModelIndex()
        if parent_id in GROUPS:
            return self.createIndex(row, column, LEAF + parent_id) if row < len(self._rows[parent_id]) \
                else QModelIndex()
        return QModelIndex()

    def parent(self, index: QModelIndex = QModelIndex()) -> QModelIndex:
        if not index.isValid():
            return QModelIndex()
        node_id = index.internalId()
        if node_id == CHANNEL:
            return QModelIndex()
        if node_id in GROUPS:
            return self.createIndex(0, 0, CHANNEL)
        group = node_id - LEAF
        return self.createIndex(GROUPS.index(group), 0, group)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        if parent.column() > 0:
            return 0
        if not parent.isValid():
            return 1 if self._channel_element() is not None else 0
        node_id = parent.internalId()
        if node_id == CHANNEL:
            return len(GROUPS)
        if node_id in GROUPS:
            return len(self._rows[node_id])
        return 0

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 2

    def headerData(self, section: int, orientation, role: int = Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return (self.tr("Feed"), self.tr("Date"))[section]
        return None

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        # Views ask for many roles per cell on every paint: answer the unused ones first.
        role = int(role)
        if role not in _ROLES or not index.isValid():
            return None
        if index.internalId() == _ITEM_LEAF:
            return self._item_data(index.row(), index.column(), role)
        kind, view = self.node(index)
        column = index.column()
        if role == _DISPLAY:
            return self._display(kind, view, column)
        if role == _TOOLTIP:
            return self._tooltip(kind, view)
        if role == _DECORATION:
            return self._icon(kind, view) if column == 0 else None
        return None

    def _item_data(self, row: int, column: int, role: int):
        """An item row, from the values remembered for it (read from the XML once, again only
        after an edit to that item): painting does no XML work."""
        element = self._rows[ITEMS][row]
        values = self._texts.get(element)
        if values is None:
            values = self._texts[element] = self._item_values(element)
        label, date, on = values
        if role == _DISPLAY:
            return label if column == 0 else date
        if role == _DECORATION:
            if column:
                return None
            errors, warnings = self._badges.get(element, (0, 0))
            if errors:
                return icons.badge("error", errors)
            if warnings:
                return icons.badge("warning", warnings)
            return None if on else icons.named("turbo-off")
        if role == _TOOLTIP:
            return self._tooltip(NodeKind.ITEM, Item(element))
        if on:
            return None
        return _OFF_COLOR if role == _FOREGROUND else _off_font()

    def _item_values(self, element) -> tuple[str, str, bool]:
        view = Item(element)
        on = view.is_turbo
        label = view.label()
        label = label if on else self.tr("{0}  [turbo=false]").format(label)
        return label, _short_date(view.pub_date), on

    def _display(self, kind, view, column):
        if kind == NodeKind.CHANNEL:
            return (view.title or self.tr("(untitled channel)")) if column == 0 else None
        if kind == NodeKind.GROUP:
            if column == 1:
                return None
            name = {COUNTERS: self.tr("Counters"), ADS: self.tr("Ad networks"), ITEMS: self.tr("Items")}[view]
            return f"{name} ({len(self._rows[view])})"
        if kind == NodeKind.ITEM:
            return self._item_data(self._row(ITEMS, view.element), column, _DISPLAY)
        if kind == NodeKind.COUNTER:
            if column == 1:
                return None
            detail = view.id or view.url or view.params or ""
            name = view.type or self.tr("(no type)")
            return f"{name} {detail}".strip()
        if kind == NodeKind.AD:
            if column == 1:
                return None
            name, place = view.type or self.tr("(no type)"), view.turbo_ad_id or self.tr("(end of page)")
            return f"{name}: {place}"
        return None

    def _tooltip(self, kind, view):
        errors, warnings = self.badge(view.element if kind != NodeKind.GROUP and view is not None and
                                      hasattr(view, "element") else None)
        parts = []
        if kind == NodeKind.ITEM:
            parts.append(view.link or self.tr("(no link)"))
            if view.pub_date:
                parts.append(view.pub_date)
            if not view.is_turbo:
                parts.append(self.tr("turbo=\"false\": the Turbo page is switched off"))
        if errors or warnings:
            parts.append(self.tr("{0} errors, {1} warnings").format(errors, warnings))
        return "\n".join(parts) or None

    def _icon(self, kind, view) -> QIcon | None:
        element = getattr(view, "element", None)
        errors, warnings = self.badge(element) if element is not None else (0, 0)
        if errors:
            return icons.badge("error", errors)
        if warnings:
            return icons.badge("warning", warnings)
        if kind == NodeKind.ITEM and not view.is_turbo:
            return icons.named("turbo-off")
        return None

    # -- validation badges (set by the window once findings exist) ---------

    def badge(self, element) -> tuple[int, int]:
        if element is None:
            return (0, 0)
        if element is self._channel_element():
            return self._channel_badge
        return self._badges.get(element, (0, 0))

    def set_badges(self, per_element: dict, channel_total: tuple[int, int]) -> None:
        """Error and warning counts per element; repaints only rows whose counts changed."""
        old = self._badges
        self._badges = dict(per_element)
        self._channel_badge = channel_total
        roles = [Qt.DecorationRole, Qt.ToolTipRole]
        self.dataChanged.emit(self.index(0, 0), self.index(0, 0), roles)
        changed = [e for e in set(old) | set(per_element) if old.get(e) != per_element.get(e)]
        if len(changed) > _MANY_BADGES:
            # After a whole feed is checked: the badges are read when rows are painted, so the
            # view repaints what it shows. (dataChanged over 10,000 rows makes the filter proxy
            # map each row through Python: 100 ms.)
            self.repaintRequested.emit()
            return
        for element in changed:
            index = self.element_index(element)
            if index.isValid():
                self.dataChanged.emit(index, index, roles)

    def update_badges(self, per_element: dict, channel_total: tuple[int, int] | None) -> None:
        """Counts for the elements one edit touched ((0, 0): none left); None keeps the channel's."""
        roles = [Qt.DecorationRole, Qt.ToolTipRole]
        if channel_total is not None and channel_total != self._channel_badge:
            self._channel_badge = channel_total
            self.dataChanged.emit(self.index(0, 0), self.index(0, 0), roles)
        rows: dict = {group: [] for group in GROUPS}
        for element, badge in per_element.items():
            if self._badges.get(element, (0, 0)) == badge:
                continue
            if badge == (0, 0):
                self._badges.pop(element, None)
            else:
                self._badges[element] = badge
            for group in GROUPS:
                row = self._row(group, element)
                if row is not None:
                    rows[group].append(row)
                    break
        if sum(map(len, rows.values())) > _MANY_BADGES:
            self.repaintRequested.emit()            # as set_badges: the rows read them when painted
            return
        # One signal for each run of neighbouring rows: a slice of a big feed's first check
        # changes sixty items in a row, and a signal each made the view map sixty indexes.
        for group, changed in rows.items():
            if not changed:
                continue
            parent = self.group_index(group)
            changed.sort()
            start = previous = changed[0]
            for row in changed[1:] + [None]:
                if row is not None and row == previous + 1:
                    previous = row
                    continue
                self.dataChanged.emit(self.index(start, 0, parent), self.index(previous, 0, parent), roles)
                if row is not None:
                    start = previous = row

    # -- drag and drop of items ---------------------------------------------

    def flags(self, index: QModelIndex):
        if not index.isValid():
            return Qt.NoItemFlags
        node_id = index.internalId()
        if node_id == LEAF + ITEMS:
            return _DRAGGABLE
        if node_id == ITEMS:
            return _DROP_TARGET
        return _PLAIN

    def supportedDropActions(self):
        return Qt.MoveAction

    def supportedDragActions(self):
        return Qt.MoveAction

    def mimeTypes(self):
        return [MIME]

    def mimeData(self, indexes):
        rows = sorted({i.row() for i in indexes if i.isValid() and i.internalId() == LEAF + ITEMS})
        data = QMimeData()
        data.setData(MIME, QByteArray(",".join(map(str, rows)).encode("ascii")))
        return data

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        if not data.hasFormat(MIME):
            return False
        if parent.isValid() and parent.internalId() == LEAF + ITEMS:
            return True     # dropped onto an item: goes before it
        return parent.isValid() and parent.internalId() == ITEMS

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        if action == Qt.IgnoreAction:
            return True
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        raw = bytes(data.data(MIME)).decode("ascii")
        rows = [int(r) for r in raw.split(",") if r]
        if parent.internalId() == LEAF + ITEMS:
            row = parent.row()
        if row < 0:
            row = len(self._rows[ITEMS])
        elements = [self._rows[ITEMS][r] for r in rows if r < len(self._rows[ITEMS])]
        if elements:
            self.moveRequested.emit(elements, row)
        # The move itself is an undoable edit; returning False stops the view removing rows.
        return False


def _short_date(text: str | None) -> str | None:
    """A compact date for the tree column; text that is not a date is shown as it is."""
    text = (text or "").strip()
    if not text:
        return None
    try:
        value = parse_any(text)
    except DateError:
        return text
    return value.strftime("%d.%m.%Y %H:%M")
