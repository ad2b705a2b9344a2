"""Helpers the preview tests share (imported as ``preview_support``): build a one-item feed
around some turbo:content, render it, and look at the page's structure."""

from __future__ import annotations

import re
from dataclasses import dataclass

import lxml.html

from turbo_editor.feed import load_bytes
from turbo_editor.preview import item_at, render_item

HEADER = "<header><h1>Заголовок</h1></header>"


def feed_bytes(content: str, *, channel: str = "", item: str = "", language: str = "ru") -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:yandex="http://news.yandex.ru" xmlns:turbo="http://turbo.yandex.ru" version="2.0">
  <channel>
    <title>Вестник садовода</title>
    <link>https://sad.example.ru/</link>
    <description>Test feed</description>
    <language>{language}</language>
    {channel}
    <item turbo="true">
      <title>Item</title>
      <link>https://sad.example.ru/articles/a</link>
      {item}
      <turbo:content><![CDATA[{content}]]></turbo:content>
    </item>
  </channel>
</rss>
""".encode()


def with_class(node, cls: str) -> list:
    """Elements under ``node`` whose class list holds ``cls``."""
    return node.xpath(f'.//*[contains(concat(" ", normalize-space(@class), " "), " {cls} ")]')


def text(node) -> str:
    return " ".join("".join(node.itertext()).split())


@dataclass
class Page:
    html: str
    tree: lxml.html.HtmlElement

    @property
    def content(self):
        return self.one("tp-content")

    def all(self, cls: str, under=None) -> list:
        return with_class(self.tree if under is None else under, cls)

    def one(self, cls: str, under=None):
        found = self.all(cls, under)
        assert len(found) == 1, f"expected one .{cls}, found {len(found)}"
        return found[0]


def render_doc(doc, number: int = 1, **options) -> Page:
    html = render_item(doc, item_at(doc, number), **options)
    return Page(html, lxml.html.document_fromstring(html))


def render(content: str, *, channel: str = "", item: str = "", language: str = "ru",
           header: bool = True, **options) -> Page:
    doc = load_bytes(feed_bytes((HEADER if header else "") + content, channel=channel, item=item,
                                language=language))
    return render_doc(doc, **options)


_ACTIVE_TAGS = {"script", "iframe", "object", "embed", "applet", "base", "form", "input", "button", "textarea",
                "select", "frame", "frameset", "svg", "math", "link", "video", "audio", "source", "noscript",
                "template", "portal"}
_SCRIPT_URL = re.compile(r"^\s*(?:javascript|vbscript|livescript|data)\s*:", re.IGNORECASE)


def assert_inert(page: Page, *, remote_images: bool = False) -> None:
    """Nothing on the page can run, submit, frame or (unless allowed) load anything."""
    assert "<script" not in page.html.lower()
    for node in page.tree.iter():
        if not isinstance(node.tag, str):
            continue
        tag = node.tag.lower()
        assert tag not in _ACTIVE_TAGS, f"<{tag}> reached the page"
        if tag == "meta":
            assert node.getparent().tag == "head"
            assert (node.get("http-equiv") or "").lower() in ("", "content-security-policy")
        if tag == "style":
            assert node.getparent().tag == "head"
            assert "url(" not in (node.text or "").lower()
        for name, value in node.items():
            cleaned = re.sub(r"[\t\n\r]", "", value)
            assert not name.lower().startswith("on"), f"{name}= reached the page"
            assert not _SCRIPT_URL.match(cleaned), f'{name}="{value}" reached the page'
            assert name.lower() not in ("srcset", "poster", "background", "action", "formaction", "ping")
            if name == "style":
                assert "url(" not in value.lower() and "expression" not in value.lower()
            if name == "src":
                assert remote_images and tag == "img", f"<{tag} src> loads while remote images are off"
    csp = page.tree.xpath('//meta[@http-equiv="Content-Security-Policy"]/@content')
    assert len(csp) == 1 and "script-src 'none'" in csp[0] and "default-src 'none'" in csp[0]

