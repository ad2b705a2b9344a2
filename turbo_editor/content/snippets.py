"""Turbo's blocks as markup to insert, one per row of TURBO.md's blocks table, plus the header.

``[[text]]`` in a snippet marks a placeholder: :func:`expand` removes the marks and tells where the
first one is, so the editor can select it after an insertion. The data-* attributes and the
data-block values the snippets use are what completion offers (:data:`DATA_ATTRIBUTES`,
:data:`BLOCK_VALUES`): Turbo accepts any data-* attribute, and these are the ones its blocks read.

The group titles and labels are shown translated in the "ContentEditor" context.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lxml import etree

from .fragment import parse_fragment


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:   # noqa: N802 - the name lupdate looks for
    """Marks a text for translation in ``context``: lupdate reads the call, the interface
    translates the text where it shows it."""
    return text


# [[text]] marks a placeholder; the first one is selected after an insertion.
_PLACEHOLDER = re.compile(r"\[\[(.*?)\]\]")


@dataclass(frozen=True)
class Snippet:
    """One block: its key, its menu label (English; translated where shown) and its markup with placeholders."""

    key: str
    label: str
    markup: str


def _snippet(key: str, label: str, *lines: str) -> Snippet:
    return Snippet(key, label, "\n".join(lines))


# Grouped as the menu shows them; one entry per row of TURBO.md's blocks table, plus the header.
SNIPPET_GROUPS: tuple[tuple[str, tuple[Snippet, ...]], ...] = (
    (QT_TRANSLATE_NOOP("ContentEditor", "Page"), (
        _snippet("header", QT_TRANSLATE_NOOP("ContentEditor", "Header"),
                 "<header>",
                 "  <h1>[[Page title]]</h1>",
                 "  <h2>Subtitle</h2>",
                 "</header>"),
        _snippet("header-full", QT_TRANSLATE_NOOP("ContentEditor", "Header with cover, menu and breadcrumbs"),
                 "<header>",
                 "  <h1>[[Page title]]</h1>",
                 "  <h2>Subtitle</h2>",
                 '  <figure><img src="https://example.com/cover.jpg"/></figure>',
                 "  <menu>",
                 '    <a href="https://example.com/news/">News</a>',
                 '    <a href="https://example.com/about/">About</a>',
                 "  </menu>",
                 '  <div data-block="breadcrumblist">',
                 '    <a href="https://example.com/">Home</a>',
                 '    <a href="https://example.com/news/">News</a>',
                 "  </div>",
                 "</header>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Media"), (
        _snippet("image", QT_TRANSLATE_NOOP("ContentEditor", "Image"),
                 "<figure>",
                 '  <img src="[[https://example.com/image.jpg]]"/>',
                 "  <figcaption>Caption</figcaption>",
                 "</figure>"),
        _snippet("video", QT_TRANSLATE_NOOP("ContentEditor", "Video"),
                 "<figure>",
                 "  <video>",
                 '    <source src="[[https://example.com/video.mp4]]" type="video/mp4"/>',
                 "  </video>",
                 '  <img src="https://example.com/video-preview.jpg"/>',
                 "  <figcaption>Caption</figcaption>",
                 "</figure>"),
        _snippet("embed", QT_TRANSLATE_NOOP("ContentEditor", "Embedded video (iframe)"),
                 '<iframe src="[[https://www.youtube.com/embed/VIDEO_ID]]" width="560" height="315" '
                 'frameborder="0" allowfullscreen></iframe>'),
        _snippet("audio", QT_TRANSLATE_NOOP("ContentEditor", "Audio"),
                 '<div data-block="audio" src="[[https://example.com/audio.mp3]]"></div>'),
        _snippet("gallery", QT_TRANSLATE_NOOP("ContentEditor", "Gallery"),
                 '<div data-block="gallery">',
                 "  <header>[[Gallery title]]</header>",
                 '  <img src="https://example.com/photo-1.jpg"/>',
                 '  <img src="https://example.com/photo-2.jpg"/>',
                 '  <img src="https://example.com/photo-3.jpg"/>',
                 "</div>"),
        _snippet("slider", QT_TRANSLATE_NOOP("ContentEditor", "Slider"),
                 '<div data-block="slider" data-view="[[landscape]]" data-item-view="cover">',
                 '  <figure><img src="https://example.com/slide-1.jpg"/></figure>',
                 '  <figure><img src="https://example.com/slide-2.jpg"/></figure>',
                 "</div>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Forms and buttons"), (
        _snippet("share", QT_TRANSLATE_NOOP("ContentEditor", "Share buttons"),
                 '<div data-block="share" data-network="[[vkontakte,odnoklassniki,telegram]]"></div>'),
        _snippet("button", QT_TRANSLATE_NOOP("ContentEditor", "Button"),
                 '<button formaction="[[https://example.com/order]]" data-background-color="#ffdb4d" '
                 'data-color="#000000" data-primary="true">Order</button>'),
        _snippet("callback", QT_TRANSLATE_NOOP("ContentEditor", "Callback form"),
                 '<form data-type="callback" data-send-to="[[mail@example.com]]" '
                 'data-agreement-company="Company LLC" data-agreement-link="https://example.com/privacy"></form>'),
        _snippet("feedback", QT_TRANSLATE_NOOP("ContentEditor", "Feedback widget"),
                 '<div data-block="widget-feedback" data-title="[[Contact us]]" data-stick="right">',
                 '  <div data-type="call" data-url="tel:+70000000000"></div>',
                 '  <div data-type="mail" data-url="mailto:mail@example.com"></div>',
                 '  <div data-type="telegram" data-url="https://t.me/example"></div>',
                 "</div>"),
        _snippet("search", QT_TRANSLATE_NOOP("ContentEditor", "Search form"),
                 '<form action="[[https://example.com/search?q={text}]]" method="GET">',
                 '  <input type="search" name="text" placeholder="Search the site"/>',
                 "</form>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Layout"), (
        _snippet("accordion", QT_TRANSLATE_NOOP("ContentEditor", "Accordion"),
                 '<div data-block="accordion">',
                 '  <div data-block="item" data-title="[[Question]]" data-expanded="true">',
                 "    <p>Answer</p>",
                 "  </div>",
                 '  <div data-block="item" data-title="Another question">',
                 "    <p>Answer</p>",
                 "  </div>",
                 "</div>"),
        _snippet("cards", QT_TRANSLATE_NOOP("ContentEditor", "Cards"),
                 '<div data-block="cards">',
                 '  <div data-block="card">',
                 "    <header>[[Card title]]</header>",
                 "    <p>Card text</p>",
                 "    <footer>Card footer</footer>",
                 "  </div>",
                 '  <div data-block="more"><a href="https://example.com/more">More</a></div>',
                 "</div>"),
        _snippet("carousel", QT_TRANSLATE_NOOP("ContentEditor", "Carousel"),
                 '<div data-block="cards">',
                 '  <div data-block="carousel">',
                 '    <div data-block="snippet" data-title="[[Article title]]" '
                 'data-img="https://example.com/thumb-1.jpg" data-url="https://example.com/article-1"></div>',
                 '    <div data-block="snippet" data-title="Another article" '
                 'data-img="https://example.com/thumb-2.jpg" data-url="https://example.com/article-2"></div>',
                 "  </div>",
                 "</div>"),
        _snippet("read-also", QT_TRANSLATE_NOOP("ContentEditor", "Read also"),
                 '<div data-block="feed" data-layout="vertical" data-title="[[Read also]]">',
                 '  <div data-block="feed-item" data-href="https://example.com/article-1" data-title="Article title" '
                 'data-thumb="https://example.com/thumb-1.jpg" data-thumb-position="left" '
                 'data-thumb-ratio="1x1"></div>',
                 "</div>"),
        _snippet("fold", QT_TRANSLATE_NOOP("ContentEditor", "Fold (“Read more”)"),
                 '<div data-block="fold">',
                 "  <p>[[Text shown after “Read more”]]</p>",
                 "</div>"),
        _snippet("table", QT_TRANSLATE_NOOP("ContentEditor", "Table"),
                 "<table>",
                 "  <tr><th>[[Heading]]</th><th>Heading</th></tr>",
                 "  <tr><td>Cell</td><td>Cell</td></tr>",
                 "</table>"),
        _snippet("table-invisible", QT_TRANSLATE_NOOP("ContentEditor", "Table without borders"),
                 '<table data-invisible="true">',
                 "  <tr><td>[[Cell]]</td><td>Cell</td></tr>",
                 "</table>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Social and ads"), (
        _snippet("comments", QT_TRANSLATE_NOOP("ContentEditor", "Comments"),
                 '<div data-block="comments" data-url="[[https://example.com/article#comments]]">',
                 '  <div data-block="comment" data-author="Reader" data-avatar-url="https://example.com/avatar.jpg" '
                 'data-subtitle="1 June">',
                 '    <div data-block="content"><p>Comment text</p></div>',
                 "  </div>",
                 "</div>"),
        _snippet("rating", QT_TRANSLATE_NOOP("ContentEditor", "Rating"),
                 '<div itemscope itemtype="http://schema.org/Rating">',
                 '  <meta itemprop="ratingValue" content="[[4.7]]"/>',
                 '  <meta itemprop="bestRating" content="5"/>',
                 "</div>"),
        _snippet("ad", QT_TRANSLATE_NOOP("ContentEditor", "Ad place"),
                 '<figure data-turbo-ad-id="[[first_ad_place]]"></figure>'),
    )),
)
SNIPPETS: dict[str, Snippet] = {s.key: s for _title, group in SNIPPET_GROUPS for s in group}


def expand(markup: str) -> tuple[str, tuple[int, int] | None]:
    """Markup without placeholder marks, and the first placeholder's span in it."""
    parts, first, at, length = [], None, 0, 0
    for m in _PLACEHOLDER.finditer(markup):
        literal = markup[at:m.start()]
        parts += [literal, m.group(1)]
        length += len(literal)
        if first is None:
            first = (length, length + len(m.group(1)))
        length += len(m.group(1))
        at = m.end()
    parts.append(markup[at:])
    return "".join(parts), first


def _snippet_vocabulary() -> tuple[dict[str, frozenset], dict[str, frozenset]]:
    """data-* attributes each tag carries in the snippets, and the data-block values they use.

    The checker allows any data-* attribute; these are the ones Turbo's blocks
    mean something by, so they are what completion offers.
    """
    attributes: dict[str, set] = {}
    blocks: dict[str, set] = {}
    for snippet in SNIPPETS.values():
        for node in parse_fragment(expand(snippet.markup)[0]).iterdescendants(etree.Element):
            attributes.setdefault(node.tag, set()).update(k for k in node.keys() if k.startswith("data-"))
            if node.get("data-block"):
                blocks.setdefault(node.tag, set()).add(node.get("data-block"))
    return ({tag: frozenset(names) for tag, names in attributes.items()},
            {tag: frozenset(names) for tag, names in blocks.items()})


DATA_ATTRIBUTES, BLOCK_VALUES = _snippet_vocabulary()
