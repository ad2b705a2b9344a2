"""The last gate before the page: URL vetting and the scrub over the built tree."""

import lxml.html
import pytest

from turbo_editor.preview import sanitize


@pytest.mark.parametrize("value, base, expected", [
    ("https://sad.example.ru/a?b=1&c=2", None, "https://sad.example.ru/a?b=1&c=2"),
    ("  http://sad.example.ru/  ", None, "http://sad.example.ru/"),
    ("mailto:i@sad.example.ru", None, "mailto:i@sad.example.ru"),
    ("tel:+74951234567", None, "tel:+74951234567"),
    ("#part", None, "#part"),
    ("/relative", "https://sad.example.ru/articles/a", "https://sad.example.ru/relative"),
    ("next", "https://sad.example.ru/articles/a", "https://sad.example.ru/articles/next"),
    ("/relative", None, None),
    ("/relative", "file:///home/user/feed.xml", None),
    ("javascript:alert(1)", "https://sad.example.ru/", None),
    ("JAVASCRIPT:alert(1)", None, None),
    ("java\tscript:alert(1)", None, None),
    ("\x01javascript:alert(1)", None, None),
    ("vbscript:x", None, None),
    ("data:text/html,x", None, None),
    ("file:///etc/passwd", None, None),
    ("", None, None),
])
def test_link_url_keeps_only_web_mail_and_phone_links(value, base, expected):
    assert sanitize.link_url(value, base) == expected


@pytest.mark.parametrize("value, expected", [
    ("https://sad.example.ru/a.jpg", ("https://sad.example.ru/a.jpg", None)),
    ("http://sad.example.ru/a.jpg", ("http://sad.example.ru/a.jpg", None)),
    ("/a.jpg", (None, "relative URL")),
    ("data:image/png;base64,AAAA", (None, "data: URL")),
    ("javascript:alert(1)", (None, "javascript: URL")),
    ("https:///a.jpg", (None, "URL without a host")),
    (None, (None, "no image URL")),
])
def test_image_url_accepts_absolute_http_only(value, expected):
    assert sanitize.image_url(value) == expected


@pytest.mark.parametrize("value, expected", [("#5B9F3D", "#5B9F3D"), ("white", "white"),
                                             ("rgb(1, 2, 3)", "rgb(1, 2, 3)"), ("red;position:fixed", None),
                                             ("url(https://e/x)", None), ("", None)])
def test_color_accepts_colour_literals_only(value, expected):
    assert sanitize.color(value) == expected


def test_scrub_removes_what_no_renderer_may_produce():
    body = lxml.html.fragment_fromstring(
        '<div class="tp-page"><p onclick="x()" style="color: red">keep <script>bad()</script>tail</p>'
        '<iframe src="https://e.example/"></iframe>after iframe'
        '<a href="javascript:x()" target="_blank">link</a><a href="https://ok.example/">ok</a>'
        '<img src="data:image/png;base64,AA" srcset="https://e.example/a.png 2x"/>'
        '<span style="background: url(https://e.example/t.png)">s</span>'
        '<form action="https://e.example/"><input name="q"/></form></div>', create_parent=False)
    sanitize.scrub(body)
    html = lxml.html.tostring(body, encoding="unicode")
    assert html == ('<div class="tp-page"><p style="color: red">keep tail</p>after iframe'
                    '<a>link</a><a href="https://ok.example/">ok</a><img><span>s</span></div>')
