"""``turbo-editor check FILE... [--profile auto|turbo|rss] [--format text|json] [--lang en|ru] [--ignore RULE[,RULE]]``.

Text: one line per finding, ``file:line:col: severity rule-id: message``, then
a summary line. A file that is not well-formed gets every XML error the parser
meets, then the findings of the rules that still apply to what it could read,
marked ``[recovered]``. JSON: an array of objects with the keys file, line, column,
severity, rule, message, path, field, attribute, params (the values the
message quotes), span (where inside the element's text, for HTML in
turbo:content) and recovered; a file that cannot be read at all is an object with
the keys file and error. FILE ``-`` reads standard input. Exit status: 0 when no file has an error,
1 when any has one (a file that is not well-formed is an error finding), 2
for usage or I/O errors.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..cli_support import add_input_encoding_option, add_language_option, read_input, run_command, shown_name
from ..feed.errors import FeedTooLargeError, describe_os_error
from ..messages import N_, _, ngettext
from . import suppress
from .files import check_bytes, check_file
from .finding import Finding, counts as severity_counts
from .profiles import PROFILES
from .rule import Profile, Severity

FORMATS = ("text", "json")
# Marks a finding on the tree the parser rebuilt after an XML error (file:line:col: error rule [recovered]: ...).
# The severities as a text line shows them (JSON keeps the ids).
SEVERITY_WORDS = {Severity.ERROR: N_("error"), Severity.WARNING: N_("warning"), Severity.INFO: N_("note")}


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register ``check`` on an argparse subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "check", help=_("validate feeds against RSS 2.0 and the Yandex Turbo requirements"),
        description=_("Validate RSS 2.0 feeds with the Yandex Turbo extension. Every rule is described "
                      "in docs/rules.md. Exit status: 0 no errors, 1 errors found, 2 usage or I/O error."))
    parser.add_argument("files", metavar="FILE", nargs="+", help=_("feed files to check ('-': standard input)"))
    parser.add_argument("--profile", choices=PROFILES, default=Profile.AUTO,
                        help=_("rule set: turbo (RSS 2.0 + Turbo), rss (RSS 2.0 + RSS Best Practices), "
                               "auto = turbo when the Turbo namespace is declared or used (default)"))
    parser.add_argument("--format", choices=FORMATS, default="text", help=_("output format (default: text)"))
    add_input_encoding_option(parser)
    add_language_option(parser)
    add_ignore_options(parser)
    parser.set_defaults(run=run)
    return parser


def add_ignore_options(parser) -> None:
    """--ignore and --no-project, shared with ``export``."""
    parser.add_argument("--ignore", metavar="RULE[,RULE]", action="append", default=[],
                        help=_("do not report these rules (repeatable); the project file .turbo-editor.toml "
                               "next to a feed can list rules to ignore too (docs/suppressions.md)"))
    parser.add_argument("--no-project", action="store_true",
                        help=_("do not read the ignore lists of the project file next to the feed"))


def ignored_rules(args) -> frozenset | None:
    """The --ignore rules, or None after printing why they are not rule ids."""
    try:
        return suppress.parse_option(args.ignore)
    except ValueError as err:
        print(f"turbo-editor: --ignore: {err}", file=sys.stderr)
        return None


def run(args) -> int:
    ignore = ignored_rules(args)
    if ignore is None:
        return 2
    records: list[tuple[str, Finding]] = []
    unreadable: list[dict] = []             # files that could not be checked at all, with why
    checked = 0
    failed_io = False
    errors = warnings = notes = ignored = 0
    files_with_errors = 0
    for name in args.files:
        try:
            if name == "-":
                # Standard input has no folder, so no project file beside it.
                result = check_bytes(read_input(name), args.profile, source=shown_name(name), ignore=ignore,
                                     encoding=args.input_encoding)
            else:
                result = check_file(name, args.profile, ignore=ignore, project=not args.no_project,
                                    encoding=args.input_encoding)
        except OSError as err:
            reason = _("cannot read {file}: {reason}").format(file=name, reason=describe_os_error(err))
            print(f"turbo-editor: {reason}", file=sys.stderr)
            unreadable.append({"file": name, "error": reason})
            failed_io = True
            continue
        except FeedTooLargeError as err:
            print(f"turbo-editor: {err}", file=sys.stderr)
            unreadable.append({"file": name, "error": str(err)})
            failed_io = True
            continue
        checked += 1
        ignored += len(result.ignored)
        if result.project_problem:
            print(f"turbo-editor: {_(SEVERITY_WORDS[Severity.WARNING])}: {result.project_problem}", file=sys.stderr)
        # Files read top to bottom; the engine's order is by scope (document, channel, items).
        ordered = sorted(result.findings, key=lambda f: (f.line or 0, f.column or 0))
        records.extend((name, finding) for finding in ordered)
        counts = severity_counts(result.findings)
        errors += counts[Severity.ERROR]
        warnings += counts[Severity.WARNING]
        notes += counts[Severity.INFO]
        files_with_errors += counts[Severity.ERROR] > 0
    if args.format == "json":
        # A file that could not be read is an entry too, so a script sees every file it named.
        json.dump([{"file": name, **f.to_dict(args.lang)} for name, f in records] + unreadable,
                  sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        for name, f in records:
            recovered = " " + _("[recovered]") if f.recovered else ""
            print(f"{name}:{f.line or 1}:{f.column or 1}: {_(SEVERITY_WORDS[f.severity])} {f.rule}{recovered}: "
                  f"{f.message(args.lang)}")
        print(summary(checked, errors, warnings, notes, files_with_errors, ignored))
    sys.stdout.flush()
    if failed_io:
        return 2
    return 1 if errors else 0


def summary(checked: int, errors: int, warnings: int, notes: int, files_with_errors: int = 0,
            ignored: int = 0) -> str:
    """The last line of the text report, in the current language with its plural forms."""
    line = ngettext("{n} file checked", "{n} files checked", checked).format(n=checked) + ": " + ", ".join((
        ngettext("{n} error", "{n} errors", errors).format(n=errors),
        ngettext("{n} warning", "{n} warnings", warnings).format(n=warnings),
        ngettext("{n} note", "{n} notes", notes).format(n=notes)))
    if files_with_errors:
        with_errors = ngettext("{n} with errors", "{n} with errors", files_with_errors)
        line += " (" + with_errors.format(n=files_with_errors) + ")"
    if ignored:
        line += "; " + ngettext("{n} ignored", "{n} ignored", ignored).format(n=ignored)
    return line


def main(argv: list[str] | None = None) -> int:
    """``turbo-editor check`` on its own, for tests and ``python -m turbo_editor.check.cli``."""
    return run_command("check", add_parser, argv)


if __name__ == "__main__":
    sys.exit(main())
