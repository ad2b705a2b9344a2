"""The scanner of Russian screens: English words are found, code, addresses and names are not."""

import re
import xml.etree.ElementTree as ET

import pytest
from babel.messages.pofile import read_po
from lxml import etree

from russian_text import feed_values, foreign_words
from support import REPO

QT_CATALOGUE = REPO / "resources" / "translations" / "turbo_editor_ru.ts"
GETTEXT_CATALOGUE = REPO / "resources" / "locale" / "ru" / "LC_MESSAGES" / "turbo_editor.po"
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%n|%[0-9]|%\(\w+\)[sdr]|%[sdr]")   # ours, Qt's and argparse's

ENGLISH = [
    ("Open in the browser", ["Open", "in", "the", "browser"]),
    ("Site name", ["Site"]),                                  # name is an element (textInput), Site is not
    ("info:", ["info"]),
    ("Копировать diff", ["diff"]),
    ("Проверено как Turbo", ["Turbo"]),                        # Турбо
    ("Проверено для Yandex", ["Yandex"]),                      # Яндекс, outside (Yandex) and «Yandex»
    ("Сохранить &File", ["File"]),
    ("E-mail редактора", ["E-mail"]),
    ("например, e.g. так", ["e", "g"]),
    ("%n ошибок", ["n"]),                                      # a placeholder nobody filled
    ("turbo-disabledd: не правило", ["turbo-disabledd"]),      # looks like a rule id, is none
    ("Turbo-страница", ["Turbo"]),
    ("Вход: Error", ["Error"]),
    ("OK", ["OK"]),
    ("ru — Russian", ["Russian"]),                             # ru is a language code
    ("Monday", ["Monday"]),
    ("Tue", ["Tue"]),                                         # a day's name outside a date is English
    ("it is", ["it", "is"]),                                  # language codes, and English words
    ("Ссылка (Link)", ["Link"]),                               # element names are written as the feed does
]

RUSSIAN = [
    "Проверено как Турбо-лента",
    "элемент <pubDate>",
    "https://example.com/a",
    "Откройте https://sad.example.ru/turbo.rss?a=1&b=2 в браузере",
    "turbo=\"false\": эта страница будет снята с Турбо",
    "Связанные ссылки (yandex:related), turbo:content и xmlns:turbo",
    "Яндекс Метрика (Yandex)", "Код «AdFox»",
    "Правило turbo-disabled", "Игнорировать правило xml-html-entity для этой ленты",
    "Сохранить в UTF-8", "Сохранить в windows-1251", "KOI8-R не может сохранить U+00A0 (0xCF)",
    "Ctrl+Shift+S, Ctrl+, и F1", "Отменить (Ctrl+Z)",
    "Файл /tmp/лента 1/feed.xml не найден", "C:\\Users\\feed.xml", "~/ленты/a.xml",
    "Проверить robots.txt…", "Игнорируется для всех лент в этой папке (.turbo-editor.toml)",
    "Почта: geo@herald.com", "Адрес: mailto:geo@herald.com",
    "Имя места, например first_ad_place", "ID блока, например R-A-123456-1", "h1 и <h2>",
    "Код AdFox: div и скрипт window.Ya.adfoxCode.create",
    "&nbsp;, &laquo; и &#160; — это HTML, а не XML",
    "Другие поля RSS 2.0", "GIF, JPEG или PNG", "MIME-тип, например audio/mpeg",
    "Поле ввода (textInput)", "Облако (cloud)", "Дата <pubDate> в формате RFC-822",
    "В начале адреса нет http: или https:", "Адрес data: содержит данные сам",
    "Размер окна 1280x720", "Google Analytics, LiveInternet, Top.Mail.Ru, Rambler Top-100, Mediascope (TNS)",
    "YandexBot может загружать ленту.", "&Файл", "Открыть…\tCtrl+O",
    "Часовой пояс (смещение от UTC)", "Allow для каталога /articles/", "выгружено (--force)", "это IP-адрес",
    "укажите другой -o.",
    "pubDate «21.04.2026» — не дата; запишите её как «Tue, 21 Apr 2026 00:00:00 +0000»", "Дата: 5 Jan 2024",
    'Параметры визита в виде объекта JSON, например {"section":"news"}', "адрес — не абсолютный http(s)-адрес",
    "Код языка статей по ISO 639-1, например ru", "раздел head страницы", "например UA-12345678-9 или G-XXXXXXX",
    "xml-rpc, soap или http-post", "Ширина: 640 px",
]


@pytest.mark.parametrize(("text", "words"), ENGLISH)
def test_english_words_are_found(text, words):
    assert foreign_words(text) == words


@pytest.mark.parametrize("text", RUSSIAN)
def test_russian_with_code_names_and_addresses_passes(text):
    assert foreign_words(text) == []


def test_values_quoted_from_the_feed_pass_as_a_whole_only():
    assert foreign_words("Элемент «Hello world» и Hello", allowed={"Hello world"}) == ["Hello"]
    assert foreign_words("Элемент Hello", allowed={"Hell"}) == ["Hello"]
    assert foreign_words("Элемент Hello", allowed={"Hello"}) == []
    assert foreign_words("Место (turbo-ad-idd)", allowed={"id", "idd"}) == ["turbo-ad-idd"]
    assert foreign_words("успешно flerror=false", allowed={"false"}) == []         # code first, then values


def test_the_values_of_a_feed_are_its_texts_and_attributes_not_its_comments():
    root = etree.fromstring(
        b'<rss><channel><title>Garden News</title><!-- Items are in order -->'
        b'<turbo:analytics xmlns:turbo="http://turbo.yandex.ru" type="LiveInternet" id="a_1"/></channel></rss>')
    values = feed_values(root)
    assert {"Garden News", "Garden", "News", "LiveInternet", "a_1"} <= values
    assert "Items" not in values and "order" not in values
    assert foreign_words("Лента Garden News: счётчик LiveInternet", allowed=values) == []


def qt_translations():
    for context in ET.parse(QT_CATALOGUE).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            for text in forms:
                yield f"[{context.findtext('name')}] {message.findtext('source')!r}", text


def gettext_translations():
    with GETTEXT_CATALOGUE.open("rb") as f:
        catalogue = read_po(f)
    for message in catalogue:
        if message.id:
            source = message.id[0] if isinstance(message.id, tuple) else message.id
            for text in message.string if isinstance(message.string, tuple) else (message.string,):
                yield repr(source), text or ""


@pytest.mark.parametrize("catalogue", [qt_translations, gettext_translations], ids=["Qt", "gettext"])
def test_no_russian_translation_holds_english(catalogue):
    """What the window test cannot reach (a rare error, a command's message) is caught in the
    catalogue: no Russian text of ours, placeholders aside, has an English word."""
    found = [f"  {where}: {text!r} -> {', '.join(words)}" for where, text in catalogue()
             if (words := foreign_words(PLACEHOLDER.sub(" ", text)))]
    assert not found, f"{len(found)} Russian translations with English:\n" + "\n".join(found)
