"""Crash recovery: unsaved work is copied to the user's data folder, and offered back after a crash.

Each window autosaves (at the interval in Preferences) only while it has
unsaved changes: the text as Save would write it (or, for XML that does not
parse, the text as typed) and a small JSON note saying which file it belongs
to and which process wrote it. A clean close or a save removes both. At the
next start, copies left by processes that are no longer running are offered
back, with what differs from the file on disk.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from ..feed import FeedError
from ..feed.atomic import write_atomic
from ..feed.encoding import python_codec, sniff
from . import settings

DATA_DIR_ENV = "TURBO_EDITOR_DATA_DIR"      # tests and portable installs point this elsewhere


def autosave_dir() -> Path:
    base = os.environ.get(DATA_DIR_ENV) or QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)
    return Path(base) / "autosave"


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass
class Recoverable:
    """A copy left behind by a process that ended without saving."""

    text_path: Path
    note_path: Path
    original: str | None          # the file it was edited from, or None for a new feed
    saved_at: float
    text: str

    def differences(self) -> str:
        """A unified diff from the file on disk (or an empty feed) to the recovered text.

        The document writes back what nobody edited as it was, so the diff shows
        the edits and nothing else. The copy is kept in UTF-8; the declaration's
        encoding is not counted as a difference.
        """
        before = ""
        if self.original and os.path.exists(self.original):
            try:
                with open(self.original, "rb") as fh:
                    data = fh.read()
                before = data.decode(python_codec(sniff(data).encoding), errors="replace").lstrip("\ufeff")
            except (OSError, LookupError, FeedError):
                before = ""
        after = _same_declared_encoding(self.text, before)
        diff = difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                    fromfile=self.original or "(new feed)", tofile="recovered", n=2)
        return "".join(diff)

    def discard(self) -> None:
        for path in (self.text_path, self.note_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


def find_recoverable() -> list[Recoverable]:
    """Copies whose writing process is gone (a live one is another open window)."""
    folder = autosave_dir()
    found = []
    for note_path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            note = json.loads(note_path.read_text(encoding="utf-8"))
            text_path = note_path.with_suffix(".xml")
            text = text_path.read_text(encoding="utf-8")
        except (OSError, ValueError):
            continue
        if _process_alive(int(note.get("pid", 0))):
            continue
        found.append(Recoverable(text_path, note_path, note.get("original"), float(note.get("saved_at", 0)), text))
    return found


class Autosaver(QObject):
    """Keeps a copy of one session's unsaved work while there is some."""

    def __init__(self, session, parent=None):
        super().__init__(parent or session)
        self.session = session
        self.name = uuid.uuid4().hex
        self.timer = QTimer(self, timeout=self.save_now)
        session.modifiedChanged.connect(self._modified_changed)
        self.apply_interval()

    @property
    def text_path(self) -> Path:
        return autosave_dir() / f"{self.name}.xml"

    @property
    def note_path(self) -> Path:
        return autosave_dir() / f"{self.name}.json"

    def apply_interval(self) -> None:
        seconds = settings.get(settings.AUTOSAVE_SECONDS)
        if seconds > 0:
            self.timer.start(seconds * 1000)
        else:
            self.timer.stop()
            self.remove()

    def _modified_changed(self, modified: bool) -> None:
        if not modified:
            self.remove()

    def save_now(self) -> bool:
        """Write the copy if there is unsaved work; True when one was written."""
        session = self.session
        if not session.is_modified:
            return False
        note = {"original": session.path, "pid": os.getpid(), "saved_at": time.time(),
                "encoding": session.doc.save_encoding if session.doc is not None else None}
        try:
            autosave_dir().mkdir(parents=True, exist_ok=True)
            write_atomic(str(self.text_path), session.recovery_text().encode("utf-8", errors="surrogatepass"))
            write_atomic(str(self.note_path), json.dumps(note).encode("utf-8"))
        except (OSError, FeedError):   # a full disk must never interrupt editing; the next tick retries
            return False
        return True

    def remove(self) -> None:
        for path in (self.text_path, self.note_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


_ENCODING_NAME = re.compile(r"""(<\?xml[^>]*?\sencoding\s*=\s*["'])([^"']*)(["'])""")


def _same_declared_encoding(text: str, original: str) -> str:
    """``text`` with its declaration naming the encoding ``original`` names (the copy says UTF-8)."""
    theirs = _ENCODING_NAME.match(original)
    if theirs is None:
        return text
    return _ENCODING_NAME.sub(lambda m: m.group(1) + theirs.group(2) + m.group(3), text, count=1)


def recover_into(session, recoverable: Recoverable, encoding: str | None = None) -> None:
    """Open a recovered copy in a session: unsaved, named after its original file."""
    session.open_recovered(recoverable.text, recoverable.original, encoding)
    recoverable.discard()
