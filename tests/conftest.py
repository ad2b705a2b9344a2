"""Shared test set-up: headless Qt, paths to fixtures and to the shared conformance corpus."""

import os
from pathlib import Path

import pytest

# Headless Qt for every test; QtWebEngine (Chromium) needs --no-sandbox when the tests run as root.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data"
SHARED = REPO.parent / "shared"


@pytest.fixture
def data_dir() -> Path:
    return DATA


def c14n(tree) -> bytes:
    """Canonical XML of a document: what "lossless" is measured by."""
    from lxml import etree
    return etree.tostring(tree, method="c14n")
