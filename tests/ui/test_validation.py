"""Findings in the window: tree badges, form fields, the Problems list and the status bar stay in sync."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from support import SAMPLE
from turbo_editor.ui.tree_model import COUNTERS, ITEMS


@pytest.fixture
def broken_window(window, tmp_path):
    text = SAMPLE.read_text(encoding="utf-8")
    text = text.replace("<link>https://sad.example.ru/calendar/june</link>", "<link>/calendar/june</link>")
    text = text.replace('<turbo:analytics type="LiveInternet"/>', '<turbo:analytics type="liveinternet"/>')
    path = tmp_path / "broken.xml"
    path.write_text(text, encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False)
    return window


def item_index(win, row):
    model = win.tree.model
    return model.index(row, 0, model.group_index(ITEMS))


def test_findings_show_in_status_tree_form_and_problems(broken_window):
    win = broken_window
    assert win.status.problems.text() == "2 errors, 0 warnings"
    assert win.status.profile.text() == "Checked as Turbo"
    assert win.status.profile_box.currentData() == "auto"
    model = win.tree.model
    assert model.badge(model.item_elements()[1]) == (1, 0)
    assert "1 error" in item_index(win, 1).data(Qt.ToolTipRole)
    counter = model.index(1, 0, model.group_index(COUNTERS))
    assert model.badge(model.node(counter)[1].element) == (1, 0)
    win.tree.select_source(item_index(win, 1))
    link = win.forms.current_form().bindings["link"]
    assert link.widget.property("severity") == "error"
    assert "relative URL" in link.message.text() and link.message.isVisibleTo(win)
    rules = {win.problems.model.rows[r].rule for r in range(win.problems.model.rowCount())}
    assert {"url-relative", "turbo-counter-type-case"} <= rules
    assert "turbo-link-scheme" not in rules        # a relative link is one problem, reported once


def test_fixing_a_field_clears_its_finding_everywhere(broken_window, qtbot):
    win = broken_window
    win.tree.select_source(item_index(win, 1))
    link = win.forms.current_form().bindings["link"]
    link.widget.setText("https://sad.example.ru/calendar/june")
    link.edited()
    qtbot.waitUntil(lambda: win.status.problems.text() == "1 error, 0 warnings", timeout=3000)
    assert link.widget.property("severity") == "" and not link.message.isVisibleTo(win)
    assert win.tree.model.badge(win.tree.model.item_elements()[1]) == (0, 0)
    win.actions.undo.trigger()
    qtbot.waitUntil(lambda: win.status.problems.text() == "2 errors, 0 warnings", timeout=3000)


def test_double_clicking_a_problem_selects_the_node_and_focuses_the_field(broken_window):
    win = broken_window
    win.tree.select_source(win.tree.model.channel_index())
    panel = win.problems
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].rule == "url-relative")
    panel.table.activated.emit(panel.model.index(row, 0))
    assert win.tree.selected_item_elements() == [win.tree.model.item_elements()[1]]
    assert win.forms.current_form().bindings["link"].widget.hasFocus()


def test_enter_on_a_problem_goes_to_it_and_delete_there_deletes_nothing(broken_window, qtbot):
    """Return on a finding did nothing (only a double click went to it), and Delete with the focus in
    Problems deleted the node selected in the tree (found by an audit)."""
    win = broken_window
    win.tree.select_source(win.tree.model.channel_index())
    panel = win.problems
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].rule == "url-relative")
    panel.table.setFocus()
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    qtbot.keyClick(panel.table, Qt.Key_Return)
    assert win.tree.selected_item_elements() == [win.tree.model.item_elements()[1]]
    items, steps = len(win.tree.model.item_elements()), win.session.undo_stack.count()
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key_Delete)
    assert len(win.tree.model.item_elements()) == items and win.session.undo_stack.count() == steps
    win.tree.view.setFocus()
    qtbot.keyClick(win.tree.view, Qt.Key_Delete)         # in the tree, Delete deletes the selected item
    assert len(win.tree.model.item_elements()) == items - 1


def test_a_problem_leads_the_xml_pane_to_its_line(broken_window, qtbot):
    win = broken_window
    panel = win.problems
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].rule == "url-relative")
    panel.table.activated.emit(panel.model.index(row, 0))
    finding = panel.model.rows[row]
    line = win.xml_pane.line_of(finding)
    assert line is not None and "<link>/calendar/june</link>" in \
        win.xml_pane.editor.document().findBlockByNumber(line - 1).text()
    qtbot.waitUntil(lambda: win.xml_pane.editor.textCursor().blockNumber() + 1 == line, timeout=3000)


def test_a_problem_of_text_that_does_not_parse_puts_the_cursor_at_it_in_the_pane(window, tmp_path, qtbot):
    """Double-clicking the not-well-formed error scrolled the pane to its line, but the keys went on
    to Problems and the cursor stood at the line's start, not at the error (found by an audit)."""
    text = SAMPLE.read_text(encoding="utf-8")
    line_no = text[:text.index("</item>")].count("\n") + 1
    text = text.replace("</item>", "</itm>", 1)
    path = tmp_path / "broken.xml"
    path.write_text(text, encoding="utf-8")
    assert window.files.open_path(str(path), confirm=False) and window.xml_pane.broken
    panel = window.problems
    qtbot.waitUntil(lambda: panel.model.rowCount() > 0, timeout=3000)
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].line == line_no)
    finding = panel.model.rows[row]
    assert finding.column > 1
    panel.table.setFocus()
    panel.table.activated.emit(panel.model.index(row, 0))
    editor = window.xml_pane.editor
    qtbot.waitUntil(editor.hasFocus, timeout=3000)
    cursor = editor.textCursor()
    assert (cursor.blockNumber() + 1, cursor.positionInBlock() + 1) == (line_no, finding.column)


def test_a_date_problem_puts_the_cursor_in_the_dates_text(window):
    win = window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("pub_date", "soon"), "date")
    win.validator.flush()
    finding = next(f for f in win.validator.findings if f.rule == "date-invalid")
    win.navigator.go_to_finding(finding)
    date = win.forms.current_form().bindings["pub_date"].widget
    assert date.text.hasFocus()


def test_problem_in_a_collapsed_section_opens_it(window):
    win = window
    doc = win.session.doc
    win.session.apply(doc.channel.set("ttl", "soon"), "ttl")
    win.validator.flush()
    finding = next(f for f in win.validator.findings if f.field == "ttl")
    win.navigator.go_to_finding(finding)
    ttl = win.forms.current_form().bindings["ttl"].widget
    assert ttl.isVisibleTo(win) and ttl.hasFocus()


def test_filter_and_severity_toggles(broken_window):
    panel = broken_window.problems
    total = panel.model.rowCount()
    panel.search.setText("relative")
    assert panel.model.rowCount() == 1
    panel.search.clear()
    panel.toggles["info"][0].setChecked(False)
    assert panel.model.rowCount() == total - 1
    panel.table.sortByColumn(1, Qt.DescendingOrder)          # by rule, Z to A
    rules = [panel.model.rows[r].rule for r in range(panel.model.rowCount())]
    assert rules == sorted(rules, reverse=True)
    assert panel.toggles["error"][0].text() == "Errors (2)"


def test_explain_shows_the_rule_from_the_catalog(broken_window):
    panel = broken_window.problems
    panel.table.selectRow(0)
    panel.explain_selected()
    dialog = panel._explain_dialog
    assert dialog.isVisible()
    from turbo_editor.check.catalog import CATALOG
    rule = CATALOG[panel.finding_at(panel.table.currentIndex()).rule]
    browser_text = dialog.layout().itemAt(0).widget().toPlainText()
    assert rule.title in browser_text and rule.fix[:30] in browser_text
    dialog.close()


def test_profile_switch_rechecks(broken_window):
    win = broken_window
    box = win.status.toolbar_profile_box
    box.setCurrentIndex(box.findData("rss"))
    box.activated.emit(box.currentIndex())
    assert win.status.profile.text() == "Checked as RSS 2.0"
    assert win.status.profile_box.currentData() == "rss"
    rules = {f.rule for f in win.validator.findings}
    assert "turbo-counter-type-case" not in rules and "url-relative" in rules
    win.status.profile_box.setCurrentIndex(win.status.profile_box.findData("turbo"))
    win.status.profile_box.activated.emit(win.status.profile_box.currentIndex())
    assert win.status.toolbar_profile_box.currentData() == "turbo" and win.status.profile.text() == "Checked as Turbo"
    assert "turbo-counter-type-case" in {f.rule for f in win.validator.findings}


def test_a_big_feed_is_checked_in_batches_while_the_window_stays_usable(window, tmp_path, qtbot):
    import sys

    from support import REPO
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    path = tmp_path / "big.xml"
    path.write_bytes(make_feed(1200))
    assert window.files.open_path(str(path))
    assert window.validator.busy and window.validator.findings == []
    steps = []
    window.validator.progress.connect(lambda done, total: steps.append(done))
    # An edit while the check runs is part of the result.
    item = window.session.doc.channel.items[5]
    window.session.apply(item.set("link", "/relative"), "link")
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=20000)
    assert steps[-1] == 1200 and len(steps) >= 3
    rules = {f.rule for f in window.validator.findings if f.element is not None
             and f.element.getparent() is item.element}
    assert "url-relative" in rules
    assert window.status.problems.text().endswith("warnings")


def test_quick_fix_from_the_problems_list_and_undo(broken_window):
    win = broken_window
    panel = win.problems
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].rule == "url-relative")
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    assert panel.fix.isEnabled()
    panel.fix.click()
    assert win.session.doc.channel.items[1].link == "https://sad.example.ru/calendar/june"
    assert "url-relative" not in {f.rule for f in win.validator.findings}
    win.actions.undo.trigger()
    assert win.session.doc.channel.items[1].link == "/calendar/june"


def test_quick_fix_link_under_the_field(window):
    win = window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("pub_date", "2015-04-21 14:15 +0300"), "date")
    win.validator.flush()
    win.tree.select_element(item.element)
    binding = win.forms.current_form().bindings["pub_date"]
    assert "<a href=\"fix:0\">" in binding.message.text()
    binding.message.linkActivated.emit("fix:0")
    assert item.pub_date == "Tue, 21 Apr 2015 14:15:00 +0300"
    assert win.session.undo_stack.undoText().startswith("Quick fix")


def test_html_entities_in_broken_text_are_replaced_by_one_click(window, tmp_path):
    bad = tmp_path / "entities.xml"
    bad.write_text('<rss version="2.0"><channel><title>A&nbsp;B&hellip;</title><link>https://e.ru/</link>'
                   '<description>d</description></channel></rss>', encoding="utf-8")
    assert window.files.open_path(str(bad))
    pane = window.xml_pane
    assert pane.broken and pane.entity_fix.isVisibleTo(window)
    pane.entity_fix.click()
    assert not pane.broken and window.session.doc.channel.title == "A\u00a0B…"
    window.actions.undo.trigger()                   # the text as it opened comes back
    assert pane.broken and window.session.doc is None and "A&nbsp;B&hellip;" in pane.editor.text()
    assert not window.session.is_modified
    window.actions.redo.trigger()
    assert not pane.broken and window.session.doc.channel.title == "A\u00a0B…" and window.session.is_modified


def test_a_problem_with_html_entities_offers_their_quick_fix(window, tmp_path):
    bad = tmp_path / "entities.xml"
    bad.write_text('<rss version="2.0"><channel><title>A&nbsp;B</title><link>https://e.ru/</link>'
                   '<description>d</description></channel></rss>', encoding="utf-8")
    assert window.files.open_path(str(bad))
    window.validator.flush()
    panel = window.problems
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].rule == "xml-html-entity")
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    assert panel.fix.isEnabled()
    panel.fix.click()
    assert window.session.doc is not None and window.session.doc.channel.title == "A\u00a0B"


def test_ignoring_a_rule_for_the_feed_is_undoable_counted_out_and_saved_beside_it(broken_window, qtbot, tmp_path):
    win = broken_window
    panel = win.problems
    panel.ignoreRequested.emit("turbo-counter-type-case", True)
    qtbot.waitUntil(lambda: win.status.problems.text() == "1 error, 0 warnings", timeout=3000)
    model = win.tree.model
    counter = model.index(1, 0, model.group_index(COUNTERS))
    assert model.badge(model.node(counter)[1].element) == (0, 0)          # nor a badge in the tree
    rules = [panel.model.rows[r].rule for r in range(panel.model.rowCount())]
    assert "turbo-counter-type-case" not in rules
    assert panel.ignored_toggle.isVisible() and panel.ignored_toggle.text() == "Ignored (1)"
    panel.ignored_toggle.setChecked(True)                                   # shown greyed, after the rest
    last = panel.model.rows[-1]
    assert last.rule == "turbo-counter-type-case" and panel.model.is_ignored(last)
    assert panel.model.data(panel.model.index(panel.model.rowCount() - 1, 0), Qt.ForegroundRole) is not None
    assert win.isWindowModified() and win.actions.undo.text() == "&Undo Ignore rule turbo-counter-type-case"
    assert win.files.save()
    project = tmp_path / ".turbo-editor.toml"
    assert '[check.feeds."broken.xml"]\nignore = ["turbo-counter-type-case"]' in project.read_text(encoding="utf-8")
    win.actions.undo.trigger()
    qtbot.waitUntil(lambda: win.status.problems.text() == "2 errors, 0 warnings", timeout=3000)
    assert win.files.save() and not project.exists()                             # the editor's own file goes away
    win.actions.redo.trigger()
    assert win.files.save()
    assert win.files.open_path(str(tmp_path / "broken.xml"), confirm=False)       # and it is read back on open
    qtbot.waitUntil(lambda: win.status.problems.text() == "1 error, 0 warnings", timeout=3000)


def test_a_big_feeds_findings_reach_the_views_a_few_times_a_second_not_after_every_slice(
        window, tmp_path, qtbot, monkeypatch):
    import sys

    from support import REPO
    from turbo_editor.ui import validation
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    path = tmp_path / "big.xml"
    path.write_bytes(make_feed(1200))
    shown = []
    window.validator.findingsChanged.connect(lambda: shown.append(len(window.validator.findings)))
    monkeypatch.setattr(validation, "SHOW_SECONDS", 3600)          # never while it runs: only at the end
    assert window.files.open_path(str(path))
    slices = []
    window.validator.progress.connect(lambda done, total: slices.append(done))
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=20000)
    assert len(slices) >= 3
    assert shown[-1] == len(window.validator.checker.findings()) > 0
    assert all(count == 0 for count in shown[:-1])


def test_many_items_added_at_once_to_a_big_feed_are_checked_in_slices(sample_window, qtbot, monkeypatch):
    """Duplicating thousands of items of a big feed checked them all in one go after the edit (1.3 s
    for 5,000). Now they are checked a slice at a time: the findings from before stay shown until
    the last slice, and an edit made between slices is in the result. (Here the sample's three
    items count as a big feed, and a slice is one item.)"""
    from turbo_editor.check import Checker
    from turbo_editor.ui import pacing, validation
    win = sample_window
    monkeypatch.setattr(validation, "STEP_ITEMS", 1)
    monkeypatch.setattr(validation, "BATCH_ITEMS", 1)
    monkeypatch.setattr(pacing, "SLICE_SECONDS", 0.0)
    before = list(win.validator.findings)
    items = win.tree.model.item_elements()
    win.tree.select_elements(items)
    win.actions.duplicate.trigger()
    win.validator.refresh()                            # what the debounce timer runs
    assert win.validator.busy and win.validator.findings == before
    copy = win.tree.model.item_elements()[3]
    win.session.apply(win.session.doc.channel.items[3].set("link", "/relative"), "link")
    qtbot.waitUntil(lambda: not win.validator.busy, timeout=10000)
    expected = Checker(win.session.doc, win.validator.resolved_profile).check_all()
    key = [(f.rule, f.path, f.line, f.column) for f in expected]
    assert [(f.rule, f.path, f.line, f.column) for f in win.validator.findings] == key
    assert any(f.rule == "url-relative" and f.element.getparent() is copy for f in win.validator.findings)
    assert win.tree.model.badge(copy)[0] >= 1             # the tree shows it too


def test_tab_leaves_the_problems_table_for_the_next_control(sample_window, qtbot):
    """Rows are what the table offers: Tab moved from cell to cell and wrapped round, so the
    keyboard could not get out of the Problems dock."""
    win = sample_window
    win.show()
    win.validator.flush()
    table = win.problems.table
    table.setFocus()
    table.setCurrentIndex(win.problems.model.index(0, 0))
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key_Tab)
    assert QApplication.focusWidget() is not table


def test_a_quick_fix_that_cannot_work_here_is_not_offered(sample_window, qtbot):
    win = sample_window
    channel, item = win.session.doc.channel, win.session.doc.channel.items[0]
    win.session.apply(channel.set("link", "x"), "edit")
    win.session.apply(item.set("link", "/relative"), "edit")
    win.validator.flush()
    panel = win.problems
    row = next(r for r, f in enumerate(panel.model.rows) if f.rule == "url-relative" and f.element is not None
               and f.element.getparent().tag == "item")
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    assert not panel.fix.isEnabled() and panel.fix.toolTip() == "No automatic fix for this problem"
    win.session.apply(channel.set("link", "https://sad.example.ru/"), "edit")     # now it can
    win.validator.flush()
    row = next(r for r, f in enumerate(panel.model.rows) if f.rule == "url-relative")
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    qtbot.waitUntil(panel.fix.isEnabled)            # looked at again once the check's rows are in


def test_the_problem_filter_keeps_room_to_type_in_a_narrow_panel(broken_window, qtbot):
    """With the import report beside it at 1280x720, the Problems panel was about 690 px wide and its
    buttons left the filter box 30 px, "…" and nothing to type in (seen in a real window). Where the
    buttons leave it less than its room, the box takes a line of its own above them."""
    panel = broken_window.problems
    panel.setParent(None)                       # on its own, at the widths a dock gives it
    panel.resize(1200, 300)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.search.geometry().top() == panel.fix.geometry().top()       # beside the buttons
    assert panel.search.width() >= panel.SEARCH_ROOM
    for width in (640, 420):
        panel.resize(width, 300)
        qtbot.waitUntil(lambda: panel.search.geometry().bottom() < panel.fix.geometry().top(), timeout=2000)
        assert panel.search.width() >= panel.SEARCH_ROOM
    panel.resize(1200, 300)
    qtbot.waitUntil(lambda: panel.search.geometry().top() == panel.fix.geometry().top(), timeout=2000)
    panel.close()


def test_the_line_column_follows_an_edit_above_a_finding(broken_window, qtbot):
    """Three lines typed in an item's page above a finding left its Line as it was, until a row
    was repainted for another reason (found by an audit)."""
    from turbo_editor.ui.problems import LINE
    win = broken_window
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=5000)
    win.validator.flush()
    model = win.problems.model
    row = next(r for r in range(model.rowCount()) if "relative" in (model.index(r, 3).data() or ""))
    before = int(model.index(row, LINE).data())
    item = win.session.doc.channel.items[0]
    changed = []
    model.dataChanged.connect(lambda top, bottom, *_: changed.append((top.column(), bottom.column())))
    win.session.apply(item.set("content", item.content + "\n\n\n"), "edit")
    qtbot.waitUntil(lambda: win.xml_pane.in_sync and (LINE, LINE) in changed, timeout=5000)
    assert int(model.index(row, LINE).data()) == before + 3


def _big_feed(tmp_path, items=1200):
    import sys

    from support import REPO
    sys.path.insert(0, str(REPO / "bench"))
    from _feeds import make_feed
    path = tmp_path / "big.xml"
    path.write_bytes(make_feed(items))
    return path


def _gone(pid) -> bool:
    import os
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


forks = pytest.mark.skipif(not __import__("turbo_editor.check.remote").check.remote.available(),
                           reason="items are checked in a forked process on Linux only")


@forks
def test_a_big_feeds_items_are_checked_by_a_second_process_and_the_result_is_a_check_here(
        window, tmp_path, qtbot, monkeypatch):
    """Opening 10,000 items, the check of the items' own rules runs in a child process while the
    window fills its XML pane; the findings are those of a check here, an edit made meanwhile
    included, and the child has ended when the check is done."""
    from turbo_editor.check import Checker, remote
    from turbo_editor.ui import validation
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    taken = []
    unpack = remote.unpack_item
    monkeypatch.setattr(remote, "unpack_item", lambda *a: taken.append(1) or unpack(*a))
    assert window.files.open_path(str(_big_feed(tmp_path)))
    child = window.validator._remote
    assert child is not None and child.pid is not None
    pid = child.pid
    item = window.session.doc.channel.items[5]
    window.session.apply(item.set("link", "/relative"), "link")
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=30000)
    expected = Checker(window.session.doc, window.validator.resolved_profile).check_all()
    assert [(f.rule, f.path, f.line, f.column, f.span) for f in window.validator.findings] == \
        [(f.rule, f.path, f.line, f.column, f.span) for f in expected]
    assert any(f.rule == "url-relative" and f.element.getparent() is item.element
               for f in window.validator.findings)
    assert len(taken) == 1199                       # every item but the edited one came from the child
    assert window.validator._remote is None and _gone(pid)
    assert window.status.problems.text().endswith("warnings")


@forks
def test_a_child_that_sends_nothing_is_given_up_and_the_items_are_checked_here(
        window, tmp_path, qtbot, monkeypatch):
    import os
    import time

    from turbo_editor.check import Checker, remote
    from turbo_editor.ui import validation
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    monkeypatch.setattr(validation, "REMOTE_PATIENCE", 0.5)

    def stuck(fd, doc, profile, chunk):
        time.sleep(60)
        os._exit(0)
    monkeypatch.setattr(remote, "_child", stuck)
    assert window.files.open_path(str(_big_feed(tmp_path)))
    pid = window.validator._remote.pid
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=30000)
    expected = Checker(window.session.doc, window.validator.resolved_profile).check_all()
    assert [(f.rule, f.path) for f in window.validator.findings] == [(f.rule, f.path) for f in expected]
    assert _gone(pid)


@forks
def test_the_child_of_a_feed_replaced_does_not_go_on(window, tmp_path, monkeypatch):
    from support import SAMPLE
    from turbo_editor.ui import validation
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    assert window.files.open_path(str(_big_feed(tmp_path)))
    first = window.validator._remote.pid
    other = tmp_path / "small.xml"
    other.write_bytes(SAMPLE.read_bytes())
    assert window.files.open_path(str(other), confirm=False)
    assert window.validator._remote is None and _gone(first)


@forks
def test_the_child_of_a_closed_windows_check_does_not_go_on(qapp, tmp_path, monkeypatch):
    """(Nor does it wait for ever to write into a pipe nobody reads.)"""
    from shiboken6 import delete

    from turbo_editor.ui import validation
    from turbo_editor.ui.session import FeedSession
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    session = FeedSession()
    checking = validation.Validator(session)
    session.open(str(_big_feed(tmp_path)))
    pid = checking._remote.pid
    delete(checking)
    assert _gone(pid)


@forks
def test_no_child_is_forked_while_a_job_of_the_window_runs_in_another_thread(window, tmp_path, qtbot, monkeypatch):
    """An export on a pool thread may be inside libxml2: a child forked then could wait for ever
    on a lock that thread held. The items are checked here instead."""
    from turbo_editor.check import Checker
    from turbo_editor.ui import background, validation
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    monkeypatch.setattr(background, "busy", lambda: True)
    assert window.files.open_path(str(_big_feed(tmp_path)))
    assert window.validator._remote is None
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=30000)
    expected = Checker(window.session.doc, window.validator.resolved_profile).check_all()
    assert [(f.rule, f.path) for f in window.validator.findings] == [(f.rule, f.path) for f in expected]


@forks
def test_after_an_edit_above_the_channel_the_check_stops_waiting_for_the_child(window, tmp_path, qtbot, monkeypatch):
    from turbo_editor.check import Checker
    from turbo_editor.feed import edits
    from turbo_editor.ui import validation
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    assert window.files.open_path(str(_big_feed(tmp_path)))
    pid = window.validator._remote.pid
    window.session.apply(edits.SetAttribute(window.session.doc.root, "version", "2.0 "), "version")
    qtbot.waitUntil(lambda: window.validator._remote is None, timeout=30000)
    assert _gone(pid) and window.validator.busy           # stopped at once, not at the check's end
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=30000)
    expected = Checker(window.session.doc, window.validator.resolved_profile).check_all()
    assert [(f.rule, f.path) for f in window.validator.findings] == [(f.rule, f.path) for f in expected]


def test_a_big_refresh_takes_in_what_was_edited_before_its_finish_and_shows_it_at_a_turn_of_its_own(
        sample_window, qtbot, monkeypatch):
    """The last slice and the views taking every finding were one pass (0.4 s after duplicating
    5,000 items of 10,000); the finish has its own turn, and an edit made before it is in it."""
    from turbo_editor.check import Checker
    from turbo_editor.ui import pacing, validation
    win = sample_window
    monkeypatch.setattr(validation, "STEP_ITEMS", 1)
    monkeypatch.setattr(validation, "BATCH_ITEMS", 1)
    monkeypatch.setattr(pacing, "SLICE_SECONDS", 0.0)
    win.tree.select_elements(win.tree.model.item_elements())
    win.actions.duplicate.trigger()
    win.validator.refresh()
    while win.validator._steps is not None:
        win.validator._step()
    assert win.validator._finishing and win.validator.busy
    shown = list(win.validator.findings)
    win.session.apply(win.session.doc.channel.items[2].set("link", "/relative"), "link")
    win.validator.refresh()                                  # the debounce's: the finish will do it
    assert win.validator.findings == shown
    qtbot.waitUntil(lambda: not win.validator.busy, timeout=10000)
    expected = Checker(win.session.doc, win.validator.resolved_profile).check_all()
    assert [(f.rule, f.path) for f in win.validator.findings] == [(f.rule, f.path) for f in expected]
    assert any(f.rule == "url-relative" and f.path.startswith("/rss/channel/item[3]/")
               for f in win.validator.findings)


@forks
def test_the_watch_on_the_child_reads_what_waits_in_the_pipe_before_it_gives_up(window, tmp_path, qtbot, monkeypatch):
    """A window busy for longer than the patience (a long save, say) finds the child's findings
    waiting in the pipe: they are taken, not thrown away with a child taken for stuck."""
    import os
    import time

    from turbo_editor.ui import validation
    monkeypatch.setattr(validation, "REMOTE_ITEMS", 1000)
    assert window.files.open_path(str(_big_feed(tmp_path)))
    remote = window.validator._remote
    deadline = time.monotonic() + 60
    while not os.waitpid(remote.pid, os.WNOHANG)[0] and time.monotonic() < deadline:
        time.sleep(0.01)                            # it wrote everything and ended; nothing read yet
    remote.pid = None                               # reaped here
    remote.last_data = time.monotonic() - 2 * validation.REMOTE_PATIENCE
    window.validator._watch_remote()
    assert remote.received == remote.total == 1200
    qtbot.waitUntil(lambda: not window.validator.busy, timeout=30000)
