"""Helpers for the page HTML tests (imported as `content_support`)."""

import re
from html.parser import HTMLParser

from support import SHARED
from turbo_editor.check import Checker
from turbo_editor.feed import load_bytes
from turbo_editor.vocabulary.namespaces import TURBO_NS, qn

# What distinguishes each block of TURBO.md's blocks table, as XPath over the parsed snippet.
BLOCKS = {
    "image": ("image", ["//figure/img[@src]", "//figure/figcaption"]),
    "video": ("video", ["//figure/video/source[@type='video/mp4' and contains(@src, '.mp4')]",
                        "//figure/img[@src]"]),
    "embed": ("embed", ["//iframe[@src and @width and @height and @frameborder and @allowfullscreen]"]),
    "audio": ("audio", ["//div[@data-block='audio' and contains(@src, '.mp3')]"]),
    "gallery": ("gallery", ["//div[@data-block='gallery']/header", "//div[@data-block='gallery']/img[@src]"]),
    "slider": ("slider", ["//div[@data-block='slider' and @data-view and @data-item-view]/figure/img[@src]"]),
    "share": ("share", ["//div[@data-block='share' and @data-network]"]),
    "button": ("button", ["//button[@formaction and @data-background-color and @data-color]"]),
    "callback form": ("callback", ["//form[@data-type='callback' and @data-send-to and @data-agreement-company"
                                   " and @data-agreement-link]"]),
    "feedback widget": ("feedback", ["//div[@data-block='widget-feedback' and @data-title and @data-stick]"
                                     "/div[@data-type and @data-url]"]),
    "accordion": ("accordion", ["//div[@data-block='accordion']/div[@data-block='item' and @data-title]"]),
    "cards": ("cards", ["//div[@data-block='cards']/div[@data-block='card']/header",
                        "//div[@data-block='cards']/div[@data-block='card']/footer",
                        "//div[@data-block='cards']/div[@data-block='more']"]),
    "carousel": ("carousel", ["//div[@data-block='cards']/div[@data-block='carousel']"
                              "/div[@data-block='snippet' and @data-title and @data-img and @data-url]"]),
    "read also": ("read-also", ["//div[@data-block='feed' and @data-layout and @data-title]"
                                "/div[@data-block='feed-item' and @data-href and @data-title and @data-thumb]"]),
    "fold": ("fold", ["//div[@data-block='fold']/*"]),
    "comments": ("comments", ["//div[@data-block='comments' and @data-url]"
                              "/div[@data-block='comment' and @data-author]/div[@data-block='content']"]),
    "rating": ("rating", ["//div[@itemscope and @itemtype='http://schema.org/Rating']"
                          "/meta[@itemprop='ratingValue' and @content]",
                          "//div[@itemscope]/meta[@itemprop='bestRating' and @content]"]),
    "search": ("search", ["//form[contains(@action, '{text}') and @method='GET']"
                          "/input[@type='search' and @name='text' and @placeholder]"]),
    "table": ("table", ["//table/tr/th", "//table/tr/td"]),
    "ad place": ("ad", ["//figure[@data-turbo-ad-id]"]),
}


def turbo_md_blocks() -> set[str]:
    text = (SHARED / "TURBO.md").read_text(encoding="utf-8")
    table = text.split("| block | markup |", 1)[1].split("\n\n", 1)[0]
    return {m.group(1) for m in re.finditer(r"^\| ([a-z ]+) \|", table, re.MULTILINE)}


class Balance(HTMLParser):
    """Fails on an end tag that closes anything but the innermost open element, or one left open.

    Strict HTML: only void elements may be written "<img/>"; "<div/>" opens a div.
    """

    VOID = {"img", "source", "meta", "input", "br", "hr"}

    def __init__(self):
        super().__init__()
        self.stack = []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)          # HTML has no "<div/>": it opens a div

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack}"
        self.stack.pop()


def assert_balanced(markup: str) -> None:
    checker = Balance()
    checker.feed(markup)
    checker.close()
    assert not checker.stack, f"left open: {checker.stack}"


FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:yandex="http://news.yandex.ru" xmlns:turbo="http://turbo.yandex.ru">
  <channel>
    <title>Вестник</title>
    <link>https://example.com/</link>
    <description>Новости.</description>
    <turbo:adNetwork type="Yandex" id="R-A-1-1" turbo-ad-id="first_ad_place"/>
    <item turbo="true">
      <link>https://example.com/news/1</link>
      <pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>
      <turbo:content><![CDATA[{content}]]></turbo:content>
    </item>
  </channel>
</rss>
"""


def content_findings(content: str) -> tuple[list, str]:
    """The Turbo profile's findings on an item's turbo:content, and the content's text as loaded."""
    doc = load_bytes(FEED.format(content=content).encode("utf-8"))
    element = doc.root.find("channel/item").find(qn(TURBO_NS, "content"))
    findings = [f for f in Checker(doc, "turbo").check_all() if f.element is element]
    return findings, element.text
