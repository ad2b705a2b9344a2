"""Going from one view of the feed to another: a node selected in the tree shows its form and its
XML, the cursor in the XML selects its node, a finding leads to its field or line, and the Find,
Replace and Go to line commands go to the pane or the tree filter."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication

from ..feed.markup import element_at_path
from .find_bar import FindBar
from .tree_model import NodeKind
from .validation import node_of


class Navigator(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.session, self.tree, self.forms = window.session, window.tree, window.forms
        self.pane, self.preview = window.xml_pane, window.preview
        self.tree.view.selectionModel().currentChanged.connect(self._current_changed)
        self.tree.model.modelReset.connect(self._tree_reset)
        self.pane.nodeActivated.connect(self._pane_node)
        self.pane.elementActivated.connect(self._pane_element)

    # -- selection, both ways between the tree, the forms and the XML pane ----------------

    def _current_changed(self, current, _previous) -> None:
        kind, view = self.tree.model.node(self.tree.proxy.mapToSource(current))
        if kind == NodeKind.GROUP:
            kind, view = None, None
        self.forms.show_node(kind, view)
        if view is not None:
            self.pane.reveal_node(view.element)
        self.preview.show_item(view.element if kind == NodeKind.ITEM else None)

    def _tree_reset(self) -> None:
        """The whole root was replaced (an import undone, the feed retyped): a node selected before
        is gone, and so is its form; typing in it edited an element no longer in the feed."""
        if not self.tree.view.currentIndex().isValid():
            self.forms.show_node(None, None)
            self.preview.show_item(None)

    def _pane_node(self, element) -> None:
        if element is None:
            self.tree.select_channel()
        else:
            self.tree.select_element(element)

    def _pane_element(self, element) -> None:
        form = self.forms.current_form()
        if form is not None and form.view is not None:
            form.point_at(element)

    def line_of(self, finding):
        """The line of the pane's text a finding is on (text that does not parse: its own line)."""
        if self.session.unparsed is not None:
            return finding.line
        return self.pane.line_of(finding)

    def focus_field(self, name: str) -> None:
        form = self.forms.current_form()
        if form is not None and name in form.bindings:
            form.bindings[name].widget.setFocus()

    def go_to_finding(self, finding) -> None:
        """Select the node a finding is about, put the cursor in its field and the pane's on the
        finding's line; in text that does not parse, the cursor in the pane, at the finding."""
        if self.session.unparsed is not None:
            if finding.line:
                self.show_panel("xml")
                self.pane.editor.go_to_line(finding.line, finding.column or 1)
                self.pane.editor.setFocus(Qt.OtherFocusReason)
            return
        self.reveal_element(finding.element)
        if finding.element is not None:
            self.pane.reveal_finding(finding)
        form = self.forms.current_form()
        binding = form.binding_for(finding) if form is not None else None
        if binding is not None:
            form.reveal(binding)
        elif form is not None and finding.element is not None:
            form.reveal_row(finding.element)        # a row of a table: a related link, a breadcrumb

    def reveal_element(self, element) -> None:
        """Select the node holding an element and show its form."""
        node = node_of(element) if element is not None else None
        if node is None:
            self.tree.select_channel()
        else:
            self.tree.select_element(node)

    def element_at_path(self, path: str):
        """The element a finding path names (/rss/channel/item[2]/link), or None."""
        doc = self.session.doc
        return element_at_path(doc.root, path) if doc is not None else None

    def show_panel(self, name: str) -> None:
        window = self.window
        dock = {"xml": window.xml_dock, "preview": window.preview_dock, "problems": window.problems_dock,
                "site": window.site_dock}.get(name)
        if dock is not None:
            dock.show()
            dock.raise_()

    # -- find, replace, go to line ----------------------------------------------------------

    def find(self) -> None:
        """In a text with a find bar of its own (the Turbo content): that bar; in the XML pane: its
        find bar; elsewhere: the filter over the items."""
        bar = self._find_bar_at_focus()
        if bar is not None:
            bar.show_find()
            return
        focus = QApplication.focusWidget()
        if (focus is not None and self.pane.isAncestorOf(focus)) or self.session.unparsed is not None:
            self.show_panel("xml")
            self.pane.show_find()
            return
        self.window.tree_dock.show()
        self.tree.filter.setFocus()
        self.tree.filter.selectAll()

    def replace(self) -> None:
        bar = self._find_bar_at_focus()
        if bar is not None:
            bar.show_find(replace=True)
            return
        self.show_panel("xml")
        self.pane.show_find(replace=True)

    def _find_bar_at_focus(self) -> FindBar | None:
        """The find bar of the form's text editor the cursor is in (or of the bar itself), unless the
        text on screen does not parse: then Find and Replace work in the pane."""
        widget = QApplication.focusWidget()
        if self.session.unparsed is not None or widget is None or self.pane.isAncestorOf(widget):
            return None
        while widget is not None:
            if isinstance(widget, FindBar):
                return widget
            bar = getattr(widget, "find_bar", None)
            if isinstance(bar, FindBar):
                return bar
            widget = widget.parentWidget()
        return None

    def go_to_line(self) -> None:
        self.show_panel("xml")
        self.pane.ask_line()
