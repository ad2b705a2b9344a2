"""The XML pane: the text Save writes, following edits, editable, and marking what is wrong."""

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QMessageBox

from turbo_editor.ui.tree_model import ITEMS


def pane_text(win):
    return win.xml_pane.editor.text()


def sync(win, qtbot):
    """Let the pane apply pending document changes (it does so on the next event loop turn)."""
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=2000)


def open_checked(window, qtbot, tmp_path, text: str) -> None:
    """Open ``text`` as a feed file and wait until the pane shows it with the check's marks."""
    path = tmp_path / "feed.xml"
    path.write_text(text, encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=3000)
    window.validator.flush()
    sync(window, qtbot)


def select_item(win, row):
    model = win.tree.model
    win.tree.select_source(model.index(row, 0, model.group_index(ITEMS)))
    return win.forms.current_form()


def type_in_pane(win, old, new):
    """Replace the first occurrence of ``old`` in the pane as a user's edit would."""
    document = win.xml_pane.editor.document()
    found = document.find(old)
    assert not found.isNull(), old
    found.insertText(new)


def test_pane_shows_exactly_what_save_writes(sample_window):
    assert pane_text(sample_window) == sample_window.session.doc.to_text()
    assert pane_text(sample_window).startswith('<?xml version="1.0" encoding="UTF-8"?>')
    sample_window.actions.encodings["windows-1251"].trigger()
    sample_window.xml_pane.rebuild()
    assert pane_text(sample_window).startswith('<?xml version="1.0" encoding="windows-1251"?>')


def test_form_edit_rewrites_only_that_item_in_the_pane(sample_window, qtbot):
    win = sample_window
    form = select_item(win, 1)
    editor = win.xml_pane.editor
    editor.verticalScrollBar().setValue(3)
    rebuilt = []
    win.xml_pane.rebuild = lambda: rebuilt.append(True)      # a full re-read would be noticed
    title = form.bindings["title"]
    title.widget.setText("Поливы в июне")
    title.edited()
    sync(win, qtbot)
    assert not rebuilt
    assert "<title>Поливы в июне</title>" in pane_text(win)
    assert pane_text(win) == win.session.doc.to_text()
    assert editor.verticalScrollBar().value() == 3


def test_structural_edits_keep_the_pane_equal_to_the_document(sample_window, qtbot):
    win = sample_window
    select_item(win, 0)
    win.actions.add_item.trigger()
    win.actions.duplicate.trigger()
    win.actions.down.trigger()
    win.actions.add_counter.trigger()
    sync(win, qtbot)
    assert pane_text(win) == win.session.doc.to_text()
    while win.session.undo_stack.canUndo():
        win.session.undo_stack.undo()
    sync(win, qtbot)
    assert pane_text(win) == win.session.doc.to_text()


def test_typing_valid_xml_becomes_one_undoable_step(sample_window, qtbot):
    win = sample_window
    type_in_pane(win, "<title>Вестник садовода</title>", "<title>Садовод</title>")
    assert win.xml_pane.apply_text()
    assert win.session.doc.channel.title == "Садовод"
    assert win.tree.model.index(0, 0).data() == "Садовод"
    assert win.session.undo_stack.count() == 1
    win.actions.undo.trigger()
    sync(win, qtbot)
    assert win.session.doc.channel.title == "Вестник садовода"
    assert "<title>Вестник садовода</title>" in pane_text(win)


def test_broken_text_is_marked_forms_lock_and_nothing_typed_is_lost(sample_window, qtbot):
    win = sample_window
    type_in_pane(win, "<author>Анна Петрова</author>", "<author>Анна Петрова</autor>")
    typed = pane_text(win)
    assert not win.xml_pane.apply_text()
    assert win.xml_pane.broken and win.form_banner.isVisibleTo(win)
    assert not win.forms.isEnabled() and not win.actions.add_item.isEnabled()
    assert "autor" in win.session.unparsed.describe() or "mismatch" in win.session.unparsed.describe().lower()
    position, _message = win.xml_pane.editor.error_mark
    line = win.xml_pane.editor.document().findBlock(position).blockNumber() + 1
    assert "</autor>" in pane_text(win).splitlines()[line - 1]
    assert pane_text(win) == typed                                   # not rewritten
    assert win.session.doc.channel.items[0].author == "Анна Петрова"   # the document waits
    type_in_pane(win, "</autor>", "</author>")
    assert win.xml_pane.apply_text()
    assert not win.xml_pane.broken and win.forms.isEnabled() and not win.form_banner.isVisibleTo(win)


def test_fixing_the_text_changes_the_document_and_undo_reverts(sample_window, qtbot):
    win = sample_window
    type_in_pane(win, "<author>Анна Петрова</author>", "<author>Анна</autor>")
    assert not win.xml_pane.apply_text()
    type_in_pane(win, "</autor>", "</author>")
    assert win.xml_pane.apply_text()
    assert win.session.doc.channel.items[0].author == "Анна"
    win.actions.undo.trigger()
    assert win.session.doc.channel.items[0].author == "Анна Петрова"


def test_a_file_that_is_not_well_formed_opens_as_text(window, tmp_path, qtbot):
    bad = tmp_path / "bad.xml"
    bad.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n'
                   '<title>Почти</title>\n</rss>\n', encoding="utf-8")
    assert window.files.open_path(str(bad))
    assert window.session.doc is None and window.xml_pane.broken
    assert pane_text(window) == bad.read_text(encoding="utf-8")
    assert window.windowTitle().startswith("bad.xml")
    type_in_pane(window, "</rss>", "</channel>\n</rss>")
    assert window.xml_pane.apply_text()
    assert window.session.doc.channel.title == "Почти"
    assert window.isWindowModified() and window.session.path == str(bad)


def test_every_xml_error_of_broken_text_is_underlined_with_its_explanation(window, tmp_path):
    bad = tmp_path / "bad.xml"
    bad.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n'
                   '<title>A & B</title>\n<link href=x>https://example.ru/</link>\n</channel>\n</rss>\n',
                   encoding="utf-8")
    assert window.files.open_path(str(bad))
    pane = window.xml_pane
    assert "a bare “&” must be written as &amp;" in window.session.unparsed.describe()
    marks = pane.editor.marks
    lines = [pane.editor.document().findBlock(start).blockNumber() + 1 for start, _end, _s, _m in marks]
    assert lines[:2] == [4, 5]
    assert any('write href="x"' in message for _s, _e, _sev, message in marks)
    assert all(severity == "error" for _s, _e, severity, _m in marks)


def test_saving_broken_text_asks_and_writes_it_exactly(window, tmp_path, answers):
    bad = tmp_path / "bad.xml"
    bad.write_text("<rss>\n<channel>\n</rss>\n", encoding="utf-8")
    window.files.open_path(str(bad))
    type_in_pane(window, "<channel>", "<channel><title>x</title>")
    answers.append(QMessageBox.Yes)
    assert window.files.save()
    assert bad.read_text(encoding="utf-8") == "<rss>\n<channel><title>x</title>\n</rss>\n"


def test_after_saving_broken_text_undo_back_to_the_document_is_unsaved_work(sample_window, answers, qtbot):
    """The file then holds the broken text: the document the Undo brings back is not what it holds."""
    win = sample_window
    type_in_pane(win, "<author>Анна Петрова</author>", "<author>Анна Петрова</author> <x")
    assert not win.xml_pane.apply_text()
    answers.append(QMessageBox.Yes)
    assert win.files.save()
    assert not win.session.is_modified and not win.isWindowModified()
    win.xml_pane.editor.setFocus()
    win.actions.undo.trigger()                      # the pane's own step: the text parses again
    assert win.xml_pane.apply_text()
    assert win.session.is_modified and win.isWindowModified()
    assert " <x" in Path(win.session.path).read_text(encoding="utf-8")


def test_typing_undone_in_the_pane_can_be_redone_after_it_made_the_text_parse(sample_window, qtbot):
    win = sample_window
    before = pane_text(win)
    type_in_pane(win, "<author>Анна Петрова</author>", "<author>Анна Петрова</author> <x")
    typed = pane_text(win)
    assert not win.xml_pane.apply_text()
    assert win.actions.undo.isEnabled()
    win.actions.undo.trigger()                      # Edit ▸ Undo while broken: the pane's own step
    assert win.xml_pane.apply_text() and pane_text(win) == before
    assert win.actions.redo.isEnabled()
    win.actions.redo.trigger()
    assert pane_text(win) == typed
    assert not win.xml_pane.apply_text() and win.xml_pane.broken
    win.actions.undo.trigger()
    assert win.xml_pane.apply_text()
    win.session.apply(win.session.doc.channel.items[0].set("author", "Другой"), "edit")   # a new change
    sync(win, qtbot)
    assert not win.actions.redo.isEnabled()         # the undone typing is gone for good now, as in any editor


def test_undo_steps_back_through_each_fix_of_a_file_that_opened_broken(window, tmp_path, qtbot):
    """A file opened broken: its entities replaced, then its end tag fixed so that it parses. The
    first Undo gave back </itm>, and then Undo was greyed out: the entities could not be had back,
    and the window stayed modified (found by an audit)."""
    from support import SAMPLE
    original = SAMPLE.read_text(encoding="utf-8").replace("<title>", "<title>&laquo;", 1).replace(
        "</item>", "</itm>", 1)
    path = tmp_path / "broken.xml"
    path.write_text(original, encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False) and window.xml_pane.broken
    pane = window.xml_pane
    pane.fix_entities()
    entities_fixed = pane_text(window)
    assert "&laquo;" not in entities_fixed and pane.broken
    type_in_pane(window, "</itm>", "</item>")
    assert pane.apply_text() and window.session.doc is not None
    fixed = pane_text(window)
    window.actions.undo.trigger()
    sync(window, qtbot)
    assert pane_text(window) == entities_fixed and pane.broken
    assert window.actions.undo.isEnabled()
    window.actions.undo.trigger()
    assert pane_text(window) == original and pane.broken
    assert not window.session.is_modified                    # the text is the file's again
    window.actions.redo.trigger()
    assert pane_text(window) == entities_fixed and window.session.is_modified
    window.actions.redo.trigger()
    sync(window, qtbot)
    assert pane_text(window) == fixed and window.session.doc is not None and not pane.broken


def test_tree_selection_reveals_the_node_and_the_cursor_selects_it_back(sample_window, qtbot):
    win = sample_window
    select_item(win, 2)
    start, end = win.xml_pane.editor.node_range
    assert pane_text(win)[start:].startswith('<item turbo="false">')
    editor = win.xml_pane.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    found = editor.document().find("<title>Календарь поливов на июнь</title>")
    cursor = QTextCursor(found)
    editor.setTextCursor(cursor)
    assert win.tree.selected_item_elements() == [win.tree.model.item_elements()[1]]
    found = editor.document().find("Mon, 01 Jun 2026")
    editor.setTextCursor(QTextCursor(found))
    date = win.forms.current_form().bindings["pub_date"].widget
    assert date.property("pointed") is True and not date.text.hasFocus()
    found = editor.document().find("LiveInternet")
    editor.setTextCursor(QTextCursor(found))
    assert win.forms.current_form() is win.forms.forms["counter"]


def test_findings_are_underlined_with_gutter_markers_and_hover_text(sample_window, qtbot):
    win = sample_window
    form = select_item(win, 1)
    link = form.bindings["link"]
    link.widget.setText("/relative")
    link.edited()
    win.validator.flush()
    sync(win, qtbot)
    editor = win.xml_pane.editor
    marks = [m for m in editor.marks if m[2] == "error"]
    assert marks
    start, end, _severity, _message = marks[0]
    assert pane_text(win)[start:end] == "<link>"
    line = editor.document().findBlock(start).blockNumber()
    assert editor.line_marks[line] == "error"
    assert any("relative" in m for m in editor.messages_at(start + 1))
    row = next(r for r in range(win.problems.model.rowCount()) if win.problems.model.rows[r].rule == "url-relative")
    assert win.problems.model.index(row, 4).data() == line + 1


def test_find_replace_and_go_to_line(sample_window):
    pane = sample_window.xml_pane
    pane.editor.setFocus()
    pane.show_find()
    pane.find_bar.find_text.setText("Огурцы")
    assert pane.find_bar.find_next()
    assert pane.editor.textCursor().selectedText() == "Огурцы"
    pane.find_bar.replace_text.setText("Кабачки")
    assert pane.find_bar.replace_all() == 2
    assert pane.apply_text()
    assert "Кабачки" in sample_window.session.doc.channel.items[1].content
    pane.editor.go_to_line(5)
    assert pane.editor.textCursor().blockNumber() == 4
    assert pane.find_bar.find_status.text() == "2 replaced"
    sample_window.files.new_feed()                  # another feed: the last one's count goes
    assert pane.find_bar.find_status.text() == ""


def test_a_find_in_the_pane_takes_the_tree_and_the_form_to_the_match(sample_window, qtbot):
    """A match found in item 2 left the tree and the form on item 1 until a click in the text
    (found by an audit); Find Next goes on from the match, not from the item's start."""
    win = sample_window
    select_item(win, 0)
    sync(win, qtbot)
    pane = win.xml_pane
    pane.show_find()
    pane.find_bar.find_text.setFocus()
    qtbot.waitUntil(pane.find_bar.find_text.hasFocus, timeout=2000)
    pane.find_bar.find_text.setText("Календарь поливов")
    assert pane.find_bar.find_next()
    second = win.tree.model.item_elements()[1]
    qtbot.waitUntil(lambda: win.tree.selected_item_elements() == [second], timeout=2000)
    assert win.forms.current_form().view.element is second
    found = pane.editor.textCursor()
    assert found.selectedText() == "Календарь поливов"
    assert pane.find_bar.find_next()                         # the next one, after it
    assert pane.editor.textCursor().selectionStart() > found.selectionStart()


def test_edit_menu_find_goes_to_the_pane_when_it_has_focus(sample_window, qtbot):
    win = sample_window
    win.xml_pane.editor.setFocus()
    qtbot.waitUntil(win.xml_pane.editor.hasFocus)
    win.actions.find.trigger()
    assert win.xml_pane.find_bar.isVisibleTo(win)
    win.tree.view.setFocus()
    qtbot.waitUntil(win.tree.view.hasFocus)
    win.actions.find.trigger()
    assert win.tree.filter.hasFocus()


def test_no_break_spaces_survive_the_pane_and_the_content_editor(sample_window, qtbot):
    """Qt's toPlainText() turns U+00A0 into a space; Russian typography is full of them."""
    win = sample_window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("title", "10\u00a0кг"), "nbsp")
    sync(win, qtbot)
    assert "<title>10\u00a0кг</title>" in pane_text(win)
    type_in_pane(win, "<author>Анна Петрова</author>", "<author>Анна\u00a0Петрова</author>")
    assert win.xml_pane.apply_text()
    item = win.session.doc.channel.items[0]          # the pane's edit replaced the item element
    assert item.title == "10\u00a0кг" and item.author == "Анна\u00a0Петрова"
    form = select_item(win, 0)
    editor = form.bindings["content"].widget
    editor.setFocus()
    editor.moveCursor(QTextCursor.End)
    qtbot.keyClicks(editor, "x")
    win.session.apply(item.set("content", item.content.replace("+15", "+15\u00a0")), "nbsp in content")
    qtbot.keyClicks(editor, "y")
    assert "+15\u00a0" in item.content


def test_a_big_feed_fills_the_pane_in_steps_and_catches_up_with_edits(window, tmp_path, qtbot):
    import sys

    from support import REPO
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    from turbo_editor.ui import xml_pane
    path = tmp_path / "big.xml"
    path.write_bytes(make_feed(600))                 # about 3.5 MB: more than one slice
    assert len(window.session.doc.to_text()) < xml_pane.FILL_CHUNK
    window.files.open_path(str(path))
    qtbot.waitUntil(lambda: window.xml_pane.loading, timeout=5000)
    # An edit while the text goes in is not lost: the pane reads the text again at the end.
    item = window.session.doc.channel.items[3]
    window.session.apply(item.set("title", "Правка во время загрузки"), "edit")
    qtbot.waitUntil(lambda: not window.xml_pane.loading and window.xml_pane.in_sync, timeout=30000)
    assert pane_text(window) == window.session.doc.to_text()
    assert "Правка во время загрузки" in pane_text(window)
    assert window.xml_pane.layout_ is not None
    assert not window.xml_pane.editor.isReadOnly() and not window.xml_pane.editor.document().isUndoAvailable()
    # Found and measured a slice at a time, the layout is the one found in one go.
    head, pieces, _foot = window.session.doc.channel_layout(display=True)
    whole = xml_pane.Layout(head, pieces)
    assert (window.xml_pane.layout_.starts, window.xml_pane.layout_.end) == (whole.starts, whole.end)
    assert window.xml_pane.layout_.nodes == whole.nodes
    # The gutter was made wide enough once, and is as wide as the line count needs after.
    editor = window.xml_pane.editor
    assert editor._reserved_lines == 0
    assert editor.viewportMargins().left() == editor.gutter_width()


def test_a_problem_inside_turbo_content_is_marked_at_its_tag_and_line(window, tmp_path, qtbot):
    feed = tmp_path / "cr.xml"
    feed.write_bytes((Path(__file__).resolve().parents[1] / "data" / "realistic" / "cr-only-turbo.xml").read_bytes())
    assert window.files.open_path(str(feed), confirm=False)
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=3000)
    window.validator.flush()
    (finding,) = [f for f in window.validator.findings if f.rule == "turbo-media-url"]
    pane = window.xml_pane
    assert pane.line_of(finding) == 56                    # CR-only lines: the line the CLI names, and an editor's
    start, end = pane._finding_span(finding)
    assert pane_text(window)[start:end].startswith('<img src="/media/2022/06/park-ploshchadka-2.jpg"')


def test_typing_in_the_pane_keeps_the_files_formatting_and_line_ends(window, tmp_path, answers, qtbot):
    source = Path(__file__).resolve().parents[1] / "data" / "source" / "bom-no-declaration-crlf.xml"
    feed = tmp_path / "feed.xml"
    feed.write_bytes(source.read_bytes())
    assert window.files.open_path(str(feed), confirm=False)
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=3000)
    # The minified second item, retyped in the pane with a new title and single quotes kept.
    type_in_pane(window, "<title>Second</title>", "<title>Second, edited</title>")
    assert window.xml_pane.apply_text()
    type_in_pane(window, "<author></author>", "<author>Me</author>")
    assert window.xml_pane.apply_text()
    assert window.files.save()
    before, after = source.read_bytes(), feed.read_bytes()
    assert after.startswith(b"\xef\xbb\xbf<!--") and b"\n" not in after.replace(b"\r\n", b"")
    assert after == before.replace(b"<title>Second</title>", b"<title>Second, edited</title>").replace(
        b"<author></author>", b"<author>Me</author>")


def _type_after(win, anchor: str, typed: str, qtbot) -> None:
    """Put the cursor after ``anchor`` in the pane and type ``typed`` as keys (the pane then waits
    for a pause in the typing before it takes the text)."""
    editor = win.xml_pane.editor
    found = editor.document().find(anchor)
    assert not found.isNull(), anchor
    cursor = editor.textCursor()
    cursor.setPosition(found.selectionEnd())
    editor.setTextCursor(cursor)
    editor.setFocus()
    qtbot.keyClicks(editor, typed)


def test_undo_or_a_command_while_the_pane_waits_to_take_the_typing_takes_it_first(sample_window, qtbot):
    # Undo used to run first: the typed text was lost and the pane, rebuilt under the cursor, kept a
    # piece of an end tag that it then took as an "Edit XML" step; Add item just lost the typing.
    win = sample_window
    _type_after(win, "<title>Вестник садовода", " 2026", qtbot)
    win.xml_pane.flush()
    before = win.session.doc.to_text()
    _type_after(win, "<title>Вестник садовода 2026", "!", qtbot)
    assert win.xml_pane._parse_timer.isActive()         # still waiting for the pause
    win.actions.undo.trigger()
    sync(win, qtbot)
    stack = win.session.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == ["Edit XML", "Edit XML"] and stack.index() == 1
    assert win.session.doc.to_text() == before and pane_text(win) == before
    win.actions.undo.trigger()
    win.actions.redo.trigger()
    sync(win, qtbot)
    assert win.session.doc.channel.title == "Вестник садовода 2026"

    _type_after(win, "садовода 2026", "-27", qtbot)
    win.actions.add_item.trigger()
    sync(win, qtbot)
    assert [stack.text(i) for i in range(stack.count())] == ["Edit XML", "Edit XML", "Add item"]
    assert win.session.doc.channel.title == "Вестник садовода 2026-27"
    assert pane_text(win) == win.session.doc.to_text()


def test_ctrl_z_in_the_pane_undoes_the_documents_last_step(sample_window, qtbot):
    # The pane's own text undo used to run and was then taken as a new step: the window stayed
    # modified, and after a form edit Ctrl+Z in the pane reverted it behind the stack's back.
    win = sample_window
    original = win.session.doc.to_text()
    form = select_item(win, 0)
    author = form.bindings["author"].widget
    author.setFocus()
    qtbot.keyClicks(author, "X")
    sync(win, qtbot)
    _type_after(win, "<title>Вестник садовода", "!", qtbot)
    qtbot.keyClick(win.xml_pane.editor, Qt.Key_Z, Qt.ControlModifier)
    sync(win, qtbot)
    stack = win.session.undo_stack
    assert stack.index() == stack.count() - 1           # the typing became a step, and was undone
    assert win.session.doc.channel.title == "Вестник садовода"
    assert win.session.doc.channel.items[0].get("author") == "XАнна Петрова"
    qtbot.keyClick(win.xml_pane.editor, Qt.Key_Z, Qt.ControlModifier)
    sync(win, qtbot)
    assert win.session.doc.to_text() == original and not win.session.is_modified


def test_a_key_typed_before_the_pane_shows_a_field_edit_does_not_undo_it(sample_window, qtbot):
    """An edit in a field reaches the pane at the next turn of the event loop; a key pressed in
    the pane before that went into the old text, and when the pane's text became the document the
    field's edit was gone, with no word."""
    from PySide6.QtGui import QTextCursor

    from turbo_editor.ui.tree_model import ITEMS
    win = sample_window
    model = win.tree.model
    win.tree.select_source(model.index(0, 0, model.group_index(ITEMS)))
    title = win.forms.current_form().bindings["title"].widget
    title.setFocus()
    title.selectAll()
    qtbot.keyClicks(title, "Edited in the form")
    pane = win.xml_pane.editor
    assert "Edited in the form" not in pane.toPlainText()        # not yet shown: the key comes first
    pane.setFocus()
    cursor = pane.textCursor()
    cursor.movePosition(QTextCursor.End)
    pane.setTextCursor(cursor)
    qtbot.keyClicks(pane, "<!-- typed -->")
    win.xml_pane.flush()
    assert win.session.doc.channel.items[0].title == "Edited in the form"
    assert "<!-- typed -->" in win.session.doc.to_text()


def test_a_finding_about_an_attribute_underlines_the_attribute(window, qtbot, tmp_path):
    """An attribute at fault is marked where it is written (also on the root's start tag spread
    over lines), not the element's whole start tag; Problems gives that line."""
    open_checked(window, qtbot, tmp_path, '<?xml version="1.0" encoding="UTF-8"?>\n<rss '
                 'xmlns:atom="http://www.w3.org/2005/Atom"\n     version="1.0">\n<channel><title>t</title>'
                 '<link>https://e.org/</link><description>d</description>\n<item><title>a</title>'
                 '<link>https://e.org/a</link>\n<guid\n  isPermaLink="yes">https://e.org/a</guid></item>\n'
                 '</channel></rss>\n')
    editor = window.xml_pane.editor
    marked = {pane_text(window)[start:end]: editor.document().findBlock(start).blockNumber() + 1
              for start, end, _severity, _message in editor.marks}
    assert marked.get('version="1.0"') == 3 and marked.get('isPermaLink="yes"') == 7, marked
    lines = {row.rule: window.problems.model.index(r, 4).data()
             for r, row in enumerate(window.problems.model.rows)}
    assert lines["boolean-invalid"] == 7 and lines["rss-version"] == 3, lines


def test_an_undeclared_prefix_is_marked_where_it_is_first_used(window, qtbot, tmp_path):
    open_checked(window, qtbot, tmp_path, '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n'
                 '<channel>\n<title>t</title>\n<link>https://e.org/</link>\n<description>d</description>\n'
                 '<item><title>a</title>\n<yandex:related><link url="https://e.org/x">X</link></yandex:related>\n'
                 '</item>\n</channel>\n</rss>\n')
    (row,) = [r for r, f in enumerate(window.problems.model.rows) if f.rule == "xml-undeclared-prefix"]
    assert window.problems.model.index(row, 4).data() == 8          # the CLI's line too, not the root's 2
    marked = [pane_text(window)[start:end] for start, end, _s, _m in window.xml_pane.editor.marks]
    assert "<yandex:" in marked


def test_two_undos_while_broken_do_not_reach_past_the_typing_into_a_form_edit(sample_window, qtbot):
    """The pane's own history also holds the text a form edit wrote: a second Undo before the
    parse timer fired undid that text and took it in as a new step, the form edit's Redo lost."""
    win = sample_window
    form = select_item(win, 0)
    form.bindings["author"].widget.setText("Иван")
    form.bindings["author"].edited()
    sync(win, qtbot)
    steps = win.session.undo_stack.count()
    type_in_pane(win, "<author>Иван</author>", "<author>Иван</author> <x")
    assert not win.xml_pane.apply_text()
    win.actions.undo.trigger()                      # the typing goes, and the text parses at once
    assert not win.xml_pane.broken
    win.actions.undo.trigger()                      # now the document's step: the form's edit
    assert win.session.doc.channel.items[0].author == "Анна Петрова"
    assert win.session.undo_stack.count() == steps and win.actions.redo.isEnabled()


def test_lines_that_come_into_view_when_the_pane_grows_are_coloured(qtbot):
    """Maximizing the window showed more lines that stayed black until the pane was scrolled."""
    from turbo_editor.ui.xml_editor import XmlEditor
    editor = XmlEditor()
    qtbot.addWidget(editor)
    editor.setPlainText("\n".join(f'<item n="{i}"><title>t</title></item>' for i in range(200)))
    editor.resize(400, 120)
    editor.show()
    qtbot.waitExposed(editor)
    qtbot.wait(50)
    editor.resize(400, 900)

    def last_visible_coloured():
        block, last = editor.firstVisibleBlock(), None
        while block.isValid() and editor.blockBoundingGeometry(block).translated(
                editor.contentOffset()).top() <= editor.viewport().height():
            last, block = block, block.next()
        return last is not None and last.blockNumber() > 10 and last.userState() == last.revision()
    qtbot.waitUntil(last_visible_coloured, timeout=2000)


def test_enter_in_the_pane_indents_the_new_line_as_the_one_before(sample_window, qtbot):
    win = sample_window
    editor = win.xml_pane.editor
    found = editor.document().find("<title>Календарь поливов на июнь</title>")
    cursor = QTextCursor(found)
    cursor.setPosition(found.selectionEnd())
    editor.setTextCursor(cursor)
    editor.setFocus()
    before = cursor.block().text()
    qtbot.keyClick(editor, Qt.Key_Return)
    line = editor.textCursor().block().text()
    assert line == before[:len(before) - len(before.lstrip())] and line.strip() == ""


def test_keys_typed_in_a_field_right_after_typing_in_the_pane_are_all_kept(sample_window, qtbot):
    """Typing in the pane, then at once in a field: the first key in the field went, taken back by
    the pane's text becoming the document (found by an audit: ZZZ became ZZ)."""
    win = sample_window
    form = select_item(win, 0)
    sync(win, qtbot)
    editor = win.xml_pane.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    cursor = editor.document().find("</title>", editor.document().find("<item"))
    cursor.setPosition(cursor.selectionStart())
    editor.setTextCursor(cursor)
    qtbot.keyClicks(editor, "QQQ")
    assert win.xml_pane._parse_timer.isActive()            # the pane's text waits for a pause
    field = form.bindings["author"].widget
    qtbot.mouseClick(field, Qt.LeftButton)
    qtbot.waitUntil(field.hasFocus)
    field.end(False)
    qtbot.keyClicks(field, "ZZZ")
    item = win.session.doc.channel.items[0]
    assert item.author == "Анна ПетроваZZZ" and item.title.endswith("QQQ")
    assert field.text() == "Анна ПетроваZZZ"


def test_tab_over_lines_indents_them_and_shift_tab_takes_it_back(sample_window, qtbot):
    """Tab over three selected lines replaced them with one tab, and Shift+Tab left the pane (found
    by an audit)."""
    win = sample_window
    editor = win.xml_pane.editor
    start = editor.document().find("<title>Календарь поливов на июнь</title>").block()
    lines = [start.text(), start.next().text(), start.next().next().text()]
    cursor = QTextCursor(start)
    cursor.setPosition(start.next().next().position() + 3, QTextCursor.KeepAnchor)
    editor.setTextCursor(cursor)
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key_Tab)
    block = start
    for line in lines:                                      # the file indents by two spaces
        assert block.text() == "  " + line
        block = block.next()
    qtbot.keyClick(editor, Qt.Key_Backtab, Qt.ShiftModifier)
    assert editor.hasFocus()
    block = start
    for line in lines:
        assert block.text() == line
        block = block.next()
    win.xml_pane.apply_text()
    assert win.session.doc.channel.items[1].title == "Календарь поливов на июнь"
    cursor = QTextCursor(start)
    cursor.movePosition(QTextCursor.EndOfBlock)
    editor.setTextCursor(cursor)
    qtbot.keyClick(editor, Qt.Key_Tab)                      # within a line Tab still types a tab
    assert start.text() == lines[0] + "\t"


def _cursor_after(editor, text: str) -> None:
    found = editor.document().find(text)
    cursor = QTextCursor(editor.document())
    cursor.setPosition(found.selectionEnd())
    editor.setTextCursor(cursor)


def _text_before_cursor(editor, count: int) -> str:
    position = editor.textCursor().position()
    return editor.toPlainText()[max(position - count, 0):position]


def test_the_cursor_stays_where_the_user_was_when_the_pane_rewrites_its_text(sample_window, qtbot):
    """Found by an audit: after Undo the next key landed inside a tag (</tZitle>), and after a
    field's edit the cursor jumped to the end of the item."""
    win = sample_window
    editor = win.xml_pane.editor
    editor.setFocus()
    # Undo: the cursor goes back to where the undone typing was.
    _cursor_after(editor, "<title>Календарь поливов на июнь")
    qtbot.keyClicks(editor, "abc")
    assert win.xml_pane.apply_text()
    win.session.undo()
    sync(win, qtbot)
    assert _text_before_cursor(editor, 10) == "ов на июнь" and "abc" not in pane_text(win)
    # A field's edit of the same item: the cursor keeps its place in the pane.
    _cursor_after(editor, "<title>Календарь")
    item = win.session.doc.channel.items[1]
    win.session.apply(item.set("author", "Новый автор"), "author")
    sync(win, qtbot)
    assert "<author>Новый автор</author>" in pane_text(win)
    assert _text_before_cursor(editor, 16) == "<title>Календарь"



def test_the_panes_context_menu_undoes_the_windows_steps(sample_window, qtbot):
    """Its own Undo took a form's step back a letter at a time, as a new "Edit XML" step (found by
    an audit)."""
    win = sample_window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("author", "Анна Петрова FORM"), "author")
    sync(win, qtbot)
    editor = win.xml_pane.editor
    actions = editor.context_menu(editor.rect().center()).actions()
    assert actions[0] is win.actions.undo and actions[1] is win.actions.redo
    actions[0].trigger()
    assert win.session.doc.channel.items[0].author == "Анна Петрова"


def test_a_tab_in_the_pane_is_four_letters_wide(sample_window):
    """Qt's own stop is 80 px: a feed indented with tabs ran off a narrow pane (found by an audit)."""
    from PySide6.QtGui import QFontMetricsF

    editor = sample_window.xml_pane.editor
    assert editor.tabStopDistance() == QFontMetricsF(editor.font()).horizontalAdvance(" ") * 4


def test_the_first_key_typed_in_the_pane_marks_the_window_modified(sample_window, qtbot):
    """The marker waited for the pause after typing (found by an audit)."""
    win = sample_window
    assert not win.isWindowModified()
    editor = win.xml_pane.editor
    editor.setFocus()
    _cursor_after(editor, "<title>Календарь")
    qtbot.keyClicks(editor, "x")
    assert win.xml_pane._parse_timer.isActive() and win.isWindowModified()
    qtbot.keyClick(editor, Qt.Key_Backspace)
    assert win.xml_pane.apply_text()                        # back to the file's text: nothing unsaved
    assert not win.isWindowModified()


def test_tab_twice_over_lines_indented_alike_adds_the_same_step_each_time(qtbot):
    """Lines all indented alike told a step as wide as their indentation: 2, then 4, then 8, and
    Shift+Tab took all of it off (found by a review)."""
    from turbo_editor.ui.forms.widgets import CodeEditor

    editor = CodeEditor()
    qtbot.addWidget(editor)
    editor.setPlainText("<p>a</p>\n<p>b</p>\n")
    editor.selectAll()
    for expected in ("  <p>a</p>", "    <p>a</p>", "      <p>a</p>"):
        qtbot.keyClick(editor, Qt.Key_Tab)
        assert editor.document().firstBlock().text() == expected
    qtbot.keyClick(editor, Qt.Key_Backtab, Qt.ShiftModifier)
    assert editor.document().firstBlock().text() == "    <p>a</p>"


def test_ctrl_slash_comments_the_lines_out_and_in_again(sample_window, qtbot):
    """Hand-editors park a line in a comment; the pane had no way but typing <!-- --> (found by an
    audit)."""
    win = sample_window
    editor = win.xml_pane.editor
    block = editor.document().find("<author>Анна Петрова</author>").block()
    line = block.text()
    indent = line[:len(line) - len(line.lstrip())]
    editor.setTextCursor(QTextCursor(block))
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key_Slash, Qt.ControlModifier)
    assert block.text() == f"{indent}<!-- <author>Анна Петрова</author> -->"
    assert win.xml_pane.apply_text() and win.session.doc.channel.items[0].author is None
    qtbot.keyClick(editor, Qt.Key_Slash, Qt.ControlModifier)
    assert block.text() == line
    assert win.xml_pane.apply_text() and win.session.doc.channel.items[0].author == "Анна Петрова"
    editor.setTextCursor(QTextCursor(editor.document().find("<!-- Items are in editorial order. -->").block()))
    assert editor.toggle_comment()                            # a comment line is made markup again
    assert "  Items are in editorial order.\n" in editor.toPlainText()


def test_a_layout_measured_in_the_bytes_is_the_layout_of_the_decoded_pieces():
    """The pane measures a feed's children in their bytes and decodes one when it is read: the
    same positions and texts as decoding them all, for every feed here and in the W3C corpus
    (UTF-8 with emoji, Windows-1251, KOI8-R, CR LF and lone CR), before and after an edit."""
    from support import DATA, SHARED
    from turbo_editor.feed import load, load_bytes
    from turbo_editor.ui import xml_pane

    def run(steps):
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value
    polish = ('<?xml version="1.0" encoding="ISO-8859-2"?>\r\n<rss version="2.0"><channel><title>Łódź</title>\r\n'
              '<item><title>Zażółć gęślą jaźń</title></item>\r\n</channel></rss>\r\n').encode("iso-8859-2")
    compared = 0
    corpus = sorted((SHARED / "corpus" / "feedvalidator-rss").rglob("*.xml"))
    for path in [polish, *sorted(DATA.rglob("*.xml")), *corpus]:
        try:
            doc = load_bytes(path) if isinstance(path, bytes) else load(path)  # ISO-8859-2: measured by its text
        except Exception:                   # not a feed that loads: no layout to take
            continue
        for edited in (False, True):
            if edited and doc.channel is not None and doc.channel.items:
                doc.apply(doc.channel.items[0].set("title", "Заголовок 😀\r\nвторая строка"))
            encoded = run(doc.channel_pieces_steps(3, display=True))
            decoded = doc.channel_layout(display=True)
            if encoded is None or decoded is None:
                continue
            head, parts, _foot, decode, length = encoded
            lazy = run(xml_pane.Layout.encoded_steps(head, parts, decode, length, 2))
            whole = xml_pane.Layout(decoded[0], decoded[1])
            assert (lazy.starts, lazy.end, lazy.nodes) == (whole.starts, whole.end, whole.nodes), path
            assert [lazy.texts[i] for i in range(len(lazy.texts))] == whole.texts, path
            compared += 1
    assert compared > 300


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["a", "я", "\n", "\r", "\r\n", "😀", "<p>", " "]), max_size=60),
       st.integers(1, 12), st.sampled_from(["utf-8", "cp1251"]))
def test_a_big_feeds_bytes_cut_at_line_ends_show_the_text_decoded_whole(parts, step, codec):
    """The fill decodes a big feed's bytes a chunk at a time, each up to a line's end: never
    between CR and LF (which would show two line ends where the text has one)."""
    from turbo_editor.feed.document import display_text
    from turbo_editor.ui.xml_pane import _line_end_after
    data = "".join(parts).encode(codec, errors="xmlcharrefreplace")
    chunks, position = [], 0
    while position < len(data):
        end = _line_end_after(data, position + step)
        assert end > position
        chunks.append(display_text(data[position:end].decode(codec)))
        position = end
    assert "".join(chunks) == display_text(data.decode(codec))


@pytest.mark.parametrize("newline, encoding", [("\r\n", "utf-8"), ("\r", "windows-1251"), ("\n", "koi8-r")])
def test_a_big_feed_goes_in_from_its_bytes_as_the_text_save_writes(window, tmp_path, qtbot, newline, encoding):
    """A feed bigger than a slice is written, decoded and put in a chunk at a time from its
    bytes: the pane ends with to_text's text, whatever its line ends and encoding, and knows
    how many lines are coming while it fills (Go to line)."""
    import sys

    from support import REPO
    from turbo_editor.ui import xml_pane
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    text = make_feed(1500).decode("utf-8").replace("\n", newline).replace('encoding="UTF-8"', f'encoding="{encoding}"')
    path = tmp_path / "big.xml"
    path.write_bytes(text.encode(encoding, errors="xmlcharrefreplace"))
    assert path.stat().st_size > xml_pane.FILL_CHUNK
    pane = window.xml_pane
    reserved, reserve = [], pane.editor.reserve_lines
    pane.editor.reserve_lines = lambda lines: reserved.append(lines) or reserve(lines)
    filling = []
    pane._fill_step = (lambda step: lambda: filling.append(pane._fill_lines) or step())(pane._fill_step)
    assert window.files.open_path(str(path))
    qtbot.waitUntil(lambda: not pane.loading and pane.in_sync, timeout=30000)
    expected = window.session.doc.to_text(display=True)
    lines = expected.count("\n") + 1
    assert reserved[-2:] == [lines, 0]                      # the gutter sized once for them, then let go
    assert len(filling) > 2 and filling[-1] == lines        # in slices, the lines known while they go in
    assert pane.editor.text() == expected
    assert pane.layout_ is not None and len(pane.layout_.nodes) == len(window.session.doc.root.find("channel"))
