"""The file commands of a window: new, open, save, save as, close, recent files, dropped files.

Every message names the file it is about and says what to do; nothing open is
lost when another file cannot be opened, and nothing unsaved is lost without
asking first.
"""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from ..feed import FeedEncodingError, FeedError
from ..feed.errors import FeedTooLargeError, describe_os_error
from ..feed.parse import read_file
from . import file_dialogs, i18n, settings

MAX_RECENT = 10
FEED_FILTER = QT_TRANSLATE_NOOP("FileController", "RSS feeds (*.xml *.rss);;All files (*)")
IMPORT_FILTER = QT_TRANSLATE_NOOP("FileController", "RSS and Atom feeds (*.xml *.rss *.atom);;All files (*)")


@contextmanager
def busy():
    """The wait cursor while a file is read or imported in one go (a big feed takes a second or
    more); the cursor the user had comes back however it ends."""
    QApplication.setOverrideCursor(Qt.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


class FileController(QObject):
    """Carries out the file commands for one window's session."""

    opened = Signal()              # a file (or a new feed) is open now
    imported = Signal(object)      # an import made the open feed: its report (importer.ImportReport)

    def __init__(self, window, session):
        super().__init__(window)
        self.window = window
        self.session = session
        self.interactive = True    # False (--screenshot): no dialog waits for a click; errors go to stderr
        self.opened_as: str | None = None   # the encoding the open file was read as over what it says

    # -- messages ---------------------------------------------------------------------

    def error(self, title: str, text: str) -> None:
        if not self.interactive:
            print(f"turbo-editor: {title}: {text}", file=sys.stderr)
            return
        QMessageBox.critical(self.window, title, text)

    def reason(self, err: Exception) -> str:
        """What went wrong, in the interface language: an OSError in our words, an error of the feed
        package with its line and column where it has them."""
        if isinstance(err, OSError):
            return describe_os_error(err).text(i18n.current())
        said = err.describe(i18n.current()) if isinstance(err, FeedError) else str(err)
        if getattr(err, "line", None):
            return self.tr("Line {0}, column {1}: {2}").format(err.line, err.column, said)
        return said

    def status(self, text: str, timeout: int = 5000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    # -- new and open -------------------------------------------------------------------

    def new_feed(self) -> None:
        self.opened_as = None
        self.session.new(settings.get(settings.ENCODING), i18n.current())     # written in the interface language
        self.opened.emit()

    def new_feed_checked(self) -> None:
        if self.maybe_save():
            self.new_feed()

    def close_feed(self) -> None:
        if self.maybe_save():
            self.new_feed()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path = self.ask_path(QFileDialog.AcceptOpen, self.tr("Open feed"), self._folder())
        if path:
            self.open_path(path, confirm=False)

    def import_dialog(self) -> None:
        """File ▸ Import as Turbo feed…: a site's RSS or Atom feed made a new, unsaved Turbo feed."""
        if not self.maybe_save():
            return
        path = self.ask_path(QFileDialog.AcceptOpen, self.tr("Import an RSS or Atom feed as a Turbo feed"),
                             self._folder(), self.tr(IMPORT_FILTER))
        if path:
            self.import_path(path)

    def import_path(self, path: str) -> bool:
        """Import the RSS feed at ``path``; the result opens unsaved, its report in the Import dock."""
        from ..importer import ImportProblem, import_bytes
        name = os.path.basename(path) or path
        try:
            with busy():
                imported = import_bytes(read_file(path), source=name)
        except (FeedError, OSError) as err:
            why = str(err) if isinstance(err, ImportProblem) else self.reason(err)
            self.error(self.tr("Cannot import {0}").format(name), self.tr("{0}\n\n{1}").format(path, why))
            return False
        settings.put(settings.LAST_FOLDER, os.path.dirname(os.path.abspath(path)))
        self.opened_as = None
        with busy():
            self.session.open_imported(imported.text, imported.encoding, self.tr("Import {0}").format(name))
        self.imported.emit(imported.report)
        self.status(imported.report.summary(), 15000)
        return True

    def open_path(self, path: str, confirm: bool = True, encoding: str | None = None, *,
                  replacing: bool = False) -> bool:
        """Open a feed; says clearly why when it cannot, and loses nothing open now. With
        ``replacing``, bytes that are not the UTF-8 the file must be are read as “�”."""
        if confirm and not self.maybe_save():
            return False
        name = os.path.basename(path) or path
        try:
            with busy():
                messages = self.session.open(path, encoding=encoding, replacing=replacing)
        except FeedEncodingError as err:
            if err.guess and encoding is None and not replacing and self.interactive:
                choice = self._ask_encoding(path, err)
                if choice is not None:
                    return self.open_path(path, confirm=False, encoding=choice or None, replacing=not choice)
                return False
            self.error(self.tr("Cannot open {0}").format(name), self.tr("{0}\n\n{1}").format(path, self.reason(err)))
            return False
        except (FeedError, OSError) as err:
            if isinstance(err, FileNotFoundError):
                self.forget(path)           # not offered again under Open Recent
            if isinstance(err, FeedTooLargeError):      # it says what to do itself
                self.error(self.tr("Cannot open {0}").format(name),
                           self.tr("{0}\n\n{1}").format(path, self.reason(err)))
                return False
            self.error(self.tr("Cannot open {0}").format(name),
                       self.tr("{0}\n\n{1}\n\nCheck that the file exists, that you may read it, and that it "
                               "is a feed.").format(path, self.reason(err)))
            return False
        self.opened_as = encoding
        self.remember(path)
        if self.session.replaced_bytes is not None:
            messages = [self.tr("Bytes that are not {0} text are shown as “�”, the first on line {1}, column {2}")
                        .format(self.session.save_encoding, *self.session.replaced_bytes), *messages]
        if self.session.unparsed is not None:
            self.window.navigator.show_panel("xml")       # where the text can be fixed
        if messages:
            self.status("; ".join(messages), 15000)
        else:
            self.window.statusBar().clearMessage()      # what was said of the file open before
        self.opened.emit()
        return True

    def _ask_encoding(self, path: str, err: FeedEncodingError) -> str | None:
        """A file said (or taken) to be UTF-8 has bytes that are not: open it as the encoding its
        bytes look like, or as UTF-8 with those bytes shown as “�” (a stray byte pasted into a
        UTF-8 file, whose letters the other encoding would garble). The encoding, "" for UTF-8
        with “�”, None for neither."""
        # Bytes that look like UTF-16 are no UTF-8 with a stray byte: no “�” offered for them.
        stray = not err.guess.upper().startswith(("UTF-16", "UTF-32"))
        question = self.tr(
            "{0}\n\nLine {1}, column {2}: {3}\n\nOpen it as {4}? Or open it as UTF-8, the bytes that are not "
            "UTF-8 shown as “�”: saving would then write that character in their place.") if stray else self.tr(
            "{0}\n\nLine {1}, column {2}: {3}\n\nOpen it as {4}?")
        box = QMessageBox(QMessageBox.Question, self.tr("Wrong encoding"), question.format(
            path, err.line, err.column, err.describe(i18n.current()), err.guess), parent=self.window)
        guessed = box.addButton(self.tr("Open as {0}").format(err.guess), QMessageBox.AcceptRole)
        replacing = box.addButton(self.tr("Open as UTF-8 with “�”"), QMessageBox.AcceptRole) if stray else None
        box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(guessed)
        box.exec()
        clicked = box.clickedButton()
        return err.guess if clicked is guessed else "" if replacing is not None and clicked is replacing else None

    def reopen_as(self, encoding: str) -> bool:
        """File ▸ Reopen As: read the open file again as ``encoding``, over what it declares (after
        asking about unsaved changes, which the reading throws away)."""
        path = self.session.path
        if path is None or not self.maybe_save():
            return False
        return self.open_path(path, confirm=False, encoding=encoding)

    def open_dropped(self, paths: list[str]) -> None:
        """Files dropped on the window: the first opens here (after asking about unsaved changes),
        each other in a window of its own."""
        if paths and self.open_path(paths[0]):
            for path in paths[1:]:
                self.window.open_in_new_window(path)

    # -- saving -----------------------------------------------------------------------

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        start = self.session.path or os.path.join(self._folder(), "turbo.xml")
        path = self.ask_path(QFileDialog.AcceptSave, self.tr("Save feed as"), start)
        if not path:
            return False
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        self.window.forms.commit()
        self.window.xml_pane.flush()
        if not self.window.disk_watch.may_overwrite(path) or not self._replacing_bytes_is_fine(path) \
                or not self._read_only_is_fine(path):
            return False
        if self.session.unparsed is not None:
            return self._save_text(path)
        encoding = self._encoding_for(self.session.save_encoding)
        if encoding is None:
            return False
        try:
            if path == self.session.path:
                problem = self.session.save(encoding)
            else:
                problem = self.session.save_as(path, encoding)
        except FeedError as err:
            self.error(self.tr("{0} was not saved").format(os.path.basename(path) or path),
                       self.tr("{0}\n\n{1}\n\nChoose another folder or name, or free some space; "
                               "the feed is still open and nothing is lost.").format(path, self.reason(err)))
            return False
        self.remember(path)
        self.opened_as = None           # the file now says its encoding: a reload reads what it says
        self.status(self.tr("Saved {0} ({1})").format(path, encoding))
        if problem:
            self.error(self.tr("The ignored rules were not saved"),
                       self.tr("The feed was saved, but the project file beside it was not updated: {0}")
                       .format(problem))
        return True

    def _encoding_for(self, encoding: str) -> str | None:
        """The encoding to save in, after asking when it lacks characters of the feed (None: cancel)."""
        lacking = self.session.doc.unencodable(encoding)
        if not lacking or not self.interactive:
            return encoding
        listed = "\n".join(u.describe(i18n.current()) for u in lacking[:12]) + ("\n…" if len(lacking) > 12 else "")
        text = self.tr("{0} cannot hold these characters:\n\n{1}").format(encoding, listed)
        if not all(u.lossless for u in lacking):
            text += "\n\n" + self.tr("Some of them cannot be written in {0} at all: save in UTF-8, or remove "
                                      "them.").format(encoding)
        box = QMessageBox(QMessageBox.Warning, self.tr("Characters {0} lacks").format(encoding), text,
                          parent=self.window)
        keep = box.addButton(self.tr("Save in {0}").format(encoding), QMessageBox.AcceptRole)
        keep.setEnabled(all(u.lossless for u in lacking))
        utf8 = box.addButton(self.tr("Save in UTF-8"), QMessageBox.ActionRole)
        box.addButton(QMessageBox.Cancel)
        box.exec()
        if box.clickedButton() is utf8:
            self.session.set_encoding("UTF-8")
            return "UTF-8"
        return encoding if box.clickedButton() is keep else None

    def _read_only_is_fine(self, path: str) -> bool:
        """Before writing over a file marked read-only (no write permission for anyone): the
        save replaces it, as the folder allows, but the mark says someone did not want that."""
        try:
            mode = os.stat(path).st_mode
        except OSError:
            return True
        if mode & 0o222 or not self.interactive:
            return True
        answer = QMessageBox.warning(
            self.window, self.tr("Read-only file"),
            self.tr("{0} is marked read-only. Save over it anyway?").format(os.path.basename(path) or path),
            QMessageBox.Save | QMessageBox.Cancel, QMessageBox.Cancel)
        return answer == QMessageBox.Save

    def _replacing_bytes_is_fine(self, path: str) -> bool:
        """Before the first save of a file that had bytes its encoding lacks (shown as �), ask:
        the save writes � in their place, and the bytes are gone from ``path``."""
        where = self.session.replaced_bytes
        if where is None or not self.interactive:
            return True
        box = QMessageBox(QMessageBox.Warning, self.tr("Bytes that are not text"), self.tr(
            "The file had bytes that are not {0} text, the first on line {1}, column {2}. They are shown as “�”, "
            "and saving writes that character in their place: the bytes themselves are lost from {3}."
        ).format(self.session.save_encoding, where[0], where[1], os.path.basename(path) or path), parent=self.window)
        save = box.addButton(self.tr("Save with “�”"), QMessageBox.DestructiveRole)
        box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(QMessageBox.Cancel)
        box.exec()
        return box.clickedButton() is save

    def _save_text(self, path: str) -> bool:
        """Save the text that does not parse as it stands (after asking)."""
        state = self.session.unparsed
        # No is the default: a file that does not parse breaks the feed for whoever reads it next.
        answer = QMessageBox.question(
            self.window, self.tr("Not well-formed"),
            self.tr("The XML is not well-formed ({0}). Save the text exactly as it is?").format(
                state.describe(i18n.current())), QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        if answer != QMessageBox.Yes:
            return False
        try:
            self.session.save_text(path)
        except FeedError as err:
            self.error(self.tr("{0} was not saved").format(os.path.basename(path) or path),
                       self.tr("{0}\n\n{1}").format(path, self.reason(err)))
            return False
        self.remember(path)
        self.opened_as = None
        self.status(self.tr("Saved {0} as typed, not well-formed ({1})").format(path, self.session.save_encoding))
        return True

    def maybe_save(self) -> bool:
        """Ask before losing unsaved changes; True when it is fine to go on."""
        self.window.forms.commit()
        self.window.xml_pane.flush()
        if not self.session.is_modified:
            return True
        answer = QMessageBox.warning(
            self.window, self.tr("Unsaved changes"),
            self.tr("Save the changes to {0}?").format(self.session.display_name),
            QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save()
        return answer == QMessageBox.Discard

    # -- the file dialog and recent files ---------------------------------------------

    def _folder(self) -> str:
        """Where a file dialog starts: the open feed's folder, else the last one used."""
        if self.session.path:
            return os.path.dirname(os.path.abspath(self.session.path))
        return settings.get(settings.LAST_FOLDER) or os.path.expanduser("~")

    def ask_path(self, mode, title: str, start: str, filters: str | None = None) -> str:
        """The feed to open (``mode`` AcceptOpen) or the name to save under; "" when cancelled."""
        if mode == QFileDialog.AcceptOpen:
            return file_dialogs.open_file(self.window, title, start, filters or self.tr(FEED_FILTER))
        return file_dialogs.save_file(self.window, title, start, self.tr(FEED_FILTER), suffix="xml")

    def remember(self, path: str) -> None:
        path = os.path.abspath(path)
        recent = [p for p in self.recent() if p != path]
        settings.put(settings.RECENT_FILES, [path] + recent[:MAX_RECENT - 1])
        settings.put(settings.LAST_FOLDER, os.path.dirname(path))

    def forget(self, path: str) -> None:
        path = os.path.abspath(path)
        recent = self.recent()
        if path in recent:
            settings.put(settings.RECENT_FILES, [p for p in recent if p != path])

    def recent(self) -> list[str]:
        return list(settings.get(settings.RECENT_FILES))

    def clear_recent(self) -> None:
        settings.put(settings.RECENT_FILES, [])

    def fill_recent(self, menu: QMenu) -> None:
        menu.clear()
        menu.setToolTipsVisible(True)       # the whole path: two feeds may share a name
        recent = self.recent()
        for i, path in enumerate(recent):
            # Accelerators 1-9; a tenth entry would clash with &1.
            prefix = f"&{i + 1} " if i < 9 else f"{i + 1} "
            action = menu.addAction(prefix + os.path.basename(path).replace("&", "&&"))
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not recent:
            menu.addAction(self.tr("(no recent files)")).setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("Clear list"), self.clear_recent)
