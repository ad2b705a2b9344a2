"""Help ▸ Validation rules: the catalog shown inside the application, with a filter."""

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QLabel

from turbo_editor.check.catalog import CATALOG
from turbo_editor.ui.rules_dialog import RulesDialog


@pytest.fixture
def dialog(qtbot, settings_dir):
    shown = RulesDialog()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def _headings(dialog) -> list[str]:
    """The rule ids the browser shows as headings."""
    found, block = [], dialog.browser.document().begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 3:
            found.append(block.text())
        block = block.next()
    return found


def test_every_rule_is_shown_with_its_explanation(dialog):
    assert _headings(dialog) == list(CATALOG) and dialog.shown == list(CATALOG)
    text = dialog.browser.toPlainText()
    rule = CATALOG["turbo-content-cdata"]
    assert rule.title in text and rule.explanation in text and "<![CDATA[" in text   # escaped text shows as written
    assert "do not edit by hand" not in text
    assert dialog.count.text() == f"{len(CATALOG)} rule(s)." or dialog.count.text() == f"{len(CATALOG)} rules."


def test_the_filter_finds_a_rule_by_id_or_words(dialog):
    dialog.filter.setText("turbo-content-cdata")
    assert _headings(dialog) == ["turbo-content-cdata"]
    dialog.filter.setText("CDATA escaped")                 # every word, anywhere in the rule's text
    assert _headings(dialog) == ["text-child-element", "turbo-content-cdata", "turbo-content-escaped"]
    dialog.filter.setText("Wrapped before  HTML")          # in any order and case
    assert _headings(dialog) == ["turbo-content-escaped"]
    assert "Turbo page content" in dialog.browser.toPlainText()        # under its area's heading
    dialog.filter.setText("экранированная")                # the English document has no Russian in it
    assert _headings(dialog) == []
    dialog.filter.setText("<header>")                      # as the text reads, not as it is escaped
    assert _headings(dialog) == ["turbo-header-missing", "turbo-h1-missing"]
    dialog.filter.setText("no such words anywhere")
    assert _headings(dialog) == [] and dialog.count.text() == "No rule matches “no such words anywhere”."
    dialog.filter.clear()
    assert len(_headings(dialog)) == len(CATALOG)


def test_links_in_the_tables_go_to_the_rule(dialog):
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0
    dialog.browser.anchorClicked.emit(QUrl("#turbo-link-domain"))
    top = dialog.browser.cursorForPosition(dialog.browser.viewport().rect().topLeft()).block()
    assert bar.value() > 0 and top.text() == "turbo-link-domain"
    dialog.filter.setText("cdata")
    assert dialog.show_rule("xml-bom") and dialog.filter.text() == "" and len(dialog.shown) == len(CATALOG)
    assert not dialog.show_rule("no-such-rule")


def test_in_russian_the_dialog_shows_the_russian_document(qapp, settings_dir, qtbot):
    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "ru") == "ru"
    try:
        shown = RulesDialog()
        qtbot.addWidget(shown)
        shown.show()
        qtbot.waitExposed(shown)
        assert shown.windowTitle() == "Правила проверки"
        assert shown.filter.placeholderText() == "Найти правило по идентификатору или по словам из его текста"
        labels = " ".join(label.text() for label in shown.findChildren(QLabel))
        assert "English" not in labels and "английском" not in labels      # no "explained in English" note
        text = shown.browser.toPlainText()
        assert text.startswith("Правила проверки") and "Содержимое Турбо-страницы" in text
        assert _headings(shown) == list(CATALOG)
        rule = CATALOG["turbo-content-cdata"]
        for field in ("title", "explanation", "fix", "reference"):
            assert rule.text(field, "ru") in text
        for english in ("Validation rules", "How to fix", "Message:", "Reference:", rule.title, rule.explanation):
            assert english not in text
        shown.filter.setText("экранированная разметка")    # words of a Russian message and explanation
        assert _headings(shown) == ["turbo-content-escaped"]
        text = shown.browser.toPlainText()
        assert "Как исправить:" in text and "Сообщение:" in text and "Источник:" in text
        assert shown.count.text() == f"Подходит 1 правило из {len(CATALOG)}."
        shown.filter.clear()
        assert shown.show_rule("turbo-link-domain") and shown.scroll_to("содержимое-турбо-страницы")
    finally:
        i18n.install(qapp, "en")
    english = RulesDialog()
    qtbot.addWidget(english)
    english.filter.setText("turbo-content-cdata")
    text = english.browser.toPlainText()
    assert "Message:" in text and "Сообщение:" not in text and CATALOG["turbo-content-cdata"].title in text
    assert english.count.text() == f"1 of {len(CATALOG)} rules matches."
