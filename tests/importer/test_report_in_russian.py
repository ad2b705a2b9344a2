"""The import report in Russian reads as Russian: a change's subject is translated on its own and put
into the sentence of its kind ("убрано: …", "переписано: …"), so it is said in the nominative."""

import ast
from pathlib import Path

from babel.messages.pofile import read_po

from turbo_editor import messages
from turbo_editor.importer import import_bytes
from turbo_editor.importer.report import DROPPED, REWRITTEN, Change

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data" / "import"
PO = messages.LOCALE_DIR / "ru" / "LC_MESSAGES" / f"{messages.DOMAIN}.po"


def test_a_gallery_made_a_slider_reads_as_russian(speaking):
    speaking("ru")
    text = import_bytes((DATA / "ghost.xml").read_bytes(), source="ghost.xml").report.as_text()
    assert "  переписано: галерея — сделан слайдер из изображений: 3\n" in text
    assert "(галерею)" not in text


def test_the_sentences_of_the_kinds_put_a_subject_in_the_nominative(speaking):
    speaking("ru")
    link = messages._("a link to {url}").format(url="javascript:alert(1)")
    assert Change(DROPPED, link, messages._("not a web address")).describe() == \
        "убрано: ссылка на javascript:alert(1) (не веб-адрес)"
    assert Change(REWRITTEN, "<picture>", "x", count=2).describe() == "переписано: <picture> — x ×2"


def subjects() -> set[str]:
    """The msgids the importer translates as the subject of a change: changes.add(KIND, _("…"), …)."""
    found = set()
    for path in (REPO / "turbo_editor" / "importer").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add"
                    and len(node.args) >= 2):
                subject = node.args[1]
                if isinstance(subject, ast.Call) and isinstance(subject.func, ast.Attribute):
                    subject = subject.func.value                     # _("a link to {url}").format(...)
                if (isinstance(subject, ast.Call) and getattr(subject.func, "id", "") == "_"
                        and isinstance(subject.args[0], ast.Constant)):
                    found.add(subject.args[0].value)
    return found


def test_no_subject_is_translated_as_the_object_of_a_verb():
    """A Russian subject opening with a word in -у/-ю is an accusative ("галерею", "ссылку на"): it
    was translated as what "rewrote"/"dropped" acts on, and reads wrong after "переписано:"."""
    with PO.open("rb") as fh:
        catalogue = read_po(fh)
    found = subjects()
    assert {"a gallery", "a link to {url}", "HTML comments"} <= found
    wrong = {}
    for msgid in found:
        said = catalogue.get(msgid).string if catalogue.get(msgid) is not None else ""
        first = said.split()[0].rstrip(",") if said else ""
        if len(first) > 1 and first.endswith(("у", "ю")):              # "у канала нет …" is a preposition
            wrong[msgid] = said
    assert not wrong, wrong


def test_quoted_titles_and_dropped_text_take_russian_quotes(speaking):
    from turbo_editor.importer.report import DROPPED, Changes, ItemReport
    changes = Changes()
    changes.add(DROPPED, "<script>", "", "alert(1)")
    entry = ItemReport(1, "Hello world", "https://e.org/1", changes=changes)
    speaking("ru")
    assert entry.label() == "элемент 1 «Hello world»"
    assert changes[0].describe().endswith(": «alert(1)»")
    speaking("en")
    assert entry.label() == "item 1 “Hello world”"
