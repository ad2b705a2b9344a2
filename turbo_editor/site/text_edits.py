"""Line edits of a text file and the unified diff that shows them.

Suggested robots.txt fixes are small edits of the user's own file: everything
not edited (comments, blank lines, line endings, the case of directives) must
come out byte for byte as it went in, so the diff shows only the fix. Line
numbers are 1-based and split at CRLF, CR or LF, as the robots.txt parser
numbers them.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from ..messages import _

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
_BREAK = re.compile(r"\r\n|\r|\n")


def split_lines(text: str) -> list[str]:
    """The lines of ``text``, each with its own line break (the last may have none)."""
    return _LINE.findall(text)


def line_break(text: str) -> str:
    """The file's line break, so added lines match the ones already there."""
    found = _BREAK.search(text)
    return found.group() if found else "\n"


def _body(line: str) -> str:
    return line.rstrip("\r\n")


@dataclass(frozen=True)
class _Edit:
    line: int        # 1-based; 0 with "insert" inserts before the first line
    kind: str        # "insert" (after the line), "replace" or "delete"
    new: tuple[str, ...] = ()


class LineEdits:
    """Edits addressed by the original line numbers, applied together.

    Line numbers always refer to the text the edits were made for, so several
    edits can be collected without recomputing positions after each one.
    """

    def __init__(self, text: str):
        self.text = text
        self._edits: list[_Edit] = []
        self._append: list[str] = []

    def insert_after(self, line: int, *new_lines: str) -> LineEdits:
        self._edits.append(_Edit(line, "insert", new_lines))
        return self

    def replace(self, line: int, new_line: str) -> LineEdits:
        self._edits.append(_Edit(line, "replace", (new_line,)))
        return self

    def delete(self, line: int) -> LineEdits:
        self._edits.append(_Edit(line, "delete"))
        return self

    def append_block(self, *new_lines: str) -> LineEdits:
        """Add lines at the end, after a blank line that separates them from what is there."""
        self._append.extend(new_lines)
        return self

    def apply(self) -> str:
        """The edited text. Whether it ends in a line break is left as it was."""
        eol = line_break(self.text)
        lines = split_lines(self.text)
        ended = self.text.endswith(("\n", "\r"))
        if lines and not ended:
            lines[-1] += eol  # restored below; lets edits treat every line alike
        # Bottom-up, so each edit's line number is still the original one.
        order = {"delete": 0, "replace": 1, "insert": 2}
        for edit in sorted(self._edits, key=lambda e: (e.line, order[e.kind]), reverse=True):
            if edit.kind == "insert":
                lines[edit.line:edit.line] = [new + eol for new in edit.new]
            elif edit.kind == "replace":
                old = lines[edit.line - 1]
                lines[edit.line - 1] = edit.new[0] + old[len(_body(old)):]
            else:
                del lines[edit.line - 1]
        if self._append:
            if lines and _body(lines[-1]).strip():
                lines.append(eol)
            lines.extend(new + eol for new in self._append)
        result = "".join(lines)
        if not ended and result.endswith(eol):
            result = result[: -len(eol)]
        return result


def unified_diff(before: str, after: str, name: str = "robots.txt") -> str:
    """A unified diff ``patch`` accepts, marking a last line without a line break as diff does.

    The marker's words are in the user's language, as GNU diff writes them: ``patch`` and
    ``git apply`` read only its leading backslash.
    """
    out = []
    for line in difflib.unified_diff(split_lines(before), split_lines(after),
                                     fromfile=name, tofile=name, lineterm="\n"):
        if line.endswith(("\n", "\r")):
            out.append(line)
        else:
            out.append(line + "\n\\ " + _("No newline at end of file") + "\n")
    return "".join(out)
