"""Run as a separate process by test_recovery.py: open a feed, edit it, autosave, then wait to be killed.

Arguments: the feed file, and optionally the encoding to open it as (as after "Open it as ...?").
A feed that does not parse is edited as text, as in the XML pane; any other has its first
item's title changed.
"""

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from turbo_editor.ui.app import make_app  # noqa: E402
from turbo_editor.ui.main_window import MainWindow  # noqa: E402

EDITED_TITLE = "Правка, которая пережила сбой"

app = make_app()
window = MainWindow()
window.show()
assert window.files.open_path(sys.argv[1], confirm=False, encoding=sys.argv[2] if len(sys.argv) > 2 else None)
session = window.session
if session.unparsed is not None:
    session.accept_text(session.unparsed.text.replace("<title>", f"<title>{EDITED_TITLE} ", 1))
    assert session.unparsed is not None and session.is_modified
else:
    item = session.doc.channel.items[0]
    session.apply(item.set("title", EDITED_TITLE), "edit")
assert window.autosaver.save_now()
print("saved", flush=True)
while True:                  # the test kills us here, mid-edit, as a crash would
    app.processEvents()
    time.sleep(0.05)
