"""The dialog offered at start-up when a previous session ended with unsaved work."""

from __future__ import annotations

import datetime
import os

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
)

from .forms.widgets import monospace_font


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
            when = datetime.datetime.fromtimestamp(rec.saved_at).strftime("%d.%m.%Y %H:%M")
            name = os.path.basename(rec.original) if rec.original else self.tr("New feed")
            entry = QListWidgetItem(f"{name} — {when}")
            entry.setToolTip(rec.original or "")
            self.list.addItem(entry)
        self.diff = QPlainTextEdit()
        self.diff.setReadOnly(True)
        self.diff.setFont(monospace_font())
        self.list.currentRowChanged.connect(self._show)
        buttons = QDialogButtonBox()
        recover = buttons.addButton(self.tr("Recover"), QDialogButtonBox.AcceptRole)
        discard = buttons.addButton(self.tr("Discard"), QDialogButtonBox.DestructiveRole)
        later = buttons.addButton(self.tr("Decide later"), QDialogButtonBox.RejectRole)
        recover.clicked.connect(self.recover_current)
        discard.clicked.connect(self.discard_current)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list)
        layout.addWidget(QLabel(self.tr("What differs from the file on disk:")))
        layout.addWidget(self.diff, 1)
        layout.addWidget(buttons)
        self.resize(760, 560)
        if self.recoverables:
            self.list.setCurrentRow(0)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.recoverables):
            self.diff.setPlainText(self.recoverables[row].differences() or self.tr("(no differences)"))

    def _take_current(self):
        row = self.list.currentRow()
        if row < 0:
            return None
        self.list.takeItem(row)
        rec = self.recoverables.pop(row)
        if not self.recoverables:
            self.accept()
        return rec

    def recover_current(self) -> None:
        rec = self._take_current()
        if rec is not None:
            self.chosen.append(rec)

    def discard_current(self) -> None:
        rec = self._take_current()
        if rec is not None:
            rec.discard()
