"""The feed a new document starts from, written in the user's language."""

from __future__ import annotations

from datetime import datetime
from xml.sax.saxutils import escape

from .. import messages
from ..messages import N_
from ..vocabulary.namespaces import MEDIA_NS, TURBO_NS, YANDEX_NS
from .dates import format_rfc822

_TEMPLATE = """<?xml version="1.0" encoding="{encoding}"?>
<rss xmlns:yandex="{yandex}" xmlns:media="{media}" xmlns:turbo="{turbo}" version="2.0">
  <channel>
    <title>{site_name}</title>
    <link>https://example.com/</link>
    <description>{about}</description>
    <language>{language}</language>
    <item turbo="true">
      <title>{page_title}</title>
      <link>https://example.com/page</link>
      <pubDate>{date}</pubDate>
      <turbo:content><![CDATA[<header><h1>{page_title}</h1></header><p>{page_text}</p>]]></turbo:content>
    </item>
  </channel>
</rss>
"""

# The template's words, by the name the template gives them.
_TEXT = {
    "site_name": N_("Site name"),
    "about": N_("What this site is about, in one sentence."),
    "page_title": N_("Page title"),
    "page_text": N_("Text of the page."),
}


# The words a new row of a table writes into the feed, in the feed's language (the window's forms).
ROW_WORDS = {
    "related": N_("Related article"),
    "goal": N_("Goal"),
    "category": N_("New category"),
    "breadcrumb": N_("Section"),
}


def new_feed_text(pub_date: str | None = None, encoding: str = "UTF-8", language: str | None = None) -> str:
    """The template's text, its declaration naming ``encoding``, its words and ``<language>`` in
    ``language`` (one of messages.LANGUAGES; default: the language the messages speak now).

    The words are ASCII in English and Cyrillic in Russian, which every encoding a feed is
    saved in (UTF-8, windows-1251, KOI8-R) can write.
    """
    language = language if language in messages.LANGUAGES else messages.language()
    translate = messages.catalogue(language).gettext
    # The content is CDATA: only "]]>" could end it, and no sentence of ours holds one.
    words = {name: escape(translate(text)) for name, text in _TEXT.items()}
    return _TEMPLATE.format(encoding=encoding, yandex=YANDEX_NS, media=MEDIA_NS, turbo=TURBO_NS,
                            language=language, **words,
                            date=pub_date or format_rfc822(datetime.now().astimezone().replace(microsecond=0)))
