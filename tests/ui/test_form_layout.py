"""Every field, button and hint of a form can be reached and read in the width the form gets.

At 1280x720 the centre of the window is what the tree and the XML docks leave;
the forms must reflow into it (labels above fields, rows of buttons on more
lines, wrapped texts) and scroll only vertically.
"""

import re

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QToolButton, QWidget

from support import SAMPLE
from turbo_editor.feed import load
from turbo_editor.ui.forms.stack import FormStack
from turbo_editor.ui.session import FeedSession
from turbo_editor.ui.style import FORM_STYLE

NODES = ["/rss/channel", "/rss/channel/item[1]", "/rss/channel/turbo:analytics[1]",
         "/rss/channel/turbo:adNetwork[1]", "/rss/channel/turbo:adNetwork[2]"]


@pytest.fixture(params=["en", "ru"])
def language(request, qapp, settings_dir):
    """The interface in English and in Russian, whose labels are longer; English again afterwards."""
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, request.param) == request.param
    yield request.param
    i18n.install(qapp, "en")


def settle(qtbot) -> None:
    """Let posted layout requests and the forms' deferred fitting run."""
    for _ in range(5):
        QApplication.processEvents()


def open_every_section(form, qtbot) -> None:
    for toggle in form.findChildren(QToolButton, "sectionToggle"):
        if not toggle.isChecked():
            toggle.click()
    settle(qtbot)


def shown(form, kind):
    return [w for w in form.body.findChildren(kind) if w.isVisibleTo(form) and w.width() > 0]


def longest_word_width(label: QLabel) -> int:
    """The widest piece of the text that a line may not break: a word, or the part of an address
    up to a slash or a hyphen (after which Unicode lets a line break)."""
    metrics = QFontMetrics(label.font())
    pieces = re.split(r"\s+|(?<=[/-])", label.text())
    return max((metrics.horizontalAdvance(piece) for piece in pieces), default=0)


def describe(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return f"{type(widget).__name__} {widget.objectName()} {text}".strip()


def assert_reachable(form, qtbot) -> None:
    """Scrolled to, each field, button and label lies inside the viewport, whole across its width."""
    viewport = form.viewport()
    assert not form.horizontalScrollBar().isVisible()
    assert form.body.width() <= viewport.width(), "the form is wider than the space it is shown in"
    widgets = [b.widget for b in form.bindings.values() if b.widget.isVisibleTo(form)]
    widgets += shown(form, QAbstractButton) + shown(form, QLabel)
    assert len(widgets) > 5
    bar = form.verticalScrollBar()
    for widget in widgets:
        # What the user does: scroll until the whole widget shows (ensureWidgetVisible would do
        # it only for a line edit's cursor). Where the scroll bar ends, so does the reach.
        top = widget.mapTo(form.body, QPoint(0, 0)).y()
        bar.setValue(min(top, max(bar.value(), top + widget.height() - viewport.height())))
        settle(qtbot)
        rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        name = describe(widget)
        assert rect.left() >= 0 and rect.right() < viewport.width(), f"{name!r} is cut at the side: {rect}"
        if rect.height() <= viewport.height():
            assert viewport.rect().contains(rect), f"{name!r} cannot be scrolled into view: {rect}"


def assert_texts_whole(form) -> None:
    """No label is narrower than a word of it (wrapped) or than its text (on one line), and none
    takes a tag it names ("<h1>") for markup and hides the rest of its text."""
    for label in shown(form, QLabel):
        assert not (label.textFormat() == Qt.AutoText and QtGui.Qt.mightBeRichText(label.text())), \
            f"{label.text()!r} would be read as HTML"
        has_picture = label.pixmap() is not None and not label.pixmap().isNull()
        if label.textFormat() == Qt.RichText or not label.text() or has_picture:
            continue
        if label.wordWrap():
            needed = longest_word_width(label)
        else:
            needed = QFontMetrics(label.font()).horizontalAdvance(label.text())
        width = label.contentsRect().width()
        assert width >= needed, f"{label.text()!r} is cut: {width} < {needed}"


@pytest.mark.parametrize("path", NODES)
def test_at_1280x720_every_field_and_button_of_a_form_can_be_reached(language, sample_window, qtbot, path):
    win = sample_window
    win.resize(1280, 720)
    qtbot.waitUntil(lambda: win.size().width() == 1280 and win.size().height() == 720)
    win.navigator.reveal_element(win.navigator.element_at_path(path))
    form = win.forms.current_form()
    assert form is not None and form.isVisible()
    open_every_section(form, qtbot)
    assert_reachable(form, qtbot)
    assert_texts_whole(form)


@pytest.fixture
def stack(qtbot, settings_dir):
    session = FeedSession()
    session.set_document(load(str(SAMPLE)))
    forms = FormStack(session)
    forms.setStyleSheet(FORM_STYLE)
    qtbot.addWidget(forms)
    forms.show()
    qtbot.waitExposed(forms)
    return forms


def show(stack, kind: str, qtbot, width: int):
    channel = stack.session.doc.channel
    view = {"channel": channel, "item": channel.items[0], "counter": channel.counters[0],
            "ad": channel.ad_networks[1]}[kind]
    stack.show_node(kind, view)
    stack.resize(width, 640)
    qtbot.waitUntil(lambda: stack.width() == width)
    form = stack.current_form()
    open_every_section(form, qtbot)
    return form


@pytest.mark.parametrize("kind", ["channel", "item", "counter", "ad"])
def test_in_a_narrow_centre_labels_go_above_their_fields_and_nothing_is_cut(language, stack, qtbot, kind):
    form = show(stack, kind, qtbot, 340)
    if kind != "counter":                                 # the counter's short labels still fit beside
        assert any(rows.wrapped for rows in form._forms)
    assert_reachable(form, qtbot)
    assert_texts_whole(form)
    for rows in form._forms:              # above its field, a label starts where the field starts
        for label, field in rows.rows():
            if label is not None and rows.wrapped and label.isVisibleTo(form):
                assert label.geometry().bottom() <= field.geometry().top()
                assert label.geometry().left() == field.geometry().left()


@pytest.mark.parametrize("kind", ["channel", "item"])
def test_with_room_labels_stand_beside_their_fields_again(language, stack, qtbot, kind):
    form = show(stack, kind, qtbot, 340)
    form = show(stack, kind, qtbot, 1000)
    assert not any(rows.wrapped for rows in form._forms)
    for rows in form._forms:
        for label, field in rows.rows():
            if label is not None and label.isVisibleTo(form):
                assert label.geometry().right() < field.geometry().left()
                assert label.geometry().top() == field.geometry().top()
    assert_texts_whole(form)


def test_a_hint_too_long_for_its_field_is_shown_under_it_whole(stack, qtbot):
    binding = show(stack, "channel", qtbot, 1000).bindings["managing_editor"]
    edit: QLineEdit = binding.widget
    hint = "E-mail of the editor, e.g. geo@herald.com (George Matesky)"
    assert edit.placeholderText() == hint and not binding.hint.isVisibleTo(edit.parentWidget())
    show(stack, "channel", qtbot, 340)
    assert edit.placeholderText() == "", "a placeholder this long would be cut in the field"
    assert binding.hint.isVisibleTo(edit.parentWidget()) and binding.hint.text() == hint
    assert binding.hint.geometry().top() >= edit.geometry().bottom()
    assert binding.hint.width() >= longest_word_width(binding.hint)
    assert "geo@herald.com" in edit.toolTip()                 # and it stays the field's tooltip
    show(stack, "channel", qtbot, 1000)
    assert edit.placeholderText() == hint and not binding.hint.isVisibleTo(edit.parentWidget())


def test_clicking_the_text_of_a_check_box_or_a_section_title_works_like_clicking_the_box(stack, qtbot):
    form = show(stack, "item", qtbot, 600)
    item = stack.session.doc.channel.items[0]
    box = form.bindings["turbo"].widget
    caption = next(label for label in box.parentWidget().findChildren(QLabel) if "turbo=" in label.text())
    assert box.accessibleName() == caption.text()
    qtbot.mouseClick(caption, Qt.LeftButton)
    assert item.turbo == "false" and not box.isChecked()
    assert stack.session.undo_stack.count() == 1
    stack.session.undo_stack.undo()
    assert item.turbo == "true" and box.isChecked()

    toggle = form.findChildren(QToolButton, "sectionToggle")[0]
    title = toggle.parentWidget().findChild(QLabel, "sectionTitle")
    content = form._forms[0].parentWidget()
    assert toggle.isChecked() and content.isVisibleTo(form)
    qtbot.mouseClick(title, Qt.LeftButton)
    assert not toggle.isChecked() and not content.isVisibleTo(form)


def test_a_long_item_heading_wraps_instead_of_widening_the_form(stack, qtbot):
    item = stack.session.doc.channel.items[0]
    stack.session.apply(item.set("content", "<header><h1>" + "Очень длинный заголовок " * 8 + "</h1></header>"),
                        "Edit")
    form = show(stack, "item", qtbot, 400)
    assert form.heading_label.height() > 2 * QFontMetrics(form.heading_label.font()).height()
    assert_reachable(form, qtbot)
    stack.session.undo_stack.setClean()



@pytest.mark.parametrize("kind", ["channel", "item"])
def test_the_headers_of_a_forms_tables_are_whole_at_every_width(language, stack, qtbot, kind):
    """Every column had an equal share of its table, so in Russian "Счётчик" and "ID цели" of the
    goals were cut ("Счё…") at 1280x720 while "Тип" beside them had room to spare: a short header
    gives room to a long one."""
    for width in range(340, 1000, 20):
        form = show(stack, kind, qtbot, width)
        settle(qtbot)
        for editor in form.tables():
            header = editor.table.horizontalHeader()
            for column in range(header.count()):
                text = editor.table.horizontalHeaderItem(column).text()
                needed = header.sectionSizeFromContents(column).width()
                assert header.sectionSize(column) >= needed, \
                    f"at {width}: {text!r} is cut: {header.sectionSize(column)} < {needed}"
