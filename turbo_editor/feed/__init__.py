"""The feed document: safe loading, lossless saving, typed views and undoable edits.

Nothing in this package imports Qt: the CLI and the tests use it headless and
the GUI drives it through :mod:`turbo_editor.feed.edits`.
"""

from .change import Change, ChangeKind
from .document import FeedDocument, load, load_bytes
from .errors import FeedEncodingError, FeedError, FeedSaveError, FeedSyntaxError, FeedTooLargeError, Notice

__all__ = [
    "FeedDocument", "Change", "ChangeKind", "load", "load_bytes",
    "FeedError", "FeedSyntaxError", "FeedTooLargeError", "FeedEncodingError", "FeedSaveError", "Notice",
]
