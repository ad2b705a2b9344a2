"""The tree model: Qt's model tester, structure, and updates driven by document changes."""

import pytest
from PySide6.QtCore import QPersistentModelIndex

from support import SAMPLE
from turbo_editor.feed import FeedDocument, edits, load_bytes
from turbo_editor.feed.views import new_item_element
from turbo_editor.ui.session import FeedSession as Session
from turbo_editor.ui.tree_model import ADS, COUNTERS, ITEMS, FeedTreeModel


@pytest.fixture
def session(qapp):
    s = Session()
    s.set_document(load_bytes(SAMPLE.read_bytes()))
    return s


def labels(model, group):
    parent = model.group_index(group)
    return [model.index(r, 0, parent).data() for r in range(model.rowCount(parent))]


def test_model_passes_qtmodeltester_through_edits(qtmodeltester, session):
    model = FeedTreeModel(session)
    qtmodeltester.check(model)
    doc = session.doc
    session.apply(doc.channel.add_item(new_item_element("https://sad.example.ru/x", "New")), "add")
    session.apply(doc.channel.items[0].duplicate(), "dup")
    session.apply(doc.channel.add_counter("Google", id="G-1"), "counter")
    session.apply(edits.remove([doc.channel.items[1].element, doc.channel.ad_networks[0].element]), "rm")
    session.apply(doc.channel.items[0].set("content", "<header><h1>a]]>b</h1></header>"), "replace")
    session.undo_stack.undo()
    session.undo_stack.undo()
    qtmodeltester.check(model)


def test_structure_and_labels(session):
    model = FeedTreeModel(session)
    assert model.rowCount() == 1 and model.index(0, 0).data() == "Вестник садовода"
    assert [model.index(r, 0, model.channel_index()).data() for r in range(3)] == [
        "Counters (2)", "Ad networks (2)", "Items (3)"]
    assert labels(model, COUNTERS) == ["Yandex 44147844", "LiveInternet"]
    assert labels(model, ADS) == ["Yandex: first_ad_place", "AdFox: second_ad_place"]
    assert labels(model, ITEMS) == ["Как посадить томаты в мае", "Календарь поливов на июнь",
                                    "Устаревшая статья  [turbo=false]"]
    date = model.index(0, 1, model.group_index(ITEMS)).data()
    assert date == "21.04.2026 14:15"


def test_rows_follow_undo_and_redo(session, qtbot):
    model = FeedTreeModel(session)
    doc = session.doc
    with qtbot.waitSignal(model.rowsInserted):
        session.apply(doc.channel.add_item(new_item_element("https://sad.example.ru/n", "Fourth")), "add")
    assert labels(model, ITEMS)[-1] == "Fourth"
    with qtbot.waitSignal(model.rowsRemoved):
        session.undo_stack.undo()
    assert len(labels(model, ITEMS)) == 3
    with qtbot.waitSignal(model.dataChanged):
        session.apply(doc.channel.items[1].set("content", "<header><h1>Renamed</h1></header>"), "h1")
    assert labels(model, ITEMS)[1] == "Renamed"


def test_drop_moves_items_as_one_undo_step(session):
    model = FeedTreeModel(session)
    moved = []
    model.moveRequested.connect(lambda elements, row: moved.append((elements, row)))
    items = model.group_index(ITEMS)
    data = model.mimeData([model.index(0, 0, items)])
    assert model.canDropMimeData(data, 2, 3, 0, items)
    assert not model.canDropMimeData(data, 2, 0, 0, model.group_index(COUNTERS))
    model.dropMimeData(data, 2, 3, 0, items)
    elements, row = moved[0]
    session.apply(edits.move_items(elements, row, model.item_elements()), "move")
    assert labels(model, ITEMS)[-1] == "Как посадить томаты в мае"
    session.undo_stack.undo()
    assert labels(model, ITEMS)[0] == "Как посадить томаты в мае"


def test_a_move_is_a_move_of_rows_so_selections_follow_it(session, qtmodeltester):
    """beginMoveRows, not a removal and an insertion: a view's selection and persistent
    indices follow the moved row without anyone restoring them."""
    model = FeedTreeModel(session)
    qtmodeltester.check(model)
    items = model.group_index(ITEMS)
    first = model.index(0, 0, items)
    title = first.data()
    kept = QPersistentModelIndex(first)
    signals = []
    model.rowsMoved.connect(lambda *args: signals.append("moved"))
    model.rowsRemoved.connect(lambda *args: signals.append("removed"))
    element = model.item_elements()[0]
    session.apply(edits.move_items([element], 3, model.item_elements()), "move")
    assert signals and set(signals) == {"moved"}             # rows moved, none removed
    assert kept.isValid() and kept.row() == 2 and kept.data() == title
    session.undo_stack.undo()
    assert set(signals) == {"moved"} and kept.isValid() and kept.row() == 0


def test_ten_thousand_items_build_an_index_not_widgets(qapp, qtmodeltester):
    doc = FeedDocument.new()
    channel = doc.channel.element
    template = channel.find("item")
    for i in range(10_000):
        clone = __import__("copy").deepcopy(template)
        clone.find("title").text = f"Item {i}"
        clone.find("{http://turbo.yandex.ru}content").text = None   # no h1: the title labels the row
        channel.append(clone)
    session = Session()
    session.set_document(doc)
    model = FeedTreeModel(session)
    items = model.group_index(ITEMS)
    assert model.rowCount(items) == 10_001
    assert model.index(10_000, 0, items).data() == "Item 9999"
    assert model.index(5_000, 1, items).data() is not None


def test_badge_changes_are_signalled_once_for_each_run_of_neighbouring_rows(session):
    doc = session.doc
    for n in range(5):
        session.apply(doc.channel.add_item(new_item_element(f"https://sad.example.ru/{n}", f"N{n}")), "add")
    model = FeedTreeModel(session)
    items = model.item_elements()
    signalled = []
    model.dataChanged.connect(lambda top, bottom, _roles: signalled.append((top.row(), bottom.row())))
    model.update_badges({items[1]: (1, 0), items[2]: (0, 1), items[3]: (2, 0), items[5]: (1, 1),
                         items[0]: (0, 0)}, None)               # (0, 0) unchanged: no badge before either
    assert signalled == [(1, 3), (5, 5)]
    assert [model.badge(e) for e in items[:6]] == [(0, 0), (1, 0), (0, 1), (2, 0), (0, 0), (1, 1)]
    signalled.clear()
    model.update_badges({items[2]: (0, 0), items[3]: (2, 0)}, None)   # one cleared, one the same
    assert signalled == [(2, 2)]
    assert model.badge(items[2]) == (0, 0)


def test_many_badges_changed_at_once_repaint_the_view_rather_than_signal_each_run(session, monkeypatch):
    """A big feed's first check changes hundreds of badges a slice: a dataChanged over them made
    the filter proxy map each row through Python. The view repaints what it shows instead."""
    from turbo_editor.ui import tree_model
    monkeypatch.setattr(tree_model, "_MANY_BADGES", 3)
    doc = session.doc
    for n in range(5):
        session.apply(doc.channel.add_item(new_item_element(f"https://sad.example.ru/{n}", f"N{n}")), "add")
    model = FeedTreeModel(session)
    items = model.item_elements()
    signalled, repaints = [], []
    model.dataChanged.connect(lambda top, bottom, _roles: signalled.append((top.row(), bottom.row())))
    model.repaintRequested.connect(lambda: repaints.append(1))
    model.update_badges({items[1]: (1, 0), items[2]: (0, 1), items[3]: (2, 0), items[5]: (1, 1)}, None)
    assert signalled == [] and repaints == [1]
    assert [model.badge(e) for e in items[:6]] == [(0, 0), (1, 0), (0, 1), (2, 0), (0, 0), (1, 1)]


def _rows_agree(model, doc):
    items = list(doc.root.find("channel").iterchildren("item"))
    assert model.item_elements() == items
    assert all(model.element_index(e).row() == i for i, e in enumerate(items))
    parent = model.group_index(ITEMS)
    assert model.rowCount(parent) == len(items)


def test_rows_follow_random_steps_of_many_items(session):
    """The rows are kept up to date step by step, not counted again at each of a batch's steps
    (5,000 removed took minutes, found by an audit): after any mix of removals, copies and moves
    of many items, undone and redone, every element has its row."""
    import random
    model = FeedTreeModel(session)
    doc = session.doc
    for _ in range(6):
        session.apply(edits.Batch([edits.duplicate_item(i.element) for i in reversed(doc.channel.items)]), "dup")
    rng = random.Random(7)
    for step in range(40):
        items = [i.element for i in doc.channel.items]
        chosen = rng.sample(items, rng.randint(1, max(1, len(items) // 2)))
        kind = step % 4
        if kind == 0 and len(items) > len(chosen):
            session.apply(edits.remove(chosen), "rm")
        elif kind == 1:
            session.apply(edits.Batch([edits.duplicate_item(e) for e in chosen]), "dup")
        elif kind == 2:
            session.apply(edits.move_items(chosen, rng.randint(0, len(items)), items), "move")
        else:
            session.apply(edits.step_items(chosen, rng.choice((-1, 1)), items), "step")
        _rows_agree(model, doc)
        if rng.random() < 0.3:
            session.undo_stack.undo()
            _rows_agree(model, doc)
            session.undo_stack.redo()
            _rows_agree(model, doc)
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
        _rows_agree(model, doc)


def test_a_step_changing_the_text_of_many_items_keeps_the_tree_as_it_was(qtbot, settings_dir, answers, tmp_path):
    """Replace all in the XML pane over 60 items reset the tree: the selection, the form and the
    groups the user had folded were lost (found by a review). Only many rows coming, going or
    moving reset it."""
    from support import TURBO_HEAD
    from turbo_editor.ui.main_window import MainWindow
    items = "".join(f'    <item turbo="true"><link>https://old.example.ru/{i}</link>'
                    f"<turbo:content><![CDATA[<header><h1>T{i}</h1></header><p>x</p>]]></turbo:content></item>\n"
                    for i in range(60))
    path = tmp_path / "feed.xml"
    path.write_text(TURBO_HEAD + items + "  </channel>\n</rss>\n", encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.files.open_path(str(path), confirm=False)
    tree = window.tree
    item = tree.model.item_elements()[5]
    tree.select_elements([item])
    counters = tree.proxy.mapFromSource(tree.model.group_index(COUNTERS))
    tree.view.collapse(counters)
    window.session.accept_text(window.session.doc.to_text(display=True).replace("old.example", "new.example"))
    assert len(tree.selected_elements()) == 1 and not tree.view.isExpanded(counters)
    window.session.undo_stack.setClean()
