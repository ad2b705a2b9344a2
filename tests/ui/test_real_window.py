"""The real program in a real X11 window: `python -m turbo_editor` on Qt's xcb platform, talking
to an Xvfb server the test starts for itself (never :99, which a person may be looking at), and
the window's command line: its options in any order, its exit codes and its usage errors.

Xvfb comes from Debian's xvfb package (packaging/test-packages.txt, installed by `make venv`).
Where it is missing the X11 tests skip, except in CI (CI=true), where that is a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections import Counter

import pytest
from PySide6.QtGui import QImage

from support import REPO, SAMPLE
from turbo_editor.cli import main

# Only there so that a window which never closes stops the run instead of stalling it; the tests
# assert what the program does, never how long it takes.
HANG_GUARD_S = 300


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


@pytest.fixture(scope="module")
def x_display():
    """A fresh Xvfb on a display number it picks itself among the free ones; stopped afterwards."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        reason = "Xvfb is not installed (apt-get install xvfb; `make venv` does it as root)"
        if in_ci():
            pytest.fail(f"{reason}: CI must run the real window")
        pytest.skip(reason)
    read_end, write_end = os.pipe()
    # -displayfd: the server takes the first display number nobody holds and writes it to the pipe.
    server = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1920x1080x24",
                               "-nolisten", "tcp"],
                              pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()   # "" when the server died: its end of the pipe closed
    if not number:
        server.wait()
        pytest.fail(f"Xvfb did not start: {server.stderr.read().decode(errors='replace')}")
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=HANG_GUARD_S)
        server.stderr.close()


def program_env(tmp_path, **extra) -> dict:
    """The program's environment: this checkout's code, and settings, data and runtime folders of
    its own so that neither the user's preferences nor a crash-recovery offer can play a part."""
    home = tmp_path / "home"
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), "LANG": "C.UTF-8",
           "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CACHE_HOME": str(home / "cache"), "XDG_RUNTIME_DIR": str(runtime)}
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        env["QTWEBENGINE_DISABLE_SANDBOX"] = "1"   # Chromium refuses to start as root otherwise
    env.update(extra)
    return env


def run_program(env: dict, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "turbo_editor", *map(str, args)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=HANG_GUARD_S)


def run_window(x_display, tmp_path, *args) -> subprocess.CompletedProcess:
    return run_program(program_env(tmp_path, DISPLAY=x_display, QT_QPA_PLATFORM="xcb"), *args)


def test_the_real_program_draws_the_sample_in_an_x11_window(x_display, tmp_path):
    out = tmp_path / "window.png"
    result = run_window(x_display, tmp_path, SAMPLE, "--screenshot", out, "--size", "1280x720")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull(), "the PNG does not load"
    assert (image.width(), image.height()) == (1280, 720)
    samples = Counter(image.pixel(x, y) for x in range(0, 1280, 4) for y in range(0, 720, 4))
    # The loaded window: text, icons, a tree, the XML pane's colours; not one flat fill.
    assert len(samples) > 200, f"only {len(samples)} colours"
    assert samples.most_common(1)[0][1] < 0.8 * sum(samples.values())


def test_a_screenshot_of_the_preview_shows_the_page_chromium_drew(x_display, tmp_path):
    # Chromium draws the page outside Qt's widgets: a widget grab left the panel white.
    out = tmp_path / "preview.png"
    result = run_window(x_display, tmp_path, SAMPLE, "--screenshot", out, "--size", "1280x720",
                        "--select", "/rss/channel/item[1]", "--show", "preview")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    # The right-hand dock, below its buttons: the phone frame, the site's logo, the page's text.
    panel = Counter(image.pixel(x, y) for x in range(840, 1260, 3) for y in range(120, 500, 3))
    assert len(panel) > 30, f"the preview holds {len(panel)} colours"
    assert panel.most_common(1)[0][1] < 0.9 * sum(panel.values())


def test_a_file_that_cannot_be_opened_exits_1(x_display, tmp_path):
    out = tmp_path / "window.png"
    result = run_window(x_display, tmp_path, tmp_path / "missing.xml", "--screenshot", out)
    assert result.returncode == 1, result.stderr
    assert "missing.xml" in result.stderr
    assert not out.exists()


@pytest.mark.parametrize("args", [
    [SAMPLE, "--bogus"],
    ["--bogus", SAMPLE],
    [SAMPLE, "--screenshot", "w.png", "--size", "10x10"],
    [SAMPLE, "--screenshot", "w.png", "--show", "nothing"],
], ids=["after-file", "before-file", "size-too-small", "unknown-panel"])
def test_an_option_the_window_does_not_know_is_a_usage_error(x_display, tmp_path, args):
    result = run_window(x_display, tmp_path, *args)
    assert result.returncode == 2, result.stderr
    assert "usage: turbo-editor" in result.stderr and "error:" in result.stderr
    assert not (REPO / "w.png").exists()


def test_without_an_x_server_the_window_is_refused_with_a_reason(tmp_path):
    # Qt's xcb platform would abort the process (a core dump) with no display to connect to.
    result = run_program(program_env(tmp_path, QT_QPA_PLATFORM="xcb"), SAMPLE, "--screenshot", tmp_path / "w.png")
    assert result.returncode == 2, result.stderr
    assert "DISPLAY is not set" in result.stderr
    assert not (tmp_path / "w.png").exists()


# The same command line in-process (offscreen): the window's options may come before FILE.

def test_the_window_options_may_come_before_the_file(qtbot, settings_dir, tmp_path):
    out = tmp_path / "window.png"
    assert main(["--size", "900x600", str(SAMPLE), "--screenshot", str(out)]) == 0
    assert main([f"--screenshot={tmp_path / 'again.png'}", str(SAMPLE)]) == 0
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (900, 600)
    assert (QImage(str(tmp_path / "again.png")).width(), QImage(str(tmp_path / "again.png")).height()) == (1280, 800)


@pytest.mark.parametrize("args", [
    ["--size", "900x600"], ["--select", "/rss/channel/item[2]"], ["--show", "xml"],
])
def test_screenshot_options_without_screenshot_are_a_usage_error(monkeypatch, capsys, args):
    import turbo_editor.ui.app as app
    opened = []
    monkeypatch.setattr(app, "run", lambda files: opened.append(files) or 0)   # the window would wait for a person
    assert main([str(SAMPLE), *args]) == 2
    assert f"{args[0]} needs --screenshot" in capsys.readouterr().err
    assert opened == []


def test_the_standard_keys_reach_their_commands_in_the_real_window(x_display, tmp_path):
    """Keys typed through the X server, as a keyboard would: no key is bound to two commands, Redo
    answers Ctrl+Y and Ctrl+Shift+Z, Ctrl+H opens Replace, Ctrl+D duplicates (X11 also lists it
    for Delete), Ctrl+F finds in the pane and filters in the tree."""
    if shutil.which("xdotool") is None:
        reason = "xdotool is not installed (apt-get install xdotool; `make venv` does it as root)"
        if in_ci():
            pytest.fail(reason)
        pytest.skip(reason)
    feed = tmp_path / "feed.xml"
    feed.write_bytes(SAMPLE.read_bytes())
    env = program_env(tmp_path, DISPLAY=x_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run([sys.executable, str(REPO / "tests" / "ui" / "keys_child.py"), str(feed)], cwd=REPO,
                            env=env, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert result.returncode == 0, result.stderr
    steps = {s["step"]: s for s in map(json.loads, filter(None, result.stdout.splitlines()))}
    shared = {key: names for key, names in steps["keys"]["bound"].items() if len(names) > 1}
    assert shared == {}
    assert steps["keys"]["bound"]["Ctrl+D"] == ["Duplicate"]
    assert steps["start"]["items"] == 3 and steps["start"]["focus"] == "QTreeView"
    assert [steps[k]["items"] for k in ("ctrl+d", "ctrl+z", "ctrl+y", "ctrl+shift+z")] == [4, 3, 4, 4]
    assert steps["ctrl+h"] == {"step": "ctrl+h", "find_bar": True, "replace": True}
    assert steps["Escape"]["find_bar"] is False
    assert steps["ctrl+f in the pane"] == {"step": "ctrl+f in the pane", "find_bar": True, "replace": False,
                                           "focus": True}
    assert steps["ctrl+f in the tree"]["focus"] is True
