"""``turbo-editor preview FILE [--item N] -o page.html [--width phone|desktop] [--remote-images]``.

Writes the Turbo page preview of one item (counted from 1 in feed order) as a
standalone HTML file; ``-`` reads the feed from standard input, ``-o -`` writes the page to
standard output. Exit status: 0
written, 1 the feed is not well-formed (reported on stderr as
``file:line:col: message``) or has no such item, 2 usage or I/O error.
"""

from __future__ import annotations

import argparse
import sys

from ..cli_support import (
    add_input_encoding_option,
    add_language_option,
    load_or_report,
    refuses_mismatch,
    run_command,
    shown_name,
    write_output,
    writes_over_input,
)
from ..feed import FeedSaveError
from ..feed.markup import qualified_name
from ..messages import _, ngettext
from .page import PHONE, WIDTHS, item_at, render_item


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Register ``preview`` on an argparse subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "preview", help=_("write how an item's Turbo page looks as a standalone HTML file"),
        description=_("Render one item's turbo:content as the Turbo page would show it, into a standalone "
                      "HTML file with no scripts and, unless --remote-images is given, no remote loads. "
                      "Exit status: 0 written, 1 the feed is not well-formed or has no such item, "
                      "2 usage or I/O error."))
    parser.add_argument("file", metavar="FILE", help=_("feed file to read, or - for standard input"))
    parser.add_argument("--item", metavar="N", type=int, default=1,
                        help=_("which item, counting from 1 in feed order (default: 1)"))
    parser.add_argument("-o", "--output", metavar="PAGE", required=True,
                        help=_("HTML file to write, or - for standard output"))
    parser.add_argument("--width", choices=WIDTHS, default=PHONE, help=_("page layout (default: phone)"))
    parser.add_argument("--remote-images", action="store_true",
                        help=_("let the page load images from the web (default: placeholder boxes)"))
    add_input_encoding_option(parser)
    add_language_option(parser)
    parser.set_defaults(run=run)
    return parser


def run(args) -> int:
    if writes_over_input(args.output, args.file):
        return 2
    doc, code = load_or_report(args.file, args.input_encoding)
    if doc is None:
        return code
    name = shown_name(args.file)
    if refuses_mismatch(doc, name, args.input_encoding):
        return 1
    root = doc.root.tag if isinstance(doc.root.tag, str) else ""
    if root != "rss":           # an Atom or RSS 1.0 feed has items, but none a Turbo page is made of
        print(f"{name}: " + _("the root element is <{found}>; an RSS 2.0 feed starts with <rss version=\"2.0\">")
              .format(found=qualified_name(doc.root)), file=sys.stderr)
        return 1
    item = item_at(doc, args.item)
    if item is None:
        channel = doc.channel
        count = channel.item_count() if channel is not None else 0
        print(f"{name}: " + ngettext("no item {number}: the feed has {n} item",
                                          "no item {number}: the feed has {n} items", count)
              .format(number=args.item, n=count), file=sys.stderr)
        return 1
    page = render_item(doc, item, width=args.width, allow_remote_images=args.remote_images)
    try:
        write_output(args.output, page.encode("utf-8"))
    except FeedSaveError as err:
        print(f"turbo-editor: {err}", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    """``turbo-editor preview`` on its own, for tests and ``python -m turbo_editor.preview.cli``."""
    return run_command("preview", add_parser, argv)


if __name__ == "__main__":
    sys.exit(main())
