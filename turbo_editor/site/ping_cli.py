"""``turbo-editor ping URL... --rest TEMPLATE|--xmlrpc URL ... [--name NAME] [--format text|json] [--lang en|ru]``.

Tells feed services that the feed at each URL changed (site/ping.py): a GET of
each ``--rest`` template with ``{url}`` (and ``{name}``) filled in, and
``weblogUpdates.ping(NAME, URL)`` at each ``--xmlrpc`` endpoint. A service
fetches the feed as soon as it is told, so this comes once the files
``export`` wrote are uploaded; a split export is pinged with the URL of each
of its files.

Text: one line per answer, ``ENDPOINT (URL): accepted|refused by the service|failed — message``
(the URL named when there are several). JSON: an array of
``{endpoint, ok, status, message, flerror, feed_url}``.

Exit status: 0 every service accepted every URL, 1 any ping failed or was
refused, 2 usage error (no service given, a URL that is not http or https).
"""

from __future__ import annotations

import argparse
import json
import sys

from ..cli_support import add_language_option, checked_value, run_command
from ..messages import _
from .http_get import check_http_url
from .ping import answer_line, ping_feeds

FORMATS = ("text", "json")


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register ``ping`` on an argparse subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "ping", help=_("tell feed services that the feed changed, once its files are uploaded"),
        description=_("Tell feed services that the feed at each URL changed: a GET of each --rest template, "
                      "weblogUpdates.ping at each --xmlrpc endpoint. A service fetches the feed as soon as it is "
                      "told: ping once the exported files are uploaded. Exit status: 0 every ping accepted, "
                      "1 any failed or refused, 2 usage error."))
    parser.add_argument("urls", metavar="URL", nargs="+", type=checked_value(check_http_url, str.strip),
                        help=_("the feed's URL; for a split export, the URL of each of its files"))
    parser.add_argument("--rest", metavar="TEMPLATE", action="append", default=[],
                        help=_("a service pinged by a GET of this URL, with {url} where the feed's URL goes "
                               "(repeatable)"))
    parser.add_argument("--xmlrpc", metavar="URL", action="append", default=[],
                        help=_("a service's XML-RPC endpoint for weblogUpdates.ping (repeatable)"))
    parser.add_argument("--name", default="", help=_("the site's name, told with weblogUpdates.ping and "
                                                     "as {name} (default: none)"))
    parser.add_argument("--format", choices=FORMATS, default="text", help=_("output format (default: text)"))
    add_language_option(parser)
    parser.set_defaults(run=run)
    return parser


def run(args) -> int:
    endpoints = [("rest", template) for template in args.rest] + [("xmlrpc", url) for url in args.xmlrpc]
    if not endpoints:
        print("turbo-editor: " + _("no service to ping: give --rest TEMPLATE or --xmlrpc URL"), file=sys.stderr)
        return 2
    results = ping_feeds(endpoints, args.name, args.urls)
    if args.format == "json":
        json.dump([r.to_dict() for r in results], sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        several = len(set(args.urls)) > 1
        for result in results:
            print(answer_line(result, several))
    sys.stdout.flush()
    return 0 if all(r.ok for r in results) else 1


def main(argv: list[str] | None = None) -> int:
    """``turbo-editor ping`` on its own, for tests and ``python -m turbo_editor.site.ping_cli``."""
    return run_command("ping", add_parser, argv)


if __name__ == "__main__":
    sys.exit(main())
