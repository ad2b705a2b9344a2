"""A file that is not well-formed: every XML error in one pass, then what the rules can still say."""

import json

from turbo_editor.check import check_bytes
from turbo_editor.check.cli import main

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
    assert xml[0] == (8, 44)                            # the bare & in the first item's link
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
