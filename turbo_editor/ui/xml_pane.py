"""The live XML pane: the feed exactly as Save writes it, following every edit, and editable.

The pane keeps where each child of the channel starts in its text. An edit
inside one child re-writes only that child's text (a few kilobytes, not the
whole feed), so the view keeps its scroll position and stays fast on big
feeds; anything else re-reads the whole text. Typing in the pane is parsed
after a pause: text that parses becomes one undoable step; text that does not
is kept exactly as typed, with the error marked, while the forms wait.
"""

from __future__ import annotations

import bisect
import re
import time

from lxml import etree
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import check
from ..check.fixes import fix_text_entities, has_html_entities
from ..check.locate import MAX_TAG_LINES, attribute_span, raw_offset
from ..feed.change import ChangeKind
from ..feed.document import display_text
from ..feed.parse import recover
from ..feed.xml_messages import explain
from . import pacing
from .find_bar import FindBar
from .forms.widgets import editor_text
from .validation import node_of
from .xml_editor import XmlEditor, utf16_index, utf16_len

PARSE_DELAY_MS = 700


def _common_ends(old: str, new: str) -> tuple[int, int]:
    """How many characters the two texts share at their start, and at their end after that."""
    limit = min(len(old), len(new))
    start = _shared(lambda i, j: old[i:j] == new[i:j], limit)
    end = _shared(lambda i, j: old[len(old) - j:len(old) - i] == new[len(new) - j:len(new) - i], limit - start)
    return start, end


def _shared(same, limit: int) -> int:
    """How many characters two texts share, at most ``limit``, where ``same(i, j)`` says whether
    they agree from the ``i``-th to the ``j``-th (from their start, or from their end): compared a
    block at a time (each comparison runs in C), then halved down within the first that differs."""
    low, step = 0, 4096
    while low + step <= limit and same(low, low + step):
        low += step
    high = min(low + step, limit)
    while low < high:                       # the first low agree, the first high + 1 do not
        middle = (low + high + 1) // 2
        if same(low, middle):
            low = middle
        else:
            high = middle - 1
    return low


def _moved_with(old: str, new: str, index: int) -> int:
    """Where a place at ``index`` in ``old`` is in ``new``: the same before what changed, as far
    from the end after it, and the end of the change from inside it."""
    same_start, same_end = _common_ends(old, new)
    if index <= same_start:
        return index
    if index >= len(old) - same_end:
        return index + len(new) - len(old)
    return len(new) - same_end
_DONE = object()


def _text_chunks(text: str):
    """The text for the fill, up to a line's end FILL_CHUNK characters at a time: a line put in
    piece by piece is laid out again with each piece (a 10 MB data: image took minutes)."""
    position = 0
    while position < len(text):
        end = text.find("\n", position + FILL_CHUNK)
        chunk = text[position:end + 1 if end >= 0 else len(text)]
        yield chunk
        position += len(chunk)


def _line_end_after(data: bytes, position: int) -> int:
    """Where the first line of ``data`` ending at or after ``position`` ends (past its LF, CR or
    CR LF, never between the two), or its end. A line end is one byte of the text's own in the
    encodings a source is kept in, never part of a character."""
    if position >= len(data):
        return len(data)
    lf, cr = data.find(b"\n", position), data.find(b"\r", position)
    if cr >= 0 and (lf < 0 or cr < lf):
        return cr + 2 if data[cr + 1:cr + 2] == b"\n" else cr + 1
    return lf + 1 if lf >= 0 else len(data)


MANY_FINDINGS = 10_000        # more findings than this at once are filed at a turn of their own
FILL_CHUNK = 1 << 19          # characters put into the editor at a time for a big feed ...
FILL_BYTES = 1 << 20          # (bytes of its source decoded at a time: 512K Cyrillic letters) ...
LAYOUT_BATCH = 200            # ... and channel children measured at a time,
_START_TAG = re.compile(r"<!\[CDATA\[.*?\]\]>|<!--.*?-->|<\?.*?\?>|<([A-Za-z_][^\s/>]*)[^>]*>", re.DOTALL)


class _Texts:
    """The channel children's texts, each decoded from its bytes the first time it is read."""

    __slots__ = ("_data", "_text", "_decode")

    def __init__(self, data: list, decode):
        self._data = data
        self._text: list = [None] * len(data)
        self._decode = decode

    def __len__(self) -> int:
        return len(self._text)

    def __getitem__(self, i: int) -> str:
        text = self._text[i]
        if text is None:
            text = self._text[i] = self._decode(self._data[i])
            self._data[i] = None
        return text

    def __setitem__(self, i: int, text: str) -> None:
        self._text[i] = text
        self._data[i] = None


class Layout:
    """Where each child of the channel starts in the pane's text (UTF-16 positions)."""

    def __init__(self, head: str, pieces: list):
        steps = self.measure(head, pieces)
        while True:
            try:
                next(steps)
            except StopIteration:
                break

    def measure(self, head: str, pieces: list, batch: int = 0):
        """Take the layout of ``pieces``, yielding after every ``batch`` of them (0: never):
        measuring 10,000 pieces takes longer than a frame."""
        self.nodes = [node for node, _text in pieces]
        self.texts = [text for _node, text in pieces]
        self.starts = starts = []
        position = utf16_len(head)
        for count, text in enumerate(self.texts, 1):
            starts.append(position)
            position += utf16_len(text)
            if batch and count % batch == 0:
                yield count
        self.end = position
        self.index = {node: i for i, node in enumerate(self.nodes)}

    @classmethod
    def steps(cls, head: str, pieces: list, batch: int):
        """A Layout, measured ``batch`` pieces at a time: the generator's return value."""
        layout = cls.__new__(cls)
        yield from layout.measure(head, pieces, batch)
        return layout

    @classmethod
    def encoded_steps(cls, head: str, parts: list, decode, length, batch: int):
        """Layout.steps for pieces given as their bytes (FeedDocument.channel_pieces_steps):
        measured in the bytes (``length``; None: by their texts), each decoded when first read."""
        layout = cls.__new__(cls)
        layout.nodes = [node for node, _data in parts]
        data = [piece for _node, piece in parts]
        layout.texts = texts = _Texts(data, decode)
        layout.starts = starts = []
        position = utf16_len(head)
        for count, piece in enumerate(data, 1):
            starts.append(position)
            position += length(piece) if length is not None else utf16_len(texts[count - 1])
            if batch and count % batch == 0:
                yield count
        layout.end = position
        layout.index = {node: i for i, node in enumerate(layout.nodes)}
        return layout

    def range_of(self, i: int) -> tuple[int, int]:
        return self.starts[i], (self.starts[i + 1] if i + 1 < len(self.starts) else self.end)

    def replace(self, i: int, text: str) -> int:
        start, end = self.range_of(i)
        delta = utf16_len(text) - (end - start)
        self.texts[i] = text
        for j in range(i + 1, len(self.starts)):
            self.starts[j] += delta
        self.end += delta
        return delta

    def child_at(self, position: int) -> int | None:
        i = bisect.bisect_right(self.starts, position) - 1
        return i if 0 <= i < len(self.nodes) and position < self.end else None


MAX_ERROR_MARKS = 200         # a file broken at its start can have thousands of follow-on errors


class XmlPane(QWidget):
    """Editor, find and replace bar and go to line: a view of the session's text.

    It shows the document as Save writes it, or the session's text that does
    not parse (``session.unparsed``); what is typed goes to the session after
    a pause (``session.accept_text``).
    """

    nodeActivated = Signal(object)        # the node (item, counter, ad network) under the cursor
    elementActivated = Signal(object)     # the element whose start tag is nearest before the cursor
    marksChanged = Signal()               # the findings' places in the text were worked out again
    synced = Signal()                     # the text shows the session's now (after a rebuild or an edit)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.editor = XmlEditor()
        # Ctrl+Z and Ctrl+Shift+Z in the pane are the window's Undo and Redo, broken text or not: they
        # keep the order of what was undone, the pane's typing and the feed's steps (see actions).
        self.editor.document_undo = lambda: True
        self.layout_: Layout | None = None
        self._updating = False
        self._dirty: set = set()
        self._rebuild_needed = False
        self.language = "en"              # the findings' language (the interface's)
        self._stale = True
        self.active = True
        self._by_node: dict = {}
        self._unfiled: list | None = None           # a big list of findings waiting for its turn
        self._piece_by_id: dict = {}     # id(finding) -> the piece it is filed under in _by_node
        self._tag_cache: dict = {}          # piece -> (start tag offsets, element order)
        self._marks_timer = QTimer(self, singleShot=True, interval=40, timeout=self._show_marks)
        self._parse_timer = QTimer(self, singleShot=True, interval=PARSE_DELAY_MS, timeout=self.apply_text)
        self._sync_timer = QTimer(self, singleShot=True, interval=0, timeout=self._flush)

        self.banner = QLabel()
        self.banner.setObjectName("xmlBanner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel#xmlBanner { background: #fde7e7; color: #8e0000; padding: 4px; }")
        self.banner.hide()
        self.entity_fix = QPushButton(self.tr("Replace HTML entities with characters"))
        self.entity_fix.setToolTip(self.tr("&nbsp;, &laquo; and the like are HTML, not XML"))
        self.entity_fix.clicked.connect(self.fix_entities)
        self.entity_fix.hide()
        self.find_bar = FindBar(self.editor)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.entity_fix)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.find_bar)

        self.editor.document().contentsChange.connect(self._text_edited)
        self.editor.installEventFilter(self)
        self.editor.verticalScrollBar().valueChanged.connect(self._schedule_marks)
        self.editor.cursorPositionChanged.connect(self._cursor_moved)
        self._rebuild_timer = QTimer(self, singleShot=True, interval=0, timeout=self.rebuild)
        self._fill = self._layout_steps = self._pending_reveal = self._pending_finding = None
        self._fill_lines = 0                        # lines of the text going in (0: not known yet)
        self._fill_text: str | None = None          # that text, when it went in as one string
        self._pending_line: int | None = None      # Go to line asked while the text was still going in
        self._cursor_pending = False               # the cursor moved while typing waited to be taken in
        # After the window has shown the new feed, and only while the pane can be seen.
        session.reset.connect(self._schedule_rebuild)
        session.reset.connect(self.find_bar.find_status.clear)     # "2 replaced" was the last file's
        session.changed.connect(self._on_change)
        session.textStateChanged.connect(self._text_state_changed)

    # -- the state of the text -------------------------------------------------------

    @property
    def broken(self) -> bool:
        """The text does not parse (the forms wait until it does)."""
        return self.session.unparsed is not None

    @property
    def in_sync(self) -> bool:
        """The pane shows the session's text now: nothing waits to be filled in or re-read."""
        return not (self._stale or self.loading or self._sync_timer.isActive() or self._rebuild_timer.isActive()
                    or self._parse_timer.isActive())

    def _text_state_changed(self) -> None:
        if not self._stale and not self.loading:
            self._show_text_state()

    def _show_text_state(self) -> None:
        """The banner, the error mark and the underlined errors of text that does not parse."""
        state = self.session.unparsed
        if state is None:
            self.editor.set_error(None, None)
            self.banner.hide()
            self.entity_fix.hide()
            self._show_marks()
            return
        message = state.describe(self.language)
        self.editor.set_error(self.editor.position_at(state.line, state.column), message)
        self.banner.setText(self.tr("The XML is not well-formed — {0}. The forms wait until it is fixed; "
                                    "nothing you typed is changed.").format(message))
        self.banner.show()
        self.entity_fix.setVisible(has_html_entities(state.text))
        self._mark_all_errors(state.text)

    # -- following the document -------------------------------------------------

    def _schedule_rebuild(self) -> None:
        self._stale = True
        self.layout_ = None
        if self.session.doc is None:
            self.rebuild()              # text that does not parse is shown as it stands, at once
        elif self.active:
            self._rebuild_timer.start()

    # What can type into the pane: a key (paste included), an input method's text.
    _TYPING = (QEvent.KeyPress, QEvent.InputMethod)

    def eventFilter(self, watched, event) -> bool:
        """Typing waits for the text to show the latest change: a key pressed while a change made
        elsewhere (a field, Undo) was still due went into the old text, and taking that text in
        as the document then undid the change without a word."""
        if event.type() in self._TYPING and watched is self.editor:
            if self._rebuild_timer.isActive():
                self.rebuild()          # a big feed fills in read-only: the key is not taken meanwhile
            elif self._sync_timer.isActive():
                self._sync_timer.stop()
                self._flush()
        elif event.type() == QEvent.FocusOut and watched is self.editor and event.reason() != Qt.PopupFocusReason:
            # Typing waits for a pause; a field taking the keys cannot: what the pane holds becomes
            # the document first, or the field's first key was made on the document before it, and
            # the pane's text then took that key back.
            self.flush()
        return False

    def set_active(self, active: bool) -> None:
        """Told by the dock (a tabbed-away dock still counts as visible to Qt)."""
        self.active = active
        if active and self._stale:
            self._rebuild_timer.start()

    def rebuild(self) -> None:
        """Re-read the whole text (a new document, or a change a piece cannot absorb).

        A big feed's text goes in a slice at a time and its pieces are measured
        a batch at a time, between events, so the window answers while the
        pane fills in.
        """
        self._stale = False
        self._rebuild_timer.stop()
        pacing.cancel(self._fill_step)
        pacing.cancel(self._layout_step)
        self.editor.setReadOnly(False)              # a big feed's text sets it again while it goes in
        self._fill = self._layout_steps = None
        self._fill_lines = 0
        self._dirty.clear()
        self._rebuild_needed = False
        self._tag_cache.clear()
        doc = self.session.doc
        state = self.session.unparsed
        if doc is None or state is not None:
            # Text that does not parse: shown as it stands, its errors marked, the cursor at the first.
            self.layout_ = None
            target = state.text if state is not None else ""
            if not self._reached_by_undo(target):
                self._set_text(target)
            self._show_text_state()
            if state is not None and doc is None:
                self.editor.go_to_line(state.line)
            self.synced.emit()
            return
        self.layout_ = None
        self._show_text_state()
        source = doc.source
        if source is not None and len(source.data) > FILL_CHUNK:
            # A big feed: written, decoded and put in a slice at a time, never as one string.
            self._start_fill(self._source_chunks(doc))
            return
        text = doc.to_text(display=True)
        if len(text) <= FILL_CHUNK:
            layout = doc.channel_layout(text, display=True)
            self.layout_ = Layout(layout[0], layout[1]) if layout else None
            self._set_text(text)
            self._show_marks()
            self.marksChanged.emit()
            self._synced()
            return
        self._fill_lines = text.count("\n") + 1
        self._start_fill(_text_chunks(text))
        self._fill_text = text

    def _start_fill(self, chunks) -> None:
        """Put the text ``chunks`` gives (None: not yet, more to come) into the editor a slice at a time."""
        self._updating = True
        self.editor.document().setUndoRedoEnabled(False)
        self.editor.clear()
        self._updating = False
        self.editor.setReadOnly(True)
        if self._fill_lines:
            self.editor.reserve_lines(self._fill_lines)      # the gutter's width set once, not per digit
        self._fill_text = None
        self._fill = chunks
        pacing.ask(self, self._fill_step)

    def _source_chunks(self, doc):
        """A big feed's text for the fill, from its bytes: written a slice at a time (an edit
        meanwhile starts it again), then decoded up to a line's end FILL_BYTES at a time."""
        revision = doc.revision
        steps = doc.encoded_text_steps(LAYOUT_BATCH)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                encoded = done.value
                break
            yield None
            if doc.revision != revision:                 # what is written so far mixes two trees
                steps = doc.encoded_text_steps(LAYOUT_BATCH)
                revision = doc.revision
        if encoded is None:                              # written whole by lxml instead
            text = doc.to_text(display=True)
            self._fill_lines = text.count("\n") + 1
            self.editor.reserve_lines(self._fill_lines)
            yield from _text_chunks(text)
            return
        data, codec = encoded
        yield None                                       # (joining 60 MB and counting its lines:
        lines = data.count(b"\n") + 1                    # each a pass over it, a slice apiece)
        yield None
        if b"\r" in data:
            lines += data.count(b"\r") - data.count(b"\r\n")
            yield None
        self._fill_lines = lines
        self.editor.reserve_lines(lines)
        position = 0
        while position < len(data):
            end = _line_end_after(data, position + FILL_BYTES)
            yield display_text(data[position:end].decode(codec))
            position = end

    @property
    def loading(self) -> bool:
        """The text or its pieces are still being put in place (a big feed)."""
        return self._fill is not None or self._layout_steps is not None

    def _fill_step(self) -> None:
        if self._fill is None:
            return
        until = time.perf_counter() + pacing.SLICE_SECONDS
        cursor = QTextCursor(self.editor.document())
        cursor.movePosition(QTextCursor.End)
        self._updating = True
        done = False
        try:
            while time.perf_counter() < until:
                chunk = next(self._fill, _DONE)
                if chunk is _DONE:
                    done = True
                    break
                if chunk:
                    cursor.insertText(editor_text(chunk))
        finally:
            self._updating = False
        if not done:
            pacing.ask(self, self._fill_step)
            return
        self._fill = None
        self._fill_lines = 0
        self.editor.reserve_lines(0)
        self.editor.document().setUndoRedoEnabled(True)
        self.editor.document().setModified(False)
        self.editor.setReadOnly(self._rebuild_needed)      # behind a change made meanwhile: until the rebuild
        self._layout_steps = self._measured_layout(self._fill_text)
        self._fill_text = None
        pacing.ask(self, self._layout_step)

    def _measured_layout(self, text: str):
        """The channel's layout in the pane, found and measured a slice at a time."""
        encoded = yield from self.session.doc.channel_pieces_steps(LAYOUT_BATCH, display=True)
        if encoded is not None:
            head, parts, _foot, decode, length = encoded
            return (yield from Layout.encoded_steps(head, parts, decode, length, LAYOUT_BATCH * 5))
        found = yield from self.session.doc.channel_layout_steps(text, LAYOUT_BATCH, display=True)
        if not found:
            return None
        return (yield from Layout.steps(found[0], found[1], LAYOUT_BATCH * 5))

    def _layout_step(self) -> None:
        if self._layout_steps is None:
            return
        try:
            until = time.perf_counter() + pacing.SLICE_SECONDS
            next(self._layout_steps)
            while time.perf_counter() < until:
                next(self._layout_steps)
        except StopIteration as done:
            self._layout_steps = None
            self.layout_ = done.value
            if self._rebuild_needed:               # the document changed while the pane filled in
                self.rebuild()
                return
            self._show_marks()
            self.marksChanged.emit()
            self._synced()
            return
        pacing.ask(self, self._layout_step)

    def _synced(self) -> None:
        """The text shows the session's: reveal what was asked for meanwhile, and say so."""
        if self._pending_reveal is not None:
            element, self._pending_reveal = self._pending_reveal, None
            self.reveal_node(element)
        if self._pending_finding is not None:
            finding, self._pending_finding = self._pending_finding, None
            self.reveal_finding(finding)
        if self._pending_line is not None:
            line, self._pending_line = self._pending_line, None
            self.editor.go_to_line(line)
        self.synced.emit()

    def _reached_by_undo(self, text: str) -> bool:
        """Whether the pane's own last step back gives ``text`` (the Undo of the step that made a
        broken file's text parse); it is taken then, and the typing before it can still be undone."""
        document = self.editor.document()
        if not document.isUndoAvailable() or len(text) > FILL_CHUNK:
            return False
        self._updating = True
        try:
            self.editor.undo()
            if self.editor.text() == text:
                return True
            self.editor.redo()
            return False
        finally:
            self._updating = False

    def _set_text(self, text: str) -> None:
        old = self.editor.text()
        if text == old:
            return                  # the pane shows it already: its cursor and its own steps stay
        scroll = self.editor.verticalScrollBar().value()
        # The cursor keeps its place in the text around what changed, and from inside the change
        # goes to its end: after Undo, where the undone typing was; after the document wrote a
        # character as a reference, past the reference, not inside it.
        moved = _moved_with(old, text, utf16_index(old, self.editor.textCursor().position()))
        position = utf16_len(text[:moved])
        self._updating = True
        try:
            self.editor.setPlainText(editor_text(text))
        finally:
            self._updating = False
        cursor = self.editor.textCursor()
        cursor.setPosition(min(position, max(self.editor.document().characterCount() - 1, 0)))
        self._updating = True
        self.editor.setTextCursor(cursor)
        self._updating = False
        self.editor.verticalScrollBar().setValue(scroll)

    def _on_change(self, change) -> None:
        if self._stale or change.kind == ChangeKind.SETTINGS:
            return
        if change.kind == ChangeKind.FILE:             # the declaration names another encoding
            self._rebuild_needed = True
            self._sync_timer.start()
            return
        if self.loading:
            # Taken up when the filling ends; meanwhile the text is behind the document, and
            # typing in it would take the change back.
            self._rebuild_needed = True
            self.editor.setReadOnly(True)
            return
        if self.layout_ is None:
            self._rebuild_needed = True
        else:
            channel = self.session.doc.root.find("channel")
            if change.parent is channel and change.changes_children:
                self._rebuild_needed = True     # the set of pieces changed
            else:
                node = change.element
                while node is not None and node.getparent() is not channel:
                    node = node.getparent()
                if node is None or node not in self.layout_.index:
                    self._rebuild_needed = True
                else:
                    self._dirty.add(node)
        self._sync_timer.start()

    def _flush(self) -> None:
        if self._stale or self.loading:
            return
        if self.broken:                 # the typed text stays as it is until it parses
            return
        if self._rebuild_needed or self.layout_ is None:
            self.rebuild()
            return
        dirty, self._dirty = self._dirty, set()
        document = self.editor.document()
        self._updating = True
        try:
            for node in sorted(dirty, key=self.layout_.index.get):
                i = self.layout_.index[node]
                text = self.session.doc.piece_text(node, display=True)
                if text == self.layout_.texts[i]:
                    continue
                self._tag_cache.pop(node, None)
                start, end = self.layout_.range_of(i)
                # Only what differs is written over: a cursor elsewhere in the piece (where the user
                # was typing while a field changed it) keeps its place instead of going to its end.
                old = self.layout_.texts[i]
                same_start, same_end = _common_ends(old, text)
                cursor = QTextCursor(document)
                cursor.setPosition(start + utf16_len(old[:same_start]))
                cursor.setPosition(end - utf16_len(old[len(old) - same_end:]), QTextCursor.KeepAnchor)
                cursor.insertText(editor_text(text[same_start:len(text) - same_end]))
                self.layout_.replace(i, text)
        finally:
            self._updating = False
        self._show_marks()
        self.marksChanged.emit()            # lines below the edit moved: Problems' Line column follows
        self._synced()

    # -- selection both ways ----------------------------------------------------

    def reveal_node(self, element) -> None:
        """Scroll to and tint the text of a tree node (a channel child), or the channel."""
        self._pending_finding = None
        if self._behind():
            self._pending_reveal = element          # once the text shows the latest change
            return
        if self.layout_ is None or self.broken:
            return
        i = self.layout_.index.get(element)
        if i is None:
            start, end = self.layout_.starts[0] if self.layout_.starts else 0, self.layout_.end
            self.editor.set_node_range(None, None)
            target = self.editor.document().find("<channel").position() if element is not None else start
        else:
            start, end = self.layout_.range_of(i)
            text = self.layout_.texts[i]
            end = start + utf16_len(text.rstrip())
            self.editor.set_node_range(start, end)
            target = start
        self._show_position(max(target, 0))

    def reveal_finding(self, finding) -> None:
        """Put the cursor on the text a finding points at and scroll there (its node is revealed
        first), unless the user is typing in the pane."""
        if self._behind():
            self._pending_finding = finding
            return
        span = self._finding_span(finding) if self.layout_ is not None and not self.broken else None
        if span is not None:
            self._show_position(span[0])

    def _behind(self) -> bool:
        """The text does not show the session's latest change yet (filling in, or a sync due)."""
        return self.loading or self._stale or self._sync_timer.isActive() or self._rebuild_timer.isActive()

    def _show_position(self, position: int) -> None:
        """The cursor at ``position``, centred, without selecting a node; not while the user types
        here or finds in the text."""
        if self._user_here():
            return
        cursor = self.editor.textCursor()
        cursor.setPosition(position)
        self._updating = True
        self.editor.setTextCursor(cursor)
        self._updating = False
        self.editor.centerCursor()

    def _user_here(self) -> bool:
        """The focus is in the text or in its find bar: the cursor moves are the user's."""
        return self.editor.hasFocus() or self.find_bar.isAncestorOf(QApplication.focusWidget())

    def _cursor_moved(self) -> None:
        # The user's moves only: in the text, or to a match of the find bar (a reveal asked from the
        # tree or the form moves the cursor with the focus there, and must not answer back).
        if self._updating or self.layout_ is None or self.broken or not self._user_here():
            return
        if self._parse_timer.isActive():
            # The pieces' places are from before the typing: which node is here is known once
            # the typing is taken in (a click into the next item went to the one before).
            self._cursor_pending = True
            return
        position = self.editor.textCursor().position()
        i = self.layout_.child_at(position)
        node = self.layout_.nodes[i] if i is not None else None
        if node is not None and node_of(node) is node:
            self.nodeActivated.emit(node)
        elif node is not None or i is None:
            self.nodeActivated.emit(None)
        element = self._element_at(i, position) if i is not None else None
        if element is not None:
            self.elementActivated.emit(element)

    def _element_at(self, i: int, position: int):
        """The element whose start tag comes last before a position inside piece ``i``."""
        node = self.layout_.nodes[i]
        if not isinstance(node.tag, str):
            return None
        tags, elements = self._tags(node, i)
        text = self.layout_.texts[i]
        offset = position - self.layout_.starts[i]
        index = utf16_index(text, offset)
        k = bisect.bisect_right([start for start, _end in tags], index) - 1
        return elements[k] if 0 <= k < len(elements) else None

    def _tags(self, node, i: int):
        """Start tag offsets of a piece and its elements in the same (document) order, cached."""
        cached = self._tag_cache.get(node)
        if cached is None:
            text = self.layout_.texts[i]
            tags = [(m.start(), m.end()) for m in _START_TAG.finditer(text) if m.group(1)]
            elements = list(node.iter(tag=etree.Element))
            cached = self._tag_cache[node] = (tags, elements, {el: k for k, el in enumerate(elements)})
        return cached[0], cached[1]

    # -- findings as marks ------------------------------------------------------
    # Only what is on screen is marked, and a finding's place is worked out when
    # someone asks for it: a 10,000-item feed can have tens of thousands of findings.

    def show_findings(self, findings: list) -> None:
        if len(findings) > MANY_FINDINGS:
            # Tens of thousands (a batch edit in a big feed renumbered the items): filed at a
            # turn of their own, not in the pass where every view takes them.
            self._unfiled = findings
            pacing.ask(self, self._file_unfiled)
            return
        self._unfiled = None
        pacing.cancel(self._file_unfiled)
        self._file(findings)

    def _file_unfiled(self) -> None:
        findings, self._unfiled = self._unfiled, None
        if findings is not None:
            self._file(findings)

    def _file(self, findings: list) -> None:
        self._by_node = {}
        self._piece_by_id = {}
        channel = self.session.doc.root.find("channel") if self.session.doc is not None else None
        for finding in findings:
            if finding.element is not None:
                piece = self._piece_by_id[id(finding)] = self._piece_of(finding.element, channel)
                self._by_node.setdefault(piece, []).append(finding)
        self._show_marks()
        self.marksChanged.emit()

    def apply_findings(self, delta) -> None:
        """One edit's difference (ui.validation.FindingsDelta): regroup only the pieces it touched."""
        if self._unfiled is not None:
            pacing.cancel(self._file_unfiled)
            self._file_unfiled()                    # the list it is a difference from, first
        channel = self.session.doc.root.find("channel") if self.session.doc is not None else None
        gone = {id(f) for f in delta.removed}
        # Where each finding was filed when it came: its element may have left the tree since.
        touched = {self._piece_by_id.pop(i) for i in gone if i in self._piece_by_id}
        for piece in touched:
            kept = [f for f in self._by_node.get(piece, ()) if id(f) not in gone]
            if kept:
                self._by_node[piece] = kept
            else:
                self._by_node.pop(piece, None)
        for finding in delta.added:
            if finding.element is not None:
                piece = self._piece_by_id[id(finding)] = self._piece_of(finding.element, channel)
                self._by_node.setdefault(piece, []).append(finding)
        self._show_marks()
        self.marksChanged.emit()

    def _piece_of(self, element, channel):
        """The child of the channel holding an element (None: the channel itself or above it)."""
        node = element
        while node is not None and node.getparent() is not channel:
            node = node.getparent()
        return node

    def line_of(self, finding) -> int | None:
        """The line of the pane's text a finding points at (the text as Save writes it)."""
        if self.layout_ is None or self.broken or finding.element is None:
            return None
        span = self._finding_span(finding)
        return self.editor.document().findBlock(span[0]).blockNumber() + 1 if span else None

    def _schedule_marks(self, *_args) -> None:
        self._marks_timer.start()

    def _show_marks(self) -> None:
        if self.broken:
            return                      # the XML errors stay underlined (_mark_all_errors)
        if self.layout_ is None:
            self.editor.set_marks([])
            return
        editor = self.editor
        first = editor.cursorForPosition(editor.viewport().rect().topLeft()).position()
        last = editor.cursorForPosition(editor.viewport().rect().bottomRight()).position()
        lo = self.layout_.child_at(first)
        hi = self.layout_.child_at(last)
        lo = 0 if lo is None else lo
        hi = len(self.layout_.nodes) - 1 if hi is None else hi
        wanted = [self._by_node.get(self.layout_.nodes[i], ()) for i in range(lo, hi + 1)]
        if first < self.layout_.starts[0] or last >= self.layout_.end:
            wanted.append(self._by_node.get(None, ()))
        marks = []
        for group in wanted:
            for finding in group:
                span = self._finding_span(finding)
                if span is not None:
                    marks.append((span[0], span[1], finding.severity, finding.message(self.language)))
        editor.set_marks(marks)

    def _finding_span(self, finding):
        """Where a finding is in the pane's text: the HTML it names inside the element's text
        (the <img> in turbo:content), else the element's start tag; the first line for how the
        file starts."""
        if finding.rule in check.FILE_START_RULES:
            first = self.editor.document().firstBlock()
            return first.position(), first.position() + max(first.length() - 1, 1)
        if finding.rule == "xml-undeclared-prefix" and finding.line:
            # About the root (where the declaration goes), but shown where the prefix is first used:
            # the finding's line, as the file was read (a look at one line, not a search of the text).
            block = self.editor.document().findBlockByNumber(finding.line - 1)
            at = block.text().find(f"<{finding.params.get('prefix')}:") if block.isValid() else -1
            if at >= 0:
                start = block.position() + utf16_len(block.text()[:at])
                return start, start + utf16_len(f"<{finding.params.get('prefix')}:")
        if finding.span is None:
            return self._span_of(finding.element, attribute=finding.attribute)
        located = self._span_of(finding.element, text_offsets=finding.span)
        return located or self._span_of(finding.element)

    def _span_of(self, element, text_offsets=None, attribute: str | None = None):
        """The start tag of an element in the pane's text, as (start, end) positions; with
        ``text_offsets`` (start, end in the element's text), that part of its text instead; with
        ``attribute``, that attribute (name="value") when the tag has it."""
        channel = self.session.doc.root.find("channel")
        node = self._piece_of(element, channel)
        if node is None:
            if element is channel or element is self.session.doc.root:
                found = self.editor.document().find("<channel" if element is channel else "<rss")
                if found.isNull():
                    return None
                if attribute is not None:
                    located = self._attribute_from(found, attribute, element.nsmap)
                    if located is not None:
                        return located
                return found.selectionStart(), found.selectionEnd()
            return None
        i = self.layout_.index.get(node)
        if i is None or not isinstance(element.tag, str):
            return None
        tags, _elements = self._tags(node, i)
        k = self._tag_cache[node][2].get(element)
        if k is None or k >= len(tags):
            return None
        text = self.layout_.texts[i]
        start, end = tags[k]
        if text_offsets is not None:
            # The element's text follows its start tag, as Save writes it: CDATA, references and all.
            start, end = raw_offset(text, end, text_offsets[0]), raw_offset(text, end, text_offsets[1])
            if start is None or end is None:
                return None
        elif attribute is not None:
            start, end = attribute_span(text, start, attribute, element.nsmap) or (start, end)
        base = self.layout_.starts[i]
        return base + utf16_len(text[:start]), base + utf16_len(text[:end])

    def _attribute_from(self, found, attribute: str, nsmap):
        """An attribute of the start tag ``found`` (a cursor on its "<name") begins, in the lines it
        runs over, as (start, end) positions in the pane."""
        block = found.block()
        lines, following = [], block
        while following.isValid() and len(lines) < MAX_TAG_LINES:
            lines.append(following.text())
            following = following.next()
        text = "\n".join(lines)
        at = utf16_index(text, found.selectionStart() - block.position())
        span = attribute_span(text, at, attribute, nsmap)
        if span is None:
            return None
        return block.position() + utf16_len(text[:span[0]]), block.position() + utf16_len(text[:span[1]])

    # -- typing in the pane -----------------------------------------------------

    def _text_edited(self, _position, removed, added) -> None:
        if self._updating or self._fill is not None or self.editor.highlighter.busy or (removed == 0 and added == 0):
            return
        if self._layout_steps is not None:
            # Typed while a big feed's pieces are still being measured (the text is all there):
            # the measuring stops, and the typing is taken as any other, or it was lost.
            pacing.cancel(self._layout_step)
            self._layout_steps = None
        self._parse_timer.start()
        self.session.typing(True)

    def undo_typing(self) -> bool:
        """Edit ▸ Undo while the text does not parse: the pane's own step back through what was
        typed (the document's steps wait until it parses). Whether there was one."""
        if self.broken and self.editor.document().isUndoAvailable():
            self.editor.undo()
            self.apply_text()       # at once: a second Undo must not reach past the typing
            return True
        return False

    def redo_typing(self) -> bool:
        """Edit ▸ Redo of typing undone in the pane, also when that undo made the text parse again
        (the pane's own redo lasts until the text changes otherwise). Whether there was one."""
        if self.editor.document().isRedoAvailable():
            self.editor.redo()
            self.apply_text()
            return True
        return False

    def flush(self) -> None:
        """Apply text typed in the pane now rather than after the pause."""
        if self._parse_timer.isActive():
            self.apply_text()

    def apply_text(self) -> bool:
        """Give the pane's text to the session: if it parses it becomes the document (one undoable
        step); if not, it is kept exactly as typed and its errors are marked."""
        self._parse_timer.stop()
        self.session.typing(False)
        typed = self.editor.text()
        if not self.session.accept_text(typed) or self._stale:
            return self.session.unparsed is None
        # The typing is a step of the feed now: the pane's own undo does not merge what is typed
        # next into it (Qt merges typing only into a document marked modified), or one Undo of a
        # key that broke the text took back the step's letters too.
        self.editor.document().setModified(False)
        # The pane already shows what was typed: keep its cursor and undo history unless the
        # document writes it differently (other quotes, empty tags), then show Save's text.
        self._sync_timer.stop()
        self._dirty.clear()
        self._rebuild_needed = False
        text = self.session.doc.to_text(display=True)
        if text != self.editor.text():
            self.rebuild()
        else:
            layout = self.session.doc.channel_layout(text, display=True)
            self.layout_ = Layout(layout[0], layout[1]) if layout else None
            self._tag_cache.clear()
            self._show_marks()
            self.marksChanged.emit()
            self._synced()
        if self._cursor_pending:
            self._cursor_pending = False
            self._cursor_moved()
        return True

    def fix_entities(self) -> None:
        """Replace HTML named entities outside CDATA, as one step of the pane's own undo."""
        fixed, count = fix_text_entities(self.editor.text())
        if not count:
            return
        cursor = QTextCursor(self.editor.document())
        cursor.beginEditBlock()
        cursor.select(QTextCursor.Document)
        cursor.insertText(editor_text(fixed))
        cursor.endEditBlock()
        self.apply_text()

    def _mark_all_errors(self, text: str) -> None:
        """Underline every place the recovering parser stumbles, as a compiler lists its errors:
        the first one is in the banner, the others are often its consequences, sometimes not."""
        _tree, errors = recover(text.encode("utf-8"))
        document = self.editor.document()
        lines = text.splitlines()
        marks = []
        for error in errors[:MAX_ERROR_MARKS]:
            block = document.findBlockByNumber(max(error.line - 1, 0))
            if not block.isValid():
                continue
            start = self.editor.position_at(error.line, min(error.column, len(block.text())))
            end = max(start + 1, min(block.position() + block.length() - 1, start + 20))
            line_text = lines[error.line - 1] if 0 < error.line <= len(lines) else None
            en, ru = explain(error.kind, error.raw, line_text)
            marks.append((start, end, "error", f"{error.line}:{error.column}: {ru if self.language == 'ru' else en}"))
        self.editor.set_marks(marks)

    # -- find, replace, go to line ------------------------------------------------

    def show_find(self, replace: bool = False) -> None:
        self.find_bar.show_find(replace)

    def ask_line(self) -> None:
        """Edit ▸ Go to line, over the lines of the text as it is now: a pane behind another tab
        reads it first, and a big feed still going in counts the lines to come."""
        self.flush()
        if self._stale or self._rebuild_timer.isActive():
            self.rebuild()
        lines = self._fill_lines if self._fill is not None and self._fill_lines else self.editor.blockCount()
        line, ok = QInputDialog.getInt(self, self.tr("Go to line"), self.tr("Line:"),
                                       self.editor.textCursor().blockNumber() + 1, 1, lines)
        if not ok:
            return
        if self.loading:
            self._pending_line = line
        else:
            self.editor.go_to_line(line)
