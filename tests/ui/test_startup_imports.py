"""The window shows before its heavy parts load (issue 17): QtWebEngine with the first preview,
the rules with the first check, which runs once the window is up. Each case starts a fresh
interpreter, since this one has long loaded everything."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

HEAVY = ("turbo_editor.check.engine", "turbo_editor.check.catalog", "turbo_editor.check.rules",
         "turbo_editor.check.files", "turbo_editor.check.suppress", "PySide6.QtWebEngineWidgets")

_CHILD = """
import json, sys
from turbo_editor.ui.app import make_app
from turbo_editor.ui.main_window import MainWindow
HEAVY = %r
def loaded():
    return sorted(m for m in sys.modules if m.startswith(HEAVY))
app = make_app([])
window = MainWindow(remember_layout=False)
window.show()
shown = loaded()
busy = window.validator.busy
while window.validator.busy:
    app.processEvents()
checker = window.validator.checker
items = window.session.doc.channel.item_count()
print(json.dumps({"shown": shown, "busy": busy, "after": loaded(),
                  "checked": checker is not None and len(checker.items) == items > 0}))
"""


def _child(tmp_path, code: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path), PYTHONPATH=str(REPO))
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_window_shows_before_the_rules_and_the_web_engine_load_and_checks_once_up(tmp_path):
    seen = _child(tmp_path, _CHILD % (HEAVY,))
    assert seen["shown"] == []                      # nothing heavy while the window was built and shown
    assert seen["busy"]                             # its first check is still to come ...
    assert "turbo_editor.check.engine" in seen["after"]         # ... and ran once the events did
    assert "PySide6.QtWebEngineWidgets" not in seen["after"]    # no preview asked for: no Chromium
    assert seen["checked"]                          # the new feed's template, its item and all


def test_the_check_package_names_the_rules_without_loading_them(tmp_path):
    code = ("import json, sys\nimport turbo_editor.check as check\n"
            "before = sorted(m for m in sys.modules if m.startswith(%r))\n"
            "check.Checker\nprint(json.dumps({'before': before, 'after': 'turbo_editor.check.engine' in sys.modules,"
            " 'all': [n for n in check.__all__ if getattr(check, n, None) is None]}))" % (HEAVY,))
    seen = _child(tmp_path, code)
    assert seen == {"before": [], "after": True, "all": []}
