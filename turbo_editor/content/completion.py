"""Completion in the page HTML: what is being typed at the cursor, the words Turbo allows there,
and the text that accepting a word writes.

Tags and attributes are Turbo's (:mod:`turbo_editor.vocabulary.page`), so completion never offers
what the checks would report; data-* attributes and data-block values are the ones the block
snippets use (:mod:`.snippets`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..vocabulary.page import (
    ATTRIBUTES,
    BOOLEAN_ATTRIBUTES,
    CONTEXT_TAGS,
    EXTENDED_ATTRIBUTES,
    EXTENDED_TAGS,
    GLOBAL_ATTRIBUTES,
    PLAIN_TAGS,
    VOID_TAGS,
    allowed_within,
)
from .scan import StartTag, TagScanner
from .snippets import BLOCK_VALUES, DATA_ATTRIBUTES

TAG = "tag"
ATTRIBUTE = "attribute"
VALUE = "value"             # of data-block

# Where the cursor is inside markup; tried in this order on the text before the cursor.
_ATTRS = r"""(?:\s+[^\s=/>"'<]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*"""
_IN_TAG_NAME = re.compile(r"<(?P<prefix>[A-Za-z][\w-]*|)$")
_IN_BLOCK_VALUE = re.compile(r"<(?P<tag>[A-Za-z][\w-]*)(?P<attrs>" + _ATTRS
                             + r')\s+data-block\s*=\s*"(?P<prefix>[^"]*)$')
_IN_ATTRIBUTE = re.compile(r"<(?P<tag>[A-Za-z][\w-]*)(?P<attrs>" + _ATTRS + r")\s+(?P<prefix>[\w-]*)$")
_ATTRIBUTE_NAME = re.compile(r"""\s([^\s=/>"'<]+)""")
# A start tag longer than this is not being typed by hand; looking further back only costs time.
_LOOK_BACK = 4000

# The attribute a completed void tag starts with, so the cursor lands where typing goes on.
_VOID_FIRST_ATTRIBUTE = {"img": "src", "source": "src", "meta": "itemprop", "input": "type"}
# The rest of a start tag after the cursor (its name's end, attributes, ">"): the tag is being renamed.
_TAG_REST = re.compile(r"[\w-]*(?:/?>|\s[^<]*>)")


@dataclass(frozen=True)
class CompletionContext:
    kind: str              # TAG, ATTRIBUTE or VALUE (of data-block)
    prefix: str            # what is typed of the name or value so far
    tag: str = ""          # the tag whose attribute or value is completed
    present: frozenset = frozenset()   # attributes the tag already has


def completion_context(before: str) -> CompletionContext | None:
    """What the text before the cursor is in the middle of typing, if completion can help."""
    tail = before[-_LOOK_BACK:]
    start = tail.rfind("<")
    if start < 0:
        return None
    tail = tail[start:]
    m = _IN_TAG_NAME.match(tail)
    if m:
        return CompletionContext(TAG, m.group("prefix"))
    for kind, pattern in ((VALUE, _IN_BLOCK_VALUE), (ATTRIBUTE, _IN_ATTRIBUTE)):
        m = pattern.match(tail)
        if m:
            present = frozenset(name.lower() for name in _ATTRIBUTE_NAME.findall(m.group("attrs")))
            return CompletionContext(kind, m.group("prefix"), m.group("tag").lower(), present)
    return None


def allowed_tags(before: str, extended: bool) -> set[str]:
    """Tags Turbo keeps at the end of ``before``: the plain (or extended) set and the block-only ones."""
    return _allowed_tags(TagScanner(before), extended)


def _allowed_tags(scan: TagScanner, extended: bool) -> set[str]:
    return set(EXTENDED_TAGS if extended else PLAIN_TAGS) | context_tags(scan.open)


def context_tags(enclosing: list[StartTag]) -> set[str]:
    """The block-only tags (input in a form, footer in a card) that the enclosing elements allow."""
    ancestors = [(tag.name, tag.attrs.get("data-block")) for tag in enclosing]
    return {name for name in CONTEXT_TAGS if allowed_within(name, ancestors)}


def allowed_attributes(tag: str, extended: bool) -> set[str]:
    """What Turbo keeps on ``tag``, and the data-* attributes its blocks give it."""
    if tag not in (EXTENDED_TAGS if extended else PLAIN_TAGS) and tag not in CONTEXT_TAGS:
        return set()
    names = set(ATTRIBUTES.get(tag, ())) | GLOBAL_ATTRIBUTES | DATA_ATTRIBUTES.get(tag, frozenset())
    return (names | EXTENDED_ATTRIBUTES) if extended else names


def completions(before: str, extended: bool) -> tuple[CompletionContext | None, list[str]]:
    """The context at the end of ``before`` and the words that may be typed there, sorted."""
    context = completion_context(before)
    if context is None:
        return None, []
    if context.kind == TAG:
        scan = TagScanner(before)
        if len(scan.pending) > len(context.prefix) + 1:
            # The "<" is text inside a comment or an attribute value of a tag still being written.
            return None, []
        words = _allowed_tags(scan, extended)
    elif context.kind == ATTRIBUTE:
        words = allowed_attributes(context.tag, extended) - context.present
    else:
        words = set(BLOCK_VALUES.get(context.tag, ()))
    return context, sorted(words)


def completion_markup(context: CompletionContext, word: str, after: str) -> str:
    """What accepting ``word`` writes in place of the typed prefix; ``after`` is the rest of the line.

    A tag comes whole (a void one with its first attribute), an attribute with its quotes; ``[[]]``
    marks where the cursor goes (see :func:`.snippets.expand`). A tag that is already written out
    is only renamed, and a data-block value is the word alone.
    """
    if context.kind == TAG:
        if _TAG_REST.match(after):
            return word
        if word in VOID_TAGS:
            first = _VOID_FIRST_ATTRIBUTE.get(word)
            return f'{word} {first}="[[]]"/>' if first else f"{word}/>[[]]"
        return f"{word}>[[]]</{word}>"
    if context.kind == ATTRIBUTE:
        return word if word in BOOLEAN_ATTRIBUTES else f'{word}="[[]]"'
    return word
