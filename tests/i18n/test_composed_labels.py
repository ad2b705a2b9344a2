"""Labels made of two translated parts read as one Russian phrase.

Undo and Redo are Qt's "<prefix> <the step's text>": the steps' names are translated in the form
that follows "Отменить" / "Повторить" (the accusative), so the Edit menu says "Отменить правку XML",
not "Отменить правка XML".
"""

import pytest
from PySide6.QtWidgets import QApplication

from i18n_support import close_window, make_window
from support import SAMPLE
from turbo_editor.ui.tree_model import ITEMS


@pytest.fixture
def russian_feed(russian, no_message_boxes, qtbot, tmp_path):
    """A Russian window on the sample feed with a relative item link (a quick fix to make)."""
    text = SAMPLE.read_text(encoding="utf-8").replace(
        "<link>https://sad.example.ru/calendar/june</link>", "<link>/calendar/june</link>")
    path = tmp_path / "feed.xml"
    path.write_text(text, encoding="utf-8")
    win = make_window(qtbot)
    assert win.files.open_path(str(path), confirm=False)
    win.validator.flush()
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=3000)
    yield win
    close_window(win)


def select_item(win, row):
    model = win.tree.model
    win.tree.select_source(model.index(row, 0, model.group_index(ITEMS)))
    return win.forms.current_form()


def undo_and_redo(win) -> tuple[str, str]:
    """The Undo action's text now, and the Redo action's once that step is undone (then redone)."""
    undo = win.actions.undo.text()
    win.actions.undo.trigger()
    redo = win.actions.redo.text()
    win.actions.redo.trigger()
    assert win.actions.undo.text() == undo
    return undo, redo


def assert_step(win, phrase: str) -> None:
    assert undo_and_redo(win) == ("&Отменить " + phrase, "&Повторить " + phrase)


def test_an_xml_edit(russian_feed):
    win = russian_feed
    text = win.session.doc.to_text()
    assert win.session.accept_text(text.replace("Вестник садовода", "Вестник огородника", 1))
    assert_step(win, "правку XML")


def test_a_field_edit(russian_feed):
    win = russian_feed
    form = select_item(win, 0)
    form.bindings["title"].widget.setText("Другой заголовок")
    form.bindings["title"].edited()
    assert_step(win, "изменение поля «Заголовок»")


def test_adding_duplicating_and_deleting_items(russian_feed):
    win = russian_feed
    select_item(win, 0)
    win.actions.add_item.trigger()
    assert_step(win, "добавление элемента")
    select_item(win, 0)
    win.actions.duplicate.trigger()
    assert_step(win, "дублирование 1 элемента")
    select_item(win, 0)
    win.actions.delete.trigger()
    assert_step(win, "удаление 1 узла")


def test_moving_items(russian_feed):
    win = russian_feed
    select_item(win, 1)
    win.actions.up.trigger()
    assert_step(win, "перемещение вверх")
    items = win.tree.model.item_elements()
    win.commands.move_dropped(items[:2], len(items))
    assert_step(win, "перемещение 2 элементов")


def test_pasting_items(russian_feed):
    win = russian_feed
    select_item(win, 0)
    win.tree.view.setFocus()
    win.actions.copy.trigger()
    assert QApplication.clipboard().text().startswith("<item ")
    win.actions.paste.trigger()
    assert_step(win, "вставку 1 элемента")
    copied = QApplication.clipboard().text()
    win.commands.paste_items(copied + "\n" + copied)
    assert_step(win, "вставку 2 элементов")


def test_a_quick_fix_and_ignoring_a_rule(russian_feed):
    win = russian_feed
    finding = next(f for f in win.validator.findings if f.rule == "url-relative")
    win.commands.apply_fix(finding)
    assert win.session.doc.channel.items[1].link == "https://sad.example.ru/calendar/june"
    assert_step(win, "быстрое исправление «Сделать адрес абсолютным по ссылке канала»")
    win.commands.ignore_rule("url-relative", True)
    assert_step(win, "игнорирование правила url-relative")
    win.commands.ignore_rule("url-relative", False)
    assert_step(win, "возврат правила url-relative в проверку")


def test_counters_ad_networks_and_the_encoding(russian_feed):
    win = russian_feed
    win.actions.add_counter.trigger()
    assert_step(win, "добавление счётчика")
    win.actions.add_ad.trigger()
    assert_step(win, "добавление рекламной сети")
    win.actions.encodings["KOI8-R"].trigger()
    assert_step(win, "выбор кодировки KOI8-R")


def test_english_reads_as_before(qapp, settings_dir, no_message_boxes, qtbot):
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "en") == "en"
    win = make_window(qtbot)
    try:
        assert win.session.accept_text(win.session.doc.to_text().replace("<title>", "<title>New ", 1))
        assert undo_and_redo(win) == ("&Undo Edit XML", "&Redo Edit XML")
        win.actions.add_item.trigger()
        assert undo_and_redo(win) == ("&Undo Add item", "&Redo Add item")
    finally:
        close_window(win)
