"""``turbo-editor robots ROBOTS_FILE URL... [--agent YandexBot] [--format text|json] [--checks] [--lang en|ru]``.

For each URL: whether the robot may fetch it and the rule that decides, read
the way Yandex reads robots.txt (seed 004). ROBOTS_FILE is a file, ``-`` for
standard input, or an http(s) URL of a site whose robots.txt is fetched: a
4xx answer (no file) allows everything, as Yandex does; no answer or a 5xx
is an error, for what the robot may fetch cannot be told.

Text: one line per URL, ``allowed|disallowed URL (rule, line N)``. JSON: an
array of objects ``{url, allowed, rule, line}``, ``rule`` and ``line`` null
when no rule matched.

``--checks`` also runs the publishing checks, taking the first URL as the
feed's and the others as item links: each failure as
``robots.txt:LINE: severity code: message`` (lines Yandex ignores are
warnings too), then one suggested robots.txt that fixes every failure a
change can fix, as a diff (the file the Site dock's "Suggest one file fixing
all" gives). The JSON output is then an object ``{"urls": [...],
"problems": [{code, severity, message, line, urls}], "fix": {change, text,
diff} or null, "other_site_links": [...]}``.

The words of the text output and the messages, in JSON too, are in the language
of --lang, else the locale's; the JSON keys, codes and severities stay as they are.

Exit status: 0 every URL allowed (and, with --checks, no failure), 1 any URL
disallowed (or any failure), 2 usage or I/O error (a site's robots.txt that
could not be fetched too).
"""

from __future__ import annotations

import argparse
import json
import sys

from ..check.rule import Severity
from ..cli_support import add_language_option, run_command
from ..feed.errors import describe_os_error
from ..messages import N_, _, ngettext
from .robots import DEFAULT_AGENT, request_path
from .robots_checks import check_robots, fix_all, origin_of
from .robots_source import RobotsSource, fetch_robots, robots_from_bytes, robots_from_file

FORMATS = ("text", "json")
# The severities as a text line shows them (JSON keeps the ids); the words ``check`` uses.
SEVERITY_WORDS = {Severity.ERROR: N_("error"), Severity.WARNING: N_("warning"), Severity.INFO: N_("note")}


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register ``robots`` on an argparse subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "robots", help=_("tell whether robots.txt lets a Yandex robot fetch URLs"),
        description=_("Read robots.txt as Yandex does and tell, for each URL, whether the robot may "
                      "fetch it and which rule decides. Exit status: 0 all allowed, 1 any disallowed "
                      "(or, with --checks, any failure), 2 usage or I/O error."))
    parser.add_argument("robots_file", metavar="ROBOTS_FILE",
                        help=_("robots.txt file, '-' for standard input, or an http(s) site URL to fetch it from"))
    parser.add_argument("urls", metavar="URL", nargs="+", help=_("URLs (or paths) to check"))
    parser.add_argument("--agent", default=DEFAULT_AGENT,
                        help=_("robot name, not a full User-Agent header (default: {agent})").format(
                            agent=DEFAULT_AGENT))
    parser.add_argument("--format", choices=FORMATS, default="text", help=_("output format (default: text)"))
    parser.add_argument("--checks", action="store_true",
                        help=_("also check robots.txt for publishing a feed: the first URL is the feed, "
                               "the others its item links; prints each problem at its line and one "
                               "robots.txt that fixes them, as a diff"))
    add_language_option(parser)
    parser.set_defaults(run=run)
    return parser


def _load(name: str) -> RobotsSource:
    if name == "-":
        return robots_from_bytes(sys.stdin.buffer.read(), "<stdin>")
    if name.lower().startswith(("http://", "https://")):
        return fetch_robots(name)
    return robots_from_file(name)


def _failed(args, message: str) -> int:
    """Exit 2 having said why on stderr, and with --format json as {"error": ...} on stdout too."""
    print("turbo-editor: " + message, file=sys.stderr)
    if args.format == "json":
        json.dump({"error": message}, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    return 2


def run(args) -> int:
    try:
        source = _load(args.robots_file)
    except OSError as err:
        return _failed(args, _("cannot read {file}: {reason}").format(file=args.robots_file,
                                                                     reason=describe_os_error(err)))
    robots = source.robots
    if robots is None:
        # Only a 4xx answer means "no file, everything allowed"; the words are the Site dock's.
        return _failed(args, _("error: could not fetch {origin}: {reason}, so whether the robot may fetch "
                               "the URLs cannot be told; check the address and the connection, or give "
                               "the file itself").format(origin=source.origin, reason=source.unknown))
    if robots.unrestricted_reason:
        print("turbo-editor: " + _("note: {origin}: everything is allowed ({reason})").format(
            origin=source.origin, reason=robots.unrestricted_reason), file=sys.stderr)
    for url in args.urls:
        if not url.strip():
            return _failed(args, _("error: an empty URL was given; write a URL or a path starting with /"))
        if not url.startswith("/") and "://" not in url:
            # The seed writes URLs without their scheme (www.example.com/page): "feed.rss" is a site then.
            site, path = url.split("/", 1)[0], request_path(url)
            print("turbo-editor: " + _("note: {url} has no scheme and does not start with /: read as the path {path} "
                                       "on the site {site}; write /{url} to check it as a path").format(
                url=url, path=path, site=site), file=sys.stderr)
    fetched_for = origin_of(source.origin) if args.robots_file.lower().startswith(("http://", "https://")) else None
    for url in args.urls:
        if fetched_for is not None and origin_of(url) not in (None, fetched_for):
            print("turbo-editor: " + _("note: {url} is on another site than {origin}; that site's own robots.txt "
                                       "decides for it").format(url=url, origin=source.origin), file=sys.stderr)
    decisions = [(url, robots.check(url, args.agent)) for url in args.urls]
    records = [{"url": url, "allowed": d.allowed, "rule": d.rule, "line": d.line} for url, d in decisions]
    report = fix = None
    if args.checks:
        report = check_robots(source.text, args.urls[0], args.urls[1:], agent=args.agent, size=source.size)
        fix = (fix_all(source.text, args.urls[0], args.urls[1:], agent=args.agent, size=source.size)
               if report.problems else None)
    if args.format == "json":
        output = records if report is None else {
            "urls": records,
            "problems": [p.to_dict(with_suggestion=False) for p in report.problems],
            "fix": None if fix is None else fix.to_dict(),
            "other_site_links": list(report.other_site_links)}
        json.dump(output, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        for url, d in decisions:
            print(decision_line(url, d))
        if report is not None:
            _print_problems(report, fix)
    sys.stdout.flush()
    disallowed = any(not d.allowed for _, d in decisions)
    return 1 if disallowed or (report is not None and report.problems) else 0


def decision_line(url: str, decision) -> str:
    """``allowed|disallowed URL (rule, line N)`` in the current language."""
    if decision.rule is None:
        return _("allowed {url} (no rule matches)").format(url=url)
    if decision.allowed:
        return _("allowed {url} ({rule}, line {line})").format(url=url, rule=decision.rule, line=decision.line)
    return _("disallowed {url} ({rule}, line {line})").format(url=url, rule=decision.rule, line=decision.line)


def problems_summary(count: int, agent: str) -> str:
    """The last line of ``--checks``, with the plural forms of the current language."""
    return ngettext("{n} problem with robots.txt for {agent}", "{n} problems with robots.txt for {agent}",
                    count).format(n=count, agent=agent)


def _print_problems(report, fix) -> None:
    for link in report.other_site_links:
        print(_("note: {link} is on another site; its own robots.txt decides").format(link=link))
    for problem in report.problems:
        where = f"robots.txt:{problem.line}: " if problem.line else "robots.txt: "
        print(f"{where}{_(SEVERITY_WORDS[Severity(problem.severity)])} {problem.code}: {problem.message}")
    # One file fixing everything a change can fix: fixes of single problems, each made for the
    # file as it is, would contradict one another once applied together.
    if fix is not None:
        print(_("suggested robots.txt: {change}").format(change=fix.change))
        sys.stdout.write(fix.diff)
    elif report.problems:
        print(_("no line added to robots.txt fixes these problems: change the lines they name"))
    print(problems_summary(len(report.problems), report.agent))


def main(argv: list[str] | None = None) -> int:
    """``turbo-editor robots`` on its own, for tests and ``python -m turbo_editor.site.cli``."""
    return run_command("robots", add_parser, argv)


if __name__ == "__main__":
    sys.exit(main())
