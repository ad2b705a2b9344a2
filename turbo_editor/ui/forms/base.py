"""What every form shares: fields bound to a view, undoable edits, refresh on change.

A bound field knows its view field name; editing the widget applies
``view.set(name, value)`` through the session (typing in one field merges
into one undo step until focus leaves it), and every document change re-reads
the fields whose values differ. The widgets keep no value of their own.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetricsF, QKeySequence, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionFrame,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ... import messages
from ...check.fixes import fixes_for
from ...feed.change import ChangeKind
from ...feed.markup import qualified_name
from ...feed.source import keep_line_ends
from ...feed.template import ROW_WORDS
from ...feed.views import Field, lookups_kept
from .. import i18n
from .rows import FormLabel, RowsLayout
from .widgets import ButtonCaption, captioned, editor_text, plain_text


def plain_tooltip(text: str | None) -> str:
    """A tooltip shown as written: Qt would read "<h1>" or "<header>" in a message as markup."""
    if not text:
        return ""
    return '<p style="white-space: pre-wrap">' + html.escape(text) + "</p>"


_OWN_ENTRY = Qt.UserRole + 1     # marks the entry a choice box shows for a value of the file's own


def _entry_for(box: QComboBox, value: str | None, index: int) -> int:
    """The entry of a choice box that shows ``value``: its own (``index``), else one added at the
    end that says the value as the file has it (a type="yandex", a missing type): showing the first
    choice instead would say the file holds what it does not."""
    last = box.count() - 1
    own = last >= 0 and box.itemData(last, _OWN_ENTRY)
    if index >= 0 and not (own and index == last):
        if own:
            box.removeItem(last)
        return index
    text = value if value else "—"
    if own:
        box.setItemText(last, text)
        box.setItemData(last, value)
        return last
    box.addItem(text, value)
    box.setItemData(box.count() - 1, True, _OWN_ENTRY)
    return box.count() - 1


class Binding(QObject):
    """One widget bound to one field of the form's current view."""

    def __init__(self, form: Form, name: str, label: str, widget: QWidget, optional: bool = True,
                 read=None, write=None, unchecked: str | None = "false", targets=None):
        super().__init__(widget)
        self.form, self.name, self.label, self.widget, self.optional = form, name, label, widget, optional
        self.column: QWidget | None = None      # the widget, its hint and its messages: one row of the form
        self.caption: FormLabel | None = None   # the row's label, which always shows the help
        # Fields that are not a plain view Field (the self link, toggles) bring their own accessors.
        self.read = read or (lambda view: view.get(name))
        self.write = write or (lambda view, value: view.set(name, value))
        self.targets = targets or self._field_targets
        self.unchecked = unchecked
        self._shown = ""                        # the value a text editor shows (widget_value)
        self.message = QLabel(widget.parentWidget())
        self.message.setObjectName("fieldMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.RichText)
        self.message.linkActivated.connect(self._fix_link)
        self.message.hide()
        self._collapse_on_leave = False       # an emptied message keeps its room until the field is left
        self.findings: list = []
        self.hint = QLabel(widget.parentWidget())       # shown under the field where a form wants it
        self.hint.setObjectName("fieldHint")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.PlainText)         # hints name tags ("<h1>"): never markup
        self.hint.hide()
        self.placeholder: str | None = None   # a line edit's hint, shown in it while it fits there
        self.help: str | None = None          # what the field is for: its tooltip while no finding has one
        widget.installEventFilter(self)
        # A date field's text box, picker, zone and buttons: leaving one ends a step, and Ctrl+Z
        # in any of them is the document's.
        for part in getattr(widget, "focus_parts", list)():
            part.installEventFilter(self)

    def set_help(self, text: str | None) -> None:
        """What the field is for: the tooltip of its label (and of a check box's text) always, and of the
        field while no finding has one."""
        self.help = text
        tip = plain_tooltip(text)
        framed = self._framed()
        if framed is not self.widget or not self.findings:
            self.widget.setToolTip(tip)
        if not self.findings:
            framed.setToolTip(tip)
        self.widget.setWhatsThis(tip)
        for label in (self.caption, *self._button_captions()):
            if label is not None:
                label.setToolTip(tip)

    def _button_captions(self) -> list:
        """The text beside a check box, which is a label of its own (see captioned())."""
        if self.column is None or not isinstance(self.widget, QCheckBox):
            return []
        return [c for c in self.column.findChildren(ButtonCaption) if c.button is self.widget]

    def _framed(self) -> QWidget:
        """The widget that shows the value's frame and messages: a date field's text box, else the widget."""
        return self.widget.text if isinstance(getattr(self.widget, "text", None), QLineEdit) else self.widget

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.FocusOut:
            # A popup (the content editor's completion, a context menu) is not leaving the field:
            # the typing around it stays one undo step.
            if event.reason() != Qt.PopupFocusReason:
                finish = getattr(self.widget, "finish_typing", None)
                if finish is not None:
                    finish()        # a date typed in another form is rewritten in the typing's step
                self.form.break_merge()
                self._collapse_message()
        elif event.type() == QEvent.Resize and self.placeholder:
            self.form.fit_placeholders_later()
        elif event.type() == QEvent.ShortcutOverride and (
                event.matches(QKeySequence.Undo) or event.matches(QKeySequence.Redo)):
            # Undo belongs to the document's stack, not to the widget's private one.
            event.ignore()
            return True
        return False

    def fit_placeholder(self) -> None:
        """A hint too long for the line edit goes under it, wrapped, instead of being shown cut."""
        edit = self.widget
        option = QStyleOptionFrame()
        edit.initStyleOption(option)
        room = edit.style().subElementRect(QStyle.SE_LineEditContents, option, edit).width()
        margins = edit.textMargins()
        room -= margins.left() + margins.right() + 4          # QLineEdit keeps 2 px each side of the text
        fits = QFontMetricsF(edit.font()).horizontalAdvance(self.placeholder) <= room
        edit.setPlaceholderText(self.placeholder if fits else "")
        if self.hint.text() != self.placeholder:
            self.hint.setText(self.placeholder)
        self.hint.setVisible(not fits)

    # The widget kinds differ only in how a value is read and shown.
    def widget_value(self) -> str | None:
        w = self.widget
        if hasattr(w, "set_value"):
            return w.value()
        if isinstance(w, QLineEdit):
            return w.text()
        if isinstance(w, QPlainTextEdit):
            # The editor holds every line end as a paragraph: a CR the value had (&#13; in the
            # file) stays on the lines the user did not change.
            return keep_line_ends(self._shown, plain_text(w), "\n") if "\r" in self._shown else plain_text(w)
        if isinstance(w, QComboBox):
            if not w.isEditable():
                return w.currentData()
            # What the box shows, not its current entry (which typing does not move): a choice's
            # own text ("de — German", as completion fills it in) is its code, else it is as typed.
            text = w.currentText()
            index = w.findText(text, Qt.MatchExactly)
            return w.itemData(index) if index >= 0 else text
        if isinstance(w, QCheckBox):
            return "true" if w.isChecked() else self.unchecked
        raise TypeError(type(w))

    def show_value(self, value: str | None) -> None:
        w = self.widget
        w.blockSignals(True)
        try:
            if hasattr(w, "set_value"):
                w.set_value(value)
            elif isinstance(w, QLineEdit):
                if w.text() != (value or ""):
                    position = w.cursorPosition()
                    w.setText(value or "")
                    w.setCursorPosition(min(position, len(value or "")))
            elif isinstance(w, QPlainTextEdit):
                self._shown = value or ""
                if self.widget_value() != (value or ""):
                    cursor = w.textCursor()
                    position = 0 if self.form.another_node else cursor.position()
                    scroll = 0 if self.form.another_node else w.verticalScrollBar().value()
                    w.setPlainText(editor_text(value or ""))
                    cursor = w.textCursor()
                    cursor.setPosition(min(position, len(value or "")))
                    w.setTextCursor(cursor)
                    w.verticalScrollBar().setValue(scroll)
                elif self.form.another_node:            # the same text in another node: its top too
                    w.moveCursor(QTextCursor.Start)
                    w.verticalScrollBar().setValue(0)
            elif isinstance(w, QComboBox):
                index = w.findData(value)
                if w.isEditable() and self.widget_value() == (value or ""):
                    pass                # as typed (and completed): setting it again would lose the cursor
                elif index < 0 and w.isEditable():
                    w.setEditText(value or "")
                else:
                    w.setCurrentIndex(_entry_for(w, value, index))
            elif isinstance(w, QCheckBox):
                checked = (value or "").strip().lower()
                w.setChecked(checked not in ("false", "") if self.unchecked is None else checked != "false")
        finally:
            w.blockSignals(False)

    def edited(self, *_args) -> None:
        value = self.widget_value()
        if self.optional and value == "" and not isinstance(self.widget, QCheckBox):
            value = None
        w = self.widget
        if isinstance(w, QCheckBox) or (isinstance(w, QComboBox) and not w.isEditable()):
            # A click or a choice is a step of its own; only typing merges.
            self.form.break_merge()
            self.form.write(self, value)
            self.form.break_merge()
            return
        self.form.write(self, value)

    def mark(self, name: str, value) -> QWidget:
        """Set a style property on the widget (on a date field, on its text box, which shows it)."""
        self.widget.setProperty(name, value)
        framed = self._framed()
        framed.setProperty(name, value)
        framed.style().unpolish(framed)
        framed.style().polish(framed)
        return framed

    def _field_targets(self, view) -> list:
        """(element, attribute, missing child) a finding must name to concern this widget.

        An element that is there is named with the attribute the widget edits
        (None: its text); a missing one by its parent and its qualified name,
        as the checks report it.
        """
        spec = view.FIELDS.get(self.name)
        if spec is None:
            return []
        element = spec.find(view.element)
        if element is not None:
            return [(element, spec.attr, None)]
        parent = Field(spec.path[:-1]).find(view.element)
        return [(parent, None, qualified_name(spec.path[-1], parent))] if parent is not None else []

    def concerns(self, finding, targets) -> bool:
        for element, attribute, missing in targets:
            if finding.element is not element or finding.attribute != attribute:
                continue
            if missing is None or finding.field == missing:
                return True
        return False

    def _fix_link(self, link: str) -> None:
        index = int(link.split(":", 1)[1])
        if index < len(self.findings):
            self.form.fixRequested.emit(self.findings[index])

    def show_findings(self, findings: list, language: str) -> None:
        """Frame the widget, list the messages under it, each with its quick fix as a link."""
        self.findings = findings
        if not findings:
            self.set_message(None, None)
            return
        lines = []
        for i, finding in enumerate(findings):
            line = html.escape(finding.message(language))
            for fix in fixes_for(finding, self.form.session.doc):
                line += f' <a href="fix:{i}">{html.escape(fix.title_in(language))}</a>'
            lines.append(line)
        self.set_message(findings[0].severity, "<br>".join(lines),
                         tooltip="\n".join(f.message(language) for f in findings))

    def set_message(self, severity: str | None, text: str | None, tooltip: str | None = None) -> None:
        """Frame the widget and show the findings' messages under it."""
        framed = self.mark("severity", severity or "")
        # With no message to show, the tooltip is the field's help again.
        framed.setToolTip(plain_tooltip((tooltip if tooltip is not None else text) or self.help))
        self.message.setText(text or "")
        self.message.setProperty("severity", severity or "")
        if not text and self.message.isVisible() and self._typing_in():
            # The value became right while it is typed: the message's room stays until the field is
            # left, so the fields below do not move under a click aimed at them.
            self.message.setMinimumHeight(self.message.height())
            self._collapse_on_leave = True
            return
        self.message.setMinimumHeight(0)
        self._collapse_on_leave = False
        self.message.setVisible(bool(text))

    def _typing_in(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and (focus is self.widget or self.widget.isAncestorOf(focus))

    def _collapse_message(self) -> None:
        if self._collapse_on_leave:
            self._collapse_on_leave = False
            self.message.setMinimumHeight(0)
            self.message.setVisible(bool(self.message.text()))


class Form(QScrollArea):
    """A scrollable form over one view (channel, item, counter or ad network)."""

    fixRequested = Signal(object)      # a Finding whose quick fix was clicked under its field

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.view = None
        self.another_node = False           # set_view is showing another node than before
        self.bindings: dict[str, Binding] = {}
        self._merge_epoch = 0
        self._pointed_at = None          # the element whose field the XML cursor last pointed at
        self._sections: dict = {}          # section content widget -> its toggle button
        self._forms: list[RowsLayout] = []  # every section's rows, reflowed to the width
        # Placeholders are fitted once the layout has settled, not while it is placing the fields.
        self._fit_timer = QTimer(self, singleShot=True, interval=0, timeout=self.fit_placeholders)
        self.findings: list = []           # those of the feed's findings that concern this view
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        # Fields follow the width (labels go above them, rows of buttons and messages wrap), so a
        # sideways bar shows only where the form is narrower than any field can be.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        self.body = QWidget()
        self.body.setObjectName("formBody")
        self.layout_ = QVBoxLayout(self.body)
        self.layout_.setContentsMargins(16, 12, 16, 16)
        self.layout_.setSpacing(10)
        self.setWidget(self.body)
        session.changed.connect(self._on_change)

    # -- building ---------------------------------------------------------

    def heading(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.PlainText)       # a title from the feed, shown as written
        label.setObjectName("formHeading")
        label.setWordWrap(True)           # an item's heading is its title, which may be long
        # A word longer than the form (a 60-letter compound, a URL as a title) is cut at its edge,
        # not made the form's width: every field was cut off to the right, behind a scroll bar.
        label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.layout_.addWidget(label)
        return label

    def feed_words(self, row: str) -> str:
        """The words a new ``row`` (a key of ROW_WORDS) writes into the feed, in the language the
        feed is written in, else the interface's, as a snippet's sample text."""
        channel = self.session.doc.channel if self.session.doc is not None else None
        language = messages.feed_words_language(channel.language if channel is not None else None, i18n.current())
        return messages.catalogue(language).gettext(ROW_WORDS[row])

    def section(self, title: str, collapsed: bool = False, parent_layout=None) -> RowsLayout:
        """A titled section with a form layout; a collapsible one has an arrow button."""
        box = QWidget()
        outer = QVBoxLayout(box)
        outer.setContentsMargins(0, 4, 0, 0)
        toggle = QToolButton()
        toggle.setText(title)
        toggle.setObjectName("sectionToggle")
        toggle.setToolButtonStyle(Qt.ToolButtonIconOnly)
        toggle.setCheckable(True)
        toggle.setChecked(not collapsed)
        toggle.setArrowType(Qt.DownArrow if not collapsed else Qt.RightArrow)
        toggle.setAutoRaise(True)
        header = captioned(toggle, spacing=4)          # the title beside the arrow, wrapping when narrow
        header.findChild(ButtonCaption).setObjectName("sectionTitle")
        content = QWidget()
        form = RowsLayout(content)
        form.setContentsMargins(12, 0, 0, 0)
        content.setVisible(not collapsed)
        self._forms.append(form)

        def flip(checked):
            content.setVisible(checked)
            toggle.setArrowType(Qt.DownArrow if checked else Qt.RightArrow)
        toggle.toggled.connect(flip)
        self._sections[content] = toggle
        outer.addWidget(header)
        outer.addWidget(content)
        (parent_layout or self.layout_).addWidget(box)
        return form

    def bind(self, form: RowsLayout, name: str, label: str, widget: QWidget | None = None,
             hint: str | None = None, optional: bool = True, help: str | None = None, **accessors) -> QWidget:
        """A labelled widget bound to a view field; ``accessors`` may replace read, write, targets.

        ``hint`` is the short text shown in (or under) a text box; ``help`` says what the field is for
        and its rule, the tooltip of the label and the field (the hint when there is no help).
        """
        widget = widget or QLineEdit()
        binding = Binding(self, name, label, widget, optional, **accessors)
        self.bindings[name] = binding
        if hasattr(widget, "set_value"):
            widget.valueEdited.connect(binding.edited)
        elif isinstance(widget, QLineEdit):
            widget.textEdited.connect(binding.edited)
            if hint:
                widget.setPlaceholderText(hint)
                binding.placeholder = hint
        elif isinstance(widget, QPlainTextEdit):
            widget.textChanged.connect(binding.edited)
            if hint:
                widget.setPlaceholderText(hint)
        elif isinstance(widget, QComboBox):
            widget.activated.connect(binding.edited)
            if widget.isEditable():
                widget.lineEdit().textEdited.connect(binding.edited)
        elif isinstance(widget, QCheckBox):
            widget.clicked.connect(binding.edited)
        column = QWidget()
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.setSpacing(2)
        binding.column = column
        binding.message.setParent(column)
        binding.hint.setParent(column)
        if isinstance(widget, QCheckBox) and widget.text():
            column_layout.addWidget(captioned(widget))
        else:
            widget.setParent(column)
            column_layout.addWidget(widget)
        column_layout.addWidget(binding.hint)
        column_layout.addWidget(binding.message)
        binding.caption = self.add_row(form, label + ":", column)
        binding.set_help(help or hint)
        return widget

    def add_row(self, form: RowsLayout, label: str, field: QWidget, help: str | None = None) -> FormLabel:
        """A labelled row of a section (the label can go above the field and wrap, see _reflow);
        ``help``, what the row is for, is the tooltip of the label and of the field."""
        caption = FormLabel(label)
        form.addRow(caption, field)
        if help:
            caption.setToolTip(plain_tooltip(help))
            field.setToolTip(plain_tooltip(help))
        return caption

    def row(self, *widgets: QWidget) -> QWidget:
        box = QWidget()
        layout = QHBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        for w in widgets:
            layout.addWidget(w)
        return box

    # -- showing and writing ------------------------------------------------

    def set_view(self, view) -> None:
        doc = self.session.doc
        if self.view is not None and (view is None or view.element is not self.view.element) \
                and doc is not None and self.view.element.getroottree().getroot() is doc.root:
            # Typing another node is shown during (a key, not a click, went there) ends in its own
            # node and step: a date typed in another form is rewritten there, not in the next node.
            for binding in self.bindings.values():
                finish = getattr(binding.widget, "finish_typing", None)
                if finish is not None:
                    finish()
        before, self.view = self.view, view
        self._merge_epoch += 1
        # Another node's text starts at its top; the same node shown again keeps its place.
        self.another_node = before is None or view is None or before.element is not view.element
        try:
            self.refresh()
        finally:
            self.another_node = False

    def refresh(self) -> None:
        if self.view is None:
            return
        with lookups_kept():
            values = [(binding, binding.read(self.view)) for binding in self.bindings.values()]
        for binding, value in values:
            binding.show_value(value)

    # -- findings ---------------------------------------------------------------

    def show_findings(self, findings) -> None:
        """Frame each field a finding names and show its message under it."""
        self.findings = list(findings)
        if self.view is None:
            return
        with lookups_kept():
            targets = {name: binding.targets(self.view) for name, binding in self.bindings.items()}
        for name, binding in self.bindings.items():
            mine = sorted((f for f in self.findings if binding.concerns(f, targets[name])),
                          key=lambda f: f.severity.rank)
            binding.show_findings(mine, self.language)
        for table in self.tables():
            table.show_findings(self.findings, self.language)

    def tables(self) -> list:
        """The form's tables of rows (categories, related links, breadcrumbs, goals)."""
        from .lists import ListEditor
        return self.findChildren(ListEditor)

    def reveal_row(self, element) -> bool:
        """Open the section of the table holding a row for ``element``, and select that row."""
        for table in self.tables():
            if table.row_of(element) is not None:
                self._open_sections_around(table)
                self.ensureWidgetVisible(table)
                return table.select_row_of(element)
        return False

    language = "en"

    def binding_for(self, finding):
        for binding in self.bindings.values():
            if binding.concerns(finding, binding.targets(self.view)):
                return binding
        return None

    def reveal(self, binding) -> None:
        """Open the section holding a field, scroll to it and give it the focus."""
        widget = binding.widget
        self._open_sections_around(widget)
        self.ensureWidgetVisible(widget)
        widget.setFocus()

    def _open_sections_around(self, widget) -> None:
        """Unfold every collapsed section that holds ``widget``."""
        node = widget.parentWidget()
        while node is not None and node is not self.body:
            toggle = self._sections.get(node)
            if toggle is not None and not toggle.isChecked():
                toggle.setChecked(True)
            node = node.parentWidget()

    def point_at(self, element) -> bool:
        """Show (without taking the focus) the field that edits an element, as the XML cursor moves."""
        for binding in self.bindings.values():
            if any(target is element for target, _attribute, _missing in binding.targets(self.view)):
                if element is self._pointed_at and binding.widget.property("pointed"):
                    # Shown when the cursor came into the element: each key typed in it scrolled the
                    # form back there (and laid out a field holding a 300 KB page, half a second).
                    return True
                self._pointed_at = element
                for other in self.bindings.values():
                    if other.widget.property("pointed"):
                        other.mark("pointed", False)
                binding.mark("pointed", True)
                self.ensureWidgetVisible(binding.widget)
                return True
        return False

    def break_merge(self) -> None:
        self._merge_epoch += 1

    def write(self, binding: Binding, value: str | None) -> None:
        if self.view is None or binding.read(self.view) == value:
            return
        # Not the element itself: an edit may replace it (a value holding "]]>" is written as split
        # CDATA sections, a new element), and typing on must still merge. A new node is a new epoch.
        key = (id(self), binding.name, self._merge_epoch)
        self.session.apply(binding.write(self.view, value), self.tr("Edit {0}").format(binding.label),
                           merge_key=key)

    def apply(self, edit, text: str) -> None:
        self.break_merge()
        self.session.apply(edit, text)
        self.break_merge()

    def concerns(self, change) -> bool:
        """Whether a change touches this form's view."""
        if self.view is None:
            return False
        mine = self.view.element
        for node in (change.element, change.parent):
            while node is not None:
                if node is mine:
                    return True
                node = node.getparent()
        return change.old is mine

    def _on_change(self, change) -> None:
        if not change.touches_tree:
            return
        if change.kind == ChangeKind.REPLACE and change.old is (self.view.element if self.view else None):
            self.view = type(self.view)(change.element)
        if self.isVisible() and self.concerns(change):
            self.refresh()

    def showEvent(self, event) -> None:
        self.refresh()
        super().showEvent(event)
        self._reflow()

    # -- fitting the width ------------------------------------------------------

    def fit_placeholders_later(self) -> None:
        self._fit_timer.start()

    def fit_placeholders(self) -> None:
        for binding in self.bindings.values():
            if binding.placeholder:
                binding.fit_placeholder()

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Resize:
            self._reflow()
        return super().viewportEvent(event)

    def _reflow(self) -> None:
        """In each section, labels beside their fields while the fields keep room, above them when not.

        Decided per section from the viewport's width and the labels' one-line
        widths, so a section's rows look alike. Wrapping only makes the form
        taller, so a scroll bar that comes with it cannot undo it.
        """
        margins = self.layout_.contentsMargins()
        room = self.viewport().width() - margins.left() - margins.right()
        field_room = self.fontMetrics().averageCharWidth() * 30
        for form in self._forms:
            rows = [(label, field) for label, field in form.rows() if label is not None]
            if not rows:
                continue
            inner = form.contentsMargins()
            # A section's labels make one column and its fields another.
            labels = max(label.one_line_width() for label, _ in rows)
            fields = max(field.minimumSizeHint().width() for _, field in rows)
            spacing = max(form.horizontalSpacing(), 0)
            form.set_wrapped(inner.left() + inner.right() + labels + spacing + max(fields, field_room) > room)
