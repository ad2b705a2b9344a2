"""The turbo:content editor: block snippets, wrapping, an image helper, completion, marked problems.

Everything here writes through the widget's text, so the item form's binding
stays the only way content reaches the document. An insertion or a wrap is
made as one edit that emits a single ``textChanged``, framed by
``undoBoundary`` so the form can keep it out of the typing it merges into one
undo step.

What Turbo allows is not listed here: tags and attributes come from the
checker (:mod:`turbo_editor.check.rules.content`), URL validity from its
value rules, and the data-block vocabulary offered by completion is read from
the snippets below, which follow TURBO.md's blocks table.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser

from lxml import etree
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (QCompleter, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QMenu,
                               QSpinBox, QTextEdit, QToolBar, QToolButton, QToolTip, QVBoxLayout, QWidget)

from ..check.rules import values
from ..check.rules.content import (_CONTEXT_TAGS, ATTRIBUTES, EXTENDED_ATTRIBUTES, EXTENDED_TAGS,
                                   GLOBAL_ATTRIBUTES, PLAIN_TAGS, _allowed_here)
from ..check.rules.html import parse_fragment
from .forms.widgets import CodeEditor, plain_text
from .xml_editor import SEVERITY_COLORS
from .xml_pane import utf16_len

# -- snippets -------------------------------------------------------------------

# [[text]] marks a placeholder; the first one is selected after an insertion.
_PLACEHOLDER = re.compile(r"\[\[(.*?)\]\]")


@dataclass(frozen=True)
class Snippet:
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

# -- reading the HTML being typed ---------------------------------------------------

VOID_TAGS = frozenset("area base br col embed hr img input link meta param source track wbr".split())
# The attribute a completed void tag starts with, so the cursor lands where typing goes on.
_VOID_FIRST_ATTRIBUTE = {"img": "src", "source": "src", "meta": "itemprop", "input": "type"}
# Attributes that mean something by being present; they are inserted without a value.
_BOOLEAN_ATTRIBUTES = frozenset(("allowfullscreen", "disabled", "itemscope"))


@dataclass(frozen=True)
class StartTag:
    """A start tag in the text: its name, attributes and span (str indices, 1-based line)."""

    name: str
    attrs: dict
    start: int
    end: int
    line: int


class _TagScanner(HTMLParser):
    """Start tags with their spans, and the elements still open at the end of the text."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=False)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.tags: list[StartTag] = []
        self.open: list[StartTag] = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        line, column = self.getpos()
        start = self.line_starts[line - 1] + column
        raw = self.get_starttag_text() or ""
        found = StartTag(tag, {k: v or "" for k, v in attrs}, start, start + len(raw), line)
        self.tags.append(found)
        # libxml2, which the checks parse with, closes "<div/>" at once; so does this.
        if tag not in VOID_TAGS and not raw.endswith("/>"):
            self.open.append(found)

    def handle_endtag(self, tag):
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i].name == tag:
                del self.open[i:]
                return


def start_tags(text: str) -> list[StartTag]:
    return _TagScanner(text).tags


def open_elements(text: str) -> list[StartTag]:
    """The elements that enclose the end of ``text``, outermost first."""
    return _TagScanner(text).open


# Where the cursor is inside markup; tried in this order on the text before the cursor.
_ATTRS = r"""(?:\s+[^\s=/>"'<]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*"""
_IN_TAG_NAME = re.compile(r"<(?P<prefix>[A-Za-z][\w-]*|)$")
_IN_BLOCK_VALUE = re.compile(r"<(?P<tag>[A-Za-z][\w-]*)(?P<attrs>" + _ATTRS
                             + r')\s+data-block\s*=\s*"(?P<prefix>[^"]*)$')
_IN_ATTRIBUTE = re.compile(r"<(?P<tag>[A-Za-z][\w-]*)(?P<attrs>" + _ATTRS + r")\s+(?P<prefix>[\w-]*)$")
_ATTRIBUTE_NAME = re.compile(r"""\s([^\s=/>"'<]+)""")
# A start tag longer than this is not being typed by hand; looking further back only costs time.
_LOOK_BACK = 4000


@dataclass(frozen=True)
class CompletionContext:
    kind: str              # "tag", "attribute" or "value" (of data-block)
    prefix: str            # what is typed of the name or value so far
    tag: str = ""          # the tag whose attribute or value is completed
    present: frozenset = frozenset()   # attributes the tag already has


def completion_context(before: str) -> CompletionContext | None:
    """What the text before the cursor is in the middle of typing, if completion can help."""
    tail = before[-_LOOK_BACK:]
    start = tail.rfind("<")
    if start < 0:
        return None
    tail = tail[start:]
    m = _IN_TAG_NAME.match(tail)
    if m:
        return CompletionContext("tag", m.group("prefix"))
    for kind, pattern in (("value", _IN_BLOCK_VALUE), ("attribute", _IN_ATTRIBUTE)):
        m = pattern.match(tail)
        if m:
            present = frozenset(name.lower() for name in _ATTRIBUTE_NAME.findall(m.group("attrs")))
            return CompletionContext(kind, m.group("prefix"), m.group("tag").lower(), present)
    return None


def allowed_tags(before: str, extended: bool) -> set[str]:
    """Tags Turbo keeps at the end of ``before``: the plain (or extended) set and the block-only ones."""
    tags = set(EXTENDED_TAGS if extended else PLAIN_TAGS)
    return tags | _context_tags(open_elements(before))


def _context_tags(enclosing: list[StartTag]) -> set[str]:
    """input in a form, footer in a card: asked of the checker's own rule on a copy of the enclosing elements."""
    if not enclosing:
        return set()
    parent = None
    for tag in enclosing:
        parent = _element(tag, parent)
    found = set()
    for name in _CONTEXT_TAGS:
        probe = etree.SubElement(parent, name)
        if _allowed_here(probe, name):
            found.add(name)
        parent.remove(probe)
    return found


def _element(tag: StartTag, parent):
    try:
        node = etree.Element(tag.name) if parent is None else etree.SubElement(parent, tag.name)
    except ValueError:                     # a name lxml refuses cannot be a context anyway
        node = etree.Element("unknown") if parent is None else etree.SubElement(parent, "unknown")
    for key, value in tag.attrs.items():
        try:
            node.set(key, value)
        except ValueError:
            pass
    return node


def allowed_attributes(tag: str, extended: bool) -> set[str]:
    """What the checker keeps on ``tag``, and the data-* attributes Turbo's blocks give it."""
    if tag not in (EXTENDED_TAGS if extended else PLAIN_TAGS) and tag not in _CONTEXT_TAGS:
        return set()
    names = set(ATTRIBUTES.get(tag, ())) | GLOBAL_ATTRIBUTES | DATA_ATTRIBUTES.get(tag, frozenset())
    return (names | EXTENDED_ATTRIBUTES) if extended else names


def completions(before: str, extended: bool) -> tuple[CompletionContext | None, list[str]]:
    """The context at the end of ``before`` and the words that may be typed there, sorted."""
    context = completion_context(before)
    if context is None:
        return None, []
    if context.kind == "tag":
        words = allowed_tags(before, extended)
    elif context.kind == "attribute":
        words = allowed_attributes(context.tag, extended) - context.present
    else:
        words = set(BLOCK_VALUES.get(context.tag, ()))
    return context, sorted(words)


# -- where a finding points in the content ----------------------------------------------

def locate(finding, text: str) -> tuple[int, int] | None:
    """The span (str indices) of what a content finding is about, or None if it names no place.

    The checker gives the span in the text it checked; after an edit the text
    may have moved on, and a span that no longer fits is not shown until the
    checks run again.
    """
    span = finding.span
    if span is None or span[1] > len(text) or span[0] >= span[1]:
        return None
    return span


# -- the image helper ------------------------------------------------------------------

class ImageDialog(QDialog):
    """URL, caption and an optional size; gives a figure with the image and its caption."""

    def __init__(self, parent: QWidget | None = None, url: str = "", caption: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Insert image"))
        self.url = QLineEdit(url)
        self.url.setPlaceholderText("https://example.com/image.jpg")
        self.caption = QLineEdit(caption)
        self.caption.setPlaceholderText(self.tr("Shown under the image (optional)"))
        self.width_ = self._size_box()
        self.height_ = self._size_box()
        self.error = QLabel()
        # A dialog is a window of its own: the forms' style sheet does not reach it.
        self.error.setStyleSheet(f"color: {SEVERITY_COLORS['error'].name()};")
        self.error.setWordWrap(True)
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        fields = QFormLayout()
        fields.addRow(self.tr("Image URL:"), self.url)
        fields.addRow(self.tr("Caption:"), self.caption)
        fields.addRow(self.tr("Width:"), self.width_)
        fields.addRow(self.tr("Height:"), self.height_)
        layout = QVBoxLayout(self)
        layout.addLayout(fields)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.url.textEdited.connect(lambda _text: self.error.hide())
        self.setMinimumWidth(460)

    def _size_box(self) -> QSpinBox:
        box = QSpinBox()
        box.setRange(0, 10000)
        box.setSuffix(" px")
        box.setSpecialValueText(self.tr("not set"))    # 0 leaves the attribute out
        return box

    def url_problem(self) -> str | None:
        """Why the URL cannot be used, or None: Turbo fetches images by absolute http(s) address."""
        url = self.url.text().strip()
        if not url:
            return self.tr("Enter the image's address.")
        if values.url_problem(url) or values.scheme_of(url) not in ("http", "https"):
            return self.tr("Enter the full address, starting with https:// or http:// "
                           "(Turbo cannot load a relative one).")
        return None

    def accept(self) -> None:
        problem = self.url_problem()
        if problem:
            self.error.setText(problem)
            self.error.show()
            self.url.setFocus()
            return
        super().accept()

    def markup(self) -> str:
        size = "".join(f' {name}="{box.value()}"' for name, box in (("width", self.width_), ("height", self.height_))
                       if box.value())
        image = f'<img src="{html.escape(self.url.text().strip())}"{size}/>'
        caption = self.caption.text().strip()
        figcaption = f"<figcaption>{html.escape(caption, quote=False)}</figcaption>" if caption else ""
        return f"<figure>{image}{figcaption}</figure>"


# -- the editor --------------------------------------------------------------------------

# Wrap shortcuts: free in the window (its standard keys, Ctrl+G, Ctrl+D, Ctrl+Shift+N/Up/Down) and
# in Qt's standard key bindings; they act only while the content editor has the focus.
WRAP_TAGS = {"p": (QT_TRANSLATE_NOOP("ContentEditor", "Paragraph <p>"), "Ctrl+Shift+P"),
             "h2": (QT_TRANSLATE_NOOP("ContentEditor", "Subheading <h2>"), "Ctrl+Shift+H"),
             "blockquote": (QT_TRANSLATE_NOOP("ContentEditor", "Quote <blockquote>"), "Ctrl+Shift+B"),
             "figure": (QT_TRANSLATE_NOOP("ContentEditor", "Figure <figure>"), "Ctrl+Shift+M")}
INSERT_MENU_SHORTCUT = "Ctrl+Shift+K"
IMAGE_SHORTCUT = "Ctrl+Shift+I"

_IMAGE_TAG = re.compile(r"\s*<img\b[^<>]*>\s*\Z", re.IGNORECASE)
# The rest of a start tag after the cursor (its name's end, attributes, ">"): the tag is being renamed.
_TAG_REST = re.compile(r"[\w-]*(?:/?>|\s[^<]*>)")
_URL = re.compile(r"\s*(?:https?://\S+|\S+\.(?:jpe?g|png|gif|webp|avif|svg)(?:\?\S*)?)\s*\Z", re.IGNORECASE)


@dataclass
class Mark:
    cursor: QTextCursor        # follows edits until the next show_findings
    severity: str
    message: str


class ContentEditor(CodeEditor):
    """The turbo:content editor: a CodeEditor with Turbo's blocks, wraps, an image helper and completion."""

    # Emitted before and after an insertion or wrap: the next text change must not merge with the last.
    undoBoundary = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._extended_html = False
        self.language = "en"
        self.findings: list = []
        self._checked_text: str | None = None     # the text the findings' spans belong to
        self.marks: list[Mark] = []
        self.snippet_actions: dict[str, QAction] = {}
        self.wrap_actions: dict[str, QAction] = {}
        self.insert_menu = self._build_insert_menu()
        self.wrap_menu = self._build_wrap_menu()
        self.image_action = self._action(self.tr("Image with caption…"), self.insert_image, IMAGE_SHORTCUT)
        self.insert_menu_action = self._action(self.tr("Insert block…"), self.show_insert_menu, INSERT_MENU_SHORTCUT)
        self.completer = self._build_completer()

    # -- settings ---------------------------------------------------------------------

    @property
    def extended_html(self) -> bool:
        """Whether the item has turbo:extendedHtml true: completion then offers the wider tag set."""
        return self._extended_html

    @extended_html.setter
    def extended_html(self, value: bool) -> None:
        self._extended_html = bool(value)

    # -- menus and actions -----------------------------------------------------------------

    def _action(self, text: str, slot, shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            # Scoped to the editor so the same keys stay free for other widgets and the window.
            action.setShortcutContext(Qt.WidgetWithChildrenShortcut)
            self.addAction(action)
        action.triggered.connect(slot)
        return action

    def _build_insert_menu(self) -> QMenu:
        menu = QMenu(self.tr("Insert block"), self)
        menu.setToolTipsVisible(True)
        for title, group in SNIPPET_GROUPS:
            menu.addSection(QCoreApplication.translate("ContentEditor", title))
            for snippet in group:
                action = menu.addAction(QCoreApplication.translate("ContentEditor", snippet.label))
                action.setToolTip(expand(snippet.markup)[0])
                action.triggered.connect(lambda _checked=False, key=snippet.key: self.insert_snippet(key))
                self.snippet_actions[snippet.key] = action
        return menu

    def _build_wrap_menu(self) -> QMenu:
        menu = QMenu(self.tr("Wrap selection"), self)
        for tag, (label, shortcut) in WRAP_TAGS.items():
            action = self._action(QCoreApplication.translate("ContentEditor", label),
                                  lambda _checked=False, t=tag: self.wrap_selection(t), shortcut)
            menu.addAction(action)
            self.wrap_actions[tag] = action
        return menu

    def authoring_actions(self) -> list:
        """The Insert block and Wrap menus and the image helper, for a context menu or a tool bar."""
        return [self.insert_menu.menuAction(), self.wrap_menu.menuAction(), self.image_action]

    def context_menu(self, position) -> QMenu:
        menu = self.createStandardContextMenu(position)
        menu.addSeparator()
        menu.addActions(self.authoring_actions())
        return menu

    def contextMenuEvent(self, event) -> None:
        menu = self.context_menu(event.pos())
        menu.exec(event.globalPos())
        menu.deleteLater()

    def show_insert_menu(self) -> None:
        self.insert_menu.popup(self.viewport().mapToGlobal(self.cursorRect().bottomRight()))

    def make_tool_bar(self) -> QToolBar:
        """A row of buttons opening the same menus, for a form to put above the editor."""
        bar = QToolBar()
        bar.setToolButtonStyle(Qt.ToolButtonTextOnly)
        for menu in (self.insert_menu, self.wrap_menu):
            button = QToolButton()
            button.setText(menu.title())
            button.setMenu(menu)
            button.setPopupMode(QToolButton.InstantPopup)
            bar.addWidget(button)
        bar.addAction(self.image_action)
        return bar

    # -- inserting ----------------------------------------------------------------------

    def insert_snippet(self, key: str) -> None:
        self.insert_markup(SNIPPETS[key].markup, block=True)

    def insert_markup(self, markup: str, block: bool = False) -> None:
        """Replace the selection with markup as one edit, selecting its first [[placeholder]].

        A block goes on lines of its own, indented like the line it is put on,
        so a snippet never lands glued to the end of a paragraph.
        """
        if block:
            markup = self._as_block(markup)
        text, select = expand(markup)
        self._replace(self.textCursor(), text, select, boundary=True)

    def _as_block(self, markup: str) -> str:
        cursor = self.textCursor()
        start, end = QTextCursor(cursor), QTextCursor(cursor)
        start.setPosition(cursor.selectionStart())
        end.setPosition(cursor.selectionEnd())
        line = start.block().text()
        indent = line[:len(line) - len(line.lstrip(" \t"))]
        before = self._block_text(start, QTextCursor.StartOfBlock)
        after = self._block_text(end, QTextCursor.EndOfBlock)
        markup = markup.replace("\n", "\n" + indent)
        if before.strip():
            markup = "\n" + indent + markup
        if after.strip():
            markup += "\n" + indent
        return markup

    @staticmethod
    def _block_text(cursor: QTextCursor, towards) -> str:
        probe = QTextCursor(cursor)
        probe.movePosition(towards, QTextCursor.KeepAnchor)
        return probe.selectedText()

    def _replace(self, cursor: QTextCursor, text: str, select: tuple[int, int] | None, boundary: bool) -> None:
        """Put ``text`` in place of the cursor's selection, emitting textChanged once.

        The edit block makes the document change once; blocking the widget's
        signals meanwhile and emitting textChanged afterwards makes sure the
        binding writes the document once, with the final text.
        """
        start = cursor.selectionStart()
        if boundary:
            self.undoBoundary.emit()
        self.blockSignals(True)
        try:
            cursor.beginEditBlock()
            cursor.insertText(text)
            cursor.endEditBlock()
        finally:
            self.blockSignals(False)
        if select is not None:
            cursor.setPosition(start + utf16_len(text[:select[0]]))
            cursor.setPosition(start + utf16_len(text[:select[1]]), QTextCursor.KeepAnchor)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
        self.textChanged.emit()
        if boundary:
            self.undoBoundary.emit()

    # -- wrapping ----------------------------------------------------------------------------

    def wrap_selection(self, tag: str) -> None:
        """Wrap the selection (or the current line's text) in ``tag``; figure knows images and captions."""
        cursor = self.textCursor()
        if not cursor.hasSelection():
            self._select_line_text(cursor)
        inner = cursor.selectedText().replace("\u2029", "\n")
        markup = self._figure(inner) if tag == "figure" else self._wrapped(tag, inner)
        text, select = expand(markup)
        self._replace(cursor, text, select, boundary=True)

    @staticmethod
    def _select_line_text(cursor: QTextCursor) -> None:
        """Select the current line without its indentation and trailing spaces (nothing on a blank line)."""
        line = cursor.block().text()
        first = len(line) - len(line.lstrip())
        last = len(line.rstrip())
        if last <= first:
            return
        base = cursor.block().position()
        cursor.setPosition(base + utf16_len(line[:first]))
        cursor.setPosition(base + utf16_len(line[:last]), QTextCursor.KeepAnchor)

    @staticmethod
    def _wrapped(tag: str, inner: str) -> str:
        # An empty wrap leaves the cursor between the tags, ready for typing.
        return f"<{tag}>{inner or '[[]]'}</{tag}>"

    @staticmethod
    def _figure(inner: str) -> str:
        """An <img> or an image URL becomes the figure's image; other text becomes its caption."""
        if _IMAGE_TAG.match(inner):
            return f"<figure>{inner.strip()}</figure>"
        if _URL.match(inner):
            url = inner.strip().replace('"', "&quot;")
            return f'<figure><img src="{url}"/></figure>'
        if "<" in inner:
            return f"<figure>{inner}</figure>"
        return (f'<figure><img src="[[https://example.com/image.jpg]]"/>'
                f"<figcaption>{inner.strip()}</figcaption></figure>")

    # -- the image helper --------------------------------------------------------------------

    def image_dialog(self) -> ImageDialog:
        """The helper, filled from the selection: a URL becomes the address, other text the caption."""
        selected = self.textCursor().selectedText().replace("\u2029", " ").strip()
        is_url = bool(_URL.match(selected)) and "<" not in selected
        return ImageDialog(self, url=selected if is_url else "", caption="" if is_url else selected)

    def insert_image(self) -> None:
        dialog = self.image_dialog()
        try:
            if dialog.exec() == QDialog.Accepted:
                self.insert_markup(dialog.markup(), block=True)
        finally:
            dialog.deleteLater()

    # -- completion ---------------------------------------------------------------------------

    def _build_completer(self) -> QCompleter:
        completer = QCompleter(QStringListModel(self), self)
        completer.setWidget(self)
        completer.setCompletionMode(QCompleter.PopupCompletion)
        completer.setCaseSensitivity(Qt.CaseInsensitive)
        completer.popup().setFont(self.font())       # the words look as they will in the text
        completer.activated[str].connect(self.accept_completion)
        return completer

    def _text_before_cursor(self) -> str:
        cursor = QTextCursor(self.document())
        cursor.setPosition(self.textCursor().position(), QTextCursor.KeepAnchor)
        return cursor.selectedText().replace("\u2029", "\n")

    def completions(self) -> tuple[CompletionContext | None, list[str]]:
        """The completion context at the cursor and every word allowed there."""
        return completions(self._text_before_cursor(), self._extended_html)

    def keyPressEvent(self, event) -> None:
        popup = self.completer.popup()
        if popup.isVisible() and event.key() in (Qt.Key_Enter, Qt.Key_Return, Qt.Key_Escape, Qt.Key_Tab,
                                                 Qt.Key_Backtab):
            event.ignore()          # the completer's popup takes these
            return
        forced = event.key() == Qt.Key_Space and event.modifiers() & Qt.ControlModifier
        if not forced:
            super().keyPressEvent(event)
        typed = event.text()
        if forced or (typed and typed.isprintable()) or event.key() == Qt.Key_Backspace:
            self.update_completion(forced=bool(forced))
        elif popup.isVisible() and event.key() in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Home, Qt.Key_End):
            self.update_completion()

    def update_completion(self, forced: bool = False) -> None:
        """Show, narrow or hide the popup for what is being typed at the cursor."""
        popup = self.completer.popup()
        context, words = self.completions()
        if context is None or not words:
            popup.hide()
            return
        self.completer.model().setStringList(words)
        self.completer.setCompletionPrefix(context.prefix)
        if self.completer.completionCount() == 0:
            popup.hide()
            return
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        rect = self.cursorRect()
        rect.setWidth(popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width() + 8)
        self.completer.complete(rect)

    def accept_completion(self, word: str) -> None:
        """Type the rest of ``word``: a whole element, an attribute with its quotes, or a data-block value."""
        context = completion_context(self._text_before_cursor())
        if context is None:
            return
        cursor = self.textCursor()
        cursor.setPosition(cursor.position() - utf16_len(context.prefix), QTextCursor.KeepAnchor)
        if context.kind == "tag":
            text, select = expand(self._tag_completion(word, self._text_after_cursor()))
        elif context.kind == "attribute":
            text, select = expand(word if word in _BOOLEAN_ATTRIBUTES else f'{word}="[[]]"')
        else:
            text, select = word, None
        self._replace(cursor, text, select, boundary=False)
        if context.kind == "value" and self._text_after_cursor().startswith('"'):
            self.moveCursor(QTextCursor.NextCharacter)
        if word == "data-block":
            self.update_completion(forced=True)      # go straight on to the block names

    def _text_after_cursor(self) -> str:
        return self._block_text(self.textCursor(), QTextCursor.EndOfBlock)

    @staticmethod
    def _tag_completion(tag: str, after: str) -> str:
        if _TAG_REST.match(after):
            return tag                 # renaming a tag that is already written out
        if tag in VOID_TAGS:
            first = _VOID_FIRST_ATTRIBUTE.get(tag)
            return f'{tag} {first}="[[]]"/>' if first else f"{tag}/>[[]]"
        return f"{tag}>[[]]</{tag}>"

    # -- findings ------------------------------------------------------------------------------

    def show_findings(self, findings) -> None:
        """Underline what each finding is about; replaces the marks of the previous call."""
        self.findings = list(findings)
        self._checked_text = plain_text(self)
        self._place_marks()

    def setPlainText(self, text: str) -> None:
        # The form replaces the whole text after undo or an edit elsewhere. The findings' spans
        # belong to the text they were found in: until the checks run again, they are not shown.
        super().setPlainText(text)
        if not self.findings:
            return
        if plain_text(self) == self._checked_text:
            self._place_marks()         # the old marks' cursors went with the old text
        else:
            self.marks = []
            self.setExtraSelections([])

    def _place_marks(self) -> None:
        text = plain_text(self)
        self.marks = []
        for finding in self.findings:
            span = locate(finding, text) or self._first_line(text)
            if span[1] > span[0]:
                self.marks.append(Mark(self._cursor(text, *span), finding.severity, finding.message(self.language)))
        self.setExtraSelections([self._selection(mark) for mark in self.marks])

    @staticmethod
    def _first_line(text: str) -> tuple[int, int]:
        """The first line with text on it: where a finding about the whole content is shown."""
        stripped = text.lstrip()
        start = len(text) - len(stripped)
        end = text.find("\n", start)
        return start, end if end >= 0 else len(text)

    def _cursor(self, text: str, start: int, end: int) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.setPosition(utf16_len(text[:start]))
        cursor.setPosition(utf16_len(text[:end]), QTextCursor.KeepAnchor)
        return cursor

    @staticmethod
    def _selection(mark: Mark) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        selection.cursor = mark.cursor
        selection.format.setUnderlineStyle(QTextCharFormat.WaveUnderline)
        selection.format.setUnderlineColor(SEVERITY_COLORS.get(mark.severity, SEVERITY_COLORS["error"]))
        selection.format.setToolTip(mark.message)
        return selection

    def messages_at(self, position: int) -> list[str]:
        return [m.message for m in self.marks if m.cursor.selectionStart() <= position <= m.cursor.selectionEnd()]

    def event(self, event) -> bool:
        # Over a mark the tooltip is that mark's message; elsewhere the widget's own (the field's hint).
        if event.type() == QEvent.ToolTip and self.marks:
            position = self.cursorForPosition(self.viewport().mapFromGlobal(event.globalPos())).position()
            messages = self.messages_at(position)
            if messages:
                QToolTip.showText(event.globalPos(), "\n".join(messages), self)
                return True
        return super().event(event)
