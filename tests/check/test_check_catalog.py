"""The rule catalog: complete texts in both languages, ids emitted by the code exist, docs/rules.md is current."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from turbo_editor.check import CATALOG
from turbo_editor.check.docs import render_markdown

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "turbo_editor" / "check"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def test_docs_rules_md_is_generated_from_the_current_catalog():
    committed = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == render_markdown(), \
        "docs/rules.md is stale: run python -m turbo_editor.check.docs --write docs/rules.md"


def test_the_generator_command_reports_a_stale_file(tmp_path):
    stale = tmp_path / "rules.md"
    stale.write_text(render_markdown() + "A line added by hand.\n", encoding="utf-8")
    check = [sys.executable, "-m", "turbo_editor.check.docs", "--check"]
    assert subprocess.run([*check, str(stale)], cwd=REPO, capture_output=True).returncode == 1
    subprocess.run([sys.executable, "-m", "turbo_editor.check.docs", "--write", str(stale)], cwd=REPO, check=True)
    assert subprocess.run([*check, str(stale)], cwd=REPO, capture_output=True).returncode == 0


def test_every_rule_is_documented_in_the_docs():
    text = render_markdown()
    for rule_id in CATALOG:
        assert f"\n### {rule_id}\n" in text


@pytest.mark.parametrize("rule_id", sorted(CATALOG))
def test_entry_is_complete_and_bilingual(rule_id):
    entry = CATALOG[rule_id]
    assert re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", rule_id)
    for text in (entry.title, entry.explanation, entry.fix, entry.reference, entry.message_en, entry.message_ru):
        assert text.strip()
    assert entry.profiles and entry.profiles <= {"rss", "turbo"}
    assert CYRILLIC.search(entry.message_ru), "the Russian message must be written in Russian"
    assert entry.placeholders("en") == entry.placeholders("ru")


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
