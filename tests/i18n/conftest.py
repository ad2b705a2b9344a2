"""Translation fixtures: the committed catalogue, what lupdate extracts now, and a window in Russian."""

import pytest
from PySide6.QtWidgets import QMessageBox

from i18n_support import REPO, TS, Message, close_window, make_window, read_ts, run_lupdate


@pytest.fixture(scope="session")
def committed() -> dict[tuple, Message]:
    assert TS.exists(), f"{TS.relative_to(REPO)} is missing: run `make translations`"
    return read_ts(TS)


@pytest.fixture(scope="session")
def extracted(tmp_path_factory) -> dict[tuple, Message]:
    """What lupdate finds in the current sources."""
    ts = tmp_path_factory.mktemp("lupdate") / "turbo_editor_ru.ts"
    run_lupdate(ts)
    return read_ts(ts)


# -- a window in Russian ---------------------------------------------------------------

@pytest.fixture
def russian(qapp, settings_dir):
    """Russian installed for the test; English (no translators) again afterwards."""
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "ru") == "ru"
    yield qapp
    assert i18n.install(qapp, "en") == "en"


@pytest.fixture
def no_message_boxes(monkeypatch):
    def unexpected(*_args, **_kwargs):
        raise AssertionError("an unexpected message box was shown")
    for name in ("warning", "question", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(unexpected))


@pytest.fixture
def russian_window(russian, no_message_boxes, qtbot):
    win = make_window(qtbot)
    yield win
    close_window(win)
