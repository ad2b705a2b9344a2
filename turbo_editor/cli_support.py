"""What the headless commands share: loading a feed and reporting why it would not load."""

from __future__ import annotations

import argparse
import sys

from . import messages
from .feed import FeedEncodingError, FeedError, FeedSyntaxError, FeedTooLargeError, load
from .feed.errors import describe_os_error
from .messages import _


def load_or_report(path: str):
    """(document, 0), or (None, exit code) after printing ``file:line:col: message`` to stderr.

    Exit 1: the input is not well-formed or not in its encoding; 2: it cannot be read.
    """
    try:
        return load(path), 0
    except FeedSyntaxError as err:
        print(f"{path}:{err.line}:{err.column}: {err.describe()}", file=sys.stderr)
        return None, 1
    except FeedEncodingError as err:
        print(f"{path}:{err.line or 1}:{err.column or 1}: {err.describe()}", file=sys.stderr)
        return None, 1
    except OSError as err:
        print("turbo-editor: " + _("cannot read {file}: {reason}").format(file=path, reason=describe_os_error(err)),
              file=sys.stderr)
        return None, 2
    except (FeedTooLargeError, FeedError) as err:
        print(f"turbo-editor: {err}", file=sys.stderr)
        return None, 2


def run_command(name: str, add_parser, argv: list[str] | None = None) -> int:
    """One sub-command parsed and run on its own (tests, ``python -m turbo_editor.X.cli``)."""
    parser = argparse.ArgumentParser(prog="turbo-editor")
    add_parser(parser.add_subparsers(dest="command", metavar="COMMAND"))
    try:
        args = parser.parse_args([name, *(sys.argv[1:] if argv is None else argv)])
    except SystemExit as exit_:
        return int(exit_.code or 0)
    return run_parsed(args)


def add_language_option(parser) -> None:
    """--lang, for the commands whose output has sentences in it."""
    parser.add_argument("--lang", choices=messages.LANGUAGES, default=None,
                        help="language of the messages (default: the locale's, from LANGUAGE, LC_ALL, "
                             "LC_MESSAGES or LANG, else en)")


def run_parsed(args) -> int:
    """Run a parsed command in the language it asks for (``--lang``, else the locale's)."""
    language = getattr(args, "lang", None) or messages.from_environment()
    if hasattr(args, "lang"):
        args.lang = language
    messages.use(language)
    return args.run(args)
