"""Plain English and Russian for libxml2's errors, checked against errors libxml2 really emits."""

import re

import pytest
from lxml import etree

from turbo_editor import messages
from turbo_editor.feed.xml_messages import RULES, TYPES, clean, explain

CYRILLIC = re.compile("[А-Яа-яЁё]")
# libxml2's own words, which the users must not see.
JARGON = ("AttValue", "EntityRef", "StartTag", "EndTag", "CharRef", "PCDATA", "xmlParse", "ParsePI",
          "xmlChar", "CData", "Couldn't find", "construct error", "Specification mandates", "QName",
          "Premature end", "redefined", "\\x")


def errors(data: bytes, recover: bool = False) -> list[tuple[str, str, str | None]]:
    """(type_name, message, line_text) of every entry libxml2 logs for the bytes."""
    parser = etree.XMLParser(recover=recover, resolve_entities="internal", no_network=True,
                             load_dtd=False, strip_cdata=False)
    try:
        etree.fromstring(data, parser)
    except etree.XMLSyntaxError:
        pass
    lines = data.decode("utf-8", "replace").splitlines()
    return [(e.type_name, e.message, lines[e.line - 1] if 0 < e.line <= len(lines) else None)
            for e in parser.error_log]


def first(data: bytes) -> tuple[str, str, str | None]:
    found = errors(data)
    assert found, "the snippet must be broken"
    return found[0]


def assert_plain(en: str, ru: str) -> None:
    for text in (en, ru):
        assert text.strip()
        for word in JARGON:
            assert word not in text, (word, text)
    assert CYRILLIC.search(ru), ru
    assert "“" not in ru and "”" not in ru, ru


CASES = [
    # (snippet, libxml2 type of the first error, words in English, words in Russian)
    (b'<rss version=2.0><channel/></rss>', "ERR_ATTRIBUTE_NOT_STARTED",
     ["“version”", 'version="2.0"', "quotes"], ["«version»", 'version="2.0"', "кавычках"]),
    (b'<rss><a href="x<y">t</a></rss>', "ERR_LT_IN_ATTRIBUTE",
     ["“href”", "&lt;"], ["«href»", "&lt;"]),
    (b'<rss><t>Tom & Jerry</t></rss>', "ERR_NAME_REQUIRED",
     ["bare “&”", "&amp;"], ["«&»", "&amp;"]),
    (b'<rss><link>https://example.ru/?a=1&b=2</link></rss>', "ERR_ENTITYREF_SEMICOL_MISSING",
     ["“&b”", "&amp;"], ["«&b»", "&amp;"]),
    (b'<rss><t>a&nbsp;b</t></rss>', "ERR_UNDECLARED_ENTITY",
     ["&nbsp;", "HTML entity", "&#160;"], ["&nbsp;", "HTML", "&#160;"]),
    ("<rss><t>&mdash; Привет</t></rss>".encode(), "ERR_UNDECLARED_ENTITY",
     ["&mdash;", "(\u2014)", "&#8212;"], ["&mdash;", "(\u2014)", "&#8212;"]),
    (b'<rss><t>&foo;</t></rss>', "ERR_UNDECLARED_ENTITY",
     ["&foo;", "not defined", "&amp;"], ["&foo;", "не определена"]),
    ("<rss>\n<channel>\n<Ка>\n</channel></rss>".encode(), "ERR_TAG_NAME_MISMATCH",
     ["</channel>", "<Ка>", "line 3", "close <Ка> first"],
     ["</channel>", "<Ка>", "строке 3", "сначала закройте <Ка>"]),
    (b'<rss><channel><description><br></description></channel></rss>', "ERR_TAG_NAME_MISMATCH",
     ["<br>", "</description>", "<br/>"], ["<br>", "</description>", "<br/>"]),
    (b'<rss><t><![CDATA[abc</t></rss>', "ERR_CDATA_NOT_FINISHED",
     ["CDATA", "<![CDATA[abc", "“]]>”"], ["CDATA", "<![CDATA[abc", "«]]>»"]),
    (b'<rss><!-- note </rss>', "ERR_COMMENT_NOT_FINISHED", ["comment", "“-->”"], ["комментарий", "«-->»"]),
    (b'<rss><channel><title>x</title>', "ERR_TAG_NOT_FINISHED",
     ["<channel>", "</channel>", "line 1"], ["<channel>", "</channel>", "строке 1"]),
    (b'<rss></rss>\n<rss/>', "ERR_DOCUMENT_END", ["root element"], ["корневого элемента"]),
    ('<rss><t имя="1" имя="2"/></rss>'.encode(), "ERR_ATTRIBUTE_REDEFINED",
     ["“имя”", "twice"], ["«имя»", "дважды"]),
    (b'<rss><t>a\x01b</t></rss>', "ERR_INVALID_CHAR", ["U+0001", "delete"], ["U+0001", "удалите"]),
    (b'<rss><t a="a\x01b"/></rss>', "ERR_INVALID_CHAR", ["U+0001", "attribute"], ["U+0001", "атрибута"]),
    (b'<rss>&#1;</rss>', "ERR_INVALID_CHAR", ["reference", "U+0001"], ["ссылка", "U+0001"]),
    (b'<rss><t a="1"<b/></t></rss>', "ERR_SPACE_REQUIRED", ["attributes", "“=”"], ["атрибуты", "«=»"]),
    (b'<rss><t</t></rss>', "ERR_NAME_REQUIRED", ["attribute name", "“>”"], ["имя атрибута", "«>»"]),
    (b'<rss><title>a < b</title></rss>', "ERR_NAME_REQUIRED", ["“<”", "&lt;"], ["«<»", "&lt;"]),
    (b'<rss><1st/></rss>', "ERR_NAME_REQUIRED", ["“1”", "&lt;"], ["«1»", "&lt;"]),
    (b'<rss><a checked>t</a></rss>', "ERR_ATTRIBUTE_WITHOUT_VALUE",
     ["“checked”", 'checked="…"'], ["«checked»", 'checked="…"']),
    (b'<rss a="1/>', "ERR_ATTRIBUTE_NOT_FINISHED", ["closing quote"], ["закрывающей кавычки"]),
    (b'<rss><yandex:related/></rss>', "NS_ERR_UNDEFINED_NAMESPACE",
     ["“yandex:”", "<yandex:related>", 'xmlns:yandex="…"'], ["«yandex:»", 'xmlns:yandex="…"']),
    (b'<rss><a:b:c/></rss>', "NS_ERR_QNAME", ["“a:b:c”", "colon"], ["«a:b:c»", "двоеточие"]),
    (b'<rss>a ]]> b</rss>', "ERR_MISPLACED_CDATA_END", ["“]]>”", "]]&gt;"], ["«]]>»", "]]&gt;"]),
    (b'\n<?xml version="1.0"?><rss/>', "ERR_RESERVED_XML_NAME", ["<?xml …?>", "start"], ["<?xml …?>", "начале"]),
    (b'<?xml version="1.0" encoding="foo-bar"?><rss/>', "ERR_UNSUPPORTED_ENCODING",
     ["“foo-bar”"], ["«foo-bar»"]),
    (b'<?xml version="1.0" encoding="UTF-8"?><rss>\xcf\xf0\xe8\xe2\xe5\xf2</rss>', "ERR_INVALID_ENCODING",
     ["encoding", "windows-1251"], ["кодировк", "windows-1251"]),
    (b'', "ERR_DOCUMENT_EMPTY", ["empty"], ["пуст"]),
    (b'hello', "ERR_DOCUMENT_EMPTY", ["<rss>"], ["<rss>"]),
    (b'<rss><?pi data</rss>', "ERR_PI_NOT_FINISHED", ["<?pi", "“?>”"], ["<?pi", "«?>»"]),
    (b'<rss>&#xZZ;</rss>', "ERR_INVALID_HEX_CHARREF", ["&#xA9;"], ["&#xA9;"]),
    (b'<rss><!-- a -- b --></rss>', "ERR_HYPHEN_IN_COMMENT", ["“--”"], ["«--»"]),
    (b'<?xml version="1.0" ?<rss/>', "ERR_XMLDECL_NOT_FINISHED", ["<?xml"], ["<?xml"]),
    # The parser's limits (what a libxml2 that keeps them says; see feed.parse.huge_tree_is_safe).
    (b"<rss>" + b"<a>" * 300 + b"</a>" * 300 + b"</rss>", "ERR_RESOURCE_LIMIT",
     ["nested more than 256 levels"], ["больше 256 уровней"]),
    (b"<rss><![CDATA[" + b"a" * 11_000_000 + b"]]></rss>", "ERR_CDATA_NOT_FINISHED",
     ["longer than 10,000,000 characters", "lxml"], ["10 000 000", "lxml"]),
    (b"<rss>" + b"a" * 10_000_001 + b"</rss>", "ERR_RESOURCE_LIMIT",
     ["longer than 10,000,000 characters", "lxml"], ["10 000 000", "lxml"]),
    (b"<rss><![CDATA[" + b"a" * 10_000_001 + b"]]></rss>", "ERR_RESOURCE_LIMIT",
     ["longer than 10,000,000 characters", "lxml"], ["10 000 000", "lxml"]),
]


@pytest.mark.parametrize("data, type_name, en_words, ru_words", CASES,
                         ids=[f"{i}-{c[1]}" for i, c in enumerate(CASES)])
def test_real_libxml2_errors_are_explained_in_both_languages(data, type_name, en_words, ru_words):
    found_type, message, line_text = first(data)
    assert found_type == type_name, (found_type, message)
    en, ru = explain(found_type, message, line_text)
    assert_plain(en, ru)
    for word in en_words:
        assert word in en, (word, en)
    for word in ru_words:
        assert word in ru, (word, ru)


def test_exception_message_with_position_is_accepted():
    with pytest.raises(etree.XMLSyntaxError) as err:
        etree.fromstring(b'<rss>\n<channel>\n<item>\n</channel></rss>')
    assert ", line 4, column" in err.value.msg
    en, ru = explain("ERR_TAG_NAME_MISMATCH", err.value.msg)
    assert en == ("the end tag </channel> does not match the open element <item> (opened on line 3): "
                  "close <item> first")
    assert ru == ("закрывающий тег </channel> не соответствует открытому элементу <item> (открыт в строке 3): "
                  "сначала закройте <item>")


def test_escaped_utf8_names_are_shown_as_letters():
    message = r"Opening and ending tag mismatch: \xd0\x9a\xd0\xb0 line 3 and item"
    en, ru = explain("ERR_TAG_NAME_MISMATCH", message)
    assert "<Ка>" in en and "</item>" in en and "<Ка>" in ru
    assert_plain(en, ru)


def test_real_escaped_message_from_a_comment_cut_inside_a_letter():
    # libxml2 quotes 50 bytes of the comment, ending inside "Ж"; lxml then escapes the whole message.
    type_name, message, line_text = first(("<rss><!-- " + "Ж" * 40).encode())
    assert type_name == "ERR_COMMENT_NOT_FINISHED" and "\\xd0\\x96" in message
    en, ru = explain(type_name, message, line_text)
    assert_plain(en, ru)
    assert "<!-- ЖЖЖ" in en and "<!-- ЖЖЖ" in ru and "\ufffd" not in en


def test_several_errors_in_recover_mode_are_all_explained():
    data = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<rss version="2.0">\n<channel>\n<title>Новости & статьи&nbsp;</title>\n'
            '<link>https://example.ru/?a=1&b=2</link>\n'
            '<guid isPermaLink=false>1</guid>\n'
            '<item><Заголовок>текст</Заголовк></item>\n'
            '<description a="1" a="2">x\x01</description>\n').encode()
    found = errors(data, recover=True)
    types = {t for t, _, _ in found}
    assert {"ERR_ATTRIBUTE_NOT_STARTED", "ERR_NAME_REQUIRED", "ERR_UNDECLARED_ENTITY",
            "ERR_ENTITYREF_SEMICOL_MISSING", "ERR_TAG_NAME_MISMATCH", "ERR_ATTRIBUTE_REDEFINED",
            "ERR_INVALID_CHAR"} <= types
    assert types <= TYPES, types - TYPES
    explained = [explain(*entry) for entry in found]
    for en, ru in explained:
        assert_plain(en, ru)
    english = "\n".join(en for en, _ in explained)
    russian = "\n".join(ru for _, ru in explained)
    assert "</Заголовк>" in english and "<Заголовок>" in english and "<Заголовок>" in russian
    assert "&#160;" in english and "“&b”" in english and 'isPermaLink="false"' in english


def test_line_text_is_used_only_when_it_points_at_one_candidate():
    message = "AttValue: \" or ' expected"
    en, _ = explain("ERR_ATTRIBUTE_NOT_STARTED", message, '<a x=1 y=2>')
    assert "“x”" not in en and "“y”" not in en and "quotes" in en
    en, _ = explain("ERR_ATTRIBUTE_NOT_STARTED", message)
    assert "quotes" in en


def test_unknown_type_falls_back_to_the_cleaned_libxml2_text():
    en, ru = explain("ERR_SOMETHING_NEW", r"xmlParseThing: bad \xd0\x96 here, line 3, column 5")
    assert en == "bad Ж here"
    assert ru.startswith("здесь нарушена структура XML") and "«bad Ж here»" in ru
    assert explain("ERR_SOMETHING_NEW", "")[0]
    assert clean("Comment not terminated \n<!-- abc, line 1, column 9") == "Comment not terminated <!-- abc"


@pytest.mark.parametrize("type_name", sorted(TYPES))
def test_every_known_type_has_both_languages(type_name):
    assert hasattr(etree.ErrorTypes, type_name), "not a libxml2 error type"
    en, ru = explain(type_name, "")
    assert en.strip() and ru.strip() and CYRILLIC.search(ru)
    rules = RULES[type_name]
    assert rules[-1][0] is None, "the last rule must fit any message"
    russian = messages.catalogue("ru").gettext
    for _pattern, en in rules:
        ru = russian(en)                         # the catalogue has it, not the source
        assert en.strip() and ru.strip() and CYRILLIC.search(ru)
        assert set(re.findall(r"\{(\w+)\}", en)) == set(re.findall(r"\{(\w+)\}", ru)), (en, ru)
        assert "«" not in en and "“" not in ru, "English quotes “ ”, Russian « »"


@pytest.mark.parametrize("char", ["\x0b", "\x08", "\x1f", "\ufffe"])
def test_a_control_character_in_cdata_is_said_as_the_character_not_an_unclosed_section(char):
    """libxml2 ends the CDATA section at the character and first calls the section unclosed: the
    message sent people looking for a "]]>" that is there (found by an audit)."""
    from turbo_editor.feed import load_bytes
    from turbo_editor.feed.errors import FeedSyntaxError
    from turbo_editor.feed.parse import recover

    data = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>t</title>\n'
            f"<item><description><![CDATA[<p>text {char} more</p>]]></description></item>\n</channel></rss>\n").encode()
    with pytest.raises(FeedSyntaxError) as refused:
        load_bytes(data)
    said = str(refused.value)
    assert f"U+{ord(char):04X}" in said and "never closed" not in said
    assert (refused.value.line, refused.value.column) == (3, 37)
    first = recover(data)[1][0]
    assert (first.line, first.column, first.kind) == (3, 37, "ERR_INVALID_CHAR")


@pytest.mark.parametrize("head, said", [
    ('<link rel="alternate" type="application/rss+xml" title="Site" href="https://e.ru/feed/">',
     "this is an HTML page, not a feed; the page names its feed at https://e.ru/feed/: open that address"),
    ("", "this is an HTML page, not a feed: give the address or the file of the site's RSS feed"),
])
def test_an_html_page_given_for_a_feed_is_said_to_be_one(head, said):
    """A site's page opened or imported for its feed: the message was the first tag HTML leaves open
    ("<link> (line 6) is never closed"), and every later one followed (found by an audit)."""
    from turbo_editor.check import check_bytes
    from turbo_editor.feed import load_bytes
    from turbo_editor.feed.errors import FeedSyntaxError

    page = (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Site</title>\n{head}\n'
            '<link rel="stylesheet" href="/s.css">\n</head><body><p>Hi<br></body></html>\n').encode()
    with pytest.raises(FeedSyntaxError) as refused:
        load_bytes(page)
    assert str(refused.value).endswith(said) and (refused.value.line, refused.value.column) == (1, 1)
    findings = check_bytes(page, "auto").findings
    assert len(findings) == 1 and findings[0].message().endswith(said)
