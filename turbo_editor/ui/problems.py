"""The Problems dock: every finding, sortable and filterable, with the rule's explanation."""

from __future__ import annotations

import html
from bisect import bisect_left
from operator import itemgetter

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import check
from ..check.fixes import fixes_for
from ..check.rule import Severity
from ..feed.views import Item
from . import i18n, icons, pacing
from .colors import IGNORED_COLOR
from .validation import node_of

SEVERITY, RULE, WHERE, MESSAGE, LINE = range(5)
_RANK = {severity: severity.rank for severity in Severity}     # a dict: an enum property is slow
MANY_ROWS = 10_000      # more findings than this at once are sorted at a turn of their own
# A rule's severity as the Explain rule dialog names it (marked for lupdate, translated in rule_html).
_SEVERITY_NAMES = (QT_TRANSLATE_NOOP("ProblemsPanel", "error"), QT_TRANSLATE_NOOP("ProblemsPanel", "warning"),
                   QT_TRANSLATE_NOOP("ProblemsPanel", "info"))


class FindingsModel(QAbstractTableModel):
    """The findings, filtered and sorted here rather than through a proxy.

    A proxy would ask every row's data through Python to sort; with tens of
    thousands of findings that is seconds per edit. Sorting the list with a
    key, and answering data() only for the rows on screen, is not.
    """

    def __init__(self, validator, parent=None):
        super().__init__(parent)
        self.validator = validator
        self.rows: list = []
        self.language = "en"
        self.text = ""
        self.shown = {"error", "warning", "info"}
        self.show_ignored = False        # the findings of ignored rules, greyed, after the others
        self._ignored_rows: set = set()
        self.sort_column, self.sort_order = SEVERITY, Qt.AscendingOrder
        # The XML pane says where a finding is in the text as it will be saved; the
        # finding's own line is where it was in the file as loaded.
        self.line_of = lambda finding: finding.line
        self._keys: list = []            # the shown rows' sort keys, for updating by difference
        self._key_of: dict = {}          # id(finding) -> its key
        validator.findingsChanged.connect(self._findings_changed)

    def set_filter(self, text: str | None = None, shown: set | None = None,
                   show_ignored: bool | None = None) -> None:
        if text is not None:
            self.text = text.casefold()
        if shown is not None:
            self.shown = set(shown)
        if show_ignored is not None:
            self.show_ignored = show_ignored
        self.reload()

    def is_ignored(self, finding) -> bool:
        return id(finding) in self._ignored_rows

    def _accepts(self, finding) -> bool:
        if finding.severity not in self.shown:
            return False
        if not self.text:
            return True
        haystack = " ".join((finding.rule, finding.message(self.language), self.where(finding), finding.path))
        return self.text in haystack.casefold()

    def _key(self, column: int):
        if column == SEVERITY:
            return lambda f: _RANK[f.severity]   # a stable sort keeps document order within each
        if column == RULE:
            return lambda f: f.rule
        if column == WHERE:
            return lambda f: self.where(f).casefold()
        if column == MESSAGE:
            return lambda f: f.message(self.language).casefold()
        return lambda f: self.line_of(f) or 0

    def reload(self) -> None:
        pacing.cancel(self.reload)
        self.beginResetModel()
        key, reverse = self._key(self.sort_column), self.sort_order == Qt.DescendingOrder
        self._keys, self._key_of = [], {}
        if self._by_difference():
            # Sorted by (key, place in the document): the order a stable sort gives, and one
            # an edit's findings can be put into (and taken out of) by bisection. The places come
            # in document order, so a stable sort by the key alone gives it (comparing 40,000
            # pairs of tuples was a tenth of a second after a big feed's batch edit).
            placed = list(self.validator.placed_findings())
            if self.text or len(self.shown) < len(_RANK):
                placed = [(position, f) for position, f in placed if self._accepts(f)]
            primary = [key(f) for _position, f in placed]
            order = sorted(range(len(placed)), key=primary.__getitem__)
            rows = [placed[i][1] for i in order]
            self._keys = [(primary[i], placed[i][0]) for i in order]
            self._key_of = {id(f): k for f, k in zip(rows, self._keys)}
        else:
            rows = sorted((f for f in self.validator.findings if self._accepts(f)), key=key, reverse=reverse)
        ignored = []
        if self.show_ignored:
            ignored = sorted((f for f in self.validator.ignored if self._accepts(f)), key=key, reverse=reverse)
        self._ignored_rows = {id(f) for f in ignored}
        self.rows = rows + ignored
        self.endResetModel()

    def _by_difference(self) -> bool:
        """Whether an edit's findings can be put in place without sorting again: the sort keys
        stay put while editing (lines move) and no greyed ignored rows follow."""
        return (self.sort_column != LINE and self.sort_order == Qt.AscendingOrder and not self.show_ignored)

    @staticmethod
    def _position(finding, position_of, counter: int) -> tuple:
        item = position_of(finding)
        return (0, 0, counter) if item is None else (1, item, counter)

    def _findings_changed(self) -> None:
        delta = self.validator.delta
        if pacing.waiting(self.reload):
            return                          # a reload to come reads the findings as they are then
        if delta is None and len(self.validator.findings) > MANY_ROWS:
            # Tens of thousands (a batch edit in a big feed renumbered the items): sorted at a
            # turn of their own, not in the pass where every view takes them.
            pacing.ask(self, self.reload)
            return
        if delta is None or not self._by_difference() or len(self._keys) != len(self.rows):
            self.reload()
            return
        key = self._key(self.sort_column)
        for finding in delta.removed:
            old = self._key_of.pop(id(finding), None)
            if old is None:
                continue                    # filtered out: not a row
            row = bisect_left(self._keys, old)
            if row < len(self.rows) and self.rows[row] is finding:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self.rows[row], self._keys[row]
                self.endRemoveRows()
        position_of = self.validator.item_position
        # Within one item (or the rest) the delta lists findings in document order.
        added = sorted((((key(f), self._position(f, position_of, counter - len(delta.added))), f)
                        for counter, f in enumerate(delta.added) if self._accepts(f)), key=itemgetter(0))
        # Findings that fall between the same two rows go in as one block: a view answers each
        # insertion by moving every row after it, so row by row costs a slice of a big list.
        i = low = 0
        while i < len(added):
            at = bisect_left(self._keys, added[i][0], low)
            j = i + 1
            while j < len(added) and (at == len(self._keys) or added[j][0] < self._keys[at]):
                j += 1
            block = added[i:j]
            self.beginInsertRows(QModelIndex(), at, at + len(block) - 1)
            self._keys[at:at] = [k for k, _f in block]
            self.rows[at:at] = [f for _k, f in block]
            self.endInsertRows()
            for k, f in block:
                self._key_of[id(f)] = k
            i, low = j, at + len(block)

    def sort(self, column: int, order=Qt.AscendingOrder) -> None:
        self.sort_column, self.sort_order = column, order
        self.reload()

    def lines_moved(self) -> None:
        if self.rows:
            self.dataChanged.emit(self.index(0, LINE), self.index(len(self.rows) - 1, LINE))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 5

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return (self.tr("Severity"), self.tr("Rule"), self.tr("Where"), self.tr("Message"),
                    self.tr("Line"))[section]
        return None

    def where(self, finding) -> str:
        if finding.element is None:
            return self.tr("File")          # how the file starts, or XML that does not parse
        node = node_of(finding.element)
        if node is None:
            return self.tr("Channel")
        if node.tag == "item":
            return Item(node).label()
        return finding.path.rsplit("/", 1)[-1]

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        finding = self.rows[index.row()]
        column = index.column()
        if role == Qt.DisplayRole:
            if column == SEVERITY:
                return {"error": self.tr("Error"), "warning": self.tr("Warning"),
                        "info": self.tr("Note")}[finding.severity]
            if column == RULE:
                return finding.rule
            if column == WHERE:
                return self.where(finding)
            if column == MESSAGE:
                return finding.message(self.language)
            if column == LINE:
                return self.line_of(finding)
        ignored = id(finding) in self._ignored_rows
        if role == Qt.DecorationRole and column == SEVERITY:
            return icons.badge(finding.severity, 1)
        if role == Qt.ForegroundRole and ignored:
            return QColor(IGNORED_COLOR)
        if role == Qt.FontRole and ignored:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ToolTipRole:
            tip = f"{finding.path}\n{finding.message(self.language)}"
            if ignored:
                tip += "\n" + self.tr("Ignored for this feed: not counted, not shown elsewhere")
            return tip
        return None


def rule_html(rule_id: str) -> str:
    """The rule's title, severity, explanation, fix and reference in the interface language:
    the catalog's words through gettext, the headings through Qt."""
    rule = check.CATALOG.get(rule_id)
    if rule is None:
        return f"<p>{html.escape(rule_id)}</p>"
    language = i18n.current()

    def text(field: str) -> str:
        return html.escape(rule.text(field, language))

    severity = QCoreApplication.translate("ProblemsPanel", rule.severity)
    how_to_fix = QCoreApplication.translate("ProblemsPanel", "How to fix")
    return (f"<h3>{text('title')}</h3><p><code>{html.escape(rule.id)}</code> · "
            f"{html.escape(severity)}</p><p>{text('explanation')}</p>"
            f"<h4>{html.escape(how_to_fix)}</h4><p>{text('fix')}</p>"
            f"<p><i>{text('reference')}</i></p>")


class ProblemsPanel(QWidget):
    """The list, its filters, and the button that explains the selected rule."""

    activated = Signal(object)       # a Finding
    fixRequested = Signal(object)    # a Finding whose quick fix the user chose
    ignoreRequested = Signal(str, bool)   # a rule id, and whether to ignore it (False: report it again)

    def __init__(self, validator, parent=None):
        super().__init__(parent)
        self.model = FindingsModel(validator, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(SEVERITY, Qt.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setTabKeyNavigation(False)      # rows, not cells, are chosen: Tab goes on to the buttons
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        # Fixed and interactive sizes: sizing to contents would read every row's data on each change.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(MESSAGE, QHeaderView.Stretch)
        width = self.fontMetrics().horizontalAdvance
        for column, sample in ((SEVERITY, QCoreApplication.translate("FindingsModel", "Warning")),
                               (RULE, "turbo-counter-type-case"), (WHERE, "A fairly long item heading"),
                               (LINE, "100000")):
            header.resizeSection(column, width(sample) + 36)
        # activated: a double click, or Return and Enter, as the platform activates an item in a view.
        self.table.activated.connect(self._activate)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter problems…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self.model.set_filter(text=text))
        self.toggles = {}
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        for severity, label in (("error", self.tr("Errors")), ("warning", self.tr("Warnings")),
                                ("info", self.tr("Notes"))):
            button = QToolButton()
            button.setCheckable(True)
            button.setChecked(True)
            button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
            button.setIcon(icons.badge(severity, 1))
            button.toggled.connect(self._toggled)
            self.toggles[severity] = (button, label)
            bar.addWidget(button)
        self.ignored_toggle = QToolButton()
        self.ignored_toggle.setCheckable(True)
        self.ignored_toggle.setToolTip(self.tr("Show the problems of the rules ignored for this feed, greyed"))
        self.ignored_toggle.toggled.connect(lambda on: self.model.set_filter(show_ignored=on))
        bar.addWidget(self.ignored_toggle)
        self.fix = QPushButton(self.tr("Quick fix"))
        self.fix.setEnabled(False)
        self.fix.clicked.connect(self.fix_selected)
        bar.addWidget(self.fix)
        self.explain = QPushButton(self.tr("Explain rule…"))
        self.explain.clicked.connect(self.explain_selected)
        bar.addWidget(self.explain)
        self.table.selectionModel().currentChanged.connect(self._selection_changed)
        # Whether the fix can work depends on the feed as it stands (an absolute channel link to
        # resolve against): looked at again after every check, whatever row it left current.
        # Once per turn of the event loop: rows go one at a time, and building a fix can cost.
        self._refresh = QTimer(self, singleShot=True, interval=0,
                               timeout=lambda: self._selection_changed(self.table.currentIndex()))
        for signal in (self.model.modelReset, self.model.rowsInserted, self.model.rowsRemoved,
                       self.model.validator.findingsChanged):
            signal.connect(lambda *_args: self._refresh.start())
        self.table.setContextMenuPolicy(Qt.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        self._bar, self._layout = bar, layout
        validator.findingsChanged.connect(self._update_counts)
        self._update_counts()

    # The filter box keeps room to type in: where the buttons leave it less, it has a line of its own.
    SEARCH_ROOM = 180

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place_search()

    def _place_search(self) -> None:
        bar = self._bar
        buttons = sum(bar.itemAt(i).widget().sizeHint().width() + bar.spacing() for i in range(bar.count())
                      if bar.itemAt(i).widget() not in (None, self.search) and not bar.itemAt(i).widget().isHidden())
        beside = self.width() - self._layout.contentsMargins().left() * 2 - buttons >= self.SEARCH_ROOM
        if beside == (bar.indexOf(self.search) >= 0):
            return
        if beside:
            self._layout.removeWidget(self.search)
            bar.insertWidget(0, self.search, 1)
        else:
            bar.removeWidget(self.search)
            self._layout.insertWidget(0, self.search)

    def _update_counts(self) -> None:
        counts = self.model.validator.counts()
        for severity, (button, label) in self.toggles.items():
            button.setText(f"{label} ({counts[severity]})")
        ignored = self.model.validator.ignored_count()
        self.ignored_toggle.setText(self.tr("Ignored ({0})").format(ignored))
        self.ignored_toggle.setVisible(bool(ignored) or self.ignored_toggle.isChecked())
        self._place_search()                # the buttons' words grew or shrank

    def _toggled(self) -> None:
        self.model.set_filter(shown={s for s, (b, _l) in self.toggles.items() if b.isChecked()})

    def finding_at(self, index):
        return self.model.rows[index.row()] if index.isValid() else None

    def _activate(self, index) -> None:
        finding = self.finding_at(index)
        if finding is not None:
            self.activated.emit(finding)

    def _selection_changed(self, index, _previous=None) -> None:
        finding = self.finding_at(index)
        fixes = fixes_for(finding, self._doc()) if finding is not None else []
        self.fix.setEnabled(bool(fixes))
        self.fix.setToolTip(fixes[0].title_in(self.model.language) if fixes
                            else self.tr("No automatic fix for this problem"))

    def fix_selected(self) -> None:
        finding = self.finding_at(self.table.currentIndex())
        if finding is not None and fixes_for(finding, self._doc()):
            self.fixRequested.emit(finding)

    def _doc(self):
        return self.model.validator.session.doc

    def _menu(self, position) -> None:
        finding = self.finding_at(self.table.indexAt(position))
        if finding is None:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Go to the problem"), lambda: self.activated.emit(finding))
        for fix in fixes_for(finding, self._doc()):
            menu.addAction(self.tr("Quick fix: {0}").format(fix.title_in(self.model.language)),
                           lambda f=finding: self.fixRequested.emit(f))
        menu.addAction(self.tr("Explain rule…"), lambda: explain_rule(self, finding.rule))
        menu.addSeparator()
        scope = self.model.validator.ignore_scope(finding.rule)
        if scope is None:
            menu.addAction(self.tr("Ignore rule {0} for this feed").format(finding.rule),
                           lambda: self.ignoreRequested.emit(finding.rule, True))
        elif scope == "feed":
            menu.addAction(self.tr("Stop ignoring rule {0}").format(finding.rule),
                           lambda: self.ignoreRequested.emit(finding.rule, False))
        else:
            folder = menu.addAction(self.tr("Ignored for every feed in this folder (.turbo-editor.toml)"))
            folder.setEnabled(False)
        menu.exec(self.table.viewport().mapToGlobal(position))

    def explain_selected(self) -> None:
        finding = self.finding_at(self.table.currentIndex())
        if finding is not None:
            explain_rule(self, finding.rule)


def explain_rule(parent, rule_id: str) -> None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("ProblemsPanel", "Rule {0}").format(rule_id))
    browser = QTextBrowser()
    browser.setHtml(rule_html(rule_id))
    buttons = QDialogButtonBox(QDialogButtonBox.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.resize(520, 380)
    dialog.open()
    parent._explain_dialog = dialog
