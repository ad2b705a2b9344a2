"""Forms for analytics counters and ad networks (turbo:analytics, turbo:adNetwork)."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QListWidgetItem

from ...vocabulary.namespaces import TURBO_NS, qn
from .base import Form
from .widgets import CodeEditor

# type value -> (service name, fields the type uses with their hints). Values are case-sensitive.
# Names and hints are marked for lupdate and translated where shown, in the _TypedForm context.
COUNTER_TYPES = {
    "Yandex": (QT_TRANSLATE_NOOP("_TypedForm", "Yandex Metrica"),
               {"id": QT_TRANSLATE_NOOP("_TypedForm", "Numeric counter number, e.g. 44147844"),
                "params": QT_TRANSLATE_NOOP("_TypedForm", 'Visit parameters as a JSON object, e.g. {"section":"news"}')}),
    "LiveInternet": ("LiveInternet", {"params": QT_TRANSLATE_NOOP("_TypedForm", "Name of a named counter (optional)")}),
    "Google": ("Google Analytics", {"id": QT_TRANSLATE_NOOP("_TypedForm", "Tracking id, e.g. UA-12345678-9 or G-XXXXXXX")}),
    "MailRu": ("Top.Mail.Ru", {"id": QT_TRANSLATE_NOOP("_TypedForm", "Numeric counter id")}),
    "Rambler": ("Rambler Top-100", {"id": QT_TRANSLATE_NOOP("_TypedForm", "Numeric counter id")}),
    "Mediascope": ("Mediascope (TNS)",
                   {"id": QT_TRANSLATE_NOOP("_TypedForm", "Project id with the -turbo suffix, e.g. example-turbo")}),
    "custom": (QT_TRANSLATE_NOOP("_TypedForm", "Custom pixel"),
               {"url": QT_TRANSLATE_NOOP("_TypedForm", "Address of the counter's pixel")}),
}
COUNTER_FIELDS = ("id", "params", "url")

AD_TYPES = {
    "Yandex": (QT_TRANSLATE_NOOP("_TypedForm", "Yandex Advertising Network"),
               {"id": QT_TRANSLATE_NOOP("_TypedForm", "Block id, e.g. R-A-123456-1"),
                "turbo_ad_id": QT_TRANSLATE_NOOP("_TypedForm", "Place name used in content, e.g. first_ad_place")}),
    "AdFox": ("AdFox", {"turbo_ad_id": QT_TRANSLATE_NOOP("_TypedForm", "Place name used in content, e.g. second_ad_place"),
                        "body": QT_TRANSLATE_NOOP("_TypedForm",
                                                  "The AdFox code: a div and the window.Ya.adfoxCode.create script")}),
}


def _type_chooser(types: dict) -> QComboBox:
    box = QComboBox()
    for value, (name, _fields) in types.items():
        box.addItem(f"{QCoreApplication.translate('_TypedForm', name)} ({value})", value)
    return box


class _TypedForm(Form):
    """A form whose visible fields depend on the element's type attribute."""

    TYPES: dict = {}
    FIELDS: tuple = ()

    def _show_fields_for_type(self) -> None:
        _name, wanted = self.TYPES.get(self.view.type if self.view else None, (None, {}))
        for field in self.FIELDS:
            binding = self.bindings[field]
            has_value = bool(self.view and binding.read(self.view))
            # A field the type does not use stays visible while it has a value, so nothing is hidden.
            visible = field in wanted or has_value
            binding.widget.parentWidget().setVisible(visible)
            label = self._form.labelForField(binding.widget.parentWidget())
            if label is not None:
                label.setVisible(visible)
            hint = QCoreApplication.translate("_TypedForm", wanted[field]) if field in wanted else \
                self.tr("Not used by this type: clear it, or choose another type")
            binding.widget.setToolTip(hint)
            binding.hint.setText(hint)
            binding.hint.setVisible(visible)

    def refresh(self) -> None:
        if self.view is None:
            return
        super().refresh()
        self._show_fields_for_type()


class CounterForm(_TypedForm):
    TYPES = COUNTER_TYPES
    FIELDS = COUNTER_FIELDS

    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading(self.tr("Analytics counter"))
        self._form = self.section(self.tr("Counter"))
        chooser = _type_chooser(COUNTER_TYPES)
        chooser.setEditable(False)
        self.bind(self._form, "type", self.tr("Service"), chooser, optional=False)
        self.bind(self._form, "id", self.tr("Counter id"))
        self.bind(self._form, "params", self.tr("Parameters"))
        self.bind(self._form, "url", self.tr("Pixel URL"))
        self.spelling = QLabel()
        self.spelling.setWordWrap(True)
        self.layout_.addWidget(self.spelling)
        self.layout_.addStretch(1)

    def refresh(self) -> None:
        super().refresh()
        if self.view is not None:
            self.spelling.setText(self.tr("Written as yandex:analytics (the older spelling, still accepted).")
                                  if self.view.spelling == "yandex" else "")


class AdNetworkForm(_TypedForm):
    TYPES = AD_TYPES
    FIELDS = ("id", "turbo_ad_id", "body")
    placementActivated = Signal(object)      # an item element that uses this ad place

    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading(self.tr("Ad network"))
        self._form = self.section(self.tr("Ad block"))
        self.bind(self._form, "type", self.tr("Network"), _type_chooser(AD_TYPES), optional=False)
        self.bind(self._form, "id", self.tr("Block id"))
        self.bind(self._form, "turbo_ad_id", self.tr("Ad place (turbo-ad-id)"))
        self.bind(self._form, "body", self.tr("AdFox code"), CodeEditor())
        placements = self.section(self.tr("Where this ad place is used"))
        self.placements = QListWidget()
        self.placements.setMaximumHeight(160)
        self.placements.itemActivated.connect(lambda item: self.placementActivated.emit(item.data(256)))
        placements.addRow(self.placements)
        self.layout_.addStretch(1)

    def refresh(self) -> None:
        super().refresh()
        if self.view is None:
            return
        self.placements.clear()
        ad_id = self.view.turbo_ad_id
        if not ad_id:
            self.placements.addItem(self.tr("No turbo-ad-id: the ad goes to the end of every page"))
            return
        marker = re.compile(r"""data-turbo-ad-id\s*=\s*["']%s["']""" % re.escape(ad_id))
        channel = self.session.doc.channel
        for item in channel.items:
            content = item.element.findtext(qn(TURBO_NS, "content")) or ""
            count = len(marker.findall(content))
            if count:
                entry = QListWidgetItem(self.tr("{0} ({1} places)").format(item.label(), count) if count > 1
                                        else item.label())
                entry.setData(256, item.element)
                self.placements.addItem(entry)
        if not self.placements.count():
            self.placements.addItem(self.tr('Not placed: add <figure data-turbo-ad-id="{0}"></figure> '
                                            "to an item's content").format(ad_id))
