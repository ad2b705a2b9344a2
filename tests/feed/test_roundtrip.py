"""Lossless: load then save gives a C14N-equal document, in every save encoding."""

import codecs
import os
import stat

import pytest
from hypothesis import given, settings, strategies as st
from lxml import etree

from support import c14n
from turbo_editor.feed import FeedEncodingError, FeedSaveError, load, load_bytes

FIXTURES = ["rss-full.xml", "turbo-old-spelling.xml", "cr-only.xml", "bom-crlf.xml", "cp1251.xml",
            "koi8r.xml", "utf16.xml", "doctype-091.xml"]
ENCODINGS = ["UTF-8", "windows-1251", "KOI8-R"]


def reparse(data: bytes):
    return etree.fromstring(data, etree.XMLParser(strip_cdata=False)).getroottree()


@pytest.mark.parametrize("name", FIXTURES)
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_load_save_is_c14n_equal(data_dir, name, encoding):
    doc = load(data_dir / name)
    before = c14n(doc.tree)
    original = c14n(reparse((data_dir / name).read_bytes())) if name != "undeclared-prefix.xml" else None
    data = doc.serialize(encoding)
    assert c14n(reparse(data)) == before == original
    declaration = data.lstrip(codecs.BOM_UTF8).split(b"?>", 1)[0].decode("ascii").lower()
    assert f'encoding="{encoding.lower()}"' in declaration           # its own spelling where it named it


def test_comments_pis_attribute_order_whitespace_and_cdata_survive(data_dir):
    doc = load(data_dir / "rss-full.xml")
    text = doc.serialize().decode()
    assert '<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>' in text
    assert "<!-- trailing comment -->" in text
    assert "<?note keep me?>" in text
    assert '<x:custom x:flag="on" z="1" a="2">Unknown <x:b>mixed</x:b> content</x:custom>' in text
    assert "\n\t\t<item>\n\t\t\t<title>Star City</title>" in text
    assert "<description><![CDATA[Sky watchers" in text
    assert "&lt;a href=" in text      # entity-encoded markup stays as the user wrote it


def test_unchanged_utf8_file_saves_byte_identical_apart_from_the_declaration(data_dir):
    raw = (data_dir / "turbo-old-spelling.xml").read_bytes()
    saved = load_bytes(raw).serialize()
    assert saved.split(b"\n", 1)[1] == raw.split(b"\n", 1)[1]


def test_sample_feed_roundtrips_in_every_encoding():
    from support import REPO
    doc = load(REPO / "resources" / "samples" / "sample-turbo.xml")
    for encoding in ENCODINGS:
        again = load_bytes(doc.serialize(encoding))
        for a, b in zip(doc.channel.items, again.channel.items):
            assert (a.content, a.title, a.link) == (b.content, b.title, b.link)


# -- encodings and CDATA ------------------------------------------------------

TRICKY = "Ёлка «ёлочки» — тире, № 5, … 😀 € and ]]> inside, \r carriage"


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_characters_the_encoding_lacks_survive_in_text_attributes_and_cdata(encoding):
    doc = load_bytes(b'<rss xmlns:turbo="http://turbo.yandex.ru" version="2.0"><channel><title/>'
                     b'<item><title/><turbo:content><![CDATA[x]]></turbo:content>'
                     b'<category domain="d"/></item></channel></rss>')
    item = doc.channel.items[0]
    doc.apply(item.set("title", TRICKY))
    doc.apply(item.set("content", "<p>" + TRICKY + "</p>"))
    doc.apply(item.categories[0].set("domain", TRICKY))
    data = doc.serialize(encoding)
    data.decode({"UTF-8": "utf-8", "windows-1251": "cp1251", "KOI8-R": "koi8-r"}[encoding])  # all encodable
    again = load_bytes(data).channel.items[0]
    assert again.title == TRICKY
    assert again.content == "<p>" + TRICKY + "</p>"
    assert again.categories[0].domain == TRICKY
    assert b"<![CDATA[<p>" in data          # content still in CDATA, split where needed


def test_unencodable_report_names_characters_and_how_they_are_written():
    doc = load_bytes('<rss version="2.0"><channel><title>«a» 😀</title><description>'
                     '<![CDATA[«b»]]></description></channel></rss>'.encode())
    report = {(u.char, u.context): u.count for u in doc.unencodable("KOI8-R")}
    assert report == {("«", "text"): 1, ("»", "text"): 1, ("😀", "text"): 1, ("«", "cdata"): 1, ("»", "cdata"): 1}
    assert {(u.char, u.context) for u in doc.unencodable("windows-1251")} == {("😀", "text")}
    assert doc.unencodable("UTF-8") == []


def test_characters_an_edit_brings_are_named_too(data_dir):
    """An emoji typed into a Windows-1251 feed was written as &#127793; without a word: the report read
    the text Save writes, where an edited piece holds references already, so the Save question and the
    export's note were silent (found by an audit). What the file itself holds as a reference is not new."""
    doc = load(data_dir / "cp1251.xml")
    assert doc.unencodable() == []
    doc.apply(doc.channel.set("description", "Сад 🌱 и огород"))
    added = doc.channel.new_item()
    doc.apply(added)
    doc.apply(doc.channel.items[-1].set("content", "<header><h1>☃ 🌱</h1></header>"))
    assert [(u.char, u.context, u.count) for u in doc.unencodable()] == [
        ("☃", "cdata", 1), ("🌱", "cdata", 1), ("🌱", "text", 1)]
    assert [(u.char, u.context) for u in doc.unencodable("KOI8-R")] == [
        ("«", "text"), ("»", "text"), ("☃", "cdata"), ("🌱", "cdata"), ("🌱", "text")]
    assert doc.unencodable("UTF-8") == []
    assert load_bytes(doc.serialize()).channel.get("description") == "Сад 🌱 и огород"


def test_a_reference_the_file_holds_is_not_named_when_its_item_is_edited_elsewhere(data_dir):
    """The item's title holds &#128512; in the file: changing only its link named 😀 as a character
    the encoding lacks, before Save and in the export (found by a review)."""
    doc = load(data_dir / "cp1251.xml")
    item = doc.channel.items[0]
    assert "&#128512;" in doc.to_text()
    doc.apply(item.set("link", "https://e.ru/other"))
    assert doc.unencodable() == []
    doc.apply(item.set("title", (item.title or "") + " 🌱"))
    assert [u.char for u in doc.unencodable()] == ["🌱"]


def test_what_cannot_be_written_is_named_as_what_it_is_and_where(tmp_path):
    """A character in a processing instruction or the DOCTYPE was said to be in 'a comment', with
    no line (found by an audit)."""
    doc = load_bytes('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE rss [\n<!ENTITY e "x"><!-- 😀 -->\n]>\n'
                     '<?note 🌱?>\n<rss version="2.0"><channel>\n<!-- ☃ --><!-- ☃ -->\n'
                     '<title a="x&#10;y">«a»</title></channel></rss>'.encode())
    found = {(u.char, u.context): (u.count, u.line) for u in doc.unencodable("windows-1251")}
    assert found == {("😀", "doctype"): (1, 3), ("🌱", "pi"): (1, 5), ("☃", "comment"): (2, 7)}
    said = {u.context: u.describe("en") for u in doc.unencodable("windows-1251")}
    assert said["pi"] == ("U+1F331 (🌱), 1 time, on line 5: cannot be written: a processing instruction (<?…?>) "
                          "cannot hold a reference")
    assert said["doctype"].endswith("on line 3: cannot be written: a DOCTYPE declaration cannot hold a reference")
    assert said["comment"].startswith("U+2603 (☃), 2 times, first on line 7: cannot be written: a comment")
    # A character written as a reference needs no line: nothing stops the save.
    assert [u.describe("en") for u in doc.unencodable("KOI8-R") if u.char == "«"] == [
        "U+00AB («), 1 time: written as the reference &#171;"]
    assert [u.line for u in doc.unencodable("KOI8-R") if u.char == "«"] == [8]


def test_an_entity_value_or_attribute_default_in_the_doctype_takes_references(tmp_path):
    """An entity's value and an attribute's default are literals a character reference may stand
    in (XML 1.0, EntityValue and AttValue); a save in KOI8-R was refused for a « in one. The
    DOCTYPE's other parts (a system literal, a comment, a name) still cannot hold one."""
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE rss [\n<!ENTITY brand "Сад — «огород» 😀">\n'
            "<!ENTITY % note 'в «саду»'>\n<!ATTLIST category domain CDATA \"«рубрика»\">\n]>\n"
            '<rss version="2.0"><channel><title>&brand;</title><link>https://e.org/</link>'
            "<description>d</description><category>c</category></channel></rss>\n")
    doc = load_bytes(text.encode())
    assert [u.context for u in doc.unencodable("KOI8-R")] == ["text"] * 4
    path = tmp_path / "koi8.xml"
    doc.save(str(path), "KOI8-R")
    data = path.read_bytes()
    assert b'<!ENTITY brand "\xf3\xc1\xc4 &#8212; &#171;\xcf\xc7\xcf\xd2\xcf\xc4&#187; &#128512;">' in data
    assert b"<!ENTITY % note '\xd7 &#171;" in data and b'CDATA "&#171;' in data
    again = load_bytes(data)
    assert again.channel.get("title") == "Сад — «огород» 😀"
    assert again.tree.getroot().find("channel/category").get("domain") == "«рубрика»"
    system = load_bytes(text.replace("<!DOCTYPE rss [", '<!DOCTYPE rss SYSTEM "«x».dtd" [').encode())
    assert ("«", "doctype") in {(u.char, u.context) for u in system.unencodable("KOI8-R")}
    with pytest.raises(FeedEncodingError):
        system.serialize("KOI8-R")


def test_a_comment_the_encoding_cannot_hold_is_refused_not_mangled(tmp_path):
    doc = load_bytes('<rss version="2.0"><!-- 😀 --><channel/></rss>'.encode())
    assert [u.context for u in doc.unencodable("windows-1251")] == ["comment"]
    with pytest.raises(FeedSaveError, match="Save in UTF-8"):
        doc.save(tmp_path / "x.xml", "windows-1251")
    assert not (tmp_path / "x.xml").exists()


def test_a_bom_stays_in_utf8_and_nothing_else_precedes_the_declaration(data_dir):
    doc = load(data_dir / "bom-crlf.xml")
    raw = (data_dir / "bom-crlf.xml").read_bytes()
    assert doc.serialize("UTF-8") == raw                         # the file's own BOM, as it was
    for encoding in ("windows-1251", "KOI8-R"):                  # a single-byte file has no BOM
        assert doc.serialize(encoding).startswith(b"<?xml ")


# -- atomic save ---------------------------------------------------------------

def test_save_writes_declared_encoding_and_keeps_permissions(tmp_path, data_dir):
    target = tmp_path / "feed.xml"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    doc = load(data_dir / "cp1251.xml")
    doc.save(target)
    assert target.read_bytes().startswith(b'<?xml version="1.0" encoding="windows-1251"?>')
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640
    assert doc.path == str(target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["feed.xml"]   # no temp file left


def test_failed_save_leaves_the_old_file_untouched(tmp_path, data_dir):
    folder = tmp_path / "ro"
    folder.mkdir()
    target = folder / "feed.xml"
    target.write_bytes(b"precious")
    doc = load(data_dir / "rss-full.xml")
    os.chmod(folder, 0o500)
    try:
        if os.access(folder, os.W_OK):      # root ignores permissions: use a missing folder instead
            missing = tmp_path / "gone" / "feed.xml"
            with pytest.raises(FeedSaveError, match="not changed"):
                doc.save(missing)
        else:
            with pytest.raises(FeedSaveError, match="not changed"):
                doc.save(target)
    finally:
        os.chmod(folder, 0o700)
    assert target.read_bytes() == b"precious"


def test_save_failure_in_the_middle_of_writing_keeps_the_old_file(tmp_path, data_dir, monkeypatch):
    target = tmp_path / "feed.xml"
    target.write_bytes(b"precious")
    doc = load(data_dir / "rss-full.xml")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(FeedSaveError, match="the disk is full"):
        doc.save(target)
    assert target.read_bytes() == b"precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["feed.xml"]


# -- the channel's children as pieces of the text (for views that re-write one piece) ----

@pytest.mark.parametrize("name", ["rss-full.xml", "turbo-old-spelling.xml", "cp1251.xml", "undeclared-prefix.xml"])
def test_channel_layout_pieces_add_up_to_the_text(data_dir, name):
    doc = load(data_dir / name)
    head, pieces, foot = doc.channel_layout()
    assert head + "".join(text for _node, text in pieces) + foot == doc.to_text()
    assert [node for node, _t in pieces] == list(doc.root.find("channel"))


def test_channel_layout_finds_each_items_end_past_look_alikes_in_its_text():
    """An item's end is found in one step past what only looks like one: "</item>" in a CDATA
    section, a comment or a PI, an element whose name starts the same, and an element of the
    same name inside it (then the tags are followed one by one)."""
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>t</title>\n'
            '<item><title>a</title><description><![CDATA[<p>x</item> y</p>]]></description></item>\n'
            '<!-- </item> --><item><?pi </item>?><itemx>b</itemx><items/></item>\n'
            '<item><x:wrap xmlns:x="u:x"><item>nested</item></x:wrap><title>c</title></item>\n'
            '<item/><item ><title>d</title></item >\n</channel></rss>\n')
    doc = load_bytes(text.encode("utf-8"))
    head, pieces, foot = doc.channel_layout()
    assert head + "".join(piece for _node, piece in pieces) + foot == text
    assert [node for node, _t in pieces] == list(doc.root.find("channel"))
    assert [piece for node, piece in pieces if node.tag == "item"] == [
        '<item><title>a</title><description><![CDATA[<p>x</item> y</p>]]></description></item>\n',
        '<item><?pi </item>?><itemx>b</itemx><items/></item>\n',
        '<item><x:wrap xmlns:x="u:x"><item>nested</item></x:wrap><title>c</title></item>\n',
        '<item/>', '<item ><title>d</title></item >\n']


def test_channel_layout_keeps_a_redundant_declaration_as_written():
    doc = load_bytes(b'<rss xmlns:a="u:a" version="2.0"><channel><item xmlns:a="u:a"><a:x/></item></channel></rss>')
    head, pieces, foot = doc.channel_layout()
    assert [text for _node, text in pieces] == ['<item xmlns:a="u:a"><a:x/></item>']


def test_without_a_text_of_its_own_the_layout_refuses_a_redundant_declaration():
    doc = load_bytes(b'<rss xmlns:a="u:a" version="2.0"><channel><item xmlns:a="u:a"><a:x/></item></channel></rss>')
    doc.source = None                       # a document built in code: lxml writes it whole
    assert doc.channel_layout() is None


def test_the_layout_of_a_big_feed_is_found_in_steps_of_bounded_size():
    """A window finds the layout between events: the items passed in one match count by their
    bytes, so no step runs through hundreds of pages."""
    import sys

    from support import REPO
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    data = make_feed(300)
    doc = load_bytes(data)
    steps = sum(1 for _ in doc.source.layout_steps(400))
    assert steps >= len(data) // (400 * 100) // 2
    assert doc.source.layout() is not None


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["a", "<p>", "\n", "\r", "\r\n", "я", "«", "—", "é", "\u2029", "😀", "\U00010348",
                                 "\t", "&amp;"]), max_size=40),
       st.sampled_from(["utf-8", "cp1251", "koi8_r", "latin-1"]), st.booleans())
def test_a_pieces_length_counted_in_its_bytes_is_its_texts_in_utf16(parts, codec, display):
    """What the XML pane measures a big feed's children by, without decoding them."""
    from turbo_editor.feed.document import _display, utf16_counter
    text = "".join(parts)
    try:
        data = text.encode(codec)
    except UnicodeEncodeError:
        return
    shown = _display(text) if display else text
    assert utf16_counter(codec, display)(data) == len(shown.encode("utf-16-le")) // 2


def test_an_encoding_whose_characters_are_not_counted_in_bytes_is_measured_by_its_text():
    from turbo_editor.feed.document import utf16_counter
    assert utf16_counter("utf-16-le") is None and utf16_counter("gb18030") is None
