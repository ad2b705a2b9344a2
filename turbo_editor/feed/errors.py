"""Errors and notices raised while loading or saving a feed."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Notice:
    """Something the loader changed or noticed without refusing the file.

    ``params`` are its facts, for the checks and fixes that act on it
    (namespace-added: prefix, uri; encoding-mismatch: declared, read_as,
    reason "bom", "utf-8" or "letters", and guess).
    """

    code: str
    message: str
    line: int | None = None
    column: int | None = None
    params: dict = field(default_factory=dict, compare=False, hash=False)

    def __str__(self) -> str:
        where = f"{self.line}:{self.column}: " if self.line else ""
        return where + self.message


class FeedError(Exception):
    """Base of every error the feed package raises on purpose."""


class FeedSyntaxError(FeedError):
    """The bytes are not a well-formed XML document.

    Carries the position and, where the bytes could be decoded, the text so a
    GUI can show it with the error marked instead of losing it.
    """

    def __init__(self, message: str, line: int, column: int, text: str | None = None,
                 source: str | None = None, *, kind: str = "", raw: str = "", message_ru: str | None = None,
                 encoding: str | None = None):
        self.message = message          # what is wrong here, in plain English
        self.encoding = encoding        # what ``text`` was decoded from (None: not known)
        self.message_ru = message_ru or message
        self.line = line
        self.column = column
        self.text = text
        self.source = source
        self.kind = kind                # libxml2's error type (ERR_TAG_NAME_MISMATCH ...) or the loader's own
        self.raw = raw                  # libxml2's own words, for a bug report
        super().__init__(self.location() + ": " + message)

    def describe(self, language: str = "en") -> str:
        return self.message_ru if language.lower().startswith("ru") else self.message

    def location(self) -> str:
        return f"{self.source or '<feed>'}:{self.line}:{self.column}"


@dataclass(frozen=True)
class XmlError:
    """One well-formedness error a recovering parse found: where, libxml2's type and words."""

    line: int
    column: int
    kind: str
    raw: str


class FeedTooLargeError(FeedError):
    """The file is bigger than the configured limit; nothing was read past it."""


class FeedEncodingError(FeedError):
    """The bytes cannot be decoded as declared, or a value cannot be saved in the encoding."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None,
                 guess: str | None = None):
        self.message = message
        self.line = line
        self.column = column
        self.guess = guess
        where = f"{line}:{column}: " if line else ""
        super().__init__(where + message)


class FeedSaveError(FeedError):
    """Saving failed; the file on disk is as it was before."""
