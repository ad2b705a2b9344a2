"""Safe loading: bytes in, an lxml tree out, or an error that says where and why.

One parser configuration serves the whole application: no network, no DTD
loading, no external entities, libxml2's entity amplification limit, CDATA
sections kept, and a size limit checked before anything is read.
"""

from __future__ import annotations

import codecs
import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from html.entities import codepoint2name

from lxml import etree

from ..messages import N_
from ..vocabulary.elements import MAX_ITEMS
from ..vocabulary.namespaces import WELL_KNOWN
from . import encoding as enc
from .errors import FeedEncodingError, FeedSyntaxError, FeedTooLargeError, Notice, Text, XmlError
from .markup import DOCTYPE_SYNTAX
from .xml_messages import about_reference, explain, reference_column

DEFAULT_MAX_BYTES = 128 * 1024 * 1024

# A single text over 10,000,000 characters (a post with a data: image in its CDATA) or markup over
# 256 levels deep is well-formed XML that libxml2 refuses unless told the tree may be huge. That
# also lifted its guard against entity expansion before libxml2 2.11; the guard is tried once here
# (a billion laughs must still be refused) and a libxml2 without it keeps the limits.
# The probe's bomb is small (a million characters: harmless where the guard is gone) but far
# past the amplification libxml2 allows where it is kept.
_LAUGHS = (b'<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa">' +
           b"".join(b'<!ENTITY %s "%s">' % (bytes([98 + i]), b"&%s;" % bytes([97 + i]) * 10) for i in range(5)) +
           b"]><r>&f;</r>")


@lru_cache(maxsize=1)
def huge_tree_is_safe() -> bool:
    parser = etree.XMLParser(resolve_entities="internal", no_network=True, load_dtd=False, huge_tree=True)
    try:
        etree.fromstring(_LAUGHS, parser)
    except etree.XMLSyntaxError:
        return True
    return False


def make_parser(encoding: str | None = None, *, rss091_entities: bool = False,
                recover: bool = False) -> etree.XMLParser:
    """The one parser configuration. ``rss091_entities``: the document names the RSS 0.91 DTD,
    whose HTML Latin-1 entities (&uuml; ...) it may use; they are declared from a copy held
    here, never fetched. ``recover``: only for a document whose errors are all ones the
    namespace rules make and XML does not (see parse_bytes)."""
    parser = etree.XMLParser(
        encoding=encoding,
        recover=recover,
        strip_cdata=False,
        resolve_entities="internal",
        no_network=True,
        load_dtd=rss091_entities,
        dtd_validation=False,
        remove_blank_text=False,
        remove_comments=False,
        remove_pis=False,
        huge_tree=huge_tree_is_safe(),
    )
    if rss091_entities:
        parser.resolvers.add(_Rss091Resolver())
    return parser


def parse_element(text: str) -> etree._Element:
    """An element from a piece of XML (no DOCTYPE can stand inside it), read with the safe
    parser; raises FeedSyntaxError with the line and column when it is not well-formed."""
    parser = make_parser()
    try:
        return etree.fromstring(text.encode("utf-8", errors="surrogatepass"), parser)
    except etree.XMLSyntaxError as err:
        line, column = err.position
        entry = _first_error(parser.error_log)      # the exception's log may hold an earlier parse's errors
        lines = text.splitlines()
        line_text = lines[line - 1] if line and 0 < line <= len(lines) else None
        kind, raw = (entry.type_name, entry.message) if entry is not None else ("", err.msg or "")
        en, ru = explain(kind, raw, line_text)
        column = reference_column(kind, raw, line_text, column or 1)
        raise FeedSyntaxError(en, line or 1, column, text, kind=entry.type_name if entry is not None else "",
                              raw=err.msg or "", message_ru=ru) from None


# The RSS 0.91 DTD (Netscape's, and the RSS Advisory Board's copy) declares HTML's ISO Latin-1
# entities, so a 0.91 feed that names it may write &uuml; and &nbsp;.
RSS091_PUBLIC_ID = "-//Netscape Communications//DTD RSS 0.91//EN"
_RSS091_DOCTYPE = re.compile(rb"<!DOCTYPE\s+rss\s+PUBLIC\s+[\"']" + re.escape(RSS091_PUBLIC_ID.encode()) + rb"[\"']")
RSS091_ENTITY_NAMES = frozenset(name for code, name in codepoint2name.items() if 160 <= code <= 255)
_LATIN1_ENTITIES = "".join(f'<!ENTITY {name} "&#{code};">\n' for code, name in sorted(codepoint2name.items())
                           if name in RSS091_ENTITY_NAMES)


def names_rss091_dtd(head: str) -> bool:
    """Whether the start of a document's text has the DOCTYPE of RSS 0.91, whose entities it may use."""
    return _RSS091_DOCTYPE.search(head.encode("utf-8", "surrogatepass")) is not None


class _Rss091Resolver(etree.Resolver):
    """Answers every DTD or entity request from memory: the 0.91 entities, else nothing."""

    def resolve(self, system_url, public_id, context):
        if public_id == RSS091_PUBLIC_ID or (system_url or "").endswith("rss-0.91.dtd"):
            return self.resolve_string(_LATIN1_ENTITIES, context)
        return self.resolve_string("", context)


@dataclass
class Parsed:
    tree: etree._ElementTree
    encoding: str                      # the encoding the bytes were read in
    notices: list[Notice] = field(default_factory=list)
    source: bytes | None = None        # the bytes the tree was read from (declarations it lacked added, no BOM)
    codec: str = "utf-8"               # their encoding, one that writes markup in ASCII
    bom: bool = False                  # the bytes began with a UTF-8 byte order mark


def read_file(path: str | os.PathLike, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """Read a file, refusing one over the limit before reading it."""
    size = os.path.getsize(path)
    if size > max_bytes:
        raise FeedTooLargeError(Text(
            N_("{file} is {size} MB; the limit is {limit} MB. Split the feed: Turbo accepts at most {items} items "
               "per file."),
            file=os.fspath(path), size=f"{size / 1048576:.1f}", limit=f"{max_bytes / 1048576:.0f}", items=MAX_ITEMS))
    with open(path, "rb") as fh:
        return fh.read(max_bytes + 1)


def parse_bytes(data: bytes, *, source: str | None = None, encoding: str | None = None,
                max_bytes: int = DEFAULT_MAX_BYTES) -> Parsed:
    """Parse feed bytes; ``encoding`` overrides what the file says about itself."""
    if len(data) > max_bytes:
        size, limit = f"{len(data) / 1048576:.1f}", f"{max_bytes / 1048576:.0f}"
        raise FeedTooLargeError(
            Text(N_("{file} is {size} MB; the limit is {limit} MB."), file=source, size=size, limit=limit) if source
            else Text(N_("the feed is {size} MB; the limit is {limit} MB."), size=size, limit=limit))
    if not data or data.isspace():
        raise FeedSyntaxError(Text(N_("the file is empty: a feed starts with <?xml …?> and <rss>")), 1, 1, text="",
                              source=source)
    notices: list[Notice] = []
    if encoding:
        _readable(encoding)
        effective, force = enc.display_name(encoding), True
    else:
        _refuse_utf16_without_bom(data)
        effective, force = _effective_encoding(data, notices)
    declared_prefixes: dict[str, tuple[int, int]] = {}
    original = data
    parse_in, transcoded = effective, None
    if _read_by_python(effective):
        data = transcoded = _utf8_of(data, effective)
        parse_in, force = enc.UTF8, True
    data = _lone_cr_as_lf(data, parse_in)
    rss091 = _RSS091_DOCTYPE.search(data[:4096]) is not None
    while True:
        parser = make_parser(_libxml2_name(parse_in) if force else None, rss091_entities=rss091)
        try:
            root = etree.fromstring(data, parser)
            break
        except etree.XMLSyntaxError as err:
            # The parser's own log: the exception's may still hold an earlier parse's errors.
            iris = _namespace_names_not_uris(parser.error_log)
            if iris:
                # Well-formed XML whose namespace names are IRIs (http://example.com/café): libxml2
                # refuses them, Namespaces in XML 1.1 allows them. Read, and said (the check's error).
                root = etree.fromstring(data, make_parser(_libxml2_name(parse_in) if force else None,
                                                          rss091_entities=rss091, recover=True))
                notices.extend(iris)
                break
            missing = _undeclared_known_prefixes(parser.error_log)
            if missing and not set(missing) & set(declared_prefixes):
                data, parse_in = _declare(data, parse_in, missing)
                declared_prefixes.update(missing)
                continue
            if enc.python_codec(parse_in) == "utf-8" and "encoding" in (err.msg or ""):
                _check_utf8(data, enc.sniff(data))
            elif any(e.type_name == "ERR_INVALID_ENCODING" for e in parser.error_log):
                _check_decodable(original, effective)
            raise _syntax_error(err, original, effective, source, parser.error_log) from None
        except (ValueError, LookupError):   # an encoding name Python knows and libxml2 does not
            raise FeedEncodingError(Text(N_("the file cannot be read in the encoding {encoding}: choose another one"),
                                         encoding=effective), code="unreadable-encoding") from None
    # The source is the file as it is: a declaration the loader added is written once accepted.
    source_bytes, codec, bom = (transcoded, "utf-8", False) if transcoded is not None else \
        _source_bytes(original, effective)
    for prefix, (line, column) in sorted(declared_prefixes.items()):
        notices.append(Notice(
            "namespace-added",
            Text(N_("the prefix '{prefix}:' was used without a namespace declaration; {declaration} was added to "
                    "the root element"), prefix=prefix, declaration=f'xmlns:{prefix}="{WELL_KNOWN[prefix]}"'),
            line, column, {"prefix": prefix, "uri": WELL_KNOWN[prefix]}))
    return Parsed(root.getroottree(), effective, notices, source_bytes, codec, bom)


_NS_URI = re.compile(r"xmlns:?([^:\s]*): '(.*)' is not a valid URI")


def _namespace_names_not_uris(error_log) -> list[Notice]:
    """When every error of a parse is a namespace name that is not a URI, one notice for each;
    else none (the document has other errors and stays refused)."""
    errors = [e for e in error_log if e.level_name in ("ERROR", "FATAL")]
    if not errors or any(e.type_name != "WAR_NS_URI" for e in errors):
        return []
    notices = []
    for e in errors:
        m = _NS_URI.search(e.message)
        prefix, uri = (m.group(1), m.group(2)) if m else ("", "")
        said = Text(N_("the namespace name “{uri}” is not a URI (it holds characters a URI must encode); it was "
                       "read as it is"), uri=uri)
        notices.append(Notice("namespace-not-uri", said, e.line, e.column, {"prefix": prefix, "uri": uri}))
    return notices


def _libxml2_name(encoding: str) -> str:
    """The name libxml2 knows an encoding by: Python's, except for UTF-16 and UTF-32 with their byte
    order (libxml2 knows "UTF-16LE", not Python's "utf-16-le")."""
    codec = enc.python_codec(encoding)
    return codec.replace("_", "-").replace("-le", "LE").replace("-be", "BE").upper() \
        if codec.startswith(("utf-16-", "utf-32-", "utf_16_", "utf_32_")) else codec


def _source_bytes(data: bytes, effective: str) -> tuple[bytes | None, str, bool]:
    """The bytes for the document to write back what nobody edited: as they are (a UTF-8 BOM
    set aside) in an encoding that writes markup in ASCII, else as UTF-8. None: they cannot be."""
    try:
        codec = enc.python_codec(effective)
    except FeedEncodingError:
        return None, "utf-8", False
    if data.startswith(codecs.BOM_UTF8) and codec == "utf-8":
        return data[len(codecs.BOM_UTF8):], codec, True
    if codec.startswith(("utf-16", "utf-32")):
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            return None, "utf-8", False
        return text.lstrip("\ufeff").encode("utf-8", errors="surrogatepass"), "utf-8", False
    return data, codec, False


@lru_cache(maxsize=32)
def _read_by_python(encoding: str) -> bool:
    """Whether the file is decoded by Python and handed to libxml2 as UTF-8: the multi-byte and
    stateful encodings (Shift_JIS, GBK, HZ, ISO-2022-JP), where iconv and Python disagree on
    characters (iconv reads Shift_JIS 0x7E as U+203E, Python as "~") and the tree would hold
    other text than the one the document writes back. The Unicode encodings and the single-byte
    ones, which read alike, stay libxml2's, and a single-byte file keeps its own bytes."""
    codec = enc.python_codec(encoding)
    if codec.startswith(("utf-8", "utf-16", "utf-32")):
        return False
    if codec == "hz" or codec.startswith("iso2022"):
        return True
    try:
        every_byte = bytes(range(256)).decode(codec, errors="replace")
    except (UnicodeError, LookupError):     # idna, punycode: no text encodings of a document
        return False
    return len(every_byte) != 256 and every_byte[:128] == _ASCII      # not EBCDIC, not UTF-7


_ASCII = "".join(map(chr, range(128)))


def _utf8_of(data: bytes, encoding: str) -> bytes:
    """The file's text as UTF-8 (_read_by_python); FeedEncodingError at the first byte the encoding
    does not hold."""
    return _check_decodable(data, encoding).lstrip("\ufeff").encode("utf-8", errors="surrogatepass")


def _check_decodable(data: bytes, encoding: str) -> str:
    """The file's text; FeedEncodingError at the first byte the encoding does not hold (windows-1251
    has no 0x98, UTF-16 no lone surrogate), its line and column counted in characters: libxml2
    says only "invalid bytes", and where its buffer began."""
    codec = enc.python_codec(encoding)
    try:
        return data.decode(codec)
    except UnicodeDecodeError as err:
        line, column = enc.position_of(data, err.start, codec)
        byte = " ".join(f"0x{b:02X}" for b in data[err.start:max(err.end, err.start + 1)])
        if not codec.startswith("utf") and enc.decodes(data, "utf-8"):
            # UTF-8 declared windows-1251: its "И" is D0 98, and windows-1251 has no 0x98.
            raise FeedEncodingError(Text(N_("byte {byte} is not valid {encoding}, but the whole file is valid UTF-8: "
                                            "it is in UTF-8, and its declaration is wrong"), byte=byte,
                                         encoding=encoding), line, column, enc.UTF8, code="not-in-encoding") from None
        raise FeedEncodingError(Text(N_("byte {byte} is not valid {encoding}: the file is in another encoding, or "
                                        "damaged there"), byte=byte, encoding=encoding),
                                line, column, code="not-in-encoding") from None


_LONE_CR = re.compile(rb"\r(?!\n)")


def _lone_cr_as_lf(data: bytes, effective: str) -> bytes:
    """The bytes with each lone CR made an LF, for libxml2 only.

    XML turns every CR LF and lone CR into LF before parsing (XML 1.0 §2.11),
    so the tree is the same; but libxml2 counts lines at LF alone, and a file
    with CR-only line ends would be one long line 1 to it. Editors, the XML
    pane and the findings inside turbo:content count a CR as a line end, and
    so do its line numbers this way. (ASCII-compatible encodings only: in
    UTF-16 a CR is not one byte.)
    """
    if b"\r" not in data or enc.python_codec(effective).startswith(("utf-16", "utf-32")):
        return data
    return _LONE_CR.sub(b"\n", data)


def _effective_encoding(data: bytes, notices: list[Notice]) -> tuple[str, bool]:
    """The encoding to read the bytes in, and whether the parser must be told it.

    A byte order mark outranks a declaration that contradicts it; the user is
    told, and the parser is forced so it does not follow the declaration.
    """
    sniffed = enc.sniff(data)
    if sniffed.declared:
        try:
            enc.python_codec(sniffed.declared)
        except FeedEncodingError:
            line, column = enc.position_of(data, data.find(sniffed.declared.encode("ascii")))
            raise FeedEncodingError(Text(N_("the XML declaration names an unknown encoding '{encoding}'"),
                                         encoding=sniffed.declared), line, column, code="unknown-encoding") from None
    if sniffed.bom and sniffed.declared and not _same_family(sniffed.bom, sniffed.declared):
        notices.append(Notice(
            "encoding-mismatch",
            Text(N_("the XML declaration says {declared}, but the file starts with a {bom} byte order mark; "
                    "it was read as {bom}"), declared=sniffed.declared, bom=sniffed.bom), 1, 1,
            {"declared": sniffed.declared, "read_as": sniffed.bom, "reason": "bom"}))
        return sniffed.bom, True
    if not sniffed.bom and sniffed.declared and b"\x00" not in data[:4] \
            and enc.python_codec(sniffed.declared).startswith(("utf-16", "utf-32")):
        # Declared UTF-16 but written in 8-bit text: .NET's StringWriter does this. Read as
        # declared, nothing after the declaration would parse.
        notices.append(Notice(
            "encoding-mismatch",
            Text(N_("the XML declaration says {declared}, but the file is 8-bit text (no byte order mark, no "
                    "zero bytes); it was read as UTF-8"), declared=sniffed.declared), 1, 1,
            {"declared": sniffed.declared, "read_as": enc.UTF8, "reason": "8-bit"}))
        return enc.UTF8, True
    codec = enc.python_codec(sniffed.encoding)
    # Bad UTF-8 is left to libxml2 to find; _syntax_error then words it (see _check_utf8).
    if codec in ("cp1251", "koi8-r"):
        _check_single_byte(data, enc.display_name(sniffed.encoding), notices)
    return enc.display_name(sniffed.encoding), False


def _same_family(bom: str, declared: str) -> bool:
    """A BOM of UTF-16LE agrees with a declaration of plain UTF-16, and so on."""
    b, d = enc.python_codec(bom), enc.python_codec(declared)
    return b == d or b.startswith(d)


_UTF16_NO_BOM = ((re.compile(rb"(?:[\t\n\r ]\x00)*<\x00[^\x00?]\x00"), "UTF-16LE"),
                 (re.compile(rb"(?:\x00[\t\n\r ])*\x00<\x00[^\x00?]"), "UTF-16BE"))


def _refuse_utf16_without_bom(data: bytes) -> None:
    """UTF-16 must start with a byte order mark (XML 1.0, 4.3.3); without one and without a
    declaration (``<?`` is what libxml2 tells the byte order by), nothing in the file reads. Said
    so, with the byte order the zero bytes show, which the window offers to open it in."""
    for pattern, guess in _UTF16_NO_BOM:
        if pattern.match(data, 0, 64):
            raise FeedEncodingError(Text(N_("the file looks like {guess} text without the byte order mark XML requires "
                                            "of UTF-16. Open it as {guess} (it is saved as UTF-8), or save it with "
                                            "the mark."), guess=guess), 1, 1, guess=guess, code="not-utf8")


def _check_utf8(data: bytes, sniffed: enc.Sniffed) -> None:
    """Refuse bytes that are not UTF-8 when UTF-8 is declared or implied, saying where."""
    try:
        data.decode("utf-8")
        return
    except UnicodeDecodeError as err:
        line, column = enc.position_of(data, err.start, "utf-8")
        guess = enc.guess_single_byte(data)
        byte = f"0x{data[err.start]:02X}"
        if sniffed.declared:
            said = Text(N_("byte {byte} is not valid UTF-8 (the XML declaration says {declared}); the file looks "
                           "like {guess}. Open it as {guess}, or fix the XML declaration."),
                        byte=byte, declared=sniffed.declared, guess=guess)
        else:
            said = Text(N_("byte {byte} is not valid UTF-8 (there is no encoding in the XML declaration, so it "
                           "must be UTF-8); the file looks like {guess}. Open it as {guess}, or name the encoding "
                           "in the XML declaration."), byte=byte, guess=guess)
        raise FeedEncodingError(said, line, column, guess=guess, code="not-utf8") from None


def _check_single_byte(data: bytes, declared: str, notices: list[Notice]) -> None:
    """Notice when a single-byte declaration is contradicted by the bytes themselves."""
    sample = data[:65536]
    if re.search(rb"[\x80-\xff]", sample):
        if enc.decodes(data, "utf-8"):
            notices.append(Notice(
                "encoding-mismatch",
                Text(N_("the XML declaration says {declared}, but the text is valid UTF-8; it was read as "
                        "declared. If letters look garbled, reopen the file as UTF-8."), declared=declared), 1, 1,
                {"declared": declared, "read_as": declared, "reason": "utf-8", "guess": "UTF-8"}))
            return
        guess = enc.guess_cyrillic(sample)
        if guess and guess != enc.display_name(declared):
            notices.append(Notice(
                "encoding-mismatch",
                Text(N_("the XML declaration says {declared}, but the letters look like {guess}; it was read as "
                        "declared. If letters look garbled, reopen the file as {guess}."),
                     declared=declared, guess=guess), 1, 1,
                {"declared": declared, "read_as": declared, "reason": "letters", "guess": guess}))


_NS_UNDEFINED = re.compile(r"Namespace prefix (\S+) (?:on|for) (\S+) (?:on \S+ )?is not defined")


def _undeclared_known_prefixes(error_log) -> dict[str, tuple[int, int]]:
    """Prefixes from WELL_KNOWN that the document uses without declaring, where first seen.

    Empty unless every error of the log is such a prefix: anything else is a
    real syntax error for the caller to report.
    """
    found: dict[str, tuple[int, int]] = {}
    for entry in error_log:
        if entry.type_name == "WAR_NS_URI":
            continue            # an IRI namespace name: read once the prefixes are declared
        m = _NS_UNDEFINED.search(entry.message)
        if not m or m.group(1) not in WELL_KNOWN:
            return {}
        found.setdefault(m.group(1), (entry.line, entry.column))
    return found


_PROLOG = re.compile(r"\A(?:\ufeff)?(?:\s+|<\?.*?\?>|<!--.*?-->|" + DOCTYPE_SYNTAX + r")*<([^\s/>?!]+)", re.DOTALL)


def _declare(data: bytes, effective: str, prefixes) -> tuple[bytes, str]:
    """Insert xmlns declarations for the given prefixes into the root start tag."""
    codec = enc.python_codec(effective)
    bom = next((mark for mark in (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
                if data.startswith(mark)), b"")
    body_codec = {"utf-16": "utf-16-le" if bom == codecs.BOM_UTF16_LE else "utf-16-be"}.get(codec, codec)
    head = data[len(bom):len(bom) + 65536].decode(body_codec, errors="ignore")
    m = _PROLOG.match(head)
    if not m:
        return data, effective
    insert = "".join(f' xmlns:{p}="{WELL_KNOWN[p]}"' for p in sorted(prefixes))
    offset = len(bom) + len(head[:m.end()].encode(body_codec))
    return data[:offset] + insert.encode(body_codec) + data[offset:], effective


_ENTITY_HINT = re.compile(r"Entity '([^']+)' not defined")

# The loader's own kinds of syntax error, beside libxml2's types.
TEXT_BEFORE_DECLARATION = "text-before-declaration"
HTML_PAGE = "html-page"
ENTITY_BOMB = "entity-bomb"
EXTERNAL_ENTITY = "external-entity"


def _readable(encoding: str) -> None:
    """FeedEncodingError unless both Python and the XML parser can read a document in ``encoding``,
    the one the user gave to read the file in, whatever it declares."""
    try:
        codec = enc.python_codec(encoding)
        make_parser(_libxml2_name(codec))
    except (FeedEncodingError, LookupError):
        raise FeedEncodingError(Text(N_("a feed cannot be read in the encoding '{encoding}': use, for example, UTF-8, "
                                        "windows-1251 or KOI8-R"), encoding=encoding), 1, 1,
                                code="unknown-encoding") from None


_DECLARATION_START = re.compile(rb"<\?xml[\s?]")


def _first_error(error_log):
    errors = [e for e in error_log if e.level_name in ("FATAL", "ERROR")]
    return _cause(errors[0], errors) if errors else None


def _cause(entry, errors):
    """The error that says what is wrong at ``entry``'s place: a control character in a CDATA section
    ends the section there for libxml2, which then calls the section unclosed first."""
    if entry.type_name == "ERR_CDATA_NOT_FINISHED":
        return next((e for e in errors if e.type_name == "ERR_INVALID_CHAR"
                     and (e.line, e.column) == (entry.line, entry.column)), entry)
    return entry


def _syntax_error(err: etree.XMLSyntaxError, data: bytes, effective: str,
                  source: str | None, error_log=()) -> FeedSyntaxError:
    line, column = err.position if err.position else (err.lineno or 1, 1)
    entry = _first_error(error_log)
    kind = entry.type_name if entry is not None else ""
    raw = re.sub(r", line \d+, column \d+.*$", "", err.msg or str(err))
    try:
        codec = enc.python_codec(effective)
        text = data.decode(codec, errors="replace").lstrip("\ufeff")
        decoded_from = enc.display_name(effective)
    except (FeedEncodingError, UnicodeError, LookupError):  # idna and the like take no errors="replace"
        codec = "utf-8"
        text = data.decode(codec, errors="replace")
        decoded_from = enc.UTF8
    undecodable = None
    if "\ufffd" in text:                   # U+FFFD written in the file, or a byte the codec lacks
        try:
            data.decode(codec)
        except UnicodeDecodeError as bad:
            undecodable = enc.position_of(data, bad.start, codec)
    declaration = _DECLARATION_START.search(data, 0, 65536)   # not <?xml-stylesheet, which may follow text
    decl_at = declaration.start() if declaration else -1
    m = _ENTITY_HINT.search(raw)
    if decl_at > 0 and data[:decl_at].lstrip(codecs.BOM_UTF8) and data.find(b"<") >= decl_at:
        line, column = enc.position_of(data, decl_at)
        kind = TEXT_BEFORE_DECLARATION
        en = "delete what precedes <?xml (a blank line, spaces or text a template left there)"
        ru = "удалите то, что стоит перед <?xml (пустую строку, пробелы или текст, оставленный шаблоном)"
    elif "amplification" in raw or "entity" in raw.lower() and "loop" in raw.lower():
        kind = ENTITY_BOMB
        doctype = data.find(b"<!DOCTYPE", 0, 65536)     # libxml2 says where it gave up: 1:4, say
        if doctype >= 0:
            line, column = enc.position_of(data, doctype, "utf-8")
        en = ("refused: the document's entity declarations expand into an enormous text (an entity "
              "expansion bomb)")
        ru = ("отклонено: объявления сущностей в документе разворачиваются в огромный текст (так "
              "называемая «бомба» из сущностей)")
    elif _HTML_PAGE.match(text):
        # A site's page given for its feed (an easy mistake with a copied address): said so, with the
        # feed the page names in its head, rather than the first tag HTML leaves open.
        kind = HTML_PAGE
        line, column = 1, 1
        feed = _feed_named_in(text)
        if feed:
            en = f"this is an HTML page, not a feed; the page names its feed at {feed}: open that address"
            ru = f"это HTML-страница, а не лента; страница называет свою ленту по адресу {feed}: откройте его"
        else:
            en = "this is an HTML page, not a feed: give the address or the file of the site's RSS feed"
            ru = "это HTML-страница, а не лента: укажите адрес или файл RSS-ленты сайта"
    elif m and re.search(r"<!ENTITY\s+(?:%\s+)?" + re.escape(m.group(1)) + r"\s+(?:SYSTEM|PUBLIC)",
                         data[:65536].decode("latin-1")):
        kind = EXTERNAL_ENTITY
        en = (f"the entity &{m.group(1)}; refers to an external resource, which is never loaded "
              "(external entities are disabled for safety)")
        ru = (f"сущность &{m.group(1)}; ссылается на внешний ресурс, а внешние ресурсы никогда не "
              "загружаются (они отключены ради безопасности)")
    else:
        lines = text.splitlines()
        line_text = lines[line - 1] if 0 < line <= len(lines) else None
        en, ru = explain(kind, entry.message if entry is not None else raw, line_text)
        column = reference_column(kind, entry.message if entry is not None else raw, line_text, column)
    return FeedSyntaxError(en, line, column, text=text, source=source, kind=kind, raw=raw, message_ru=ru,
                           encoding=decoded_from, undecodable=undecodable)


_HTML_PAGE = re.compile(r"\A\ufeff?\s*(?:<!--.*?-->\s*)*<(?:!DOCTYPE\s+html\b|html\b)", re.IGNORECASE | re.DOTALL)
_LINK_TAG = re.compile(r"<link\b[^>]*>", re.IGNORECASE)
_ATTRIBUTE = re.compile(r"""([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""")


def _feed_named_in(page: str) -> str | None:
    """The RSS (or Atom) feed a page's <link rel="alternate"> names, as written; None if none."""
    for tag in _LINK_TAG.findall(page[:200_000]):
        attributes = {m.group(1).lower(): next(g for g in m.groups()[1:] if g is not None)
                      for m in _ATTRIBUTE.finditer(tag)}
        if "alternate" in attributes.get("rel", "").lower().split() and \
                attributes.get("type", "").lower() in ("application/rss+xml", "application/atom+xml") and \
                attributes.get("href", "").strip():
            return attributes["href"].strip()
    return None


def _lines_of(data: bytes, encoding: str) -> list[str]:
    """The lines of a file's text, to place an error on one of them."""
    try:
        text = data.decode(enc.python_codec(encoding), errors="replace")
    except (FeedEncodingError, UnicodeError, LookupError):
        text = data.decode("utf-8", errors="replace")
    return text.lstrip("\ufeff").splitlines()


def _decodable(root) -> None:
    """Make every text of a recovered tree readable. A reference to a surrogate (``&#xD800;``) is
    kept by the recovering parser as the bytes UTF-8 has no place for, and lxml then raises on
    reading that text; it becomes U+FFFD, which the rules see as the unknown it is."""
    for node in root.iter():
        for name in ("text", "tail"):
            try:
                getattr(node, name)
            except UnicodeDecodeError:
                setattr(node, name, "\ufffd")
        if isinstance(node.tag, str):
            try:
                node.attrib.values()
            except UnicodeDecodeError:
                for key in node.attrib.keys():
                    try:
                        node.get(key)
                    except UnicodeDecodeError:
                        node.set(key, "\ufffd")


def recover(data: bytes, encoding: str | None = None) -> tuple[etree._ElementTree | None, list[XmlError]]:
    """Parse what can be parsed of bytes that are not well-formed, like a compiler going on past
    its first error: every error libxml2's recovering parser meets (in order, one per place), and
    the tree it rebuilt, if any. Safe as the loader is: no network, no external entities."""
    if not encoding:
        encoding = enc.display_name(enc.sniff(data).encoding)
    data = _lone_cr_as_lf(data, encoding)
    parser = etree.XMLParser(encoding=None, recover=True, strip_cdata=False, resolve_entities="internal",
                             no_network=True, load_dtd=False, huge_tree=huge_tree_is_safe())
    try:
        root = etree.fromstring(data, parser)
    except (etree.XMLSyntaxError, ValueError):
        root = None
    if root is not None:
        _decodable(root)
    errors, seen = [], set()
    lines: list[str] | None = None
    logged = [e for e in parser.error_log if e.level_name in ("FATAL", "ERROR")]
    for entry in logged:
        if (entry.line, entry.column) in seen:
            continue
        seen.add((entry.line, entry.column))
        entry = _cause(entry, logged)
        column = entry.column
        if about_reference(entry.type_name, entry.message):
            if lines is None:
                lines = _lines_of(data, encoding)
            line_text = lines[entry.line - 1] if 0 < entry.line <= len(lines) else None
            column = reference_column(entry.type_name, entry.message, line_text, column)
        errors.append(XmlError(entry.line, column, entry.type_name, entry.message))
    return (root.getroottree() if root is not None else None), errors
