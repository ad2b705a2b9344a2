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
    assert translations[("PreferencesDialog", "Load remote images in the preview without asking")] == \
        "Загружать внешние изображения в просмотре без запроса"
