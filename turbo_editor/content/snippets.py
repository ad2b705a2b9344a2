"""Turbo's blocks as markup to insert, one per row of TURBO.md's blocks table, plus the header.

``[[text]]`` in a snippet marks a placeholder: :func:`expand` removes the marks and tells where the
first one is, so the editor can select it after an insertion. The data-* attributes and the
data-block values the snippets use are what completion offers (:data:`DATA_ATTRIBUTES`,
:data:`BLOCK_VALUES`): Turbo accepts any data-* attribute, and these are the ones its blocks read.

Two kinds of words, two catalogues. The group titles and labels are the editor's menu: they are
shown translated in the "ContentEditor" context of Qt's catalogue, in the interface language. The
sample text a snippet puts into the page ("Page title", "Read also") becomes part of the user's
feed, so it is written in the feed's language: it is marked for gettext (:data:`SAMPLE_TEXT`) and
:meth:`Snippet.markup_in` fills it in with the catalogue of that language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from xml.sax.saxutils import escape

from lxml import etree

from .fragment import parse_fragment


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:   # noqa: N802 - the name lupdate looks for
    """Marks a text for translation in ``context``: lupdate reads the call, the interface
    translates the text where it shows it."""
    return text


def N_(text: str) -> str:   # noqa: N802 - the name Babel looks for
    """Marks sample text for the gettext catalogue (``make messages`` extracts it); it is
    translated into the feed's language where a snippet is inserted."""
    return text


# [[text]] marks a placeholder; the first one is selected after an insertion.
_PLACEHOLDER = re.compile(r"\[\[(.*?)\]\]")

# The words a snippet writes into the page, by the {name} its markup gives them.
SAMPLE_TEXT = {
    "page_title": N_("Page title"),
    "subtitle": N_("Subtitle"),
    "home": N_("Home"),
    "news": N_("News"),
    "about": N_("About us"),
    "caption": N_("Caption"),
    "gallery_title": N_("Gallery title"),
    "order": N_("Order"),
    "company": N_("Company LLC"),
    "contact_us": N_("Contact us"),
    "search_the_site": N_("Search the site"),
    "question": N_("Question"),
    "another_question": N_("Another question"),
    "answer": N_("Answer"),
    "card_title": N_("Card title"),
    "card_text": N_("Card text"),
    "card_footer": N_("Card footer"),
    "more": N_("More"),
    "article_title": N_("Article title"),
    "another_article": N_("Another article"),
    "read_also": N_("Read also"),
    "fold_text": N_("Text shown after “Read more”"),
    "heading": N_("Heading"),
    "cell": N_("Cell"),
    "reader": N_("Reader"),
    "date": N_("1 June"),
    "comment_text": N_("Comment text"),
}


def _keep(text: str) -> str:
    return text


@dataclass(frozen=True)
class Snippet:
    """One block: its key, its menu label (English; translated where shown) and its markup, whose
    sample text is written ``{name}`` (see :data:`SAMPLE_TEXT`; a literal brace is doubled)."""

    key: str
    label: str
    template: str

    def markup_in(self, gettext: Callable[[str], str]) -> str:
        """The markup with placeholders, its sample text translated by ``gettext``
        (``messages.catalogue(language).gettext`` for the feed's language)."""
        return self.template.format_map({name: escape(gettext(text), {'"': "&quot;"})
                                          for name, text in SAMPLE_TEXT.items()})

    @property
    def markup(self) -> str:
        """The markup with placeholders and its sample text in English."""
        return self.markup_in(_keep)


def _snippet(key: str, label: str, *lines: str) -> Snippet:
    return Snippet(key, label, "\n".join(lines))


# Grouped as the menu shows them; one entry per row of TURBO.md's blocks table, plus the header.
SNIPPET_GROUPS: tuple[tuple[str, tuple[Snippet, ...]], ...] = (
    (QT_TRANSLATE_NOOP("ContentEditor", "Page"), (
        _snippet("header", QT_TRANSLATE_NOOP("ContentEditor", "Header"),
                 "<header>",
                 "  <h1>[[{page_title}]]</h1>",
                 "  <h2>{subtitle}</h2>",
                 "</header>"),
        _snippet("header-full", QT_TRANSLATE_NOOP("ContentEditor", "Header with cover, menu and breadcrumbs"),
                 "<header>",
                 "  <h1>[[{page_title}]]</h1>",
                 "  <h2>{subtitle}</h2>",
                 '  <figure><img src="https://example.com/cover.jpg"/></figure>',
                 "  <menu>",
                 '    <a href="https://example.com/news/">{news}</a>',
                 '    <a href="https://example.com/about/">{about}</a>',
                 "  </menu>",
                 '  <div data-block="breadcrumblist">',
                 '    <a href="https://example.com/">{home}</a>',
                 '    <a href="https://example.com/news/">{news}</a>',
                 "  </div>",
                 "</header>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Media"), (
        _snippet("image", QT_TRANSLATE_NOOP("ContentEditor", "Image"),
                 "<figure>",
                 '  <img src="[[https://example.com/image.jpg]]"/>',
                 "  <figcaption>{caption}</figcaption>",
                 "</figure>"),
        _snippet("video", QT_TRANSLATE_NOOP("ContentEditor", "Video"),
                 "<figure>",
                 "  <video>",
                 '    <source src="[[https://example.com/video.mp4]]" type="video/mp4"/>',
                 "  </video>",
                 '  <img src="https://example.com/video-preview.jpg"/>',
                 "  <figcaption>{caption}</figcaption>",
                 "</figure>"),
        _snippet("embed", QT_TRANSLATE_NOOP("ContentEditor", "Embedded video (iframe)"),
                 '<iframe src="[[https://www.youtube.com/embed/VIDEO_ID]]" width="560" height="315" '
                 'frameborder="0" allowfullscreen></iframe>'),
        _snippet("audio", QT_TRANSLATE_NOOP("ContentEditor", "Audio"),
                 '<div data-block="audio" src="[[https://example.com/audio.mp3]]"></div>'),
        _snippet("gallery", QT_TRANSLATE_NOOP("ContentEditor", "Gallery"),
                 '<div data-block="gallery">',
                 "  <header>[[{gallery_title}]]</header>",
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
                 'data-color="#000000" data-primary="true">{order}</button>'),
        _snippet("callback", QT_TRANSLATE_NOOP("ContentEditor", "Callback form"),
                 '<form data-type="callback" data-send-to="[[mail@example.com]]" '
                 'data-agreement-company="{company}" data-agreement-link="https://example.com/privacy"></form>'),
        _snippet("feedback", QT_TRANSLATE_NOOP("ContentEditor", "Feedback widget"),
                 '<div data-block="widget-feedback" data-title="[[{contact_us}]]" data-stick="right">',
                 '  <div data-type="call" data-url="tel:+70000000000"></div>',
                 '  <div data-type="mail" data-url="mailto:mail@example.com"></div>',
                 '  <div data-type="telegram" data-url="https://t.me/example"></div>',
                 "</div>"),
        _snippet("search", QT_TRANSLATE_NOOP("ContentEditor", "Search form"),
                 '<form action="[[https://example.com/search?q={{text}}]]" method="GET">',
                 '  <input type="search" name="text" placeholder="{search_the_site}"/>',
                 "</form>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Layout"), (
        _snippet("accordion", QT_TRANSLATE_NOOP("ContentEditor", "Accordion"),
                 '<div data-block="accordion">',
                 '  <div data-block="item" data-title="[[{question}]]" data-expanded="true">',
                 "    <p>{answer}</p>",
                 "  </div>",
                 '  <div data-block="item" data-title="{another_question}">',
                 "    <p>{answer}</p>",
                 "  </div>",
                 "</div>"),
        _snippet("cards", QT_TRANSLATE_NOOP("ContentEditor", "Cards"),
                 '<div data-block="cards">',
                 '  <div data-block="card">',
                 "    <header>[[{card_title}]]</header>",
                 "    <p>{card_text}</p>",
                 "    <footer>{card_footer}</footer>",
                 "  </div>",
                 '  <div data-block="more"><a href="https://example.com/more">{more}</a></div>',
                 "</div>"),
        _snippet("carousel", QT_TRANSLATE_NOOP("ContentEditor", "Carousel"),
                 '<div data-block="cards">',
                 '  <div data-block="carousel">',
                 '    <div data-block="snippet" data-title="[[{article_title}]]" '
                 'data-img="https://example.com/thumb-1.jpg" data-url="https://example.com/article-1"></div>',
                 '    <div data-block="snippet" data-title="{another_article}" '
                 'data-img="https://example.com/thumb-2.jpg" data-url="https://example.com/article-2"></div>',
                 "  </div>",
                 "</div>"),
        _snippet("read-also", QT_TRANSLATE_NOOP("ContentEditor", "Read also"),
                 '<div data-block="feed" data-layout="vertical" data-title="[[{read_also}]]">',
                 '  <div data-block="feed-item" data-href="https://example.com/article-1" data-title="{article_title}" '
                 'data-thumb="https://example.com/thumb-1.jpg" data-thumb-position="left" '
                 'data-thumb-ratio="1x1"></div>',
                 "</div>"),
        _snippet("fold", QT_TRANSLATE_NOOP("ContentEditor", "Fold (“Read more”)"),
                 '<div data-block="fold">',
                 "  <p>[[{fold_text}]]</p>",
                 "</div>"),
        _snippet("table", QT_TRANSLATE_NOOP("ContentEditor", "Table"),
                 "<table>",
                 "  <tr><th>[[{heading}]]</th><th>{heading}</th></tr>",
                 "  <tr><td>{cell}</td><td>{cell}</td></tr>",
                 "</table>"),
        _snippet("table-invisible", QT_TRANSLATE_NOOP("ContentEditor", "Table without borders"),
                 '<table data-invisible="true">',
                 "  <tr><td>[[{cell}]]</td><td>{cell}</td></tr>",
                 "</table>"),
    )),
    (QT_TRANSLATE_NOOP("ContentEditor", "Social and ads"), (
        _snippet("comments", QT_TRANSLATE_NOOP("ContentEditor", "Comments"),
                 '<div data-block="comments" data-url="[[https://example.com/article#comments]]">',
                 '  <div data-block="comment" data-author="{reader}" data-avatar-url="https://example.com/avatar.jpg" '
                 'data-subtitle="{date}">',
                 '    <div data-block="content"><p>{comment_text}</p></div>',
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
