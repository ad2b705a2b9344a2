"""QUndoCommands over feed edits: each command applies edits and keeps their inverses."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

MERGE_ID = 0x7e1d


class EditCommand(QUndoCommand):
    """One undo step: a list of feed edits applied in order.

    Typing in one field merges into one step: the commands carry a merge key
    (the element and the field), and a merged command simply holds more edits.
    """

    def __init__(self, doc, edit, text: str, merge_key=None):
        super().__init__(text)
        self._doc = doc
        self._forward = [edit]
        self._inverse: list = []
        self.merge_key = merge_key
        # (before, after, select): the nodes selected before and after a step on the tree, and how
        # to select them again; undo selects ``before``, redo ``after``.
        self.selection: tuple | None = None

    def redo(self) -> None:
        self._inverse = [self._doc.apply(edit) for edit in self._forward]
        self._forward = []
        if self.selection is not None:
            self.selection[2](self.selection[1])

    def undo(self) -> None:
        self._forward = [self._doc.apply(inverse) for inverse in reversed(self._inverse)]
        self._forward.reverse()
        self._inverse = []
        if self.selection is not None:
            self.selection[2](self.selection[0])

    def id(self) -> int:
        return MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        self._inverse.extend(other._inverse)
        return True
