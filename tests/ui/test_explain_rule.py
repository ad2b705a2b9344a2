"""Help ▸ Explain rule (Problems ▸ Explain rule…): the rule's texts in the interface language."""

import html
import re

import pytest
from PySide6.QtWidgets import QTextBrowser, QWidget

from turbo_editor.check.catalog import CATALOG
from turbo_editor.ui import i18n
from turbo_editor.ui.problems import explain_rule, rule_html

# Rules whose Russian texts name only Turbo's elements and attributes besides Russian words.
RULES = ("turbo-item-count", "turbo-link-domain", "turbo-description-html", "turbo-related-placement",
         "turbo-content-cdata", "turbo-header-missing")
# The element and attribute names, values and host name parts ("www.") those texts quote as a feed has them.
NAMES = {"item", "link", "description", "title", "header", "h1", "Title", "true", "false", "turbo", "www"}


def latin_words(rule_html_text: str, rule_id: str) -> set[str]:
    """Words written in Latin letters only, leaving out code, element names, abbreviations and the id."""
    text = re.sub(r"<code>.*?</code>", " ", rule_html_text)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace(rule_id, " ")
    text = re.sub(r"<[^<>]*>", " ", text)                         # <header>, </h1>: element names as tags
    words = set()
    for word in re.findall(r"[^\s,;()«»“”\"!?]+", text):
        word = word.rstrip(".:")
        if not re.search("[A-Za-z]", word) or re.search("[А-Яа-яЁё]", word):
            continue
        if re.search(r"[:@=/._\d-]", word) or word.isupper() or word in NAMES:
            continue                                               # turbo:content, http://, CDATA, HTML
        words.add(word)
    return words


@pytest.fixture
def russian(qapp):
    assert i18n.install(qapp, "ru") == "ru"
    yield
    i18n.install(qapp, "en")


@pytest.mark.parametrize("rule_id", RULES)
def test_in_russian_the_rule_is_explained_in_russian(russian, rule_id):
    rule, shown = CATALOG[rule_id], rule_html(rule_id)
    assert latin_words(shown, rule_id) == set(), shown
    for field in ("title", "explanation", "fix", "reference"):
        assert html.escape(rule.text(field, "ru")) in shown
    assert "Как исправить" in shown and rule_id in shown
    assert {"error": "ошибка", "warning": "предупреждение", "info": "замечание"}[rule.severity] in shown


@pytest.mark.parametrize("rule_id", RULES)
def test_in_english_the_rule_is_explained_in_english(qapp, rule_id):
    i18n.install(qapp, "en")
    rule, shown = CATALOG[rule_id], rule_html(rule_id)
    for field in ("title", "explanation", "fix", "reference"):
        assert html.escape(getattr(rule, field)) in shown
    assert "How to fix" in shown and not re.search("[А-Яа-яЁё]", shown)
    assert latin_words(shown, rule_id)                             # the check above does see English words


def test_the_explain_dialog_shows_the_russian_texts(russian, qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    explain_rule(parent, "turbo-link-domain")
    dialog = parent._explain_dialog
    shown = dialog.findChild(QTextBrowser).toPlainText()
    rule = CATALOG["turbo-link-domain"]
    assert dialog.windowTitle() == "Правило turbo-link-domain"
    assert rule.text("title", "ru") in shown and rule.text("reference", "ru") in shown
    assert "Требования Яндекса к Турбо-страницам" in shown and "seeds/" not in shown
    dialog.close()
