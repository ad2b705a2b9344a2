"""Markup the content editor writes around what the user selected: wraps, figures and images.

Each function returns markup in which ``[[text]]`` marks what to select afterwards (see
:func:`.snippets.expand`): an empty wrap leaves the cursor between its tags, a figure made
from a caption selects the image address that is still to be typed.
"""

from __future__ import annotations

import html
import re

_IMAGE_TAG = re.compile(r"\s*<img\b[^<>]*>\s*\Z", re.IGNORECASE)
_URL = re.compile(r"\s*(?:https?://\S+|\S+\.(?:jpe?g|png|gif|webp|avif|svg)(?:\?\S*)?)\s*\Z", re.IGNORECASE)


def looks_like_url(text: str) -> bool:
    """Whether ``text`` is one web address or image file name (spaces around it aside)."""
    return _URL.match(text) is not None


def wrap(tag: str, inner: str) -> str:
    """``inner`` put in ``tag``; a figure knows images and captions (:func:`figure`)."""
    if tag == "figure":
        return figure(inner)
    return f"<{tag}>{inner or '[[]]'}</{tag}>"


TEXT_BLOCKS = ("p", "h1", "h2", "h3", "h4", "h5", "h6")
_TEXT_BLOCK_OPEN = re.compile(r"<(p|h[1-6])(?:\s[^<>]*)?>", re.IGNORECASE)
_WHOLE_TEXT_BLOCK = re.compile(r"\s*<(p|h[1-6])(?:\s[^<>]*)?>((?:(?!</?\1\b).)*)</\1\s*>\s*\Z",
                               re.IGNORECASE | re.DOTALL)


def block_wrap(text: str, start: int, end: int, tag: str) -> tuple[int, int, str]:
    """Where to put the block ``tag`` (p, h2, blockquote, figure) around ``text[start:end]``, and
    what to write there: ``(start, end, markup)``.

    A block cannot stand inside a paragraph or a heading (HTML closes the paragraph before it, and
    leaves an empty one behind). So a whole paragraph or heading, or all of its text, made a
    paragraph or heading changes its tag; put in a quote it goes in whole; and part of its text
    made a block splits it around that block.
    """
    inner = text[start:end]
    whole = _WHOLE_TEXT_BLOCK.match(inner)
    if whole is not None and tag in TEXT_BLOCKS:
        return start, end, wrap(tag, whole.group(2).strip())
    around = _enclosing_text_block(text, start, end)
    if around is None:
        return start, end, wrap(tag, inner)
    opened, close_start, close_end = around
    if text[opened.end():start].strip() or text[end:close_start].strip():
        # Part of its text: the paragraph is closed before the block and opened again after it.
        return start, end, f"</{opened.group(1)}>{wrap(tag, inner)}{opened.group(0)}"
    if tag in TEXT_BLOCKS or tag == "figure":
        return opened.start(), close_end, wrap(tag, inner)
    return opened.start(), close_end, f"<{tag}>{text[opened.start():close_end]}</{tag}>"


def _enclosing_text_block(text: str, start: int, end: int):
    """The paragraph or heading ``text[start:end]`` stands in: its start tag's match and where its
    end tag starts and ends; None when it stands in none."""
    opened = None
    for m in _TEXT_BLOCK_OPEN.finditer(text, 0, start):
        opened = m
    if opened is None or re.search(rf"</{opened.group(1)}\s*>", text[opened.end():start], re.IGNORECASE):
        return None
    closing = re.compile(rf"</{opened.group(1)}\s*>", re.IGNORECASE).search(text, end)
    if closing is None:
        return None
    return opened, closing.start(), closing.end()


def figure(inner: str) -> str:
    """An <img> or an image URL becomes the figure's image; other text becomes its caption."""
    if _IMAGE_TAG.match(inner):
        return f"<figure>{inner.strip()}</figure>"
    if looks_like_url(inner):
        url = inner.strip().replace('"', "&quot;")
        return f'<figure><img src="{url}"/></figure>'
    if "<" in inner:
        return f"<figure>{inner}</figure>"
    return (f'<figure><img src="[[https://example.com/image.jpg]]"/>'
            f"<figcaption>{inner.strip()}</figcaption></figure>")


def image_figure(url: str, caption: str = "", width: int = 0, height: int = 0) -> str:
    """A figure with the image at ``url`` and its caption; a size of 0 leaves the attribute out.

    The URL and the caption are plain text, escaped here.
    """
    size = "".join(f' {name}="{value}"' for name, value in (("width", width), ("height", height)) if value)
    image = f'<img src="{html.escape(url.strip())}"{size}/>'
    caption = caption.strip()
    figcaption = f"<figcaption>{html.escape(caption, quote=False)}</figcaption>" if caption else ""
    return f"<figure>{image}{figcaption}</figure>"
