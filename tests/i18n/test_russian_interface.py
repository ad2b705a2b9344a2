"""The window in Russian: menus, forms, the Problems list, and English again after switching back."""

from collections import Counter

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from i18n_support import accelerator, close_window, make_window
from support import SAMPLE
from turbo_editor.ui.problems import MESSAGE, SEVERITY
from turbo_editor.ui.tree_model import ADS, COUNTERS, ITEMS

MENU_TITLES = ["&Файл", "&Правка", "&Элемент", "&Вид", "Пу&бликация", "&Справка"]


def duplicate_accelerators(actions) -> dict:
    letters = Counter(accelerator(a.text()) for a in actions if not a.isSeparator() and a.text())
    letters.pop(None, None)
    return {letter: [a.text() for a in actions if accelerator(a.text()) == letter]
            for letter, count in letters.items() if count > 1}


def menus_of(menu: QMenu):
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from menus_of(action.menu())


def open_sample(win, tmp_path, qtbot):
    path = tmp_path / "feed.xml"
    path.write_bytes(SAMPLE.read_bytes())
    assert win.files.open_path(str(path), confirm=False)
    win.validator.flush()
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=3000)


def select(win, group, row):
    model = win.tree.model
    win.tree.select_source(model.index(row, 0, model.group_index(group)))
    return win.forms.current_form()


def label_of(form, name: str) -> str:
    """The QFormLayout label of a bound field (the field sits in a column widget with its messages)."""
    column = form.bindings[name].widget.parentWidget()
    label = column.parentWidget().layout().labelForField(column)
    return label.text() if label is not None else ""


# -- accelerators ----------------------------------------------------------------------------------

def test_menu_titles_are_russian_with_distinct_accelerators(russian_window):
    bar = russian_window.menuBar()
    assert [a.text() for a in bar.actions()] == MENU_TITLES
    assert not duplicate_accelerators(bar.actions())


def test_accelerators_are_distinct_within_each_menu(russian_window):
    clashes = {}
    for title in russian_window.menuBar().actions():
        for menu in menus_of(title.menu()):
            found = duplicate_accelerators(menu.actions())
            if found:
                clashes[menu.title()] = found
    assert not clashes, f"the same & letter twice in a menu: {clashes}"
    # Every command the menus offer has one, as in English.
    file_menu = russian_window.menuBar().actions()[0].menu()
    assert all(accelerator(a.text()) for a in file_menu.actions() if not a.isSeparator())


def test_accelerators_are_distinct_in_the_tree_context_menu(russian_window):
    shown = []

    def take_popup():
        menu = QApplication.activePopupWidget()
        shown.append([a.text() for a in menu.actions() if not a.isSeparator()] if menu is not None else None)
        if menu is not None:
            menu.close()
    QTimer.singleShot(0, take_popup)
    russian_window.actions.tree_menu(russian_window).exec(QPoint(0, 0))          # returns when take_popup closes it
    assert shown and shown[0] and "&Добавить элемент" in shown[0]
    letters = Counter(accelerator(text) for text in shown[0])
    assert all(count == 1 for count in letters.values()), shown[0]


# -- the window in Russian ------------------------------------------------------------------------------

def test_a_window_made_in_russian_shows_russian_everywhere(russian_window, tmp_path, qtbot):
    win = russian_window
    open_sample(win, tmp_path, qtbot)
    assert win.tree_dock.windowTitle() == "Лента" and win.problems_dock.windowTitle() == "Проблемы"
    assert win.status.items.text() == "3 элемента"

    form = select(win, ITEMS, 0)
    assert form is win.forms.forms["item"]
    assert [label_of(form, n) for n in ("link", "title", "pub_date", "author")] == \
        ["Ссылка:", "Заголовок:", "Дата публикации:", "Автор:"]
    assert form.bindings["pub_date"].widget.now.text() == "Сейчас"

    # Strings translated through variables (QT_TRANSLATE_NOOP): snippets, wraps, service names and hints.
    editor = form.content_editor
    assert editor.snippet_actions["header"].text() == "Шапка"
    assert [a.text() for a in editor.insert_menu.actions() if a.isSeparator() and a.text()][:2] == \
        ["Страница", "Медиа"]
    assert editor.wrap_actions["p"].text() == "Абзац <p>"
    counter = select(win, COUNTERS, 0)
    assert counter.bindings["type"].widget.currentText() == "Яндекс Метрика (Yandex)"
    assert counter.bindings["id"].hint.text() == "Номер счётчика, например 44147844"
    ad = select(win, ADS, 0)
    assert ad.bindings["type"].widget.itemText(0) == "Рекламная сеть Яндекса (Yandex)"


def test_the_problems_list_shows_the_findings_russian_messages(russian_window, tmp_path, qtbot):
    win = russian_window
    open_sample(win, tmp_path, qtbot)
    model = win.problems.model
    assert model.language == "ru" and model.rowCount() > 0
    for row, finding in enumerate(model.rows):
        assert model.data(model.index(row, MESSAGE)) == finding.message("ru")
        assert finding.message("ru") != finding.message("en")
    assert model.data(model.index(0, SEVERITY)) in ("Ошибка", "Предупреждение", "Замечание")
    assert model.headerData(MESSAGE, Qt.Horizontal) == "Сообщение"


def test_undo_steps_read_as_russian_commands(russian_window, tmp_path, qtbot):
    win = russian_window
    open_sample(win, tmp_path, qtbot)
    win.actions.add_item.trigger()
    assert win.actions.undo.text() == "&Отменить добавление элемента"
    select(win, ITEMS, 0)
    win.actions.delete.trigger()
    assert win.actions.undo.text() == "&Отменить удаление 1 узла"


def test_plural_forms_follow_russian_rules(russian):
    def tr(n):
        return QCoreApplication.translate("SitePanel", "%n problem(s).", "", n)
    assert [tr(n) for n in (1, 2, 5, 11, 21, 22, 25)] == \
        ["1 проблема.", "2 проблемы.", "5 проблем.", "11 проблем.", "21 проблема.", "22 проблемы.", "25 проблем."]


def test_every_catalogue_entry_translates_at_run_time(russian, committed):
    """The installed .qm answers each (context, source) with the .ts translation."""
    wrong = []
    for m in committed.values():
        got = QCoreApplication.translate(m.context, m.source, m.comment or None, 5 if m.numerus else -1)
        wanted = m.translations[2].replace("%n", "5") if m.numerus else m.translations[0]
        if got != wanted:
            wrong.append(f"  {m.where()}: {got!r} != {wanted!r}")
    assert not wrong, "\n".join(wrong)


# -- back to English ---------------------------------------------------------------------------------------

def test_switching_back_to_english_restores_english(qapp, settings_dir, no_message_boxes, qtbot):
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "ru") == "ru"
    assert i18n.install(qapp, "ru") == "ru"            # installing twice stacks nothing
    try:
        win = make_window(qtbot)
        assert win.menuBar().actions()[0].text() == "&Файл"
        close_window(win)
    finally:
        assert i18n.install(qapp, "en") == "en"
    assert i18n.current() == "en"
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    win = make_window(qtbot)
    try:
        assert [a.text() for a in win.menuBar().actions()] == ["&File", "&Edit", "&Item", "&View", "&Publish",
                                                               "&Help"]
        assert win.problems.model.language == "en"
    finally:
        close_window(win)
