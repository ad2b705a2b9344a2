"""The channel form: basics, then every other RSS 2.0 channel element."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QComboBox, QGridLayout, QLineEdit, QPlainTextEdit, QToolButton, QWidget

from ...vocabulary.elements import DAY_NAMES
from ...vocabulary.languages import ISO_639_1, NAMES
from .. import i18n
from .base import Form
from .lists import ListEditor
from .widgets import DateField


def language_choices() -> list[tuple[str, str]]:
    """(code, "code — name") for every ISO 639-1 language, named in the interface language
    ("de — German", "de — немецкий"): the language of a feed's text is looked up by someone who
    reads the interface. (Preferences name the interface languages in themselves instead, so that
    whoever cannot read the current interface still finds theirs.)"""
    return [(code, f"{code} — {QCoreApplication.translate('Language', NAMES[code])}") for code in sorted(ISO_639_1)]


def day_names() -> list[str]:
    """Monday to Sunday, short, in the interface language (not the computer's: a Russian
    interface on an English system says пн, not Mon)."""
    locale = QLocale(i18n.current())
    return [locale.dayName(i + 1, QLocale.ShortFormat) for i in range(7)]


def _self_link_targets(view) -> list:
    link = view._self_link_element()
    return [(link, None, None), (link, "href", None)] if link is not None else [(view.element, None, "atom:link")]


class ChannelForm(Form):
    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading(self.tr("Channel"))
        basics = self.section(self.tr("Basics"))
        self.bind(basics, "title", self.tr("Title"),
                  hint=self.tr("The site name, or the section title for a section feed"),
                  optional=False)
        self.bind(basics, "link", self.tr("Link"), hint=self.tr("The site's address, e.g. https://example.ru/"),
                  optional=False)
        description = QPlainTextEdit()
        description.setFixedHeight(64)
        self.bind(basics, "description", self.tr("Description"), description,
                  hint=self.tr("One sentence, no HTML"), optional=False)
        language = QComboBox()
        language.setEditable(True)
        language.setInsertPolicy(QComboBox.NoInsert)
        language.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        language.setMinimumContentsLength(12)
        for code, text in language_choices():
            language.addItem(text, code)
        self.bind(basics, "language", self.tr("Language"), language,
                  hint=self.tr("ISO 639-1 code of the articles' language, e.g. ru"))
        self.bind(basics, "self_link", self.tr("Feed URL (self link)"), QLineEdit(),
                  hint=self.tr("Where the feed is published: atom:link rel=\"self\""),
                  read=lambda view: view.self_link, write=lambda view, value: view.set_self_link(value),
                  targets=_self_link_targets)

        details = self.section(self.tr("RSS 2.0 details"), collapsed=True)
        self.bind(details, "copyright", self.tr("Copyright"))
        self.bind(details, "managing_editor", self.tr("Managing editor"),
                  hint=self.tr("E-mail of the editor, e.g. geo@herald.com (George Matesky)"))
        self.bind(details, "web_master", self.tr("Webmaster"),
                  hint=self.tr("E-mail of the person responsible for technical issues"))
        self.bind(details, "pub_date", self.tr("Publication date"), DateField(self.session))
        self.bind(details, "last_build_date", self.tr("Last build date"), DateField(self.session))
        self.bind(details, "generator", self.tr("Generator"), hint=self.tr("The program that produced the feed"))
        self.bind(details, "docs", self.tr("Docs"), hint=self.tr("https://www.rssboard.org/rss-specification"))
        self.bind(details, "ttl", self.tr("TTL (minutes)"), hint=self.tr("How long the feed may be cached, in minutes"))
        self.bind(details, "rating", self.tr("PICS rating"))
        self.categories = ListEditor(self, ["text", "domain"], [self.tr("Category"), self.tr("Domain")],
                                     add=lambda: self.view.add_category(self.tr("New category")),
                                     rows=lambda: self.view.categories)
        self.add_row(details, self.tr("Categories:"), self.categories)

        image = self.section(self.tr("Image"), collapsed=True)
        self.bind(image, "image_url", self.tr("URL"), hint=self.tr("GIF, JPEG or PNG"))
        self.bind(image, "image_title", self.tr("Title"), hint=self.tr("Alt text; usually the channel title"))
        self.bind(image, "image_link", self.tr("Link"), hint=self.tr("Usually the channel link"))
        self.bind(image, "image_width", self.tr("Width"), hint=self.tr("1 to 144 (default 88)"))
        self.bind(image, "image_height", self.tr("Height"), hint=self.tr("1 to 400 (default 31)"))
        self.bind(image, "image_description", self.tr("Description"))

        cloud = self.section(self.tr("Cloud"), collapsed=True)
        self.bind(cloud, "cloud_domain", self.tr("Domain"))
        self.bind(cloud, "cloud_port", self.tr("Port"))
        self.bind(cloud, "cloud_path", self.tr("Path"))
        self.bind(cloud, "cloud_register_procedure", self.tr("Procedure"))
        self.bind(cloud, "cloud_protocol", self.tr("Protocol"), hint=self.tr("xml-rpc, soap or http-post"))

        text_input = self.section(self.tr("Text input"), collapsed=True)
        self.bind(text_input, "text_input_title", self.tr("Title"), hint=self.tr("Label of the Submit button"))
        self.bind(text_input, "text_input_description", self.tr("Description"))
        self.bind(text_input, "text_input_name", self.tr("Name"), hint=self.tr("Name of the text object"))
        self.bind(text_input, "text_input_link", self.tr("Link"),
                  hint=self.tr("The CGI script that processes requests"))

        skip = self.section(self.tr("Skip hours and days"), collapsed=True)
        self.hour_buttons = self._toggles([f"{h:02d}" for h in range(24)], 6, self._hours_toggled)
        self.add_row(skip, self.tr("Skip hours (GMT):"), self.hour_buttons[0])
        self.day_buttons = self._toggles(day_names(), 7, self._days_toggled)
        self.add_row(skip, self.tr("Skip days:"), self.day_buttons[0])
        self.layout_.addStretch(1)

    def _toggles(self, labels, per_row, slot):
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        buttons = []
        for i, text in enumerate(labels):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setMinimumWidth(34)
            button.clicked.connect(slot)
            grid.addWidget(button, i // per_row, i % per_row)
            buttons.append(button)
        return box, buttons

    def _hours_toggled(self) -> None:
        hours = [h for h, b in enumerate(self.hour_buttons[1]) if b.isChecked()]
        self.apply(self.view.set_skip_hours(hours), self.tr("Change skip hours"))

    def _days_toggled(self) -> None:
        days = [DAY_NAMES[i] for i, b in enumerate(self.day_buttons[1]) if b.isChecked()]
        self.apply(self.view.set_skip_days(days), self.tr("Change skip days"))

    def refresh(self) -> None:
        if self.view is None:
            return
        super().refresh()
        hours = set(self.view.skip_hours)
        for h, button in enumerate(self.hour_buttons[1]):
            button.setChecked(str(h) in hours or f"{h:02d}" in hours)
        days = set(self.view.skip_days)
        for i, button in enumerate(self.day_buttons[1]):
            button.setChecked(DAY_NAMES[i] in days)
        self.categories.refresh()
