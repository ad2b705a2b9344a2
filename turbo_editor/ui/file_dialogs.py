"""File and folder dialogs big enough for their columns.

Qt's static QFileDialog functions open the widget dialog (on X11 without a
desktop theme) at about 630 pixels, where the date column is cut to
"23 11 2...6 20:08". These build the dialog themselves: the size it was
last closed with, else a share of the screen; once the folder is read, the
size, type and date columns take the width their contents need and the name
column the rest, also when the dialog is resized.

    folder = choose_folder(self, self.tr("Export to folder"), start)
    path = open_file(self, self.tr("Open feed"), start, "Feeds (*.xml *.rss);;*")
    path = save_file(self, self.tr("Save feed as"), start, "Feeds (*.xml *.rss);;*")

Each returns "" when the user cancels.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QHeaderView, QListView, QSplitter, QTreeView

from . import settings

# Room for a name column of about 40 characters beside size, type and date.
MIN_SIZE = QSize(760, 460)
MAX_SIZE = QSize(1200, 800)


def screen_size(widget, width_share: float, height_share: float, minimum: QSize, maximum: QSize) -> QSize:
    """A share of the available screen the widget is on (its parent's, else the primary), kept
    between ``minimum`` and ``maximum`` and never bigger than the screen."""
    screen = None
    for candidate in (widget, widget.parentWidget()):
        if candidate is not None and candidate.screen() is not None:
            screen = candidate.screen()
            break
    screen = screen or QGuiApplication.primaryScreen()
    available = screen.availableGeometry().size() if screen is not None else maximum
    width = max(minimum.width(), min(maximum.width(), int(available.width() * width_share)))
    height = max(minimum.height(), min(maximum.height(), int(available.height() * height_share)))
    return QSize(min(width, available.width()), min(height, available.height()))


class FileDialog(QFileDialog):
    """A QFileDialog that opens at a remembered or screen-sized size and fits its columns."""

    def __init__(self, parent, title: str, start: str, filters: str = ""):
        super().__init__(parent, title, start, filters)
        settings.restore_geometry(self, settings.FILE_DIALOG_GEOMETRY,
                                  screen_size(self, 0.55, 0.6, MIN_SIZE, MAX_SIZE))
        model = self.findChild(QFileSystemModel)        # Qt's own dialog reads folders in the background
        if model is not None:
            model.directoryLoaded.connect(self.fit_columns)
        self.finished.connect(lambda _result: settings.keep_geometry(self, settings.FILE_DIALOG_GEOMETRY))

    def details(self) -> QTreeView | None:
        """The detail view of Qt's own dialog (None when the platform shows a native one)."""
        return self.findChild(QTreeView, "treeView")

    def fit_columns(self, _folder: str = "") -> None:
        view = self.details()
        if view is None:
            return
        header = view.header()
        header.setStretchLastSection(False)
        for column in range(1, header.count()):
            if not header.isSectionHidden(column):
                header.resizeSection(column, max(header.sectionSizeHint(column),
                                                 view.sizeHintForColumn(column)) + 8)
        header.setSectionResizeMode(0, QHeaderView.Stretch)      # the name takes what is left
        sidebar, splitter = self.findChild(QListView, "sidebar"), self.findChild(QSplitter, "splitter")
        if sidebar is not None and splitter is not None and splitter.count() == 2:
            wanted = sidebar.sizeHintForColumn(0) + 2 * sidebar.frameWidth() + 12   # "Computer" in full
            sizes = splitter.sizes()
            if sizes[0] < wanted:
                splitter.setSizes([wanted, max(sum(sizes) - wanted, 0)])


def choose_folder(parent, title: str, start: str) -> str:
    dialog = FileDialog(parent, title, start)
    dialog.setFileMode(QFileDialog.Directory)
    dialog.setOption(QFileDialog.ShowDirsOnly, True)
    return _run(dialog)


def open_file(parent, title: str, start: str, filters: str = "") -> str:
    dialog = FileDialog(parent, title, start, filters)
    dialog.setFileMode(QFileDialog.ExistingFile)
    return _run(dialog)


def save_file(parent, title: str, start: str, filters: str = "", suffix: str = "") -> str:
    """``start`` may name the file as well as the folder; ``suffix`` is added to a name typed
    without one."""
    dialog = FileDialog(parent, title, start, filters)
    dialog.setAcceptMode(QFileDialog.AcceptSave)
    dialog.setDefaultSuffix(suffix)
    return _run(dialog)


def _run(dialog: FileDialog) -> str:
    dialog.setViewMode(QFileDialog.Detail)
    try:
        if dialog.exec() != QFileDialog.Accepted or not dialog.selectedFiles():
            return ""
        return dialog.selectedFiles()[0]
    finally:
        dialog.deleteLater()
