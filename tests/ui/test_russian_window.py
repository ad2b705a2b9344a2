"""The window in Russian shows no English: every dialog, dock and message, driven by inputs that bring them up.

Each test brings one source of text on screen (a dock, a form, a dialog, a message box, a menu)
with an input that triggers it, collects every string it shows (tests/ui/screen_text.py) and
fails on any word in Latin letters that is not code, an address, a name Russian keeps in Latin,
or a value quoted from the feed on screen (tests/russian_text.py). A failure names the source,
where each string was found, and its English words.

Modal dialogs do not wait here: QDialog.exec (file dialogs, message boxes built by hand, the
publishing dialogs) and the static QMessageBox functions show the real dialog, collect it and
answer; a menu that exec()s is collected and closed once it is up.
"""

from __future__ import annotations

import threading
import xmlrpc.server
from pathlib import Path

import pytest
from lxml import etree
from PySide6.QtCore import QPoint, QTimer, QUrl
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMessageBox

from russian_text import feed_values, foreign_words
from screen_text import Shown, actions_shown, shown_in
from support import DATA, SAMPLE
from turbo_editor.ui.tree_model import ADS, COUNTERS, ITEMS

# A Russian feed with an error, a warning and a note of every kind the window offers a quick fix for.
PROBLEMS_FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:yandex="http://news.yandex.ru" xmlns:turbo="http://turbo.yandex.ru" version="2.0">
  <channel>
    <title>Вестник садовода</title>
    <link>https://sad.example.ru/</link>
    <description>Советы и новости.</description>
    <language>ru</language>
    <turbo:analytics type="yandex" id="abc"/>
    <turbo:adNetwork type="Yandex" id="R-A-123456-1" turbo-ad-id="first_ad_place"/>
    <item turbo="true">
      <title>Как посадить томаты</title>
      <link>/articles/tomatoes</link>
      <pubDate>21.04.2026</pubDate>
      <yandex:related><link url="https://sad.example.ru/a">Огурцы</link></yandex:related>
      <turbo:content><![CDATA[<p>Без шапки.</p><img src="/img/a.jpg"/><figure data-turbo-ad-id="nowhere"></figure>
<script>x()</script>]]></turbo:content>
    </item>
    <item turbo="false">
      <title>Устаревшая статья</title>
      <link>https://sad.example.ru/articles/old</link>
      <pubDate>Fri, 05 Jan 2024 10:00:00 +0300</pubDate>
      <turbo:content><![CDATA[<header><h1>Устаревшая статья</h1></header><p>Снята.</p>]]></turbo:content>
    </item>
  </channel>
</rss>
"""

# Not well-formed: an end tag that does not match, and an entity XML does not know.
BROKEN_FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Вестник&nbsp;садовода</title>
    <link>https://sad.example.ru/</link>
    <description>Советы</descripton>
  </channel>
</rss>
"""

# Items the preview shows with its notices: relative images, turbo="false", no header.
PREVIEW_FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:turbo="http://turbo.yandex.ru" version="2.0">
  <channel>
    <title>Вестник садовода</title>
    <link>https://sad.example.ru/</link>
    <description>Советы и новости.</description>
    <language>ru</language>
    <item turbo="true">
      <title>Картинки по относительным адресам</title>
      <link>https://sad.example.ru/a</link>
      <turbo:content><![CDATA[<header><h1>Картинки</h1></header><figure><img src="/img/a.jpg"/>
<figcaption>Рассада</figcaption></figure><img src="img/b.jpg"/>]]></turbo:content>
    </item>
    <item turbo="false">
      <title>Снятая статья</title>
      <link>https://sad.example.ru/b</link>
      <turbo:content><![CDATA[<header><h1>Снятая статья</h1></header><p>Текст.</p>]]></turbo:content>
    </item>
    <item turbo="true">
      <title>Статья без шапки</title>
      <link>https://sad.example.ru/c</link>
      <turbo:content><![CDATA[<p>Только абзац.</p>]]></turbo:content>
    </item>
  </channel>
</rss>
"""

ROBOTS_CLOSING_THE_FEED = "User-agent: *\nDisallow: /turbo.rss\nDisallow: /articles/\n"


# -- what is on screen, and the check ---------------------------------------------------------------------

def english_on(shown: list[Shown], allowed=()) -> list[str]:
    allowed = set(allowed)
    problems, seen = [], set()
    for s in shown:
        words = foreign_words(s.text, allowed | set(s.allowed))
        if words and (s.where, s.text) not in seen:
            seen.add((s.where, s.text))
            problems.append(f"  {s.where}:\n      {s.text!r}\n      English: {', '.join(words)}")
    return problems


def assert_russian(shown: list[Shown], allowed=()) -> None:
    assert shown, "nothing was collected: the source was not on screen"
    problems = english_on(shown, allowed)
    assert not problems, f"{len(problems)} strings with English on the Russian screen:\n" + "\n".join(problems)


def values_of(win) -> set[str]:
    doc = win.session.doc
    return feed_values(doc.root) if doc is not None else set()


class Screens:
    """Dialogs and menus the window would wait on: shown, collected, answered."""

    def __init__(self):
        self.shown: list[Shown] = []
        self.titles: list[str] = []
        self.answers: list = []                 # buttons the next message boxes return
        self.drive: list = []                   # callables given the next dialogs: a result code closes it

    def take(self, widget) -> None:
        self.titles.append(widget.windowTitle())
        self.shown += shown_in(widget)

    def exec_dialog(self, dialog) -> int:
        dialog.show()
        QApplication.processEvents()
        result = self.drive.pop(0)(dialog) if self.drive else None
        self.take(dialog)
        if result is not None:
            return result
        if isinstance(dialog, QMessageBox):
            answer = self.answers.pop(0) if self.answers else QMessageBox.Cancel
            button = dialog.button(answer) or dialog.escapeButton()
            if button is not None:
                button.click()
            dialog.close()
            return answer
        dialog.reject()
        return QDialog.Rejected

    def box(self, icon, default_buttons, default_answer):
        def show(parent, title, text, buttons=default_buttons, default=QMessageBox.NoButton):
            box = QMessageBox(icon, title, text, buttons, parent)
            box.show()
            QApplication.processEvents()
            self.take(box)
            answer = self.answers.pop(0) if self.answers else default_answer
            box.close()
            box.deleteLater()
            return answer
        return show

    def about(self, parent, title, text):
        self.box(QMessageBox.Information, QMessageBox.Ok, QMessageBox.Ok)(parent, title, text)

    def popup(self, show) -> None:
        """Call ``show``, which opens a menu and waits for a choice: collect the menu and close it."""
        def take():
            menu = QApplication.activePopupWidget()
            if menu is not None:
                self.titles.append(menu.title())
                self.shown += shown_in(menu)
                menu.close()
        QTimer.singleShot(0, take)
        show()

    def get_int(self, parent, title, label, value=0, minimum=-2147483647, maximum=2147483647, step=1, *_a, **_k):
        dialog = QInputDialog(parent)
        dialog.setInputMode(QInputDialog.IntInput)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setIntRange(minimum, maximum)
        dialog.setIntValue(value)
        self.exec_dialog(dialog)
        dialog.deleteLater()
        return value, False


@pytest.fixture
def screens(monkeypatch):
    s = Screens()
    monkeypatch.setattr(QDialog, "exec", lambda dialog: s.exec_dialog(dialog))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: s.exec_dialog(box))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(s.box(QMessageBox.Critical, QMessageBox.Ok,
                                                                    QMessageBox.Ok)))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(s.box(QMessageBox.Warning, QMessageBox.Ok,
                                                                   QMessageBox.Discard)))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(s.box(QMessageBox.Information, QMessageBox.Ok,
                                                                       QMessageBox.Ok)))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(s.box(
        QMessageBox.Question, QMessageBox.Yes | QMessageBox.No, QMessageBox.No)))
    monkeypatch.setattr(QMessageBox, "about", staticmethod(s.about))
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(s.get_int))
    return s


@pytest.fixture
def russian(qapp, settings_dir):
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "ru") == "ru"
    yield qapp
    i18n.install(qapp, "en")


@pytest.fixture
def win(russian, screens, qtbot, monkeypatch, tmp_path):
    from turbo_editor.ui.main_window import MainWindow
    monkeypatch.setenv("TURBO_EDITOR_DATA_DIR", str(tmp_path / "data"))          # autosaved copies
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.xml_pane.flush()
    window.session.undo_stack.setClean()
    screens.answers[:] = [QMessageBox.Discard]
    window.close()
    window.deleteLater()


def open_feed(win, qtbot, path, text=None) -> None:
    path = Path(path)
    if text is not None:
        path.write_text(text, encoding="utf-8")
    assert win.files.open_path(str(path), confirm=False)
    win.validator.flush()
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=5000)


def status_texts(win) -> list[Shown]:
    """The status bar's notice and counts, without its profile boxes (their own test has them)."""
    status = win.status
    return shown_in(status.problems, status.profile, status.items, status.encoding) + \
        [Shown("status bar: message", status.currentMessage())]


def select(win, group, row):
    model = win.tree.model
    win.tree.select_source(model.index(row, 0, model.group_index(group)))
    return win.forms.current_form()


# -- the window and its menus --------------------------------------------------------------------------

def test_the_main_window_its_docks_menus_and_toolbar(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    win.files.remember(str(tmp_path / "other.xml"))
    win.actions.recent_menu.aboutToShow.emit()                     # Open Recent fills itself when shown
    screens.popup(lambda: win.actions.tree_menu(win).exec(QPoint(0, 0)))
    assert screens.titles, "the tree's menu was not shown"
    win.xml_pane.show_find(replace=True)
    shown = shown_in(win) + screens.shown
    assert_russian(shown, values_of(win) | {"other.xml"})


def test_the_recent_files_menu_with_nothing_in_it(win):
    win.files.clear_recent()
    win.actions.recent_menu.aboutToShow.emit()
    assert_russian(shown_in(win.actions.recent_menu))


def test_help_about(win, screens):
    win.actions.about.trigger()
    assert_russian(screens.shown)


# -- the tree and the forms ------------------------------------------------------------------------------

FORMS = [("channel", None, None), ("item", ITEMS, 0), ("item without Turbo", ITEMS, 2),
         ("counter Yandex", COUNTERS, 0), ("counter LiveInternet", COUNTERS, 1),
         ("ad network Yandex", ADS, 0), ("ad network AdFox", ADS, 1)]


@pytest.mark.parametrize(("name", "group", "row"), FORMS, ids=[f[0] for f in FORMS])
def test_the_tree_and_each_form(win, qtbot, tmp_path, screens, name, group, row):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    if group is None:
        win.tree.select_channel()
        form = win.forms.current_form()
    else:
        form = select(win, group, row)
    assert form is not None
    win.validator.flush()
    shown = shown_in(win.tree, form) + [Shown("window title", win.windowTitle().replace("[*]", ""))]
    editor = getattr(form, "content_editor", None)
    if editor is not None:
        shown += actions_shown([editor.insert_menu.menuAction(), *editor.wrap_actions.values()], "content editor")
        screens.popup(lambda: editor.context_menu(editor.rect().center()).exec(QPoint(0, 0)))
        shown += screens.shown
    assert_russian(shown, values_of(win))


@pytest.mark.parametrize(("group", "row"), [(COUNTERS, 0), (COUNTERS, 1), (COUNTERS, 2), (ADS, 0), (ITEMS, 0)])
def test_the_forms_of_counters_and_ads_spelled_the_old_way(win, qtbot, tmp_path, group, row):
    open_feed(win, qtbot, tmp_path / "feed.xml", (DATA / "turbo-old-spelling.xml").read_text(encoding="utf-8"))
    form = select(win, group, row)
    win.validator.flush()
    assert_russian(shown_in(win.tree, form), values_of(win))


def test_the_forms_of_a_feed_with_problems_show_them_in_russian(win, qtbot, tmp_path):
    open_feed(win, qtbot, tmp_path / "feed.xml", PROBLEMS_FEED)
    shown = []
    for group, row in ((None, None), (COUNTERS, 0), (ADS, 0), (ITEMS, 0), (ITEMS, 1)):
        if group is None:
            win.tree.select_channel()
            form = win.forms.current_form()
        else:
            form = select(win, group, row)
        win.validator.flush()
        shown += shown_in(form)
    assert_russian(shown, values_of(win))


# -- the Problems dock and the rules -----------------------------------------------------------------------

def test_the_problems_list_with_findings_of_every_severity(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", PROBLEMS_FEED)
    problems = win.problems
    severities = {f.severity for f in problems.model.rows}
    assert severities == {"error", "warning", "info"}
    win.commands.ignore_rule("turbo-disabled", True)               # the Ignored toggle and greyed rows
    problems.ignored_toggle.setChecked(True)
    table = problems.table
    for row in range(problems.model.rowCount()):                   # each row's menu and quick fix tip
        table.setCurrentIndex(problems.model.index(row, 0))
        at = table.visualRect(problems.model.index(row, 0)).center()
        screens.popup(lambda at=at: problems._menu(at))
        shown = shown_in(problems)
        screens.shown += shown
    win.navigator.show_panel("xml")
    win.xml_pane.show_findings(win.validator.findings)
    win.xml_pane._show_marks()
    marks = [Shown("XML pane: mark tooltip", message) for *_span, message in win.xml_pane.editor.marks]
    assert marks, "no marks in the XML pane"
    assert_russian(shown_in(win.problems_dock, win.tree) + screens.shown + marks, values_of(win))


RULES = ["xml-html-entity", "missing-element", "date-invalid", "url-relative", "turbo-header-missing",
         "turbo-tag", "turbo-disabled", "turbo-counter-type-case", "turbo-ad-unplaced"]


@pytest.mark.parametrize("rule", RULES)
def test_the_explain_rule_dialog(win, rule):
    from turbo_editor.ui.problems import explain_rule
    explain_rule(win.problems, rule)
    dialog = win.problems._explain_dialog
    assert dialog.isVisible()
    assert_russian(shown_in(dialog))


@pytest.mark.parametrize("query", ["", "turbo-header", "шапк", "nothing-like-this"])
def test_help_validation_rules(win, query):
    win.actions.rules.trigger()
    dialog = win._rules_dialog
    dialog.filter.setText(query)
    assert_russian(shown_in(dialog), {query})


# -- the XML pane, opening files, the status bar --------------------------------------------------------

def test_the_xml_pane_with_text_that_is_not_well_formed(win, qtbot, tmp_path):
    path = tmp_path / "broken.xml"
    path.write_text(BROKEN_FEED, encoding="utf-8")
    assert win.files.open_path(str(path), confirm=False)
    win.validator.flush()
    pane = win.xml_pane
    marks = [Shown("XML pane: mark tooltip", message) for *_span, message in pane.editor.marks]
    if pane.editor.error_mark:
        marks.append(Shown("XML pane: error mark tooltip", pane.editor.error_mark[1]))
    assert marks, "no marks on the broken text"
    shown = shown_in(pane, win.form_banner, win.problems_dock) + status_texts(win) + marks
    assert_russian(shown, {"nbsp", "descripton", "description", "Вестник&nbsp;садовода"})


def _cp1251_undeclared(path):
    path.write_bytes('<rss version="2.0"><channel><title>Вестник садовода</title></channel></rss>'.encode("cp1251"))


def _folder(path):
    path.mkdir()


def _not_xml(path):
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")


def _not_a_feed(path):
    path.write_text("<html><body><p>Не лента</p></body></html>", encoding="utf-8")


OPENING = {"windows-1251 read as UTF-8": _cp1251_undeclared, "a folder": _folder, "a missing file": None}
NOT_FEEDS = {"not XML": _not_xml, "HTML, not a feed": _not_a_feed}


@pytest.mark.parametrize("case", list(OPENING))
def test_opening_errors(win, tmp_path, screens, case):
    path = tmp_path / "лента.xml"
    if OPENING[case] is not None:
        OPENING[case](path)
    screens.answers[:] = [QMessageBox.No]
    win.files.open_path(str(path), confirm=False)
    assert screens.titles, "no message was shown"
    assert_russian(screens.shown + status_texts(win), {str(path), path.name})


@pytest.mark.parametrize("case", list(NOT_FEEDS))
def test_opening_a_file_that_is_not_a_feed(win, tmp_path, screens, case):
    """Kept as text (not XML) or checked (not RSS): the pane, the banner, the status bar and the problems say so."""
    path = tmp_path / "лента.xml"
    NOT_FEEDS[case](path)
    assert win.files.open_path(str(path), confirm=False)
    win.validator.flush()
    assert win.validator.findings
    shown = shown_in(win.xml_pane, win.form_banner, win.problems_dock) + status_texts(win) + screens.shown
    assert_russian(shown, {str(path), path.name, "html", "body", "PNG"})


def test_the_status_bar_after_opening_a_feed_with_an_undeclared_prefix(win, qtbot, tmp_path):
    path = tmp_path / "feed.xml"
    path.write_bytes((DATA / "undeclared-prefix.xml").read_bytes())
    assert win.files.open_path(str(path), confirm=False)
    win.validator.flush()
    assert win.status.currentMessage(), "no notice about the prefixes"
    assert_russian(status_texts(win), values_of(win))


@pytest.mark.parametrize("profile", ["auto", "turbo", "rss"])
def test_the_status_bar_says_what_the_feed_was_checked_as(win, qtbot, tmp_path, profile):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    win.status._chosen(profile)
    win.validator.flush()
    assert_russian(shown_in(win.status), values_of(win))


# -- saving ---------------------------------------------------------------------------------------------------

def test_save_as_koi8_r_with_characters_it_lacks(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8").replace(
        "Вестник садовода", "Вестник садовода — «сад» € ✓"))
    win.session.set_encoding("KOI8-R")
    screens.answers[:] = [QMessageBox.Cancel]
    assert not win.files.save()
    assert_russian(screens.shown, values_of(win))


def test_unsaved_changes_and_saving_broken_text(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    win.session.apply(win.session.doc.channel.set("title", "Новый заголовок"), "edit")
    screens.answers[:] = [QMessageBox.Cancel]
    win.actions.new.trigger()                                      # Save the changes? Save, Discard, Cancel
    win.xml_pane.editor.setPlainText(BROKEN_FEED)
    win.xml_pane.flush()
    screens.answers[:] = [QMessageBox.No]
    win.files.save()                                               # Not well-formed: save as it is?
    assert len(screens.titles) >= 2
    assert_russian(screens.shown, values_of(win))


def test_a_save_that_fails(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    folder = tmp_path / "папка"
    folder.mkdir()
    assert not win.files._save_to(str(folder))
    assert_russian(screens.shown, {str(folder), folder.name})


# -- crash recovery ---------------------------------------------------------------------------------------------

def test_the_crash_recovery_dialog(russian, tmp_path, qtbot):
    from turbo_editor.ui.recovery import Recoverable
    from turbo_editor.ui.recovery_dialog import RecoveryDialog
    original = tmp_path / "feed.xml"
    original.write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    copies = []
    for name, where, encoding in (("edited", str(original), "windows-1251"), ("new", None, None),
                                  ("gone", str(tmp_path / "gone.xml"), None)):
        text = SAMPLE.read_text(encoding="utf-8").replace("Вестник садовода", "Новый заголовок")
        text_path, note_path = tmp_path / f"{name}.copy", tmp_path / f"{name}.json"
        text_path.write_text(text, encoding="utf-8")
        note_path.write_text("{}", encoding="utf-8")
        copies.append(Recoverable(text_path, note_path, where, 0.0, text, encoding))
    dialog = RecoveryDialog(copies)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = []
    for row in range(len(copies)):
        dialog.list.setCurrentRow(row)
        shown += shown_in(dialog)
    root = etree.fromstring(SAMPLE.read_bytes())
    assert_russian(shown, feed_values(root) | {str(original), str(tmp_path / "gone.xml"), "feed.xml", "gone.xml",
                                                "Новый заголовок"})
    dialog.close()


# -- publishing --------------------------------------------------------------------------------------------------

def test_the_site_dock_with_a_robots_txt_that_closes_the_feed(win, qtbot, tmp_path):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    win.actions.robots.trigger()
    site = win.site
    shown = shown_in(site)                                          # before any check
    site.robots.setPlainText(ROBOTS_CLOSING_THE_FEED)
    site.check()
    assert site.problems.count() > 0
    for row in range(site.problems.count()):
        site.problems.setCurrentRow(row)
        shown += shown_in(site)
    site.suggest_all()
    shown += shown_in(site)
    site.robots.setPlainText(ROBOTS_CLOSING_THE_FEED + "\n")        # changed since the check
    shown += shown_in(site)
    assert_russian(shown, values_of(win))


def test_the_export_dialog_the_errors_dialog_and_the_report(win, qtbot, tmp_path, screens):
    from turbo_editor.ui.publish_dialogs import ExportDialog, ExportReportDialog
    open_feed(win, qtbot, tmp_path / "feed.xml", PROBLEMS_FEED)
    dialog = ExportDialog(win.session.doc, win.validator.findings, win)
    dialog.show()
    shown = shown_in(dialog)
    dialog.folder.setText("")
    dialog.run_export()                                              # no folder: a message
    dialog.folder.setText(str(tmp_path / "out"))
    dialog.url.setText("https://sad.example.ru/turbo.rss")
    screens.drive[:] = [lambda anyway: anyway.accept() or QDialog.Accepted]     # the feed has errors: export
    dialog.run_export()
    qtbot.waitUntil(lambda: not dialog.running, timeout=30000)
    assert dialog.report is not None and len(screens.titles) == 2        # no folder; the errors
    report = ExportReportDialog(dialog.report, "Вестник садовода", win)
    report.show()
    shown += shown_in(report) + screens.shown
    # rest and xmlrpc: the kinds of endpoint, as the box takes them
    assert_russian(shown, values_of(win) | {str(tmp_path / "out"), "turbo.rss", "rest", "xmlrpc"})


class _Ping(xmlrpc.server.SimpleXMLRPCServer):
    allow_reuse_address = True


@pytest.fixture
def ping_service():
    server = _Ping(("127.0.0.1", 0), logRequests=False, allow_none=True)
    server.register_function(lambda name, url: {"flerror": False, "message": "Спасибо за пинг."},
                             "weblogUpdates.ping")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/RPC2"
    server.shutdown()
    server.server_close()


def test_the_ping_dialog(win, qtbot, tmp_path, ping_service):
    from turbo_editor.ui.ping_dialog import PingDialog
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    dialog = PingDialog(["https://sad.example.ru/turbo.rss"], "Вестник садовода", win)
    dialog.endpoints.setPlainText(f"xmlrpc {ping_service}\nrest http://127.0.0.1:9/ping?url={{url}}")
    dialog.show()
    shown = shown_in(dialog)
    dialog.ping()
    shown += shown_in(dialog)                                         # while pinging
    qtbot.waitUntil(lambda: dialog.ping_results is not None, timeout=15000)
    shown += shown_in(dialog)
    assert_russian(shown, values_of(win) | {"xmlrpc", "rest", ping_service})


@pytest.mark.parametrize("url", ["", "https://sad.example.ru/turbo.rss", "javascript:alert(1)", "data:text/xml,x",
                                 "sad.example.ru/turbo.rss", "/turbo.rss", "https://", "ftp://sad.example.ru/a"])
def test_the_autodiscovery_dialog(win, qtbot, tmp_path, url):
    from turbo_editor.ui.publish_dialogs import AutodiscoveryDialog
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    dialog = AutodiscoveryDialog(win.session.doc, win)
    dialog.show()
    dialog.url.setText(url)
    assert_russian(shown_in(dialog), values_of(win) | {url, "alert"})


def test_the_autodiscovery_dialog_for_a_bad_self_link(win, qtbot, tmp_path):
    from turbo_editor.ui.publish_dialogs import AutodiscoveryDialog
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8").replace(
        'href="https://sad.example.ru/turbo.rss"', 'href="/turbo.rss"'))
    dialog = AutodiscoveryDialog(win.session.doc, win)
    dialog.show()
    assert_russian(shown_in(dialog), values_of(win))


def test_preferences(win, screens):
    win.actions.preferences.trigger()
    assert screens.titles
    # A language chooser names each language in itself; rest and xmlrpc are the kinds of ping endpoint.
    assert_russian(screens.shown, {"English", "rest", "xmlrpc"})


# -- the preview ----------------------------------------------------------------------------------------------------

def visible_html_text(html: str) -> list[str]:
    from lxml import html as lxml_html
    root = lxml_html.fromstring(html)
    for junk in root.xpath("//script|//style|//head/title"):
        junk.drop_tree()
    texts = [t for t in root.itertext() if t.strip()]
    texts += [v for el in root.iter() if isinstance(el.tag, str)
              for name in ("alt", "title", "placeholder", "value", "aria-label") if (v := el.get(name))]
    return texts


@pytest.mark.parametrize("row", [0, 1, 2], ids=["relative images", "turbo false", "no header"])
def test_the_preview_of_items_with_notices(win, qtbot, tmp_path, monkeypatch, row):
    from turbo_editor.ui import preview_pane
    pages = []
    real = preview_pane.render_item
    monkeypatch.setattr(preview_pane, "render_item", lambda *a, **k: pages.append(real(*a, **k)) or pages[-1])
    open_feed(win, qtbot, tmp_path / "feed.xml", PREVIEW_FEED)
    win.navigator.show_panel("preview")
    select(win, ITEMS, row)
    qtbot.waitUntil(lambda: bool(pages), timeout=10000)
    shown = [Shown("preview page", text) for text in visible_html_text(pages[-1])] + shown_in(win.preview)
    assert_russian(shown, values_of(win))


def test_the_preview_asks_before_opening_a_link(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", PREVIEW_FEED)
    win.preview.linkClicked.emit(QUrl("https://sad.example.ru/a"))
    assert_russian(screens.shown, {"https://sad.example.ru/a"})


# -- authoring --------------------------------------------------------------------------------------------------------

def snippet_text(markup: str) -> list[str]:
    """The words a reader of the page would see in a snippet: its text and its visible attributes."""
    return visible_html_text(f"<div>{markup}</div>")


def test_insert_block_snippets_into_a_russian_feed(win, qtbot, tmp_path):
    from turbo_editor.content.snippets import SNIPPETS
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    before = values_of(win)
    form = select(win, ITEMS, 1)
    editor = form.content_editor
    shown = []
    for key in SNIPPETS:
        editor.setPlainText("<header><h1>Заголовок</h1></header>")
        cursor = editor.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        editor.setTextCursor(cursor)
        editor.insert_snippet(key)
        inserted = editor.toPlainText().replace("<header><h1>Заголовок</h1></header>", "", 1)
        shown += [Shown(f"snippet {key}", text) for text in snippet_text(inserted)]
    assert_russian(shown, before)


@pytest.mark.parametrize("url", ["", "/img/a.jpg"])
def test_the_insert_image_dialog_and_its_errors(win, qtbot, tmp_path, screens, url):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    editor = select(win, ITEMS, 0).content_editor
    screens.drive[:] = [lambda dialog: dialog.url.setText(url) or dialog.accept()]    # refused: says why
    editor.insert_image()
    assert screens.titles
    assert_russian(screens.shown, {url})


def test_file_new(win, qtbot):
    win.actions.new.trigger()
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=5000)
    doc = win.session.doc
    texts = [t for t in doc.root.itertext() if t.strip()]
    texts += [c.text for c in doc.root.iter(etree.Comment) if c.text]
    for node in doc.root.iter():                                        # the template's own page text
        if isinstance(node.tag, str) and node.tag.endswith("content") and node.text:
            texts += snippet_text(node.text)
    shown = [Shown("the new feed's text", t) for t in texts]
    win.tree.select_channel()
    shown += shown_in(win.tree, win.forms.current_form())
    shown.append(Shown("window title", win.windowTitle().replace("[*]", "")))
    # Nothing of the template is allowed but the code of its language: every word of it is ours.
    assert_russian(shown, {doc.channel.get("language")} - {None})


def test_undo_and_redo_name_each_step_in_russian(win, qtbot, tmp_path):
    open_feed(win, qtbot, tmp_path / "feed.xml", PROBLEMS_FEED)
    shown = []

    def steps(where):
        for action in (win.actions.undo, win.actions.redo):
            shown.extend(actions_shown([action], where))
    form = select(win, ITEMS, 0)
    form.bindings["title"].widget.setText("Новый заголовок")
    form.bindings["title"].widget.editingFinished.emit()
    steps("after typing a title")
    win.actions.add_item.trigger()
    steps("after Add item")
    win.actions.duplicate.trigger()
    steps("after Duplicate")
    win.actions.down.trigger()
    steps("after Move down")
    win.actions.delete.trigger()
    steps("after Delete")
    win.actions.add_counter.trigger()
    steps("after Add counter")
    win.actions.add_ad.trigger()
    steps("after Add ad network")
    win.session.set_encoding("windows-1251")
    steps("after choosing an encoding")
    win.validator.flush()
    fixable = [f for f in win.validator.findings if f.rule in ("date-invalid", "turbo-header-missing", "url-relative")]
    assert fixable
    win.commands.apply_fix(fixable[0])
    steps("after a quick fix")
    win.commands.ignore_rule("turbo-disabled", True)
    steps("after ignoring a rule")
    win.xml_pane.editor.setPlainText(win.xml_pane.editor.toPlainText().replace("Вестник садовода", "Вестник"))
    win.xml_pane.flush()
    steps("after typing in the XML pane")
    win.actions.undo.trigger()
    steps("after Undo")
    assert_russian(shown, values_of(win))


# -- Qt's own dialogs ----------------------------------------------------------------------------------------------

def test_qt_file_dialogs(win, qtbot, tmp_path, screens, monkeypatch):
    (tmp_path / "лента.xml").write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "папка").mkdir()
    from turbo_editor.ui import settings
    settings.put(settings.LAST_FOLDER, str(tmp_path))
    real = screens.exec_dialog

    def non_native(dialog):
        if isinstance(dialog, QFileDialog):
            dialog.setOption(QFileDialog.DontUseNativeDialog, True)
            dialog.setDirectory(str(tmp_path))
        return real(dialog)
    monkeypatch.setattr(QDialog, "exec", non_native)
    win.actions.open.trigger()                                         # Open
    win.files.save_as()                                                 # Save as
    from turbo_editor.ui.file_dialogs import choose_folder
    choose_folder(win, "Экспорт в папку", str(tmp_path))                # the export folder
    assert len(screens.titles) == 3
    assert_russian(screens.shown, {"лента.xml", "папка", str(tmp_path), *tmp_path.parts, Path.home().name})


def test_go_to_line(win, qtbot, tmp_path, screens):
    open_feed(win, qtbot, tmp_path / "feed.xml", SAMPLE.read_text(encoding="utf-8"))
    win.navigator.show_panel("xml")
    win.xml_pane.ask_line()
    assert screens.titles
    assert_russian(screens.shown)


def test_the_english_interface_keeps_english_names(qapp, settings_dir):
    """The names the Russian channel form translates stay English in English: languages, days."""
    from turbo_editor.ui import i18n
    from turbo_editor.ui.forms.channel import day_names, language_choices
    assert i18n.install(qapp, "en") == "en"
    assert ("de", "de — German") in language_choices() and ("ru", "ru — Russian") in language_choices()
    assert day_names() == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
