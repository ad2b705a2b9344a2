"""Errors and notices raised while loading or saving a feed, and what an OSError means in words.

Every sentence here is shown in the language of the place that shows it: an
error keeps its sentence untranslated (a ``Text``: the English msgid and its
values) and puts it into a language only when it is shown, by ``describe(language)``
or ``str()`` (the messages' current language: the interface's in the window, ``--lang``
in the commands). So an error made before a language was chosen, or shown in
two languages (a finding of the checker has both), says the right thing.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field

from .. import messages
from ..messages import N_


class Text:
    """One of our sentences, kept untranslated: ``Text(N_("cannot read {file}"), file=path)``, or
    ``Text.ngettext("{n} item", "{n} items", n, n=n)`` for one that depends on a number.

    ``text(language)`` translates the msgid and fills in the values (a value that is a
    Text itself is translated into the same language); ``str()`` uses the current language.
    """

    __slots__ = ("msgid", "plural", "n", "values")

    def __init__(self, msgid: str, /, **values):
        self.msgid = msgid
        self.plural: str | None = None
        self.n = 0
        self.values = values

    @classmethod
    def ngettext(cls, singular: str, plural: str, n: int, /, **values) -> Text:
        text = cls(singular, **values)
        text.plural, text.n = plural, n
        return text

    def text(self, language: str | None = None) -> str:
        catalogue = messages.catalogue(language or messages.language())
        template = (catalogue.gettext(self.msgid) if self.plural is None
                    else catalogue.ngettext(self.msgid, self.plural, self.n))
        if not self.values:
            return template
        return template.format(**{name: in_language(value, language) for name, value in self.values.items()})

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Text({self.msgid!r}, {self.values!r})"

    def _key(self) -> tuple:
        return self.msgid, self.plural, self.n, tuple(sorted((k, str(v)) for k, v in self.values.items()))

    def __eq__(self, other) -> bool:
        return isinstance(other, Text) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


def in_language(value, language: str | None = None) -> str:
    """A Text (anything with ``text(language)``) or an error of ours (``describe(language)``) in
    ``language``, None meaning the current one; anything else as str()."""
    for method in ("text", "describe"):
        say = getattr(value, method, None)
        if callable(say):
            return say(language)
    return str(value)


@dataclass(frozen=True)
class Notice:
    """Something the loader changed or noticed without refusing the file.

    ``params`` are its facts, for the checks and fixes that act on it
    (namespace-added: prefix, uri; encoding-mismatch: declared, read_as,
    reason "bom", "utf-8" or "letters", and guess). ``sentence`` says it:
    ``describe(language)``; ``message`` is its English.
    """

    code: str
    sentence: Text | str
    line: int | None = None
    column: int | None = None
    params: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def message(self) -> str:
        return in_language(self.sentence, "en")

    def describe(self, language: str | None = None) -> str:
        return in_language(self.sentence, language)

    def __str__(self) -> str:
        where = f"{self.line}:{self.column}: " if self.line else ""
        return where + self.describe()


class FeedError(Exception):
    """Base of every error the feed package raises on purpose.

    Its sentence (a Text, or a str already in the words to show) is said by
    ``describe(language)``; ``str()`` says it in the current language.
    """

    def __init__(self, message: Text | str = ""):
        super().__init__(message)
        self.sentence = message

    def describe(self, language: str | None = None) -> str:
        return in_language(self.sentence, language)

    def __str__(self) -> str:
        return self.describe()


class FeedSyntaxError(FeedError):
    """The bytes are not a well-formed XML document.

    Carries the position and, where the bytes could be decoded, the text so a
    GUI can show it with the error marked instead of losing it. ``message`` is
    the English, ``message_ru`` the Russian (libxml2's errors come as such a
    pair, see xml_messages; a Text gives both).
    """

    def __init__(self, message: Text | str, line: int, column: int, text: str | None = None,
                 source: str | None = None, *, kind: str = "", raw: str = "", message_ru: str | None = None,
                 encoding: str | None = None, undecodable: tuple[int, int] | None = None):
        super().__init__(message)
        self._ru = message_ru
        self.encoding = encoding        # what ``text`` was decoded from (None: not known)
        # Line and column of the first byte that encoding lacks, shown in ``text`` as U+FFFD
        # (None: every byte was read): saving ``text`` would write U+FFFD in its place.
        self.undecodable = undecodable
        self.line = line
        self.column = column
        self.text = text
        self.source = source
        self.kind = kind                # libxml2's error type (ERR_TAG_NAME_MISMATCH ...) or the loader's own
        self.raw = raw                  # libxml2's own words, for a bug report

    @property
    def message(self) -> str:
        """What is wrong here, in plain English."""
        return in_language(self.sentence, "en")

    @property
    def message_ru(self) -> str:
        """The same in Russian."""
        if self._ru is not None:
            return self._ru
        return in_language(self.sentence, "ru")

    def describe(self, language: str | None = None) -> str:
        language = language or messages.language()
        return self.message_ru if language.lower().startswith("ru") else self.message

    def location(self) -> str:
        return f"{self.source or '<feed>'}:{self.line}:{self.column}"

    def __str__(self) -> str:
        return self.location() + ": " + self.describe()


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
    """The bytes cannot be decoded as declared, or a value cannot be saved in the encoding.

    ``code`` says which, for whoever acts on it: "unknown-encoding" (a name no codec has),
    "not-utf8" (bytes that are not the UTF-8 they must be; ``guess``: what they look like),
    "unreadable-encoding", "unsaveable" (characters a save encoding cannot hold).
    """

    def __init__(self, message: Text | str, line: int | None = None, column: int | None = None,
                 guess: str | None = None, *, code: str = ""):
        super().__init__(message)
        self.line = line
        self.column = column
        self.guess = guess
        self.code = code

    @property
    def message(self) -> str:
        """What is wrong, in plain English (``describe`` says it in a language)."""
        return in_language(self.sentence, "en")

    def __str__(self) -> str:
        where = f"{self.line}:{self.column}: " if self.line else ""
        return where + self.describe()


class FeedSaveError(FeedError):
    """Saving failed; the file on disk is as it was before."""


# What happened, in our words, for the errno values a person meets opening and saving files.
_OS_ERRORS = {
    errno.ENOENT: N_("there is no such file or folder"),
    errno.EACCES: N_("access is denied: you have no permission to read or write it"),
    errno.EPERM: N_("the system does not permit this (the file may be locked or protected)"),
    errno.EISDIR: N_("it is a folder, not a file"),
    errno.ENOTDIR: N_("a part of the path is a file, not a folder"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EEXIST: N_("a file or folder of that name is already there"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.ELOOP: N_("the path has too many symbolic links (a link may point to itself)"),
    errno.EMFILE: N_("too many files are open at once"),
    errno.ENFILE: N_("too many files are open at once"),
    errno.EIO: N_("the disk could not be read or written (an input/output error)"),
    errno.EBUSY: N_("the file or device is busy"),
    errno.EXDEV: N_("it cannot be moved to another disk"),
    errno.ENXIO: N_("the device or pipe is not there (nobody reads from it)"),
}


def describe_os_error(err: BaseException) -> Text:
    """What an OSError means, as a Text (no file name: the sentence around it names the file).

    The common errno values get our own sentence in the user's language; any other is
    the C library's words (English) with the errno's name, e.g. "Bad file descriptor (EBADF)".
    """
    number = getattr(err, "errno", None)
    if number in _OS_ERRORS:
        return Text(_OS_ERRORS[number])
    reason = getattr(err, "strerror", None) or str(err) or type(err).__name__
    name = errno.errorcode.get(number) if isinstance(number, int) else None
    if name:
        return Text(N_("{reason} (error {name})"), reason=reason, name=name)
    return Text("{reason}", reason=reason)          # nothing to translate
