"""``turbo-editor robots`` and the robots.txt checks in Russian (issues 15 and 16): the problems, the
suggested changes, the framing of the command, its plural forms and the network errors, all through
the gettext catalogue, while codes, directives, URLs and the lines of robots.txt stay as written."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from turbo_editor import messages
from turbo_editor.site import robots_checks
from turbo_editor.site.cli import main
from turbo_editor.site.robots import DEFAULT_AGENT, RobotsTxt, parse_robots
from turbo_editor.site.robots_checks import ITEM_DISALLOWED, check_robots, fix_all
from turbo_editor.site.robots_source import fetch_robots, robots_url
from turbo_editor.site.text_edits import unified_diff

CODES = tuple(getattr(robots_checks, name) for name in (
    "FEED_DISALLOWED", "CRAWL_DELAY_RANGE", "NO_FINAL_EMPTY_LINE", "ITEM_DISALLOWED", "CLEAN_PARAM_DUPLICATES",
    "HOST_INVALID", "HOST_NOT_USED", "IGNORED_LINE"))
DIRECTIVES = ("User-agent", "Allow", "Disallow", "Crawl-delay", "Clean-param", "Host", "Sitemap")

# Every kind of problem at once: a rule before any User-agent, a misspelt and an unknown directive, a
# Crawl-delay that is no number and one out of range, an empty Clean-param name, an invalid Host and an
# unused one, a Clean-param that folds two item links into one page, the feed and the items closed, no
# final empty line.
BROKEN = ("Disallow: /early\nUser-agent: *\nDisallow: /\nDisalow: /x\nNoindex: /y\nCrawl-delay: abc\n"
          "Clean-param: a&&b /x\nHost: bad_host.ru\nHost: example.com\nHost: www.example.com\nCrawl-delay: 5\n"
          "Clean-param: ref /news/\n\n"
          "User-agent: *\nDisallow: /")
FEED = "https://example.com/turbo.rss"
ITEMS = ["https://example.com/news/1?ref=a", "https://example.com/news/1?ref=b", "https://other.example.org/x",
         *[f"https://example.com/news/{n}" for n in range(2, 8)]]

CYRILLIC_WORD = re.compile(r"[А-Яа-яЁё]{3,}")
LATIN_WORD = re.compile(r"(?<![\w-])[A-Za-z]{3,}(?![\w-])")


def latin_left(line: str, robots_text: str) -> list[str]:
    """The Latin words of ``line`` that are not URLs or paths, robots.txt lines or their words, problem
    codes, directives, the robot's name or file names: in a Russian sentence these are untranslated English."""
    kept = set(re.findall(r"[A-Za-z][\w-]*", robots_text)) | set(CODES) | set(DIRECTIVES) | {DEFAULT_AGENT}
    line = re.sub(r"«[^»]*»", " ", line)                          # names and robots.txt lines
    line = re.sub(r"\b[a-z][a-z0-9+.-]*://\S*", " ", line)         # URLs
    line = re.sub(r"(?<![\w.])/\S*", " ", line)                    # paths
    line = line.replace("robots.txt", " ")
    words = re.sub(r"[A-Za-z][\w-]*", lambda m: " " if m.group() in kept else m.group(), line)
    return LATIN_WORD.findall(words)


def speaks_russian(line: str, robots_text: str) -> None:
    assert CYRILLIC_WORD.search(line), line
    assert not latin_left(line, robots_text), (latin_left(line, robots_text), line)
    assert "'" not in line, line                                  # Russian quotes names «so»


def report_parts(out: str) -> tuple[list[str], str]:
    """The lines of the report and the diff of the suggested file, which is robots.txt itself."""
    lines = out.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("--- robots.txt"))
    end = len(lines) - 1                                          # the summary is the last line
    return [line.rstrip("\n") for line in lines[:start] + lines[end:]], "".join(lines[start:end])


def test_the_helper_finds_english_words_and_spares_robots_txt_its_urls_and_codes():
    line = "robots.txt:4: предупреждение ignored-line: Яндекс не учитывает «Disalow: /x» (строка 4): Noindex"
    assert latin_left(line, "Noindex: /y\n") == []
    assert latin_left("https://example.com/a: line 3 forbids it, Disallow /b", "") == ["line", "forbids"]


def test_checks_in_russian_every_line_but_the_diff_speaks_russian(tmp_path, capsys, speaking):
    path = tmp_path / "robots.txt"
    path.write_text(BROKEN, encoding="utf-8")
    assert main([str(path), FEED, *ITEMS, "--checks", "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert messages.language() == "ru"
    report, diff = report_parts(out)
    assert {code for code in CODES if f" {code}: " in out} == set(CODES)      # every kind of problem
    for line in report:
        speaks_russian(line, BROKEN)
    assert report[0] == "запрещено: https://example.com/turbo.rss (Disallow: /, строка 3)"
    assert "замечание: ссылка https://other.example.org/x ведёт на другой сайт; для неё действует robots.txt " \
           "того сайта" in report
    assert ("robots.txt:4: предупреждение ignored-line: Яндекс не учитывает «Disalow: /x» (строка 4): «Disalow» — "
            "не директива; может быть, имелась в виду «Disallow»?") in report
    assert ("robots.txt:3: предупреждение item-disallowed: Робот YandexBot не может загрузить 8 страниц "
            "элементов https://example.com/news/1?ref=a, https://example.com/news/1?ref=b, "
            "https://example.com/news/2 и ещё 5: их запрещает «Disallow: /» (строка 3)") in report
    assert report[-1] == "12 проблем в robots.txt для робота YandexBot"
    # The suggested file: its change in words is Russian, its diff is robots.txt with the Russian marker.
    fix = fix_all(BROKEN, FEED, ITEMS)
    assert f"предлагаемый robots.txt: {fix.change}" in report and diff == fix.diff
    assert fix.change.startswith("закончить файл переводом строки, чтобы последняя строка была пустой; ")
    assert "\\ В конце файла нет новой строки\n" in diff
    assert all(line[:1] in "+- @\\" for line in diff.splitlines())


def test_allowed_urls_and_a_problem_no_change_fixes_in_russian(tmp_path, capsys, speaking):
    text = "User-agent: *\nNoindex: /tag/\nAllow: /turbo\n"
    path = tmp_path / "robots.txt"
    path.write_text(text, encoding="utf-8")
    assert main([str(path), FEED, "https://example.com/a", "--checks", "--lang", "ru"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "разрешено: https://example.com/turbo.rss (Allow: /turbo, строка 3)",
        "разрешено: https://example.com/a (ни одно правило не подходит)",
        "robots.txt:2: предупреждение ignored-line: Яндекс не учитывает «Noindex: /tag/» (строка 2): "
        "Яндекс не поддерживает директиву «Noindex»",
        "никакая добавленная в robots.txt строка эти проблемы не исправит: измените строки, которые в них названы",
        "1 проблема в robots.txt для робота YandexBot"]
    for line in out:
        speaks_russian(line, text)


def test_another_robot_is_not_called_yandex_s(tmp_path, capsys, speaking):
    """--agent names any robot: the Russian says which one, never "Yandex's robot (Googlebot)"."""
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: Googlebot\nDisallow: /\n", encoding="utf-8")
    assert main([str(path), FEED, "--checks", "--agent", "Googlebot", "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert "Робот Googlebot не может загрузить ленту https://example.com/turbo.rss" in out
    assert "1 проблема в robots.txt для робота Googlebot" in out
    assert "Яндекса" not in out.replace("Яндекс читает", "")


@pytest.mark.parametrize(("count", "russian", "english"), [
    (1, "1 проблема в robots.txt для робота YandexBot", "1 problem with robots.txt for YandexBot"),
    (2, "2 проблемы в robots.txt для робота YandexBot", "2 problems with robots.txt for YandexBot"),
    (5, "5 проблем в robots.txt для робота YandexBot", "5 problems with robots.txt for YandexBot"),
    (21, "21 проблема в robots.txt для робота YandexBot", "21 problems with robots.txt for YandexBot"),
])
def test_the_summary_has_the_plural_forms_of_either_language(tmp_path, capsys, speaking, count, russian, english):
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: *\n" + "Noindex: /tag/\n" * count, encoding="utf-8")
    assert main([str(path), FEED, "--checks", "--lang", "ru"]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == russian
    assert main([str(path), FEED, "--checks", "--lang", "en"]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == english


@pytest.mark.parametrize(("count", "russian", "english"), [
    (2, "не может загрузить 2 страницы элементов", "may not fetch 2 item pages"),
    (5, "не может загрузить 5 страниц элементов", "may not fetch 5 item pages"),
    (21, "не может загрузить 21 страницу элементов", "may not fetch 21 item pages"),
])
def test_closed_item_pages_are_counted_in_either_language(speaking, count, russian, english):
    links = [f"https://example.com/news/{n}" for n in range(count)]
    for language, expected, more in (("ru", russian, f"и ещё {count - 3}"), ("en", english, f"and {count - 3} more")):
        speaking(language)
        problem = check_robots("User-agent: *\nDisallow: /news/\n", FEED, links).problems[0]
        assert problem.code == ITEM_DISALLOWED and expected in problem.message
        assert (more in problem.message) == (count > 3)
    speaking("ru")
    one = check_robots("User-agent: *\nDisallow: /news/\n", FEED, links[:1]).problems[0]
    assert one.message == ("Робот YandexBot не может загрузить страницу элемента "
                           "https://example.com/news/0: её запрещает «Disallow: /news/» (строка 2)")


def test_json_messages_follow_the_language_and_the_ids_do_not(tmp_path, capsys, speaking):
    path = tmp_path / "robots.txt"
    path.write_text(BROKEN, encoding="utf-8")
    main([str(path), FEED, *ITEMS, "--checks", "--format", "json", "--lang", "ru"])
    data = json.loads(capsys.readouterr().out)
    assert {p["severity"] for p in data["problems"]} == {"error", "warning"}
    assert {p["code"] for p in data["problems"]} == set(CODES)
    for problem in data["problems"]:
        speaks_russian(problem["message"], BROKEN)
    assert data["fix"]["change"].startswith("закончить файл переводом строки")


def test_the_command_follows_the_locale_and_lang_overrides_it(tmp_path, capsys, monkeypatch, speaking):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: *\nDisallow: /private\n", encoding="utf-8")
    assert main([str(path), "/private/a"]) == 1
    assert capsys.readouterr().out == "запрещено: /private/a (Disallow: /private, строка 2)\n"
    assert main([str(path), "/private/a", "--lang", "en"]) == 1
    assert capsys.readouterr().out == "disallowed /private/a (Disallow: /private, line 2)\n"


def test_notes_and_errors_of_the_command_in_russian(tmp_path, http_site, capsys, speaking):
    missing = http_site({})
    assert main([missing.url, missing.url + "/turbo.rss", "--lang", "ru"]) == 0
    assert capsys.readouterr().err == (f"turbo-editor: замечание: {missing.url}/robots.txt: разрешено всё "
                                       "(сервер ответил кодом 404)\n")
    assert main([str(tmp_path / "none.txt"), "/", "--lang", "ru"]) == 2
    assert capsys.readouterr().err.startswith(f"turbo-editor: не удалось прочитать {tmp_path / 'none.txt'}: ")


def test_network_errors_in_russian(closed_port, silent_port, tmp_path, speaking):
    speaking("ru")
    refused = fetch_robots(f"http://127.0.0.1:{closed_port}/turbo.rss")
    assert refused.error == "в соединении отказано"
    assert refused.robots is None and refused.unknown == "в соединении отказано"
    assert fetch_robots(f"http://127.0.0.1:{silent_port}/turbo.rss", timeout=0.3).error == "нет ответа за 0.3 с"
    local = (tmp_path / "robots.txt").as_uri()
    assert fetch_robots(local).error == f"загрузить можно только адреса http:// и https://, а не «{local}»"
    assert fetch_robots("http://example.com:99999/turbo.rss").error == \
        "в адресе «http://example.com:99999/turbo.rss» недопустимый порт"
    with pytest.raises(ValueError, match="^«http://\\[::1/turbo.rss» — недопустимый адрес$"):
        robots_url("http://[::1/turbo.rss")


def test_a_url_with_a_broken_ipv6_address_is_reported_not_raised():
    source = fetch_robots("http://[::1/turbo.rss")
    assert source.error == "'http://[::1/turbo.rss' is not a valid URL" and source.robots is None


def test_the_reasons_are_translated_when_asked_for_not_when_imported(speaking):
    # Nothing is said once at import time: the same calls speak whichever language is set now.
    for language, none, big in (("ru", "файла robots.txt нет", "размер robots.txt — 32769 байт, больше предела"),
                                ("en", "no robots.txt", "robots.txt is 32769 bytes, over the 32 KB limit"),
                                ("ru", "файла robots.txt нет", "размер robots.txt — 32769 байт, больше предела")):
        speaking(language)
        assert RobotsTxt.allow_all().unrestricted_reason == none
        assert parse_robots(None).unrestricted_reason == none
        assert big in parse_robots("#" * 32769).unrestricted_reason


def test_the_russian_diff_marker_is_one_patch_accepts(tmp_path, speaking):
    if not shutil.which("patch"):
        pytest.skip("no patch program")
    speaking("ru")
    before, after = "User-agent: *\nDisallow: /", "User-agent: *\nDisallow: /\n"
    diff = unified_diff(before, after)
    assert "\\ В конце файла нет новой строки\n" in diff
    (tmp_path / "robots.txt").write_text(before, encoding="utf-8")
    subprocess.run(["patch", "-s", "robots.txt"], input=diff, text=True, cwd=tmp_path, check=True)
    assert (tmp_path / "robots.txt").read_text(encoding="utf-8") == after
