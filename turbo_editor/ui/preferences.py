"""The Preferences dialog: every user preference of settings.ALL, stored with QSettings."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
)

from ..feed.encoding import SAVE_ENCODINGS
from ..vocabulary.elements import MAX_ITEMS as TURBO_MAX_ITEMS
from . import i18n, settings
from .forms.widgets import ZONES, zone_label
from .ping_dialog import ENDPOINTS_EXAMPLE


class PreferencesDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        # Each language in its own name, so that it can be found whatever the interface speaks;
        # "As the system" says which one that is.
        system = i18n.LANGUAGE_NAMES[i18n.system_language()]
        self.language.addItem(self.tr("As the system ({0})").format(system), "")
        for code in i18n.LANGUAGES:
            self.language.addItem(i18n.LANGUAGE_NAMES[code], code)
        self.encoding = QComboBox()
        for name in SAVE_ENCODINGS:
            self.encoding.addItem(name, name)
        self.zone = QComboBox()
        self.zone.addItem(self.tr("The computer's ({0})").format(zone_label(settings.system_zone_minutes())), None)
        for minutes in ZONES:
            self.zone.addItem(zone_label(minutes), minutes)
        self.profile = QComboBox()
        for name, text in (("auto", self.tr("Auto (Turbo when the feed uses it)")), ("turbo", self.tr("Turbo")),
                           ("rss", "RSS 2.0")):
            self.profile.addItem(text, name)
        self.max_items = QSpinBox()
        self.max_items.setRange(1, TURBO_MAX_ITEMS)          # Turbo reads no more items from one feed
        self.remote_images = QCheckBox(self.tr("Load &remote images in the preview without asking"))
        self.ping = QPlainTextEdit()
        self.ping.setPlaceholderText(ENDPOINTS_EXAMPLE)
        self.ping.setFixedHeight(80)
        self.ping.setTabChangesFocus(True)
        self.autosave = QSpinBox()
        self.autosave.setRange(0, 3600)
        self.autosave.setSuffix(self.tr(" s"))
        self.autosave.setSpecialValueText(self.tr("Off"))
        self.autosave.setToolTip(self.tr("How often unsaved changes are kept for recovery after a crash"))

        form = QFormLayout()
        form.addRow(self.tr("Interface &language:"), self.language)
        form.addRow(self.tr("&Encoding of new feeds:"), self.encoding)
        form.addRow(self.tr("&Time zone for new dates:"), self.zone)
        form.addRow(self.tr("&Validation profile:"), self.profile)
        form.addRow(self.tr("&Items per exported file:"), self.max_items)
        form.addRow(self.remote_images)
        form.addRow(self.tr("&Ping endpoints:"), self.ping)
        form.addRow(self.tr("&Autosave every:"), self.autosave)
        self.restart_note = QLabel(self.tr("The interface language changes the next time the editor starts."))
        self.restart_note.setWordWrap(True)
        self.restart_note.hide()
        self.language.currentIndexChanged.connect(lambda _i: self.restart_note.show())
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.RestoreDefaults).clicked.connect(self.restore_defaults)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.restart_note)
        layout.addWidget(buttons)
        self.load()

    def _widgets(self):
        """Each preference with how its widget is read and shown."""
        def combo(box):
            return (lambda: box.currentData(), lambda v: box.setCurrentIndex(max(box.findData(v), 0)))
        return {
            settings.LANGUAGE: combo(self.language),
            settings.ENCODING: combo(self.encoding),
            settings.TIME_ZONE: combo(self.zone),
            settings.PROFILE: combo(self.profile),
            settings.MAX_ITEMS: (self.max_items.value, self.max_items.setValue),
            settings.REMOTE_IMAGES: (self.remote_images.isChecked, self.remote_images.setChecked),
            settings.PING_ENDPOINTS: (self.ping.toPlainText, self.ping.setPlainText),
            settings.AUTOSAVE_SECONDS: (self.autosave.value, self.autosave.setValue),
        }

    def load(self) -> None:
        for pref, (_read, show) in self._widgets().items():
            show(settings.get(pref))
        self.restart_note.hide()

    def restore_defaults(self) -> None:
        for pref, (_read, show) in self._widgets().items():
            show(pref.default)

    def accept(self) -> None:
        for pref, (read, _show) in self._widgets().items():
            settings.put(pref, read())
        super().accept()
