"""Crash recovery: a killed editor's unsaved edits come back at the next start."""

import os
import signal
import subprocess
import sys

import pytest

from support import REPO, SAMPLE
from turbo_editor.ui.recovery import Recoverable, find_recoverable, recover_into
from turbo_editor.ui.recovery_dialog import RecoveryDialog


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TURBO_EDITOR_DATA_DIR", str(folder))
    return folder


def crash_mid_edit(feed_path, data_dir, settings_dir):
    env = dict(os.environ, TURBO_EDITOR_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(settings_dir))
    child = subprocess.Popen([sys.executable, str(REPO / "tests" / "ui" / "recovery_child.py"), str(feed_path)],
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


def test_recovery_dialog_recovers_or_discards(tmp_path, qapp):
    copies = []
    for i in range(2):
        text_path, note_path = tmp_path / f"{i}.xml", tmp_path / f"{i}.json"
        text_path.write_text(f"<rss><channel><title>{i}</title></channel></rss>", encoding="utf-8")
        note_path.write_text("{}", encoding="utf-8")
        copies.append(Recoverable(text_path, note_path, None, 0.0, text_path.read_text(encoding="utf-8")))
    dialog = RecoveryDialog(copies)
    assert "+<rss><channel><title>0</title>" in dialog.diff.toPlainText()
    dialog.discard_current()
    assert not (tmp_path / "0.xml").exists()
    dialog.recover_current()
    assert [c.text_path.name for c in dialog.chosen] == ["1.xml"] and dialog.result() == dialog.DialogCode.Accepted


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
