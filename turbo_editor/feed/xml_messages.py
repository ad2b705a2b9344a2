"""Plain English and Russian for libxml2's well-formedness errors.

libxml2 words its errors for its own developers (``AttValue: " or ' expected``,
``EntityRef: expecting ';'``, ``StartTag: invalid element name``), and lxml
turns a whole message into ``\\xd0\\x9a`` escapes as soon as one excerpt in it
was cut inside a UTF-8 character. :func:`explain` turns one error-log entry
into one sentence per language that names the real elements, attributes,
entities and characters, and says what to do where that is obvious.

Covered ``_LogEntry.type_name`` values (anything else falls back to the
cleaned libxml2 text; see :func:`explain`):

=================================  ==============================================
type_name                          what the sentence names / says
=================================  ==============================================
ERR_TAG_NAME_MISMATCH              end tag, open element and its line; <br>-style
                                   HTML void elements; unreadable end tag
ERR_TAG_NOT_FINISHED               element left open at the end of the file
ERR_GT_REQUIRED                    unfinished start tag (name, line); missing ">"
ERR_ATTRIBUTE_WITHOUT_VALUE        attribute with no value
ERR_ATTRIBUTE_NOT_STARTED          unquoted value (attribute and value from line)
ERR_ATTRIBUTE_NOT_FINISHED         missing closing quote
ERR_SPACE_REQUIRED                 unreadable attributes; missing space
ERR_EQUAL_REQUIRED                 missing "="
ERR_LT_IN_ATTRIBUTE                "<" in a value (attribute from line) or entity
ERR_ENTITYREF_SEMICOL_MISSING,     bare "&" (the reference from line)
ERR_ENTITYREF_NO_NAME
ERR_NAME_REQUIRED                  bare "&"; "<" not starting a tag (the char
                                   after it, from line); bad attribute name
ERR_UNDECLARED_ENTITY,             HTML entity: the character and &#NNN;
WAR_UNDECLARED_ENTITY              other names: the five XML entities
ERR_ENTITY_IS_EXTERNAL             external entity in an attribute
ERR_ENTITY_LOOP, ERR_RESOURCE_LIMIT  entity loop / expansion bomb
ERR_INVALID_CHAR                   forbidden character as U+XXXX (from message or
                                   line); bad character reference; bad UTF-8
ERR_INVALID_CHARREF,               malformed &#...; reference
ERR_INVALID_DEC_CHARREF,
ERR_INVALID_HEX_CHARREF
ERR_INVALID_ENCODING,              bytes not in the file's encoding
I18N_CONV_FAILED
ERR_UNSUPPORTED_ENCODING,          encoding name; declared vs detected encoding
ERR_UNKNOWN_ENCODING,
ERR_ENCODING_NAME,
WAR_ENCODING_MISMATCH
ERR_DOCUMENT_EMPTY,                empty file / no start tag
ERR_DOCUMENT_START
ERR_DOCUMENT_END                   content after the root element
ERR_EXTRA_CONTENT,                 unbalanced entity replacement text
ERR_NOT_WELL_BALANCED
ERR_ATTRIBUTE_REDEFINED,           duplicate attribute (and its namespace)
NS_ERR_ATTRIBUTE_REDEFINED
ERR_RESERVED_XML_NAME              misplaced <?xml ...?>; reserved PI name
ERR_XMLDECL_NOT_FINISHED,          XML declaration: unfinished, no version,
ERR_VERSION_MISSING,               unknown version, bad standalone
ERR_UNKNOWN_VERSION,
ERR_STANDALONE_VALUE
ERR_CDATA_NOT_FINISHED             unclosed CDATA (its beginning)
ERR_MISPLACED_CDATA_END            "]]>" in text
ERR_COMMENT_NOT_FINISHED           unclosed comment (its beginning)
ERR_HYPHEN_IN_COMMENT              "--" inside a comment
ERR_PI_NOT_FINISHED,               processing instruction unclosed / nameless
ERR_PI_NOT_STARTED
ERR_STRING_NOT_CLOSED              unclosed quoted value
ERR_LTSLASH_REQUIRED               missing end tag
NS_ERR_UNDEFINED_NAMESPACE         undeclared prefix (element or attribute)
NS_ERR_QNAME                       name with more than one colon
NS_ERR_XML_NAMESPACE               empty xmlns:p=""; reserved xml/xmlns prefixes
WAR_NS_URI_RELATIVE                relative namespace URI
ERR_DOCTYPE_NOT_FINISHED,          malformed <!DOCTYPE ...> (a feed needs none)
ERR_INT_SUBSET_NOT_FINISHED,
ERR_URI_REQUIRED, ERR_PUBID_REQUIRED,
ERR_LITERAL_NOT_STARTED,
ERR_LITERAL_NOT_FINISHED,
ERR_VALUE_REQUIRED,
ERR_ENTITY_NOT_FINISHED
=================================  ==============================================

(There is no ERR_LITERAL_EXPECTED in libxml2; its quoted-literal errors are
ERR_LITERAL_NOT_STARTED / ERR_LITERAL_NOT_FINISHED.)

Each type has a list of rules: a regular expression searched in the cleaned
message (None: any message) and an English template, marked for the gettext
catalogue that holds its Russian (resources/locale; ``make messages``). The first
rule whose expression matches and whose ``{fields}`` are all known is used;
fields come from the expression's named groups and from ``line_text``
(``_line_facts``). The last rule of each type needs nothing, so it always fits.
"""

from __future__ import annotations

import re
from html.entities import html5
from string import Formatter

from .. import messages
from ..messages import N_

Rule = tuple[str | None, str]   # (message regex or None, the English sentence: a msgid of the catalogue)

_BARE_AMP = N_("a bare “&” must be written as &amp; (or end the reference with “;”)")
_LT_TEXT = N_("if “<” is meant as text, write &lt;")
_CHARREF = N_("the character reference is malformed: write &#169; (decimal) or &#xA9; (hexadecimal), ending with “;”")
_DOCTYPE = N_("the <!DOCTYPE …> part is malformed; an RSS feed needs no DOCTYPE, so it can simply be removed")
_ENTITY_BODY = N_("the replacement text of an entity is not balanced XML: check the <!ENTITY …> declarations")
_VOID = "area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr"

RULES: dict[str, list[Rule]] = {
    "ERR_TAG_NAME_MISMATCH": [
        (r"mismatch: (?P<open>\S+) line (?P<line>\d+) and unparsable$",
         N_("the end tag here is malformed (its name must follow “</” directly, then “>”); the open element is "
            "<{open}> from line {line}")),
        (rf"mismatch: (?P<open>(?i:{_VOID})) line (?P<line>\d+) and (?P<close>\S+)$",
         N_("<{open}> (line {line}) is never closed, so the end tag </{close}> does not match it: in XML an empty "
            "element is written <{open}/>")),
        (r"mismatch: (?P<open>\S+) line (?P<line>\d+) and (?P<close>\S+)$",
         N_("the end tag </{close}> does not match the open element <{open}> (opened on line {line}): close <{open}> "
            "first")),
        (None,
         N_("an end tag does not match the open element: elements must be closed in reverse order of opening")),
    ],
    "ERR_TAG_NOT_FINISHED": [
        (r"in tag (?P<open>\S+) line (?P<line>\d+)",
         N_("the file ends while <{open}> (opened on line {line}) is still open: add </{open}>, or check whether the "
            "file was cut off")),
        (None,
         N_("the file ends while an element is still open: add the missing end tags, or check whether the file was "
            "cut off")),
    ],
    "ERR_GT_REQUIRED": [
        (r"end of Start Tag (?P<open>\S+) line (?P<line>\d+)",
         N_("the start tag <{open}> (line {line}) is not finished: “>” is missing, or something inside the tag "
            "breaks it, such as a value without quotes")),
        (None, N_("“>” is expected here to end the tag")),
    ],
    "ERR_ATTRIBUTE_WITHOUT_VALUE": [
        (r"for attribute (?P<attr>\S+)$",
         N_("the attribute “{attr}” has no value: in XML every attribute needs one, as in {attr}=\"…\"")),
        (None, N_("an attribute has no value: in XML an attribute is always written name=\"value\"")),
    ],
    "ERR_ATTRIBUTE_NOT_STARTED": [
        (None,
         N_("the value of the attribute “{unquoted_attr}” must be in quotes: write "
            "{unquoted_attr}=\"{unquoted_value}\"")),
        (None, N_("an attribute value must be in quotes: name=\"value\" or name='value'")),
    ],
    "ERR_ATTRIBUTE_NOT_FINISHED": [
        (None,
         N_("an attribute value is not closed: the closing quote is missing (it must be the same kind as the opening "
            "one)")),
    ],
    "ERR_SPACE_REQUIRED": [
        (r"attributes construct error",
         N_("the attributes of this tag cannot be read: check the quotes, the “=” signs and the spaces between "
            "attributes")),
        (r"Space required after '(?P<what>[^']+)'",
         N_("a space is required after “{what}”")),
        (None, N_("a space is required here")),
    ],
    "ERR_EQUAL_REQUIRED": [
        (None, N_("“=” is expected here, between a name and its value")),
    ],
    "ERR_LT_IN_ATTRIBUTE": [
        (r"in entity '(?P<entity>[^']+)'",
         N_("the entity &{entity}; contains “<”, so it cannot be used in an attribute value")),
        (None,
         N_("the value of the attribute “{lt_attr}” contains “<”: write it as &lt; (or add the closing quote missing "
            "before it)")),
        (None,
         N_("an attribute value contains “<”: write it as &lt; (or add the closing quote missing before it)")),
    ],
    "ERR_ENTITYREF_SEMICOL_MISSING": [
        (None, N_("“&{ref}” is not a complete reference: a bare “&” must be written as &amp; (or end the reference "
                  "with “;”)")),
        (None, _BARE_AMP),
    ],
    "ERR_ENTITYREF_NO_NAME": [(None, _BARE_AMP)],
    "ERR_NAME_REQUIRED": [
        (r"EntityRef: no name", _BARE_AMP),
        (r"invalid element name",
         N_("“<” is followed by “{after_lt}”, which cannot start an element name: if “<” is meant as text, write "
            "&lt;")),
        (r"invalid element name",
         N_("“<” here does not start a tag, as an element name must follow it directly: if “<” is meant as text, "
            "write &lt;")),
        (r"attribute name",
         N_("an attribute name is expected here: look for a stray character in the tag or a missing “>”")),
        (None, N_("a name is expected here")),
    ],
    "ERR_UNDECLARED_ENTITY": [
        (r"Entity '(?P<entity>[^']+)' not defined",
         N_("&{entity}; is an HTML entity, not XML: write the character itself ({html_char}) or {html_code}")),
        (r"Entity '(?P<entity>[^']+)' not defined",
         N_("the entity &{entity}; is not defined: XML knows only &amp;, &lt;, &gt;, &quot; and &apos; (a bare “&” "
            "must be written as &amp;)")),
        (None, N_("an undefined entity is used: XML knows only &amp;, &lt;, &gt;, &quot; and &apos;")),
    ],
    "ERR_ENTITY_IS_EXTERNAL": [
        (r"external entity '(?P<entity>[^']+)'",
         N_("the attribute refers to the external entity &{entity};, which is never loaded (external entities are "
            "disabled for safety)")),
        (None, N_("an attribute refers to an external entity, which is never loaded (external entities are disabled "
                  "for safety)")),
    ],
    "ERR_ENTITY_LOOP": [
        (None, N_("the entity declarations refer to each other in a loop: fix the <!ENTITY …> declarations")),
    ],
    "ERR_RESOURCE_LIMIT": [
        (r"amplification",
         N_("refused: the document's entity declarations expand into an enormous text (an entity expansion bomb)")),
        (r"Excessive depth in document: (?P<depth>\d+)",
         N_("the elements are nested more than {depth} levels deep, past what the parser reads: "
            "close them sooner")),
        (r"Text node too long|Buffer size limit exceeded",
         N_("a text longer than 10,000,000 characters, more than this copy of libxml2 reads: "
            "update lxml, or move the long text (a data: image) out of the feed")),
        (None, N_("the document exceeds one of the parser's safety limits")),
    ],
    "ERR_INVALID_CHAR": [
        # libxml2 says "value 0" both for &#0; and for a reference it cannot read (&#;, &#xZZ;).
        (r"CharRef: invalid xmlChar value 0$",
         N_("this character reference stands for {char}, a character XML does not allow: remove it")),
        (r"CharRef: invalid xmlChar value 0$", _CHARREF),
        (r"CharRef: invalid xmlChar value (?P<num>\d+)",
         N_("this character reference stands for {char}, a character XML does not allow: remove it")),
        (r"out of bounds",
         N_("this character reference points beyond the last Unicode character, U+10FFFF: check the number")),
        (r"not proper UTF-8.*Bytes: (?P<bytes>0x[0-9A-Fa-f]{2}(?: 0x[0-9A-Fa-f]{2})*)",
         N_("the bytes {bytes} are not valid UTF-8: the file is probably in another encoding (such as windows-1251 "
            "rather than UTF-8); reopen it in that encoding or fix the encoding in the XML declaration")),
        (r"not proper UTF-8|Incomplete UTF-8",
         N_("the text here is not valid UTF-8: the file is probably in another encoding (such as windows-1251 rather "
            "than UTF-8); reopen it in that encoding or fix the encoding in the XML declaration")),
        (r"(?:invalid Char value|invalid xmlChar value) (?P<num>\d+)|Char 0x(?P<hex>[0-9A-Fa-f]+) out",
         N_("the character {char} is not allowed in XML: delete it (control characters like this often come in with "
            "copy and paste)")),
        (r"attribute value",
         N_("the attribute value contains {bad_char}, a character XML does not allow: delete it")),
        (r"attribute value",
         N_("an attribute value contains a character XML does not allow (a control character): delete it")),
        (None, N_("the character {bad_char} is not allowed in XML: delete it")),
        (None, N_("there is a character here that XML does not allow (such as a control character): delete it")),
    ],
    "ERR_INVALID_CHARREF": [(None, _CHARREF)],
    "ERR_INVALID_DEC_CHARREF": [(None, _CHARREF)],
    "ERR_INVALID_HEX_CHARREF": [(None, _CHARREF)],
    "ERR_INVALID_ENCODING": [
        (None, N_("the bytes here are not valid in the file's encoding: the file is probably in another encoding "
                  "(such as windows-1251 rather than UTF-8); reopen it in that encoding or fix the encoding in the "
                  "XML declaration")),
    ],
    "I18N_CONV_FAILED": [
        (r"bytes (?P<bytes>0x[0-9A-Fa-f]{2}(?: 0x[0-9A-Fa-f]{2})*)",
         N_("the bytes {bytes} are not valid in the file's encoding: the file is probably in another encoding (such "
            "as windows-1251 rather than UTF-8); reopen it in that encoding or fix the encoding in the XML "
            "declaration")),
        (None, N_("the bytes here are not valid in the file's encoding: the file is probably in another encoding "
                  "(such as windows-1251 rather than UTF-8); reopen it in that encoding or fix the encoding in the "
                  "XML declaration")),
    ],
    "ERR_UNSUPPORTED_ENCODING": [
        (r"[Ee]ncoding:?\s+'?(?P<encoding>[^\s']+)'?$",
         N_("the encoding “{encoding}” named in the XML declaration is not supported: use, for example, UTF-8 or "
            "windows-1251")),
        (None, N_("the encoding named in the XML declaration is not supported: use, for example, UTF-8")),
    ],
    "ERR_ENCODING_NAME": [
        (None, N_("the encoding name in the XML declaration is invalid: write, for example, encoding=\"UTF-8\"")),
    ],
    "WAR_ENCODING_MISMATCH": [
        (r"Encoding '(?P<declared>[^']+)' doesn't match auto-detected '(?P<detected>[^']+)'",
         N_("the XML declaration says {declared}, but the file is actually in {detected}: fix the declaration")),
        (None, N_("the encoding in the XML declaration does not match the file's actual encoding")),
    ],
    "ERR_DOCUMENT_EMPTY": [
        (r"Start tag expected",
         N_("no start tag found: the document must begin with a tag such as <rss> (or with <?xml …?>); is this an "
            "XML file?")),
        (None, N_("the document is empty: a feed needs at least an <rss> element")),
    ],
    "ERR_DOCUMENT_END": [
        (None,
         N_("there is content after the end of the root element: a document has only one root element, so remove it "
            "(or look above for an end tag that closes the root too early)")),
    ],
    "ERR_EXTRA_CONTENT": [(None, _ENTITY_BODY)],
    "ERR_NOT_WELL_BALANCED": [(None, _ENTITY_BODY)],
    "ERR_ATTRIBUTE_REDEFINED": [
        (r"Attribute (?P<attr>\S+) redefined",
         N_("the attribute “{attr}” appears twice in this tag: keep only one")),
        (None, N_("an attribute appears twice in this tag: keep only one")),
    ],
    "NS_ERR_ATTRIBUTE_REDEFINED": [
        (r"Attribute (?P<attr>\S+) in '(?P<uri>[^']*)' redefined",
         N_("the attribute “{attr}” of the namespace “{uri}” appears twice in this tag (under two prefixes): keep "
            "only one")),
        (None, N_("an attribute of the same namespace appears twice in this tag (under two prefixes): keep only one")),
    ],
    "ERR_RESERVED_XML_NAME": [
        (r"XML declaration allowed only",
         N_("the XML declaration <?xml …?> may stand only at the very start of the file: remove anything before it "
            "(even blank lines) and any second declaration")),
        (None, N_("names beginning with “xml” are reserved: a processing instruction cannot be called that")),
    ],
    "ERR_XMLDECL_NOT_FINISHED": [
        (None, N_("the XML declaration is malformed: it must look like <?xml version=\"1.0\" encoding=\"UTF-8\"?>")),
    ],
    "ERR_VERSION_MISSING": [
        (None, N_("the XML declaration must begin with the version: <?xml version=\"1.0\" …?>")),
    ],
    "ERR_UNKNOWN_VERSION": [
        (r"version '(?P<version>[^']*)'",
         N_("XML version “{version}” is not supported: write version=\"1.0\"")),
        (None, N_("this XML version is not supported: write version=\"1.0\"")),
    ],
    "ERR_STANDALONE_VALUE": [
        (None, N_("standalone in the XML declaration may only be \"yes\" or \"no\" (or be left out)")),
    ],
    "ERR_CDATA_NOT_FINISHED": [
        (r"CData section not finished (?P<excerpt>.+)",
         N_("the CDATA section “<![CDATA[{excerpt}” is never closed: end it with “]]>”")),
        # A libxml2 that keeps its size limits (see parse.huge_tree_is_safe) says this of a long one.
        (r"CData section too big",
         N_("a CDATA section longer than 10,000,000 characters, more than this copy of libxml2 reads: "
            "update lxml, or move the long text (a data: image) out of the feed")),
        (None, N_("a CDATA section is never closed: end it with “]]>”")),
    ],
    "ERR_MISPLACED_CDATA_END": [
        (None, N_("“]]>” may not appear in text: write it as ]]&gt;")),
    ],
    "ERR_COMMENT_NOT_FINISHED": [
        (r"<!--\s*(?P<excerpt>.+)",
         N_("the comment “<!-- {excerpt}” is never closed: end it with “-->”")),
        (None, N_("a comment is never closed: end it with “-->”")),
    ],
    "ERR_HYPHEN_IN_COMMENT": [
        (None, N_("a comment may not contain “--”: remove the double hyphen")),
    ],
    "ERR_PI_NOT_FINISHED": [
        (r"PI (?P<target>\S+) never end",
         N_("the processing instruction <?{target} … is never closed: end it with “?>”")),
        (None, N_("a processing instruction <?… is never closed: end it with “?>”")),
    ],
    "ERR_PI_NOT_STARTED": [
        (None, N_("a processing instruction needs a name right after “<?”")),
    ],
    "ERR_STRING_NOT_CLOSED": [
        (None, N_("a quoted value is not closed: add the closing quote")),
    ],
    "ERR_LTSLASH_REQUIRED": [
        (None, N_("an end tag “</…>” is expected here")),
    ],
    "NS_ERR_UNDEFINED_NAMESPACE": [
        (r"prefix (?P<prefix>\S+) for (?P<attr>\S+) on (?P<elem>\S+) is not defined",
         N_("the prefix “{prefix}:” of the attribute {prefix}:{attr} on <{elem}> is not declared: add "
            "xmlns:{prefix}=\"…\" with its namespace URI to the root element")),
        (r"prefix (?P<prefix>\S+) on (?P<elem>\S+) is not defined",
         N_("the prefix “{prefix}:” in <{prefix}:{elem}> is not declared: add xmlns:{prefix}=\"…\" with its namespace "
            "URI to the root element")),
        (None, N_("a namespace prefix is used without a declaration: add xmlns:prefix=\"…\" to the root element")),
    ],
    "NS_ERR_QNAME": [
        (r"QName '(?P<name>[^']*)'",
         N_("“{name}” is not a valid name: it may hold one colon, between a prefix and a local name")),
        (None, N_("this is not a valid name: it may hold one colon, between a prefix and a local name")),
    ],
    "NS_ERR_XML_NAMESPACE": [
        (r"xmlns:(?P<prefix>[^:\s]+): Empty XML namespace",
         N_("the declaration xmlns:{prefix}=\"\" is empty: a prefix must be bound to a namespace URI")),
        (None, N_("the reserved prefixes “xml” and “xmlns” cannot be redeclared or bound to other namespaces")),
    ],
    "WAR_NS_URI": [
        (r"(?P<prefix>[^\s:]+): '(?P<uri>[^']*)' is not a valid URI",
         N_("the namespace name “{uri}” of the prefix “{prefix}” is not a valid URI (it holds a space or a character "
            "a URI must encode)")),
        (None, N_("a namespace name is not a valid URI")),
    ],
    "WAR_NS_URI_RELATIVE": [
        (r"URI (?P<uri>\S+) is not absolute",
         N_("the namespace name “{uri}” is not an absolute URI: namespaces are named by full addresses such as "
            "http://…")),
        (None, N_("a namespace name is not an absolute URI: namespaces are named by full addresses such as http://…")),
    ],
}
for _same, _as in [("WAR_UNDECLARED_ENTITY", "ERR_UNDECLARED_ENTITY"),
                   ("ERR_UNKNOWN_ENCODING", "ERR_UNSUPPORTED_ENCODING"),
                   ("ERR_DOCUMENT_START", "ERR_DOCUMENT_EMPTY")]:
    RULES[_same] = RULES[_as]
for _doctype in ("ERR_DOCTYPE_NOT_FINISHED", "ERR_INT_SUBSET_NOT_FINISHED", "ERR_URI_REQUIRED",
                 "ERR_PUBID_REQUIRED", "ERR_LITERAL_NOT_STARTED", "ERR_LITERAL_NOT_FINISHED",
                 "ERR_VALUE_REQUIRED", "ERR_ENTITY_NOT_FINISHED"):
    RULES[_doctype] = [(None, _DOCTYPE)]

TYPES = frozenset(RULES)

_FALLBACK = N_("the XML is not well-formed here")
_UNKNOWN = N_("the XML is not well-formed here; libxml2 reports: “{text}”")


def explain(type_name: str, message: str, line_text: str | None = None) -> tuple[str, str]:
    """(English, Russian) for one libxml2 error: ``_LogEntry.type_name`` and ``.message``.

    ``message`` may also be an ``XMLSyntaxError.msg`` (its ", line N, column M"
    is dropped). ``line_text``, the text of the error's line, lets the sentence
    name the attribute, reference or character at fault when the line holds
    exactly one candidate. An unknown type gives the cleaned libxml2 text in
    English and a Russian sentence quoting it.
    """
    text = _normalise(message)
    facts: dict[str, str] | None = None
    russian = messages.catalogue("ru").gettext
    for pattern, en in RULES.get(type_name, ()):
        match = re.search(pattern, text) if pattern else None
        if pattern and not match:
            continue
        if facts is None:
            facts = _line_facts(line_text or "")
        found = facts | _groups(match)
        if _fields(en) <= found.keys():
            return en.format_map(found), russian(en).format_map(found)
    text = _FUNCTION.sub("", text)
    if not text:
        return _FALLBACK, russian(_FALLBACK)
    return text, russian(_UNKNOWN).format(text=text)


# The errors libxml2 places where it stopped reading a reference, past its ";" (or past the "&"
# with no name after it): the reference starts at the last "&" before that place.
_REFERENCE_ERRORS = {"ERR_INVALID_HEX_CHARREF", "ERR_INVALID_DEC_CHARREF", "ERR_UNDECLARED_ENTITY",
                     "WAR_UNDECLARED_ENTITY", "ERR_ENTITYREF_SEMICOL_MISSING"}


def about_reference(type_name: str, message: str | None) -> bool:
    """Whether a libxml2 error is about a character or entity reference."""
    return (type_name in _REFERENCE_ERRORS
            or type_name == "ERR_INVALID_CHAR" and "CharRef" in (message or "")
            or type_name == "ERR_NAME_REQUIRED" and "EntityRef" in (message or ""))


def reference_column(type_name: str, message: str | None, line_text: str | None, column: int) -> int:
    """The column of the ``&`` that starts the reference an error is about (``&#x1;``, ``&bogus;``),
    where libxml2 gives the column after it; any other error's column as it is."""
    if not about_reference(type_name, message) or not line_text or column < 2:
        return column
    amp = line_text.rfind("&", 0, column - 1)
    return amp + 1 if amp >= 0 else column


_ESCAPED = re.compile(r"(?:\\x[0-9a-fA-F]{2})+")
_POSITION = re.compile(r"\s*,\s*line \d+, column \d+(?: \([^()]*\))?\s*$")
_FUNCTION = re.compile(r"^(?:xml\w+|ParsePI)\s*:\s*")


def clean(message: str | None) -> str:
    """libxml2's text with ``\\xNN`` runs decoded as UTF-8, position and function names dropped."""
    return _FUNCTION.sub("", _normalise(message))


def _normalise(message: str | None) -> str:
    """The text the rules match: escapes decoded, no position, one line."""
    text = _ESCAPED.sub(
        lambda m: bytes.fromhex(m.group().replace("\\x", "")).decode("utf-8", "replace"), message or "")
    return " ".join(_POSITION.sub("", text).split())


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def _codepoint(n: int) -> str:
    return f"U+{n:04X}"


def _groups(match: re.Match | None) -> dict[str, str]:
    """A rule's named groups, plus what follows from them."""
    facts = {k: v for k, v in (match.groupdict() if match else {}).items() if v is not None}
    if "num" in facts or "hex" in facts:
        facts["char"] = _codepoint(int(facts["num"]) if "num" in facts else int(facts["hex"], 16))
    if "excerpt" in facts:   # libxml2 quotes up to 50 bytes; the start is enough to find it
        facts["excerpt"] = facts["excerpt"][:24].rstrip("\ufffd").rstrip() + "…"
    value = html5.get(facts["entity"] + ";") if "entity" in facts else None
    if value:
        visible = all(c.isprintable() and not c.isspace() for c in value)
        facts["html_char"] = value if visible else " ".join(_codepoint(ord(c)) for c in value)
        facts["html_code"] = "".join(f"&#{ord(c)};" for c in value)
    return facts


_NAME = r"[^\s=<>&\"'/]+"
_START_TAG = re.compile(r"<(?![/!?])[^<>]*")
_UNQUOTED = re.compile(rf"\"[^\"]*\"|'[^']*'|(?P<attr>{_NAME})\s*=\s*(?P<value>[^\s\"'<>]+?)(?=\s|/?>|/?$)")
_QUOTED = re.compile(rf"(?<!\S)(?P<attr>{_NAME})\s*=\s*(?P<q>[\"'])(?P<value>(?:(?!(?P=q)).)*)")
_AMP = re.compile(r"&(?:#\d+;|#x[0-9a-fA-F]+;|(?P<name>[^\W\d][\w.:-]*)(?P<semi>;)?)?")
_NUL_REFERENCE = re.compile(r"&#(?:0+|[xX]0+);")
_MALFORMED_REFERENCE = re.compile(r"&#(?![0-9]+;|[xX][0-9a-fA-F]+;)")
_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _line_facts(line: str) -> dict[str, str]:
    """What the error's line shows, each only when the line holds exactly one candidate."""
    facts: dict[str, str] = {}
    unquoted = [m for tag in _START_TAG.finditer(line) for m in _UNQUOTED.finditer(tag.group())
                if m.group("attr")]
    if len(unquoted) == 1:
        facts["unquoted_attr"], facts["unquoted_value"] = unquoted[0].group("attr", "value")
    lt = [m.group("attr") for m in _QUOTED.finditer(line) if "<" in m.group("value")]
    if len(lt) == 1:
        facts["lt_attr"] = lt[0]
    refs = [m.group("name") for m in _AMP.finditer(line)
            if m.group(0) == "&" or m.group("name") and not m.group("semi")]
    if len(refs) == 1 and refs[0]:
        facts["ref"] = refs[0]
    after = [line[i + 1:i + 2] for i, c in enumerate(line) if c == "<"]
    after = [c for c in after if not (c.isalpha() or c and c in "_:/!?")]
    if len(after) == 1 and after[0].strip():
        facts["after_lt"] = after[0]
    if _NUL_REFERENCE.search(line) and not _MALFORMED_REFERENCE.search(line):
        facts["char"] = "U+0000"
    bad = set(_INVALID.findall(line))
    if len(bad) == 1:
        facts["bad_char"] = _codepoint(ord(bad.pop()))
    return facts
