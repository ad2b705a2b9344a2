"""The interface language: English or Russian, from Preferences or the system locale."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .. import messages
from . import settings
from .icons import RESOURCES

TRANSLATIONS = RESOURCES / "translations"
LANGUAGES = ("en", "ru")
# Each language in its own name: whoever cannot read the interface finds theirs.
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}
# Qt's own catalogues for the widgets we show: qtbase (dialogs, buttons, context menus, QUndoView)
# and qtwebengine (the preview's context menu: Back, Reload, Copy, Save page…).
QT_CATALOGUES = ("qtbase", "qtwebengine")
_current = "en"
_installed: list = []          # the translators install() put on the application, removed by the next call

def preferred_language() -> str:
    """The language chosen in Preferences, else the system's if we have it, else English."""
    chosen = settings.get(settings.LANGUAGE)
    if chosen in LANGUAGES:
        return chosen
    return system_language()


def system_language() -> str:
    """The system locale's language if we have it, else English ("As the system" in Preferences)."""
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def mended_qt_strings() -> list[str]:
    """Qt's own strings that its Russian catalogue lacks or words badly, as the installed translators
    give them now. Our catalogue has them under Qt's contexts (lupdate finds them here), and it is
    installed last, so it is asked first: Qt asks the newest translator first."""
    translate = QCoreApplication.translate
    return [
        # Qt 6 added an accelerator to two labels of its file dialog, and qtbase_ru.qm has them only
        # without it ("Look in:"), so they stay English; "Directory:" is "Каталог:", not our "папка".
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        translate("QFileDialog", "Directory:"),
        # The Type column of the file dialog for a folder: missing from qtbase_ru.qm.
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        # The button of "Save the changes?" that closes without saving, "Отклонить" (reject) in
        # qtbase_ru; the desktop theme picks one of these texts.
        translate("QPlatformTheme", "Discard"),
        translate("QPlatformTheme", "Don't Save"),
        translate("QPlatformTheme", "Close without Saving"),
        # "OK" stays in Latin letters in qtbase_ru; Russian interfaces write it in Cyrillic, «ОК».
        translate("QPlatformTheme", "OK"),
    ]


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
    if language != "en":            # English: only the plural forms, "1 error" / "2 errors"; Qt's own texts are English
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name in QT_CATALOGUES:
            qt = QTranslator(app)
            if qt.load(f"{name}_{language}", folder):
                app.installTranslator(qt)
                _installed.append(qt)
    app.installTranslator(ours)     # last, so that it is asked first: it mends some of Qt's (mended_qt_strings)
    _installed.append(ours)
    # Qt's texts that come from the locale rather than a catalogue (day names, the file types a file
    # dialog shows, its dates) follow the interface too, unless the system already speaks it.
    system = QLocale.system()
    QLocale.setDefault(system if system.name().split("_")[0] == language else QLocale(language))
    # The services' sentences (gettext) follow the interface.
    _current = messages.use(language)
    return _current
