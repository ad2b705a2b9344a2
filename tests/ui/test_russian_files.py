"""The window in Russian, opening and saving: every box, banner, mark, status text and the
recovery dialog say what happened in Russian and name the file; nothing English reaches the screen
but paths, code, encodings and element names."""

import os
import re

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMessageBox

from russian_text import foreign_words
from support import SAMPLE
from turbo_editor.feed import load
from turbo_editor.ui.recovery import Recoverable
from turbo_editor.ui.recovery_dialog import RecoveryDialog

FEED = ('<?xml version="1.0"{decl}?>\n<rss version="2.0"><channel><title>{title}</title>'
        '<link>https://example.ru/</link><description>Описание</description></channel></rss>\n')
TITLE = "Привет, как дела в нашем саду этой весной"


def russian(text: str, *paths) -> str:
    assert any("а" <= c.lower() <= "я" for c in text), text
    assert foreign_words(text, [str(p) for p in paths]) == [], text
    return text


@pytest.fixture
def boxes(monkeypatch):
    """The (title, text) of every message box, answered No (Discard for the unsaved-changes question)."""
    shown = []

    def answer(kind):
        def box(_parent, title, text, *_args, **_kwargs):
            shown.append((title, text))
            return QMessageBox.Discard if kind == "warning" else QMessageBox.No
        return staticmethod(box)
    for name in ("warning", "question", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, answer(name))

    def exec_(box):                         # a box of its own buttons: Cancel
        shown.append((box.windowTitle(), box.text()))
        box.clickedButton = lambda: box.button(QMessageBox.Cancel)
        return QMessageBox.Cancel
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


@pytest.fixture
def speaking_russian(qapp, settings_dir):
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "ru") == "ru"
    yield
    i18n.install(qapp, "en")


@pytest.fixture
def win(speaking_russian, boxes, qtbot):
    from turbo_editor.ui.main_window import MainWindow
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.xml_pane.flush()
    window.close()
    window.deleteLater()


def write(path, data: bytes):
    path.write_bytes(data)
    return str(path)


# -- opening ----------------------------------------------------------------------------------

def test_a_file_in_another_encoding_is_explained_in_russian_and_offered_in_that_one(win, tmp_path, boxes):
    path = write(tmp_path / "лента.xml", FEED.format(decl="", title=TITLE).encode("cp1251"))
    assert not win.files.open_path(path, confirm=False)
    title, text = boxes[-1]
    assert title == "Неверная кодировка"
    assert "байт 0xCF недопустим в UTF-8" in text and "Открыть файл в кодировке windows-1251?" in text
    assert "Или открыть его как UTF-8" in text
    russian(text, path)


@pytest.mark.parametrize("case", ["folder", "missing", "under a file", "unknown encoding", "unreadable"])
def test_a_file_that_cannot_be_opened_is_named_and_the_reason_said_in_russian(win, tmp_path, boxes, case,
                                                                              monkeypatch):
    plain = write(tmp_path / "plain.xml", b"x")
    path, reason = {
        "folder": (str(tmp_path), "это папка, а не файл"),
        "missing": (str(tmp_path / "gone.xml"), "такого файла или папки нет"),
        "under a file": (os.path.join(plain, "feed.xml"), "часть пути — файл, а не папка"),
        "unknown encoding": (write(tmp_path / "enc.xml", FEED.format(decl=' encoding="x-nonsense"', title="т")
                                   .encode()), "Строка 1, столбец 31: в XML-объявлении указана неизвестная кодировка"),
        "unreadable": (write(tmp_path / "locked.xml", FEED.format(decl="", title="т").encode()),
                       "доступ запрещён: у вас нет прав на чтение или запись"),
    }[case]
    if case == "unreadable":          # root reads everything: the file system's answer, as a user meets it
        def refused(*_args, **_kwargs):
            raise PermissionError(13, "Permission denied", path)
        monkeypatch.setattr("builtins.open", refused)
    assert not win.files.open_path(path, confirm=False)
    monkeypatch.undo()
    title, text = boxes[-1]
    assert title == f"Не удалось открыть {os.path.basename(path) or path}"
    assert text.startswith(path + "\n\n") and reason in text
    russian(text, path)


def test_the_broken_file_banner_and_its_marks_speak_russian(win, tmp_path, qtbot):
    path = write(tmp_path / "empty.xml", b"\n")
    assert win.files.open_path(path, confirm=False)
    pane = win.xml_pane
    qtbot.waitUntil(lambda: pane.banner.isVisible(), timeout=3000)
    assert pane.banner.text().startswith("XML некорректен — 1:1: файл пуст: лента начинается с <?xml …?> и <rss>.")
    russian(pane.banner.text())
    tooltip = pane.editor.messages_at(0)                # what the tooltip at the mark shows
    assert tooltip and tooltip[0] == "1:1: файл пуст: лента начинается с <?xml …?> и <rss>"
    for message in tooltip:
        russian(message)
    russian(win.form_banner.text())
    # A feed with more than one error: each underlined one says what is wrong in Russian too.
    path = write(tmp_path / "broken.xml", b'<?xml version="1.0"?>\n<rss version="2.0"><channel><title>a</title>\n'
                                          b'<item><title>b &nbsp; c</title></channel></rss>\n')
    assert win.files.open_path(path, confirm=False)
    qtbot.waitUntil(lambda: "3:16" in pane.banner.text(), timeout=3000)
    russian(pane.banner.text())
    marks = [m for _s, _e, _sev, m in pane.editor.marks]
    assert len(marks) >= 2
    for message in marks + pane.editor.messages_at(pane.editor.marks[0][0]):
        russian(message)


# -- the status bar -----------------------------------------------------------------------------

def test_the_status_bar_says_what_the_loader_added_and_the_profile_in_russian_words(win, tmp_path):
    path = write(tmp_path / "feed.xml", b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
                                        b'<title>t</title><turbo:extendedHtml>true</turbo:extendedHtml>'
                                        b'</channel></rss>\n')
    assert win.files.open_path(path, confirm=False)
    win.validator.flush()
    notice = win.statusBar().message()          # whole: a narrow window shows it cut, the tooltip whole
    assert notice.startswith("префикс «turbo:» используется без объявления пространства имён")
    russian(notice)
    assert win.status.profile.text() == "Проверено как Турбо-лента"
    plain = write(tmp_path / "rss.xml", FEED.format(decl="", title="т").encode())
    assert win.files.open_path(plain, confirm=False)
    win.validator.flush()
    assert win.statusBar().currentMessage() == ""          # nothing said of this file: not the last one's notice
    assert win.status.profile.text() == "Проверено как RSS 2.0"
    win.validator.checker = None                       # auto, before a check has picked one
    win.status.show_findings()
    assert win.status.profile.text() == "Проверено автоматически"
    for box in (win.status.profile_box, win.status.toolbar_profile_box):
        for i in range(box.count()):
            russian(box.itemText(i))
        russian(box.toolTip())


# -- saving -------------------------------------------------------------------------------------

def test_a_save_that_fails_names_the_file_and_says_why_in_russian(win, tmp_path, boxes):
    path = write(tmp_path / "feed.xml", SAMPLE.read_bytes())
    assert win.files.open_path(path, confirm=False)
    for target, reason in ((str(tmp_path), "это папка; выберите обычный файл"),
                           (os.path.join(path, "copy.xml"), "часть пути — файл, а не папка; файл на диске не изменён")):
        assert not win.files._save_to(target)
        title, text = boxes[-1]
        assert title == f"Файл {os.path.basename(target)} не сохранён" and reason in text
        russian(text, target)


def test_text_that_does_not_parse_saved_where_it_cannot_be_says_why_in_russian(win, tmp_path, boxes, monkeypatch):
    path = write(tmp_path / "broken.xml", b"<rss><channel></rss>")
    assert win.files.open_path(path, confirm=False)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *_a, **_k: QMessageBox.Yes))
    assert not win.files._save_to(str(tmp_path))
    title, text = boxes[-1]
    assert "не удалось сохранить" in text and "это папка" in text
    russian(text, tmp_path)


def test_the_characters_koi8r_lacks_are_listed_in_russian_with_how_each_is_written(win, tmp_path, monkeypatch):
    feed = FEED.format(decl="", title="«Снег» ☃ и ещё ☃").replace("<channel>", "<channel><!-- ✓ -->")
    path = write(tmp_path / "feed.xml", feed.encode())
    assert win.files.open_path(path, confirm=False)
    shown = []

    def exec_(box):
        shown.append((box.windowTitle(), box.text(), [b.text() for b in box.buttons()]))
        return 0
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert win.files._encoding_for("KOI8-R") is None          # nothing chosen: not saved
    title, text, buttons = shown[0]
    assert title == "Символы, которых нет в KOI8-R"
    assert "U+2603 (☃), 2 раза: записывается ссылкой &#9731;" in text
    assert "U+00AB («), 1 раз: записывается ссылкой &#171;" in text
    assert re.search(r"U\+2713 \(✓\), 1 раз, в строке \d+: записать нельзя: в комментарии ссылка на символ "
                     "невозможна", text)
    assert text.endswith("Некоторые из них в кодировке KOI8-R записать нельзя совсем: сохраните в UTF-8 "
                         "или удалите их.")
    russian(text)
    for button in buttons:
        assert foreign_words(button) == [], buttons


# -- crash recovery -----------------------------------------------------------------------------

def recoverable(tmp_path, original) -> Recoverable:
    doc = load(SAMPLE)
    doc.apply(doc.channel.items[0].set("title", "Правка, которая пережила сбой"))
    copy = tmp_path / "copy.xml"
    copy.write_text(doc.to_text("UTF-8"), encoding="utf-8")
    return Recoverable(copy, tmp_path / "copy.json", original, 0.0, doc.to_text("UTF-8"), "UTF-8")


def test_the_recovery_dialog_compares_in_russian_words(speaking_russian, tmp_path):
    original = write(tmp_path / "feed.xml", SAMPLE.read_bytes())
    dialog = RecoveryDialog([recoverable(tmp_path, original), recoverable(tmp_path, None)])
    shown = dialog.diff.toPlainText().splitlines()
    assert shown[0] == f"--- на диске: {original}" and shown[1] == "+++ восстановленная копия"
    hunks = [line for line in shown if line.startswith("@@")]
    assert hunks and all(h.startswith("@@ строк") and "на диске, строк" in h and h.endswith("в копии @@")
                         for h in hunks), hunks
    for line in shown[:2] + hunks:
        russian(line, original)
    labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    for text in labels:
        assert "diff" not in text.lower()
        russian(text, original)
    for button in dialog.findChild(QDialogButtonBox).buttons():
        russian(button.text())
    dialog.list.setCurrentRow(1)
    shown = dialog.diff.toPlainText().splitlines()
    assert shown[0] == "--- на диске: ничего (новая лента)"
    assert shown[2].startswith("@@ на диске строк нет, строки 1–")


def test_the_recovery_dialog_says_in_russian_why_the_file_on_disk_is_not_compared(speaking_russian, tmp_path,
                                                                                 monkeypatch):
    original = write(tmp_path / "feed.xml", SAMPLE.read_bytes())
    rec = recoverable(tmp_path, original)

    def refused(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied", original)
    monkeypatch.setattr("turbo_editor.ui.recovery.open", refused, raising=False)
    dialog = RecoveryDialog([rec])
    assert dialog.state.text().startswith(f"Файл {original} не читается (доступ запрещён")
    russian(dialog.state.text(), original)


def test_a_copy_that_cannot_be_deleted_is_named_and_the_reason_said_in_russian(speaking_russian, tmp_path, boxes,
                                                                              monkeypatch):
    rec = recoverable(tmp_path, None)
    rec.text_path.unlink()
    rec.text_path.mkdir()                     # a folder where the copy was: unlink refuses it
    dialog = RecoveryDialog([rec])
    asked = []

    def sure(_parent, title, text, *_args):
        asked.append((title, text))
        return QMessageBox.Discard
    monkeypatch.setattr(QMessageBox, "question", staticmethod(sure))
    dialog.discard_current()
    (question,) = asked
    assert question[0] == "Удаление копии"
    russian(question[1])
    title, text = boxes[-1]
    assert title == "Копия не удалена" and text.startswith(f"Не удалось удалить {rec.text_path}: ")
    russian(text, rec.text_path)
    QApplication.processEvents()
