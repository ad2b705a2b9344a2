"""Suppressions: --ignore, the project file next to the feed, and what they leave out."""

from pathlib import Path

import pytest

from turbo_editor.check import check_file, suppress
from turbo_editor.check.cli import main as check_main
from turbo_editor.publish.cli import main as export_main

DATA = Path(__file__).resolve().parents[1] / "data" / "check"
GUIDLESS = (DATA / "rss" / "item-guid-missing.xml").read_bytes()
ERROR = (DATA / "turbo" / "link-domain.xml").read_bytes()        # one error: an item on another site


@pytest.fixture
def feed(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_bytes(GUIDLESS)
    return path


def test_the_ignore_option_leaves_the_rule_out_and_counts_it(feed, capsys):
    assert check_main([str(feed)]) == 0
    assert "item-guid-missing" in capsys.readouterr().out
    assert check_main([str(feed), "--ignore", "item-guid-missing,atom-self-missing"]) == 0
    out = capsys.readouterr().out
    assert "item-guid-missing" not in out and out.endswith("0 warnings, 0 notes; 1 ignored\n")


def test_an_unknown_rule_is_a_usage_error_with_a_suggestion(feed, capsys):
    assert check_main([str(feed), "--ignore", "item-guid-mising"]) == 2
    assert "unknown rule 'item-guid-mising' (did you mean item-guid-missing?)" in capsys.readouterr().err


def test_the_project_file_ignores_per_feed_and_per_folder(feed, tmp_path):
    (tmp_path / ".turbo-editor.toml").write_text(
        '# ours\n[check.feeds."feed.xml"]\nignore = ["item-guid-missing"]\n', encoding="utf-8")
    result = check_file(feed)
    assert result.findings == [] and [f.rule for f in result.ignored] == ["item-guid-missing"]
    assert check_file(feed, project=False).findings[0].rule == "item-guid-missing"
    other = tmp_path / "other.xml"
    other.write_bytes(GUIDLESS)
    assert [f.rule for f in check_file(other).findings] == ["item-guid-missing"]    # another feed's list
    (tmp_path / ".turbo-editor.toml").write_text('[check]\nignore = ["item-guid-missing"]\n', encoding="utf-8")
    assert check_file(other).findings == []                                          # the folder's list


def test_a_broken_project_file_is_named_with_its_place_and_ignores_nothing(feed, tmp_path, capsys):
    (tmp_path / ".turbo-editor.toml").write_text('[check.feeds."feed.xml"\nignore = 1\n', encoding="utf-8")
    assert check_main([str(feed)]) == 0
    captured = capsys.readouterr()
    assert "item-guid-missing" in captured.out
    assert f"{tmp_path / '.turbo-editor.toml'}:1:" in captured.err and "not valid TOML" in captured.err
    (tmp_path / ".turbo-editor.toml").write_text('[check]\nignore = "item-guid-missing"\n', encoding="utf-8")
    assert "must be a list of rule ids" in check_file(feed).project_problem


def test_saving_a_feeds_list_keeps_the_rest_of_the_file(feed, tmp_path):
    project = tmp_path / ".turbo-editor.toml"
    original = ('# Rules we agreed to live with.\n[check]\nignore = ["atom-self-missing"]  # no self link yet\n\n'
                '[check.feeds."other.xml"]\nignore = ["html-in-text"]\n')
    project.write_text(original, encoding="utf-8")
    suppress.save(feed, {"item-guid-missing"})
    text = project.read_text(encoding="utf-8")
    assert text.startswith(original)
    assert '[check.feeds."feed.xml"]\nignore = ["item-guid-missing"]' in text
    assert suppress.load(feed) == suppress.Suppressions(frozenset({"atom-self-missing"}),
                                                        frozenset({"item-guid-missing"}))
    suppress.save(feed, set())
    assert project.read_text(encoding="utf-8").rstrip() == original.rstrip()


def test_a_project_file_the_editor_made_goes_away_when_its_list_empties(feed, tmp_path):
    suppress.save(feed, {"item-guid-missing"})
    assert (tmp_path / ".turbo-editor.toml").exists()
    suppress.save(feed, set())
    assert not (tmp_path / ".turbo-editor.toml").exists()


def test_export_writes_a_feed_whose_only_errors_are_ignored(tmp_path, capsys):
    source = tmp_path / "turbo.xml"
    source.write_bytes(ERROR)
    out = tmp_path / "out"
    assert export_main([str(source), "--out-dir", str(out)]) == 1
    assert "turbo-link-domain" in capsys.readouterr().out
    assert export_main([str(source), "--out-dir", str(out), "--ignore", "turbo-link-domain"]) == 0
    assert (out / "turbo.xml").exists()
    assert "turbo-link-domain" not in capsys.readouterr().out
