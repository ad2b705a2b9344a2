"""Export, its report with the optional ping, and the autodiscovery tag."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog,
                               QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox,
                               QPlainTextEdit, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..feed.encoding import SAVE_ENCODINGS
from ..publish import export_feed
from ..site.autodiscovery import feed_autodiscovery_tag
from ..site.ping import rest_ping, xmlrpc_ping
from . import i18n
from .background import run_in_background


def parse_endpoints(text: str) -> list[tuple[str, str]]:
    """("rest"|"xmlrpc", url) per line: "rest URL" / "xmlrpc URL", or a bare URL (with {url}: REST)."""
    endpoints = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        kind, _, rest = line.partition(" ")
        if kind.lower() in ("rest", "xmlrpc") and rest.strip():
            endpoints.append((kind.lower(), rest.strip()))
        else:
            endpoints.append(("rest" if "{url}" in line else "xmlrpc", line))
    return endpoints


def ping_all(endpoints: list[tuple[str, str]], name: str, feed_url: str) -> list:
    """Every endpoint's answer; none raises (the ping functions report failures as results)."""
    return [rest_ping(url, feed_url, name=name) if kind == "rest" else xmlrpc_ping(url, name, feed_url)
            for kind, url in endpoints]


class ExportDialog(QDialog):
    """Where and how to export; validation runs first and errors need an explicit choice."""

    def __init__(self, doc, findings, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export feed"))
        self.doc, self.findings = doc, findings
        self.report = None
        settings = QSettings()
        self.folder = QLineEdit(settings.value("publish/lastFolder", os.path.expanduser("~")))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        folder_row = QWidget()
        row = QHBoxLayout(folder_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        self.name = QLineEdit(settings.value("publish/baseName", "turbo"))
        self.encoding = QComboBox()
        self.encoding.addItems(list(SAVE_ENCODINGS))
        self.encoding.setCurrentText(doc.save_encoding)
        self.max_items = QSpinBox()
        self.max_items.setRange(1, 100000)
        self.max_items.setValue(int(settings.value("publish/maxItems", 1000)))
        self.max_items.setToolTip(self.tr("Bigger feeds are split into numbered files that each stand alone"))
        channel = doc.channel
        self.url = QLineEdit((channel.self_link if channel is not None else None) or "")
        self.url.setPlaceholderText("https://example.ru/turbo.xml")
        self.url.setToolTip(self.tr("Where the feed will be published; compared with the self link"))
        self.ping = QCheckBox(self.tr("Ping after export"))
        self.ping.setChecked(settings.value("publish/pingAfterExport", False, type=bool))
        self.endpoints = QPlainTextEdit(settings.value("publish/pingEndpoints", ""))
        self.endpoints.setPlaceholderText("rest https://ping.example/ping?url={url}\nxmlrpc https://rpc.example/RPC2")
        self.endpoints.setFixedHeight(70)
        self.endpoints.setEnabled(self.ping.isChecked())
        self.ping.toggled.connect(self.endpoints.setEnabled)

        form = QFormLayout()
        form.addRow(self.tr("Folder:"), folder_row)
        form.addRow(self.tr("File name:"), self.name)
        form.addRow(self.tr("Encoding:"), self.encoding)
        form.addRow(self.tr("Items per file:"), self.max_items)
        form.addRow(self.tr("Feed URL:"), self.url)
        form.addRow(self.ping)
        form.addRow(self.tr("Ping endpoints:"), self.endpoints)
        errors = [f for f in findings if f.severity == "error"]
        self.summary = QLabel(self.tr("The feed has {0} errors and {1} warnings.").format(
            len(errors), sum(1 for f in findings if f.severity == "warning")))
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.export_button = buttons.addButton(self.tr("Export"), QDialogButtonBox.AcceptRole)
        buttons.accepted.connect(self.run_export)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.resize(560, 0)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export to folder"), self.folder.text())
        if folder:
            self.folder.setText(folder)

    def options(self) -> dict:
        return {"encoding": self.encoding.currentText(), "max_items": self.max_items.value(),
                "base_name": self.name.text().strip() or "turbo", "export_url": self.url.text().strip() or None}

    def run_export(self) -> None:
        out_dir = self.folder.text().strip()
        if not out_dir:
            return
        settings = QSettings()
        settings.setValue("publish/lastFolder", out_dir)
        settings.setValue("publish/baseName", self.name.text().strip() or "turbo")
        if self.max_items.value() != 1000:
            settings.setValue("publish/maxItems", self.max_items.value())
        else:
            settings.remove("publish/maxItems")
        settings.setValue("publish/pingAfterExport", self.ping.isChecked())
        settings.setValue("publish/pingEndpoints", self.endpoints.toPlainText())
        try:
            report = export_feed(self.doc, out_dir, force=False, **self.options())
            if not report.written and report.blocking and self._export_anyway(report):
                report = export_feed(self.doc, out_dir, force=True, **self.options())
        except (ValueError, OSError) as err:
            QMessageBox.critical(self, self.tr("Export failed"), str(err))
            return
        except Exception as err:   # FeedSaveError, FeedEncodingError: say why, keep the dialog
            QMessageBox.critical(self, self.tr("Export failed"), str(err))
            return
        if not report.written:
            return
        self.report = report
        self.accept()

    def _export_anyway(self, report) -> bool:
        listed = "\n".join(f"• {f.message(i18n.current())}" for f in report.blocking[:15])
        more = len(report.blocking) - 15
        if more > 0:
            listed += "\n" + self.tr("… and {0} more").format(more)
        box = QMessageBox(QMessageBox.Warning, self.tr("The feed has errors"),
                          self.tr("Yandex may reject a feed with these errors:\n\n{0}").format(listed), parent=self)
        anyway = box.addButton(self.tr("Export anyway"), QMessageBox.DestructiveRole)
        box.addButton(QMessageBox.Cancel)
        box.exec()
        return box.clickedButton() is anyway

    @property
    def ping_endpoints(self) -> list[tuple[str, str]]:
        return parse_endpoints(self.endpoints.toPlainText()) if self.ping.isChecked() else []


class ExportReportDialog(QDialog):
    """Files written (items, sizes, findings), notes, and the pings' answers as they come."""

    def __init__(self, report, ping_endpoints=(), name: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export report"))
        self.report = report
        headline = QLabel(self.tr("{0} file(s) written to {1} in {2}{3}.").format(
            len(report.files), report.out_dir, report.encoding,
            self.tr(" despite errors") if report.forced else ""))
        headline.setWordWrap(True)
        self.files = QTableWidget(len(report.files), 5)
        self.files.setHorizontalHeaderLabels([self.tr("File"), self.tr("Items"), self.tr("Size"),
                                              self.tr("Errors"), self.tr("Warnings")])
        self.files.verticalHeader().setVisible(False)
        self.files.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        for r, file in enumerate(report.files):
            counts = file.counts()
            for c, value in enumerate((file.name, file.items, f"{file.size:,}".replace(",", " "),
                                       counts["error"], counts["warning"])):
                cell = QTableWidgetItem(str(value))
                cell.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable)
                self.files.setItem(r, c, cell)
        self.notes = QPlainTextEdit("\n".join(f"{n.severity}: {n.message}" for n in report.notes))
        self.notes.setReadOnly(True)
        self.pings = QPlainTextEdit()
        self.pings.setReadOnly(True)
        self.pings.setVisible(bool(ping_endpoints))
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.files)
        if report.notes:
            layout.addWidget(QLabel(self.tr("Notes:")))
            layout.addWidget(self.notes)
        layout.addWidget(self.pings)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.ping_results = None
        feed_url = next((f.url for f in report.files if f.url), None)
        if ping_endpoints and feed_url:
            self.pings.setPlainText(self.tr("Pinging {0} service(s)…").format(len(ping_endpoints)))
            endpoints = list(ping_endpoints)
            run_in_background(self, lambda: ping_all(endpoints, name, feed_url), self._pinged)
        elif ping_endpoints:
            self.pings.setPlainText(self.tr("No ping: give the feed URL to tell the services where the feed is."))

    def _pinged(self, results, error) -> None:
        self.ping_results = results
        if error is not None:
            self.pings.setPlainText(self.tr("Ping failed: {0}").format(error))
            return
        lines = []
        for result in results:
            state = self.tr("ok") if result.ok else self.tr("failed")
            flerror = "" if result.flerror is None else f" flerror={str(result.flerror).lower()}"
            lines.append(f"{result.endpoint}: {state}{flerror} — {result.message}")
        self.pings.setPlainText("\n".join(lines))


class AutodiscoveryDialog(QDialog):
    """The <link rel="alternate"> tag for the site's <head>, ready to copy."""

    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Autodiscovery tag"))
        self.doc = doc
        channel = doc.channel
        self.url = QLineEdit((channel.self_link if channel is not None else None) or "")
        self.url.setPlaceholderText("https://example.ru/turbo.xml")
        self.tag = QPlainTextEdit()
        self.tag.setReadOnly(True)
        self.tag.setFixedHeight(64)
        copy = QPushButton(self.tr("Copy"))
        copy.clicked.connect(self.copy)
        self.url.textChanged.connect(self._update)
        hint = QLabel(self.tr("Put this in the <head> of the site's pages so browsers and readers find the feed."))
        hint.setTextFormat(Qt.PlainText)      # "<head>" is words here, not markup
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Feed URL:"), self.url)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.tag)
        layout.addWidget(copy, 0, Qt.AlignRight)
        layout.addWidget(buttons)
        self.resize(620, 0)
        self._update()

    def _update(self) -> None:
        url = self.url.text().strip()
        self.tag.setPlainText(feed_autodiscovery_tag(self.doc, url or None) if url else
                              self.tr("Enter the feed's URL (or fill in the channel's self link)."))

    def copy(self) -> None:
        if self.url.text().strip():
            QApplication.clipboard().setText(self.tag.toPlainText())
