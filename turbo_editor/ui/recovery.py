"""Crash recovery: unsaved work is copied to the user's data folder, and offered back after a crash.

Each window autosaves (at the interval in Preferences) only while it has
unsaved changes: the text as Save would write it (or, for XML that does not
parse, the text as typed), always in UTF-8, and a small JSON note saying which
file it belongs to, the encoding Save was to write it in and which process
wrote it. A clean close or a save removes both. At the next start, copies left
by processes that are no longer running are offered back, with what differs
from the file on disk, and a recovered copy saves in the encoding it had.
"""

from __future__ import annotations

import codecs
import difflib
import html
import json
import os
import re
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal

from ..feed import FeedError
from ..feed.atomic import write_atomic
from ..feed.encoding import decodes, guess_cyrillic, python_codec, sniff
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


def _boot_id() -> str | None:
    """This boot of the system (Linux): a process ID of another boot is no process of now."""
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as fh:
            return fh.read().strip() or None
    except OSError:
        return None


def _started(pid: int) -> str | None:
    """When process ``pid`` started, in clock ticks since boot (Linux); None if unknown or gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            stat = fh.read()
    except OSError:
        return None
    fields = stat[stat.rfind(")") + 2:].split()     # the name, in brackets, may hold spaces
    return fields[19] if len(fields) > 19 else None


def _writer_alive(note: dict) -> bool:
    """Whether the process that wrote a note still runs: its ID alone is not enough, as IDs are
    given again after a reboot (and in a container the editor may get the same one each time)."""
    pid = int(note.get("pid") or 0)
    boot, started = _note_text(note, "boot"), _note_text(note, "started")
    if boot is not None and _boot_id() not in (None, boot):
        return False
    if started is not None and os.path.isdir("/proc/self"):
        return _started(pid) == started
    return _process_alive(pid)


# The first <title> after <channel> with no <item> between: the channel's own.
_CHANNEL_TITLE = re.compile(r"<channel\b[^>]*>(?:[^<]|<(?!item\b|title\b))*<title>(.*?)</title>", re.S)


@dataclass
class Recoverable:
    """A copy left behind by a process that ended without saving."""

    text_path: Path
    note_path: Path
    original: str | None          # the file it was edited from, or None for a new feed
    saved_at: float
    text: str
    encoding: str | None = None   # what Save was to write the feed in (the note's "encoding")
    bom: bool = False             # the file began with a UTF-8 byte order mark, which Save keeps

    @property
    def channel_title(self) -> str:
        """The channel's title as the copy writes it, on one line ("" if it has none before its
        first item, or the text is cut short there): what tells copies of unsaved new feeds apart."""
        match = _CHANNEL_TITLE.search(self.text, 0, 65536)
        if match is None:
            return ""
        value = match.group(1)
        if value.startswith("<![CDATA[") and value.endswith("]]>"):
            value = value[9:-3]
        elif "<" in value:
            return ""
        return " ".join(html.unescape(value).split())

    @property
    def original_on_disk(self) -> bool:
        """The file it was edited from is still there (False for a feed that was never saved)."""
        return bool(self.original) and os.path.isfile(self.original)

    @property
    def read_problem(self) -> OSError | None:
        """Why the file it was edited from is there but cannot be read (None: it can, or is gone)."""
        return self._original()[1]

    def _original(self) -> tuple[str, OSError | None]:
        if not self.original_on_disk:
            return "", None
        try:
            with open(self.original, "rb") as fh:
                return read_original(fh.read(), self.encoding), None
        except OSError as err:
            return "", err

    def differences(self) -> str:
        """What differs from the file on disk (or an empty feed) to the recovered text, as a unified
        diff whose headers are in words of the interface language: "--- on disk: PATH",
        "+++ the recovered copy", "@@ lines 3–5 on disk, lines 3–6 in the copy @@".

        The document writes back what nobody edited as it was, so it shows the
        edits and nothing else. The file is read in its own encoding (see
        ``read_original``); the copy is kept in UTF-8, and the declaration's
        encoding is not counted as a difference. A file that is gone, or cannot
        be read, counts as empty: the whole copy is the difference.
        """
        before = self._original()[0]
        after = _same_declared_encoding(self.text, before)
        translate = QCoreApplication.translate
        disk = (translate("Recoverable", "on disk: {0}").format(self.original) if self.original
                else translate("Recoverable", "on disk: nothing (a new feed)"))
        diff = difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                    fromfile=disk, tofile=translate("Recoverable", "the recovered copy"), n=2)
        return "".join(_HUNK.sub(_hunk_in_words, line, count=1) if line.startswith("@@") else line for line in diff)

    def discard(self) -> None:
        for path in (self.text_path, self.note_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def _hunk_in_words(match: re.Match) -> str:
    """A hunk header ("@@ -3,3 +3,4 @@") in words: which lines on disk and in the copy it shows."""
    translate = QCoreApplication.translate
    sides = []
    for start, count, on_disk in ((match.group(1), match.group(2), True), (match.group(3), match.group(4), False)):
        first, n = int(start), 1 if count is None else int(count)
        if n == 0:
            sides.append(translate("Recoverable", "no lines on disk") if on_disk
                         else translate("Recoverable", "no lines in the copy"))
        elif n == 1:
            sides.append((translate("Recoverable", "line {0} on disk") if on_disk
                          else translate("Recoverable", "line {0} in the copy")).format(first))
        else:
            sides.append((translate("Recoverable", "lines {0}–{1} on disk") if on_disk
                          else translate("Recoverable", "lines {0}–{1} in the copy")).format(first, first + n - 1))
    return f"@@ {sides[0]}, {sides[1]} @@"


def _codec(name: str) -> str | None:
    """Python's name for a text encoding; None for an unknown one, or one like "hex" or "zlib"
    that a declaration may name but that does not decode bytes to text."""
    try:
        codec = python_codec(name)
    except FeedError:
        return None
    return codec if getattr(codecs.lookup(codec), "_is_text_encoding", True) else None


_SINGLE_BYTE = ("cp1251", "koi8-r")


def read_original(data: bytes, hint: str | None = None) -> str:
    """The text of the file a copy was edited from, decoded in the file's own encoding.

    A byte order mark (or the NULs of UTF-16 and UTF-32) decides. Otherwise the
    declaration does, or UTF-8 when there is none, as long as the bytes decode
    in it; ``hint`` (the encoding the note recorded) is the evidence for a file
    that does not say, and the letters (``guess_cyrillic``) the last resort. When
    the declaration names one single-byte encoding, the note another and the
    letters agree with the note, the note wins: the file was opened as that
    encoding over what it declares.
    """
    found = sniff(data)
    codec = _codec(found.encoding)
    if found.bom or (codec or "").startswith(("utf-16", "utf-32")):
        return data.decode(codec or "utf-8", errors="replace").lstrip("\ufeff")
    said = (_codec(found.declared) if found.declared else None) or "utf-8"
    noted = _codec(hint) if hint else None
    letters = guess_cyrillic(data[:65536])
    if noted in _SINGLE_BYTE and said in _SINGLE_BYTE and noted != said and _codec(letters or "") == noted:
        return data.decode(noted, errors="replace")     # the file was opened as what its letters are
    for name in (said, noted, _codec(letters) if letters else None):
        if name and decodes(data, name):
            return data.decode(name)
    return data.decode(said, errors="replace")


def _note_text(note: dict, key: str) -> str | None:
    value = note.get(key)
    return value if isinstance(value, str) and value else None


def find_recoverable() -> list[Recoverable]:
    """Copies whose writing process is gone (a live one is another open window).

    A note that cannot be read, or is not what an Autosaver writes, is passed
    over (and left where it is); an encoding the note names that Python does
    not know is dropped (the copy opens in UTF-8).
    """
    folder = autosave_dir()
    found = []
    for note_path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            note = json.loads(note_path.read_text(encoding="utf-8"))
            text_path = note_path.with_suffix(".xml")
            # As it was written: bytes, not read_text, which makes CR LF and CR into LF.
            text = text_path.read_bytes().decode("utf-8", errors="surrogatepass")
            if not isinstance(note, dict):
                continue
            saved_at = float(note.get("saved_at") or 0)
            if _writer_alive(note):
                continue
        except (OSError, ValueError, TypeError, OverflowError):
            continue
        encoding = _note_text(note, "encoding")
        if encoding is not None and _codec(encoding) is None:
            encoding = None
        found.append(Recoverable(text_path, note_path, _note_text(note, "original"), saved_at, text, encoding,
                                 bom=note.get("bom") is True))
    return found


class Autosaver(QObject):
    """Keeps a copy of one session's unsaved work while there is some."""

    # The copy could not be written (the error); said once until a copy is written again.
    failed = Signal(object)

    def __init__(self, session, parent=None):
        super().__init__(parent or session)
        self.session = session
        self.name = uuid.uuid4().hex
        self.timer = QTimer(self, timeout=self.save_now)
        self.closed = False
        self.failing = False
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
        if seconds > 0 and not self.closed:
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
        if not session.is_modified or self.closed:
            return False
        note = {"original": session.path, "pid": os.getpid(), "boot": _boot_id(), "started": _started(os.getpid()),
                "saved_at": time.time(), "encoding": session.save_encoding,    # text that does not parse has one too
                "bom": session.has_bom}
        try:
            autosave_dir().mkdir(parents=True, exist_ok=True)
            write_atomic(str(self.text_path), session.recovery_text().encode("utf-8", errors="surrogatepass"))
            write_atomic(str(self.note_path), json.dumps(note).encode("utf-8"))
        except (OSError, FeedError) as err:   # a full disk must never interrupt editing; the next tick retries
            if not self.failing:
                self.failing = True
                self.failed.emit(err)
            return False
        self.failing = False
        return True

    def take_over(self, recoverable: Recoverable) -> None:
        """Keep the recovered copy as this window's own: rewritten now, in this process's name,
        so a second crash before the next autosave still leaves it (it is removed on a save)."""
        self.name = recoverable.text_path.stem
        if not self.save_now():
            return                      # left as it was: offered again should this process end too

    def close(self) -> None:
        """The window closed (its changes saved or discarded): no copy now, nor ever after, though
        the window object lives on and its session still counts as unsaved."""
        self.closed = True
        self.timer.stop()
        self.remove()

    def remove(self) -> None:
        for path in (self.text_path, self.note_path):
            try:
                path.unlink()
            except OSError:     # none there, or a folder that cannot be reached: nothing to take away
                pass


_ENCODING_NAME = re.compile(r"""(<\?xml[^>]*?\sencoding\s*=\s*["'])([^"']*)(["'])""")


def _same_declared_encoding(text: str, original: str) -> str:
    """``text`` with its declaration naming the encoding ``original`` names (the copy says UTF-8)."""
    theirs = _ENCODING_NAME.match(original)
    if theirs is None:
        return text
    return _ENCODING_NAME.sub(lambda m: m.group(1) + theirs.group(2) + m.group(3), text, count=1)


def recover_into(session, recoverable: Recoverable, encoding: str | None = None, autosaver=None) -> None:
    """Open a recovered copy in a session: unsaved, named after its original file, and saved in
    ``encoding``, by default the one it had (the note's). The copy becomes ``autosaver``'s (the
    window's), else it is removed."""
    session.open_recovered(recoverable.text, recoverable.original, encoding or recoverable.encoding,
                           bom=recoverable.bom)
    if autosaver is not None:
        autosaver.take_over(recoverable)
    else:
        recoverable.discard()
