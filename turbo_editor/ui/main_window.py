"""The editor window: a shell that builds the docks around the form and wires them together.

What a window does lives in its parts: the session (ui/session.py) owns the
open file's state; ui/file_controller.py carries out the file commands,
ui/feed_commands.py the commands on the feed's nodes, ui/actions.py makes the
actions, menus and toolbar, ui/status_bar.py shows the counts. The docks are
views of the session: the tree, the XML pane, the preview, the site checks
and the problems list.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from .. import __version__
from ..feed.encoding import SAVE_ENCODINGS, can_keep
from . import i18n, icons, settings
from .actions import Actions
from .colors import BANNER_STYLE
from .disk_watch import DiskWatch
from .feed_commands import FeedCommands
from .file_controller import FileController
from .forms.stack import FormStack
from .import_panel import ImportPanel
from .navigation import Navigator
from .ping_dialog import PingDialog
from .preferences import PreferencesDialog
from .preview_pane import PreviewPane
from .problems import ProblemsPanel
from .publish_dialogs import AutodiscoveryDialog, ExportDialog, ExportReportDialog
from .recovery import Autosaver, autosave_dir
from .session import FeedSession
from .site_panel import SitePanel
from .status_bar import StatusBar
from .style import FORM_STYLE
from .tree_model import NodeKind
from .tree_view import FeedTree
from .validation import Validator, node_of
from .xml_pane import XmlPane


def _local_files(event) -> list[str]:
    return [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]


class _PassFileDrops(QObject):
    """Installed on the boxes that take text drops (the XML pane, the fields): a file dragged
    over one is refused there, so Qt offers it to the box's parents and the window opens it. The
    boxes typed it in as its file:// address, an edit. Text and web addresses drop as before.

    Installed box by box, not on the application: a Python filter on every event of the
    process crashed when Chromium's widgets (the preview) were being made."""

    _DRAGS = (QEvent.DragEnter, QEvent.DragMove, QEvent.Drop)

    def eventFilter(self, _watched, event) -> bool:
        if event.type() in self._DRAGS and _local_files(event):
            event.ignore()
            return True
        return False


# What a window manager's frame and title bar take around the window's inside, at most.
FRAME_ALLOWANCE = (16, 48)


_OTHER_WINDOWS: list = []      # windows opened by a window (files dropped on it beyond the first)


class MainWindow(QMainWindow):
    def __init__(self, parent=None, *, remember_layout: bool = True):
        """``remember_layout``: open with the size and docks the last window closed with, and keep
        them on close (off for --screenshot, whose pictures should not depend on the last session)."""
        super().__init__(parent)
        self.remember_layout = remember_layout
        self.setObjectName("MainWindow")
        self.setWindowIcon(icons.named("turbo-editor"))
        self.setAcceptDrops(True)
        self.session = session = FeedSession(self)

        self.tree = FeedTree(session)
        self.forms = FormStack(session)
        self.forms.setStyleSheet(FORM_STYLE)
        self.validator = Validator(session, self)
        self.problems = ProblemsPanel(self.validator)
        self.xml_pane = XmlPane(session)
        session.take_typing = self.xml_pane.flush
        self.preview = PreviewPane(session)
        self.site = SitePanel(session)
        # Each dock's title, and its entry in View with the letter Alt reaches it by.
        self.tree_dock = self._dock("treeDock", self.tr("Feed"), self.tr("&Feed"), self.tree, Qt.LeftDockWidgetArea)
        self.problems_dock = self._dock("problemsDock", self.tr("Problems"), self.tr("&Problems"), self.problems,
                                        Qt.BottomDockWidgetArea)
        self.xml_dock = self._dock("xmlDock", self.tr("XML"), self.tr("&XML"), self.xml_pane, Qt.RightDockWidgetArea)
        self.preview_dock = self._dock("previewDock", self.tr("Preview"), self.tr("Pre&view"), self.preview,
                                       Qt.RightDockWidgetArea)
        self.site_dock = self._dock("siteDock", self.tr("Site"), self.tr("&Site"), self.site, Qt.RightDockWidgetArea)
        self.import_panel = ImportPanel()
        self.import_dock = self._dock("importDock", self.tr("Import report"), self.tr("Import &report"),
                                      self.import_panel, Qt.BottomDockWidgetArea)
        # Beside Problems: after an import both are read, the result's findings and what changed.
        self.splitDockWidget(self.problems_dock, self.import_dock, Qt.Horizontal)
        self.import_dock.hide()                 # until something is imported
        self.problems_dock.raise_()
        self.tabifyDockWidget(self.xml_dock, self.preview_dock)
        self.tabifyDockWidget(self.preview_dock, self.site_dock)
        self.xml_dock.raise_()
        self.xml_dock.visibilityChanged.connect(self.xml_pane.set_active)
        self.preview_dock.visibilityChanged.connect(self.preview.set_active)
        self.form_banner = QLabel()
        self.form_banner.setObjectName("formBanner")
        self.form_banner.setWordWrap(True)
        self.form_banner.setStyleSheet(f"QLabel#formBanner {{ {BANNER_STYLE} }}")
        self.form_banner.hide()
        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.form_banner)
        centre_layout.addWidget(self.forms, 1)
        self.setCentralWidget(centre)

        self.navigator = Navigator(self)
        self.files = FileController(self, session)
        self.disk_watch = DiskWatch(self, session, self.files)
        self.commands = FeedCommands(self, session, self.tree)
        self.status = StatusBar(session, self.validator, self)
        self.setStatusBar(self.status)
        self.actions = Actions(self, self.files, self.commands)
        self.actions.build_menus(self.files, (self.tree_dock, self.problems_dock, self.xml_dock,
                                              self.preview_dock, self.site_dock, self.import_dock))
        self.actions.build_toolbar(self.status.toolbar_profile_box)
        self._wire()

        self.autosaver = Autosaver(session, self)
        self.autosaver.failed.connect(self._autosave_failed)
        language = i18n.current()
        self.problems.model.language = language
        self.xml_pane.language = language
        for form in self.forms.forms.values():
            form.language = language
        self._restore_layout()
        passing = _PassFileDrops(self)
        for widget in self.findChildren(QWidget):
            # The tree takes its own drags (items moved) and refuses files itself.
            if widget.acceptDrops() and widget not in (self.tree.view, self.tree.view.viewport()):
                widget.installEventFilter(passing)
        self.files.new_feed()

    def _dock(self, name: str, title: str, entry: str, widget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.toggleViewAction().setText(entry)      # the dock keeps it while its title stays
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _wire(self) -> None:
        session, tree, pane, problems, navigator = self.session, self.tree, self.xml_pane, self.problems, self.navigator
        tree.view.customContextMenuRequested.connect(
            lambda position: self.actions.tree_menu(self).exec(tree.view.viewport().mapToGlobal(position)))
        tree.model.moveRequested.connect(self.commands.move_dropped)
        self.forms.forms[NodeKind.AD].placementActivated.connect(tree.select_element)
        self.forms.fixRequested.connect(self.commands.apply_fix)
        # Connected after every view's own: a new document shows with its channel selected.
        session.reset.connect(self.tree.select_channel)
        session.modifiedChanged.connect(self._update_title)
        session.fileChanged.connect(self._update_title)
        session.fileChanged.connect(self._update_encoding_menu)
        session.textStateChanged.connect(self._text_state_changed)
        session.stepped.connect(self._show_step)
        self.validator.findingsChanged.connect(self._show_findings)
        problems.activated.connect(navigator.go_to_finding)
        problems.fixRequested.connect(self.commands.apply_fix)
        problems.ignoreRequested.connect(self.commands.ignore_rule)
        problems.model.line_of = navigator.line_of
        pane.marksChanged.connect(problems.model.lines_moved)
        # A new feed (opened, made; the import's own emptying first) has no report until one comes.
        session.reset.connect(self._forget_import_report)
        self.files.imported.connect(self._show_import_report)
        self.import_panel.itemActivated.connect(self._select_imported_item)

    # -- import ---------------------------------------------------------------------------

    def _forget_import_report(self) -> None:
        if self.import_panel.report is not None:
            self.import_panel.clear_report()
            self.import_dock.hide()

    def _show_import_report(self, report) -> None:
        self.import_panel.show_report(report)
        self.tree.select_channel()
        self.import_dock.show()
        self.import_dock.raise_()
        # The report is read item by item: room for a dozen rows, while the form keeps the most.
        wanted = min(self.fontMetrics().height() * 14 + 60, self.height() * 2 // 5)
        if self.import_dock.height() < wanted:
            self.resizeDocks([self.import_dock], [wanted], Qt.Vertical)
        # Beside Problems (unless the user has put it elsewhere): half the width, as its rows name
        # an item and say what became of it.
        beside = (self.problems_dock.isVisible() and not self.import_dock.isFloating()
                  and self.dockWidgetArea(self.import_dock) == self.dockWidgetArea(self.problems_dock)
                  and self.problems_dock not in self.tabifiedDockWidgets(self.import_dock))
        if beside and self.import_dock.width() < self.width() * 2 // 5:
            half = self.width() // 2
            self.resizeDocks([self.problems_dock, self.import_dock], [half, half], Qt.Horizontal)

    def _select_imported_item(self, link: str) -> None:
        channel = self.session.doc.channel if self.session.doc is not None else None
        for item in (channel.items if channel is not None else []):
            if (item.element.findtext("link") or "").strip() == link:
                self.tree.select_element(item.element)
                return

    # -- layout: sizes from the content, then the user's own ------------------------------

    def _restore_layout(self) -> None:
        screen = self.screen().availableGeometry()
        # The size is the inside of the window: its frame and title bar come on top (on a
        # 1280x720 screen the status bar was under the screen's edge).
        self.resize(min(1440, screen.width() - FRAME_ALLOWANCE[0]), min(900, screen.height() - FRAME_ALLOWANCE[1]))
        if not self.remember_layout:
            self._docks_sized = False
            return
        geometry, state = settings.get(settings.WINDOW_GEOMETRY), settings.get(settings.WINDOW_STATE)
        if geometry:
            self.restoreGeometry(QByteArray(geometry))
        self._docks_sized = bool(state) and self.restoreState(QByteArray(state))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._docks_sized:           # first run: once the window has the size it is shown at
            self._docks_sized = True
            QTimer.singleShot(0, self.size_docks)

    def size_docks(self) -> None:
        """Dock sizes from their content: the tree as wide as a typical item title and its date,
        the XML pane as wide as a line of about ninety characters (less on a small screen, where
        the form needs the room), the problems list tall enough for five rows."""
        metrics = self.fontMetrics()
        tree = self.tree.ideal_width()
        xml = self.xml_pane.editor.fontMetrics().horizontalAdvance("x" * 90) + 60
        form = max(metrics.horizontalAdvance("M" * 40), self.width() * 2 // 5)   # what the centre keeps
        spare = max(self.width() - form, 0)
        tree = min(tree, spare // 2)
        xml = min(xml, spare - tree)
        self.resizeDocks([self.tree_dock, self.xml_dock], [tree, xml], Qt.Horizontal)
        self.resizeDocks([self.problems_dock], [metrics.height() * 8 + 40], Qt.Vertical)

    def closeEvent(self, event) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        if self.remember_layout:
            settings.put(settings.WINDOW_GEOMETRY, self.saveGeometry())
            settings.put(settings.WINDOW_STATE, self.saveState())
        self.autosaver.close()           # a clean close leaves nothing to recover, now or later
        self.preview.release()
        event.accept()

    def _show_step(self, element, selects_itself: bool) -> None:
        """After Undo or Redo of an edit made in a form: the node it changed is shown, not left
        unseen behind another item's form (a tree command selects its own nodes)."""
        doc = self.session.doc
        if selects_itself or doc is None or element is None or element.getroottree().getroot() is not doc.root:
            return
        index = self.tree.view.currentIndex()
        kind, view = self.tree.model.node(self.tree.proxy.mapToSource(index)) if index.isValid() else (None, None)
        node = node_of(element)
        if node is None and kind == NodeKind.CHANNEL or node is not None and getattr(view, "element", None) is node:
            return
        self.navigator.reveal_element(element)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.ActivationChange and self.isActiveWindow():
            # What happened to the file while the user was elsewhere is told on return.
            QTimer.singleShot(0, self.disk_watch.look)

    def dragEnterEvent(self, event) -> None:
        if _local_files(event):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        files = _local_files(event)
        if files:
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.files.open_dropped(files))

    # -- what the session says ------------------------------------------------------------

    def _update_title(self, *_args) -> None:
        self.setWindowTitle(self.tr("{0}[*] — Turbo Editor").format(self.session.display_name))
        self.setWindowModified(self.session.is_modified)

    def _update_encoding_menu(self) -> None:
        for name, action in self.actions.encodings.items():
            action.setChecked(name == self.session.save_encoding)
            action.setEnabled(self.session.doc is not None)
        doc = self.session.doc
        source = doc.source if doc is not None else None
        own = source.encoding if source is not None and source.encoding not in SAVE_ENCODINGS \
            and can_keep(source.encoding) else None
        action = self.actions.own_encoding
        action.setVisible(own is not None)
        if own is not None:
            action.setData(own)
            #: File ▸ Encoding: the file's own encoding (ISO-8859-1), kept when it is saved.
            action.setText(self.tr("{0} (as the file was read)").format(own))
            action.setChecked(self.session.save_encoding == own)

    def _text_state_changed(self) -> None:
        """While the XML pane holds text that does not parse, the forms show why and wait."""
        state = self.session.unparsed
        broken = state is not None
        if broken:
            self.form_banner.setText(self.tr("The XML pane holds text that is not well-formed ({0}); "
                                             "fix it there to edit the forms again.").format(
                state.describe(i18n.current())))
        self.form_banner.setVisible(broken)
        self.forms.setEnabled(not broken)
        self.tree.setEnabled(not broken)
        self.actions.set_editable(not broken)
        self._update_title()

    def _show_findings(self) -> None:
        validator = self.validator
        delta = validator.delta
        if delta is None:
            per_node, channel = validator.badges()
            self.tree.model.set_badges(per_node, channel)
            self.forms.show_findings(validator.findings_of_node)
            self.xml_pane.show_findings(validator.findings)
            return
        # One edit: only what it changed is repainted (a feed may have tens of thousands of findings).
        per_node, channel = validator.badge_changes()
        self.tree.model.update_badges(per_node, channel)
        self.forms.show_findings(validator.findings_of_node, delta)
        self.xml_pane.apply_findings(delta)

    # -- dialogs ---------------------------------------------------------------------------

    @property
    def interactive(self) -> bool:
        return self.files.interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        self.files.interactive = value

    def preferences(self) -> None:
        dialog = PreferencesDialog(self)
        if dialog.exec() == dialog.DialogCode.Accepted:
            # They are the application's: every window takes them (autosave went on in the others).
            for window in QApplication.topLevelWidgets():
                if isinstance(window, MainWindow):
                    window.apply_preferences()

    def apply_preferences(self) -> None:
        """Take the preferences as they are saved now."""
        self.autosaver.apply_interval()
        profile = settings.get(settings.PROFILE)
        self.status.set_profile(profile)
        self.validator.set_profile(profile)
        self.preview.images.setChecked(settings.get(settings.REMOTE_IMAGES))

    def export(self) -> None:
        if self.session.doc is None or self.session.unparsed is not None:
            self.files.error(self.tr("Export"), self.tr("Fix the XML first: it is not well-formed."))
            return
        self.xml_pane.flush()
        self.validator.flush()
        dialog = ExportDialog(self.session.doc, self.validator.findings, self)
        if dialog.exec() != dialog.DialogCode.Accepted or dialog.report is None:
            return
        self._exported = (self.session.doc, [f.url for f in dialog.report.files if f.url])
        self._report_dialog = ExportReportDialog(dialog.report, self._feed_title(), self)
        self._report_dialog.open()

    _exported = (None, [])          # the document last exported from this window, and its files' URLs

    def ping(self) -> None:
        """Publish ▸ Ping services, once the files are uploaded: the URLs of the last export from this
        window, else the channel's self link."""
        doc = self.session.doc
        if doc is None:
            return
        exported, urls = self._exported
        if exported is not doc or not urls:
            link = (doc.channel.self_link if doc.channel is not None else None) or ""
            urls = [link.strip()] if link.strip() else []
        self._ping_dialog = PingDialog(urls, self._feed_title(), self)
        self._ping_dialog.open()

    def _feed_title(self) -> str:
        channel = self.session.doc.channel if self.session.doc is not None else None
        return (channel.title if channel is not None else "") or ""

    def autodiscovery(self) -> None:
        if self.session.doc is not None:
            AutodiscoveryDialog(self.session.doc, self).exec()

    def show_site(self) -> None:
        self.navigator.show_panel("site")
        self.site.take_self_link()

    def _autosave_failed(self, err) -> None:
        """Said in the status bar, once until a copy is written again: nothing else would tell the
        user that a crash now loses the unsaved work."""
        self.files.status(self.tr("Autosave could not write a copy of the unsaved work to {0}: {1}. Until "
                                  "it can, a crash loses it; save your work.")
                          .format(autosave_dir(), self.files.reason(err)), 30000)

    def open_in_new_window(self, path: str):
        """Open ``path`` in a window of its own, set off from this one (a second dropped file)."""
        window = MainWindow()
        _OTHER_WINDOWS.append(window)          # kept alive while the application runs
        set_off(window, self)
        window.show()
        window.files.open_path(path, confirm=False)
        return window

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Turbo Editor"), self.tr(
            "<h3>Turbo Editor {0}</h3><p>An editor for RSS 2.0 feeds with the Yandex Turbo extension: "
            "forms for every field, lossless saving in UTF-8, Windows-1251 and KOI8-R.</p>").format(__version__))

    def open_rules(self) -> None:
        from .rules_dialog import RulesDialog
        if getattr(self, "_rules_dialog", None) is None:
            self._rules_dialog = RulesDialog(self)
        self._rules_dialog.show()
        self._rules_dialog.raise_()


def set_off(window, earlier) -> None:
    """Place a new window down and to the right of an earlier one, not on top of it."""
    window.move(earlier.pos() + QPoint(32, 32))
