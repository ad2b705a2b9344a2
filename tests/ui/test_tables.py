"""The list tables of the forms: related links, breadcrumbs, goals and categories.

Each change made in a table (a cell typed, a row added, removed or moved) is
one undoable step on the document; undoing it gives back the XML byte for
byte, and the table always shows the rows in the document's order.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton

from turbo_editor.feed.edits import Batch, Insert, Remove, SetAttribute, make_element

ITEM = "/rss/channel/item[1]"


def open_form(win, path):
    win.navigator.reveal_element(win.navigator.element_at_path(path))
    form = win.forms.current_form()
    for toggle in form.findChildren(QToolButton, "sectionToggle"):
        if not toggle.isChecked():
            toggle.click()
    QApplication.processEvents()
    return form


def rows(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def type_into_cell(qtbot, table, row: int, column: int, text: str) -> None:
    """What a user does: open the cell's editor, replace its text, press Enter."""
    table.setCurrentCell(row, column)
    table.editItem(table.item(row, column))
    editors = [e for e in table.viewport().findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1
    editors[0].selectAll()
    if text:
        qtbot.keyClicks(editors[0], text)
    else:
        qtbot.keyClick(editors[0], Qt.Key_Delete)
    qtbot.keyClick(editors[0], Qt.Key_Return)
    QApplication.processEvents()            # the delegate commits the editor's text in a queued call
    assert not table.viewport().findChildren(QLineEdit) or not editors[0].isVisible()


def select_rows(qtbot, table, *numbers: int) -> None:
    """Click the first row, Ctrl+click the others."""
    for i, number in enumerate(numbers):
        rect = table.visualRect(table.model().index(number, 0))
        qtbot.mouseClick(table.viewport(), Qt.LeftButton, Qt.ControlModifier if i else Qt.NoModifier, rect.center())
    assert sorted({index.row() for index in table.selectedIndexes()}) == sorted(numbers)


class Doc:
    """The document's bytes and its undo stack, to compare before and after an edit."""

    def __init__(self, win):
        self.win = win
        self.before = self.bytes()
        self.steps = win.session.undo_stack.count()

    def bytes(self) -> bytes:
        return self.win.session.doc.serialize()

    def assert_one_step_that_undoes(self, table, shown_before) -> None:
        stack = self.win.session.undo_stack
        assert stack.count() == self.steps + 1, "the edit is not exactly one undo step"
        assert self.bytes() != self.before
        after, shown_after = self.bytes(), rows(table)
        stack.undo()
        assert self.bytes() == self.before
        assert rows(table) == shown_before
        stack.redo()
        assert self.bytes() == after
        assert rows(table) == shown_after


TABLES = {
    # name: (form path, form attribute, view rows, the fields of a row)
    "related": (ITEM, "related", lambda doc: doc.channel.items[0].related_links, ("url", "img", "text")),
    "breadcrumbs": (ITEM, "breadcrumbs", lambda doc: doc.channel.items[0].breadcrumbs, ("url", "text")),
    "goals": (ITEM, "goals", lambda doc: doc.channel.items[0].goals, ("type", "goal_id", "name", "counter_id")),
    "item categories": (ITEM, "categories", lambda doc: doc.channel.items[0].categories, ("text", "domain")),
    "channel categories": ("/rss/channel", "categories", lambda doc: doc.channel.categories, ("text", "domain")),
}


def in_document(win, name) -> list[list[str]]:
    _path, _attr, views, fields = TABLES[name]
    return [[getattr(view, f) or "" for f in fields] for view in views(win.session.doc)]


@pytest.fixture
def table_of(sample_window, qtbot):
    """The editor of a named table, shown, with at least two rows (added through it if needed)."""
    def get(name):
        path, attribute, _views, _fields = TABLES[name]
        editor = getattr(open_form(sample_window, path), attribute)
        while editor.table.rowCount() < 2:
            qtbot.mouseClick(editor.add_button, Qt.LeftButton)
        sample_window.session.undo_stack.clear()
        return editor
    return get


@pytest.mark.parametrize("name", list(TABLES))
def test_the_table_shows_the_rows_of_the_document_in_order(sample_window, table_of, name):
    editor = table_of(name)
    assert rows(editor.table) == in_document(sample_window, name)


@pytest.mark.parametrize("name", list(TABLES))
def test_typing_in_a_cell_is_one_undoable_step(sample_window, table_of, qtbot, name):
    editor = table_of(name)
    doc, shown = Doc(sample_window), rows(editor.table)
    last = editor.table.columnCount() - 1
    type_into_cell(qtbot, editor.table, 1, last, "New value")
    assert in_document(sample_window, name)[1][last] == "New value"
    assert rows(editor.table) == in_document(sample_window, name)
    doc.assert_one_step_that_undoes(editor.table, shown)


@pytest.mark.parametrize("name", list(TABLES))
def test_emptying_a_cell_removes_that_value(sample_window, table_of, qtbot, name):
    editor = table_of(name)
    doc, shown = Doc(sample_window), rows(editor.table)
    type_into_cell(qtbot, editor.table, 0, 0, "")
    assert in_document(sample_window, name)[0][0] == ""
    assert rows(editor.table) == in_document(sample_window, name)
    doc.assert_one_step_that_undoes(editor.table, shown)


@pytest.mark.parametrize("name", list(TABLES))
def test_removing_rows_is_one_undoable_step(sample_window, table_of, qtbot, name):
    editor = table_of(name)
    qtbot.mouseClick(editor.add_button, Qt.LeftButton)           # three rows: remove the first and the last
    sample_window.session.undo_stack.clear()
    doc, shown = Doc(sample_window), rows(editor.table)
    select_rows(qtbot, editor.table, 0, 2)
    qtbot.mouseClick(editor.remove_button, Qt.LeftButton)
    assert in_document(sample_window, name) == [shown[1]]
    assert rows(editor.table) == [shown[1]]
    doc.assert_one_step_that_undoes(editor.table, shown)


@pytest.mark.parametrize("name", list(TABLES))
def test_adding_a_row_is_one_undoable_step_and_selects_it(sample_window, table_of, qtbot, name):
    editor = table_of(name)
    doc, shown = Doc(sample_window), rows(editor.table)
    qtbot.mouseClick(editor.add_button, Qt.LeftButton)
    assert len(in_document(sample_window, name)) == len(shown) + 1
    assert rows(editor.table) == in_document(sample_window, name)
    assert editor.table.currentRow() == len(shown)
    doc.assert_one_step_that_undoes(editor.table, shown)


REORDERED = ["related", "breadcrumbs", "item categories", "channel categories"]


@pytest.mark.parametrize("name", REORDERED)
@pytest.mark.parametrize("row, button, order", [(1, "up", [1, 0]), (0, "down", [1, 0])])
def test_moving_a_row_is_one_undoable_step_and_the_table_follows(sample_window, table_of, qtbot, name, row,
                                                                 button, order):
    editor = table_of(name)
    if rows(editor.table)[0] == rows(editor.table)[1]:        # two new rows alike: a move would change no byte
        type_into_cell(qtbot, editor.table, 0, 0, "First")
        sample_window.session.undo_stack.clear()
    doc, shown = Doc(sample_window), rows(editor.table)
    editor.table.setCurrentCell(row, 0)
    qtbot.mouseClick(getattr(editor, f"{button}_button"), Qt.LeftButton)
    assert in_document(sample_window, name) == [shown[i] for i in order]
    assert rows(editor.table) == [shown[i] for i in order]
    assert editor.table.currentRow() == 1 - row                  # the moved row stays selected
    doc.assert_one_step_that_undoes(editor.table, shown)


@pytest.mark.parametrize("name", REORDERED)
def test_a_row_cannot_move_past_either_end(sample_window, table_of, qtbot, name):
    editor = table_of(name)
    doc = Doc(sample_window)
    editor.table.setCurrentCell(0, 0)
    qtbot.mouseClick(editor.up_button, Qt.LeftButton)
    editor.table.setCurrentCell(editor.table.rowCount() - 1, 0)
    qtbot.mouseClick(editor.down_button, Qt.LeftButton)
    assert doc.bytes() == doc.before and sample_window.session.undo_stack.count() == doc.steps


def test_a_category_moves_among_the_categories_past_the_elements_between_them(sample_window, table_of, qtbot):
    """Categories are an ordered list (readers often take the first for the main one), and an item's
    categories need not stand side by side: a row moved up goes before the category it passes."""
    win = sample_window
    editor = table_of("item categories")
    item = win.session.doc.channel.items[0]
    first, second = (c.element for c in item.categories)
    between = make_element("guid", "g-1")
    win.session.apply(Insert(item.element, item.element.index(second), between, fresh=True), "Prepare")
    win.session.undo_stack.clear()
    doc, shown = Doc(win), rows(editor.table)
    editor.table.setCurrentCell(1, 0)
    qtbot.mouseClick(editor.up_button, Qt.LeftButton)
    children = list(item.element)
    assert children.index(second) < children.index(first) and between in children
    assert rows(editor.table) == [shown[1], shown[0]]
    doc.assert_one_step_that_undoes(editor.table, shown)


def test_a_moved_related_link_keeps_the_layout_of_the_block(sample_window, table_of, qtbot):
    editor = table_of("related")
    editor.table.setCurrentCell(1, 0)
    qtbot.mouseClick(editor.up_button, Qt.LeftButton)
    text = sample_window.session.doc.to_text()
    block = text[text.index("<yandex:related"):text.index("</yandex:related>") + len("</yandex:related>")]
    assert block == (
        '<yandex:related type="infinity">\n'
        '        <link url="https://sad.example.ru/articles/peppers">Перец: от рассады до урожая</link>\n'
        '        <link url="https://sad.example.ru/articles/cucumbers" img="https://sad.example.ru/img/cucumbers.jpg">'
        'Огурцы в теплице</link>\n'
        '      </yandex:related>')


def test_adding_a_breadcrumb_keeps_the_rest_of_the_metrics_block(sample_window, table_of, qtbot):
    """A breadcrumb is added into the list that is there, not by writing the block anew."""
    win = sample_window
    editor = table_of("breadcrumbs")
    item = win.session.doc.channel.items[0]
    blist = item.element.find("metrics/yandex/breadcrumblist")
    metrics = item.element.find("metrics")
    win.session.apply(Batch([SetAttribute(blist, "data-note", "kept"),       # what the table does not show
                             Insert(metrics, 0, make_element("other"), fresh=True)]), "Prepare")
    win.session.undo_stack.clear()
    doc = Doc(win)
    qtbot.mouseClick(editor.add_button, Qt.LeftButton)
    assert item.element.find("metrics") is metrics and metrics.find("other") is not None
    assert metrics.find("yandex/breadcrumblist").get("data-note") == "kept"
    assert len(item.breadcrumbs) == 3 and rows(editor.table) == in_document(win, "breadcrumbs")
    win.session.undo_stack.undo()
    assert doc.bytes() == doc.before


def test_undo_and_redo_of_table_edits_reach_the_window_commands(sample_window, table_of, qtbot):
    win = sample_window
    editor = table_of("related")
    type_into_cell(qtbot, editor.table, 0, 2, "Cucumbers")
    assert win.actions.undo.isEnabled() and "Text" in win.actions.undo.text()
    win.actions.undo.trigger()
    assert rows(editor.table)[0][2] == "Огурцы в теплице"
    win.actions.redo.trigger()
    assert rows(editor.table)[0][2] == "Cucumbers"


@pytest.mark.parametrize("missing", ["metrics", "breadcrumblist"])
def test_the_first_breadcrumb_builds_only_the_levels_that_are_missing(sample_window, qtbot, missing):
    win = sample_window
    form = open_form(win, ITEM)
    item = win.session.doc.channel.items[0]
    metrics = item.element.find("metrics")
    gone = metrics if missing == "metrics" else metrics.find("yandex/breadcrumblist")
    win.session.apply(Remove(gone), "Prepare")
    win.session.undo_stack.clear()
    assert form.breadcrumbs.table.rowCount() == 0
    doc = Doc(win)
    qtbot.mouseClick(form.breadcrumbs.add_button, Qt.LeftButton)
    assert [(b.url, b.text) for b in item.breadcrumbs] == [("https://sad.example.ru/", "Раздел")]   # a Russian feed
    assert rows(form.breadcrumbs.table) == [["https://sad.example.ru/", "Раздел"]]
    if missing == "breadcrumblist":           # the yandex element with its schema stays the one that was there
        assert item.element.find("metrics/yandex").get("schema_identifier") == "garden"
    assert win.session.undo_stack.count() == 1
    win.session.undo_stack.undo()
    assert doc.bytes() == doc.before and form.breadcrumbs.table.rowCount() == 0


@pytest.mark.parametrize("feed_language, interface, words", [
    ("ru", "en", ["Связанная статья", "Цель", "Новая категория", "Раздел", "Новая категория"]),
    ("en-US", "ru", ["Related article", "Goal", "New category", "Section", "New category"]),
    ("de", "ru", ["Связанная статья", "Цель", "Новая категория", "Раздел", "Новая категория"])])
def test_a_new_rows_words_are_in_the_feeds_language(sample_window, qtbot, monkeypatch, feed_language, interface,
                                                    words):
    """A new related link, goal, category or breadcrumb wrote its sample text in the interface's
    language: an English feed edited in the Russian interface got "Связанная статья" in its data.
    The words follow the channel's <language>, as a snippet's do (the interface's for a language
    we have no words in)."""
    from turbo_editor.ui import i18n
    monkeypatch.setattr(i18n, "_current", interface)
    win = sample_window
    win.session.apply(win.session.doc.channel.set("language", feed_language), "language")
    form = open_form(win, ITEM)
    item = win.session.doc.channel.items[0]
    for editor in (form.related, form.goals, form.categories, form.breadcrumbs):
        qtbot.mouseClick(editor.add_button, Qt.LeftButton)
    channel_form = open_form(win, "/rss/channel")
    qtbot.mouseClick(channel_form.categories.add_button, Qt.LeftButton)
    assert [item.related_links[-1].text, item.goals[-1].name, item.categories[-1].text, item.breadcrumbs[-1].text,
            win.session.doc.channel.categories[-1].text] == words


def test_a_new_goal_counts_on_the_channels_metrica_counter(sample_window, qtbot):
    form = open_form(sample_window, ITEM)
    qtbot.mouseClick(form.goals.add_button, Qt.LeftButton)
    goal = sample_window.session.doc.channel.items[0].goals[0]
    assert (goal.type, goal.counter_id) == ("yandex", "44147844")


def test_removing_every_related_link_removes_the_related_block(sample_window, table_of, qtbot):
    """An empty <yandex:related type="infinity"></yandex:related> was left in the feed."""
    editor = table_of("related")
    doc = Doc(sample_window)
    shown = rows(editor.table)
    editor.table.selectAll()
    qtbot.mouseClick(editor.remove_button, Qt.LeftButton)
    assert sample_window.session.doc.channel.items[0].element.find("{http://news.yandex.ru}related") is None
    assert rows(editor.table) == []
    doc.assert_one_step_that_undoes(editor.table, shown)
