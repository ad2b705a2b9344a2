"""The feed document: one lxml tree, the encoding it came in, and its change announcements."""

from __future__ import annotations

import codecs
import html
import os
from dataclasses import replace

from lxml import etree

from ..messages import N_
from . import encoding as enc
from .atomic import write_atomic
from .change import Change, ChangeKind, Listener
from .errors import FeedEncodingError, FeedSaveError, FeedSyntaxError, Notice, Text
from .markup import fragment_text
from .parse import DEFAULT_MAX_BYTES, make_parser, parse_bytes, read_file
from .source import Source, keep_line_ends
from .template import new_feed_text
from .views import Channel


class FeedDocument:
    """A loaded or new feed. The tree is the single source of truth."""

    def __init__(self, tree: etree._ElementTree, *, encoding: str = enc.UTF8,
                 path: str | None = None, notices: list[Notice] | None = None, source: Source | None = None):
        self.tree = tree
        self.encoding = encoding
        self.path = path
        self.notices = list(notices or [])
        # The text it was read from: what nobody edits is written back as it was (feed/source.py).
        self.source = source
        # Rules the checks do not report for this feed: its own list, and its folder's (both from
        # the project file next to it, check/suppress.py); the first is edited with SetIgnoredRules.
        self.ignored_rules: frozenset = frozenset()
        self.folder_ignored_rules: frozenset = frozenset()
        self.revision = 0
        self._listeners: list[Listener] = []
        # (line, column) of the first byte read as U+FFFD when it was opened (see ``load``).
        self.replaced_at: tuple[int, int] | None = None

    # -- construction -------------------------------------------------------

    @classmethod
    def new(cls, *, pub_date: str | None = None, encoding: str = enc.UTF8,
            language: str | None = None) -> FeedDocument:
        """A new feed from the template: three namespaces, a channel and one item; saved in
        ``encoding`` (its declaration says so), its words and ``<language>`` in ``language``
        (default: the language the messages speak)."""
        encoding = enc.canonical(encoding)
        codec = enc.python_codec(encoding)
        # A word of the template the encoding lacks (a translation's dash in KOI8-R) becomes a reference.
        data = enc.encode_document(new_feed_text(pub_date, encoding, language), encoding, source=True)
        root = etree.fromstring(data, make_parser())
        return cls(root.getroottree(), encoding=encoding, source=Source(data, codec, root))

    # -- reading ------------------------------------------------------------

    @property
    def root(self) -> etree._Element:
        return self.tree.getroot()

    @property
    def channel(self) -> Channel | None:
        element = self.root.find("channel")
        return Channel(element) if element is not None else None

    @property
    def save_encoding(self) -> str:
        """The encoding Save uses by default: the file's own, if it is one we write (the three a user
        chooses from, or the single-byte one the file came in); else UTF-8."""
        return enc.canonical(self.encoding) if enc.can_keep(self.encoding) else enc.UTF8

    # -- changing -----------------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def apply(self, edit):
        """Apply an edit from :mod:`feed.edits`; returns the edit that undoes it."""
        inverse = edit.apply(self)
        self.revision += 1
        return inverse

    def announce(self, change: Change) -> None:
        self.note(change)                               # before any view asks for the new text
        for listener in list(self._listeners):
            listener(change)

    def note(self, change: Change) -> None:
        """Let the source know what changed, without telling the views (a step of a composite
        edit that announces itself once, such as a move)."""
        if self.source is not None:
            self.source.track(change, self.root)

    def source_for(self, text: str, root, added=frozenset()) -> Source:
        """A source for ``root``, read from ``text`` (typed with LF line ends), in this document's
        line ends and BOM: what ReplaceRoot gives a document when the whole text was retyped."""
        newline = self.source.newline if self.source is not None else "\n"
        if newline != "\n":
            text = text.replace("\n", newline)
        if self.source is not None and self.source.mixed_line_ends:
            text = keep_line_ends(self.to_text(), text, newline)
        return Source.from_text(text, root, bom=self.source.bom if self.source is not None else False,
                                newline=newline, added=added)

    def declaration_state(self) -> tuple[bool, bool] | None:
        """(the file has an XML declaration, it names the encoding) as Save writes it; None when
        the document has no text of its own (then Save writes a full declaration)."""
        return self.source.declaration() if self.source is not None else None

    def adopt(self, element, other: FeedDocument, replacing=None) -> None:
        """Keep the text ``other`` (the XML pane's reading) has for ``element``, one of its channel
        children about to join this document, so it is written as it was typed; on the lines it
        shares with ``replacing`` (the child it takes the place of), with that one's line ends."""
        if self.source is None or other.source is None:
            return
        text = other.source.piece_source(element)
        if text is not None:
            # Only a file with mixed line ends has any to keep: the old text is not written for nothing.
            like = self.source.piece_text(replacing) if replacing is not None and self.source.mixed_line_ends \
                else None
            self.source.adopt(element, text, like)

    # -- writing ------------------------------------------------------------

    def declaration(self, encoding: str | None = None) -> str:
        name = enc.canonical(encoding or self.save_encoding)
        # lxml reports both standalone="no" and its absence as False; "no" is the default anyway.
        extra = ' standalone="yes"' if self.tree.docinfo.standalone else ""
        return f'<?xml version="1.0" encoding="{name}"{extra}?>\n'

    def _top_level(self, serialize) -> list:
        root = self.root
        before = [serialize(n) for n in reversed(list(root.itersiblings(preceding=True)))]
        after = [serialize(n) for n in root.itersiblings()]
        return before + [serialize(root)] + after

    def _rendered(self, encoding: str | None, *, for_use: bool = False) -> list | None:
        if self.source is None:
            return None
        return self.source.render(self.root, encoding, pending=frozenset() if for_use else self.added_prefixes())

    def added_prefixes(self) -> frozenset:
        """Prefixes the file uses without declaring them, whose declaration the loader added and
        nobody has accepted yet: Save leaves the file as it was there, until accepted."""
        return frozenset(n.params.get("prefix") for n in self.notices if n.code == "namespace-added")

    def to_text(self, encoding: str | None = None, *, display: bool = False) -> str:
        """The document as Save writes it, as a string (the XML pane shows this).

        With the text it was read from, what nobody edited is that text; the
        declaration names ``encoding`` when one is given (the save encoding by
        default). ``display``: line ends as LF, as a text widget holds them.
        """
        parts = self._rendered(encoding or self.save_encoding)
        if parts is not None and self.source is not None:
            text = self.source.decode(b"".join(part for _node, part in parts))
            return _display(text) if display else text
        return self._whole_text(encoding)

    def piece_text(self, node, *, display: bool = False) -> str:
        """One channel child with its tail, as to_text writes it."""
        text = self.source.piece_text(node) if self.source is not None else None
        if text is None:
            text = fragment_text(node)
        return _display(text) if display else text

    def _whole_text(self, encoding: str | None = None) -> str:
        """Everything written anew by lxml (a document without text of its own)."""
        if self.tree.docinfo.doctype:
            parts = [etree.tostring(self.tree, encoding="unicode")]
        else:
            parts = self._top_level(lambda n: etree.tostring(n, encoding="unicode", with_tail=False))
        return "".join([self.declaration(encoding), *_interleave(parts, "\n"), "\n"])   # one copy

    def channel_layout(self, text: str | None = None, *, display: bool = False) -> tuple[str, list, str] | None:
        """The text of to_text() cut at the channel's children: (head, [(node, text)], foot).

        Lets a view re-write one child instead of the whole document. None
        when the pieces do not add up to the full text (a child that repeats a
        namespace declaration its ancestors already make, say): such a view
        must then re-read the whole text.
        """
        steps = self.channel_layout_steps(text, batch=0, display=display)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def channel_layout_steps(self, text: str | None = None, batch: int = 1000, *, display: bool = False):
        """channel_layout, yielding after every ``batch`` children (0: never) so a GUI stays
        responsive on a big feed; the layout is the generator's return value."""
        source = self.source
        parts = (yield from self._view_parts_steps(batch, split=True)) if source is not None else None
        if source is not None and parts is not None:
            decode, show = source.decode, (_display if display else str)
            pieces = []
            for count, (node, piece) in enumerate(parts[1:-1], 1):
                pieces.append((node, show(decode(piece))))
                if batch and count % batch == 0:
                    yield count
            return show(decode(parts[0][1])), pieces, show(decode(parts[-1][1]))
        full = self._whole_text() if text is None else text
        channel = self.root.find("channel")
        if channel is None or not len(channel):
            return None
        pieces = []
        for count, node in enumerate(channel, 1):
            pieces.append((node, fragment_text(node)))
            if batch and count % batch == 0:
                yield count
        start = full.find(pieces[0][1])
        if start < 0:
            return None
        # Piece by piece: joining them first would copy the whole text again.
        position = start
        for count, (_node, piece) in enumerate(pieces, 1):
            if not full.startswith(piece, position):
                return None
            position += len(piece)
            if batch and count % (batch * 10) == 0:
                yield count
        return full[:start], pieces, full[position:]

    def _view_parts_steps(self, batch: int, *, split: bool):
        """The parts Save writes (in the save encoding, declarations the loader added left out
        until accepted), ``batch`` children at a time; ``split``: cut at the channel's children,
        whose places in the source are found first. Only for a document with a text of its own."""
        source = self.source
        assert source is not None
        if split:
            yield from source.layout_steps(4000 if batch else 0)
        return (yield from source.render_steps(self.root, self.save_encoding, split=split,
                                               pending=self.added_prefixes(), batch=batch))

    def encoded_text_steps(self, batch: int = 1000):
        """to_text's bytes, written ``batch`` channel children at a time (0: at once): (bytes,
        codec) as the generator's return value, None for a document without a text of its own
        (to_text then). A view of a 60 MB feed decodes and shows them a slice at a time, where
        to_text wrote and decoded all of it in one go (half a second after a batch edit)."""
        source = self.source
        if source is None:
            return None
        parts = yield from self._view_parts_steps(batch, split=False)
        if parts is None:
            return None
        if batch:
            yield len(parts)                             # the join, a pass over it all, on its own
        return b"".join(part for _node, part in parts), source.codec

    def channel_pieces_steps(self, batch: int = 1000, *, display: bool = False):
        """channel_layout_steps for a view that measures the children's text before it reads it:
        the return value is (head, [(node, its bytes)], foot, decode, length), each child as the
        bytes Save writes, ``decode`` turning them into its text (line ends as LF with
        ``display``) and ``length`` giving its length in UTF-16 code units from the bytes (None:
        decode and measure them); None for a document without a text of its own (channel_layout_steps
        then). In a 60 MB feed decoding every child took a fifth of a second; a view reads a few."""
        source = self.source
        if source is None:
            return None
        parts = yield from self._view_parts_steps(batch, split=True)
        if parts is None:
            return None
        codec, show = source.codec, (_display if display else str)

        def decode(data: bytes) -> str:
            return show(data.decode(codec))

        counter = utf16_counter(codec, display)
        return decode(parts[0][1]), parts[1:-1], decode(parts[-1][1]), decode, counter

    def serialize(self, encoding: str | None = None, *, for_use: bool = False) -> bytes:
        """The bytes Save writes: the text read, with only what was edited written anew.

        Without a text of its own (a document built in code), the whole of it
        is written by lxml: declaration first, no BOM, every value kept.
        ``for_use``: a file to upload (export and convert make them): the
        namespace declarations the loader added are written even where nobody
        accepted them, and a BOM the file began with is not (TURBO.md: "Nothing
        may precede <?xml: a BOM or whitespace there breaks the feed").
        """
        name = enc.canonical(encoding or self.save_encoding)
        parts = self._rendered(name, for_use=for_use)
        source = self.source
        if parts is not None and source is not None:
            if source.encoding != name:
                # Another encoding: each part decoded and written anew, references where it lacks a character.
                try:
                    data = b"".join(enc.encode_document(source.decode(p), name, source=True) for _n, p in parts)
                except FeedEncodingError:
                    # Refused in a part: said again of the whole text, whose lines the user sees,
                    # with every character it cannot hold, not only the first part's.
                    enc.encode_document("".join(source.decode(p) for _n, p in parts), name, source=True)
                    raise
            else:
                data = b"".join(part for _node, part in parts) if len(parts) > 1 else parts[0][1]
            return (codecs.BOM_UTF8 + data) if source.bom and name == enc.UTF8 and not for_use else data
        if name == enc.UTF8 and not self.tree.docinfo.doctype:
            # Fast path: lxml's own UTF-8 bytes are right unless a CDATA section holds a CR.
            parts = self._top_level(lambda n: etree.tostring(n, encoding="UTF-8", with_tail=False))
            if not any(b"\r" in p for p in parts):
                return b"".join([self.declaration(name).encode("ascii"), *_interleave(parts, b"\n"), b"\n"])
        return enc.encode_document(self._whole_text(name), name)

    def unencodable(self, encoding: str | None = None) -> list[enc.Unencodable]:
        """Characters the encoding lacks: written as references, or (in comments) not at all."""
        name = enc.canonical(encoding or self.save_encoding)
        found = enc.unencodable(self.to_text(name), name)
        source, channel = self.source, self.root.find("channel")
        if name == enc.UTF8 or source is None or source.encoding in ("", enc.UTF8) or channel is None:
            return found
        # An edit is written in the file's own encoding, a character that one lacks as a reference,
        # which to_text shows as "&#127793;": the edited pieces are read as the tree holds them. Only
        # their characters the file's encoding lacks are new here (the rest are in the text as they are).
        rewritten = source.rewritten(list(channel))
        edited = "".join(fragment_text(child) for child in rewritten)
        # What the file itself holds in those pieces, as a reference already (&#128512;), is not new.
        held = html.unescape("".join(source.file_text(child) for child in rewritten))
        known = {(u.char, u.context) for u in found}
        more = [replace(u, line=0) for u in enc.unencodable(edited, name)       # its lines are not the file's
                if (u.char, u.context) not in known and not _holds(source.codec, u.char) and u.char not in held]
        return sorted(found + more, key=lambda u: (u.char, u.context))

    def save(self, path: str | os.PathLike | None = None, encoding: str | None = None) -> None:
        """Write atomically; on any failure the file on disk is left as it was."""
        target = os.fspath(path) if path is not None else self.path
        if target is None:
            raise FeedSaveError(Text(N_("there is no file name to save to: choose one with Save As")))
        name = enc.canonical(encoding or self.save_encoding)
        try:
            data = self.serialize(name)
        except FeedEncodingError as err:
            raise FeedSaveError(Text(N_("{file} was not saved: {reason}"), file=target, reason=err)) from err
        write_atomic(target, data)
        moved, recoded = target != self.path, name != self.encoding
        self.path = target
        self.encoding = name
        if self.source is not None:
            # What was saved is now what nobody has edited.
            bom = data.startswith(codecs.BOM_UTF8) and name == enc.UTF8
            earlier = self.source
            self.source = Source(data[len(codecs.BOM_UTF8):] if bom else data, enc.python_codec(name), self.root,
                                 bom=bom, newline=earlier.newline, added=self.added_prefixes())
            if self.channel is not None:
                self.source.remember(earlier, list(self.channel.element))
        if moved:
            self.announce(Change(ChangeKind.FILE, self.root, name="path"))
        if recoded:
            self.announce(Change(ChangeKind.FILE, self.root, name="encoding"))


def _holds(codec: str, char: str) -> bool:
    try:
        char.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


def _interleave(parts: list, sep) -> list:
    out = []
    for i, part in enumerate(parts):
        if i:
            out.append(sep)
        out.append(part)
    return out


# Bytes that are not UTF-8 continuation bytes, and bytes that are not the lead byte of a
# character beyond the BMP (two UTF-16 code units): deleted, the rest is counted.
_NOT_CONTINUATION = bytes(range(0x80)) + bytes(range(0xC0, 0x100))
_NOT_ASTRAL_LEAD = bytes(range(0xF0)) + bytes(range(0xF5, 0x100))
_SINGLE_BYTE = frozenset(("cp1251", "koi8-r", "koi8-u", "cp866", "iso8859-5", "mac-cyrillic", "cp1252",
                          "iso8859-1", "iso8859-15", "ascii"))


def utf16_counter(codec: str, display: bool = False):
    """A function giving how long the text of some bytes in ``codec`` is in UTF-16 code units
    (a text widget's positions), line ends as LF with ``display``, counted in the bytes without
    decoding them; None for an encoding whose characters are not counted so (decode then)."""
    name = codecs.lookup(codec).name
    if name not in _SINGLE_BYTE and name != "utf-8":
        return None
    utf8 = name == "utf-8"

    def count(data: bytes) -> int:
        units = len(data)
        if utf8:
            units += len(data.translate(None, _NOT_ASTRAL_LEAD)) - len(data.translate(None, _NOT_CONTINUATION))
        if display and b"\r\n" in data:
            units -= data.count(b"\r\n")     # CR LF is one LF (a lone CR, one LF too)
        return units
    return count


def display_text(text: str) -> str:
    """Line ends as LF: how a text widget holds them (CR LF and lone CR are line ends too)."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


_display = display_text


def load_bytes(data: bytes, *, source: str | None = None, encoding: str | None = None,
               max_bytes: int = DEFAULT_MAX_BYTES, path: str | None = None) -> FeedDocument:
    """Load a feed from bytes; raises FeedSyntaxError, FeedEncodingError or FeedTooLargeError.

    ``source`` names the bytes in messages; ``path`` is the file the document saves to.
    """
    parsed = parse_bytes(data, source=source, encoding=encoding, max_bytes=max_bytes)
    added = frozenset(n.params.get("prefix") for n in parsed.notices if n.code == "namespace-added")
    kept = (Source(parsed.source, parsed.codec, parsed.tree.getroot(), bom=parsed.bom, added=added)
            if parsed.source is not None else None)
    return FeedDocument(parsed.tree, encoding=parsed.encoding, notices=parsed.notices, source=kept, path=path)


def load(path: str | os.PathLike, *, encoding: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES,
         replace_undecodable: bool = False) -> FeedDocument:
    """Load a feed file; ``encoding`` overrides the file's own declaration.

    With ``replace_undecodable``, bytes that are not UTF-8 in a file that is UTF-8 (a stray
    Windows-1251 letter a generator pasted in) are read as U+FFFD, the rest as it is; the
    document's ``replaced_at`` (or the syntax error's ``undecodable``) says where the first was.
    """
    name = os.fspath(path)
    data = read_file(name, max_bytes)
    replaced_at = None
    if replace_undecodable:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as bad:
            replaced_at = enc.position_of(data, bad.start, "utf-8")
            data = data.decode("utf-8", errors="replace").encode("utf-8")
    try:
        doc = load_bytes(data, source=name, encoding=encoding, max_bytes=max_bytes, path=name)
    except FeedSyntaxError as err:
        if replaced_at is not None:
            err.undecodable = replaced_at
        raise
    doc.replaced_at = replaced_at
    return doc
