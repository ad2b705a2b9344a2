"""Run by test_real_window.py on Qt's xcb platform: the real window, keys typed through the X server
(xdotool, as a keyboard would), and what each key did printed as JSON lines."""

import json
import subprocess
import sys

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from turbo_editor.ui import i18n
from turbo_editor.ui.app import make_app
from turbo_editor.ui.main_window import MainWindow

app = make_app()
i18n.install(app, "en")
window = MainWindow()
window.resize(1280, 720)
window.show()
window.files.open_path(sys.argv[1], confirm=False)


def settle(ms: int = 300) -> None:
    timer = QTimer(singleShot=True, interval=ms)
    timer.start()
    while timer.isActive():
        app.processEvents(QEventLoop.AllEvents, 20)


def report(name: str, **values) -> None:
    print(json.dumps({"step": name, **values}), flush=True)


def press(keys: str) -> None:
    subprocess.run(["xdotool", "key", "--clearmodifiers", keys], check=True)
    settle()


def items() -> int:
    return len(window.session.doc.channel.items)


settle(800)
subprocess.run(["xdotool", "windowfocus", "--sync", str(int(window.winId()))], check=True)
settle()
bound: dict[str, list[str]] = {}
for action in window.actions.all():
    for key in action.shortcuts():
        bound.setdefault(key.toString(), []).append(action.text().replace("&", ""))
report("keys", bound=bound)

model = window.tree.model
window.tree.select_source(model.index(0, 0, model.group_index(4)))
window.tree.view.setFocus()
settle()
report("start", items=items(), focus=type(QApplication.focusWidget()).__name__)
press("ctrl+d")
report("ctrl+d", items=items())
press("ctrl+z")
report("ctrl+z", items=items())
press("ctrl+y")
report("ctrl+y", items=items())
press("ctrl+z")
press("ctrl+shift+z")
report("ctrl+shift+z", items=items())
press("ctrl+h")
pane = window.xml_pane
report("ctrl+h", find_bar=pane.find_bar.isVisible(), replace=pane.find_bar.replace_text.isVisible())
press("Escape")
report("Escape", find_bar=pane.find_bar.isVisible())
pane.editor.setFocus()
settle()
press("ctrl+f")
report("ctrl+f in the pane", find_bar=pane.find_bar.isVisible(), replace=pane.find_bar.replace_text.isVisible(),
       focus=QApplication.focusWidget() is pane.find_bar.find_text)
window.tree.view.setFocus()
settle()
press("ctrl+f")
report("ctrl+f in the tree", focus=QApplication.focusWidget() is window.tree.filter)
window.session.undo_stack.setClean()
window.close()
