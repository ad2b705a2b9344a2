"""The open file changed, replaced or deleted by another program: the window notices and asks."""

import os

from PySide6.QtWidgets import QMessageBox

from turbo_editor.ui import disk_watch


def _outside_edit(path, old: str, new: str) -> None:
    """Another program writes the file: new bytes, a later time (the clock may not have moved)."""
    data = path.read_bytes().replace(old.encode(), new.encode())
    path.write_bytes(data)
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 2_000_000_000))


def _feed(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_bytes(b'<?xml version="1.0" encoding="utf-8"?>\r\n<rss version="2.0"><channel><title>Old</title>'
                     b"<link>https://e.org/</link><description>D.</description></channel></rss>\r\n")
    return path


def test_a_file_changed_by_another_program_is_offered_to_reload(window, tmp_path, qtbot, clicks, monkeypatch):
    path = _feed(tmp_path)
    assert window.files.open_path(str(path), confirm=False)
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    queue, shown = clicks
    queue.append("Reload")
    _outside_edit(path, "Old", "Outside")
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)          # the watcher saw it
    assert "feed.xml was changed by another program" in shown[0]
    qtbot.waitUntil(lambda: window.session.doc.channel.get("title") == "Outside", timeout=3000)
    assert not window.isWindowModified()


def test_keeping_mine_marks_the_window_unsaved_and_save_writes_it(window, tmp_path, clicks, monkeypatch):
    path = _feed(tmp_path)
    assert window.files.open_path(str(path), confirm=False)
    window.session.apply(window.session.doc.channel.set("title", "Mine"), "edit")
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    queue, shown = clicks
    queue.append("Keep mine")
    _outside_edit(path, "Old", "Outside")
    window.disk_watch.look()
    assert "lose the changes made here" in shown[0]
    assert window.isWindowModified()
    assert window.files.save()                  # asked already: Save does not ask again
    assert b"<title>Mine</title>" in path.read_bytes()
    window.disk_watch.look()
    assert len(shown) == 1                      # its own save is no change from outside


def test_save_asks_before_writing_over_a_change_it_did_not_see(window, tmp_path, answers):
    path = _feed(tmp_path)
    assert window.files.open_path(str(path), confirm=False)
    window.session.apply(window.session.doc.channel.set("title", "Mine"), "edit")
    _outside_edit(path, "Old", "Outside")       # no look: as on a folder whose changes are not reported
    answers.append(QMessageBox.Cancel)
    assert not window.files.save()
    assert b"<title>Outside</title>" in path.read_bytes() and window.isWindowModified()
    answers.append(QMessageBox.Save)
    assert window.files.save()
    assert b"<title>Mine</title>" in path.read_bytes()


def test_a_deleted_file_is_said_to_be_gone_and_the_feed_is_kept_unsaved(window, tmp_path, qtbot, answers,
                                                                        monkeypatch):
    path = _feed(tmp_path)
    assert window.files.open_path(str(path), confirm=False)
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    answers.append(QMessageBox.Ok)
    path.unlink()
    qtbot.waitUntil(lambda: window.isWindowModified(), timeout=5000)
    assert not answers                          # the box was shown
    window.disk_watch.look()                    # said once
    assert "feed.xml was deleted or moved" in window.statusBar().currentMessage()
    assert window.files.save() and path.exists()
    assert not window.isWindowModified()


def test_a_change_seen_while_the_window_is_not_active_is_told_when_it_is(window, tmp_path, qtbot, clicks,
                                                                        monkeypatch):
    path = _feed(tmp_path)
    assert window.files.open_path(str(path), confirm=False)
    active = [False]
    monkeypatch.setattr(window, "isActiveWindow", lambda: active[0])
    queue, shown = clicks
    _outside_edit(path, "Old", "Outside")
    window.disk_watch.look()
    assert not shown
    active[0] = True
    queue.append("Keep this")
    window.disk_watch.look()                    # as the window's activation does
    assert len(shown) == 1 and window.session.doc.channel.get("title") == "Old"


def test_a_file_replaced_by_a_rename_is_still_watched(window, tmp_path, qtbot, clicks, monkeypatch):
    """Editors and generators write a new file and rename it over the old one."""
    path = _feed(tmp_path)
    assert window.files.open_path(str(path), confirm=False)
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    queue, shown = clicks
    for title in ("First", "Second"):
        queue.append("Reload")
        new = tmp_path / "new.xml"
        new.write_bytes(path.read_bytes().replace(b"<title>", b"<title>" + title.encode(), 1))
        os.replace(new, path)
        qtbot.waitUntil(lambda t=title: window.session.doc.channel.get("title").startswith(t), timeout=5000)
    assert len(shown) == 2


def test_the_signature_tells_a_missing_file():
    assert disk_watch.signature("/no/such/file") is None and disk_watch.signature(None) is None


def test_a_reload_after_a_save_reads_the_file_as_it_now_says(window, tmp_path, monkeypatch, clicks):
    """Opened as Windows-1251 over its declaration, then saved in UTF-8: Reload still read it as
    Windows-1251, and garbled every letter (found by a review)."""
    path = tmp_path / "feed.xml"
    path.write_bytes('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>Вестник</title>'
                     "<link>https://e.org/</link><description>D.</description></channel></rss>\n".encode("cp1251"))
    clicks[0].append("Open as windows-1251")
    assert window.files.open_path(str(path), confirm=False)
    window.session.set_encoding("UTF-8")
    assert window.files.save()
    _outside_edit(path, "D.", "Другое")
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    monkeypatch.setattr(window.disk_watch, "_ask_reload", lambda _name: True)
    window.disk_watch.look()
    assert window.session.doc.channel.get("title") == "Вестник"
    assert window.session.doc.channel.get("description") == "Другое"
