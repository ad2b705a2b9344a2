"""The dialog offered at start-up when a previous session ended with unsaved work."""

from __future__ import annotations

import datetime
import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
)

from ..feed.errors import describe_os_error
from . import i18n
from .forms.widgets import monospace_font


def _when(timestamp: float) -> str:
    """When a copy was written, as a date and time; "?" for a time the note got wrong."""
    try:
        return datetime.datetime.fromtimestamp(timestamp).strftime("%d.%m.%Y %H:%M")
    except (OverflowError, ValueError, OSError):
        return "?"


class RecoveryDialog(QDialog):
    """Each copy with what differs from its file on disk; recover or discard each."""

    def __init__(self, recoverables: list, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recover unsaved work"))
        self.recoverables = list(recoverables)
        self.chosen: list = []
        intro = QLabel(self.tr("Turbo Editor did not close normally. These feeds had unsaved changes:"))
        intro.setWordWrap(True)
        self.list = QListWidget()
        for rec in self.recoverables:
            name = os.path.basename(rec.original) if rec.original else (
                self.tr("Untitled: “{0}”").format(rec.channel_title) if rec.channel_title else self.tr("Untitled"))
            entry = QListWidgetItem(f"{name} — {_when(rec.saved_at)}")
            entry.setToolTip(rec.original or "")
            self.list.addItem(entry)
        self.state = QLabel()       # where the copy came from and what Recover saves it in
        self.state.setWordWrap(True)
        self.state.setTextFormat(Qt.PlainText)
        self.diff = QPlainTextEdit()
        self.diff.setReadOnly(True)
        self.diff.setFont(monospace_font())
        self.list.currentRowChanged.connect(self._show)
        buttons = QDialogButtonBox()
        self.recover_button = recover = buttons.addButton(self.tr("&Recover"), QDialogButtonBox.AcceptRole)
        self.discard_button = discard = buttons.addButton(self.tr("&Discard…"), QDialogButtonBox.DestructiveRole)
        later = buttons.addButton(self.tr("Decide &later"), QDialogButtonBox.RejectRole)
        recover.setDefault(True)                # Enter recovers; deleting a copy is never the default
        recover.clicked.connect(self.recover_current)
        discard.clicked.connect(self.discard_current)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list)
        layout.addWidget(self.state)
        legend = QLabel(self.tr("What differs from the file on disk (lines starting with “-” are only on disk, "
                                "with “+” only in the recovered copy):"))
        legend.setWordWrap(True)
        layout.addWidget(legend)
        layout.addWidget(self.diff, 1)
        layout.addWidget(buttons)
        self.resize(760, 560)
        if self.recoverables:
            self.list.setCurrentRow(0)

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.recoverables):
            self.state.clear()
            self.diff.clear()
            return
        rec = self.recoverables[row]
        if rec.original is None:
            where = self.tr("This feed was never saved: all of it is new.")
        elif not rec.original_on_disk:
            where = self.tr("{0} is no longer there: the whole copy is shown as new.").format(rec.original)
        elif rec.read_problem is not None:
            where = self.tr("{0} cannot be read ({1}): the whole copy is shown as new.").format(
                rec.original, describe_os_error(rec.read_problem).text(i18n.current()))
        else:
            where = rec.original
        if rec.encoding:
            where += "\n" + self.tr("Once recovered, it is saved in {0}.").format(rec.encoding)
        self.state.setText(where)
        self.diff.setPlainText(rec.differences() or self.tr("(no differences)"))

    def _take_current(self):
        row = self.list.currentRow()
        if row < 0:
            return None
        rec = self.recoverables.pop(row)
        self.list.takeItem(row)
        if self.recoverables:
            self.list.setCurrentRow(min(row, len(self.recoverables) - 1))
            self._show(self.list.currentRow())          # the next copy, whatever taking the entry chose
        else:
            self._show(-1)
            self.accept()
        return rec

    def recover_current(self) -> None:
        rec = self._take_current()
        if rec is not None:
            self.chosen.append(rec)

    def discard_current(self) -> None:
        """Delete the current copy for good, once the user says so; the focus goes back to Recover
        (Enter on a Discard button left focused deleted the next copy too)."""
        row = self.list.currentRow()
        if row < 0:
            return
        sure = QMessageBox.question(
            self, self.tr("Discard the copy"),
            self.tr("Delete the recovered copy of {0} for good? What it holds that the file does not is lost.")
            .format(self.list.item(row).text()),
            QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Cancel)
        self.recover_button.setFocus()
        if sure != QMessageBox.Discard:
            return
        rec = self._take_current()
        if rec is None:
            return
        try:
            rec.discard()
        except OSError as err:
            QMessageBox.warning(self, self.tr("The copy was not deleted"), self.tr(
                "{0} could not be deleted: {1}.\n\nIt will be offered again at the next start; you may delete "
                "it yourself.").format(err.filename or rec.text_path, describe_os_error(err).text(i18n.current())))
