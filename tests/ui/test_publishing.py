"""Publishing from the window: export with its report, the pings after the upload, robots.txt checks, the
autodiscovery tag."""

import sys
import threading
import xmlrpc.server
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton

from support import REPO
from turbo_editor.feed import FeedDocument, load, load_bytes
from turbo_editor.publish import export as export_module, report as r
from turbo_editor.site.ping import parse_endpoints
from turbo_editor.ui.ping_dialog import PingDialog
from turbo_editor.ui.publish_dialogs import AutodiscoveryDialog, ExportDialog, ExportReportDialog

sys.path.insert(0, str(REPO / "tests" / "publish"))
from generated_feeds import build_feed  # noqa: E402


def export(dialog, qtbot):
    """Press Export and wait until the export, which runs on a pool thread, has ended."""
    dialog.run_export()
    qtbot.waitUntil(lambda: not getattr(dialog, "running", False), timeout=30000)


def test_export_writes_files_and_the_report_lists_them(sample_window, tmp_path, qtbot):
    win = sample_window
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    dialog.max_items.setValue(2)
    dialog.url.setText("https://sad.example.ru/turbo.rss")
    export(dialog, qtbot)
    assert dialog.result() == QDialog.Accepted
    report = dialog.report
    assert [f.name for f in report.files] == ["turbo-1.rss", "turbo-2.rss"]
    assert sum(load(f.path).channel.item_count() for f in report.files) == 3
    shown = ExportReportDialog(report, parent=win)
    assert shown.files.rowCount() == 2 and shown.files.item(0, 1).text() == "2"
    # Where each file goes: the table listed names only (found by an audit).
    assert shown.files.horizontalHeaderItem(5).text() == "URL"
    assert [shown.files.item(row, 5).text() for row in range(2)] == \
        ["https://sad.example.ru/turbo-1.rss", "https://sad.example.ru/turbo-2.rss"]


def test_the_file_is_named_as_the_feed_url_ends_unless_a_name_is_given(sample_window, tmp_path, qtbot):
    """The sample's URL names turbo.rss, and the window wrote turbo.xml with a warning that the URL
    names another file; turbo-editor export with the same --url writes turbo.rss (found by an audit)."""
    win = sample_window
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    assert dialog.url.text() == "https://sad.example.ru/turbo.rss"
    assert (dialog.name.text(), dialog.name.placeholderText()) == ("", "turbo.rss")
    dialog.url.setText("https://sad.example.ru/feeds/")             # a folder: no name of its own
    assert dialog.name.placeholderText() == "turbo.xml"
    dialog.url.setText("https://sad.example.ru/turbo.rss")
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    assert [f.name for f in dialog.report.files] == ["turbo.rss"]
    assert not [n for n in dialog.report.notes if n.code == r.NAME_NOT_URL]
    named = ExportDialog(win.session.doc, win.validator.findings, win)
    named.name.setText("feed")                                      # a name given is the name, as --name
    named.folder.setText(str(tmp_path / "named"))
    export(named, qtbot)
    assert [f.name for f in named.report.files] == ["feed.xml"]
    assert [n.code for n in named.report.notes if n.code == r.NAME_NOT_URL] == [r.NAME_NOT_URL]


def test_a_name_an_earlier_version_kept_for_an_empty_field_does_not_name_the_file(sample_window):
    """The name field left empty was kept as "turbo", which would have named everyone's file
    turbo.xml against the URL after the fix above (found by a review)."""
    from PySide6.QtCore import QSettings
    QSettings().setValue("publish/baseName", "turbo")
    dialog = ExportDialog(sample_window.session.doc, sample_window.validator.findings, sample_window)
    assert (dialog.name.text(), dialog.name.placeholderText()) == ("", "turbo.rss")


def test_items_per_file_stop_at_turbos_limit(sample_window):
    """Items per file went up to 100,000: 1100 on a 1200-item feed was refused with "split it into at
    least 2 files" while it was splitting it into 2 (found by an audit)."""
    from turbo_editor.ui import settings
    from turbo_editor.ui.preferences import PreferencesDialog
    settings.put(settings.MAX_ITEMS, 5000)                  # kept by an older version
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    assert (dialog.max_items.maximum(), dialog.max_items.value()) == (1000, 1000)
    assert "at most 1000 items" in dialog.max_items.toolTip()
    assert PreferencesDialog(sample_window).max_items.maximum() == 1000


def test_export_with_errors_needs_an_explicit_choice(sample_window, tmp_path, monkeypatch, qtbot):
    win = sample_window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("link", "/relative"), "break")
    win.validator.flush()
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    monkeypatch.setattr(ExportDialog, "_export_anyway", lambda self, report: False)
    export(dialog, qtbot)
    assert dialog.report is None and not (tmp_path / "out").exists()
    monkeypatch.setattr(ExportDialog, "_export_anyway", lambda self, report: True)
    export(dialog, qtbot)
    assert dialog.report.forced and (tmp_path / "out" / "turbo.rss").exists()


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


def test_the_ping_dialog_shows_each_answer(sample_window, qtbot, xmlrpc_service):
    url, service = xmlrpc_service
    dialog = PingDialog(["https://sad.example.ru/turbo.rss"], "Вестник садовода", sample_window)
    dialog.endpoints.setPlainText(f"xmlrpc {url}\nrest http://127.0.0.1:9/ping?url={{url}}")
    dialog.ping_button.click()
    qtbot.waitUntil(lambda: dialog.ping_results is not None, timeout=15000)
    ok, refused = dialog.ping_results
    assert ok.ok and ok.flerror is False and service.calls == [("Вестник садовода", "https://sad.example.ru/turbo.rss")]
    assert not refused.ok                    # nothing listens there: reported, never raised
    assert f"{url}: accepted — Thanks for the ping." in dialog.answers.toPlainText()


def test_the_ping_dialog_grows_to_show_the_answers(sample_window, qtbot):
    dialog = PingDialog(["https://sad.example.ru/turbo-1.xml", "https://sad.example.ru/turbo-2.xml"], "",
                        sample_window)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()
    dialog.endpoints.setPlainText("rest http://127.0.0.1:9/ping?url={url}")
    dialog.ping_button.click()
    qtbot.waitUntil(lambda: dialog.ping_results is not None, timeout=15000)
    qtbot.wait(50)
    lines = dialog.answers.fontMetrics().lineSpacing()
    assert dialog.height() > before and dialog.answers.height() >= 8 * lines   # each long request URL shows


def test_parse_endpoints():
    text = "rest https://a/?u={url}\n# note\nxmlrpc https://b/RPC2\nhttps://c/?q={url}\nhttps://d/"
    assert parse_endpoints(text) == [
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


def test_the_site_dock_follows_the_feed_that_is_opened(sample_window, tmp_path):
    """Another feed opened: its own URL (or none), and the last site's robots.txt goes; the last
    feed's URL stayed and "YandexBot can fetch the feed" was said of the wrong site."""
    win = sample_window
    win.actions.robots.trigger()
    site = win.site
    site.robots.setPlainText("User-agent: *\nAllow: /\n")
    other = tmp_path / "other.xml"
    other.write_text('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>B</title>'
                     '<link>https://blog.example.com/</link><description>d</description>'
                     '<atom:link rel="self" href="https://blog.example.com/feed/"/></channel></rss>',
                     encoding="utf-8")
    assert win.files.open_path(str(other), confirm=False)
    assert site.feed_url.text() == "https://blog.example.com/feed/" and site.robots.toPlainText() == ""
    site.robots.setPlainText("User-agent: *\nDisallow: /private/\n")
    same_site = tmp_path / "same.xml"
    same_site.write_text(other.read_text(encoding="utf-8").replace("/feed/", "/turbo/"), encoding="utf-8")
    assert win.files.open_path(str(same_site), confirm=False)     # the same site: its robots.txt stays
    assert site.feed_url.text() == "https://blog.example.com/turbo/" and "private" in site.robots.toPlainText()
    win.files.new_feed()
    assert site.feed_url.text() == ""


def test_a_url_typed_in_the_site_dock_stays_when_the_files_broken_text_is_fixed(window, tmp_path):
    bad = tmp_path / "bad.xml"
    bad.write_text("<rss version='2.0'><channel><title>t</title></rss>", encoding="utf-8")
    assert window.files.open_path(str(bad))
    window.site.feed_url.setText("https://e.org/turbo.xml")
    assert window.session.accept_text("<rss version='2.0'><channel><title>t</title></channel></rss>")
    assert window.site.feed_url.text() == "https://e.org/turbo.xml"


@pytest.mark.parametrize("change", ["robots", "feed url", "feed edit"])
def test_a_suggested_fix_is_forgotten_when_what_it_was_computed_for_changes(sample_window, change):
    """A robots.txt that blocks the site gets a fix; then the text (or a URL) changes: copying
    must never put the old file, with its Disallow: /, on the clipboard."""
    win = sample_window
    win.actions.robots.trigger()
    site = win.site
    site.robots.setPlainText("User-agent: *\nDisallow: /\n")
    site.check()
    site.suggest_all()
    assert site.copy_text.isEnabled() and "Disallow: /" in site._all_fixed.diff
    if change == "robots":
        site.robots.setPlainText("User-agent: *\nAllow: /\n")
    elif change == "feed url":
        site.feed_url.setText("https://sad.example.ru/other.rss")
    else:
        item = win.session.doc.channel.items[0]
        win.session.apply(item.set("link", "https://sad.example.ru/moved"), "edit")
    assert not site.copy_text.isEnabled() and not site.copy_diff.isEnabled()
    assert site.suggestion.toPlainText() == "" and site.problems.count() == 0
    QApplication.clipboard().setText("before")
    site.copy_text.click()
    assert QApplication.clipboard().text() == "before"
    site.check()                                  # a harmless file: nothing to fix, nothing to copy
    if change == "robots":
        assert site.problems.count() == 0 and not site.copy_text.isEnabled()


def test_autodiscovery_dialog_gives_the_tag_to_copy(sample_window):
    dialog = AutodiscoveryDialog(sample_window.session.doc, sample_window)
    assert dialog.tag.toPlainText() == ('<link rel="alternate" type="application/rss+xml" '
                                        'title="Вестник садовода" href="https://sad.example.ru/turbo.rss">')
    dialog.copy()
    assert QApplication.clipboard().text() == dialog.tag.toPlainText()


# -- counting in words, where the export goes, what an error box says ---------------------------

@pytest.fixture
def language(qapp, settings_dir):
    """Switch the interface language for a test (English has its plural forms too); English after."""
    from turbo_editor.ui import i18n
    yield lambda code: i18n.install(qapp, code)
    i18n.install(qapp, "en")


def _findings(errors: int, warnings: int) -> list:
    return [SimpleNamespace(severity="error")] * errors + [SimpleNamespace(severity="warning")] * warnings


def test_the_export_summary_counts_in_plural_forms(sample_window, language):
    def summary(errors: int, warnings: int) -> str:
        dialog = ExportDialog(sample_window.session.doc, _findings(errors, warnings), sample_window)
        return dialog.summary.text()
    assert language("en") == "en"
    assert summary(1, 1) == "The feed has 1 error and 1 warning."
    assert summary(2, 5) == "The feed has 2 errors and 5 warnings."
    assert summary(0, 0) == "The feed has no errors or warnings."
    assert language("ru") == "ru"
    assert [summary(e, w) for e, w in ((1, 1), (3, 22), (5, 11), (21, 0))] == [
        "В ленте 1 ошибка и 1 предупреждение.", "В ленте 3 ошибки и 22 предупреждения.",
        "В ленте 5 ошибок и 11 предупреждений.", "В ленте 21 ошибка и 0 предупреждений."]


def test_the_export_report_counts_files_in_plural_forms(sample_window, tmp_path, language, qtbot):
    language("en")
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    headline = ExportReportDialog(dialog.report, parent=sample_window).findChild(QLabel).text()
    assert headline == f"1 file written to {tmp_path / 'out'} in UTF-8."
    language("ru")
    headline = ExportReportDialog(dialog.report, parent=sample_window).findChild(QLabel).text()
    assert headline == f"1 файл записан в {tmp_path / 'out'} в кодировке UTF-8."


def test_export_goes_to_the_feeds_own_folder_else_the_last_one(sample_window, window, tmp_path, qtbot):
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    assert dialog.folder.text() == str(tmp_path)          # where feed.xml is, not the home folder
    dialog.folder.setText(str(tmp_path / "public"))
    export(dialog, qtbot)
    assert (tmp_path / "public" / "turbo.rss").exists()
    assert ExportDialog(FeedDocument.new(), []).folder.text() == str(tmp_path / "public")   # untitled


def test_an_export_error_names_the_path_and_says_what_to_do(sample_window, tmp_path, error_boxes, qtbot):
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    taken = tmp_path / "out" / "turbo.rss"
    taken.mkdir(parents=True)                  # a folder where the file should go: "Is a directory"
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    assert error_boxes[-1] == ("Export failed", f"{taken} is a folder, so the feed cannot be written there.\n\n"
                                                "Choose another file name or folder.")
    (tmp_path / "plain").write_text("not a folder")
    dialog.folder.setText(str(tmp_path / "plain" / "sub"))
    export(dialog, qtbot)
    assert error_boxes[-1][1] == (f"{tmp_path / 'plain'} is a file, not a folder, so the export cannot go into "
                                  f"{tmp_path / 'plain' / 'sub'}.\n\nChoose another folder.")
    assert dialog.report is None and not list(taken.iterdir())


@pytest.mark.parametrize("url", ["turbo.xml", "https://[sad.example.ru/", "ftp://example.ru/turbo.xml"])
def test_an_export_url_that_is_not_a_full_address_is_refused_before_anything_is_written(
        sample_window, tmp_path, error_boxes, url):
    """A relative URL was written into every part's self link, which the check then reported
    (found by an audit)."""
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    dialog.folder.setText(str(tmp_path / "out"))
    dialog.url.setText(url)
    dialog.run_export()
    assert error_boxes == [("Export failed", f"“{url}” is not a full http or https address: give the URL the feed "
                                             "will be published at, such as https://example.ru/turbo.xml, or its "
                                             "folder ending in /")]
    assert dialog.url.hasFocus() or dialog.url.selectedText() == url
    assert not (tmp_path / "out").exists() and not dialog.running


def test_export_will_not_replace_the_feed_being_edited(sample_window, tmp_path, error_boxes):
    own = tmp_path / "feed.xml"
    before = own.read_bytes()
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    dialog.name.setText("feed.xml")
    dialog.run_export()
    assert error_boxes == [("Export failed", f"Exporting would replace {own}, the feed you are editing.\n\n"
                                             "Choose another folder or file name for the export.")]
    assert own.read_bytes() == before and dialog.report is None


def test_export_will_not_replace_a_feed_open_in_another_window(sample_window, tmp_path, error_boxes, qtbot):
    from turbo_editor.ui.main_window import MainWindow
    other_path = tmp_path / "out" / "other.xml"
    other_path.parent.mkdir()
    other_path.write_bytes(build_feed(2))
    (tmp_path / "linked.xml").symlink_to(other_path)
    other = MainWindow(remember_layout=False)
    other.show()
    assert other.files.open_path(str(tmp_path / "linked.xml"), confirm=False)   # open through a link
    try:
        dialog = ExportDialog(sample_window.session.doc, [], sample_window)
        dialog.folder.setText(str(tmp_path / "out"))
        dialog.name.setText("other.xml")
        dialog.run_export()
        assert error_boxes == [("Export failed", f"Exporting would replace {other_path}, which is open in another "
                                                 f"window ({tmp_path / 'linked.xml'}).\n\n"
                                                 "Choose another folder or file name for the export.")]
        assert not dialog.running and dialog.report is None and dialog.isEnabled()
        assert other_path.read_bytes() == build_feed(2)
        dialog.name.setText("turbo.xml")                  # another name: fine
        export(dialog, qtbot)
        assert [f.name for f in dialog.report.files] == ["turbo.xml"]
    finally:
        other.close()
        other.deleteLater()


def test_the_feed_beside_its_export_is_not_called_a_leftover(sample_window, tmp_path, qtbot):
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    dialog.folder.setText(str(tmp_path))                 # the feed's own folder: feed.xml is there
    dialog.name.setText("feed")
    dialog.max_items.setValue(2)
    export(dialog, qtbot)
    assert [f.name for f in dialog.report.files] == ["feed-1.xml", "feed-2.xml"]
    assert [n.file for n in dialog.report.notes if n.code == r.STALE_FILE] == []
    assert [n.file for n in dialog.report.notes if n.code == r.SOURCE_BESIDE] == ["feed.xml"]


# -- a big export runs on a pool thread ------------------------------------------------------------

def test_a_big_export_leaves_the_window_answering_and_shows_its_progress(sample_window, tmp_path, qtbot,
                                                                        monkeypatch):
    doc = load_bytes(build_feed(2500))
    dialog = ExportDialog(doc, [], sample_window)
    dialog.folder.setText(str(tmp_path / "out"))
    ticked, waited = threading.Event(), []
    real_split = export_module.split_document

    def split_once_the_window_has_answered(*args):
        waited.append(ticked.wait(20))        # set by a timer of the GUI thread: it must run meanwhile
        return real_split(*args)
    monkeypatch.setattr(export_module, "split_document", split_once_the_window_has_answered)
    shown = []

    def tick():
        if dialog.report is None:             # the export has not ended, and the window answers
            ticked.set()
        status = getattr(dialog, "status", None)
        shown.append(status.text() if status is not None else None)
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(tick)
    values = []
    if hasattr(dialog, "progress"):
        dialog.progress.valueChanged.connect(values.append)
    # Every status the dialog writes, also those replaced before a tick came round to read them (on a
    # fast machine the check of 2,500 items ended between two ticks, and the test failed half the time).
    status = getattr(dialog, "status", None)
    if status is not None:
        write = status.setText
        status.setText = lambda text: (shown.append(text), write(text))
    timer.start()
    dialog.run_export()
    qtbot.waitUntil(lambda: not getattr(dialog, "running", False), timeout=60000)
    timer.stop()
    assert waited == [True]
    assert dialog.result() == QDialog.Accepted
    assert [f.name for f in dialog.report.files] == ["turbo-1.xml", "turbo-2.xml", "turbo-3.xml"]
    assert values[-1] == 2500 and len(set(values)) > 10               # the bar moved on its way
    assert any(t.startswith("Checking the feed: ") and t.endswith(" of 2500 items…") for t in shown)
    assert any(t.startswith("Checking turbo-2.xml: ") for t in shown)


def test_cancel_stops_a_big_export_writes_nothing_and_shows_no_report(window, tmp_path, qtbot, monkeypatch):
    big = tmp_path / "big.xml"
    big.write_bytes(build_feed(2500))
    assert window.files.open_path(str(big), confirm=False)
    out = tmp_path / "out"
    clicked = threading.Event()
    real_split = export_module.split_document

    def split_once_cancel_was_clicked(*args):
        clicked.wait(20)
        return real_split(*args)
    monkeypatch.setattr(export_module, "split_document", split_once_cancel_was_clicked)
    states = []

    def drive():
        dialog = QApplication.activeModalWidget()
        dialog.folder.setText(str(out))
        dialog.run_export()
        states.append(("started", dialog.running, dialog.form.isEnabled(), dialog.progress.isVisible()))
        dialog.cancel_button.click()
        clicked.set()
        qtbot.waitUntil(lambda: not dialog.running, timeout=30000)
        states.append((dialog.status.text(), dialog.report, dialog.isVisible(), dialog.form.isEnabled()))
        dialog.cancel_button.click()                      # nothing runs: Cancel closes the dialog
    QTimer.singleShot(0, drive)
    window.export()
    assert states == [("started", True, False, True),
                      ("The export was cancelled; nothing was written.", None, True, True)]
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["big.xml", "settings"]
    assert getattr(window, "_report_dialog", None) is None


def test_the_report_opens_the_export_folder(sample_window, tmp_path, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or True))
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    report = ExportReportDialog(dialog.report, parent=sample_window)
    assert report.open_folder.text() == "Open folder"
    report.open_folder.click()
    assert opened == [QUrl.fromLocalFile(str(tmp_path / "out"))]


def test_an_export_pings_nobody_and_its_report_offers_the_ping_for_after_the_upload(sample_window, tmp_path, qtbot,
                                                                                    xmlrpc_service):
    """"Ping after export" pinged as the files reached the local folder, before anything was uploaded, so
    a service fetching the feed found the old one (TURBO.md: pings "after publishing"; found by an
    audit). The report says to upload first and offers the ping, which waits for its own button."""
    url, service = xmlrpc_service
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    assert not hasattr(dialog, "ping")
    dialog.folder.setText(str(tmp_path / "out"))
    dialog.max_items.setValue(2)
    dialog.url.setText("https://sad.example.ru/turbo.rss")
    export(dialog, qtbot)
    shown = ExportReportDialog(dialog.report, "Вестник садовода", sample_window)
    assert shown.ping_hint.text().startswith("Upload the files, then press Ping now")
    shown.ping_now.click()
    parts = ["https://sad.example.ru/turbo-1.rss", "https://sad.example.ru/turbo-2.rss"]
    pinging = shown.ping_dialog
    assert pinging.feed_urls() == parts and pinging.ping_results is None and service.calls == []
    pinging.endpoints.setPlainText(f"xmlrpc {url}")
    pinging.ping_button.click()
    qtbot.waitUntil(lambda: pinging.ping_results is not None, timeout=15000)
    assert service.calls == [("Вестник садовода", parts[0]), ("Вестник садовода", parts[1])]
    assert [load(f.path).channel.self_link for f in dialog.report.files] == parts
    assert all(part in pinging.answers.toPlainText() for part in parts)
    no_url = ExportDialog(sample_window.session.doc, [], sample_window)
    no_url.url.setText("")
    no_url.folder.setText(str(tmp_path / "local"))
    export(no_url, qtbot)
    assert ExportReportDialog(no_url.report, parent=sample_window).ping_now.isHidden()


def test_publish_ping_services_opens_the_ping_for_the_feeds_url(sample_window):
    win = sample_window
    publish = next(a.menu() for a in win.menuBar().actions() if a.text() == "&Publish")
    assert win.actions.ping in publish.actions() and win.actions.ping.text() == "&Ping services…"
    win.actions.ping.trigger()
    assert win._ping_dialog.feed_urls() == ["https://sad.example.ru/turbo.rss"]
    assert win._ping_dialog.ping_results is None


def test_a_refused_write_names_the_file_and_what_to_do(sample_window, tmp_path):
    from turbo_editor.feed.errors import FeedSaveError
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    target = str(tmp_path / "turbo.xml")
    temporary = str(tmp_path / ".turbo.xml.x1y2.tmp")
    try:                                        # as write_atomic raises it when mkstemp is refused
        try:
            raise PermissionError(13, "Permission denied", temporary)
        except PermissionError as err:
            raise FeedSaveError(f"could not save {target}: Permission denied") from err
    except FeedSaveError as err:
        text = dialog._write_problem(str(tmp_path), [target], err)
    assert text == (f"{target} cannot be written (access is denied: you have no permission to read or write it).\n\n"
                    "Choose a folder of your own, or get write access to this one.")


# -- the errors shown before "Export anyway" ----------------------------------------------------

def _break_the_feed(win):
    """One error (a relative link) and one warning (a language with a region) in the sample."""
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("link", "/relative"), "break")
    win.session.apply(win.session.doc.channel.set("language", "ru-RU"), "region")
    win.validator.flush()


def _answer_with(monkeypatch, button: str, seen: list):
    from turbo_editor.ui.publish_dialogs import ExportAnywayDialog

    def answer(box):
        seen.append((box.windowTitle(), box.counts.text(), box.shown()))
        getattr(box, button).click()
        return box.result()
    monkeypatch.setattr(ExportAnywayDialog, "exec", answer)


def test_export_anyway_lists_the_errors_then_the_warnings_and_writes(sample_window, tmp_path, monkeypatch,
                                                                    language, qtbot):
    language("en")
    win = sample_window
    _break_the_feed(win)
    seen = []
    _answer_with(monkeypatch, "anyway", seen)
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    [(title, counts, rows)] = seen
    assert (title, counts) == ("The feed has errors", "1 error and 1 warning:")
    assert rows == ["link “/relative” is a relative URL; write the full address with https:// (line 23)",
                    "language “ru-RU” should be the ISO 639-1 code alone: “ru” (line 11)"]
    assert dialog.result() == QDialog.Accepted and dialog.report.forced
    assert load(str(tmp_path / "out" / "turbo.rss")).channel.items[0].get("link") == "/relative"


def test_cancel_at_the_errors_writes_nothing(sample_window, tmp_path, monkeypatch, qtbot):
    win = sample_window
    _break_the_feed(win)
    seen = []
    _answer_with(monkeypatch, "cancel", seen)
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    assert len(seen) == 1 and len(seen[0][2]) == 2
    assert dialog.report is None and dialog.result() != QDialog.Accepted
    assert not (tmp_path / "out").exists()


# -- the folder dialog ------------------------------------------------------------------------------

def test_browse_opens_a_folder_dialog_wide_enough_for_its_columns(sample_window, tmp_path, qtbot, monkeypatch):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QTreeView
    (tmp_path / "a folder with a fairly long name for the export").mkdir()
    opened = []

    def fits(box) -> bool:
        view = box.findChild(QTreeView, "treeView")
        header = view.header()
        return (view.model().rowCount(view.rootIndex()) >= 2
                and all(header.sectionSize(c) >= view.sizeHintForColumn(c) for c in (1, 2, 3))
                and header.length() <= view.viewport().width())

    def run(box):
        opened.append(box)
        box.show()
        qtbot.waitUntil(lambda: fits(box), timeout=5000)   # the folder is read in the background
        box.resize(780, 500)                # within the 800x600 offscreen screen
        box.reject()
        return box.result()
    monkeypatch.setattr(QFileDialog, "exec", run)
    # A dialog that bypasses exec() (Qt's static functions) would wait for a click: close it.
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget() and QApplication.activeModalWidget().reject())
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Browse…").click()
    assert len(opened) == 1
    box = opened[0]
    assert box.width() >= 760 and box.directory().absolutePath() == str(tmp_path)
    from turbo_editor.ui.file_dialogs import FileDialog
    again = FileDialog(sample_window, "again", str(tmp_path))
    assert again.size() == box.size()          # the size it was closed with, remembered


# -- settings ------------------------------------------------------------------------------------

def test_the_publishing_dialogs_keep_their_settings_in_the_settings_table(sample_window, tmp_path, qtbot):
    import ast
    import inspect

    from PySide6.QtCore import QSettings

    from turbo_editor.ui import publish_dialogs, settings
    from turbo_editor.vocabulary.elements import MAX_ITEMS
    tree = ast.parse(inspect.getsource(publish_dialogs))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | \
            {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    constants = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert "QSettings" not in names
    assert MAX_ITEMS not in constants and not [c for c in constants if isinstance(c, str) and "publish/" in c]

    settings.put(settings.MAX_ITEMS, 7)
    settings.put(settings.EXPORT_BASE_NAME, "feed")
    settings.put(settings.PING_ENDPOINTS, "xmlrpc https://rpc.example/RPC2")
    dialog = ExportDialog(sample_window.session.doc, [], sample_window)
    assert (dialog.max_items.value(), dialog.name.text()) == (7, "feed")
    assert PingDialog([], "", sample_window).endpoints.toPlainText() == "xmlrpc https://rpc.example/RPC2"
    settings.put(settings.PING_ENDPOINTS, "")
    dialog.max_items.setValue(MAX_ITEMS)               # every choice back at its default ...
    dialog.name.setText("")
    dialog.folder.setText(str(tmp_path / "out"))
    export(dialog, qtbot)
    QSettings().sync()
    # ... is not written; the folder is remembered, and for this feed its folder and URL
    assert sorted(k for k in QSettings().allKeys() if k.startswith(("publish/", "dialogs/"))) == \
        ["publish/feedExports", "publish/lastFolder"]
    assert settings.get(settings.LAST_EXPORT_FOLDER) == str(tmp_path / "out")


@pytest.mark.parametrize("status, error, said", [
    (None, "Connection refused", "Could not fetch"),
    (503, None, "Could not fetch"),
    (404, None, "HTTP 404, so the site has no robots.txt"),
])
def test_a_failed_fetch_keeps_what_was_pasted_and_says_what_failed(sample_window, status, error, said):
    from turbo_editor.site.robots import RobotsTxt
    from turbo_editor.site.robots_source import RobotsSource
    site = sample_window.site
    pasted = "User-agent: *\nDisallow: /private/\n"
    site.robots.setPlainText(pasted)
    failed = RobotsSource("https://sad.example.ru/robots.txt", RobotsTxt.allow_all("x"), None,
                          status=status, error=error)
    site._fetched(failed, None)
    assert site.robots.toPlainText() == pasted
    assert said in site.summary.text()
    assert ("whole site as allowed" in site.summary.text()) == (status == 404)


def test_a_fetched_file_replaces_the_box_as_one_undoable_step(sample_window):
    from turbo_editor.site.robots import RobotsTxt
    from turbo_editor.site.robots_source import RobotsSource
    site = sample_window.site
    site.robots.setPlainText("User-agent: *\nDisallow: /mine/\n")
    fetched = RobotsSource("https://sad.example.ru/robots.txt", RobotsTxt.allow_all("x"),
                           "User-agent: *\nAllow: /\n", status=200)
    site._fetched(fetched, None)
    assert site.robots.toPlainText() == "User-agent: *\nAllow: /\n"
    site.robots.undo()
    assert site.robots.toPlainText() == "User-agent: *\nDisallow: /mine/\n"


def test_the_next_export_of_a_saved_feed_goes_where_the_last_one_went(sample_window, tmp_path, qtbot):
    """The folder went back to the feed's own and the URL to none: a quick second export went
    somewhere else than the first."""
    win = sample_window
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.folder.setText(str(tmp_path / "out" / "exp"))
    dialog.url.setText("https://cdn.example.ru/feeds/")
    export(dialog, qtbot)
    assert dialog.report is not None and dialog.report.written
    again = ExportDialog(win.session.doc, win.validator.findings, win)
    assert again.folder.text() == str(tmp_path / "out" / "exp")
    assert again.url.text() == "https://cdn.example.ru/feeds/"
    other = tmp_path / "other.xml"
    other.write_bytes(b'<rss version="2.0"><channel><title>o</title></channel></rss>')
    from turbo_editor.feed import load
    fresh = ExportDialog(load(str(other)), [], win)       # another feed: its own folder, as before
    assert fresh.folder.text() == str(tmp_path) and fresh.url.text() == ""
