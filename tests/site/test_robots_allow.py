"""Opening forbidden pages with the fewest lines, and nothing a narrower rule closes.

The proof is by re-checking with the parser: every page asked for is allowed
afterwards, nothing allowed before is closed, and whatever else the new lines
open was closed only by a rule broader than the directory or page they name.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from turbo_editor.site.robots import parse_robots, pattern_length, request_path
from turbo_editor.site.robots_allow import MIN_LINES_SAVED, plan_allow_lines
from turbo_editor.site.robots_checks import FEED_DISALLOWED, ITEM_DISALLOWED, check_robots, fix_all
from turbo_editor.site.text_edits import LineEdits

SITE = "https://example.com"

# YandexBot obeys the "Yandex" group; the "*" group is for everyone else.
BLOG_ROBOTS = """User-agent: *
Disallow: /

User-agent: Yandex
Disallow: /blog/
Disallow: /*?
Disallow: /*.pdf$
Disallow: /private/
Allow: /blog/about
Crawl-delay: 1
"""
FEED = SITE + "/blog/turbo.rss"
ITEMS = ([f"{SITE}/blog/2024/{month:02d}/post-{n:03d}" for month in range(1, 11) for n in range(25)]
         + [f"{SITE}/blog/2023/12/note-{n}" for n in range(40)]
         + [f"{SITE}/blog/2022/show?id={n}" for n in range(10)])


def obeyed_rules(text, agent="YandexBot"):
    return [rule for group in parse_robots(text).groups_for(agent) for rule in group.rules]


def added_lines(before: str, after: str) -> list[str]:
    """The lines ``after`` adds to ``before``, which must keep every line of ``before`` in order."""
    added, old = [], iter(before.splitlines())
    expected = next(old, None)
    for line in after.splitlines():
        if line == expected:
            expected = next(old, None)
        else:
            added.append(line)
    assert expected is None, f"line {expected!r} was changed or removed"
    return added


def test_300_forbidden_items_become_17_lines_that_open_them_and_keep_the_rest_closed():
    assert len(ITEMS) == 300
    before = parse_robots(BLOG_ROBOTS)
    report = check_robots(BLOG_ROBOTS, FEED, ITEMS)
    assert {p.code for p in report.problems} == {FEED_DISALLOWED, ITEM_DISALLOWED}
    assert sum(len(p.urls) for p in report.problems) == 301

    fix = fix_all(BLOG_ROBOTS, FEED, ITEMS)
    lines = added_lines(BLOG_ROBOTS, fix.text)
    # 1 for the feed, 3 per directory (/blog/2024/, /blog/2023/12/: the Allow and the two narrower
    # rules restated inside it), 10 for the pages with a query, which "Disallow: /*?" closes.
    assert len(lines) == 17, lines
    assert lines[:4] == ["Allow: /blog/turbo.rss$", "Allow: /blog/2024/", "Disallow: /blog/2024/*?",
                         "Disallow: /blog/2024/*.pdf$"]
    assert "Allow: /blog/2022/show?id=3$" in lines
    after = parse_robots(fix.text)
    assert check_robots(fix.text, FEED, ITEMS).ok

    # Every feed and item URL, for YandexBot.
    for url in [FEED, *ITEMS]:
        assert after.check(url, "YandexBot").allowed, url
    # URLs the user disallowed, under the rules that close the items, that are not item URLs.
    closed = ["/blog/", "/blog/index.html", "/blog/2021/01/post-001", "/blog/2023/11/x", "/blog/2023/12",
              "/blog/2024", "/blog/2024/01/post-001?print=1", "/blog/2024/01/post-001?utm_source=x",
              "/blog/2024/report.pdf", "/blog/2023/12/note-1?page=2", "/blog/2023/12/scan.pdf",
              "/blog/2022/show?id=3&print=1", "/blog/2022/show", "/blog/2022/other",
              "/blog/turbo.rss.bak", "/blog/turbo.rss?x=1", "/private/", "/private/blog/2024/x",
              "/search?q=blog", "/news/1.pdf"]
    closed += [f"/blog/20{year}/{n}/draft" for year in (19, 20, 21, 22) for n in range(5)]
    for path in closed:
        assert not before.check(path, "YandexBot").allowed, path
        assert not after.check(path, "YandexBot").allowed, path
    # What the user allowed stays allowed, for YandexBot and for every other robot.
    for path in ["/blog/about", "/news/1", "/", "/private"]:
        assert after.check(path, "YandexBot").allowed and before.check(path, "YandexBot").allowed
    for path in ["/", "/blog/2024/01/post-001", "/news/1"]:
        assert not after.check(path, "Googlebot").allowed
    # The directories are opened as a whole, and the suggestion says so.
    assert after.check("/blog/2024/11/not-in-the-feed", "YandexBot").allowed
    assert "opens them as a whole" in fix.change


def test_a_few_pages_keep_a_line_each():
    text = "User-agent: *\nDisallow: /\n"
    links = [f"{SITE}/news/{n}" for n in range(MIN_LINES_SAVED)]
    fix = fix_all(text, None, links)
    assert added_lines(text, fix.text) == ["Allow: /news/0$", "Allow: /news/1$"]
    fixed = parse_robots(fix.text)
    for closed in ("/news/2", "/news/10", "/news/1-draft", "/news/1?print=1", "/news/0/comments"):
        assert not fixed.check(closed).allowed, closed        # a page line opens its page alone
    more = [f"{SITE}/news/{n}" for n in range(MIN_LINES_SAVED + 1)]
    assert added_lines(text, fix_all(text, None, more).text) == ["Allow: /news/"]


def test_a_directory_the_rule_itself_names_is_never_opened():
    # "Disallow: /drafts" closes /drafts/ and "Disallow: /blog/" closes /blog/: an Allow for the same
    # directory would undo the rule; the pages get a line each.
    for text, base in (("User-agent: *\nDisallow: /drafts\n", "/drafts/"),
                       ("User-agent: *\nDisallow: /blog/\n", "/blog/")):
        paths = [f"{base}{n}" for n in range(30)]
        plan = plan_allow_lines(obeyed_rules(text), paths)
        assert plan.directories == () and len(plan.lines) == 30
        fixed = parse_robots(LineEdits(text).insert_after(1, *plan.lines).apply())
        assert all(fixed.check(p).allowed for p in paths)
        assert not fixed.check(base + "other").allowed


def test_a_narrower_rule_is_restated_inside_the_opened_directory():
    text = "User-agent: *\nDisallow: /shop/\nDisallow: /*/cart\n"
    paths = [f"/shop/items/{n}" for n in range(10)]
    plan = plan_allow_lines(obeyed_rules(text), paths)
    # "/*/cart" reaches into /shop/items/ two ways: a path segment "cart" anywhere below, or
    # "/shop/items/cart..." itself.
    assert plan.lines == ("Allow: /shop/items/", "Disallow: /shop/items/*/cart", "Disallow: /shop/items/cart")
    fixed = parse_robots(LineEdits(text).insert_after(1, *plan.lines).apply())
    assert all(fixed.check(p).allowed for p in paths)
    for path in ("/shop/items/cart", "/shop/items/5/cart", "/shop/items/a/b/cart/x", "/shop/other"):
        assert not fixed.check(path).allowed, path


def test_no_directory_when_restating_a_rule_would_close_what_an_allow_opens():
    # "Allow: /*?page=all" outranks "Disallow: /catalog/" and "Disallow: /*?"; a restated
    # "Disallow: /catalog/new/*?" would outrank it in turn.
    text = "User-agent: *\nDisallow: /catalog/\nDisallow: /*?\nAllow: /*?page=all\n"
    paths = [f"/catalog/new/{n}" for n in range(10)]
    plan = plan_allow_lines(obeyed_rules(text), paths)
    assert plan.directories == () and plan.lines == tuple(f"Allow: {p}$" for p in paths)
    fixed = parse_robots(LineEdits(text).insert_after(1, *plan.lines).apply())
    assert fixed.check("/catalog/new/1?page=all").allowed


def test_a_longer_rule_is_outranked_by_an_exact_line_or_not_at_all():
    # Stars count in a rule's length: "/*long-*rule" (12 characters) outranks even "/long-rule$" (11).
    text = "User-agent: *\nDisallow: /a.html$\nDisallow: /*long-*rule\n"
    assert plan_allow_lines(obeyed_rules(text), ["/a.html"]).lines == ("Allow: /a.html$",)
    assert plan_allow_lines(obeyed_rules(text), ["/long-rule"]) is None


# --------------------------------------------------------------------------
# Any rules, any pages: the property
# --------------------------------------------------------------------------

# Paths in a few nested directories, so that directories are worth opening; rules that close some
# of them, or reach into them with "*" (what the restated Disallow lines are for).
SEGMENTS = ["a/", "b/", "ab/", "a", "b", "x"]
ENDINGS = ["", "?x=1", ".pdf", "/", "-1"]
PIECES = SEGMENTS + ENDINGS[1:]
directory = st.lists(st.sampled_from(SEGMENTS[:3]), max_size=3).map(lambda parts: "/" + "".join(parts))
leaf = st.tuples(st.lists(st.sampled_from(SEGMENTS), max_size=2), st.sampled_from(ENDINGS)).map(
    lambda p: "".join(p[0]) + p[1])
path_text = st.tuples(directory, leaf).map("".join)
# Pages cluster in a few directories, as a feed's do.
cluster = st.tuples(directory, st.lists(leaf, min_size=1, max_size=12)).map(
    lambda c: [c[0] + name for name in c[1]])
pages = st.lists(cluster, min_size=1, max_size=4).map(lambda cs: [p for c in cs for p in c])
pattern = st.tuples(st.lists(st.sampled_from(PIECES + ["*", "*", "/"]), max_size=4), st.booleans()).map(
    lambda p: "/" + "".join(p[0]) + ("$" if p[1] else ""))
rule_line = st.one_of(
    st.tuples(st.booleans(), pattern).map(lambda r: f"{'Allow' if r[0] else 'Disallow'}: {r[1]}"),
    st.sampled_from(["Disallow: /*?", "Disallow: /*.pdf$", "Disallow: /a", "Disallow: /*b/x", "Disallow: /*/a",
                     "Disallow: /a/*-1", "Allow: /*?x=1", "Allow: /a/a", "Disallow: /*a$"]))


def _covers(rule, prefix: str) -> bool:
    """Whether ``rule`` matches every path that starts with ``prefix`` (checked on the parser's own regex)."""
    if rule.pattern.endswith("$") and not rule.pattern.endswith("*$"):
        return False
    return rule.matches(prefix)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.lists(rule_line, min_size=1, max_size=6), wanted=pages,
       probes=st.lists(path_text, max_size=40))
def test_the_plan_opens_the_pages_and_only_what_broader_rules_close(rules, wanted, probes):
    text = "User-agent: *\nDisallow: /\n" + "\n".join(rules) + "\n"
    before = parse_robots(text)
    targets = [p for p in dict.fromkeys(request_path(w) for w in wanted) if not before.check(p).allowed]
    if not targets:
        return
    plan = plan_allow_lines(obeyed_rules(text), targets)
    if plan is None:
        return
    after = parse_robots(LineEdits(text).insert_after(1, *plan.lines).apply())
    assert all(after.check(t).allowed for t in targets)
    added = {f"Allow: {p}" for p in plan.directories + plan.pages}
    extended = [t + piece for t in targets for piece in PIECES]
    inside = [d + piece + tail for d in plan.directories for piece in PIECES for tail in ("", "?x=1", ".pdf")]
    for path in [*probes, *extended, *inside]:
        old, new = before.check(path), after.check(path)
        if old.allowed:
            assert new.allowed, path  # nothing allowed before is closed
        elif new.allowed and path not in targets:
            # Opened by one of the new lines, and only over rules broader than what that line names.
            assert new.rule in added, (path, new.rule)
            opened = new.rule.split(": ", 1)[1]
            assert not opened.endswith("$")
            for rule in before.groups_for("YandexBot")[0].rules:
                if not rule.allow and rule.matches(path) and pattern_length(rule.pattern) <= len(opened):
                    assert _covers(rule, opened), (path, opened, rule.text)
                    assert rule.pattern.rstrip("*") != opened, (path, opened, rule.text)


def test_a_link_with_thousands_of_slashes_is_planned_like_any_other():
    text = "User-agent: *\nDisallow: /\n"
    deep = ["/" + "d/" * 3000 + f"page-{n}" for n in range(5)]
    plan = plan_allow_lines(obeyed_rules(text), deep)
    assert len(plan.lines) == 1 and plan.directories[0].count("/") == 33
    fixed = parse_robots(LineEdits(text).insert_after(1, *plan.lines).apply())
    assert all(fixed.check(p).allowed for p in deep)
