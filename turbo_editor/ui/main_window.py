"""The editor window: tree, form, docks, menus, and the file commands around them."""

from __future__ import annotations

import copy
import os
import sys

from lxml import etree
from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices, QKeySequence, QUndoCommand
from PySide6.QtWidgets import (QApplication, QComboBox, QDockWidget, QFileDialog, QLabel, QMainWindow,
                               QMenu, QMessageBox, QStyle, QVBoxLayout, QWidget)

from .. import __version__
from ..feed import FeedDocument, FeedEncodingError, FeedError, FeedSyntaxError, edits, load
from ..check.fixes import fix_edit, fixes_for
from ..feed.atomic import write_atomic
from ..feed.encoding import SAVE_ENCODINGS
from ..feed.views import new_item_element
from . import icons
from .forms.stack import FormStack
from .session import Session
from . import i18n, settings
from .preferences import PreferencesDialog
from .preview_pane import PreviewPane
from .recovery import Autosaver
from .publish_dialogs import AutodiscoveryDialog, ExportDialog, ExportReportDialog
from .site_panel import SitePanel
from .problems import ProblemsPanel
from .style import FORM_STYLE
from .validation import Validator, node_of, qualified_name
from .xml_pane import XmlPane
from .tree_model import ITEMS, LEAF
from .tree_view import FeedTree

MAX_RECENT = 10
FEED_FILTER = QT_TRANSLATE_NOOP("MainWindow", "RSS feeds (*.xml *.rss);;All files (*)")


class SetEncoding(QUndoCommand):
    """Choosing the save encoding changes the file, so it is an undoable step too."""

    def __init__(self, session: Session, encoding: str, text: str):
        super().__init__(text)
        self.session, self.encoding, self.previous = session, encoding, session.doc.encoding

    def redo(self):
        self.session.doc.encoding = self.encoding
        self.session.fileChanged.emit()

    def undo(self):
        self.session.doc.encoding = self.previous
        self.session.fileChanged.emit()


class MainWindow(QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowIcon(icons.named("turbo-editor"))
        self.setAcceptDrops(True)
        self.session = Session(self)
        self.settings = QSettings()

        self.tree = FeedTree(self.session)
        self.forms = FormStack(self.session)
        self.forms.setStyleSheet(FORM_STYLE)
        self.tree_dock = self._dock("treeDock", self.tr("Feed"), self.tree, Qt.LeftDockWidgetArea)
        self.validator = Validator(self.session, self)
        self.problems = ProblemsPanel(self.validator)
        self.problems_dock = self._dock("problemsDock", self.tr("Problems"), self.problems, Qt.BottomDockWidgetArea)
        self.xml_pane = XmlPane(self.session)
        self.xml_dock = self._dock("xmlDock", self.tr("XML"), self.xml_pane, Qt.RightDockWidgetArea)
        self.xml_dock.visibilityChanged.connect(self.xml_pane.set_active)
        self.preview = PreviewPane(self.session)
        self.preview_dock = self._dock("previewDock", self.tr("Preview"), self.preview, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.xml_dock, self.preview_dock)
        self.preview_dock.visibilityChanged.connect(self.preview.set_active)
        self.site = SitePanel(self.session)
        self.site_dock = self._dock("siteDock", self.tr("Site"), self.site, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.preview_dock, self.site_dock)
        self.xml_dock.raise_()
        self.form_banner = QLabel()
        self.form_banner.setObjectName("formBanner")
        self.form_banner.setWordWrap(True)
        self.form_banner.setStyleSheet("QLabel#formBanner { background: #fde7e7; color: #8e0000; padding: 6px; }")
        self.form_banner.hide()
        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.form_banner)
        centre_layout.addWidget(self.forms, 1)
        self.setCentralWidget(centre)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_status_bar()

        self.tree.view.selectionModel().currentChanged.connect(self._current_changed)
        self.tree.view.customContextMenuRequested.connect(self._tree_menu)
        self.tree.model.moveRequested.connect(self._move_dropped)
        self.forms.forms["ad"].placementActivated.connect(self.tree.select_element)
        self.session.undo_stack.cleanChanged.connect(self._update_title)
        self.session.fileChanged.connect(self._update_title)
        self.session.fileChanged.connect(self._update_status)
        self.session.changed.connect(lambda _c: self._status_timer.start())
        self.session.reset.connect(self._update_status)
        self.validator.findingsChanged.connect(self._show_findings)
        self.validator.progress.connect(self._check_progress)
        self.problems.activated.connect(self.go_to_finding)
        self.problems.fixRequested.connect(self.apply_fix)
        self.problems.ignoreRequested.connect(self.ignore_rule)
        self.forms.fixRequested.connect(self.apply_fix)
        self.xml_pane.brokenChanged.connect(self._broken_changed)
        self.xml_pane.nodeActivated.connect(self._pane_node)
        self.xml_pane.elementActivated.connect(self._pane_element)
        self.xml_pane.textAccepted.connect(self._text_accepted)
        self.problems.model.line_of = self.xml_pane.line_of
        self.xml_pane.marksChanged.connect(self.problems.model.lines_moved)
        self._status_timer = QTimer(self, singleShot=True, interval=150, timeout=self._update_status)

        self.autosaver = Autosaver(self)
        language = i18n.current()
        self.problems.model.language = language
        self.xml_pane.language = language
        for form in self.forms.forms.values():
            form.language = language
        self.resize(1280, 820)
        self.resizeDocks([self.tree_dock, self.xml_dock], [330, 480], Qt.Horizontal)
        self.resizeDocks([self.problems_dock], [170], Qt.Vertical)
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self.new_feed()

    # -- construction ---------------------------------------------------------

    def _dock(self, name: str, title: str, widget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, text: str, slot, shortcut=None, icon=None, tip: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcuts(QKeySequence.keyBindings(shortcut) if isinstance(shortcut, QKeySequence.StandardKey)
                                else [QKeySequence(shortcut)])
        if icon is not None:
            action.setIcon(icon if not isinstance(icon, str) else icons.named(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _std_icon(self, which):
        return self.style().standardIcon(which)

    def _build_actions(self) -> None:
        K, S = QKeySequence, QStyle
        self.act_new = self._action(self.tr("&New"), self.new_feed_checked, K.New, self._std_icon(S.SP_FileIcon),
                                    self.tr("Start a new feed from the template"))
        self.act_open = self._action(self.tr("&Open…"), self.open_dialog, K.Open, self._std_icon(S.SP_DialogOpenButton),
                                     self.tr("Open a feed file"))
        self.act_save = self._action(self.tr("&Save"), self.save, K.Save, self._std_icon(S.SP_DialogSaveButton),
                                     self.tr("Save the feed"))
        self.act_save_as = self._action(self.tr("Save &As…"), self.save_as, K.SaveAs)
        self.act_export = self._action(self.tr("&Export…"), self.export, "Ctrl+E", None,
                                       self.tr("Check the feed and write files ready to upload"))
        self.act_autodiscovery = self._action(self.tr("&Autodiscovery tag…"), self.autodiscovery)
        self.act_robots = self._action(self.tr("Check &robots.txt…"), self.show_site)
        self.act_close = self._action(self.tr("&Close"), self.close_feed, K.Close)
        self.act_quit = self._action(self.tr("&Quit"), self.close, K.Quit)
        self.act_quit.setMenuRole(QAction.QuitRole)

        self.act_undo = self.session.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.act_undo.setShortcuts(K.keyBindings(K.Undo))
        self.act_undo.setIcon(icons.named("edit-undo"))
        self.act_redo = self.session.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.act_redo.setShortcuts(K.keyBindings(K.Redo))
        self.act_cut = self._action(self.tr("Cu&t"), self.cut, K.Cut)
        self.act_copy = self._action(self.tr("&Copy"), self.copy, K.Copy)
        self.act_paste = self._action(self.tr("&Paste"), self.paste, K.Paste)
        self.act_find = self._action(self.tr("&Find…"), self.find, K.Find)
        self.act_replace = self._action(self.tr("R&eplace…"), self.replace, K.Replace)
        self.act_go_to_line = self._action(self.tr("&Go to line…"), self.go_to_line, "Ctrl+G")

        self.act_add_item = self._action(self.tr("Add &item"), self.add_item, "Ctrl+Shift+N", "add-item",
                                         self.tr("Add a new item after the selected one"))
        self.act_duplicate = self._action(self.tr("&Duplicate"), self.duplicate_items, "Ctrl+D", "duplicate-item",
                                          self.tr("Duplicate the selected items"))
        self.act_delete = self._action(self.tr("De&lete"), self.delete_selected, K.Delete,
                                       self._std_icon(S.SP_TrashIcon), self.tr("Delete the selected nodes"))
        self.act_up = self._action(self.tr("Move &up"), lambda: self.move_selected(-1), "Ctrl+Shift+Up",
                                   self._std_icon(S.SP_ArrowUp), self.tr("Move the selected items up"))
        self.act_down = self._action(self.tr("Move do&wn"), lambda: self.move_selected(1), "Ctrl+Shift+Down",
                                     self._std_icon(S.SP_ArrowDown), self.tr("Move the selected items down"))
        self.act_add_counter = self._action(self.tr("Add &counter"), self.add_counter, None, "add-counter",
                                            self.tr("Add an analytics counter"))
        self.act_add_ad = self._action(self.tr("Add &ad network"), self.add_ad_network, None, "add-ad",
                                       self.tr("Add an ad network block"))

        self.act_about = self._action(self.tr("&About Turbo Editor"), self.about)
        self.act_about.setMenuRole(QAction.AboutRole)
        self.act_rules = self._action(self.tr("Validation &rules"), self.open_rules)
        self.act_preferences = self._action(self.tr("&Preferences…"), self.preferences, K.Preferences)
        self.act_preferences.setMenuRole(QAction.PreferencesRole)

        self.encoding_group = QActionGroup(self)
        self.encoding_actions = {}
        for name in SAVE_ENCODINGS:
            action = QAction(name, self, checkable=True)
            action.triggered.connect(lambda _checked, n=name: self.set_encoding(n))
            self.encoding_group.addAction(action)
            self.encoding_actions[name] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([self.act_new, self.act_open])
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addSeparator()
        file_menu.addActions([self.act_save, self.act_save_as, self.act_export])
        encoding_menu = file_menu.addMenu(self.tr("&Encoding"))
        encoding_menu.addActions(list(self.encoding_actions.values()))
        file_menu.addSeparator()
        file_menu.addActions([self.act_close, self.act_quit])

        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addActions([self.act_undo, self.act_redo])
        edit_menu.addSeparator()
        edit_menu.addActions([self.act_cut, self.act_copy, self.act_paste])
        edit_menu.addSeparator()
        edit_menu.addActions([self.act_find, self.act_replace, self.act_go_to_line])
        edit_menu.addSeparator()
        edit_menu.addAction(self.act_preferences)

        item_menu = bar.addMenu(self.tr("&Item"))
        item_menu.addActions([self.act_add_item, self.act_duplicate, self.act_delete])
        item_menu.addSeparator()
        item_menu.addActions([self.act_up, self.act_down])
        item_menu.addSeparator()
        item_menu.addActions([self.act_add_counter, self.act_add_ad])

        self.view_menu = bar.addMenu(self.tr("&View"))
        self.view_menu.addAction(self.tree_dock.toggleViewAction())
        self.view_menu.addAction(self.problems_dock.toggleViewAction())
        self.view_menu.addAction(self.xml_dock.toggleViewAction())
        self.view_menu.addAction(self.preview_dock.toggleViewAction())
        self.view_menu.addAction(self.site_dock.toggleViewAction())

        publish_menu = bar.addMenu(self.tr("&Publish"))
        publish_menu.addActions([self.act_export, self.act_robots, self.act_autodiscovery])

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.act_rules, self.act_about])

    def _build_toolbar(self) -> None:
        toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("mainToolbar")
        toolbar.addActions([self.act_new, self.act_open, self.act_save])
        toolbar.addSeparator()
        toolbar.addActions([self.act_undo, self.act_redo])
        toolbar.addSeparator()
        toolbar.addActions([self.act_add_item, self.act_duplicate, self.act_delete, self.act_up, self.act_down])
        toolbar.addSeparator()
        toolbar.addActions([self.act_add_counter, self.act_add_ad])
        toolbar.addSeparator()
        self.profile_box = QComboBox()
        self.profile_box.setToolTip(self.tr("Validation profile: auto picks Turbo when the feed uses its namespace"))
        for name, text in (("auto", self.tr("Profile: auto")), ("turbo", self.tr("Profile: Turbo")),
                           ("rss", self.tr("Profile: RSS 2.0"))):
            self.profile_box.addItem(text, name)
        self.profile_box.setCurrentIndex(self.profile_box.findData(self.validator.profile))
        self.profile_box.activated.connect(self._profile_chosen)
        toolbar.addWidget(self.profile_box)
        self.view_menu.addAction(toolbar.toggleViewAction())

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_encoding = QLabel()
        self.status_items = QLabel()
        self.status_problems = QLabel()
        self.status_profile = QLabel()
        # The same profile choice as the toolbar's, where the eye goes for the counts.
        self.status_profile_box = QComboBox()
        self.status_profile_box.setModel(self.profile_box.model())
        self.status_profile_box.setCurrentIndex(self.profile_box.currentIndex())
        self.status_profile_box.setToolTip(self.profile_box.toolTip())
        self.status_profile_box.activated.connect(
            lambda i: (self.profile_box.setCurrentIndex(i), self._profile_chosen()))
        for label in (self.status_problems, self.status_profile, self.status_profile_box, self.status_items,
                      self.status_encoding):
            bar.addPermanentWidget(label)

    # -- document lifecycle ---------------------------------------------------

    def new_feed(self) -> None:
        self.session.set_document(FeedDocument.new())
        default = settings.get(settings.ENCODING)
        if default in SAVE_ENCODINGS:
            self.session.doc.encoding = default
        self._after_load()

    def new_feed_checked(self) -> None:
        if self.maybe_save():
            self.new_feed()

    def _after_load(self) -> None:
        self.tree.expand_defaults()
        self.tree.select_source(self.tree.model.channel_index())
        self._update_title()
        self._update_status()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        folder = self.settings.value("files/lastFolder", os.path.expanduser("~"))
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open feed"), folder, self.tr(FEED_FILTER))
        if path:
            self.open_path(path, confirm=False)

    def open_path(self, path: str, confirm: bool = True, encoding: str | None = None) -> bool:
        """Open a feed; says clearly why when it cannot, and loses nothing open now."""
        if confirm and not self.maybe_save():
            return False
        try:
            doc = load(path, encoding=encoding)
        except FeedEncodingError as err:
            if err.guess and encoding is None:
                answer = QMessageBox.question(
                    self, self.tr("Wrong encoding"),
                    self.tr("{0}\n\nLine {1}, column {2}: {3}\n\nOpen it as {4}?").format(
                        path, err.line, err.column, err.message, err.guess))
                if answer == QMessageBox.Yes:
                    return self.open_path(path, confirm=False, encoding=err.guess)
                return False
            self._error(self.tr("Cannot open {0}").format(path), str(err))
            return False
        except FeedSyntaxError as err:
            if err.text is None:
                self._error(self.tr("{0} is not well-formed XML").format(os.path.basename(path)),
                            self.tr("Line {0}, column {1}: {2}").format(err.line, err.column,
                                                                        err.describe(i18n.current())))
                return False
            # Opened as text in the XML pane, the error marked, until it parses.
            self.session.set_broken(err.text, path)
            self._remember(path)
            self.xml_dock.show()
            self.xml_dock.raise_()
            self.xml_pane.show_broken_text(err.text, err.line, err.column, err.describe(i18n.current()))
            self._update_title()
            return True
        except (FeedError, OSError) as err:
            self._error(self.tr("Cannot open {0}").format(path), str(getattr(err, "strerror", None) or err))
            return False
        problem = self.session.load_project(doc)
        self.session.set_document(doc)
        self._remember(path)
        self._after_load()
        messages = [n.message for n in doc.notices]
        if problem:
            messages.append(self.tr("The project file's ignore lists were not applied: {0}").format(problem))
        if messages:
            self.statusBar().showMessage("; ".join(messages), 15000)
        return True

    def _remember(self, path: str) -> None:
        path = os.path.abspath(path)
        recent = [p for p in self._recent() if p != path]
        self.settings.setValue("files/recent", [path] + recent[:MAX_RECENT - 1])
        self.settings.setValue("files/lastFolder", os.path.dirname(path))

    def _recent(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [v for v in (value or []) if isinstance(v, str)]

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self._recent()
        for i, path in enumerate(recent):
            # Accelerators 1-9; a tenth entry would clash with &1.
            prefix = f"&{i + 1} " if i < 9 else f"{i + 1} "
            action = self.recent_menu.addAction(prefix + os.path.basename(path))
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not recent:
            self.recent_menu.addAction(self.tr("(no recent files)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), lambda: self.settings.setValue("files/recent", []))

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        start = self.session.path or os.path.join(self.settings.value("files/lastFolder", os.path.expanduser("~")),
                                                  "turbo.xml")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save feed as"), start, self.tr(FEED_FILTER))
        if not path:
            return False
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        self.xml_pane.flush()
        if self.xml_pane.broken or self.session.doc is None:
            return self._save_text(path)
        doc = self.session.doc
        encoding = doc.save_encoding
        lacking = doc.unencodable(encoding)
        if lacking:
            listed = "\n".join(u.describe() for u in lacking[:12]) + ("\n…" if len(lacking) > 12 else "")
            box = QMessageBox(QMessageBox.Warning, self.tr("Characters {0} lacks").format(encoding),
                              self.tr("{0} cannot hold these characters:\n\n{1}").format(encoding, listed), parent=self)
            keep = box.addButton(self.tr("Save in {0}").format(encoding), QMessageBox.AcceptRole)
            keep.setEnabled(all(u.lossless for u in lacking))
            utf8 = box.addButton(self.tr("Save in UTF-8"), QMessageBox.ActionRole)
            box.addButton(QMessageBox.Cancel)
            box.exec()
            if box.clickedButton() is utf8:
                self.set_encoding("UTF-8")
                encoding = "UTF-8"
            elif box.clickedButton() is not keep:
                return False
        try:
            problem = self.session.save(path, encoding)
        except FeedError as err:
            self._error(self.tr("The feed was not saved"), str(err))
            return False
        self._remember(path)
        self.statusBar().showMessage(self.tr("Saved {0} ({1})").format(path, encoding), 5000)
        if problem:
            self._error(self.tr("The ignored rules were not saved"),
                        self.tr("The feed was saved, but the project file beside it was not updated: {0}")
                        .format(problem))
        return True

    def _save_text(self, path: str) -> bool:
        """Save the pane's text as typed, though it is not well-formed (after asking)."""
        answer = QMessageBox.question(
            self, self.tr("Not well-formed"),
            self.tr("The XML is not well-formed ({0}). Save the text exactly as it is?").format(
                self.xml_pane.error_message))
        if answer != QMessageBox.Yes:
            return False
        text = self.xml_pane.editor.text()
        encoding = self.session.doc.save_encoding if self.session.doc else "UTF-8"
        codec = {"UTF-8": "utf-8", "windows-1251": "cp1251", "KOI8-R": "koi8-r"}[encoding]
        try:
            write_atomic(path, text.encode(codec, errors="xmlcharrefreplace"))
        except FeedError as err:
            self._error(self.tr("The text was not saved"), str(err))
            return False
        if self.session.doc is None:
            self.session.broken_path = path
        self.session.undo_stack.setClean()
        self.xml_pane.editor.document().setModified(False)
        self._remember(path)
        self._update_title()
        return True

    def ignore_rule(self, rule: str, ignore: bool) -> None:
        """Ignore a rule for this feed, or report it again: one undoable step, saved with the feed
        into the project file beside it."""
        doc = self.session.doc
        if doc is None:
            return
        rules = doc.ignored_rules | {rule} if ignore else doc.ignored_rules - {rule}
        text = self.tr("Ignore rule {0}") if ignore else self.tr("Report rule {0} again")
        self.session.apply(edits.SetIgnoredRules(rules), text.format(rule))

    def preferences(self) -> None:
        dialog = PreferencesDialog(self)
        if dialog.exec() == dialog.DialogCode.Accepted:
            self.autosaver.apply_interval()
            profile = settings.get(settings.PROFILE)
            self.profile_box.setCurrentIndex(self.profile_box.findData(profile))
            self._profile_chosen()
            self.preview.images.setChecked(settings.get(settings.REMOTE_IMAGES))

    # -- publishing ---------------------------------------------------------------

    def export(self) -> None:
        if self.session.doc is None or self.xml_pane.broken:
            self._error(self.tr("Export"), self.tr("Fix the XML first: it is not well-formed."))
            return
        self.xml_pane.flush()
        self.validator.flush()
        dialog = ExportDialog(self.session.doc, self.validator.findings, self)
        if dialog.exec() != dialog.DialogCode.Accepted or dialog.report is None:
            return
        channel = self.session.doc.channel
        self._report_dialog = ExportReportDialog(dialog.report, dialog.ping_endpoints,
                                                 (channel.title if channel is not None else "") or "", self)
        self._report_dialog.open()

    def autodiscovery(self) -> None:
        if self.session.doc is not None:
            AutodiscoveryDialog(self.session.doc, self).exec()

    def show_site(self) -> None:
        self.site_dock.show()
        self.site_dock.raise_()
        self.site._take_self_link()

    def close_feed(self) -> None:
        if self.maybe_save():
            self.new_feed()

    def maybe_save(self) -> bool:
        """Ask before losing unsaved changes; True when it is fine to go on."""
        self.xml_pane.flush()
        if self.session.undo_stack.isClean() and not self._text_unsaved():
            return True
        name = os.path.basename(self.session.path) if self.session.path else self.tr("Untitled")
        answer = QMessageBox.warning(
            self, self.tr("Unsaved changes"), self.tr("Save the changes to {0}?").format(name),
            QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save()
        return answer == QMessageBox.Discard

    def _text_unsaved(self) -> bool:
        """Text typed in the XML pane that is not (yet) in the document."""
        return self.xml_pane.broken and self.xml_pane.editor.document().isModified()

    def set_encoding(self, encoding: str) -> None:
        if self.session.doc.encoding != encoding:
            self.session.undo_stack.push(SetEncoding(self.session, encoding,
                                                     self.tr("Save as {0}").format(encoding)))

    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.autosaver.remove()          # a clean close leaves nothing to recover
        self.preview.release()
        event.accept()

    # -- drag a file onto the window ---------------------------------------

    def dragEnterEvent(self, event) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_path(files[0])

    # -- title and status -----------------------------------------------------

    def _update_title(self, *_args) -> None:
        name = os.path.basename(self.session.path) if self.session.path else self.tr("Untitled")
        self.setWindowTitle(f"{name}[*] — Turbo Editor")
        self.setWindowModified(not self.session.undo_stack.isClean() or self._text_unsaved())

    def _update_status(self) -> None:
        doc = self.session.doc
        if doc is None:
            return
        self.status_encoding.setText(doc.save_encoding)
        self.status_encoding.setToolTip(self.tr("Encoding the file is saved in (File ▸ Encoding)"))
        for name, action in self.encoding_actions.items():
            action.setChecked(name == doc.save_encoding)
        channel = doc.channel
        count = channel.item_count() if channel is not None else 0
        self.status_items.setText(self.tr("{0} items").format(count))

    # -- validation -------------------------------------------------------------

    def _profile_chosen(self) -> None:
        self.status_profile_box.setCurrentIndex(self.profile_box.currentIndex())
        profile = self.profile_box.currentData()
        self.settings.setValue("defaults/profile", profile)
        self.validator.set_profile(profile)

    def _show_findings(self) -> None:
        per_node, channel = self.validator.badges()
        self.tree.model.set_badges(per_node, channel)
        self.forms.show_findings(self.validator.findings)
        self.xml_pane.show_findings(self.validator.findings)
        counts = self.validator.counts()
        self.status_problems.setText(self.tr("{0} errors, {1} warnings").format(counts["error"], counts["warning"]))
        resolved = self.validator.resolved_profile
        name = {"turbo": "Turbo", "rss": "RSS 2.0"}.get(resolved, resolved)
        self.status_profile.setText(self.tr("Checked as {0}").format(name))

    def _check_progress(self, done: int, total: int) -> None:
        if done < total:
            self.status_problems.setText(self.tr("Checking… {0}%").format(done * 100 // max(total, 1)))

    def _broken_changed(self, broken: bool, message: str) -> None:
        """While the XML does not parse, the forms show why and cannot be edited."""
        self.form_banner.setText(self.tr("The XML pane holds text that is not well-formed ({0}); "
                                         "fix it there to edit the forms again.").format(message))
        self.form_banner.setVisible(broken)
        self.forms.setEnabled(not broken)
        self.tree.setEnabled(not broken)
        for action in (self.act_add_item, self.act_duplicate, self.act_delete, self.act_up, self.act_down,
                       self.act_add_counter, self.act_add_ad, self.act_undo, self.act_redo):
            action.setEnabled(not broken)
        if not broken:
            self.act_undo.setEnabled(self.session.undo_stack.canUndo())
            self.act_redo.setEnabled(self.session.undo_stack.canRedo())
        self._update_title()

    def _text_accepted(self, doc) -> None:
        """A file opened as broken text now parses: it becomes the document, still unsaved."""
        doc.path = self.session.broken_path
        self.session.set_document(doc)
        self.session.undo_stack.resetClean()
        self._after_load()

    def _pane_node(self, element) -> None:
        if element is None:
            self.tree.select_source(self.tree.model.channel_index())
        else:
            self.tree.select_element(element)

    def apply_fix(self, finding) -> None:
        """Apply a finding's quick fix as one undoable step."""
        doc = self.session.doc
        if doc is None or finding.element is None or finding.element.getroottree().getroot() is not doc.root:
            return
        fixes = fixes_for(finding)
        edit = fix_edit(doc, finding, fixes[0]) if fixes else None
        if edit is None:
            self.statusBar().showMessage(self.tr("This problem cannot be fixed automatically"), 5000)
            return
        self.session.apply(edit, self.tr("Quick fix: {0}").format(fixes[0].title_in(i18n.current())))
        self.validator.flush()

    def _pane_element(self, element) -> None:
        form = self.forms.current_form()
        if form is not None and form.view is not None:
            form.point_at(element)

    def go_to_finding(self, finding) -> None:
        """Select the node a finding is about and put the cursor in its field."""
        node = node_of(finding.element) if finding.element is not None else None
        if node is None:
            self.tree.select_source(self.tree.model.channel_index())
        else:
            self.tree.select_element(node)
        form = self.forms.current_form()
        if form is None:
            return
        binding = form.binding_for(finding)
        if binding is not None:
            form.reveal(binding)

    # -- selection and forms --------------------------------------------------

    def _current_changed(self, current, _previous) -> None:
        source = self.tree.proxy.mapToSource(current)
        kind, view = self.tree.model.node(source)
        if kind == "group":
            kind, view = None, None
        self.forms.show_node(kind, view)
        if view is not None:
            self.xml_pane.reveal_node(view.element)
        self.preview.show_item(view.element if kind == "item" else None)

    def _tree_menu(self, position) -> None:
        menu = QMenu(self)
        menu.addActions([self.act_add_item, self.act_duplicate, self.act_delete])
        menu.addSeparator()
        menu.addActions([self.act_up, self.act_down])
        menu.addSeparator()
        menu.addActions([self.act_copy, self.act_paste])
        menu.addSeparator()
        menu.addActions([self.act_add_counter, self.act_add_ad])
        menu.exec(self.tree.view.viewport().mapToGlobal(position))

    # -- item commands --------------------------------------------------------

    def _apply(self, edit, text: str) -> None:
        self.session.apply(edit, text)

    def add_item(self) -> None:
        channel = self.session.doc.channel
        selected = self.tree.selected_item_elements()
        items = self.tree.model.item_elements()
        index = items.index(selected[-1]) + 1 if selected else None
        element = new_item_element(link=(channel.link or "").rstrip("/") + "/", title="")
        self._apply(channel.add_item(element, index), self.tr("Add item"))
        self.tree.select_element(element)
        form = self.forms.current_form()
        if form is not None and "link" in form.bindings:
            form.bindings["link"].widget.setFocus()

    def duplicate_items(self) -> None:
        selected = self.tree.selected_item_elements()
        if not selected:
            return
        steps = [edits.duplicate_item(element) for element in reversed(selected)]
        self._apply(edits.Batch(steps), self.tr("Duplicate %n item(s)", "", len(selected)))
        copies = [step.element for step in reversed(steps)]
        self.tree.select_source(self.tree.model.element_index(copies[0]),
                                [self.tree.model.element_index(c) for c in copies[1:]])

    def delete_selected(self) -> None:
        sources = self.tree.selected_sources()
        elements = []
        for source in sources:
            kind, view = self.tree.model.node(source)
            if kind in ("item", "counter", "ad"):
                elements.append(view.element)
        if not elements:
            return
        following = self._neighbour_after(sources)
        self._apply(edits.remove(elements), self.tr("Delete %n node(s)", "", len(elements)))
        if following is not None:
            self.tree.select_element(following)

    def _neighbour_after(self, sources):
        """The item to select after deleting: the one after the last deleted, else before."""
        items = self.tree.model.item_elements()
        chosen = {items[s.row()] for s in sources if s.internalId() == LEAF + ITEMS}
        if not chosen:
            return None
        last = max(items.index(e) for e in chosen)
        after = [e for e in items[last + 1:] if e not in chosen]
        before = [e for e in items[:last] if e not in chosen]
        return after[0] if after else (before[-1] if before else None)

    def move_selected(self, step: int) -> None:
        selected = self.tree.selected_item_elements()
        items = self.tree.model.item_elements()
        if not selected:
            return
        positions = sorted(items.index(e) for e in selected)
        if (step < 0 and positions[0] == 0) or (step > 0 and positions[-1] == len(items) - 1):
            return
        target = positions[0] - 1 if step < 0 else positions[-1] + 2
        self._move(selected, target, self.tr("Move up") if step < 0 else self.tr("Move down"))

    def _move_dropped(self, elements: list, target: int) -> None:
        self._move(elements, target, self.tr("Move %n item(s)", "", len(elements)))

    def _move(self, elements: list, target: int, text: str) -> None:
        edit = edits.move_items(elements, target, self.tree.model.item_elements())
        if edit.edits:
            self._apply(edit, text)         # rows move: the selection moves with them

    def add_counter(self) -> None:
        channel = self.session.doc.channel
        edit = channel.add_counter("Yandex", id="")
        self._apply(edit, self.tr("Add counter"))
        self.tree.select_element(edit.element)

    def add_ad_network(self) -> None:
        channel = self.session.doc.channel
        taken = {ad.turbo_ad_id for ad in channel.ad_networks}
        number = next(n for n in range(1, len(taken) + 2) if f"ad_place_{n}" not in taken)
        edit = channel.add_ad_network("Yandex", f"ad_place_{number}", id="R-A-")
        self._apply(edit, self.tr("Add ad network"))
        self.tree.select_element(edit.element)

    # -- clipboard: text widgets get the usual behaviour, the tree copies XML ----

    def _text_focus(self):
        widget = QApplication.focusWidget()
        return widget if widget is not None and widget is not self.tree.view and hasattr(widget, "copy") else None

    def cut(self) -> None:
        widget = self._text_focus()
        if widget is not None and hasattr(widget, "cut"):
            widget.cut()
        elif self.tree.selected_item_elements():
            self.copy()
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
            wrapper = etree.fromstring(f"<paste>{text}</paste>".encode("utf-8"))
        except etree.XMLSyntaxError:
            self.statusBar().showMessage(self.tr("The clipboard holds no feed items"), 5000)
            return
        elements = [e for e in wrapper if isinstance(e.tag, str) and e.tag == "item"]
        if not elements:
            self.statusBar().showMessage(self.tr("The clipboard holds no feed items"), 5000)
            return
        channel = self.session.doc.channel
        selected = self.tree.selected_item_elements()
        items = self.tree.model.item_elements()
        start = items.index(selected[-1]) + 1 if selected else len(items)
        steps = [channel.add_item(e, start + i) for i, e in enumerate(elements)]
        self._apply(edits.Batch(steps), self.tr("Paste %n item(s)", "", len(elements)))
        self.tree.select_element(elements[0])

    def _pane_has_focus(self) -> bool:
        widget = QApplication.focusWidget()
        return widget is not None and self.xml_pane.isAncestorOf(widget)

    def find(self) -> None:
        """In the XML pane: its find bar; elsewhere: the filter over the items."""
        if self._pane_has_focus():
            self.xml_pane.show_find()
            return
        self.tree_dock.show()
        self.tree.filter.setFocus()
        self.tree.filter.selectAll()

    def replace(self) -> None:
        self.xml_dock.show()
        self.xml_pane.show_find()

    def go_to_line(self) -> None:
        self.xml_dock.show()
        self.xml_pane.ask_line()

    # -- help -------------------------------------------------------------------

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Turbo Editor"), self.tr(
            "<h3>Turbo Editor {0}</h3><p>An editor for RSS 2.0 feeds with the Yandex Turbo extension: "
            "forms for every field, lossless saving in UTF-8, Windows-1251 and KOI8-R.</p>").format(__version__))

    def open_rules(self) -> None:
        local = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "rules.md"))
        if os.path.exists(local):
            QDesktopServices.openUrl(QUrl.fromLocalFile(local))
        else:
            self._error(self.tr("Validation rules"), self.tr("The rule documentation was not found at {0}").format(local))

    def _error(self, title: str, text: str) -> None:
        if not self.interactive:
            print(f"turbo-editor: {title}: {text}", file=sys.stderr)
            return
        QMessageBox.critical(self, title, text)

    # -- headless use (--screenshot) -------------------------------------------

    interactive = True          # False: no dialog waits for a click (errors go to stderr)

    def element_at_path(self, path: str):
        """The element a finding path names (/rss/channel/item[2]/link), or None."""
        doc = self.session.doc
        if doc is None:
            return None
        steps = [s for s in path.strip().split("/") if s]
        node = doc.root
        if not steps or steps[0] != qualified_name(node.tag, node):
            return None
        for step in steps[1:]:
            name, _, rest = step.partition("[")
            index = int(rest.rstrip("]")) - 1 if rest else 0
            matches = [c for c in node if isinstance(c.tag, str) and qualified_name(c.tag, node) == name]
            if not 0 <= index < len(matches):
                return None
            node = matches[index]
        return node

    def reveal_element(self, element) -> None:
        """Select the node holding an element and show its form."""
        node = node_of(element)
        if node is None:
            self.tree.select_source(self.tree.model.channel_index())
        else:
            self.tree.select_element(node)

    def show_panel(self, name: str) -> None:
        dock = {"xml": self.xml_dock, "preview": self.preview_dock, "problems": self.problems_dock}.get(name)
        if dock is not None:
            dock.show()
            dock.raise_()
