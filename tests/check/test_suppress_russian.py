"""The project file's problems in the user's language (issue 16): what is wrong with
.turbo-editor.toml reaches the Problems list and the check command, so it speaks Russian too."""

import pytest

from russian_text import foreign_words
from turbo_editor.check import suppress
from turbo_editor.check.files import check_file


def problem_of(tmp_path, toml: str) -> str:
    feed = tmp_path / "feed.xml"
    feed.write_text('<rss version="2.0"><channel><title>t</title><link>https://example.com/</link>'
                    "<description>d</description></channel></rss>", encoding="utf-8")
    (tmp_path / suppress.PROJECT_FILE).write_text(toml, encoding="utf-8")
    return check_file(str(feed), "rss").project_problem


@pytest.mark.parametrize("toml", [
    "check = 5\n",
    "[check]\nfeeds = 5\n",
    '[check.feeds]\n"feed.xml" = 5\n',
    "[check]\nignore = 5\n",
    '[check]\nignore = ["item-guid-mising"]\n',
])
def test_every_problem_with_the_project_file_is_said_in_russian(tmp_path, speaking, toml):
    speaking("ru")
    problem = problem_of(tmp_path, toml)
    assert problem
    assert not foreign_words(problem, (str(tmp_path / suppress.PROJECT_FILE), "docs/rules.ru.md",
                                       "item-guid-mising", "check", "feeds", "feed.xml", "ignore",
                                       "item-guid-missing")), problem


def test_a_project_file_that_is_a_folder_is_named_and_explained(tmp_path, speaking):
    speaking("ru")
    (tmp_path / suppress.PROJECT_FILE).mkdir()
    with pytest.raises(suppress.ProjectFileError) as caught:
        suppress.load(tmp_path / "feed.xml")
    assert str(tmp_path / suppress.PROJECT_FILE) in str(caught.value)
    assert not foreign_words(caught.value.message), caught.value.message


def test_unknown_rules_on_the_command_line_in_either_language(speaking):
    speaking("ru")
    with pytest.raises(ValueError) as caught:
        suppress.parse_option(["item-guid-mising,zzzz-qqq"])
    text = str(caught.value)
    assert "item-guid-missing" in text and "docs/rules.ru.md" in text
    assert not foreign_words(text, ("item-guid-mising", "item-guid-missing", "zzzz-qqq", "docs/rules.ru.md")), text
    speaking("en")
    with pytest.raises(ValueError) as caught:
        suppress.parse_option(["item-guid-mising"])
    assert str(caught.value) == "unknown rule 'item-guid-mising' (did you mean item-guid-missing?)"
