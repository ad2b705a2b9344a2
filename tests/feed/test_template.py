"""A new feed: written in the encoding chosen for it and in the user's language, and clean to every
check from the start."""

import pytest

from turbo_editor.check import check_bytes
from turbo_editor.feed import FeedDocument, load
from turbo_editor.feed.template import new_feed_text

WORDS = {
    "en": ("Site name", "What this site is about, in one sentence.", "Page title", "Text of the page."),
    "ru": ("Название сайта", "О чём этот сайт, в одном предложении.", "Заголовок страницы", "Текст страницы."),
}


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("encoding", ["UTF-8", "windows-1251", "KOI8-R"])
def test_a_new_feed_names_its_encoding_and_checks_clean(tmp_path, encoding, language):
    doc = FeedDocument.new(encoding=encoding, language=language)
    path = tmp_path / "new.xml"
    doc.save(str(path))
    data = path.read_bytes()
    assert data.startswith(f'<?xml version="1.0" encoding="{encoding}"?>\n<rss'.encode("ascii"))
    assert check_bytes(data).findings == []
    assert check_bytes(data, profile="turbo").findings == []
    again = load(str(path))
    assert again.encoding == encoding and again.channel.items[0].title == WORDS[language][2]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_new_feed_is_written_in_the_language_asked_for_and_says_so(language):
    doc = FeedDocument.new(language=language)
    channel = doc.channel
    item = channel.items[0]
    site, about, title, text = WORDS[language]
    assert channel.language == language
    assert (channel.title, channel.description, item.title) == (site, about, title)
    assert item.content == f"<header><h1>{title}</h1></header><p>{text}</p>"


def test_without_a_language_the_template_speaks_as_the_messages_do(speaking):
    speaking("ru")
    assert "<language>ru</language>" in new_feed_text() and "<title>Название сайта</title>" in new_feed_text()
    speaking("en")
    assert "<language>en</language>" in new_feed_text() and "<title>Site name</title>" in new_feed_text()
    assert "<language>en</language>" in new_feed_text(language="fr")        # one we do not have


def test_a_word_the_encoding_lacks_is_written_as_a_reference(monkeypatch):
    from turbo_editor import messages

    class Dashed:
        def gettext(self, text):
            return text + " — €"
    monkeypatch.setattr(messages, "catalogue", lambda _language: Dashed())
    doc = FeedDocument.new(encoding="KOI8-R", language="ru")
    data = doc.serialize()
    assert b"&#8212;" in data and doc.channel.title == "Site name — €"
    assert check_bytes(data).findings == []
