"""Publishing checks of robots.txt: each failure found, and each suggested fix proven by re-checking."""

from __future__ import annotations

import pytest

from support import SAMPLE
from turbo_editor.feed import load
from turbo_editor.site.robots import parse_robots
from turbo_editor.site.robots_checks import (
    CLEAN_PARAM_DUPLICATES,
    CRAWL_DELAY_RANGE,
    FEED_DISALLOWED,
    HOST_INVALID,
    HOST_NOT_USED,
    IGNORED_LINE,
    ITEM_DISALLOWED,
    NO_FINAL_EMPTY_LINE,
    NOT_UTF8,
    check_feed_robots,
    check_robots,
    fix_all,
)

FEED = "https://example.com/turbo.rss"
SITE = "https://example.com"


def only(report, code):
    found = [p for p in report.problems if p.code == code]
    assert len(found) == 1, [p.code for p in report.problems]
    return found[0]


def codes(report):
    return [p.code for p in report.problems]


# --------------------------------------------------------------------------
# The feed URL
# --------------------------------------------------------------------------


def test_feed_forbidden_in_yandexbot_group_gets_an_allow_line_in_that_group():
    text = "User-agent: *\nDisallow: /private\n\nUser-agent: YandexBot\nDisallow: /turbo\n"
    report = check_robots(text, FEED)
    problem = only(report, FEED_DISALLOWED)
    assert problem.severity == "error" and problem.line == 5 and problem.urls == (FEED,)
    assert "'Disallow: /turbo' (line 5)" in problem.message
    fixed = problem.suggestion.text
    assert fixed == ("User-agent: *\nDisallow: /private\n\nUser-agent: YandexBot\n"
                     "Allow: /turbo.rss$\nDisallow: /turbo\n")
    assert parse_robots(fixed).check(FEED).allowed
    assert check_robots(fixed, FEED).ok


def test_the_allow_goes_into_the_group_in_force_and_opens_nothing_else():
    # Only "*" applies: a new YandexBot group holding just the Allow would free
    # the robot from "Disallow: /" everywhere; the line belongs in the "*" group.
    text = "User-agent: *\nDisallow: /\n"
    problem = only(check_robots(text, FEED), FEED_DISALLOWED)
    fixed = parse_robots(problem.suggestion.text)
    assert problem.suggestion.text == "User-agent: *\nAllow: /turbo.rss$\nDisallow: /\n"
    assert fixed.check(FEED).allowed
    for other in ("/", "/index.html", "/turbo", "/admin/turbo.rss", "/turbo.rss.bak", "/turbo.rss?x=1"):
        assert not fixed.check(SITE + other).allowed, other


def test_a_longer_disallow_gets_an_exact_allow():
    text = "User-agent: Yandex\nDisallow: /turbo.rss$\n"
    problem = only(check_robots(text, FEED), FEED_DISALLOWED)
    assert "Allow: /turbo.rss$\n" in problem.suggestion.text
    assert parse_robots(problem.suggestion.text).check(FEED).allowed


def test_the_diff_shows_only_the_added_line():
    text = "# site rules\nUser-agent: YandexBot\nDisallow: /\nSitemap: https://example.com/s.xml\n"
    diff = only(check_robots(text, FEED), FEED_DISALLOWED).suggestion.diff
    assert diff == ("--- robots.txt\n+++ robots.txt\n@@ -1,4 +1,5 @@\n # site rules\n"
                    " User-agent: YandexBot\n+Allow: /turbo.rss$\n Disallow: /\n"
                    " Sitemap: https://example.com/s.xml\n")


def test_an_allowed_feed_is_no_problem():
    report = check_robots("User-agent: YandexBot\nAllow: /turbo.rss\nDisallow: /\n", FEED)
    assert report.ok and report.feed.allowed and report.feed.rule == "Allow: /turbo.rss"


def test_no_robots_txt_allows_everything():
    report = check_robots(None, FEED, [SITE + "/a"])
    assert report.ok and report.feed.allowed
    assert report.unrestricted_reason == "no robots.txt"


# --------------------------------------------------------------------------
# Crawl-delay
# --------------------------------------------------------------------------


@pytest.mark.parametrize("delay", ["0.1", "0.5", "2", "2.0"])
def test_crawl_delay_within_range_is_fine(delay):
    assert check_robots(f"User-agent: YandexBot\nDisallow:\nCrawl-delay: {delay}\n", FEED).ok


@pytest.mark.parametrize(("delay", "fixed"), [("5", "2"), ("2.5", "2"), ("0.05", "0.1"), ("0", "0.1")])
def test_crawl_delay_of_the_robots_own_group_is_set_in_place(delay, fixed):
    text = f"User-agent: YandexBot\nDisallow: /search\nCrawl-delay: {delay} # keep the server alive\n"
    problem = only(check_robots(text, FEED), CRAWL_DELAY_RANGE)
    assert problem.line == 3 and problem.severity == "error"
    assert problem.suggestion.text == (f"User-agent: YandexBot\nDisallow: /search\n"
                                       f"Crawl-delay: {fixed} # keep the server alive\n")
    assert parse_robots(problem.suggestion.text).crawl_delay() == float(fixed)


def test_crawl_delay_from_a_shared_group_gets_a_group_of_the_robots_own():
    text = ("User-agent: *\nDisallow: /search\nAllow: /search/help\nCrawl-delay: 4.5\n"
            "Clean-param: ref /articles/\n")
    problem = only(check_robots(text, FEED), CRAWL_DELAY_RANGE)
    suggested = problem.suggestion.text
    assert suggested.startswith(text)  # the group other robots obey is untouched
    assert suggested[len(text):] == ("\nUser-agent: YandexBot\nDisallow: /search\nAllow: /search/help\n"
                                     "Crawl-delay: 2\nClean-param: ref /articles/\n")
    before, after = parse_robots(text), parse_robots(suggested)
    assert after.crawl_delay("YandexBot") == 2.0
    assert after.crawl_delay("Googlebot") == 4.5
    for path in ("/", "/search", "/search/help", "/search/x", "/articles/a?ref=1"):
        assert after.check(SITE + path).allowed == before.check(SITE + path).allowed, path
    assert after.clean_url(SITE + "/articles/a?ref=1&id=2") == SITE + "/articles/a?id=2"


def test_crawl_delay_for_other_robots_only_is_not_checked():
    text = "User-agent: Googlebot\nCrawl-delay: 30\n\nUser-agent: YandexBot\nDisallow:\n"
    assert check_robots(text, FEED).ok


# --------------------------------------------------------------------------
# The last line
# --------------------------------------------------------------------------


def test_a_file_without_final_line_break_gets_one():
    text = "User-agent: *\nDisallow: /private"
    problem = only(check_robots(text, FEED), NO_FINAL_EMPTY_LINE)
    assert problem.line == 2
    assert problem.suggestion.text == text + "\n"
    assert problem.suggestion.diff.endswith("-Disallow: /private\n\\ No newline at end of file\n"
                                            "+Disallow: /private\n")


def test_the_added_line_break_matches_the_file():
    text = "User-agent: *\r\nDisallow: /private"
    assert only(check_robots(text, FEED), NO_FINAL_EMPTY_LINE).suggestion.text == text + "\r\n"


def test_an_empty_file_has_no_last_line_to_fix():
    assert check_robots("", FEED).ok


def test_other_fixes_keep_a_missing_final_line_break_missing():
    # One fix per failure: the Allow suggestion does not quietly fix the last line too.
    text = "User-agent: *\nDisallow: /"
    report = check_robots(text, FEED)
    assert sorted(codes(report)) == sorted([FEED_DISALLOWED, NO_FINAL_EMPTY_LINE])
    allow = only(report, FEED_DISALLOWED).suggestion.text
    assert allow == "User-agent: *\nAllow: /turbo.rss$\nDisallow: /"
    assert codes(check_robots(allow, FEED)) == [NO_FINAL_EMPTY_LINE]


# --------------------------------------------------------------------------
# Item links
# --------------------------------------------------------------------------


def test_forbidden_item_pages_are_grouped_by_the_rule_that_forbids_them():
    text = "User-agent: Yandex\nDisallow: /drafts\nDisallow: /*?print=\n"
    links = [SITE + "/drafts/a", SITE + "/news/1", SITE + "/drafts/b", SITE + "/news/2?print=1"]
    report = check_robots(text, FEED, links)
    problems = [p for p in report.problems if p.code == ITEM_DISALLOWED]
    assert [(p.line, p.urls) for p in problems] == [
        (2, (SITE + "/drafts/a", SITE + "/drafts/b")), (3, (SITE + "/news/2?print=1",))]
    assert all(p.severity == "warning" for p in problems)
    fixed = parse_robots(problems[0].suggestion.text)
    assert fixed.check(SITE + "/drafts/a").allowed and fixed.check(SITE + "/drafts/b").allowed
    assert not fixed.check(SITE + "/drafts/c").allowed  # only the feed's pages are opened
    # "Allow: /drafts/a" would outrank "Disallow: /*?print=" (a tie) on /drafts/a?print=1: exact lines.
    assert "Allow: /drafts/a$\nAllow: /drafts/b$\n" in problems[0].suggestion.text
    assert not fixed.check(SITE + "/drafts/a?print=1").allowed
    assert [d.allowed for _, d in report.items] == [False, True, False, False]


def test_links_on_another_site_are_left_to_that_sites_robots_txt():
    text = "User-agent: *\nDisallow: /\nAllow: /turbo.rss\n"
    links = ["https://other.example/a", "http://example.com/a", SITE + ":8443/a", SITE + "/a"]
    report = check_robots(text, FEED, links)
    assert report.other_site_links == tuple(links[:3])
    assert only(report, ITEM_DISALLOWED).urls == (SITE + "/a",)


# --------------------------------------------------------------------------
# Clean-param duplicates
# --------------------------------------------------------------------------


def test_links_that_clean_param_makes_one_page_are_reported():
    text = "User-agent: Yandex\nDisallow:\nClean-param: ref&sid /articles/\n"
    links = [SITE + "/articles/a?id=1&ref=rss", SITE + "/articles/a?id=1&ref=mail", SITE + "/articles/b?id=1"]
    problem = only(check_robots(text, FEED, links), CLEAN_PARAM_DUPLICATES)
    assert problem.urls == tuple(links[:2]) and problem.line == 3
    assert "ref" in problem.message and SITE + "/articles/a?id=1" in problem.message
    # ref tells the links apart; sid does not come into it and stays.
    assert problem.suggestion.text == "User-agent: Yandex\nDisallow:\nClean-param: sid /articles/\n"
    assert check_robots(problem.suggestion.text, FEED, links).ok


def test_a_clean_param_line_left_without_parameters_is_removed():
    text = "User-agent: Yandex\nDisallow:\nClean-param: s /forum # session ids\nClean-param: x\n"
    links = [SITE + "/forum/t?s=1&t=8", SITE + "/forum/t?s=2&t=8"]
    problem = only(check_robots(text, FEED, links), CLEAN_PARAM_DUPLICATES)
    assert problem.suggestion.text == "User-agent: Yandex\nDisallow:\nClean-param: x\n"


def test_clean_param_for_another_path_makes_no_duplicates():
    text = "User-agent: Yandex\nDisallow:\nClean-param: ref /forum/\n"
    links = [SITE + "/articles/a?ref=1", SITE + "/articles/a?ref=2"]
    assert check_robots(text, FEED, links).ok


# --------------------------------------------------------------------------
# Host
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "repaired"), [
    ("www.myhost.com:8080/", "www.myhost.com:8080"),
    ("my-host.com.", "my-host.com"),
    ("my..host.com", "my.host.com"),
    ("www.firsthost.ru,www.secondhost.com", "www.firsthost.ru"),
    ("www.firsthost.ru www.secondhost.com", "www.firsthost.ru"),
])
def test_an_invalid_host_that_plainly_means_one_value_is_rewritten(value, repaired):
    text = f"User-Agent: *\nDisallow:\nHost: {value} # main mirror\n"
    problem = only(check_robots(text, FEED), HOST_INVALID)
    assert problem.line == 3 and value in problem.message
    assert problem.suggestion.text == f"User-Agent: *\nDisallow:\nHost: {repaired} # main mirror\n"
    assert parse_robots(problem.suggestion.text).host == repaired


@pytest.mark.parametrize("value", ["www.my_host.com", "www.-myhost.com", "213.180.194.129",
                                   "www.myhost.com:100000"])
def test_an_invalid_host_nobody_can_guess_is_removed(value):
    text = f"User-Agent: *\nDisallow:\nHost: {value}\nSitemap: https://example.com/s.xml\n"
    problem = only(check_robots(text, FEED), HOST_INVALID)
    assert problem.suggestion.text == "User-Agent: *\nDisallow:\nSitemap: https://example.com/s.xml\n"


def test_a_later_host_naming_another_host_is_said_to_be_unused():
    """Seed 004's own example: the second Host line "не используется", and the check said nothing of
    it (found by an audit). The same host repeated in another group says nothing else: no warning."""
    text = ("Host: myhost.ru\nUser-agent: *\nDisallow: /cgi-bin\n\n"
            "User-agent: Yandex\nDisallow: /cgi-bin\nHost: www.myhost.ru\n")
    problem = only(check_robots(text, FEED), HOST_NOT_USED)
    assert (problem.line, problem.severity) == (7, "warning")
    assert problem.message == ("Yandex ignores 'Host: www.myhost.ru' (line 7): only the first valid Host is used, "
                               "'Host: myhost.ru' on line 1")
    assert problem.suggestion.text == text.replace("Host: www.myhost.ru\n", "")
    assert check_robots(text.replace("www.myhost.ru", "MyHost.ru"), FEED).ok
    # One host in its two spellings, Cyrillic and punycode, is the same host (found by a review).
    assert check_robots(text.replace("www.myhost.ru", "xn--e1afmkfd.xn--p1ai").replace("myhost.ru", "пример.рф"),
                        FEED).ok


def test_valid_hosts_are_fine():
    assert check_robots("User-Agent: *\nDisallow:\nHost: https://www.myhost.ru\n", FEED).ok


# --------------------------------------------------------------------------
# Every suggestion, re-checked
# --------------------------------------------------------------------------

FAULTY = [
    "User-agent: *\nDisallow: /",
    "User-agent: Yandex\r\nDisallow: /turbo\r\nCrawl-delay: 10\r\nHost: bad_host.ru\r\n",
    "User-agent: *\nDisallow: /articles/\nCrawl-delay: 3\nClean-param: utm /articles/\n",
    "User-agent: YandexBot\nDisallow: /*.rss$\nCrawl-delay: 0.01\n\nUser-agent: *\nDisallow: /\nHost: a..b.ru\n",
]
LINKS = [SITE + "/articles/1?utm=a", SITE + "/articles/1?utm=b", SITE + "/news/2"]


@pytest.mark.parametrize("text", FAULTY)
def test_each_suggestion_removes_its_failure_and_adds_none(text):
    report = check_robots(text, FEED, LINKS)
    assert report.problems
    for problem in report.problems:
        assert problem.suggestion is not None, problem.code
        after = check_robots(problem.suggestion.text, FEED, LINKS)
        remaining = {(p.code, p.urls) for p in after.problems}
        assert (problem.code, problem.urls) not in remaining or problem.code == HOST_INVALID
        assert remaining <= {(p.code, p.urls) for p in report.problems}
        if problem.code == HOST_INVALID:
            assert len(after.problems) == len(report.problems) - 1


@pytest.mark.parametrize("text", FAULTY)
def test_fix_all_fixes_every_failure_at_once(text):
    fixed = fix_all(text, FEED, LINKS)
    assert check_robots(fixed.text, FEED, LINKS).ok
    assert fixed.diff.startswith("--- robots.txt\n+++ robots.txt\n")


def test_fix_all_has_nothing_to_do_for_a_good_file():
    assert fix_all("User-agent: *\nDisallow:\n", FEED) is None


# --------------------------------------------------------------------------
# From a feed document
# --------------------------------------------------------------------------


def test_the_feed_document_gives_its_self_link_and_item_links():
    doc = load(SAMPLE)
    text = "User-agent: *\nDisallow: /articles/old\nDisallow: /turbo\n"
    report = check_feed_robots(doc, text)
    assert report.feed_url == "https://sad.example.ru/turbo.rss"
    assert only(report, FEED_DISALLOWED).urls == ("https://sad.example.ru/turbo.rss",)
    assert only(report, ITEM_DISALLOWED).urls == ("https://sad.example.ru/articles/old",)
    assert [url for url, _ in report.items] == [item.link for item in doc.channel.items]
    entered = check_feed_robots(doc, text, "https://sad.example.ru/feed.xml")
    assert entered.feed.allowed and entered.feed_url == "https://sad.example.ru/feed.xml"


def test_a_link_with_an_unclosed_bracket_is_judged_by_its_path_not_a_traceback():
    """A typo in an item link (http://[site.ru/...) made urlsplit raise, and the Site dock's check
    stopped (found by an audit)."""
    links = [f"{SITE}/articles/1", "http://[example.com/articles/2", "http://[::1/x"]
    report = check_robots("User-agent: *\nDisallow: /articles/2\n", FEED, links)
    assert [url for url, _ in report.items] == links
    assert only(report, ITEM_DISALLOWED).urls == ("http://[example.com/articles/2",)


def test_the_report_as_json_data():
    data = check_robots("User-agent: *\nDisallow: /", FEED).to_dict()
    assert data["feed_allowed"] is False and data["feed_rule"] == "Disallow: /"
    assert [p["code"] for p in data["problems"]] == [FEED_DISALLOWED, NO_FINAL_EMPTY_LINE]
    assert data["problems"][0]["suggestion"]["diff"].count("+Allow: /turbo.rss") == 1


def test_no_suggestion_that_only_works_by_outgrowing_the_size_limit():
    # 3,000 Allow lines would pass the re-check only because Yandex ignores a file over 32 KB.
    text = "User-agent: *\nDisallow: /articles/\n"
    links = [f"{SITE}/articles/{n:05d}-a-rather-long-slug" for n in range(3000)]
    problem = only(check_robots(text, FEED, links), ITEM_DISALLOWED)
    assert len(problem.urls) == 3000 and problem.suggestion is None
    few = only(check_robots(text, FEED, links[:3]), ITEM_DISALLOWED)
    assert few.suggestion is not None


# --------------------------------------------------------------------------
# Lines Yandex ignores
# --------------------------------------------------------------------------


def test_every_line_yandex_ignores_is_a_warning_at_its_line():
    text = ("Disallow: /before-any-agent\nUser-agent: *\nDisalow: /x\nNoindex: /y\nClean-param: a&&b /x\n"
            "Crawl-delay: abc\nDisallow: /z\n")
    report = check_robots(text, FEED)
    ignored = [p for p in report.problems if p.code == IGNORED_LINE]
    assert [(p.line, p.severity) for p in ignored] == [(1, "warning"), (3, "warning"), (4, "warning"),
                                                       (5, "warning"), (6, "warning")]
    assert "'Disallow: /before-any-agent' (line 1): before the first User-agent line" in ignored[0].message
    assert "'Disalow: /x' (line 3): 'Disalow' is not a directive; did you mean 'Disallow'?" in ignored[1].message
    assert "Noindex" in ignored[2].message and "empty parameter name" in ignored[3].message
    assert "Crawl-delay must be a number" in ignored[4].message
    # No automatic change: the line may be a rule the user meant (Disalow), or one to delete.
    assert all(p.suggestion is None for p in ignored)
    assert [p.to_dict()["line"] for p in ignored] == [1, 3, 4, 5, 6]


def test_a_file_yandex_reads_whole_has_no_ignored_lines():
    assert check_robots("User-agent: *\nDisallow: /z # comment\n\n# note\nSitemap: https://e.ru/s.xml\n", FEED).ok


def test_several_clean_param_lines_are_named_as_lines_in_english_and_in_russian(speaking):
    text = "User-agent: *\nClean-param: ref /news/\nClean-param: ref&utm /\n"
    links = ["https://example.com/news/1?ref=a", "https://example.com/news/1?ref=b"]
    for language, lines, change in (("en", "(lines 2, 3)", "stop Clean-param dropping ref (lines 2, 3)"),
                                     ("ru", "(строки 2, 3)", "не отбрасывать ref в Clean-param (строки 2, 3)")):
        speaking(language)
        problem, = check_robots(text, "https://example.com/turbo.rss", links).problems
        assert lines in problem.message and problem.suggestion.change == change


def test_a_rule_in_bytes_that_are_not_utf8_is_said_at_its_line():
    """A windows-1251 "/корзина" read as UTF-8 matches no address: the file's rule closed nothing and
    the checks said "0 problems" (found by an audit)."""
    from turbo_editor.site.robots_source import decode_robots

    data = "User-agent: *\r\nAllow: /\r\nDisallow: /корзина\r\n\r\n".encode("cp1251")
    report = check_robots(decode_robots(data), FEED)
    problem = only(report, NOT_UTF8)
    assert problem.line == 3 and problem.severity == "warning"
    assert "not UTF-8" in problem.message
    assert NOT_UTF8 not in codes(check_robots(data.decode("cp1251"), FEED))
