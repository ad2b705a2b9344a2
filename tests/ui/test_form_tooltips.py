"""Every row of the channel, item, counter and ad network forms says what its field is for.

The label and the field show the same help as their tooltip (the field until a finding puts its
message there), tables say what goes in each column, and in the Russian interface all of it is
Russian. Hovering a label shows its help.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip

from russian_text import foreign_words
from screen_text import plain
from support import SAMPLE
from turbo_editor.ui.forms.lists import ListEditor
from turbo_editor.ui.tree_model import ADS, COUNTERS, ITEMS

# (form, tree group, row): the sample's channel, first item, its Metrica and LiveInternet counters,
# and its Yandex and AdFox ad networks (each counter or ad type shows other fields).
FORMS = [("channel", None, 0), ("item", ITEMS, 0), ("Metrica counter", COUNTERS, 0),
         ("LiveInternet counter", COUNTERS, 1), ("Yandex ad network", ADS, 0), ("AdFox ad network", ADS, 1)]
# Rows each form has at least (labelled rows: bound fields, tables, the skip hours and days).
ROWS = {"channel": 32, "item": 23}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def select(win, group, row):
    if group is None:
        win.tree.select_channel()
    else:
        model = win.tree.model
        win.tree.select_source(model.index(row, 0, model.group_index(group)))
    QApplication.processEvents()
    return win.forms.current_form()


def rows_of(form):
    """(label, input, binding or None) for every labelled row, shown or not (a counter's type hides some)."""
    bound = {binding.column: binding for binding in form.bindings.values()}
    for rows in form._forms:
        for label, field in rows.rows():
            if label is not None:
                binding = bound.get(field)
                yield label, (binding.widget if binding is not None else field), binding


def tips_of(form) -> list[tuple[str, str]]:
    """(where, tooltip as shown) of every label, input and table column header of the form."""
    tips = []
    for label, field, binding in rows_of(form):
        name = label.text()
        tips.append((f"{name} label", plain(label.toolTip())))
        tips.append((f"{name} input", plain(field.toolTip())))
        if binding is not None and not binding.findings:
            tips.append((f"{name} text box", plain(binding._framed().toolTip())))
        for table in field.findChildren(ListEditor) + ([field] if isinstance(field, ListEditor) else []):
            for column in range(table.table.columnCount()):
                header = table.table.horizontalHeaderItem(column)
                tips.append((f"{name} column {header.text()}", plain(header.toolTip())))
    return tips


def open_sample(win, qtbot, tmp_path) -> None:
    path = tmp_path / "feed.xml"
    path.write_bytes(SAMPLE.read_bytes())
    assert win.files.open_path(str(path), confirm=False)
    qtbot.waitUntil(lambda: win.xml_pane.in_sync, timeout=3000)


@pytest.mark.parametrize("name, group, row", FORMS, ids=[f[0] for f in FORMS])
def test_every_label_and_input_has_the_field_s_help_as_its_tooltip(sample_window, name, group, row):
    form = select(sample_window, group, row)
    rows = list(rows_of(form))
    assert len(rows) >= ROWS.get(name, 4)
    empty = [where for where, tip in tips_of(form) if not tip.strip()]
    assert not empty, f"{name}: no tooltip on " + ", ".join(empty)
    for label, field, binding in rows:
        where = f"{name}: {label.text()}"
        if binding is not None:
            # The label and the field say the same: the field's help (the field's until a finding speaks).
            assert plain(label.toolTip()) == binding.help, where
            if not binding.findings:
                assert plain(binding._framed().toolTip()) == binding.help, where
            if binding.placeholder:
                assert len(binding.help) >= len(binding.placeholder), where     # the help says more than the hint
        else:
            assert label.toolTip() == field.toolTip(), where


def test_a_counter_s_help_follows_its_type(sample_window):
    form = select(sample_window, COUNTERS, 0)
    metrica = form.bindings["id"]
    assert "44147844" in metrica.help and "44147844" in plain(metrica.caption.toolTip())
    form = select(sample_window, COUNTERS, 1)               # LiveInternet: no id, a named counter in params
    assert "Not used by this type" in form.bindings["id"].help
    assert "named counter" in plain(form.bindings["params"].caption.toolTip())


def test_the_help_gives_way_to_a_finding_and_comes_back(sample_window, qtbot):
    win = sample_window
    form = select(win, ITEMS, 0)
    binding = form.bindings["link"]
    help_text = binding.help
    binding.widget.setFocus()
    binding.widget.setText("ftp://elsewhere.example.com/a")
    binding.widget.textEdited.emit(binding.widget.text())
    win.validator.flush()
    qtbot.waitUntil(lambda: bool(binding.findings), timeout=3000)
    assert plain(binding.widget.toolTip()) != help_text              # the finding's message
    assert plain(binding.caption.toolTip()) == help_text              # the label still says what the field is for
    win.session.undo_stack.undo()
    win.validator.flush()
    qtbot.waitUntil(lambda: not binding.findings, timeout=3000)
    assert plain(binding.widget.toolTip()) == help_text


def test_hovering_a_label_shows_its_help(sample_window, qtbot):
    form = select(sample_window, ITEMS, 0)
    label = form.bindings["author"].caption
    point = QPoint(2, label.height() // 2)
    QApplication.sendEvent(label, QHelpEvent(QEvent.ToolTip, point, label.mapToGlobal(point)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert plain(QToolTip.text()) == form.bindings["author"].help
    QToolTip.hideText()


# -- in Russian ------------------------------------------------------------------------------------

@pytest.fixture
def russian_window(qapp, settings_dir, answers, qtbot, tmp_path):
    from turbo_editor.ui import i18n
    from turbo_editor.ui.main_window import MainWindow
    assert i18n.install(qapp, "ru") == "ru"
    win = MainWindow()
    win.show()
    qtbot.waitExposed(win)
    open_sample(win, qtbot, tmp_path)
    yield win
    win.xml_pane.flush()
    if win.session.is_modified:
        answers.append(QMessageBox.Discard)
    win.close()
    win.deleteLater()
    i18n.install(qapp, "en")


def test_in_the_russian_interface_every_tooltip_is_russian(russian_window):
    wrong = []
    for name, group, row in FORMS:
        form = select(russian_window, group, row)
        for where, tip in tips_of(form):
            english = foreign_words(tip)
            if not CYRILLIC.search(tip) or english:
                wrong.append(f"{name}: {where}: {tip!r} {english}")
    assert not wrong, "tooltips not in Russian:\n" + "\n".join(wrong)
