"""Writing a file all or nothing: a crash or a full disk leaves the old file as it was."""

from __future__ import annotations

import os
import tempfile

from .errors import FeedSaveError


def write_atomic(path: str, data: bytes) -> None:
    """Temp file in the same folder, flush, fsync, replace: all or nothing."""
    path = os.path.realpath(path)
    folder = os.path.dirname(path)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if os.path.exists(path):
            os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
        tmp = None
    except OSError as err:
        raise FeedSaveError(f"could not save {path}: {err.strerror or err}; "
                            "the file on disk was not changed") from err
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
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
