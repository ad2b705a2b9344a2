"""The item form: the Turbo page switch, RSS 2.0 item fields, Turbo fields and the content."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox

from ...feed.edits import Insert, make_element
from ...vocabulary.namespaces import YANDEX_NS, qn
from ..content_editor import ContentEditor
from .base import Form
from .lists import ListEditor
from .widgets import DateField, TextField


class ItemForm(Form):
    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.heading_label = self.heading(self.tr("Item"))
        page = self.section(self.tr("Page"))
        turbo = QCheckBox(self.tr("Show as a Turbo page (turbo=\"true\")"))
        self.bind(page, "turbo", self.tr("Turbo"), turbo,
                  hint=self.tr("Unchecked writes turbo=\"false\", which takes the Turbo page down"),
                  help=self.tr("Whether the item is a Turbo page: checked writes turbo=\"true\". Unchecked writes "
                               "turbo=\"false\", which is how a published Turbo page is taken down."))
        self.bind(page, "link", self.tr("Link"),
                  hint=self.tr("The article's address: http(s), on the channel's domain"), optional=False,
                  help=self.tr("Required. The article's own address: http or https, on the channel's domain, "
                               "at most 243 characters, one article per address."))
        self.bind(page, "title", self.tr("Title"),
                  hint=self.tr("Up to 240 characters; the page heading comes from <h1>"),
                  help=self.tr("The article's title, up to 240 characters: a longer one is cut. The heading of the "
                               "Turbo page itself comes from the <h1> in the content."))
        self.bind(page, "pub_date", self.tr("Publication date"), DateField(self.session),
                  help=self.tr("When the article was published, as an RFC-822 date with a four-digit year and a "
                               "time zone. Required for an item shown as a Turbo page."))
        self.bind(page, "author", self.tr("Author"),
                  help=self.tr("Optional. Who wrote the article: Turbo takes a plain name, while RSS readers "
                               "expect an e-mail address with the name in parentheses."))

        content = self.section(self.tr("Turbo page content"))
        self.content_editor = ContentEditor()
        self.content_editor.undoBoundary.connect(self.break_merge)     # a snippet or wrap is its own undo step
        self.content_editor.feed_language = self._feed_language         # snippets write in the feed's language
        content.addRow(self.content_editor.make_tool_bar())
        self.bind(content, "content", self.tr("Content"), self.content_editor,
                  hint=self.tr("HTML of the page, starting with <header><h1>…</h1></header>"),
                  help=self.tr("Required for a Turbo page: its HTML, kept in CDATA, starting with "
                               "<header><h1>…</h1></header>. Tags and attributes Turbo does not know are dropped."))
        content.addRow(self.content_editor.find_bar)
        extended = QCheckBox(self.tr("Extended HTML (keep class and id, custom CSS)"))
        self.bind(content, "extended_html", self.tr("turbo:extendedHtml"), extended, unchecked=None,
                  help=self.tr("Optional. Checked writes turbo:extendedHtml true: the page keeps class and id "
                               "attributes, may use its own CSS and a few more tags such as <section>."))

        self.related = ListEditor(self, ["url", "img", "text"], [self.tr("URL"), self.tr("Image"), self.tr("Text")],
                                  add=lambda: self.view.add_related_link("https://", self.feed_words("related")),
                                  rows=lambda: self.view.related_links, reorder=True, wrapped=True,
                                  tips=[self.tr("Required: the full address of the linked page"),
                                        self.tr("Optional: the full address of a picture shown with the link"),
                                        self.tr("The link's text, without HTML")])
        related = self.section(self.tr("Related links (yandex:related)"), collapsed=True)
        self.add_row(related, self.tr("Links:"), self.related,
                     help=self.tr("Optional. Other pages of the site shown under the article, in this order; each "
                                  "needs a full address, and its text has no HTML."))
        infinity = QCheckBox(self.tr("Endless feed of related articles (type=\"infinity\")"))
        self.bind(related, "related_type", self.tr("Infinity"), infinity,
                  help=self.tr("Optional. Checked writes type=\"infinity\": the related articles follow the page "
                               "as an endless feed instead of a list of links."),
                  read=lambda view: "true" if view.related_type == "infinity" else "false",
                  write=lambda view, value: view.set("related_type", "infinity" if value == "true" else None),
                  targets=lambda view: [(view.element.find(qn(YANDEX_NS, "related")), "type", None)])

        turbo_fields = self.section(self.tr("Turbo details"), collapsed=True)
        self.bind(turbo_fields, "turbo_source", self.tr("Source (turbo:source)"),
                  hint=self.tr("The page's URL for Metrica, if it differs from the link"),
                  help=self.tr("Optional. The page address Turbo reports to Metrica, when it is not the item's "
                               "link."))
        self.bind(turbo_fields, "turbo_topic", self.tr("Topic (turbo:topic)"),
                  hint=self.tr("The page title for Metrica"),
                  help=self.tr("Optional. The page title Turbo reports to Metrica."))
        self.breadcrumbs = ListEditor(self, ["url", "text"], [self.tr("URL"), self.tr("Text")],
                                      add=self._add_breadcrumb, rows=lambda: self.view.breadcrumbs, reorder=True,
                                      tips=[self.tr("The full address of this level of the site"),
                                            self.tr("The name shown for this level")])
        self.add_row(turbo_fields, self.tr("Breadcrumbs:"), self.breadcrumbs,
                     help=self.tr("Optional. The path to the page through the site's sections, from the top down; "
                                  "each step has an address and a name."))
        self.bind(turbo_fields, "breadcrumbs_schema", self.tr("Schema identifier"),
                  help=self.tr("Optional. The schema_identifier of the metrics block that holds the breadcrumbs: "
                               "a name of the site's own for this set of breadcrumbs."))
        self.goals = ListEditor(self, ["type", "goal_id", "name", "counter_id"],
                                [self.tr("Type"), self.tr("Goal id"), self.tr("Name"), self.tr("Counter")],
                                add=lambda: self.view.add_goal("goal", self.feed_words("goal"),
                                                               self._metrica_counter()),
                                rows=lambda: self.view.goals,
                                tips=[self.tr("The service of the counter that records the goal, e.g. yandex"),
                                      self.tr("The goal's id as set up in the counter (turbo-goal-id)"),
                                      self.tr("A name for the goal"),
                                      self.tr("The id of the counter that records the goal, usually the channel's "
                                              "Metrica counter")])
        self.add_row(turbo_fields, self.tr("Goals:"), self.goals,
                     help=self.tr("Optional. Conversion goals (turbo:goal) that the page reports to a Metrica "
                                  "counter."))

        details = self.section(self.tr("RSS 2.0 details"), collapsed=True)
        description = TextField()
        description.setFixedHeight(72)
        description.setTabChangesFocus(True)      # a form: Tab goes on to the next field
        self.bind(details, "description", self.tr("Description"), description,
                  hint=self.tr("A synopsis of the item"),
                  help=self.tr("Optional. A short synopsis of the article for RSS readers; the Turbo page is built "
                               "from the content, not from this."))
        self.categories = ListEditor(self, ["text", "domain"], [self.tr("Category"), self.tr("Domain")],
                                     add=lambda: self.view.add_category(self.feed_words("category")),
                                     rows=lambda: self.view.categories, reorder=True,
                                     tips=[self.tr("The category's name; a place in a hierarchy is written with "
                                                   "slashes, e.g. Garden/Roses"),
                                           self.tr("Optional: the taxonomy the category comes from, often a URL; "
                                                   "leave it out rather than empty")])
        self.add_row(details, self.tr("Categories:"), self.categories,
                     help=self.tr("Optional. The categories the article belongs to, one a row; a category may name "
                                  "the taxonomy it comes from in Domain."))
        self.bind(details, "guid", self.tr("GUID"), hint=self.tr("A string that identifies the item uniquely"),
                  help=self.tr("Optional. A string that identifies the item and never changes, so readers can "
                               "tell it from the others; no two items may share one."))
        permalink = QComboBox()
        permalink.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        permalink.setMinimumContentsLength(12)
        permalink.addItem(self.tr("(not set: a permalink)"), None)
        permalink.addItem(self.tr("true: the GUID is the article's URL"), "true")
        permalink.addItem(self.tr("false: the GUID is only an identifier"), "false")
        self.bind(details, "guid_is_permalink", self.tr("GUID is a permalink"), permalink,
                  help=self.tr("Whether the GUID is also the article's address (isPermaLink). Unset counts as "
                               "true, so a GUID that is not a URL needs false."))
        self.bind(details, "comments", self.tr("Comments URL"),
                  help=self.tr("Optional. The full address of the page with comments on the article."))
        self.bind(details, "enclosure_url", self.tr("Enclosure URL"), hint=self.tr("An attached media file"),
                  help=self.tr("The full http or https address of a media file attached to the item. An enclosure "
                               "needs its URL, length and type."))
        self.bind(details, "enclosure_length", self.tr("Enclosure length"), hint=self.tr("Size in bytes"),
                  help=self.tr("The attached file's size in bytes, a whole number. An enclosure needs its URL, "
                               "length and type."))
        self.bind(details, "enclosure_type", self.tr("Enclosure type"), hint=self.tr("MIME type, e.g. audio/mpeg"),
                  help=self.tr("The attached file's MIME type, e.g. audio/mpeg. An enclosure needs its URL, "
                               "length and type."))
        self.bind(details, "source", self.tr("Source"), hint=self.tr("The channel the item came from"),
                  help=self.tr("Optional. The name of the feed the item was taken from, to credit it; it goes "
                               "with that feed's address below."))
        self.bind(details, "source_url", self.tr("Source URL"), hint=self.tr("That channel's feed address"),
                  help=self.tr("The full address of the feed the item was taken from; required when a source is "
                               "named."))
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
                                                   "text": self.feed_words("breadcrumb")})
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
        self.heading_label.setToolTip(self.heading_label.text())     # whole, where a long word is cut
        for table in (self.related, self.breadcrumbs, self.goals, self.categories):
            table.refresh()
