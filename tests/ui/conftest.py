"""GUI fixtures: a window with QSettings in a temporary folder and dialogs answered by the test."""

import pytest
from PySide6.QtWidgets import QMessageBox

from support import SAMPLE


@pytest.fixture
def answers(monkeypatch):
    """Queue the buttons that message boxes will return; a box nobody expected fails the test."""
    queue = []

    def answer(*_args, **_kwargs):
        assert queue, "an unexpected message box was shown"
        return queue.pop(0)
    for name in ("warning", "question", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(answer))

    def unexpected(box):            # a box of its own buttons would wait for a click for good
        raise AssertionError(f"an unexpected message box: {box.text()}")
    monkeypatch.setattr(QMessageBox, "exec", unexpected)
    return queue


@pytest.fixture
def clicks(monkeypatch, answers):
    """Buttons to click in the next custom message boxes, by their text; what each box said."""
    queue, shown = [], []

    def exec_(box):
        shown.append(box.text())
        assert queue, f"an unexpected message box: {box.text()}"
        wanted = queue.pop(0)
        box.clickedButton = lambda: next(b for b in box.buttons() if b.text() == wanted)
        return 0
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return queue, shown


@pytest.fixture
def window(qtbot, settings_dir, answers):
    from PySide6.QtWidgets import QApplication

    from turbo_editor.ui import i18n
    from turbo_editor.ui.main_window import MainWindow
    i18n.install(QApplication.instance(), "en")     # as the application does: English plural forms
    win = MainWindow()
    win.show()
    qtbot.waitExposed(win)
    yield win
    # Closed here rather than by qtbot, whose teardown runs first and would meet the save prompt.
    win.xml_pane.flush()
    if win.session.is_modified:
        answers.append(QMessageBox.Discard)     # whatever a test left unsaved is not the point here
    win.close()
    win.deleteLater()


@pytest.fixture
def sample_window(window, tmp_path, qtbot):
    path = tmp_path / "feed.xml"
    path.write_bytes(SAMPLE.read_bytes())
    assert window.files.open_path(str(path), confirm=False)
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=3000)   # the pane fills in after the window
    return window
