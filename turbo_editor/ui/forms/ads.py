"""Forms for analytics counters and ad networks (turbo:analytics, turbo:adNetwork)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QListWidgetItem

from ...feed.edits import Batch
from ...vocabulary.elements import CONTENT
from ...vocabulary.services import AD_FIELDS, AD_TYPES, COUNTER_FIELDS, COUNTER_TYPES
from .base import Form, plain_tooltip
from .widgets import CodeEditor


def _type_chooser(types: dict) -> QComboBox:
    box = QComboBox()
    # The names are long; the box may be narrower than the longest and show it elided.
    box.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(12)
    for value, service in types.items():
        box.addItem(f"{QCoreApplication.translate('_TypedForm', service.name)} ({value})", value)
    return box


class _TypedForm(Form):
    """A form whose visible fields depend on the element's type attribute."""

    TYPES: dict = {}
    FIELDS: tuple = ()
    _purposes: dict[str, str] = {}      # what each of FIELDS is for, whatever the type: its help's first line

    def _show_fields_for_type(self) -> None:
        service = self.TYPES.get(self.view.type if self.view else None)
        wanted = service.hints if service is not None else {}
        for field in self.FIELDS:
            binding = self.bindings[field]
            has_value = bool(self.view and binding.read(self.view))
            # A field the type does not use stays visible while it has a value, so nothing is hidden.
            visible = field in wanted or has_value
            binding.column.setVisible(visible)
            label = self._form.labelForField(binding.column)
            if label is not None:
                label.setVisible(visible)
            if field in wanted:
                hint = QCoreApplication.translate("_TypedForm", wanted[field])
            elif service is None:
                # type="yandex", or none: which fields it reads is not known, so none is called unused.
                kind = self.view.type if self.view else None
                hint = self.tr("Turbo knows no type “{0}”: choose one from the list to see what it uses").format(
                    kind) if kind else self.tr("No type is set: choose one from the list to see what it uses")
            else:
                hint = self.tr("Not used by this type: clear it, or choose another type")
            # The help says what the field is for, then what this type wants in it.
            binding.set_help(f"{self._purposes[field]}\n{hint}")
            binding.hint.setText(hint)
            binding.hint.setVisible(visible)

    def refresh(self) -> None:
        if self.view is None:
            return
        super().refresh()
        self._show_fields_for_type()

    def _write_type(self, view, value: str | None):
        """The type, and an empty attribute the new type does not use taken away in the same step:
        its field is hidden then, and the form could no longer reach it. A value is kept."""
        service = self.TYPES.get(value)
        unused = [name for name in self.FIELDS if service is not None and name not in service.hints
                  and view.FIELDS[name].attr and view.get(name) is not None and not view.get(name).strip()]
        change = view.set("type", value)
        return Batch([change] + [view.set(name, None) for name in unused]) if unused else change


class CounterForm(_TypedForm):
    TYPES = COUNTER_TYPES
    FIELDS = COUNTER_FIELDS

    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading(self.tr("Analytics counter"))
        self._form = self.section(self.tr("Counter"))
        chooser = _type_chooser(COUNTER_TYPES)
        chooser.setEditable(False)
        self.bind(self._form, "type", self.tr("Service"), chooser, optional=False, write=self._write_type,
                  help=self.tr("Required. The analytics service that counts the Turbo pages' visits; the type is "
                               "case-sensitive. Yandex Metrica may have several counters, other services one each."))
        self._purposes = {
            "id": self.tr("The counter's id in its service: most services need one, LiveInternet and a custom "
                          "pixel do not."),
            "params": self.tr("Optional. Extra settings for the counter, used by Yandex Metrica and LiveInternet."),
            "url": self.tr("The address of the pixel image a custom counter loads on every page view."),
        }
        self.bind(self._form, "id", self.tr("Counter id"), help=self._purposes["id"])
        self.bind(self._form, "params", self.tr("Parameters"), help=self._purposes["params"])
        self.bind(self._form, "url", self.tr("Pixel URL"), help=self._purposes["url"])
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
    FIELDS = AD_FIELDS
    placementActivated = Signal(object)      # an item element that uses this ad place

    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading(self.tr("Ad network"))
        self._form = self.section(self.tr("Ad block"))
        self.bind(self._form, "type", self.tr("Network"), _type_chooser(AD_TYPES), optional=False,
                  write=self._write_type,
                  help=self.tr("Required. The network that serves this ad block: the Yandex Advertising Network "
                               "or AdFox; the type is case-sensitive."))
        self._purposes = {
            "id": self.tr("The ad block's id, copied from the Yandex Advertising Network: R-A-<site>-<block>."),
            "turbo_ad_id": self.tr("The ad place's name, in Latin letters, digits, _ or -: a <figure "
                                   "data-turbo-ad-id> with this name in an item's content shows the ad there. "
                                   "Without it the ad goes to the end of every page."),
            "body": self.tr("The code AdFox gives for the block: a div and its script, kept in CDATA."),
        }
        self.bind(self._form, "id", self.tr("Block id"), help=self._purposes["id"])
        self.bind(self._form, "turbo_ad_id", self.tr("Ad place (turbo-ad-id)"), help=self._purposes["turbo_ad_id"])
        self.bind(self._form, "body", self.tr("AdFox code"), CodeEditor(), help=self._purposes["body"])
        placements = self.section(self.tr("Where this ad place is used"))
        self.placements = QListWidget()
        self.placements.setToolTip(plain_tooltip(self.tr("The items whose content has a <figure> for this ad "
                                                         "place; double-click one to open it.")))
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
            content = item.element.findtext(CONTENT) or ""
            count = len(marker.findall(content))
            if count:
                entry = QListWidgetItem(self.tr("{0} ({1} places)").format(item.label(), count) if count > 1
                                        else item.label())
                entry.setData(256, item.element)
                self.placements.addItem(entry)
        if not self.placements.count():
            self.placements.addItem(self.tr('Not placed: add <figure data-turbo-ad-id="{0}"></figure> '
                                            "to an item's content").format(ad_id))
