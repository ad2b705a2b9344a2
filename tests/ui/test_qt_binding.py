"""The Qt binding itself: PySide6 6.12.0 loses a reference to None on many void calls.

Each lost reference brings a long editing session closer to a crash
("deallocating None"); the XML pane makes such calls on every edit. This
fails on a binding with that fault, so pyproject.toml's range stays honest.
"""

import sys

from PySide6.QtGui import QTextCursor, QTextDocument


def test_void_calls_keep_references_to_none(qapp):
    document = QTextDocument("a line of text\n" * 10)
    before = sys.getrefcount(None)
    for _ in range(2000):
        cursor = QTextCursor(document)
        cursor.setPosition(3)
        document.markContentsDirty(0, 5)
    assert sys.getrefcount(None) - before > -100
