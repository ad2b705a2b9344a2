"""The whole page: ad places matched against the channel, yandex:related, the sample feed, widths, CSS."""

import pytest

from preview_support import assert_inert, render, render_doc, text
from support import SAMPLE
from turbo_editor.feed import load
from turbo_editor.preview import item_at, render_item
from turbo_editor.preview.page import STYLESHEET

AD_NETWORKS = """
    <turbo:adNetwork type="Yandex" id="R-A-123456-1" turbo-ad-id="first_ad_place"/>
    <yandex:adNetwork type="AdFox"
        turbo-ad-id="old_place"><![CDATA[<div id="a"></div><script>adfox()</script>]]></yandex:adNetwork>
"""


# -- ad places ----------------------------------------------------------------------

def test_ad_place_names_the_network_and_its_turbo_ad_id():
    page = render('<figure data-turbo-ad-id="first_ad_place"></figure>', channel=AD_NETWORKS)
    ad = page.one("tp-ad")
    assert "tp-ad-unknown" not in ad.get("class")
    assert ad.get("data-network-type") == "Yandex"
    assert text(page.one("tp-ad-network", ad)) == "Yandex Advertising Network"
    assert text(page.one("tp-ad-detail", ad)) == "R-A-123456-1"
    assert text(page.one("tp-ad-id", ad)) == "turbo-ad-id: first_ad_place"


def test_ad_place_matches_a_network_in_the_old_yandex_spelling():
    page = render('<figure data-turbo-ad-id=" old_place "></figure>', channel=AD_NETWORKS)
    ad = page.one("tp-ad")
    assert ad.get("data-network-type") == "AdFox" and text(page.one("tp-ad-network", ad)) == "AdFox"
    assert "adfox()" not in page.html


@pytest.mark.parametrize("attribute", ['data-turbo-ad-id="second_ad_place"', 'data-turbo-ad-id=""'])
def test_ad_place_without_a_matching_network_says_unknown_ad_id(attribute):
    page = render(f"<figure {attribute}></figure>", channel=AD_NETWORKS)
    ad = page.one("tp-ad")
    assert "tp-ad-unknown" in ad.get("class")
    assert text(page.one("tp-ad-error", ad)) == "unknown ad id"
    assert not page.all("tp-ad-network", ad)


def test_ad_place_with_no_ad_networks_at_all_is_unknown():
    page = render('<figure data-turbo-ad-id="first_ad_place"></figure>')
    assert "tp-ad-unknown" in page.one("tp-ad").get("class")


def test_ad_place_hidden_on_the_current_platform_is_dimmed():
    content = '<figure data-turbo-ad-id="first_ad_place" data-platform-mobile="false"></figure>'
    phone = render(content, channel=AD_NETWORKS)
    assert "tp-ad-hidden" in phone.one("tp-ad").get("class")
    assert "not shown on phones" in text(phone.one("tp-ad"))
    desktop = render(content, channel=AD_NETWORKS, width="desktop")
    assert "tp-ad-hidden" not in desktop.one("tp-ad").get("class")


def test_inpage_ad_place_is_labelled():
    page = render('<figure inpage="true" data-turbo-ad-id="first_ad_place" data-turbo-inpage-ad-id="R-A-1-2">'
                  '</figure>', channel=AD_NETWORKS)
    assert "InPage R-A-1-2" in text(page.one("tp-ad"))


def test_ad_network_without_turbo_ad_id_goes_to_the_end_of_the_page():
    page = render("<p>Текст</p>", channel='<turbo:adNetwork type="Yandex" id="R-A-1-9"/>')
    last = page.content[-1]
    assert "tp-ad-end" in last.get("class")
    assert "R-A-1-9" in text(last) and "end of the page" in text(last)


# -- yandex:related --------------------------------------------------------------------

RELATED = """<yandex:related{kind}>
  <link url="https://sad.example.ru/cucumbers"
      img="https://sad.example.ru/img/c.jpg">Огурцы &lt;b&gt;в теплице&lt;/b&gt;</link>
  <link url="https://sad.example.ru/peppers">Перец</link>
</yandex:related>"""


def test_related_links_are_listed_at_the_bottom():
    page = render("<p>x</p>", item=RELATED.format(kind=""))
    related = page.one("tp-related")
    assert related.getnext().get("class") == "tp-footer"
    assert text(page.one("tp-block-title", related)) == "Читайте также"
    links = page.all("tp-related-link", related)
    assert [a.get("href") for a in links] == ["https://sad.example.ru/cucumbers", "https://sad.example.ru/peppers"]
    # Link text is plain text: markup in it is shown as written, not made into elements.
    assert text(page.one("tp-related-text", links[0])) == "Огурцы <b>в теплице</b>"
    assert links[0].find(".//b") is None
    assert "tp-img-off" in page.one("tp-related-thumb", links[0]).get("class")
    assert not page.all("tp-related-thumb", links[1])
    assert not page.all("tp-note", related)


def test_infinity_related_feed_gets_a_note():
    page = render("<p>x</p>", item=RELATED.format(kind=' type="infinity"'))
    note = page.one("tp-note", page.one("tp-related"))
    assert 'type="infinity"' in text(note) and "endless feed" in text(note)


def test_no_related_section_without_related_links():
    assert not render("<p>x</p>").all("tp-related")


# -- the sample feed -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def sample():
    return load(SAMPLE)


def test_sample_first_item_renders_as_a_turbo_page(sample):
    page = render_doc(sample, 1)
    assert text(page.one("tp-title")) == "Как посадить томаты в мае"
    assert text(page.one("tp-subtitle")) == "Пошаговое руководство для средней полосы"
    assert [text(a) for a in page.all("tp-menu-link")] == ["Статьи", "Календарь"]
    assert [text(a) for a in page.all("tp-crumb")] == ["Главная", "Статьи"]
    ads = page.all("tp-ad")
    assert [a.get("data-network-type") for a in ads] == ["Yandex", "AdFox"]
    assert not page.all("tp-ad-unknown")
    assert len(page.one("tp-accordion").findall("details")) == 2
    assert len(page.all("tp-share-btn")) == 3
    assert page.one("tp-button").get("href") == "tel:+74951234567"
    assert page.one("tp-related").get("class") == "tp-related tp-related-infinity"
    assert page.one("tp-footer-link").get("href") == "https://sad.example.ru/articles/tomatoes-in-may"
    assert not page.all("tp-warn")
    assert_inert(page)


def test_sample_second_item_has_its_table_and_gallery(sample):
    page = render_doc(sample, 2)
    assert len(page.content.findall(".//tr")) == 3
    assert text(page.one("tp-gallery-count")) == "2 фото"


def test_sample_item_taken_down_is_flagged(sample):
    page = render_doc(sample, 3)
    assert 'turbo="false"' in text(page.one("tp-banner"))


@pytest.mark.parametrize("number", [1, 2, 3])
@pytest.mark.parametrize("width", ["phone", "desktop"])
@pytest.mark.parametrize("remote", [False, True])
def test_every_sample_item_is_inert_in_every_mode(sample, number, width, remote):
    page = render_doc(sample, number, width=width, allow_remote_images=remote)
    assert page.tree.find("body").get("class") == f"tp-{width}"
    assert_inert(page, remote_images=remote)


# -- page frame -------------------------------------------------------------------------------

def test_page_inlines_the_bundled_stylesheet(sample):
    page = render_doc(sample, 1)
    css = page.tree.find("head/style").text
    assert css == STYLESHEET.read_text(encoding="utf-8")
    assert ".tp-phone .tp-page" in css and "360px" in css


def test_base_css_replaces_the_stylesheet_and_cannot_close_the_style_element(sample):
    html = render_item(sample, item_at(sample, 1), base_css="body { color: red } </style><script>x()</script>")
    assert html.count("</style>") == 1 and "<script" not in html
    assert "body { color: red }" in html


def test_unknown_width_is_refused(sample):
    with pytest.raises(ValueError):
        render_item(sample, item_at(sample, 1), width="tablet")


def test_item_at_counts_from_one(sample):
    assert item_at(sample, 1).title == "Как посадить томаты в мае"
    assert item_at(sample, 0) is None and item_at(sample, 4) is None


def test_what_follows_a_stray_end_of_body_is_shown_and_checked():
    """A page pasted whole from a CMS ends in </body></html> before the rest of the post: libxml2
    stopped there, so the preview lost the rest and the check never looked at it (found by an audit)."""
    content = "<header><h1>T</h1></header><p>Один.</p></body></html><p>Два.</p></BODY ><p><blink>Три.</blink></p>"
    page = render(content)
    assert [text(p) for p in page.content.iter("p")][-3:] == ["Один.", "Два.", "Три."]
    from preview_support import feed_bytes
    from turbo_editor.check import check_bytes
    findings = check_bytes(feed_bytes(content), "turbo").findings
    assert any(f.rule == "turbo-tag" and "blink" in f.message() for f in findings), [f.rule for f in findings]


def test_markup_nested_past_256_levels_loses_nothing_after_it():
    """libxml2 stopped at 256 levels (a <b> left unclosed in a template's loop): the rest of the page
    was gone from the preview and from the check (found by an audit)."""
    content = "<p>Начало.</p>" + "<b>" * 400 + "глубоко" + "</b>" * 400 + "<p>Конец.</p><p><blink>x</blink></p>"
    page = render(content)
    assert "глубоко" in text(page.content) and "Конец." in text(page.content)
    from preview_support import feed_bytes
    from turbo_editor.check import check_bytes
    assert "turbo-tag" in {f.rule for f in check_bytes(feed_bytes(content), "turbo").findings}
    deep = "<div>" * 1800 + "на дне" + "</div>" * 1800 + "<p>После.</p>"
    assert "на дне" in text(render(deep).content) and "После." in text(render(deep).content)
    assert check_bytes(feed_bytes(deep), "turbo").findings is not None      # and no RecursionError
    assert "nests deeper" not in render(deep).html


def test_markup_nested_past_what_the_parser_reads_is_said_in_the_preview_and_the_check():
    """Past 2,048 levels libxml2 stops: the rest of the page was lost without a word (found by an audit)."""
    from preview_support import feed_bytes
    from turbo_editor.check import check_bytes
    deep = "<header><h1>Заголовок</h1></header>" + "<div>" * 3000 + "на дне" + "</div>" * 3000 + "<p>После.</p>"
    page = render(deep, header=False)
    assert "После." not in text(page.content)
    assert "nests deeper than 2,048 levels: what follows that place cannot be read, and is not shown" in page.html
    findings = [f for f in check_bytes(feed_bytes(deep), "turbo").findings if f.rule == "turbo-content-too-deep"]
    assert len(findings) == 1 and findings[0].severity == "warning"


def test_markup_past_the_renderers_depth_keeps_its_words_apart_and_says_so():
    """Seventy nested divs of paragraphs, a list and a table showed as one run of glued words
    ("Первый абзац.Второй абзац.одиндва…"), without a word of why (found by an audit)."""
    inner = ("<p>Первый абзац.</p><p>Второй абзац.</p><ul><li>один</li><li>два</li></ul>"
             "<p>Ссылка: <a href='https://e.ru/'>на сайт</a>.</p>"
             "<table><tr><td>ячейка1</td><td>ячейка2</td></tr></table>")
    page = render("<div>" * 70 + inner + "</div>" * 70 + "<p>После.</p>")
    shown = text(page.content)
    assert "Первый абзац. Второй абзац. один два Ссылка: на сайт. ячейка1 ячейка2" in shown and "После." in shown
    assert shown.count("shown here as its text only") == 1
    assert "Markup nested more than 64 levels deep is shown here as its text only." in page.html
    shallow = render("<div>" * 30 + inner + "</div>" * 30)
    assert "its text only" not in shallow.html and shallow.all("tp-content") and "<table" in shallow.html


def test_a_thread_of_replies_deeper_than_the_renderer_goes_is_shown_not_a_crash():
    """1,000 nested replies went past Python's recursion limit: the command printed a traceback and
    the window showed no page (found by an audit). A <p> written in a reply thread was dropped."""
    reply = '<div data-block="comment" data-author="Гость"><div data-block="content"><p>Ответ {n}</p></div>'
    thread = "".join(reply.format(n=n) + '<div data-block="comments">' for n in range(1000))
    thread += "</div></div>" * 1000
    page = render(f'<div data-block="comments">{thread}</div><p>После.</p>')
    shown = text(page.content)
    assert "Ответ 0" in shown and "Ответ 999" in shown and "После." in shown
    note = render('<div data-block="comments"><div data-block="comment" data-author="А"><div data-block="content">'
                  '<p>Вопрос</p></div><div data-block="comments"><p>Ответ редакции скоро.</p>'
                  '<div data-block="comment" data-author="Б"><div data-block="content"><p>Ответ</p></div></div>'
                  "</div></div></div>")
    assert "Ответ редакции скоро." in text(note.content) and "Ответ" in text(note.content)


def test_a_lead_beside_the_title_in_a_wrapper_of_the_header_is_shown():
    """<header><div><h1>…</h1><p>lead</p></div></header>: the title was found, and the whole wrapper
    with the lead in it dropped without a word (found by an audit)."""
    page = render("<header><div><h1>Заголовок</h1><p>Лид статьи внутри той же обёртки.</p></div></header>"
                  "<p>Текст.</p>", header=False)
    header = page.one("tp-header")
    assert text(page.one("tp-title", header)) == "Заголовок"
    assert "Лид статьи внутри той же обёртки." in text(header) and text(header).count("Заголовок") == 1


def test_what_follows_an_element_without_content_is_shown():
    """libxml2 read what follows <embed>, <source> or <wbr> as inside it, and the preview dropped it
    with the embed: one old Flash embed hid the rest of the article (found by an audit)."""
    page = render('<embed src="https://example.ru/old.swf"><p>Second paragraph.</p><h2>Section</h2>'
                  '<p>Flash: <embed src="https://example.ru/a.swf"> (legacy) here.</p><p>Wo<wbr>rd.</p>')
    shown = text(page.content)
    assert "Second paragraph." in shown and "Section" in shown and "(legacy) here." in shown
    assert "Word." in shown.replace(" ", "")


def test_a_picture_shows_its_image():
    """<picture> was dropped whole, its <img> too (found by an audit)."""
    page = render('<picture><source srcset="https://example.ru/a.webp"><img src="https://example.ru/a.jpg" '
                  'alt="A cat"></picture><p>After.</p>')
    assert page.content.xpath('.//*[@alt="A cat"]') or "A cat" in page.html
    assert "After." in text(page.content)
