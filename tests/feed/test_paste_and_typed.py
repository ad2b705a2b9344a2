"""The paste path and the typed-text path of the feed layer.

Pasting: ``items_from_text`` reads the <item> elements of copied XML, ``Channel.add_items`` puts
them in as one undoable Batch, ``Channel.new_ad_network`` names the next free ad place. Typing:
``parse_typed`` reads the XML pane's text, ``edit_towards`` makes the document say it.
"""

import codecs
import copy

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lxml import etree

from support import DATA, SAMPLE, TURBO_HEAD, c14n
from turbo_editor.feed import FeedDocument, edits, load, load_bytes
from turbo_editor.feed.errors import FeedSyntaxError
from turbo_editor.feed.typed import edit_towards, parse_typed
from turbo_editor.feed.views import Item, items_from_text
from turbo_editor.vocabulary.namespaces import TURBO_NS, YANDEX_NS, qn

ITEM_A = ('<item turbo="true"><title>Первый &amp; «главный»</title><link>https://example.ru/a</link>'
          '<turbo:content><![CDATA[<header><h1>Первый</h1></header><p>A</p>]]></turbo:content></item>')
ITEM_B = ('<item turbo="true"><title>Второй</title><link>https://example.ru/b</link>'
          '<yandex:related><link url="https://example.ru/c">См. также</link></yandex:related></item>')


def exclusive(element) -> bytes:
    """An element's canonical XML with only the namespaces it uses: the same item, wherever it stands."""
    return etree.tostring(element, method="c14n", exclusive=True)


def titles(doc):
    return [item.title for item in doc.channel.items]


@pytest.fixture
def sample():
    return load(SAMPLE)


# -- items_from_text ----------------------------------------------------------------------------

def test_one_pasted_item_is_read_with_its_fields_and_the_usual_prefixes_undeclared():
    [element] = items_from_text(ITEM_A)
    item = Item(element)
    assert item.title == "Первый & «главный»" and item.link == "https://example.ru/a"
    assert item.content == "<header><h1>Первый</h1></header><p>A</p>"
    assert element.find(qn(TURBO_NS, "content")) is not None      # turbo: is Turbo's namespace


def test_several_pasted_items_come_in_their_order_whatever_stands_between_them():
    text = f"\n  {ITEM_A}\n  <!-- a comment -->\n  {ITEM_B}\n  some words\n  <category>not an item</category>\n"
    elements = items_from_text(text)
    assert [Item(e).title for e in elements] == ["Первый & «главный»", "Второй"]
    assert Item(elements[1]).related_links[0].url == "https://example.ru/c"
    assert elements[1].find(qn(YANDEX_NS, "related")) is not None


def test_items_copied_by_the_window_with_their_own_declarations_read_the_same():
    """The window's Copy writes each item with the declarations in scope (etree.tostring)."""
    doc = load(SAMPLE)
    copied = "\n".join(etree.tostring(copy.deepcopy(item.element), encoding="unicode", with_tail=False)
                       for item in doc.channel.items)
    assert 'xmlns:turbo="http://turbo.yandex.ru"' in copied
    elements = items_from_text(copied)
    assert [exclusive(e) for e in elements] == [exclusive(i.element) for i in doc.channel.items]


def test_pasting_a_whole_feeds_text_gives_its_items():
    """A feed copied whole from a text editor (declaration, root, channel): its items are pasted."""
    text = SAMPLE.read_text(encoding="utf-8")
    assert text.startswith("<?xml")
    elements = items_from_text(text)
    assert [Item(e).title for e in elements] == titles(load(SAMPLE))


def test_pasting_a_whole_feed_without_its_declaration_gives_its_items():
    text = SAMPLE.read_text(encoding="utf-8")
    text = text[text.index("<rss"):]
    elements = items_from_text(text)
    assert [Item(e).title for e in elements] == titles(load(SAMPLE))


def test_prefixes_declared_only_on_the_source_root_are_read_from_it():
    """Items cut out of a feed whose root declares the prefixes, its own one (ex:) among them."""
    feed = ('<rss version="2.0" xmlns:yandex="http://news.yandex.ru" xmlns:turbo="http://turbo.yandex.ru" '
            'xmlns:ex="https://example.ru/ns"><channel><title>t</title>'
            f'{ITEM_A}<item><title>Свой</title><ex:note>x</ex:note></item></channel></rss>')
    elements = items_from_text(feed)
    assert [Item(e).title for e in elements] == ["Первый & «главный»", "Свой"]
    assert elements[1].find("{https://example.ru/ns}note").text == "x"


GARBAGE = ["<item><title>a</title>", "<item><title>a</item>", "<<>>", "<item>&nbsp;</item>",
           "<item><ex:note/></item>", "<item>\x01</item>"]


@pytest.mark.parametrize("garbage", GARBAGE)
def test_garbage_is_a_syntax_error_with_an_explanation(garbage):
    err = pytest.raises(FeedSyntaxError, items_from_text, garbage).value
    assert err.message and err.message_ru and err.message != err.raw and err.line >= 1


@pytest.mark.parametrize("garbage, line, column", [
    ("<item><title>a</item>", 1, 22), ("<<>>", 1, 2), ("<item>\n  <title>a</title>\n  &nbsp;\n</item>", 3, 3),
    ("<item><title>a</title>", 1, 23), ("<item>\n<title>a</title>\n", 3, 1)])
def test_the_error_of_pasted_text_names_its_place_in_that_text(garbage, line, column):
    """Not the place in the text wrapped around it (<paste xmlns:turbo=... >), nor that wrapper."""
    err = pytest.raises(FeedSyntaxError, items_from_text, garbage).value
    assert (err.line, err.column) == (line, column)
    assert "<paste" not in err.message + err.message_ru and "</paste" not in err.message + err.message_ru


def test_text_without_items_pastes_nothing():
    assert items_from_text("") == []
    assert items_from_text("just some words") == []
    assert items_from_text("<title>Заголовок</title>") == []


# -- Channel.add_items ---------------------------------------------------------------------------

@pytest.mark.parametrize("index, expected", [
    (None, [0, 1, 2, "A", "B"]),
    (0, ["A", "B", 0, 1, 2]),
    (1, [0, "A", "B", 1, 2]),
    (3, [0, 1, 2, "A", "B"]),
    (99, [0, 1, 2, "A", "B"]),
])
def test_pasted_items_go_before_item_index_in_their_order_and_undo_restores_the_bytes(sample, index, expected):
    before_bytes, before_titles = sample.serialize(), titles(sample)
    new = {"A": "Первый & «главный»", "B": "Второй"}
    elements = items_from_text(ITEM_A + ITEM_B)
    edit = sample.channel.add_items(elements, index)
    assert isinstance(edit, edits.Batch) and len(edit.edits) == 2
    undo = sample.apply(edit)
    assert titles(sample) == [before_titles[k] if isinstance(k, int) else new[k] for k in expected]
    assert [i.element for i in sample.channel.items if i.title in new.values()] == elements
    after_bytes = sample.serialize()
    assert after_bytes.count(b'xmlns:turbo="http://turbo.yandex.ru"') == 1     # the feed's own declaration
    again = load_bytes(after_bytes)
    assert titles(again) == titles(sample)
    redo = sample.apply(undo)                  # one step: the whole paste goes
    assert sample.serialize() == before_bytes
    sample.apply(redo)
    assert sample.serialize() == after_bytes


def test_items_pasted_into_a_windows_1251_feed_undo_to_its_exact_bytes():
    path = DATA / "cp1251.xml"
    doc = load(path)
    undo = doc.apply(doc.channel.add_items(items_from_text(ITEM_B + ITEM_A), 0))
    assert titles(doc)[:2] == ["Второй", "Первый & «главный»"]
    assert load_bytes(doc.serialize()).channel.items[1].title == "Первый & «главный»"
    doc.apply(undo)
    assert doc.serialize() == path.read_bytes()


def test_pasting_into_a_feed_without_items_puts_them_in_the_channel():
    doc = load_bytes((TURBO_HEAD + "  </channel>\n</rss>\n").encode("utf-8"))
    before = doc.serialize()
    undo = doc.apply(doc.channel.add_items(items_from_text(ITEM_A + ITEM_B)))
    assert titles(doc) == ["Первый & «главный»", "Второй"]
    assert titles(load_bytes(doc.serialize())) == titles(doc)
    doc.apply(undo)
    assert doc.serialize() == before


# -- Channel.new_ad_network ---------------------------------------------------------------------

def test_a_new_ad_network_takes_the_next_free_ad_place():
    doc = FeedDocument.new(pub_date="Tue, 21 Apr 2015 14:15:00 +0300")
    channel = doc.channel
    made = []
    for _ in range(3):
        edit = channel.new_ad_network()
        doc.apply(edit)
        made.append(edit.element)
    ads = channel.ad_networks
    assert [(a.type, a.id, a.turbo_ad_id) for a in ads] == [
        ("Yandex", "R-A-", "ad_place_1"), ("Yandex", "R-A-", "ad_place_2"), ("Yandex", "R-A-", "ad_place_3")]
    assert [a.element for a in ads] == made
    doc.apply(ads[1].set("turbo_ad_id", "top"))           # a gap: it is filled first
    assert channel.new_ad_network().element.get("turbo-ad-id") == "ad_place_2"


def test_a_new_ad_network_skips_the_places_the_feed_uses_whatever_their_spelling(sample):
    assert [a.turbo_ad_id for a in sample.channel.ad_networks] == ["first_ad_place", "second_ad_place"]
    sample.apply(sample.channel.add_ad_network("Yandex", "ad_place_1", id="R-A-1-1"))
    sample.apply(sample.channel.add_ad_network("AdFox", "ad_place_3", body="<div></div>"))
    before = sample.serialize()
    edit = sample.channel.new_ad_network()
    undo = sample.apply(edit)
    assert sample.channel.ad_networks[-1].element is edit.element
    assert edit.element.get("turbo-ad-id") == "ad_place_2" and edit.element.get("id") == "R-A-"
    assert edit.element.tag == qn(TURBO_NS, "adNetwork")
    sample.apply(undo)
    assert sample.serialize() == before


# -- parse_typed and edit_towards ---------------------------------------------------------------

FILES = ["sample", "cp1251.xml", "koi8r.xml", "bom-crlf.xml", "cr-only.xml"]


def path_of(name):
    return SAMPLE if name == "sample" else DATA / name


def expected_bytes(doc, typed: str) -> bytes:
    """The typed text as the file it stands for: its line ends, BOM and encoding (a character the
    encoding lacks as a reference)."""
    source = doc.source
    data = typed.replace("\n", source.newline).encode(source.codec, errors="xmlcharrefreplace")
    return codecs.BOM_UTF8 + data if source.bom else data


def retype(name, change):
    """Open a file, change its text as the XML pane shows it, and make the document say it."""
    path = path_of(name)
    doc = load(path)
    original = path.read_bytes()
    assert doc.serialize() == original
    shown = doc.to_text(display=True)
    typed = change(shown)
    assert typed != shown
    expected = expected_bytes(doc, typed)
    parsed = parse_typed(typed)
    edit = edit_towards(doc, parsed, typed)
    assert edit is not None
    undo = doc.apply(edit)
    return doc, edit, undo, typed, expected, original


def _first_title(text):
    return text.replace("</title>", " — правка &amp; ещё</title>", 1)


def _item_title(text):
    start = text.index("<item")
    end = text.index("</title>", start)
    return text[:end] + " (новое)" + text[end:]


def _root_attribute(text):
    return text.replace('version="2.0"', 'version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"', 1)


def _new_item(text):
    end = text.rindex("</channel>")
    return text[:end] + "<item><title>Набрано</title></item>\n" + text[end:]


def _comment_in_channel(text):
    end = text.index("<link>")
    return text[:end] + "<!-- заметка -->" + text[end:]


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("change, kind", [
    (_first_title, edits.Batch), (_item_title, edits.Batch), (_root_attribute, edits.ReplaceRoot),
    (_new_item, edits.ReplaceRoot), (_comment_in_channel, edits.ReplaceRoot),
])
def test_typed_text_becomes_the_document_and_undo_gives_back_the_bytes(name, change, kind):
    if change is _item_title and "<item" not in path_of(name).read_text(encoding="latin-1"):
        pytest.skip("no item")
    doc, edit, undo, typed, expected, original = retype(name, change)
    assert isinstance(edit, kind)
    codec = load(path_of(name)).source.codec
    assert doc.to_text(display=True) == typed.encode(codec, errors="xmlcharrefreplace").decode(codec)
    assert doc.serialize() == expected
    again = load_bytes(doc.serialize())
    assert c14n(again.tree) == c14n(parse_typed(typed).tree)
    redo = doc.apply(undo)
    assert doc.serialize() == original
    doc.apply(redo)
    assert doc.serialize() == expected


def test_a_child_changed_in_the_text_is_replaced_alone():
    doc, edit, _undo, _typed, _expected, _original = retype("sample", _item_title)
    assert [type(step) for step in edit.edits] == [edits.Replace]
    assert edit.edits[0].old.tag == "item"


@pytest.mark.parametrize("name", FILES)
def test_unchanged_text_is_no_edit(name):
    doc = load(path_of(name))
    shown = doc.to_text(display=True)
    assert edit_towards(doc, parse_typed(shown), shown) is None


def test_the_typed_declaration_does_not_decide_the_encoding():
    """The pane's text is Unicode: a declaration naming KOI8-R is read as the text it is, and Save
    keeps writing the file's own encoding."""
    doc = load(DATA / "cp1251.xml")
    typed = _first_title(doc.to_text(display=True)).replace('encoding="windows-1251"', 'encoding="KOI8-R"', 1)
    parsed = parse_typed(typed)
    assert parsed.channel.title.endswith("— правка & ещё")
    doc.apply(edit_towards(doc, parsed, typed))
    assert doc.encoding == "windows-1251"
    assert load_bytes(doc.serialize()).channel.title.endswith("— правка & ещё")


def test_typed_text_that_does_not_parse_is_a_syntax_error_at_its_place():
    doc = load(SAMPLE)
    lines = doc.to_text(display=True).split("\n")
    at = next(n for n, line in enumerate(lines) if "</link>" in line)
    lines[at] = lines[at].replace("</link>", "</lnk>")
    err = pytest.raises(FeedSyntaxError, parse_typed, "\n".join(lines)).value
    assert err.line == at + 1 and "lnk" in str(err)


# Text Windows-1251 and KOI8-R both hold, XML-special characters among it, escaped as XML text.
_letters = st.text(st.sampled_from(list("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБЯЁ abcXYZ019<>&\"'\t«»—")),
                   min_size=1, max_size=30)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(FILES), title=_letters)
def test_any_title_typed_in_the_pane_is_saved_as_typed(name, title):
    escaped = title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    doc, _edit, undo, typed, expected, original = retype(
        name, lambda text: text.replace("</title>", escaped + "</title>", 1))
    assert doc.serialize() == expected
    assert load_bytes(expected).channel.title.endswith(title)
    doc.apply(undo)
    assert doc.serialize() == original


MIXED = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">\n'
         '  <channel>\n    <title>T</title>\n    <item turbo="true">\n      <title>Пост</title>\n'
         "      <turbo:content><![CDATA[\r\n<header><h1>Пост</h1></header>\r\n<p>Первый абзац.</p>\r\n"
         "<p>Второй абзац.</p>\r\n]]></turbo:content>\n    </item>\n  </channel>\n</rss>\n").encode()


@pytest.mark.parametrize("how", ["pane, one item", "pane, the whole root", "content editor", "title"])
def test_a_page_pasted_from_windows_keeps_its_cr_lfs_where_nobody_edited(how):
    """An LF file whose page has CR LF line ends (pasted from Windows): an edit of one line in
    the XML pane or the content editor wrote every line of the item with LF (found by an audit)."""
    doc = load_bytes(MIXED)
    if how == "content editor":
        item = doc.channel.items[0]
        doc.apply(item.set("content", item.content.replace("Первый", "Самый первый")))
    elif how == "title":
        doc.apply(doc.channel.items[0].set("title", "Пост!"))
    else:
        shown = doc.to_text(display=True)
        typed = shown.replace("Первый", "Самый первый")
        if how == "pane, the whole root":
            typed = typed.replace('version="2.0"', 'version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"')
        doc.apply(edit_towards(doc, parse_typed(typed), typed))
    expected = MIXED
    if how != "title":
        expected = expected.replace("Первый".encode(), "Самый первый".encode())
    else:
        expected = expected.replace("<title>Пост</title>".encode(), "<title>Пост!</title>".encode())
    if how == "pane, the whole root":
        expected = expected.replace(b'version="2.0"', b'version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"')
    assert doc.serialize() == expected
