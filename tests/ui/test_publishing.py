"""Publishing from the window: export with its report and pings, robots.txt checks, the autodiscovery tag."""

import threading
import xmlrpc.server

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from turbo_editor.feed import load
from turbo_editor.ui.publish_dialogs import (AutodiscoveryDialog, ExportDialog, ExportReportDialog,
                                             parse_endpoints)


def test_export_writes_files_and_the_report_lists_them(sample_window, tmp_path):
    win = sample_window
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    dialog.max_items.setValue(2)
    dialog.url.setText("https://sad.example.ru/turbo.rss")
    dialog.run_export()
    assert dialog.result() == QDialog.Accepted
    report = dialog.report
    assert [f.name for f in report.files] == ["turbo-1.xml", "turbo-2.xml"]
    assert sum(load(f.path).channel.item_count() for f in report.files) == 3
    shown = ExportReportDialog(report, parent=win)
    assert shown.files.rowCount() == 2 and shown.files.item(0, 1).text() == "2"


def test_export_with_errors_needs_an_explicit_choice(sample_window, tmp_path, monkeypatch):
    win = sample_window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("link", "/relative"), "break")
    win.validator.flush()
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    monkeypatch.setattr(ExportDialog, "_export_anyway", lambda self, report: False)
    dialog.run_export()
    assert dialog.report is None and not (tmp_path / "out").exists()
    monkeypatch.setattr(ExportDialog, "_export_anyway", lambda self, report: True)
    dialog.run_export()
    assert dialog.report.forced and (tmp_path / "out" / "turbo.xml").exists()


class _Ping:
    def __init__(self):
        self.calls = []

    def ping(self, name, url):
        self.calls.append((name, url))
        return {"flerror": False, "message": "Thanks for the ping."}


@pytest.fixture
def xmlrpc_service():
    server = xmlrpc.server.SimpleXMLRPCServer(("127.0.0.1", 0), logRequests=False, allow_none=True)
    service = _Ping()
    server.register_function(service.ping, "weblogUpdates.ping")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/RPC2", service
    server.shutdown()
    server.server_close()


def test_ping_after_export_shows_each_answer(sample_window, tmp_path, qtbot, xmlrpc_service):
    url, service = xmlrpc_service
    win = sample_window
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    dialog.url.setText("https://sad.example.ru/turbo.rss")
    dialog.ping.setChecked(True)
    dialog.endpoints.setPlainText(f"xmlrpc {url}\nrest http://127.0.0.1:9/ping?url={{url}}")
    dialog.run_export()
    report_dialog = ExportReportDialog(dialog.report, dialog.ping_endpoints, "Вестник садовода", win)
    qtbot.waitUntil(lambda: report_dialog.ping_results is not None, timeout=15000)
    ok, refused = report_dialog.ping_results
    assert ok.ok and ok.flerror is False and service.calls == [("Вестник садовода", "https://sad.example.ru/turbo.rss")]
    assert not refused.ok                    # nothing listens there: reported, never raised
    assert "Thanks for the ping." in report_dialog.pings.toPlainText()


def test_parse_endpoints():
    assert parse_endpoints("rest https://a/?u={url}\n# note\nxmlrpc https://b/RPC2\nhttps://c/?q={url}\nhttps://d/") == [
        ("rest", "https://a/?u={url}"), ("xmlrpc", "https://b/RPC2"), ("rest", "https://c/?q={url}"),
        ("xmlrpc", "https://d/")]


def test_robots_check_in_the_site_dock_suggests_a_fix(sample_window):
    win = sample_window
    win.actions.robots.trigger()
    site = win.site
    assert site.feed_url.text() == "https://sad.example.ru/turbo.rss"
    site.robots.setPlainText("User-agent: *\nDisallow: /turbo.rss\nDisallow: /articles/\n")
    site.check()
    assert "may NOT fetch the feed" in site.summary.text()
    codes = {site.problems.item(i).data(256).code for i in range(site.problems.count())}
    assert {"feed-disallowed", "item-disallowed"} <= codes
    site.problems.setCurrentRow(0)
    assert "Allow:" in site.suggestion.toPlainText()
    site.copy_text.click()
    fixed = QApplication.clipboard().text()
    site.robots.setPlainText(fixed)
    site.check()
    assert "may fetch the feed" in site.summary.text()


def test_autodiscovery_dialog_gives_the_tag_to_copy(sample_window):
    dialog = AutodiscoveryDialog(sample_window.session.doc, sample_window)
    assert dialog.tag.toPlainText() == ('<link rel="alternate" type="application/rss+xml" '
                                        'title="Вестник садовода" href="https://sad.example.ru/turbo.rss">')
    dialog.copy()
    assert QApplication.clipboard().text() == dialog.tag.toPlainText()
