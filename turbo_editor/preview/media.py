"""Pictures, video, embeds and audio: how Turbo lays them out, without loading what was not allowed.

A remote image becomes a neutral box of the image's proportions until the
user allows remote images. Video and embeds never load at all: a video shows
its preview picture with a play mark, an iframe a titled placeholder, since a
static preview can neither play nor safely host third-party players.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from lxml import etree

from ..messages import N_, _
from . import sanitize
from .markup import el, is_element, style, text_of

_VIEWS = ("square", "portrait", "landscape")
_FITS = ("cover", "contain")

# Hosts of the players Turbo pages embedded most; the placeholder names them (in the interface
# language where the service has a name in it: "Яндекс Музыка").
_PROVIDERS = (
    (("youtube.com", "youtu.be", "youtube-nocookie.com"), "YouTube"),
    (("vk.com", "vkvideo.ru", "vk.ru"), N_("VK Video")),
    (("rutube.ru",), "Rutube"),
    (("dzen.ru", "zen.yandex.ru"), N_("Dzen")),
    (("ok.ru",), N_("OK Video")),
    (("vimeo.com",), "Vimeo"),
    (("coub.com",), "Coub"),
    (("music.yandex.ru", "music.yandex.com"), N_("Yandex Music")),
    (("frontend.vh.yandex.ru", "yandex.ru/efir"), N_("Yandex Video")),
    (("yandex.ru/map-widget", "api-maps.yandex.ru"), N_("Yandex Maps")),
    (("google.com/maps", "maps.google.com"), N_("Google Maps")),
    (("t.me",), "Telegram"),
    (("twitter.com", "x.com"), "X (Twitter)"),
    (("instagram.com",), "Instagram"),
    (("facebook.com",), "Facebook"),
    (("soundcloud.com",), "SoundCloud"),
)


def image(out: etree._Element, url: str | None, r, *, cls: str = "tp-img", alt: str | None = None,
          width: str | None = None, height: str | None = None, ratio: str | None = None) -> etree._Element:
    """An ``<img>`` when remote images are allowed, else a placeholder box of the same size.

    ``ratio`` ("4 / 3") fixes the proportions where the block does (thumbnails).
    """
    src, problem = sanitize.image_url(url)
    w, h = sanitize.size(width), sanitize.size(height)
    aspect = ratio or (f"{w} / {h}" if w and h else None)
    if src and r.remote_images:
        return el(out, "img", cls, src=src, alt=alt or "", width=w, height=h, loading="lazy",
                  decoding="async", referrerpolicy="no-referrer", style=style(aspect_ratio=ratio))
    classes = f"{cls} tp-img-off" + (" tp-img-bad" if problem else "")
    if problem:
        # A bad URL is not echoed into the page: it may be the hostile part.
        label = _("Image not shown: {reason}").format(reason=problem)
        title = _("Turbo shows no image here ({reason})").format(reason=problem)
    else:
        label = sanitize.file_name(src) + (f" · {w} × {h}" if w and h else "")
        title = _("{url} (remote images are off)").format(url=src)
    box = el(out, "span", classes, role="img", aria_label=alt or label, title=title,
             style=style(aspect_ratio=aspect, max_width=f"{w}px" if w else None))
    el(box, "span", "tp-img-off-label", label)
    return box


def image_tag(src: etree._Element, out: etree._Element, r) -> None:
    image(out, src.get("src"), r, alt=src.get("alt"), width=src.get("width"), height=src.get("height"))


def figure(src: etree._Element, out: etree._Element, r) -> None:
    video_node = next(src.iter("video"), None)
    if video_node is not None:
        _video(out, video_node, src, r)
        return
    node = el(out, "figure", "tp-figure")
    r.children(src, node)


def caption(src: etree._Element, out: etree._Element, r) -> None:
    node = el(out, "figcaption" if out.tag == "figure" else "div", "tp-caption")
    r.children(src, node)


def video(src: etree._Element, out: etree._Element, r) -> None:
    """A ``<video>`` outside a figure: Turbo has no preview image for it."""
    _video(out, src, None, r)


def _video(out: etree._Element, video_node: etree._Element, figure_node: etree._Element | None, r) -> None:
    fig = el(out, "figure", "tp-figure tp-video")
    sources = [video_node.get("src")] + [s.get("src") for s in video_node.iter("source")]
    media_url = next((u for u in sources if sanitize.clean_url(u)), None)
    poster = None
    if figure_node is not None:
        poster = next((i for i in figure_node.iter("img") if video_node not in i.iterancestors()), None)
    frame = r.link(fig, media_url, "tp-video-frame")
    if poster is not None:
        image(frame, poster.get("src"), r, cls="tp-video-poster", alt=poster.get("alt"),
              width=poster.get("width"), height=poster.get("height"))
    else:
        el(frame, "span", "tp-video-poster tp-video-blank")
    el(frame, "span", "tp-play", aria_hidden="true")
    name = sanitize.file_name(sanitize.link_url(media_url))
    if name:
        el(frame, "span", "tp-video-label", name)
    if poster is None:
        el(fig, "p", "tp-warn", _("No preview image: Turbo needs an <img> beside the <video> in its <figure>."))
    _url, problem = sanitize.image_url(media_url)   # video sources too are absolute http(s) URLs
    if media_url and problem:
        el(fig, "p", "tp-warn", _("Turbo cannot play this video: {reason}").format(reason=problem))
    if figure_node is None:
        return
    for child in figure_node:
        if is_element(child) and child is not poster and child is not video_node:
            r.node(child, fig)


def embed(src: etree._Element, out: etree._Element, r) -> None:
    """An iframe as a titled placeholder: third-party players never load in the preview."""
    url = sanitize.link_url(src.get("src"))
    w, h = sanitize.size(src.get("width")), sanitize.size(src.get("height"))
    box = el(out, "div", "tp-embed", style=style(aspect_ratio=f"{w} / {h}" if w and h else None))
    inner = el(box, "span", "tp-embed-inner")
    el(inner, "span", "tp-embed-icon", aria_hidden="true")
    title = " ".join((src.get("title") or "").split()) or provider(url) or _("Embedded content")
    el(inner, "strong", "tp-embed-title", title)
    if url:
        el(inner, "span", "tp-embed-host", sanitize.host_of(url))
        r.link(inner, url, "tp-embed-open", _("Open in the browser"))
    else:
        el(inner, "span", "tp-warn", _("No usable src: Turbo shows nothing here."))


def provider(url: str | None) -> str | None:
    """The name of a well-known player or widget host, by URL, in the interface language."""
    if not url:
        return None
    host = sanitize.host_of(url)
    if host.startswith("www."):
        host = host[4:]
    where = host + urlsplit(url).path
    for needles, name in _PROVIDERS:
        for needle in needles:
            if (where.startswith(needle) if "/" in needle else host == needle or host.endswith("." + needle)):
                return _(name)
    return None


def audio(src: etree._Element, out: etree._Element, r) -> None:
    url = src.get("src") or src.get("data-src")
    if sanitize.link_url(url) is None:
        # No player where Turbo shows none: the note alone (a player drawn above it said otherwise).
        el(out, "p", "tp-warn", _("The audio block has no usable src: Turbo shows no player."))
        return
    box = el(out, "div", "tp-audio")
    el(box, "span", "tp-audio-play", aria_hidden="true")
    body = el(box, "span", "tp-audio-body")
    name = sanitize.file_name(sanitize.link_url(url)) or _("audio")
    r.link(body, url, "tp-audio-title", " ".join((src.get("data-title") or "").split()) or name)
    track = el(body, "span", "tp-audio-track", aria_hidden="true")
    el(track, "span", "tp-audio-progress")
    el(body, "span", "tp-audio-time", "0:00")


def gallery(src: etree._Element, out: etree._Element, r) -> None:
    """A titled strip of pictures with a counter (Turbo shows one at a time, with arrows)."""
    box = el(out, "div", "tp-gallery")
    title = next((c for c in src if c.tag == "header"), None)
    if title is not None:
        r.children(title, el(box, "div", "tp-gallery-title"))
    strip = el(box, "div", "tp-strip")
    count = 0
    for child in src:
        if not is_element(child) or child is title:
            continue
        slide = el(strip, "div", "tp-slide")
        r.node(child, slide)
        count += 1
    el(box, "div", "tp-gallery-count", r.labels.photos(count))
    r.loose(src, out, 'data-block="gallery"')


def slider(src: etree._Element, out: etree._Element, r) -> None:
    view = (src.get("data-view") or "").strip().lower()
    fit = (src.get("data-item-view") or "").strip().lower()
    view = view if view in _VIEWS else "landscape"
    fit = fit if fit in _FITS else "cover"
    box = el(out, "div", f"tp-slider tp-view-{view} tp-fit-{fit}")
    title = next((c for c in src if c.tag == "header"), None)
    if title is not None and text_of(title):
        r.children(title, el(box, "div", "tp-slider-title"))
    strip = el(box, "div", "tp-strip")
    slides = 0
    for child in src:
        if not is_element(child) or child is title:
            continue
        r.node(child, el(strip, "div", "tp-slide"))
        slides += 1
    r.loose(src, out, 'data-block="slider"')
    dots = el(box, "div", "tp-dots", aria_hidden="true")
    for index in range(slides):
        el(dots, "span", "tp-dot tp-dot-on" if index == 0 else "tp-dot")
