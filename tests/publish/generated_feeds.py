"""Feeds the export tests build in code: any number of items, with or without a fault."""

from __future__ import annotations

# A second pubDate in an item, and not RFC 822 either: an error in the turbo profile.
BROKEN_ITEM = "\n      <pubDate>2026-04-21</pubDate>"


BOTH_PLACES = ("first_ad_place", "second_ad_place")


def build_feed(items: int, *, self_link: str | None = "https://sad.example.ru/turbo.xml",
               extra_item: str = "", comment: str = "Items are in editorial order.",
               ad_places=lambda n: BOTH_PLACES, extra_ads: str = "", hidden=()) -> bytes:
    """A valid Turbo feed with both spellings of counters and ad networks and a comment among them.

    ``ad_places(n)``: the ad places item n's page holds (both networks by
    default); ``extra_ads``: more channel ad networks; ``hidden``: numbers of
    items with turbo="false".
    """
    atom = f'\n    <atom:link href="{self_link}" rel="self" type="application/rss+xml"/>' if self_link else ""
    head = f'''<?xml version="1.0" encoding="UTF-8"?>
<!-- exported by a test -->
<rss xmlns:yandex="http://news.yandex.ru" xmlns:media="http://search.yahoo.com/mrss/"
     xmlns:turbo="http://turbo.yandex.ru" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0">
  <channel>
    <title>Вестник садовода</title>
    <link>https://sad.example.ru/</link>
    <description>Советы для тех, кто работает на земле.</description>
    <language>ru</language>{atom}
    <turbo:analytics type="Yandex" id="44147844" params='{{"section":"garden"}}'/>
    <yandex:analytics type="LiveInternet"></yandex:analytics>
    <turbo:adNetwork type="Yandex" id="R-A-123456-1" turbo-ad-id="first_ad_place"/>
    <yandex:adNetwork type="AdFox" turbo-ad-id="second_ad_place"><![CDATA[<div id="adfox_1"></div>]]></yandex:adNetwork>{extra_ads}
    <!-- {comment} -->
'''
    body = []
    for n in range(1, items + 1):
        figures = "".join(f'<figure data-turbo-ad-id="{place}"></figure>' for place in ad_places(n))
        body.append(f'''    <item turbo="{'false' if n in hidden else 'true'}">
      <title>Статья {n} «в кавычках»</title>
      <link>https://sad.example.ru/articles/{n}</link>
      <pubDate>Tue, 21 Apr 2026 14:15:00 +0300</pubDate>
      <turbo:content><![CDATA[<header><h1>Статья {n}</h1></header><p>Текст — {n} 🌱</p>{figures}]]></turbo:content>{extra_item if n == 1 else ""}
    </item>
''')
    return (head + "".join(body) + "  </channel>\n</rss>\n").encode("utf-8")
