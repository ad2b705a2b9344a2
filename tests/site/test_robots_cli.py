"""``turbo-editor robots``: per-URL decisions, the JSON array, the checks, exit codes."""

from __future__ import annotations

import io
import json
import re

import pytest

from local_servers import Canned
from turbo_editor.site.cli import main
from turbo_editor.site.robots_checks import check_robots, fix_all

ROBOTS = """User-agent: *
Disallow: /

User-agent: Yandex
Allow: /turbo.rss
Disallow: /private
"""


@pytest.fixture
def robots_file(tmp_path):
    path = tmp_path / "robots.txt"
    path.write_text(ROBOTS, encoding="utf-8")
    return str(path)


def test_all_allowed_exits_0_and_names_the_rules(robots_file, capsys):
    assert main([robots_file, "https://example.com/turbo.rss", "/news/1"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "allowed https://example.com/turbo.rss (Allow: /turbo.rss, line 5)",
        "allowed /news/1 (no rule matches)",
    ]


def test_an_address_with_no_scheme_and_no_leading_slash_says_how_it_was_read(robots_file, capsys):
    """"turbo.rss" is a site's name as the seed writes URLs without scheme: it was checked as "/" and
    said allowed without a word (found by an audit)."""
    assert main([robots_file, "turbo.rss", "private/a"]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines() == ["allowed turbo.rss (no rule matches)",
                                         "allowed private/a (no rule matches)"]
    assert ("note: turbo.rss has no scheme and does not start with /: read as the path / on the site turbo.rss; "
            "write /turbo.rss to check it as a path") in captured.err
    assert "read as the path /a on the site private; write /private/a to check it as a path" in captured.err


def test_an_empty_url_is_refused(robots_file, capsys):
    assert main([robots_file, "/turbo.rss", ""]) == 2
    assert "an empty URL was given" in capsys.readouterr().err


def test_any_disallowed_exits_1(robots_file, capsys):
    assert main([robots_file, "https://example.com/turbo.rss", "https://example.com/private/a"]) == 1
    assert capsys.readouterr().out.splitlines()[1] == \
        "disallowed https://example.com/private/a (Disallow: /private, line 6)"


def test_json_is_an_array_of_url_allowed_rule_line(robots_file, capsys):
    assert main([robots_file, "https://example.com/private/a", "/other", "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out) == [
        {"url": "https://example.com/private/a", "allowed": False, "rule": "Disallow: /private", "line": 6},
        {"url": "/other", "allowed": True, "rule": None, "line": None},
    ]


def test_the_agent_chooses_the_group(robots_file, capsys):
    assert main([robots_file, "https://example.com/turbo.rss", "--agent", "Googlebot", "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out)[0] == {
        "url": "https://example.com/turbo.rss", "allowed": False, "rule": "Disallow: /", "line": 2}


def test_robots_txt_from_standard_input(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"User-agent: YandexBot\nDisallow: /x\n")))
    assert main(["-", "/x/1"]) == 1
    assert capsys.readouterr().out.startswith("disallowed /x/1 (Disallow: /x, line 2)")


def test_standard_input_that_is_not_utf8_is_read_as_a_file_is(monkeypatch, capsys):
    """stdin was read as text, and a byte UTF-8 lacks raised (found by an audit)."""
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"User-agent: *\nDisallow: /\xea\n")))
    assert main(["-", "https://e.com/x", "--checks"]) == 1       # the warning below is a problem
    out = capsys.readouterr().out
    assert out.startswith("allowed https://e.com/x (no rule matches)")
    assert "robots.txt:2: warning not-utf8: line 2 has bytes that are not UTF-8" in out


def _padded(head: bytes, size: int) -> bytes:
    """head, then comment lines up to exactly ``size`` bytes."""
    data = head
    while len(data) + 100 <= size:
        data += b"# " + b"x" * 97 + b"\n"
    return data + b"#" * (size - len(data) - 1) + b"\n"


@pytest.mark.parametrize("data, over", [
    (b"\xef\xbb\xbf" + _padded(b"User-agent: *\nDisallow: /\n", 32767), True),     # the BOM makes it 32,770
    (_padded(b"User-agent: *\nDisallow: /\n# " + "Комментарий".encode("cp1251") * 2900 + b"\n", 32000), False),
])
def test_the_size_limit_is_on_the_file_bytes_for_the_decisions_and_the_checks_alike(tmp_path, capsys, data, over):
    """The checks measured the decoded text (no BOM; each byte UTF-8 lacks as three), the decisions
    the file: one run said 'allowed' and 'feed-disallowed', or 'disallowed' and no problem (found
    by an audit)."""
    path = tmp_path / "robots.txt"
    path.write_bytes(data)
    code = main([str(path), "https://e.com/feed.rss", "--checks", "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert out["urls"][0]["allowed"] is over
    assert ("feed-disallowed" in [p["code"] for p in out["problems"]]) is not over
    assert code == (0 if over else 1)


def test_robots_txt_fetched_from_the_site(http_site, capsys):
    site = http_site({"/robots.txt": Canned(200, b"User-agent: YandexBot\nDisallow: /turbo\n")})
    assert main([site.url, site.url + "/turbo.rss"]) == 1
    missing = http_site({})
    assert main([missing.url, missing.url + "/turbo.rss"]) == 0
    captured = capsys.readouterr()
    assert "everything is allowed (HTTP status 404)" in captured.err


@pytest.mark.parametrize("output", ["text", "json"])
def test_a_site_that_does_not_answer_is_an_error_not_everything_allowed(closed_port, capsys, output):
    site = f"http://127.0.0.1:{closed_port}"
    assert main([site, site + "/turbo.rss", site + "/news/1", "--checks", "--format", output]) == 2
    captured = capsys.readouterr()
    message = (f"error: could not fetch {site}/robots.txt: connection refused, so whether the robot may fetch "
               "the URLs cannot be told; check the address and the connection, or give the file itself")
    assert captured.err == f"turbo-editor: {message}\n"
    # A script reading the JSON learns it too (found by an audit: stdout was empty).
    assert captured.out == ("" if output == "text" else json.dumps({"error": message}, ensure_ascii=False, indent=2)
                            + "\n")


def test_a_url_on_another_site_than_the_fetched_file_is_said_to_be_judged_by_its_own(http_site, capsys):
    site = http_site({"/robots.txt": Canned(200, b"User-agent: *\nDisallow: /private\n")})
    assert main([site.url, "https://s.example.ru/private/turbo.xml", site.url + "/private/a", "/b"]) == 1
    err = capsys.readouterr().err
    assert (f"note: https://s.example.ru/private/turbo.xml is on another site than {site.url}/robots.txt; that "
            "site's own robots.txt decides for it") in err
    assert err.count("is on another site") == 1


@pytest.mark.parametrize("status", [500, 503])
def test_a_server_error_is_an_error_not_everything_allowed(http_site, capsys, status):
    # The answer's body would allow everything; a 5xx is not an answer about the rules.
    site = http_site({"/robots.txt": Canned(status, b"User-agent: *\nAllow: /\n")})
    assert main([site.url, site.url + "/turbo.rss", "--checks"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "everything is allowed" not in captured.err
    assert captured.err.startswith(f"turbo-editor: error: could not fetch {site.url}/robots.txt: "
                                   f"HTTP status {status}, so whether the robot may fetch the URLs cannot be told")


@pytest.mark.parametrize("argv", [[], ["robots.txt"], ["--format", "xml", "robots.txt", "/"]])
def test_usage_errors_exit_2(argv, capsys):
    assert main(argv) == 2


def test_a_missing_file_exits_2(tmp_path, capsys):
    assert main([str(tmp_path / "none.txt"), "/"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_checks_print_failures_with_a_diff(tmp_path, capsys):
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: YandexBot\nDisallow: /turbo\nCrawl-delay: 5")
    assert main([str(path), "https://example.com/turbo.rss", "https://example.com/a", "--checks"]) == 1
    out = capsys.readouterr().out
    assert "robots.txt:2: error feed-disallowed:" in out
    assert "robots.txt:3: error crawl-delay-range:" in out
    assert "+Allow: /turbo.rss$\n" in out and "+Crawl-delay: 2\n" in out
    assert out.rstrip().endswith("3 problems with robots.txt for YandexBot")


def test_checks_in_json(tmp_path, capsys):
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: YandexBot\nAllow: /turbo.rss\n")
    assert main([str(path), "https://example.com/turbo.rss", "--checks", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "urls": [{"url": "https://example.com/turbo.rss", "allowed": True, "rule": "Allow: /turbo.rss", "line": 2}],
        "problems": [], "fix": None, "other_site_links": []}


# Every kind of failure at once: the per-problem fixes of these would each be a diff of the file as it
# is, and together they contradict one another (two of them add the same Allow lines).
BROKEN = ("Disallow: /early\nUser-agent: *\nDisallow: /\nDisalow: /x\nNoindex: /y\nCrawl-delay: abc\n"
          "Clean-param: a&&b /x\nHost: bad_host.ru\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /")
URLS = ["https://example.com/turbo.rss", "https://example.com/news/1", "https://example.com/news/2"]


def test_checks_print_one_combined_fix_the_same_as_fix_all(tmp_path, capsys):
    path = tmp_path / "robots.txt"
    path.write_text(BROKEN)
    assert main([str(path), *URLS, "--checks"]) == 1
    out = capsys.readouterr().out
    fix = fix_all(BROKEN, URLS[0], URLS[1:])
    assert out.count("--- robots.txt\n+++ robots.txt\n") == 1
    assert f"suggested robots.txt: {fix.change}\n{fix.diff}" in out
    assert "  suggested:" not in out
    # The one file fixes every failure a change can fix; what is left are the lines Yandex ignores.
    left = check_robots(fix.text, URLS[0], URLS[1:]).problems
    assert {p.code for p in left} == {"ignored-line"}


def test_checks_list_the_lines_yandex_ignores_with_their_line(tmp_path, capsys):
    path = tmp_path / "robots.txt"
    path.write_text(BROKEN)
    main([str(path), *URLS, "--checks"])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(" warning ignored-line: ")[0] for line in out if " ignored-line: " in line] == [
        "robots.txt:1:", "robots.txt:4:", "robots.txt:5:", "robots.txt:6:", "robots.txt:7:"]
    assert ("robots.txt:4: warning ignored-line: Yandex ignores 'Disalow: /x' (line 4): "
            "'Disalow' is not a directive; did you mean 'Disallow'?") in out


def test_json_carries_the_line_numbers_the_text_shows(tmp_path, capsys):
    path = tmp_path / "robots.txt"
    path.write_text(BROKEN)
    argv = [str(path), *URLS, "/news/3", "--checks"]
    main(argv)
    text = capsys.readouterr().out.splitlines()
    main([*argv, "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    # URLs: "disallowed URL (rule, line N)".
    shown = [re.fullmatch(r"(?:dis)?allowed (\S+) \((.+), line (\d+)\)", line) for line in text[:4]]
    assert [(m[1], m[2], int(m[3])) for m in shown] == [(u["url"], u["rule"], u["line"]) for u in data["urls"]]
    # Problems, the ignored lines among them: "robots.txt:N: severity code: message".
    listed = [re.fullmatch(r"robots\.txt:(\d+): (\w+) ([\w-]+): (.*)", line) for line in text]
    listed = [(int(m[1]), m[2], m[3], m[4]) for m in listed if m]
    assert listed == [(p["line"], p["severity"], p["code"], p["message"]) for p in data["problems"]]
    assert sum(code == "ignored-line" for _, _, code, _ in listed) == 5
    fix = fix_all(BROKEN, URLS[0], [*URLS[1:], "/news/3"])
    assert data["fix"] == {"change": fix.change, "text": fix.text, "diff": fix.diff}
    assert all("suggestion" not in p for p in data["problems"])


def test_a_problem_no_added_line_fixes_sends_the_reader_to_its_line(tmp_path, capsys):
    """A wildcard Disallow longer than any Allow of the feed: "no change fixes these problems by
    itself" was untrue, editing line 2 does (found by an audit)."""
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: Yandex\nDisallow: /*turbo*feed*.xml$\n\n", encoding="utf-8")
    assert main([str(path), "https://s.example.ru/turbo-feed.xml", "--checks"]) == 1
    out = capsys.readouterr().out
    assert "robots.txt:2: error feed-disallowed" in out
    assert "no line added to robots.txt fixes these problems: change the lines they name" in out
