"""robots.txt as Yandex reads it: the shared corpus and every example of seed 004, both read from ../shared."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from turbo_editor.site.robots import (
    SIZE_LIMIT_BYTES,
    Decision,
    RobotsTxt,
    host_problem,
    parse_clean_param,
    parse_robots,
    request_path,
    robots_from_response,
    strip_clean_params,
)

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
CASES_FILE = SHARED / "corpus" / "robots" / "cases.jsonl"
SEED_FILES = sorted((SHARED / "seeds").glob("004_*.txt"))

# Corpus lines whose "allowed" contradicts the Yandex seed, with the reason;
# the seed's answer (the opposite) is asserted for them.  None do today: the
# "google_lib" column disagrees on 24 lines, but it is Google's library
# verdict (it cannot match agent names with digits such as "Rule1TestBot"),
# not the expected answer, so it is not used.
SEED_OVERRIDES: dict[int, str] = {}


def _load_cases() -> list:
    if not CASES_FILE.exists():
        # One skipped case that says why, rather than an empty parametrisation or an import error.
        return [pytest.param(0, None, id="no corpus",
                             marks=pytest.mark.skip(reason=f"the robots corpus is not at {CASES_FILE}"))]
    params = []
    lines = CASES_FILE.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        if line.strip():
            case = json.loads(line)
            params.append(pytest.param(number, case, id=f"{case['note']} [line {number}]"))
    return params


CORPUS = _load_cases()


@pytest.mark.skipif(not CASES_FILE.exists(), reason=f"the robots corpus is not at {CASES_FILE}")
def test_corpus_is_read_and_overrides_point_at_real_lines():
    assert len(CORPUS) >= 200
    assert set(SEED_OVERRIDES) <= {p.values[0] for p in CORPUS}


@pytest.mark.parametrize(("number", "case"), CORPUS)
def test_corpus_case(number, case):
    expected = case["allowed"]
    if number in SEED_OVERRIDES:
        expected = not expected
    decision = parse_robots(case["robots"]).check(case["url"], agent=case["agent"])
    assert decision.allowed is expected


# --------------------------------------------------------------------------
# Every example of seed 004, read from the seed itself
# --------------------------------------------------------------------------

NO_SEED = f"seed 004 is not in {SHARED / 'seeds'} (../shared beside the repository)"

# A line of the seed is an example when it starts with a directive or a comment. Its line breaks
# were lost, so every directive starts a line again, except one a comment quotes ('Allow: /') or
# names ("то же, что и Allow: /"): a line of its own, that would be a rule the seed did not write.
_EXAMPLE_LINE = re.compile(r"(?i)(?:user-agent|host|clean-param|sitemap)\s*:|#")
_DIRECTIVE = re.compile(r"(?i)(?<!')(?<!что и )\b(?:user-agent|disallow|allow|host|crawl-delay|clean-param"
                        r"|sitemap)\s*:")
_RECORD = re.compile(r"(?im)^user-agent\s*:\s*(\S+)")


def _restore(line: str) -> str:
    broken = _DIRECTIVE.sub(lambda match: "\n" + match.group(), line.strip())
    return "".join(part.strip() + "\n" for part in broken.split("\n") if part.strip())


def _files_of(text: str) -> list[str]:
    """The robots.txt files one line of the seed shows side by side.

    A file names each robot once: a record for a robot the file already has
    starts the next file, and so does a ``User-agent: *`` record just before
    such a record (the seed's "* for the others, then Yandex" pairs).
    """
    records = list(_RECORD.finditer(text))
    cuts, named = [0], set()
    for index, record in enumerate(records):
        agent = record.group(1).lower()
        following = records[index + 1].group(1).lower() if index + 1 < len(records) else None
        if agent in named or (agent == "*" and following in named):
            cuts.append(record.start())
            named = set()
        named.add(agent)
    return [text[start:end] for start, end in zip(cuts, cuts[1:] + [len(text)])]


SEED_TEXT = SEED_FILES[0].read_text(encoding="utf-8") if SEED_FILES else ""
SEED = [example for line in SEED_TEXT.splitlines() if _EXAMPLE_LINE.match(line.strip())
        for example in _files_of(_restore(line))]


def _line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), start=1) if line.startswith(start))


def _deciding_group_and_rule(text):
    robots = parse_robots(text)
    # "/*sid=" URLs also contain "id=", so only the rule shows YandexBot used its own group, not Yandex's.
    decision = robots.check("/p?sid=1", agent="YandexBot")
    assert (decision.rule, decision.line, decision.group_agent) == (
        "Disallow: /*id=", _line_of(text, "Disallow: /*id="), "YandexBot")
    decision = robots.check("/p?sid=1", agent="YandexImages")
    assert (decision.rule, decision.line, decision.group_agent) == (
        "Disallow: /*sid=", _line_of(text, "Disallow: /*sid="), "Yandex")
    assert robots.check("/cgi-bin/", agent="Googlebot").group_agent == "*"


def _empty_disallow_is_allow_slash(text):
    # "то же, что и Allow: /": it ties with a "Disallow: /" added after it, and Allow wins a tie.
    assert parse_robots(text).check("/x").rule == "Disallow:"
    assert parse_robots(text + "Disallow: /\n").is_allowed("/x")


def _empty_allow_is_not_a_rule(text):
    robots = parse_robots(text)
    assert robots.groups[0].rules == () and [i.line for i in robots.ignored] == [_line_of(text, "Allow:")]
    assert not parse_robots(text + "Disallow: /\n").is_allowed("/x")


_SAMPLE_PATHS = ("/cgi-bin", "/cgi-bin/", "/cgi-bin/x", "/cgi-binary", "/cgi", "/example", "/example.html",
                 "/exampl", "/an/example", "/")


def _same_rules(text):
    # "Disallow: /cgi-bin*" and "Disallow: /cgi-bin": "то же самое".
    first, second = parse_robots(text).groups[0].rules
    assert [first.matches(p) for p in _SAMPLE_PATHS] == [second.matches(p) for p in _SAMPLE_PATHS]


def _star_dollar_is_a_prefix(text):
    # "Disallow: /example*$" is "так же, как 'Disallow: /example'".
    star_dollar = parse_robots(text).groups[0].rules[1]
    assert [star_dollar.matches(p) for p in _SAMPLE_PATHS] == [p.startswith("/example") for p in _SAMPLE_PATHS]


def _sitemaps(text):
    robots = parse_robots(text)
    urls = re.findall(r"https?://\S+", text)
    assert len(urls) == 2 and [s.url for s in robots.sitemaps] == urls
    assert [s.line for s in robots.sitemaps] == [_line_of(text, "sitemap: " + url) for url in urls]
    assert robots.is_allowed("/site_structure/")


def _host(value, *others):
    def check(text):
        robots = parse_robots(text)
        assert robots.host == value
        assert [(h.value, h.valid) for h in robots.hosts] == [(value, True)] + [(o, True) for o in others]
    return check


def _ignored_hosts(text):
    robots = parse_robots(text)
    assert robots.host is None and len(robots.hosts) == text.count("Host:") == 11
    assert [h.line for h in robots.hosts] == list(range(2, 13))
    assert all(h.problem and host_problem(h.value) == h.problem for h in robots.hosts)


def _crawl_delays(text):
    robots = parse_robots(text)
    assert (robots.crawl_delay("YandexBot"), robots.crawl_delay("Googlebot")) == (2.0, 4.5)


def _book_pages(text):
    robots = parse_robots(text)
    # Every address of the book the seed gives, "ref" or not, is one page: the one without "ref".
    urls = re.findall(r"www\.example\.com/some_dir/get_book\.pl\?[^\s,]+", SEED_TEXT)
    assert len(urls) >= 6
    assert {robots.clean_url(url) for url in urls} == {"www.example.com/some_dir/get_book.pl?book_id=123"}
    assert not robots.same_page(urls[0], urls[0].replace("book_id=123", "book_id=124"))
    other = "www.example.com/other.pl?ref=site_1&book_id=123"
    assert robots.clean_url(other) == other


def _fragment(text):
    """Clean-param lines the seed shows without a group, in one."""
    return parse_robots("User-agent: Yandex\n" + text)


def _syntax_is_not_a_rule(text):
    # "p0[&p1...] [path]" is the form, not a value: "[" is not allowed in the path prefix.
    robots = _fragment(text)
    assert robots.clean_params("YandexBot") == () and [i.line for i in robots.ignored] == [2]


def _one_clean_param(text):
    rule = parse_clean_param(text.split(":", 1)[1].strip())
    assert rule.params == ("s",) and rule.path_prefix == "/forum/showthread.php"
    assert rule.applies_to("/forum/showthread.php?s=1") and not rule.applies_to("/forum/index.php?s=1")
    assert strip_clean_params("/forum/showthread.php?s=1&t=2", [rule]) == "/forum/showthread.php?t=2"


def _clean_param_forms(text):
    robots = _fragment(text)
    rules = robots.clean_params("YandexBot")
    assert [(r.params, r.path_prefix, r.line) for r in rules] == [
        (("abc",), "/forum/showthread.php", 2),
        (("sid", "sort"), "/forum/*.php", 3),
        (("someTrash", "otherTrash"), "", 4),
    ]
    # "/forum/*.php" with the implicit trailing "*"
    assert robots.clean_url("http://e.com/forum/a/b.php5?sid=1&x=2") == "http://e.com/forum/a/b.php5?x=2"
    assert robots.clean_url("http://e.com/other/b.php?sid=1") == "http://e.com/other/b.php?sid=1"
    # no path: every page; names are case-sensitive
    assert robots.clean_url("http://e.com/?someTrash=1&sometrash=2") == "http://e.com/?sometrash=2"
    assert robots.clean_url("http://e.com/p?otherTrash") == "http://e.com/p"


def _drops(*names):
    """The addresses in the example's comment lose ``names``; those of one script become one page."""
    def check(text):
        robots = parse_robots(text)
        urls = re.findall(r"www\.\S+", text.split("User-agent", 1)[0])
        assert len(urls) == 2
        for url in urls:
            path, query = url.split("?", 1)
            kept = [pair for pair in query.split("&") if pair.split("=", 1)[0] not in names]
            assert robots.clean_url(url) == path + "?" + "&".join(kept)
        same_script = urls[0].split("?")[0] == urls[1].split("?")[0]
        assert robots.same_page(*urls) is same_script
        assert not parse_robots("User-agent: Yandex\nDisallow:\n").same_page(*urls)
    return check


def _over_the_size_limit_reads_like_this(text):
    big = parse_robots("User-agent: Yandex\nDisallow: /\n" + "#" * SIZE_LIMIT_BYTES + "\n")
    for path in ("/", "/x", "/private/a.html"):
        assert big.is_allowed(path) and parse_robots(text).is_allowed(path)


SEED_EXPECTATIONS = [
    # (name, a text of the example, what it decides): in the seed's order. A decision is (path, allowed)
    # for YandexBot or (robot, path, allowed); a function gets the example's text.
    ("robots' own groups", "Disallow: /*id=", [
        ("/page?id=1", False), ("/cgi-bin/a", True), ("YandexImages", "/p?sid=1", False),
        ("YandexImages", "/p?id=1", True), ("YandexImages", "/cgi-bin/a", True),
        ("Googlebot", "/cgi-bin/a", False), ("Googlebot", "/p?sid=1", True), _deciding_group_and_rule]),
    ("Disallow: / blocks the site", "Disallow: /", [("/", False), ("/any/page.html", False)]),
    ("Disallow: /cgi-bin", "Disallow: /cgi-bin", [("/cgi-bin/x", False), ("/cgi-binary", False), ("/about", True)]),
    ("Allow: /cgi-bin, Disallow: /", "Allow: /cgi-bin", [("/cgi-bin", True), ("/cgi-bin/x", True), ("/other", False)]),
    ("Allow: /catalog as written", "Allow: /catalog", [
        ("/catalog", True), ("/catalog/x", True), ("/", False), ("/news", False)]),
    ("Allow: /catalog sorted", "Allow: /catalog", [
        ("/catalog", True), ("/catalog/x", True), ("/", False), ("/news", False)]),
    ("Allow: /catalog/auto as written", "Allow: /catalog/auto", [
        ("/catalog", False), ("/catalog/moto", False), ("/catalog/auto/x", True), ("/news", True)]),
    ("Allow: /catalog/auto sorted", "Allow: /catalog/auto", [
        ("/catalog", False), ("/catalog/moto", False), ("/catalog/auto/x", True), ("/news", True)]),
    ("empty Disallow", "Disallow:", [("/x", True), _empty_disallow_is_allow_slash]),
    ("empty Allow", "Allow:", [("/x", True), _empty_allow_is_not_a_rule]),
    ("* inside a rule", "Disallow: /cgi-bin/*.aspx", [
        ("/cgi-bin/example.aspx", False), ("/cgi-bin/private/test.aspx", False), ("/private", False),
        ("/cgi-bin/private", False), ("/cgi-bin/a.html", True)]),
    ("a final * is implied", "Disallow: /cgi-bin*", [
        ("/cgi-bin/x", False), ("/cgi-bin", False), ("/cgi", True), _same_rules]),
    ("$ anchors", "Disallow: /example$", [("/example", False), ("/example.html", True)]),
    ("no $, a prefix", "Disallow: /example", [("/example", False), ("/example.html", False)]),
    ("*$ is no anchor", "Disallow: /example*$", [("/example", False), ("/example.html", False), _star_dollar_is_a_prefix]),
    ("sitemap", "sitemap:", [_sitemaps]),
    ("Host of the main mirror", "Host: www.glavnoye-zerkalo.ru", [
        ("/forum/t1", False), ("/cgi-bin/x", False), ("/news", True), _host("www.glavnoye-zerkalo.ru")]),
    ("Host after Disallow", "Host: www.myhost.ru", [("/x", True), _host("www.myhost.ru")]),
    ("Host anywhere, the first", "Host: myhost.ru", [("/cgi-bin", False), _host("myhost.ru", "www.myhost.ru")]),
    ("Host values ignored", "Host: www.myhost-.com", [_ignored_hosts]),
    ("Host of a subdomain", "Host: domen.myhost.ru", [_host("domen.myhost.ru")]),
    ("Crawl-delay", "Crawl-delay: 4.5", [
        ("/search", True), ("Googlebot", "/search", False), _crawl_delays]),
    ("Clean-param ref", "Clean-param: ref /some_dir/get_book.pl", [_book_pages]),
    ("Clean-param syntax", "Clean-param: p0", [_syntax_is_not_a_rule]),
    ("Clean-param s", "Clean-param: s /forum/showthread.php", [_one_clean_param]),
    ("Clean-param forms", "Clean-param: sid&sort /forum/*.php", [_clean_param_forms]),
    ("Clean-param for one script", "Clean-param: s /forum/showthread.php", [_drops("s")]),
    ("Clean-param for index.php", "Clean-param: sid /index.php", [_drops("sid")]),
    ("Clean-param, two parameters", "Clean-param: s&ref /forum*/showthread.php", [_drops("s", "ref")]),
    ("Clean-param, two scripts", "Clean-param: s /forum/index.php", [_drops("s")]),
    ("extensions: Allow: / wins a tie", "Allow: /", [("/x", True), ("/", True)]),
    ("extensions: * inside", "Disallow: /private*html", [
        ("/private*html", False), ("/private/test.html", False), ("/private/html/test.aspx", False),
        ("/private/test.htm", True)]),
    ("extensions: $", "Disallow: /private$", [
        ("/private", False), ("/private$", True), ("/private$test", True), ("/private/x", True)]),
    ("extensions: no blank line", "Allow: /", [("/x", True), ("Googlebot", "/x", False)]),
    ("extensions: comments", "комментарий3", [("/x", True), ("Googlebot", "/x", False)]),
    ("Allow: /archive", "Allow: /archive", [("/archive", True), ("/archive/2020", True), ("/news", False)]),
    ("the extended format", "Allow: /obsolete/private/*.html$", [
        ("/obsolete/private/a.html", True), ("/obsolete/private/a.htm", False), ("/a/private/b", False),
        ("/dir/index.php", False), ("/index.php?x=1", True), ("/a/old/b/c.zip", False), ("/a/new/c.zip", True)]),
    ("add.php?*user=", "Disallow: /add.php?*user=", [
        ("/add.php?id=1&user=2", False), ("/add.php?user=2", False), ("/add.php?id=1", True)]),
    ("a file over 32 KB", "Disallow:", [("/x", True), _over_the_size_limit_reads_like_this]),
    ("YandexCalendar", "User-agent: YandexCalendar", [
        ("YandexCalendar", "/", False), ("YandexBot", "/", True)]),
    ("YandexMobileBot", "User-agent: YandexMobileBot", [
        ("YandexMobileBot", "/private/a/b.txt", False), ("YandexMobileBot", "/private/b.txt.bak", True),
        ("/private/a/b.txt", True)]),
]


@pytest.mark.skipif(not SEED_FILES, reason=NO_SEED)
def test_every_example_of_the_seed_has_its_expectations():
    # A new or lost example shows here, not as expectations tested against the wrong text.
    assert len(SEED) == len(SEED_EXPECTATIONS), "\n----\n".join(SEED)
    for example, (name, text, _checks) in zip(SEED, SEED_EXPECTATIONS):
        assert text in example, (name, example)


@pytest.mark.parametrize("index", range(len(SEED_EXPECTATIONS)), ids=[e[0] for e in SEED_EXPECTATIONS])
def test_seed_example(index):
    if not SEED_FILES:
        pytest.skip(NO_SEED)
    if index >= len(SEED):
        pytest.fail("the seed has fewer examples than expected (see test_every_example_of_the_seed_has_...)")
    example = SEED[index]
    robots = parse_robots(example)
    for check in SEED_EXPECTATIONS[index][2]:
        if callable(check):
            check(example)
            continue
        agent, path, allowed = check if len(check) == 3 else ("YandexBot", *check)
        assert robots.check(path, agent=agent).allowed is allowed, (agent, path, example)


# --------------------------------------------------------------------------
# Host
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value", ["myhost.ru:8080", "myhost.ru:80", "https://myhost.ru", "пример.рф", "a1-b.example.com"]
)
def test_valid_host_forms(value):
    assert host_problem(value) is None


@pytest.mark.parametrize("value", ["", "http://myhost.ru", "myhost.ru:0", "myhost.ru:", "myhost.ru:8o"])
def test_more_invalid_host_forms(value):
    assert host_problem(value) is not None


def test_invalid_host_is_skipped_for_the_next_valid_one():
    robots = parse_robots("Host: my_host.ru\nHost: myhost.ru\n")
    assert robots.host == "myhost.ru"
    assert not robots.hosts[0].valid and "my_host" in robots.hosts[0].problem


# --------------------------------------------------------------------------
# Crawl-delay
# --------------------------------------------------------------------------


def test_fractional_crawl_delay():
    robots = parse_robots("User-agent: YandexBot\nCrawl-delay: 0.5\n")
    assert robots.crawl_delay("YandexBot") == 0.5
    assert robots.crawl_delay("Googlebot") is None


@pytest.mark.parametrize("value", ["abc", "-1", "inf", "nan", "1,5", ""])
def test_malformed_crawl_delay_is_ignored(value):
    robots = parse_robots(f"User-agent: *\nCrawl-delay: {value}\n")
    assert robots.crawl_delay("YandexBot") is None
    assert [i.line for i in robots.ignored] == [2]


def test_first_crawl_delay_wins():
    robots = parse_robots("User-agent: *\nCrawl-delay: 1\nCrawl-delay: 3\n")
    assert robots.crawl_delay("YandexBot") == 1.0


# --------------------------------------------------------------------------
# Clean-param
# --------------------------------------------------------------------------

def test_clean_param_belongs_to_the_selected_group():
    robots = parse_robots(
        "User-agent: YandexBot\nDisallow:\nClean-param: a\n\nUser-agent: *\nClean-param: b\n"
    )
    assert robots.clean_url("/p?a=1&b=2", agent="YandexBot") == "/p?b=2"
    assert robots.clean_url("/p?a=1&b=2", agent="Googlebot") == "/p?a=1"


def test_clean_param_keeps_fragment_and_other_params_in_order():
    rule = parse_clean_param("utm", 1)
    assert strip_clean_params("/p?z=1&utm=x&a=2#top", [rule]) == "/p?z=1&a=2#top"
    assert strip_clean_params("/p#utm=x", [rule]) == "/p#utm=x"


def test_clean_param_length_limit_is_500_characters():
    assert not isinstance(parse_clean_param("p" * 500), str)
    assert isinstance(parse_clean_param("p" * 501), str)


@pytest.mark.parametrize(
    "value", ["", "a /x /y", "a&&b /x", "s /forum/show?thread", "s /forum/x.php$", "s /форум"]
)
def test_invalid_clean_param_is_ignored_with_a_reason(value):
    robots = parse_robots(f"User-agent: *\nClean-param: {value}\n")
    assert robots.clean_params("YandexBot") == ()
    assert [i.line for i in robots.ignored] == [2]


# --------------------------------------------------------------------------
# Size limit, missing file, HTTP answers
# --------------------------------------------------------------------------

DISALLOW_ALL = "User-agent: Yandex\nDisallow: /\nHost: myhost.ru\nSitemap: http://myhost.ru/s.xml\n"


def _padded(size: int) -> bytes:
    data = DISALLOW_ALL.encode()
    return data + b"#" * (size - len(data) - 1) + b"\n"


def test_file_of_exactly_32_kb_is_read():
    robots = parse_robots(_padded(SIZE_LIMIT_BYTES))
    assert SIZE_LIMIT_BYTES == 32768
    assert robots.unrestricted_reason is None
    assert not robots.is_allowed("/x")


def test_file_over_32_kb_allows_everything():
    robots = parse_robots(_padded(SIZE_LIMIT_BYTES + 1))
    assert robots.unrestricted_reason and "32 KB" in robots.unrestricted_reason
    assert robots.check("/x") == Decision(True, None, None, None)
    # treated like "User-agent: Yandex / Disallow:" — nothing else survives
    assert (robots.hosts, robots.sitemaps, robots.groups) == ((), (), ())
    assert robots.ends_with_empty_line


def test_size_limit_counts_bytes_not_characters():
    comment = "# " + "ж" * (SIZE_LIMIT_BYTES // 2) + "\n"  # fewer chars than bytes
    assert len(DISALLOW_ALL + comment) < SIZE_LIMIT_BYTES
    assert parse_robots(DISALLOW_ALL + comment).is_allowed("/x")


def test_missing_file_allows_everything():
    for robots in (parse_robots(None), RobotsTxt.allow_all()):
        decision = robots.check("https://example.com/private", agent="YandexBot")
        assert decision.allowed and decision.rule is None
        assert robots.unrestricted_reason
        assert robots.crawl_delay("YandexBot") is None
        assert not robots.ends_with_empty_line


@pytest.mark.parametrize("status", [404, 403, 500, 301])
def test_non_200_answer_allows_everything(status):
    robots = robots_from_response(status, DISALLOW_ALL.encode())
    assert robots.is_allowed("/x") and str(status) in robots.unrestricted_reason


def test_200_text_answer_is_parsed_and_non_text_is_not():
    assert not robots_from_response(200, DISALLOW_ALL.encode(), "text/plain; charset=utf-8").is_allowed("/x")
    assert robots_from_response(200, DISALLOW_ALL.encode(), "image/png").is_allowed("/x")


def test_empty_file_allows_everything():
    assert parse_robots("").is_allowed("/x")


# --------------------------------------------------------------------------
# Parsing details
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(DISALLOW_ALL.encode(), id="LF bytes"),
        pytest.param(DISALLOW_ALL.replace("\n", "\r\n").encode(), id="CRLF"),
        pytest.param(DISALLOW_ALL.replace("\n", "\r").encode(), id="CR only"),
        pytest.param(b"\xef\xbb\xbf" + DISALLOW_ALL.encode(), id="BOM bytes"),
        pytest.param("\ufeff" + DISALLOW_ALL, id="BOM str"),
    ],
)
def test_line_endings_bom_and_bytes(data):
    robots = parse_robots(data)
    decision = robots.check("/x")
    assert (decision.allowed, decision.rule, decision.line) == (False, "Disallow: /", 2)
    assert robots.host == "myhost.ru" and robots.hosts[0].line == 3
    assert robots.ends_with_empty_line


@pytest.mark.parametrize(
    ("text", "agent", "allowed"),
    [
        # A version or comment after the robot's name: its name still (RFC 9309 2.2.1).
        ("User-agent: YandexBot/3.0\nDisallow: /\n", "YandexBot", False),
        ("User-agent: YandexBot (compatible)\nDisallow: /\n", "YandexBot", False),
        # "Yandex" covers every Yandex robot; a part of a name covers none (it took the "*" group's place).
        ("User-agent: Yandex\nDisallow: /\n", "YandexImages", False),
        ("User-agent: *\nAllow: /\n\nUser-agent: Y\nDisallow: /\n", "YandexBot", True),
        ("User-agent: *\nAllow: /\n\nUser-agent: YandexB\nDisallow: /\n", "YandexBot", True),
        ("User-agent: YandexBot\nDisallow: /\n", "YandexImages", True),
        ("User-agent: Yandex*\nDisallow: /\n", "YandexBot", False),
    ],
)
def test_a_user_agent_line_names_a_robot_by_its_whole_name(text, agent, allowed):
    """Found by an audit: "YandexBot/3.0" was read as a name no robot has, and "Y" as a prefix of
    every Yandex robot's."""
    assert parse_robots(text).is_allowed("/a", agent) is allowed


def test_invalid_utf8_is_tolerated():
    robots = parse_robots(b"User-agent: *\nDisallow: /\xff\xfe\n")
    assert robots.is_allowed("/x") and robots.groups[0].rules[0].line == 2


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("User-agent: *\nAllow: /\n", True),
        ("User-agent: *\r\nAllow: /\r\n", True),
        ("User-agent: *\rAllow: /\r", True),
        ("User-agent: *\nAllow: /\n\n", True),
        ("User-agent: *\nAllow: /", False),
        ("User-agent: *\nAllow: /\n  ", False),
        ("", False),
    ],
)
def test_ends_with_empty_line(text, expected):
    assert parse_robots(text).ends_with_empty_line is expected
    assert parse_robots(text.encode()).ends_with_empty_line is expected


def test_user_agent_is_case_insensitive_and_most_specific_wins():
    robots = parse_robots(
        "user-agent: *\nDisallow: /a\n\nUSER-AGENT: yandex\nDisallow: /b\n\n"
        "User-agent: YANDEXBOT\nDisallow: /c\n"
    )
    assert robots.check("/c", agent="YandexBot").group_agent == "YANDEXBOT"
    assert robots.is_allowed("/a", agent="YandexBot") and robots.is_allowed("/b", agent="yandexbot")
    assert not robots.is_allowed("/b", agent="YandexNews")
    assert not robots.is_allowed("/a", agent="Googlebot")


def test_no_yandex_and_no_star_group_means_unrestricted():
    robots = parse_robots("User-agent: Googlebot\nDisallow: /\n")
    decision = robots.check("/x", agent="YandexBot")
    assert decision.allowed and decision.group_agent is None


def test_blank_lines_and_comments_do_not_split_a_record():
    # Yandex finds records by their "User-agent:" lines, so a blank line
    # between two User-agent lines does not end the first (empty) record.
    robots = parse_robots("User-agent: YandexBot\n\n# note\nUser-agent: Googlebot\nDisallow: /\n")
    assert not robots.is_allowed("/x", agent="YandexBot")
    assert robots.groups[0].agents == ("YandexBot", "Googlebot")


def test_user_agent_after_rules_starts_a_new_group_and_same_agents_merge():
    robots = parse_robots(
        "User-agent: YandexBot\nDisallow: /a\nUser-agent: Googlebot\nDisallow: /b\n"
        "User-agent: YandexBot\nDisallow: /c\n"
    )
    assert len(robots.groups) == 3
    assert not robots.is_allowed("/a") and not robots.is_allowed("/c")
    assert robots.is_allowed("/b")


def test_host_and_sitemap_do_not_end_a_user_agent_run():
    robots = parse_robots("User-agent: YandexBot\nHost: a.ru\nUser-agent: Googlebot\nDisallow: /\n")
    assert not robots.is_allowed("/x", agent="YandexBot")


def test_ignored_lines_are_reported():
    robots = parse_robots(
        "Disallow: /early\nUser-agent: *\nAllow:\nRequest-rate: 1/5\nno colon here\n"
    )
    assert [i.line for i in robots.ignored] == [1, 3, 4, 5]
    assert robots.is_allowed("/early")


@pytest.mark.parametrize(("line", "reason"), [
    ("Disalow: /x", "'Disalow' is not a directive; did you mean 'Disallow'?"),
    ("Useragent: Yandex", "'Useragent' is not a directive; did you mean 'User-agent'?"),
    ("Clean-params: ref", "'Clean-params' is not a directive; did you mean 'Clean-param'?"),
    ("Noindex: /y", "Yandex does not support the directive 'Noindex'"),
    ("Request-rate: 1/5", "Yandex does not support the directive 'Request-rate'"),
])
def test_an_unknown_directive_names_the_one_it_was_probably_meant_to_be(line, reason):
    robots = parse_robots(f"User-agent: *\n{line}\n")
    assert [(i.line, i.reason) for i in robots.ignored] == [(2, reason)]


def test_decision_names_rule_as_written_and_its_line():
    robots = parse_robots("User-agent: YandexBot\nDisallow: /private # секрет\nallow: /private/ok\n")
    assert robots.check("https://e.ru/private/x").rule == "Disallow: /private"
    assert robots.check("https://e.ru/private/x").line == 2
    assert robots.check("https://e.ru/private/ok").rule == "allow: /private/ok"
    nothing = robots.check("https://e.ru/public")
    assert (nothing.allowed, nothing.rule, nothing.line, nothing.group_agent) == (
        True,
        None,
        None,
        "YandexBot",
    )


def test_empty_disallow_competes_as_allow_slash():
    # "Disallow:" is "the same as Allow: /", which ties with "Disallow: /"
    # and Allow wins a tie.
    decision = parse_robots("User-agent: Yandex\nDisallow:\nDisallow: /\n").check("/x")
    assert (decision.allowed, decision.rule) == (True, "Disallow:")
    assert not parse_robots("User-agent: Yandex\nDisallow:\nDisallow: /x\n").is_allowed("/x")


@pytest.mark.parametrize(("allow", "disallow", "path"), [
    ("/cgi-bin", "/cgi-bin*", "/cgi-bin/x"), ("/example", "/example*$", "/example.html"),
    ("/", "/*", "/feed.rss"), ("/turbo", "/turbo**", "/turbo.rss")])
def test_a_final_star_does_not_make_a_rule_longer(allow, disallow, path):
    """Seed 004: "Disallow: /cgi-bin*" is the same as "Disallow: /cgi-bin" and "/example*$" as
    "/example", so against an Allow of the same prefix the tie goes to Allow; the star was counted
    in the rule's length and the Disallow won (found by an audit)."""
    for text in (f"User-agent: Yandex\nAllow: {allow}\nDisallow: {disallow}\n",
                 f"User-agent: Yandex\nDisallow: {disallow}\nAllow: {allow}\n"):
        decision = parse_robots(text).check(path)
        assert (decision.allowed, decision.rule) == (True, f"Allow: {allow}"), text


def test_percent_encoding_normalisation():
    robots = parse_robots("User-agent: *\nDisallow: /ツ\nDisallow: /a%2fb\n")
    assert not robots.is_allowed("/%e3%83%84/page")
    assert not robots.is_allowed("/ツ/page")
    assert not robots.is_allowed("/a%2Fb")
    assert robots.is_allowed("/a/b")


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("https://user@host.ru:8080/p;x?q=1#frag", "/p;x?q=1"),
        ("http://host.ru", "/"),
        ("http://host.ru?q", "/?q"),
        ("www.example.com/some_dir/get_book.pl?ref=1", "/some_dir/get_book.pl?ref=1"),
        ("//folder/page", "//folder/page"),
        ("/путь", "/%D0%BF%D1%83%D1%82%D1%8C"),
    ],
)
def test_request_path(url, path):
    assert request_path(url) == path


def test_turbo_publishing_robots_lets_yandexbot_fetch_the_feed():
    robots = parse_robots(
        "User-agent: *\nDisallow: /\n\nUser-agent: YandexBot\nAllow: /feed.rss\n"
        "Disallow: /\nCrawl-delay: 0.5\n"
    )
    assert robots.check("https://example.com/feed.rss").allowed
    assert not robots.check("https://example.com/feed.rss", agent="Googlebot").allowed
    assert robots.crawl_delay("YandexBot") == 0.5
    assert robots.ends_with_empty_line


@pytest.mark.parametrize(
    ("rule", "path"),
    [("/foo/bar/%62%61%7A", "/foo/bar/baz"), ("/~joe", "/%7Ejoe"), ("/%7ejoe", "/~joe"),
     ("/my%20feed", "https://e.example/my feed.xml"), ("/a-b_c.d", "/%61%2D%62%5F%63%2E%64")],
)
def test_an_escaped_unreserved_character_is_the_character(rule, path):
    """RFC 9309 2.2.2: a percent-encoded unreserved character is compared as itself (found by an
    audit: "/foo/bar/%62%61%7A" did not close "/foo/bar/baz")."""
    assert not parse_robots(f"User-agent: *\nDisallow: {rule}\n").is_allowed(path, "YandexBot")


def test_an_escaped_reserved_character_stays_apart_from_the_character():
    robots = parse_robots("User-agent: *\nDisallow: /a%2Fb\n")
    assert robots.is_allowed("/a/b", "YandexBot") and not robots.is_allowed("/a%2fb", "YandexBot")


def test_an_agent_given_with_its_version_is_its_name():
    robots = parse_robots("User-agent: *\nDisallow: /\n\nUser-agent: YandexBot\nAllow: /\n")
    assert robots.is_allowed("/b", "YandexBot/3.0")
