"""The channel form: basics, then every other RSS 2.0 channel element."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QComboBox, QGridLayout, QLineEdit, QToolButton, QWidget

from ...vocabulary.elements import DAY_NAMES
from ...vocabulary.languages import ISO_639_1, NAMES
from .. import i18n
from .base import Form
from .lists import ListEditor
from .widgets import DateField, TextField


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
                  hint=self.tr("The site name, or the section title for a section feed"), optional=False,
                  help=self.tr("Required. The name of the site, or only the section's name when the feed carries "
                               "one section of it."))
        self.bind(basics, "link", self.tr("Link"), hint=self.tr("The site's address, e.g. https://example.ru/"),
                  optional=False,
                  help=self.tr("Required. The full http or https address of the site, e.g. https://example.ru/; "
                               "every item's link must be on this domain."))
        description = TextField()
        description.setFixedHeight(64)
        description.setTabChangesFocus(True)      # a form: Tab goes on to the next field
        self.bind(basics, "description", self.tr("Description"), description,
                  hint=self.tr("One sentence, no HTML"), optional=False,
                  help=self.tr("Required. What the feed is about, in one sentence of plain text: Turbo asks for a "
                               "single sentence and no HTML tags."))
        language = QComboBox()
        language.setEditable(True)
        language.setInsertPolicy(QComboBox.NoInsert)
        language.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        language.setMinimumContentsLength(12)
        for code, text in language_choices():
            language.addItem(text, code)
        self.bind(basics, "language", self.tr("Language"), language,
                  hint=self.tr("ISO 639-1 code of the articles' language, e.g. ru"),
                  help=self.tr("The language the articles are written in, as a two-letter ISO 639-1 code such as "
                               "ru or en. Turbo wants the bare code, not a regional form like ru-RU."))
        self.bind(basics, "self_link", self.tr("Feed URL (self link)"), QLineEdit(),
                  hint=self.tr("Where the feed is published: atom:link rel=\"self\""),
                  help=self.tr("Optional. The full address the feed itself is published at, written as atom:link "
                               "rel=\"self\"; it tells readers and robots the feed's one URL."),
                  read=lambda view: view.self_link, write=lambda view, value: view.set_self_link(value),
                  targets=_self_link_targets)

        details = self.section(self.tr("RSS 2.0 details"), collapsed=True)
        self.bind(details, "copyright", self.tr("Copyright"),
                  help=self.tr("Optional. A copyright notice for the feed's content, in plain text, "
                               "e.g. © 2026 Example Media."))
        self.bind(details, "managing_editor", self.tr("Managing editor"),
                  hint=self.tr("E-mail of the editor, e.g. geo@herald.com (George Matesky)"),
                  help=self.tr("Optional. The e-mail address of whoever answers for the content; a name in "
                               "parentheses may follow, e.g. geo@herald.com (George Matesky)."))
        self.bind(details, "web_master", self.tr("Webmaster"),
                  hint=self.tr("E-mail of the person responsible for technical issues"),
                  help=self.tr("Optional. The e-mail address of whoever answers for technical problems with the "
                               "feed; a name in parentheses may follow, e.g. betty@herald.com (Betty Guernsey)."))
        self.bind(details, "pub_date", self.tr("Publication date"), DateField(self.session),
                  help=self.tr("Optional. When the feed's content was published, as an RFC-822 date with a "
                               "four-digit year and a time zone, e.g. Tue, 21 Apr 2015 14:15:00 +0300."))
        self.bind(details, "last_build_date", self.tr("Last build date"), DateField(self.session),
                  help=self.tr("Optional. When the feed's content last changed, as an RFC-822 date with a "
                               "four-digit year and a time zone."))
        self.bind(details, "generator", self.tr("Generator"), hint=self.tr("The program that produced the feed"),
                  help=self.tr("Optional. The name, and perhaps the version, of the program that produced the "
                               "feed, in plain text."))
        self.bind(details, "docs", self.tr("Docs"), hint=self.tr("https://www.rssboard.org/rss-specification"),
                  help=self.tr("Optional. The address of a page describing the feed's format, for whoever finds "
                               "the file later; usually https://www.rssboard.org/rss-specification."))
        self.bind(details, "ttl", self.tr("TTL (minutes)"), hint=self.tr("How long the feed may be cached, in minutes"),
                  help=self.tr("Optional. How many minutes a reader may keep the feed before fetching it again: "
                               "a whole number, e.g. 60."))
        self.bind(details, "rating", self.tr("PICS rating"),
                  help=self.tr("Optional. The feed's content rating, written as a PICS label."))
        self.bind(details, "cms_plugin", self.tr("CMS plugin ID"), hint=self.tr("turbo:cms_plugin"),
                  help=self.tr("Optional. The ID Yandex gave the CMS plugin that writes the feed "
                               "(turbo:cms_plugin); a feed written by hand has none."))
        self.categories = ListEditor(self, ["text", "domain"], [self.tr("Category"), self.tr("Domain")],
                                     add=lambda: self.view.add_category(self.feed_words("category")),
                                     rows=lambda: self.view.categories, reorder=True,
                                     tips=self._category_tips())
        self.add_row(details, self.tr("Categories:"), self.categories,
                     help=self.tr("Optional. The categories the whole feed belongs to, one a row; a category may "
                                  "name the taxonomy it comes from in Domain."))

        image = self.section(self.tr("Image"), collapsed=True)
        self.bind(image, "image_url", self.tr("URL"), hint=self.tr("GIF, JPEG or PNG"),
                  help=self.tr("Required in an image: the full address of a GIF, JPEG or PNG picture that stands "
                               "for the feed."))
        self.bind(image, "image_title", self.tr("Title"), hint=self.tr("Alt text; usually the channel title"),
                  help=self.tr("Required in an image: the text that replaces the picture where it is not shown "
                               "(its alt text); usually the same as the channel title."))
        self.bind(image, "image_link", self.tr("Link"), hint=self.tr("Usually the channel link"),
                  help=self.tr("Required in an image: where a click on the picture leads; usually the same as "
                               "the channel link."))
        self.bind(image, "image_width", self.tr("Width"), hint=self.tr("1 to 144 (default 88)"),
                  help=self.tr("Optional. The picture's width in pixels, a whole number from 1 to 144; without "
                               "it readers take 88."))
        self.bind(image, "image_height", self.tr("Height"), hint=self.tr("1 to 400 (default 31)"),
                  help=self.tr("Optional. The picture's height in pixels, a whole number from 1 to 400; without "
                               "it readers take 31."))
        self.bind(image, "image_description", self.tr("Description"),
                  help=self.tr("Optional. Text shown when the pointer rests on the picture (the title of the "
                               "link around it)."))

        cloud = self.section(self.tr("Cloud"), collapsed=True)
        self.bind(cloud, "cloud_domain", self.tr("Domain"),
                  help=self.tr("The host of an rssCloud service that tells subscribers when the feed changes, "
                               "e.g. rpc.example.ru. Optional, but a cloud needs all five fields."))
        self.bind(cloud, "cloud_port", self.tr("Port"),
                  help=self.tr("The port of that service: a whole number from 1 to 65535, usually 80. A cloud "
                               "needs all five fields."))
        self.bind(cloud, "cloud_path", self.tr("Path"),
                  help=self.tr("The path of that service on its host, starting with /, e.g. /RPC2. A cloud needs "
                               "all five fields."))
        self.bind(cloud, "cloud_register_procedure", self.tr("Procedure"),
                  help=self.tr("The procedure a subscriber calls to ask for notifications, "
                               "e.g. myCloud.rssPleaseNotify. A cloud needs all five fields."))
        self.bind(cloud, "cloud_protocol", self.tr("Protocol"), hint=self.tr("xml-rpc, soap or http-post"),
                  help=self.tr("How that service is called: xml-rpc, soap or http-post. A cloud needs all five "
                               "fields."))

        text_input = self.section(self.tr("Text input"), collapsed=True)
        self.bind(text_input, "text_input_title", self.tr("Title"), hint=self.tr("Label of the Submit button"),
                  help=self.tr("The label of the text box's Submit button. A text input needs all four fields, "
                               "and most readers ignore it."))
        self.bind(text_input, "text_input_description", self.tr("Description"),
                  help=self.tr("Says what the text box is for. A text input needs all four fields."))
        self.bind(text_input, "text_input_name", self.tr("Name"), hint=self.tr("Name of the text object"),
                  help=self.tr("The name of the form field the typed text is sent in; it starts with a letter. "
                               "A text input needs all four fields."))
        self.bind(text_input, "text_input_link", self.tr("Link"),
                  hint=self.tr("The CGI script that processes requests"),
                  help=self.tr("The address of the script that receives the typed text. A text input needs all "
                               "four fields."))

        skip = self.section(self.tr("Skip hours and days"), collapsed=True)
        self.hour_buttons = self._toggles([f"{h:02d}" for h in range(24)], 6, self._hours_toggled)
        self.add_row(skip, self.tr("Skip hours (GMT):"), self.hour_buttons[0],
                     help=self.tr("Optional. The hours, in GMT, during which readers need not fetch the feed; "
                                  "00 is the hour that starts at midnight."))
        self.day_buttons = self._toggles(day_names(), 7, self._days_toggled)
        self.add_row(skip, self.tr("Skip days:"), self.day_buttons[0],
                     help=self.tr("Optional. The days of the week on which readers need not fetch the feed."))
        self.layout_.addStretch(1)

    def _category_tips(self) -> list[str]:
        return [self.tr("The category's name; a place in a hierarchy is written with slashes, e.g. Garden/Roses"),
                self.tr("Optional: the taxonomy the category comes from, often a URL; leave it out rather than "
                        "empty")]

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
