"""File ▸ Import as Turbo feed…: the result opens as a new, unsaved feed whose one undo step is the
import, with the report in its dock."""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

DATA = Path(__file__).resolve().parents[1] / "data" / "import"


def _menu_texts(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()[0].menu().actions()]


def test_import_opens_an_unsaved_feed_with_one_undo_step_and_the_report(window, qtbot):
    assert "&Import as Turbo feed…" in _menu_texts(window)
    assert window.import_dock.isHidden()
    assert window.files.import_path(str(DATA / "wordpress.xml"))
    session = window.session
    assert session.path is None and session.is_modified
    assert window.windowTitle().startswith("Untitled[*]")
    stack = session.undo_stack
    assert stack.count() == 1 and stack.text(0) == "Import wordpress.xml"
    assert window.tree.model.item_elements()[0].findtext("link") == "https://sad-ogorod.example.ru/rassada-tomatov/"
    assert len(window.tree.model.item_elements()) == 2
    qtbot.waitUntil(lambda: window.xml_pane.in_sync, timeout=5000)
    assert "<turbo:content><![CDATA[<header><h1>" in window.xml_pane.editor.toPlainText()

    # The report: the channel, then every item of the source; the one left out says why.
    panel = window.import_panel
    assert not window.import_dock.isHidden()
    assert panel.summary.text() == "wordpress.xml: 2 items imported, 1 left out, 1 thing needs a person"
    tree = panel.tree
    assert [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())][0] == "Channel"
    left_out = tree.topLevelItem(3)
    assert left_out.text(0) == "item 3 “Черновик без адреса”" and left_out.isExpanded()
    assert left_out.child(0).text(0).startswith("left out: the item has no <link>")
    second = tree.topLevelItem(2)
    texts = [second.child(i).text(0) for i in range(second.childCount())]
    assert "rewrote <s>: written as <del>" in texts

    # Activating an imported item selects it in the tree.
    tree.itemActivated.emit(second, 0)
    current = window.tree.proxy.mapToSource(window.tree.view.currentIndex())
    assert window.tree.model.node(current)[1].element.findtext("link") == \
        "https://sad-ogorod.example.ru/obrezka-smorodiny/"

    # Undo leaves the empty template; redo brings the import back.
    stack.undo()
    assert len(window.tree.model.item_elements()) == 1
    stack.redo()
    assert len(window.tree.model.item_elements()) == 2


def test_the_imported_feed_keeps_the_sources_encoding(window):
    assert window.files.import_path(str(DATA / "podcast-cp1251.xml"))
    assert window.session.save_encoding == "windows-1251"


def test_a_file_that_cannot_be_imported_says_why_and_changes_nothing(window, tmp_path, answers):
    broken = tmp_path / "broken.xml"
    broken.write_bytes(b"<?xml version='1.0'?>\n<rss version='2.0'><channel><title>x</channel></rss>")
    before = window.session.doc
    answers.append(QMessageBox.Ok)
    assert not window.files.import_path(str(broken))
    assert not answers                                  # the error was shown
    assert window.session.doc is before and window.session.undo_stack.count() == 0
    assert window.import_dock.isHidden()


def test_the_tree_follows_a_whole_feed_typed_in_the_xml_pane(window):
    text = window.session.doc.to_text()
    more = text.replace("<channel>", "<channel>\n    <!-- a comment -->", 1).replace(
        "</item>", '</item>\n    <item turbo="true"><title>Two</title><link>https://example.com/2</link></item>')
    assert window.session.accept_text(more)
    assert [e.findtext("title") for e in window.tree.model.item_elements()][1] == "Two"
    from turbo_editor.ui.tree_model import ITEMS
    index = window.tree.model.index(1, 0, window.tree.model.group_index(ITEMS))
    assert index.data(Qt.DisplayRole) == "Two"


def test_the_report_gets_room_for_a_dozen_rows_on_a_small_screen(window, qtbot):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.size_docks()
    small = window.problems_dock.height()
    assert window.files.import_path(str(DATA / "ghost.xml"))
    qtbot.waitUntil(lambda: window.import_dock.height() > small, timeout=3000)
    rows = window.import_panel.tree.viewport().height() // window.import_panel.tree.fontMetrics().height()
    assert rows >= 10
    assert window.centralWidget().height() >= 720 // 3          # the form keeps room too
    # Beside Problems, half the width each (it came back at 210 px, every row cut short).
    assert window.problems_dock not in window.tabifiedDockWidgets(window.import_dock)
    qtbot.waitUntil(lambda: window.import_dock.width() >= 1280 * 2 // 5, timeout=3000)
    assert window.problems_dock.width() >= 1280 * 2 // 5


def test_an_atom_feed_imports_in_the_window_too(window):
    assert window.files.import_path(str(DATA / "jekyll-atom.xml"))
    links = [e.findtext("link") for e in window.tree.model.item_elements()]
    assert links == ["https://priyaraman.example.net/2024/01/30/partial-indexes.html",
                     "https://priyaraman.example.net/2024/01/14/century-again.html"]
    assert window.import_panel.summary.text() == "jekyll-atom.xml: 2 items imported"


def test_the_wait_cursor_shows_while_a_feed_is_imported_or_opened_and_goes_after(window, monkeypatch, tmp_path,
                                                                                  answers):
    from PySide6.QtWidgets import QApplication

    from turbo_editor import importer
    seen = []
    real = importer.import_bytes

    def watched(data, **kwargs):
        cursor = QApplication.overrideCursor()
        seen.append(cursor.shape() if cursor is not None else None)
        return real(data, **kwargs)
    monkeypatch.setattr(importer, "import_bytes", watched)
    assert window.files.import_path(str(DATA / "hugo.xml"))
    assert seen == [Qt.WaitCursor] and QApplication.overrideCursor() is None
    broken = tmp_path / "broken.xml"
    broken.write_bytes(b"<rss><channel>")
    answers.append(QMessageBox.Ok)
    assert not window.files.import_path(str(broken))          # an error box; the cursor is back all the same
    assert not answers
    assert QApplication.overrideCursor() is None
    assert window.files.open_path(str(DATA / "hugo.xml"), confirm=False)
    assert QApplication.overrideCursor() is None


def test_undoing_the_import_leaves_no_form_of_an_item_it_took_away(window, qtbot):
    """The form of an imported item stayed after Undo: typing in it made an edit of an element no
    longer in the feed, and took the import's Redo away."""
    assert window.files.import_path(str(DATA / "wordpress.xml"))
    panel = window.import_panel
    panel.tree.itemActivated.emit(panel.tree.topLevelItem(1), 0)
    form = window.forms.current_form()
    assert form.view is not None and form.view.element.findtext("link").startswith("https://sad-ogorod")
    window.actions.undo.trigger()
    current = window.forms.current_form()
    root = window.session.doc.root
    assert current is None or current.view is None or current.view.element.getroottree().getroot() is root
    assert window.actions.redo.isEnabled()


def test_the_import_report_goes_when_another_feed_is_opened(window, tmp_path):
    assert window.files.import_path(str(DATA / "wordpress.xml"))
    assert not window.import_dock.isHidden() and window.import_panel.tree.topLevelItemCount()
    window.session.undo_stack.setClean()            # nothing to ask about
    other = tmp_path / "other.xml"
    other.write_text('<rss version="2.0"><channel><title>Other</title></channel></rss>', encoding="utf-8")
    assert window.files.open_path(str(other), confirm=False)
    assert window.import_dock.isHidden() and window.import_panel.tree.topLevelItemCount() == 0
    assert window.import_panel.summary.text().startswith("Import a site's RSS feed")
    assert window.files.import_path(str(DATA / "wordpress.xml"))     # a new import shows its own
    assert not window.import_dock.isHidden() and window.import_panel.tree.topLevelItemCount()
