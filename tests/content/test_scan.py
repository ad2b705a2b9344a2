"""The tag scanner: start tags with their spans, and what is still open at the end of half-typed HTML."""

from turbo_editor.content.scan import StartTag, TagScanner, open_elements, start_tags


def names(tags) -> list[str]:
    return [t.name for t in tags]


def test_start_tags_have_their_spans_lines_and_attributes():
    text = '<header>\n  <h1>Т</h1>\n</header>\n<img SRC="https://example.com/a.jpg"\n     alt=\'x > y\'/><p hidden>'
    tags = start_tags(text)
    assert names(tags) == ["header", "h1", "img", "p"]
    for tag in tags:
        assert text[tag.start:tag.end].lower().startswith("<" + tag.name)
        assert text[tag.start:tag.end].endswith(">")
    image = tags[2]
    assert image.line == 4 and text[image.start:image.end] == text[text.index("<img"):text.index("/>") + 2]
    assert image.attrs == {"src": "https://example.com/a.jpg", "alt": "x > y"}     # names in lower case
    assert tags[3].attrs == {"hidden": ""}
    assert tags[1] == StartTag("h1", {}, text.index("<h1>"), text.index("<h1>") + 4, 2)


def test_unclosed_elements_stay_open_to_the_end():
    assert names(open_elements('<div data-block="cards"><div data-block="card"><p>текст')) == ["div", "div", "p"]
    assert open_elements("<div><p>a</p><p>b</p></div>") == []
    assert open_elements("") == [] and open_elements("просто текст") == []


def test_an_end_tag_closes_what_was_left_open_inside_it():
    assert names(open_elements("<form><div><p>a</div>")) == ["form"]
    assert names(open_elements("<table><tr><td>1</table><p>")) == ["p"]


def test_a_stray_end_tag_closes_nothing():
    assert names(open_elements("<div><p>a</span></li>")) == ["div", "p"]


def test_void_and_self_closed_elements_never_enclose():
    assert names(open_elements('<figure><img src="a.jpg"><br><source src="v.mp4">')) == ["figure"]
    # libxml2, which the checks parse with, closes <div/> at once; the scanner does the same.
    assert open_elements('<div data-block="audio" src="a.mp3"/>') == []


def test_a_half_written_tag_at_the_end_is_not_yet_a_tag():
    assert names(open_elements("<form><inp")) == ["form"]
    assert names(open_elements('<form><div data-block="ca')) == ["form"]
    assert names(start_tags('<p>a</p><img src="x')) == ["p"]


def test_markup_in_comments_and_attribute_values_is_not_a_tag():
    assert names(open_elements('<div><!-- <form> --><a title="<form>">x</a>')) == ["div"]


def test_what_is_left_unfinished_at_the_end():
    assert TagScanner('<div><p title="a<b').pending == '<p title="a<b'        # inside a value
    assert TagScanner("<div><!-- <b").pending == "<!-- <b"                    # inside a comment
    assert TagScanner("<div><p>x <bl").pending == "<bl"                       # a name being typed
    assert TagScanner('<p title="a">b</p>').pending == ""
