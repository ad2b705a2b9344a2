"""Wraps, figures and the image helper's markup."""

import pytest

from content_support import assert_balanced
from turbo_editor.content.authoring import figure, image_figure, looks_like_url, wrap
from turbo_editor.content.snippets import expand


@pytest.mark.parametrize("tag", ["p", "h2", "blockquote"])
def test_wrap_puts_the_text_in_the_tag(tag):
    assert expand(wrap(tag, "один <b>два</b>")) == (f"<{tag}>один <b>два</b></{tag}>", None)


def test_an_empty_wrap_leaves_the_cursor_between_the_tags():
    assert expand(wrap("blockquote", "")) == ("<blockquote></blockquote>", (12, 12))


@pytest.mark.parametrize("selected, wrapped", [
    ("https://example.com/a.jpg", '<figure><img src="https://example.com/a.jpg"/></figure>'),
    ("  photos/a.webp?w=2 ", '<figure><img src="photos/a.webp?w=2"/></figure>'),
    ('https://example.com/a"b.png', '<figure><img src="https://example.com/a&quot;b.png"/></figure>'),
    ('<img src="https://example.com/a.jpg" alt="Сад"/>',
     '<figure><img src="https://example.com/a.jpg" alt="Сад"/></figure>'),
    ('<video><source src="https://example.com/v.mp4"/></video>',
     '<figure><video><source src="https://example.com/v.mp4"/></video></figure>'),
    ("Вид на сад",
     '<figure><img src="https://example.com/image.jpg"/><figcaption>Вид на сад</figcaption></figure>'),
])
def test_figure_wraps_images_urls_and_captions(selected, wrapped):
    text, select = expand(figure(selected))
    assert text == wrapped and wrap("figure", selected) == figure(selected)
    assert_balanced(text)
    if "figcaption" in wrapped:               # the image address is still to be typed
        assert text[select[0]:select[1]] == "https://example.com/image.jpg"


def test_what_looks_like_an_address():
    for text in ("https://example.com/", " http://e.ru/a ", "cover.JPG", "img/a.png?x=1"):
        assert looks_like_url(text), text
    for text in ("Вид на сад", "https://example.com/ и ещё", "report.pdf", ""):
        assert not looks_like_url(text), text


def test_image_figure_escapes_the_address_and_the_caption_and_leaves_out_unset_sizes():
    markup = image_figure(" https://example.com/сад.jpg?a=1&b=2 ", " Сад <весной> ", width=800)
    assert markup == ('<figure><img src="https://example.com/сад.jpg?a=1&amp;b=2" width="800"/>'
                      '<figcaption>Сад &lt;весной&gt;</figcaption></figure>')
    assert_balanced(markup)
    assert image_figure('https://e.ru/"x".png', "", 0, 600) == \
        '<figure><img src="https://e.ru/&quot;x&quot;.png" height="600"/></figure>'
