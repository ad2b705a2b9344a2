"""The commands in Russian (issue 16): with --lang ru (or a Russian locale) no line they print has an
English word left, outside what is not prose: code, URLs, element and option names, file paths, rule ids.

The help first (argparse's own words too, through our catalogue), then a sweep of every command over
inputs that make it say what it can say: XML that is not well-formed, a wrong encoding, Turbo errors,
robots.txt problems, an export with notes and one refused, a conversion with notes, a preview of a page
with relative images, usage errors.
"""

import argparse
import os
import re
import subprocess
import sys

import lxml.html
import pytest

from support import REPO, SAMPLE
from turbo_editor import cli
from turbo_editor.check.catalog import CATALOG
from turbo_editor.vocabulary.elements import ORDERS
from turbo_editor.vocabulary.page import ATTRIBUTES, EXTENDED_TAGS

# What is not prose, taken out of a line before its words are looked at.
NOT_PROSE = re.compile("|".join((
    r"\b[a-z][a-z0-9+.-]*://\S*",                   # URLs
    r"«[^»]*»", r"'[^']*'", r'"[^"]*"', r"`[^`]*`",  # quoted values and code
    r"</?[A-Za-z][^<>]*>",                           # tags
    r"[\w:.-]+=\S*",                                 # attribute="value", rel=self, QT_QPA_PLATFORM=offscreen
    r"\S*/\S*",                                      # paths, file:line:col, robots.txt lines (Disallow: /x)
    r"\S+\.(?:xml|rss|txt|md|html|toml|png|json|jpg)\b",    # file names
    r"(?<![\w-])--?[A-Za-z][\w-]*",                  # options
    r"\b\w+:\w[\w-]*",                               # prefixed names: turbo:content, atom:link
    r"\b[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+\b",         # rule ids and codes, UTF-8, KOI8-R, User-agent
    r"\bU\+[0-9A-F]{4,6}\b",                         # characters: U+2116
    r"\{[^{}]*\}",                                   # argparse's choices: {text,json}
)))
LATIN_WORD = re.compile(r"\b[A-Za-z][A-Za-z']*[A-Za-z]\b")
# Names that are the same in Russian text: formats, protocols, directives, the robot's name, brands
# Russian writes in Latin (AdFox, Telegram).
TECHNICAL = frozenset("""
RSS XML HTML UTF KOI Windows CDATA HTTP http https JSON PNG URL YandexBot Allow Disallow Crawl Host Sitemap
Noindex robots txt AdFox Telegram Atom weblogUpdates
""".split())
# Element and attribute names, as the checks quote them (case matters: "Image" is a word, "image" a name).
NAMES = frozenset({"rss", *ORDERS, *(n.split("}")[-1] for names in ORDERS.values() for n in names),
                   *EXTENDED_TAGS, *(a for names in ATTRIBUTES.values() for a in names)})


def prose(text: str):
    """The lines of ``text`` that are sentences: the body of a unified diff (robots.txt itself) is not."""
    in_diff = False
    for line in text.splitlines():
        if line.startswith(("--- ", "+++ ", "@@ ")):
            in_diff = line.startswith("@@ ")
            continue
        if in_diff and line[:1] in (" ", "+", "-", "\\"):
            continue
        in_diff = False
        yield line


def english_left(text: str, allowed=frozenset()) -> list[str]:
    """The lines of ``text`` with an English word outside code, each with the words. A word in capitals
    is a name (an acronym, a metavar such as FILE, an environment variable such as LANG)."""
    found = []
    for line in prose(text):
        words = [w for w in LATIN_WORD.findall(NOT_PROSE.sub(" ", line))
                 if not w.isupper() and w not in TECHNICAL and w not in NAMES and w not in allowed
                 and w not in CATALOG and w not in cli.COMMANDS]
        if words:
            found.append(f"{words}: {line}")
    return found


def test_the_detector_finds_english_and_passes_code():
    assert english_left("feed.xml:3:4: ошибка url-relative: link «/x» — относительный адрес; https://a.ru/b") == []
    assert english_left("robots.txt:1: предупреждение ignored-line: Яндекс не учитывает «Disallow: /x»") == []
    assert english_left("turbo-editor: ошибка: нужно указать аргументы: FILE, --out-dir", {"FILE"}) == []
    assert english_left("замечание: U+2116 '№' x1: ссылка на символ") == []
    assert english_left("feed.xml:2:1: byte 0xCB is not valid UTF-8") != []
    assert english_left("предлагаемый robots.txt: …\n--- robots.txt\n+++ robots.txt\n@@ -1 +1,2 @@\n Disalow: /x\n"
                        "+Allow: /y\nwrote 2 files") == ["['wrote', 'files']: wrote 2 files"]
    assert english_left("Image not shown: relative URL") == ["['Image', 'not', 'shown', 'relative']: "
                                                             "Image not shown: relative URL"]


# -- the help ---------------------------------------------------------------------------------------

def parser_words(parser: argparse.ArgumentParser) -> set[str]:
    """What a parser's help shows that is not prose: its metavars, choices, option and command names."""
    words = set()
    for action in parser._actions:
        for value in (action.metavar, action.dest, *(action.choices or ())):
            if isinstance(value, str):
                words.update(LATIN_WORD.findall(value))
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                words |= parser_words(sub)
    return words


@pytest.fixture(scope="module")
def help_words() -> set[str]:
    return parser_words(cli._build_parser()) | parser_words(cli._gui_parser())


COMMANDS = [[], ["convert"], ["check"], ["export"], ["robots"], ["ping"], ["preview"], ["feed.xml"]]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "turbo-editor")
def test_help_with_lang_ru_is_russian(command, capsys, help_words):
    assert cli.main([*command, "--help", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("использование: turbo-editor") and "показать эту справку и выйти" in out
    assert not english_left(out, help_words), "\n".join(english_left(out, help_words))


def run(*args, env=None):
    """The installed command as a user runs it, with only the environment given."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": ""}
    return subprocess.run([sys.executable, "-m", "turbo_editor", *map(str, args)], capture_output=True, text=True,
                          cwd=REPO, env={**environment, **(env or {})})


def test_check_help_before_lang_is_russian(help_words):
    result = run("check", "--help", "--lang", "ru")
    assert result.returncode == 0 and result.stdout.startswith("использование: turbo-editor check")
    assert "позиционные аргументы:" in result.stdout and "параметры:" in result.stdout
    assert not english_left(result.stdout, help_words), "\n".join(english_left(result.stdout, help_words))


def test_export_help_in_a_russian_locale_is_russian(help_words):
    result = run("export", "--help", env={"LANG": "ru_RU.UTF-8"})
    assert result.returncode == 0 and result.stdout.startswith("использование: turbo-editor export")
    assert "записать, даже если в ленте есть ошибки" in result.stdout
    assert not english_left(result.stdout, help_words), "\n".join(english_left(result.stdout, help_words))


def test_help_stays_english_in_english(capsys):
    assert cli.main(["check", "--help", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: turbo-editor check") and "show this help message and exit" in out
    assert "positional arguments:" in out and "options:" in out
    result = run("export", "--help", env={"LANG": "C"})
    assert "folder to write to (created if missing)" in result.stdout


def test_argparse_speaks_its_own_language_again_afterwards(capsys):
    assert cli.main(["check", "--help", "--lang", "ru"]) == 0
    capsys.readouterr()
    parser = argparse.ArgumentParser(prog="other")
    assert "show this help message and exit" in parser.format_help()
    assert parser.format_usage().startswith("usage: other")


# -- every command, on inputs that make it talk --------------------------------------------------------

BROKEN = '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Лента</title>\n' \
         '<item><title>x</title></channel></rss>\n'
ROBOTS = ("Disallow: /early\nUser-agent: *\nDisallow: /turbo.rss\nDisalow: /articles/\nNoindex: /x\n"
          "Clean-param: utm&&ref /articles/\nCrawl-delay: abc\n")


@pytest.fixture
def files(tmp_path):
    """The inputs: a feed with Turbo errors and relative images, one not well-formed, one in a wrong encoding."""
    text = SAMPLE.read_text(encoding="utf-8")
    errors = (text.replace("<link>https://sad.example.ru/calendar/june</link>", "<link>/calendar/june</link>")
              .replace("https://sad.example.ru/img/", "/img/")
              .replace("<title>Вестник садовода</title>", "<title>Вестник садовода №1</title>"))
    (tmp_path / "errors.xml").write_text(errors, encoding="utf-8")
    (tmp_path / "broken.xml").write_text(BROKEN, encoding="utf-8")
    (tmp_path / "cp1251.xml").write_bytes('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
                                          '<title>Лента</title></channel></rss>\n'.encode("cp1251"))
    (tmp_path / "robots.txt").write_text(ROBOTS, encoding="utf-8")
    return tmp_path


FEED = "https://sad.example.ru/turbo.rss"
SWEEP = {
    "check: not well-formed": ["check", "{d}/broken.xml"],
    "check: wrong encoding": ["check", "{d}/cp1251.xml"],
    "check: Turbo errors": ["check", "{d}/errors.xml"],
    "check: no such file": ["check", "{d}/missing.xml"],
    "check: usage": ["check"],
    "robots --checks": ["robots", "{d}/robots.txt", FEED, "https://sad.example.ru/articles/a", "--checks"],
    "robots: no such file": ["robots", "{d}/missing.txt", FEED],
    "export with notes": ["export", "{d}/errors.xml", "--out-dir", "{d}/out", "--max-items", "2", "--force",
                          "--url", "https://sad.example.ru/turbo.xml"],
    "export refused": ["export", "{d}/errors.xml", "--out-dir", "{d}/refused"],
    "export: not well-formed": ["export", "{d}/broken.xml", "--out-dir", "{d}/none"],
    "export: usage": ["export", "{d}/errors.xml", "--out-dir", "{d}/x", "--max-items", "0"],
    "convert with notes": ["convert", "{d}/errors.xml", "-o", "{d}/koi8.xml", "--encoding", "koi8-r"],
    "convert: not well-formed": ["convert", "{d}/broken.xml", "-o", "{d}/c.xml"],
    "convert: wrong encoding": ["convert", "{d}/cp1251.xml", "-o", "{d}/c.xml"],
    "preview: no such item": ["preview", "{d}/errors.xml", "--item", "9", "-o", "{d}/p.html"],
    "preview: usage": ["preview", "{d}/errors.xml", "--item", "x", "-o", "-"],
    "unknown command": ["chek", "{d}/errors.xml"],
}


@pytest.mark.parametrize("case", SWEEP)
def test_every_line_a_command_prints_in_russian_is_russian(case, files, capsys):
    argv = [arg.format(d=files) for arg in SWEEP[case]]
    cli.main([*argv, "--lang", "ru"])
    captured = capsys.readouterr()
    said = captured.out + captured.err
    assert said.strip(), "the case is meant to make the command say something"
    assert re.search("[а-яё]", said, re.IGNORECASE), said
    left = english_left(said)
    assert not left, "\n".join(left)


def test_a_preview_page_of_relative_images_is_russian(files, capsys):
    assert cli.main(["preview", str(files / "errors.xml"), "--item", "1", "-o", "-", "--lang", "ru"]) == 0
    page = lxml.html.document_fromstring(capsys.readouterr().out)
    for code in page.xpath("//script | //style"):
        code.drop_tree()
    shown = [text.strip() for text in page.itertext() if text.strip()]
    shown += page.xpath("//@title | //@alt | //@aria-label | //@placeholder")
    # The feed's own text is as written (names of networks and services included): what the
    # preview adds around it is what must be Russian.
    feed_text = SAMPLE.read_text(encoding="utf-8")
    left = [line for text in shown if text not in feed_text for line in english_left(text)]
    assert not left, "\n".join(left)
