"""Quick fixes: each repairs its finding, and undo takes it back."""

import pytest

from support import DATA, c14n
from turbo_editor.check.engine import Checker
from turbo_editor.check.fixes import fix_edit, fix_text_entities, fixes_for
from turbo_editor.feed import load, load_bytes

FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:turbo="http://turbo.yandex.ru" xmlns:yandex="http://news.yandex.ru" version="2.0">
  <channel>
    <title>Site</title>
    <link>https://example.ru/news/</link>
    <description>d</description>
    <item turbo="true">
      <title>Tom &amp; Jerry</title>
      <link>/a/page</link>
      <pubDate>{date}</pubDate>
      <enclosure url="files/a.mp3" length="1" type="audio/mpeg"/>
      <turbo:content>{content}</turbo:content>
    </item>
  </channel>
</rss>
"""


def feed(date="Tue, 21 Apr 2015 14:15:00 +0300", content="<![CDATA[<header><h1>x</h1></header>]]>"):
    return load_bytes(FEED.format(date=date, content=content).encode())


def apply_fix(doc, rule, where=None):
    findings = [f for f in Checker(doc, "turbo").check_all() if f.rule == rule and (where is None or f.where == where)]
    assert findings, f"no {rule} finding to fix"
    finding = findings[0]
    assert fixes_for(finding)
    before = c14n(doc.tree)
    undo = doc.apply(fix_edit(doc, finding))
    remaining = [f for f in Checker(doc, "turbo").check_all() if f.rule == rule and f.element is finding.element
                 and f.where == finding.where]
    assert not remaining, remaining
    return before, undo


@pytest.mark.parametrize("date, rule, expected", [
    ("2015-04-21 14:15 +0300", "date-invalid", "Tue, 21 Apr 2015 14:15:00 +0300"),
    ("Tue, 21 Apr 15 14:15:00 +0300", "date-two-digit-year", "Tue, 21 Apr 2015 14:15:00 +0300"),
    ("Wed, 21 Apr 2015 14:15:00 +0300", "date-day-of-week", "Tue, 21 Apr 2015 14:15:00 +0300"),
])
def test_dates_are_rewritten_in_rfc822(date, rule, expected):
    doc = feed(date=date)
    before, undo = apply_fix(doc, rule)
    assert doc.channel.items[0].pub_date == expected
    doc.apply(undo)
    assert c14n(doc.tree) == before


def test_relative_urls_become_absolute_in_text_and_attributes():
    doc = feed()
    apply_fix(doc, "url-relative", "link")
    assert doc.channel.items[0].link == "https://example.ru/a/page"
    apply_fix(doc, "enclosure-url", "enclosure@url")
    assert doc.channel.items[0].enclosure_url == "https://example.ru/news/files/a.mp3"


def test_entity_encoded_content_moves_into_cdata():
    doc = feed(content="&lt;header&gt;&lt;h1&gt;x&lt;/h1&gt;&lt;/header&gt;")
    before, undo = apply_fix(doc, "turbo-content-cdata")
    assert "<turbo:content><![CDATA[<header><h1>x</h1></header>]]>" in doc.to_text()
    doc.apply(undo)
    assert c14n(doc.tree) == before


def test_markup_written_as_elements_moves_into_cdata():
    """A page put in turbo:content as XML elements: not empty, but outside CDATA; the fix makes
    its markup the CDATA value, and nothing of it stays behind as elements."""
    doc = feed(content='\n<header><h1>x</h1></header><p a="1&gt;0">Текст <b>жирный</b></p>\n')
    assert doc.channel.items[0].content == '\n<header><h1>x</h1></header><p a="1&gt;0">Текст <b>жирный</b></p>\n'
    before, undo = apply_fix(doc, "turbo-content-cdata")
    assert ('<turbo:content><![CDATA[\n<header><h1>x</h1></header><p a="1&gt;0">Текст <b>жирный</b></p>\n]]>'
            '</turbo:content>') in doc.to_text()
    assert len(doc.channel.items[0].element.find("{http://turbo.yandex.ru}content")) == 0
    doc.apply(undo)
    assert c14n(doc.tree) == before


def test_typing_over_markup_written_as_elements_replaces_it():
    doc = feed(content="<header><h1>x</h1></header><p>old</p>")
    item = doc.channel.items[0]
    before = c14n(doc.tree)
    undo = doc.apply(item.set("content", "<header><h1>x</h1></header><p>new</p>"))
    assert "<turbo:content><![CDATA[<header><h1>x</h1></header><p>new</p>]]></turbo:content>" in doc.to_text()
    assert "old" not in doc.to_text()
    doc.apply(undo)
    assert c14n(doc.tree) == before


def test_escaped_markup_inside_cdata_is_decoded():
    doc = feed(content="<![CDATA[&lt;header&gt;&lt;h1&gt;x&lt;/h1&gt;&lt;/header&gt;]]>")
    apply_fix(doc, "turbo-content-escaped")
    assert doc.channel.items[0].content == "<header><h1>x</h1></header>"


def test_missing_header_gets_an_h1_from_the_title():
    doc = feed(content="<![CDATA[<p>Text</p>]]>")
    apply_fix(doc, "turbo-header-missing")
    assert doc.channel.items[0].content == "<header><h1>Tom &amp; Jerry</h1></header><p>Text</p>"


@pytest.mark.parametrize("page, expected", [
    ("&lt;header&gt;&lt;h1&gt;Own&lt;/h1&gt;&lt;/header&gt;&lt;p&gt;Text&lt;/p&gt;",
     "<header><h1>Own</h1></header><p>Text</p>"),
    ("&lt;p&gt;Text&lt;/p&gt;", "<header><h1>Tom &amp; Jerry</h1></header><p>Text</p>"),
])
def test_the_header_fix_on_an_escaped_page_decodes_it_first(page, expected):
    """It put a header before the escaped text, which still had both problems (found by an audit)."""
    doc = feed(content=f"<![CDATA[{page}]]>")
    finding = next(f for f in Checker(doc, "turbo").check_all() if f.rule == "turbo-header-missing")
    doc.apply(fix_edit(doc, finding))
    assert doc.channel.items[0].content == expected
    rules = {f.rule for f in Checker(doc, "turbo").check_all()}
    assert not rules & {"turbo-header-missing", "turbo-content-escaped"}


@pytest.mark.parametrize("h1", ["<h1></h1>", "<h1> </h1>"])
def test_an_empty_h1_gets_the_title_in_it(h1):
    """The escaped-page change made this fix do nothing for an empty <h1> (found by a review)."""
    doc = feed(content=f"<![CDATA[<header>{h1}</header><p>x</p>]]>")
    finding = next(f for f in Checker(doc, "turbo").check_all() if f.rule == "turbo-h1-missing")
    doc.apply(fix_edit(doc, finding))
    assert doc.channel.items[0].content == "<header><h1>Tom &amp; Jerry</h1></header><p>x</p>"


def test_header_without_h1_gets_one():
    doc = feed(content="<![CDATA[<header><h2>Sub</h2></header><p>Text</p>]]>")
    apply_fix(doc, "turbo-h1-missing")
    assert doc.channel.items[0].content.startswith("<header><h1>Tom &amp; Jerry</h1><h2>Sub</h2>")


@pytest.mark.parametrize("language, code", [("rus", "ru"), ("ger", "de"), ("ru-RU", "ru"), ("en_GB", "en")])
def test_a_language_code_becomes_its_iso_639_1_code(language, code):
    doc = load_bytes(FEED.format(date="Tue, 21 Apr 2015 14:15:00 +0300", content="<![CDATA[<p>x</p>]]>")
                     .replace("<description>d</description>", f"<description>d</description><language>{language}"
                              "</language>").encode())
    before, undo = apply_fix(doc, "turbo-language")
    assert doc.channel.element.findtext("language") == code
    doc.apply(undo)
    assert c14n(doc.tree) == before


def test_undeclared_prefix_fix_keeps_the_declaration_and_drops_the_notice():
    doc = load(DATA / "undeclared-prefix.xml")
    before, undo = apply_fix(doc, "xml-undeclared-prefix", "xmlns:turbo")
    assert [n.message for n in doc.notices if "turbo" in n.message] == []
    assert 'xmlns:turbo="http://turbo.yandex.ru"' in doc.to_text()
    doc.apply(undo)
    assert any("turbo" in n.message for n in doc.notices)


def test_decoding_escaped_markup_leaves_code_samples_as_they_are():
    sample = "<pre><code>&lt;span class=\"x\"&gt;a &amp;amp; b&lt;/span&gt;</code></pre>"
    doc = feed(content=f"<![CDATA[&lt;header&gt;&lt;h1&gt;x&lt;/h1&gt;&lt;/header&gt;{sample}"
                       "<p><code>&lt;b&gt;</code></p>]]>")
    apply_fix(doc, "turbo-content-escaped")
    assert doc.channel.items[0].content == f"<header><h1>x</h1></header>{sample}<p><code>&lt;b&gt;</code></p>"


def test_html_entities_in_text_become_characters_but_not_inside_cdata():
    text = ('<rss><channel><title>A&nbsp;B &laquo;c&raquo; &amp; &lt; &hellip; &bogus;</title>'
            '<d><![CDATA[&nbsp;]]></d><e>&#160; 1 &lt 2</e></channel></rss>')
    fixed, count = fix_text_entities(text)
    assert count == 4
    assert "<title>A\u00a0B «c» &amp; &lt; … &bogus;</title>" in fixed
    assert "<![CDATA[&nbsp;]]>" in fixed
    assert fix_text_entities("&lt;&amp;")[1] == 0
    assert fix_text_entities("a&amp;b &AMP;")[0] == "a&amp;b &amp;"


def test_a_missing_declaration_is_added_by_its_quick_fix_and_the_warning_goes():
    doc = load_bytes(FEED.format(date="Tue, 21 Apr 2015 14:15:00 +0300",
                                 content="<![CDATA[<header><h1>x</h1></header>]]>").split("\n", 1)[1].encode())
    checker = Checker(doc, "turbo")
    checker.check_all()
    checker.attach()
    (finding,) = [f for f in checker.findings() if f.rule == "xml-declaration-encoding"]
    undo = doc.apply(fix_edit(doc, finding))
    assert doc.serialize().startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n<rss')
    assert [f for f in checker.refresh() if f.rule == "xml-declaration-encoding"] == []
    doc.apply(undo)
    assert [f.rule for f in checker.refresh() if f.rule == "xml-declaration-encoding"] == ["xml-declaration-encoding"]


def test_a_fix_that_cannot_repair_the_finding_as_the_feed_stands_is_not_offered():
    """Offered, it could only answer "This problem cannot be fixed automatically"."""
    doc = load_bytes(FEED.format(date="Tue, 21 Apr 2015 14:15:00 +0300", content="<![CDATA[<p>text</p>]]>")
                     .replace("<link>https://example.ru/news/</link>", "<link>x</link>")
                     .replace("<title>Tom &amp; Jerry</title>", "").encode())
    findings = Checker(doc, "turbo").check_all()
    relative = next(f for f in findings if f.rule == "url-relative" and f.element.getparent().tag == "item")
    header = next(f for f in findings if f.rule == "turbo-header-missing")
    for finding in (relative, header):
        assert fixes_for(finding) and fix_edit(doc, finding) is None
        assert fixes_for(finding, doc) == []
    fine = feed(content="<![CDATA[<p>text</p>]]>")
    header = next(f for f in Checker(fine, "turbo").check_all() if f.rule == "turbo-header-missing")
    assert fixes_for(header, fine) and fix_edit(fine, header) is not None


def test_a_relative_image_or_frame_address_in_the_page_becomes_absolute_against_the_item_link():
    """The most common Turbo failure (TURBO.md: relative image URLs) had no quick fix; only the
    start tag the finding points at is rewritten, and a fix of an older text is not offered."""
    page = ("<![CDATA[<header><h1>x 😀</h1></header><figure><img alt='a>b' src = 'img/a.jpg?x=1&amp;y=2' />"
            '</figure><img src="/up/b.png"><img src="data:image/png;base64,AA"><iframe src="//player.e.ru/v/1">'
            "</iframe>]]>")
    doc = load_bytes(FEED.format(date="Tue, 21 Apr 2015 14:15:00 +0300", content=page)
                     .replace("<link>/a/page</link>", "<link>https://example.ru/blog/post/</link>").encode())
    findings = [f for f in Checker(doc, "turbo").check_all() if f.rule == "turbo-media-url"]
    assert [f.params["value"] for f in findings if fixes_for(f, doc)] == ["img/a.jpg?x=1&y=2", "/up/b.png",
                                                                          "//player.e.ru/v/1"]
    stale = findings[-1]
    before = c14n(doc.tree)
    doc.apply(doc.apply(fix_edit(doc, findings[0])))     # the fix, and its undo
    assert c14n(doc.tree) == before
    doc.apply(fix_edit(doc, findings[0]))
    assert fix_edit(doc, stale) is None                 # the text moved under it
    for _fixable in range(2):
        doc.apply(fix_edit(doc, next(f for f in Checker(doc, "turbo").check_all() if f.rule == "turbo-media-url"
                                     and fixes_for(f, doc))))
    assert doc.channel.items[0].content == (
        "<header><h1>x 😀</h1></header><figure><img alt='a>b' src = \"https://example.ru/blog/post/img/a.jpg?x=1&amp;y=2\""
        ' /></figure><img src="https://example.ru/up/b.png"><img src="data:image/png;base64,AA">'
        '<iframe src="https://player.e.ru/v/1"></iframe>')
    assert [f.params["value"] for f in Checker(doc, "turbo").check_all() if f.rule == "turbo-media-url"] == [
        "data:image/png;base64,AA"]
    assert b"<![CDATA[<header>" in doc.serialize("UTF-8")
    site_link_only = load_bytes(FEED.format(date="Tue, 21 Apr 2015 14:15:00 +0300", content=page).encode())
    first = next(f for f in Checker(site_link_only, "turbo").check_all() if f.rule == "turbo-media-url")
    site_link_only.apply(fix_edit(site_link_only, first))     # the item link is relative: the channel's
    assert 'src = "https://example.ru/news/img/a.jpg?x=1&amp;y=2"' in site_link_only.channel.items[0].content
