"""Export, its report (with the ping for once the files are uploaded), and the autodiscovery tag."""

from __future__ import annotations

import errno
import os

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..check import Severity
from ..feed.encoding import SAVE_ENCODINGS
from ..feed.errors import FeedEncodingError, FeedError, describe_os_error
from ..publish import ExportCancelled, ExportTargetError, export_feed, same_file
from ..publish.export import CHECKING, CHECKING_FILE, WRITING, base_name_for, export_url_problem, part_names
from ..publish.split import part_ranges
from ..site.autodiscovery import check_autodiscovery, feed_autodiscovery_tag, feed_url_problem
from ..site.http_get import http_get
from ..vocabulary.elements import MAX_ITEMS as TURBO_MAX_ITEMS
from . import i18n, settings
from .background import BackgroundTask, run_in_background
from .colors import PASSED_TEXT_HEX, SEVERITY_TEXT_HEX
from .file_dialogs import choose_folder, screen_size
from .ping_dialog import PingDialog


def open_feed_paths(doc) -> tuple[str | None, list[str]]:
    """The file of ``doc`` and the files open in every other editor window: an export must
    never write over one of them, nor call one a leftover to remove."""
    from .main_window import MainWindow  # here: main_window imports this module
    own = getattr(doc, "path", None)
    others = []
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible() and widget.session.doc is not doc:
            path = widget.session.path
            if path and path not in others:
                others.append(path)
    return own, others


class ExportDialog(QDialog):
    """Where and how to export; validation runs first and errors need an explicit choice.

    The export itself runs on a pool thread with a progress bar, so a big feed
    does not freeze the window; Cancel stops it before anything is written.
    While it runs the dialog is modal and the document must not change.
    """

    def __init__(self, doc, findings, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export feed"))
        self.doc, self.findings = doc, findings
        self.report = None
        self.task: BackgroundTask | None = None
        last_folder, last_url = last_export(doc)
        self.folder = QLineEdit(last_folder or default_folder(doc))
        self.browse = QPushButton(self.tr("&Browse…"))
        self.browse.clicked.connect(self._browse)
        folder_row = QWidget()
        row = QHBoxLayout(folder_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        # Left empty, the name is the one the feed URL ends in, as on the command line without --name.
        self.name = QLineEdit(settings.get(settings.EXPORT_BASE_NAME))
        self.name.setToolTip(self.tr("Left empty: the name the feed URL ends in, else turbo.xml"))
        self.encoding = QComboBox()
        self.encoding.addItems(list(SAVE_ENCODINGS))
        self.encoding.setCurrentText(doc.save_encoding)
        self.max_items = QSpinBox()
        self.max_items.setRange(1, TURBO_MAX_ITEMS)
        self.max_items.setValue(settings.get(settings.MAX_ITEMS))
        self.max_items.setToolTip(self.tr("Bigger feeds are split into numbered files that each stand alone; "
                                          "Turbo reads at most {0} items from one feed").format(TURBO_MAX_ITEMS))
        channel = doc.channel
        self.url = QLineEdit(last_url or (channel.self_link if channel is not None else None) or "")
        self.url.setPlaceholderText("https://example.ru/turbo.xml")
        self.url.setToolTip(self.tr("Where the feed will be published (a URL ending in / is the folder); "
                                    "compared with the self link, and each split file names its own URL"))
        self.url.textChanged.connect(self._show_name)
        self._show_name()

        self.form = QWidget()
        form = QFormLayout(self.form)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Folder:"), folder_row)
        form.addRow(self.tr("File &name:"), self.name)
        form.addRow(self.tr("&Encoding:"), self.encoding)
        form.addRow(self.tr("&Items per file:"), self.max_items)
        form.addRow(self.tr("Feed &URL:"), self.url)
        self.summary = QLabel(self._summary(findings))
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.export_button = buttons.addButton(self.tr("E&xport"), QDialogButtonBox.AcceptRole)
        self.cancel_button = buttons.button(QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.run_export)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addStretch(1)          # the room the progress bar took stays below the form, not in it
        layout.addWidget(self.summary)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(buttons)
        self.resize(560, 0)

    def _summary(self, findings) -> str:
        errors = sum(1 for f in findings if f.severity == "error")
        warnings = sum(1 for f in findings if f.severity == "warning")
        if not errors and not warnings:
            return self.tr("The feed has no errors or warnings.")
        return self.tr("The feed has {0} and {1}.").format(self.tr("%n error(s)", "", errors),
                                                           self.tr("%n warning(s)", "", warnings))

    def _browse(self) -> None:
        start = self.folder.text().strip() or default_folder(self.doc)
        folder = choose_folder(self, self.tr("Export to folder"), start)
        if folder:
            self.folder.setText(folder)

    def _show_name(self) -> None:
        self.name.setPlaceholderText(part_names(base_name_for(None, self.url.text().strip()), 1)[0])

    def options(self) -> dict:
        url = self.url.text().strip() or None
        return {"encoding": self.encoding.currentText(), "max_items": self.max_items.value(),
                "base_name": base_name_for(self.name.text(), url), "export_url": url}

    @property
    def running(self) -> bool:
        """An export is under way on the pool thread."""
        return self.task is not None and self.task.running

    def run_export(self) -> None:
        """Check what was chosen, then start the export; the dialog closes when it has written."""
        if self.running:
            return
        folder = self.folder.text().strip()
        if not folder:
            self._fail(self.tr("Choose the folder to export into."))
            self.folder.setFocus()
            return
        out_dir = os.path.abspath(os.path.expanduser(folder))
        self._remember(out_dir)
        options = self.options()
        try:
            targets = [os.path.join(out_dir, name) for name in self._file_names(options)]
        except ValueError:
            self._fail(self.tr("“{0}” cannot be a file name: give a name without “/”, such as turbo.xml.")
                       .format(self.name.text().strip()))
            self.name.setFocus()
            return
        problem = self._target_problem(out_dir, targets)
        if problem:
            self._fail(problem)
            self.name.setFocus()
            self.name.selectAll()
            return
        problem = export_url_problem(options["export_url"])
        if problem:
            self._fail(problem)
            self.url.setFocus()
            self.url.selectAll()
            return
        self._start(out_dir, targets, options, force=False, findings=None)

    def _start(self, out_dir: str, targets: list[str], options: dict, *, force: bool, findings) -> None:
        doc = self.doc
        own, others = open_feed_paths(doc)
        protect = [p for p in (own, *others) if p]

        def export(report, cancelled):
            return export_feed(doc, out_dir, force=force, findings=findings, protect=protect,
                               progress=report, cancelled=cancelled, **options)
        self.task = BackgroundTask(export, self)
        self.task.progressed.connect(self._progressed)
        self.task.finished.connect(lambda result, error: self._finished(out_dir, targets, options, result, error))
        self._set_busy(True)
        self.status.setText(self.tr("Checking the feed…"))
        self.task.start()

    def _set_busy(self, busy: bool) -> None:
        self.form.setEnabled(not busy)
        self.export_button.setEnabled(not busy)
        self.cancel_button.setEnabled(True)
        self.progress.setVisible(busy)
        self.status.setVisible(busy or bool(self.status.text()))
        if busy:
            self.progress.setRange(0, 0)             # busy until the first count comes

    def _progressed(self, values: tuple) -> None:
        if not self.running or self.task.was_cancelled:
            return
        stage, done, total, name = values
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if stage == CHECKING:
            self.status.setText(self.tr("Checking the feed: {0} of {1} items…").format(done, total))
        elif stage == CHECKING_FILE:
            self.status.setText(self.tr("Checking {0}: {1} of {2} items…").format(name, done, total))
        elif stage == WRITING:
            self.status.setText(self.tr("Writing the files…"))
            self.cancel_button.setEnabled(False)     # the files are being replaced: too late to stop

    def reject(self) -> None:
        """Cancel (the button, Esc, closing the window) stops a running export and keeps the
        dialog open; otherwise it closes the dialog."""
        if self.running:
            self.task.cancel()
            self.status.setText(self.tr("Cancelling…"))
            self.cancel_button.setEnabled(False)
            return
        super().reject()

    def _finished(self, out_dir: str, targets: list[str], options: dict, report, error) -> None:
        # The finished task stays a child of the dialog and goes with it: deleting it here, while
        # its own signal is being delivered, is what a nested event loop must not meet.
        self._set_busy(False)
        if isinstance(error, ExportCancelled):
            self.status.setText(self.tr("The export was cancelled; nothing was written."))
            self.status.setVisible(True)
            return
        self.status.setText("")
        self.status.setVisible(False)
        if error is not None:
            self._fail(self._problem_text(out_dir, targets, options, error))
            return
        if not report.written:
            if report.blocking and self._export_anyway(report):
                self._start(out_dir, targets, options, force=True, findings=report.source_findings)
            return
        self.report = report
        self.accept()

    def _problem_text(self, out_dir: str, targets: list[str], options: dict, error: Exception) -> str:
        if isinstance(error, FeedEncodingError):
            return self.tr("The feed cannot be written in {0}: {1}\n\nChoose another encoding, or "
                           "change the text it cannot hold.").format(options["encoding"], error)
        if isinstance(error, ExportTargetError):       # opened elsewhere since Export was pressed
            return self._open_file_problem(error.target, error.protected)
        if isinstance(error, (OSError, FeedError)):
            return self._write_problem(out_dir, targets, error)
        return str(error)                     # an encoding or item limit the exporter refuses

    def _remember(self, out_dir: str) -> None:
        settings.put(settings.LAST_EXPORT_FOLDER, out_dir)
        remember_export(self.doc, out_dir, self.url.text().strip())
        settings.put(settings.EXPORT_BASE_NAME, self.name.text().strip())
        settings.put(settings.MAX_ITEMS, self.max_items.value())

    def _file_names(self, options: dict) -> list[str]:
        """The files the export will write (ValueError for a base name that is not a plain file name)."""
        channel = self.doc.channel
        items = channel.item_count() if channel is not None else 0
        return part_names(options["base_name"], len(part_ranges(items, options["max_items"])))

    def _target_problem(self, out_dir: str, targets: list[str]) -> str | None:
        """What stops the files being written, said before trying, with what to do about it."""
        own, others = open_feed_paths(self.doc)
        for target in targets:
            for path in (own, *others):
                if path and same_file(target, path):
                    return self._open_file_problem(target, path)
            if os.path.isdir(target):
                return self.tr("{0} is a folder, so the feed cannot be written there.\n\n"
                               "Choose another file name or folder.").format(target)
        return self._file_in_the_way(out_dir)

    def _open_file_problem(self, target: str, path: str) -> str:
        if path == getattr(self.doc, "path", None):
            return self.tr("Exporting would replace {0}, the feed you are editing.\n\n"
                           "Choose another folder or file name for the export.").format(target)
        return self.tr("Exporting would replace {0}, which is open in another window ({1}).\n\n"
                       "Choose another folder or file name for the export.").format(target, path)

    def _file_in_the_way(self, out_dir: str) -> str | None:
        blocker = _file_in_the_way(out_dir)
        if blocker is None:
            return None
        return self.tr("{0} is a file, not a folder, so the export cannot go into {1}.\n\n"
                       "Choose another folder.").format(blocker, out_dir)

    def _write_problem(self, out_dir: str, targets: list[str], err: Exception) -> str:
        """The error box's text: which path could not be written (or read back), why, and what to do."""
        cause = err
        while cause is not None and not isinstance(cause, OSError):
            cause = cause.__cause__
        if cause is not None:
            # os.replace names the temporary file first and the target second; makedirs the folder.
            path = cause.filename2 or cause.filename or out_dir
            if os.path.basename(path).startswith(".") and path.endswith(".tmp"):
                path = next((t for t in targets if os.path.basename(path).startswith("." + os.path.basename(t))),
                            os.path.dirname(path))
            reason = describe_os_error(cause).text(i18n.current())   # the system's words are English
            if cause.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
                # The reason says which: no permission, or a read-only disk.
                return self.tr("{0} cannot be written ({1}).\n\n"
                               "Choose a folder of your own, or get write access to this one.").format(path, reason)
            if cause.errno in (errno.ENOSPC, errno.EDQUOT):
                return self.tr("{0} cannot be written: the disk is full.\n\n"
                               "Free some space, or choose a folder on another disk.").format(path)
            if cause.errno in (errno.ENOTDIR, errno.EEXIST) and _file_in_the_way(out_dir):
                return self._file_in_the_way(out_dir)
            if cause.errno == errno.EISDIR:
                return self.tr("{0} is a folder, so the feed cannot be written there.\n\n"
                               "Choose another file name or folder.").format(path)
            return self.tr("{0} could not be written or read back: {1}.\n\n"
                           "Check that the folder exists and can be written to, or choose another one.").format(
                path, reason)
        return self.tr("The export to {0} failed: {1}\n\nCheck the folder, or choose another one.").format(
            out_dir, err)

    def _fail(self, text: str) -> None:
        QMessageBox.critical(self, self.tr("Export failed"), text)

    def _export_anyway(self, report) -> bool:
        """Show the errors (and warnings) that stop the export; True when the user exports anyway."""
        dialog = ExportAnywayDialog(report, self)
        try:
            return dialog.exec() == QDialog.Accepted
        finally:
            dialog.deleteLater()


REMEMBERED_FEEDS = 30


def last_export(doc) -> tuple[str, str]:
    """(folder, URL) this saved feed was last exported to, or ("", "")."""
    path = getattr(doc, "path", None)
    if not path:
        return "", ""
    path = os.path.abspath(path)
    for entry in settings.get(settings.FEED_EXPORTS):
        feed, _, rest = entry.partition("\t")
        if feed == path:
            folder, _, url = rest.partition("\t")
            return folder, url
    return "", ""


def remember_export(doc, folder: str, url: str) -> None:
    """Keep where a saved feed went, for its next export (the last few feeds)."""
    path = getattr(doc, "path", None)
    if not path:
        return
    path = os.path.abspath(path)
    others = [e for e in settings.get(settings.FEED_EXPORTS) if e.partition("\t")[0] != path]
    settings.put(settings.FEED_EXPORTS, [f"{path}\t{folder}\t{url}", *others][:REMEMBERED_FEEDS])


def default_folder(doc) -> str:
    """Where an export goes unless the user says otherwise: the feed's own folder, else the last
    folder exported to, else the home folder."""
    path = getattr(doc, "path", None)
    if path:
        return os.path.dirname(os.path.abspath(path))
    return settings.get(settings.LAST_EXPORT_FOLDER) or os.path.expanduser("~")


def _file_in_the_way(folder: str) -> str | None:
    """The file (not folder) at ``folder`` or at one of the folders above it, if there is one."""
    path = folder
    while True:
        if os.path.lexists(path) and not os.path.isdir(path):
            return path
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path = parent


class ExportAnywayDialog(QDialog):
    """The errors that stop an export, and the warnings, before the user chooses to export anyway."""

    def __init__(self, report, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The feed has errors"))
        language = i18n.current()
        warnings = [f for f in report.source_findings if f.severity == "warning"]
        explanation = QLabel(self.tr("Yandex may reject a feed with these errors. Export it anyway, "
                                     "or cancel and fix them first."))
        explanation.setWordWrap(True)
        self.counts = QLabel(self.tr("{0} and {1}:").format(self.tr("%n error(s)", "", len(report.blocking)),
                                                            self.tr("%n warning(s)", "", len(warnings))))
        self.findings = QListWidget()
        self.findings.setWordWrap(True)
        style = self.style()
        severity_icons = {"error": style.standardIcon(QStyle.SP_MessageBoxCritical),
                          "warning": style.standardIcon(QStyle.SP_MessageBoxWarning)}
        for finding in (*report.blocking, *warnings):
            text = finding.message(language)
            if finding.line:
                text = self.tr("{0} (line {1})").format(text, finding.line)
            row = QListWidgetItem(severity_icons[finding.severity], text)
            row.setToolTip(f"{finding.rule} — {finding.path}")
            self.findings.addItem(row)
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.anyway = buttons.addButton(self.tr("Export anyway"), QDialogButtonBox.DestructiveRole)
        self.anyway.clicked.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.cancel = buttons.button(QDialogButtonBox.Cancel)
        self.cancel.setDefault(True)            # Enter does not export a broken feed
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addWidget(self.counts)
        layout.addWidget(self.findings, 1)
        layout.addWidget(buttons)
        self.resize(screen_size(self, 0.45, 0.5, QSize(560, 360), QSize(900, 640)))

    def shown(self) -> list[str]:
        return [self.findings.item(i).text() for i in range(self.findings.count())]


class ExportReportDialog(QDialog):
    """Files written (items, sizes, findings, URLs), notes, and a way to ping the services once the
    files are uploaded: an export pings nobody (ping_dialog.py)."""

    def __init__(self, report, name: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export report"))
        self.report, self.name = report, name
        self.ping_dialog = None
        if report.forced:
            text = self.tr("%n file(s) written to {0} in {1} despite errors.", "", len(report.files))
        else:
            text = self.tr("%n file(s) written to {0} in {1}.", "", len(report.files))
        headline = QLabel(text.format(report.out_dir, report.encoding))
        headline.setTextFormat(Qt.PlainText)
        headline.setWordWrap(True)
        labels = [self.tr("File"), self.tr("Items"), self.tr("Size"), self.tr("Errors"), self.tr("Warnings")]
        # Where each file goes, when the feed URL was given: a split feed's files each have their own.
        has_urls = any(file.url for file in report.files)
        if has_urls:
            labels.append(self.tr("URL"))
        self.files = QTableWidget(len(report.files), len(labels))
        self.files.setHorizontalHeaderLabels(labels)
        self.files.verticalHeader().setVisible(False)
        self.files.setTabKeyNavigation(False)      # a read-only list: Tab goes on to the buttons
        header = self.files.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)     # "Предупреждения" in full
        header.setSectionResizeMode(len(labels) - 1 if has_urls else 0, QHeaderView.Stretch)
        for r, file in enumerate(report.files):
            counts = file.counts()
            values = [file.name, file.items, f"{file.size:,}".replace(",", " "), counts["error"], counts["warning"]]
            for c, value in enumerate(values + [file.url or ""] if has_urls else values):
                cell = QTableWidgetItem(str(value))
                cell.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable)
                self.files.setItem(r, c, cell)
        self.notes = QPlainTextEdit("\n".join(self.note_line(n) for n in report.notes))
        self.notes.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.open_folder = buttons.addButton(self.tr("Open folder"), QDialogButtonBox.ActionRole)
        self.open_folder.setToolTip(report.out_dir)
        self.open_folder.clicked.connect(self.show_folder)
        # The files are in a folder here, not on the site yet: the services are told once they are.
        self.ping_hint = QLabel(self.tr("Upload the files, then press Ping now to tell the ping services: "
                                        "each fetches the feed as soon as it is told."))
        self.ping_hint.setWordWrap(True)
        self.ping_now = buttons.addButton(self.tr("Ping now…"), QDialogButtonBox.ActionRole)
        self.ping_now.clicked.connect(self.ping)
        self.ping_hint.setVisible(has_urls)
        self.ping_now.setVisible(has_urls)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.files)
        if report.notes:
            layout.addWidget(QLabel(self.tr("Notes:")))
            layout.addWidget(self.notes)
        layout.addWidget(self.ping_hint)
        layout.addWidget(buttons)
        settings.restore_geometry(self, settings.EXPORT_REPORT_GEOMETRY,
                                  screen_size(self, 0.5, 0.5, QSize(640, 420), QSize(1120, 760)))
        self.finished.connect(lambda _result: settings.keep_geometry(self, settings.EXPORT_REPORT_GEOMETRY))

    def ping(self) -> None:
        """The ping dialog for the files written, each at its own URL; it pings when told to."""
        self.ping_dialog = PingDialog([f.url for f in self.report.files if f.url], self.name, self)
        self.ping_dialog.open()

    def note_line(self, note) -> str:
        """A note of the export with its severity as a word of the interface ("Warning: …")."""
        if note.severity == Severity.WARNING:
            return self.tr("Warning: {0}").format(note.message)
        return self.tr("Note: {0}").format(note.message)

    def show_folder(self) -> None:
        """Open the export folder in the desktop's file manager."""
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(self.report.out_dir)):
            QMessageBox.warning(self, self.tr("Open folder"),
                                self.tr("No file manager could open {0}.").format(self.report.out_dir))



class AutodiscoveryDialog(QDialog):
    """The <link rel="alternate"> tag for the site's <head>, ready to copy, and a check that a page
    of the site carries it.

    The URL starts as the channel's self link. A URL no page should carry (relative,
    javascript:, data:, not http or https) gets no tag but a warning under the field, and the
    channel's self link is offered instead when that one is fit. The page to check starts as the
    channel's link (the site's front page, where the publisher guide asks for the tag first); it
    is fetched off the GUI thread, within the same 10 s as robots.txt.
    """

    PAGE_BYTES = 4 * 1024 * 1024           # a head comes first: a front page past this is read in part

    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Autodiscovery tag"))
        self.doc = doc
        channel = doc.channel
        self.self_link = ((channel.self_link if channel is not None else None) or "").strip()
        self.url = QLineEdit(self.self_link)
        self.url.setPlaceholderText("https://example.ru/turbo.xml")
        self.warning = QLabel()
        self.warning.setTextFormat(Qt.PlainText)
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(f"color: {SEVERITY_TEXT_HEX[Severity.WARNING]};")
        self.use_self = QPushButton(self.tr("Use the channel's self link"))
        self.use_self.setToolTip(self.self_link)
        self.use_self.clicked.connect(lambda: self.url.setText(self.self_link))
        warning_row = QWidget()
        row = QVBoxLayout(warning_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.warning)
        row.addWidget(self.use_self, 0, Qt.AlignRight)
        self.tag = QPlainTextEdit()
        self.tag.setReadOnly(True)
        self.tag.setFixedHeight(64)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.clicked.connect(self.copy)
        self.url.textChanged.connect(self._update)
        hint = QLabel(self.tr("Put this in the <head> of the site's pages so browsers and readers find the feed."))
        hint.setTextFormat(Qt.PlainText)      # "<head>" is words here, not markup
        hint.setWordWrap(True)
        self.page = QLineEdit(((channel.link if channel is not None else None) or "").strip())
        self.page.setPlaceholderText("https://example.ru/")
        self.page.returnPressed.connect(self.check_page)
        self.check_button = QPushButton(self.tr("Check the page"))
        self.check_button.setToolTip(self.tr("Fetch the page and look for the tag in its <head>"))
        self.check_button.clicked.connect(self.check_page)
        page_row = QHBoxLayout()
        page_row.addWidget(self.page, 1)
        page_row.addWidget(self.check_button)
        self.page_result = QLabel()
        self.page_result.setTextFormat(Qt.PlainText)
        self.page_result.setWordWrap(True)
        self.page_result.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.page_result.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Feed URL:"), self.url)
        form.addRow(warning_row)
        check_form = QFormLayout()
        check_form.addRow(self.tr("Site page:"), page_row)
        check_form.addRow(self.page_result)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.tag)
        layout.addWidget(self.copy_button, 0, Qt.AlignRight)
        layout.addLayout(check_form)
        layout.addWidget(buttons)
        self.resize(620, 0)
        self._update()

    def _update(self) -> None:
        url = self.url.text().strip()
        problem = feed_url_problem(url) if url else None
        if not url:
            self.tag.setPlainText(self.tr("Enter the feed's URL (or fill in the channel's self link)."))
        elif problem is not None:
            self.tag.clear()                  # nothing a page should carry, not even to select by hand
        else:
            self.tag.setPlainText(feed_autodiscovery_tag(self.doc, url))
        self.copy_button.setEnabled(bool(url) and problem is None)
        self.warning.setText(self._warning(problem, url) if problem is not None else "")
        self.warning.setVisible(problem is not None)
        offer = bool(self.self_link) and url != self.self_link and feed_url_problem(self.self_link) is None
        self.use_self.setVisible(offer)
        self.warning.parentWidget().setVisible(problem is not None or offer)
        self._fit()

    def _fit(self) -> None:
        layout = self.layout()
        if layout is not None:                # wrapped words need room: grow to show all of them
            layout.activate()
            needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else 0
            if needed > self.height():
                self.resize(self.width(), needed)

    def check_page(self) -> None:
        """Fetch the site page and say whether its <head> carries the tag for the feed URL above."""
        feed = self.url.text().strip()
        page = self.page.text().strip()
        if not feed or feed_url_problem(feed) is not None:
            self._say(self.tr("Enter the feed's full URL above first: the page is searched for a tag naming it."),
                      False)
        elif not page or feed_url_problem(page) is not None:
            self._say(self.tr("Enter the full address of a page of the site, such as https://example.ru/."), False)
        else:
            self.check_button.setEnabled(False)
            self._say(self.tr("Fetching {0}…").format(page), None)
            title = ((self.doc.channel.title if self.doc.channel is not None else None) or "").strip()
            run_in_background(self, lambda: http_get(page, max_bytes=self.PAGE_BYTES),
                              lambda answer, error: self._page_fetched(page, feed, title, answer, error))

    def _page_fetched(self, page: str, feed: str, title: str, answer, error) -> None:
        self.check_button.setEnabled(True)
        if error is not None or answer.status is None:
            reason = str(error) if error is not None else answer.error
            self._say(self.tr("Could not fetch {0}: {1}").format(page, reason), False)
            return
        if not answer.ok:
            self._say(self.tr("Could not fetch {0}: HTTP {1}").format(page, answer.status), False)
            return
        result = check_autodiscovery(answer.body, feed, page_url=page, title=title or None,
                                     content_type=answer.content_type)
        match = result.match
        if match is None:
            others = [link.href for link in result.links]
            if others:
                self._say(self.tr("The page has no tag for {0}; it names other feeds: {1}. Put the tag above in "
                                  "its <head>.").format(feed, ", ".join(others)), False)
            else:
                self._say(self.tr("The page has no autodiscovery tag: put the tag above in its <head>."), False)
        elif not match.in_head:
            self._say(self.tr("The page names the feed in its body (line {0}); browsers and readers look for the "
                              "tag in <head>: move it there.").format(match.line), False)
        elif result.title_matches is False:
            self._say(self.tr("The page's <head> names the feed, titled “{0}” where the channel is titled “{1}”.")
                      .format(match.title or "", title), True)
        else:
            self._say(self.tr("The page's <head> names the feed: browsers and readers find it there."), True)

    def _say(self, text: str, good: bool | None) -> None:
        colour = PASSED_TEXT_HEX if good else SEVERITY_TEXT_HEX[Severity.WARNING]
        self.page_result.setStyleSheet("" if good is None else f"color: {colour};")
        self.page_result.setText(text)
        self.page_result.show()
        self._fit()

    def _warning(self, problem, url: str) -> str:
        address = self.tr("Enter the full address, such as https://example.ru/turbo.xml.")
        if problem.kind == "script":
            text = self.tr("A {0}: address runs a script instead of naming a file: no reader can fetch "
                           "it, and a page must not carry it.").format(problem.scheme) + " " + address
        elif problem.kind == "data":
            text = self.tr("A data: address holds its content inline instead of naming a file: no reader "
                           "can subscribe to it.") + " " + address
        elif problem.kind == "no-scheme":
            text = self.tr("This address has no http: or https: at the start: each page would read it "
                           "with its own.") + " " + address
        elif problem.kind == "relative":
            text = self.tr("This address is relative: each page would read it against its own address, so "
                           "it would point somewhere else from every page.") + " " + address
        elif problem.kind == "host":
            text = self.tr("This address has no host name after {0}://.").format(problem.scheme) + " " + address
        else:
            text = self.tr("Feed readers fetch feeds over http or https, not {0}:.").format(problem.scheme) \
                + " " + address
        if url == self.self_link:
            text += "\n" + self.tr("It is the channel's self link (atom:link rel=\"self\"): fix it in the "
                                   "channel too, readers take the feed's address from it.")
        return text

    def copy(self) -> None:
        if self.copy_button.isEnabled():
            QApplication.clipboard().setText(self.tag.toPlainText())
