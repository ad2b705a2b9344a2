"""The commands on the feed's nodes: add, duplicate, delete and move items; counters and ad
networks; the clipboard; quick fixes and ignored rules.

Each builds its edit with turbo_editor.feed (where the logic lives and is
tested) and applies it to the session as one undoable step; here are only
the choices that depend on the window: the selection, and what to select
afterwards.
"""

from __future__ import annotations

import copy

from lxml import etree
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from ..check.fixes import ENTITIES_FIX, fix_edit, fixes_for
from ..feed import FeedSyntaxError, edits
from ..feed.views import items_from_text, services_from_text
from . import i18n, settings
from .tree_model import LEAF


class FeedCommands(QObject):
    def __init__(self, window, session, tree):
        super().__init__(window)
        self.window, self.session, self.tree = window, session, tree

    def _apply(self, edit, text: str, select: list | None = None) -> None:
        """Apply ``edit`` as one undo step, then select the nodes ``select`` names (elements), if
        given. Undoing the step selects again what was selected before it, and redoing it what
        was selected after: the change is shown where it is, not left off screen."""
        before = self.tree.selected_elements()
        if len(before) > 1:
            self.tree.clear_selection()         # see EditCommand._unselect
        command = self.session.apply(edit, text)
        if select:
            self.tree.select_elements(select)
        elif len(before) > 1:
            self.tree.select_elements(before)   # moved rows stay selected (those still in the feed)
        command.selection = (before, self.tree.selected_elements(), self.tree.select_elements,
                             self.tree.clear_selection)

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 5000)

    # -- items ----------------------------------------------------------------------------

    def add_item(self) -> None:
        channel = self.session.doc.channel
        selected = self.tree.selected_item_elements()
        items = self.tree.model.item_elements()
        edit = channel.new_item(items.index(selected[-1]) + 1 if selected else None, pub_date=settings.now_rfc822())
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(edit, self.tr("Add item"), [edit.element])
        self.window.navigator.focus_field("link")

    def duplicate_items(self) -> None:
        selected = self.tree.selected_item_elements()
        if not selected:
            return
        batch = edits.duplicate_items(selected)
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(batch, self.tr("Duplicate %n item(s)", "", len(selected)),
                    [step.element for step in batch.edits])

    def delete_selected(self) -> None:
        sources = self.tree.selected_sources()
        elements = self.tree.selected_elements()
        if not elements:
            return
        following = self._neighbour_after(sources)
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(edits.remove(elements), self.tr("Delete %n node(s)", "", len(elements)),
                    [following] if following is not None else None)

    def _neighbour_after(self, sources):
        """The node to select after deleting: in the group of the last deleted (items, counters or
        ad networks), the one after it that is shown (a filter may hide items), else the one
        before; the channel when none is left."""
        model, proxy = self.tree.model, self.tree.proxy
        leaves = [s for s in sources if s.internalId() >= LEAF]
        if not leaves:
            return None
        group = max(leaves, key=lambda s: (s.internalId(), s.row())).internalId() - LEAF
        rows = model.group_elements(group)
        chosen = {rows[s.row()] for s in leaves if s.internalId() == LEAF + group}
        last = max(s.row() for s in leaves if s.internalId() == LEAF + group)

        def shown(element) -> bool:
            return element not in chosen and proxy.mapFromSource(model.element_index(element)).isValid()
        after = next((e for e in rows[last + 1:] if shown(e)), None)
        if after is None:
            after = next((e for e in reversed(rows[:last]) if shown(e)), None)
        return after if after is not None else self.session.doc.channel.element

    def move_selected(self, step: int) -> None:
        """Move up (-1) or down (+1): each selected item one place, past its unselected neighbour."""
        selected = self.tree.selected_item_elements()
        if not selected:
            return
        edit = edits.step_items(selected, step, self.tree.model.item_elements())
        if edit.edits:
            #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
            self._apply(edit, self.tr("Move up") if step < 0 else self.tr("Move down"))

    def move_dropped(self, elements: list, target: int) -> None:
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self.move(elements, target, self.tr("Move %n item(s)", "", len(elements)))

    def move(self, elements: list, target: int, text: str) -> None:
        edit = edits.move_items(elements, target, self.tree.model.item_elements())
        if edit.edits:
            self._apply(edit, text)         # rows move: the selection moves with them

    # -- counters and ad networks ----------------------------------------------------------

    def add_counter(self) -> None:
        edit = self.session.doc.channel.add_counter("Yandex", id="")
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(edit, self.tr("Add counter"), [edit.element])

    def add_ad_network(self) -> None:
        edit = self.session.doc.channel.new_ad_network()
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(edit, self.tr("Add ad network"), [edit.element])

    # -- clipboard: text widgets get the usual behaviour, the tree copies XML ----------------

    def _text_focus(self):
        widget = QApplication.focusWidget()
        return widget if widget is not None and widget is not self.tree.view and hasattr(widget, "copy") else None

    def cut(self) -> None:
        widget = self._text_focus()
        if widget is not None and hasattr(widget, "cut"):
            widget.cut()
        elif [e for e in self.tree.selected_elements() if e.tag != "channel"]:
            self.copy()                 # items, counters, ad networks: copied, then deleted
            self.delete_selected()

    def copy(self) -> None:
        widget = self._text_focus()
        if widget is not None:
            widget.copy()
            return
        nodes = [self.tree.model.node(s)[1] for s in self.tree.selected_sources()]
        elements = [n.element for n in nodes if hasattr(n, "element") and n.element.tag != "channel"]
        if elements:
            text = "\n".join(etree.tostring(copy.deepcopy(e), encoding="unicode", with_tail=False) for e in elements)
            QApplication.clipboard().setText(text)

    def paste(self) -> None:
        widget = self._text_focus()
        if widget is not None and hasattr(widget, "paste"):
            widget.paste()
            return
        self.paste_items(QApplication.clipboard().text())

    def paste_items(self, text: str) -> None:
        """Paste <item> elements copied from this or another feed after the selection."""
        try:
            elements = items_from_text(text)
        except FeedSyntaxError as err:
            if "<item" in text:             # items, copied whole or not: say where they break
                self._status(self.tr("The clipboard's items are not well-formed XML (line {0}, column {1}): {2}")
                             .format(err.line, err.column, err.describe(i18n.current())))
                return
            elements = []
        if not elements:
            self._paste_services(text)
            return
        selected = self.tree.selected_item_elements()
        items = self.tree.model.item_elements()
        index = items.index(selected[-1]) + 1 if selected else None
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(self.session.doc.channel.add_items(elements, index),
                    self.tr("Paste %n item(s)", "", len(elements)), elements)

    def _paste_services(self, text: str) -> None:
        """Counters and ad networks copied from the tree (or a feed's channel) go into the channel."""
        try:
            services = services_from_text(text)
        except FeedSyntaxError:
            services = []
        if not services:
            self._status(self.tr("The clipboard holds no feed items, counters or ad networks"))
            return
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(self.session.doc.channel.add_services(services), self.tr("Paste %n node(s)", "", len(services)),
                    services)

    # -- problems -----------------------------------------------------------------------

    def apply_fix(self, finding) -> None:
        """Apply a finding's quick fix as one undoable step."""
        if fixes_for(finding) == [ENTITIES_FIX]:
            if self.session.unparsed is not None:        # a step of the pane's text, as its button does
                self.window.xml_pane.fix_entities()
            return
        doc = self.session.doc
        if doc is None or finding.element is None or finding.element.getroottree().getroot() is not doc.root:
            return
        fixes = fixes_for(finding)
        edit = fix_edit(doc, finding, fixes[0]) if fixes else None
        if edit is None:
            self._status(self.tr("This problem cannot be fixed automatically"))
            return
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        self._apply(edit, self.tr("Quick fix: {0}").format(fixes[0].title_in(i18n.current())))
        self.window.validator.flush()

    def ignore_rule(self, rule: str, ignore: bool) -> None:
        """Ignore a rule for this feed, or report it again: one undoable step, saved with the feed
        into the project file beside it."""
        doc = self.session.doc
        if doc is None:
            return
        rules = doc.ignored_rules | {rule} if ignore else doc.ignored_rules - {rule}
        #: An undo step, shown as "Undo {step}" and "Redo {step}": in Russian the accusative (Отменить вставку …).
        text = self.tr("Ignore rule {0}") if ignore else self.tr("Report rule {0} again")
        self._apply(edits.SetIgnoredRules(rules), text.format(rule))
