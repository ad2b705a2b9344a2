"""The Russian catalogue's wording: one spelling of Турбо, no English fragments in Russian labels, and the
phrases the interface settled on."""

import re

from i18n_support import TS, read_ts


def russian_texts():
    for message in read_ts(TS).values():
        for text in message.translations:
            yield message, text


def test_turbo_is_spelled_in_russian_everywhere():
    """"Turbo" (the technology, or the program's name) inside a Russian text is written "Турбо"; a Turbo
    page is a "Турбо-страница" with a capital and a hyphen. Code keeps its spelling (turbo="false")."""
    wrong = [f"{m.where()} -> {text!r}" for m, text in russian_texts()
             if re.search(r"\bTurbo\b", text) or re.search(r"турбо-страниц|Турбо страниц", text)]
    assert not wrong, "\n".join(wrong)


def test_no_english_fragments_in_russian_labels():
    wrong = [f"{m.where()} -> {text!r}" for m, text in russian_texts()
             if re.search(r"\b(?:diff|feed|items?|ok|failed|info|warning)\b", text)]
    assert not wrong, "\n".join(wrong)


def test_the_phrases_the_interface_settled_on():
    translations = {(m.context, m.source): m.translations[0] for m in read_ts(TS).values()}
    assert translations[("SitePanel", "Suggest one file fixing all")] == "Исправить всё одним файлом"
    assert translations[("SitePanel", "Copy diff")] == "Копировать изменения"
    assert translations[("PreviewPane", "Load remote images")] == "Загружать внешние изображения"
    assert translations[("PreferencesDialog", "Load &remote images in the preview without asking")] == \
        "&Загружать внешние изображения в просмотре без запроса"


def test_the_rules_speak_of_a_turbo_page_with_na_and_in_natural_order():
    """Something is "на Турбо-странице" (never "в"), and the sentence says who drops what first:
    "Турбо отбрасывает атрибут onclick у <p>"."""
    from turbo_editor.check.catalog import CATALOG
    tag = CATALOG["turbo-tag"].format({"tag": "span", "count": 1}, "ru")
    attribute = CATALOG["turbo-attribute"].format({"attribute": "onclick", "tag": "p", "count": 2}, "ru")
    assert tag == "тег <span> недопустим на Турбо-странице (1×)"
    assert attribute == "Турбо отбрасывает атрибут onclick у <p> (2×)"
    wrong = [text for entry in CATALOG.values() for field in ("title", "explanation", "fix", "message")
             if re.search(r"\bв Турбо-страниц", text := entry.text(field, "ru"))]
    assert not wrong, wrong
