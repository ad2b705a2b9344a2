"""Suppressions: "not this rule, here", kept in a project file next to the feed.

The file is ``.turbo-editor.toml`` in the feed's folder (docs/suppressions.md)::

    [check]
    ignore = ["item-guid-missing"]           # every feed in this folder

    [check.feeds."turbo.xml"]
    ignore = ["turbo-attribute-missing"]     # this feed only

Reading uses the standard library's tomllib; writing uses tomlkit, which keeps
the rest of the file (comments, order, other tables) as the user wrote it, so
the editor can add a rule to one feed's list without rewriting anything else.
"""

from __future__ import annotations

import ast
import difflib
import os
import re
import tomllib
from dataclasses import dataclass, field

import tomlkit

from ..feed.atomic import write_atomic
from ..feed.errors import describe_os_error
from ..messages import N_, _, language
from .catalog import CATALOG
from .docs import FILES

PROJECT_FILE = ".turbo-editor.toml"
_HEADER = "# Turbo Editor project settings for the feeds in this folder (see docs/suppressions.md).\n"


class ProjectFileError(Exception):
    """The project file cannot be read: not TOML, or not the shape described above."""

    def __init__(self, path: str, message: str, line: int | None = None, column: int | None = None):
        self.path, self.message, self.line, self.column = path, message, line, column
        where = f"{path}:{line}:{column}" if line else path
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Suppressions:
    """The rules not reported for one feed: for its whole folder, and for the feed itself."""

    folder: frozenset = frozenset()
    feed: frozenset = frozenset()
    unknown: tuple = field(default=(), compare=False)     # ids in the file that name no rule

    @property
    def rules(self) -> frozenset:
        return self.folder | self.feed


def project_file(feed_path: str | os.PathLike) -> str:
    return os.path.join(os.path.dirname(os.path.abspath(feed_path)), PROJECT_FILE)


def load(feed_path: str | os.PathLike) -> Suppressions:
    """The suppressions for a feed file; none when there is no project file.

    Raises ProjectFileError when the file is there but cannot be used; an
    unknown rule id is not an error (rules are renamed), it is listed in
    ``unknown`` for the caller to mention.
    """
    path = project_file(feed_path)
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except FileNotFoundError:
        return Suppressions()
    except OSError as err:
        raise ProjectFileError(path, _("cannot be read: {reason}").format(reason=describe_os_error(err))) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:           # saved in the system's code page, say
        raise ProjectFileError(path, _("is not UTF-8 text, as a TOML file must be: save it in UTF-8"),
                               raw.count(b"\n", 0, err.start) + 1,
                               err.start - (raw.rfind(b"\n", 0, err.start) + 1) + 1) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        line, column = _toml_position(err)
        if line is None or column is None:     # "at end of document": where the text ends
            line = max(text.count("\n") + (0 if text.endswith("\n") or not text else 1), 1)
            column = max(1 if text.endswith("\n") else len(text) - text.rfind("\n"), 1)
        raise ProjectFileError(path, _("is not valid TOML: {reason}").format(reason=_toml_reason(err)),
                               line, column) from None
    check = data.get("check", {})
    if not isinstance(check, dict):
        raise ProjectFileError(path, _("[check] must be a table"))
    folder = _rule_list(path, check.get("ignore", []), "[check] ignore")
    feeds = check.get("feeds", {})
    if not isinstance(feeds, dict):
        raise ProjectFileError(path, _("[check.feeds] must be a table of feed file names"))
    name = os.path.basename(feed_path)
    own = feeds.get(name, {})
    if not isinstance(own, dict):
        raise ProjectFileError(path, _('[check.feeds."{name}"] must be a table').format(name=name))
    feed = _rule_list(path, own.get("ignore", []), f'[check.feeds."{name}"] ignore')
    unknown = tuple(sorted(r for r in folder | feed if r not in CATALOG))
    return Suppressions(folder, feed, unknown)


def save(feed_path: str | os.PathLike, rules) -> None:
    """Make ``rules`` the feed's own ignore list, changing nothing else in the project file.

    An empty list removes the feed's table; a project file left with nothing
    in it is removed. Written atomically; FeedSaveError when that fails.
    """
    path = project_file(feed_path)
    name = os.path.basename(feed_path)
    text = ""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        document = tomlkit.parse(text)
    except FileNotFoundError:
        document = tomlkit.parse(_HEADER)
    except UnicodeDecodeError:
        raise ProjectFileError(path, _("cannot be updated: {reason}").format(
            reason=_("it is not UTF-8 text, as a TOML file must be"))) from None
    except OSError as err:
        raise ProjectFileError(path, _("cannot be updated: {reason}").format(reason=describe_os_error(err))) from None
    except tomlkit.exceptions.ParseError as err:
        # tomlkit says why in English only: ask tomllib, whose words are translated.
        try:
            tomllib.loads(text)
            reason = _("the TOML is malformed here")
        except tomllib.TOMLDecodeError as said:
            reason = _toml_reason(said)
        raise ProjectFileError(path, _("cannot be updated: {reason}").format(reason=reason),
                               err.line, err.col) from None
    check = document.setdefault("check", tomlkit.table())
    feeds = check.setdefault("feeds", tomlkit.table(is_super_table=True))
    rules = sorted(set(rules))
    if rules:
        table = feeds.setdefault(name, tomlkit.table())
        ignore = tomlkit.array()
        ignore.extend(rules)
        table["ignore"] = ignore
    elif name in feeds:
        del feeds[name]
    if not feeds:
        del check["feeds"]
    if not check:
        del document["check"]
    text = tomlkit.dumps(document)
    if text.strip() == _HEADER.strip():
        # Nothing left but the comment the editor wrote: the file was only ever the editor's.
        if os.path.exists(path):
            os.remove(path)
        return
    write_atomic(path, text.encode("utf-8"))


def parse_option(values) -> frozenset:
    """``--ignore a,b --ignore c`` as a set of rule ids; ValueError naming the unknown ones."""
    rules = {part.strip() for value in values or () for part in value.split(",") if part.strip()}
    unknown = sorted(r for r in rules if r not in CATALOG)
    if unknown:
        raise ValueError("; ".join(_suggestion(r) for r in unknown))
    return frozenset(rules)


def _suggestion(rule: str) -> str:
    close = difflib.get_close_matches(rule, list(CATALOG), n=1)
    if close:
        return _("unknown rule '{rule}' (did you mean {close}?)").format(rule=rule, close=close[0])
    return _("unknown rule '{rule}' ({file} lists the rules)").format(rule=rule, file=rules_document())


def rules_document() -> str:
    """The rule list in the current language, as the repository names it."""
    return FILES.get(language(), FILES["en"])


def _rule_list(path: str, value, where: str) -> frozenset:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ProjectFileError(path, _("{where} must be a list of rule ids, such as {example}").format(
            where=where, example='["item-guid-missing"]'))
    return frozenset(v.strip() for v in value if v.strip())


# What tomllib says (Python 3.11's parser; English only), in the user's language. A reason not
# listed (another Python's wording) is named by its position alone.
_TOML_REASONS = [(re.compile(pattern), message) for pattern, message in (
    (r"Cannot overwrite a value", N_("a value is set twice")),
    (r"Escaped character is not a Unicode scalar value", N_("an escaped character is not a Unicode character")),
    (r"Expected '=' after a key in a key/value pair", N_("“=” is missing after a key")),
    (r"Expected '\]' at the end of a table declaration", N_("“]” is missing at the end of a table name")),
    (r"Expected '\]\]' at the end of an array declaration",
     N_("“]]” is missing at the end of an array of tables' name")),
    (r"Expected newline or end of document after a statement", N_("a line holds more than one statement")),
    (r"Invalid date or datetime", N_("a date or time is not valid")),
    (r"Invalid hex value", N_("a hexadecimal value is not valid")),
    (r"Invalid initial character for a key part", N_("a key starts with a character keys cannot start with")),
    (r"Invalid statement", N_("a line is neither key = value nor a [table] name")),
    (r"Invalid value", N_("a value is not valid: text goes in quotes, as in ignore = [\"rule-id\"]")),
    (r"Unclosed array", N_("a list is not closed with “]”")),
    (r"Unclosed inline table", N_("an inline table is not closed with “}”")),
    (r"Unescaped '\\' in a string", N_("a backslash in a string is not escaped (write \\\\)")),
    (r"Unterminated string", N_("a string is not closed")),
    (r"Cannot declare (?P<name>.+) twice", N_("“{name}” is declared twice")),
    (r"Cannot mutate immutable namespace (?P<name>.+)",
     N_("“{name}” is already defined and cannot be extended here")),
    (r"Cannot redefine namespace (?P<name>.+)", N_("“{name}” is defined twice")),
    (r"Duplicate inline table key (?P<name>.+)", N_("the key “{name}” is repeated in an inline table")),
    (r"Illegal character '\\n'", N_("a string is not closed on its line")),
    (r"Found invalid character (?P<name>.+)", N_("the character {name} is not allowed here")),
    (r"Illegal character (?P<name>.+)", N_("the character {name} is not allowed in a string")),
)]
_TOML_WHERE = re.compile(r" \(at (?:line \d+, column \d+|end of document)\)$")


def _toml_reason(err: tomllib.TOMLDecodeError) -> str:
    said = _TOML_WHERE.sub("", str(err))
    for pattern, message in _TOML_REASONS:
        m = pattern.fullmatch(said)
        if m:
            return _(message).format(**{k: _toml_key(v) for k, v in m.groupdict().items()})
    return _("the TOML is malformed here")


def _toml_key(said: str) -> str:
    """A key as tomllib names it (a tuple's repr, ``('check', 'feeds')``) as TOML writes it."""
    try:
        parts = ast.literal_eval(said)
    except (ValueError, SyntaxError):
        return said.strip("'")
    return ".".join(parts) if isinstance(parts, tuple) and all(isinstance(p, str) for p in parts) else said


def _toml_position(err: tomllib.TOMLDecodeError) -> tuple[int | None, int | None]:
    m = re.search(r"at line (\d+), column (\d+)", str(err))
    return (int(m.group(1)), int(m.group(2))) if m else (None, None)
