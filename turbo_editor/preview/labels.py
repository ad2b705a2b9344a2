"""Words Turbo itself puts on a page ("Share", "Read also"), in the page's language.

Turbo draws these in the reader's language, which for a Turbo feed is the
channel's language; Russian and English are the two a feed meets in practice.
Editor notes in the preview (ad place labels, blocked images) are not Turbo's
words and stay in English.
"""

from __future__ import annotations

_EN = {
    "share": "Share",
    "related": "Read also",
    "comments": "Comments",
    "all_comments": "All comments",
    "callback_title": "Request a call back",
    "name": "Name",
    "phone": "Phone",
    "send": "Send",
    "agreement": "By pressing the button you agree to the processing of personal data under the terms of ",
    "agreement_default": "the site",
    "search": "Search",
    "search_placeholder": "Search the site",
    "show_more": "Show more",
    "read_more": "Read more",
    "contact_us": "Contact us",
    "open_site": "Open the site",
    "turbo_page": "Turbo page",
    "ad": "Advertisement",
    "photos": "{count} photos",
    "rating": "{value} of {best}",
    "feedback": {
        "call": "Call", "callback": "Call back", "chat": "Chat", "mail": "E-mail",
        "vkontakte": "VK", "odnoklassniki": "OK", "twitter": "Twitter", "facebook": "Facebook",
        "viber": "Viber", "whatsapp": "WhatsApp", "telegram": "Telegram",
    },
}

_RU = {
    "share": "Поделиться",
    "related": "Читайте также",
    "comments": "Комментарии",
    "all_comments": "Все комментарии",
    "callback_title": "Заказать обратный звонок",
    "name": "Имя",
    "phone": "Телефон",
    "send": "Отправить",
    "agreement": "Нажимая кнопку, вы соглашаетесь на обработку персональных данных на условиях ",
    "agreement_default": "сайта",
    "search": "Найти",
    "search_placeholder": "Поиск по сайту",
    "show_more": "Показать ещё",
    "read_more": "Читать полностью",
    "contact_us": "Связаться с нами",
    "open_site": "Перейти на сайт",
    "turbo_page": "Турбо-страница",
    "ad": "Реклама",
    "photos": "{count} фото",
    "rating": "{value} из {best}",
    "feedback": {
        "call": "Позвонить", "callback": "Перезвоните мне", "chat": "Чат", "mail": "Написать",
        "vkontakte": "ВКонтакте", "odnoklassniki": "Одноклассники", "twitter": "Twitter",
        "facebook": "Facebook", "viber": "Viber", "whatsapp": "WhatsApp", "telegram": "Telegram",
    },
}

# Languages whose readers saw Turbo's Russian interface.
_RUSSIAN_UI = ("ru", "uk", "be", "kk", "tt", "ba")


def labels_for(language: str | None) -> dict:
    code = (language or "ru").strip().lower().replace("_", "-").split("-")[0]
    return _RU if code in _RUSSIAN_UI else _EN


def decimal(value: float, labels: dict) -> str:
    """A rating value as the page's readers write it (4,7 in Russian)."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if labels is _RU else text
