"""A blog post's HTML made into a Turbo page (turbo:content), every change written to the item's report.

The post is read with libxml2's lenient HTML parser, as Yandex reads a page, and made
what Turbo accepts (TURBO.md, "Content"; the sets in :mod:`turbo_editor.vocabulary.page`):

1. what never shows (scripts, styles, forms, comments) goes, with its text in the report;
2. the engines' own blocks become Turbo's: a lazily loaded image or frame gets its real address,
   a caption box or an image card a figure, a gallery a slider of figures, ``<video>`` a
   figure with its preview, ``<audio>`` the audio block, an embed its bare iframe, a link
   card (Ghost's bookmark) a link and a paragraph, a callout a paragraph, a button block
   Turbo's buttons, ``<details>`` an accordion, a ``<picture>`` its image;
3. tags Turbo does not know are unwrapped, their text kept; attributes it drops are
   removed; relative URLs are made absolute from the item's address;
4. text broken into paragraphs with ``<br><br>`` gets real paragraphs; an image standing
   alone becomes a figure, the links and boxes around a figure's image go; empty paragraphs
   and divs go, and divs that only wrap one element (or the whole post); a video page's
   address on its own line becomes its player, any other address a link; a frame shows its
   player (not an embedding service's page) and nothing of its fallback, and one with no
   address becomes a link to what it names;
5. the page starts with ``<header>``: the title as ``<h1>`` and the cover image, taken
   from the feed (enclosure, media:content) or else the first figure of the post, which
   then is not repeated in the body.

A Turbo page imported again keeps Turbo's own markup: the data-* attributes of its blocks and
ad places, its buttons and forms, and with turbo:extendedHtml the wider tags and class and id.
"""

from __future__ import annotations

import re
from html import escape
from urllib.parse import parse_qs, quote, unquote, urljoin, urlsplit

from lxml import etree

from ..content.fragment import cut_short, html_document, mark_if_cut, parse_fragment
from ..messages import _, ngettext
from ..vocabulary.page import (
    ATTRIBUTES,
    BLOCK_DATA_ATTRIBUTES,
    EXTENDED_ATTRIBUTES,
    EXTENDED_TAGS,
    GLOBAL_ATTRIBUTES,
    PLAIN_TAGS,
    allowed_within,
)
from .report import ABSOLUTE, ATTENTION, ATTRIBUTE, DROPPED, MOVED, REWRITTEN, UNWRAPPED, Changes, shorten

# huge_tree: nesting up to 2,048 levels, as the check and the preview read a page (content.fragment).
_PARSER = etree.HTMLParser(encoding="utf-8", remove_comments=False, remove_pis=True, no_network=True,
                           default_doctype=False, huge_tree=True)

# Never shown to a reader, or doing something a Turbo page may not: dropped with what is inside.
_DROPPED = frozenset((
    "script", "style", "noscript", "template", "svg", "math", "canvas", "object", "embed", "applet",
    "link", "base", "head", "title", "form", "input", "select", "option", "textarea", "button", "label",
    "frame", "frameset", "noframes", "map", "area", "dialog", "portal", "param", "track",
))
# Their text is code, not something a reader of the post saw: the report names them without it.
_CODE = frozenset(("script", "style", "template", "math", "link", "base", "head"))   # an <svg>'s labels are read
_RENAMED = {"s": "del", "strike": "del"}
_URL_ATTRIBUTES = {"a": "href", "img": "src", "iframe": "src", "source": "src", "button": "formaction",
                   "form": "action"}
_WEB_SCHEMES = ("", "http", "https", "mailto", "tel")      # what a link on a page may lead to
# The data-* attributes of Turbo's blocks that hold an address, made absolute like href and src.
_URL_DATA = ("data-url", "data-href", "data-img", "data-thumb", "data-avatar-url")
_LAZY_SOURCES = ("data-src", "data-lazy-src", "data-original", "data-orig-file", "data-full-url")
_BLOCKS = frozenset(("p", "div", "figure", "blockquote", "li", "td", "th", "dd", "header", "body"))
_YOUTUBE_EMBED = "https://www.youtube.com/embed/{}"
_VIDEO_PAGES = (
    (re.compile(r"^https?://(?:www\.|m\.)?youtube\.com/watch\?(?:.*&)?v=([\w-]{6,})"), _YOUTUBE_EMBED),
    (re.compile(r"^https?://(?:www\.|m\.)?youtube\.com/(?:shorts|live|embed)/([\w-]{6,})"), _YOUTUBE_EMBED),
    (re.compile(r"^https?://youtu\.be/([\w-]{6,})"), _YOUTUBE_EMBED),
    # vimeo.com/ID, and a video shown in a channel, group or showcase: .../channels/staffpicks/ID
    (re.compile(r"^https?://(?:www\.)?vimeo\.com/(?:(?:channels|groups|showcase)/[\w-]+/(?:videos?/)?)?(\d+)"),
     "https://player.vimeo.com/video/{}"),
    (re.compile(r"^https?://rutube\.ru/video/([0-9a-f]{20,})"), "https://rutube.ru/play/embed/{}"),
)
# A text that is all markup, from its first tag to its last: HTML escaped twice once read.
_ESCAPED_PAGE = re.compile(r"\s*<[A-Za-z][\w-]*[\s/>].*</[A-Za-z][\w-]*>\s*$", re.DOTALL)
# WordPress's shortcodes: [caption ...]<img> words[/caption] and [embed]address[/embed]; the
# others core and the common plug-ins (page builders, forms) register, whose markup is lost.
_SHORTCODE_PAIR = re.compile(r"\[(caption|wp_caption|embed)\b([^\]]*)\](.*?)\[/\1\]", re.DOTALL | re.IGNORECASE)
_CAPTIONED_IMAGE = re.compile(r"\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*</a>)?)(.*)", re.DOTALL | re.IGNORECASE)
_CAPTION_ATTRIBUTE = re.compile(r"""\bcaption=(["'])(.*?)\1""", re.DOTALL)
_SHORTCODE_OTHER = re.compile(r"\[(?:gallery|audio|video|playlist|contact-form(?:-7)?|wpforms|vc_\w+|et_pb_\w+|su_\w+|"
                              r"fusion_\w+)\b[^\]]*\]", re.IGNORECASE)
_CODE_SAMPLE = re.compile(r"<(pre|code)\b.*?</\1\s*>", re.DOTALL | re.IGNORECASE)
_TIME = re.compile(r"^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$")
_MORE = re.compile(r"^(?:continue reading|read more|read the (?:full|rest)|читать (?:далее|дальше|полностью)|"
                   r"продолжение|подробнее)\b", re.IGNORECASE)
# Tags Turbo does not know that a browser shows as boxes of their own (unwrapped, their text
# must not run into the text beside them).
_BOX_TAGS = frozenset("section article aside main footer nav details summary center address fieldset "
                      "hgroup figcaption caption".split())
_CREDIT = re.compile(r"copyright|credit|author|source|photo", re.IGNORECASE)
_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))
_HREF = re.compile(r"""href\s*=\s*(["'])\s*([^"']+?)\s*\1""", re.IGNORECASE)
_STYLE_URL = re.compile(r"""url\((['"]?)([^'")]+)\1\)""")
# What _engine_blocks looks at: galleries (div, ul, figure), caption boxes, link cards, callouts.
_BLOCK_CANDIDATES = etree.XPath(".//div[@class] | .//ul[@class] | .//figure | .//*[contains(@class, 'wp-caption')]"
                                " | .//table[contains(@class, 'tr-caption-container')]")
# Gutenberg's buttons (the box of them, or a button in its own), Ghost's button card.
_DRUPAL_HEAD = re.compile(r"(?:^|\s)field--name-(?:title|uid|created|changed)(?:\s|$)")
_BUTTON_BOX = re.compile(r"(?:^|\s)(?:wp-block-buttons?|kg-button-card)(?:\s|$)")
_GALLERY_CLASS = re.compile(r"gallery", re.IGNORECASE)
# WordPress's classic caption box, and Blogger's table of an image and its caption row.
_CAPTION_BOX = re.compile(r"(?:^|\s)(?:wp-caption|tr-caption-container)(?:\s|$)")
_CAPTION_TEXT = re.compile(r"caption", re.IGNORECASE)
_NONE: frozenset = frozenset()
_ATTRIBUTE_SUBJECTS: dict = {}       # (attribute, tag) -> how the report names it
_CALLOUT = re.compile(r"(?:^|\s)kg-callout-card(?:\s|$)")
# A player drawn around an <audio> (Ghost's audio card): its buttons, times and hidden cover image.
_AUDIO_CARD = re.compile(r"(?:^|\s)kg-audio-card(?:\s|$)")
_AUDIO_TITLE = re.compile(r"(?:^|\s)kg-audio-title(?:\s|$)")


def tag_name(tag: str) -> str:
    return f"<{tag}>"


class PageBuilder:
    """Makes one post a Turbo page; ``changes`` collects what it did."""

    def __init__(self, changes: Changes, base: str | None, *, extended: bool = False, turbo_page: bool = False):
        self.changes = changes
        self.base = base
        # A Turbo page imported again keeps Turbo's own markup: the data-* of its blocks and ad
        # places, its buttons and forms; with turbo:extendedHtml true, the wider set of tags and
        # class and id. A blog's data-* attributes, buttons and forms are its engine's, and go.
        self.turbo_page = turbo_page
        self.tags = EXTENDED_TAGS if extended else PLAIN_TAGS
        self.kept_attributes = GLOBAL_ATTRIBUTES | (BLOCK_DATA_ATTRIBUTES if turbo_page else _NONE) | (
            EXTENDED_ATTRIBUTES if extended else _NONE)
        self._made: set = set()           # elements written here: their attributes are Turbo's already

    # -- the page -------------------------------------------------------------------

    def build(self, html: str, title: str, cover: str | None = None, audio: str | None = None, *,
              cover_alt: str = "", cover_caption: str = "") -> str:
        body = self._parse(self._shortcodes(html) if "[" in html else html)
        self._drop_hidden(body)
        self._engine_blocks(body)
        self._clean(body)
        self._paragraphs_from_breaks(body)
        self._empty_wrappers(body)
        self._figures(body)
        self._embeds(body)
        self._empty_paragraphs(body)
        header = self._header(body, title, cover, cover_alt, cover_caption)
        if audio and not any(d.get("data-block") == "audio" for d in body.iter("div")):
            block = self._element("div", {"data-block": "audio", "src": audio})
            body.insert(0, block)
            block.tail = body.text
            body.text = None
            self.changes.add(REWRITTEN, _("the audio enclosure"), _("played on the page by the audio block"))
        if not _text_of(body) and not any(True for _ in body.iter("img", "iframe", "video", "div")):
            self.changes.add(ATTENTION, _("the post has no text"))
        last = next((n for n in reversed(body) if isinstance(n.tag, str)), None)
        if last is not None and last.tag == "p" and any(True for _ in last.iter("a")):
            line = _text_of(last)
            if _MORE.match(line):
                self.changes.add(ATTENTION, _("the post may be only an excerpt"),
                                 _("its last line sends the reader to the site"), line)
        return header + _inner_html(body)

    def _shortcodes(self, html: str) -> str:
        """WordPress's shortcodes that reached the feed unexpanded (the plug-in that expands them
        gone, a post moved from another site), outside code samples: a [caption] the caption box it
        stands for, an [embed] its address, which becomes its player; of any other the report tells."""
        samples = [m.span() for m in _CODE_SAMPLE.finditer(html)]

        def expand(m: re.Match) -> str:
            if any(start <= m.start() < end for start, end in samples):
                return m.group()
            name = m.group(1).lower()
            if name == "embed":
                made = f"<p>{m.group(3).strip()}</p>"
            else:
                image = _CAPTIONED_IMAGE.match(m.group(3))
                if image is None:
                    return m.group()
                given = _CAPTION_ATTRIBUTE.search(m.group(2))       # WordPress before 3.4: caption="..."
                caption = image.group(2).strip() or (given.group(2) if given else "")
                made = f'<div class="wp-caption">{image.group(1)}<p class="wp-caption-text">{caption}</p></div>'
            # Its brackets were words on the page: they go, what they held stays.
            self.changes.add(DROPPED, _("a shortcode WordPress left unexpanded"), _("read as what it stands for"),
                             f"{m.group()[:m.end(2) - m.start() + 1]} [/{m.group(1)}]")
            return made

        html = _SHORTCODE_PAIR.sub(expand, html)
        for m in _SHORTCODE_OTHER.finditer(html):
            if not any(start <= m.start() < end for start, end in samples):
                self.changes.add(ATTENTION, _("a shortcode WordPress left unexpanded"), shorten(m.group()))
        return html

    def _parse(self, html: str, escaped_again: bool = True):
        document = html_document(html.encode("utf-8", errors="surrogatepass"))
        try:
            root = etree.fromstring(document, _PARSER)
        except (etree.XMLSyntaxError, ValueError):
            root = None
        mark_if_cut(root, _PARSER, document)
        body = root.find("body") if root is not None else None
        if body is None:
            body = etree.Element("body")
        elif cut_short(body):
            self.changes.add(ATTENTION, _("the post's markup nests deeper than 2,048 levels"),
                             _("what follows that place could not be read and is not in the page; close the "
                               "elements a template left open"))
        if escaped_again and not len(body) and _ESCAPED_PAGE.match(body.text or ""):
            # The post's HTML escaped once more than RSS wants (&amp;lt;p&amp;gt;): its markup
            # shows as text; read, it is the post.
            self.changes.add(REWRITTEN, _("the post's HTML, escaped twice"), _("read as HTML"))
            return self._parse(body.text or "", escaped_again=False)
        if not len(body) and (body.text or "").strip():
            # Plain text (a podcast's notes, a description without markup): its paragraphs as <p>,
            # the lines within one kept apart by <br> (a list of times, an address), as written.
            paragraphs = [p.strip() for p in re.split(r"\n\s*\n", body.text or "") if p.strip()]
            body.text = None
            for text in paragraphs:
                paragraph = etree.SubElement(body, "p")    # the post's own: looked at like any other
                lines = [line.strip() for line in text.splitlines() if line.strip()]
                paragraph.text = lines[0]
                for line in lines[1:]:
                    etree.SubElement(paragraph, "br").tail = line
        return body

    # -- 1. what never shows -----------------------------------------------------------

    def _drop_hidden(self, body) -> None:
        # The tags looked for by libxml2 itself: a post has many elements and few of these.
        for node in list(body.iter(etree.Comment, "div", *_DROPPED)):
            if not _attached(node, body) or (self.turbo_page and _turbo_block(node)):
                continue                          # inside something dropped already, or Turbo's own
            if not isinstance(node.tag, str):
                self.changes.add(DROPPED, _("HTML comments"))
                _remove(node)
                continue
            tag = node.tag.lower()
            post = _embedded_post(node) if tag in ("script", "div") else None
            if tag == "div" and post is None:
                continue
            if post is not None:
                # A Telegram or VK post that the site's script draws: the page gets a link to it, a
                # paragraph of its own unless it stood in a paragraph's words.
                parent = node.getparent()
                inline = parent is not None and (parent.tag == "p" or parent.tag in _INLINE)
                link = self._element("a", {"href": post}, post) if inline else self._link_paragraph(post, post)
                _replace(node, link)
                self.changes.add(ATTENTION, _("an embed its site's script fills in"), _("made a link to it"), post)
                continue
            if tag in _DROPPED:
                text = "" if tag in _CODE else _text_of(node)
                source = node.get("src") or node.get("href") or node.get("action") or ""
                self.changes.add(DROPPED, tag_name(tag), _short_url(source), text)
                _remove(node)
        for img in list(body.iter("img")):
            if _tracking_pixel(img):
                # Medium's, FeedBurner's, a stats plug-in's: counts a reader, shows nothing.
                holder = img.getparent() if img.getparent().tag == "a" and _only(img.getparent(), img) else img
                self.changes.add(DROPPED, _("a tracking image"), _short_url(img.get("src") or ""))
                _remove(holder)

    # -- 2. the engines' blocks ----------------------------------------------------------

    def _engine_blocks(self, body) -> None:
        # Drupal's RSS view puts the node's title, author and date before its body, as spans of
        # their own: the page has its title in the header and its date in pubDate already.
        heads = [span for span in body.iterchildren("span") if _DRUPAL_HEAD.search(span.get("class") or "")]
        if heads:
            said = " · ".join(_text_of(span) for span in heads if _text_of(span))
            for span in heads:
                _remove(span)
            self.changes.add(DROPPED, _("Drupal's title, author and date above the post"), "", said)
        for picture in list(body.iter("picture")):
            self._picture(picture)
        for node in list(body.iter("img", "iframe")):
            self._real_source(node)
        for node in _BLOCK_CANDIDATES(body):
            if node.getparent() is None or not _attached(node, body):
                continue
            classes = node.get("class") or ""
            if node.tag in ("div", "figure", "ul") and _is_gallery(node, classes):
                if not any(_is_gallery(a, a.get("class") or "") for a in node.iterancestors("div", "figure", "ul")):
                    self._slider(node)
            elif _CAPTION_BOX.search(classes) and node.tag != "img" and _count(node, "img") == 1:
                self._caption_box(node)
            elif node.tag == "figure" and _is_link_card(node):
                self._link_card(node)
            elif node.tag == "div" and _AUDIO_CARD.search(classes) and next(node.iter("audio"), None) is not None:
                self._audio_card(node)
            elif node.tag == "div" and _BUTTON_BOX.search(classes):
                self._buttons(node)               # the box of them all comes first: its buttons go with it
            elif node.tag == "div" and _CALLOUT.search(classes) \
                    and not any(True for _ in node.iter("img", "video", "iframe", "audio")):
                self._callout(node)
        if any(True for _ in body.iter("details")):
            self._accordions(body)
        for video in list(body.iter("video")):
            self._video(video)
        for audio in list(body.iter("audio")):
            self._audio(audio)

    def _audio_card(self, card) -> None:
        """Ghost's audio card: the <audio> (made the audio block below) and its title; the player
        drawn around it (play and speed buttons, "0:00 / 62", a cover image with no address) goes,
        as the audio block brings its own."""
        audio = _detached(next(card.iter("audio")))
        title = next((n for n in card.iter() if isinstance(n.tag, str) and _AUDIO_TITLE.search(n.get("class") or "")),
                     None)
        heading = _text_of(title) if title is not None else ""
        if title is not None:
            _remove(title)
        controls = _text_of(card)
        _replace(card, audio)
        if heading:
            paragraph = self._element("p", text=heading)
            audio.addprevious(paragraph)
        self.changes.add(DROPPED, _("an audio player's controls"), _("the audio block has its own"), controls)

    def _picture(self, picture) -> None:
        """<picture>: its <img>, the fallback every browser shows; the <source> formats beside it
        (WebP, AVIF, sizes) go, as Turbo picks its own."""
        img = next(picture.iter("img"), None)
        if img is None:
            # Browsers show a <picture> through its <img>: with none, the formats beside it show nothing.
            formats = " ".join(filter(None, (source.get("srcset") for source in picture.iter("source"))))
            self.changes.add(DROPPED, tag_name("picture"), _("it has no image of its own, only other formats of one"),
                             _text_of(picture) or formats)
            _remove(picture)
            return
        _detached(img)
        if _text_of(picture):
            picture.addprevious(img)                 # text beside the image: kept, the tag unwrapped later
            return
        _replace(picture, img)
        self.changes.add(REWRITTEN, tag_name("picture"), _("its image kept, its other formats dropped"))

    def _real_source(self, node) -> None:
        """A lazily loaded image or frame: the address its script would have put in src. The
        placeholder in src may be a data: URI, a blank page, or a real but tiny or generic picture
        (Tilda's 20-px preview, a plug-in's spinner GIF), so the lazy attribute wins wherever there
        is one; an image with only a srcset gets its widest candidate."""
        src = (node.get("src") or "").strip()
        lazy = next((value.strip() for value in map(node.get, _LAZY_SOURCES)
                     if value and value.strip() and not value.strip().startswith("data:")), None)
        if lazy is None and node.tag == "img":
            # A lazy srcset is the real picture whatever src holds (a placeholder GIF, say); a plain
            # srcset stands in only for a src that is missing or inline.
            lazy_set = node.get("data-srcset") or node.get("data-lazy-srcset")
            if lazy_set or not src or src.startswith("data:"):
                lazy = _widest(lazy_set or node.get("srcset") or "")
                if not lazy_set and lazy and lazy != src:
                    node.set("src", lazy)          # not lazy: the browser picks from the srcset itself
                    self.changes.add(REWRITTEN, _("an image given only by its srcset"),
                                     _("its widest picture made its src"))
                    return
        if lazy and lazy != src:
            node.set("src", lazy)
            what = _("a lazily loaded image") if node.tag == "img" else _("a lazily loaded frame")
            self.changes.add(REWRITTEN, what, _("its real address made its src"))

    def _slider(self, gallery) -> None:
        slider = self._element("div", {"data-block": "slider"})
        images = list(gallery.iter("img"))
        for img in images:
            link = img.getparent()
            full = (link.get("href") or "").strip() if link is not None and link.tag == "a" else ""
            if _IMAGE_FILE.search(full) and full != (img.get("src") or "").strip():
                # WordPress's classic gallery: a 150x150 thumbnail linking to the picture itself.
                img.set("src", full)
                self.changes.add(REWRITTEN, _("a gallery's thumbnails"), _("shown at the full size each links to"))
            unit = img
            while unit.getparent() is not gallery and _count(unit.getparent(), "img") == 1:
                unit = unit.getparent()
            caption = _text_of(unit)
            for link in unit.iter("a"):           # a slide's caption is its words alone
                if (link.get("href") or "").strip() and _text_of(link):
                    self.changes.add(DROPPED, _("a link to {url}").format(url=_short_url(link.get("href"))),
                                     _("a slide's caption is text only"), _text_of(link))
            figure = self._element("figure")
            figure.append(_detached(img))
            if caption:
                figure.append(self._element("figcaption", text=caption))
            slider.append(figure)
            if unit is not img:
                _remove(unit)
        # A caption of the whole gallery: a paragraph after the slider, its links kept.
        paragraph = None
        if _text_of(gallery):
            paragraph = self._element("p")
            paragraph.text, gallery.text = gallery.text, None
            for child in list(gallery):
                paragraph.append(child)
            for caption in list(paragraph.iter("figcaption")):
                _unwrap(caption)
            self.changes.add(REWRITTEN, _("a gallery's caption"), _("made a paragraph after the slider"),
                             _text_of(paragraph))
            # The line ends that stood between the slides go with them.
            paragraph.text = (paragraph.text or "").lstrip() or None
            last = paragraph[-1] if len(paragraph) else None
            if last is not None:
                last.tail = (last.tail or "").rstrip() or None
            else:
                paragraph.text = (paragraph.text or "").rstrip() or None
        _replace(gallery, slider)
        if paragraph is not None:
            slider.addnext(paragraph)
            paragraph.tail, slider.tail = slider.tail, None
        self.changes.add(REWRITTEN, _("a gallery"), _("made a slider of {count} images").format(count=len(images)))

    def _caption_box(self, box) -> None:
        img = next(box.iter("img"))
        captions = [n for n in box.iter() if n is not box and isinstance(n.tag, str)
                    and (n.tag == "figcaption" or _CAPTION_TEXT.search(n.get("class") or ""))]
        captions = [n for n in captions if not any(a in captions for a in n.iterancestors())]   # outermost
        parent = img.getparent()
        link = parent if parent is not None and parent.tag == "a" and parent is not box else None
        figure = self._element("figure")
        if box.tag == "a":
            # The box is the link itself: the figure keeps the image, the link goes (said so).
            self.changes.add(DROPPED, _("the link around an image"), _short_url(box.get("href") or ""))
        figure.append(_detached(link if link is not None else img))
        # What else the box holds (a credit line, a note in a <p> of its own, words beside the
        # image) follows the figure.
        kept = []
        if any(_text_of(n) for n in captions):
            # The caption keeps its markup (a link to the photographer, an emphasis), as a
            # figcaption of the post's own does.
            figcaption = self._element("figcaption")
            for n, node in enumerate(captions):
                _append_text(figcaption, (" " if n else "") + (node.text or ""))
                for child in list(node):
                    figcaption.append(child)
                _remove(node)
            figcaption.text = (figcaption.text or "").lstrip() or None
            _strip_end(figcaption)
            figure.append(figcaption)
            kept = [_detached(n) for n in list(box) if isinstance(n.tag, str) and _text_of(n)]
            rest = _pieces_text(box)
            if rest:
                kept.insert(0, self._element("p", text=rest))
        elif _text_of(box):
            figure.append(self._element("figcaption", text=_text_of(box)))
        _replace(box, figure)
        after = figure
        for node in kept:
            after.addnext(node)
            node.tail, after.tail = after.tail, None
            after = node
        self.changes.add(REWRITTEN, _("an image with a caption"), _("made a figure"))

    def _buttons(self, box) -> None:
        """A button block (Gutenberg's, Ghost's): each of its links a Turbo button, the first the
        primary one; side by side as links they ran together into one line of text. Words in the
        block beside the links ("Choose your store:") stay, in their place."""
        if not any(_text_of(link) for link in box.iter("a")):
            return
        out = []
        if (box.text or "").strip():
            out.append(self._element("p", text=box.text.strip()))
        for child in list(box):
            if not isinstance(child.tag, str):
                continue
            tail = (child.tail or "").strip()
            if child.tag != "a" and next(child.iter("a"), None) is None:
                if _text_of(child):
                    out.append(_detached(child))
            else:
                for link in child.iter("a"):
                    if _text_of(link):
                        out.append(self._button(link, primary=not any(n.tag == "button" for n in out)))
            if tail:
                out.append(self._element("p", text=tail))
        for node in out:
            box.addprevious(node)
        _remove(box)
        count = sum(node.tag == "button" for node in out)
        made = ngettext("made {n} Turbo button", "made {n} Turbo buttons", count).format(n=count)
        self.changes.add(REWRITTEN, _("a button block"), made)

    def _button(self, link, primary: bool):
        """A link of a button block as a Turbo button (a paragraph if it is not a web address)."""
        href = (link.get("href") or "").strip()
        text = _text_of(link)
        if scheme(href) not in _WEB_SCHEMES or not href:
            self.changes.add(DROPPED, _("a link to {url}").format(url=_short_url(href)), _("not a web address"))
            return self._element("p", text=text)
        attrib = {"formaction": self._absolute(href)}
        if primary:
            attrib["data-primary"] = "true"
        return self._element("button", attrib, text)

    def _accordions(self, body) -> None:
        """<details> with its <summary>: an item of Turbo's accordion, neighbours in one accordion."""
        for details in list(body.iter("details")):
            if not _attached(details, body):
                continue
            summary = next(details.iterchildren("summary"), None)
            title = _text_of(summary) if summary is not None else ""
            if summary is not None:
                _remove(summary)
            item = self._element("div", {"data-block": "item", "data-title": title or _("Details")})
            if details.get("open") is not None:
                item.set("data-expanded", "true")
            item.text, details.text = details.text, None
            for child in list(details):
                item.append(child)
            if (item.text or "").strip() and not len(item):
                paragraph = etree.SubElement(item, "p")
                paragraph.text, item.text = item.text.strip(), None
            previous = details.getprevious()
            if previous is not None and previous.get("data-block") == "accordion" and previous in self._made \
                    and not (previous.tail or "").strip():
                previous.append(item)
                _remove(details)
            else:
                accordion = self._element("div", {"data-block": "accordion"})
                accordion.append(item)
                _replace(details, accordion)
            self.changes.add(REWRITTEN, tag_name("details"), _("made an accordion item"))

    def _callout(self, box) -> None:
        """A callout (Ghost's): one paragraph of its pieces (an emoji, the text), their links and
        emphasis kept."""
        box.tag = "p"
        box.attrib.clear()
        for n, block in enumerate(list(box.iterdescendants("div", "p"))):
            if n:
                _add_text_before(block, " ")
            _unwrap(block)
        self.changes.add(REWRITTEN, _("a callout"), _("made a paragraph"))

    def _link_card(self, figure) -> None:
        """A card that links to another page (Ghost's bookmark): its title as a link, its
        description and source as a paragraph; its pictures (the page's icon and preview) go."""
        link = next(figure.iterchildren(etree.Element))
        raw = (link.get("href") or "").strip()
        href = self._absolute(raw) if scheme(raw) in _WEB_SCHEMES else None
        for img in list(link.iter("img")):
            self.changes.add(DROPPED, _("a link card's picture"), _short_url(img.get("src") or ""))
            _remove(img)
        title_node = next((n for n in link.iterdescendants(etree.Element) if "title" in (n.get("class") or "")),
                          None)
        if title_node is None:
            title_node = next((n for n in link.iterdescendants(etree.Element) if _text_of(n)), None)
        title = _text_of(title_node) if title_node is not None else ""
        if title_node is not None:
            _remove(title_node)
        rest = _pieces_text(link)
        if href is not None:
            paragraph = self._link_paragraph(href, title or href)
        else:
            paragraph = self._element("p", text=title)
            self.changes.add(DROPPED, _("a link to {url}").format(url=_short_url(raw)), _("not a web address"))
        _replace(figure, paragraph)
        if rest:
            more = self._element("p", text=rest)
            paragraph.addnext(more)
            more.tail, paragraph.tail = paragraph.tail, None
        self.changes.add(REWRITTEN, _("a link card"), _("made a link and a paragraph"))

    def _video(self, video) -> None:
        sources = [video.get("src")] + [s.get("src") for s in video.iter("source")]
        sources = [s.strip() for s in sources if s and s.strip()]
        poster = (video.get("poster") or "").strip()
        backdrop = _STYLE_URL.search(video.get("style") or "")
        if backdrop and (not poster or "spacer" in poster):
            poster = backdrop.group(2)             # Ghost: a spacer as the poster, the frame as the backdrop
        figure = next(video.iterancestors("figure"), None)
        self._fallback(video)
        made = self._element("video")
        for src in sources:
            kind = "video/mp4" if src.lower().split("?")[0].endswith(".mp4") else None
            made.append(self._element("source", {"src": self._absolute(src), **({"type": kind} if kind else {})}))
        if figure is None:
            figure = self._element("figure")
            _replace(video, figure)
            figure.append(made)
        else:
            _replace(video, made)
            holder = made.getparent()
            while holder is not figure and _only(holder, made) and holder.tag in ("div", "p"):
                _unwrap(holder)                    # the engine's video wrappers: the video in the figure itself
                holder = made.getparent()
        if poster:
            made.addnext(self._element("img", {"src": self._absolute(poster)}))
        elif not any(True for _ in figure.iter("img")):
            self.changes.add(ATTENTION, _("a video with no preview image"),
                             _short_url(sources[0] if sources else ""))
        if not any(s.lower().split("?")[0].endswith(".mp4") for s in sources):
            self.changes.add(ATTENTION, _("a video with no MP4 source"), _short_url(sources[0] if sources else ""))
        self.changes.add(REWRITTEN, tag_name("video"), _("made a video figure"))

    def _audio(self, audio) -> None:
        src = next((s.strip() for s in [audio.get("src")] + [s.get("src") for s in audio.iter("source")]
                    if s and s.strip()), None)
        if src is None:
            self.changes.add(DROPPED, tag_name("audio"), _("it names no file"), _text_of(audio))
            _remove(audio)
            return
        self._fallback(audio)
        _replace(audio, self._element("div", {"data-block": "audio", "src": self._absolute(src)}))
        self.changes.add(REWRITTEN, tag_name("audio"), _("made the audio block"))

    def _fallback(self, player) -> None:
        """The words a browser shows in place of a player it cannot play go with the player's tag."""
        text = _text_of(player)
        if text:
            self.changes.add(DROPPED, tag_name(player.tag), _("what a browser shows when it cannot play it"), text)

    # -- 3. tags and attributes ------------------------------------------------------------

    def _clean(self, parent) -> None:
        """Every element under ``parent``, each after everything inside it; a stack, not recursion,
        so that markup nested 2,048 levels deep is read to the end."""
        stack: list = [(parent, iter(list(parent)), None)]
        while stack:
            _node, children, _tag = stack[-1]
            for node in children:
                if not isinstance(node.tag, str):
                    continue
                tag = node.tag.lower()
                if node in self._made:
                    stack.append((node, iter(list(node)), None))        # what we made: only its inside
                    break
                if tag in _RENAMED:
                    node.tag = _RENAMED[tag]
                    self.changes.add(REWRITTEN, tag_name(tag), _("written as {tag}").format(tag=tag_name(node.tag)))
                    tag = node.tag
                stack.append((node, iter(list(node)), tag))
                break
            else:
                node, _children, tag = stack.pop()
                if tag is not None:
                    self._clean_one(node, tag)

    def _clean_one(self, node, tag: str) -> None:
        """One element, once what is inside it is clean: kept with Turbo's attributes, or unwrapped."""
        if tag == "a" and (node.get("href") or "").lstrip().startswith("#") and "id" not in self.kept_attributes:
            self._anchor_link(node)
            return
        if tag not in self.tags and not allowed_within(
                tag, ((a.tag, a.get("data-block")) for a in node.iterancestors())):
            self.changes.add(UNWRAPPED, tag_name(tag))
            if tag in _BOX_TAGS or _CREDIT.search(node.get("class") or ""):
                _separate(node)       # a box of its own on the page: its words apart from the next
            if tag == "q":
                _quote(node)          # the marks a browser shows around a <q>, kept as text
            if tag == "lj":
                # LiveJournal's <lj user="name"> (or comm=), never closed: the journal shows the name.
                node.text = (node.get("user") or node.get("comm") or "").strip() + (node.text or "")
            _unwrap(node)
            return
        self._attributes(node, tag)

    def _anchor_link(self, link) -> None:
        """A link to a place in the post itself (a footnote, a table of contents): a Turbo page
        keeps no ids, so it would lead nowhere; its text stays, a bare back-arrow goes."""
        text = _text_of(link)
        if text.rstrip("\ufe0e\ufe0f") in _BACK_ARROWS:
            _remove(link)
            self.changes.add(DROPPED, _("a link back up the post"), "", text)
        elif text.strip(" \u200b\ufe0e\ufe0f") in _PERMALINK_MARKS and any(
                a.tag in _HEADINGS for a in link.iterancestors()):
            # A heading's link to itself (Eleventy's #, Python-Markdown's ¶, a theme's 🔗): a mark, no words.
            _remove(link)
            self.changes.add(DROPPED, _("a heading's link to itself"), "", text.strip() or "\u200b")
        else:
            if _NOTE_NUMBER.match(text) and link.getparent().tag != "sup":
                sup = self._element("sup", text=text)            # a footnote's number still looks like one
                _replace(link, sup)
            else:
                _unwrap(link)
            self.changes.add(REWRITTEN, _("a link to a place in the post"),
                             _("its text kept: a Turbo page has no anchors"))

    def _attributes(self, node, tag: str) -> None:
        keys = node.keys()
        if keys:
            own = ATTRIBUTES.get(tag, _NONE)
            kept = self.kept_attributes
            attrib = None
            for key in keys:
                if key in own or key in kept:
                    if key in _URL_DATA:
                        node.set(key, self._absolute(node.get(key) or ""))
                    continue
                if attrib is None:
                    attrib = node.attrib
                del attrib[key]
                subject = _ATTRIBUTE_SUBJECTS.get((key, tag))
                if subject is None:
                    subject = _ATTRIBUTE_SUBJECTS[key, tag] = f"{key} ({tag_name(tag)})"
                self.changes.add(ATTRIBUTE, subject)
        url_attribute = _URL_ATTRIBUTES.get(tag)
        if url_attribute is None:
            return
        value = node.get(url_attribute)
        if value is None:
            return
        value = value.strip()
        if tag == "a" and value.startswith("#"):
            return                                  # a place in the page, whose ids are kept (extendedHtml)
        if tag in ("a", "button") and scheme(value) not in _WEB_SCHEMES:
            del node.attrib[url_attribute]
            self.changes.add(DROPPED, _("a link to {url}").format(url=_short_url(value)),
                             _("not a web address"))
            return
        node.set(url_attribute, self._absolute(value, image=tag == "img"))

    def _absolute(self, url: str, image: bool = False) -> str:
        url = url.strip()
        if not url or url.startswith("data:"):
            if image:
                self.changes.add(ATTENTION, _("an image with no absolute URL"), _short_url(url))
            return url
        if url.startswith("//"):
            made = "https:" + url
        elif scheme(url):
            return url
        elif self.base:
            made = join_url(self.base, url)
        else:
            if image:
                self.changes.add(ATTENTION, _("an image with no absolute URL"), url)
            return url
        self.changes.add(ABSOLUTE, url, made)
        return made

    # -- 4. figures, embeds, empty paragraphs --------------------------------------------

    def _figures(self, body) -> None:
        for img in list(body.iter("img")):
            if img.getparent() is None or any(a.tag == "figure" or a.get("data-block") == "slider"
                                               for a in img.iterancestors()):
                self._unlink_in_figure(img)
                continue
            holder = img
            while holder.getparent() is not None and holder.getparent() is not body \
                    and holder.getparent().tag in ("a", "p", "b", "strong", "i", "em", "div") \
                    and _only(holder.getparent(), holder):
                holder = holder.getparent()
            parent = holder.getparent()
            if parent is None or (holder is img and parent.tag not in _BLOCKS) or not _only_in_line(holder):
                continue                       # an image inside a line of text stays where it is
            links = [a for a in img.iterancestors("a") if a is holder or holder in a.iterancestors()]
            figure = self._element("figure")
            _replace(holder, figure)
            figure.append(_detached(img))
            for link in links:
                self.changes.add(DROPPED, _("the link around an image"), _short_url(link.get("href") or ""))
            self.changes.add(REWRITTEN, _("an image standing alone"), _("made a figure"))

    def _unlink_in_figure(self, img) -> None:
        """The wrappers an engine puts around a figure's image (a link to the full size, a div
        for the layout) taken away, so the image is the figure's own."""
        holder = img.getparent()
        while holder is not None and holder.tag in ("a", "div", "span", "p") \
                and (holder.tag == "a" or not holder.keys()) and _only(holder, img):
            if holder.tag == "a":
                self.changes.add(DROPPED, _("the link around an image"), _short_url(holder.get("href") or ""))
            _unwrap(holder)
            holder = img.getparent()

    def _paragraphs_from_breaks(self, body) -> None:
        """Text written with line breaks for paragraphs (Blogger's, an old editor's): where the
        post itself or a plain div holds "text<br><br>text", each run of text and inline tags
        between double breaks, and between the blocks beside them, becomes a <p>. A single break
        stays a break inside its paragraph."""
        made = 0
        for box in [body, *body.iter("div")]:
            if box is not body and box.keys():
                continue                           # a Turbo block: its markup is its own
            if _has_double_break(box):
                made += _wrap_runs(box, self._element)
        if made:
            self.changes.add(REWRITTEN, _("text broken into lines with <br>"),
                             ngettext("made {n} paragraph", "made {n} paragraphs", made).format(n=made))

    def _empty_wrappers(self, body) -> None:
        """Divs and spans left with nothing in them (an icon's box once its SVG is dropped), and
        divs that only wrap one element or only blocks (an engine's layout boxes): a Turbo block
        says what it is in its attributes, these say nothing and hold no text of their own."""
        for node in reversed(list(body.iter("div", "span"))):
            if node.keys() or (node.text or "").strip():
                continue
            children = [c for c in node if isinstance(c.tag, str)]
            if not children and not len(node):
                _remove(node)
                self.changes.add(DROPPED, _("an empty {tag}").format(tag=tag_name(node.tag)))
            elif node.tag == "div" and len(children) == 1 and len(node) == 1 and not (children[0].tail or "").strip():
                _unwrap(node)
                self.changes.add(UNWRAPPED, tag_name("div"))
            elif node.tag == "div" and len(children) == len(node) and all(
                    c.tag in _PAGE_BLOCKS and not (c.tail or "").strip() for c in children):
                _unwrap(node)             # a layout box of blocks (Gutenberg's columns, media and text)
                self.changes.add(UNWRAPPED, tag_name("div"))
        # A box around the whole post (Blogger's): its blocks are the page's own.
        children = [c for c in body if isinstance(c.tag, str)]
        if len(children) == 1 and children[0].tag == "div" and not children[0].keys() \
                and not (body.text or "").strip() and not (children[0].tail or "").strip():
            if len(children[0]):
                _unwrap(children[0])
                self.changes.add(UNWRAPPED, tag_name("div"))
            else:
                children[0].tag = "p"             # a post that is one line of text: its paragraph
                self.changes.add(REWRITTEN, tag_name("div"), _("written as {tag}").format(tag=tag_name("p")))

    def _embeds(self, body) -> None:
        for node in list(body.iter("p", "div", "figure")):
            if len(node) > 1 or node in self._made or not _attached(node, body):
                continue                        # inside an address made a player already, say
            text = _text_of(node)
            if not text or " " in text or scheme(text) not in ("http", "https"):
                continue
            embed = _video_embed(text)
            if embed is None:
                if not len(node):
                    # An address on a line of its own (an embed the engine did not expand): a link.
                    _replace(node, self._link_paragraph(text, text))
                    self.changes.add(REWRITTEN, _("an address standing alone"), _("made a link"))
                continue
            frame = self._element("iframe", {"src": embed, "width": "640", "height": "360",
                                             "frameborder": "0", "allowfullscreen": "true"})
            _replace(node, frame)
            # The address was text on the page; the player takes its place.
            self.changes.add(DROPPED, _("a video's address"), _("an embedded player in its place"), text)
        for frame in list(body.iter("iframe")):
            self._frame(frame)
        for frame in list(body.iter("iframe")):
            holder = frame
            while holder.getparent() is not None and holder.getparent() is not body \
                    and holder.getparent().tag in ("div", "figure", "p") and _only(holder.getparent(), holder):
                holder = holder.getparent()
            if holder is not frame:
                _replace(holder, _detached(frame))

    def _frame(self, frame) -> None:
        """An iframe shows its src, and nothing of what it holds (a fallback for browsers without
        frames, which the parser reads as text: it would show as escaped markup). One with no
        address to show (Medium's, filled in by its script) becomes a link to what it names."""
        if frame in self._made:
            return
        src = (frame.get("src") or "").strip()
        target = _frame_target(src)
        if target != src:
            frame.set("src", target)
            self.changes.add(REWRITTEN, _("a frame shown through an embedding service"),
                             _("the player itself in it"), _short_url(src))
        inside = frame.text or ""
        frame.text = None
        if scheme(target) in ("http", "https"):
            if inside.strip():
                self.changes.add(DROPPED, _("what a frame holds for browsers without frames"), "",
                                 html_text(inside))
            return
        link = _HREF.search(inside)
        href = link.group(2) if link else ""
        if scheme(href) in ("http", "https"):
            _replace(frame, self._link_paragraph(href, href))
            self.changes.add(ATTENTION, _("an embed its site's script fills in"), _("made a link to it"),
                             _short_url(href))
        else:
            self.changes.add(ATTENTION, _("an embedded frame with no address"), _("dropped"),
                             _short_url(src) or html_text(inside))
            _remove(frame)

    def _empty_paragraphs(self, body) -> None:
        for p in list(body.iter("p")):
            if p.getparent() is not None and not len(p) and not (p.text or "").replace("\xa0", " ").strip():
                self.changes.add(DROPPED, _("empty paragraphs"))
                _remove(p)

    # -- 5. the header ----------------------------------------------------------------------

    def _header(self, body, title: str, cover: str | None, alt: str = "", caption: str = "") -> str:
        first = next(body.iterchildren(tag=etree.Element), None)
        if first is not None and first.tag == "header" and not (body.text or "").strip():
            # A page that has its header already (a Turbo feed imported again): kept, given the
            # title as its <h1> if it has none.
            if title and not any(_text_of(h) for h in first.iter("h1")):
                heading = self._element("h1", text=" ".join(title.split()))
                heading.tail, first.text = first.text, None
                first.insert(0, heading)
                self.changes.add(REWRITTEN, "<header>", _("the title written as its <h1>"))
            return ""

        if not title.strip() and first is not None and first.tag in _HEADINGS and _text_of(first) \
                and not (body.text or "").strip():
            # No title in the feed: the heading the post opens with is the page's.
            title = _text_of(first)
            self.changes.add(MOVED, _("the post's first heading"), _("made the page's <h1>"))
        if first is not None and first.tag in _HEADINGS and \
                _text_of(first).casefold() == " ".join(title.split()).casefold() and not (body.text or "").strip():
            self.changes.add(DROPPED, _("a heading that repeats the title"), "", title)
            _remove(first)
        figure_html = ""
        if cover:
            cover = self._absolute(cover, image=True)
            caption_html = f"<figcaption>{escape(caption, quote=False)}</figcaption>" if caption else ""
            for img in list(body.iter("img")):
                if _same_picture(img.get("src") or "", cover):
                    holder = img.getparent() if img.getparent() is not None and img.getparent().tag == "figure" \
                        and _count(img.getparent(), "img") == 1 and img.getparent().getparent() is body else img
                    # The post's words about its copy of the cover are the cover's, if it has none.
                    alt = alt or " ".join((img.get("alt") or "").split())
                    own_caption = next(holder.iterchildren("figcaption"), None) if holder is not img else None
                    if own_caption is not None and not caption_html and _text_of(own_caption):
                        _remove(own_caption)
                        caption_html = etree.tostring(own_caption, method="html", encoding="unicode")
                    text = _pieces_text(holder) if holder is not img else ""    # a credit in a box of its own
                    if text:
                        self.changes.add(DROPPED, _("the cover image repeated in the post"), _short_url(cover), text)
                    else:
                        self.changes.add(MOVED, _("the post's image that is also its cover"), _short_url(cover))
                    _remove(holder)
            alt_html = f' alt="{escape(alt)}"' if alt else ""
            figure_html = f'<figure><img src="{escape(cover)}"{alt_html}/>{caption_html}</figure>'
        else:
            figure = next((f for f in body.iterchildren("figure") if _count(f, "img") == 1
                           and not any(True for _ in f.iter("video", "iframe"))), None)
            if figure is not None and _is_first_media(body, figure):
                self.changes.add(MOVED, _("the post's first image"), _short_url(next(figure.iter("img")).get("src")))
                _remove(figure)
                figure_html = etree.tostring(figure, method="html", encoding="unicode")
        heading = escape(" ".join(title.split()), quote=False)
        return f"<header><h1>{heading}</h1>{figure_html}</header>"

    # -- helpers -----------------------------------------------------------------------------

    def _link_paragraph(self, href: str, text: str):
        """A paragraph that is one link."""
        paragraph = self._element("p")
        paragraph.append(self._element("a", {"href": href}, text))
        return paragraph

    def _element(self, tag: str, attrib: dict | None = None, text: str | None = None):
        node = etree.Element(tag, attrib or {})
        node.text = text
        self._made.add(node)
        return node


def _same_picture(src: str, cover: str) -> bool:
    """Whether an image of the post shows the cover: the same address, the cover's address inside
    an image CDN's (Substack's .../fetch/w_1456/https%3A%2F%2F...), or the same file by a name long
    enough to be its own, a WordPress size (-1024x576) or a CMS's resize folder apart."""
    if src == cover:
        return True
    if cover in unquote(src):
        return True
    name, cover_name = _picture_name(src), _picture_name(cover)
    return len(cover_name) >= _OWN_NAME and name == cover_name


def _picture_name(url: str) -> str:
    try:
        path = urlsplit(url).path
    except ValueError:
        return ""
    return _SIZE_SUFFIX.sub("", unquote(path.rsplit("/", 1)[-1])).lower()


_SIZE_SUFFIX = re.compile(r"-\d{2,5}x\d{2,5}(?=\.\w+$)")
_OWN_NAME = 12          # "image.jpg" or "1.jpg" may be another picture; "spring-garden.jpg" is one


def _embedded_post(node) -> str | None:
    """The address of the post a Telegram widget script (data-telegram-post="channel/43") or a VK
    post box (<div id="vk_post_-1_2">, which VK.Widgets.Post fills) stands for; else None."""
    telegram = (node.get("data-telegram-post") or "").strip()
    if telegram and _TELEGRAM_POST.fullmatch(telegram):
        return "https://t.me/" + telegram
    vk = _VK_POST.fullmatch((node.get("id") or "").strip()) if node.tag == "div" else None
    return f"https://vk.com/wall{vk.group(1)}_{vk.group(2)}" if vk else None


_TELEGRAM_POST = re.compile(r"[A-Za-z0-9_]{3,64}/\d{1,10}")
_VK_POST = re.compile(r"vk_post_(-?\d{1,12})_(\d{1,12})")


def _tracking_pixel(img) -> bool:
    """An image that says it is at most one pixel each way: a counter, not a picture."""
    sizes = [(img.get(a) or "").strip().lower().removesuffix("px") for a in ("width", "height")]
    given = [size for size in sizes if size]
    return bool(given) and all(size.isdigit() and int(size) <= 1 for size in given)


def _turbo_block(node) -> bool:
    """Turbo's button, callback and search forms (and a search form's field): blocks of a Turbo
    page, kept although a blog's buttons and forms are dropped."""
    tag = node.tag if isinstance(node.tag, str) else ""
    if tag == "button":
        action = (node.get("formaction") or "").strip()
        return bool(action) and scheme(action) in _WEB_SCHEMES
    if tag == "form":
        return node.get("data-type") == "callback" or "{text}" in (node.get("action") or "")
    if tag == "input":
        form = next(node.iterancestors("form"), None)
        return form is not None and _turbo_block(form) and (node.get("type") or "").lower() == "search"
    return False


def _is_link_card(figure) -> bool:
    """A figure that is one link holding blocks of text (Ghost's bookmark card), no video in it."""
    children = [c for c in figure if isinstance(c.tag, str)]
    if len(children) != 1 or children[0].tag != "a" or not (children[0].get("href") or "").strip():
        return False
    link = children[0]
    return any(True for _ in link.iter("div", "p")) and not any(True for _ in link.iter("video", "iframe", "audio"))


def _is_first_media(body, figure) -> bool:
    """Whether no other image or video comes before ``figure`` in the post."""
    for node in body.iter("img", "video", "iframe"):
        return figure in node.iterancestors()
    return False


def _is_gallery(node, classes: str) -> bool:
    if _GALLERY_CLASS.search(classes) and _count(node, "img") >= 2:
        return True
    return node.tag == "figure" and sum(1 for c in node if isinstance(c.tag, str) and c.tag in ("figure", "img")) >= 2


_IMAGE_FILE = re.compile(r"\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)", re.IGNORECASE)


def _widest(srcset: str) -> str | None:
    """The candidate of a srcset with the largest width (or density) descriptor; the first when
    none says."""
    best, best_size = None, -1.0
    for candidate in srcset.split(","):
        parts = candidate.split()
        if not parts or parts[0].startswith("data:"):
            continue
        size = -0.5
        if len(parts) > 1 and parts[1][-1:] in ("w", "x"):
            try:
                size = float(parts[1][:-1])
            except ValueError:
                pass
        if size > best_size:
            best, best_size = parts[0], size
    return best


def _video_embed(text: str) -> str | None:
    """The player's address for a video page's address (YouTube's keeps the start time)."""
    for pattern, embed in _VIDEO_PAGES:
        m = pattern.match(text)
        if m:
            url = embed.format(m.group(1))
            if embed is _YOUTUBE_EMBED and ("t=" in text or "start=" in text):
                parts = urlsplit(text)
                query = parse_qs(parts.query)
                given = (query.get("t") or query.get("start") or parse_qs(parts.fragment).get("t") or [""])[0]
                time = _TIME.match(given)
                seconds = sum(int(n or 0) * k for n, k in zip(time.groups(), (3600, 60, 1))) if time else 0
                if seconds:
                    url += f"?start={seconds}"
            return url
    return None


def _frame_target(src: str) -> str:
    """What a frame shows, without the embedding service between (Medium's Embedly): the
    service's player, else the page it embeds as a video player."""
    try:
        parts = urlsplit(src)
    except ValueError:                   # a broken [IPv6] host: no address, as the caller then finds
        return src
    if not parts.netloc.endswith("embedly.com"):
        return src
    query = parse_qs(parts.query)
    page = (query.get("url") or [""])[0]
    inner = (query.get("src") or [""])[0]
    return _video_embed(page) or (inner if scheme(inner) in ("http", "https") else src)


def join_url(base: str, url: str) -> str:
    """``url`` resolved against ``base``; as it stands when it cannot be (Python refuses an
    address with a broken [IPv6] host), so that the checks after it find it is no web address."""
    try:
        return urljoin(base, url)
    except ValueError:
        return url


def uri_from_iri(url: str) -> str:
    """An address with letters beyond ASCII (an IRI: https://сад.рф/новости/) as the URI it stands
    for (RFC 3987, 3.1): the host in punycode, every other such letter percent-encoded as UTF-8,
    what is ASCII as written. As it stands when it cannot be (a host IDNA refuses)."""
    if url.isascii() or scheme(url) not in ("http", "https"):
        return url
    try:
        parts = urlsplit(url)
        userinfo, at, host_port = parts.netloc.rpartition("@")
        host, colon, port = host_port.partition(":")
        # Python's IDNA is 2003's, which reads ß, ς and joiners otherwise than browsers: left as they are.
        host = ".".join(label if label.isascii() or _IDNA_2008_ONLY.search(label)
                        else label.encode("idna").decode("ascii") for label in host.split("."))
    except (ValueError, UnicodeError):
        return url
    path, query, fragment = (_NON_ASCII_RUN.sub(lambda m: quote(m.group(), safe=""), text)
                             for text in (parts.path, parts.query, parts.fragment))
    netloc = _NON_ASCII_RUN.sub(lambda m: quote(m.group(), safe=""), userinfo) + at + host + colon + port
    written = f"{parts.scheme}://{netloc}{path}" if parts.scheme else netloc + path
    return written + (f"?{query}" if query or "?" in url else "") + (f"#{fragment}" if fragment or "#" in url else "")


_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")
_IDNA_2008_ONLY = re.compile("[ßς\u200c\u200d]")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")


def scheme(url: str) -> str:
    """A URL's scheme in lower case; "" for a relative one."""
    m = _SCHEME.match(url or "")
    return m.group(1).lower() if m else ""


def _short_url(url: str) -> str:
    url = (url or "").strip()
    if url.startswith("data:"):
        return url[:30] + "…"
    return url if len(url) <= 100 else url[:99] + "…"


def _count(node, tag: str) -> int:
    return sum(1 for _ in node.iter(tag))


def html_text(html: str) -> str:
    """The text an HTML fragment shows (scripts and styles apart)."""
    body = parse_fragment(html) if html.strip() else None
    if body is None:
        return html.strip()
    for node in body.iter("script", "style"):
        node.text = ""
    return " ".join("".join(body.itertext()).split())


def _text_of(node) -> str:
    return " ".join("".join(node.itertext()).split())


def _pieces_text(node) -> str:
    """The text of a card whose pieces sit in blocks of their own ("💡" "Bring water"): a space
    between each piece, where _text_of would run them together."""
    return " ".join(" ".join(t.split()) for t in node.itertext() if t.strip())


def _attached(node, body) -> bool:
    return any(a is body for a in node.iterancestors())


_NOTE_NUMBER = re.compile(r"^\[?\d{1,3}\]?$")
_BACK_ARROWS = frozenset(("↩", "↑", "⤴", "^", "[↩]", "[↑]"))
_PERMALINK_MARKS = frozenset(("", "#", "¶", "§", "🔗", "⚓"))
_PAGE_BLOCKS = frozenset("p div figure ul ol dl h1 h2 h3 h4 h5 h6 blockquote table pre iframe hr".split())
_INLINE = frozenset("a b strong i em u sup sub ins del small big code abbr span br img".split())


def _has_double_break(box) -> bool:
    """Whether two <br> follow each other among the box's own children (white space between)."""
    previous_br = False
    for child in box:
        if not isinstance(child.tag, str):
            continue
        is_br = child.tag == "br"
        if is_br and previous_br:
            return True
        previous_br = is_br and not (child.tail or "").strip()
    return False


def _wrap_runs(box, element) -> int:
    """Put each run of the box's text and inline children into a <p> (made by ``element``),
    runs ending at a double <br> (the breaks dropped) or at a block child; returns how many."""
    pieces: list = [box.text] if box.text else []
    for child in list(box):
        box.remove(child)
        tail, child.tail = child.tail, None
        pieces.append(child)
        if tail:
            pieces.append(tail)
    box.text = None
    made = 0
    run: list = []

    def close() -> None:
        nonlocal made, run
        while run and isinstance(run[-1], str) and not run[-1].strip() or run and _is_br(run[-1]):
            run.pop()                                    # white space and breaks at a paragraph's end
        while run and (isinstance(run[0], str) and not run[0].strip() or _is_br(run[0])):
            run.pop(0)
        if run:
            paragraph = element("p")
            for piece in run:
                if isinstance(piece, str):
                    _append_text(paragraph, piece)
                else:
                    paragraph.append(piece)
            box.append(paragraph)
            made += 1
        run = []

    for i, piece in enumerate(pieces):
        if _image_line(pieces, i):
            close()
            box.append(piece)                            # a picture on a line of its own: a figure later
            continue
        if isinstance(piece, str) or (isinstance(piece.tag, str) and piece.tag in _INLINE) \
                or not isinstance(piece.tag, str):
            if _is_br(piece) and _next_is_br(pieces, i):
                close()
                continue
            if _is_br(piece) and not run:
                continue
            run.append(piece)
            continue
        close()
        box.append(piece)                                # a block stays as it is, between paragraphs
    close()
    return made


def _image_line(pieces: list, i: int) -> bool:
    """Whether pieces[i] is an image (or a link holding only one) on a line of its own: between
    line breaks, blocks or the box's ends, no words beside it (a Telegram bridge's photos)."""
    piece = pieces[i]
    if isinstance(piece, str) or piece.tag not in ("img", "a"):
        return False
    if piece.tag == "a" and not (len(piece) == 1 and piece[0].tag == "img" and _only(piece, piece[0])):
        return False
    for neighbours in (reversed(pieces[:i]), pieces[i + 1:]):
        beside = next((p for p in neighbours if not isinstance(p, str) or p.strip()), None)
        if isinstance(beside, str) or beside is not None and isinstance(beside.tag, str) \
                and beside.tag in _INLINE and beside.tag != "br":
            return False
    return True


def _is_br(piece) -> bool:
    return not isinstance(piece, str) and piece.tag == "br"


def _next_is_br(pieces: list, i: int) -> bool:
    for piece in pieces[i + 1:]:
        if isinstance(piece, str) and not piece.strip():
            continue
        return _is_br(piece)
    return False


def _append_text(parent, text: str) -> None:
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + text
    else:
        parent.text = (parent.text or "") + text


def _strip_end(node) -> None:
    """The white space at the end of what ``node`` holds taken away."""
    last = node[-1] if len(node) else None
    if last is not None:
        last.tail = (last.tail or "").rstrip() or None
    else:
        node.text = (node.text or "").rstrip() or None


def _only(parent, child) -> bool:
    """Whether ``child`` is all ``parent`` holds, besides whitespace and line breaks."""
    if (parent.text or "").strip():
        return False
    for other in parent:
        if other is child:
            if (other.tail or "").strip():
                return False
            continue
        if not isinstance(other.tag, str) or other.tag != "br" or (other.tail or "").strip():
            return False
    return True


def _only_in_line(holder) -> bool:
    """An image (or its paragraph) that does not sit inside running text."""
    if holder.tag in ("p", "div"):
        return True
    parent = holder.getparent()
    if _only(parent, holder) or parent.tag == "body":
        return True
    # Between blocks (Blogger's image box among paragraphs): no text right before or after it.
    before = holder.getprevious()
    if ((before.tail if before is not None else parent.text) or "").strip() or (holder.tail or "").strip():
        return False
    return all(sibling is None or (isinstance(sibling.tag, str) and sibling.tag not in _INLINE)
               for sibling in (before, holder.getnext()))


def _separate(node) -> None:
    """A space inside ``node`` at each end where its text would run into the text beside it."""
    before = node.getprevious()
    text_before = (before.tail if before is not None else node.getparent().text) or ""
    if text_before[-1:].strip() and (node.text or "")[:1].strip():
        node.text = " " + node.text
    if (node.tail or "")[:1].strip():
        last = node[-1] if len(node) else None
        ending = (last.tail if last is not None else node.text) or ""
        if ending[-1:].strip():
            if last is not None:
                last.tail = ending + " "
            else:
                node.text = ending + " "


def _add_text_before(node, text: str | None) -> None:
    if not text:
        return
    previous = node.getprevious()
    if previous is not None:
        previous.tail = (previous.tail or "") + text
    else:
        parent = node.getparent()
        parent.text = (parent.text or "") + text


def _remove(node) -> None:
    """Take ``node`` out, with what it holds; the text after it stays."""
    parent = node.getparent()
    if parent is None:
        return
    _add_text_before(node, node.tail)
    node.tail = None
    parent.remove(node)


def _quote(node) -> None:
    """Write the quotation marks a browser draws around ``<q>``: «» around Russian words, “” else."""
    words = "".join(node.itertext())
    opening, closing = ("«", "»") if re.search("[А-Яа-яЁё]", words) else ("“", "”")
    node.text = opening + (node.text or "")
    if len(node):
        node[-1].tail = (node[-1].tail or "") + closing
    else:
        node.text += closing


def _unwrap(node) -> None:
    """Take the tag away and keep what it holds, in place."""
    _add_text_before(node, node.text)
    for child in list(node):
        node.addprevious(child)
    _remove(node)


def _detached(node):
    """``node`` taken out of its place (its tail left there), to be put elsewhere."""
    _remove(node)
    return node


def _replace(old, new) -> None:
    parent = old.getparent()
    new.tail, old.tail = old.tail, None
    parent.replace(old, new)


def _inner_html(body) -> str:
    """What the body holds, as HTML: the body serialised once, its own tags cut off (its
    attributes, which a post's own <body> tag may have given it, cleared first)."""
    body.attrib.clear()
    html = etree.tostring(body, method="html", encoding="unicode", with_tail=False)
    if html.endswith("/>") and not len(body) and not body.text:
        return ""
    return html[html.index(">") + 1:html.rindex("</body>")]
