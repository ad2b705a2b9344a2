"""More of the window as a user drives it: the ad network forms per type, and saving in each
encoding through File ▸ Encoding, then reopening the file in the window."""

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QTextCursor
from PySide6.QtWidgets import QApplication, QMessageBox

from turbo_editor.feed import load
from turbo_editor.ui.tree_model import ADS, COUNTERS, ITEMS

AD_FIELDS = ("id", "turbo_ad_id", "body")


def select_row(win, group, row):
    model = win.tree.model
    win.tree.select_source(model.index(row, 0, model.group_index(group)))
    return win.forms.current_form()


def shown_fields(form):
    """The fields of an ad form a user sees: their rows and their labels."""
    shown = set()
    for name in AD_FIELDS:
        binding = form.bindings[name]
        label = form._form.labelForField(binding.column)
        visible = binding.column.isVisibleTo(form)
        assert label is None or label.isVisibleTo(form) == visible, name
        if visible:
            shown.add(name)
    return shown


def type_text(qtbot, widget, text):
    """Type ``text`` key by key (QTest types ASCII only: other letters go as key events with text)."""
    for char in text:
        if char == "\n":
            qtbot.keyClick(widget, Qt.Key_Return)
        elif char.isascii():
            qtbot.keyClicks(widget, char)
        else:
            for kind in (QEvent.KeyPress, QEvent.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.NoModifier, char))


# -- ad networks ------------------------------------------------------------------------------

def test_a_yandex_network_shows_its_block_id_and_place_and_no_code(sample_window):
    form = select_row(sample_window, ADS, 0)
    assert form is sample_window.forms.forms["ad"]
    assert form.bindings["type"].widget.currentData() == "Yandex"
    assert shown_fields(form) == {"id", "turbo_ad_id"}
    assert form.bindings["id"].widget.text() == "R-A-123456-1"
    assert form.bindings["turbo_ad_id"].widget.text() == "first_ad_place"


def test_an_adfox_network_shows_its_place_and_its_code(sample_window):
    win = sample_window
    form = select_row(win, ADS, 1)
    assert form.bindings["type"].widget.currentData() == "AdFox"
    assert shown_fields(form) == {"turbo_ad_id", "body"}
    assert form.bindings["turbo_ad_id"].widget.text() == "second_ad_place"
    code = form.bindings["body"].widget.toPlainText()
    assert code == win.session.doc.channel.ad_networks[1].body
    assert "window.Ya.adfoxCode.create" in code
    select_row(win, ADS, 0)                     # and back: the same form follows the type
    assert shown_fields(form) == {"id", "turbo_ad_id"}


def test_a_new_yandex_network_shows_its_fields_and_choosing_adfox_shows_the_code(sample_window):
    win = sample_window
    win.actions.add_ad.trigger()
    form = win.forms.current_form()
    assert shown_fields(form) == {"id", "turbo_ad_id"}
    chooser = form.bindings["type"].widget
    chooser.setCurrentIndex(chooser.findData("AdFox"))
    chooser.activated.emit(chooser.currentIndex())
    assert win.session.doc.channel.ad_networks[-1].type == "AdFox"
    # The id a Yandex network needed stays in sight while it has a value (R-A-): nothing is hidden.
    assert shown_fields(form) == {"id", "turbo_ad_id", "body"}


ADFOX_CODE = ('<div id="adfox_0002"></div>\n'
              "<script>window.Ya.adfoxCode.create({ownerId: 5678, containerId: 'adfox_0002', "
              "params: {pp: 'h', ps: \"ёлка\", p2: 'a&b<c'}});</script>")


def test_editing_the_adfox_code_changes_the_body_in_one_undo_step_and_survives_save_and_reopen(sample_window,
                                                                                                qtbot):
    win = sample_window
    form = select_row(win, ADS, 1)
    editor = form.bindings["body"].widget
    original = win.session.doc.channel.ad_networks[1].body
    editor.setFocus()
    editor.selectAll()
    type_text(qtbot, editor, ADFOX_CODE)
    ad = win.session.doc.channel.ad_networks[1]
    assert ad.body == ADFOX_CODE
    assert win.session.undo_stack.count() == 1           # typed in one go: one step
    assert "<![CDATA[" + ADFOX_CODE + "]]>" in win.session.doc.to_text()
    qtbot.keySequence(editor, QKeySequence.Undo)        # the window's undo, not the editor's
    assert ad.body == original and editor.toPlainText() == original
    assert not win.isWindowModified()
    win.actions.redo.trigger()
    assert editor.toPlainText() == ADFOX_CODE
    # More typing after focus went elsewhere is a step of its own.
    form.bindings["turbo_ad_id"].widget.setFocus()
    editor.setFocus()
    editor.moveCursor(QTextCursor.End)
    type_text(qtbot, editor, "\n<!-- конец -->")
    assert win.session.undo_stack.count() == 2
    assert ad.body == ADFOX_CODE + "\n<!-- конец -->"

    path = win.session.path
    assert win.files.save() and not win.isWindowModified()
    assert "<![CDATA[" + ADFOX_CODE + "\n<!-- конец -->]]>" in open(path, encoding="utf-8").read()
    assert win.files.open_path(path, confirm=False)
    form = select_row(win, ADS, 1)
    assert form.bindings["body"].widget.toPlainText() == ADFOX_CODE + "\n<!-- конец -->"
    assert win.session.doc.channel.ad_networks[1].body == ADFOX_CODE + "\n<!-- конец -->"


# -- saving in each encoding ------------------------------------------------------------------

# Titles with what each encoding lacks (written as references) and what XML must escape.
TITLES = ["Томаты «в мае» — № 1 & <b>", "Полив: ёЁ, 10 °C… 😀", "Old «stuff» ™"]
DESCRIPTION = "Советы — и новости — для тех, кто работает на земле: «ёлки», № 5 & 6 < 7 𝔘"


def encoding_action(win, name):
    """The action of File ▸ Encoding named ``name``, found through the menus as a user finds it."""
    file_menu = next(a.menu() for a in win.menuBar().actions() if a.text() == "&File")
    encoding_menu = next(a.menu() for a in file_menu.actions() if a.text() == "Enco&ding")
    actions = {a.text(): a for a in encoding_menu.actions() if a.isVisible()}
    assert {"UTF-8", "windows-1251", "KOI8-R"} <= set(actions)
    assert actions[name] is win.actions.encodings[name]
    return actions[name]


@pytest.mark.parametrize("encoding, codec", [("UTF-8", "utf-8"), ("windows-1251", "cp1251"), ("KOI8-R", "koi8-r")])
def test_save_in_each_encoding_and_reopen_in_the_window(sample_window, tmp_path, monkeypatch, qtbot, encoding, codec):
    win = sample_window
    doc = win.session.doc
    for item, title in zip(doc.channel.items, TITLES):
        win.session.apply(item.set("title", title), "title")
    win.tree.select_channel()
    field = win.forms.current_form().bindings["description"].widget
    field.setFocus()
    field.selectAll()
    type_text(qtbot, field, DESCRIPTION)
    assert doc.channel.description == DESCRIPTION

    encoding_action(win, encoding).trigger()
    assert win.session.save_encoding == encoding and win.actions.encodings[encoding].isChecked()
    asked = []

    def keep_encoding(box):         # characters the encoding lacks: save them as references
        asked.append(box.text())
        box.clickedButton = lambda: next(b for b in box.buttons() if b.text() == f"Save in {encoding}")
        return 0
    monkeypatch.setattr(QMessageBox, "exec", keep_encoding)
    target = tmp_path / f"saved-{encoding}.xml"
    monkeypatch.setattr(win.files, "ask_path", lambda *_a: str(target))
    assert win.files.save_as()
    assert bool(asked) == (encoding != "UTF-8")

    data = target.read_bytes()
    assert data.startswith(f'<?xml version="1.0" encoding="{encoding}"?>'.encode("ascii"))
    text = data.decode(codec)                            # strict: every byte is the codec's
    assert "Советы" in text and "Томаты" in text         # Cyrillic as the codec's letters, not references
    assert load(target).encoding == encoding

    win.session.new()                                    # something else open first
    assert win.files.open_path(str(target), confirm=False)
    reopened = win.session.doc
    assert reopened is not doc and reopened.encoding == encoding
    assert win.status.encoding.text() == encoding and win.actions.encodings[encoding].isChecked()
    assert [select_row(win, ITEMS, row).bindings["title"].widget.text() for row in range(3)] == TITLES
    assert [item.title for item in reopened.channel.items] == TITLES
    win.tree.select_channel()
    assert win.forms.current_form().bindings["description"].widget.toPlainText() == DESCRIPTION
    assert reopened.channel.description == DESCRIPTION


@pytest.mark.parametrize("start", ["ru", "ru-RU"])
def test_a_language_code_typed_in_the_language_box_is_written_as_typed(window, tmp_path, qtbot, start):
    # The box's current entry does not move while one types, and its code was what got written:
    # typing "de" over "ru" wrote nothing, and over "ru-RU" (no entry) wrote the first entry's "en".
    path = tmp_path / "feed.xml"
    path.write_text(f'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>T</title>'
                    f'<link>https://e.ru/</link><description>D</description><language>{start}</language>'
                    '</channel></rss>\n', encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    window.tree.select_source(window.tree.model.channel_index())
    box = window.forms.current_form().bindings["language"].widget
    channel = window.session.doc.channel
    for typed, shown in (("de", "de — "), ("en-US", "en-US")):
        box.lineEdit().setFocus()
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)
        assert channel.language == typed and box.currentText().startswith(shown)
        assert window.session.undo_stack.count() == 1 and window.isWindowModified()
        window.actions.undo.trigger()
        assert channel.language == start and window.session.undo_stack.index() == 0
        window.forms.current_form().break_merge()
        window.session.undo_stack.clear()


def test_each_click_on_a_check_box_is_a_step_and_a_date_box_ends_its_step_on_leaving(sample_window, qtbot):
    # Two clicks on "Show as a Turbo page" were one step (the merge key of typing), and leaving a
    # date's text box did not end its step: its event filter sat on the field, not on the box, so
    # Ctrl+Z in the box was the line edit's own undo too (the window stayed modified).
    win = sample_window
    stack = win.session.undo_stack
    form = select_row(win, ITEMS, 0)
    turbo = form.bindings["turbo"].widget
    turbo.click()
    turbo.click()
    assert stack.count() == 2
    stack.clear()
    date = form.bindings["pub_date"].widget.text
    for typed in ("x", "y"):
        date.setFocus()
        date.end(False)
        qtbot.keyClicks(date, typed)
        win.tree.view.setFocus()
    assert stack.count() == 2
    date.setFocus()
    qtbot.keyClick(date, Qt.Key_Z, Qt.ControlModifier)
    assert stack.index() == 1 and date.text().endswith("x")


def test_a_type_the_choices_lack_is_shown_as_the_file_has_it(window, tmp_path):
    # type="yandex", a missing type and an ad network's type="adfox" all showed the first choice,
    # saying the file held "Yandex" when it did not.
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">'
                    '<channel><title>T</title><link>https://e.ru/</link><description>D</description>'
                    '<turbo:analytics type="yandex" id="1"/><turbo:analytics id="2"/>'
                    '<turbo:analytics type="Yandex" id="3"/>'
                    '<turbo:adNetwork type="adfox" turbo-ad-id="a"/></channel></rss>\n', encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    shown = [select_row(window, COUNTERS, row).bindings["type"].widget.currentText() for row in range(3)]
    assert shown[:2] == ["yandex", "—"] and shown[2].endswith("(Yandex)")
    box = select_row(window, COUNTERS, 2).bindings["type"].widget
    assert [box.itemData(i) for i in range(box.count())].count("yandex") == 0   # the file's own entry went
    assert select_row(window, ADS, 0).bindings["type"].widget.currentText() == "adfox"
    assert not window.session.is_modified


def test_a_cr_written_as_a_reference_survives_typing_on_another_line_of_the_description(window, tmp_path, qtbot):
    # The editor holds each line end as a paragraph, so typing anywhere in a description whose
    # file wrote a CR as &#13; turned every CR LF into LF (found by an audit).
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>T</title>'
                    "<link>https://e.ru/</link><description>First&#13;\nSecond&#13;\nThird</description>"
                    "</channel></rss>\n", encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    window.tree.select_source(window.tree.model.channel_index())
    edit = window.forms.current_form().bindings["description"].widget
    assert not window.session.is_modified
    edit.setFocus()
    edit.moveCursor(QTextCursor.End)
    qtbot.keyClicks(edit, " line")
    assert window.session.doc.channel.description == "First\r\nSecond\r\nThird line"
    assert "<description>First&#13;\nSecond&#13;\nThird line</description>" in window.session.doc.to_text()


def test_the_fields_of_a_counter_of_an_unknown_type_are_not_called_unused(window, tmp_path):
    # type="yandex" (Turbo knows "Yandex") said "Not used by this type" under the id it holds.
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">'
                    '<channel><title>T</title><link>https://e.ru/</link><description>D</description>'
                    '<turbo:analytics type="yandex" id="1"/><turbo:analytics id="2"/>'
                    '<turbo:analytics type="Yandex" id="3" url="https://e.ru/x"/></channel></rss>\n', encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    hints = [select_row(window, COUNTERS, row).bindings["id"].hint.text() for row in range(2)]
    assert hints == ["Turbo knows no type “yandex”: choose one from the list to see what it uses",
                     "No type is set: choose one from the list to see what it uses"]
    form = select_row(window, COUNTERS, 2)
    assert form.bindings["url"].hint.text() == "Not used by this type: clear it, or choose another type"


def test_choosing_a_type_that_takes_no_id_removes_an_empty_one(sample_window):
    """A new counter comes with id=""; choosing LiveInternet hid the Counter id field but kept
    id="" in the feed, where the form could no longer reach it (found by an audit). A value is
    never removed, and Undo gives back both the type and the empty id."""
    win = sample_window
    win.actions.add_counter.trigger()
    counter = win.session.doc.channel.counters[-1]
    assert counter.element.get("id") == ""
    form = win.forms.current_form()
    chooser = form.bindings["type"].widget
    before = win.session.doc.to_text()
    for service in ("LiveInternet", "custom"):
        chooser.setCurrentIndex(chooser.findData(service))
        chooser.activated.emit(chooser.currentIndex())
        assert counter.type == service and "id" not in counter.element.attrib
        win.session.undo_stack.undo()
        assert win.session.doc.to_text() == before
    counter_with_id = win.session.doc.channel.counters[0]           # Yandex, id="44147844"
    form = select_row(win, COUNTERS, 0)
    chooser = form.bindings["type"].widget
    chooser.setCurrentIndex(chooser.findData("LiveInternet"))
    chooser.activated.emit(chooser.currentIndex())
    assert counter_with_id.element.get("id") == "44147844"     # a value stays, shown under its hint
    win.actions.add_ad.trigger()
    ad = win.session.doc.channel.ad_networks[-1]
    win.session.apply(ad.set("id", ""), "id cleared")        # an ad block's id, emptied in its field
    form = win.forms.current_form()
    chooser = form.bindings["type"].widget
    chooser.setCurrentIndex(chooser.findData("AdFox"))
    chooser.activated.emit(chooser.currentIndex())
    assert ad.type == "AdFox" and "id" not in ad.element.attrib and ad.turbo_ad_id == "ad_place_1"


def test_tab_in_a_description_goes_on_to_the_next_field_and_ctrl_tab_leaves_the_code_editors(sample_window, qtbot):
    """Tab typed a tab into the channel's description, made an undo step and kept the focus there;
    nothing after it could be reached with Tab (found by an audit)."""
    win = sample_window
    win.tree.select_channel()
    form = win.forms.current_form()
    description = form.bindings["description"].widget
    before, steps = win.session.doc.channel.description, win.session.undo_stack.count()
    description.setFocus()
    qtbot.keyClick(description, Qt.Key_Tab)
    assert not description.hasFocus() and QApplication.focusWidget() is not None
    assert win.session.doc.channel.description == before and win.session.undo_stack.count() == steps
    item_form = select_row(win, ITEMS, 0)
    assert item_form.bindings["description"].widget.tabChangesFocus()
    editor = item_form.content_editor
    content = editor.toPlainText()
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key_Tab, Qt.ControlModifier)
    assert not editor.hasFocus() and editor.toPlainText() == content
    win.xml_pane.editor.setFocus()
    qtbot.keyClick(win.xml_pane.editor, Qt.Key_Tab, Qt.ControlModifier | Qt.ShiftModifier)
    assert not win.xml_pane.editor.hasFocus()


def test_a_message_that_goes_while_its_field_is_typed_in_keeps_its_room_until_the_field_is_left(sample_window, qtbot):
    """The counter id's message went as soon as the id was right: the fields below jumped up under
    the click aimed at Parameters, and the text typed next went nowhere."""
    win = sample_window
    win.show()
    win.actions.add_counter.trigger()
    win.validator.flush()
    form = win.forms.current_form()
    field, below = form.bindings["id"], form.bindings["params"]
    field.widget.setFocus()
    qtbot.waitUntil(field.widget.hasFocus)
    qtbot.waitUntil(field.message.isVisible)
    where = below.widget.mapTo(form.widget(), below.widget.rect().topLeft()).y()
    qtbot.keyClicks(field.widget, "44147844")
    field.edited()
    win.validator.flush()
    qtbot.waitUntil(lambda: field.message.text() == "")
    qtbot.wait(50)
    assert below.widget.mapTo(form.widget(), below.widget.rect().topLeft()).y() == where
    below.widget.setFocus()                          # the field is left: the room goes
    qtbot.waitUntil(lambda: not field.message.isVisible())


def test_an_item_titled_with_one_long_word_keeps_its_fields_in_the_form(sample_window, qtbot):
    """A title of one 64-letter word made the heading, and so the form, wider than the panel: every
    field was cut off at the right behind a sideways scroll bar (seen in a real window)."""
    win = sample_window
    item = win.session.doc.channel.items[0]
    word = "Рентгеноэлектрокардиографический" * 2
    win.session.apply(item.set("title", word), "title")
    win.session.apply(item.set("content", f"<header><h1>{word}</h1></header><p>Текст.</p>"), "page")
    form = select_row(win, ITEMS, 0)
    win.resize(1280, 720)
    qtbot.waitUntil(lambda: form.viewport().width() > 0, timeout=2000)
    assert form.widget().minimumSizeHint().width() <= form.viewport().width()
    assert not form.horizontalScrollBar().isVisible()
    assert word in form.heading_label.toolTip()


def _wheel(widget, steps=-1):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_a_field_the_user_is_not_in_scrolls_and_changes_nothing(sample_window, qtbot):
    """Scrolling the form with the pointer over Language made ru "rw"; over the date, the zone, the
    permalink box, the counter's service and the network's type, it changed them too (found by an
    audit)."""
    win = sample_window
    before = win.session.doc.to_text()
    win.tree.select_channel()
    form = win.forms.current_form()
    form.bindings["title"].widget.setFocus()
    for name in ("language",):
        _wheel(form.bindings[name].widget)
    item_form = select_row(win, ITEMS, 0)
    item_form.bindings["title"].widget.setFocus()
    date = item_form.bindings["pub_date"].widget
    for widget in (date.picker, date.zone):
        _wheel(widget)
    for group in (COUNTERS, ADS):
        chooser = select_row(win, group, 0).bindings["type"].widget
        _wheel(chooser)
    assert win.session.doc.to_text() == before and not win.session.undo_stack.count()
    # In the field, the wheel is the field's.
    win.tree.select_channel()
    language = form.bindings["language"].widget
    language.setFocus()
    qtbot.waitUntil(language.hasFocus, timeout=2000)
    _wheel(language)
    assert win.session.doc.to_text() != before


def _type_in_a_new_category(win, qtbot, text="Typed"):
    form = select_row(win, ITEMS, 0)
    table = form.categories
    table.add_button.click()
    row = table.table.rowCount() - 1
    table.table.setFocus()
    table.table.setCurrentCell(row, 0)
    table.table.editItem(table.table.item(row, 0))
    editor = table.table.indexWidget(table.table.currentIndex())
    assert editor is not None
    editor.setText(text)
    return form


def test_text_typed_in_a_table_cell_is_saved_without_leaving_the_cell(sample_window, qtbot, tmp_path):
    """Ctrl+S with the cell still open saved the file without it; closing lost it; selecting
    another node dropped it (found by an audit)."""
    win = sample_window
    _type_in_a_new_category(win, qtbot)
    assert win.files.save()
    assert b"<category>Typed</category>" in open(win.session.path, "rb").read()
    _type_in_a_new_category(win, qtbot, "Second")
    select_row(win, ITEMS, 1)
    assert [c.text for c in win.session.doc.channel.items[0].categories][-1] == "Second"


def test_tab_leaves_a_table_for_the_next_field(sample_window):
    form = select_row(sample_window, ITEMS, 0)
    assert not form.categories.table.tabKeyNavigation()


def test_the_channel_form_edits_the_cms_plugin_id(sample_window):
    """The view read turbo:cms_plugin, and no field showed it (found by an audit)."""
    win = sample_window
    win.tree.select_channel()
    field = win.forms.current_form().bindings["cms_plugin"]
    field.widget.setText("ABC123")
    field.edited()
    assert win.session.doc.channel.cms_plugin == "ABC123"
    assert "<turbo:cms_plugin>ABC123</turbo:cms_plugin>" in win.session.doc.to_text()


def test_a_date_typed_in_another_form_is_rewritten_in_the_typings_one_undo_step(sample_window, qtbot):
    """Tab out of "2024-01-02 10:00" made two steps: one Undo left the ISO text in the feed (found
    by an audit)."""
    from PySide6.QtTest import QTest
    win = sample_window
    form = select_row(win, ITEMS, 0)
    date = form.bindings["pub_date"].widget
    original = win.session.doc.channel.items[0].pub_date
    date.text.setFocus()
    qtbot.waitUntil(date.text.hasFocus, timeout=2000)
    date.text.selectAll()
    QTest.keyClicks(date.text, "2024-01-02 10:00")
    form.bindings["title"].widget.setFocus()
    qtbot.waitUntil(lambda: not date.text.hasFocus(), timeout=2000)
    item = win.session.doc.channel.items[0]
    assert item.pub_date.startswith("Tue, 02 Jan 2024 10:00:00")
    assert win.session.undo_stack.count() == 1
    win.session.undo()
    assert item.pub_date == original


def test_a_finding_about_a_row_of_a_table_marks_its_cell_and_going_to_it_selects_the_row(sample_window, qtbot):
    """A relative related-link URL was in Problems and the tree badge, not in its cell, and going
    to it left the section closed (found by an audit)."""
    from turbo_editor.feed import edits as feed_edits
    win = sample_window
    item = win.session.doc.channel.items[0]
    win.session.apply(feed_edits.add_related_link(item.element, "rel/page", "A page"), "add")
    win.validator.flush()
    finding = next(f for f in win.validator.findings if f.rule == "turbo-related-url")
    form = select_row(win, ITEMS, 1)
    win.navigator.go_to_finding(finding)
    form = win.forms.current_form()
    table = form.related
    row = table.row_of(finding.element)
    assert row is not None and table.table.currentRow() == row and table.isVisibleTo(form)
    cell = table.table.item(row, table.fields.index("url"))
    assert cell.background().color().alpha() > 0 and "not absolute" in cell.toolTip()
    win.session.apply(form.related._views[row].set("url", "https://sad.example.ru/page"), "fix")
    win.validator.flush()
    cell = table.table.item(row, table.fields.index("url"))
    assert cell.background().style() == Qt.NoBrush and "not absolute" not in cell.toolTip()


def test_the_item_form_edits_the_breadcrumbs_schema_identifier(sample_window, qtbot):
    """metrics/yandex@schema_identifier had no field: the view read it, and a feed's value could be
    neither seen nor changed in the form (TURBO.md, Item: metrics)."""
    win = sample_window
    form = select_row(win, ITEMS, 0)
    field = form.bindings["breadcrumbs_schema"].widget
    assert field.text() == "garden"
    before = win.session.doc.serialize()
    field.setFocus()
    field.end(False)
    qtbot.keyClicks(field, "-news")
    yandex = win.session.doc.channel.items[0].element.find("metrics/yandex")
    assert yandex.get("schema_identifier") == "garden-news"
    assert '<yandex schema_identifier="garden-news">' in win.session.doc.to_text()
    assert win.session.undo_stack.count() == 1
    win.session.undo_stack.undo()
    assert win.session.doc.serialize() == before and field.text() == "garden"


def test_a_text_field_holding_an_element_shows_all_of_it_and_typing_goes_where_it_is_seen(window, tmp_path, qtbot):
    """<title>Hello <b>bold</b> end</title> showed "Hello ", as if the title ended there, and a
    letter typed at the end of the field landed before <b> ("Hello !<b>bold</b> end"). The field
    shows the whole value, markup and all, and what is typed is the value as the field shows it."""
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">'
                    '<channel><title>T</title><link>https://e.ru/</link><description>D</description>\n'
                    '<item turbo="true"><title>Hello <b>bold</b> end</title><link>https://e.ru/a</link>\n'
                    '<turbo:content><![CDATA[<header><h1>A</h1></header>]]></turbo:content></item>\n'
                    '</channel></rss>\n', encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    field = select_row(window, ITEMS, 0).bindings["title"].widget
    assert field.text() == "Hello <b>bold</b> end"
    before = window.session.doc.serialize()
    field.setFocus()
    field.end(False)
    qtbot.keyClicks(field, "!")
    assert "<title>Hello &lt;b&gt;bold&lt;/b&gt; end!</title>" in window.session.doc.to_text()
    assert field.text() == "Hello <b>bold</b> end!"
    assert window.session.undo_stack.count() == 1
    window.session.undo_stack.undo()
    assert window.session.doc.serialize() == before and field.text() == "Hello <b>bold</b> end"


def test_a_date_typed_before_another_item_is_shown_by_a_key_is_rewritten_in_its_own_item(sample_window, qtbot):
    """Ctrl+Shift+N with the cursor still in a date typed as "2024-01-02 10:00" showed the new item
    with the typing unfinished: the first item kept the ISO date, and leaving the field later
    finished the typing on whatever item was shown then (found by an audit of the forms)."""
    from PySide6.QtTest import QTest
    win = sample_window
    form = select_row(win, ITEMS, 2)
    date = form.bindings["pub_date"].widget
    date.text.setFocus()
    qtbot.waitUntil(date.text.hasFocus, timeout=2000)
    date.text.selectAll()
    QTest.keyClicks(date.text, "2024-01-02 10:00")
    win.actions.add_item.trigger()
    items = win.session.doc.channel.items
    assert len(items) == 4 and win.forms.current_form().view == items[3]
    assert items[2].pub_date.startswith("Tue, 02 Jan 2024 10:00:00")
    new_date = items[3].pub_date
    form.bindings["title"].widget.setFocus()
    qtbot.waitUntil(lambda: not date.text.hasFocus(), timeout=2000)
    assert items[3].pub_date == new_date
