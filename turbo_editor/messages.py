"""Messages of the Qt-free layers (the commands, the checker, the services) in the user's language.

GNU gettext, as Python has it: the sources mark their sentences with ``_("…")`` and
``ngettext("1 error", "%(n)d errors", n)``; ``make messages`` extracts them with Babel
into ``resources/locale/turbo_editor.pot``, merges them into each language's ``.po`` and
compiles the ``.mo`` read here. English is the source text, so it needs no catalogue.

One language a process: a command sets it from ``--lang`` or the locale, the window
from its interface language (``use``). Sentences kept in module-level tables are marked
with ``N_`` and translated where they are shown.
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path

DOMAIN = "turbo_editor"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "resources" / "locale"
LANGUAGES = ("en", "ru")

_catalogues: dict[str, gettext.NullTranslations] = {}
_language = "en"
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def catalogue(language: str) -> gettext.NullTranslations:
    """The translations for ``language`` (English: the source text itself)."""
    if language not in _catalogues:
        _catalogues[language] = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)
    return _catalogues[language]


def feed_words_language(feed_language: str | None, interface_language: str) -> str:
    """The language of words the editor writes into a feed (a snippet's sample text, a new row's
    text): the feed's own (its channel ``<language>``; "ru-RU" and "en_us" count as "ru" and "en")
    when we have it, else the interface's."""
    code = (feed_language or "").strip().lower().replace("_", "-").split("-")[0]
    return code if code in LANGUAGES else interface_language


def use(language: str) -> str:
    """Speak ``language`` from now on (one of LANGUAGES; anything else means English)."""
    global _language, _catalogue
    _language = language if language in LANGUAGES else "en"
    _catalogue = catalogue(_language)
    return _language


def language() -> str:
    return _language


def from_environment(environ=os.environ) -> str:
    """The language the locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads
    them), if we have it, else English."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for wanted in value.split(":"):             # LANGUAGE may list several, best first
            code = wanted.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                return "en"
        return "en"
    return "en"


def _(message: str) -> str:
    """``message`` in the current language."""
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence for the number ``n`` in the current language (Russian has three)."""
    return _catalogue.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is defined; ``_()`` translates it where it is used."""
    return message
