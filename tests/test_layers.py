"""Only turbo_editor.ui may import Qt: the CLI and the model must run without a display."""

import pkgutil
import subprocess
import sys
from pathlib import Path

import turbo_editor

PACKAGE_DIR = Path(turbo_editor.__file__).parent


def _non_ui_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages([str(PACKAGE_DIR)], prefix="turbo_editor."):
        if info.name == "turbo_editor.ui" or info.name.startswith("turbo_editor.ui."):
            continue
        if info.name == "turbo_editor.__main__":
            continue
        names.append(info.name)
    return names


_BLOCKER = """
import importlib, importlib.abc, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2"):
            raise ImportError("Qt imported outside turbo_editor.ui: " + name)
        return None
sys.meta_path.insert(0, Block())
for name in sys.argv[1:]:
    importlib.import_module(name)
print("imported", len(sys.argv) - 1)
"""


def test_modules_outside_ui_do_not_import_qt():
    modules = _non_ui_modules()
    assert "turbo_editor.feed.document" in modules and "turbo_editor.cli" in modules
    result = subprocess.run([sys.executable, "-c", _BLOCKER, *modules], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert f"imported {len(modules)}" in result.stdout


def test_the_blocker_catches_a_qt_import():
    result = subprocess.run([sys.executable, "-c", _BLOCKER + "\nimport PySide6.QtCore\n"],
                            capture_output=True, text=True)
    assert result.returncode != 0 and "Qt imported outside" in result.stderr
