"""Starting the GUI: the application object, its identity for QSettings, and the first window."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .. import __version__
from . import icons
from .main_window import MainWindow

APP_ID = "ru.turboeditor.TurboEditor"


def make_app(argv: list[str] | None = None) -> QApplication:
    if QApplication.instance() is None:
        # The preview's QtWebEngine is loaded later, on demand; it needs this set first.
        QApplication.setAttribute(Qt.AA_ShareOpenGLContexts)
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("TurboEditor")
    app.setOrganizationDomain("turboeditor.ru")
    app.setApplicationName("Turbo Editor")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(icons.named("turbo-editor"))
    return app


def run(files: list[str]) -> int:
    app = make_app()
    window = MainWindow()
    window.show()
    if files:
        window.open_path(files[0], confirm=False)
    for extra in files[1:]:
        other = MainWindow()
        other.show()
        other.open_path(extra, confirm=False)
        window.__dict__.setdefault("_siblings", []).append(other)
    return app.exec()
