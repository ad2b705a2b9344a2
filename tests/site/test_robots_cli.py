"""``turbo-editor robots``: per-URL decisions, the JSON array, the checks, exit codes."""

from __future__ import annotations

import io
import json

import pytest

from local_servers import Canned
from turbo_editor.site.cli import main

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


def test_any_disallowed_exits_1(robots_file, capsys):
    assert main([robots_file, "https://example.com/turbo.rss", "https://example.com/private/a"]) == 1
    assert capsys.readouterr().out.splitlines()[1] == \
        "disallowed https://example.com/private/a (Disallow: /private, line 6)"


def test_json_is_an_array_of_url_allowed_rule(robots_file, capsys):
    assert main([robots_file, "https://example.com/private/a", "/other", "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out) == [
        {"url": "https://example.com/private/a", "allowed": False, "rule": "Disallow: /private"},
        {"url": "/other", "allowed": True, "rule": None},
    ]


def test_the_agent_chooses_the_group(robots_file, capsys):
    assert main([robots_file, "https://example.com/turbo.rss", "--agent", "Googlebot", "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out)[0] == {
        "url": "https://example.com/turbo.rss", "allowed": False, "rule": "Disallow: /"}


def test_robots_txt_from_standard_input(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("User-agent: YandexBot\nDisallow: /x\n"))
    assert main(["-", "/x/1"]) == 1
    assert capsys.readouterr().out.startswith("disallowed /x/1 (Disallow: /x, line 2)")


def test_robots_txt_fetched_from_the_site(http_site, capsys):
    site = http_site({"/robots.txt": Canned(200, b"User-agent: YandexBot\nDisallow: /turbo\n")})
    assert main([site.url, site.url + "/turbo.rss"]) == 1
    missing = http_site({})
    assert main([missing.url, missing.url + "/turbo.rss"]) == 0
    captured = capsys.readouterr()
    assert "everything is allowed (HTTP status 404)" in captured.err


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
    assert "+Allow: /turbo.rss\n" in out and "+Crawl-delay: 2\n" in out
    assert out.rstrip().endswith("3 problems with robots.txt for YandexBot")


def test_checks_in_json(tmp_path, capsys):
    path = tmp_path / "robots.txt"
    path.write_text("User-agent: YandexBot\nAllow: /turbo.rss\n")
    assert main([str(path), "https://example.com/turbo.rss", "--checks", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "urls": [{"url": "https://example.com/turbo.rss", "allowed": True, "rule": "Allow: /turbo.rss"}],
        "problems": []}
