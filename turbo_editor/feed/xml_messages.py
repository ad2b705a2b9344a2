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
message (None: any message) and an English and a Russian template. The first
rule whose expression matches and whose ``{fields}`` are all known is used;
fields come from the expression's named groups and from ``line_text``
(``_line_facts``). The last rule of each type needs nothing, so it always fits.
"""

from __future__ import annotations

import re
from html.entities import html5
from string import Formatter

Rule = tuple[str | None, str, str]   # (message regex or None, English, Russian)

_BARE_AMP = ("a bare “&” must be written as &amp; (or end the reference with “;”)",
             "одиночный знак «&» нужно писать как &amp; (или завершить ссылку знаком «;»)")
_LT_TEXT = ("if “<” is meant as text, write &lt;", "если «<» — это текст, напишите &lt;")
_XML_ENTITIES = "&amp;, &lt;, &gt;, &quot; and &apos;", "&amp;, &lt;, &gt;, &quot; и &apos;"
_BAD_BYTES = ("the file is probably in another encoding (such as windows-1251 rather than UTF-8); "
              "reopen it in that encoding or fix the encoding in the XML declaration",
              "вероятно, файл в другой кодировке (например, windows-1251, а не UTF-8); "
              "откройте его в этой кодировке или исправьте кодировку в XML-объявлении")
_CHARREF = ("the character reference is malformed: write &#169; (decimal) or &#xA9; (hexadecimal), "
            "ending with “;”",
            "ссылка на символ записана неверно: пишите &#169; (десятичный код) или &#xA9; "
            "(шестнадцатеричный), с «;» на конце")
_DOCTYPE = ("the <!DOCTYPE …> part is malformed; an RSS feed needs no DOCTYPE, so it can simply be removed",
            "часть <!DOCTYPE …> составлена неверно; RSS-ленте DOCTYPE не нужен, его можно просто удалить")
_ENTITY_BODY = ("the replacement text of an entity is not balanced XML: check the <!ENTITY …> declarations",
                "текст подстановки сущности — несбалансированный XML: проверьте объявления <!ENTITY …>")
_VOID = "area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr"

RULES: dict[str, list[Rule]] = {
    "ERR_TAG_NAME_MISMATCH": [
        (r"mismatch: (?P<open>\S+) line (?P<line>\d+) and unparsable$",
         "the end tag here is malformed (its name must follow “</” directly, then “>”); "
         "the open element is <{open}> from line {line}",
         "закрывающий тег здесь записан неверно (имя должно идти сразу после «</», а за ним «>»); "
         "открыт элемент <{open}> из строки {line}"),
        (rf"mismatch: (?P<open>(?i:{_VOID})) line (?P<line>\d+) and (?P<close>\S+)$",
         "<{open}> (line {line}) is never closed, so the end tag </{close}> does not match it: "
         "in XML an empty element is written <{open}/>",
         "элемент <{open}> (строка {line}) не закрыт, поэтому закрывающий тег </{close}> ему не "
         "соответствует: пустой элемент в XML пишется как <{open}/>"),
        (r"mismatch: (?P<open>\S+) line (?P<line>\d+) and (?P<close>\S+)$",
         "the end tag </{close}> does not match the open element <{open}> (opened on line {line}): "
         "close <{open}> first",
         "закрывающий тег </{close}> не соответствует открытому элементу <{open}> (открыт в строке "
         "{line}): сначала закройте <{open}>"),
        (None,
         "an end tag does not match the open element: elements must be closed in reverse order of opening",
         "закрывающий тег не соответствует открытому элементу: элементы закрываются в порядке, "
         "обратном открытию"),
    ],
    "ERR_TAG_NOT_FINISHED": [
        (r"in tag (?P<open>\S+) line (?P<line>\d+)",
         "the file ends while <{open}> (opened on line {line}) is still open: add </{open}>, "
         "or check whether the file was cut off",
         "файл заканчивается, а элемент <{open}> (открыт в строке {line}) так и не закрыт: "
         "добавьте </{open}> или проверьте, не обрезан ли файл"),
        (None,
         "the file ends while an element is still open: add the missing end tags, "
         "or check whether the file was cut off",
         "файл заканчивается, а элемент так и не закрыт: добавьте недостающие закрывающие теги "
         "или проверьте, не обрезан ли файл"),
    ],
    "ERR_GT_REQUIRED": [
        (r"end of Start Tag (?P<open>\S+) line (?P<line>\d+)",
         "the start tag <{open}> (line {line}) is not finished: “>” is missing, or something inside "
         "the tag breaks it, such as a value without quotes",
         "открывающий тег <{open}> (строка {line}) не завершён: не хватает «>» или внутри тега есть "
         "ошибка, например значение атрибута без кавычек"),
        (None, "“>” is expected here to end the tag", "здесь тег должен заканчиваться знаком «>»"),
    ],
    "ERR_ATTRIBUTE_WITHOUT_VALUE": [
        (r"for attribute (?P<attr>\S+)$",
         "the attribute “{attr}” has no value: in XML every attribute needs one, as in {attr}=\"…\"",
         "у атрибута «{attr}» нет значения: в XML оно обязательно, например {attr}=\"…\""),
        (None, "an attribute has no value: in XML an attribute is always written name=\"value\"",
         "у атрибута нет значения: в XML атрибут всегда пишется как имя=\"значение\""),
    ],
    "ERR_ATTRIBUTE_NOT_STARTED": [
        (None,
         "the value of the attribute “{unquoted_attr}” must be in quotes: "
         "write {unquoted_attr}=\"{unquoted_value}\"",
         "значение атрибута «{unquoted_attr}» должно быть в кавычках: "
         "напишите {unquoted_attr}=\"{unquoted_value}\""),
        (None, "an attribute value must be in quotes: name=\"value\" or name='value'",
         "значение атрибута должно быть в кавычках: имя=\"значение\" или имя='значение'"),
    ],
    "ERR_ATTRIBUTE_NOT_FINISHED": [
        (None,
         "an attribute value is not closed: the closing quote is missing "
         "(it must be the same kind as the opening one)",
         "значение атрибута не закрыто: нет закрывающей кавычки (она должна быть такой же, как открывающая)"),
    ],
    "ERR_SPACE_REQUIRED": [
        (r"attributes construct error",
         "the attributes of this tag cannot be read: check the quotes, the “=” signs "
         "and the spaces between attributes",
         "атрибуты этого тега не удаётся разобрать: проверьте кавычки, знаки «=» и пробелы между атрибутами"),
        (r"Space required after '(?P<what>[^']+)'",
         "a space is required after “{what}”", "после «{what}» нужен пробел"),
        (None, "a space is required here", "здесь нужен пробел"),
    ],
    "ERR_EQUAL_REQUIRED": [
        (None, "“=” is expected here, between a name and its value",
         "здесь ожидается «=» между именем и значением"),
    ],
    "ERR_LT_IN_ATTRIBUTE": [
        (r"in entity '(?P<entity>[^']+)'",
         "the entity &{entity}; contains “<”, so it cannot be used in an attribute value",
         "сущность &{entity}; содержит «<», поэтому её нельзя использовать в значении атрибута"),
        (None,
         "the value of the attribute “{lt_attr}” contains “<”: write it as &lt; "
         "(or add the closing quote missing before it)",
         "в значении атрибута «{lt_attr}» стоит «<»: замените его на &lt; "
         "(или добавьте пропущенную перед ним закрывающую кавычку)"),
        (None,
         "an attribute value contains “<”: write it as &lt; (or add the closing quote missing before it)",
         "в значении атрибута стоит «<»: замените его на &lt; "
         "(или добавьте пропущенную перед ним закрывающую кавычку)"),
    ],
    "ERR_ENTITYREF_SEMICOL_MISSING": [
        (None, "“&{ref}” is not a complete reference: " + _BARE_AMP[0],
         "«&{ref}» — незавершённая ссылка: " + _BARE_AMP[1]),
        (None, *_BARE_AMP),
    ],
    "ERR_ENTITYREF_NO_NAME": [(None, *_BARE_AMP)],
    "ERR_NAME_REQUIRED": [
        (r"EntityRef: no name", *_BARE_AMP),
        (r"invalid element name",
         "“<” is followed by “{after_lt}”, which cannot start an element name: " + _LT_TEXT[0],
         "после «<» стоит «{after_lt}», а с этого символа имя элемента начинаться не может: " + _LT_TEXT[1]),
        (r"invalid element name",
         "“<” here does not start a tag, as an element name must follow it directly: " + _LT_TEXT[0],
         "«<» здесь не начинает тег, потому что сразу за ним должно идти имя элемента: " + _LT_TEXT[1]),
        (r"attribute name",
         "an attribute name is expected here: look for a stray character in the tag or a missing “>”",
         "здесь ожидается имя атрибута: поищите в теге лишний символ или пропущенный знак «>»"),
        (None, "a name is expected here", "здесь ожидается имя"),
    ],
    "ERR_UNDECLARED_ENTITY": [
        (r"Entity '(?P<entity>[^']+)' not defined",
         "&{entity}; is an HTML entity, not XML: write the character itself ({html_char}) or {html_code}",
         "&{entity}; — сущность HTML, а не XML: напишите сам символ ({html_char}) или {html_code}"),
        (r"Entity '(?P<entity>[^']+)' not defined",
         f"the entity &{{entity}}; is not defined: XML knows only {_XML_ENTITIES[0]} "
         "(a bare “&” must be written as &amp;)",
         f"сущность &{{entity}}; не определена: в XML есть только {_XML_ENTITIES[1]} "
         "(одиночный знак «&» пишется как &amp;)"),
        (None, f"an undefined entity is used: XML knows only {_XML_ENTITIES[0]}",
         f"используется неопределённая сущность: в XML есть только {_XML_ENTITIES[1]}"),
    ],
    "ERR_ENTITY_IS_EXTERNAL": [
        (r"external entity '(?P<entity>[^']+)'",
         "the attribute refers to the external entity &{entity};, which is never loaded "
         "(external entities are disabled for safety)",
         "атрибут ссылается на внешнюю сущность &{entity};, а внешние сущности ради безопасности "
         "не загружаются"),
        (None, "an attribute refers to an external entity, which is never loaded "
         "(external entities are disabled for safety)",
         "атрибут ссылается на внешнюю сущность, а внешние сущности ради безопасности не загружаются"),
    ],
    "ERR_ENTITY_LOOP": [
        (None, "the entity declarations refer to each other in a loop: fix the <!ENTITY …> declarations",
         "объявления сущностей ссылаются друг на друга по кругу: исправьте объявления <!ENTITY …>"),
    ],
    "ERR_RESOURCE_LIMIT": [
        (r"amplification",
         "refused: the document's entity declarations expand into an enormous text (an entity expansion bomb)",
         "документ отклонён: его объявления сущностей разворачиваются в огромный текст "
         "(«бомба» из сущностей)"),
        (None, "the document exceeds one of the parser's safety limits",
         "документ превышает один из защитных пределов анализатора XML"),
    ],
    "ERR_INVALID_CHAR": [
        (r"CharRef: invalid xmlChar value 0$", *_CHARREF),
        (r"CharRef: invalid xmlChar value (?P<num>\d+)",
         "this character reference stands for {char}, a character XML does not allow: remove it",
         "эта ссылка обозначает символ {char}, а он в XML запрещён: удалите её"),
        (r"out of bounds",
         "this character reference points beyond the last Unicode character, U+10FFFF: check the number",
         "эта ссылка указывает за пределы Юникода (дальше U+10FFFF): проверьте число"),
        (r"not proper UTF-8.*Bytes: (?P<bytes>0x[0-9A-Fa-f]{2}(?: 0x[0-9A-Fa-f]{2})*)",
         "the bytes {bytes} are not valid UTF-8: " + _BAD_BYTES[0],
         "байты {bytes} — это не UTF-8: " + _BAD_BYTES[1]),
        (r"not proper UTF-8|Incomplete UTF-8",
         "the text here is not valid UTF-8: " + _BAD_BYTES[0],
         "текст здесь — не UTF-8: " + _BAD_BYTES[1]),
        (r"(?:invalid Char value|invalid xmlChar value) (?P<num>\d+)|Char 0x(?P<hex>[0-9A-Fa-f]+) out",
         "the character {char} is not allowed in XML: delete it "
         "(control characters like this often come in with copy and paste)",
         "символ {char} в XML запрещён: удалите его "
         "(такие управляющие символы часто попадают в текст при копировании)"),
        (r"attribute value",
         "the attribute value contains {bad_char}, a character XML does not allow: delete it",
         "в значении атрибута есть символ {bad_char}, запрещённый в XML: удалите его"),
        (r"attribute value",
         "an attribute value contains a character XML does not allow (a control character): delete it",
         "в значении атрибута есть символ, запрещённый в XML (управляющий): удалите его"),
        (None, "the character {bad_char} is not allowed in XML: delete it",
         "символ {bad_char} в XML запрещён: удалите его"),
        (None, "there is a character here that XML does not allow (such as a control character): delete it",
         "здесь стоит символ, запрещённый в XML (например, управляющий): удалите его"),
    ],
    "ERR_INVALID_CHARREF": [(None, *_CHARREF)],
    "ERR_INVALID_DEC_CHARREF": [(None, *_CHARREF)],
    "ERR_INVALID_HEX_CHARREF": [(None, *_CHARREF)],
    "ERR_INVALID_ENCODING": [
        (None, "the bytes here are not valid in the file's encoding: " + _BAD_BYTES[0],
         "байты здесь не соответствуют кодировке файла: " + _BAD_BYTES[1]),
    ],
    "I18N_CONV_FAILED": [
        (r"bytes (?P<bytes>0x[0-9A-Fa-f]{2}(?: 0x[0-9A-Fa-f]{2})*)",
         "the bytes {bytes} are not valid in the file's encoding: " + _BAD_BYTES[0],
         "байты {bytes} не соответствуют кодировке файла: " + _BAD_BYTES[1]),
        (None, "the bytes here are not valid in the file's encoding: " + _BAD_BYTES[0],
         "байты здесь не соответствуют кодировке файла: " + _BAD_BYTES[1]),
    ],
    "ERR_UNSUPPORTED_ENCODING": [
        (r"[Ee]ncoding:?\s+'?(?P<encoding>[^\s']+)'?$",
         "the encoding “{encoding}” named in the XML declaration is not supported: "
         "use, for example, UTF-8 or windows-1251",
         "кодировка «{encoding}», указанная в XML-объявлении, не поддерживается: "
         "укажите, например, UTF-8 или windows-1251"),
        (None, "the encoding named in the XML declaration is not supported: use, for example, UTF-8",
         "кодировка, указанная в XML-объявлении, не поддерживается: укажите, например, UTF-8"),
    ],
    "ERR_ENCODING_NAME": [
        (None, "the encoding name in the XML declaration is invalid: write, for example, encoding=\"UTF-8\"",
         "название кодировки в XML-объявлении недопустимо: напишите, например, encoding=\"UTF-8\""),
    ],
    "WAR_ENCODING_MISMATCH": [
        (r"Encoding '(?P<declared>[^']+)' doesn't match auto-detected '(?P<detected>[^']+)'",
         "the XML declaration says {declared}, but the file is actually in {detected}: fix the declaration",
         "в XML-объявлении указана кодировка {declared}, но на самом деле файл в {detected}: "
         "исправьте объявление"),
        (None, "the encoding in the XML declaration does not match the file's actual encoding",
         "кодировка в XML-объявлении не совпадает с настоящей кодировкой файла"),
    ],
    "ERR_DOCUMENT_EMPTY": [
        (r"Start tag expected",
         "no start tag found: the document must begin with a tag such as <rss> (or with <?xml …?>); "
         "is this an XML file?",
         "не найден открывающий тег: документ должен начинаться с тега, например <rss> "
         "(или с <?xml …?>); это точно XML-файл?"),
        (None, "the document is empty: a feed needs at least an <rss> element",
         "документ пуст: в ленте должен быть хотя бы элемент <rss>"),
    ],
    "ERR_DOCUMENT_END": [
        (None,
         "there is content after the end of the root element: a document has only one root element, "
         "so remove it (or look above for an end tag that closes the root too early)",
         "после конца корневого элемента есть ещё содержимое: корневой элемент в документе один, "
         "поэтому удалите лишнее (или найдите выше закрывающий тег, который закрыл корень раньше времени)"),
    ],
    "ERR_EXTRA_CONTENT": [(None, *_ENTITY_BODY)],
    "ERR_NOT_WELL_BALANCED": [(None, *_ENTITY_BODY)],
    "ERR_ATTRIBUTE_REDEFINED": [
        (r"Attribute (?P<attr>\S+) redefined",
         "the attribute “{attr}” appears twice in this tag: keep only one",
         "атрибут «{attr}» указан в этом теге дважды: оставьте только один"),
        (None, "an attribute appears twice in this tag: keep only one",
         "атрибут указан в этом теге дважды: оставьте только один"),
    ],
    "NS_ERR_ATTRIBUTE_REDEFINED": [
        (r"Attribute (?P<attr>\S+) in '(?P<uri>[^']*)' redefined",
         "the attribute “{attr}” of the namespace “{uri}” appears twice in this tag "
         "(under two prefixes): keep only one",
         "атрибут «{attr}» из пространства имён «{uri}» указан в этом теге дважды "
         "(под разными префиксами): оставьте только один"),
        (None, "an attribute of the same namespace appears twice in this tag (under two prefixes): keep only one",
         "атрибут из одного пространства имён указан в этом теге дважды (под разными префиксами): "
         "оставьте только один"),
    ],
    "ERR_RESERVED_XML_NAME": [
        (r"XML declaration allowed only",
         "the XML declaration <?xml …?> may stand only at the very start of the file: "
         "remove anything before it (even blank lines) and any second declaration",
         "XML-объявление <?xml …?> может стоять только в самом начале файла: "
         "удалите всё, что перед ним (даже пустые строки), и повторные объявления"),
        (None, "names beginning with “xml” are reserved: a processing instruction cannot be called that",
         "имена, начинающиеся с «xml», зарезервированы: так назвать инструкцию обработки нельзя"),
    ],
    "ERR_XMLDECL_NOT_FINISHED": [
        (None, "the XML declaration is malformed: it must look like <?xml version=\"1.0\" encoding=\"UTF-8\"?>",
         "XML-объявление записано неверно: оно должно выглядеть как "
         "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
    ],
    "ERR_VERSION_MISSING": [
        (None, "the XML declaration must begin with the version: <?xml version=\"1.0\" …?>",
         "XML-объявление должно начинаться с версии: <?xml version=\"1.0\" …?>"),
    ],
    "ERR_UNKNOWN_VERSION": [
        (r"version '(?P<version>[^']*)'",
         "XML version “{version}” is not supported: write version=\"1.0\"",
         "версия XML «{version}» не поддерживается: напишите version=\"1.0\""),
        (None, "this XML version is not supported: write version=\"1.0\"",
         "эта версия XML не поддерживается: напишите version=\"1.0\""),
    ],
    "ERR_STANDALONE_VALUE": [
        (None, "standalone in the XML declaration may only be \"yes\" or \"no\" (or be left out)",
         "standalone в XML-объявлении может быть только \"yes\" или \"no\" (или его можно убрать)"),
    ],
    "ERR_CDATA_NOT_FINISHED": [
        (r"CData section not finished (?P<excerpt>.+)",
         "the CDATA section “<![CDATA[{excerpt}” is never closed: end it with “]]>”",
         "секция CDATA «<![CDATA[{excerpt}» не закрыта: завершите её знаками «]]>»"),
        (None, "a CDATA section is never closed: end it with “]]>”",
         "секция CDATA не закрыта: завершите её знаками «]]>»"),
    ],
    "ERR_MISPLACED_CDATA_END": [
        (None, "“]]>” may not appear in text: write it as ]]&gt;",
         "последовательность «]]>» в тексте запрещена: пишите ]]&gt;"),
    ],
    "ERR_COMMENT_NOT_FINISHED": [
        (r"<!--\s*(?P<excerpt>.+)",
         "the comment “<!-- {excerpt}” is never closed: end it with “-->”",
         "комментарий «<!-- {excerpt}» не закрыт: завершите его знаками «-->»"),
        (None, "a comment is never closed: end it with “-->”",
         "комментарий не закрыт: завершите его знаками «-->»"),
    ],
    "ERR_HYPHEN_IN_COMMENT": [
        (None, "a comment may not contain “--”: remove the double hyphen",
         "внутри комментария нельзя писать «--»: уберите двойной дефис"),
    ],
    "ERR_PI_NOT_FINISHED": [
        (r"PI (?P<target>\S+) never end",
         "the processing instruction <?{target} … is never closed: end it with “?>”",
         "инструкция обработки <?{target} … не закрыта: завершите её знаками «?>»"),
        (None, "a processing instruction <?… is never closed: end it with “?>”",
         "инструкция обработки <?… не закрыта: завершите её знаками «?>»"),
    ],
    "ERR_PI_NOT_STARTED": [
        (None, "a processing instruction needs a name right after “<?”",
         "у инструкции обработки сразу после «<?» должно стоять имя"),
    ],
    "ERR_STRING_NOT_CLOSED": [
        (None, "a quoted value is not closed: add the closing quote",
         "значение в кавычках не закрыто: добавьте закрывающую кавычку"),
    ],
    "ERR_LTSLASH_REQUIRED": [
        (None, "an end tag “</…>” is expected here", "здесь ожидается закрывающий тег «</…>»"),
    ],
    "NS_ERR_UNDEFINED_NAMESPACE": [
        (r"prefix (?P<prefix>\S+) for (?P<attr>\S+) on (?P<elem>\S+) is not defined",
         "the prefix “{prefix}:” of the attribute {prefix}:{attr} on <{elem}> is not declared: "
         "add xmlns:{prefix}=\"…\" with its namespace URI to the root element",
         "префикс «{prefix}:» атрибута {prefix}:{attr} у элемента <{elem}> не объявлен: "
         "добавьте в корневой элемент xmlns:{prefix}=\"…\" с адресом его пространства имён"),
        (r"prefix (?P<prefix>\S+) on (?P<elem>\S+) is not defined",
         "the prefix “{prefix}:” in <{prefix}:{elem}> is not declared: "
         "add xmlns:{prefix}=\"…\" with its namespace URI to the root element",
         "префикс «{prefix}:» в <{prefix}:{elem}> не объявлен: "
         "добавьте в корневой элемент xmlns:{prefix}=\"…\" с адресом его пространства имён"),
        (None, "a namespace prefix is used without a declaration: add xmlns:prefix=\"…\" to the root element",
         "префикс пространства имён используется без объявления: добавьте xmlns:префикс=\"…\" "
         "в корневой элемент"),
    ],
    "NS_ERR_QNAME": [
        (r"QName '(?P<name>[^']*)'",
         "“{name}” is not a valid name: it may hold one colon, between a prefix and a local name",
         "«{name}» — недопустимое имя: двоеточие в нём может быть только одно, между префиксом "
         "и локальным именем"),
        (None, "this is not a valid name: it may hold one colon, between a prefix and a local name",
         "это недопустимое имя: двоеточие в нём может быть только одно, между префиксом и локальным именем"),
    ],
    "NS_ERR_XML_NAMESPACE": [
        (r"xmlns:(?P<prefix>[^:\s]+): Empty XML namespace",
         "the declaration xmlns:{prefix}=\"\" is empty: a prefix must be bound to a namespace URI",
         "объявление xmlns:{prefix}=\"\" пустое: префикс нужно связать с адресом (URI) пространства имён"),
        (None, "the reserved prefixes “xml” and “xmlns” cannot be redeclared or bound to other namespaces",
         "зарезервированные префиксы «xml» и «xmlns» нельзя объявлять заново или связывать "
         "с другими пространствами имён"),
    ],
    "WAR_NS_URI": [
        (r"(?P<prefix>[^\s:]+): '(?P<uri>[^']*)' is not a valid URI",
         "the namespace name “{uri}” of the prefix “{prefix}” is not a valid URI (it holds a space or a "
         "character a URI must encode)",
         "имя пространства имён «{uri}» у префикса «{prefix}» — недопустимый URI (в нём пробел или символ, "
         "который в URI кодируется)"),
        (None, "a namespace name is not a valid URI",
         "имя пространства имён — недопустимый URI"),
    ],
    "WAR_NS_URI_RELATIVE": [
        (r"URI (?P<uri>\S+) is not absolute",
         "the namespace name “{uri}” is not an absolute URI: namespaces are named by full addresses "
         "such as http://…",
         "имя пространства имён «{uri}» — не абсолютный URI: пространства имён называются полными "
         "адресами вида http://…"),
        (None, "a namespace name is not an absolute URI: namespaces are named by full addresses such as http://…",
         "имя пространства имён — не абсолютный URI: пространства имён называются полными адресами "
         "вида http://…"),
    ],
}
for _same, _as in [("WAR_UNDECLARED_ENTITY", "ERR_UNDECLARED_ENTITY"),
                   ("ERR_UNKNOWN_ENCODING", "ERR_UNSUPPORTED_ENCODING"),
                   ("ERR_DOCUMENT_START", "ERR_DOCUMENT_EMPTY")]:
    RULES[_same] = RULES[_as]
for _doctype in ("ERR_DOCTYPE_NOT_FINISHED", "ERR_INT_SUBSET_NOT_FINISHED", "ERR_URI_REQUIRED",
                 "ERR_PUBID_REQUIRED", "ERR_LITERAL_NOT_STARTED", "ERR_LITERAL_NOT_FINISHED",
                 "ERR_VALUE_REQUIRED", "ERR_ENTITY_NOT_FINISHED"):
    RULES[_doctype] = [(None, *_DOCTYPE)]

TYPES = frozenset(RULES)

_FALLBACK_EN = "the XML is not well-formed here"
_FALLBACK_RU = "здесь нарушена структура XML"


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
    for pattern, en, ru in RULES.get(type_name, ()):
        match = re.search(pattern, text) if pattern else None
        if pattern and not match:
            continue
        if facts is None:
            facts = _line_facts(line_text or "")
        found = facts | _groups(match)
        if _fields(en) | _fields(ru) <= found.keys():
            return en.format_map(found), ru.format_map(found)
    text = _FUNCTION.sub("", text)
    if not text:
        return _FALLBACK_EN, _FALLBACK_RU
    return text, f"{_FALLBACK_RU}; libxml2 сообщает: «{text}»"


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
    bad = set(_INVALID.findall(line))
    if len(bad) == 1:
        facts["bad_char"] = _codepoint(ord(bad.pop()))
    return facts
