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
    try:
        tmp = _stage(path, mode, data)
        try:
            os.replace(tmp, path)
        except BaseException:
            _remove(tmp)
            raise
    except OSError as err:
        raise FeedSaveError(Text(N_("could not save {file}: {reason}; the file on disk was not changed"),
                                 file=path, reason=describe_os_error(err))) from err
    _sync_folder(os.path.dirname(path))


def write_all_atomic(files: list[tuple[str, bytes]]) -> None:
    """Several regular files, all or none of them: each is written in full to a temporary file
    beside its target first, and only when every one is on disk are they moved over their
    targets, one after another. Running out of space, a refused folder or Ctrl+C while writing
    leaves every target as it was; the renames that follow need no space."""
    staged: list[tuple[str, str]] = []     # (temporary file, target) not yet moved
    done: list[str] = []
    try:
        for path, data in files:
            path = os.path.realpath(path)
            try:
                mode = os.stat(path).st_mode
            except OSError:
                mode = None
            try:
                staged.append((_stage(path, mode, data), path))
            except OSError as err:
                raise _not_all_saved(path, err, done) from err
        while staged:
            tmp, path = staged[0]
            try:
                os.replace(tmp, path)
            except OSError as err:
                raise _not_all_saved(path, err, done) from err
            staged.pop(0)
            done.append(path)
    finally:
        for tmp, _path in staged:
            _remove(tmp)
    for folder in dict.fromkeys(os.path.dirname(p) for p in done):
        _sync_folder(folder)


def _not_all_saved(path: str, err: OSError, done: list[str]) -> FeedSaveError:
    if not done:
        return FeedSaveError(Text(N_("could not save {file}: {reason}; none of the files was changed"),
                                  file=path, reason=describe_os_error(err)))
    return FeedSaveError(Text(N_("could not save {file}: {reason}; already replaced: {files}"), file=path,
                              reason=describe_os_error(err), files=", ".join(os.path.basename(p) for p in done)))


def _stage(path: str, mode: int | None, data: bytes) -> str:
    """``data`` in a new temporary file beside ``path``, on disk (fsync), with the permissions the
    file has (or a new file would get); its path. Nothing is left behind when it fails."""
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp",
                               dir=os.path.dirname(path))
    try:
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
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(tmp: str) -> None:
    try:
        os.unlink(tmp)
    except OSError:
        pass


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
