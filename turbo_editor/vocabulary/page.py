"""The HTML of a Turbo page (turbo:content): the tags and attributes Turbo keeps, the tags it keeps
only inside one block, and the HTML facts the editor and the preview lean on (TURBO.md, "Content").

The checks report what falls outside these sets, completion offers what is inside them and the
preview copies nothing else; all three read them from here.
"""

from __future__ import annotations

from collections.abc import Iterable

PLAIN_TAGS = frozenset("""
h1 h2 h3 h4 h5 h6 p br hr a b strong i em u sup sub ins del small big pre code abbr ul ol li dl dt
dd blockquote table tr th td caption figure img figcaption video source iframe menu header div
button form meta
""".split())
# turbo:extendedHtml true widens the set.
EXTENDED_TAGS = PLAIN_TAGS | frozenset(("span", "aside", "main", "footer", "section"))

# Tags the block markup needs inside one particular block only: tag -> (enclosing tag, its
# data-block value or None for any). The parts of a table are here because HTML writers and
# parsers put them between <table> and <tr> by themselves.
CONTEXT_TAGS = {"input": ("form", None), "footer": ("div", "card"), "tbody": ("table", None),
                "thead": ("table", None), "tfoot": ("table", None), "colgroup": ("table", None),
                "col": ("table", None)}

_ATTRIBUTES = {
    "a": ("href",),
    "img": ("src", "alt", "width", "height", "title"),
    "iframe": ("src", "width", "height", "frameborder", "allowfullscreen", "allow", "referrerpolicy"),
    "video": ("width", "height"),
    "source": ("src", "type"),
    "button": ("formaction", "disabled"),
    "form": ("action", "method"),
    "input": ("type", "name", "placeholder", "value"),
    "meta": ("content",),
    "div": ("src",),                 # the audio block: <div data-block="audio" src="...mp3">
    "figure": ("inpage",),
    "td": ("colspan", "rowspan"),
    "th": ("colspan", "rowspan"),
    "ol": ("start", "type"),
    "abbr": ("title",),
    "col": ("span",),
    "colgroup": ("span",),
}
# The attributes each tag may carry besides the global ones and any data-* attribute.
ATTRIBUTES = {tag: frozenset(names) for tag, names in _ATTRIBUTES.items()}
# The data-* attributes Turbo's blocks and ad places are written with (TURBO.md, "Blocks" and
# "Ads"). The checks allow any data-* attribute; the importer keeps these and drops the rest,
# which are an engine's own (data-id, data-lazy-src ...).
BLOCK_DATA_ATTRIBUTES = frozenset("""
data-block data-view data-item-view data-network data-background-color data-color data-primary
data-turbo data-type data-send-to data-agreement-company data-agreement-link data-title data-stick
data-url data-expanded data-img data-layout data-href data-thumb data-thumb-position data-thumb-ratio
data-author data-avatar-url data-subtitle data-invisible data-turbo-ad-id data-turbo-inpage-ad-id
data-platform-mobile data-platform-desktop
""".split())
# The attribute that holds the address of an image, a video's source or a frame.
MEDIA_SOURCE = {"img": "src", "source": "src", "iframe": "src"}
# The values the block table gives for a block's attributes (TURBO.md, "Blocks"): (tag, its
# data-block or None for any, attribute) -> the values; data-network is a comma-separated list.
BLOCK_VALUES = {
    ("div", "slider", "data-view"): ("square", "portrait", "landscape"),
    ("div", "slider", "data-item-view"): ("cover", "contain"),
    ("div", "share", "data-network"): ("vkontakte", "odnoklassniki", "telegram", "twitter", "facebook"),
    ("div", "widget-feedback", "data-stick"): ("left", "right", "false"),
    ("div", "feed", "data-layout"): ("vertical", "horizontal"),
    ("button", None, "data-turbo"): ("true", "false"),
}
LIST_VALUED = frozenset((("div", "share", "data-network"),))
# The contact kinds of the feedback widget: <div data-type> inside <div data-block="widget-feedback">.
FEEDBACK_TYPES = ("call", "callback", "chat", "mail", "vkontakte", "odnoklassniki", "twitter", "facebook",
                  "viber", "whatsapp", "telegram")
# What a block cannot do without: (tag, data-block or None) -> the attribute.
BLOCK_NEEDS = {("div", "audio"): "src", ("button", None): "formaction"}
# The callback form's agreement: its company and its link go together.
AGREEMENT = ("data-agreement-company", "data-agreement-link")
GLOBAL_ATTRIBUTES = frozenset(("itemscope", "itemtype", "itemprop"))     # the microdata of ratings
EXTENDED_ATTRIBUTES = frozenset(("class", "id"))                         # with turbo:extendedHtml true
# Attributes that mean something by being present; written without a value.
BOOLEAN_ATTRIBUTES = frozenset(("allowfullscreen", "disabled", "itemscope"))

# HTML elements that have no content and no end tag.
VOID_TAGS = frozenset("area base br col embed hr img input link meta param source track wbr".split())

# Tags that run, load or redirect something; a reader must not show them in an item's HTML.
RISKY_TAGS = frozenset(("script", "embed", "object", "applet", "iframe", "frame", "frameset", "meta",
                        "link", "base", "style"))


def allowed_within(tag: str, ancestors: Iterable[tuple[str, str | None]]) -> bool:
    """Whether ``tag``, one Turbo keeps only inside a block (:data:`CONTEXT_TAGS`), is inside it.

    ``ancestors`` are the enclosing elements, in any order, as (tag, data-block value or None).
    """
    context = CONTEXT_TAGS.get(tag)
    if context is None:
        return False
    parent_tag, block = context
    return any(name == parent_tag and (block is None or data_block == block) for name, data_block in ancestors)
