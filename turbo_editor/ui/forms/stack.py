"""The centre of the window: the form for whatever node is selected in the tree."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget

from ..tree_model import NodeKind
from ..validation import node_of
from .ads import AdNetworkForm, CounterForm
from .channel import ChannelForm
from .item import ItemForm
from .lists import ListEditor
from .widgets import guard_wheel


class FormStack(QStackedWidget):
    """One form per node kind, created once and re-pointed at the selected view."""

    fixRequested = Signal(object)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.empty = QLabel(self.tr("Select the channel, an item, a counter or an ad network in the tree."))
        self.empty.setAlignment(Qt.AlignCenter)
        self.empty.setWordWrap(True)
        self.addWidget(self.empty)
        self.forms = {
            NodeKind.CHANNEL: ChannelForm(session),
            NodeKind.ITEM: ItemForm(session),
            NodeKind.COUNTER: CounterForm(session),
            NodeKind.AD: AdNetworkForm(session),
        }
        for form in self.forms.values():
            self.addWidget(form)
            form.fixRequested.connect(self.fixRequested)
            guard_wheel(form)
        self._findings: list | Callable = []
        session.reset.connect(lambda: self.show_node(None, None))

    def commit(self) -> None:
        """Take in what is being typed in a table's cell of the form shown."""
        form = self.current_form()
        if form is not None:
            for table in form.findChildren(ListEditor):
                table.commit()

    def show_node(self, kind: NodeKind | None, view) -> None:
        self.commit()
        form = self.forms.get(kind)
        if form is None or view is None:
            for f in self.forms.values():
                f.view = None
            self.setCurrentWidget(self.empty)
            return
        form.set_view(view)
        self.setCurrentWidget(form)
        form.show_findings(self._findings_for(kind, view))

    def show_findings(self, findings, delta=None) -> None:
        """Hand the current form the findings that concern its node.

        ``findings``: the list of all findings, or a function giving a node's (its element,
        None for the channel); with ``delta`` (ui.validation.FindingsDelta), a form whose node
        the change did not touch keeps what it shows.
        """
        self._findings = findings
        form = self.current_form()
        if form is not None and form.view is not None:
            kind = next(k for k, f in self.forms.items() if f is form)
            if delta is not None and not delta.rest and form.view.element not in delta.items:
                return
            form.show_findings(self._findings_for(kind, form.view))

    def _findings_for(self, kind: NodeKind, view) -> list:
        node = None if kind == NodeKind.CHANNEL else view.element
        if callable(self._findings):
            return self._findings(node)
        return [f for f in self._findings if f.element is not None and node_of(f.element) is node]

    def current_form(self):
        widget = self.currentWidget()
        return widget if widget is not self.empty else None
