"""Editing in the XML pane as a demanding user does it: characters Qt reads its own way, typing
while a big feed goes in, Undo and Redo between the pane and the feed, Find, Go to line, marks."""

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QInputDialog

from support import REPO, SAMPLE
from turbo_editor.ui import xml_editor
from turbo_editor.ui.xml_editor import utf16_index, utf16_len

FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>T</title>
    <link>https://e.ru/</link>
    <description>D</description>
    <item>
      <title>{first}</title>
      <link>https://e.ru/1</link>
    </item>
    <item>
      <title>Second</title>
      <link>https://e.ru/2</link>
    </item>
  </channel>
</rss>
"""


def open_text(window, qtbot, tmp_path, text: str | bytes, name: str = "feed.xml"):
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    assert window.files.open_path(str(path), confirm=False)
    sync(window, qtbot)
    return path


def sync(win, qtbot, timeout: int = 5000):
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=timeout)


def put_cursor(editor, at: int, end: int | None = None) -> None:
    """The cursor at character ``at`` of the pane's text (selecting to ``end``)."""
    text = editor.text()
    cursor = editor.textCursor()
    cursor.setPosition(utf16_len(text[:at]))
    if end is not None:
        cursor.setPosition(utf16_len(text[:end]), QTextCursor.KeepAnchor)
    editor.setTextCursor(cursor)


def type_in_pane(win, old: str, new: str) -> None:
    found = win.xml_pane.editor.document().find(old)
    assert not found.isNull(), old
    found.insertText(new)


def big_feed(items: int) -> bytes:
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    return make_feed(items)


def test_a_paragraph_separator_in_a_title_survives_typing_elsewhere(window, qtbot, tmp_path, answers):
    """Qt keeps lines as paragraphs parted by U+2029: the feed's own U+2029 came back as a line
    end after any typing in the pane, and Save wrote that (found by an audit)."""
    path = open_text(window, qtbot, tmp_path, FEED.format(first="One\u2029two"))
    type_in_pane(window, "<title>Second</title>", "<title>Second!</title>")
    assert window.xml_pane.apply_text()
    assert window.session.doc.channel.items[0].title == "One\u2029two"
    assert window.session.doc.channel.items[1].title == "Second!"
    assert window.files.save()
    assert "One\u2029two" in path.read_text(encoding="utf-8")
    assert window.xml_pane.editor.text() == window.session.doc.to_text()


NBSP_TITLE = "В\u00a02024\u00a0году — 5\u00a0км"


def test_cut_and_paste_keep_no_break_spaces_and_find_matches_them_exactly(window, qtbot, tmp_path, answers):
    """Qt's copy of a selection made its no-break spaces plain ones, and its search never found a
    no-break space (found by an audit)."""
    open_text(window, qtbot, tmp_path, FEED.format(first=NBSP_TITLE))
    editor = window.xml_pane.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    at = editor.text().index(NBSP_TITLE)
    put_cursor(editor, at, at + len(NBSP_TITLE))
    window.actions.cut.trigger()
    window.actions.paste.trigger()
    window.xml_pane.flush()
    assert window.session.doc.channel.items[0].title == NBSP_TITLE
    window.xml_pane.show_find()
    bar = window.xml_pane.find_bar
    bar.find_text.setText(NBSP_TITLE)
    put_cursor(editor, 0)
    assert bar.find_next()
    assert editor.textCursor().selectedText() == NBSP_TITLE
    bar.find_text.setText("5 км")                         # a plain space finds no no-break one
    assert not bar.find_next()


def test_find_with_no_match_leaves_the_cursor_and_the_form_where_they_were(sample_window, qtbot):
    win = sample_window
    editor = win.xml_pane.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    text = editor.text()
    put_cursor(editor, text.index("<item", text.index("<item") + 1) + 2)
    sync(win, qtbot)
    before, form = editor.textCursor().position(), win.forms.current_form()
    win.xml_pane.show_find()
    win.xml_pane.find_bar.find_text.setText("нет такого текста")
    assert not win.xml_pane.find_bar.find_next()
    assert win.xml_pane.find_bar.find_status.text() == "Not found"
    assert editor.textCursor().position() == before and win.forms.current_form() is form
    win.xml_pane.find_bar.find_text.setText("<channel>")   # around the end, once
    assert win.xml_pane.find_bar.find_next()
    assert editor.textCursor().selectedText() == "<channel>"


@pytest.fixture
def measuring_held(monkeypatch):
    """The pane's measuring of a big feed's pieces waits until the test lets it go: a 600-item
    feed's pieces are measured in one slice, so the moment between its text going in and its
    pieces measured lasted one pass of the event loop, shorter than a test's wait."""
    from turbo_editor.ui import pacing
    from turbo_editor.ui.xml_pane import XmlPane
    held = {"on": True}
    measure = XmlPane._layout_step

    def step(self):
        if held["on"]:
            pacing.ask(self, self._layout_step)
        else:
            measure(self)
    monkeypatch.setattr(XmlPane, "_layout_step", step)
    return held


def test_typing_while_a_big_feeds_pieces_are_measured_reaches_the_document(window, qtbot, tmp_path, answers,
                                                                           measuring_held):
    """Once the text was in, the pane was editable while its pieces were still measured, and what
    was typed then never reached the feed: not marked modified, and Save dropped it (found by an
    audit). Replace all edited the text while it was still going in, to the same end."""
    path = tmp_path / "big.xml"
    path.write_bytes(big_feed(600))
    assert window.files.open_path(str(path), confirm=False)
    pane, editor = window.xml_pane, window.xml_pane.editor
    qtbot.waitUntil(lambda: pane._fill is not None, timeout=10000)
    assert editor.isReadOnly()
    pane.show_find(replace=True)
    pane.find_bar.find_text.setText("<title>")
    pane.find_bar.replace_text.setText("<title>X")
    assert pane.find_bar.replace_all() == 0
    assert pane.find_bar.find_status.text() == "The text cannot be edited yet"
    qtbot.waitUntil(lambda: pane._fill is None and pane._layout_steps is not None, timeout=30000)
    assert not editor.isReadOnly()
    editor.setFocus()
    found = editor.document().find("<title>", 2000)
    cursor = editor.textCursor()
    cursor.setPosition(found.selectionEnd())
    editor.setTextCursor(cursor)
    qtbot.keyClicks(editor, "TYPED ")
    pane.flush()
    sync(window, qtbot, 30000)
    assert window.session.is_modified
    assert "<title>TYPED " in window.session.doc.to_text()
    assert editor.text() == window.session.doc.to_text(display=True)


def test_a_change_made_while_a_big_feed_goes_in_keeps_the_pane_read_only_until_it_shows(window, qtbot, tmp_path,
                                                                                        answers, measuring_held):
    """Typed into a text that lacks a change made meanwhile, the pane's text would take it back."""
    path = tmp_path / "big.xml"
    path.write_bytes(big_feed(600))
    assert window.files.open_path(str(path), confirm=False)
    pane = window.xml_pane
    qtbot.waitUntil(lambda: pane._fill is None and pane._layout_steps is not None, timeout=30000)
    item = window.session.doc.channel.items[2]
    window.session.apply(item.set("title", "Правка"), "edit")
    assert pane.editor.isReadOnly()
    measuring_held["on"] = False
    sync(window, qtbot, 30000)
    assert not pane.editor.isReadOnly() and "<title>Правка</title>" in pane.editor.text()


def test_go_to_line_offers_the_lines_of_the_feed_open_now(window, qtbot, tmp_path, answers, monkeypatch):
    """Behind another tab, the pane offered the line count of the feed open before (found by an audit)."""
    open_text(window, qtbot, tmp_path, FEED.format(first="A"), name="short.xml")
    window.site_dock.raise_()
    qtbot.waitUntil(lambda: not window.xml_pane.active, timeout=3000)
    path = tmp_path / "sample.xml"
    path.write_bytes(SAMPLE.read_bytes())
    assert window.files.open_path(str(path), confirm=False)
    lines = SAMPLE.read_text(encoding="utf-8").count("\n")
    offered = []

    def get_int(_parent, _title, _label, _value, _minimum, maximum, *_args, **_kwargs):
        offered.append(maximum)
        return lines, True
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(get_int))
    window.actions.go_to_line.trigger()
    assert offered[0] >= lines
    assert window.xml_pane.editor.textCursor().blockNumber() + 1 == lines


BROKEN = FEED.replace("<title>{first}</title>", "<title>{first} Том & Джерри</title>")


def marked(editor) -> tuple[str, str]:
    """The text from the error mark to the end of its line, and the first underlined text."""
    block = editor.document().findBlock(editor.error_mark[0])
    line = block.text()
    whole = editor.text()
    start, end = editor.marks[0][:2]
    return (line[utf16_index(line, editor.error_mark[0] - block.position()):],
            whole[utf16_index(whole, start):utf16_index(whole, end)])


def test_the_error_marks_of_broken_text_are_in_their_place_after_emoji(window, qtbot, tmp_path):
    """Columns count characters and positions UTF-16 units: each emoji before the error put the
    marks one place too far left (found by an audit)."""
    open_text(window, qtbot, tmp_path, BROKEN.format(first="abcd"))
    assert window.xml_pane.broken
    plain = marked(window.xml_pane.editor)
    open_text(window, qtbot, tmp_path, BROKEN.format(first="😀😀"), name="emoji.xml")
    assert window.xml_pane.broken
    assert plain[0].startswith("& Джерри</title>") and plain[1].startswith("& Джерри")
    assert marked(window.xml_pane.editor) == plain


def test_undo_of_a_key_that_broke_the_text_keeps_the_typing_before_it(sample_window, qtbot):
    """The pane's own undo merged the key into typing that was a step already: one Undo took both
    back, and made a new step to do it (found by an audit)."""
    win, pane = sample_window, sample_window.xml_pane
    editor = pane.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    found = editor.document().find("Вестник садовода")
    found.setPosition(found.selectionEnd())
    editor.setTextCursor(found)
    qtbot.keyClicks(editor, " 2026")
    pane.flush()
    assert win.session.doc.channel.title == "Вестник садовода 2026"
    steps = win.session.undo_stack.count()
    qtbot.keyClicks(editor, "<")
    pane.flush()
    assert pane.broken
    win.actions.undo.trigger()
    sync(win, qtbot)
    assert not pane.broken and win.session.doc.channel.title == "Вестник садовода 2026"
    assert win.session.undo_stack.count() == steps


def test_redo_brings_back_the_step_undone_last(sample_window, qtbot):
    """Redo took the pane's own redo whenever it had one: after Undo went on from the typing to a
    step of the feed, Redo brought the broken typing back (found by an audit)."""
    win, pane = sample_window, sample_window.xml_pane
    win.commands.ignore_rule("rss-missing-ttl", True)
    sync(win, qtbot)
    type_in_pane(win, "<title>Вестник садовода</title>", "<title>Вестник садовода<</title>")
    assert not pane.apply_text() and pane.broken
    win.actions.undo.trigger()                   # the typing
    sync(win, qtbot)
    win.actions.undo.trigger()                   # the ignored rule
    sync(win, qtbot)
    assert not pane.broken and "rss-missing-ttl" not in win.session.doc.ignored_rules
    win.actions.redo.trigger()
    sync(win, qtbot)
    assert not pane.broken and "rss-missing-ttl" in win.session.doc.ignored_rules
    win.actions.redo.trigger()                   # then the typing
    assert pane.broken


def test_a_click_into_another_item_before_the_pause_shows_that_item(sample_window, qtbot):
    """The node under the cursor was worked out from the places the pieces had before the typing:
    the tree and the form went to the item before the one clicked (found by an audit)."""
    win = sample_window
    editor = win.xml_pane.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    text = editor.text()
    put_cursor(editor, text.index("<header>"), text.index('<div data-block="accordion">'))
    qtbot.keyClick(editor, Qt.Key_Delete)
    assert win.xml_pane._parse_timer.isActive()
    text = editor.text()
    put_cursor(editor, text.index('<item turbo="true">', text.index("</item>")) + 3)
    win.xml_pane.flush()
    sync(win, qtbot)
    assert win.forms.current_form().view.element is win.session.doc.channel.items[1].element


def test_a_line_of_minified_html_is_tinted_but_not_coloured_tag_by_tag(window, qtbot, tmp_path, answers):
    """Colouring every tag of a 300 KB line again took seconds for each key typed in it (found by an audit)."""
    page = '<p>Слово <b>жирное</b> и <a href="https://e.ru/x">ссылка</a>.</p>' * 400
    assert len(page) > xml_editor.LONG_LINE
    open_text(window, qtbot, tmp_path, FEED.format(first=f"<![CDATA[{page}]]>"))
    editor = window.xml_pane.editor
    block = editor.document().find("<![CDATA[").block()
    editor.setTextCursor(QTextCursor(block))
    editor.centerCursor()
    editor.highlighter.format_visible()
    formats = block.layout().formats()
    assert 0 < len(formats) < 10
    short = editor.document().find("<link>").block()
    assert len(short.layout().formats()) > 1           # a line of ordinary length is coloured


def test_ctrl_z_in_broken_text_is_undone_in_order_with_the_feeds_steps(sample_window, qtbot):
    """Ctrl+Z in the pane while its text did not parse was the editor's own undo, outside the order
    Redo follows: Redo then took back a step of the feed instead of the typing (found by a review)."""
    win, pane = sample_window, sample_window.xml_pane
    win.commands.ignore_rule("rss-missing-ttl", True)
    sync(win, qtbot)
    win.actions.undo.trigger()                   # the feed's step, undone
    sync(win, qtbot)
    type_in_pane(win, "<title>Вестник садовода</title>", "<title>Вестник садовода<</title>")
    assert not pane.apply_text() and pane.broken
    pane.editor.setFocus()
    qtbot.waitUntil(pane.editor.hasFocus)
    qtbot.keyClick(pane.editor, Qt.Key_Z, Qt.ControlModifier)
    sync(win, qtbot)
    assert not pane.broken
    win.actions.redo.trigger()                   # what Ctrl+Z took: the typing
    assert pane.broken and "rss-missing-ttl" not in win.session.doc.ignored_rules


def test_find_takes_a_match_that_overlaps_one_turned_down(window, qtbot, tmp_path, answers):
    """Qt's search found "1 1" where "1\u00a01" was asked; searching on from its end passed over
    the real match that began inside it (found by a review)."""
    open_text(window, qtbot, tmp_path, FEED.format(first="x 1 1\u00a01 y"))
    bar, editor = window.xml_pane.find_bar, window.xml_pane.editor
    window.xml_pane.show_find(replace=True)
    bar.find_text.setText("1\u00a01")
    put_cursor(editor, 0)
    assert bar.find_next() and editor.textCursor().selectedText() == "1\u00a01"
    bar.replace_text.setText("one")
    assert bar.replace_all() == 1
    window.xml_pane.flush()
    assert window.session.doc.channel.items[0].title == "x 1 one y"


def test_a_description_field_copies_every_character(sample_window, qtbot):
    """The forms' description fields are Qt's plain editors: a copy made their no-break spaces
    plain ones, and a U+2029 the stand-in the editors hold it as (found by a review)."""
    from PySide6.QtWidgets import QApplication
    win = sample_window
    win.tree.select_channel()
    form = win.forms.current_form()
    win.session.apply(win.session.doc.channel.set("description", "Сад\u00a0и\u2029огород"), "edit")
    field = form.bindings["description"].widget
    qtbot.waitUntil(lambda: "огород" in field.toPlainText())
    field.selectAll()
    field.copy()
    assert QApplication.clipboard().text() == "Сад\u00a0и\u2029огород"
