"""Crash recovery: a killed editor's unsaved edits come back at the next start."""

import json
import os
import signal
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QMessageBox

from support import REPO, SAMPLE
from turbo_editor.feed import load
from turbo_editor.ui.recovery import Recoverable, find_recoverable, read_original, recover_into
from turbo_editor.ui.recovery_dialog import RecoveryDialog

EDITED = "Правка, которая пережила сбой"      # the title recovery_child.py gives the first item


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TURBO_EDITOR_DATA_DIR", str(folder))
    return folder


def crash_mid_edit(feed_path, data_dir, settings_dir, *open_as):
    """Run recovery_child.py on the feed (opened as ``open_as``, if given) and kill it once it autosaved."""
    env = dict(os.environ, TURBO_EDITOR_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(settings_dir))
    child = subprocess.Popen([sys.executable, str(REPO / "tests" / "ui" / "recovery_child.py"), str(feed_path),
                              *open_as],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = child.stdout.readline()
        assert line.strip() == "saved", child.stderr.read()
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()


def test_edits_of_a_killed_process_are_recovered(window, tmp_path, data_dir, settings_dir, answers):
    feed = tmp_path / "feed.xml"
    feed.write_bytes(SAMPLE.read_bytes())
    crash_mid_edit(feed, data_dir, settings_dir)
    found = find_recoverable()
    assert len(found) == 1 and found[0].original == str(feed)
    assert "-      <title>Как посадить томаты в мае</title>" in found[0].differences()
    assert "+      <title>Правка, которая пережила сбой</title>" in found[0].differences()
    recover_into(window.session, found[0])
    assert window.session.doc.channel.items[0].title == "Правка, которая пережила сбой"
    assert window.session.path == str(feed) and window.isWindowModified()
    assert find_recoverable() == []                   # taken: not offered twice


def test_copies_of_a_running_editor_are_not_offered(window, data_dir):
    window.session.apply(window.session.doc.channel.set("title", "x"), "edit")
    assert window.autosaver.save_now()
    assert find_recoverable() == []                    # our own process is alive
    window.session.undo_stack.undo()                   # back to clean: the copy goes
    assert not window.autosaver.text_path.exists()


def test_saving_and_closing_remove_the_copy(sample_window, data_dir):
    win = sample_window
    win.session.apply(win.session.doc.channel.set("title", "x"), "edit")
    assert win.autosaver.save_now() and win.autosaver.text_path.exists()
    assert win.files.save()
    assert not win.autosaver.text_path.exists()
    win.session.apply(win.session.doc.channel.set("title", "y"), "edit")
    win.autosaver.save_now()
    win.session.undo_stack.setClean()
    win.close()
    assert not win.autosaver.text_path.exists()


def test_work_discarded_when_a_window_closed_never_comes_back(window, data_dir, settings_dir, answers, monkeypatch):
    """With another window open the application runs on, and the closed window's autosaver kept
    writing the discarded edit, offered at the next start as a crash's (found by an audit)."""
    window.session.apply(window.session.doc.channel.set("title", "discarded"), "edit")
    assert window.autosaver.save_now()
    answers.append(QMessageBox.Discard)
    window.close()
    assert not window.autosaver.text_path.exists()
    assert not window.autosaver.save_now() and not window.autosaver.timer.isActive()
    window.autosaver.apply_interval()           # Preferences applied to every window, this one too
    assert not window.autosaver.timer.isActive()
    monkeypatch.setattr(type(window.session), "is_modified", property(lambda _s: False))   # the fixture's close


def test_recovery_dialog_recovers_or_discards(tmp_path, qapp, answers):
    copies = []
    for i in range(2):
        text_path, note_path = tmp_path / f"{i}.xml", tmp_path / f"{i}.json"
        text_path.write_text(f"<rss><channel><title>{i}</title></channel></rss>", encoding="utf-8")
        note_path.write_text("{}", encoding="utf-8")
        copies.append(Recoverable(text_path, note_path, None, 0.0, text_path.read_text(encoding="utf-8")))
    dialog = RecoveryDialog(copies)
    assert "+<rss><channel><title>0</title>" in dialog.diff.toPlainText()
    assert dialog.recover_button.isDefault()        # Enter recovers; deleting is never the default
    answers.append(QMessageBox.Cancel)              # Discard asks first: a copy is the only one there is
    dialog.discard_current()
    assert (tmp_path / "0.xml").exists()
    answers.append(QMessageBox.Discard)
    dialog.discard_current()
    assert not (tmp_path / "0.xml").exists()
    assert dialog.recover_button.isDefault() and not answers
    assert "+<rss><channel><title>1</title>" in dialog.diff.toPlainText()     # the copy that is left
    dialog.recover_current()
    assert [c.text_path.name for c in dialog.chosen] == ["1.xml"] and dialog.result() == dialog.DialogCode.Accepted


def test_copies_of_feeds_never_saved_are_told_apart_by_their_channel_title(tmp_path, qapp):
    """Two imported feeds left unsaved were both listed as "New feed" (the window calls them
    Untitled): which was which could be told only by reading the diff."""
    texts = ['<?xml version="1.0"?>\n<rss version="2.0"><channel>\n<title>Сад &amp; огород</title>'
             '<item><title>A post</title></item></channel></rss>',
             "<rss><channel><title><![CDATA[Кухня\n  дома]]></title></channel></rss>",
             "<rss><channel><item><title>Only an item's title</title></item></channel></rss>",
             "<rss><channel><title>Broken &amp"]
    copies = [Recoverable(tmp_path / f"{i}.xml", tmp_path / f"{i}.json", None, 0.0, text)
              for i, text in enumerate(texts)]
    dialog = RecoveryDialog(copies)
    names = [dialog.list.item(row).text().split(" — ")[0] for row in range(dialog.list.count())]
    assert names == ["Untitled: “Сад & огород”", "Untitled: “Кухня дома”", "Untitled", "Untitled"]


def test_the_recovery_diff_lists_only_the_edit_for_a_single_byte_file(tmp_path):
    from pathlib import Path as _Path

    from turbo_editor.feed import load
    source = _Path(__file__).resolve().parents[1] / "data" / "realistic" / "bitrix-turbo-cp1251.xml"
    original = tmp_path / "feed.xml"
    original.write_bytes(source.read_bytes())
    doc = load(original)
    doc.apply(doc.channel.items[0].set("title", "Исправленный заголовок"))
    copy = tmp_path / "copy.xml"
    copy.write_text(doc.to_text("UTF-8"), encoding="utf-8")
    recoverable = Recoverable(copy, tmp_path / "copy.json", str(original), 0.0, doc.to_text("UTF-8"))
    changed = [line for line in recoverable.differences().splitlines()
               if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert len(changed) == 2                       # not the declaration, not a line nobody edited
    assert changed[0].startswith("-") and "<title>" in changed[0]
    assert changed[1].lstrip("+").strip() == "<title>Исправленный заголовок</title>"


# -- the encoding the feed had -----------------------------------------------------------------

CYRILLIC_FEED = """<?xml version="1.0" encoding="{declared}"?>
<rss version="2.0">
  <channel>
    <title>Вестник садовода: новости и советы</title>
    <link>https://sad.example.ru/</link>
    <description>Всё о грядках, теплицах и урожае</description>
    <item>
      <title>Как посадить томаты в мае</title>
      <link>https://sad.example.ru/tomaty</link>
      <description>Рассада, почва и полив: пошаговое руководство</description>
    </item>
  </channel>
</rss>
"""


def cyrillic_feed(encoding: str, declared: str | None = "same") -> bytes:
    """The feed above in ``encoding``, declaring it (``declared`` "same"), another name, or nothing (None)."""
    text = CYRILLIC_FEED.format(declared=encoding if declared == "same" else declared)
    if declared is None:
        text = text.split("\n", 1)[1]
    return text.encode(encoding)


def test_a_recovered_windows_1251_feed_is_saved_in_windows_1251(window, tmp_path, data_dir, settings_dir, answers):
    feed = tmp_path / "feed.xml"
    feed.write_bytes(cyrillic_feed("windows-1251"))
    crash_mid_edit(feed, data_dir, settings_dir)
    found = find_recoverable()
    assert len(found) == 1
    recover_into(window.session, found[0])
    assert window.session.save_encoding == "windows-1251"
    assert window.status.encoding.text() == "windows-1251"
    assert window.files.save()
    data = feed.read_bytes()
    assert data.startswith(b'<?xml version="1.0" encoding="windows-1251"?>')
    assert f"<title>{EDITED}</title>" in data.decode("cp1251")
    assert "<title>Вестник садовода: новости и советы</title>" in data.decode("cp1251")
    assert load(feed).channel.items[0].title == EDITED


def test_the_application_reopens_a_copy_in_the_encoding_it_had(window, tmp_path, data_dir, settings_dir, answers):
    from turbo_editor.ui import app
    feed = tmp_path / "feed.xml"
    feed.write_bytes(cyrillic_feed("koi8-r"))
    crash_mid_edit(feed, data_dir, settings_dir)

    def no_other_window():
        raise AssertionError("the first copy belongs in the empty window")
    app.reopen_recovered(find_recoverable(), window, no_other_window)
    assert window.session.path == str(feed) and window.session.save_encoding == "KOI8-R"
    assert window.status.encoding.text() == "KOI8-R" and window.isWindowModified()
    assert window.files.save()
    data = feed.read_bytes()
    assert data.startswith(b'<?xml version="1.0" encoding="KOI8-R"?>')
    assert f"<title>{EDITED}</title>".encode("koi8-r") in data


def test_text_that_did_not_parse_is_recovered_in_its_encoding(window, tmp_path, data_dir, settings_dir, answers):
    from PySide6.QtWidgets import QMessageBox
    feed = tmp_path / "feed.xml"
    broken = cyrillic_feed("windows-1251").replace(b"</channel>", b"</chanel>")
    feed.write_bytes(broken)
    crash_mid_edit(feed, data_dir, settings_dir)
    found = find_recoverable()
    assert found[0].encoding == "windows-1251"
    recover_into(window.session, found[0])
    assert window.session.unparsed is not None and window.session.save_encoding == "windows-1251"
    answers.append(QMessageBox.Yes)                   # save the text as it is
    assert window.files.save()
    assert feed.read_bytes() == broken.replace(b"<title>", f"<title>{EDITED} ".encode("cp1251"), 1)


@pytest.mark.parametrize(("encoding", "declared"), [
    ("windows-1251", "same"),
    ("windows-1251", None),
    ("koi8-r", "same"),
    ("koi8-r", None),
    ("windows-1251", "koi8-r"),        # declared wrongly, opened as what it is
])
def test_the_diff_reads_the_original_in_its_own_encoding(tmp_path, qapp, encoding, declared):
    original = tmp_path / "feed.xml"
    original.write_bytes(cyrillic_feed(encoding, declared))
    doc = load(original, encoding=None if declared == "same" else encoding)
    doc.apply(doc.channel.items[0].set("title", "Исправленный заголовок"))
    copy = tmp_path / "copy.xml"
    copy.write_text(doc.to_text("UTF-8"), encoding="utf-8")
    recoverable = Recoverable(copy, tmp_path / "copy.json", str(original), 0.0, copy.read_text(encoding="utf-8"),
                              doc.save_encoding)
    dialog = RecoveryDialog([recoverable])
    shown = dialog.diff.toPlainText()
    changed = [line for line in shown.splitlines() if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert [line[0] + line[1:].strip() for line in changed] == ["-<title>Как посадить томаты в мае</title>",
                                                  "+<title>Исправленный заголовок</title>"]
    assert " <description>Рассада, почва и полив: пошаговое руководство</description>" in shown
    assert "\ufffd" not in shown


def test_reading_the_original_weighs_declaration_note_and_letters():
    cp1251 = cyrillic_feed("windows-1251", None)
    assert "Вестник садовода" in read_original(cp1251)                   # no note: the letters tell
    assert "Вестник садовода" in read_original(cp1251, "UTF-8")          # the note names what Save was to write
    utf8 = cyrillic_feed("utf-8", None)
    assert "Вестник садовода" in read_original(utf8, "KOI8-R")           # valid UTF-8 stays UTF-8
    koi8 = cyrillic_feed("koi8-r")
    assert "Вестник садовода" in read_original(koi8, "windows-1251")     # the encoding changed before the crash
    assert read_original(b'\xef\xbb\xbf<?xml version="1.0"?><rss/>').startswith("<?xml")
    assert "Вестник садовода" in read_original(cyrillic_feed("utf-16"))  # a byte order mark decides
    for odd in ("hex", "zlib", "no-such-encoding"):      # names a declaration may hold; none decodes text
        assert read_original(f'<?xml version="1.0" encoding="{odd}"?><rss/>'.encode(), "also-unknown") \
            .endswith("<rss/>")


# -- copies without a file, and notes nobody can use ---------------------------------------------

def _copy(tmp_path, name: str, original, encoding=None) -> Recoverable:
    text = CYRILLIC_FEED.format(declared="UTF-8").replace("Как посадить томаты в мае", "Новый заголовок")
    text_path = tmp_path / f"{name}.xml"
    text_path.write_text(text, encoding="utf-8")
    (tmp_path / f"{name}.json").write_text("{}", encoding="utf-8")
    return Recoverable(text_path, tmp_path / f"{name}.json", original, 0.0, text, encoding)


def test_copies_of_a_feed_never_saved_or_whose_file_is_gone_are_shown_whole(window, tmp_path, answers):
    gone = tmp_path / "gone" / "feed.xml"
    gone.parent.mkdir()
    gone.write_bytes(cyrillic_feed("windows-1251"))
    new, moved, folder = (_copy(tmp_path, "new", None), _copy(tmp_path, "moved", str(gone), "windows-1251"),
                          _copy(tmp_path, "folder", str(tmp_path)))
    gone.unlink()
    dialog = RecoveryDialog([new, moved, folder])
    for row, says in enumerate(["never saved", f"{gone} is no longer there", "is no longer there"]):
        dialog.list.setCurrentRow(row)
        assert says in dialog.state.text()
        added = [line for line in dialog.diff.toPlainText().splitlines() if line.startswith("+")]
        assert "+<title>Новый заголовок</title>" in ["+" + line[1:].strip() for line in added]
        assert not any(line.startswith("-") and not line.startswith("---")
                       for line in dialog.diff.toPlainText().splitlines())
    dialog.list.setCurrentRow(1)
    assert "windows-1251" in dialog.state.text()
    dialog.recover_current()
    assert dialog.chosen == [moved]
    recover_into(window.session, moved)
    assert window.session.path == str(gone) and window.session.save_encoding == "windows-1251"
    assert window.files.save()                        # the folder is still there: the file is written again
    assert load(gone).channel.items[0].title == "Новый заголовок"


def test_notes_that_are_not_an_autosavers_are_passed_over(data_dir):
    folder = data_dir / "autosave"
    folder.mkdir(parents=True)
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    good = {"original": None, "pid": int(ended.stdout), "saved_at": 1.0, "encoding": "KOI8-R"}
    notes = {
        "good": json.dumps(good),
        "list": "[1, 2]",
        "pid": json.dumps(dict(good, pid="abc")),
        "saved": json.dumps(dict(good, saved_at=None)),
        "huge": json.dumps(dict(good, saved_at=10 ** 400)),
        "infinite": json.dumps(dict(good, saved_at=1.0)).replace("1.0", "1e400"),
        "number": json.dumps(dict(good, original=3)),
        "codec": json.dumps(dict(good, encoding="hex")),
    }
    for name, note in notes.items():
        (folder / f"{name}.json").write_text(note, encoding="utf-8")
        (folder / f"{name}.xml").write_text("<rss/>", encoding="utf-8")
    found = {rec.text_path.stem: rec for rec in find_recoverable()}
    assert found["good"].encoding == "KOI8-R" and found["good"].original is None
    assert found["saved"].saved_at == 0.0
    assert found["number"].original is None            # a number would be read as an open file descriptor
    assert found["codec"].encoding is None
    assert "list" not in found and "pid" not in found and "huge" not in found
    RecoveryDialog(list(found.values()))               # a time no calendar holds is no reason to fail


def _as_if_crashed(note_path) -> None:
    """The note of a process that is gone: another process by the same ID since (a reboot)."""
    note = json.loads(note_path.read_text(encoding="utf-8"))
    note["started"] = "0"
    note_path.write_text(json.dumps(note), encoding="utf-8")


def test_a_recovered_copy_saves_the_bytes_the_crashed_window_would_have(window, tmp_path, data_dir, answers):
    """CR LF and a byte order mark came back as LF and none: Save then rewrote every line of the
    file (found by an audit)."""
    from turbo_editor.ui.main_window import MainWindow
    feed = tmp_path / "feed.xml"
    feed.write_bytes(b"\xef\xbb\xbf" + SAMPLE.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))
    assert window.files.open_path(str(feed), confirm=False)
    window.session.apply(window.session.doc.channel.items[0].set("title", EDITED), "edit")
    assert window.autosaver.save_now()
    expected = tmp_path / "expected.xml"
    window.session.doc.save(str(expected))
    _as_if_crashed(window.autosaver.note_path)
    found = find_recoverable()
    assert len(found) == 1
    other = MainWindow()
    try:
        recover_into(other.session, found[0], autosaver=other.autosaver)
        assert other.files.save()
        assert feed.read_bytes() == expected.read_bytes()
    finally:
        other.autosaver.close()
        other.deleteLater()
    window.session.undo_stack.setClean()


def test_a_recovered_copy_stays_until_the_recovering_window_saves_it(window, tmp_path, data_dir, answers):
    """Recover removed the copy at once: a second crash before the next autosave lost the work."""
    window.session.apply(window.session.doc.channel.set("title", "kept twice"), "edit")
    assert window.autosaver.save_now()
    _as_if_crashed(window.autosaver.note_path)
    window.autosaver.timer.stop()
    found = find_recoverable()
    from turbo_editor.ui.main_window import MainWindow
    other = MainWindow()
    try:
        recover_into(other.session, found[0], autosaver=other.autosaver)
        assert found[0].text_path.exists()                  # still there, now this process's
        assert find_recoverable() == []                     # and not offered while it runs
        note = json.loads(found[0].note_path.read_text(encoding="utf-8"))
        assert note["pid"] == os.getpid()
    finally:
        other.session.undo_stack.setClean()
        other.autosaver.close()
        other.deleteLater()
    window.session.undo_stack.setClean()


def test_a_copy_whose_process_id_now_names_another_process_is_offered(window, data_dir):
    window.session.apply(window.session.doc.channel.set("title", "x"), "edit")
    assert window.autosaver.save_now()
    assert find_recoverable() == []                    # ours: alive
    note = json.loads(window.autosaver.note_path.read_text(encoding="utf-8"))
    note["pid"] = 1                                    # a live process, not an editor that wrote it
    window.autosaver.note_path.write_text(json.dumps(note), encoding="utf-8")
    assert len(find_recoverable()) == 1
    note["boot"] = "another boot"
    note["pid"] = os.getpid()
    window.autosaver.note_path.write_text(json.dumps(note), encoding="utf-8")
    assert len(find_recoverable()) == 1
    window.session.undo_stack.setClean()


def test_an_autosave_that_cannot_be_written_is_said_once(sample_window, tmp_path, monkeypatch):
    """A folder the copy cannot go to was passed over without a word: a crash then lost the work
    the user believed kept (found by an audit)."""
    blocker = tmp_path / "not a folder"
    blocker.write_text("x")
    monkeypatch.setenv("TURBO_EDITOR_DATA_DIR", str(blocker / "data"))
    win = sample_window
    win.session.apply(win.session.doc.channel.set("title", "x"), "edit")
    assert not win.autosaver.save_now()
    said = win.status.message()
    assert "Autosave could not write" in said and str(blocker) in said and "save your work" in said
    win.statusBar().clearMessage()
    assert not win.autosaver.save_now()
    assert win.status.message() == ""          # once, not at every tick
    monkeypatch.setenv("TURBO_EDITOR_DATA_DIR", str(tmp_path / "data"))
    assert win.autosaver.save_now() and not win.autosaver.failing
