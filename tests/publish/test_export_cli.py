"""``turbo-editor export``: exit codes, text and JSON output."""

from __future__ import annotations

import json
import os
import re

import pytest

from generated_feeds import BROKEN_ITEM, build_feed
from support import SAMPLE
from turbo_editor.feed import load
from turbo_editor.publish import export_feed
from turbo_editor.publish.cli import main


@pytest.fixture
def feed_file(tmp_path):
    def write(data: bytes, name: str = "feed.xml") -> str:
        path = tmp_path / name
        path.write_bytes(data)
        return str(path)
    return write


def test_a_clean_feed_is_written_and_exits_0(feed_file, tmp_path, capsys):
    out = tmp_path / "out"
    assert main([feed_file(build_feed(3)), "--out-dir", str(out), "--max-items", "2"]) == 0
    assert sorted(os.listdir(out)) == ["turbo-1.xml", "turbo-2.xml"]
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"wrote 2 files to {out} in UTF-8:"
    size = os.path.getsize(out / "turbo-1.xml")
    assert lines[1] == f"  turbo-1.xml      2 items  {size:>10} bytes  0 errors, 0 warnings"


def test_each_file_is_listed_with_its_url(feed_file, tmp_path, capsys):
    """A split export's text never said where each file goes; only --format json had it (found by an audit)."""
    out = tmp_path / "out"
    assert main([feed_file(build_feed(5, self_link=None)), "--out-dir", str(out), "--max-items", "2",
                 "--url", "https://sad.example.ru/feeds/"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.rsplit("  ", 1)[1] for line in lines[1:4]] == \
        [f"https://sad.example.ru/feeds/turbo-{n}.xml" for n in (1, 2, 3)]
    assert lines[1].endswith(" 0 warnings  https://sad.example.ru/feeds/turbo-1.xml")


def test_errors_exit_1_and_write_nothing(feed_file, tmp_path, capsys):
    source = feed_file(build_feed(2, extra_item=BROKEN_ITEM))
    out = tmp_path / "out"
    assert main([source, "--out-dir", str(out)]) == 1
    text = capsys.readouterr().out
    assert f"{source}:" in text and " error " in text
    assert text.rstrip().endswith("nothing was written (--force exports anyway)")
    assert not out.exists()


def test_force_writes_and_exits_0(feed_file, tmp_path, capsys):
    out = tmp_path / "out"
    assert main([feed_file(build_feed(2, extra_item=BROKEN_ITEM)), "--out-dir", str(out), "--force"]) == 0
    assert os.listdir(out) == ["turbo.xml"]
    text = capsys.readouterr().out
    assert "exported despite" in text and f"{out / 'turbo.xml'}:" in text


def test_json_report(feed_file, tmp_path, capsys):
    out = tmp_path / "out"
    source = feed_file(build_feed(5))
    assert main([source, "--out-dir", str(out), "--max-items", "2", "--format", "json",
                 "--encoding", "windows-1251", "--name", "feed.rss",
                 "--url", "https://sad.example.ru/turbo.xml"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["file"] == source and data["written"] and data["encoding"] == "windows-1251"
    assert [(f["name"], f["items"], f["first_item"]) for f in data["files"]] == \
        [("feed-1.rss", 2, 1), ("feed-2.rss", 2, 3), ("feed-3.rss", 1, 5)]
    assert all(f["size"] == os.path.getsize(f["path"]) for f in data["files"])
    assert [f["url"] for f in data["files"]] == [f"https://sad.example.ru/feed-{n}.rss" for n in (1, 2, 3)]
    assert load(out / "feed-2.rss").encoding == "windows-1251"


def test_json_report_of_a_blocked_export(feed_file, tmp_path, capsys):
    assert main([feed_file(build_feed(1, extra_item=BROKEN_ITEM)), "--out-dir", str(tmp_path / "o"),
                 "--format", "json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["written"] is False and data["files"] == [] and data["errors"]
    assert {"line", "column", "severity", "rule", "message", "path"} <= set(data["errors"][0])


def test_a_file_that_does_not_load_exits_1_even_with_force(feed_file, tmp_path, capsys):
    assert main([feed_file(b"<rss><channel>"), "--out-dir", str(tmp_path / "o"), "--force"]) == 1
    assert "nothing was written" in capsys.readouterr().out
    assert not (tmp_path / "o").exists()


def test_an_encoding_that_cannot_hold_a_comment_exits_1(feed_file, tmp_path, capsys):
    source = feed_file(build_feed(1, comment="🌱"))
    assert main([source, "--out-dir", str(tmp_path / "o"), "--encoding", "koi8-r"]) == 1
    assert "nothing was written" in capsys.readouterr().err


@pytest.mark.parametrize("extra", [["--max-items", "0"], ["--max-items", "many"], ["--encoding", "latin-1"],
                                   ["--format", "xml"], ["--name", "../x"]])
def test_usage_errors_exit_2(feed_file, tmp_path, extra, capsys):
    assert main([feed_file(build_feed(1)), "--out-dir", str(tmp_path / "o"), *extra]) == 2
    assert not (tmp_path / "o").exists()


def test_more_items_per_file_than_turbo_reads_is_a_usage_error_naming_the_limit(feed_file, tmp_path, capsys):
    """--max-items 1100 on 1200 items said "split it into at least 2 files" while it split them into 2;
    the option had no upper bound (found by an audit)."""
    out = tmp_path / "out"
    assert main([feed_file(build_feed(3)), "--out-dir", str(out), "--max-items", "1100"]) == 2
    assert "argument --max-items: must be at most 1000, not 1100: Turbo reads at most 1000 items from one feed" \
        in capsys.readouterr().err
    assert not out.exists()
    assert main([feed_file(build_feed(3)), "--out-dir", str(out), "--max-items", "1000"]) == 0


def test_a_missing_out_dir_option_exits_2(feed_file, capsys):
    assert main([feed_file(build_feed(1))]) == 2


def test_io_errors_exit_2(feed_file, tmp_path, capsys):
    assert main([str(tmp_path / "missing.xml"), "--out-dir", str(tmp_path / "o")]) == 2
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    assert main([feed_file(build_feed(1)), "--out-dir", str(blocker / "o")]) == 2


@pytest.mark.parametrize("how", ["the same path", "a symlink", "a hard link"])
def test_export_never_writes_over_its_input(feed_file, tmp_path, capsys, how):
    source = feed_file(build_feed(2), name="turbo.xml")
    before = open(source, "rb").read()
    out = tmp_path / "out"
    out.mkdir()
    args = ["--out-dir", str(out)]
    if how == "the same path":
        args = ["--out-dir", str(tmp_path)]
        target = tmp_path / "turbo.xml"
    elif how == "a symlink":
        (out / "feed.xml").symlink_to(source)
        args += ["--name", "feed.xml"]
        target = out / "feed.xml"
    else:
        os.link(source, out / "turbo.xml")
        target = out / "turbo.xml"
    assert main([source, *args]) == 2
    err = capsys.readouterr().err
    assert err == (f"turbo-editor: {target} is the same file as {source}, the feed being exported: writing it "
                   "would replace the feed with the export; choose another --out-dir or --name. "
                   "Nothing was written.\n")
    assert open(source, "rb").read() == before


def test_the_input_beside_the_export_is_not_a_leftover_to_remove(feed_file, tmp_path, capsys):
    source = feed_file(build_feed(3), name="turbo.xml")
    assert main([source, "--out-dir", str(tmp_path), "--max-items", "2"]) == 0
    text = capsys.readouterr().out
    assert "remove" not in text
    assert f"note: turbo.xml in {tmp_path} is the feed being exported" in text
    assert sorted(os.listdir(tmp_path)) == ["turbo-1.xml", "turbo-2.xml", "turbo.xml"]


def test_counts_in_the_report_take_their_english_plural(feed_file, tmp_path, capsys):
    out = tmp_path / "out"
    assert main([feed_file(build_feed(3)), "--out-dir", str(out), "--max-items", "2", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "      1 item  " in lines[2] and "1 items" not in lines[2]


# What may stay Latin in a Russian report: file names and paths, URLs, element and attribute names,
# options, encodings, ad network ids, and the names of the checker's rules.
_NOT_WORDS = re.compile(r"""https?://\S+|\S*/\S*|[\w.-]+\.xml\b|atom:link|rel="self"|--[\w-]+|\b(?:UTF|KOI)-\S+|"""
                        r"""windows-\d+|\w+_ad_place|\bCDATA\b|\b[a-z]+(?:-[a-z]+)+\b""")


def latin_words(line: str) -> list[str]:
    return re.findall(r"[A-Za-z]{3,}", _NOT_WORDS.sub(" ", line))


def test_export_speaks_russian_in_every_line_of_its_report(feed_file, tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "turbo-7.xml").write_bytes(b"<rss/>")                   # a leftover of an earlier export
    source = feed_file(build_feed(3, ad_places=lambda n: ["first_ad_place"] if n < 3 else ["second_ad_place"])
                       .replace("Советы".encode(), "Советы ✓".encode()))
    code = main([source, "--out-dir", str(out), "--max-items", "2", "--encoding", "windows-1251",
                 "--url", "https://sad.example.ru/feeds/", "--lang", "ru"])
    text = capsys.readouterr().out
    assert code == 0, text
    lines = text.splitlines()
    assert lines[0].startswith("записано 2 файла в ") and "1 элемент " in lines[2]
    for needle in ("в windows-1251 нет 2 символов ленты", "не относится к этому экспорту",
                   "записывается ссылкой &#127793; между двумя частями секции CDATA",
                   "записаны в файлы", "нет рекламной сети"):
        assert needle in text, needle
    english = {line: latin_words(line) for line in lines if latin_words(line)}
    assert not english, english


def test_a_pipe_in_the_way_of_the_export_is_refused_and_kept(feed_file, tmp_path, capsys):
    import stat
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / "turbo-2.xml")
    assert main([feed_file(build_feed(3)), "--out-dir", str(out), "--max-items", "2"]) == 2
    err = capsys.readouterr().err
    assert f"{out / 'turbo-2.xml'} is not a regular file" in err and "nothing was written" in err
    assert stat.S_ISFIFO(os.stat(out / "turbo-2.xml").st_mode)
    assert sorted(os.listdir(out)) == ["turbo-2.xml"]          # turbo-1.xml was not written either


@pytest.mark.parametrize("url", ["turbo.xml", "https://[sad.example.ru/", "/feeds/"])
def test_an_export_url_that_is_not_a_full_address_is_a_usage_error_naming_the_option(tmp_path, capsys, url):
    """--url turbo.xml was written as every part's self link; a broken one printed only 'Invalid IPv6
    URL' (found by an audit)."""
    assert main([str(SAMPLE), "--out-dir", str(tmp_path / "out"), "--url", url]) == 2
    err = capsys.readouterr().err
    assert f"argument --url: “{url}” is not a full http or https address" in err
    assert not (tmp_path / "out").exists()
    with pytest.raises(ValueError, match="not a full http or https address"):
        export_feed(load(SAMPLE), tmp_path / "out", export_url=url)


def test_input_encoding_exports_a_mislabelled_file_in_its_real_encoding(feed_file, tmp_path, capsys):
    """A windows-1251 file declared UTF-8: the advice was to open it as windows-1251, and export had
    no option for it (found by an audit)."""
    data = build_feed(2).replace(b"<title>", "<title>Новости ".encode(), 1)
    source = feed_file(data.decode("utf-8").encode("cp1251", "xmlcharrefreplace"))
    out = tmp_path / "out"
    assert main([source, "--out-dir", str(out)]) == 1
    assert main([source, "--out-dir", str(out), "--input-encoding", "windows-1251"]) == 0
    written = (out / "turbo.xml").read_bytes()
    assert written.startswith(b'<?xml version="1.0" encoding="windows-1251"?>')
    assert load(out / "turbo.xml").channel.title.startswith("Новости ")


def test_the_file_is_named_as_the_url_ends_unless_a_name_is_given(feed_file, tmp_path, capsys):
    """--url .../feed.rss wrote turbo.xml, and --name feed.rss with --url .../turbo.xml said nothing
    of the file being at another URL than its feed names (found by an audit)."""
    source = feed_file(build_feed(2, self_link="https://sad.example.ru/feed.rss"))
    out = tmp_path / "out"
    assert main([source, "--out-dir", str(out), "--url", "https://sad.example.ru/feed.rss"]) == 0
    assert os.listdir(out) == ["feed.rss"]
    other = tmp_path / "other"
    assert main([source, "--out-dir", str(other), "--url", "https://sad.example.ru/feed.rss", "--name", "turbo"]) == 0
    assert os.listdir(other) == ["turbo.xml"]
    assert ("warning: the file is written as turbo.xml, but the export URL names feed.rss: upload it under that "
            "name, or give the name the URL ends in") in capsys.readouterr().out


def test_a_name_that_is_only_an_extension_is_refused(feed_file, tmp_path, capsys):
    """--name .xml wrote a hidden file, .xml.xml (found by an audit)."""
    assert main([feed_file(build_feed(1)), "--out-dir", str(tmp_path / "out"), "--name", ".xml"]) == 2
    assert "the base name must be a plain file name, not '.xml'" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_a_url_without_an_extension_is_no_other_name(feed_file, tmp_path, capsys):
    """…/turbo is served by name whatever the file is called: no warning (found by a review)."""
    out = tmp_path / "out"
    assert main([feed_file(build_feed(1, self_link="https://sad.example.ru/turbo")), "--out-dir", str(out),
                 "--url", "https://sad.example.ru/turbo"]) == 0
    assert os.listdir(out) == ["turbo.xml"] and "names turbo" not in capsys.readouterr().out
