"""Help ▸ Validation rules: the rule catalog inside the application, with a filter.

The text is the Markdown that :func:`turbo_editor.check.docs.render_markdown`
makes from the catalog in the interface language (the same as docs/rules.md, or
docs/rules.ru.md in a Russian interface), so nothing is looked up on disk and
nothing needs a browser.

    RulesDialog(parent).show()                   # or .exec(); show_rule("turbo-tag") jumps to a rule
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QTextBrowser, QVBoxLayout

from ..check.docs import render_markdown
from . import i18n, settings
from .file_dialogs import screen_size


@dataclass(frozen=True)
class RuleSection:
    id: str
    area: str
    markdown: str
    haystack: str           # what the filter searches: the section's words, unescaped and case-folded


@dataclass(frozen=True)
class RulesText:
    intro: str                             # the title, the profiles, the count and the list of areas
    areas: tuple[tuple[str, str], ...]     # each area's heading and table of rules
    sections: tuple[RuleSection, ...]

    def full(self) -> str:
        out = [self.intro]
        for area, table in self.areas:
            out.append(table)
            out += [s.markdown for s in self.sections if s.area == area]
        return "\n\n".join(out) + "\n"

    def matching(self, query: str) -> list[RuleSection]:
        words = query.casefold().split()
        return [s for s in self.sections if all(word in s.haystack for word in words)]


def parse_rules(markdown: str) -> RulesText:
    """Split the generated Markdown into its introduction, the areas' tables and one section per rule."""
    intro: list[str] = []
    areas: list[tuple[str, list[str]]] = []
    sections: list[tuple[str, str, list[str]]] = []
    current = intro
    for line in markdown.splitlines():
        if line.startswith("<!--"):            # "generated, do not edit": a note for the file, not the reader
            continue
        if line.startswith("## "):
            areas.append((line[3:].strip(), [line]))
            current = areas[-1][1]
        elif line.startswith("### ") and areas:
            sections.append((line[4:].strip(), areas[-1][0], [line]))
            current = sections[-1][2]
        else:
            current.append(line)
    built = []
    for rule_id, area, lines in sections:
        text = "\n".join(lines).strip()
        built.append(RuleSection(rule_id, area, text, html.unescape(text).casefold()))
    return RulesText("\n".join(intro).strip(), tuple((a, "\n".join(t).strip()) for a, t in areas), tuple(built))


def _anchor(title: str) -> str:
    """The link target docs.py gives a heading: "RSS 2.0" -> "rss-20"."""
    return "".join(c for c in title.lower().replace(" ", "-") if c.isalnum() or c == "-")


class RulesDialog(QDialog):
    """Every validation rule, with a box that narrows the list to rules matching an id or words."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Validation rules"))
        self.language = i18n.current()
        self.rules = parse_rules(render_markdown(self.language))
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Find a rule by its id or by words from its text"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.apply_filter)
        self.count = QLabel()
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)             # links go to headings here, or out to the browser
        self.browser.anchorClicked.connect(self._follow)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.count)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        settings.restore_geometry(self, settings.RULES_DIALOG_GEOMETRY,
                                  screen_size(self, 0.5, 0.8, QSize(640, 480), QSize(1000, 1100)))
        self.finished.connect(lambda _result: settings.keep_geometry(self, settings.RULES_DIALOG_GEOMETRY))
        self.shown: list[str] = []
        self.apply_filter("")

    def apply_filter(self, text: str) -> None:
        total = len(self.rules.sections)
        if not text.strip():
            self.shown = [s.id for s in self.rules.sections]
            self.count.setText(self.tr("%n rule(s).", "", total))
            self.browser.setMarkdown(self.rules.full())
            return
        found = self.rules.matching(text)
        self.shown = [s.id for s in found]
        if not found:
            self.count.setText(self.tr("No rule matches “{0}”.").format(text.strip()))
            self.browser.clear()
            return
        self.count.setText(self.tr("%n of {0} rules match.", "", len(found)).format(total))
        out = []
        for area, _table in self.rules.areas:
            inside = [s.markdown for s in found if s.area == area]
            if inside:
                out += [f"## {area}", *inside]
        self.browser.setMarkdown("\n\n".join(out) + "\n")
        self.browser.verticalScrollBar().setValue(0)

    def show_rule(self, rule_id: str) -> bool:
        """Show every rule and scroll to ``rule_id``; False when no rule has that id."""
        if self.filter.text():
            self.filter.clear()
        return self.scroll_to(rule_id)

    def scroll_to(self, anchor: str) -> bool:
        """Scroll to the heading a "#anchor" link names (a rule id or an area); False when none does."""
        document = self.browser.document()
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and anchor in (block.text(), _anchor(block.text())):
                top = document.documentLayout().blockBoundingRect(block).top()
                self.browser.verticalScrollBar().setValue(int(top))
                return True
            block = block.next()
        return False

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif url.hasFragment():
            self.scroll_to(url.fragment())
