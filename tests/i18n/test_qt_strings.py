"""Qt's own dialogs and widgets speak Russian with the interface: the file dialog, standard buttons,
context menus, the preview's menu; where Qt's catalogue lacks a string, ours gives it."""

import re

import pytest
from PySide6.QtCore import QFileInfo, QLocale
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QFileIconProvider,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QUndoView,
)

from turbo_editor.ui import i18n

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def russian_text(text: str) -> bool:
    """Russian words and no English ones (a shortcut after a tab is the key's name)."""
    text = text.split("\t")[0].replace("&", "")
    return bool(CYRILLIC.search(text)) and not LATIN_WORD.search(text)


def labels(dialog) -> dict[str, str]:
    return {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.objectName()}


def test_the_file_dialog_of_qt_speaks_russian(russian, tmp_path):
    dialog = QFileDialog(None, "Открыть ленту", str(tmp_path), "Ленты RSS (*.xml *.rss)")
    dialog.setOption(QFileDialog.DontUseNativeDialog)
    shown = labels(dialog)
    assert (shown["lookInLabel"], shown["fileNameLabel"], shown["fileTypeLabel"]) == \
        ("&Папка:", "&Имя файла:", "&Тип файлов:")
    assert [b.text() for b in dialog.findChildren(QPushButton)] == ["&Открыть", "Отмена"]
    dialog.setFileMode(QFileDialog.Directory)
    assert labels(dialog)["fileNameLabel"] == "Имя папки:"
    assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "Папка"     # the Type column of a folder
    dialog.deleteLater()


def test_standard_buttons_speak_russian(russian):
    buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults
                               | QDialogButtonBox.Close)
    assert [buttons.button(b).text() for b in (QDialogButtonBox.Cancel, QDialogButtonBox.RestoreDefaults,
                                               QDialogButtonBox.Close)] == ["Отмена", "По умолчанию", "Закрыть"]
    box = QMessageBox(QMessageBox.Warning, "Несохранённые изменения", "Сохранить изменения?",
                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel)
    # "Discard" is "Отклонить" (reject) in Qt's catalogue: ours says what the button does.
    assert [box.button(b).text() for b in (QMessageBox.Save, QMessageBox.Discard, QMessageBox.Cancel)] == \
        ["Сохранить", "Не сохранять", "Отмена"]


def test_context_menus_and_the_undo_view_speak_russian(russian_window):
    for widget in (russian_window.site.feed_url, QLineEdit(), QPlainTextEdit()):
        texts = [a.text() for a in widget.createStandardContextMenu().actions() if not a.isSeparator()]
        assert texts and all(russian_text(t) for t in texts), texts
    assert QUndoView().emptyLabel() == "<пусто>"


def test_texts_qt_takes_from_the_locale_follow_the_interface(russian):
    assert QLocale().dayName(1, QLocale.ShortFormat) == "пн"       # the channel form's skip days


def test_every_string_our_catalogue_mends_is_russian(russian):
    mended = i18n.mended_qt_strings()
    assert mended and all(russian_text(text) for text in mended), mended


def test_english_gets_qt_s_english_back(russian, qapp):
    i18n.install(qapp, "en")
    assert QDialogButtonBox(QDialogButtonBox.Cancel).button(QDialogButtonBox.Cancel).text() == "Cancel"
    assert i18n.mended_qt_strings()[0] == "&Look in:"
    assert QLocale().dayName(1, QLocale.ShortFormat) == "Mon"


@pytest.fixture
def web_page(russian):
    from PySide6.QtWebEngineCore import QWebEnginePage
    from shiboken6 import delete
    page = QWebEnginePage()
    yield page, QWebEnginePage.WebAction
    delete(page)                    # now: the default profile must outlive it


def test_the_preview_s_context_menu_speaks_russian(web_page):
    page, action = web_page
    texts = [page.action(a).text() for a in (action.Back, action.Forward, action.Reload, action.Copy,
                                               action.SelectAll, action.SavePage, action.ViewSource)]
    assert all(russian_text(t) for t in texts), texts
