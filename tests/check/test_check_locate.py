"""Where findings point: paths, fields, and line/column in the loaded text (what the GUI marks)."""

import re

import pytest
from lxml import etree

from turbo_editor.check import Checker, check_bytes
from turbo_editor.feed import load_bytes


def findings(text: str, profile: str = "auto"):
    return check_bytes(text.encode("utf-8"), profile).findings


def position_of(text: str, needle: str, occurrence: int = 0) -> tuple[int, int]:
    at = -1
    for _ in range(occurrence + 1):
        at = text.index(needle, at + 1)
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


RSS = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>t</title>'
       '<link>https://e.org/</link><description>d</description>{items}</channel></rss>\n')


def test_path_field_and_position_of_an_attribute():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n<title>t</title>\n'
            '<link>https://e.org/</link>\n<description>d</description>\n'
            '<item><title>a</title></item>\n<item><title>b</title></item>\n'
            '<item>\n  <title>c</title>\n  <enclosure url="/x.mp3" length="1" type="audio/mpeg"/>\n</item>\n'
            '</channel>\n</rss>\n')
    (found,) = [f for f in findings(text, "rss") if f.rule == "enclosure-url"]
    assert (found.path, found.field, found.attribute) == ("/rss/channel/item[3]/enclosure", "enclosure", "url")
    assert (found.line, found.column) == position_of(text, 'url="/x.mp3"')     # the attribute, not the tag
    assert found.element.tag == "enclosure"


@pytest.mark.parametrize("tag, attribute, expected", [
    # spaces around "=", single quotes, the name inside another attribute's value, a tag on two lines
    ('<enclosure title=\'url="no"\'\n   url = \'/x.mp3\' length="1" type="audio/mpeg"/>', "url", "url = '/x.mp3'"),
    ('<source\turl="/relative">Site</source>', "url", 'url="/relative"'),
    ('<guid isPermaLink="maybe">https://e.org/1</guid>', "isPermaLink", 'isPermaLink="maybe"'),
])
def test_an_attribute_finding_points_at_the_attribute_as_written(tag, attribute, expected):
    text = RSS.format(items=f"<item><title>x</title>\n{tag}</item>").replace(
        "<rss ", '<rss xmlns:atom="http://www.w3.org/2005/Atom" ')
    found = [f for f in findings(text, "rss") if f.attribute == attribute]
    assert found, [f.rule for f in findings(text, "rss")]
    assert (found[0].line, found[0].column) == position_of(text, expected)


def test_a_namespaced_attribute_is_found_by_its_namespace_not_its_prefix():
    from turbo_editor.check.locate import attribute_span
    tag = '<x a:lang="bad" xmlns:a="urn:other" xml:lang="also-bad" lang="plain">'
    assert tag[slice(*attribute_span(tag, 0, "{http://www.w3.org/XML/1998/namespace}lang"))] == 'xml:lang="also-bad"'
    assert tag[slice(*attribute_span(tag, 0, "{urn:other}lang", {"a": "urn:other"}))] == 'a:lang="bad"'
    assert tag[slice(*attribute_span(tag, 0, "lang"))] == 'lang="plain"'
    assert attribute_span(tag, 0, "missing") is None


def test_a_missing_child_is_reported_on_its_parent_with_the_childs_name_as_field():
    text = RSS.format(items="<item><title>x</title></item>").replace("<description>d</description>", "")
    (found,) = [f for f in findings(text, "rss") if f.rule == "missing-element"]
    assert (found.path, found.field) == ("/rss/channel", "description")


def test_several_items_on_one_line_get_their_own_columns():
    items = "".join(f"<item><title>{n}</title><link>/rel/{n}</link></item>" for n in range(3))
    text = RSS.format(items=items)
    got = [(f.path, f.line, f.column) for f in findings(text, "rss") if f.rule == "url-relative"]
    assert got == [(f"/rss/channel/item[{n + 1}]/link", *position_of(text, f"<link>/rel/{n}")) for n in range(3)]


def test_a_start_tag_spread_over_lines_is_found_where_it_begins():
    text = RSS.format(items='<item><title>x</title>\n<enclosure\n   url="https://e.org/a.mp3"\n   length="big"\n'
                            '   type="audio/mpeg"/></item>')
    (found,) = [f for f in findings(text, "rss") if f.rule == "enclosure-length"]
    assert (found.line, found.column) == position_of(text, 'length="big"')     # its attribute, lines below


def test_a_tag_inside_cdata_on_the_same_line_is_not_mistaken_for_the_element():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">'
            '<channel><title>t</title><link>https://e.ru/</link><description>d</description>'
            '<item turbo="true"><turbo:content><![CDATA[<header><h1>x</h1></header><p><link>]]></turbo:content>'
            '<link>https://other.org/1</link><pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate></item>'
            '</channel></rss>\n')
    (found,) = [f for f in findings(text) if f.rule == "turbo-link-domain"]
    assert (found.line, found.column) == position_of(text, "<link>https://other")


def test_html_inside_turbo_content_is_located_on_its_own_line():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">\n'
            '<channel><title>t</title><link>https://e.ru/</link><description>d</description>\n'
            '<item turbo="true"><link>https://e.ru/1</link><pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>\n'
            '<turbo:content><![CDATA[\n<header><h1>x</h1></header>\n<p>text</p>\n<p>more <img src="pic.jpg"/></p>\n'
            ']]></turbo:content></item></channel></rss>\n')
    (found,) = [f for f in findings(text) if f.rule == "turbo-media-url"]
    assert found.path == "/rss/channel/item[1]/turbo:content"
    assert (found.line, found.column) == position_of(text, "<img")


def test_cr_only_line_ends_count_as_line_ends_like_an_editor_does():
    text = RSS.format(items="<item><title>x</title>\n<link>/a</link></item>").replace("\n", "\r")
    (found,) = [f for f in findings(text, "rss") if f.rule == "url-relative"]
    assert (found.line, found.column) == position_of(text.replace("\r", "\n"), "<link>/a")
    assert found.line == 3


def test_in_a_cr_only_file_a_problem_inside_turbo_content_has_the_line_an_editor_shows():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\r<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">\r'
            '<channel><title>t</title><link>https://e.ru/</link><description>d</description>\r'
            '<item turbo="true"><link>https://e.ru/1</link><pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>\r'
            '<turbo:content>\r  <![CDATA[\r<header><h1>x</h1></header>\r<p>text</p>\r<p>more <img src="pic.jpg"/></p>\r'
            ']]></turbo:content></item></channel></rss>\r')
    (found,) = [f for f in findings(text) if f.rule == "turbo-media-url"]
    assert (found.line, found.column) == position_of(text.replace("\r", "\n"), "<img")


def test_html_in_escaped_turbo_content_is_located_at_its_own_text():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">\n'
            '<channel><title>t</title><link>https://e.ru/</link><description>d</description>\n'
            '<item turbo="true"><link>https://e.ru/1</link><pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>\n'
            '<turbo:content>&lt;header&gt;&lt;h1&gt;x&lt;/h1&gt;&lt;/header&gt;\n'
            '&lt;p&gt;caf&#233; &amp;amp; more &lt;img src="pic.jpg"/&gt;&lt;/p&gt;</turbo:content></item>'
            '</channel></rss>\n')
    (found,) = [f for f in findings(text) if f.rule == "turbo-media-url"]
    assert (found.line, found.column) == position_of(text, "&lt;img")
    assert found.element.text[found.span[0]:found.span[1]] == '<img src="pic.jpg"/>'


def test_a_bom_does_not_shift_columns_on_the_first_line():
    text = RSS.format(items="<item><title>x</title><link>/a</link></item>").replace("\n<rss", "<rss")
    data = b"\xef\xbb\xbf" + text.encode("utf-8")
    (found,) = [f for f in check_bytes(data, "rss").findings if f.rule == "url-relative"]
    assert (found.line, found.column) == (1, text.index("<link>/a") + 1)


def test_without_the_source_text_the_line_is_known_and_the_column_is_not():
    text = RSS.format(items="<item><title>x</title><link>/a</link></item>")
    doc = load_bytes(text.encode())
    (found,) = [f for f in Checker(doc, "rss").check_all() if f.rule == "url-relative"]
    assert (found.line, found.column) == (2, None)


def test_a_syntax_error_is_located_where_the_parser_stopped():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n<title>t</titel>\n'
            '</channel>\n</rss>\n')
    (found,) = findings(text)
    assert (found.rule, found.severity, found.line) == ("xml-not-well-formed", "error", 4)
    assert found.column and found.path == ""


def test_past_line_65535_elements_whose_text_is_cdata_are_still_found_where_they_are():
    """libxml2 keeps an element's line in 16 bits: past 65,535 an element whose text starts with a
    CDATA section reports 65,535. Its place is then found from the element before it."""
    long_page = "<header><h1>a</h1></header>" + "<p>x</p>\n" * 66_000
    item = ('<item turbo="true">\n<title>{n}</title>\n<link>https://e.org/{n}</link>\n'
            '<pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>\n'
            '<turbo:content><![CDATA[{page}]]></turbo:content>\n</item>\n')
    items = (item.format(n=1, page=long_page) + item.format(n=2, page="<header><h1>b</h1></header><p>y</p>")
             + item.format(n=3, page="<header><h1>c</h1></header>\n<p>z <span>s</span></p>"))
    text = RSS.format(items=items).replace('<rss version="2.0">',
                                           '<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">')
    assert text.count("\n") > 66_000
    doc = load_bytes(text.encode("utf-8"))
    contents = list(doc.root.iter("{http://turbo.yandex.ru}content"))
    assert contents[2].sourceline == 65535          # what libxml2 says, and why this test exists
    (found,) = [f for f in findings(text, "turbo") if f.rule == "turbo-tag"]
    assert found.path == "/rss/channel/item[3]/turbo:content"
    assert (found.line, found.column) == position_of(text, "<span>")
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    assert [checker.locator.position(c) for c in contents[1:]] == [
        position_of(text, "<turbo:content>", 1), position_of(text, "<turbo:content>", 2)]


def test_past_line_65535_every_element_is_found_where_it_is():
    """Past the cap libxml2 gives an empty element the line of a text near it, which may hold
    another tag of the same name; and two prefixes may name one namespace."""
    text = ('<?xml version="1.0"?>\n<r xmlns:a="u:t" xmlns:b="u:t">\n<pad>' + "\n" * 66_000 + "</pad>\n"
            + "<x/>\n<y><x/></y>\n<y><x/></y>\n<y><y><z/></y></y>\n<!-- <y> -->\n<a:t>1</a:t><b:t>2</b:t>\n"
            + "<b:t/><a:t/>\n<c><![CDATA[<y>]]></c><y/>\n</r>\n")
    doc = load_bytes(text.encode("utf-8"))
    locator = Checker(doc, "rss", source_text=text).locator
    skipped = [(m.start(), m.end()) for m in re.finditer(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>", text)]
    tags = [m for m in re.finditer(r"<([A-Za-z][\w:]*)", text)
            if not any(start <= m.start() < end for start, end in skipped)]
    elements = list(doc.root.iter(etree.Element))
    assert len(tags) == len(elements)
    for match, element in zip(tags, elements):
        if element.sourceline >= 65535:
            assert locator.position(element) == position_of(text, match.group(), _occurrence(text, match)), \
                element.tag


def _occurrence(text, match) -> int:
    """Which occurrence of the tag's text ``match`` is (counting those in comments and CDATA too)."""
    return text.count(match.group(), 0, match.start())


def test_every_unsafe_construct_of_a_value_is_named_not_only_the_first():
    text = RSS.format(items='<item><title>x</title><description>&lt;p onclick="evil()"&gt;x&lt;/p&gt;'
                            '&lt;a href="javascript:alert(1)"&gt;y&lt;/a&gt;&lt;embed src="x.swf"&gt;'
                            '&lt;iframe src="https://e.org/"&gt;&lt;/iframe&gt;&lt;embed src="y.swf"&gt;'
                            '</description></item>')
    (found,) = [f for f in findings(text, "rss") if f.rule == "security-risk"]
    assert found.params["markup"] == 'onclick="evil()", href="javascript:alert(1)", <embed>, …'
    text = RSS.format(items="<item><title>x</title><description>&lt;iframe src=\"https://e.org/\"&gt;&lt;/iframe&gt;"
                            "&lt;script&gt;x()&lt;/script&gt;</description></item>")
    (found,) = [f for f in findings(text, "rss") if f.rule == "security-risk"]
    assert found.params["markup"] == "<iframe>, <script>"


def test_findings_in_a_page_written_as_elements_point_at_its_turbo_content():
    """Their offsets are in markup written anew, not the file's: placed by them, the line and
    column named places that do not exist."""
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">'
            '<channel><title>t</title><link>https://e.org/</link><description>d</description>\n'
            '<item turbo="true"><link>https://e.org/1</link>\n<turbo:content>\n<header><h1>x</h1></header>\n'
            '<p>y</p><img src="/a.jpg"/>\n</turbo:content></item></channel></rss>\n')
    found = [f for f in findings(text, "turbo") if f.rule in ("turbo-media-url", "turbo-content-cdata")]
    assert {f.rule for f in found} == {"turbo-media-url", "turbo-content-cdata"}
    assert {(f.line, f.column) for f in found} == {position_of(text, "<turbo:content>")}
