"""Turbo page preview: one item's turbo:content as a standalone, inert HTML page.

    from turbo_editor.preview import render_item, item_at
    html = render_item(doc, item, width="phone", allow_remote_images=False)

``render_item(doc, item, *, width="phone"|"desktop", allow_remote_images=False,
base_css=None) -> str`` lays the page out as Turbo does: the site bar, the
header (menu, breadcrumbs, cover, h1, h2), every content block, ad places
named after the channel's ad networks, ``yandex:related`` and a footer. The
stylesheet resources/preview/turbo.css is inlined, so the page needs nothing
beside it.

The page is safe to show in a browser engine: no scripts, event handlers,
frames, plug-ins or forms, links only to http(s)/mailto/tel, a
Content-Security-Policy that forbids scripts, and no remote image unless
``allow_remote_images`` is true (placeholders of the image's size instead).
Links keep their ``href``; the viewer decides what a click does.

Nothing here imports Qt.
"""

from .page import DESKTOP, PHONE, WIDTHS, content_security_policy, item_at, render_item

__all__ = ["render_item", "item_at", "content_security_policy", "PHONE", "DESKTOP", "WIDTHS"]
