"""Noticing when another program changes, replaces or deletes the open file.

The file is watched from the moment it is opened or saved; what it was then
(its modification time, size and inode) is remembered. When that differs, and
the window is active (else when it next becomes active), the user is asked:
reload the file, or keep what the window holds (the window is marked unsaved,
since it no longer matches the disk). A deleted file is said to be gone, and
the window is marked unsaved, so closing asks before the feed is lost. Save
asks before it writes over a file changed since it was read, in case the
change was not noticed (a network folder, a watch the system dropped).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer
from PySide6.QtWidgets import QMessageBox

# Editors write a file in steps (truncate, write, rename): the look waits until they are done.
SETTLE_MS = 300


def signature(path: str | None) -> tuple | None:
    """What tells one state of the file from another; None when there is no such file."""
    if not path:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino, st.st_dev)


class DiskWatch(QObject):
    """Watches the file of one window's session."""

    def __init__(self, window, session, files):
        super().__init__(window)
        self.window, self.session, self.files = window, session, files
        self.path: str | None = None
        self.known: tuple | None = None     # the file as it was read or written; None: not there
        self._told_gone = False
        self._asking = False
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._seen)
        self._settle = QTimer(self, singleShot=True, interval=SETTLE_MS, timeout=self.look)
        session.synced.connect(self.remember)

    def remember(self) -> None:
        """The file is now what the session read or wrote: watch it as it is."""
        path = self.session.path
        if self.watcher.files():
            self.watcher.removePaths(self.watcher.files())
        self.path = os.path.abspath(path) if path else None
        self.known = signature(self.path)
        self._told_gone = False
        self._watch()

    def _watch(self) -> None:
        if self.path and self.known is not None and self.path not in self.watcher.files():
            self.watcher.addPath(self.path)

    def _seen(self, _path: str) -> None:
        self._settle.start()

    def changed(self) -> bool:
        """The file on disk is no longer what the window read or wrote."""
        return self.path is not None and signature(self.path) != self.known

    def look(self) -> None:
        """Tell the user what happened to the file, if anything (when the window is active: a
        change seen while it is not is told when it next is)."""
        if self._asking or self.path is None or self.path != _absolute(self.session.path):
            return
        now = signature(self.path)
        if now == self.known:
            self._watch()                   # a watch the system dropped on a rename over the file
            return
        if self.files.interactive and not self.window.isActiveWindow():
            return
        name = os.path.basename(self.path)
        if now is None:
            if self._told_gone:
                return
            self._told_gone = True
            self.session.mark_unsaved()
            self._tell(self.tr("{0} was deleted or moved by another program. The feed is still open here: "
                               "save it to write the file again.").format(name))
            return
        self._asking = True
        try:
            reload = self._ask_reload(name)
        finally:
            self._asking = False
        if reload:
            self.files.open_path(self.path, confirm=False, encoding=self.files.opened_as)
            return
        self.known = now
        self._told_gone = False
        self._watch()
        self.session.mark_unsaved()         # it differs from the disk now: Save writes what is here

    def _tell(self, text: str) -> None:
        self.files.status(text, 0)
        if self.files.interactive:
            QMessageBox.warning(self.window, self.tr("File deleted"), text)

    def _ask_reload(self, name: str) -> bool:
        if not self.files.interactive:
            self.files.status(self.tr("{0} was changed by another program").format(name), 0)
            return False
        modified = self.session.is_modified
        text = self.tr("{0} was changed by another program.").format(name) + "\n\n" + (
            self.tr("Reload it and lose the changes made here, or keep them (saving writes over the other "
                    "program's changes)?") if modified else
            self.tr("Reload it, or keep what this window shows (saving writes over the other program's changes)?"))
        box = QMessageBox(QMessageBox.Warning, self.tr("File changed on disk"), text, parent=self.window)
        reload = box.addButton(self.tr("Reload"), QMessageBox.DestructiveRole if modified else QMessageBox.AcceptRole)
        keep = box.addButton(self.tr("Keep mine") if modified else self.tr("Keep this"), QMessageBox.RejectRole)
        box.setDefaultButton(keep if modified else reload)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is reload

    def may_overwrite(self, path: str) -> bool:
        """Before Save writes ``path``: True unless it is the open file, another program changed it
        since it was read, and the user chose not to write over that."""
        if not self.changed() or os.path.abspath(path) != self.path or signature(self.path) is None:
            return True
        if not self.files.interactive:
            return True
        answer = QMessageBox.warning(
            self.window, self.tr("File changed on disk"),
            self.tr("{0} was changed by another program since it was opened here. Save over those "
                    "changes?").format(os.path.basename(self.path)),
            QMessageBox.Save | QMessageBox.Cancel, QMessageBox.Cancel)
        return answer == QMessageBox.Save


def _absolute(path: str | None) -> str | None:
    return os.path.abspath(path) if path else None
