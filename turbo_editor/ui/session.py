"""One open feed: the document, its undo stack, and its file state."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..check import suppress
from ..feed import FeedDocument, FeedError
from .undo import EditCommand


class Session(QObject):
    """Owns the FeedDocument of a window and relays its change announcements as signals.

    Views never keep values of their own: they re-read the document when
    ``changed`` fires, and ``reset`` tells them a different document is open.
    """

    changed = Signal(object)      # a turbo_editor.feed.Change
    reset = Signal()              # a new document replaced the old one
    fileChanged = Signal()        # path or encoding changed (title bar, status bar)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.doc: FeedDocument | None = None
        self.broken_text: str | None = None     # text of a file that is not well-formed
        self.broken_path: str | None = None

    def set_document(self, doc: FeedDocument) -> None:
        if self.doc is not None:
            self.doc.unsubscribe(self._relay)
        self.doc = doc
        self.broken_text = self.broken_path = None
        doc.subscribe(self._relay)
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.reset.emit()
        self.fileChanged.emit()

    def set_broken(self, text: str, path: str | None) -> None:
        """A file that is not well-formed: no document, only its text (the XML pane shows it)."""
        if self.doc is not None:
            self.doc.unsubscribe(self._relay)
        self.doc = None
        self.broken_text, self.broken_path = text, path
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.reset.emit()
        self.fileChanged.emit()

    def _relay(self, change) -> None:
        self.changed.emit(change)

    @property
    def path(self) -> str | None:
        return self.doc.path if self.doc else self.broken_path

    def apply(self, edit, text: str, merge_key=None) -> None:
        """Apply a feed edit as one undoable step (typing with one merge key merges)."""
        self.undo_stack.push(EditCommand(self.doc, edit, text, merge_key))

    @staticmethod
    def load_project(doc) -> str | None:
        """Read the ignore lists of the project file next to a feed into its document, before it
        is shown; returns why the file could not be used, if it could not (nothing is ignored then)."""
        if doc is None or doc.path is None:
            return None
        try:
            found = suppress.load(doc.path)
        except suppress.ProjectFileError as err:
            doc.ignored_rules = doc.folder_ignored_rules = frozenset()
            return str(err)
        doc.ignored_rules, doc.folder_ignored_rules = found.feed, found.folder
        return None

    def save(self, path: str | None = None, encoding: str | None = None) -> str | None:
        """Save the feed, then its ignore list into the project file beside it if that changed.

        FeedError when the feed is not saved; the returned text says why the
        project file was not updated (the feed was saved all the same).
        """
        self.doc.save(path, encoding)
        self.undo_stack.setClean()
        self.fileChanged.emit()
        try:
            on_disk = suppress.load(self.doc.path).feed
        except suppress.ProjectFileError as err:
            return str(err)
        if on_disk != self.doc.ignored_rules:
            try:
                suppress.save(self.doc.path, self.doc.ignored_rules)
            except (suppress.ProjectFileError, FeedError) as err:
                return str(err)
        return None
