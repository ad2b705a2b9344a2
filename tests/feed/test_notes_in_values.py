"""Comments and processing instructions inside a value (CMS exports leave them): to XML the value
is all of the element's text nodes, so the forms, the check and the preview read all of it, and an
edit replaces all of it, while the notes stay."""

from pathlib import Path

import lxml.html
from lxml import etree

from turbo_editor.check import check_bytes
from turbo_editor.feed import load_bytes
from turbo_editor.feed.markup import is_cdata, text_value
from turbo_editor.feed.parse import make_parser
from turbo_editor.preview import item_at, render_item

FEED = Path(__file__).resolve().parents[1] / "data" / "realistic" / "cms-notes-in-values.xml"


def test_the_value_is_every_text_node_past_comments_and_instructions():
    assert text_value(etree.fromstring("<a>Иван<!-- x --> Петров</a>")) == "Иван Петров"
    assert text_value(etree.fromstring("<a><?cms x?>y</a>")) == "y"
    assert text_value(etree.fromstring("<a>t<b>u</b>v</a>")) == "t"       # element content: as before
    assert text_value(etree.fromstring("<a/>")) is None
    parser = make_parser()
    assert is_cdata(etree.fromstring("<a>\n<!-- note -->\n<![CDATA[<p>x</p>]]></a>", parser))
    assert is_cdata(etree.fromstring("<a><?cms x?><![CDATA[<p>x</p>]]></a>", parser))
    assert not is_cdata(etree.fromstring("<a><!-- note -->&lt;p&gt;</a>", parser))


def test_the_forms_read_the_whole_value_and_an_edit_replaces_it_undoably():
    data = FEED.read_bytes()
    doc = load_bytes(data)
    original = doc.to_text()
    item = doc.channel.items[0]
    assert item.get("author") == "Иван Петров"
    assert "тысячи горожан" in item.content and "<header>" in item.content
    undo = doc.apply(item.set("author", "Анна Смирнова"))
    saved = doc.to_text()
    # The old value was written as "Анна Смирнова<!-- staff id 42 --> Петров": the text after the
    # comment stayed. The comment stays; the value is the new one.
    assert "<author>Анна Смирнова<!-- staff id 42 --></author>" in saved
    assert saved.count("\n") == original.count("\n")
    assert load_bytes(saved.encode()).channel.items[0].get("author") == "Анна Смирнова"
    doc.apply(undo)
    assert doc.to_text() == original == data.decode()


def test_the_check_reads_the_page_past_the_notes():
    assert check_bytes(FEED.read_bytes(), "turbo").findings == []     # was: empty-required twice
    after = "<p>На открытие".encode()
    broken = FEED.read_bytes().replace(after, b'<img src="/a.jpg"/>' + after)
    assert broken != FEED.read_bytes()
    found = [f.rule for f in check_bytes(broken, "turbo").findings]
    assert found == ["turbo-media-url"]           # in the CDATA after the comment, which went unread


def _shown(doc, number: int) -> str:
    return lxml.html.document_fromstring(render_item(doc, item_at(doc, number))).text_content()


def test_the_preview_shows_the_page_past_the_notes():
    doc = load_bytes(FEED.read_bytes())
    shown = _shown(doc, 1)      # was: "turbo:content is empty: Turbo has no page to show"
    assert "Открылся новый парк" in shown and "тысячи горожан" in shown and "is empty" not in shown
    assert "Мост закроют" in _shown(doc, 2)
