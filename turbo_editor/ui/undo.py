"""QUndoCommands over feed edits: each command applies edits and keeps their inverses."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtGui import QUndoCommand

from ..feed import edits as _edits

MERGE_ID = 0x7e1d
_ROW_STEPS = (_edits.Insert, _edits.Remove, _edits.Move, _edits.MoveItem, _edits.MoveItemAfter)
# A step of more edits than this is told to the views as one (``bulk``): a tree model resets once
# instead of moving rows thousands of times under a filter's proxy, which redoes its rows each time.
BULK_EDITS = 50


class EditCommand(QUndoCommand):
    """One undo step: a list of feed edits applied in order.

    Typing in one field merges into one step: the commands carry a merge key
    (the element and the field), and a merged command simply holds more edits.
    """

    def __init__(self, doc, edit, text: str, merge_key=None, bulk=None):
        super().__init__(text)
        self._doc = doc
        self._bulk = bulk               # told True before and False after a step of many edits
        self._forward = [edit]
        self._inverse: list = []
        self.merge_key = merge_key
        # (before, after, select, clear): the nodes selected before and after a step on the tree,
        # how to select them again and how to select nothing; undo selects ``before``, redo ``after``.
        self.selection: tuple | None = None

    def _unselect(self, chosen: list) -> None:
        """Select nothing while rows come and go under several selected ones: Qt moves each
        selected row at each step, seconds for a thousand (they are selected again after)."""
        if self.selection is not None and len(chosen) > 1:
            self.selection[3]()

    def redo(self) -> None:
        if self.selection is not None:
            self._unselect(self.selection[0])
        with self._announced(self._forward):
            self._inverse = [self._doc.apply(edit) for edit in self._forward]
        self._forward = []
        if self.selection is not None:
            self.selection[2](self.selection[1])

    def undo(self) -> None:
        if self.selection is not None:
            self._unselect(self.selection[1])
        with self._announced(self._inverse):
            self._forward = [self._doc.apply(inverse) for inverse in reversed(self._inverse)]
        self._forward.reverse()
        self._inverse = []
        if self.selection is not None:
            self.selection[2](self.selection[0])

    @contextmanager
    def _announced(self, steps: list):
        # A batch of many rows coming, going or moving (Delete, Duplicate, a drag of thousands); not
        # typing merged into one step, nor a Replace all that changes the text of many items.
        many = self._bulk is not None and any(
            sum(isinstance(step, _ROW_STEPS) for step in getattr(e, "edits", ())) > BULK_EDITS for e in steps)
        if many:
            self._bulk(True)
        try:
            yield
        finally:
            if many:
                self._bulk(False)

    def id(self) -> int:
        return MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        self._inverse.extend(other._inverse)
        return True
