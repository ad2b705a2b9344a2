"""Catalog: the page HTML in turbo:content (Yandex Turbo requirements, “Sending the page content”)."""

from ...messages import N_
from ..rule import rule

CONTENT = N_("Yandex Turbo requirements, “Sending the page content”")
BLOCKS = N_("Yandex Turbo requirements, “Elements of the page”: the blocks")

RULES = (
    rule("turbo-content-cdata", "error", "turbo",
         title=N_("turbo:content not in CDATA"),
         explanation=N_("The page HTML is sent inside <![CDATA[ ... ]]>. Entity-escaped HTML is the same "
                        "XML, but Turbo's processing expects CDATA, and escaping is easily done twice. HTML "
                        "written as XML elements inside turbo:content is not the page's text at all."),
         fix=N_("Wrap the HTML in <![CDATA[ ... ]]> (the editor does this when you edit the content)."),
         reference=CONTENT,
         message=N_("turbo:content is not wrapped in <![CDATA[ ... ]]>")),
    rule("turbo-content-escaped", "error", "turbo",
         title=N_("Entity-encoded markup inside CDATA"),
         explanation=N_("Inside CDATA, &lt;p&gt; is not a paragraph but the visible text “<p>”: the HTML was "
                        "escaped before being wrapped in CDATA. Such markup starts the page or closes an "
                        "element (&lt;/p&gt;); a sentence that only names a tag (“the &lt;article&gt; "
                        "element”) is prose about HTML. Inside <pre> and <code> an escaped tag is a code sample "
                        "the page shows on purpose. Neither is reported."),
         fix=N_("Unescape the HTML (write < and > themselves) inside the CDATA section; the quick fix does "
                "this everywhere except inside <pre> and <code>."),
         reference=N_("Yandex Turbo requirements, “Sending the page content” (the HTML goes into the CDATA as it "
                      "is, not entity-encoded)"),
         message=N_("turbo:content holds escaped markup such as “{sample}” ({count}×), which shows as text")),
    rule("turbo-content-too-deep", "warning", "turbo",
         title=N_("Markup nested too deep to read"),
         explanation=N_("Elements inside elements more than 2,048 levels deep: a template that opens a tag "
                        "in a loop and never closes it. An HTML parser stops there, so the rest of the page "
                        "is neither checked nor shown in the preview, and Turbo's own reader may lose it too."),
         fix=N_("Close the elements the template leaves open."),
         reference=CONTENT,
         message=N_("the page's markup nests deeper than 2,048 levels: what follows that place is not read")),
    rule("turbo-header-missing", "error", "turbo",
         title=N_("Page does not start with <header>"),
         explanation=N_("Turbo content starts with a header: <header><h1>Title</h1> ... </header>. The "
                        "page title shown in search comes from it."),
         fix=N_("Put <header><h1>…</h1></header> first in the content."),
         reference=CONTENT,
         message=N_("turbo:content must start with <header>, not with {found}")),
    rule("turbo-h1-missing", "error", "turbo",
         title=N_("Header without an <h1>"),
         explanation=N_("The header's h1 is the page title; without it (or with an empty one) the page has "
                        "no title."),
         fix=N_("Add <h1>Title</h1> inside <header>."),
         reference=CONTENT,
         message=N_("the page header has no non-empty <h1>")),
    rule("turbo-tag", "error", "turbo",
         title=N_("Tag not allowed in Turbo content"),
         explanation=N_("Turbo pages accept a fixed set of HTML tags (headings, paragraphs, lists, tables, "
                        "figures, video, iframe, the data-block markup ...). span, aside, main, footer and "
                        "section need turbo:extendedHtml; script, style, object and the like are never "
                        "allowed."),
         fix=N_("Replace the tag with an allowed one, remove it, or set "
                "<turbo:extendedHtml>true</turbo:extendedHtml> if it is one of the extended tags."),
         reference=CONTENT,
         message=N_("<{tag}> is not allowed in Turbo content ({count}×)")),
    rule("turbo-attribute", "warning", "turbo",
         title=N_("Attribute not allowed in Turbo content"),
         explanation=N_("Only the attributes the Turbo markup uses are kept (src, href, data-*, the block "
                        "attributes ...); class and id only with turbo:extendedHtml. Others, including "
                        "style, are dropped."),
         fix=N_("Remove the attribute, or set turbo:extendedHtml for class and id."),
         reference=CONTENT,
         message=N_("attribute {attribute} on <{tag}> is dropped by Turbo ({count}×)")),
    rule("turbo-media-url", "error", "turbo",
         title=N_("Image, video or embed without an absolute URL"),
         explanation=N_("img, video source and iframe addresses must be absolute http(s) URLs that answer "
                        "200; a relative address points nowhere from Yandex's servers."),
         fix=N_("Write the full https:// address."),
         reference=N_("Yandex Turbo requirements, “Sending the page content” (images and video)"),
         message=N_("<{tag}> address “{value}” is not an absolute http(s) URL")),
    rule("turbo-video-preview", "error", "turbo",
         title=N_("MP4 video without a preview image"),
         explanation=N_("An mp4 video block is <figure><video>…</video><img src=\"preview\"/></figure>: the "
                        "preview image must be in the same figure."),
         fix=N_("Add <img src=\"...\"/> for the preview inside the video's figure."),
         reference=CONTENT,
         message=N_("the mp4 video has no preview <img> in its <figure>")),
    rule("turbo-block-value", "warning", "turbo",
         title=N_("A block's attribute has a value Turbo does not know"),
         explanation=N_("Turbo's blocks take a few values for some attributes: a slider's data-view "
                        "(square, portrait, landscape) and data-item-view (cover, contain), the share block's "
                        "networks, the feedback widget's data-stick and contact types, the read-also feed's "
                        "data-layout, a button's data-turbo. Another value is not one of the block's forms."),
         fix=N_("Write one of the values the message lists."),
         reference=BLOCKS,
         message=N_("<{tag}{block}> {attribute}=\"{value}\": Turbo knows {allowed}")),
    rule("turbo-block-incomplete", "warning", "turbo",
         title=N_("A block lacks an attribute it needs"),
         explanation=N_("An audio block plays the file its src names, a button goes where its formaction "
                        "points, and a callback form names the company and the link of its agreement "
                        "together: without them the block has nothing to do."),
         fix=N_("Add the attribute the message names."),
         reference=BLOCKS,
         message=N_("<{tag}{block}> has no {attribute}")),
    rule("turbo-image-count", "warning", "turbo",
         title=N_("More than 50 images"),
         explanation=N_("Turbo pages show at most 50 images (practice); the rest are dropped."),
         fix=N_("Move images to a gallery block or split the article."),
         reference=N_("Yandex Turbo requirements, “Sending the page content” (at most 50 images in an item)"),
         message=N_("the page has {count} images; at most {limit} are shown")),
)
