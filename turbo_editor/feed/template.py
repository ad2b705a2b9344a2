"""The feed a new document starts from."""

from __future__ import annotations

from datetime import datetime

from ..vocabulary.namespaces import MEDIA_NS, TURBO_NS, YANDEX_NS
from .dates import format_rfc822

_TEMPLATE = """<?xml version="1.0" encoding="{encoding}"?>
<rss xmlns:yandex="{yandex}" xmlns:media="{media}" xmlns:turbo="{turbo}" version="2.0">
  <channel>
    <title>Site name</title>
    <link>https://example.com/</link>
    <description>What this site is about, in one sentence.</description>
    <language>ru</language>
    <item turbo="true">
      <title>Page title</title>
      <link>https://example.com/page</link>
      <pubDate>{date}</pubDate>
      <turbo:content><![CDATA[<header><h1>Page title</h1></header><p>Text of the page.</p>]]></turbo:content>
    </item>
  </channel>
</rss>
"""


def new_feed_text(pub_date: str | None = None, encoding: str = "UTF-8") -> str:
    """The template's text, its declaration naming ``encoding`` (the text itself is ASCII)."""
    return _TEMPLATE.format(encoding=encoding, yandex=YANDEX_NS, media=MEDIA_NS, turbo=TURBO_NS,
                            date=pub_date or format_rfc822(datetime.now().astimezone().replace(microsecond=0)))
