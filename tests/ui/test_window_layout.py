"""The window's parts at the sizes people use: docks sized from their content, a find bar with room
to type, a toolbar that keeps still, the pane following what is added."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar, QToolButton

import turbo_editor
from support import SAMPLE


@pytest.fixture
def sized_window(qtbot, settings_dir, answers, request):
    """A first-run window of the size asked for, showing the sample feed."""
    from PySide6.QtWidgets import QApplication

    from turbo_editor.ui import i18n
    from turbo_editor.ui.main_window import MainWindow
    i18n.install(QApplication.instance(), "en")
    width, height = request.param
    win = MainWindow()
    assert win.files.open_path(str(SAMPLE), confirm=False)
    win.resize(width, height)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.width() == width and win.xml_dock.width() != win.tree_dock.width(), timeout=3000)
    qtbot.wait(50)
    yield win
    win.session.undo_stack.setClean()
    win.close()


@pytest.mark.parametrize("sized_window", [(1920, 1080)], indirect=True)
def test_on_a_large_screen_the_xml_pane_shows_ninety_characters(sized_window):
    pane = sized_window.xml_pane.editor
    assert pane.viewport().width() >= pane.fontMetrics().horizontalAdvance("x" * 85)


@pytest.mark.parametrize("sized_window", [(1920, 1080), (1280, 720)], indirect=True)
def test_the_tree_shows_whole_item_titles_at_both_sizes(sized_window):
    win = sized_window
    view = win.tree.view
    metrics = view.fontMetrics()
    for item in win.session.doc.channel.items:
        needed = metrics.horizontalAdvance(item.title) + 3 * view.indentation()
        assert view.columnWidth(0) >= needed, item.title
    # The problems list is tall enough for a few rows, not a third of the window.
    assert win.problems_dock.height() <= 14 * win.fontMetrics().height()


@pytest.mark.parametrize("sized_window", [(1280, 720)], indirect=True)
def test_on_a_small_screen_the_form_keeps_the_room_it_needs(sized_window):
    win = sized_window
    centre = win.centralWidget()
    assert centre.width() >= win.fontMetrics().horizontalAdvance("M" * 40)
    assert centre.width() >= win.width() * 2 // 5 - 20
    assert win.xml_dock.width() >= 300 and win.tree_dock.width() >= 250


@pytest.mark.parametrize("sized_window", [(1280, 720)], indirect=True)
def test_on_a_small_screen_the_phone_preview_is_drawn_whole(sized_window, qtbot):
    """The panel is narrower there than the phone and its bezel: the phone is drawn smaller."""
    from turbo_editor.ui.preview_pane import PHONE_WIDTH
    win = sized_window
    win.navigator.show_panel("preview")
    win.tree.select_element(win.session.doc.channel.items[0].element)
    preview = win.preview
    with qtbot.waitSignal(preview.rendered, timeout=20000):
        preview.refresh()
    assert preview.view.width() < PHONE_WIDTH
    assert 0.6 <= preview.view.zoomFactor() < 1 and preview.view.zoomFactor() * PHONE_WIDTH <= preview.view.width()
    preview.width_group.buttons()[1].click()             # the desktop page, drawn smaller still
    assert preview.view.zoomFactor() == max(0.5, (preview.width() - 16) / 868)


@pytest.mark.parametrize("sized_window", [(1920, 1080)], indirect=True)
def test_on_a_large_screen_the_first_preview_is_drawn_at_full_size(sized_window, qtbot):
    """The web view is made on first show, before it is laid out: its own width then was tiny."""
    win = sized_window
    win.navigator.show_panel("preview")
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.tree.select_element(win.session.doc.channel.items[0].element)
    assert win.preview.view.zoomFactor() == 1


@pytest.mark.parametrize("sized_window", [(1280, 720)], indirect=True)
def test_the_find_and_replace_fields_have_room_to_type_in(sized_window, qtbot):
    win = sized_window
    win.actions.replace.trigger()
    pane = win.xml_pane
    qtbot.waitUntil(lambda: pane.find_bar.replace_text.isVisible())
    for field in (pane.find_bar.find_text, pane.find_bar.replace_text):
        assert field.width() >= field.fontMetrics().averageCharWidth() * 14, field.placeholderText()
    win.actions.find.trigger()
    assert pane.find_bar.find_text.hasFocus() and not pane.find_bar.replace_text.isVisible()


def test_undo_and_redo_buttons_keep_their_size_whatever_their_label(sample_window):
    win = sample_window
    toolbar = win.findChild(QToolBar, "mainToolbar")
    buttons = [toolbar.widgetForAction(a) for a in (win.actions.undo, win.actions.redo)]
    assert all(isinstance(b, QToolButton) for b in buttons)
    others = [toolbar.widgetForAction(a).x() for a in (win.actions.add_item, win.actions.delete)]
    sizes = [b.size() for b in buttons]
    win.tree.select_channel()
    field = win.forms.current_form().bindings["title"].widget
    field.setFocus()
    field.selectAll()
    field.insert("A much longer title than before")
    field.editingFinished.emit()
    assert win.actions.undo.isEnabled() and win.actions.undo.text() != "&Undo"
    assert [b.size() for b in buttons] == sizes
    assert [toolbar.widgetForAction(a).x() for a in (win.actions.add_item, win.actions.delete)] == others
    assert all(b.toolButtonStyle() == Qt.ToolButtonIconOnly for b in buttons)
    assert buttons[0].toolTip()


def test_a_new_item_is_shown_in_the_xml_pane_where_it_was_added(sample_window, qtbot):
    win = sample_window
    model = win.tree.model
    win.tree.select_source(model.index(1, 0, model.group_index(4)))
    with qtbot.waitSignal(win.xml_pane.synced, timeout=3000):
        win.actions.add_item.trigger()
    qtbot.wait(50)
    editor = win.xml_pane.editor
    start, _end = editor.node_range
    assert start > 0 and editor.text()[start:].startswith("<item")
    new = win.tree.selected_item_elements()[0]
    assert win.session.doc.channel.items[2].element is new
    cursor = editor.textCursor()
    cursor.setPosition(start)
    assert editor.viewport().rect().contains(editor.cursorRect(cursor).center())
    assert editor.firstVisibleBlock().blockNumber() > 10          # not line 1


def test_settings_are_read_and_written_only_through_the_settings_table():
    package = Path(turbo_editor.__file__).parent
    readers = sorted(str(p.relative_to(package)) for p in package.rglob("*.py")
                     if re.search(r"\bQSettings\(", p.read_text(encoding="utf-8")))
    assert readers == ["ui/settings.py"]
