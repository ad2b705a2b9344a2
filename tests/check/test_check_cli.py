"""``turbo-editor check``: output formats and exit status."""

import json
import re
import subprocess
import sys
from pathlib import Path

from turbo_editor.check.cli import main

DATA = Path(__file__).resolve().parents[1] / "data" / "check"
CLEAN = DATA / "turbo" / "valid.xml"
WARNS = DATA / "rss" / "atom-self-missing.xml"
BROKEN = DATA / "xml" / "not-well-formed.xml"
ERRORS = DATA / "turbo" / "link-domain.xml"
LINE = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning|info) "
                  r"(?P<rule>[a-z0-9-]+): (?P<message>.+)$")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_clean_file_exits_0_with_only_the_summary(capsys):
    code, out, _ = run(capsys, CLEAN)
    assert code == 0
    assert out == "1 file checked: 0 errors, 0 warnings, 0 notes\n"


def test_warnings_alone_exit_0(capsys):
    code, out, _ = run(capsys, WARNS, "--profile", "rss")
    assert code == 0
    first = LINE.match(out.splitlines()[0])
    assert first and first["severity"] == "warning" and first["rule"] == "atom-self-missing"


def test_text_format_one_line_per_finding_then_a_summary(capsys):
    code, out, _ = run(capsys, ERRORS, CLEAN)
    lines = out.splitlines()
    assert code == 1
    m = LINE.match(lines[0])
    assert m and m.group("file", "line", "col", "severity", "rule") == (str(ERRORS), "11", "7", "error",
                                                                       "turbo-link-domain")
    assert m["message"] == "link is on other.example.com, not on the channel's site example.ru"
    assert lines[-1] == "2 files checked: 1 error, 0 warnings, 0 notes (1 with errors)"


def test_a_file_that_is_not_well_formed_is_an_error_finding_with_its_position(capsys):
    code, out, _ = run(capsys, BROKEN, CLEAN)
    assert code == 1
    m = LINE.match(out.splitlines()[0])
    assert m.group("file", "line", "col", "rule") == (str(BROKEN), "9", "7", "xml-not-well-formed")


def test_json_format(capsys):
    code, out, _ = run(capsys, "--format", "json", ERRORS, CLEAN)
    records = json.loads(out)
    assert code == 1
    assert records == [{"file": str(ERRORS), "line": 11, "column": 7, "severity": "error",
                        "rule": "turbo-link-domain",
                        "message": "link is on other.example.com, not on the channel's site example.ru",
                        "path": "/rss/channel/item[1]/link", "field": "link", "attribute": None,
                        "params": {"value": "other.example.com", "site": "example.ru"}, "span": None,
                        "recovered": False}]


def test_json_in_russian(capsys):
    _, out, _ = run(capsys, "--format", "json", "--lang", "ru", ERRORS)
    assert json.loads(out)[0]["message"] == "ссылка ведёт на other.example.com, а не на сайт канала example.ru"


def test_profile_option_changes_the_rules(capsys):
    _, auto, _ = run(capsys, CLEAN)
    code, rss, _ = run(capsys, CLEAN, "--profile", "rss")
    assert auto == "1 file checked: 0 errors, 0 warnings, 0 notes\n"
    assert code == 1 and " email-invalid: " in rss and " unknown-element: " not in rss


def test_unreadable_file_exits_2_and_says_why(capsys, tmp_path):
    code, out, err = run(capsys, tmp_path / "missing.xml", CLEAN)
    assert code == 2
    assert "cannot read" in err and "missing.xml" in err
    assert out.endswith("1 file checked: 0 errors, 0 warnings, 0 notes\n")


def test_usage_errors_exit_2(capsys):
    assert run(capsys)[0] == 2
    assert run(capsys, "--profile", "atom", CLEAN)[0] == 2
    assert run(capsys, "--format", "xml", CLEAN)[0] == 2


def test_runs_as_a_module_without_a_display():
    result = subprocess.run([sys.executable, "-m", "turbo_editor.check.cli", str(ERRORS)], cwd=DATA,
                            capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
    assert result.returncode == 1, result.stderr
    assert "turbo-link-domain" in result.stdout


_MISLABELLED = ('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>Новости</title>'
                "<link>https://e.ru/</link><description>Описание</description></channel></rss>\n").encode("cp1251")


def test_input_encoding_reads_a_mislabelled_file_as_the_message_advises(capsys, tmp_path):
    """The message says "Open it as windows-1251", and check had no way to (found by an audit)."""
    path = tmp_path / "feed.xml"
    path.write_bytes(_MISLABELLED)
    code, out, _ = run(capsys, path, "--profile", "rss")
    assert code == 1 and "Open it as windows-1251" in out
    code, out, _ = run(capsys, path, "--profile", "rss", "--input-encoding", "windows-1251")
    assert code == 0 and "xml-encoding-mismatch" not in out
