"""The window's budgets: cold start, opening 10,000 items, scrolling the tree, edit latency.

Prints one JSON document. Each figure sits next to a bare baseline from the
same run: an empty QMainWindow shown from a fresh interpreter, and a bare lxml
parse of the same feed. Reports only; never fails on timing.

    .venv/bin/python bench/bench_gui.py [--items 10000] [--repeat 3] [--edits 50]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import _common  # noqa: E402  (first: this checkout importable)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_COLD_BARE = """
import time, sys
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.show(); app.processEvents()
print(time.perf_counter() - t0)
"""

_COLD_OURS = """
import time, sys
t0 = time.perf_counter()
from turbo_editor.ui.app import make_app
from turbo_editor.ui.main_window import MainWindow
app = make_app([])
w = MainWindow(); w.show(); app.processEvents()
print(time.perf_counter() - t0)
"""


def _child_seconds(code: str, settings_dir: str) -> float:
    # Settings and autosaves of its own: a benchmark never leaves a crash-recovery offer behind.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=settings_dir, XDG_DATA_HOME=settings_dir)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                         cwd=_common.ROOT)
    return float(out.stdout.strip().splitlines()[-1])


def cold_start(repeat: int) -> dict:
    with tempfile.TemporaryDirectory() as settings:
        bare = [_child_seconds(_COLD_BARE, settings) for _ in range(repeat)]
        ours = [_child_seconds(_COLD_OURS, settings) for _ in range(repeat)]
    return {"bare_qmainwindow_ms": round(statistics.median(bare) * 1000, 1),
            "ours_ms": round(statistics.median(ours) * 1000, 1), "budget_ms": 800,
            "within_budget": statistics.median(ours) * 1000 <= 800}


def _open_feed(app, window, path: str, data: bytes) -> None:
    """Write a feed and open it in the window, until its pane and checks are done."""
    with open(path, "wb") as fh:
        fh.write(data)
    window.files.open_path(path, confirm=False)
    while window.validator.busy or not window.xml_pane.in_sync:
        app.processEvents()


def edit_latency(app, window, tmp: str, make_feed, items: int, edits: int) -> dict:
    """Median and 95th percentile of form edit -> XML pane re-written -> findings updated."""
    from turbo_editor.ui.tree_model import ITEMS
    _open_feed(app, window, os.path.join(tmp, f"edit-{items}.xml"), make_feed(items))
    model = window.tree.model
    window.tree.select_source(model.index(items // 2, 0, model.group_index(ITEMS)))
    title = window.forms.current_form().bindings["title"]
    times = []
    for i in range(edits):
        t0 = time.perf_counter()
        title.widget.setText(f"Edited title {i}")
        title.edited()                      # the undoable edit
        window.xml_pane._flush()            # what the pane's zero-delay timer runs
        window.validator.refresh()          # what the validator's debounce timer runs
        app.processEvents()                 # repaint tree, form, pane marks, problems
        times.append(time.perf_counter() - t0)
    assert window.xml_pane.editor.text() == window.session.doc.to_text()
    window.session.undo_stack.setClean()
    times.sort()
    median = statistics.median(times) * 1000
    p95 = times[max(int(len(times) * 0.95) - 1, 0)] * 1000
    budget = 25 if items <= 1000 else 50            # DESIGN.md: p95, 1,000 items / 10,000 items
    return {"items": items, "edits": edits, "ms_median": round(median, 2),
            "ms_p95": round(p95, 2), "budget_p95_ms": budget, "within_budget": p95 <= budget,
            "note": "debounce delays (pane 0 ms, checks 120 ms) are not included; the work after them is"}


def many_items(app, window, tmp: str, make_feed, items: int) -> dict:
    """Commands on half the items at once (selected with Shift+click in the tree): delete,
    duplicate, drag to the end, and the undo of each, until the window has shown the result."""
    from turbo_editor.ui.tree_model import ITEMS
    _open_feed(app, window, os.path.join(tmp, f"many-{items}.xml"), make_feed(items))
    model, tree = window.tree.model, window.tree
    half = items // 2
    figures = {"items": items, "selected": half}

    def timed(run) -> float:
        t0 = time.perf_counter()
        run()
        app.processEvents()
        return round((time.perf_counter() - t0) * 1000, 1)

    def settled(name: str) -> None:
        """After the command's own pass: the longest pass until the pane and the check are done,
        and the time that took (the check of thousands of new items runs in slices)."""
        t0, longest = time.perf_counter(), 0.0
        window.validator.refresh()          # what the debounce timer runs
        while window.validator.busy or not window.xml_pane.in_sync:
            t1 = time.perf_counter()
            app.processEvents()
            longest = max(longest, time.perf_counter() - t1)
        figures[f"{name}_then_longest_pass_ms"] = round(longest * 1000, 1)
        figures[f"{name}_then_done_ms"] = round((time.perf_counter() - t0) * 1000, 1)

    def select_half():
        group = model.group_index(ITEMS)
        tree.select_source(model.index(0, 0, group), [model.index(r, 0, group) for r in range(1, half)])

    for name, run in (("delete", window.commands.delete_selected),
                      ("duplicate", window.commands.duplicate_items),
                      ("drag_to_end", lambda: window.commands.move_dropped(tree.selected_item_elements(),
                                                                         len(model.item_elements())))):
        select_half()
        figures[f"{name}_ms"] = timed(run)
        settled(name)
        figures[f"{name}_undo_ms"] = timed(window.session.undo)
        settled(f"{name}_undo")
    window.session.undo_stack.setClean()
    return figures


def open_figures(app, window, path: str, repeat: int) -> dict:
    """Open a feed ``repeat`` times: until the window answers, until the pane and every check are
    done (and the longest the window went without answering meanwhile), then select an item."""
    from lxml import etree

    from turbo_editor.ui.tree_model import ITEMS
    with open(path, "rb") as fh:
        data = fh.read()
    opens, completes, bares, selects = [], [], [], []
    longest = 0.0                    # the longest the window went without answering, after the first paint
    for _ in range(repeat):
        t0 = time.perf_counter()
        etree.fromstring(data, etree.XMLParser(strip_cdata=False))
        bares.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        window.files.open_path(path, confirm=False)
        app.processEvents()          # tree, form and status painted: the user can work
        opens.append(time.perf_counter() - t0)
        while window.validator.busy or not window.xml_pane.in_sync:
            t1 = time.perf_counter()
            app.processEvents()      # the XML pane fills in and the items are checked in batches
            longest = max(longest, time.perf_counter() - t1)
        completes.append(time.perf_counter() - t0)
        model = window.tree.model
        items = model.group_index(ITEMS)
        t0 = time.perf_counter()     # a click on an item: its form, its XML scrolled to, its preview asked
        window.tree.select_source(model.index(model.rowCount(items) * 2 // 3, 0, items))
        app.processEvents()
        selects.append(time.perf_counter() - t0)
    return {
        "items": window.session.doc.channel.item_count(), "bytes": len(data),
        "bare_parse_ms": round(statistics.median(bares) * 1000, 1),
        "ours_ms": round(statistics.median(opens) * 1000, 1), "budget_ms": 2000,
        "within_budget": statistics.median(opens) * 1000 <= 2000,
        "until_pane_and_all_checks_ms": round(statistics.median(completes) * 1000, 1),
        "until_all_budget_ms": 3000,
        "until_all_within_budget": statistics.median(completes) * 1000 <= 3000,
        "longest_unresponsive_step_ms": round(longest * 1000, 1),
        "longest_freeze_ms": round(longest * 1000, 1), "freeze_budget_ms": 100,
        "freeze_within_budget": longest * 1000 <= 100,
        "select_item_ms": round(statistics.median(selects) * 1000, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--items", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--edits", type=int, default=50)
    args = parser.parse_args()

    from PySide6.QtCore import QSettings

    from _feeds import make_feed
    from turbo_editor.ui.app import make_app
    from turbo_editor.ui.main_window import MainWindow
    from turbo_editor.ui.tree_model import ITEMS

    result = {"cold_start": cold_start(args.repeat)}
    tmp = tempfile.mkdtemp()
    os.environ["XDG_DATA_HOME"] = tmp           # autosaves of its own, never the user's recovery folder
    app = make_app([])
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, tmp)
    path = os.path.join(tmp, "big.xml")
    data = make_feed(args.items)
    with open(path, "wb") as fh:
        fh.write(data)

    window = MainWindow()
    window.resize(1280, 820)
    window.show()
    app.processEvents()

    small = os.path.join(tmp, "small.xml")
    with open(small, "wb") as fh:
        fh.write(make_feed(1000))
    if args.items != 1000:
        result["open_to_interactive_1000"] = open_figures(app, window, small, args.repeat)
    result["open_to_interactive"] = open_figures(app, window, path, args.repeat)

    def scroll_ms(view, pages: int = 40) -> float:
        bar = view.verticalScrollBar()
        t0 = time.perf_counter()
        for page in range(pages):
            bar.setValue(int(bar.maximum() * page / pages))
            view.viewport().repaint()
        return (time.perf_counter() - t0) / pages * 1000

    # Baseline: a stock QTreeView over a QStandardItemModel holding the same row texts.
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QTreeView
    source = window.tree.model
    items_parent = source.group_index(ITEMS)
    standard = QStandardItemModel()
    standard.setHorizontalHeaderLabels(["Feed", "Date"])
    group = QStandardItem("Items")
    for row in range(source.rowCount(items_parent)):
        group.appendRow([QStandardItem(source.index(row, c, items_parent).data() or "") for c in (0, 1)])
    standard.appendRow(group)
    bare_view = QTreeView()
    bare_view.setUniformRowHeights(True)
    bare_view.setModel(standard)
    bare_view.expandAll()
    bare_view.resize(window.tree.view.size())
    bare_view.show()
    app.processEvents()
    window.tree.model._texts.clear()        # ours reads every row from the XML again, as a first paint does
    ours = scroll_ms(window.tree.view)
    bare = scroll_ms(bare_view)
    bare_view.close()
    result["tree_scroll"] = {"pages": 40, "ours_ms_per_page": round(ours, 2),
                             "bare_qstandarditemmodel_ms_per_page": round(bare, 2),
                             "ratio": round(ours / bare, 2), "frame_budget_ms": 16.7,
                             "within_frame_budget": ours <= 16.7}

    model = window.tree.model
    window.tree.select_source(model.index(args.items // 2, 0, model.group_index(ITEMS)))
    form = window.forms.current_form()
    title = form.bindings["title"]
    times = []
    for i in range(20):
        t0 = time.perf_counter()
        title.widget.setText(f"Edited {i}")
        title.edited()
        app.processEvents()
        times.append(time.perf_counter() - t0)
    result["form_edit"] = {"ms_median": round(statistics.median(times) * 1000, 2),
                           "note": "a title edit in the form through undo stack, tree row and form refresh"}
    window.session.undo_stack.setClean()

    # DESIGN.md: an edit on a 1,000-item feed reaches the XML pane and the problems in 50 ms.
    result["edit_to_pane_and_findings"] = [
        edit_latency(app, window, tmp, make_feed, items, args.edits) for items in (1000, args.items)]
    window.session.undo_stack.setClean()
    result["many_items"] = [many_items(app, window, tmp, make_feed, items) for items in (1000, args.items)]
    _common.emit(result)


if __name__ == "__main__":
    main()
