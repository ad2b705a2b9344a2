"""Export: checked first, written in the chosen encoding, split into whole feeds past the limit."""

from __future__ import annotations

import codecs
import os

import pytest
from lxml import etree

from generated_feeds import BROKEN_ITEM, build_feed
from support import SAMPLE, c14n
from turbo_editor.feed import FeedEncodingError, load, load_bytes
from turbo_editor.publish import export_feed, part_names, part_ranges, report as r
from turbo_editor.publish.export import url_file_name
from turbo_editor.vocabulary.namespaces import TURBO_NS, YANDEX_NS, qn

COUNTER_AND_AD_TAGS = (qn(TURBO_NS, "analytics"), qn(YANDEX_NS, "analytics"), qn(TURBO_NS, "adNetwork"),
                       qn(YANDEX_NS, "adNetwork"))


@pytest.fixture(scope="module")
def big_feed():
    return build_feed(2500)


def items_of(doc):
    return list(doc.root.find("channel").iterchildren("item"))


def non_items_of(doc):
    return [c14n_node(child) for child in doc.root.find("channel") if child.tag != "item"]


def c14n_node(node):
    return etree.tostring(node, method="c14n", with_tail=False) if isinstance(node.tag, str) \
        else etree.tostring(node, with_tail=False)


# --------------------------------------------------------------------------
# Splitting
# --------------------------------------------------------------------------


def test_a_2500_item_feed_becomes_three_whole_feeds(big_feed, tmp_path):
    source = load_bytes(big_feed)
    report = export_feed(source, tmp_path)
    assert report.written and not report.blocking
    assert [f.name for f in report.files] == ["turbo-1.xml", "turbo-2.xml", "turbo-3.xml"]
    assert sorted(os.listdir(tmp_path)) == ["turbo-1.xml", "turbo-2.xml", "turbo-3.xml"]
    assert [(f.items, f.first_item) for f in report.files] == [(1000, 1), (1000, 1001), (500, 2001)]
    assert report.total_items == 2500

    parts = [load(tmp_path / f.name) for f in report.files]
    written_items = [item for part in parts for item in items_of(part)]
    assert [item.findtext("link") for item in written_items] == \
        [item.findtext("link") for item in items_of(source)]
    # Every item is C14N-equal to the original; every part has all the rest of the channel.
    assert [c14n(item) for item in written_items] == [c14n(item) for item in items_of(source)]
    for part in parts:
        assert non_items_of(part) == non_items_of(source)
        counters_and_ads = [e for e in part.root.find("channel") if e.tag in COUNTER_AND_AD_TAGS]
        assert [(e.tag, dict(e.attrib)) for e in counters_and_ads] == \
            [(e.tag, dict(e.attrib)) for e in source.root.find("channel") if e.tag in COUNTER_AND_AD_TAGS]
        assert len(part.channel.counters) == 2 and len(part.channel.ad_networks) == 2
        assert part.root.nsmap == source.root.nsmap
        assert etree.tostring(part.root.getprevious()) == b"<!-- exported by a test -->"


def test_split_files_are_laid_out_like_the_original(tmp_path):
    report = export_feed(load_bytes(build_feed(3)), tmp_path, max_items=2)
    second = (tmp_path / report.files[1].name).read_text(encoding="utf-8")
    assert second.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported by a test -->\n<rss ')
    assert "    <!-- Items are in editorial order. -->\n    <item turbo=\"true\">" in second
    assert second.endswith("    </item>\n  </channel>\n</rss>\n")
    assert second.count("xmlns:turbo=") == 1  # items do not re-declare namespaces


def test_the_split_clears_the_item_count_error_it_answers(big_feed, tmp_path):
    source = load_bytes(big_feed)
    report = export_feed(source, tmp_path)
    assert [f.rule for f in report.source_findings if f.severity == "error"] == ["turbo-item-count"]
    assert report.blocking == ()
    assert all(f.counts()["error"] == 0 for f in report.files)
    split = [n for n in report.notes if n.code == r.SPLIT]
    assert split[0].message.startswith("2500 items written as 3 files, at most 1000 in each")


def test_a_limit_above_yandexs_is_refused_naming_the_limit(big_feed, tmp_path):
    """2000 items per file stopped the export with "split it into at least 3 files" while it was
    splitting it into 2: what was wrong, files over Turbo's 1000, was never said (found by an audit)."""
    with pytest.raises(ValueError, match="^must be at most 1000, not 2000: Turbo reads at most 1000 items "
                                         "from one feed$"):
        export_feed(load_bytes(big_feed), tmp_path, max_items=2000)
    assert os.listdir(tmp_path) == []


def test_a_feed_within_the_limit_is_one_file_identical_to_a_save(tmp_path):
    doc = load(SAMPLE)
    report = export_feed(doc, tmp_path)
    assert [f.name for f in report.files] == ["turbo.xml"]
    assert (tmp_path / "turbo.xml").read_bytes() == doc.serialize()
    assert report.files[0].size == len(doc.serialize()) == os.path.getsize(tmp_path / "turbo.xml")


@pytest.mark.parametrize("limit", [1000, 1])
def test_an_exported_file_never_starts_with_a_bom(tmp_path, limit):
    """Save keeps a BOM the file had; a file to upload has none (TURBO.md: "Nothing may precede
    <?xml: a BOM or whitespace there breaks the feed"). The one-file export kept it, the parts of a
    split did not (found by an audit)."""
    data = codecs.BOM_UTF8 + SAMPLE.read_bytes()
    doc = load_bytes(data)
    assert doc.serialize() == data
    report = export_feed(doc, tmp_path, max_items=limit, force=True)
    for written in report.files:
        head = (tmp_path / written.name).read_bytes()
        assert head.startswith(b"<?xml "), head[:8]
    if limit == 1000:
        assert (tmp_path / "turbo.xml").read_bytes() == data[len(codecs.BOM_UTF8):]


def test_a_feed_kept_in_latin_1_is_exported_in_utf8_which_turbo_reads(tmp_path):
    doc = load_bytes('<?xml version="1.0" encoding="ISO-8859-1"?>\n<rss version="2.0"><channel><title>Caf\u00e9'
                     '</title><link>https://e.example/</link><description>d</description></channel></rss>\n'
                     .encode("latin-1"))
    assert doc.save_encoding == "ISO-8859-1"            # Save keeps it
    export_feed(doc, tmp_path, force=True)
    written = (tmp_path / "turbo.xml").read_bytes()
    assert written.startswith(b'<?xml version="1.0" encoding="UTF-8"?>') and "Caf\u00e9".encode() in written


def test_export_leaves_the_document_alone(tmp_path):
    doc = load_bytes(build_feed(5))
    before, revision = c14n(doc.tree), doc.revision
    export_feed(doc, tmp_path, max_items=2, export_url="https://sad.example.ru/turbo.xml")
    assert c14n(doc.tree) == before and doc.revision == revision


@pytest.mark.parametrize(("count", "limit", "sizes"), [
    (0, 1000, [0]), (1000, 1000, [1000]), (1001, 1000, [1000, 1]), (7, 3, [3, 3, 1])])
def test_part_ranges(count, limit, sizes):
    ranges = part_ranges(count, limit)
    assert [len(span) for span in ranges] == sizes
    assert [i for span in ranges for i in span] == list(range(count))


def test_part_names():
    assert part_names("turbo", 1) == ["turbo.xml"]
    assert part_names("turbo", 3) == ["turbo-1.xml", "turbo-2.xml", "turbo-3.xml"]
    assert part_names("feed.rss", 2) == ["feed-1.rss", "feed-2.rss"]


@pytest.mark.parametrize("bad", ["", "../turbo", "a/b", "."])
def test_a_base_name_must_be_a_file_name(bad, tmp_path):
    with pytest.raises(ValueError):
        export_feed(load(SAMPLE), tmp_path, base_name=bad)


def test_the_item_limit_must_be_positive(tmp_path):
    with pytest.raises(ValueError):
        export_feed(load(SAMPLE), tmp_path, max_items=0)


# --------------------------------------------------------------------------
# Checking first
# --------------------------------------------------------------------------



def test_errors_stop_the_export(tmp_path):
    doc = load_bytes(build_feed(2, extra_item=BROKEN_ITEM))
    out = tmp_path / "out"
    report = export_feed(doc, out)
    assert not report.written and report.files == ()
    assert report.blocking and all(f.severity == "error" for f in report.blocking)
    assert any(f.path.startswith("/rss/channel/item[1]") for f in report.blocking)
    assert not out.exists()


def test_force_writes_anyway_and_the_file_shows_the_errors(tmp_path):
    doc = load_bytes(build_feed(2, extra_item=BROKEN_ITEM))
    report = export_feed(doc, tmp_path, force=True)
    assert report.written and report.forced and report.blocking
    assert report.files[0].counts()["error"] >= 1
    assert {f.rule for f in report.files[0].findings if f.severity == "error"} == \
        {f.rule for f in report.blocking}


def test_the_callers_findings_are_used(tmp_path):
    doc = load_bytes(build_feed(2))
    report = export_feed(doc, tmp_path, findings=[])
    assert report.written and report.source_findings == ()


# --------------------------------------------------------------------------
# Encodings
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("encoding", "declared", "codec"), [
    ("utf-8", "UTF-8", "utf-8"), ("windows-1251", "windows-1251", "cp1251"), ("KOI8-R", "KOI8-R", "koi8-r")])
def test_every_encoding_keeps_every_character(encoding, declared, codec, tmp_path):
    source = load_bytes(build_feed(3))
    report = export_feed(source, tmp_path, encoding=encoding, max_items=2)
    assert report.encoding == declared
    for exported in report.files:
        data = (tmp_path / exported.name).read_bytes()
        assert data.startswith(f'<?xml version="1.0" encoding="{declared}"?>\n'.encode("ascii"))
        data.decode(codec)  # really in that encoding
    written = [item for f in report.files for item in items_of(load(tmp_path / f.name))]
    assert [c14n(item) for item in written] == [c14n(item) for item in items_of(source)]
    references = [n for n in report.notes if n.code == r.CHARACTER_REFERENCES]
    if declared == "UTF-8":
        assert references == []
    else:
        assert "U+1F331" in references[0].message  # the emoji, as a reference
    if declared == "KOI8-R":
        assert "U+00AB" in references[0].message   # KOI8-R has no «


def test_a_character_an_edit_brings_gets_the_reference_note_too(tmp_path):
    """An emoji typed into a Windows-1251 feed was exported as &#127793; with no note, while the same
    emoji read from the file got one (found by an audit)."""
    doc = load_bytes(build_feed(2).decode("utf-8").replace('encoding="UTF-8"', 'encoding="windows-1251"')
                     .replace("🌱", "").encode("cp1251"))
    doc.apply(doc.channel.items[0].set("title", "Новый 🌱 заголовок"))
    report = export_feed(doc, tmp_path, encoding="windows-1251")
    [note] = [n for n in report.notes if n.code == r.CHARACTER_REFERENCES]
    assert "U+1F331 (🌱), 1 time: written as the reference &#127793;" in note.message
    assert b"&#127793;" in (tmp_path / "turbo.xml").read_bytes()


def test_a_character_no_reference_can_carry_stops_the_export_before_writing(tmp_path):
    doc = load_bytes(build_feed(3, comment="Статьи 🌱"))
    with pytest.raises(FeedEncodingError):
        export_feed(doc, tmp_path / "out", encoding="koi8-r", max_items=2)
    assert not (tmp_path / "out").exists()


# --------------------------------------------------------------------------
# Self link and leftovers
# --------------------------------------------------------------------------


def test_a_missing_self_link_is_a_warning(tmp_path):
    report = export_feed(load_bytes(build_feed(2, self_link=None)), tmp_path,
                         export_url="https://sad.example.ru/turbo.xml")
    notes = [n for n in report.notes if n.code == r.SELF_LINK_MISSING]
    assert [n.file for n in notes] == ["turbo.xml"] and "https://sad.example.ru/turbo.xml" in notes[0].message


def test_a_self_link_that_is_not_the_export_url_is_a_warning(tmp_path):
    report = export_feed(load_bytes(build_feed(2)), tmp_path, export_url="https://sad.example.ru/feed.rss")
    notes = [n for n in report.notes if n.code == r.SELF_LINK_MISMATCH]
    assert len(notes) == 1 and notes[0].severity == "warning"
    assert "https://sad.example.ru/turbo.xml" in notes[0].message
    assert "https://sad.example.ru/feed.rss" in notes[0].message
    assert report.files[0].url == "https://sad.example.ru/feed.rss"


def test_a_matching_self_link_is_fine(tmp_path):
    report = export_feed(load_bytes(build_feed(2)), tmp_path, export_url="https://sad.example.ru/turbo.xml")
    assert not [n for n in report.notes if n.code.startswith("self-link")]


def test_without_an_export_url_only_a_missing_self_link_is_reported(tmp_path):
    assert not [n for n in export_feed(load_bytes(build_feed(2)), tmp_path).notes
                if n.code.startswith("self-link")]


def test_split_parts_name_their_own_url(tmp_path):
    report = export_feed(load_bytes(build_feed(3)), tmp_path, max_items=2,
                         export_url="https://sad.example.ru/turbo.xml")
    urls = ["https://sad.example.ru/turbo-1.xml", "https://sad.example.ru/turbo-2.xml"]
    assert [f.url for f in report.files] == urls
    assert [load(tmp_path / f.name).channel.self_link for f in report.files] == urls
    assert [n.code for n in report.notes if n.code.startswith("self-link")] == [r.SELF_LINK_SET]


def test_split_parts_sharing_one_self_link_are_a_warning(tmp_path):
    report = export_feed(load_bytes(build_feed(3)), tmp_path, max_items=2)
    assert [n.code for n in report.notes if n.code.startswith("self-link")] == [r.SELF_LINK_SHARED]


def test_a_deliberately_different_self_link_is_kept_and_reported(tmp_path):
    # seed 001: a moved feed keeps rel=self pointing at the old master URL.
    report = export_feed(load_bytes(build_feed(3, self_link="https://old.example/feed")), tmp_path,
                         max_items=2, export_url="https://sad.example.ru/turbo.xml")
    assert [load(tmp_path / f.name).channel.self_link for f in report.files] == ["https://old.example/feed"] * 2
    assert [n.file for n in report.notes if n.code == r.SELF_LINK_MISMATCH] == ["turbo-1.xml", "turbo-2.xml"]


def test_files_left_by_an_earlier_export_are_pointed_out(tmp_path):
    export_feed(load_bytes(build_feed(5)), tmp_path, max_items=2)
    (tmp_path / "unrelated.xml").write_text("x")
    report = export_feed(load_bytes(build_feed(3)), tmp_path, max_items=2)
    assert [n.file for n in report.notes if n.code == r.STALE_FILE] == ["turbo-3.xml"]


def test_an_unwritable_folder_is_a_save_error(tmp_path):
    from turbo_editor.feed import FeedSaveError
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(FeedSaveError):
        export_feed(load(SAMPLE), blocker / "out")


def test_the_report_as_json_data(tmp_path):
    report = export_feed(load_bytes(build_feed(3)), tmp_path, max_items=2)
    data = report.to_dict()
    assert data["written"] and data["total_items"] == 3 and data["encoding"] == "UTF-8"
    assert [(f["name"], f["items"], f["size"]) for f in data["files"]] == \
        [(f.name, f.items, os.path.getsize(tmp_path / f.name)) for f in report.files]
    assert {n["code"] for n in data["notes"]} >= {r.SPLIT, r.SELF_LINK_SHARED}
    assert data["errors"] == []



# --------------------------------------------------------------------------
# Ad networks per part
# --------------------------------------------------------------------------

END_OF_PAGE_AD = '\n    <turbo:adNetwork type="Yandex" id="R-A-123456-2"/>'
UNPLACED_AD = '\n    <turbo:adNetwork type="Yandex" id="R-A-123456-3" turbo-ad-id="third_ad_place"/>'


def ad_ids_of(doc):
    return [ad.turbo_ad_id for ad in doc.channel.ad_networks]


def test_a_part_carries_only_the_ad_networks_its_items_place(tmp_path):
    # Items 1-2 place both networks, items 3-4 only the second: the second file needs no first_ad_place.
    feed = build_feed(4, ad_places=lambda n: ("first_ad_place", "second_ad_place") if n <= 2 else
                      ("second_ad_place",), extra_ads=END_OF_PAGE_AD)
    report = export_feed(load_bytes(feed), tmp_path, max_items=2)
    first, second = (load(tmp_path / f.name) for f in report.files)
    assert ad_ids_of(first) == ["first_ad_place", "second_ad_place", None]
    assert ad_ids_of(second) == ["second_ad_place", None]     # the end-of-page ad stays in every part
    # No "ad network never placed" the user could not fix: the second file has what the first has.
    assert [f.rule for f in report.files[1].findings] == [f.rule for f in report.files[0].findings]
    assert "turbo-ad-unplaced" not in {f.rule for f in report.files[1].findings}
    assert [(n.file, n.severity) for n in report.notes if n.code == r.AD_NETWORKS_LEFT_OUT] == \
        [("turbo-2.xml", "info")]
    # The layout of what is left is the original's: one child a line.
    assert "</title>\n" in (tmp_path / "turbo-2.xml").read_text(encoding="utf-8")
    assert '    <yandex:adNetwork type="AdFox" turbo-ad-id="second_ad_place">' in \
        (tmp_path / "turbo-2.xml").read_text(encoding="utf-8")


def test_a_hidden_page_places_no_ad_and_an_unplaced_network_stays_everywhere(tmp_path):
    # Item 3 is turbo="false": its figure shows nowhere, as the checks count it. third_ad_place is
    # placed by no item at all: that warning is the feed's own, and every part keeps the network.
    feed = build_feed(4, ad_places=lambda n: ("first_ad_place", "second_ad_place") if n in (1, 3) else
                      ("second_ad_place",), extra_ads=UNPLACED_AD, hidden=(3,))
    source = load_bytes(feed)
    report = export_feed(source, tmp_path, max_items=2, findings=[])
    second = load(tmp_path / "turbo-2.xml")
    assert ad_ids_of(second) == ["second_ad_place", "third_ad_place"]
    unplaced = [(f.rule, f.params.get("value")) for f in report.files[1].findings if f.rule == "turbo-ad-unplaced"]
    assert unplaced == [("turbo-ad-unplaced", "third_ad_place")]
    assert ad_ids_of(load(tmp_path / "turbo-1.xml")) == ad_ids_of(source)


def test_one_file_keeps_every_ad_network(tmp_path):
    feed = build_feed(2, ad_places=lambda n: ("second_ad_place",))
    export_feed(load_bytes(feed), tmp_path)
    assert ad_ids_of(load(tmp_path / "turbo.xml")) == ["first_ad_place", "second_ad_place"]


# --------------------------------------------------------------------------
# Each part's own URL
# --------------------------------------------------------------------------


def test_split_parts_get_their_own_self_link_when_the_feed_has_none(tmp_path):
    report = export_feed(load_bytes(build_feed(3, self_link=None)), tmp_path, max_items=2,
                         export_url="https://sad.example.ru/turbo.xml")
    urls = ["https://sad.example.ru/turbo-1.xml", "https://sad.example.ru/turbo-2.xml"]
    assert [load(tmp_path / f.name).channel.self_link for f in report.files] == urls
    assert [n.code for n in report.notes if n.code.startswith("self-link")] == [r.SELF_LINK_SET]
    assert all(f.counts()["warning"] == 0 for f in report.files)


def test_an_export_url_ending_in_a_slash_is_the_folder(tmp_path):
    folder = "https://sad.example.ru/feeds/"
    feed = build_feed(3, self_link="https://sad.example.ru/feeds/turbo.xml")
    split = export_feed(load_bytes(feed), tmp_path / "split", max_items=2, export_url=folder)
    assert [load(f.path).channel.self_link for f in split.files] == \
        [folder + "turbo-1.xml", folder + "turbo-2.xml"] == [f.url for f in split.files]
    single = export_feed(load_bytes(feed), tmp_path / "single", export_url=folder)
    assert [f.url for f in single.files] == [folder + "turbo.xml"]
    assert not [n for n in split.notes + single.notes if n.severity == "warning"]


@pytest.mark.parametrize("url, name, parts", [
    ("https://sad.example.ru/my%20feed.xml", "my feed", ["my%20feed-1.xml", "my%20feed-2.xml"]),
    ("https://sad.example.ru/%d0%bb%d0%b5%d0%bd%d1%82%d0%b0.xml", "лента",
     ["%D0%BB%D0%B5%D0%BD%D1%82%D0%B0-1.xml", "%D0%BB%D0%B5%D0%BD%D1%82%D0%B0-2.xml"]),
])
def test_each_parts_url_stays_percent_encoded(tmp_path, url, name, parts):
    """--url .../my%20feed.xml named the parts .../my feed-1.xml (a raw space; Cyrillic came out raw too),
    which is no URL, and the files' own check flagged it (found by an audit). The files on disk keep
    the decoded name."""
    report = export_feed(load_bytes(build_feed(3, self_link=None)), tmp_path, max_items=2, export_url=url,
                         base_name=url_file_name(url))
    urls = ["https://sad.example.ru/" + part for part in parts]
    assert [f.name for f in report.files] == [f"{name}-1.xml", f"{name}-2.xml"]
    assert [f.url for f in report.files] == urls == [load(f.path).channel.self_link for f in report.files]
    assert all(f.counts()["warning"] == 0 for f in report.files)
    folder = export_feed(load_bytes(build_feed(1, self_link=None)), tmp_path / "folder",
                         export_url="https://sad.example.ru/feeds/", base_name="my feed")
    assert [f.url for f in folder.files] == ["https://sad.example.ru/feeds/my%20feed.xml"]


# --------------------------------------------------------------------------
# The source feed and the files open are never written over, nor called leftovers
# --------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["the same path", "a symlink", "a hard link", "a symlinked folder"])
def test_export_refuses_to_write_over_a_protected_file(tmp_path, how):
    from turbo_editor.publish import ExportTargetError
    source = tmp_path / "turbo.xml"
    source.write_bytes(build_feed(2))
    before = source.read_bytes()
    out = tmp_path / "out"
    out.mkdir()
    if how == "the same path":
        out = tmp_path
    elif how == "a symlink":
        (out / "turbo.xml").symlink_to(source)
    elif how == "a hard link":
        os.link(source, out / "turbo.xml")
    else:
        out = tmp_path / "linked"
        out.symlink_to(tmp_path, target_is_directory=True)
    listing = sorted(os.listdir(out))
    with pytest.raises(ExportTargetError) as raised:
        export_feed(load(source), out, protect=[str(source)])
    assert raised.value.protected == str(source) and str(source) in str(raised.value)
    assert source.read_bytes() == before and sorted(os.listdir(out)) == listing


def test_the_source_beside_the_export_is_never_called_a_leftover(tmp_path):
    source = tmp_path / "turbo.xml"            # the feed, in the folder it is exported to
    source.write_bytes(build_feed(3))
    (tmp_path / "turbo-7.xml").write_text("an old part")
    report = export_feed(load(source), tmp_path, max_items=2, protect=[str(source)])
    stale = [n for n in report.notes if n.code == r.STALE_FILE]
    assert [n.file for n in stale] == ["turbo-7.xml"]
    [beside] = [n for n in report.notes if n.code == r.SOURCE_BESIDE]
    assert beside.file == "turbo.xml" and "remove" not in beside.message and "delete" not in beside.message
    assert source.read_bytes() == build_feed(3)


# --------------------------------------------------------------------------
# Progress and cancelling
# --------------------------------------------------------------------------


def test_progress_is_reported_and_cancel_writes_nothing(tmp_path):
    from turbo_editor.publish import ExportCancelled
    from turbo_editor.publish.export import CHECKING, CHECKING_FILE, WRITING
    doc = load_bytes(build_feed(5))
    seen = []
    export_feed(doc, tmp_path / "all", max_items=2, progress=lambda *step: seen.append(step))
    assert seen[0] == (CHECKING, 0, 5, None) and seen[-1] == (WRITING, 5, 5, None)
    assert [(d, n) for stage, d, _t, n in seen if stage == CHECKING_FILE] == \
        [(0, "turbo-1.xml"), (0, "turbo-1.xml"), (2, "turbo-2.xml"), (4, "turbo-3.xml")]

    stop = []
    def note(stage, done, total, name):
        if name == "turbo-2.xml":
            stop.append(True)                  # the second file is reached: cancel now
    with pytest.raises(ExportCancelled):
        export_feed(doc, tmp_path / "cancelled", max_items=2, progress=note, cancelled=lambda: bool(stop))
    assert not (tmp_path / "cancelled").exists()


HAND_WRITTEN = (
    "<?xml version='1.0' encoding='KOI8-R'?>\r\n"
    "<rss version='2.0' xmlns:turbo='http://turbo.yandex.ru'>\r\n"
    "<channel>\r\n"
    "\t<title>Вестник</title>\r\n"
    "\t<link>https://example.ru/</link>\r\n"
    "\t<description>Новости &#171;города&#187;</description>\r\n"
    "\t<!-- the items, newest first -->\r\n"
    "\t<language>ru</language>\r\n"
    "{items}"
    "</channel>\r\n"
    "</rss>\r\n")
ITEM = ("\t<!-- item {n} -->\r\n"
        "\t<item turbo='true'>\r\n"
        "\t\t<link>https://example.ru/{n}</link>\r\n"
        "\t\t<pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>\r\n"
        "\t\t<turbo:content><![CDATA[<header><h1>Статья {n}</h1></header><p>Текст &amp; ещё</p>]]></turbo:content>\r\n"
        "\t</item>\r\n")


def test_the_parts_of_a_split_feed_keep_the_bytes_nobody_edited(tmp_path):
    """Each part is the file's own text without the other parts' items: line ends, quotes,
    references and tabs as written, and the comment above an item goes with it (each part
    carried every item's comment, and lxml's quotes and line ends)."""
    source = HAND_WRITTEN.format(items="".join(ITEM.format(n=n) for n in range(1, 5)))
    data = source.encode("koi8-r")
    report = export_feed(load_bytes(data), tmp_path, max_items=2)
    assert [f.name for f in report.files] == ["turbo-1.xml", "turbo-2.xml"]
    for part, numbers in zip(report.files, [(1, 2), (3, 4)]):
        expected = HAND_WRITTEN.format(items="".join(ITEM.format(n=n) for n in numbers)).encode("koi8-r")
        assert (tmp_path / part.name).read_bytes() == expected


def test_a_comment_on_an_items_last_line_stays_with_that_item(tmp_path):
    source = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>\n'
              '  <title>t</title><link>https://example.ru/</link><description>d</description>\n'
              '  <item><link>https://example.ru/1</link></item> <!-- end of 1 -->\n'
              '  <item><link>https://example.ru/2</link></item> <!-- end of 2 -->\n'
              '</channel></rss>\n')
    report = export_feed(load_bytes(source.encode()), tmp_path, max_items=1, force=True)
    first, second = ((tmp_path / f.name).read_text(encoding="utf-8") for f in report.files)
    assert "  <item><link>https://example.ru/1</link></item> <!-- end of 1 -->\n</channel>" in first
    assert "end of 2" not in first and "end of 1" not in second
    assert "  <item><link>https://example.ru/2</link></item> <!-- end of 2 -->\n</channel>" in second
