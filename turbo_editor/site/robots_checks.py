"""Publishing checks of robots.txt for a Turbo feed, each failure with a fix to copy.

What must hold (seed 000 "Updating the Turbo page", TURBO.md "Publishing"):
YandexBot may fetch the feed URL; a Crawl-delay YandexBot obeys is 0.1 to 2;
the last line of robots.txt is empty. What is worth knowing besides: item
pages YandexBot may not fetch, item links that Clean-param folds into one
page, Host lines Yandex ignores, and every other line Yandex ignores (a
misspelt directive, a rule before any User-agent, a Crawl-delay that is not a
number), each with its line.

A suggestion is the user's own text with the smallest edit that removes one
failure, and a unified diff of it. It is offered only after the same check,
run on the suggested text, no longer finds that failure. Pages the robot may
not fetch are opened with the fewest lines (``robots_allow``): a directory
where that opens nothing a narrower rule closes, else a line per page.
``fix_all`` gives one file that fixes every failure a change can fix; that is
the suggestion to show when there are several.

    report = check_robots(text, "https://example.com/turbo.rss", item_links)
    for problem in report.problems:
        problem.line, problem.message
    fix_all(text, "https://example.com/turbo.rss", item_links).diff
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..check.rule import Severity
from ..messages import _, ngettext
from .robots import (
    DEFAULT_AGENT,
    LINE_BREAK,
    Decision,
    Group,
    HostLine,
    RobotsTxt,
    ascii_host,
    host_problem,
    parse_robots,
    request_path,
)
from .robots_allow import AllowPlan, plan_allow_lines
from .text_edits import LineEdits, line_break, split_lines, unified_diff

FEED_DISALLOWED = "feed-disallowed"
CRAWL_DELAY_RANGE = "crawl-delay-range"
NO_FINAL_EMPTY_LINE = "no-final-empty-line"
ITEM_DISALLOWED = "item-disallowed"
CLEAN_PARAM_DUPLICATES = "clean-param-duplicates"
HOST_INVALID = "host-invalid"
HOST_NOT_USED = "host-not-used"
IGNORED_LINE = "ignored-line"
NOT_UTF8 = "not-utf8"

# "If you use the Crawl-delay directive ... specify it for the robot separately
# (with a value from 0.1 to 2)" (seed 000).
CRAWL_DELAY_MIN = 0.1
CRAWL_DELAY_MAX = 2.0


@dataclass(frozen=True)
class Suggestion:
    """A whole suggested robots.txt, the diff from the user's text, and what changed in words."""

    text: str
    diff: str
    change: str

    def to_dict(self) -> dict:
        return {"change": self.change, "text": self.text, "diff": self.diff}


@dataclass(frozen=True)
class RobotsProblem:
    code: str
    severity: str
    message: str
    line: int | None = None                 # the line of robots.txt at fault, if one is
    urls: tuple[str, ...] = ()
    suggestion: Suggestion | None = None

    def to_dict(self, with_suggestion: bool = True) -> dict:
        data = {"code": self.code, "severity": self.severity, "message": self.message,
                "line": self.line, "urls": list(self.urls)}
        if with_suggestion:
            data["suggestion"] = None if self.suggestion is None else self.suggestion.to_dict()
        return data


@dataclass(frozen=True)
class RobotsReport:
    agent: str
    feed_url: str | None
    feed: Decision | None                   # None when no feed URL was given
    items: tuple[tuple[str, Decision], ...]
    problems: tuple[RobotsProblem, ...]
    # Item links on another site than the feed: that site's robots.txt governs them.
    other_site_links: tuple[str, ...] = ()
    # Why Yandex ignores the file as a whole (missing, too big, ...), if it does.
    unrestricted_reason: str | None = None

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict:
        feed = self.feed
        return {"agent": self.agent, "feed_url": self.feed_url,
                "feed_allowed": None if feed is None else feed.allowed,
                "feed_rule": None if feed is None else feed.rule,
                "unrestricted_reason": self.unrestricted_reason,
                "other_site_links": list(self.other_site_links),
                "problems": [p.to_dict() for p in self.problems]}


def check_robots(text: str | None, feed_url: str | None, item_links: Iterable[str] = (), *,
                 agent: str = DEFAULT_AGENT, size: int | None = None) -> RobotsReport:
    """Check robots.txt ``text`` (None: the site has none) for a feed and its item links.

    Item links on another scheme, host or port than ``feed_url`` are not
    judged by this file; they are listed in ``other_site_links``. ``size``:
    the bytes of the file ``text`` was read from, which the 32 KB limit is on.
    """
    robots = parse_robots(text, size)
    text = text or ""
    links, elsewhere = _same_site(feed_url, item_links)
    problems: list[RobotsProblem] = []
    feed = robots.check(feed_url, agent) if feed_url else None
    if feed is not None and not feed.allowed:
        problems.append(_feed_problem(text, robots, feed_url, feed, agent))
    problems += _crawl_delay_problems(text, robots, agent)
    if text and not robots.ends_with_empty_line:
        problems.append(_final_line_problem(text))
    decisions = tuple((url, robots.check(url, agent)) for url in links)
    problems += _item_problems(text, robots, decisions, agent)
    problems += _duplicate_problems(text, robots, links, agent)
    problems += _host_problems(text, robots)
    problems += _ignored_line_problems(robots)
    problems += _not_utf8_problems(text)
    # Errors first, then warnings, each in the order of the lines they are about.
    problems.sort(key=lambda p: (Severity(p.severity).rank, p.line or 0))
    return RobotsReport(agent, feed_url, feed, decisions, tuple(problems), elsewhere,
                        robots.unrestricted_reason)


def check_feed_robots(doc, text: str | None, feed_url: str | None = None, *,
                      agent: str = DEFAULT_AGENT, size: int | None = None) -> RobotsReport:
    """check_robots for a FeedDocument: its atom:link rel=self (unless ``feed_url``) and item links."""
    channel = doc.channel
    if channel is None:
        return check_robots(text, feed_url, (), agent=agent, size=size)
    links = [link.strip() for link in (item.link for item in channel.items) if link and link.strip()]
    return check_robots(text, feed_url or channel.self_link, links, agent=agent, size=size)


def fix_all(text: str | None, feed_url: str | None, item_links: Iterable[str] = (), *,
            agent: str = DEFAULT_AGENT, size: int | None = None) -> Suggestion | None:
    """One robots.txt with every fixable failure fixed.

    The suggestions are applied one at a time, each re-checked, from the
    bottom of the file up: a change never moves the lines above it, so the
    line numbers each change names are those of the user's file. Last, the
    feed and every item page the robot may not fetch are opened together, so
    pages that different rules close still share the fewest lines.
    """
    if not text:
        return None
    links = list(item_links)
    current, changes = text, []
    # Each round removes a failure; the bound only guards against a fix that undoes another.
    first = check_robots(text, feed_url, links, agent=agent, size=size)
    if first.unrestricted_reason and not check_robots(text, feed_url, links, agent=agent).unrestricted_reason:
        return None             # the file's bytes are over the limit: Yandex reads none of its lines
    rounds = len(first.problems) * 2 + 2
    for opening in (False, True):
        for _round in range(rounds):
            report = check_robots(current, feed_url, links, agent=agent)
            found = [p for p in report.problems if (p.code in (FEED_DISALLOWED, ITEM_DISALLOWED)) == opening]
            step = None
            if opening and found:
                closed = [url for p in found for url in p.urls]
                step = _allow_suggestion(current, parse_robots(current), closed, found[0].line, agent)
            fixable = [p for p in found if p.suggestion]
            if step is None and fixable:
                step = max(fixable, key=lambda p: p.line or 0).suggestion
            if step is None:
                break
            current = step.text
            changes.append(step.change)
    if current == text:
        return None
    return Suggestion(current, unified_diff(text, current), "; ".join(changes))


# --------------------------------------------------------------------------
# The checks
# --------------------------------------------------------------------------


def _feed_problem(text: str, robots: RobotsTxt, url: str, decision: Decision, agent: str) -> RobotsProblem:
    return RobotsProblem(
        FEED_DISALLOWED, Severity.ERROR,
        _("{agent} may not fetch the feed {url}: '{rule}' (line {line}) forbids it; "
          "Yandex reads the feed with its main robot and needs an Allow for it").format(
            agent=agent, url=url, rule=decision.rule, line=decision.line),
        decision.line, (url,), _allow_suggestion(text, robots, [url], decision.line, agent))


def _crawl_delay_problems(text: str, robots: RobotsTxt, agent: str) -> list[RobotsProblem]:
    delay = robots.crawl_delay(agent)
    if delay is None or CRAWL_DELAY_MIN <= delay <= CRAWL_DELAY_MAX:
        return []
    group = next(g for g in robots.groups_for(agent) if g.crawl_delay is not None)
    return [RobotsProblem(
        CRAWL_DELAY_RANGE, Severity.ERROR,
        _("Crawl-delay for {agent} is {delay} s (line {line}); "
          "Yandex asks for a value from {min} to {max}, set for the robot itself").format(
            agent=agent, delay=f"{delay:g}", line=group.crawl_delay_line,
            min=f"{CRAWL_DELAY_MIN:g}", max=f"{CRAWL_DELAY_MAX:g}"),
        group.crawl_delay_line, (), _crawl_delay_suggestion(text, robots, group, delay, agent))]


def _final_line_problem(text: str) -> RobotsProblem:
    last = len(split_lines(text))
    fixed = text + line_break(text)
    suggestion = _verified(text, fixed, _("end the file with a line break, so its last line is empty"),
                           lambda robots: robots.ends_with_empty_line)
    return RobotsProblem(NO_FINAL_EMPTY_LINE, Severity.ERROR,
                         _("robots.txt does not end with an empty line (line {line} is the last one); "
                           "Yandex asks for the last line to be empty").format(line=last),
                         last, (), suggestion)


def _item_problems(text: str, robots: RobotsTxt, decisions, agent: str) -> list[RobotsProblem]:
    blocked: dict[int, list[tuple[str, Decision]]] = {}
    for url, decision in decisions:
        if not decision.allowed:
            blocked.setdefault(decision.line, []).append((url, decision))
    problems = []
    for line, pairs in blocked.items():
        urls = [url for url, _decision in pairs]
        rule = pairs[0][1].rule
        if len(urls) == 1:
            message = _("{agent} may not fetch the item page {urls}: '{rule}' (line {line}) forbids it")
        else:
            message = ngettext("{agent} may not fetch {n} item page {urls}: '{rule}' (line {line}) forbids it",
                               "{agent} may not fetch {n} item pages {urls}: '{rule}' (line {line}) forbids them",
                               len(urls))
        problems.append(RobotsProblem(
            ITEM_DISALLOWED, Severity.WARNING,
            message.format(agent=agent, n=len(urls), urls=_listing(urls), rule=rule, line=line),
            line, tuple(urls), _allow_suggestion(text, robots, urls, line, agent)))
    return problems


def _duplicate_problems(text: str, robots: RobotsTxt, links: list[str], agent: str) -> list[RobotsProblem]:
    pages: dict[str, list[str]] = {}
    for url in links:
        pages.setdefault(robots.clean_url(url, agent), []).append(url)
    problems = []
    for page, urls in pages.items():
        if len(urls) < 2:
            continue
        names = _folded_names(robots, urls, agent)
        lines = sorted(c.line for c in _clean_params_for(robots, page, agent) if set(c.params) & names)
        if len(lines) == 1:
            message = ngettext(
                "{n} item link is one page for {agent} once Clean-param drops {names} (line {lines}): "
                "{urls} all become {page}. If the parameter changes the page, take it out of Clean-param "
                "(suggested); if not, the feed has the same page more than once",
                "{n} item links are one page for {agent} once Clean-param drops {names} (line {lines}): "
                "{urls} all become {page}. If the parameter changes the page, take it out of Clean-param "
                "(suggested); if not, the feed has the same page more than once", len(urls))
        else:
            message = ngettext(
                "{n} item link is one page for {agent} once Clean-param drops {names} (lines {lines}): "
                "{urls} all become {page}. If the parameter changes the page, take it out of Clean-param "
                "(suggested); if not, the feed has the same page more than once",
                "{n} item links are one page for {agent} once Clean-param drops {names} (lines {lines}): "
                "{urls} all become {page}. If the parameter changes the page, take it out of Clean-param "
                "(suggested); if not, the feed has the same page more than once", len(urls))
        problems.append(RobotsProblem(
            CLEAN_PARAM_DUPLICATES, Severity.WARNING,
            message.format(n=len(urls), agent=agent, names=", ".join(sorted(names)),
                           lines=", ".join(map(str, lines)), urls=_listing(urls), page=page),
            lines[0] if lines else None, tuple(urls),
            _clean_param_suggestion(text, robots, urls, names, agent)))
    return problems


def _host_problems(text: str, robots: RobotsTxt) -> list[RobotsProblem]:
    problems = []
    first = next((h for h in robots.hosts if h.valid), None)
    for host in _ignored_hosts(robots):
        if host.valid:          # seed 004: "Host: www.myhost.ru # не используется", after the first
            code, reason = HOST_NOT_USED, _("only the first valid Host is used, {first} on line {line}").format(
                first=_quoted(f"Host: {first.value}"), line=first.line)
        else:
            code, reason = HOST_INVALID, host.problem
        problems.append(RobotsProblem(
            code, Severity.WARNING,
            _("Yandex ignores 'Host: {host}' (line {line}): {reason}").format(
                host=host.value, line=host.line, reason=reason),
            host.line, (), _host_suggestion(text, robots, host)))
    return problems


def _ignored_hosts(robots: RobotsTxt) -> list[HostLine]:
    """The Host lines Yandex does not use: the invalid ones, and the valid ones after the first that
    name another host (one that repeats it, in each group, says nothing else)."""
    used = ascii_host(robots.host or "")            # пример.рф and xn--e1afmkfd.xn--p1ai are one host
    return [host for host in robots.hosts if not host.valid or ascii_host(host.value) != used]


def _ignored_line_problems(robots: RobotsTxt) -> list[RobotsProblem]:
    # The parser keeps every line it skipped and why; a skipped line is usually a rule the user
    # meant to apply (a misspelt Disallow), so each is worth a warning at its line.
    return [RobotsProblem(IGNORED_LINE, Severity.WARNING,
                          _("Yandex ignores '{text}' (line {line}): {reason}").format(
                              text=ignored.text.strip(), line=ignored.line, reason=ignored.reason),
                          ignored.line)
            for ignored in robots.ignored]


def _not_utf8_problems(text: str) -> list[RobotsProblem]:
    # Read as UTF-8, a windows-1251 "/корзина" is marks that match no address: the rule closes nothing.
    return [RobotsProblem(NOT_UTF8, Severity.WARNING,
                          _("line {line} has bytes that are not UTF-8: its rule matches no address; save "
                            "robots.txt in UTF-8, or write the address percent-encoded (/%D0%BA...)").format(
                              line=number),
                          number)
            for number, line in enumerate(LINE_BREAK.split(text), 1) if "\ufffd" in line]


# --------------------------------------------------------------------------
# The suggestions
# --------------------------------------------------------------------------


def _verified(before: str, after: str, change: str,
              fixed: Callable[[RobotsTxt], bool]) -> Suggestion | None:
    """The suggestion, if the same check on the suggested text passes; else None.

    A suggestion that pushes the file over the size limit would "pass" only
    because Yandex then ignores the whole file, so it does not count.
    """
    if after == before:
        return None
    new = parse_robots(after)
    if new.unrestricted_reason and not parse_robots(before).unrestricted_reason:
        return None
    if not fixed(new):
        return None
    return Suggestion(after, unified_diff(before, after), change)


def _allow_suggestion(text: str, robots: RobotsTxt, urls: list[str], line: int | None,
                      agent: str) -> Suggestion | None:
    """The fewest lines that open ``urls``, in the group whose rule on ``line`` forbids them.

    The group is the one the robot obeys now (its own, or ``Yandex``, or
    ``*``). A new ``User-agent: YandexBot`` group would also free the robot
    from every other rule of that group unless it repeated them all, so the
    smallest change is lines in the group already in force. Which lines, and
    why they open nothing a narrower rule closes, is ``robots_allow``'s part.
    """
    group = _group_of_rule(robots, line)
    if group is None:
        return None
    obeyed = [rule for g in robots.groups_for(agent) for rule in g.rules]
    plan = plan_allow_lines(obeyed, (request_path(url) for url in urls))
    if plan is None:
        return None
    after = LineEdits(text).insert_after(group.last_agent_line, *plan.lines).apply()
    return _verified(text, after, _describe(plan, group),
                     lambda new: all(new.check(url, agent).allowed for url in urls))


def _describe(plan: AllowPlan, group: Group) -> str:
    if len(plan.lines) == 1:
        return _("add '{rule}' to the group 'User-agent: {agent}' (line {line})").format(
            rule=plan.lines[0], agent=group.agents[0], line=group.line)
    # What the lines are, each part a phrase of its own: the list follows the colon of the sentence.
    parts = []
    if len(plan.directories) == 1:
        parts.append(_("Allow for the directory {directories} (this opens it as a whole, not only the "
                       "feed's pages)").format(directories=plan.directories[0]))
    elif plan.directories:
        parts.append(_("Allow for the directories {directories} (this opens them as a whole, not only the "
                       "feed's pages)").format(directories=_listing(list(plan.directories))))
    if plan.pages:
        parts.append(ngettext("Allow for {n} page one by one", "Allow for {n} pages one by one",
                              len(plan.pages)).format(n=len(plan.pages)))
    if plan.guards:
        kept = list(dict.fromkeys(_quoted(g.restates) for g in plan.guards))
        parts.append(_("Disallow lines that keep {rules} in force there").format(rules=_listing(kept)))
    return ngettext("add {n} line to the group 'User-agent: {agent}' (line {line}): {parts}",
                    "add {n} lines to the group 'User-agent: {agent}' (line {line}): {parts}",
                    len(plan.lines)).format(n=len(plan.lines), agent=group.agents[0], line=group.line,
                                            parts=", ".join(parts))


def _crawl_delay_suggestion(text: str, robots: RobotsTxt, group: Group, delay: float,
                            agent: str) -> Suggestion | None:
    value = CRAWL_DELAY_MAX if delay > CRAWL_DELAY_MAX else CRAWL_DELAY_MIN
    in_range = lambda new: (new.crawl_delay(agent) is not None  # noqa: E731
                            and CRAWL_DELAY_MIN <= new.crawl_delay(agent) <= CRAWL_DELAY_MAX)
    if any(a.lower() == agent.lower() for a in group.agents):
        line = split_lines(text)[group.crawl_delay_line - 1].rstrip("\r\n")
        new_line = re.sub(r"(?i)^(\s*crawl-delay\s*:\s*)[^\s#]*", lambda m: m.group(1) + f"{value:g}", line)
        after = LineEdits(text).replace(group.crawl_delay_line, new_line).apply()
        change = _("set Crawl-delay to {value} on line {line}").format(value=f"{value:g}",
                                                                       line=group.crawl_delay_line)
        return _verified(text, after, change, in_range)
    # The delay comes from a group for other robots too (Yandex or *). Seed 000
    # asks for it "for the robot separately": a group of its own, which must
    # repeat the rules it obeys now, or it would be freed from them.
    obeyed = robots.groups_for(agent)
    lines = [f"User-agent: {agent}"]
    lines += [rule.text for g in obeyed for rule in g.rules]
    lines.append(f"Crawl-delay: {value:g}")
    lines += [f"Clean-param: {'&'.join(c.params)}{' ' + c.path_prefix if c.path_prefix else ''}"
              for g in obeyed for c in g.clean_params]
    after = LineEdits(text).append_block(*lines).apply()

    def same_rules_and_delay(new: RobotsTxt) -> bool:
        own = new.groups_for(agent)
        return in_range(new) and [(r.allow, r.pattern) for g in own for r in g.rules] == \
            [(r.allow, r.pattern) for g in obeyed for r in g.rules]

    change = _("add a 'User-agent: {agent}' group with the rules of 'User-agent: {other}' and "
               "Crawl-delay: {value}").format(agent=agent, other=group.agents[0], value=f"{value:g}")
    return _verified(text, after, change, same_rules_and_delay)


# A Clean-param line up to its parameter list (the list is the first word after the colon).
_CLEAN_PARAM_HEAD = re.compile(r"(?i)^(\s*clean-param\s*:\s*)\S+")


def _clean_param_suggestion(text: str, robots: RobotsTxt, urls: list[str], names: set[str],
                            agent: str) -> Suggestion | None:
    edits = LineEdits(text)
    lines = split_lines(text)
    touched = []
    for rule in _clean_params_for(robots, urls[0], agent):
        if not set(rule.params) & names:
            continue
        kept = [p for p in rule.params if p not in names]
        touched.append(rule.line)
        if not kept:
            edits.delete(rule.line)
            continue
        line = lines[rule.line - 1].rstrip("\r\n")
        head = _CLEAN_PARAM_HEAD.match(line)
        edits.replace(rule.line, head.group(1) + "&".join(kept) + line[head.end():] if head else line)
    if not touched:
        return None
    if len(touched) == 1:
        change = _("stop Clean-param dropping {names} (line {lines})")
    else:
        change = _("stop Clean-param dropping {names} (lines {lines})")
    return _verified(text, edits.apply(),
                     change.format(names=", ".join(sorted(names)), lines=", ".join(map(str, touched))),
                     lambda new: len({new.clean_url(url, agent) for url in urls}) == len(urls))


def _host_suggestion(text: str, robots: RobotsTxt, host: HostLine) -> Suggestion | None:
    line_number, value = host.line, host.value
    repaired = None if host.valid else _repair_host(value)
    ignored_before = len(_ignored_hosts(robots))
    fewer_ignored = lambda new: len(_ignored_hosts(new)) < ignored_before  # noqa: E731
    if repaired:
        line = split_lines(text)[line_number - 1].rstrip("\r\n")
        new_line = line.replace(value, repaired, 1)
        after = LineEdits(text).replace(line_number, new_line).apply()
        change = _("write the host as 'Host: {host}' on line {line}").format(host=repaired, line=line_number)
    else:
        # Yandex ignores the line already; removing it changes nothing but the warning.
        after = LineEdits(text).delete(line_number).apply()
        change = _("remove line {line}, which Yandex ignores").format(line=line_number)
    return _verified(text, after, change, fewer_ignored)


def _repair_host(value: str) -> str | None:
    """A valid Host value the written one plainly meant, or None.

    Drops a path or trailing slash, dots at the ends and doubled dots; of
    several hosts, keeps the first valid one. Underscores, hyphens at a
    label's edge, IP addresses and bad ports need a person to decide.
    """
    for candidate in re.split(r"[\s,]+", value):
        scheme, separator, rest = candidate.partition("://")
        if not separator:
            scheme, rest = "", candidate
        host = re.sub(r"\.{2,}", ".", rest.split("/", 1)[0]).strip(".")
        repaired = f"{scheme}://{host}" if separator else host
        if host and host_problem(repaired) is None:
            return repaired
    return None


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def _group_of_rule(robots: RobotsTxt, line: int | None) -> Group | None:
    return next((g for g in robots.groups if any(r.line == line for r in g.rules)), None)


def _clean_params_for(robots: RobotsTxt, url: str, agent: str):
    path = request_path(url.split("?", 1)[0].split("#", 1)[0])
    return [c for c in robots.clean_params(agent) if c.applies_to(path)]


def _query_pairs(url: str) -> list[tuple[str, str]]:
    query = url.split("#", 1)[0].partition("?")[2]
    return [tuple(part.partition("=")[::2]) for part in query.split("&")] if query else []


def _folded_names(robots: RobotsTxt, urls: list[str], agent: str) -> set[str]:
    """The Clean-param names whose values tell these links apart."""
    dropped = {name for c in _clean_params_for(robots, urls[0], agent) for name in c.params}
    values = [sorted(pair for pair in _query_pairs(url) if pair[0] in dropped) for url in urls]
    differing = {name for name in dropped
                 if len({tuple(v for n, v in pairs if n == name) for pairs in values}) > 1}
    # Links that differ only in where a dropped parameter stands: every dropped one present.
    return differing or {name for pairs in values for name, _value in pairs}


def origin_of(url: str) -> tuple[str, str, int | None] | None:
    """(scheme, host, port other than the scheme's own) of an absolute URL: the site a robots.txt
    is for; None for a path or a string that is no URL."""
    try:                                        # an unclosed "[" (http://[site.ru/) is no URL at all
        parts = urlsplit(url.strip())
        if not parts.scheme or not parts.hostname:
            return None
        port = parts.port
    except ValueError:
        return None
    default = {"http": 80, "https": 443}.get(parts.scheme.lower())
    return parts.scheme.lower(), parts.hostname.lower(), None if port == default else port


def _same_site(feed_url: str | None, links: Iterable[str]) -> tuple[list[str], tuple[str, ...]]:
    """Links on the feed's site, and the others: robots.txt is per scheme, host and port."""
    unique = list(dict.fromkeys(link.strip() for link in links if link and link.strip()))
    site = origin_of(feed_url) if feed_url else None
    if site is None:
        return unique, ()
    # A link without scheme and host is a path on the feed's own site.
    ours = [url for url in unique if origin_of(url) in (site, None)]
    kept = set(ours)
    return ours, tuple(url for url in unique if url not in kept)


def _listing(urls: list[str], limit: int = 3) -> str:
    """At most ``limit`` of ``urls``, and how many more there are."""
    shown = ", ".join(urls[:limit])
    if len(urls) <= limit:
        return shown
    more = len(urls) - limit
    return ngettext("{urls} and {n} more", "{urls} and {n} more", more).format(urls=shown, n=more)


def _quoted(text: str) -> str:
    """A robots.txt line named in a sentence, in the language's quotation marks."""
    return _("'{text}'").format(text=text)


__all__ = [
    "FEED_DISALLOWED", "CRAWL_DELAY_RANGE", "NO_FINAL_EMPTY_LINE", "ITEM_DISALLOWED",
    "CLEAN_PARAM_DUPLICATES", "HOST_INVALID", "HOST_NOT_USED", "IGNORED_LINE", "Suggestion", "RobotsProblem",
    "RobotsReport",
    "check_robots", "check_feed_robots", "fix_all",
]
