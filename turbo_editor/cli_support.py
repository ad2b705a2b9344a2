"""What the headless commands share: loading a feed and reporting why it would not load."""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from . import messages
from .feed import FeedEncodingError, FeedError, FeedSyntaxError, FeedTooLargeError, load_bytes
from .feed.atomic import same_file, write_atomic
from .feed.errors import describe_os_error
from .feed.parse import DEFAULT_MAX_BYTES, read_file
from .messages import N_, _

# argparse's own words, as Python 3.11 and later write them: the headings and the -h line of every help,
# and the errors of a command line argparse refuses. argparse translates each with the module-level
# ``_`` (and ``ngettext``) it imported from gettext, looked up when it speaks; speaking_argparse() points
# them at our catalogue for a while. Listed here so that Babel puts them in the catalogue; the errors
# that only a mistake in our own parsers would cause ("conflicting option string") are left out.
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"), N_("expected at most one argument"), N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("unexpected option string: %s"),
    N_("not allowed with argument %s"), N_("ignored explicit argument %r"),
    N_("one of the arguments %s is required"), N_("can't open '%(filename)s': %(error)s"),
)


@contextmanager
def speaking_argparse() -> Iterator[None]:
    """argparse says its own words (usage:, options, its errors) in the current language meanwhile.

    Build the parser inside too: its headings and the -h line are translated when it is made.
    Scoped rather than set for good: other users of argparse in the process (a test runner) keep
    theirs. English is the source text, so English output is argparse's own.
    """
    names = vars(argparse)
    ours = {"_": messages._, "ngettext": messages.ngettext}
    saved = {name: names.get(name) for name in ours}
    names.update(ours)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                names.pop(name, None)
            else:
                names[name] = value


def language_from_argv(argv: list[str]) -> str | None:
    """The language a ``--lang`` among ``argv`` asks for (before a ``--``), if it is one we have.

    argparse prints help and usage errors while it parses, before it has read --lang, so the
    commands look for it first: ``turbo-editor check --help --lang ru`` is Russian, whatever
    the order.
    """
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        else:
            continue
        if value in messages.LANGUAGES:
            return value
    return None


# The file name that means standard input (for a feed read) or standard output (for one written).
STANDARD = "-"


def shown_name(name: str) -> str:
    """How messages name a command's input: ``<stdin>`` for ``-``."""
    return "<stdin>" if name == STANDARD else name


def read_input(name: str) -> bytes:
    """The bytes of a command's input: the file, or standard input for ``-`` (read up to the size
    limit and a byte more, so that an input over it is refused, not held whole).
    OSError and FeedTooLargeError propagate."""
    if name == STANDARD:
        return sys.stdin.buffer.read(DEFAULT_MAX_BYTES + 1)
    return read_file(name)


def write_output(name: str, data: bytes) -> None:
    """Write a command's result: to the file all or nothing, or to standard output for ``-``.
    FeedSaveError propagates."""
    if name == STANDARD:
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_atomic(name, data)


def load_or_report(path: str, encoding: str | None = None):
    """(document, 0), or (None, exit code) after printing ``file:line:col: message`` to stderr.
    ``path``: a file, or ``-`` for standard input. ``encoding``: read the input in it, whatever
    it declares.

    Exit 1: the input is not well-formed or not in its encoding; 2: it cannot be read.
    """
    shown = shown_name(path)
    try:
        return load_bytes(read_input(path), source=shown, encoding=encoding,
                          path=None if path == STANDARD else path), 0
    except FeedSyntaxError as err:
        print(f"{shown}:{err.line}:{err.column}: {err.describe()}", file=sys.stderr)
        return None, 1
    except FeedEncodingError as err:
        print(f"{shown}:{err.line or 1}:{err.column or 1}: {err.describe()}", file=sys.stderr)
        return None, 1
    except OSError as err:
        print("turbo-editor: " + _("cannot read {file}: {reason}").format(file=shown, reason=describe_os_error(err)),
              file=sys.stderr)
        return None, 2
    except (FeedTooLargeError, FeedError) as err:
        print(f"turbo-editor: {err}", file=sys.stderr)
        return None, 2


def fail(args, message: str, code: int, *, said: bool = False, **facts) -> int:
    """Say why a command wrote nothing, on stderr (unless ``said`` already); with ``--format json``
    also as an object on standard output (``facts``, ``"written": false`` and ``"error"``), so that
    a script reading the JSON learns it too. Returns ``code``, the exit status."""
    if not said:
        print(message, file=sys.stderr)
    if getattr(args, "format", None) == "json":
        json.dump({**facts, "written": False, "error": message}, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        sys.stdout.flush()
    return code


def refuses_mismatch(doc, path: str, forced_encoding: str | None) -> bool:
    """True, having printed why, when the feed's declaration is contradicted by its bytes and no
    ``--input-encoding`` settles it: what a command makes of it would keep the garbled letters."""
    mismatch = [n for n in doc.notices if n.code == "encoding-mismatch"] if not forced_encoding else []
    for notice in mismatch:
        print(f"{path}:{notice.line or 1}:{notice.column or 1}: {_('error')}: {notice.describe()}", file=sys.stderr)
    if mismatch:
        print(mismatch_message(), file=sys.stderr)
    return bool(mismatch)


def mismatch_message() -> str:
    return "turbo-editor: " + _("nothing written: give the encoding the file is really in with --input-encoding")


def checked_value(problem_of, clean=lambda value: value):
    """An argparse ``type`` taking a value ``problem_of`` finds nothing wrong with (after ``clean``),
    and refusing one it finds fault with in its words."""
    def value_type(value: str) -> str:
        value = clean(value)
        problem = problem_of(value)
        if problem:
            raise argparse.ArgumentTypeError(problem)
        return value
    return value_type


def add_input_encoding_option(parser) -> None:
    parser.add_argument("--input-encoding", metavar="ENCODING",
                        help=_("read the input in this encoding, whatever it declares (a file saved in "
                               "UTF-8 that says windows-1251, say)"))


def writes_over_input(output: str, source: str) -> bool:
    """True, having said why on stderr, when ``output`` is the input file itself (by its path, a
    link or a hard link): the command would replace the feed it reads with what it makes of it."""
    if STANDARD in (output, source) or not same_file(output, source):
        return False
    print(same_file_message(output, source), file=sys.stderr)
    return True


def same_file_message(output: str, source: str) -> str:
    return "turbo-editor: " + _("{output} is the same file as {file}, the feed being read: writing it would replace "
                                "the feed; choose another -o. Nothing was written.").format(output=output, file=source)


def write_any_file_name() -> None:
    """Let stdout and stderr write a file name that is not valid in the file system's encoding
    (Python holds its bytes as lone surrogates): as those bytes, as ``ls`` shows them. With a
    strict stream (PYTHONIOENCODING=utf-8) the first message naming it raised UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="surrogateescape")


def run_command(name: str, add_parser, argv: list[str] | None = None) -> int:
    """One sub-command parsed and run on its own (tests, ``python -m turbo_editor.X.cli``)."""
    write_any_file_name()
    argv = list(sys.argv[1:] if argv is None else argv)
    messages.use(language_from_argv(argv) or messages.from_environment())
    with speaking_argparse():
        parser = argparse.ArgumentParser(prog="turbo-editor")
        add_parser(parser.add_subparsers(dest="command", metavar="COMMAND"))
        try:
            args = parser.parse_args([name, *argv])
        except SystemExit as exit_:
            return int(exit_.code or 0)
    return run_parsed(args)


def add_language_option(parser) -> None:
    """--lang, for the commands whose output has sentences in it."""
    parser.add_argument("--lang", choices=messages.LANGUAGES, default=None,
                        help=_("language of the messages (default: the locale's, from LANGUAGE, LC_ALL, "
                               "LC_MESSAGES or LANG, else en)"))


def run_parsed(args) -> int:
    """Run a parsed command in the language it asks for (``--lang``, else the locale's)."""
    language = getattr(args, "lang", None) or messages.from_environment()
    if hasattr(args, "lang"):
        args.lang = language
    messages.use(language)
    return args.run(args)
