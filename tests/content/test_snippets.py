"""Block snippets: one per row of TURBO.md's blocks table, well formed, and passing the checks."""

import re

import pytest

from content_support import BLOCKS, assert_balanced, content_findings, turbo_md_blocks
from support import SHARED
from turbo_editor import messages
from turbo_editor.content.fragment import parse_fragment
from turbo_editor.content.snippets import BLOCK_VALUES, DATA_ATTRIBUTES, SNIPPET_GROUPS, SNIPPETS, expand
from turbo_editor.preview.content import BLOCKS as PREVIEW_BLOCKS

HEADER_PATHS = ["/html/body/header/h1"]


def test_every_block_of_turbo_md_has_a_snippet():
    if not (SHARED / "TURBO.md").exists():
        pytest.skip(f"TURBO.md is not in {SHARED} (../shared beside the repository)")
    assert turbo_md_blocks() == set(BLOCKS)
    assert {key for key, _paths in BLOCKS.values()} | {"header"} <= set(SNIPPETS)


@pytest.mark.parametrize("block", sorted(BLOCKS))
def test_snippet_has_the_blocks_markup_and_is_balanced(block):
    key, paths = BLOCKS[block]
    text, first = expand(SNIPPETS[key].markup)
    assert "[[" not in text and first is not None and first[1] > first[0]
    assert_balanced(text)
    body = parse_fragment(text)
    for path in paths:
        assert body.getroottree().xpath(path), (block, path, text)


def test_header_snippets_start_a_page():
    for key in ("header", "header-full"):
        text, _first = expand(SNIPPETS[key].markup)
        assert_balanced(text)
        assert parse_fragment(text).getroottree().xpath(HEADER_PATHS[0])


def test_a_page_of_every_snippet_passes_the_checks():
    content = "\n".join(expand(s.markup)[0] for s in SNIPPETS.values() if s.key != "header-full")
    findings, _text = content_findings(content)
    assert [f.message() for f in findings] == []


def test_snippets_keys_are_unique_and_every_one_is_in_a_group():
    keys = [s.key for _title, group in SNIPPET_GROUPS for s in group]
    assert len(keys) == len(set(keys)) == len(SNIPPETS)
    assert all(s.label and title for title, group in SNIPPET_GROUPS for s in group)


@pytest.mark.parametrize("markup, text, first", [
    ("<p>[[Text]]</p>", "<p>Text</p>", (3, 7)),
    ("<p>[[]]</p>", "<p></p>", (3, 3)),                             # an empty placeholder places the cursor
    ('<a href="[[url]]">[[link]]</a>', '<a href="url">link</a>', (9, 12)),   # the first one is selected
    ("<p>plain</p>", "<p>plain</p>", None),
    ("<p>“Читать” [[далее]]</p>", "<p>“Читать” далее</p>", (12, 17)),
])
def test_expand_removes_the_marks_and_finds_the_first_placeholder(markup, text, first):
    assert expand(markup) == (text, first)


def test_completion_vocabulary_is_read_from_the_snippets():
    assert {"data-block", "data-title", "data-url", "data-stick"} <= DATA_ATTRIBUTES["div"]
    assert {"data-background-color", "data-color", "data-primary"} <= DATA_ATTRIBUTES["button"]
    assert DATA_ATTRIBUTES["figure"] == {"data-turbo-ad-id"}
    assert not DATA_ATTRIBUTES.get("p")                   # no snippet gives <p> a data-* attribute
    assert set(BLOCK_VALUES) == {"div"}
    assert {"card", "item", "feed-item", "snippet", "comment"} <= BLOCK_VALUES["div"]


def test_every_block_the_preview_renders_has_a_snippet():
    """The preview's block renderers and the snippets name the same blocks (the data-block values)."""
    assert set(PREVIEW_BLOCKS) <= BLOCK_VALUES["div"]


# -- the sample text: in the feed's language ------------------------------------------

# Attributes whose value a reader of the page sees (titles, names, a placeholder); the rest are
# URLs, ids, block names and switches, the same in every language.
SHOWN_ATTRIBUTES = ("data-title", "data-author", "data-subtitle", "data-agreement-company", "placeholder")


def shown_text(markup: str) -> list[str]:
    body = parse_fragment(expand(markup)[0])
    return [t for t in body.itertext() if t.strip()] + [
        node.get(name) for node in body.iter() for name in SHOWN_ATTRIBUTES if node.get(name)]


def shape(markup: str) -> list:
    """The markup without its words: every element with its attribute names and its URLs."""
    body = parse_fragment(expand(markup)[0])
    return [(node.tag, sorted(k for k in node.keys() if k not in SHOWN_ATTRIBUTES),
             node.get("href"), node.get("src"), node.get("data-url")) for node in body.iter()]


@pytest.mark.parametrize("key", sorted(SNIPPETS))
def test_in_russian_a_snippet_writes_no_latin_word_and_the_same_markup(key):
    snippet = SNIPPETS[key]
    russian = snippet.markup_in(messages.catalogue("ru").gettext)
    assert [t for t in shown_text(russian) if re.search("[A-Za-z]", t)] == []
    assert shape(russian) == shape(snippet.markup)
    assert expand(russian)[1] is not None                     # a placeholder to select, as in English
    assert [t for t in shown_text(snippet.markup) if re.search("[А-Яа-яЁё]", t)] == []


def test_the_snippets_with_words_all_say_them_in_russian():
    worded = [key for key, s in SNIPPETS.items() if shown_text(s.markup)]
    assert len(worded) >= 15
    for key in worded:
        assert shown_text(SNIPPETS[key].markup_in(messages.catalogue("ru").gettext)) != shown_text(
            SNIPPETS[key].markup), key


def test_a_russian_page_of_every_snippet_passes_the_checks():
    russian = messages.catalogue("ru").gettext
    content = "\n".join(expand(s.markup_in(russian))[0] for s in SNIPPETS.values() if s.key != "header-full")
    findings, _text = content_findings(content)
    assert [f.message() for f in findings] == []


def test_sample_text_is_escaped_for_the_markup_it_lands_in():
    snippet = SNIPPETS["read-also"]
    markup = snippet.markup_in(lambda text: 'Tom & "Jerry" <3' if text == "Read also" else text)
    assert 'data-title="[[Tom &amp; &quot;Jerry&quot; &lt;3]]"' in markup
    assert parse_fragment(expand(markup)[0]).find(".//div").get("data-title") == 'Tom & "Jerry" <3'
    assert "?q={text}" in SNIPPETS["search"].markup                 # a literal brace of the markup survives
