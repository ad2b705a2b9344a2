"""Catalog: the page HTML in turbo:content (seeds/000, TURBO.md “Content”)."""

from ..rule import rule

CONTENT = "Yandex Turbo requirements (seeds/000), “Sending the page content”; TURBO.md, “Content”"

RULES = (
    rule("turbo-content-cdata", "error", "turbo",
         title="turbo:content not in CDATA",
         explanation="The page HTML is sent inside <![CDATA[ ... ]]>. Entity-escaped HTML is the same "
                     "XML, but Turbo's processing expects CDATA, and escaping is easily done twice.",
         fix="Wrap the HTML in <![CDATA[ ... ]]> (the editor does this when you edit the content).",
         reference=CONTENT,
         en="turbo:content is not wrapped in <![CDATA[ ... ]]>",
         ru="turbo:content не обёрнут в <![CDATA[ ... ]]>"),
    rule("turbo-content-escaped", "error", "turbo",
         title="Entity-encoded markup inside CDATA",
         explanation="Inside CDATA, &lt;p&gt; is not a paragraph but the visible text “<p>”: the HTML was "
                     "escaped before being wrapped in CDATA. Inside <pre> and <code> an escaped tag is a "
                     "code sample the page shows on purpose, and is not reported.",
         fix="Unescape the HTML (write < and > themselves) inside the CDATA section; the quick fix does "
             "this everywhere except inside <pre> and <code>.",
         reference=f"{CONTENT} (“no entity-encoded markup inside the CDATA”)",
         en="turbo:content holds escaped markup such as “{sample}” ({count}×), which shows as text",
         ru="в turbo:content экранированная разметка вроде «{sample}» ({count}×), она будет видна как текст"),
    rule("turbo-header-missing", "error", "turbo",
         title="Page does not start with <header>",
         explanation="Turbo content starts with a header: <header><h1>Title</h1> ... </header>. The "
                     "page title shown in search comes from it.",
         fix="Put <header><h1>…</h1></header> first in the content.",
         reference=CONTENT,
         en="turbo:content must start with <header>, not with {found}",
         ru="turbo:content должен начинаться с <header>, а начинается с {found}"),
    rule("turbo-h1-missing", "error", "turbo",
         title="Header without an <h1>",
         explanation="The header's h1 is the page title; without it (or with an empty one) the page has "
                     "no title.",
         fix="Add <h1>Title</h1> inside <header>.",
         reference=CONTENT,
         en="the page header has no non-empty <h1>",
         ru="в заголовке страницы нет непустого <h1>"),
    rule("turbo-tag", "error", "turbo",
         title="Tag not allowed in Turbo content",
         explanation="Turbo pages accept a fixed set of HTML tags (headings, paragraphs, lists, tables, "
                     "figures, video, iframe, the data-block markup ...). span, aside, main, footer and "
                     "section need turbo:extendedHtml; script, style, object and the like are never "
                     "allowed.",
         fix="Replace the tag with an allowed one, remove it, or set "
             "<turbo:extendedHtml>true</turbo:extendedHtml> if it is one of the extended tags.",
         reference=CONTENT,
         en="<{tag}> is not allowed in Turbo content ({count}×)",
         ru="тег <{tag}> недопустим в Турбо-странице ({count}×)"),
    rule("turbo-attribute", "warning", "turbo",
         title="Attribute not allowed in Turbo content",
         explanation="Only the attributes the Turbo markup uses are kept (src, href, data-*, the block "
                     "attributes ...); class and id only with turbo:extendedHtml. Others, including "
                     "style, are dropped.",
         fix="Remove the attribute, or set turbo:extendedHtml for class and id.",
         reference=CONTENT,
         en="attribute {attribute} on <{tag}> is dropped by Turbo ({count}×)",
         ru="атрибут {attribute} у <{tag}> Турбо отбрасывает ({count}×)"),
    rule("turbo-media-url", "error", "turbo",
         title="Image, video or embed without an absolute URL",
         explanation="img, video source and iframe addresses must be absolute http(s) URLs that answer "
                     "200; a relative address points nowhere from Yandex's servers.",
         fix="Write the full https:// address.",
         reference=f"{CONTENT} (images and video); TURBO.md, “Publishing” (relative image URLs)",
         en="<{tag}> address “{value}” is not an absolute http(s) URL",
         ru="адрес в <{tag}> «{value}» — не абсолютный http(s)-адрес"),
    rule("turbo-video-preview", "error", "turbo",
         title="MP4 video without a preview image",
         explanation="An mp4 video block is <figure><video>…</video><img src=\"preview\"/></figure>: the "
                     "preview image must be in the same figure.",
         fix="Add <img src=\"...\"/> for the preview inside the video's figure.",
         reference=CONTENT,
         en="the mp4 video has no preview <img> in its <figure>",
         ru="у видео mp4 нет картинки-превью <img> в том же <figure>"),
    rule("turbo-image-count", "warning", "turbo",
         title="More than 50 images",
         explanation="Turbo pages show at most 50 images (practice); the rest are dropped.",
         fix="Move images to a gallery block or split the article.",
         reference="TURBO.md, “Content” (at most 50 images per item)",
         en="the page has {count} images; at most {limit} are shown",
         ru="на странице {count} изображений, показывается не больше {limit}"),
)
