"""A project file that is not TOML is named with its place and why, in the user's language:
tomllib says why only in English, so each of its reasons is said anew."""

import pytest

from russian_text import foreign_words
from turbo_editor import messages
from turbo_editor.check import suppress

BROKEN = {
    '[check\nignore = ["a"]\n': "“]” is missing at the end of a table name",
    '[check]\nignore ["a"]\n': "“=” is missing after a key",
    '[check]\nignore = [a]\n': 'a value is not valid: text goes in quotes, as in ignore = ["rule-id"]',
    '[check]\nignore = ["a"\n': "a list is not closed with “]”",
    '[check]\nignore = ["a]\n': "a string is not closed on its line",
    '[check]\nignore = ["a"] x\n': "a line holds more than one statement",
    '[check]\n[check]\n': "“check” is declared twice",
    '[check]\nignore = ["a\\q"]\n': None,        # whatever this Python's tomllib says: never its English
}


@pytest.fixture
def russian():
    before = messages.use("ru")
    yield
    messages.use(before)


@pytest.mark.parametrize("text", list(BROKEN))
def test_each_reason_tomllib_gives_is_said_in_our_words(tmp_path, text):
    (tmp_path / suppress.PROJECT_FILE).write_text(text, encoding="utf-8")
    with pytest.raises(suppress.ProjectFileError) as caught:
        suppress.load(str(tmp_path / "feed.xml"))
    said = str(caught.value)
    if BROKEN[text] is not None:
        assert BROKEN[text] in said
    assert caught.value.line is not None


@pytest.mark.parametrize("text", list(BROKEN))
def test_in_russian_no_english_is_left(tmp_path, russian, text):
    (tmp_path / suppress.PROJECT_FILE).write_text(text, encoding="utf-8")
    with pytest.raises(suppress.ProjectFileError) as caught:
        suppress.load(str(tmp_path / "feed.xml"))
    said = caught.value.message
    assert foreign_words(said, allowed={"TOML", "check"}) == [], said


def test_a_project_file_not_in_utf8_is_named_with_its_place(tmp_path):
    """Saved in Windows-1251 by a text editor: it was a traceback (tomllib decodes as UTF-8)."""
    (tmp_path / suppress.PROJECT_FILE).write_bytes('[check]\nignore = ["при"]\n'.encode("cp1251"))
    with pytest.raises(suppress.ProjectFileError) as caught:
        suppress.load(str(tmp_path / "feed.xml"))
    assert (caught.value.line, caught.value.column) == (2, 12) and "UTF-8" in caught.value.message


@pytest.mark.parametrize("data", [b'[check\nignore = ["a"]\n', '[check]\nignore = ["при"]\n'.encode("cp1251")])
def test_a_project_file_that_cannot_be_updated_says_why_and_where(tmp_path, russian, data):
    (tmp_path / suppress.PROJECT_FILE).write_bytes(data)
    with pytest.raises(suppress.ProjectFileError) as caught:
        suppress.save(str(tmp_path / "feed.xml"), ["item-guid-missing"])
    assert foreign_words(caught.value.message, allowed={"TOML"}) == [], caught.value.message
    assert (tmp_path / suppress.PROJECT_FILE).read_bytes() == data       # left as it was
