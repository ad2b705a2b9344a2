"""Paths and helpers the tests share (imported as `support`)."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data"
SHARED = REPO.parent / "shared"
SAMPLE = REPO / "resources" / "samples" / "sample-turbo.xml"


def c14n(tree) -> bytes:
    """Canonical XML of a document: what "lossless" is measured by."""
    from lxml import etree
    return etree.tostring(tree, method="c14n")
