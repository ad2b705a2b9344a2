"""What may reach the preview page: URLs, colours, sizes, and the final gate over the built tree.

The renderers only build whitelisted markup from vetted values; :func:`scrub`
then walks the finished body once more, so a renderer added later cannot let
active content through by mistake. The page's Content-Security-Policy is the
third line: even markup that slipped past both could neither run nor load.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

from lxml import etree

from ..messages import _
from ..vocabulary.page import RISKY_TAGS

LINK_SCHEMES = frozenset(("http", "https", "mailto", "tel"))
IMAGE_SCHEMES = frozenset(("http", "https"))

# Browsers delete tabs and newlines anywhere in a URL and trim controls and
# spaces at its ends before they read the scheme ("java\tscript:" runs), so
# the scheme is judged on the URL as the browser will see it.
_URL_NOISE = re.compile(r"[\t\n\r]")
_URL_EDGES = "".join(chr(c) for c in range(0x21)) + "\x7f"
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")

_COLOR = re.compile(r"^(?:#[0-9A-Fa-f]{3,8}|[A-Za-z]{3,30}|(?:rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s/]+\))$")
_SIZE = re.compile(r"^\s*(\d{1,5})(?:\.\d+)?\s*(?:px)?\s*$", re.IGNORECASE)
_INERT_CSS = re.compile(r"url\(|image-set|image\(|element\(|expression|@import|\\|javascript:|behavior|"
                        r"-moz-binding|<|/\*", re.IGNORECASE)

# The only markup the page body is built from (the renderers' whole vocabulary).
OUTPUT_TAGS = frozenset("""
div span p a b strong i em u s sup sub ins del small big pre code abbr br hr
h1 h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote figure figcaption img
table caption thead tbody tfoot tr th td header footer nav section article aside main details summary
""".split())
_GLOBAL_ATTRIBUTES = frozenset(("class", "title", "role", "aria-label", "aria-hidden", "style", "lang"))
_TAG_ATTRIBUTES = {
    "a": frozenset(("href", "rel", "referrerpolicy")),
    "img": frozenset(("src", "alt", "width", "height", "loading", "decoding", "referrerpolicy")),
    "td": frozenset(("colspan", "rowspan")),
    "th": frozenset(("colspan", "rowspan")),
    "ol": frozenset(("start", "type", "reversed")),
    "details": frozenset(("open",)),
}
_NONE = frozenset()
# Tags whose content is never text a reader sees; dropped with everything inside.
# (An iframe is not among them: it becomes a placeholder naming what it embeds.)
DROPPED_TAGS = (RISKY_TAGS - {"iframe"}) | frozenset((
    "svg", "math", "template", "noscript", "noembed", "noframes", "textarea", "select", "option",
    "optgroup", "datalist", "canvas", "audio", "portal", "title", "head", "xmp", "plaintext", "frame",
    "input", "source", "track", "param", "map", "area", "dialog", "slot",
))


def clean_url(value: str | None) -> str | None:
    """The URL as a browser reads it, or None when nothing is left."""
    if value is None:
        return None
    url = _URL_NOISE.sub("", value).strip(_URL_EDGES)
    return url or None


def scheme_of(url: str) -> str | None:
    m = _SCHEME.match(url)
    return m.group(1).lower() if m else None


def link_url(value: str | None, base: str | None = None) -> str | None:
    """An href that is safe to keep: http(s), mailto or tel, relative ones resolved against ``base``.

    A relative link is only kept when there is a web base to resolve it
    against; left relative, it would point into the preview's own folder.
    """
    url = clean_url(value)
    if url is None:
        return None
    if url.startswith("#"):
        return url
    scheme = scheme_of(url)
    if scheme is None:
        if not base or scheme_of(base) not in IMAGE_SCHEMES:
            return None
        url = urljoin(base, url)
        scheme = scheme_of(url)
    return url if scheme in LINK_SCHEMES else None


def image_url(value: str | None) -> tuple[str | None, str | None]:
    """(url, None) for an absolute http(s) image, else (None, why it cannot be shown, in the
    interface language).

    Turbo itself shows no image for a relative, data: or other URL, so the
    preview does not resolve or load one either.
    """
    url = clean_url(value)
    if url is None:
        return None, _("no image URL")
    if url.startswith("//"):
        return None, _("protocol-relative URL")
    scheme = scheme_of(url)
    if scheme is None:
        return None, _("relative URL")
    if scheme not in IMAGE_SCHEMES:
        return None, _("{scheme}: URL").format(scheme=scheme)
    if not urlsplit(url).netloc:
        return None, _("URL without a host")
    return url, None


def file_name(url: str | None) -> str:
    """The last path segment of a URL, for labels ("tomatoes.jpg")."""
    if not url:
        return ""
    path = urlsplit(url).path.rstrip("/")
    return path.rsplit("/", 1)[-1] or urlsplit(url).netloc


def host_of(url: str | None) -> str:
    return urlsplit(url).netloc.lower() if url else ""


def color(value: str | None) -> str | None:
    """A CSS colour literal (#hex, a name, rgb()/hsl()), or None."""
    value = (value or "").strip()
    return value if value and _COLOR.match(value) else None


def size(value: str | None) -> int | None:
    """A pixel size from a width/height attribute ("640", "640px"); None for percentages or junk."""
    m = _SIZE.match(value or "")
    if not m:
        return None
    number = int(m.group(1))
    return number if 0 < number <= 10000 else None


def css_is_inert(declarations: str) -> bool:
    """Whether inline CSS can neither load anything nor run anything."""
    return not _INERT_CSS.search(declarations)


def scrub(root: etree._Element) -> None:
    """Remove every tag and attribute outside the output vocabulary, in place.

    ``root`` itself is kept. Links keep only vetted hrefs; images keep only
    http(s) sources (the CSP decides whether they load).
    """
    for node in list(root.iterdescendants()):
        if node.getparent() is None:
            continue  # inside a subtree removed earlier in this walk
        if not isinstance(node.tag, str) or node.tag not in OUTPUT_TAGS:
            remove(node)
            continue
        _scrub_attributes(node)


def _scrub_attributes(node: etree._Element) -> None:
    allowed = _TAG_ATTRIBUTES.get(node.tag, _NONE)
    for key, value in list(node.items()):
        name = key.lower()
        keep = (name in _GLOBAL_ATTRIBUTES or name in allowed
                or (name.startswith("data-") and re.fullmatch(r"data-[a-z0-9\-]+", name) is not None))
        if keep and name == "href":
            keep = link_url(value) == value
        elif keep and name == "src":
            keep = image_url(value)[0] == value
        elif keep and name == "style":
            keep = css_is_inert(value)
        if not keep:
            del node.attrib[key]


def remove(node: etree._Element) -> None:
    """Drop a node but keep the text that follows it in its parent."""
    parent = node.getparent()
    tail = node.tail
    if tail:
        previous = node.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(node)
