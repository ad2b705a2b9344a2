"""Run as a separate process by test_recovery.py: open a feed, edit it, autosave, then wait to be killed."""

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from turbo_editor.ui.app import make_app  # noqa: E402
from turbo_editor.ui.main_window import MainWindow  # noqa: E402

app = make_app()
window = MainWindow()
window.show()
window.files.open_path(sys.argv[1], confirm=False)
item = window.session.doc.channel.items[0]
window.session.apply(item.set("title", "Правка, которая пережила сбой"), "edit")
assert window.autosaver.save_now()
print("saved", flush=True)
while True:                  # the test kills us here, mid-edit, as a crash would
    app.processEvents()
    time.sleep(0.05)
