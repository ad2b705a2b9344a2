"""Is this Russian text free of English? The words in Latin letters a Russian screen may not show.

A Russian interface still shows Latin letters where they are not English: markup and the names
of elements and attributes (``<pubDate>``, ``turbo:content``, ``turbo="false"``), addresses and
file names (``https://example.ru/``, ``robots.txt``), rule ids (``turbo-disabled``), encodings
(``UTF-8``, ``KOI8-R``), keys (``Ctrl+S``), character codes (``U+00A0``, ``0xCF``), identifiers
(``first_ad_place``, ``h1``, ``R-A-123456-1``), the few names of standards and services Russian
writes in Latin (``RSS``, ``XML``, ``Google Analytics``), and values quoted from the feed being
shown (the caller passes them as ``allowed``). Every other Latin word is English that a
translation missed:

    >>> foreign_words("Открыть в браузере")
    []
    >>> foreign_words("Open in the browser")
    ['Open', 'in', 'the', 'browser']
    >>> foreign_words("Копировать diff")
    ['diff']

Qt-free, so it is tested on its own (tests/test_russian_text.py); the window's test
(tests/ui/test_russian_window.py) collects what is on screen and runs it through this.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

# -- words Russian text keeps in Latin: short on purpose; Yandex is Яндекс and Turbo is Турбо -------------------

STANDARDS = frozenset("""
RSS XML HTML CSS URL HTTP HTTPS http https JSON MIME CDATA DOCTYPE DTD GUID ID IP ISO RFC UTC GMT
GIF JPEG PNG PICS TTL BOM CGI XML-RPC UT
""".split())
# The directives of robots.txt, as the file spells them (the Site dock quotes and suggests them).
ROBOTS = frozenset("User-agent User-Agent Allow Disallow Crawl-delay Host Sitemap Clean-param".split())
# Keys, as menus and hints write them (with + they are caught whole: Ctrl+Shift+S).
KEYS = frozenset("Ctrl Shift Alt Esc Enter Tab Del Backspace".split())
# Services with no Russian name, as the counter and ad network forms list them (types of
# turbo:analytics and turbo:adNetwork, see turbo_editor/vocabulary/services.py), and the robot
# robots.txt speaks to.
BRANDS = frozenset("Google Analytics LiveInternet Rambler Mediascope TNS AdFox YandexBot Telegram".split())
# Other formats, specifications and programs a rule names as they are called (RSS 1.0's sibling
# Atom, Netscape's RSS 0.91, the Dublin Core module, Apple Podcasts' itunes tags, Yahoo!'s guide), and
# the blog engines whose feeds the import reads.
PRODUCTS = frozenset("""
Atom Netscape Dublin Core Apple Podcasts Yahoo PySide6 Qt VK Syndication Slash Admin Well-Formed Web GeoURL
Basic Geo punycode Python WordPress Ghost Hugo Jekyll Drupal lxml
""".split())
UNITS = frozenset("px".split())
ALLOWED_WORDS = STANDARDS | KEYS | BRANDS | UNITS | ROBOTS | PRODUCTS
# Language codes that are also English words are English when they stand alone.
ENGLISH_WORDS = frozenset("am an as be he hi id is it me my no of on or so to us we".split())

# The type values of counters and ad networks are code only where they are quoted as such:
# "Яндекс Метрика (Yandex)", «Yandex», type="Yandex". Bare, "Yandex" is English for Яндекс.
SERVICE_TYPES = ("Yandex", "Google", "MailRu", "Rambler", "Mediascope", "LiveInternet", "AdFox", "custom")

# -- spans that are code, not prose ---------------------------------------------------------------------

_SPANS = [re.compile(p, re.VERBOSE) for p in (
    r"&lt;/?\w+&gt;",                                             # an escaped tag: &lt;p&gt;
    r"<[^<>\n]*>",                                              # <pubDate>, </item>, <figure data-block="x">
    r"&(?:[A-Za-z][A-Za-z0-9]*|\#[0-9]+|\#x[0-9A-Fa-f]+);",     # &nbsp; &#160; &#xA0;
    r"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s<>\"«»“”]*",              # https://example.ru/a, file:///tmp
    r"\bmailto:[^\s<>\"«»“”]+",
    r"\b(?:https?|ftp|file|data|javascript|vbscript|mailto|about):(?![A-Za-z0-9])",   # a scheme named alone
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",                            # e-mail addresses
    r"(?<![\w/])(?:~|\.{1,2})?/[^\s,;«»\"“”()]+",               # /home/user/feed.xml, ./a, ~/b
    r"\b[A-Za-z]:\\[^\s,;«»\"“”]*",                             # C:\Users\feed.xml
    r"\b(?:audio|video|image|text|application|font)/[\w.+-]+", # MIME types
    r"[\w:.-]+=(?:\"[^\"]*\"|'[^']*'|“[^”]*”|«[^»]*»|[^\s,;()\"'«»]+)",   # turbo="false", rel="self", x=1
    r"\b(?:Ctrl|Shift|Alt|Meta|Cmd)(?:\+(?:Ctrl|Shift|Alt|Meta|Cmd))*\+(?:F[0-9]{1,2}\b|[A-Za-z0-9]+\b|\S)",
    r"\bF(?:[1-9]|1[0-2])\b",                                   # F1
    r"(?<![\w-])--[a-z][\w-]*",                                   # command-line options: --force, --lang
    r"(?<![\w-])-[A-Za-z](?![\w-])",                               # a short option: -o
    r"\bU\+[0-9A-Fa-f]{4,6}\b",                                 # U+00A0
    r"\b0x[0-9A-Fa-f]+\b",                                      # 0xCF
    r"\b(?:UTF|utf)-(?:8|16|32)(?:-?(?:LE|BE|le|be))?\b|\b[Ww]indows-125[0-8]\b|\b(?:KOI8|koi8)-[RUru]\b"
    r"|\b[Cc][Pp]125[0-8]\b|\bISO-8859-[0-9]+\b|\b(?:US-)?ASCII\b|\b[Ll]atin-1\b",   # encodings
    r"[\(«\"“]\s*(?:%s)\s*[\)»\"”]" % "|".join(SERVICE_TYPES),   # (Yandex), «AdFox»
    r"\{\s*\"[^{}]*\}",                                          # JSON: {"section":"news"}
    r"\bhttps?\(s\)",                                            # http(s)
    r"«[\w:.-]+»",                                               # one quoted value: «Monday», «itunes»
    r"(?<![\w/])[\w.-]+/[\w./-]+\.\w+",                          # relative paths: docs/rules.ru.md
    r"\[[\w.\"-]+\]",                                            # TOML tables: [check], [check.feeds]
    r"\bYYYY-MM-DD(?:Thh:mm(?::ss)?(?:[+-]hh:mm)?)?",             # date patterns
    r"приложени[еия]\ [A-Z]\b",                                      # a specification's appendix F
    r"\b[\w-]+(?:\.[\w-]+)+/[^\s,;«»\"“”()]*",                   # rssboard.org/rss-profile
    r"\b(?:tag|urn):(?![A-Za-z0-9])",                              # the schemes tag: and urn:
    r"(?<![\w-])[a-z]{2,3}-[a-zA-Z]{2}(?![\w-])",                   # language tags: en-us, ru-RU
    r"\bdata-\*",                                                  # the data-* attributes
    # An RFC-822 date, as the feed must write it: Tue, 21 Apr 2026 14:15:00 +0300
    r"\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s*)?[0-9]{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    r"\s+[0-9]{2,4}(?:\s+[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:\s+(?:[+-][0-9]{4}|GMT|UT|[A-Z]{3}))?)?",
)]

# A chunk is what lies between spaces and punctuation; shaped like code, it is not English.
_CHUNK = re.compile(r"[^\s,;()\[\]{}«»“”„\"'`!?…—–|&·•*]+")
_QUALIFIED = re.compile(r"[A-Za-z_][\w.-]*:[A-Za-z_][\w.-]*")      # turbo:content, xml:lang, xmlns:turbo
_CAMEL = re.compile(r"[a-z][A-Z]")                                  # pubDate, textInput, YandexBot
_DOTTED = re.compile(r"[\w-]+(?:\.[\w-]+)+")                        # robots.txt, Top.Mail.Ru, window.Ya.create
_LATIN = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*")
_EDGES = ".:-+/%#"


@cache
def format_names() -> frozenset:
    """Names of the format, as the feed writes them: elements, attributes, page tags, namespace
    prefixes, values a field takes (true, false, the protocols of <cloud>), rule ids, language
    codes. One-letter tags (a, b, i, p, u) are left out: bare, they are English; written as <p>
    they are code anyway."""
    from turbo_editor.check.catalog import CATALOG
    from turbo_editor.vocabulary import elements, languages, namespaces, page, services

    names = {"xmlns", "xml", "rss", "channel", "item", "version", "admin", "slash", "wfw", "sy", "dc", "itunes",
             "data-send-to", "turbo-editor", "auto",    # the profiles: rss, turbo, auto
             "check", "export", "robots", "convert", "preview",    # the commands
             "html", "head", "body", "turbo", "true", "false", "yes", "no", "self",
             "alternate", "href", "rel", "url", "length", "type", "isPermaLink", "domain", "port", "path", "protocol",
             "registerProcedure", "width", "height", "params", "turbo-ad-id", "data-block", "data-turbo-ad-id",
             "xml-rpc", "soap", "http-post"}                # the protocols of <cloud>
    for order in elements.ORDERS.values():
        names.update(name.rsplit("}", 1)[-1] for name in order)
    names.update(namespaces.WELL_KNOWN)
    names.update(page.EXTENDED_TAGS, page.CONTEXT_TAGS, page.VOID_TAGS, page.RISKY_TAGS, page.GLOBAL_ATTRIBUTES,
                 page.EXTENDED_ATTRIBUTES, page.BOOLEAN_ATTRIBUTES)
    for attributes in page.ATTRIBUTES.values():
        names.update(attributes)
    names.update(page.BLOCK_DATA_ATTRIBUTES, page.FEEDBACK_TYPES)     # the blocks' attributes and values
    for values in page.BLOCK_VALUES.values():
        names.update(values)
    names.update(services.COUNTER_FIELDS, services.AD_FIELDS)
    names.update(CATALOG)
    names.update(languages.ISO_639_1 - ENGLISH_WORDS)      # ru, de, uk: the channel's language
    return frozenset(n for n in names if len(n) > 1)


def _is_code(chunk: str) -> bool:
    if not re.search(r"[A-Za-z]", chunk):
        return True
    if "_" in chunk or "\\" in chunk or "@" in chunk:
        return True                                       # first_ad_place, paths, addresses
    if re.search(r"[0-9]", chunk):
        return True                                       # h1, R-A-123456-1, 1280x720, KOI8-R, Top-100
    if re.fullmatch(r"[A-Z]+(?:-[A-Z]+)+", chunk):
        return True                                       # ids in capitals: G-XXXXXXX
    if re.fullmatch(r"[A-Z]{3,}", chunk):
        return True                                       # acronyms Russian writes in Latin: URI, IANA, CMS
                                                          # (two letters are not: "OK" is English)
    if _QUALIFIED.fullmatch(chunk) or _CAMEL.search(chunk):
        return True
    if _DOTTED.fullmatch(chunk) and any(len(part) > 1 for part in chunk.split(".")):
        return True                                       # robots.txt, example.ru, but not e.g
    return chunk in format_names()


def _quoted_values(text: str, allowed: Iterable[str]) -> str:
    """``text`` with each allowed value blanked where it stands as a whole (not inside a longer word,
    nor as one part of a hyphenated one: the value id leaves turbo-ad-id whole)."""
    for value in sorted({v for v in allowed if v and re.search(r"[A-Za-z]", v)}, key=len, reverse=True):
        text = re.sub(r"(?<![\w-])%s(?!\w|-\w)" % re.escape(value), " ", text)
    return text


def foreign_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The Latin words of ``text`` that are not code, names Russian keeps, or ``allowed`` values
    (values quoted from the feed on screen); in the order they come, each as often as it comes."""
    text = text.replace("\u00a0", " ")
    for span in _SPANS:
        text = span.sub(" ", text)
    text = _quoted_values(text, allowed)
    found = []
    for match in _CHUNK.finditer(text):
        chunk = match.group().strip(_EDGES)
        if not chunk or _is_code(chunk):
            continue
        for word in _LATIN.findall(chunk):
            if word in ALLOWED_WORDS or word in format_names():
                continue
            parts = word.split("-")
            if len(parts) > 1 and all(p in ALLOWED_WORDS or p in format_names() for p in parts):
                continue
            found.append(word)
    return found


def feed_values(root) -> set[str]:
    """Every attribute value and text of an lxml tree, whole and word by word: what a window
    showing that feed may quote (its titles, ids, type="Yandex"). Comments are left out: only
    the XML pane shows them, and its text is the file's, not the interface's."""
    values: set[str] = set()
    for node in root.iter():
        texts = [node.tail]
        if isinstance(node.tag, str):
            texts += [node.text, *node.attrib.values()]
        for text in texts:
            if text and text.strip():
                values.add(text.strip())
                values.update(re.findall(r"[\w.:@/+#-]*[A-Za-z][\w.:@/+#-]*", text))
    return values
