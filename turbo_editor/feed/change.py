"""What one applied edit changed, announced by the document so each view refreshes only that."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from lxml import etree


class ChangeKind(StrEnum):
    TEXT = "text"                   # an element's text (or a text child's) was set
    ATTRIBUTE = "attribute"         # an attribute (``name``) was set or removed
    INSERT = "insert"               # ``element`` was inserted into ``parent``
    REMOVE = "remove"               # ``element`` was taken out of ``parent``
    REPLACE = "replace"             # ``old`` was replaced by ``element`` (no parent: the root)
    MOVE = "move"                   # ``element`` moved among the children of ``parent``
    SETTINGS = "settings"           # a setting kept beside the tree (``name``: e.g. "ignored-rules")
    FILE = "file"                   # the file's own state (``name``: "encoding" or "path")


@dataclass(frozen=True)
class Change:
    """``element`` is the element concerned (the new one for a replace, the root for settings and
    file changes), ``parent`` where it was inserted, removed or moved, ``name`` the attribute or
    setting, ``old`` the element a replace took out."""

    kind: ChangeKind
    element: etree._Element
    parent: etree._Element | None = None
    name: str | None = None
    old: etree._Element | None = None

    @property
    def touches_tree(self) -> bool:
        """Whether the XML tree changed (views of the tree and its text re-read something)."""
        return self.kind not in (ChangeKind.SETTINGS, ChangeKind.FILE)

    @property
    def changes_children(self) -> bool:
        """Whether ``parent`` gained, lost or reordered children."""
        return self.kind in (ChangeKind.INSERT, ChangeKind.REMOVE, ChangeKind.MOVE) or (
            self.kind == ChangeKind.REPLACE and self.parent is not None)


Listener = Callable[[Change], None]
