"""The command line: convert between encodings, refuse bad input with file:line:col."""

import argparse
import subprocess
import sys

import pytest

from turbo_editor import __version__
from turbo_editor.cli import main
from turbo_editor.feed import load


def run(*args):
    return subprocess.run([sys.executable, "-m", "turbo_editor", *map(str, args)],
                          capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": ""})


def test_version():
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"turbo-editor {__version__}"


def test_convert_to_koi8r_keeps_every_character(tmp_path, data_dir):
    out = tmp_path / "out.xml"
    result = run("convert", data_dir / "cp1251.xml", "-o", out, "--encoding", "KOI8-R")
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b'<?xml version="1.0" encoding="KOI8-R"?>')
    assert "U+00AB" in result.stderr                  # « is reported: KOI8-R lacks it
    original, converted = load(data_dir / "cp1251.xml"), load(out)
    assert converted.channel.items[0].title == original.channel.items[0].title
    assert converted.channel.items[0].content == original.channel.items[0].content


def test_convert_writes_no_bom_and_says_so(tmp_path, data_dir, capsys):
    """A converted file is one to upload: the BOM of bom-crlf.xml is not written before <?xml, and
    the three bytes that change are told of (they went silently)."""
    out = tmp_path / "out.xml"
    source = (data_dir / "bom-crlf.xml").read_bytes()
    assert source.startswith(b"\xef\xbb\xbf")
    assert main(["convert", str(data_dir / "bom-crlf.xml"), "-o", str(out), "--encoding", "UTF-8"]) == 0
    assert out.read_bytes() == source[3:]
    assert "byte order mark (BOM) the file starts with is left out" in capsys.readouterr().err


def test_convert_defaults_to_the_input_encoding(tmp_path, data_dir):
    out = tmp_path / "out.xml"
    assert main(["convert", str(data_dir / "koi8r.xml"), "-o", str(out)]) == 0
    assert load(out).encoding == "KOI8-R"


def test_convert_from_utf16_writes_utf8_and_says_so(tmp_path, data_dir, capsys):
    out = tmp_path / "out.xml"
    assert main(["convert", str(data_dir / "utf16.xml"), "-o", str(out)]) == 0
    assert load(out).encoding == "UTF-8"
    assert "writing UTF-8" in capsys.readouterr().err


def test_convert_not_well_formed_reports_location_and_writes_nothing(tmp_path):
    bad = tmp_path / "bad.xml"
    bad.write_text('<?xml version="1.0"?>\n<rss>\n  <channel>\n</rss>\n')
    out = tmp_path / "out.xml"
    result = run("convert", bad, "-o", out)
    assert result.returncode == 1
    assert result.stderr.startswith(f"{bad}:4:")
    assert not out.exists()


def test_convert_wrong_encoding_reports_location(tmp_path):
    bad = tmp_path / "bad.xml"
    bad.write_bytes('<?xml version="1.0" encoding="utf-8"?>\n<rss><t>Привет</t></rss>'.encode("cp1251"))
    assert main(["convert", str(bad), "-o", str(tmp_path / "o.xml")]) == 1


def test_convert_refuses_text_its_declaration_misreads_until_told_the_real_encoding(tmp_path, capsys):
    """UTF-8 bytes declared windows-1251: converting would write the garbled letters for good."""
    bad = tmp_path / "bad.xml"
    bad.write_bytes('<?xml version="1.0" encoding="windows-1251"?>\n<rss version="2.0"><channel>'
                    '<title>Новости</title><link>https://e.example/</link><description>d</description>'
                    '</channel></rss>\n'.encode())
    out = tmp_path / "out.xml"
    assert main(["convert", str(bad), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:1:1: error: " in err and "--input-encoding" in err and not out.exists()
    assert main(["convert", str(bad), "-o", str(out), "--input-encoding", "utf-8"]) == 0
    assert load(out).channel.title == "Новости"


@pytest.mark.parametrize("args", [
    ["convert"], ["convert", "x.xml"], ["convert", "a", "-o", "b", "--encoding", "latin-1"], ["--nonsense"],
])
def test_usage_errors_exit_2(args, capsys):
    assert main(args) == 2


def _options_with_choices() -> list[tuple[str, str, tuple]]:
    """(command, option, its values) for every option of a sub-command that takes one of a list."""
    from turbo_editor.cli import _build_parser
    from turbo_editor.cli_support import speaking_argparse
    with speaking_argparse():
        parser = _build_parser()
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return [(name, action.option_strings[-1], tuple(action.choices))
            for name, command in commands.choices.items() for action in command._actions
            if action.choices is not None and action.option_strings]


@pytest.mark.parametrize("command, option, choices", _options_with_choices())
def test_a_refused_choice_lists_the_values_as_they_are_typed(command, option, choices, capsys):
    # --profile listed <Profile.AUTO: 'auto'>, ... : the repr() of an enum member, not what to type.
    assert main([command, option, "bogus"]) == 2
    listed = capsys.readouterr().err.strip().splitlines()[-1].rsplit("(", 1)[1]
    assert listed.endswith(")") and "<" not in listed and "Profile" not in listed, listed
    values = listed[:-1].split(", ")
    values[0] = values[0].rsplit(" ", 1)[-1]            # after "choose from"
    assert [value.strip("'") for value in values] == list(choices)


def test_missing_input_is_an_io_error(tmp_path):
    assert main(["convert", str(tmp_path / "none.xml"), "-o", str(tmp_path / "o.xml")]) == 2


def test_unwritable_output_is_an_io_error(tmp_path, data_dir):
    assert main(["convert", str(data_dir / "cp1251.xml"), "-o", str(tmp_path / "no" / "dir" / "o.xml")]) == 2


# Python with PySide6 (and its shiboken6) gone, as after `pip install --no-deps`.
_WITHOUT_QT = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, NoQt())
from turbo_editor.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_window_without_pyside6_says_what_to_install(tmp_path, data_dir):
    shot = tmp_path / "shot.png"
    env = {"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", _WITHOUT_QT, str(data_dir / "cp1251.xml"), "--screenshot", shot],
                            capture_output=True, text=True, env=env)
    assert result.returncode == 2 and not shot.exists()
    assert "the editor window needs Qt for Python, and PySide6 is not installed" in result.stderr
    assert "python -m pip install 'PySide6" in result.stderr and "sub-commands work without it" in result.stderr


@pytest.mark.parametrize("args, said", [
    (["chek", "feed.xml"], "unknown command 'chek'; did you mean 'check'?"),
    (["exprot"], "unknown command 'exprot'; did you mean 'export'?"),
    (["frobnicate", "a.xml"],
     "unknown command 'frobnicate' (commands: convert, check, export, robots, ping, preview, import)"),
])
def test_a_mistyped_command_is_a_usage_error_not_a_window_on_two_files(args, said, capsys, monkeypatch):
    import turbo_editor.cli as cli
    opened = []
    monkeypatch.setattr(cli, "_run_gui", lambda argv: opened.append(argv) or 0)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert said in err and "usage: turbo-editor" in err
    assert opened == []


def test_a_file_named_like_a_word_still_opens_in_the_window(tmp_path, monkeypatch):
    import turbo_editor.cli as cli
    opened = []
    monkeypatch.setattr(cli, "_run_gui", lambda argv: opened.append(argv) or 0)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "feed").write_bytes(b"<rss/>")
    assert main(["feed"]) == 0 and opened == [["feed"]]


def test_check_reads_standard_input(data_dir):
    data = (data_dir / "cp1251.xml").read_bytes()
    result = subprocess.run([sys.executable, "-m", "turbo_editor", "check", "-"], input=data,
                            capture_output=True, env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": ""})
    assert result.returncode in (0, 1), result.stderr
    summary = result.stdout.decode().splitlines()[-1]
    assert summary.startswith("1 file checked:")
    assert "cannot read" not in result.stderr.decode()


def test_check_json_lists_unreadable_files_with_their_error(tmp_path, data_dir):
    import json
    missing = tmp_path / "missing.xml"
    result = run("check", "--format", "json", data_dir / "cp1251.xml", missing)
    assert result.returncode == 2
    entries = json.loads(result.stdout)
    assert entries[-1] == {"file": str(missing), "error": f"cannot read {missing}: there is no such file or folder"}
    assert all("rule" in e for e in entries[:-1])


def test_no_traceback_when_the_reader_stops_early(tmp_path):
    items = "".join(f"<item><title>t{i}</title><link>/relative/{i}</link></item>" for i in range(3000))
    feed = tmp_path / "many.xml"
    feed.write_text(f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>x</title>'
                    f"<link>https://example.ru/</link><description>x</description>{items}</channel></rss>",
                    encoding="utf-8")
    process = subprocess.Popen([sys.executable, "-m", "turbo_editor", "check", str(feed)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": ""})
    first = process.stdout.readline()
    process.stdout.close()                       # as `| head -1` does
    err = process.stderr.read().decode()
    process.wait(timeout=120)
    assert first.startswith(str(feed).encode())
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


@pytest.mark.skipif(sys.platform == "win32", reason="file names there are Unicode, never bytes")
def test_a_file_name_that_is_not_utf8_is_printed_as_its_bytes(tmp_path, data_dir):
    """Under PYTHONIOENCODING=utf-8 (a strict stream) printing such a name raised
    UnicodeEncodeError after the check had run (found by fuzzing)."""
    import os
    name = os.fsencode(str(tmp_path)) + b"/feed-\xff.xml"
    with open(name, "wb") as fh:
        fh.write((data_dir / "cp1251.xml").read_bytes())
    env = dict(os.environ, PYTHONIOENCODING="utf-8", LC_ALL="C.UTF-8")
    for command in (["check"], ["convert", "-o", os.fsdecode(os.fsencode(str(tmp_path)) + b"/out-\xff.xml")]):
        result = subprocess.run([sys.executable, "-m", "turbo_editor", *command[:1], os.fsdecode(name), *command[1:]],
                                capture_output=True, env=env)
        assert b"Traceback" not in result.stderr, result.stderr
        assert result.returncode in (0, 1)
    result = subprocess.run([sys.executable, "-m", "turbo_editor", "check", os.fsdecode(name) + "-missing"],
                            capture_output=True, env=env)
    assert b"Traceback" not in result.stderr
    assert b"feed-\xff.xml-missing" in result.stderr or b"feed-\\udcff.xml-missing" in result.stderr


def test_ctrl_c_is_one_line_and_exit_130_not_a_traceback(monkeypatch, capsys, data_dir):
    """Ctrl+C during a long command printed a traceback (found by an audit)."""
    import turbo_editor.check.cli as check_cli

    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(check_cli, "run", interrupted)
    assert main(["check", str(data_dir / "cp1251.xml")]) == 130
    err = capsys.readouterr().err
    assert err == "\nturbo-editor: interrupted; a file being written was left as it was\n"


def test_a_bad_export_base_name_is_said_in_russian(tmp_path, capsys, data_dir):
    assert main(["export", str(data_dir / "cp1251.xml"), "--out-dir", str(tmp_path), "--name", "../x",
                 "--lang", "ru"]) == 2
    assert "базовое имя должно быть простым именем файла, а не «../x»" in capsys.readouterr().err


# -- standard input and output: '-' as a file name -------------------------------------------------

def run_bytes(*args, data=b""):
    return subprocess.run([sys.executable, "-m", "turbo_editor", *map(str, args)], input=data,
                          capture_output=True, env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": ""})


def test_convert_reads_standard_input_and_writes_standard_output(data_dir, tmp_path):
    """`convert - -o -` is a filter: it read a file named "-" and wrote one."""
    from turbo_editor.feed import load_bytes
    data = (data_dir / "cp1251.xml").read_bytes()
    result = run_bytes("convert", "-", "-o", "-", "--encoding", "utf-8", data=data)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(b'<?xml version="1.0" encoding="UTF-8"?>')
    assert load_bytes(result.stdout).channel.title == load(data_dir / "cp1251.xml").channel.title
    result = run_bytes("convert", "-", "-o", tmp_path / "out.xml", data=data)
    assert result.returncode == 0, result.stderr
    assert load(tmp_path / "out.xml").encoding.lower() == "windows-1251"


def test_output_to_dev_stdout_reaches_a_pipe(data_dir):
    """-o /dev/stdout with a pipe for stdout: the save went for a temporary file beside
    /proc/N/fd/pipe:[M] and failed."""
    result = run_bytes("convert", data_dir / "koi8r.xml", "-o", "/dev/stdout", "--encoding", "utf-8")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(b'<?xml version="1.0" encoding="UTF-8"?>') and b"</rss>" in result.stdout


def test_standard_input_that_is_not_well_formed_is_placed_on_stdin(tmp_path):
    result = run_bytes("convert", "-", "-o", tmp_path / "out.xml", data=b"<rss>\n<channel>\n</rss>\n")
    assert result.returncode == 1
    assert result.stderr.decode().startswith("<stdin>:3:")
    assert not (tmp_path / "out.xml").exists()


def test_import_reads_standard_input_and_writes_the_feed_to_standard_output(data_dir):
    """With -o -, the feed is standard output, so the report goes to standard error."""
    from turbo_editor.feed import load_bytes
    data = (data_dir / "import" / "hugo.xml").read_bytes()
    result = run_bytes("import", "-", "-o", "-", data=data)
    assert result.returncode == 0, result.stderr
    doc = load_bytes(result.stdout)
    assert doc.channel.item_count() > 0 and doc.channel.items[0].turbo == "true"
    assert "written; the Turbo check finds" in result.stderr.decode()


def test_preview_and_export_read_standard_input(data_dir, tmp_path):
    data = (data_dir / "cp1251.xml").read_bytes()
    result = run_bytes("preview", "-", "-o", "-", data=data)
    assert result.returncode == 0, result.stderr
    assert result.stdout.lstrip().lower().startswith(b"<!doctype html>")
    result = run_bytes("export", "-", "--out-dir", tmp_path / "out", "--force", data=data)
    assert result.returncode == 0, result.stderr
    assert load(tmp_path / "out" / "turbo.xml").channel.title == load(data_dir / "cp1251.xml").channel.title


# -- --format json says a failure too -----------------------------------------------------------

@pytest.mark.parametrize("command", [
    ["import", "{bad}", "-o", "{out}", "--format", "json"],
    ["import", "{missing}", "-o", "{out}", "--format", "json"],
    ["export", "{missing}", "--out-dir", "{out}", "--format", "json"],
    ["export", "{bad}", "--out-dir", "{out}", "--format", "json"],
])
def test_a_failure_with_format_json_is_a_json_object_too(tmp_path, command):
    """A script reading the JSON got nothing on standard output when the feed could not be read
    or parsed: the reason was only on stderr. Now it gets written: false and the error."""
    import json
    bad = tmp_path / "bad.xml"
    bad.write_text('<?xml version="1.0"?>\n<rss>\n  <channel>\n</rss>\n')
    names = {"bad": bad, "missing": tmp_path / "missing.xml", "out": tmp_path / "out"}
    result = run(*[part.format(**names) for part in command])
    assert result.returncode in (1, 2)
    answer = json.loads(result.stdout)
    assert answer["written"] is False and answer["error"]
    assert answer["error"] in result.stderr
    assert ("bad.xml" if "{bad}" in command else "missing.xml") in answer["error"]
