"""Where a content finding is shown in the text of turbo:content."""

from __future__ import annotations


def locate(finding, text: str) -> tuple[int, int] | None:
    """The span (str indices) of what a content finding is about, or None if it names no place.

    The checker gives the span in the text it checked; after an edit the text
    may have moved on, and a span that no longer fits is not shown until the
    checks run again.
    """
    span = finding.span
    if span is None or span[1] > len(text) or span[0] >= span[1]:
        return None
    return span


def first_line(text: str) -> tuple[int, int]:
    """The first line with text on it, without its indentation: where a finding about the whole
    content is shown. An empty span when the text is blank."""
    stripped = text.lstrip()
    start = len(text) - len(stripped)
    end = text.find("\n", start)
    return start, end if end >= 0 else len(text)


def mark_span(finding, text: str) -> tuple[int, int]:
    """Where to mark ``finding`` in ``text``: its own span, else the first line."""
    return locate(finding, text) or first_line(text)
