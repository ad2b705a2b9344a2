"""``turbo-editor import FEED -o TURBO.xml [--encoding E] [--base-url URL] [--format text|json]``.

Makes an RSS 2.0 or Atom feed a Turbo feed and writes it; the report of what was changed,
item by item, goes to standard output (text, or JSON with ``--format json``), followed
by what the Turbo check says of the result. ``-`` reads the feed from standard input;
``-o -`` writes the Turbo feed to standard output and the report to standard error.
Exit status: 0 written, 1 the input is not a feed that can be imported (not well-formed,
neither RSS nor Atom, no site address; reported on stderr as ``file:line:col: message``),
2 usage or I/O error.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..check import Severity, check_bytes
from ..cli_support import (
    STANDARD,
    add_input_encoding_option,
    add_language_option,
    describe_os_error,
    fail,
    mismatch_message,
    read_input,
    refuses_mismatch,
    run_command,
    same_file_message,
    shown_name,
    write_output,
    writes_over_input,
)
from ..feed import FeedEncodingError, FeedError, FeedSaveError, FeedSyntaxError, FeedTooLargeError, load_bytes
from ..messages import _, ngettext
from .convert import ImportProblem, import_document


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register ``import`` on an argparse subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "import", help=_("make a site's RSS 2.0 or Atom feed a Turbo feed, and report every change"),
        description=_("Make an RSS 2.0 or Atom feed (WordPress, Ghost, Hugo, Jekyll, a podcast host) a Turbo feed: "
                      "a page for every item with a link, its HTML made what Turbo accepts. The report "
                      "lists, item by item, what was changed, unwrapped, dropped or made absolute, and what "
                      "needs a person. Exit status: 0 written, 1 the input cannot be imported, "
                      "2 usage or I/O error."))
    parser.add_argument("file", metavar="FEED", help=_("RSS or Atom feed file to read, or - for standard input"))
    parser.add_argument("-o", "--output", metavar="TURBO", required=True,
                        help=_("Turbo feed file to write, or - for standard output (the report then goes to "
                               "standard error)"))
    parser.add_argument("--encoding", choices=("utf-8", "windows-1251", "koi8-r"), type=str.lower,
                        help=_("encoding of the Turbo feed (default: the input's own)"))
    add_input_encoding_option(parser)
    parser.add_argument("--base-url", metavar="URL",
                        help=_("the site's address, for relative URLs where the feed sets no xml:base "
                               "(default: each item's link, else the channel's)"))
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help=_("how the report is written (default: text)"))
    add_language_option(parser)
    parser.set_defaults(run=run)
    return parser


def run(args) -> int:
    name = shown_name(args.file)

    def failed(message: str, code: int, said: bool = False) -> int:
        return fail(args, message, code, said=said, source=name)

    if writes_over_input(args.output, args.file):
        return failed(same_file_message(args.output, args.file), 2, said=True)
    try:
        data = read_input(args.file)
    except OSError as err:
        return failed("turbo-editor: " + _("cannot read {file}: {reason}").format(
            file=name, reason=describe_os_error(err)), 2)
    except FeedTooLargeError as err:
        return failed(f"turbo-editor: {err}", 2)
    try:
        doc = load_bytes(data, source=name, encoding=args.input_encoding)
        if refuses_mismatch(doc, name, args.input_encoding):
            return failed(mismatch_message(), 1, said=True)
        imported = import_document(doc, source=name, base_url=args.base_url, encoding=args.encoding)
    except (FeedSyntaxError, FeedEncodingError) as err:
        return failed(f"{name}:{err.line or 1}:{err.column or 1}: {err.describe()}", 1)
    except ImportProblem as err:
        return failed(f"turbo-editor: {err}", 1)
    except FeedError as err:
        return failed(f"turbo-editor: {err}", 2)
    # The feed on standard output leaves the report standard error.
    out = sys.stderr if args.output == STANDARD else sys.stdout
    if not imported.report.included:
        # A feed with no item is no Turbo feed: the report says why each went, and nothing is written.
        message = "turbo-editor: " + _("{file}: no item could be imported: nothing written").format(file=name)
        if args.format == "json":
            return fail(args, message, 1, **imported.report.as_json(), output=args.output)
        out.write(imported.report.as_text())
        return failed(message, 1)
    try:
        write_output(args.output, imported.data)
    except FeedSaveError as err:
        return failed(f"turbo-editor: {err}", 2)
    written = "<stdout>" if args.output == STANDARD else args.output
    result = check_bytes(imported.data, "turbo", source=written)
    errors = sum(1 for f in result.findings if f.severity == Severity.ERROR)
    warnings = sum(1 for f in result.findings if f.severity == Severity.WARNING)
    if args.format == "json":
        document = imported.report.as_json()
        document["output"], document["written"] = written, True
        document["check"] = {"profile": "turbo", "errors": errors, "warnings": warnings,
                             "findings": [{"rule": f.rule, "severity": f.severity, "line": f.line,
                                           "message": f.message(args.lang)} for f in result.findings]}
        json.dump(document, out, ensure_ascii=False, indent=2)
        out.write("\n")
    else:
        out.write(imported.report.as_text())
        said = (ngettext("{count} error", "{count} errors", errors).format(count=errors) + ", "
                + ngettext("{count} warning", "{count} warnings", warnings).format(count=warnings))
        out.write(_("{file} written; the Turbo check finds {findings}").format(
            file=written, findings=said) + "\n")
        for finding in result.findings:
            out.write(f"  {written}:{finding.line or 1}: {finding.severity}: {finding.message(args.lang)}\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    """``turbo-editor import`` on its own, for tests and ``python -m turbo_editor.importer.cli``."""
    return run_command("import", add_parser, argv)


if __name__ == "__main__":
    sys.exit(main())
