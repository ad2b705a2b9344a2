"""Words Turbo itself puts on a page ("Share", "Read also"), in the page's language.

Turbo draws these for the page's readers, so they follow the channel's
``<language>``, not the editor's interface: a Russian feed shows "Поделиться"
even to someone who edits it in English, and an English feed "Share". Turbo's
own interface was Russian: a feed in a language of the Russian-speaking
audience (or with no language) gets the Russian words, any other the English
ones. The words are in the gettext catalogue like the editor's sentences, read
in the page's language (``messages.catalogue``); the Russian translations are
Turbo's exact wording, not ours to rephrase.

The editor's own notes on the page (ad places, blocked images, warnings) are
another matter: they speak the interface language, with ``messages._``.
"""

from __future__ import annotations

from .. import messages
from ..messages import N_

_WORDS = {
    "share": N_("Share"),
    "related": N_("Read also"),
    "comments": N_("Comments"),
    "all_comments": N_("All comments"),
    "callback_title": N_("Request a call back"),
    "name": N_("Name"),
    "phone": N_("Phone"),
    "send": N_("Send"),
    # Followed by a link: the company's name, or "the site".
    "agreement": N_("By pressing the button you agree to the processing of personal data under the terms of "),
    "agreement_default": N_("the site"),
    "search": N_("Search"),
    "search_placeholder": N_("Search the site"),
    "show_more": N_("Show more"),
    "read_more": N_("Read more"),
    "contact_us": N_("Contact us"),
    "open_site": N_("Open the site"),
    "turbo_page": N_("Turbo page"),
    "ad": N_("Advertisement"),
    "rating": N_("{value} of {best}"),
}

# The feedback widget's buttons; the messengers keep their own names in every language.
_FEEDBACK = {
    "call": N_("Call"), "callback": N_("Call back"), "chat": N_("Chat"), "mail": N_("E-mail"),
    "vkontakte": N_("VKontakte"), "odnoklassniki": N_("Odnoklassniki"),
    "twitter": "Twitter", "facebook": "Facebook", "viber": "Viber", "whatsapp": "WhatsApp", "telegram": "Telegram",
}

# Languages whose readers saw Turbo's Russian interface.
_RUSSIAN_UI = ("ru", "uk", "be", "kk", "tt", "ba", "rus", "ukr", "bel")


def page_language(language: str | None) -> str:
    """The language Turbo's words are in on a page of a feed in ``language`` ("ru" or "en")."""
    code = (language or "ru").strip().lower().replace("_", "-").split("-")[0]
    return "ru" if code in _RUSSIAN_UI or not code else "en"


class Labels:
    """Turbo's words for one page: ``labels["share"]``, ``labels.photos(3)``, ``labels.feedback("call")``."""

    def __init__(self, language: str):
        self.language = language
        self._catalogue = messages.catalogue(language)

    def __getitem__(self, key: str) -> str:
        return self._catalogue.gettext(_WORDS[key])

    def feedback(self, kind: str) -> str:
        """The label of a feedback widget button (``kind`` as written when Turbo does not know it)."""
        name = _FEEDBACK.get(kind)
        return kind if name is None else self._catalogue.gettext(name)

    def photos(self, count: int) -> str:
        """The gallery's counter."""
        return self._catalogue.ngettext("{count} photo", "{count} photos", count).format(count=count)

    def decimal(self, value: float) -> str:
        """A number as the page's readers write it (4,7 in Russian)."""
        text = f"{value:.1f}".rstrip("0").rstrip(".")
        return text.replace(".", ",") if self.language == "ru" else text


def labels_for(language: str | None) -> Labels:
    """Turbo's words for a page of a feed whose ``<language>`` is ``language``."""
    return Labels(page_language(language))
