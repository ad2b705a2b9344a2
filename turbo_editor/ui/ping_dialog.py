"""Publish ▸ Ping services: telling feed services that the feed changed, once it is on the site.

A ping asks each service to fetch the feed at once (site/ping.py), so it is a
step the user takes after uploading the exported files (TURBO.md: pings
"after publishing"); an export pings nobody. The report of an export offers
this dialog with the URL of each file written; nothing is sent until Ping is
pressed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QPlainTextEdit, QVBoxLayout

from ..site.http_get import check_http_url
from ..site.ping import answer_line, parse_endpoints, ping_feeds
from . import settings
from .background import run_in_background

ENDPOINTS_EXAMPLE = "rest https://ping.example/ping?url={url}\nxmlrpc https://rpc.example/RPC2"


class PingDialog(QDialog):
    """The feed's URLs (a split export's, one a line) and the services to tell, then their answers."""

    def __init__(self, urls, name: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Ping services"))
        self.name = name
        self.ping_results = None
        hint = QLabel(self.tr("Ping once the files are uploaded: each service fetches the feed as soon as it "
                              "is told, and finds the old one until then."))
        hint.setWordWrap(True)
        self.urls = QPlainTextEdit("\n".join(urls))
        self.urls.setPlaceholderText("https://example.ru/turbo.xml")
        self.urls.setTabChangesFocus(True)
        self.urls.setFixedHeight(70)
        self.endpoints = QPlainTextEdit(settings.get(settings.PING_ENDPOINTS))
        self.endpoints.setPlaceholderText(ENDPOINTS_EXAMPLE)
        self.endpoints.setTabChangesFocus(True)
        self.endpoints.setFixedHeight(70)
        self.answers = QPlainTextEdit()
        self.answers.setReadOnly(True)
        self.answers.setVisible(False)
        # A REST answer names the whole URL requested: room for a few of them without scrolling.
        self.answers.setMinimumHeight(self.answers.fontMetrics().lineSpacing() * 8)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.ping_button = buttons.addButton(self.tr("&Ping"), QDialogButtonBox.AcceptRole)
        self.ping_button.setDefault(True)
        buttons.accepted.connect(self.ping)            # the dialog stays open for the answers
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Feed &URLs:"), self.urls)
        form.addRow(self.tr("Ping en&dpoints:"), self.endpoints)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.answers, 1)
        layout.addWidget(buttons)
        self.resize(600, 0)

    def feed_urls(self) -> list[str]:
        return [line.strip() for line in self.urls.toPlainText().splitlines() if line.strip()]

    def ping(self) -> None:
        """Tell every service about every URL, off the GUI thread; the answers fill the box below."""
        urls, endpoints = self.feed_urls(), parse_endpoints(self.endpoints.toPlainText())
        problems = [problem for problem in map(check_http_url, urls) if problem]
        if not urls:
            self._say(self.tr("Enter the feed's URL: the services fetch the feed from there."))
        elif problems:
            self._say(problems[0])
        elif not endpoints:
            self._say(self.tr("Enter the services to ping, one a line: “rest” and a URL with {url}, "
                              "or “xmlrpc” and an XML-RPC endpoint."))
        else:
            settings.put(settings.PING_ENDPOINTS, self.endpoints.toPlainText())
            self.ping_button.setEnabled(False)
            self._say(self.tr("Pinging %n service(s)…", "", len(endpoints)))
            name = self.name
            run_in_background(self, lambda: ping_feeds(endpoints, name, urls), self._pinged)

    def _say(self, text: str) -> None:
        self.answers.setPlainText(text)
        self.answers.setVisible(True)
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))     # grows to show them

    def _pinged(self, results, error) -> None:
        self.ping_button.setEnabled(True)
        self.ping_results = results
        if error is not None:
            self._say(self.tr("Ping failed: {0}").format(error))
            return
        several = len({r.feed_url for r in results}) > 1
        self._say("\n".join(answer_line(result, several) for result in results))

