"""``turbo-editor``: the editor window by default, headless sub-commands for scripts.

Exit codes of the sub-commands: 0 done, 1 the input has a problem (reported on
stderr as ``file:line:col: message``, nothing written), 2 usage or I/O error.
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import sys

from . import __version__, messages
from .messages import _, ngettext

COMMANDS = ("convert", "check", "export", "robots", "ping", "preview", "import")


def _build_parser() -> argparse.ArgumentParser:
    """The commands' parser, in the current language: build it inside speaking_argparse()."""
    from .cli_support import add_input_encoding_option, add_language_option
    parser = argparse.ArgumentParser(
        prog="turbo-editor",
        description=_("Edit, check and convert RSS 2.0 feeds with the Yandex Turbo extension. "
                      "Without a command, opens the editor window."))
    parser.add_argument("--version", action="version", version=f"turbo-editor {__version__}",
                        help=_("show the version and exit"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    convert = commands.add_parser(
        "convert", help=_("re-save a feed in another encoding, keeping every character"),
        description=_("Re-save a feed in UTF-8, Windows-1251 or KOI8-R. Characters the target "
                      "encoding lacks are written as character references (CDATA is split around them)."))
    convert.add_argument("input", metavar="IN", help=_("feed file to read, or - for standard input"))
    convert.add_argument("-o", "--output", metavar="OUT", required=True,
                         help=_("file to write, or - for standard output"))
    convert.add_argument("--encoding", choices=("utf-8", "windows-1251", "koi8-r"), type=str.lower,
                         help=_("target encoding (default: the input's own)"))
    add_input_encoding_option(convert)
    add_language_option(convert)
    convert.set_defaults(run=_convert)

    # Each headless command lives beside the code it drives.
    from .check.cli import add_parser as add_check_parser
    from .importer.cli import add_parser as add_import_parser
    from .preview.cli import add_parser as add_preview_parser
    from .publish.cli import add_parser as add_export_parser
    from .site.cli import add_parser as add_robots_parser
    from .site.ping_cli import add_parser as add_ping_parser
    for add in (add_check_parser, add_export_parser, add_robots_parser, add_ping_parser, add_preview_parser,
                add_import_parser):
        add(commands)
    return parser


def _convert(args) -> int:
    from .cli_support import load_or_report, refuses_mismatch, shown_name, write_output
    from .feed import FeedError

    doc, code = load_or_report(args.input, args.input_encoding)
    if doc is None:
        return code
    name = shown_name(args.input)
    # Converting would write garbled letters for good: the reader says which encoding is right.
    if refuses_mismatch(doc, name, args.input_encoding):
        return 1
    for notice in doc.notices:
        print(f"{name}:{notice.line or 1}:{notice.column or 1}: {_('note')}: {notice.describe()}",
              file=sys.stderr)
    target = args.encoding or doc.save_encoding
    if doc.encoding != doc.save_encoding and not args.encoding:
        print(f"{name}: {_('note')}: "
              + _("{encoding} is not a save encoding; writing UTF-8").format(encoding=doc.encoding), file=sys.stderr)
    for item in doc.unencodable(target):
        if item.lossless:
            print(f"{name}: {_('note')}: {item.describe()}", file=sys.stderr)
    if doc.source is not None and doc.source.bom:
        # A file to use: TURBO.md, nothing may precede <?xml.
        print(f"{name}: {_('note')}: " + _("the byte order mark (BOM) the file starts with is left out: "
                                           "nothing may come before <?xml in a feed"), file=sys.stderr)
    try:
        # A file to use: the namespace declarations the loader had to add are written.
        write_output(args.output, doc.serialize(target, for_use=True))
    except FeedError as err:
        print(f"turbo-editor: {err}", file=sys.stderr)
        return 2
    return 0


# The window's own options: a command line that starts with one of them is for the window
# (``turbo-editor --size 900x600 FILE --screenshot OUT.png``), not a sub-command.
WINDOW_OPTIONS = ("--screenshot", "--size", "--select", "--show")


def _is_window_option(arg: str) -> bool:
    return arg.split("=", 1)[0] in WINDOW_OPTIONS


def main(argv: list[str] | None = None) -> int:
    from .cli_support import language_from_argv, run_parsed, speaking_argparse, write_any_file_name
    write_any_file_name()
    argv = list(sys.argv[1:] if argv is None else argv)
    # --lang before anything is said: argparse prints help and usage errors while it parses.
    messages.use(language_from_argv(argv) or messages.from_environment())
    if argv and _looks_like_a_command(argv[0]):
        suggestion = difflib.get_close_matches(argv[0], COMMANDS, n=1)
        hint = (_("; did you mean '{command}'?").format(command=suggestion[0]) if suggestion
                else " " + _("(commands: {commands})").format(commands=", ".join(COMMANDS)))
        with speaking_argparse():
            _build_parser().print_usage(sys.stderr)
        print(f"turbo-editor: {_('error')}: " + _("unknown command '{command}'").format(command=argv[0]) + hint,
              file=sys.stderr)
        return 2
    if not argv or (argv[0] not in COMMANDS and not argv[0].startswith("-")) or argv[0] == "--" \
            or _is_window_option(argv[0]):
        return _run_gui(argv)
    with speaking_argparse():
        parser = _build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exit_:
            return int(exit_.code or 0)
        if not getattr(args, "run", None):
            parser.print_help(sys.stderr)
            return 2
    try:
        return run_parsed(args)
    except BrokenPipeError:
        # The reader stopped early (``| head``): what it took was enough. Point stdout at nothing
        # so that the interpreter's last flush does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 2
    except KeyboardInterrupt:
        # Ctrl+C: the files are written whole or not at all (write_atomic), so one line says it.
        print("\nturbo-editor: " + _("interrupted; a file being written was left as it was"), file=sys.stderr)
        return 130


def _looks_like_a_command(arg: str) -> bool:
    """A first word that is no command, no option and no file there is, nor looks like a file
    name (no folder, no extension): a mistyped command, not a feed for the window."""
    return (arg not in COMMANDS and not arg.startswith("-") and arg.isidentifier()
            and not os.path.exists(arg))


def _gui_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="turbo-editor", description=_("Open the editor window, on FILEs if given."))
    parser.add_argument("files", metavar="FILE", nargs="*", help=_("feeds to open"))
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help=_("open FILE, wait until it is shown and checked, save a PNG of the window and exit "
                               "(0, or 1 if FILE cannot be opened); works offscreen"))
    parser.add_argument("--size", metavar="WxH", type=_size,
                        help=_("window size for --screenshot (default: {size})").format(
                            size=f"{DEFAULT_SIZE[0]}x{DEFAULT_SIZE[1]}"))
    parser.add_argument("--select", metavar="PATH",
                        help=_("for --screenshot: select the element at this path first, e.g. "
                               "/rss/channel/item[2]"))
    parser.add_argument("--show", choices=("xml", "preview", "problems"), action="append", default=[],
                        help=_("for --screenshot: bring this panel to the front (repeatable)"))
    return parser


DEFAULT_SIZE = (1280, 800)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a size such as 1280x800: {value}").format(value=repr(text))) from None
    if width < 200 or height < 150:
        raise argparse.ArgumentTypeError(_("too small for a window: {value}").format(value=repr(text)))
    return width, height


def _run_gui(argv: list[str]) -> int:
    from .cli_support import speaking_argparse
    with speaking_argparse():
        try:
            args = _gui_parser().parse_args(argv)
        except SystemExit as exit_:
            return int(exit_.code or 0)
    files = args.files
    if args.screenshot and len(files) != 1:
        print("turbo-editor: " + _("--screenshot needs exactly one FILE"), file=sys.stderr)
        return 2
    unused = [name for name, value in (("--size", args.size), ("--select", args.select), ("--show", args.show))
              if value and not args.screenshot]
    if unused:
        # Said rather than ignored: the window would open as if they had not been given.
        print("turbo-editor: " + ngettext("{options} needs --screenshot", "{options} need --screenshot", len(unused))
              .format(options=", ".join(unused)), file=sys.stderr)
        return 2
    problem = _no_display()
    if problem:
        print("turbo-editor: " + _("cannot open the editor window: {reason}").format(reason=problem),
              file=sys.stderr)
        return 2
    try:
        from .ui.app import run, screenshot
    except ImportError as err:
        missing = err.name or ""
        if missing.split(".")[0] in ("PySide6", "shiboken6"):
            # Installed without its dependencies (pip --no-deps, a distribution's package split).
            print("turbo-editor: " + _("the editor window needs Qt for Python, and {module} is not installed; "
                                       "install it with: {command} (the sub-commands work without it: see "
                                       "turbo-editor --help)").format(
                module=missing, command=f"python -m pip install '{_qt_requirement()}'"), file=sys.stderr)
        else:
            print("turbo-editor: " + _("cannot start the editor window: {reason}").format(reason=err),
                  file=sys.stderr)
        return 2
    if args.screenshot:
        return screenshot(os.path.abspath(files[0]), os.path.abspath(args.screenshot), args.size or DEFAULT_SIZE,
                          select=args.select, show=args.show)
    return run([os.path.abspath(f) for f in files])


def _qt_requirement() -> str:
    """The PySide6 requirement this installation was built with, for an install command."""
    from importlib.metadata import PackageNotFoundError, requires
    try:
        declared = requires("turbo-editor") or []
    except PackageNotFoundError:                # run from a source tree that was never installed
        declared = []
    for requirement in declared:
        spec = requirement.split(";")[0].strip()
        if re.split(r"[\s<>=!~\[(]", spec, maxsplit=1)[0].lower() == "pyside6":
            return spec
    return "PySide6"


def _no_display() -> str:
    """Why an X11 window cannot open here, or "". Qt itself would abort the process (a core
    dump, no exit code to speak of) when its xcb platform finds no X server to talk to."""
    if not sys.platform.startswith("linux"):
        return ""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform not in ("", "xcb") or os.environ.get("DISPLAY"):
        return ""
    if not platform and (os.environ.get("WAYLAND_DISPLAY") or os.environ.get("XDG_SESSION_TYPE") == "wayland"):
        return ""                               # Qt picks Wayland by itself
    return _("no display (DISPLAY is not set); run it in a desktop session, "
             "or set QT_QPA_PLATFORM=offscreen for --screenshot")


if __name__ == "__main__":
    sys.exit(main())
