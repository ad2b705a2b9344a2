"""Buttons, the callback form, the search form and the feedback widget, drawn inert.

No ``<form>``, ``<input>`` or ``<button>`` reaches the page: fields are
boxes with their placeholder, buttons are links (their ``formaction``) or
plain boxes, so nothing in the preview can submit or send anything.
"""

from __future__ import annotations

import re

from lxml import etree

from ..messages import _
from . import sanitize
from .markup import el, style, text_of

FEEDBACK_TYPES = ("call", "callback", "chat", "mail", "vkontakte", "odnoklassniki", "twitter", "facebook",
                  "viber", "whatsapp", "telegram")
_PHONE = re.compile(r"^[+\d][\d\s().\-]{3,}$")


def button(src: etree._Element, out: etree._Element, r) -> None:
    classes = ["tp-button"]
    if (src.get("data-primary") or "").strip().lower() == "true":
        classes.append("tp-primary")
    disabled = src.get("disabled") is not None
    if disabled:
        classes.append("tp-disabled")
        node = el(out, "span", " ".join(classes))
    else:
        node = r.link(out, src.get("formaction"), " ".join(classes))
    colors = style(background_color=sanitize.color(src.get("data-background-color")),
                   color=sanitize.color(src.get("data-color")))
    if colors:
        node.set("style", colors)
    node.text = text_of(src) or "—"


def form(src: etree._Element, out: etree._Element, r) -> None:
    kind = (src.get("data-type") or "").strip().lower()
    if kind == "callback":
        callback_form(src, out, r)
    elif _search_field(src) is not None:
        search_form(src, out, r)
    else:
        # A form Turbo has no block for: show what it says, send nothing.
        r.children(src, el(out, "div", "tp-form"))
        if next(src.iter("input", "select", "textarea"), None) is not None:
            el(out, "p", "tp-warn", _("Turbo has a block only for a search form (an input of type “search”) and a "
                                      "callback form (data-type=\"callback\"): the fields of this one are not shown."))


def _search_field(src: etree._Element) -> etree._Element | None:
    return next((i for i in src.iter("input") if (i.get("type") or "").strip().lower() == "search"), None)


def callback_form(src: etree._Element, out: etree._Element, r) -> None:
    labels = r.labels
    box = el(out, "div", "tp-form tp-callback")
    el(box, "div", "tp-block-title", labels["callback_title"])
    el(box, "span", "tp-input", labels["name"])
    el(box, "span", "tp-input", labels["phone"])
    el(box, "span", "tp-button tp-primary tp-inert", labels["send"])
    company = " ".join((src.get("data-agreement-company") or "").split())
    agreement = el(box, "p", "tp-agreement", labels["agreement"])
    r.link(agreement, src.get("data-agreement-link"), "tp-agreement-link", company or labels["agreement_default"])
    send_to = (src.get("data-send-to") or "").strip()
    if send_to:
        el(box, "p", "tp-note", _("Requests go to {address}").format(address=send_to))
    else:
        el(box, "p", "tp-warn", _("No data-send-to: Turbo has nowhere to send the requests."))


def search_form(src: etree._Element, out: etree._Element, r) -> None:
    field = _search_field(src)
    placeholder = " ".join((field.get("placeholder") or "").split()) or r.labels["search_placeholder"]
    box = el(out, "div", "tp-search", role="search")
    el(box, "span", "tp-input tp-search-input", placeholder)
    el(box, "span", "tp-button tp-search-button", r.labels["search"])
    action = sanitize.link_url(src.get("action"))
    if action:
        el(out, "p", "tp-note", _("Searches {site}").format(site=sanitize.host_of(action) or action))


def feedback_widget(src: etree._Element, out: etree._Element, r) -> None:
    box = el(out, "div", "tp-widget")
    title = " ".join((src.get("data-title") or "").split()) or r.labels["contact_us"]
    el(box, "div", "tp-block-title", title)
    row = el(box, "div", "tp-widget-items")
    for child in src.iter("div"):
        kind = (child.get("data-type") or "").strip().lower()
        if not kind:
            continue
        known = kind in FEEDBACK_TYPES
        node = r.link(row, _contact_url(kind, child.get("data-url")),
                      f"tp-widget-button tp-fb-{kind}" if known else "tp-widget-button tp-fb-unknown")
        el(node, "span", "tp-widget-icon", aria_hidden="true")
        el(node, "span", "tp-widget-label", r.labels.feedback(kind))
    stick = (src.get("data-stick") or "right").strip().lower()
    if stick == "left":
        el(box, "p", "tp-note", _("Turbo pins this widget to the left edge of the screen."))
    elif stick == "right":
        el(box, "p", "tp-note", _("Turbo pins this widget to the right edge of the screen."))


def _contact_url(kind: str, value: str | None) -> str | None:
    """What a widget button opens: phone numbers and addresses get their scheme."""
    value = (value or "").strip()
    if not value:
        return None
    if kind == "call" and _PHONE.match(value):
        return "tel:" + re.sub(r"[^\d+]", "", value)
    if kind == "mail" and "@" in value and ":" not in value:
        return "mailto:" + value
    return value
