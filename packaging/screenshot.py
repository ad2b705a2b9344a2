"""Re-make resources/screenshots/main-window.png, the AppStream screenshot.

Runs the real window offscreen on the sample feed with its first item selected:
    .venv/bin/python packaging/screenshot.py
"""

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "samples" / "sample-turbo.xml"
OUTPUT = ROOT / "resources" / "screenshots" / "main-window.png"
# 16:9 and at least 1248 px wide: what software centres show without scaling up.
SIZE = (1280, 720)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Fresh settings and data folders (under the git-ignored build/): the picture shows the
# defaults, not this machine's preferences, and the user's recent files stay untouched.
HOME = ROOT / "build" / "screenshot-home"
shutil.rmtree(HOME, ignore_errors=True)
for name in ("CONFIG", "DATA", "CACHE"):
    os.environ[f"XDG_{name}_HOME"] = str(HOME / name.lower())
if os.geteuid() == 0:
    # Chromium (the preview) refuses to start as root with its sandbox on.
    os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer  # noqa: E402

from turbo_editor.ui.app import make_app  # noqa: E402
from turbo_editor.ui.main_window import MainWindow  # noqa: E402


def settle(ms: int) -> None:
    """Let the batched checks and the XML pane (filled after the window) finish."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> int:
    # QtWebEngine must be told before the application exists (it loads later, on demand).
    QCoreApplication.setAttribute(Qt.AA_ShareOpenGLContexts)
    app = make_app()
    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    if not window.open_path(str(SAMPLE), confirm=False):
        print(f"cannot open {SAMPLE}", file=sys.stderr)
        return 1
    window.tree.select_element(window.tree.model.item_elements()[0])
    settle(1500)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(OUTPUT)):
        print(f"cannot write {OUTPUT}", file=sys.stderr)
        return 1
    print(OUTPUT)
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
