"""Shared test set-up: headless Qt and the fixture folder."""

import os

import pytest

# Headless Qt for every test; QtWebEngine (Chromium) needs --no-sandbox when the tests run as root.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")
# The commands speak the locale's language when --lang is not given: the tests expect English
# unless they ask for another (tests/test_messages.py sets the locale of its own processes).
for _variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"

from support import DATA  # noqa: E402


def pytest_configure(config):
    # Before pytest-qt makes the QApplication: the preview loads QtWebEngine later, on demand.
    from PySide6.QtCore import QCoreApplication, Qt
    QCoreApplication.setAttribute(Qt.AA_ShareOpenGLContexts)


@pytest.fixture(autouse=True)
def _english_again():
    """The commands set the messages' language for the process (--lang): English again after each test."""
    yield
    from turbo_editor import messages
    messages.use("en")


@pytest.fixture
def speaking():
    """``speaking(language)``: the language of the commands' messages for the rest of one test."""
    from turbo_editor import messages
    return messages.use


@pytest.fixture
def data_dir():
    return DATA


@pytest.fixture
def settings_dir(tmp_path, qapp):
    """QSettings in a temporary folder, under the application's own name."""
    from PySide6.QtCore import QSettings

    from turbo_editor.ui.app import make_app
    make_app()
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield tmp_path / "settings"


@pytest.fixture
def error_boxes(monkeypatch):
    """The texts of the error boxes shown, instead of showing them."""
    from PySide6.QtWidgets import QMessageBox
    shown = []
    monkeypatch.setattr(QMessageBox, "critical",
                        staticmethod(lambda _parent, title, text, *_a, **_k: shown.append((title, text))))
    return shown
