"""What an export says when the system refuses it: our words for the errno, in the language asked
for, never the C library's English ("No such file or directory", "File exists")."""

from __future__ import annotations

import errno

import pytest

from generated_feeds import build_feed
from turbo_editor.feed import load_bytes
from turbo_editor.feed.errors import FeedSaveError
from turbo_editor.publish import export as export_module, export_feed
from turbo_editor.publish.cli import main


@pytest.fixture
def source(tmp_path) -> str:
    path = tmp_path / "feed.xml"
    path.write_bytes(build_feed(1))
    return str(path)


def test_a_folder_that_cannot_be_made_is_said_in_russian(source, tmp_path, capsys):
    missing = tmp_path / "no" / "such"
    missing.parent.write_text("a file where a folder should be")
    assert main([source, "--out-dir", str(missing), "--lang", "ru"]) == 2
    assert capsys.readouterr().err == (f"turbo-editor: не удалось создать папку {missing}: "
                                       "часть пути — файл, а не папка\n")


def test_an_out_dir_that_is_a_file_is_said_in_russian(source, tmp_path, capsys):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    assert main([source, "--out-dir", str(blocker), "--lang", "ru"]) == 2
    assert capsys.readouterr().err == (f"turbo-editor: не удалось создать папку {blocker}: "
                                       "файл или папка с таким именем уже есть\n")


def test_a_folder_under_a_place_with_no_folders_is_said_in_russian(source, monkeypatch, capsys):
    # /proc/nope (ENOENT) as the report found it, without depending on /proc.
    def refused(path, *args, **kwargs):
        raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
    monkeypatch.setattr(export_module.os, "makedirs", refused)
    assert main([source, "--out-dir", "/proc/nope", "--lang", "ru"]) == 2
    assert capsys.readouterr().err == "turbo-editor: не удалось создать папку /proc/nope: такого файла или папки нет\n"


def test_a_file_that_cannot_be_read_back_says_why_in_the_current_language(tmp_path, monkeypatch, speaking):
    def unreadable(path, *args, **kwargs):
        raise OSError(errno.EIO, "Input/output error", path)
    monkeypatch.setattr(export_module, "open", unreadable, raising=False)
    doc = load_bytes(build_feed(1))
    speaking("ru")
    with pytest.raises(FeedSaveError) as caught:
        export_feed(doc, tmp_path / "out")
    assert str(caught.value) == (f"{tmp_path / 'out' / 'turbo.xml'} записан, но не читается обратно: "
                                 "не удалось прочитать диск или записать на него (ошибка ввода-вывода)")
    speaking("en")
    with pytest.raises(FeedSaveError) as caught:
        export_feed(doc, tmp_path / "out")
    assert str(caught.value).endswith("cannot be read back: the disk could not be read or written "
                                      "(an input/output error)")


def test_a_disk_that_fills_up_midway_leaves_every_file_of_the_last_export_as_it_was(tmp_path, monkeypatch, speaking):
    from turbo_editor.feed import atomic
    out = tmp_path / "out"
    export_feed(load_bytes(build_feed(5)), out, max_items=2)
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert sorted(before) == ["turbo-1.xml", "turbo-2.xml", "turbo-3.xml"]
    real_fsync, calls = atomic.os.fsync, []

    def full_on_the_third(fd):
        calls.append(fd)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_fsync(fd)
    monkeypatch.setattr(atomic.os, "fsync", full_on_the_third)
    speaking("ru")
    with pytest.raises(FeedSaveError) as caught:
        export_feed(load_bytes(build_feed(6)), out, max_items=2)
    assert str(caught.value) == (f"не удалось сохранить {out / 'turbo-3.xml'}: диск заполнен; "
                                 "ни один из файлов не изменён")
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before    # no part replaced, no temporary file left


def test_ctrl_c_while_the_files_are_written_leaves_no_temporary_file(tmp_path, monkeypatch):
    from turbo_editor.feed import atomic
    real_fsync, calls = atomic.os.fsync, []

    def interrupted_on_the_second(fd):
        calls.append(fd)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real_fsync(fd)
    monkeypatch.setattr(atomic.os, "fsync", interrupted_on_the_second)
    with pytest.raises(KeyboardInterrupt):
        export_feed(load_bytes(build_feed(5)), tmp_path, max_items=2)
    assert sorted(p.name for p in tmp_path.iterdir()) == []
