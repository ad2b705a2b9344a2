"""The Site dock, the export report and the ping dialog in Russian: every button, header, note and ping
answer."""

import socket

import pytest
from PySide6.QtWidgets import QHeaderView

from support import SAMPLE
from turbo_editor.publish import export_feed
from turbo_editor.site.ping import PingResult
from turbo_editor.ui.ping_dialog import PingDialog
from turbo_editor.ui.publish_dialogs import ExportReportDialog

FEED = "https://sad.example.ru/turbo.rss"
ROBOTS = "User-agent: *\nDisallow: /turbo.rss\nDisalow: /articles/\nCrawl-delay: abc\n"


def closed_port() -> int:
    """A port on 127.0.0.1 nothing listens on: a connection to it is refused."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def sample(russian_window, tmp_path, qtbot):
    path = tmp_path / "feed.xml"
    path.write_bytes(SAMPLE.read_bytes())
    assert russian_window.files.open_path(str(path), confirm=False)
    qtbot.waitUntil(lambda: russian_window.xml_pane.in_sync, timeout=3000)
    return russian_window


def test_the_site_dock_s_buttons_say_what_they_do_in_russian_and_fit(sample):
    site = sample.site
    site.feed_url.setText(FEED)
    site.robots.setPlainText(ROBOTS)
    site.check()
    assert [b.text() for b in (site.fix_everything, site.copy_text, site.copy_diff)] == \
        ["Исправить всё одним файлом", "Копировать robots.txt", "Копировать изменения"]
    assert site.summary.text().endswith(" 3 проблемы.")
    site.suggest_all()
    header = site.suggestion.toPlainText().splitlines()[0]
    assert header.startswith("# добавить «Allow: /turbo.rss$»"), header
    # Fix all above the suggestion it fills, the copy buttons below it: the dock does not take a third
    # of a 1280-pixel screen away from the forms.
    assert site.minimumSizeHint().width() <= 400
    assert sample.minimumSizeHint().height() <= 600         # nor does the second row make the window taller


@pytest.fixture
def report(sample, tmp_path):
    return export_feed(sample.session.doc, tmp_path / "out", max_items=2, force=True,
                       export_url="https://sad.example.ru/turbo.xml")


def test_the_export_report_s_notes_say_their_severity_in_words(sample, report):
    dialog = ExportReportDialog(report, parent=sample)
    lines = dialog.notes.toPlainText().splitlines()
    severities = {n.severity for n in report.notes}
    assert len(lines) == len(report.notes) and severities == {"info", "warning"}
    for note, line in zip(report.notes, lines, strict=True):
        word = "Предупреждение" if note.severity == "warning" else "Замечание"
        assert line == f"{word}: {note.message}"
    headers = [dialog.files.horizontalHeaderItem(c).text() for c in range(dialog.files.columnCount())]
    assert headers == ["Файл", "Элементы", "Размер", "Ошибки", "Предупреждения", "URL"]


def test_no_header_of_the_export_report_is_cut(sample, report):
    dialog = ExportReportDialog(report, parent=sample)
    dialog.show()
    header = dialog.files.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(1, header.count()):
        text = dialog.files.horizontalHeaderItem(column).text()
        last = column == header.count() - 1                 # the URLs take the room that is left
        assert header.sectionResizeMode(column) == (QHeaderView.Stretch if last else QHeaderView.ResizeToContents)
        assert header.sectionSize(column) > metrics.horizontalAdvance(text), text
    assert header.length() <= dialog.files.viewport().width()          # no column is scrolled out of sight
    dialog.close()


def test_ping_answers_are_russian(sample, report, qtbot):
    dialog = PingDialog([f.url for f in report.files], "Вестник садовода", parent=sample)
    dialog.endpoints.setPlainText(f"rest http://127.0.0.1:{closed_port()}/ping?u={{url}}")
    dialog.ping()
    qtbot.waitUntil(lambda: dialog.ping_results is not None, timeout=15000)
    lines = dialog.answers.toPlainText().splitlines()
    assert len(lines) == len(report.files) and all(line.endswith(": не отправлен — в соединении отказано")
                                                   for line in lines), lines
    assert all(" (https://sad.example.ru/turbo-" in line for line in lines)        # which file each is about


def test_a_ping_the_service_refuses_says_so(sample, report):
    dialog = PingDialog([FEED], parent=sample)
    dialog._pinged([PingResult("https://rpc.example/RPC2", True, 200, "Thanks for the ping.", False, FEED),
                    PingResult("https://rpc.example/RPC2", False, 200, "Feed not found", True, FEED)], None)
    assert dialog.answers.toPlainText().splitlines() == [
        "https://rpc.example/RPC2: принят — Thanks for the ping.",           # the service's own words
        "https://rpc.example/RPC2: отклонён сервисом — Feed not found"]
