"""Saving never turns a device or a pipe into a regular file: it writes through them or refuses."""

import os
import stat
import threading
import time

import pytest

from turbo_editor.cli import main
from turbo_editor.feed import load
from turbo_editor.feed.atomic import write_atomic
from turbo_editor.feed.errors import FeedSaveError

FEED = b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>T</title></channel></rss>\n'


def read_while(path, write) -> bytes:
    """Hold ``path`` (a FIFO) open for reading while ``write()`` runs in a thread; what came through."""
    rfd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    failure = []

    def run():
        try:
            write()
        except BaseException as err:  # handed to the test below
            failure.append(err)
    writer = threading.Thread(target=run, daemon=True)
    writer.start()
    chunks, deadline = [], time.monotonic() + 30
    try:
        while time.monotonic() < deadline:
            # Asked before the read: a writer that had ended by then left all it wrote in the pipe,
            # so an empty read after it means everything came through (asked after, the writer
            # could end between an empty read and the question, and its bytes would be left behind).
            writer_done = not writer.is_alive()
            try:
                chunk = os.read(rfd, 65536)
            except BlockingIOError:
                chunk = None
            if chunk:
                chunks.append(chunk)
            elif writer_done:
                break
            else:
                time.sleep(0.002)
    finally:
        os.close(rfd)
    writer.join(timeout=5)
    if failure:
        raise failure[0]
    return b"".join(chunks)


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "feed.xml"
    os.mkfifo(path)
    return path


def test_a_named_pipe_is_written_through_and_stays_a_pipe(fifo):
    data = FEED * 2000  # more than a pipe buffer: the writer waits for the reader
    assert read_while(fifo, lambda: write_atomic(str(fifo), data)) == data
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert [p.name for p in fifo.parent.iterdir()] == ["feed.xml"]  # no temp file left beside it


def test_a_link_to_a_pipe_stays_a_link_to_a_pipe(fifo, tmp_path):
    link = tmp_path / "link.xml"
    link.symlink_to(fifo)
    assert read_while(fifo, lambda: write_atomic(str(link), FEED)) == FEED
    assert link.is_symlink() and stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_pipe_nobody_reads_is_refused_at_once_not_waited_on(fifo):
    with pytest.raises(FeedSaveError, match="named pipe.*no program is reading"):
        write_atomic(str(fifo), FEED)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_character_device_is_written_through_and_kept(tmp_path):
    null = tmp_path / "null"
    try:
        os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # what /dev/null is
    except (PermissionError, OSError) as err:
        pytest.skip(f"cannot make a device node here: {err}")
    write_atomic(str(null), FEED)
    assert stat.S_ISCHR(os.stat(null).st_mode)
    assert os.major(os.stat(null).st_rdev) == 1 and os.minor(os.stat(null).st_rdev) == 3


def test_dev_null_itself_stays_a_device():
    write_atomic("/dev/null", FEED)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_folder_is_refused_with_its_name(tmp_path):
    with pytest.raises(FeedSaveError, match=r"folder.*choose a regular file") as err:
        write_atomic(str(tmp_path), FEED)
    assert str(tmp_path) in str(err.value)


def test_a_regular_file_is_still_replaced_whole_and_keeps_its_mode(tmp_path):
    target = tmp_path / "feed.xml"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    write_atomic(str(target), FEED)
    assert target.read_bytes() == FEED and stat.S_IMODE(os.stat(target).st_mode) == 0o640


def test_saving_a_document_into_a_pipe_writes_through(fifo, data_dir):
    doc = load(data_dir / "cp1251.xml")
    expected = doc.serialize("windows-1251")
    assert read_while(fifo, lambda: doc.save(fifo, "windows-1251")) == expected
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_convert_writes_through_a_pipe(fifo, data_dir):
    codes = []
    out = read_while(fifo, lambda: codes.append(main(["convert", str(data_dir / "koi8r.xml"), "-o", str(fifo)])))
    assert codes == [0] and out.startswith(b'<?xml version="1.0" encoding="KOI8-R"?>')
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_convert_into_a_folder_is_an_error_naming_it(tmp_path, data_dir, capsys):
    assert main(["convert", str(data_dir / "koi8r.xml"), "-o", str(tmp_path)]) == 2
    assert f"could not save {tmp_path}: it is a folder" in capsys.readouterr().err
