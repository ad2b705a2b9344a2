"""Starting the GUI: the application object, its identity for QSettings, and the first window."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .. import __version__
from . import i18n, icons
from .main_window import MainWindow, set_off
from .recovery import find_recoverable, recover_into
from .recovery_dialog import RecoveryDialog

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
    i18n.install(app)
    windows: list = []              # kept alive for the life of the application

    def new_window():
        return open_window(windows)

    window = new_window()
    recovered = offer_recovery(window)
    reopen_recovered(recovered, window, new_window)
    for path in files:
        target = window if not recovered and path == files[0] else new_window()
        target.files.open_path(path, confirm=False)
    return app.exec()


def open_window(windows: list):
    """A new window, shown, and added to ``windows``: each after the first set off from the last,
    or all of them (the files named at start, the copies recovered) stood on one another."""
    window = MainWindow()
    if windows:
        set_off(window, windows[-1])
    window.show()
    windows.append(window)
    return window


def offer_recovery(parent) -> list:
    """Ask about work a crashed session left behind; returns the copies to reopen."""
    found = find_recoverable()
    if not found:
        return []
    dialog = RecoveryDialog(found, parent)
    dialog.exec()
    return dialog.chosen


def reopen_recovered(recovered: list, window, new_window) -> None:
    """Open each recovered copy, unsaved and in the encoding it was to be saved in: the first in
    ``window`` while that holds nothing, the others in windows ``new_window()`` makes."""
    for rec in recovered:
        empty = window.session.path is None and not window.session.is_modified
        target = window if empty and rec is recovered[0] else new_window()
        recover_into(target.session, rec, rec.encoding, target.autosaver)


def _window_picture(app, window):
    """The window as it is on the screen. On a real display that is the screen's pixels: a widget's
    own grab() leaves the preview blank, since Chromium draws it outside the widget tree."""
    if app.platformName() not in ("offscreen", "minimal"):
        picture = window.screen().grabWindow(window.winId())
        if not picture.isNull():
            return picture
    return window.grab()


def _blank(app, widget) -> bool:
    """Whether ``widget`` shows one flat colour on the screen (only asked on a real display)."""
    if app.platformName() in ("offscreen", "minimal"):
        return False
    image = _window_picture(app, widget.window()).toImage()
    corner = widget.mapTo(widget.window(), widget.rect().topLeft())
    seen = {image.pixel(corner.x() + x, corner.y() + y)
            for x in range(0, widget.width(), 7) for y in range(widget.height() // 5, widget.height(), 7)}
    return len(seen) <= 1


def _settle(ms: int) -> None:
    """Run the event loop for ``ms`` of real time, timers included (processEvents alone returns at
    once when nothing is queued, before a timer due later has fired)."""
    from PySide6.QtCore import QEventLoop, QTimer
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def screenshot(path: str, out: str, size: tuple[int, int], *, select: str | None = None,
               show: list[str] = ()) -> int:
    """Open a feed in a window of ``size``, wait until it is shown and checked, save a PNG of the
    whole window (for the README and AppStream, and to look at the window headless)."""
    from PySide6.QtCore import QEventLoop, QTimer
    app = make_app()
    i18n.install(app)
    window = MainWindow(remember_layout=False)
    window.interactive = False                  # errors go to stderr: no dialog may wait for a click
    window.resize(*size)
    window.show()
    if not window.files.open_path(path, confirm=False):
        return 1
    deadline = QTimer(singleShot=True, interval=30000)
    deadline.start()
    while deadline.isActive() and (window.validator.busy or (window.xml_pane.active and not window.xml_pane.in_sync)):
        app.processEvents(QEventLoop.AllEvents, 50)
    window.validator.flush()
    if select:
        element = window.navigator.element_at_path(select)
        if element is None:
            print(f"turbo-editor: --select: no element at {select}", file=sys.stderr)
            return 2
        window.navigator.reveal_element(element)
    rendered = []
    window.preview.rendered.connect(lambda: rendered.append(True))
    for name in show:
        window.navigator.show_panel(name)
    _settle(1000)                   # layouts, the pane's marks (a 40 ms timer) and the preview
    if window.preview.active and window.preview.item is not None:
        # The page is drawn by Chromium in its own process: wait until it has loaded, then a few frames.
        deadline.start()
        while deadline.isActive() and not rendered:
            app.processEvents(QEventLoop.AllEvents, 50)
        # Loaded is not yet drawn: on a busy machine Chromium's frame comes later. Wait until the
        # panel shows more than its blank background (or the deadline passes).
        deadline.start(10000)
        while deadline.isActive() and _blank(app, window.preview):
            app.processEvents(QEventLoop.AllEvents, 50)
        _settle(250)
    if not _window_picture(app, window).save(out, "PNG"):
        print(f"turbo-editor: cannot write {out}", file=sys.stderr)
        return 2
    window.session.undo_stack.setClean()
    window.close()
    return 0
