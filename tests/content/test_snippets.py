"""Block snippets: one per row of TURBO.md's blocks table, well formed, and passing the checks."""

import pytest

from content_support import BLOCKS, assert_balanced, content_findings, turbo_md_blocks
from turbo_editor.content.fragment import parse_fragment
from turbo_editor.content.snippets import BLOCK_VALUES, DATA_ATTRIBUTES, SNIPPET_GROUPS, SNIPPETS, expand
from turbo_editor.preview.content import BLOCKS as PREVIEW_BLOCKS

HEADER_PATHS = ["/html/body/header/h1"]


def test_every_block_of_turbo_md_has_a_snippet():
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
