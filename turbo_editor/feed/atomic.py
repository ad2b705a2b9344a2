"""Writing a file all or nothing: a crash or a full disk leaves the old file as it was.

A regular file (or a new one) is written to a temporary file beside it and moved
over it. A path that is not a regular file is never replaced by one: a character
device (``/dev/null``, ``/dev/stdout``, a terminal) or a named pipe is written
through, in place; a folder, a block device or a socket is refused.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile

from ..messages import N_
from .errors import FeedSaveError, Text, describe_os_error


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether two paths name one file: the same path once links are resolved, or the same inode
    (a hard link). A path that does not exist is the same only as itself."""
    a, b = os.fspath(a), os.fspath(b)
    if os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b)):
        return True
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def write_atomic(path: str, data: bytes) -> None:
    """Temp file in the same folder, flush, fsync, replace: all or nothing.

    Paths that name a device or a pipe are written through instead (see the module).
    """
    try:
        mode = os.stat(path).st_mode        # through links: /dev/stdout is the pipe or terminal it names
    except OSError:
        mode = None  # a new file, or one we cannot see: the temp-file route reports what fails
    if mode is not None and not stat.S_ISREG(mode):
        # Opened by the name given: /dev/stdout into a pipe resolves to /proc/N/fd/pipe:[M], a
        # path that does not exist, though opening /dev/stdout reaches the pipe.
        _write_through(os.path.abspath(path), mode, data)
        return
    path = os.path.realpath(path)
    folder = os.path.dirname(path)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode & 0o7777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
        tmp = None
    except OSError as err:
        raise FeedSaveError(Text(N_("could not save {file}: {reason}; the file on disk was not changed"),
                                 file=path, reason=describe_os_error(err))) from err
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    _sync_folder(folder)


# What a path that is not a regular file is, for the refusal message.
_REFUSED = ((stat.S_ISDIR, N_("could not save {file}: it is a folder; choose a regular file")),
            (stat.S_ISBLK, N_("could not save {file}: it is a block device (a disk), and writing to it would destroy "
                              "its contents; choose a regular file")),
            (stat.S_ISSOCK, N_("could not save {file}: it is a socket; choose a regular file")))


def _write_through(path: str, mode: int, data: bytes) -> None:
    """Write into a character device or a FIFO where it is, leaving the node in place."""
    for test, why in _REFUSED:
        if test(mode):
            raise FeedSaveError(Text(why, file=path))
    try:
        # Non-blocking open: a FIFO nobody reads from fails at once instead of hanging the program.
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        if err.errno == errno.ENXIO:
            raise FeedSaveError(Text(N_("could not save {file}: it is a named pipe (FIFO) that no program is "
                                        "reading from"), file=path)) from err
        raise FeedSaveError(Text(N_("could not save {file}: {reason}"), file=path,
                                 reason=describe_os_error(err))) from err
    try:
        os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
    except OSError as err:
        raise FeedSaveError(Text(N_("could not write all of {file}: {reason}"), file=path,
                                 reason=describe_os_error(err))) from err
    finally:
        os.close(fd)


def _sync_folder(folder: str) -> None:
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
