"""A new feed: written in the encoding chosen for it, and clean to every check from the start."""

import pytest

from turbo_editor.check import check_bytes
from turbo_editor.feed import FeedDocument, load


@pytest.mark.parametrize("encoding", ["UTF-8", "windows-1251", "KOI8-R"])
def test_a_new_feed_names_its_encoding_and_checks_clean(tmp_path, encoding):
    doc = FeedDocument.new(encoding=encoding)
    path = tmp_path / "new.xml"
    doc.save(str(path))
    data = path.read_bytes()
    assert data.startswith(f'<?xml version="1.0" encoding="{encoding}"?>\n<rss'.encode("ascii"))
    assert check_bytes(data).findings == []
    again = load(str(path))
    assert again.encoding == encoding and again.channel.items[0].title == "Page title"
