"""The rule catalog: complete texts in both languages, ids emitted by the code exist, docs/rules.md
and docs/rules.ru.md are current."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

from turbo_editor.check import CATALOG
from turbo_editor.check.docs import FILES, render_markdown
from turbo_editor.check.entries import AREAS
from turbo_editor.check.rule import TEXT_FIELDS

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "turbo_editor" / "check"
ENTRIES = PACKAGE / "entries"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
LANGUAGES = sorted(FILES)                     # "en", "ru": one document each


@pytest.mark.parametrize("language", LANGUAGES)
def test_docs_rules_md_is_generated_from_the_current_catalog(language):
    path = REPO / FILES[language]
    assert path.is_file(), f"{FILES[language]} is missing"
    assert path.read_text(encoding="utf-8") == render_markdown(language), \
        f"{FILES[language]} is stale: run python -m turbo_editor.check.docs --lang {language} --write {FILES[language]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_generator_command_reports_a_stale_file(tmp_path, language):
    stale = tmp_path / "rules.md"
    stale.write_text(render_markdown(language) + "A line added by hand.\n", encoding="utf-8")
    check = [sys.executable, "-m", "turbo_editor.check.docs", "--lang", language, "--check"]
    assert subprocess.run([*check, str(stale)], cwd=REPO, capture_output=True).returncode == 1
    subprocess.run([sys.executable, "-m", "turbo_editor.check.docs", "--lang", language, "--write", str(stale)],
                   cwd=REPO, check=True)
    assert subprocess.run([*check, str(stale)], cwd=REPO, capture_output=True).returncode == 0
    other = "ru" if language == "en" else "en"          # the other language's document is not this one
    assert subprocess.run([sys.executable, "-m", "turbo_editor.check.docs", "--lang", other, "--check", str(stale)],
                          cwd=REPO, capture_output=True).returncode == 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_is_documented_in_the_docs(language):
    text = render_markdown(language)
    for rule_id, rule in CATALOG.items():
        assert f"\n### {rule_id}\n" in text
        assert rule.text("title", language).replace("<", "&lt;").replace(">", "&gt;") in text


def test_the_russian_document_is_russian_and_the_english_one_english():
    russian, english = render_markdown("ru"), render_markdown("en")
    for words in ("# Правила проверки", "| правило | важность | профили |", "*Как исправить:*", "*Источник:*",
                  "*Сообщение:*", f"## {'Содержимое Турбо-страницы'}", "предупреждение",
                  "Каждая проблема"):
        assert words in russian
    for words in ("How to fix", "Reference:", "Message:", "| rule |", "profiles:", "Turbo page content",
                  "Yandex Turbo requirements", "RSS 2.0 specification", "Every finding"):
        assert words not in russian
    for words in ("# Validation rules", "*How to fix:*", "*Reference:*", "*Message:*"):
        assert words in english
    for rule in CATALOG.values():                       # each document shows its own language's message
        assert rule.text("message", "ru").replace("{", "‹").replace("}", "›")[:40] not in english.replace("&lt;", "<")
    assert re.search(r"^\d+ правил[оа]?\.$", russian, re.MULTILINE)


@pytest.mark.parametrize("rule_id", sorted(CATALOG))
def test_entry_is_complete_and_translated(rule_id):
    entry = CATALOG[rule_id]
    assert re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", rule_id)
    assert entry.profiles and entry.profiles <= {"rss", "turbo"}
    for field in TEXT_FIELDS:
        english, russian = entry.text(field, "en"), entry.text(field, "ru")
        assert english.strip() and english == getattr(entry, field)
        assert CYRILLIC.search(russian) and russian != english, f"{field} has no Russian translation"
    # The message's Russian fills in the same values: the catalogue, not a second copy, holds it.
    assert entry.placeholders("ru") == entry.placeholders("en") == entry.placeholders("ru_RU")


def test_the_entries_hold_no_russian_the_catalogue_holds_it():
    sources = "".join(path.read_text(encoding="utf-8") for path in ENTRIES.glob("*.py"))
    for entry in CATALOG.values():
        for field in TEXT_FIELDS:
            assert entry.text(field, "ru") not in sources, f"{entry.id}.{field}: its Russian belongs in the .po only"


def test_babel_extracts_every_text_of_the_catalog():
    """Marked with N_ as literals, so `make messages` puts each text into the catalogue."""
    extracted = set()
    for path in ENTRIES.glob("*.py"):
        extracted |= {message for _line, message, _comments, _context in extract_from_file("python", str(path))}
    for entry in CATALOG.values():
        for field in TEXT_FIELDS:
            assert getattr(entry, field) in extracted, f"{entry.id}.{field} is not extracted"
    assert {area for area, _rules in AREAS} <= extracted


@pytest.mark.parametrize("language", ["en", "ru"])
def test_references_name_documents_and_sections_not_files(language):
    path_like = re.compile(r"(?<![\w.])[\w-]+/[\w./-]+")           # seeds/000, docs/x: a path, not a domain's
    for entry in CATALOG.values():
        reference = entry.reference if language == "en" else entry.text("reference", language)
        for word in ("seeds/", ".md", "TURBO", "DESIGN", "seed "):
            assert word not in reference, f"{entry.id}: {reference}"
        for found in path_like.findall(reference):
            assert "." in found.split("/")[0] or found.startswith("rss-profile"), f"{entry.id}: {reference}"


def test_russian_references_name_the_documents_in_russian():
    names = {"Yandex Turbo requirements": "Требования Яндекса к Турбо-страницам",
             "RSS 2.0 specification": "Спецификация RSS 2.0", "W3C Feed Validator": "Валидатор лент W3C",
             "“Sending the page content”": "«Передача контента страницы»",
             "“Sending the information about the page”": "«Передача информации о странице»",
             "“Sending information about the source site”": "«Передача информации об источнике»",
             "“Characters and encodings”": "«Символы и кодировки»"}
    for entry in CATALOG.values():
        english, russian = entry.text("reference", "en"), entry.text("reference", "ru")
        for name, translated in names.items():
            assert (name in english) == (translated in russian), f"{entry.id}: {russian}"
        assert "“" not in russian and "”" not in russian, "sections in «ёлочках»"
    # The English-only specifications' section titles are given in Russian too: no English on a Russian screen.
    assert CATALOG["unknown-element"].text("reference", "ru") == "Спецификация RSS 2.0, «Расширение RSS»"
    assert CATALOG["date-implausible"].text("reference", "ru") == \
        "Спецификация RSS 2.0, «Подэлемент <pubDate> элемента <item>»"


def test_every_rule_id_the_code_emits_is_in_the_catalog():
    emitted = set()
    for path in PACKAGE.rglob("*.py"):
        if "entries" in path.parts:
            continue
        source = path.read_text(encoding="utf-8")
        emitted |= set(re.findall(r"""\.add\(\s*["']([a-z0-9-]+)["']""", source))
        emitted |= set(re.findall(r"""rule\s*=\s*["']([a-z0-9-]+)["']""", source))
    assert len(emitted) > 80
    assert emitted - set(CATALOG) == set()
