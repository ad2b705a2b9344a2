"""Text the user typed (the whole feed, in the XML pane) becoming the document.

The text is Unicode already, so whatever encoding its declaration names is
read as UTF-8 for parsing (the save encoding is the document's, not the
text's). When it parses, the smallest edit takes the document there: the
changed children of the channel, else the whole root; what was typed is kept
as typed, so Save writes it back as it stands.
"""

from __future__ import annotations

import re

from . import edits
from .document import FeedDocument, load_bytes

_DECLARED_ENCODING = re.compile(r"""^(\s*<\?xml[^>]*?encoding\s*=\s*)(["'])[^"']*\2""")

SOURCE_NAME = "XML pane"          # how messages name typed text


def typed_bytes(text: str) -> bytes:
    """Typed text as the bytes a parser reads: UTF-8, and a declaration that says so."""
    data = _DECLARED_ENCODING.sub(lambda m: m.group(1) + m.group(2) + "UTF-8" + m.group(2), text, count=1)
    return data.encode("utf-8", errors="surrogatepass")


def parse_typed(text: str, *, path: str | None = None) -> FeedDocument:
    """The document typed text stands for; raises FeedSyntaxError or FeedEncodingError."""
    return load_bytes(typed_bytes(text), source=SOURCE_NAME, path=path)


def edit_towards(doc: FeedDocument, parsed: FeedDocument, typed: str) -> edits.Edit | None:
    """The smallest edit making ``doc`` equal ``parsed`` (read from ``typed``), or None.

    Each changed child of the channel is replaced by its typed version, which
    the document then writes as typed; a change anywhere else (the root, the
    channel's own start tag, the number of children) replaces the root.
    """
    parsed.encoding = doc.encoding          # both declarations name the encoding Save writes
    mine, theirs = doc.channel_layout(display=True), parsed.channel_layout(display=True)
    if mine and theirs and mine[0] == theirs[0] and mine[2] == theirs[2] and len(mine[1]) == len(theirs[1]):
        steps: list = []
        for (old, old_text), (new, new_text) in zip(mine[1], theirs[1]):
            if old_text == new_text:
                continue
            if not isinstance(old.tag, str) or not isinstance(new.tag, str):
                break                   # a comment or PI changed: the whole root is replaced below
            doc.adopt(new, parsed, replacing=old)
            steps.append(edits.Replace(old, new, tail=new.tail))
        else:
            return edits.Batch(steps) if steps else None
    if doc.to_text(display=True) == parsed.to_text(display=True):
        return None
    return edits.ReplaceRoot(parsed.root, doc.source_for(typed, parsed.root, parsed.added_prefixes()))
