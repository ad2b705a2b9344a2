"""The interface language: English or Russian, from Preferences or the system locale."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from .. import messages
from . import settings
from .icons import RESOURCES

TRANSLATIONS = RESOURCES / "translations"
LANGUAGES = ("en", "ru")
_current = "en"
_installed: list = []          # the translators install() put on the application, removed by the next call


def preferred_language() -> str:
    """The language chosen in Preferences, else the system's if we have it, else English."""
    chosen = settings.get(settings.LANGUAGE)
    if chosen in LANGUAGES:
        return chosen
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def current() -> str:
    """The language the interface was started in (findings are shown in it too)."""
    return _current


def install(app, language: str | None = None) -> str:
    """Load our catalogue and Qt's own for the language; returns the language in use.

    Translators a previous call installed are removed first, so calling it again
    switches the language for widgets made afterwards. English loads only the
    plural forms of its own strings (turbo_editor_en.qm, made with lupdate -pluralonly).
    """
    global _current
    language = language or preferred_language()
    _current = messages.use("en")
    while _installed:
        translator = _installed.pop()
        app.removeTranslator(translator)
        translator.deleteLater()
    ours = QTranslator(app)
    if not ours.load(str(TRANSLATIONS / f"turbo_editor_{language}.qm")):
        return _current
    app.installTranslator(ours)
    _installed.append(ours)
    if language == "en":            # only the plural forms, "1 error" / "2 errors"; Qt's own texts are English
        return _current
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    # The services' sentences (gettext) follow the interface.
    _current = messages.use(language)
    return _current
