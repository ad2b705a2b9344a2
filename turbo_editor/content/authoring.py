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
