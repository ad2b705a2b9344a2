"""Helpers for the translation tests: the Qt Linguist tools and reading a .ts catalogue."""

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from support import REPO

UI = REPO / "turbo_editor" / "ui"
# Besides the interface, the vocabulary holds names and hints the forms show, and content the block
# snippets' labels the content editor's menu shows (marked for lupdate).
TRANSLATED = (UI, REPO / "turbo_editor" / "vocabulary", REPO / "turbo_editor" / "content")
TRANSLATIONS = REPO / "resources" / "translations"
TS = TRANSLATIONS / "turbo_editor_ru.ts"
QM = TRANSLATIONS / "turbo_editor_ru.qm"
RUSSIAN_PLURAL_FORMS = 3          # one (1, 21), few (2–4, 22–24), many (0, 5–20)


def tool(name: str) -> str:
    """A Qt Linguist tool of the PySide6 in use: the venv's own, else one on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found, f"{name} is missing: it comes with PySide6 (pip install PySide6)"
    return found


def ui_sources() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for folder in TRANSLATED for p in folder.rglob("*.py"))


def run_lupdate(ts: Path) -> None:
    """Extract the interface's strings into ``ts`` (the same command as `make translations`)."""
    subprocess.run([tool("pyside6-lupdate"), "-silent", *ui_sources(), "-ts", str(ts), "-no-obsolete",
                    "-locations", "none"], cwd=REPO, check=True, capture_output=True, text=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   cwd=REPO, check=True, capture_output=True, text=True)


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    state: str | None            # the translation's type attribute: None when finished
    translations: tuple          # one text, or one per plural form

    @property
    def key(self) -> tuple:
        return self.context, self.source, self.comment

    @property
    def finished(self) -> bool:
        if self.state is not None or not self.translations or not all(t.strip() for t in self.translations):
            return False
        return len(self.translations) == RUSSIAN_PLURAL_FORMS if self.numerus else True

    def where(self) -> str:
        return f"[{self.context}] {self.source!r}" + (f" ({self.comment})" if self.comment else "")


def read_ts(path: Path) -> dict[tuple, Message]:
    messages = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            translation = m.find("translation")
            numerus = m.get("numerus") == "yes"
            if translation is None:
                texts, state = (), "missing"
            elif numerus:
                texts, state = tuple(f.text or "" for f in translation.iter("numerusform")), translation.get("type")
            else:
                texts, state = (translation.text or "",), translation.get("type")
            message = Message(name, m.findtext("source") or "", m.findtext("comment") or "", numerus, state, texts)
            messages[message.key] = message
    return messages


ACCELERATOR = re.compile(r"(?<!&)&(?![&\s])(?!#?\w+;)(.)")


def accelerator(text: str) -> str | None:
    """The letter a menu text's & marks (&& is a literal ampersand, &nbsp; an entity)."""
    found = ACCELERATOR.findall(text)
    return found[0].casefold() if found else None


# -- windows ------------------------------------------------------------------------------

def make_window(qtbot):
    from turbo_editor.ui.main_window import MainWindow
    win = MainWindow()
    win.show()
    qtbot.waitExposed(win)
    return win


def close_window(win) -> None:
    win.session.undo_stack.setClean()
    win.close()
    win.deleteLater()
