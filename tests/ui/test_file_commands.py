"""File commands as a user meets them: encoding, Save As, recent files, a file that is not XML."""

import os

from PySide6.QtWidgets import QMessageBox

from turbo_editor.ui import settings


def pane_text(win):
    return win.xml_pane.editor.text()


def wait_synced(win, qtbot):
    """Wait for the pane's public signal, not for its timers."""
    if not win.xml_pane.in_sync:
        with qtbot.waitSignal(win.xml_pane.synced, timeout=3000):
            pass


def test_choosing_an_encoding_is_one_undoable_step_the_pane_shows(sample_window, qtbot):
    win = sample_window
    assert pane_text(win).startswith('<?xml version="1.0" encoding="UTF-8"?>')
    with qtbot.waitSignal(win.xml_pane.synced, timeout=3000):
        win.actions.encodings["windows-1251"].trigger()
    # What Save will write, without anything calling rebuild(): the edit is announced.
    assert pane_text(win).startswith('<?xml version="1.0" encoding="windows-1251"?>')
    assert win.status.encoding.text() == "windows-1251"
    assert win.actions.encodings["windows-1251"].isChecked()
    assert win.isWindowModified() and win.session.undo_stack.count() == 1
    with qtbot.waitSignal(win.xml_pane.synced, timeout=3000):
        win.actions.undo.trigger()
    assert pane_text(win).startswith('<?xml version="1.0" encoding="UTF-8"?>')
    assert win.status.encoding.text() == "UTF-8" and win.actions.encodings["UTF-8"].isChecked()
    assert not win.isWindowModified()
    with qtbot.waitSignal(win.xml_pane.synced, timeout=3000):
        win.actions.redo.trigger()
    assert win.session.save_encoding == "windows-1251"
    assert win.files.save()
    assert open(win.session.path, "rb").read().startswith(b'<?xml version="1.0" encoding="windows-1251"?>')


def test_save_as_writes_the_new_file_renames_the_window_and_leaves_the_old_one(sample_window, tmp_path,
                                                                               monkeypatch, qtbot):
    win = sample_window
    old = win.session.path
    before = open(old, "rb").read()
    win.tree.select_channel()
    field = win.forms.current_form().bindings["title"].widget
    field.selectAll()
    qtbot.keyClicks(field, "New herald")
    assert win.isWindowModified()
    target = tmp_path / "copy" / "renamed.xml"
    target.parent.mkdir()
    asked = []

    def ask(mode, title, start):
        asked.append(start)
        return str(target)
    monkeypatch.setattr(win.files, "ask_path", ask)
    assert win.actions.save_as.trigger() is None and target.exists()
    assert asked and os.path.dirname(asked[0]) == os.path.dirname(old)     # starts beside the feed
    assert b"<title>New herald</title>" in target.read_bytes()
    assert open(old, "rb").read() == before
    assert win.session.path == str(target) and win.windowTitle().startswith("renamed.xml")
    assert not win.isWindowModified()
    assert settings.get(settings.RECENT_FILES)[0] == str(target)


def test_cancelled_save_as_changes_nothing(sample_window, monkeypatch):
    win = sample_window
    win.actions.encodings["KOI8-R"].trigger()
    monkeypatch.setattr(win.files, "ask_path", lambda *_a: "")
    assert not win.files.save_as()
    assert win.isWindowModified() and win.session.path.endswith("feed.xml")


def test_recent_files_menu_lists_opened_feeds_newest_first_and_opens_them(window, tmp_path):
    paths = []
    for name in ("a.xml", "b.xml"):
        path = tmp_path / name
        path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
                        f'<title>{name}</title><link>https://example.ru/</link>'
                        '<description>x</description></channel></rss>\n', encoding="utf-8")
        assert window.files.open_path(str(path))
        paths.append(str(path))
    menu = window.actions.recent_menu
    window.files.fill_recent(menu)
    entries = [a for a in menu.actions() if a.toolTip() in paths]
    assert [a.toolTip() for a in entries] == [paths[1], paths[0]]
    assert entries[0].text().startswith("&1 b.xml") and menu.toolTipsVisible()
    entries[1].trigger()
    assert window.session.path == paths[0] and window.session.doc.channel.title == "a.xml"
    assert settings.get(settings.RECENT_FILES)[:2] == [paths[0], paths[1]]
    clear = [a for a in menu.actions() if a.text() == "Clear list"][0]
    clear.trigger()
    window.files.fill_recent(menu)
    assert settings.get(settings.RECENT_FILES) == [] and not menu.actions()[0].isEnabled()


def test_a_file_that_is_not_xml_shows_its_own_state_everywhere(sample_window, tmp_path, qtbot):
    win = sample_window
    assert win.status.items.text() == "3 items"
    not_xml = tmp_path / "notes.txt"
    not_xml.write_text("Это не лента, а заметки.\n", encoding="utf-8")
    assert win.files.open_path(str(not_xml))
    # Nothing of the sample feed is left: no item count, no encoding, the XML error counted.
    assert win.status.items.text() == "Not well-formed XML"
    assert win.status.encoding.text() == "UTF-8"
    qtbot.waitUntil(lambda: win.problems.model.rowCount() >= 1, timeout=3000)
    assert win.status.problems.text().startswith("1 error")
    model = win.problems.model
    assert model.where(model.rows[0]) == "File"          # not "Channel": there is none
    assert win.tree.model.rowCount() == 0
    assert not win.isWindowModified() and win.windowTitle().startswith("notes.txt")
    cursor = win.xml_pane.editor.textCursor()
    cursor.insertText("<")
    win.xml_pane.flush()
    assert win.isWindowModified()
    assert pane_text(win).startswith("<Это не лента")


def test_the_file_dialog_and_the_window_remember_through_the_settings_table(sample_window, settings_dir):
    win = sample_window
    win.close()
    assert settings.get(settings.WINDOW_GEOMETRY) and settings.get(settings.WINDOW_STATE)
    assert settings.get(settings.LAST_FOLDER) == os.path.dirname(win.session.path)


def test_save_as_with_unsaved_broken_text_asks_then_writes_it_exactly(window, tmp_path, monkeypatch, answers):
    bad = tmp_path / "bad.xml"
    bad.write_text("<rss>\n<channel>\n</rss>\n", encoding="utf-8")
    window.files.open_path(str(bad))
    target = tmp_path / "kept.xml"
    monkeypatch.setattr(window.files, "ask_path", lambda *_a: str(target))
    answers.append(QMessageBox.Yes)
    assert window.files.save_as()
    assert target.read_text(encoding="utf-8") == "<rss>\n<channel>\n</rss>\n"
    assert window.session.path == str(target)


def test_saving_a_file_with_bytes_that_are_not_text_asks_first_and_cancel_keeps_them(window, tmp_path, answers,
                                                                                       monkeypatch):
    """A binary file (an ELF renamed .xml), opened and saved untouched after "Save the text exactly
    as it is?": every byte that is not UTF-8 became U+FFFD on disk, 3,000 bytes grew to 3,131,
    without a word (found by an audit)."""
    bad = tmp_path / "binary.xml"
    data = b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 3
    bad.write_bytes(data)
    assert window.files.open_path(str(bad)) and window.xml_pane.broken
    assert "Bytes that are not UTF-8 text are shown as “�”, the first on line 3, column 115" in (
        window.statusBar().message())
    asked = []

    def exec_(box):
        asked.append(box.text())
        box.clickedButton = lambda: next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.RejectRole)
        return 0
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert not window.files.save()
    assert bad.read_bytes() == data and answers == []          # the text was never offered to be saved
    assert asked and "not UTF-8 text, the first on line 3, column 115" in asked[0] and "“�”" in asked[0]

    def save_anyway(box):
        box.clickedButton = lambda: next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.DestructiveRole)
        return 0
    monkeypatch.setattr(QMessageBox, "exec", save_anyway)
    answers.append(QMessageBox.Yes)                          # then: save the text exactly as it is
    assert window.files.save()
    assert bad.read_bytes() == data.decode("utf-8", errors="replace").encode("utf-8")
    asked.clear()
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    answers.append(QMessageBox.Yes)
    assert window.files.save() and not asked                 # what the file holds now is text: not asked again


def test_a_broken_windows_1251_file_is_saved_in_its_own_encoding(window, tmp_path, answers):
    bad = tmp_path / "bad.xml"
    data = ('<?xml version="1.0" encoding="windows-1251"?>\n<rss version="2.0">\n<channel>\n'
            '<title>Вестник</title>\n</rss>\n').encode("cp1251")
    bad.write_bytes(data)
    assert window.files.open_path(str(bad))
    assert window.xml_pane.broken and window.status.encoding.text() == "windows-1251"
    cursor = window.xml_pane.editor.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    cursor.insertText("\n")
    window.xml_pane.flush()
    answers.append(QMessageBox.Yes)
    assert window.files.save()
    assert bad.read_bytes() == data + b"\n"


def test_saving_text_that_does_not_parse_asks_with_no_as_the_default_and_says_it_saved(window, tmp_path,
                                                                                        monkeypatch):
    """The question defaulted to Yes, and nothing said the file was written (found by an audit)."""
    bad = tmp_path / "bad.xml"
    bad.write_bytes(b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n</rss>\n')
    assert window.files.open_path(str(bad))
    window.xml_pane.editor.textCursor().insertText(" ")
    window.xml_pane.flush()
    asked = []

    def question(parent, title, text, buttons=None, default=None):
        asked.append((buttons, default))
        return QMessageBox.Yes
    monkeypatch.setattr(QMessageBox, "question", question)
    said = []
    monkeypatch.setattr(window.files, "status", lambda text, *_args: said.append(text))
    assert window.files.save()
    assert asked == [(QMessageBox.Yes | QMessageBox.No, QMessageBox.No)]
    assert said == [f"Saved {bad} as typed, not well-formed (UTF-8)"]


def test_quit_closes_every_window_and_a_cancel_stops_it(window, qtbot, answers):
    """Ctrl+Q closed the current window only; the others ran on (found by an audit)."""
    from turbo_editor.ui.main_window import MainWindow
    other = MainWindow()
    other.show()
    qtbot.waitExposed(other)
    other.session.apply(other.session.doc.channel.set("title", "unsaved"), "edit")
    answers.append(QMessageBox.Cancel)
    window.actions.quit.trigger()
    assert other.isVisible()                    # it asked, and Cancel kept it
    answers.append(QMessageBox.Discard)
    window.actions.quit.trigger()
    assert not other.isVisible() and not window.isVisible()
    other.deleteLater()


def test_a_file_read_in_the_encoding_it_wrongly_declares_can_be_reopened_as_another(window, tmp_path, answers):
    """The status bar said "reopen the file as UTF-8", and nothing in the window could (found by
    an audit)."""
    path = tmp_path / "feed.xml"
    path.write_bytes('<?xml version="1.0" encoding="windows-1251"?>\n<rss version="2.0"><channel>'
                     "<title>Вестник</title><link>https://e.ru/</link><description>О саде.</description>"
                     "</channel></rss>\n".encode())
    assert window.files.open_path(str(path), confirm=False)
    assert window.session.doc.channel.title != "Вестник"
    reopen = next(a for a in window.actions.reopen_menu.actions() if a.text() == "UTF-8")
    reopen.trigger()
    assert window.session.doc.channel.title == "Вестник" and not window.isWindowModified()


def test_saving_over_a_read_only_file_asks_first(sample_window, answers):
    win = sample_window
    path = win.session.path
    os.chmod(path, 0o444)
    try:
        win.session.apply(win.session.doc.channel.set("title", "x"), "edit")
        before = open(path, "rb").read()
        answers.append(QMessageBox.Cancel)
        assert not win.files.save()
        assert open(path, "rb").read() == before and win.isWindowModified()
        answers.append(QMessageBox.Save)
        assert win.files.save()
        assert b"<title>x</title>" in open(path, "rb").read()
    finally:
        os.chmod(path, 0o644)


def test_a_recent_file_that_is_gone_leaves_the_list(window, tmp_path, answers):
    path, other = tmp_path / "gone.xml", tmp_path / "other.xml"
    for each in (path, other):
        each.write_bytes(b'<rss version="2.0"><channel><title>t</title></channel></rss>')
        assert window.files.open_path(str(each))
    path.unlink()
    answers.append(QMessageBox.Ok)
    assert not window.files.open_path(str(path), confirm=False)
    assert str(path) not in settings.get(settings.RECENT_FILES)


def _utf8_with_a_stray_byte(tmp_path, *, broken: bool = False):
    """A UTF-8 feed with one Windows-1251 letter pasted in (0xE9, "й"), CR LF line ends."""
    end = b"</channel>" if broken else b"</channel></rss>"
    data = ('<?xml version="1.0" encoding="utf-8"?>\r\n<rss version="2.0"><channel>\r\n'
            "<title>Вестник сада</title>\r\n<link>https://e.ru/</link>\r\n<description>Мой ".encode()
            + b"\xe9" + "огород.</description>\r\n".encode() + end + b"\r\n")
    path = tmp_path / "feed.xml"
    path.write_bytes(data)
    return path, data


def test_a_utf8_file_with_a_stray_byte_can_be_opened_with_the_byte_shown_as_a_replacement(window, tmp_path,
                                                                                         clicks, answers):
    """Refusing "Open it as windows-1251?" opened nothing, and opening it so garbled every letter
    of a file that was UTF-8 but for one byte (found by an audit)."""
    path, data = _utf8_with_a_stray_byte(tmp_path)
    queue, shown = clicks
    queue.append("Open as UTF-8 with “�”")
    assert window.files.open_path(str(path), confirm=False)
    assert "line 5, column 18" in shown[0].lower() and "windows-1251" in shown[0]
    channel = window.session.doc.channel
    assert channel.title == "Вестник сада" and channel.get("description") == "Мой \ufffdогород."
    assert window.session.replaced_bytes == (5, 18) and not window.isWindowModified()
    assert "“�”" in window.statusBar().currentMessage()
    window.session.apply(channel.set("title", "Вестник"), "edit")
    queue.append("Save with “�”")           # the save says the byte is lost first
    assert window.files.save()
    assert path.read_bytes() == data.replace("Вестник сада".encode(), "Вестник".encode()).replace(
        b"\xe9", "\ufffd".encode())


def test_a_cancelled_encoding_question_opens_nothing_and_keeps_what_is_open(sample_window, tmp_path, clicks):
    before = sample_window.session.doc
    path, _data = _utf8_with_a_stray_byte(tmp_path)
    clicks[0].append("Cancel")
    assert not sample_window.files.open_path(str(path), confirm=False)
    assert sample_window.session.doc is before


def test_a_file_with_a_stray_byte_that_is_not_well_formed_opens_as_text_with_the_byte_replaced(window, tmp_path,
                                                                                               clicks):
    path, _data = _utf8_with_a_stray_byte(tmp_path, broken=True)
    clicks[0].append("Open as UTF-8 with “�”")
    assert window.files.open_path(str(path), confirm=False)
    assert window.session.doc is None and window.session.unparsed is not None
    assert "Мой \ufffdогород." in window.xml_pane.editor.text()
    assert window.session.replaced_bytes == (5, 18)
