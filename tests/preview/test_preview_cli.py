"""``turbo-editor preview FILE [--item N] -o page.html``: what it writes and its exit codes."""

import lxml.html
import pytest

from preview_support import Page, assert_inert
from support import SAMPLE
from turbo_editor.preview.cli import main


def _page(path) -> Page:
    html = path.read_text(encoding="utf-8")
    return Page(html, lxml.html.document_fromstring(html))


def test_writes_the_first_item_by_default(tmp_path, capsys):
    out = tmp_path / "page.html"
    assert main([str(SAMPLE), "-o", str(out)]) == 0
    page = _page(out)
    assert page.html.startswith("<!DOCTYPE html>")
    assert page.tree.findtext(".//h1").strip() == "Как посадить томаты в мае"
    assert page.tree.find("body").get("class") == "tp-phone"
    assert_inert(page)
    assert capsys.readouterr().err == ""


def test_item_width_and_remote_images_options(tmp_path):
    out = tmp_path / "page.html"
    assert main([str(SAMPLE), "--item", "2", "--width", "desktop", "--remote-images", "-o", str(out)]) == 0
    page = _page(out)
    assert page.tree.findtext(".//h1") == "Календарь поливов на июнь"
    assert page.tree.find("body").get("class") == "tp-desktop"
    assert page.tree.xpath("//img/@src")[0] == "https://sad.example.ru/img/june1.jpg"


def test_dash_writes_to_standard_output(capsys):
    assert main([str(SAMPLE), "--item", "3", "-o", "-"]) == 0
    assert "Устаревшая статья" in capsys.readouterr().out


@pytest.mark.parametrize("number", ["0", "4", "-1"])
def test_missing_item_exits_1_and_writes_nothing(tmp_path, capsys, number):
    out = tmp_path / "page.html"
    assert main([str(SAMPLE), "--item", number, "-o", str(out)]) == 1
    assert f"no item {number}: the feed has 3 items" in capsys.readouterr().err
    assert not out.exists()


def test_feed_that_is_not_well_formed_exits_1_with_its_position(tmp_path, capsys):
    feed = tmp_path / "broken.xml"
    feed.write_text('<?xml version="1.0"?>\n<rss version="2.0"><channel>\n<item></channel></rss>\n', encoding="utf-8")
    out = tmp_path / "page.html"
    assert main([str(feed), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{feed}:3:")
    assert not out.exists()


def test_missing_input_exits_2(tmp_path, capsys):
    assert main([str(tmp_path / "nope.xml"), "-o", str(tmp_path / "page.html")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_unwritable_output_exits_2(tmp_path, capsys):
    assert main([str(SAMPLE), "-o", str(tmp_path / "no-such-folder" / "page.html")]) == 2
    assert "could not save" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], [str(SAMPLE)], [str(SAMPLE), "-o", "x.html", "--item", "two"],
                                  [str(SAMPLE), "-o", "x.html", "--width", "tablet"]])
def test_usage_errors_exit_2(argv, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert "usage:" in capsys.readouterr().err
    assert not (tmp_path / "x.html").exists()


def test_missing_item_is_said_in_russian_with_its_plural(tmp_path, capsys):
    assert main([str(SAMPLE), "--item", "7", "-o", str(tmp_path / "page.html"), "--lang", "ru"]) == 1
    assert "нет элемента 7: в ленте 3 элемента" in capsys.readouterr().err


def test_the_page_is_never_written_over_the_feed(tmp_path, capsys):
    """preview feed.xml -o alias.xml, alias a link to feed.xml, replaced the feed with an HTML page
    (found by an audit)."""
    feed = tmp_path / "feed.xml"
    feed.write_bytes(SAMPLE.read_bytes())
    (tmp_path / "alias.xml").symlink_to(feed)
    assert main([str(feed), "-o", str(tmp_path / "alias.xml")]) == 2
    assert "is the same file as" in capsys.readouterr().err
    assert feed.read_bytes() == SAMPLE.read_bytes()


@pytest.mark.parametrize("feed, root", [
    ('<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><title>e</title></entry></feed>', "feed"),
    ('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">'
     '<channel/><item><title>e</title></item></rdf:RDF>', "rdf:RDF")])
def test_a_feed_that_is_not_rss_is_named_by_its_root_not_said_to_have_no_items(tmp_path, capsys, feed, root):
    path = tmp_path / "feed.xml"
    path.write_text(feed, encoding="utf-8")
    assert main([str(path), "-o", str(tmp_path / "page.html")]) == 1
    assert capsys.readouterr().err == (f"{path}: the root element is <{root}>; an RSS 2.0 feed starts with "
                                       '<rss version="2.0">\n')
    assert not (tmp_path / "page.html").exists()


def test_a_declaration_the_letters_contradict_is_refused_until_the_real_encoding_is_given(tmp_path, capsys):
    """The page showed KOI8-R letters read as windows-1251 without a word (found by an audit)."""
    text = SAMPLE.read_bytes().decode("utf-8").replace('encoding="UTF-8"', 'encoding="windows-1251"')
    path = tmp_path / "koi.xml"
    path.write_bytes(text.encode("koi8-r", errors="xmlcharrefreplace"))
    assert main([str(path), "-o", str(tmp_path / "page.html")]) == 1
    assert "but the letters look like KOI8-R" in capsys.readouterr().err
    assert not (tmp_path / "page.html").exists()
    assert main([str(path), "-o", str(tmp_path / "page.html"), "--input-encoding", "KOI8-R"]) == 0
    assert "Сад" in (tmp_path / "page.html").read_text(encoding="utf-8") or "сад" in (
        tmp_path / "page.html").read_text(encoding="utf-8")
