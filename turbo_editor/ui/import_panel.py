"""The import report beside the imported feed: per item, what the import changed and what needs a person.

The same data as ``turbo-editor import`` prints (turbo_editor/importer/report.py), in the
interface language. Activating an item that made it into the feed selects it in the tree.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QLabel, QStyle, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from ..importer.report import ATTENTION, DROPPED, LEFT_OUT, ImportReport, ordered
from .colors import IGNORED_COLOR

LINK_ROLE = Qt.UserRole + 1


class ImportPanel(QWidget):
    """What the last import did. Empty (a hint) until something is imported."""

    itemActivated = Signal(str)          # the link of an imported item

    def __init__(self, parent=None):
        super().__init__(parent)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.itemActivated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree)
        self.report: ImportReport | None = None
        self.clear_report()

    def clear_report(self) -> None:
        """Another feed is open: the last import's report is not about it."""
        self.report = None
        self.summary.setText(self.tr("Import a site's RSS feed with File ▸ Import as Turbo feed…; "
                                     "what the import changed will be listed here."))
        self.tree.clear()

    def show_report(self, report: ImportReport) -> None:
        self.report = report
        self.summary.setText(f"{report.source}: {report.summary()}")
        self.tree.clear()
        style = self.style()
        warning = style.standardIcon(QStyle.SP_MessageBoxWarning)
        if report.channel:
            self._node(self.tree.invisibleRootItem(), self.tr("Channel"), report.channel, warning)
        for entry in report.items:
            node = self._node(self.tree.invisibleRootItem(), entry.label(), entry.changes, warning)
            if entry.included and entry.link:
                node.setData(0, LINK_ROLE, entry.link)
            else:
                node.setForeground(0, QBrush(IGNORED_COLOR))
        # What needs a person open from the start; the rest one click away.
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            top.setExpanded(any(top.child(j).data(0, Qt.UserRole) in (ATTENTION, LEFT_OUT)
                                for j in range(top.childCount())))

    def _node(self, parent, label: str, changes, warning) -> QTreeWidgetItem:
        node = QTreeWidgetItem(parent, [label if changes else label + " — " + self.tr("unchanged")])
        for change in ordered(changes):
            child = QTreeWidgetItem(node, [change.describe()])
            child.setData(0, Qt.UserRole, change.kind)
            child.setToolTip(0, change.text if change.kind == DROPPED and change.text else change.describe())
            if change.kind in (ATTENTION, LEFT_OUT):
                child.setIcon(0, warning)
                node.setIcon(0, warning)
        return node

    def _activated(self, node: QTreeWidgetItem, _column: int) -> None:
        while node.parent() is not None:
            node = node.parent()
        link = node.data(0, LINK_ROLE)
        if link:
            self.itemActivated.emit(link)
