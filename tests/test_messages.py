"""The commands' own sentences in the user's language: the gettext catalogue and how it is used."""

import gettext
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

from turbo_editor import messages
from turbo_editor.check.cli import main as check_main, summary

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "turbo_editor"
# Qt's catalogue (make translations) covers these: they are shown only through the window.
QT_TRANSLATED = ("ui", "content", "vocabulary")
# Except the sample text the Insert block snippets write into a feed: it is in the feed's language,
# from this catalogue (their menu labels stay Qt's).
GETTEXT_IN_QT_LAYERS = ("content/snippets.py",)
PO = messages.LOCALE_DIR / "ru" / "LC_MESSAGES" / f"{messages.DOMAIN}.po"
MO = PO.with_suffix(".mo")


def gettext_sources() -> list[Path]:
    """The files whose marked sentences belong in this catalogue."""
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if path.relative_to(PACKAGE).parts[0] not in QT_TRANSLATED
            or path.relative_to(PACKAGE).as_posix() in GETTEXT_IN_QT_LAYERS]


def extracted() -> dict:
    """msgid (or (singular, plural)) -> where it is used, from the sources as they are now."""
    found: dict = {}
    for path in gettext_sources():
        for _line, message, _comments, _context in extract_from_file("python", str(path)):
            found.setdefault(message, str(path.relative_to(REPO)))
    return found


def make_message_sources() -> set[Path]:
    """The .py files `make messages` extracts (MESSAGE_SOURCES of the Makefile, folders expanded)."""
    text = (REPO / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    names = re.search(r"^MESSAGE_SOURCES := (.*)$", text, re.MULTILINE).group(1).split()
    return {p for name in names for p in ([REPO / name] if name.endswith(".py") else (REPO / name).rglob("*.py"))}


def test_make_messages_extracts_every_file_with_a_marked_sentence_and_no_qt_string():
    marked = {p for p in gettext_sources() if list(extract_from_file("python", str(p)))}
    sources = make_message_sources()
    assert marked <= sources, sorted(str(p.relative_to(REPO)) for p in marked - sources)
    assert not [p for p in sources if p.relative_to(PACKAGE).parts[0] in QT_TRANSLATED
                and p.relative_to(PACKAGE).as_posix() not in GETTEXT_IN_QT_LAYERS]
    from turbo_editor.content.snippets import SAMPLE_TEXT
    path = PACKAGE / "content" / "snippets.py"
    found = list(extract_from_file("python", str(path)))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert {m for _l, m, _c, _x in found} == set(SAMPLE_TEXT.values())
    assert not [m for line, m, _c, _x in found if "QT_TRANSLATE_NOOP" in lines[line - 1]]   # no menu label


@pytest.fixture(scope="module")
def catalogue():
    with PO.open("rb") as fh:
        return read_po(fh, locale="ru")


def test_every_sentence_of_the_commands_has_a_finished_russian_translation(catalogue):
    missing = []
    for message, where in extracted().items():
        key = message[0] if isinstance(message, tuple) else message
        entry = catalogue.get(key)
        strings = () if entry is None else entry.string if isinstance(entry.string, tuple) else (entry.string,)
        if entry is None or entry.fuzzy or not all(strings) or (isinstance(message, tuple) and len(strings) != 3):
            missing.append(f"{where}: {key!r}")
    assert not missing, "run `make messages` and translate:\n" + "\n".join(missing)


def test_the_catalogue_holds_nothing_the_sources_no_longer_say(catalogue):
    keys = {m[0] if isinstance(m, tuple) else m for m in extracted()}
    stale = [m.id for m in catalogue if m.id and (m.id[0] if isinstance(m.id, tuple) else m.id) not in keys]
    assert not stale, f"run `make messages`: {stale}"


def test_translations_keep_every_placeholder(catalogue):
    wrong = []
    for entry in catalogue:
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        wanted = set(re.findall(r"\{(\w*)\}", ids[-1]))
        wrong += [(ids[0], s) for s in strings if set(re.findall(r"\{(\w*)\}", s)) != wanted]
    assert not wrong


def test_the_compiled_catalogue_is_the_one_the_po_file_says(catalogue):
    with MO.open("rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    stale = []
    for entry in catalogue:
        if not entry.id:
            continue
        if isinstance(entry.id, tuple):
            for n, form in ((1, 0), (3, 1), (5, 2)):
                if compiled.ngettext(entry.id[0], entry.id[1], n) != entry.string[form]:
                    stale.append(entry.id[0])
        elif compiled.gettext(entry.id) != entry.string:
            stale.append(entry.id)
    assert not stale, f"run `make messages` to compile {MO.name}: {stale}"


def test_russian_has_three_plural_forms_and_english_two(speaking):
    speaking("ru")
    assert [summary(1, n, 0, 0).split(": ")[1].split(",")[0] for n in (1, 2, 5, 11, 21, 22, 25)] == [
        "1 ошибка", "2 ошибки", "5 ошибок", "11 ошибок", "21 ошибка", "22 ошибки", "25 ошибок"]
    speaking("en")
    assert summary(1, 1, 2, 0) == "1 file checked: 1 error, 2 warnings, 0 notes"
    assert summary(2, 0, 1, 1) == "2 files checked: 0 errors, 1 warning, 1 note"


@pytest.mark.parametrize(("environ", "expected"), [
    ({}, "en"), ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "C"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANGUAGE": "de:ru", "LANG": "de_DE.UTF-8"}, "ru"), ({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, "en"),
    ({"LC_MESSAGES": "ru_UA.KOI8-U", "LANG": "en_US.UTF-8"}, "ru"), ({"LANG": "sr_RS@latin"}, "en"),
])
def test_the_language_follows_the_locale_as_gettext_reads_it(environ, expected):
    assert messages.from_environment(environ) == expected


def test_check_speaks_russian_from_summary_to_severity_with_lang_ru(data_dir, capsys, speaking):
    assert check_main([str(data_dir / "cp1251.xml"), "--lang", "ru"]) in (0, 1)
    out = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"Проверен 1 файл: \d+ ошиб\w*, \d+ предупрежден\w*, \d+ замечан\w*( \(.*\))?", out[-1]), out
    for line in out[:-1]:
        severity = line.split(": ", 1)[1].split(" ")[0]
        assert severity in ("ошибка", "предупреждение", "замечание"), line


def test_check_follows_the_locale_when_no_lang_is_given(data_dir):
    run = subprocess.run([sys.executable, "-m", "turbo_editor", "check", str(data_dir / "cp1251.xml")],
                         capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "LANG": "ru_RU.UTF-8", "QT_QPA_PLATFORM": ""})
    assert run.stdout.splitlines()[-1].startswith("Проверен 1 файл: "), run.stdout + run.stderr
    run = subprocess.run([sys.executable, "-m", "turbo_editor", "check", str(data_dir / "cp1251.xml"),
                          "--lang", "en"], capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "LANG": "ru_RU.UTF-8", "QT_QPA_PLATFORM": ""})
    assert run.stdout.splitlines()[-1].startswith("1 file checked: "), run.stdout


def test_the_window_language_sets_the_services_language(qapp, settings_dir):
    from turbo_editor.ui import i18n
    try:
        assert i18n.install(qapp, "ru") == "ru" and messages.language() == "ru"
        assert summary(1, 0, 0, 1).startswith("Проверен 1 файл")
    finally:
        i18n.install(qapp, "en")
    assert messages.language() == "en"


def test_convert_and_a_mistyped_command_speak_the_locales_language(data_dir, tmp_path):
    env = {"PATH": "/usr/bin:/bin", "LANG": "ru_RU.UTF-8", "QT_QPA_PLATFORM": ""}
    run = subprocess.run([sys.executable, "-m", "turbo_editor", "chek", "feed.xml"], capture_output=True,
                         text=True, env=env, cwd=tmp_path)
    assert run.returncode == 2
    assert "неизвестная команда «chek»; может быть, имелась в виду «check»?" in run.stderr
    run = subprocess.run([sys.executable, "-m", "turbo_editor", "convert", str(data_dir / "utf16.xml"),
                          "-o", str(tmp_path / "out.xml")], capture_output=True, text=True, env=env)
    assert run.returncode == 0 and "замечание: UTF-16LE не годится для сохранения" in run.stderr, run.stderr
