"""robots.txt parsed and matched the way Yandex's robot reads it.

The rules follow Yandex's robots.txt help (shared seed ``004_*``); where the
help is silent the choice made is noted next to the code.  Typical use::

    robots = parse_robots(text)
    decision = robots.check("https://example.com/feed.rss", agent="YandexBot")
    decision.allowed, decision.rule, decision.line

``agent`` is always a robot name (``YandexBot``, ``YandexImages``), not a full
HTTP User-Agent header.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..messages import _, ngettext

DEFAULT_AGENT = "YandexBot"

# "Если размер файла превышает 32 Кб, робот считает его полностью разрешающим":
# a file of exactly 32 KiB is still read, one byte more is not.
SIZE_LIMIT_BYTES = 32 * 1024

# "Действует ограничение на длину правила — 500 символов" (Clean-param).
CLEAN_PARAM_MAX_LENGTH = 500

_GROUP_DIRECTIVES = frozenset({"allow", "disallow", "crawl-delay", "clean-param"})
# Every directive Yandex reads, as its help spells them (for "did you mean" on a misspelt one).
_DIRECTIVES = ("User-agent", "Allow", "Disallow", "Crawl-delay", "Clean-param", "Host", "Sitemap")
LINE_BREAK = re.compile(r"\r\n|\r|\n")
_SCHEME_AND_AUTHORITY = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*://)?[^/?#]*")
_PERCENT_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
_NON_ASCII = re.compile(r"[^\x00-\x7f]+| +")
_CRAWL_DELAY = re.compile(r"\d+(?:\.\d+)?|\.\d+")
_CLEAN_PARAM_PREFIX = re.compile(r"[A-Za-z0-9.\-/*_]+")
_HOST_LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")
_DIGITS = re.compile(r"[0-9]+")


# --------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """One Allow/Disallow line of a group."""

    allow: bool
    pattern: str  # normalised; an empty Disallow is stored as "/" (see _make_rule)
    text: str  # the directive as written, without its comment
    line: int
    _regex: re.Pattern[str] = field(repr=False, compare=False)

    @property
    def precedence(self) -> tuple[int, bool]:
        # Longest pattern wins; on equal length Allow wins ("Allow: / Disallow: /"
        # allows everything in the seed's extensions section).
        return (pattern_length(self.pattern), self.allow)

    def matches(self, path: str) -> bool:
        return self._regex.match(path) is not None


@dataclass(frozen=True)
class CleanParam:
    """``Clean-param: p1&p2 /path``: parameters that do not change the page."""

    params: tuple[str, ...]
    path_prefix: str  # "" applies to every page of the site
    line: int
    _regex: re.Pattern[str] = field(repr=False, compare=False)

    def applies_to(self, path: str) -> bool:
        return self._regex.match(path) is not None


@dataclass(frozen=True)
class Group:
    """A record: consecutive User-agent lines and the directives after them."""

    agents: tuple[str, ...]
    line: int  # line of the first User-agent
    rules: tuple[Rule, ...]
    crawl_delay: float | None
    clean_params: tuple[CleanParam, ...]
    # Where suggested edits go: a line added to the group goes after its last
    # User-agent line; a Crawl-delay fix rewrites the line that set the value.
    last_agent_line: int = 0
    crawl_delay_line: int | None = None


@dataclass(frozen=True)
class HostLine:
    value: str
    line: int
    problem: str | None  # why Yandex ignores the line; None when the value is valid

    @property
    def valid(self) -> bool:
        return self.problem is None


@dataclass(frozen=True)
class Sitemap:
    url: str
    line: int


@dataclass(frozen=True)
class IgnoredLine:
    line: int
    text: str
    reason: str


@dataclass(frozen=True)
class Decision:
    allowed: bool
    rule: str | None  # deciding directive as written, None when no rule matched
    line: int | None
    group_agent: str | None  # User-agent value of the group used, None if none applied


@dataclass(frozen=True)
class RobotsTxt:
    groups: tuple[Group, ...] = ()
    hosts: tuple[HostLine, ...] = ()
    sitemaps: tuple[Sitemap, ...] = ()
    ignored: tuple[IgnoredLine, ...] = ()
    # True when the file's last character is a line break (LF, CR or CRLF), so
    # the line after the last directive is empty, which is how editors show an
    # "empty last line" (TURBO.md, Publishing).  Spaces after the final break
    # make the last line non-empty.  False for an empty or missing file.
    ends_with_empty_line: bool = False
    # Set when the file as a whole is ignored and everything is allowed:
    # missing file, non-200 answer, not text, over the size limit.
    unrestricted_reason: str | None = None

    @classmethod
    def allow_all(cls, reason: str | None = None) -> RobotsTxt:
        return cls(unrestricted_reason=_("no robots.txt") if reason is None else reason)

    @property
    def host(self) -> str | None:
        """The Host value Yandex uses: the first valid one, wherever it is."""
        return next((h.value for h in self.hosts if h.valid), None)

    def check(self, url: str, agent: str = DEFAULT_AGENT) -> Decision:
        selected = self._select_groups(agent)
        if selected is None:
            return Decision(True, None, None, None)
        group_agent, groups = selected
        path = request_path(url)
        matching = [r for g in groups for r in g.rules if r.matches(path)]
        if not matching:
            return Decision(True, None, None, group_agent)
        best = max(matching, key=lambda r: r.precedence)
        return Decision(best.allow, best.text, best.line, group_agent)

    def is_allowed(self, url: str, agent: str = DEFAULT_AGENT) -> bool:
        return self.check(url, agent).allowed

    def crawl_delay(self, agent: str = DEFAULT_AGENT) -> float | None:
        selected = self._select_groups(agent)
        if selected is None:
            return None
        # The seed does not say which of several Crawl-delay lines wins; the
        # first one in the file does here.
        delays = (g.crawl_delay for g in selected[1] if g.crawl_delay is not None)
        return next(delays, None)

    def clean_params(self, agent: str = DEFAULT_AGENT) -> tuple[CleanParam, ...]:
        selected = self._select_groups(agent)
        if selected is None:
            return ()
        return tuple(c for g in selected[1] for c in g.clean_params)

    def clean_url(self, url: str, agent: str = DEFAULT_AGENT) -> str:
        return strip_clean_params(url, self.clean_params(agent))

    def same_page(self, url_a: str, url_b: str, agent: str = DEFAULT_AGENT) -> bool:
        """Whether Clean-param makes the two URLs one page for ``agent``."""
        return self.clean_url(url_a, agent) == self.clean_url(url_b, agent)

    def groups_for(self, agent: str = DEFAULT_AGENT) -> tuple[Group, ...]:
        """The groups ``agent`` obeys, in file order; empty when none applies."""
        selected = self._select_groups(agent)
        return tuple(selected[1]) if selected else ()

    def _select_groups(self, agent: str) -> tuple[str, list[Group]] | None:
        """The groups Yandex obeys for ``agent`` and the User-agent that chose them.

        The most specific User-agent wins (``YandexBot`` over ``Yandex`` over
        ``*``); groups naming the same agent are merged.
        """
        if self.unrestricted_reason is not None:
            return None
        best_score, best_agent, chosen = -1, None, []
        for group in self.groups:
            score, written = max(
                ((_agent_score(a, agent), a) for a in group.agents), key=lambda p: p[0]
            )
            if score > best_score:
                best_score, best_agent, chosen = score, written, [group]
            elif score == best_score and score >= 0:
                chosen.append(group)
        if best_agent is None or best_score < 0:
            return None  # "доступ роботу не ограничен"
        return best_agent, chosen


# --------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------


def parse_robots(content: str | bytes | None, size: int | None = None) -> RobotsTxt:
    """Parse robots.txt; ``None`` stands for a file that could not be fetched.

    The 32 KB limit is on the file's bytes: ``size`` gives them for a text decoded from a file
    (its byte order mark and bytes UTF-8 lacks count as they were); a text without ``size`` is
    measured as it would be written, in UTF-8."""
    if content is None:
        return RobotsTxt.allow_all()
    if isinstance(content, bytes):
        measured = len(content)
        text = content.decode("utf-8-sig", errors="replace")
    else:
        measured = len(content.encode("utf-8", errors="surrogatepass"))
        text = content.removeprefix("\ufeff")
    size = measured if size is None else size
    ends_with_empty_line = text.endswith(("\n", "\r"))
    if size > SIZE_LIMIT_BYTES:
        return RobotsTxt(
            ends_with_empty_line=ends_with_empty_line,
            unrestricted_reason=ngettext("robots.txt is {n} byte, over the 32 KB limit",
                                         "robots.txt is {n} bytes, over the 32 KB limit", size).format(n=size),
        )
    return _Parser().parse(text, ends_with_empty_line)


def robots_from_response(
    status: int, body: str | bytes | None, content_type: str | None = None
) -> RobotsTxt:
    """robots.txt from an HTTP answer: anything but a 200 text file allows all.

    That is seed 004's reading of every status; ``robots_source.fetch_robots``
    asks only about a 200 or a 4xx, since a 5xx says nothing about the file.
    """
    if status != 200:
        return RobotsTxt.allow_all(_("HTTP status {status}").format(status=status))
    if not is_text_media_type(content_type):
        media_type = (content_type or "").split(";", 1)[0].strip().lower()
        return RobotsTxt.allow_all(_("not a text file ({media_type})").format(media_type=media_type))
    return parse_robots(body)


def is_text_media_type(content_type: str | None) -> bool:
    """Whether a Content-Type is text; a missing header does not make a file non-text."""
    if content_type is None:
        return True
    return content_type.split(";", 1)[0].strip().lower().startswith("text/")


@dataclass
class _GroupDraft:
    line: int
    agents: list[str] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    crawl_delay: float | None = None
    clean_params: list[CleanParam] = field(default_factory=list)
    last_agent_line: int = 0
    crawl_delay_line: int | None = None

    def freeze(self) -> Group:
        return Group(
            tuple(self.agents),
            self.line,
            tuple(self.rules),
            self.crawl_delay,
            tuple(self.clean_params),
            self.last_agent_line,
            self.crawl_delay_line,
        )


class _Parser:
    def __init__(self) -> None:
        self.groups: list[_GroupDraft] = []
        self.hosts: list[HostLine] = []
        self.sitemaps: list[Sitemap] = []
        self.ignored: list[IgnoredLine] = []

    def parse(self, text: str, ends_with_empty_line: bool) -> RobotsTxt:
        current: _GroupDraft | None = None
        # Yandex "выделяет записи по наличию в строке 'User-agent:'": blank
        # lines and comments never end a record, only a User-agent line after
        # the record's own directives starts a new one.
        collecting_agents = False
        for number, raw in enumerate(LINE_BREAK.split(text), start=1):
            content = raw.split("#", 1)[0].strip()
            if not content:
                continue
            written_key, colon, value = content.partition(":")
            if not colon:
                self._ignore(number, raw, _("not a 'Directive: value' line"))
                continue
            key, value = written_key.strip().lower(), value.strip()
            text_as_written = f"{written_key.strip()}: {value}".rstrip()
            if key == "user-agent":
                if not value:
                    self._ignore(number, raw, _("User-agent without a value"))
                    continue
                if not collecting_agents:
                    current = _GroupDraft(line=number)
                    self.groups.append(current)
                current.agents.append(value)
                current.last_agent_line = number
                collecting_agents = True
            elif key in _GROUP_DIRECTIVES:
                collecting_agents = False
                if current is None:
                    self._ignore(number, raw, _("before the first User-agent line"))
                else:
                    self._add_to_group(current, key, value, text_as_written, number, raw)
            elif key == "host":
                # Host is "межсекционная": it counts wherever it is in the file.
                self.hosts.append(HostLine(value, number, host_problem(value)))
            elif key == "sitemap":
                if value:
                    self.sitemaps.append(Sitemap(value, number))
                else:
                    self._ignore(number, raw, _("Sitemap without a URL"))
            else:
                self._ignore(number, raw, _unknown_directive(written_key.strip()))
        return RobotsTxt(
            groups=tuple(g.freeze() for g in self.groups),
            hosts=tuple(self.hosts),
            sitemaps=tuple(self.sitemaps),
            ignored=tuple(self.ignored),
            ends_with_empty_line=ends_with_empty_line,
        )

    def _add_to_group(
        self, group: _GroupDraft, key: str, value: str, text: str, number: int, raw: str
    ) -> None:
        if key in ("allow", "disallow"):
            rule = _make_rule(key == "allow", value, text, number)
            if rule is None:
                self._ignore(number, raw, _("empty Allow is ignored by Yandex"))
            else:
                group.rules.append(rule)
        elif key == "crawl-delay":
            if not _CRAWL_DELAY.fullmatch(value):
                self._ignore(number, raw, _("Crawl-delay must be a number of seconds"))
            elif group.crawl_delay is not None:
                self._ignore(number, raw, _("repeated Crawl-delay; the first one applies"))
            else:
                group.crawl_delay = float(value)
                group.crawl_delay_line = number
        else:
            clean_param = parse_clean_param(value, number)
            if isinstance(clean_param, str):
                self._ignore(number, raw, clean_param)
            else:
                group.clean_params.append(clean_param)

    def _ignore(self, number: int, raw: str, reason: str) -> None:
        self.ignored.append(IgnoredLine(number, raw, reason))


def _unknown_directive(written: str) -> str:
    """Why a line with an unknown directive is ignored, naming the directive it was probably meant to be."""
    names = {name.lower(): name for name in _DIRECTIVES}
    close = difflib.get_close_matches(written.lower(), list(names), n=1, cutoff=0.75)
    if close:
        return _("'{written}' is not a directive; did you mean '{directive}'?").format(
            written=written, directive=names[close[0]])
    return _("Yandex does not support the directive '{written}'").format(written=written)


def _make_rule(allow: bool, value: str, text: str, line: int) -> Rule | None:
    if not value:
        if allow:
            return None  # "Allow:" — "не учитывается роботом"
        # "Disallow:" — "то же, что и Allow: /", so it competes with the
        # length of "/" rather than vanishing.
        return Rule(True, "/", text, line, compile_pattern("/"))
    pattern = _normalise_percent(value)
    return Rule(allow, pattern, text, line, compile_pattern(pattern))


def parse_clean_param(value: str, line: int = 0) -> CleanParam | str:
    """A Clean-param value as a rule, or the reason Yandex would reject it."""
    if len(value) > CLEAN_PARAM_MAX_LENGTH:
        return ngettext("Clean-param longer than {n} character", "Clean-param longer than {n} characters",
                        CLEAN_PARAM_MAX_LENGTH).format(n=CLEAN_PARAM_MAX_LENGTH)
    fields = value.split()
    if not 1 <= len(fields) <= 2:
        return _("Clean-param must be 'p1&p2&... [path prefix]'")
    names = tuple(fields[0].split("&"))
    if not all(names):
        return _("Clean-param has an empty parameter name")
    prefix = fields[1] if len(fields) == 2 else ""
    if prefix and not _CLEAN_PARAM_PREFIX.fullmatch(prefix):
        return _("Clean-param path prefix may only use A-Za-z0-9.-/*_")
    return CleanParam(names, prefix, line, compile_pattern(prefix))


def host_problem(value: str) -> str | None:
    """Why Yandex would ignore ``Host: value``; None when the value is valid.

    The seed allows one domain name with an optional ``:port`` and lists what
    is ignored: hyphens at a label's edge, ports over 65535, underscores,
    leading/trailing/double dots, paths, IP addresses, several hosts.  Its
    list of what Host must contain was lost from the text; ``https://`` is
    accepted because Yandex's help names it for HTTPS-only mirrors.
    """
    if not value:
        return _("empty Host")
    if any(ch.isspace() or ch == "," for ch in value):
        return _("more than one host; Host takes a single domain name")
    rest = value
    scheme, separator, after_scheme = value.partition("://")
    if separator:
        if scheme.lower() != "https":
            return _("only an https:// scheme may precede the host name")
        rest = after_scheme
    if "/" in rest:
        return _("Host must not contain a path")
    hostname, colon, port = rest.partition(":")
    if colon and not (_DIGITS.fullmatch(port) and 1 <= int(port) <= 65535):
        return _("port must be a number from 1 to 65535")
    if hostname.startswith(".") or hostname.endswith("."):
        return _("host name starts or ends with a dot")
    labels = hostname.split(".")
    if "" in labels:
        return _("host name has an empty label (two dots in a row)")
    if all(_DIGITS.fullmatch(label) for label in labels):
        return _("an IP address, not a domain name")
    for label in labels:
        written = _idna_label(label)
        if written is None or not _HOST_LABEL.fullmatch(written):
            return _(
                "'{label}' is not a domain label (letters, digits, inner hyphens; no '_', no '-' at the ends)"
            ).format(label=label)
    return None


def ascii_host(host: str) -> str:
    """A host name in one spelling: lower case, a Cyrillic (IDN) label in its ASCII form, so that
    пример.рф is xn--e1afmkfd.xn--p1ai; a label IDNA cannot write stays as it is."""
    return ".".join(_idna_label(label) or label for label in host.lower().split("."))


def _idna_label(label: str) -> str | None:
    # Cyrillic domains (.рф) are valid; compare them in their ASCII form. None: IDNA cannot write it.
    if label.isascii():
        return label
    try:
        return label.encode("idna").decode("ascii")
    except UnicodeError:
        return None


# --------------------------------------------------------------------------
# Matching
# --------------------------------------------------------------------------


def _agent_score(written: str, agent: str) -> int:
    """How specifically a User-agent value names ``agent``; -1 if it does not.

    Case does not matter ("регистр значения не имеет"). A value names a robot
    by its product token, the letters before a version or comment
    (``YandexBot/3.0`` is ``YandexBot``, RFC 9309 2.2.1); ``Yandex`` covers
    every Yandex robot, and a longer name is more specific. Any other value
    names one robot whole: ``Y`` is nobody's name. ``*`` matches anything,
    and a trailing ``*`` any name that starts with what precedes it.
    """
    value = written.strip()
    if value.endswith("*"):
        name = value.rstrip("*").lower()
        return len(name) if agent.strip().lower().startswith(name) else -1
    name = _PRODUCT_TOKEN.match(value).group().lower()
    robot = _PRODUCT_TOKEN.match(agent.strip()).group().lower()     # --agent YandexBot/3.0 too
    if name and (name == robot or (name == "yandex" and robot.startswith(name))):
        return len(name)
    return -1


_PRODUCT_TOKEN = re.compile(r"[^\s/;(]*")


def request_path(url: str) -> str:
    """The part of ``url`` rules are matched against: path, params and query.

    ``url`` is an absolute URL, a URL without its scheme as the seed writes
    them (``www.example.com/page?x=1``) or a path starting with ``/``.
    """
    path = url if url.startswith("/") else _SCHEME_AND_AUTHORITY.sub("", url, count=1)
    path = path.split("#", 1)[0]
    if not path.startswith("/"):
        path = "/" + path
    return _normalise_percent(path)


def _normalise_percent(text: str) -> str:
    """One spelling for the same address: non-ASCII and spaces percent-encoded as UTF-8, escapes
    upper-cased, and an escape of an unreserved character (a letter, a digit, ``-._~``) decoded.

    The seed says nothing about encoding; RFC 9309 2.2.2 compares so. A rule typed as ``/ツ`` or
    ``/%e3%83%84`` matches the URL ``/%E3%83%84``, ``/%7Ejoe`` is ``/~joe``, ``/my feed`` is
    ``/my%20feed``; ``%2F`` stays distinct from ``/``.
    """
    text = _PERCENT_ESCAPE.sub(_one_escape, text)
    return _NON_ASCII.sub(
        lambda m: "".join(f"%{b:02X}" for b in m.group().encode("utf-8")), text
    )


def _one_escape(m: re.Match) -> str:
    char = chr(int(m.group()[1:], 16))
    return char if char in _UNRESERVED else m.group().upper()


_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def pattern_length(pattern: str) -> int:
    """How long a pattern counts when rules compete for a page: without the ``*`` at its end, which
    every rule has unwritten (seed 004: ``/cgi-bin*`` is the same rule as ``/cgi-bin``, and
    ``/example*$`` as ``/example``)."""
    return len(pattern.removesuffix("*$").rstrip("*"))


def compile_pattern(pattern: str) -> re.Pattern[str]:
    """A robots.txt pattern as a regex anchored at the start of the path.

    ``*`` is any run of characters; every rule implicitly ends in ``*``
    unless it ends in ``$``.  A ``$`` anywhere else is a literal character.
    A pattern that starts with neither ``/`` nor ``*`` is kept literally, so
    it can only match a path that starts the same way (the seed gives no
    other meaning to such rules).
    """
    anchored = pattern.endswith("$")
    body = pattern[:-1] if anchored else pattern
    regex = ".*".join(re.escape(piece) for piece in re.split(r"\*+", body))
    return re.compile(regex + (r"\Z" if anchored else ""), re.DOTALL)


def strip_clean_params(url: str, rules: Iterable[CleanParam]) -> str:
    """``url`` without the query parameters the applicable Clean-param rules list.

    Parameter names are compared case-sensitively ("Регистр учитывается");
    the remaining parameters keep their order and spelling.
    """
    without_fragment, hash_sign, fragment = url.partition("#")
    head, question_mark, query = without_fragment.partition("?")
    if not question_mark:
        return url
    path = request_path(head)
    names = {name for rule in rules if rule.applies_to(path) for name in rule.params}
    if not names:
        return url
    kept = [p for p in query.split("&") if p.partition("=")[0] not in names]
    cleaned = head + ("?" + "&".join(kept) if kept else "")
    return cleaned + hash_sign + fragment
