"""Paths and helpers the tests share (imported as `support`)."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data"
SHARED = REPO.parent / "shared"
SAMPLE = REPO / "resources" / "samples" / "sample-turbo.xml"


def c14n(tree) -> bytes:
    """Canonical XML of a document: what "lossless" is measured by."""
    from lxml import etree
    return etree.tostring(tree, method="c14n")


# The head of a small Turbo feed the engine tests build on: a channel with a counter and an
# ad network (place "top"); the items and the closing tags are each test's own.
TURBO_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:yandex="http://news.yandex.ru" xmlns:turbo="http://turbo.yandex.ru">
  <channel>
    <title>Вестник</title>
    <link>https://example.ru/</link>
    <description>Новости города.</description>
    <turbo:analytics type="Yandex" id="44147844"/>
    <turbo:adNetwork type="Yandex" id="R-A-1-1" turbo-ad-id="top"/>
"""
