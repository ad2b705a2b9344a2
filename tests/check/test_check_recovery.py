"""A file that is not well-formed: every XML error in one pass, then what the rules can still say."""

import json
from pathlib import Path

from turbo_editor.check import check_bytes
from turbo_editor.check.cli import main
from turbo_editor.check.files import RECOVERY_UNSAFE

DATA = Path(__file__).resolve().parents[1] / "data" / "check"

BROKEN = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">
  <channel>
    <title>Вестник</title>
    <link>https://example.ru/</link>
    <description>Новости.</description>
    <item turbo="true">
      <link>https://example.ru/news/1?a=1&b=2</link>
      <pubDate>2015-04-21</pubDate>
      <turbo:content><![CDATA[<header><h1>T</h1></header>]]></turbo:content>
    </item>
    <item turbo="true">
      <link href=x>https://example.ru/news/3</link>
    </item>
  </channel>
</rss>
"""


def test_every_xml_error_is_listed_with_its_place_like_a_compiler():
    result = check_bytes(BROKEN.encode("utf-8"))
    assert result.doc is None and any(f.severity == "error" for f in result.findings)
    xml = [(f.line, f.column) for f in result.findings if f.rule == "xml-not-well-formed"]
    assert xml[0] == (8, 42)                            # the bare & in the first item's link
    assert (13, 18) in xml                              # the unquoted attribute in the second item
    assert xml == sorted(xml)
    messages = [f.message() for f in result.findings if f.rule == "xml-not-well-formed"]
    assert "a bare “&” must be written as &amp;" in messages[0]
    assert any('write href="x"' in m for m in messages)
    assert not any("AttValue" in m or "EntityRef" in m for m in messages)


def test_rules_still_run_on_the_recovered_tree_and_say_so():
    result = check_bytes(BROKEN.encode("utf-8"))
    (date,) = [f for f in result.findings if f.rule == "date-invalid"]
    assert (date.line, date.recovered) == (9, True)
    assert all(not f.recovered for f in result.findings if f.rule == "xml-not-well-formed")
    # What the recovery may have dropped or misplaced is not judged.
    assert not [f for f in result.findings if f.rule in ("missing-element", "unknown-element", "empty-required")]


def test_the_cli_marks_recovered_findings_and_keeps_its_exit_code(tmp_path, capsys):
    path = tmp_path / "broken.xml"
    path.write_text(BROKEN, encoding="utf-8")
    assert main([str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:9:7: error date-invalid [recovered]: pubDate" in out
    assert main([str(path), "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert "[после восстановления]" in out and "одиночный знак «&» нужно писать как &amp;" in out
    assert main([str(path), "--format", "json"]) == 1
    records = json.loads(capsys.readouterr().out)
    assert [r["recovered"] for r in records if r["rule"] == "date-invalid"] == [True]


def test_a_refused_file_is_not_recovered():
    bomb = ('<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">'
            + "".join(f'<!ENTITY {chr(98 + i)} "&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};'
                      f'&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};">'
                      for i in range(9))
            + ']><rss version="2.0"><channel><title>&j;</title></channel></rss>')
    result = check_bytes(bomb.encode())
    assert [f.rule for f in result.findings] == ["xml-not-well-formed"]
    assert "entity expansion bomb" in result.findings[0].message()


# After its first error libxml2 drops every entity reference in element text, &lt; and &amp; too
# (check/recovered.py): an entity-encoded page read "headerh1Заголовок/h1/header pТекст amp;".
PAGE = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">
  <channel>
    <title>Сайт</title>
    <link>https://example.ru/</link>
    <description>Сайт о садах.</description>
    <item turbo="true">
      <title>{title}</title>
      <link>https://example.ru/a?x=1&amp;y=2</link>
      <pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>
      <turbo:content>{content}</turbo:content>
    </item>
  </channel>
</rss>
"""
ENCODED = ("&lt;header&gt;&lt;h1&gt;Заголовок&lt;/h1&gt;&lt;/header&gt;\n"
           "        &lt;p&gt;Текст &amp;amp; ещё.&lt;/p&gt;\n"
           "        &lt;p&gt;&lt;img src=\"/rel.jpg\"/&gt; &lt;span onclick=\"x\"&gt;a&lt;/span&gt;&lt;/p&gt;")


def seen(findings):
    """The findings as a report shows them, but those the recovered check never makes."""
    return sorted((f.rule, f.line, f.column, f.message()) for f in findings if f.rule not in RECOVERY_UNSAFE)


def test_entity_encoded_content_after_an_error_is_checked_as_the_file_says_it():
    broken = check_bytes(PAGE.format(title="&laquo;Тест&raquo;", content=ENCODED).encode())
    fixed = check_bytes(PAGE.format(title="«Тест»", content=ENCODED).encode())
    assert {f.rule for f in fixed.findings} == {"turbo-content-cdata", "turbo-media-url", "turbo-tag"}
    assert [f.rule for f in broken.findings if not f.recovered] == ["xml-html-entity", "xml-html-entity"]
    # What the file would get with its entities written as characters: no "must start with <header>, not
    # with headerh1...", and the <img> and <span> the mangled text hid.
    assert seen(f for f in broken.findings if f.recovered) == seen(fixed.findings)


def test_text_the_recovery_changed_and_the_file_does_not_spell_out_is_not_judged():
    # &nbsp; inside the encoded page: what the page says there is not known until it is fixed.
    content = ENCODED.replace("Текст", "Текст&nbsp;") + "&lt;p&gt;&lt;iframe src=\"/v\"&gt;&lt;/iframe&gt;&lt;/p&gt;"
    result = check_bytes(PAGE.format(title="«Тест»", content=content).encode())
    assert [f.rule for f in result.findings] == ["xml-html-entity"]
    # Neither is a title whose entity the recovery dropped; a CDATA page after it still is.
    cdata = "<![CDATA[<header><h1>Заголовок</h1></header><p><span>a</span></p>]]>"
    result = check_bytes(PAGE.format(title="&laquo;" + "Т" * 300, content=cdata).encode())
    assert [(f.rule, f.recovered) for f in result.findings] == [("xml-html-entity", False), ("turbo-tag", True)]
    fixed = check_bytes(PAGE.format(title="«" + "Т" * 300, content=cdata).encode())
    assert "turbo-title-length" in {f.rule for f in fixed.findings}


def test_a_link_after_the_error_keeps_its_ampersand():
    item = ("<item><title>{t}</title>\n<link>https://example.ru/a?x=1&amp;y={n}</link>"
            "<guid>https://example.ru/a?x=1&amp;y={n}</guid><description>d</description></item>\n")
    feed = ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>t</title>'
            "<link>https://example.ru/</link><description>d</description>{}</channel></rss>")
    broken = check_bytes(feed.format(item.format(t="&hellip;", n=1) + item.format(t="b", n=2)
                                     + item.format(t="c", n=2)).encode(), "rss")
    fixed = check_bytes(feed.format(item.format(t="…", n=1) + item.format(t="b", n=2)
                                    + item.format(t="c", n=2)).encode(), "rss")
    assert seen(f for f in broken.findings if f.recovered) == seen(fixed.findings)
    assert "duplicate-guid" in {f.rule for f in fixed.findings}          # duplicate-link is Turbo's alone


def test_rss_description_html_after_an_error():
    feed = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
<title>Blog</title>
<link>https://blog.example.com/</link>
<description>A blog.</description>
<item>
<title>Tom {amp} Jerry</title>
<guid>https://blog.example.com/post</guid>
<description>{description}</description>
</item>
</channel>
</rss>
"""
    encoded = "&lt;p&gt;See &lt;a href=\"/other\"&gt;this&lt;/a&gt; &lt;script&gt;x()&lt;/script&gt;&lt;/p&gt;"
    broken = check_bytes(feed.format(amp="&", description=encoded).encode(), "rss")
    fixed = check_bytes(feed.format(amp="&amp;", description=encoded).encode(), "rss")
    assert {f.rule for f in fixed.findings} >= {"html-relative-url", "security-risk"}
    assert seen(f for f in broken.findings if f.recovered) == seen(fixed.findings)
    # An HTML entity in it: the description is not judged, the entity is reported.
    broken = check_bytes(feed.format(amp="&amp;", description=encoded + "&nbsp;").encode(), "rss")
    assert [f.rule for f in broken.findings] == ["xml-html-entity"]


def test_no_fixture_gets_a_recovered_finding_it_would_not_get_once_fixed():
    """Each rule fixture with an HTML entity put into its first title: what the recovered check says
    is what the file says with the character written (positions aside, on lines the entity shifts)."""
    for path in sorted(DATA.rglob("*.xml")):
        text = path.read_bytes().decode("utf-8", errors="replace")
        if "<title>" not in text:
            continue
        title = text.index("<title>") + len("<title>")
        fixed = check_bytes((text[:title] + "«" + text[title:]).encode())
        if fixed.doc is None:
            continue
        broken = check_bytes((text[:title] + "&laquo;" + text[title:]).encode())
        said = {(f.rule, f.line, f.message()) for f in broken.findings if f.recovered}
        assert said <= {(f.rule, f.line, f.message()) for f in fixed.findings}, path.name


def test_html_entities_after_another_first_error_are_still_named():
    """libxml2 reads entity references silently once the file has failed; they are found all the same."""
    from turbo_editor.check import check_bytes
    data = (b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>t</titl>\n'
            b'<link>https://e.example/</link><description>A &laquo;quote&raquo;</description>\n'
            b'</channel></rss>\n')
    found = [(f.rule, f.line, f.column) for f in check_bytes(data).findings if f.rule.startswith("xml-")]
    assert found == [("xml-not-well-formed", 2, 44), ("xml-html-entity", 3, 47), ("xml-html-entity", 3, 59)]


def test_a_reference_to_a_surrogate_is_reported_not_a_traceback():
    """The recovering parser keeps &#xD800; as bytes UTF-8 has no place for; reading that text
    raised UnicodeDecodeError in the rules (found by fuzzing)."""
    feed = ('<rss version="2.0"><channel><title>T</title><link>https://e.example/</link><description>d'
            '</description><item><title a="&#xD800;">&#xD800;</title><link>https://e.example/a</link>'
            '<description>x &#xDFFF; y</description></item></channel></rss>')
    result = check_bytes(feed.encode())
    surrogates = [f for f in result.findings if f.rule == "xml-not-well-formed"]
    assert [(f.line, f.column) for f in surrogates] == [(1, 120), (1, 130), (1, 193)]
    assert "U+D800" in surrogates[0].message() and "U+DFFF" in surrogates[2].message()


def test_an_html_entity_inside_a_processing_instruction_is_no_finding_and_hides_nothing():
    """A template's <?php echo "&nbsp;"; ?> is not parsed; reporting it as the file's error hid the
    real one, the undeclared &foo; in the description (found by fuzzing)."""
    feed = ('<?xml version="1.0" encoding="UTF-8"?>\n<?php echo "&nbsp;"; ?>\n<rss version="2.0">\n<channel>\n'
            "<title>T</title>\n<link>https://e.example/</link>\n<description>a &foo; b</description>\n"
            "</channel>\n</rss>\n")
    result = check_bytes(feed.encode())
    assert [(f.rule, f.line) for f in result.findings if not f.recovered] == [("xml-not-well-formed", 7)]
    assert "&foo;" in result.findings[0].message()


def test_an_html_entity_in_a_cr_only_file_is_placed_on_its_line():
    """Only LF was counted: &nbsp; on line 8 of a file whose lines end in CR was put at 1:231 (found by
    an audit). A byte the encoding lacks is placed by the same count."""
    from turbo_editor.feed.encoding import position_of
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<rss version="2.0">', "<channel>", "<title>T</title>",
             "<link>https://e.example/</link>", "<description>d</description>", "<item>",
             "<title>a&nbsp;b</title>", "</item>", "</channel>", "</rss>"]
    for end in ("\r", "\r\n"):
        data = end.join(lines).encode()
        found = [(f.line, f.column) for f in check_bytes(data).findings if f.rule == "xml-html-entity"]
        assert found == [(8, 9)], end
        assert position_of(data, data.index(b"&nbsp;")) == (8, 9)
        assert position_of(data, data.index(b"&nbsp;"), "utf-8") == (8, 9)


def test_an_rss_091_feed_is_told_only_of_the_entities_its_dtd_does_not_declare():
    """The 0.91 DTD declares &eacute; and the rest of Latin-1: with an &euro; beside them, every
    one was reported, though the file is wrong only where the &euro; stands."""
    feed = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n'
            '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" '
            '"http://my.netscape.com/publish/formats/rss-0.91.dtd">\n'
            '<rss version="0.91"><channel><title>Caf&eacute;</title><link>http://example.com/</link>\n'
            '<description>Prix en &euro; et caf&eacute;</description><language>fr</language>\n'
            '<item><title>Cr&egrave;me</title><link>http://example.com/1</link></item></channel></rss>\n')
    result = check_bytes(feed.encode("latin-1"), "rss")
    assert [(f.rule, f.line, f.column, f.params["entity"]) for f in result.findings] == \
        [("xml-html-entity", 4, 22, "&euro;")]
    # Without the DOCTYPE none of them is declared.
    bare = check_bytes(feed.replace(feed.splitlines()[1] + "\n", "").encode("latin-1"), "rss")
    assert [f.params["entity"] for f in bare.findings if f.rule == "xml-html-entity"] == \
        ["&eacute;", "&euro;", "&eacute;", "&egrave;"]
