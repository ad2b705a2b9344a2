"""Loading robots.txt from a file, from text, and from a site on 127.0.0.1."""

from __future__ import annotations

import inspect

import pytest

from local_servers import Canned
from turbo_editor.site.http_get import DEFAULT_TIMEOUT, http_get
from turbo_editor.site.robots import SIZE_LIMIT_BYTES
from turbo_editor.site.robots_checks import check_robots, fix_all
from turbo_editor.site.robots_source import fetch_robots, robots_from_file, robots_from_text, robots_url

RULES = b"User-agent: YandexBot\nDisallow: /private\n"


def test_from_text_and_from_file(tmp_path):
    path = tmp_path / "robots.txt"
    path.write_bytes(b"\xef\xbb\xbf" + RULES)
    from_file = robots_from_file(path)
    assert from_file.text == RULES.decode() and from_file.origin == str(path)
    assert not from_file.robots.check("https://example.com/private/a").allowed
    from_text = robots_from_text(RULES.decode())
    assert from_text.robots == from_file.robots and from_text.origin == "text"


def test_a_missing_file_is_an_os_error(tmp_path):
    with pytest.raises(OSError):
        robots_from_file(tmp_path / "nothing.txt")


def test_robots_url_is_at_the_root_of_the_feeds_site():
    assert robots_url("https://Example.com:8443/feeds/turbo.rss?x=1#f") == "https://example.com:8443/robots.txt"
    assert robots_url("http://user:secret@example.com/turbo.rss") == "http://example.com/robots.txt"


def test_fetch_reads_the_sites_robots_txt(http_site):
    site = http_site({"/robots.txt": Canned(200, RULES)})
    source = fetch_robots(site.url + "/feeds/turbo.rss")
    assert source.origin == site.url + "/robots.txt" and source.status == 200
    assert source.text == RULES.decode() and source.error is None
    assert not source.robots.check(site.url + "/private/x").allowed
    assert [r.path for r in site.requests] == ["/robots.txt"]
    assert site.requests[0].headers["User-Agent"].startswith("turbo-editor/")


@pytest.mark.parametrize(("status", "headers"), [
    (404, {"Content-Type": "text/plain"}),
    (403, {"Content-Type": "text/plain"}),
    (410, {"Content-Type": "text/plain"}),
    (200, {"Content-Type": "application/octet-stream"}),
])
def test_no_file_or_one_that_is_not_text_allows_everything(http_site, status, headers):
    site = http_site({"/robots.txt": Canned(status, b"User-agent: *\nDisallow: /\n", headers)})
    source = fetch_robots(site.url + "/turbo.rss")
    assert source.status == status and source.text is None and source.unknown is None
    assert source.robots.unrestricted_reason
    assert source.robots.check(site.url + "/turbo.rss").allowed


@pytest.mark.parametrize("status", [500, 502, 503])
def test_a_server_error_gives_no_rules(http_site, status):
    # A 5xx says nothing about the file, which may forbid the feed once the server is back.
    site = http_site({"/robots.txt": Canned(status, b"User-agent: *\nAllow: /\n")})
    source = fetch_robots(site.url + "/turbo.rss")
    assert source.status == status and source.text is None and source.error is None
    assert source.robots is None and source.unknown == f"HTTP status {status}"


def test_a_text_html_answer_is_still_read_as_text(http_site):
    site = http_site({"/robots.txt": Canned(200, b"User-agent: *\nDisallow: /\n",
                                            {"Content-Type": "text/html"})})
    assert not fetch_robots(site.url + "/turbo.rss").robots.check(site.url + "/turbo.rss").allowed


def test_a_file_over_32_kb_allows_everything(http_site):
    big = b"User-agent: *\nDisallow: /\n" + b"# padding\n" * (SIZE_LIMIT_BYTES // 10)
    site = http_site({"/robots.txt": Canned(200, big)})
    source = fetch_robots(site.url + "/turbo.rss")
    assert "32 KB" in source.robots.unrestricted_reason
    assert source.robots.check(site.url + "/turbo.rss").allowed


def test_a_file_over_32_kb_is_read_whole_and_told_by_its_size(http_site):
    """Only 32,769 bytes were read: the note gave that as the size, the cut line was reported as a
    last line with no line end, and the suggested file lost everything past 32 KB (found by an audit)."""
    big = (b"User-agent: *\nDisallow: /\n" + b"# a comment line that pads\n" * 1700
           + b"User-agent: YandexBot\nAllow: /\n")
    site = http_site({"/robots.txt": Canned(200, big)})
    source = fetch_robots(site.url + "/turbo.rss")
    assert source.size == len(big) and source.text == big.decode()
    assert source.robots.unrestricted_reason == f"robots.txt is {len(big)} bytes, over the 32 KB limit"
    report = check_robots(source.text, site.url + "/turbo.rss", size=source.size)
    assert report.ok and report.unrestricted_reason and fix_all(source.text, site.url + "/turbo.rss",
                                                                  size=source.size) is None


def test_a_file_past_what_is_read_gives_no_text_to_suggest_from(http_site, monkeypatch):
    monkeypatch.setattr("turbo_editor.site.robots_source.FETCH_LIMIT", 40000)
    big = b"User-agent: *\nDisallow: /\n" + b"# padding\n" * 5000
    site = http_site({"/robots.txt": Canned(200, big)})
    source = fetch_robots(site.url + "/turbo.rss")
    assert source.text is None and source.size is None
    assert source.robots.unrestricted_reason == "robots.txt is over 40000 bytes, over the 32 KB limit"


def test_a_refused_connection_gives_no_rules_and_says_why(closed_port):
    source = fetch_robots(f"http://127.0.0.1:{closed_port}/turbo.rss")
    assert source.status is None and source.text is None
    assert source.error == source.unknown == "connection refused"
    assert source.robots is None


def test_a_silent_server_times_out(silent_port):
    # How close to the timeout it gives up: bench/bench_guards.py.
    source = fetch_robots(f"http://127.0.0.1:{silent_port}/turbo.rss", timeout=0.3)
    assert source.error == source.unknown == "no answer within 0.3 s" and source.robots is None


def test_a_server_that_drips_its_answer_is_given_up_on_at_the_deadline(http_site):
    """One byte every 20 ms of a 300-byte file (6 s): read() waited for the whole 16 KB it asked for,
    each socket read with the full timeout, and took the file at the end (found by an audit)."""
    site = http_site({"/robots.txt": Canned(body=RULES * 8, drip=0.02)})
    source = fetch_robots(site.url + "/turbo.rss", timeout=0.5)
    assert source.error == source.unknown == "no complete answer within 0.5 s" and source.robots is None
    assert site.dripped < len(RULES * 8) / 2           # it gave up, not waited for the end


def test_the_default_timeout_is_yandexs_ten_seconds():
    assert DEFAULT_TIMEOUT == 10
    assert inspect.signature(fetch_robots).parameters["timeout"].default == DEFAULT_TIMEOUT
    assert inspect.signature(http_get).parameters["timeout"].default == DEFAULT_TIMEOUT


def test_only_http_and_https_are_fetched(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("User-agent: *\nDisallow: /\n")
    source = fetch_robots(secret.as_uri())
    assert source.text is None and "only http and https" in source.error
    assert http_get(secret.as_uri()).body == b""


def test_a_redirect_to_a_local_file_is_not_followed(http_site, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("secret")
    site = http_site({"/robots.txt": Canned(302, b"", {"Location": secret.as_uri()})})
    answer = http_get(site.url + "/robots.txt")
    assert b"secret" not in answer.body
    assert answer.status in (None, 302)


@pytest.mark.parametrize("url", ["http://example.com:99999/turbo.rss", "https:///turbo.rss", "turbo.rss"])
def test_a_url_that_names_no_site_is_reported_not_raised(url):
    source = fetch_robots(url)
    assert source.error and source.status is None and source.robots is None and source.unknown == source.error


def test_a_redirect_loop_is_said_to_be_one(http_site):
    """A robots.txt that redirects to itself was "HTTP status 302", as if the server had answered
    about the file (found by an audit)."""
    site = http_site({})
    site.routes["/robots.txt"] = Canned(302, b"", {"Location": site.url + "/robots.txt"})
    source = fetch_robots(site.url + "/turbo.rss", timeout=5)
    assert source.status is None and source.robots is None
    assert source.error == "too many redirects (HTTP 302): the address sends the reader round in a loop"
