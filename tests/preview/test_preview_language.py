"""Whose language the preview speaks: the editor's notes on the page follow the interface (or the
command's --lang), Turbo's own words follow the feed's <language>, the feed's text stays as written."""

import re

import lxml.html
import pytest

from preview_support import feed_bytes, render, render_doc, text
from turbo_editor.feed import load_bytes
from turbo_editor.preview.cli import main

# A page that makes the preview say every note it has: each line of content below earns one.
NOTES = "".join((
    '<figure><img src="/img/relative.jpg"/></figure>',                      # relative image
    '<figure><img src="//cdn.example.ru/a.jpg"/></figure>',                 # protocol-relative
    '<figure><img src="ftp://sad.example.ru/a.jpg"/></figure>',             # another scheme
    '<figure><img src="https:///a.jpg"/></figure>',                         # no host
    '<figure><img/></figure>',                                              # no URL
    '<figure><img src="https://sad.example.ru/far.jpg"/></figure>',         # remote images off
    '<figure data-turbo-ad-id="nobody"></figure>',                          # unknown ad place
    '<figure data-turbo-ad-id="first_ad_place" data-platform-mobile="false"></figure>',   # hidden on phones
    '<figure data-turbo-ad-id=""></figure>',                                # empty id
    '<form data-type="callback"></form>',                                   # nowhere to send
    '<form data-type="callback" data-send-to="zayavki@sad.example.ru"></form>',
    '<form action="https://sad.example.ru/poisk"><input type="search" name="text"/></form>',
    '<div data-block="widget-feedback" data-stick="left">'
    '<div data-type="call" data-url="+7 900 000-00-00"></div></div>',
    '<div data-block="widget-feedback"><div data-type="mail" data-url="a@sad.example.ru"></div></div>',
    '<div itemscope itemtype="http://schema.org/Rating"><meta itemprop="bestRating" content="5"/></div>',
    '<figure><video><source src="https://sad.example.ru/v.mp4"/></video></figure>',   # no poster
    '<iframe src="https://music.yandex.ru/iframe/album/1"></iframe>',      # a named service, "open" link
    '<iframe src="https://neizvestno.example.ru/x"></iframe>',             # unnamed embed
    '<iframe></iframe>',                                                    # no src
    '<div data-block="audio"></div>',                                       # no player
    '<div data-block="share" data-network="vkontakte,myspace"></div>',     # a network Turbo does not know
    '<div data-block="breadcrumblist"><a href="https://sad.example.ru/">Главная</a></div>',   # labelled nav
))
AD_NETWORKS = ('<turbo:adNetwork type="Yandex" id="R-A-1-1" turbo-ad-id="first_ad_place"></turbo:adNetwork>'
               '<turbo:adNetwork type="Yandex" id="R-A-1-2"></turbo:adNetwork>'
               '<turbo:adNetwork id="R-A-1-3"></turbo:adNetwork>')
INFINITY = ('<yandex:related type="infinity"><link url="https://sad.example.ru/b">Другая статья</link>'
            '</yandex:related>')

# What may stay Latin in a Russian note: markup and attribute names, ids, URLs and hosts, file names,
# and the names of services that have no Russian one.
_CODE = re.compile(r'<[^>]*>|[\w-]+="[^"]*"|\S*[\w-]+:\S*|\S+\.\S+|\S+@\S+|\w+_\w+|\w*-\w[\w-]*')
_KEPT = {"src", "ratingValue", "audio", "myspace", "nobody", "AdFox", "InPage", "Telegram", "Twitter", "Facebook",
         "YouTube", "VK", "OK"}


def said(page) -> list[str]:
    """Everything the page says: its text and the text of its titles and labels."""
    body = page.tree.find("body")
    found = [" ".join(s.split()) for s in body.itertext()]
    found += [node.get(name) for node in body.iter() for name in ("title", "aria-label") if node.get(name)]
    found.append(page.tree.findtext(".//title"))
    return [s for s in found if s]


def english_words(strings) -> set[str]:
    """Latin-letter words left once the code, URLs and names that stay Latin are taken out."""
    words = set()
    for string in strings:
        words |= set(re.findall(r"[A-Za-z]+", _CODE.sub(" ", string))) - _KEPT
    return words


def notes_page(language="ru", **options):
    return render(NOTES, channel=AD_NETWORKS, item=INFINITY, language=language, **options)


def test_every_note_of_the_preview_speaks_russian_when_the_interface_does(speaking):
    speaking("ru")
    page = notes_page()
    assert english_words(said(page)) == set()
    whole = "\n".join(said(page))
    for note in ("Изображение не показано: относительный адрес", "не показывается на телефонах",
                 "нет рекламной сети с таким turbo-ad-id", "Нет data-send-to: Турбо некуда отправлять заявки.",
                 "Заявки придут на zayavki@sad.example.ru", "Турбо закрепляет этот виджет у левого края экрана.",
                 "Открыть в браузере", "Яндекс Музыка", "Рекламная сеть Яндекса", "рекламная сеть без типа",
                 "бесконечная лента", "(загрузка изображений из сети выключена)"):
        assert note in whole, note
    assert len(page.tree.xpath('//nav[@aria-label="навигационная цепочка"]')) == 1
    assert page.one("tp-net-unknown").get("title") == "myspace: Турбо не показывает кнопку этой сети"


def test_the_same_notes_speak_english_in_an_english_interface(speaking):
    speaking("en")
    whole = "\n".join(said(notes_page()))
    for note in ("Image not shown: relative URL", "not shown on phones", "unknown ad id",
                 "No data-send-to: Turbo has nowhere to send the requests.", "Requests go to zayavki@sad.example.ru",
                 "Turbo pins this widget to the left edge of the screen.", "Open in the browser", "Yandex Music",
                 "Yandex Advertising Network", "ad network without a type", "an endless feed",
                 "(remote images are off)", "myspace: not a network Turbo shares to"):
        assert note in whole, note
    assert "Изображение не показано" not in whole and "Турбо закрепляет" not in whole


@pytest.mark.parametrize("content, banner", [
    ("<p>Без шапки.</p>", "turbo:content не начинается с <header>: такую страницу Турбо не показывает."),
    ("", "turbo:content пуст: Турбо нечего показать."),
])
def test_the_banners_of_a_page_turbo_rejects_speak_the_interface_language(speaking, content, banner):
    speaking("ru")
    page = render(content, header=False)
    assert [text(b) for b in page.all("tp-banner")] == [banner]


def test_a_page_taken_down_and_a_header_without_h1_are_told_in_russian(speaking):
    speaking("ru")
    data = (feed_bytes("<header><h2>Только подзаголовок</h2></header>")
            .replace(b'turbo="true"', b'turbo="false"')
            .replace(b"<title>Item</title>", "<title>Статья</title>".encode()))
    page = render_doc(load_bytes(data))
    assert [text(b) for b in page.all("tp-banner")] == [
        'turbo="false": Турбо удаляет эту страницу; так она выглядела.']
    assert text(page.one("tp-warn", page.one("tp-header"))) == \
        "В <header> нет <h1>: Турбо берёт оттуда заголовок страницы."
    assert english_words(said(page)) == set()


@pytest.mark.parametrize("interface", ["en", "ru"])
def test_turbos_own_words_follow_the_feeds_language_whatever_the_interface(speaking, interface):
    speaking(interface)
    content = ('<div data-block="share"></div><div data-block="fold"><p>Ещё текст.</p></div>'
               '<form data-type="callback" data-send-to="a@sad.example.ru"></form>')
    english = render(content, language="en-us", item=INFINITY)
    assert text(english.one("tp-share-title")) == "Share"
    assert text(english.one("tp-fold").find("summary")) == "Read more"
    assert text(english.one("tp-block-title", english.one("tp-related"))) == "Read also"
    assert text(english.one("tp-footer-link")) == "Open the site"
    assert [text(n) for n in english.all("tp-input")] == ["Name", "Phone"]
    russian = render(content, language="ru", item=INFINITY)
    assert text(russian.one("tp-share-title")) == "Поделиться"
    assert text(russian.one("tp-fold").find("summary")) == "Читать полностью"
    assert text(russian.one("tp-block-title", russian.one("tp-related"))) == "Читайте также"
    assert text(russian.one("tp-footer-link")) == "Перейти на сайт"
    assert [text(n) for n in russian.all("tp-input")] == ["Имя", "Телефон"]
    # Turbo's interface was Russian: a feed with no language, or in Ukrainian, gets the Russian words.
    assert text(render(content, language="").one("tp-share-title")) == "Поделиться"
    assert text(render(content, language="uk").one("tp-share-title")) == "Поделиться"


@pytest.mark.parametrize("count, english, russian", [(1, "1 photo", "1 фото"), (2, "2 photos", "2 фото"),
                                                      (5, "5 photos", "5 фото")])
def test_the_gallery_counts_its_photos_in_the_feeds_language(count, english, russian):
    gallery = '<div data-block="gallery">' + '<img src="https://sad.example.ru/g.jpg"/>' * count + "</div>"
    assert text(render(gallery, language="en").one("tp-gallery-count")) == english
    assert text(render(gallery, language="ru").one("tp-gallery-count")) == russian


def test_the_rating_writes_its_numbers_as_the_feeds_readers_do():
    rating = ('<div itemscope itemtype="http://schema.org/Rating"><meta itemprop="ratingValue" content="4.5"/>'
              '<meta itemprop="bestRating" content="5"/></div>')
    assert render(rating, language="ru").one("tp-rating").get("title") == "4,5 из 5"
    assert render(rating, language="en").one("tp-rating").get("title") == "4.5 of 5"


def test_the_feeds_own_text_is_never_translated(speaking):
    speaking("ru")
    page = render('<p>Read more about tomatoes.</p><div data-block="feed" data-title="Share this">'
                  '<div data-block="feed-item" data-href="https://sad.example.ru/a" data-title="Contact us"></div>'
                  "</div>", language="en")
    assert "Read more about tomatoes." in said(page)
    assert text(page.one("tp-block-title", page.one("tp-feed"))) == "Share this"
    assert text(page.one("tp-feed-item-title")) == "Contact us"


@pytest.mark.parametrize("lang, banner", [
    ("ru", 'turbo="false": Турбо удаляет эту страницу; так она выглядела.'),
    ("en", 'turbo="false": Turbo removes this page; this is how it looked.'),
])
def test_the_preview_command_follows_lang(tmp_path, lang, banner):
    feed = tmp_path / "feed.xml"
    feed.write_bytes(feed_bytes('<header><h1>Заголовок</h1></header><figure><img src="/a.jpg"/></figure>')
                     .replace(b'turbo="true"', b'turbo="false"'))
    out = tmp_path / "page.html"
    assert main([str(feed), "-o", str(out), "--lang", lang]) == 0
    page = lxml.html.document_fromstring(out.read_text(encoding="utf-8"))
    banners = page.xpath('//*[contains(@class, "tp-banner")]')
    assert [" ".join(b.text_content().split()) for b in banners] == [banner]
    image = {"ru": "Изображение не показано: относительный адрес", "en": "Image not shown: relative URL"}[lang]
    assert image in out.read_text(encoding="utf-8")
