"""Completion: where the cursor stands in the markup, the words Turbo allows there, what a choice writes."""

import pytest

from turbo_editor.content.completion import (
    ATTRIBUTE,
    TAG,
    VALUE,
    CompletionContext,
    allowed_attributes,
    completion_context,
    completion_markup,
    completions,
)
from turbo_editor.content.snippets import expand
from turbo_editor.vocabulary.page import CONTEXT_TAGS, EXTENDED_TAGS, PLAIN_TAGS

PAGE = '<header><h1>Заголовок</h1></header>\n<p>Первый абзац.</p>\n'


def test_tag_completion_offers_only_turbo_tags_and_extended_ones_when_on():
    context, words = completions(PAGE + "<", extended=False)
    assert context == CompletionContext(TAG, "") and set(words) == set(PLAIN_TAGS)
    assert "span" not in words and "script" not in words and "input" not in words
    context, words = completions(PAGE + "<s", extended=True)
    assert context.prefix == "s" and set(words) == set(EXTENDED_TAGS) and "span" in words and "section" in words
    assert words == sorted(words)


def test_block_only_tags_are_offered_inside_their_block():
    _context, words = completions('<form action="https://example.com/s?q={text}" method="GET"><', False)
    assert "input" in words
    _context, words = completions('<div data-block="cards"><div data-block="card"><', False)
    assert "footer" in words
    _context, words = completions('<form></form><', False)
    assert "input" not in words and "footer" not in words


def test_block_only_tags_follow_the_nesting():
    _context, words = completions('<form><div><p>Имя: <', False)             # anywhere inside the form
    assert "input" in words
    _context, words = completions('<div data-block="cards"><', False)        # the cards, not a card
    assert "footer" not in words
    _context, words = completions('<div data-block="card"><p>x</p></div><', False)
    assert "footer" not in words
    _context, words = completions('<table><', False)
    assert {"tbody", "thead", "tfoot", "colgroup", "col"} <= set(words) and "input" not in words


def test_attribute_completion_offers_what_the_tag_may_carry():
    context, words = completions('<img src="https://example.com/a.jpg" ', False)
    assert context.kind == ATTRIBUTE and context.tag == "img" and context.present == {"src"}
    assert {"alt", "width", "height"} <= set(words)
    assert "src" not in words and "class" not in words and "style" not in words
    _context, words = completions("<p cl", True)
    assert "class" in words and "id" in words
    _context, words = completions("<div ", False)
    assert {"data-block", "data-title", "itemscope"} <= set(words)
    assert completions("<script ", False)[1] == []


def test_attributes_already_written_are_not_offered_again_whatever_their_quoting():
    context, words = completions("<iframe SRC='https://example.com/v' width=560 allowfullscreen h", False)
    assert context == CompletionContext(ATTRIBUTE, "h", "iframe", frozenset({"src", "width", "allowfullscreen"}))
    assert "height" in words and not {"src", "width", "allowfullscreen"} & set(words)


def test_no_completion_inside_an_attribute_value():
    for text in ('<img src="https://exa', "<img alt='Сад ", '<a href="x" title="a b ', '<p title="a=b '):
        assert completions(text, False) == (None, []), text


def test_a_less_than_sign_in_a_value_or_a_comment_starts_no_tag():
    for text in ('<p title="<', "<img alt='a<b", '<p title="x">a</p><a title="1 < 2 <s', "<div><!-- <fi"):
        assert completions(text, False) == (None, []), text
    assert completions('<p title="a<b">текст <', False)[0] == CompletionContext(TAG, "")
    assert completions("<div><!-- <fi --> <fi", False)[0] == CompletionContext(TAG, "fi")


def test_a_block_value_is_completed_inside_the_data_block_quotes():
    context, words = completions('<div data-title="Вопросы" data-block="acc', False)
    assert context == CompletionContext(VALUE, "acc", "div", frozenset({"data-title"}))
    assert "accordion" in words
    assert completions('<p data-block="', False) == (CompletionContext(VALUE, "", "p"), [])


def test_data_block_values_are_the_blocks():
    context, words = completions('<div data-block="', False)
    assert context.kind == VALUE
    assert {"gallery", "slider", "share", "widget-feedback", "accordion", "cards", "carousel", "feed", "fold",
            "comments", "audio"} <= set(words)


def test_no_completion_in_text_values_or_end_tags():
    for text in ("<p>a < b", '<a href="https://example.com/ ', "<p>x</", "просто текст", "<p>готово</p>", ""):
        assert completions(text, False) == (None, []), text


def test_only_the_last_start_tag_counts():
    assert completion_context('<p class="a">текст <b') == CompletionContext(TAG, "b")
    assert completion_context("<DIV data-") == CompletionContext(ATTRIBUTE, "data-", "div")


def test_attributes_of_tags_turbo_drops_are_not_offered():
    assert allowed_attributes("span", extended=False) == set()
    assert "class" in allowed_attributes("span", extended=True)
    for tag in CONTEXT_TAGS:                       # input, footer...: allowed where they belong
        assert {"itemprop"} <= allowed_attributes(tag, extended=False)
    assert {"type", "name", "placeholder"} <= allowed_attributes("input", extended=False)


@pytest.mark.parametrize("typed, after, word, text, cursor", [
    ("<fig", "", "figure", "figure></figure>", len("figure>")),
    ("<im", "", "img", 'img src=""/>', len('img src="')),
    ("<so", "", "source", 'source src=""/>', len('source src="')),
    ("<br", "", "br", "br/>", len("br/>")),
    ("<di", ">text</div>", "div", "div", None),             # a written tag is only renamed
    ("<di", ' class="x">', "div", "div", None),
    ("<a hr", "", "href", 'href=""', len('href="')),
    ("<iframe allowf", "", "allowfullscreen", "allowfullscreen", None),
    ('<div data-block="gal', '"></div>', "gallery", "gallery", None),
])
def test_what_accepting_a_word_writes(typed, after, word, text, cursor):
    context = completion_context(typed)
    written, select = expand(completion_markup(context, word, after))
    assert written == text
    assert select == (None if cursor is None else (cursor, cursor))
