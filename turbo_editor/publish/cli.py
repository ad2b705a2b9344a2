"""``turbo-editor export FILE --out-dir DIR [--encoding E] [--max-items N] [--force] [--format text|json]``.

Checks the feed first. With errors nothing is written unless ``--force``.
``--ignore RULE[,RULE]`` and the project file's ignore lists (docs/suppressions.md)
leave rules out of the check, as ``turbo-editor check`` does.
A feed over ``--max-items`` (default and most 1000, Yandex's limit) is written as
numbered files (``turbo-1.xml``, ``turbo-2.xml``, ...; see
turbo_editor/publish/export.py), each a whole feed with the channel, its
counters and the ad networks its items place. Each file is checked again, and
read back once written. The export never writes over FILE itself (by any path:
a symlink or a hard link in DIR is the same file): that is a usage error, and
FILE is never called a leftover to remove.

Text: the blocking errors as ``file:line:col: error rule: message``, then one
line per written file (items, bytes, findings, and with ``--url`` its URL), then
notes. JSON: the export report as one object (files, items, sizes, findings,
notes).

Exit status: 0 written (with --force, also when the feed has errors); 1 the
feed has errors (or does not load, or cannot be written in the encoding) and
nothing was written; 2 usage or I/O error (among them: a file to write is FILE).
"""

from __future__ import annotations

import argparse
import json
import sys

from ..check.cli import SEVERITY_WORDS, add_ignore_options, ignored_rules
from ..check.files import check_bytes, check_file
from ..check.profiles import PROFILES
from ..check.rule import Profile, Severity
from ..cli_support import (
    STANDARD,
    add_input_encoding_option,
    add_language_option,
    checked_value,
    fail,
    read_input,
    run_command,
    shown_name,
)
from ..feed.errors import FeedEncodingError, FeedSaveError, FeedTooLargeError, describe_os_error
from ..messages import _, ngettext
from .export import (
    DEFAULT_MAX_ITEMS,
    ExportTargetError,
    base_name_for,
    export_feed,
    export_url_problem,
    item_limit_problem,
)

FORMATS = ("text", "json")
ENCODINGS = ("utf-8", "windows-1251", "koi8-r")


def _items_per_file(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a whole number: {value}").format(value=repr(value))) from None
    problem = item_limit_problem(number)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return number


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register ``export`` on an argparse subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "export", help=_("check a feed and write files ready to upload, split past the item limit"),
        description=_("Check a feed, then write it in the chosen encoding to a folder, split into "
                      "numbered files (turbo-1.xml, turbo-2.xml, ...) when it has more items than the "
                      "limit. Exit status: 0 written, 1 errors found and nothing written (unless "
                      "--force), 2 usage or I/O error."))
    parser.add_argument("file", metavar="FILE", help=_("feed file to export, or - for standard input"))
    parser.add_argument("--out-dir", metavar="DIR", required=True, help=_("folder to write to (created if missing)"))
    parser.add_argument("--encoding", choices=ENCODINGS, type=str.lower,
                        help=_("encoding of the written files (default: the feed's own, else utf-8)"))
    parser.add_argument("--max-items", metavar="N", type=_items_per_file, default=DEFAULT_MAX_ITEMS,
                        help=_("items per file, at most {n}; more are split into numbered files (default: {n})")
                        .format(n=DEFAULT_MAX_ITEMS))
    parser.add_argument("--force", action="store_true", help=_("write even when the feed has errors"))
    parser.add_argument("--name", metavar="BASE",
                        help=_("file name: BASE.xml, or BASE-1.xml, BASE-2.xml, ... (default: the file name "
                               "--url ends in, else turbo); an extension given (feed.rss) is kept"))
    parser.add_argument("--url", metavar="URL", type=checked_value(export_url_problem),
                        help=_("URL the feed will be published at (or, ending in /, the folder): compared with "
                               "its atom:link rel=self; split files each name their own URL there"))
    parser.add_argument("--profile", choices=PROFILES, default=Profile.AUTO, help=_("rule set (default: auto)"))
    parser.add_argument("--format", choices=FORMATS, default="text", help=_("output format (default: text)"))
    add_input_encoding_option(parser)
    add_language_option(parser)
    add_ignore_options(parser)
    parser.set_defaults(run=run)
    return parser


def run(args) -> int:
    ignore = ignored_rules(args)
    if ignore is None:
        return 2
    name = shown_name(args.file)

    def failed(message: str, code: int) -> int:
        return fail(args, message, code, file=name, errors=[], files=[])

    try:
        if args.file == STANDARD:       # no folder, so no project file beside it
            result = check_bytes(read_input(args.file), args.profile, source=name, ignore=ignore,
                                 encoding=args.input_encoding)
        else:
            result = check_file(args.file, args.profile, ignore=ignore, project=not args.no_project,
                                encoding=args.input_encoding)
    except OSError as err:
        return failed("turbo-editor: " + _("cannot read {file}: {reason}").format(
            file=name, reason=describe_os_error(err)), 2)
    except FeedTooLargeError as err:
        return failed(f"turbo-editor: {err}", 2)
    if result.project_problem:
        print(f"turbo-editor: {_('warning')}: {result.project_problem}", file=sys.stderr)
    if result.doc is None:
        # Nothing to export: --force cannot write a feed that does not load.
        errors = [f for f in result.findings if f.severity == Severity.ERROR]
        _emit_unloadable(args, errors)
        return 1
    try:
        report = export_feed(result.doc, args.out_dir, encoding=args.encoding, max_items=args.max_items,
                             force=args.force, base_name=base_name_for(args.name, args.url),
                             export_url=args.url,
                             profile=args.profile, findings=result.findings,
                             protect=[] if args.file == STANDARD else [args.file])
    except ExportTargetError as err:
        return failed("turbo-editor: " + _("{target} is the same file as {file}, the feed being exported: writing it "
                                           "would replace the feed with the export; choose another --out-dir or "
                                           "--name. Nothing was written.").format(target=err.target, file=name), 2)
    except ValueError as err:
        return failed(f"turbo-editor: {err}", 2)
    except FeedEncodingError as err:
        return failed(f"{name}: " + _("{error}; nothing was written").format(error=err.describe().rstrip(".")), 1)
    except FeedSaveError as err:
        return failed(f"turbo-editor: {err}", 2)
    if args.format == "json":
        json.dump({"file": shown_name(args.file), **report.to_dict(args.lang)}, sys.stdout, ensure_ascii=False,
                  indent=2)
        sys.stdout.write("\n")
    else:
        _print_report(args, report)
    sys.stdout.flush()
    return 0 if report.written else 1


def _finding_line(name: str, finding, lang: str) -> str:
    return f"{name}:{finding.line or 1}:{finding.column or 1}: {_(SEVERITY_WORDS[finding.severity])} " \
           f"{finding.rule}: {finding.message(lang)}"


def _emit_unloadable(args, errors) -> None:
    name = shown_name(args.file)
    said = _("{file} is not a feed that can be loaded; nothing was written").format(file=name)
    if args.format == "json":
        fail(args, said, 1, file=name, errors=[f.to_dict(args.lang) for f in errors], files=[])
    else:
        for finding in errors:
            print(_finding_line(name, finding, args.lang))
        print(said)
    sys.stdout.flush()


def _print_report(args, report) -> None:
    for finding in sorted(report.blocking, key=lambda f: (f.line or 0, f.column or 0)):
        print(_finding_line(shown_name(args.file), finding, args.lang))
    errors = len(report.blocking)
    if not report.written:
        print(f"{shown_name(args.file)}: " + ngettext("{n} error; nothing was written (--force exports anyway)",
                                          "{n} errors; nothing was written (--force exports anyway)", errors)
              .format(n=errors))
        return
    if errors:
        print(f"{shown_name(args.file)}: " + ngettext("exported despite {n} error (--force)",
                                          "exported despite {n} errors (--force)", errors).format(n=errors))
    count = len(report.files)
    print(ngettext("wrote {n} file to {folder} in {encoding}:", "wrote {n} files to {folder} in {encoding}:", count)
          .format(n=count, folder=report.out_dir, encoding=report.encoding))
    # One row a file, and where it goes when the URL was given; the counts are words in the
    # language, padded so that the columns line up.
    rows = []
    for exported in report.files:
        counts = exported.counts()
        errors, warnings = counts[Severity.ERROR], counts[Severity.WARNING]
        rows.append((exported.name,
                     ngettext("{n} item", "{n} items", exported.items).format(n=f"{exported.items:>5}"),
                     ngettext("{n} byte", "{n} bytes", exported.size).format(n=f"{exported.size:>10}"),
                     ngettext("{n} error", "{n} errors", errors).format(n=errors) + ", "
                     + ngettext("{n} warning", "{n} warnings", warnings).format(n=warnings),
                     *([exported.url] if exported.url else [])))
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]) - 1)]
    for row in rows:
        print("  " + "  ".join(cell.ljust(width) for cell, width in zip(row[:-1], widths)) + "  " + row[-1])
    for exported in report.files:
        for finding in exported.findings:
            if finding.severity == Severity.ERROR:
                print(_finding_line(exported.path, finding, args.lang))
    for note in report.notes:
        print(f"{_('warning') if note.severity == Severity.WARNING else _('note')}: {note.message}")


def main(argv: list[str] | None = None) -> int:
    """``turbo-editor export`` on its own, for tests and ``python -m turbo_editor.publish.cli``."""
    return run_command("export", add_parser, argv)


if __name__ == "__main__":
    sys.exit(main())
