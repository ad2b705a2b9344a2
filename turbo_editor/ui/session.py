"""One open feed: its document, its undo stack and the state of its file, in one object.

Views never keep values of their own: they re-read the session when one of its
signals fires. ``changed`` relays the document's change announcements;
``reset`` says a different document (or text that does not parse) is open;
``fileChanged`` that the path or the save encoding changed; ``modifiedChanged``
that there is (or no longer is) unsaved work; ``textStateChanged`` that the
text stopped or started parsing (``unparsed``); ``synced`` that the file on disk
is what the session just read or wrote (what ``disk_watch`` compares with).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..feed import FeedDocument, FeedEncodingError, FeedError, FeedSyntaxError, edits, encoding as enc, load
from ..feed.atomic import write_atomic
from ..feed.change import ChangeKind
from ..feed.typed import edit_towards, parse_typed
from . import i18n, pacing, settings
from .undo import EditCommand


@dataclass(frozen=True)
class Unparsed:
    """Text that is not well-formed XML: a file opened as it is, or what was typed in the XML pane.

    Nothing of it is lost: Save can write it exactly as it stands (after asking).
    """

    text: str
    error: FeedError            # FeedSyntaxError or FeedEncodingError, with line and column
    modified: bool              # typed since it was opened or saved
    encoding: str = enc.UTF8    # what Save writes it in: the encoding the file was read in

    @property
    def line(self) -> int:
        return getattr(self.error, "line", None) or 1

    @property
    def column(self) -> int:
        return getattr(self.error, "column", None) or 1

    def describe(self, language: str = "en") -> str:
        explain = getattr(self.error, "describe", None)
        text = explain(language) if explain is not None else str(self.error)
        return f"{self.line}:{self.column}: {text}"


class FeedSession(QObject):
    """The document of a window, its undo stack, its path and save encoding, and the text of the
    XML pane when that does not parse; every change of them is announced by a signal."""

    changed = Signal(object)            # a turbo_editor.feed.Change
    reset = Signal()                    # another document, or text that does not parse, is open
    fileChanged = Signal()              # the path or the save encoding changed
    modifiedChanged = Signal(bool)      # there is unsaved work (or no longer)
    textStateChanged = Signal()         # the text stopped or started parsing
    synced = Signal()                   # the file is what was just read or written (or there is none)
    bulk = Signal(bool)                 # a step of many edits starts (True) or has ended (undo.BULK_EDITS)
    stepped = Signal(object, bool)      # Undo or Redo changed this element first; the step selects its own nodes

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.doc: FeedDocument | None = None
        self.unparsed: Unparsed | None = None
        self._unparsed_path: str | None = None      # the file, while there is no document
        # Where the open file first had a byte its encoding lacks (line, column), shown as U+FFFD
        # in its text: a save writes U+FFFD there, so it asks first. None once saved, or another
        # file opened.
        self.replaced_bytes: tuple[int, int] | None = None
        self._unparsed_saved: str | None = None     # what the file holds, while it does not parse
        self._modified = False
        # Text typed in the XML pane and not yet taken (it waits for a pause in the typing) is
        # taken before any other step: an edit, an Undo or a Redo must not pass over it.
        self.take_typing = lambda: None
        self.typing_pending = False     # typed in the XML pane, not yet taken in (see typing())
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    # -- reading --------------------------------------------------------------------

    @property
    def path(self) -> str | None:
        return self.doc.path if self.doc is not None else self._unparsed_path

    @property
    def save_encoding(self) -> str:
        if self.doc is not None:
            return self.doc.save_encoding
        return self.unparsed.encoding if self.unparsed is not None else enc.UTF8

    @property
    def is_modified(self) -> bool:
        # While the text does not parse, it is what Save writes: unsaved when it differs from the file.
        if self.typing_pending:
            return True
        return self.unparsed.modified if self.unparsed is not None else not self.undo_stack.isClean()

    def typing(self, pending: bool) -> None:
        """The XML pane holds typing it takes in after a pause (or no longer does): the window is
        marked modified at the first key, as editors mark it, not after the pause."""
        if pending != self.typing_pending:
            self.typing_pending = pending
            self._update_modified()

    @property
    def display_name(self) -> str:
        return os.path.basename(self.path) if self.path else self.tr("Untitled")

    # -- opening --------------------------------------------------------------------

    def new(self, encoding: str | None = None, language: str | None = None) -> None:
        """A new feed from the template, saved in ``encoding`` (UTF-8 by default), written in
        ``language`` (default: the language the messages speak)."""
        date = settings.now_rfc822()        # in the zone Preferences chose
        try:
            doc = FeedDocument.new(pub_date=date, encoding=encoding or enc.UTF8, language=language)
        except ValueError:
            doc = FeedDocument.new(pub_date=date, language=language)
        self.set_document(doc)
        self.synced.emit()

    def open_imported(self, text: str, encoding: str, label: str) -> None:
        """A feed the import made (``text``, to be saved in ``encoding``): a new, unsaved document
        whose one undo step is the import (Undo leaves the empty template)."""
        self.new(encoding)
        parsed = parse_typed(text)
        edit = edit_towards(self.doc, parsed, text)
        if edit is not None:
            self.apply(edit, label)

    def open(self, path: str, encoding: str | None = None, *, replacing: bool = False) -> list[str]:
        """Open a feed file; returns what the status bar should say about it (notices).

        A file that is not well-formed opens as text (``unparsed``), its error
        marked, until it parses. Raises FeedEncodingError (with a guess of the
        real encoding when there is one), FeedError or OSError when it cannot
        be opened at all; what is open now stays open then. With ``replacing``, bytes that are
        not the UTF-8 the file must be are read as “�” (``replaced_bytes`` says where).
        """
        try:
            doc = load(path, encoding=encoding, replace_undecodable=replacing)
        except FeedSyntaxError as err:
            if err.text is None:
                raise
            self._set_unparsed_file(err.text, path, err, encoding=err.encoding)
            self.synced.emit()
            return []
        problem = self.load_project(doc)
        self.set_document(doc)
        self.replaced_bytes = doc.replaced_at
        self.synced.emit()
        messages = [n.describe(i18n.current()) for n in doc.notices]
        if not enc.can_keep(doc.encoding):          # UTF-16 or UTF-32: every byte of it rewritten
            messages.append(self.tr("{0} is not an encoding a feed is saved in: Save writes {1}, keeping every "
                                    "character").format(doc.encoding, doc.save_encoding))
        if problem:
            messages.append(self.tr("The project file's ignore lists were not applied: {0}").format(problem))
        return messages

    def open_recovered(self, text: str, original: str | None, encoding: str | None = None, *,
                       bom: bool = False) -> None:
        """Open a copy crash recovery kept: unsaved, and named after the file it was edited from
        (which began with a UTF-8 byte order mark if ``bom``)."""
        try:
            doc = parse_typed(text, path=original)
        except (FeedSyntaxError, FeedEncodingError) as err:
            self._set_unparsed_file(text, original, err, modified=True, encoding=encoding)
            self.synced.emit()
            return
        self.load_project(doc)
        if bom and doc.source is not None:
            doc.source.bom = True
        if encoding:
            doc.apply(edits.SetEncoding(encoding))
        self.set_document(doc, clean=False)
        self.synced.emit()          # the file as it is now is what the copy was compared with

    @staticmethod
    def load_project(doc) -> str | None:
        """Read the ignore lists of the project file next to a feed into its document, before it
        is shown; returns why the file could not be used, if it could not (nothing is ignored then)."""
        if doc is None or doc.path is None:
            return None
        from ..check import suppress  # with the rule catalog, when a file is first opened
        try:
            found = suppress.load(doc.path)
        except suppress.ProjectFileError as err:
            doc.ignored_rules = doc.folder_ignored_rules = frozenset()
            return str(err)
        doc.ignored_rules, doc.folder_ignored_rules = found.feed, found.folder
        return None

    def set_document(self, doc: FeedDocument, *, clean: bool = True) -> None:
        """Make ``doc`` the open document (built in code, opened, or parsed from typed text);
        unsaved when not ``clean``."""
        self.undo_stack.clear()
        self.undo_stack.setClean()
        if not clean:
            self.undo_stack.resetClean()        # unsaved: the title shows it, closing asks
        self.replaced_bytes = None
        self._show_document(doc)

    def _show_document(self, doc: FeedDocument) -> None:
        if self.doc is not None:
            self.doc.unsubscribe(self._relay)
        self.doc = doc
        self.unparsed, self._unparsed_path = None, None
        doc.subscribe(self._relay)
        self._switched(doc.channel.item_count() if doc.channel is not None else 0)

    def _switched(self, items: int) -> None:
        """What shows the session hears that it holds another document (or text)."""
        self.typing_pending = False
        self.reset.emit()
        self.fileChanged.emit()
        self.textStateChanged.emit()
        self._update_modified()
        pacing.new_document(items)

    def _set_unparsed_file(self, text: str, path: str | None, error: FeedError, *, modified: bool = False,
                           encoding: str | None = None) -> None:
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.replaced_bytes = getattr(error, "undecodable", None)
        self._unparsed_saved = None if modified else text
        self._show_unparsed(Unparsed(text, error, modified, encoding or enc.UTF8), path)

    def _show_unparsed(self, unparsed: Unparsed, path: str | None) -> None:
        if self.doc is not None:
            self.doc.unsubscribe(self._relay)
        self.doc = None
        self.unparsed, self._unparsed_path = unparsed, path
        self._switched(0)

    # -- editing --------------------------------------------------------------------

    def _relay(self, change) -> None:
        self.changed.emit(change)
        if change.kind == ChangeKind.FILE:
            self.fileChanged.emit()

    def apply(self, edit, text: str, merge_key=None) -> EditCommand:
        """Apply a feed edit as one undoable step (typing with one merge key merges); returns the
        command pushed (one that merged into the step before it is that step's now)."""
        self.take_typing()
        command = EditCommand(self.doc, edit, text, merge_key, bulk=self.bulk.emit)
        self.undo_stack.push(command)
        return command

    def undo(self) -> None:
        """Edit > Undo: what the pane holds typed becomes a step first, then the last step goes."""
        if self._took_typing():
            self._step(self.undo_stack.undo, self.undo_stack.index() - 1)

    def redo(self) -> None:
        if self._took_typing():
            self._step(self.undo_stack.redo, self.undo_stack.index())

    def _step(self, run, index: int) -> None:
        """Undo or Redo, then say which element it changed first (``stepped``), so that the window
        shows the change where it is."""
        command = self.undo_stack.command(index) if 0 <= index < self.undo_stack.count() else None
        touched: list = []

        def note(change) -> None:
            if not touched and change.touches_tree:
                touched.append(change.element)
        self.changed.connect(note)
        try:
            run()
        finally:
            self.changed.disconnect(note)
        if touched:
            self.stepped.emit(touched[0], getattr(command, "selection", None) is not None)

    def _took_typing(self) -> bool:
        """Take what the pane holds typed; False if it does not parse (it stays, as typed)."""
        before = self.unparsed
        self.take_typing()
        return self.unparsed is None or self.unparsed is before

    def set_encoding(self, encoding: str) -> None:
        """Save in another encoding from now on: an undoable step the XML pane shows."""
        if self.doc is not None and self.doc.encoding != encoding:
            self.apply(edits.SetEncoding(encoding), self.tr("Save as {0}").format(encoding))

    def accept_text(self, text: str) -> bool:
        """Text typed for the whole feed (the XML pane). If it parses it becomes the document, as
        one undoable step (a file that did not parse becomes the document, unsaved); if not, it
        is kept as typed in ``unparsed`` and the document waits. Returns whether it parsed."""
        try:
            parsed = parse_typed(text, path=self.path)
        except (FeedSyntaxError, FeedEncodingError) as err:
            # Typing undone back to what the file holds is no unsaved work (while no document was read).
            modified = self.doc is not None or self._unparsed_saved is None or text != self._unparsed_saved
            self.unparsed = Unparsed(text, err, modified=modified, encoding=self.save_encoding)
            if self.doc is None and self.undo_stack.count():
                self.undo_stack.clear()     # a Redo back to the document would throw away what was typed
            self.textStateChanged.emit()
            self._update_modified()
            return False
        if self.doc is None:
            # A file that opened broken becomes the document as an undo step: Undo gives the text back.
            self.load_project(parsed)
            self.undo_stack.push(_TextParsed(self, parsed, self.tr("Edit XML")))
            return True
        was_unparsed = self.unparsed is not None
        self.unparsed = None
        edit = edit_towards(self.doc, parsed, text)
        if edit is not None:
            self.apply(edit, self.tr("Edit XML"))
        if was_unparsed:
            self.textStateChanged.emit()
        self._update_modified()
        return True

    def mark_unsaved(self) -> None:
        """What the window holds is no longer what the file holds (another program changed or
        deleted it): unsaved work, which closing asks about."""
        if self.doc is None and self.unparsed is not None:
            self.unparsed = replace(self.unparsed, modified=True)
            self._unparsed_saved = None
        else:
            self.undo_stack.resetClean()
        self._update_modified()

    def _clean_changed(self, _clean: bool) -> None:
        self._update_modified()

    def _update_modified(self) -> None:
        modified = self.is_modified
        if modified != self._modified:
            self._modified = modified
            self.modifiedChanged.emit(modified)

    # -- saving ---------------------------------------------------------------------

    def save(self, encoding: str | None = None) -> str | None:
        """Save the feed to its file (in ``encoding``, else its save encoding), then its ignore list
        into the project file beside it if that changed. Raises FeedError when the feed is not
        saved; the returned text says why the project file was not updated (the feed was saved all
        the same)."""
        return self._write(None, encoding)

    def save_as(self, path: str, encoding: str | None = None) -> str | None:
        """Save the feed to ``path``, which becomes its file (the document announces the new path,
        so the title and every view follow); as ``save`` otherwise."""
        return self._write(path, encoding)

    def _write(self, path: str | None, encoding: str | None) -> str | None:
        if self.doc is None:
            raise FeedError(self.tr("there is no feed to save: the text is not well-formed"))
        self.doc.save(path, encoding)
        self.replaced_bytes = None
        self.undo_stack.setClean()
        self._update_modified()
        self.synced.emit()
        from ..check import suppress
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

    def save_text(self, path: str) -> None:
        """Write the text that does not parse exactly as it stands (references for what the save
        encoding lacks). Raises FeedError when it is not written."""
        if self.unparsed is None:
            raise FeedError(self.tr("the text parses: save the feed instead"))
        codec = enc.python_codec(self.save_encoding)
        write_atomic(path, self.unparsed.text.encode(codec, errors="xmlcharrefreplace"))
        self.replaced_bytes = None
        self._unparsed_saved = self.unparsed.text
        self.unparsed = replace(self.unparsed, modified=False)
        if self.doc is None:
            moved = path != self._unparsed_path
            self._unparsed_path = path
            if moved:
                self.fileChanged.emit()
            self.undo_stack.setClean()
        else:
            self.undo_stack.resetClean()    # no step of the document is what the file now holds
        self.textStateChanged.emit()
        self._update_modified()
        self.synced.emit()

    @property
    def has_bom(self) -> bool:
        """The feed's file begins with a UTF-8 byte order mark (kept on save)."""
        source = self.doc.source if self.doc is not None else None
        return bool(source is not None and source.bom)

    def recovery_text(self) -> str:
        """What crash recovery keeps: the text as typed when it does not parse, else as Save
        writes it (in UTF-8)."""
        if self.unparsed is not None:
            return self.unparsed.text
        return self.doc.to_text(enc.UTF8) if self.doc is not None else ""


class _TextParsed(QUndoCommand):
    """The step from text that did not parse (a file opened broken) to the document it became."""

    def __init__(self, session: FeedSession, doc: FeedDocument, text: str):
        super().__init__(text)
        self._session, self._doc = session, doc
        self._before = (session.unparsed, session._unparsed_path)

    def redo(self) -> None:
        self._session._show_document(self._doc)

    def undo(self) -> None:
        self._session._show_unparsed(*self._before)

