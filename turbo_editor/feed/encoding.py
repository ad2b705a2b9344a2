"""Encodings: sniffing on load, and writing UTF-8, Windows-1251 or KOI8-R losslessly.

lxml escapes a character the target encoding lacks as ``&#N;`` everywhere,
CDATA sections included, where the reference would be read back as literal
text. So single-byte output is produced from lxml's Unicode serialisation and
transcoded here: text and attribute values get character references, and a
CDATA section is split around each such character.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from functools import lru_cache

from ..messages import N_
from .errors import FeedEncodingError, Text
from .markup import DOCTYPE_SYNTAX, TAG_SYNTAX

UTF8 = "UTF-8"
CP1251 = "windows-1251"
KOI8R = "KOI8-R"
SAVE_ENCODINGS = (UTF8, CP1251, KOI8R)

_ALIASES = {
    "utf-8": UTF8, "utf8": UTF8,
    "windows-1251": CP1251, "cp1251": CP1251, "win-1251": CP1251, "x-cp1251": CP1251,
    "koi8-r": KOI8R, "koi8r": KOI8R, "koi8_r": KOI8R,
}

_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32LE"),
    (codecs.BOM_UTF32_BE, "UTF-32BE"),
    (codecs.BOM_UTF8, UTF8),
    (codecs.BOM_UTF16_LE, "UTF-16LE"),
    (codecs.BOM_UTF16_BE, "UTF-16BE"),
)

# UTF-16/32 without a BOM show themselves by the NULs around the first "<".
_NUL_PATTERNS = (
    (b"<\x00\x00\x00", "UTF-32LE"),
    (b"\x00\x00\x00<", "UTF-32BE"),
    (b"<\x00?\x00", "UTF-16LE"),
    (b"\x00<\x00?", "UTF-16BE"),
)

_DECL_RE = re.compile(rb"""<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*["'][^"']*["']"""
                      rb"""(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*["']([A-Za-z][A-Za-z0-9._-]*)["'])?""")


def canonical(name: str) -> str:
    """The name a supported save encoding is written with, or ValueError. Besides the three a user
    chooses from, a single-byte encoding a file came in (ISO-8859-1, windows-1252) is kept."""
    key = name.strip().lower()
    if key in _ALIASES:
        return _ALIASES[key]
    if is_single_byte(key):
        return _single_byte_name(codecs.lookup(key).name)
    raise ValueError(Text(N_("a feed cannot be saved in the encoding '{encoding}': choose one of {encodings}"),
                          encoding=name, encodings=", ".join(SAVE_ENCODINGS)))


# Python's names of the single-byte, ASCII-compatible codec families: a file in one is saved in it
# again as it came (each character it lacks as a reference), not converted.
_SINGLE_BYTE_CODECS = ("iso8859-", "cp125", "koi8-", "mac-", "cp437", "cp85", "cp86", "kz1048", "ptcp154",
                       "tis-620", "hp-roman8")


@lru_cache(maxsize=64)
def is_single_byte(name: str) -> bool:
    """Whether ``name`` is a single-byte encoding that writes ASCII as ASCII."""
    try:
        info = codecs.lookup(name)
    except LookupError:
        return False
    return info.name.startswith(_SINGLE_BYTE_CODECS) and getattr(info, "_is_text_encoding", True)


def _single_byte_name(codec: str) -> str:
    """The IANA spelling of a single-byte codec's name: iso8859-1 → ISO-8859-1, cp1252 → windows-1252."""
    if codec.startswith("iso8859-"):
        return "ISO-8859-" + codec[len("iso8859-"):]
    if codec.startswith("cp125"):
        return "windows-" + codec[2:]
    return codec.upper()


def can_keep(name: str) -> bool:
    """Whether a feed read in ``name`` can be saved in it again."""
    return name.strip().lower() in _ALIASES or is_single_byte(name.strip().lower())


def python_codec(name: str) -> str:
    """Python's codec name for an encoding label, or FeedEncodingError if unknown.

    Python also registers codecs that are not character encodings (``hex``, ``base64``,
    ``rot13``, ``zlib``): a declaration naming one is as unknown as a made-up name.
    """
    try:
        info = codecs.lookup(name)
    except LookupError:
        info = None
    if info is None or not getattr(info, "_is_text_encoding", True):
        raise FeedEncodingError(Text(N_("unknown encoding '{encoding}' in the XML declaration"), encoding=name),
                                code="unknown-encoding")
    return info.name


def display_name(name: str) -> str:
    """A label for any encoding: the canonical spelling for ours, else upper case."""
    try:
        return canonical(name)
    except ValueError:
        return name.upper()


@dataclass(frozen=True)
class Sniffed:
    """What the first bytes say about the encoding."""

    encoding: str          # the encoding the parser will use
    bom: str | None        # encoding named by a byte order mark, if any
    declared: str | None   # encoding named in the XML declaration, if any


def sniff(data: bytes) -> Sniffed:
    """Find the encoding from a BOM, the byte pattern and the XML declaration (XML 1.0 F.1)."""
    bom = next((enc for mark, enc in _BOMS if data.startswith(mark)), None)
    family = bom or next((enc for pat, enc in _NUL_PATTERNS if data.startswith(pat)), None)
    head = data[:512]
    if family and family != UTF8:
        try:
            text = data[:2048].decode(family.lower(), errors="ignore").lstrip("\ufeff")
            head = text.encode("ascii", errors="replace")
        except LookupError:
            head = b""
    # Only a declaration that starts the file (whitespace before it is the one misplacement seen
    # often enough to read through): a comment that quotes one further on declares nothing.
    match = _DECL_RE.match(head.lstrip(codecs.BOM_UTF8).lstrip(b" \t\r\n"))
    declared = match.group(1).decode("ascii") if match and match.group(1) else None
    if family:
        encoding = family
    elif declared:
        encoding = declared
    else:
        encoding = UTF8
    return Sniffed(encoding=encoding, bom=bom, declared=declared)


def position_of(data: bytes, offset: int, codec: str | None = None) -> tuple[int, int]:
    """1-based line and column of a byte offset, counting bytes; with ``codec``, counting the
    characters of the text before it (a byte order mark not counted), as an editor shows them.
    A line ends at LF, CR LF or a lone CR, as XML reads them."""
    if codec is None:
        before_bytes = data[:offset]
        lines = len(_BYTE_LINE_BREAK.findall(before_bytes))
        return lines + 1, offset - (max(before_bytes.rfind(b"\n"), before_bytes.rfind(b"\r")) + 1) + 1
    before = data[:offset].decode(codec, errors="replace").lstrip("\ufeff")
    return text_position(before, len(before))


def text_position(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of an offset in a text, a line ending at LF, CR LF or a lone CR."""
    lines = len(_LINE_BREAK.findall(text, 0, offset))
    return lines + 1, offset - (max(text.rfind("\n", 0, offset), text.rfind("\r", 0, offset)) + 1) + 1


_LINE_BREAK = re.compile(r"\r\n?|\n")
_BYTE_LINE_BREAK = re.compile(rb"\r\n?|\n")


def decodes(data: bytes, codec: str) -> bool:
    """Whether every byte of ``data`` is text in ``codec`` (False for a codec Python lacks)."""
    try:
        data.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return False
    return True


def guess_cyrillic(data: bytes) -> str | None:
    """Tell Windows-1251 from KOI8-R by the letters each would read: Russian (and its neighbours)
    is full of a few pairs of letters, which the right encoding gives and the wrong one, reading
    every letter as another, hardly ever does. The case of the letters would not do: a catalogue's
    titles in capitals read in the wrong encoding look like lower-case text. Returns None without
    a clear lead.

    Eight letters are enough to ask: a lead needs three of those pairs, and twice as many as the
    other reading gives, which none of the 1,197 Russian messages of the project's catalogue, read
    in either encoding, gives the wrong way (a feed of a title and one word was not looked at)."""
    if len(re.findall(rb"[\xc0-\xff]", data[:4096] if len(data) > 4096 else data)) < 8 and \
            len(re.findall(rb"[\xc0-\xff]", data)) < 8:
        return None
    pairs = {}
    for name in (CP1251, KOI8R):
        text = data.decode(python_codec(name), errors="replace").lower()
        pairs[name] = sum(text.count(pair) for pair in _COMMON_PAIRS)
    cp1251, koi8r = pairs[CP1251], pairs[KOI8R]
    if cp1251 >= 3 and cp1251 > 2 * koi8r:
        return CP1251
    if koi8r >= 3 and koi8r > 2 * cp1251:
        return KOI8R
    return None


_ASCII_LETTERS = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def guess_single_byte(data: bytes) -> str:
    """The single-byte encoding bytes that are not UTF-8 most likely are: Windows-1251 or KOI8-R
    as their letters tell (``guess_cyrillic``); else windows-1252 when the letters above 127 sit
    inside Latin words ("Caf\xe9", "Cr\xe8me": an accent, where Russian has whole words of them);
    else Windows-1251, the usual one in Russian feeds."""
    sample = data[:65536]               # a sample: a 50 MB file is told as well, and at once
    cyrillic = guess_cyrillic(sample)
    if cyrillic is not None:
        return cyrillic
    letters = [m.start() for m in re.finditer(rb"[\xc0-\xff]", sample)]
    if letters:
        beside_latin = sum(1 for at in letters if (at > 0 and sample[at - 1] in _ASCII_LETTERS)
                           or (at + 1 < len(sample) and sample[at + 1] in _ASCII_LETTERS))
        if beside_latin * 2 > len(letters):
            return "windows-1252"
    return CP1251


# The pairs of letters Russian text has most of, in lower case.
_COMMON_PAIRS = ("ст", "но", "то", "на", "ен", "ов", "ни", "ра", "во", "ко", "ро", "по", "пр", "ал", "ор", "ре",
                 "ос", "он", "ан", "ли", "ет", "не", "от", "ол", "ва", "ка", "та", "го", "ер", "ит", "ел", "ль",
                 "ть", "ти", "ин", "ат", "ла", "ве", "ом", "ие", "ск", "их", "ой", "ей", "ий", "ая", "ся", "да",
                 "ки", "ых", "до", "ед", "ру", "ле", "ма", "ем", "ую", "ми", "ло", "де")


def _encodable_set(encoding: str) -> str:
    """Every non-ASCII character a single-byte encoding can hold."""
    chars = []
    for byte in range(0x80, 0x100):
        try:
            chars.append(bytes([byte]).decode(python_codec(encoding)))
        except UnicodeDecodeError:
            pass
    return "".join(chars)


@lru_cache(maxsize=16)
def _cdata_bad(encoding: str) -> re.Pattern:
    """What a CDATA section cannot carry in ``encoding``: what it lacks, and a CR (it would be read
    back as LF), so it travels as a reference."""
    if encoding == UTF8:
        return re.compile("\r+")
    return re.compile("[^\x00-\x0c\x0e-\x7f%s]+" % re.escape(_encodable_set(encoding)))


@lru_cache(maxsize=16)
def _source_bad(encoding: str) -> re.Pattern:
    """In a source text, a CR is a line end like LF; CDATA is split only around what the encoding lacks."""
    if encoding == UTF8:
        return re.compile("(?!)")
    return re.compile("[^\x00-\x7f%s]+" % re.escape(_encodable_set(encoding)))

_SPECIAL = re.compile(r"<!\[CDATA\[(.*?)\]\]>|<!--(.*?)-->|<\?(.*?)\?>|" + DOCTYPE_SYNTAX + "|" + TAG_SYNTAX, re.DOTALL)


def _refs(chars: str) -> str:
    return "".join("&#%d;" % ord(c) for c in chars)


def _split_cdata(body: str, bad: re.Pattern) -> str:
    parts = []
    last = 0
    for m in bad.finditer(body):
        if m.start() > last:
            parts.append("<![CDATA[" + body[last:m.start()] + "]]>")
        parts.append(_refs(m.group()))
        last = m.end()
    if last < len(body):
        parts.append("<![CDATA[" + body[last:] + "]]>")
    return "".join(parts)


@dataclass(frozen=True)
class Unencodable:
    """A character the chosen encoding cannot hold, and how it will be written."""

    char: str
    count: int
    context: str   # "text", "cdata", "markup" (names), "comment", "pi" or "doctype"
    line: int = 0  # the first line the character is on in that context (0: not known)

    @property
    def lossless(self) -> bool:
        return self.context in ("text", "cdata")

    def describe(self, language: str | None = None) -> str:
        """The character, how often the feed has it, and how it will be written (in ``language``,
        else the current one): "U+00AB («), 2 times: written as the reference &#171;"."""
        return self.sentence().text(language)

    def sentence(self) -> Text:
        code = "U+%04X" % ord(self.char)
        # A character that prints is shown too; a control or formatting one only by its code.
        character = f"{code} ({self.char})" if self.char.isprintable() and not self.char.isspace() else code
        how = Text(_HOW_WRITTEN[self.context], reference="&#%d;" % ord(self.char))
        if not self.lossless and self.line:        # what stops a save says where it is
            return Text.ngettext("{character}, {count} time, on line {line}: {how}",
                                 "{character}, {count} times, first on line {line}: {how}", self.count,
                                 character=character, count=self.count, line=self.line, how=how)
        return Text.ngettext("{character}, {count} time: {how}", "{character}, {count} times: {how}", self.count,
                             character=character, count=self.count, how=how)


# How each context writes a character its encoding lacks (shown by Unencodable.describe).
_HOW_WRITTEN = {"text": N_("written as the reference {reference}"),
                "cdata": N_("written as the reference {reference} between two parts of the CDATA section"),
                "comment": N_("cannot be written: a comment cannot hold a reference"),
                "pi": N_("cannot be written: a processing instruction (<?…?>) cannot hold a reference"),
                "doctype": N_("cannot be written: a DOCTYPE declaration cannot hold a reference"),
                "markup": N_("cannot be written: an element or attribute name cannot hold a reference")}


def unencodable(serialized: str, encoding: str) -> list[Unencodable]:
    """The characters of a serialised document that the encoding lacks, with their context."""
    encoding = canonical(encoding)
    if encoding == UTF8:
        return []
    try:
        serialized.encode(python_codec(encoding))
        return []
    except UnicodeEncodeError:
        pass
    bad = _cdata_bad(encoding)
    counts: dict[tuple[str, str], int] = {}
    first_line: dict[tuple[str, str], int] = {}
    lines = _LineCounter(serialized)

    def tally(segment: str, context: str, at: int) -> None:
        for m in bad.finditer(segment):
            for ch in m.group():
                if ch != "\r":
                    key = (ch, context)
                    counts[key] = counts.get(key, 0) + 1
                    if key not in first_line:
                        first_line[key] = lines.line_at(at + m.start())

    last = 0
    for m in _SPECIAL.finditer(serialized):
        tally(serialized[last:m.start()], "text", last)
        token, start = m.group(), m.start()
        if m.group(1) is not None:
            tally(m.group(1), "cdata", m.start(1))
        elif token.startswith("<!DOCTYPE"):
            literals = _reference_literals(token)
            rest = token
            for a, b in literals:             # blanked, so that what is left is the DOCTYPE's own
                rest = rest[:a] + " " * (b - a) + rest[b:]
                tally(token[a:b], "text", start + a)
            tally(rest, "doctype", start)
        elif token.startswith(("<!--", "<?")):
            tally(token, "comment" if token.startswith("<!--") else "pi", start)
        else:
            tally(_QUOTED.sub(lambda q: '"' + " " * (len(q.group()) - 2) + '"', token), "markup", start)
            for q in _QUOTED.finditer(token):
                tally(q.group(), "text", start + q.start())
        last = m.end()
    tally(serialized[last:], "text", last)
    return [Unencodable(ch, n, ctx, first_line[(ch, ctx)]) for (ch, ctx), n in sorted(counts.items())]


# The declarations of a DOCTYPE's internal subset, and the notes between them. A quoted literal
# inside a declaration may hold ">" (and a quote of the other kind).
_DECLARATION = re.compile(r"""<!--.*?-->|<\?.*?\?>|<!(ENTITY|ATTLIST)\b(?:[^"'>]|"[^"]*"|'[^']*')*>"""
                          r"""|<!(?:[^"'>]|"[^"]*"|'[^']*')*>""", re.DOTALL)
# An entity's own value: the literal right after its name (not a SYSTEM or PUBLIC literal).
_ENTITY_VALUE = re.compile(r"""<!ENTITY\s+(?:%\s+)?[^\s"']+\s+("[^"]*"|'[^']*')""")


def _reference_literals(doctype: str) -> list[tuple[int, int]]:
    """Where in a DOCTYPE declaration a character reference may stand for a character (XML 1.0,
    2.3 and 4.4.5): inside an entity's value and an attribute's default value, the (start, end) of
    each such literal's text. A system or public literal, a comment, a PI and a name cannot hold one."""
    open_ = doctype.find("[")
    if open_ < 0:
        return []
    spans = []
    for m in _DECLARATION.finditer(doctype, open_ + 1):
        if m.group(1) == "ENTITY":
            value = _ENTITY_VALUE.match(m.group())
            if value is not None:
                spans.append((m.start() + value.start(1) + 1, m.start() + value.end(1) - 1))
        elif m.group(1) == "ATTLIST":
            spans += [(m.start() + q.start() + 1, m.start() + q.end() - 1) for q in _QUOTED.finditer(m.group())]
    return spans


class _LineCounter:
    """Line numbers of offsets met in increasing order, counted once across the text."""

    def __init__(self, text: str):
        self.text, self.offset, self.line = text, 0, 1

    def line_at(self, offset: int) -> int:
        if offset < self.offset:            # a quoted value read after its tag's names: count afresh
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line


_QUOTED = re.compile(r'"[^"]*"|\'[^\']*\'')


def _cdata_refs(err: UnicodeError) -> tuple[str, int]:
    """Encode error handler for a CDATA section: close it, write references, reopen it."""
    if not isinstance(err, UnicodeEncodeError):
        raise err                       # registered for encoding only
    run = err.object[err.start:err.end]
    out = _RUN_REFS.get(run)
    if out is None:
        out = "]]>" + _refs(run) + "<![CDATA["
        if len(_RUN_REFS) < 4096:
            _RUN_REFS[run] = out
    return out, err.end


_RUN_REFS: dict[str, str] = {}
codecs.register_error("turbo-editor-cdata", _cdata_refs)

# Outside CDATA sections, comments and PIs, lxml's output holds only tags and escaped
# text: "<" and ">" are tag delimiters and attribute values are in escaped "...".
_NEXT_SPECIAL = re.compile(r"<!\[CDATA\[|<!--|<\?|<!DOCTYPE")
_CLOSER = {"<![CDATA[": "]]>", "<!--": "-->", "<?": "?>"}


class _Joined:
    """Unencodable characters listed in one language, "; " between them (a value of a Text)."""

    def __init__(self, items: list[Unencodable]):
        self.items = items

    def text(self, language: str | None = None) -> str:
        return "; ".join(u.describe(language) for u in self.items)


class _Undecided(Exception):
    """The fast path cannot decide; the exact path will (and word the error)."""


def _encode_outside(seg: str, codec: str, bad: re.Pattern) -> bytes:
    try:
        return seg.encode(codec)
    except UnicodeEncodeError:
        pass
    for m in bad.finditer(seg):
        i = m.start()
        lt = seg.rfind("<", 0, i)
        if lt > seg.rfind(">", 0, i) and seg.count('"', lt, i) % 2 == 0:
            raise _Undecided      # inside a name: lossy
    return seg.encode(codec, errors="xmlcharrefreplace")


def _encode_cdata(body: str, codec: str, bad: re.Pattern) -> bytes:
    if "\r" in body:             # rare: the regex splitter handles CR runs
        return (_split_cdata(body, bad) if bad.search(body) else "<![CDATA[" + body + "]]>").encode(codec)
    try:
        return b"<![CDATA[" + body.encode(codec) + b"]]>"
    except UnicodeEncodeError:
        pass
    # Same bytes as _split_cdata: each run becomes ]]>&#N;<![CDATA[, and no empty section
    # is opened before a leading run or after a trailing one.
    data = body.encode(codec, errors="turbo-editor-cdata")
    data = data[3:] if bad.match(body) else b"<![CDATA[" + data
    return data[:-9] if bad.match(body, len(body) - 1) else data + b"]]>"


def _encode_fast(s: str, codec: str, bad: re.Pattern) -> bytes:
    """encode_document's rewrite in one pass of str.find, C encoders and one error handler."""
    out: list[bytes] = []
    pos, n, find, search = 0, len(s), s.find, _NEXT_SPECIAL.search
    while pos < n:
        m = search(s, pos)
        stop = m.start() if m else n
        if stop > pos:
            out.append(_encode_outside(s[pos:stop], codec, bad))
        if m is None:
            break
        closer = _CLOSER.get(m.group())
        end = find(closer, m.end()) if closer else -1
        if closer is None or end < 0:
            raise _Undecided      # a DOCTYPE, or something lxml never writes
        if closer == "]]>":
            out.append(_encode_cdata(s[m.end():end], codec, bad))
        else:
            try:
                out.append(s[m.start():end + len(closer)].encode(codec))
            except UnicodeEncodeError:
                raise _Undecided from None   # a comment or PI the encoding cannot hold: lossy
        pos = end + len(closer)
    return b"".join(out)


_ERROR_REFS = re.compile(rb"(&#[0-9]+;(?:&#[0-9]+;)*)")
# An error reference where a name stands: in an element name, or in an attribute name before
# its "=". Text can look like this too ("«a»=b"): then the exact path decides, only slower.
_REF_IN_ELEMENT_NAME = re.compile(rb"<[^\s>\"'/!?]*&#")
_REF_IN_ATTRIBUTE_NAME = re.compile(rb"&#[0-9]+;[^\s=>\"'<]*\s*=")
_EMPTY_SECTION = len(b"<![CDATA[]]>")


def _wrap_refs(section: bytes) -> bytes:
    """A CDATA section (with its delimiters) whose error references must stand outside it:
    each run becomes ]]>&#N;<![CDATA[, no empty section left at either end (as _split_cdata)."""
    parts = _ERROR_REFS.split(section)
    parts[1::2] = [b"]]>" + run + b"<![CDATA[" for run in parts[1::2]]
    data = b"".join(parts)
    start = _EMPTY_SECTION if len(parts[0]) == 9 else 0            # a run right after "<![CDATA["
    return data[start:-_EMPTY_SECTION] if len(parts[-1]) == 3 else data[start:] if start else data


def _encode_source_fast(text: str, codec: str) -> bytes:
    """encode_document for a source text in a single-byte encoding: one C encode writes every
    lacking character as &#N;, then only the CDATA sections holding one are rewritten.

    The text's own "&#" is first marked "&\x01" (a character no XML text holds) so that
    every "&#" in the encoded bytes is an error reference. Raises _Undecided where the exact
    path must decide: a reference in a comment, PI, DOCTYPE or name, or an unusual section.
    """
    if "\x01" in text:
        raise _Undecided
    marked = "&#" in text
    data = (text.replace("&#", "&\x01") if marked else text).encode(codec, errors="xmlcharrefreplace")
    find, size = data.find, len(data)
    out: list[bytes | memoryview] = []
    view = memoryview(data)             # unchanged stretches joined without a copy of their own
    pos = start = 0                     # where the markup to check starts; what is not yet in out
    bang = pi = -1                      # the next "<!" and "<?" at or after pos (size: none)
    while True:
        if bang < pos:
            bang = find(b"<!", pos) % (size + 1)
        if pi < pos:
            pi = find(b"<?", pos) % (size + 1)
        at = min(bang, pi)
        if _REF_IN_ELEMENT_NAME.search(data, pos, at) or _REF_IN_ATTRIBUTE_NAME.search(data, pos, at):
            raise _Undecided
        if at == size:
            break
        if data.startswith(b"<![CDATA[", at):
            end = find(b"]]>", at + 9) + 3
            if end < 3:
                raise _Undecided
            if find(b"&#", at, end) >= 0:
                if find(b"<![CDATA[", at + 9, end) >= 0:
                    raise _Undecided
                out += (view[start:at], _wrap_refs(data[at:end]))
                start = end
        else:
            closer = b"?>" if at == pi else b"-->" if data.startswith(b"<!--", at) else None
            if closer is None:
                raise _Undecided          # a DOCTYPE: the exact path reads its subset
            end = find(closer, at + 2) + len(closer)
            if end < len(closer) or find(b"&#", at, end) >= 0:
                raise _Undecided          # a character a comment or PI cannot hold: lossy
        pos = end
    out.append(view[start:])
    result = b"".join(out) if len(out) > 1 else data
    return result.replace(b"&\x01", b"&#") if marked else result


def encode_document(serialized: str, encoding: str, *, source: bool = False) -> bytes:
    """Encode lxml's Unicode serialisation, keeping every character's value.

    ``source``: the text is a document's source (feed/source.py), where a CR
    is a line end, not a character to keep; only what the encoding lacks is
    rewritten. Raises FeedEncodingError when a character sits where no
    reference can stand (a comment, a processing instruction or a name).
    """
    encoding = canonical(encoding)
    codec = python_codec(encoding)
    bad = (_source_bad if source else _cdata_bad)(encoding)
    # A literal CR in lxml's output can only be inside CDATA (or a comment), where it must
    # become a reference; without one, a plain encode is right whenever it succeeds.
    if source or "\r" not in serialized:
        try:
            return serialized.encode(codec)
        except UnicodeEncodeError:
            pass
    try:
        if source and encoding != UTF8:
            return _encode_source_fast(serialized, codec)
    except _Undecided:
        pass
    try:
        return _encode_fast(serialized, codec, bad)
    except _Undecided:
        pass
    if source and encoding == UTF8:
        return serialized.encode(codec, errors="surrogatepass")
    return _encode_exact(serialized, encoding, bad)


def _encode_exact(serialized: str, encoding: str, bad: re.Pattern) -> bytes:
    """encode_document the slow and plain way, token by token (the fast paths must agree)."""
    lossy = [u for u in unencodable(serialized, encoding) if not u.lossless]
    if lossy:
        raise FeedEncodingError(Text(N_("cannot save in {encoding}: {characters}. Save in UTF-8, or remove these "
                                        "characters."), encoding=encoding, characters=_Joined(lossy)),
                                code="unsaveable")
    out = []
    last = 0
    for m in _SPECIAL.finditer(serialized):
        out.append(serialized[last:m.start()])
        if m.group(1) is not None and bad.search(m.group(1)):
            out.append(_split_cdata(m.group(1), bad))
        else:
            out.append(m.group())
        last = m.end()
    out.append(serialized[last:])
    return "".join(out).encode(python_codec(encoding), errors="xmlcharrefreplace")
