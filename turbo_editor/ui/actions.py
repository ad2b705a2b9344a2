"""The window's actions, menus, toolbar and the tree's context menu.

Keys are the platform's standard ones (QKeySequence.StandardKey) plus the
common alternatives people expect everywhere (Ctrl+Y and Ctrl+Shift+Z for
Redo, Ctrl+H for Replace). A key bound on purpose to one action is taken out
of the standard keys of every other (X11 lists Ctrl+D for Delete, which is
Duplicate here), so no key is ever ambiguous.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QStyle, QToolBar, QToolButton

from ..feed.encoding import SAVE_ENCODINGS
from . import icons

K = QKeySequence.StandardKey
TOOL_ICON = QSize(22, 22)


def key_list(standard: K | None = None, *extra: str) -> list[QKeySequence]:
    """The platform's keys for ``standard`` followed by ``extra`` ones, each once."""
    keys = list(QKeySequence.keyBindings(standard)) if standard is not None else []
    for text in extra:
        sequence = QKeySequence(text)
        if sequence not in keys:
            keys.append(sequence)
    return keys


class Actions(QObject):
    """Every QAction of a window, wired to the controllers that carry them out."""

    def __init__(self, window, files, commands):
        super().__init__(window)
        self.window = window
        self._explicit: dict = {}            # action -> the keys it was given on purpose
        self._standard: dict = {}            # action -> its platform keys
        style = window.style()
        std = style.standardIcon
        S = QStyle.StandardPixmap
        act = self._action

        self.new = act(self.tr("&New"), files.new_feed_checked, K.New, (), std(S.SP_FileIcon),
                       self.tr("Start a new feed from the template"))
        self.open = act(self.tr("&Open…"), files.open_dialog, K.Open, (), std(S.SP_DialogOpenButton),
                        self.tr("Open a feed file"))
        self.import_feed = act(self.tr("&Import as Turbo feed…"), files.import_dialog, None, (), None,
                               self.tr("Make a site's RSS feed a Turbo feed, with a report of every change"))
        self.save = act(self.tr("&Save"), files.save, K.Save, (), std(S.SP_DialogSaveButton), self.tr("Save the feed"))
        self.save_as = act(self.tr("Save &As…"), files.save_as, K.SaveAs, ("Ctrl+Shift+S",))
        self.export = act(self.tr("&Export…"), window.export, None, ("Ctrl+E",), None,
                          self.tr("Check the feed and write files ready to upload"))
        self.autodiscovery = act(self.tr("&Autodiscovery tag…"), window.autodiscovery)
        self.robots = act(self.tr("Check &robots.txt…"), window.show_site)
        self.ping = act(self.tr("&Ping services…"), window.ping, None, (), None,
                        self.tr("Once the exported files are uploaded, tell feed services to fetch the feed"))
        self.close = act(self.tr("&Close"), files.close_feed, K.Close)
        # Quit ends the application: every window closes, each asking about its unsaved changes,
        # and a Cancel in any stops it there.
        self.quit = act(self.tr("&Quit"), QApplication.closeAllWindows, K.Quit, ("Ctrl+Q",))
        self.quit.setMenuRole(QAction.QuitRole)

        stack = window.session.undo_stack
        # Qt writes "<prefix> <the step's text>": "&Undo Add item", "&Отменить добавление элемента".
        # The steps' texts (FeedCommands, the forms, FeedSession) are translated to fit after the verb:
        # in Russian the accusative ("правку XML", "вставку 2 элементов"); see tests/i18n/test_composed_labels.py.
        self.undo = stack.createUndoAction(window, self.tr("&Undo"))
        self.redo = stack.createRedoAction(window, self.tr("&Redo"))
        # Qt's actions keep their text and state; the step itself goes through the session,
        # which first takes what is typed in the XML pane (session.take_typing).
        # While the text does not parse, the pane's own typing steps come first: a Redo of typing
        # undone there stays possible when that Undo made the text parse again.
        pane, session = window.xml_pane, window.session
        # What each Undo took back, the pane's typing or a step of the feed: Redo brings back the
        # last again. Preferring the pane's redo whenever it had one brought broken typing back
        # after an Undo that went on to a step of the feed. Entries a new edit made void are skipped.
        undone: list[str] = []

        def undo() -> None:
            if pane.undo_typing():
                undone.append("pane")
            else:
                session.undo()
                undone.append("feed")

        def redo() -> None:
            while undone:
                last = undone.pop()
                if last == "pane" and pane.redo_typing():
                    return
                if last == "feed" and stack.canRedo():
                    session.redo()
                    return
            if not pane.redo_typing():
                session.redo()
        for action, step in ((self.undo, undo), (self.redo, redo)):
            action.triggered.disconnect()
            action.triggered.connect(step)
        pane.editor.undo_actions = (self.undo, self.redo)
        typed = pane.editor.document()
        for signal in (stack.canUndoChanged, stack.canRedoChanged, typed.undoAvailable, typed.redoAvailable,
                       session.textStateChanged):
            signal.connect(self._enable_undo_redo)     # after Qt's own update from the stack, which it corrects
        self._keys(self.undo, K.Undo, ())
        self._keys(self.redo, K.Redo, ("Ctrl+Shift+Z", "Ctrl+Y"))
        # Their tooltips follow their text ("Undo Edit title"): the toolbar shows only the icon.
        self.undo.setIcon(icons.named("edit-undo"))
        self.redo.setIcon(icons.named("edit-redo"))
        self.cut = act(self.tr("Cu&t"), commands.cut, K.Cut)
        self.copy = act(self.tr("&Copy"), commands.copy, K.Copy)
        self.paste = act(self.tr("&Paste"), commands.paste, K.Paste)
        self.find = act(self.tr("&Find…"), window.navigator.find, K.Find, ("Ctrl+F",))
        self.replace = act(self.tr("R&eplace…"), window.navigator.replace, K.Replace, ("Ctrl+H",))
        self.go_to_line = act(self.tr("&Go to line…"), window.navigator.go_to_line, None, ("Ctrl+G",))

        self.add_item = act(self.tr("Add &item"), commands.add_item, None, ("Ctrl+Shift+N",), "add-item",
                            self.tr("Add a new item after the selected one"))
        self.duplicate = act(self.tr("&Duplicate"), commands.duplicate_items, None, ("Ctrl+D",), "duplicate-item",
                             self.tr("Duplicate the selected items"))
        self.delete = act(self.tr("De&lete"), commands.delete_selected, K.Delete, ("Del",), std(S.SP_TrashIcon),
                          self.tr("Delete the selected nodes"))
        self.up = act(self.tr("Move &up"), lambda: commands.move_selected(-1), None, ("Ctrl+Shift+Up",),
                      std(S.SP_ArrowUp), self.tr("Move the selected items up"))
        self.down = act(self.tr("Move do&wn"), lambda: commands.move_selected(1), None, ("Ctrl+Shift+Down",),
                        std(S.SP_ArrowDown), self.tr("Move the selected items down"))
        self.add_counter = act(self.tr("Add c&ounter"), commands.add_counter, None, (), "add-counter",
                               self.tr("Add an analytics counter"))
        self.add_ad = act(self.tr("Add &ad network"), commands.add_ad_network, None, (), "add-ad",
                          self.tr("Add an ad network block"))

        self.about = act(self.tr("&About Turbo Editor"), window.about)
        self.about.setMenuRole(QAction.AboutRole)
        self.rules = act(self.tr("Validation &rules"), window.open_rules, K.HelpContents, ("F1",))
        self.preferences = act(self.tr("Prefere&nces…"), window.preferences, K.Preferences, ("Ctrl+,",))
        self.preferences.setMenuRole(QAction.PreferencesRole)

        self.encoding_group = QActionGroup(window)
        self.encodings: dict[str, QAction] = {}
        for name in SAVE_ENCODINGS:
            action = QAction(name, window, checkable=True)
            action.triggered.connect(lambda _checked, n=name: window.session.set_encoding(n))
            self.encoding_group.addAction(action)
            self.encodings[name] = action
        # The single-byte encoding a file came in (ISO-8859-1, windows-1252): kept, and shown, while
        # that file is open; the three above are what a user chooses among.
        self.own_encoding = QAction(window, checkable=True, visible=False)
        self.own_encoding.triggered.connect(lambda _checked: window.session.set_encoding(
            self.own_encoding.data()))
        self.encoding_group.addAction(self.own_encoding)
        self._settle_keys()
        # Delete acts on what has the focus: in the tree it deletes the selected nodes, in Problems or
        # a field it is that widget's own key (the menu and the toolbar still delete the nodes).
        self.delete.setShortcutContext(Qt.WidgetWithChildrenShortcut)
        commands.tree.view.addAction(self.delete)

        # What the forms cannot take while the XML pane holds text that does not parse.
        self.structural = (self.add_item, self.duplicate, self.delete, self.up, self.down,
                           self.add_counter, self.add_ad)

    # -- construction -------------------------------------------------------------------

    def _action(self, text: str, slot, standard=None, extra=(), icon=None, tip: str | None = None) -> QAction:
        action = QAction(text, self.window)
        self._keys(action, standard, extra)
        if icon is not None:
            action.setIcon(icon if not isinstance(icon, str) else icons.named(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _keys(self, action: QAction, standard, extra) -> None:
        self._standard[action] = key_list(standard) if standard is not None else []
        self._explicit[action] = key_list(None, *extra)

    def _settle_keys(self) -> None:
        """Give each action its keys: its own first, then its standard ones that no other action
        was given on purpose and no earlier action already has."""
        claimed = {seq.toString(): action for action, keys in self._explicit.items() for seq in keys}
        taken: set[str] = set()
        for action in self._explicit:
            keys = []
            for seq in self._explicit[action] + self._standard[action]:
                name = seq.toString()
                if not name or name in taken or claimed.get(name, action) is not action:
                    continue
                taken.add(name)
                keys.append(seq)
            action.setShortcuts(keys)

    def all(self) -> list[QAction]:
        return list(self._explicit) + list(self.encodings.values())

    # -- menus and toolbar --------------------------------------------------------------

    def build_menus(self, files, docks) -> None:
        bar = self.window.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([self.new, self.open])
        self.recent_menu = recent = file_menu.addMenu(self.tr("Open &Recent"))
        recent.aboutToShow.connect(lambda: files.fill_recent(recent))
        # The open file read again as another encoding: for one whose declaration names the wrong one
        # (the letters look garbled, and the status bar says which it may be).
        self.reopen_menu = reopen = file_menu.addMenu(self.tr("Reo&pen As"))
        for name in SAVE_ENCODINGS:
            reopen.addAction(name, lambda n=name: files.reopen_as(n))
        reopen.aboutToShow.connect(lambda: [a.setEnabled(files.session.path is not None) for a in reopen.actions()])
        file_menu.addAction(self.import_feed)
        file_menu.addSeparator()
        file_menu.addActions([self.save, self.save_as, self.export])
        encoding_menu = file_menu.addMenu(self.tr("Enco&ding"))
        encoding_menu.addActions(list(self.encodings.values()))
        encoding_menu.addAction(self.own_encoding)
        file_menu.addSeparator()
        file_menu.addActions([self.close, self.quit])

        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addActions([self.undo, self.redo])
        edit_menu.addSeparator()
        edit_menu.addActions([self.cut, self.copy, self.paste])
        edit_menu.addSeparator()
        edit_menu.addActions([self.find, self.replace, self.go_to_line])
        edit_menu.addSeparator()
        edit_menu.addAction(self.preferences)

        item_menu = bar.addMenu(self.tr("&Item"))
        item_menu.addActions([self.add_item, self.duplicate, self.delete])
        item_menu.addSeparator()
        item_menu.addActions([self.up, self.down])
        item_menu.addSeparator()
        item_menu.addActions([self.add_counter, self.add_ad])

        self.view_menu = bar.addMenu(self.tr("&View"))
        for dock in docks:
            self.view_menu.addAction(dock.toggleViewAction())

        publish_menu = bar.addMenu(self.tr("&Publish"))
        publish_menu.addActions([self.export, self.ping, self.robots, self.autodiscovery])

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.rules, self.about])

    def build_toolbar(self, profile_box: QComboBox) -> QToolBar:
        toolbar = self.window.addToolBar(self.tr("Main"))
        toolbar.setObjectName("mainToolbar")
        toolbar.setIconSize(TOOL_ICON)
        # Icons only, with tooltips: a button that shows "Undo Edit Title" would change width with
        # every step and push the others sideways.
        toolbar.setToolButtonStyle(Qt.ToolButtonIconOnly)
        toolbar.addActions([self.new, self.open, self.save])
        toolbar.addSeparator()
        toolbar.addActions([self.undo, self.redo])
        toolbar.addSeparator()
        toolbar.addActions([self.add_item, self.duplicate, self.delete, self.up, self.down])
        toolbar.addSeparator()
        toolbar.addActions([self.add_counter, self.add_ad])
        toolbar.addSeparator()
        toolbar.addWidget(profile_box)
        for action in (self.undo, self.redo):
            button = toolbar.widgetForAction(action)
            if isinstance(button, QToolButton):
                button.setFixedSize(button.sizeHint())
        toolbar.toggleViewAction().setText(self.tr("&Toolbar"))
        self.view_menu.addAction(toolbar.toggleViewAction())
        return toolbar

    def tree_menu(self, parent) -> QMenu:
        menu = QMenu(parent)
        menu.addActions([self.add_item, self.duplicate, self.delete])
        menu.addSeparator()
        menu.addActions([self.up, self.down])
        menu.addSeparator()
        menu.addActions([self.copy, self.paste])
        menu.addSeparator()
        menu.addActions([self.add_counter, self.add_ad])
        return menu

    def set_editable(self, editable: bool) -> None:
        """While the text does not parse: no structural commands, no undo of the document."""
        for action in self.structural:
            action.setEnabled(editable)
        self._enable_undo_redo()

    def _enable_undo_redo(self, *_args) -> None:
        """The document's steps while the text parses; while it does not, the pane's own steps
        through what was typed. A Redo of typing undone in the pane stays until the text changes."""
        stack, pane = self.window.session.undo_stack, self.window.xml_pane
        if not (shiboken6.isValid(stack) and shiboken6.isValid(pane.editor)):
            return                      # the window is being taken down, its parts one after another
        typed = pane.editor.document()
        broken = pane.broken
        self.undo.setEnabled(typed.isUndoAvailable() if broken else stack.canUndo())
        # A file that opened broken and was fixed in the pane: Undo gave the text back, Redo the feed.
        document_redo = stack.canRedo() and (not broken or self.window.session.doc is None)
        self.redo.setEnabled(typed.isRedoAvailable() or document_redo)

