"""The item form: the Turbo page switch, RSS 2.0 item fields, Turbo fields and the content."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QPlainTextEdit

from ...feed.edits import Insert, make_element
from ...vocabulary.namespaces import YANDEX_NS, qn
from ..content_editor import ContentEditor
from .base import Form
from .lists import ListEditor
from .widgets import DateField


class ItemForm(Form):
    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading_label = self.heading(self.tr("Item"))
        page = self.section(self.tr("Page"))
        turbo = QCheckBox(self.tr("Show as a Turbo page (turbo=\"true\")"))
        self.bind(page, "turbo", self.tr("Turbo"), turbo,
                  hint=self.tr("Unchecked writes turbo=\"false\", which takes the Turbo page down"))
        self.bind(page, "link", self.tr("Link"),
                  hint=self.tr("The article's address: http(s), on the channel's domain"),
                  optional=False)
        self.bind(page, "title", self.tr("Title"),
                  hint=self.tr("Up to 240 characters; the page heading comes from <h1>"))
        self.bind(page, "pub_date", self.tr("Publication date"), DateField(self.session))
        self.bind(page, "author", self.tr("Author"))

        content = self.section(self.tr("Turbo page content"))
        self.content_editor = ContentEditor()
        self.content_editor.undoBoundary.connect(self.break_merge)     # a snippet or wrap is its own undo step
        self.content_editor.feed_language = self._feed_language         # snippets write in the feed's language
        content.addRow(self.content_editor.make_tool_bar())
        self.bind(content, "content", self.tr("Content"), self.content_editor,
                  hint=self.tr("HTML of the page, starting with <header><h1>…</h1></header>"))
        extended = QCheckBox(self.tr("Extended HTML (keep class and id, custom CSS)"))
        self.bind(content, "extended_html", self.tr("turbo:extendedHtml"), extended, unchecked=None)

        self.related = ListEditor(self, ["url", "img", "text"], [self.tr("URL"), self.tr("Image"), self.tr("Text")],
                                  add=lambda: self.view.add_related_link("https://", self.tr("Related article")),
                                  rows=lambda: self.view.related_links, reorder=True)
        related = self.section(self.tr("Related links (yandex:related)"), collapsed=True)
        self.add_row(related, self.tr("Links:"), self.related)
        infinity = QCheckBox(self.tr("Endless feed of related articles (type=\"infinity\")"))
        self.bind(related, "related_type", self.tr("Infinity"), infinity,
                  read=lambda view: "true" if view.related_type == "infinity" else "false",
                  write=lambda view, value: view.set("related_type", "infinity" if value == "true" else None),
                  targets=lambda view: [(view.element.find(qn(YANDEX_NS, "related")), "type", None)])

        turbo_fields = self.section(self.tr("Turbo details"), collapsed=True)
        self.bind(turbo_fields, "turbo_source", self.tr("Source (turbo:source)"),
                  hint=self.tr("The page's URL for Metrica, if it differs from the link"))
        self.bind(turbo_fields, "turbo_topic", self.tr("Topic (turbo:topic)"),
                  hint=self.tr("The page title for Metrica"))
        self.breadcrumbs = ListEditor(self, ["url", "text"], [self.tr("URL"), self.tr("Text")],
                                      add=self._add_breadcrumb, rows=lambda: self.view.breadcrumbs, reorder=True)
        self.add_row(turbo_fields, self.tr("Breadcrumbs:"), self.breadcrumbs)
        self.goals = ListEditor(self, ["type", "goal_id", "name", "counter_id"],
                                [self.tr("Type"), self.tr("Goal id"), self.tr("Name"), self.tr("Counter")],
                                add=lambda: self.view.add_goal("goal", self.tr("Goal"), self._metrica_counter()),
                                rows=lambda: self.view.goals)
        self.add_row(turbo_fields, self.tr("Goals:"), self.goals)

        details = self.section(self.tr("RSS 2.0 details"), collapsed=True)
        description = QPlainTextEdit()
        description.setFixedHeight(72)
        self.bind(details, "description", self.tr("Description"), description,
                  hint=self.tr("A synopsis of the item"))
        self.categories = ListEditor(self, ["text", "domain"], [self.tr("Category"), self.tr("Domain")],
                                     add=lambda: self.view.add_category(self.tr("New category")),
                                     rows=lambda: self.view.categories)
        self.add_row(details, self.tr("Categories:"), self.categories)
        self.bind(details, "guid", self.tr("GUID"), hint=self.tr("A string that identifies the item uniquely"))
        permalink = QComboBox()
        permalink.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        permalink.setMinimumContentsLength(12)
        permalink.addItem(self.tr("(not set: a permalink)"), None)
        permalink.addItem(self.tr("true: the GUID is the article's URL"), "true")
        permalink.addItem(self.tr("false: the GUID is only an identifier"), "false")
        self.bind(details, "guid_is_permalink", self.tr("GUID is a permalink"), permalink)
        self.bind(details, "comments", self.tr("Comments URL"))
        self.bind(details, "enclosure_url", self.tr("Enclosure URL"), hint=self.tr("An attached media file"))
        self.bind(details, "enclosure_length", self.tr("Enclosure length"), hint=self.tr("Size in bytes"))
        self.bind(details, "enclosure_type", self.tr("Enclosure type"), hint=self.tr("MIME type, e.g. audio/mpeg"))
        self.bind(details, "source", self.tr("Source"), hint=self.tr("The channel the item came from"))
        self.bind(details, "source_url", self.tr("Source URL"), hint=self.tr("That channel's feed address"))
        self.layout_.addStretch(1)

    def show_findings(self, findings) -> None:
        super().show_findings(findings)
        self.content_editor.language = self.language
        binding = self.bindings["content"]
        self.content_editor.show_findings(binding.findings if self.view is not None else [])

    def _feed_language(self) -> str | None:
        channel = self.session.doc.channel if self.session.doc is not None else None
        return channel.language if channel is not None else None

    def _metrica_counter(self) -> str:
        """A new goal counts on the channel's Yandex Metrica counter, if it has one with an id."""
        return next((c.id for c in self.session.doc.channel.counters
                     if (c.type or "").strip().lower() == "yandex" and c.id), "")

    def _add_breadcrumb(self):
        """A breadcrumb after the last one, put into the block that is there.

        Only the levels of metrics/yandex/breadcrumblist that are missing are
        built: whatever else the block holds (other children, attributes,
        comments, its layout) stays as it is.
        """
        crumb = make_element("breadcrumb", attrib={"url": self.session.doc.channel.link or "https://",
                                                   "text": self.tr("Section")})
        crumbs = self.view.breadcrumbs
        if crumbs:
            last = crumbs[-1].element
            return Insert(last.getparent(), last.getparent().index(last) + 1, crumb, fresh=True)
        metrics = self.view.element.find("metrics")
        if metrics is None:
            return self.view.set_breadcrumbs([(crumb.get("url"), crumb.get("text"))])
        yandex = metrics.find("yandex")
        blist = yandex.find("breadcrumblist") if yandex is not None else None
        if blist is not None:
            return Insert(blist, len(blist), crumb, fresh=True)
        blist = make_element("breadcrumblist")
        blist.append(crumb)
        if yandex is not None:
            return Insert(yandex, len(yandex), blist, fresh=True)
        yandex = make_element("yandex")
        yandex.append(blist)
        return Insert(metrics, len(metrics), yandex, fresh=True)

    def refresh(self) -> None:
        if self.view is None:
            return
        super().refresh()
        self.content_editor.extended_html = (self.view.extended_html or "").strip() == "true"
        self.heading_label.setText(self.tr("Item: {0}").format(self.view.label()))
        for table in (self.related, self.breadcrumbs, self.goals, self.categories):
            table.refresh()
