"""The Site dock: can YandexBot fetch the feed and its pages? robots.txt checks with suggested fixes.

Every problem is listed with the line of robots.txt it is about, the lines
Yandex ignores among them (a misspelt directive, a rule before any
User-agent); activating one puts the cursor on that line of the box.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..site.robots_checks import check_feed_robots, fix_all
from ..site.robots_source import fetch_robots, robots_from_file, robots_url
from . import file_dialogs, icons
from .background import run_in_background
from .forms.widgets import monospace_font, plain_text


class SitePanel(QWidget):
    """robots.txt from a file, pasted, or fetched from the site; checked against the feed's URLs."""

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.report = None
        # The RobotsSource the box was last filled from, and the text the box then showed.
        self._loaded = None
        self.feed_url = QLineEdit()
        self.feed_url.setPlaceholderText(self.tr("The feed's URL (from the channel's self link)"))
        self.robots = QPlainTextEdit()
        self.robots.setFont(monospace_font())
        self.robots.setPlaceholderText(self.tr("Paste robots.txt here, open it from a file, or fetch it from the site"))
        self.robots.setUndoRedoEnabled(True)
        self.robots.setTabChangesFocus(True)
        open_button = QPushButton(self.tr("Open file…"))
        fetch_button = QPushButton(self.tr("Fetch from site"))
        check_button = QPushButton(self.tr("Check"))
        check_button.setDefault(True)
        open_button.clicked.connect(self.open_file)
        fetch_button.clicked.connect(self.fetch)
        check_button.clicked.connect(self.check)
        self.fetch_button = fetch_button
        buttons = QHBoxLayout()
        for button in (open_button, fetch_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(check_button)

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setIconSize(QSize(16, 16))
        self.problems.currentRowChanged.connect(self._show_suggestion)
        self.problems.itemActivated.connect(self.go_to_line)
        # A report and its fixes belong to the text and the URLs they were computed for: any change
        # of them (the robots.txt, the feed URL, the feed's links) takes them away.
        self.robots.textChanged.connect(self.forget_report)
        self.feed_url.textChanged.connect(self.forget_report)
        session.changed.connect(self.forget_report)
        session.reset.connect(self.forget_report)
        self.suggestion = QPlainTextEdit()
        self.suggestion.setReadOnly(True)
        self.suggestion.setFont(monospace_font())
        self.copy_text = QPushButton(self.tr("Copy suggested robots.txt"))
        self.copy_diff = QPushButton(self.tr("Copy diff"))
        self.fix_everything = QPushButton(self.tr("Suggest one file fixing all"))
        self.copy_text.clicked.connect(lambda: self._copy(self._current_suggestion(), "text"))
        self.copy_diff.clicked.connect(lambda: self._copy(self._current_suggestion(), "diff"))
        self.fix_everything.clicked.connect(self.suggest_all)
        # "Fix all" fills the suggestion box below it with one file for every problem of the list above
        # it; the copy buttons take what the box shows. Two short rows: the dock stays narrow in Russian;
        # the list and the box may shrink to three lines, so the dock is no taller than with one row.
        for box in (self.problems, self.suggestion):
            box.setMinimumHeight(3 * box.fontMetrics().lineSpacing() + 2 * box.frameWidth())
        fix_row = QHBoxLayout()
        fix_row.addWidget(self.fix_everything)
        fix_row.addStretch(1)
        copy_row = QHBoxLayout()
        copy_row.addStretch(1)
        for button in (self.copy_text, self.copy_diff):
            copy_row.addWidget(button)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        form.addRow(self.tr("Feed URL:"), self.feed_url)
        top_layout.addLayout(form)
        top_layout.addWidget(self.robots, 1)
        top_layout.addLayout(buttons)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.summary)
        bottom_layout.addWidget(self.problems, 1)
        bottom_layout.addLayout(fix_row)
        bottom_layout.addWidget(self.suggestion, 1)
        bottom_layout.addLayout(copy_row)
        splitter = QSplitter(Qt.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(bottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        self._followed: str | None = None       # the file whose URL the panel took
        session.reset.connect(self.follow_feed)
        self._update_buttons()

    def _self_link(self) -> str | None:
        doc = self.session.doc
        return doc.channel.self_link if doc is not None and doc.channel is not None else None

    def take_self_link(self) -> None:
        """The feed's self link as the URL to check, unless one is written already."""
        link = self._self_link()
        if link and not self.feed_url.text().strip():
            self.feed_url.setText(link)

    def follow_feed(self) -> None:
        """Another feed (opened, new or imported): its own URL, or none; a robots.txt of another
        site goes with the old URL. The last feed's stayed, and was checked for the new one."""
        path = self.session.path
        if path is not None and path == self._followed:
            return                              # the same file (its broken text now parses): the URL stays
        self._followed = path
        link = (self._self_link() or "").strip()     # none yet in text that does not parse
        old = self.feed_url.text().strip()
        if link == old:
            return
        if _host(link) != _host(old):
            self.robots.clear()
        self.feed_url.setText(link)

    # -- where robots.txt comes from ----------------------------------------------

    def open_file(self) -> None:
        path = file_dialogs.open_file(self, self.tr("Open robots.txt"), "", "robots.txt (*.txt);;*")
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> None:
        source = robots_from_file(path)
        self.robots.setPlainText(source.text or "")
        self._took(source)

    def fetch(self) -> None:
        url = self.feed_url.text().strip()
        if not url:
            self.summary.setText(self.tr("Enter the feed's URL first: robots.txt is fetched from its site."))
            return
        try:
            target = robots_url(url)
        except ValueError as err:
            self.summary.setText(str(err))
            return
        self.fetch_button.setEnabled(False)
        self.summary.setText(self.tr("Fetching {0}…").format(target))
        run_in_background(self, lambda: fetch_robots(url), self._fetched)

    def _fetched(self, source, error) -> None:
        self.fetch_button.setEnabled(True)
        if error is not None:
            self.summary.setText(self.tr("Could not fetch robots.txt: {0}").format(error))
            return
        if source.text is None:
            # Nothing replaces what is in the box: a failed fetch is said, not acted on.
            if source.status is not None and 400 <= source.status < 500:
                # Per Yandex: no file (a 4xx answer) means the whole site may be fetched.
                message = self.tr("{0}: HTTP {1}, so the site has no robots.txt and Yandex treats the whole "
                                  "site as allowed. The box is left as it was.")
                self.summary.setText(message.format(source.origin, source.status))
            else:
                reason = source.error or self.tr("HTTP {0}").format(source.status)
                self.summary.setText(self.tr("Could not fetch {0}: {1}. Nothing was changed; check the address "
                                             "and the connection, or paste the file.").format(source.origin, reason))
            return
        # One step of the box's own undo, so the text it held before can be brought back.
        cursor = self.robots.textCursor()
        cursor.beginEditBlock()
        cursor.select(QTextCursor.Document)
        cursor.insertText(source.text)
        cursor.endEditBlock()
        self._took(source)

    def _took(self, source) -> None:
        # The box makes every line end a newline (CR LF, CR): its text is compared, not the file's.
        self._loaded = (source, plain_text(self.robots))
        self.check()

    # -- checking -------------------------------------------------------------------

    def robots_text(self) -> str | None:
        text = plain_text(self.robots)
        return text if text.strip() else None

    def robots_size(self) -> int | None:
        """The bytes of the file the box holds, while it holds that file as read (its byte order
        mark, bytes UTF-8 lacks and the CRs of CR LF line ends count toward the 32 KB limit as they
        are on the server); None once it was edited."""
        loaded = self._loaded
        return loaded[0].size if loaded is not None and loaded[1] == plain_text(self.robots) else None

    def forget_report(self, *_args) -> None:
        """What was found and suggested no longer applies: clear it until Check runs again."""
        if self.report is None and self._all_fixed is None:
            return
        self.report, self._all_fixed = None, None
        self.problems.clear()
        self.suggestion.clear()
        self.summary.setText(self.tr("Changed since the last check: press Check."))
        self._update_buttons()

    def check(self) -> None:
        doc = self.session.doc
        if doc is None:
            return
        self._all_fixed = None
        self.report = check_feed_robots(doc, self.robots_text(), self.feed_url.text().strip() or None,
                                        size=self.robots_size())
        self.problems.clear()
        severities = {"error": self.tr("error"), "warning": self.tr("warning")}
        for problem in self.report.problems:
            severity = severities.get(problem.severity, problem.severity)
            if problem.line:
                label = self.tr("Line {0}, {1}: {2}").format(problem.line, severity, problem.message)
            else:
                label = f"{severity}: {problem.message}"
            entry = QListWidgetItem(icons.badge(problem.severity, 1), label)
            entry.setToolTip(problem.message + ("\n" + "\n".join(problem.urls[:10]) if problem.urls else ""))
            entry.setData(Qt.UserRole, problem)
            self.problems.addItem(entry)
        feed = self.report.feed
        if feed is None:
            verdict = self.tr("No feed URL: only the item links were checked.")
        elif feed.allowed:
            verdict = self.tr("YandexBot may fetch the feed.")
        else:
            verdict = self.tr("YandexBot may NOT fetch the feed ({0}).").format(feed.rule)
        if self.report.unrestricted_reason and self.robots_text() is not None:
            # Over 32 KB Yandex reads none of the file: the lines that seem to apply do not.
            verdict += " " + self.tr("Yandex ignores this robots.txt as a whole ({0}): none of its rules "
                                     "apply.").format(self.report.unrestricted_reason)
        count = len(self.report.problems)
        self.summary.setText(verdict + " " + (self.tr("No problems found.") if not count else
                                               self.tr("%n problem(s).", "", count)))
        if count:
            self.problems.setCurrentRow(0)
        else:
            self.suggestion.clear()
        self._update_buttons()

    def go_to_line(self, entry: QListWidgetItem) -> None:
        """Select the line of robots.txt a listed problem is about, in the box."""
        problem = entry.data(Qt.UserRole)
        block = self.robots.document().findBlockByNumber(problem.line - 1) if problem and problem.line else None
        if block is None or not block.isValid():
            return
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.EndOfBlock, QTextCursor.KeepAnchor)
        self.robots.setTextCursor(cursor)
        self.robots.setFocus()

    def _current_suggestion(self):
        entry = self.problems.currentItem()
        problem = entry.data(Qt.UserRole) if entry is not None else None
        return problem.suggestion if problem is not None else self._all_fixed

    _all_fixed = None

    def _show_suggestion(self, _row: int) -> None:
        suggestion = self._current_suggestion()
        if suggestion is None:
            self.suggestion.setPlainText(self.tr("No automatic change fixes this one; see the message."))
        else:
            self.suggestion.setPlainText(f"# {suggestion.change}\n{suggestion.diff}")
        self._update_buttons()

    def suggest_all(self) -> None:
        doc = self.session.doc
        if doc is None or self.report is None:
            return
        links = [link for link, _decision in self.report.items]
        self._all_fixed = fix_all(self.robots_text(), self.report.feed_url, links, size=self.robots_size())
        self.problems.setCurrentRow(-1)
        if self._all_fixed is None:
            self.suggestion.setPlainText(self.tr("Nothing to change, or no change fixes these problems."))
        else:
            self.suggestion.setPlainText(f"# {self._all_fixed.change}\n{self._all_fixed.diff}")
        self._update_buttons()

    def _update_buttons(self) -> None:
        has = self._current_suggestion() is not None
        self.copy_text.setEnabled(has)
        self.copy_diff.setEnabled(has)
        self.fix_everything.setEnabled(bool(self.report and self.report.problems))

    def _copy(self, suggestion, what: str) -> None:
        if suggestion is not None:
            QApplication.clipboard().setText(suggestion.text if what == "text" else suggestion.diff)


def _host(url: str) -> str | None:
    try:
        return (urlsplit(url).hostname or "").lower() or None
    except ValueError:
        return None
