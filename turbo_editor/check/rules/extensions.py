"""Namespaced modules common in RSS 2.0 feeds: value syntax, once-only elements, core duplicates.

RSS 2.0 grows through namespaced modules (Dublin Core, Syndication, content,
Atom, ...). Elements of unknown namespaces are assumed valid; the ones below
have a value syntax or a cardinality that feed readers rely on.
"""

from __future__ import annotations

import re
from datetime import date

from ...feed.markup import text_value
from ...vocabulary.namespaces import ATOM_NS, CONTENT_NS, DC_NS, MEDIA_NS, TURBO_NS, YANDEX_NS, qn
from ..locate import qualified_name
from ..rule import Profile
from . import values
from .common import check_text_only, check_url, report_url

DCTERMS = "http://purl.org/dc/terms/"
SY = "http://purl.org/rss/1.0/modules/syndication/"
ADMIN = "http://webns.net/mvcb/"
BLOGCHANNEL = "http://backend.userland.com/blogChannelModule"
CREATIVE_COMMONS = "http://backend.userland.com/creativeCommonsRssModule"
CC = "http://web.resource.org/cc/"
TRACKBACK = "http://madskills.com/public/xml/rss/module/trackback/"
SLASH = "http://purl.org/rss/1.0/modules/slash/"
GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#"
GEOURL = "http://geourl.org/rss/module/"
ICBM = "http://postneo.com/icbm"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
XHTML = "http://www.w3.org/1999/xhtml"
WFW = "http://wellformedweb.org/CommentAPI/"

CHANNEL, ITEM = "channel", "item"

# element -> (value kind, scopes in which it may appear only once)
ELEMENTS: dict[str, tuple[str | None, tuple[str, ...]]] = {
    qn(DC_NS, "date"): ("date", (CHANNEL,)),
    qn(DC_NS, "language"): ("language", (CHANNEL,)),
    qn(DC_NS, "rights"): (None, (CHANNEL,)),
    qn(SY, "updatePeriod"): ("period", (CHANNEL,)),
    qn(SY, "updateFrequency"): ("positive", (CHANNEL,)),
    qn(SY, "updateBase"): ("date", (CHANNEL,)),
    qn(CONTENT_NS, "encoded"): (None, (ITEM,)),
    qn(ADMIN, "errorReportsTo"): ("resource", (CHANNEL,)),
    qn(ADMIN, "generatorAgent"): ("resource", (CHANNEL,)),
    qn(BLOGCHANNEL, "blogRoll"): ("url", ()),
    qn(BLOGCHANNEL, "mySubscriptions"): ("url", ()),
    qn(BLOGCHANNEL, "blink"): ("url", ()),
    qn(BLOGCHANNEL, "changes"): ("url", ()),
    qn(CREATIVE_COMMONS, "license"): ("url", ()),
    qn(CC, "license"): ("resource", ()),
    qn(TRACKBACK, "ping"): ("url", ()),
    qn(TRACKBACK, "about"): ("url", ()),
    qn(SLASH, "comments"): ("count", (ITEM,)),
    qn(SLASH, "hit_parade"): ("integers", (ITEM,)),
    qn(GEO, "lat"): ("latitude", (ITEM, CHANNEL)),
    qn(GEO, "long"): ("longitude", (ITEM, CHANNEL)),
    qn(GEOURL, "latitude"): ("latitude", (ITEM, CHANNEL)),
    qn(GEOURL, "longitude"): ("longitude", (ITEM, CHANNEL)),
    qn(ICBM, "latitude"): ("latitude", (ITEM, CHANNEL)),
    qn(ICBM, "longitude"): ("longitude", (ITEM, CHANNEL)),
}
ELEMENTS[qn(WFW, "comment")] = ("url", ())
ELEMENTS[qn(WFW, "commentRss")] = ("url", ())
ELEMENTS[qn(WFW, "commentRSS")] = ("url", ())
for _name in ("title", "creator", "subject", "description", "publisher", "contributor", "type", "format",
              "identifier", "source", "relation", "coverage"):
    ELEMENTS.setdefault(qn(DC_NS, _name), (None, ()))

# Small vocabularies whose every element is known: any other name in the namespace (dc:autor, an
# item's sy:updatePeriod, a channel's content:encoded) is a typo or a misplaced element.
VOCABULARIES = {
    DC_NS: ("Dublin Core", None, frozenset(("title", "creator", "subject", "description", "publisher",
                                         "contributor", "date", "type", "format", "identifier", "source",
                                         "language", "relation", "coverage", "rights"))),
    SY: ("Syndication", CHANNEL, frozenset(("updatePeriod", "updateFrequency", "updateBase"))),
    CONTENT_NS: ("content", ITEM, frozenset(("encoded",))),
    ADMIN: ("Admin", CHANNEL, frozenset(("generatorAgent", "errorReportsTo"))),
    SLASH: ("Slash", ITEM, frozenset(("section", "department", "comments", "hit_parade"))),
    WFW: ("Well-Formed Web", ITEM, frozenset(("comment", "commentRss", "commentRSS"))),
}

# dcterms:available and dcterms:valid hold DCMI periods ("start=...; end=..."), not dates.
for _name in ("created", "issued", "modified", "dateAccepted", "dateCopyrighted", "dateSubmitted"):
    ELEMENTS[qn(DCTERMS, _name)] = ("date", (CHANNEL, ITEM))

# A core element and a module element that say the same thing: readers pick one at random.
SAME_MEANING = {
    CHANNEL: (("generator", qn(ADMIN, "generatorAgent")), ("copyright", qn(DC_NS, "rights")),
              ("managingEditor", qn(DC_NS, "creator")), ("pubDate", qn(DC_NS, "date")),
              ("language", qn(DC_NS, "language")), ("webMaster", qn(DC_NS, "publisher")),
              ("lastBuildDate", qn(DCTERMS, "modified")),
              (qn(CREATIVE_COMMONS, "license"), qn(CC, "license"))),
    ITEM: (("guid", qn(ATOM_NS, "id")), ("pubDate", qn(ATOM_NS, "published")), ("pubDate", qn(DC_NS, "date")),
           ("author", qn(DC_NS, "creator")), ("category", qn(DC_NS, "subject")), ("source", qn(DC_NS, "source")),
           (qn(CREATIVE_COMMONS, "license"), qn(CC, "license"))),
}

_W3CDTF = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?"
                     r"(Z|[+-]\d{2}:\d{2}))?)?)?$")
PERIODS = ("hourly", "daily", "weekly", "monthly", "yearly")


def w3cdtf_ok(value: str) -> bool:
    m = _W3CDTF.match(value.strip())
    if not m:
        return False
    month, day, hour, minute, second = (int(g) if g else None for g in m.groups()[1:6])
    try:
        date(int(m.group(1)), month or 1, day or 1)
    except ValueError:
        return False
    return (hour is None or hour < 24) and (minute is None or minute < 60) and (second is None or second < 61)


# Prefixes every reader expects to mean one namespace; bound to another, they mislead.
RESERVED = {"dc": DC_NS, "content": CONTENT_NS, "atom": ATOM_NS, "media": MEDIA_NS, "sy": SY,
            "dcterms": DCTERMS, "admin": ADMIN, "rdf": RDF, "slash": SLASH, "wfw": WFW, "trackback": TRACKBACK,
            "geo": GEO, "georss": "http://www.georss.org/georss",
            "itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
            "googleplay": "http://www.google.com/schemas/play-podcasts/1.0",
            "podcast": "https://podcastindex.org/namespace/1.0",
            "creativeCommons": CREATIVE_COMMONS, "cc": CC,
            "feedburner": "http://rssnamespace.org/feedburner/ext/1.0", "xhtml": XHTML}
# Other URIs a prefix's own specification still accepts: Podcasting 2.0 began under its
# GitHub address, and its maintainers keep that valid.
ALSO_VALID = {"podcast": {"https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md"}}
TURBO_PREFIXES = {"turbo": TURBO_NS, "yandex": YANDEX_NS}


def check_prefix(report, element, prefix: str | None, uri: str) -> None:
    """A prefix declared, or used by ``element``, for ``uri``: a reserved or Turbo prefix bound to
    another namespace is reported on the element."""
    if prefix in RESERVED:
        if uri != RESERVED[prefix] and uri not in ALSO_VALID.get(prefix, ()):
            report.add("reserved-prefix", element, field="xmlns:" + prefix, prefix=prefix, value=uri,
                       expected=RESERVED[prefix])
    elif prefix in TURBO_PREFIXES and uri != TURBO_PREFIXES[prefix]:
        rule = "reserved-prefix" if report.profile == Profile.RSS else "turbo-namespace-uri"
        report.add(rule, element, field="xmlns:" + prefix, prefix=prefix, value=uri, expected=TURBO_PREFIXES[prefix])


def _check_prefix_below_root(report, element) -> None:
    """An element of no vocabulary we know, whose prefix was bound below the root: the root's own
    declarations are reported on the root."""
    prefix = element.prefix
    if prefix not in RESERVED and prefix not in TURBO_PREFIXES:
        return
    uri = element.tag[1:element.tag.index("}")]
    if element.getroottree().getroot().nsmap.get(prefix) != uri:
        check_prefix(report, element, prefix, uri)


def check_element(report, element, scope: str, seen: dict) -> None:
    """One namespaced child of the channel or an item."""
    tag = element.tag
    if not _check_vocabulary(report, element, scope):
        return
    uri_end = tag.find("}")
    if "." in tag[uri_end:]:
        tag = tag[:uri_end] + tag[uri_end:].split(".", 1)[0]    # qualified Dublin Core: dc:date.Taken is a dc:date
    spec = ELEMENTS.get(tag)
    if spec is None:
        if tag[0] == "{":
            _check_prefix_below_root(report, element)
        return
    kind, once_in = spec
    if scope in once_in and seen.get(tag) == 2:
        report.add("duplicate-element", element, name=qualified_name(element), parent=scope)
    if check_text_only(report, element) or kind is None:
        return
    name = qualified_name(element)
    value = (text_value(element) or "").strip()
    if kind == "url":
        check_url(report, element)
    elif kind == "resource":
        # An RDF resource reference: relative ones resolve against the document, as in RDF itself.
        resource = element.get(qn(RDF, "resource"))
        if resource is not None and resource.strip():
            report_url(report, element, qn(RDF, "resource"), resource.strip(), relative_ok=True)
    elif kind == "date":
        if not w3cdtf_ok(value):
            report.add("ext-date", element, name=name, value=value)
    elif kind == "language":
        if not value or values.language_parts(value) is None:
            report.add("ext-language", element, name=name, value=value)
    elif kind in ("positive", "count"):
        number = values.non_negative_int(value)
        if number is None or (kind == "positive" and number == 0):
            report.add("ext-integer", element, name=name, value=value,
                       least=1 if kind == "positive" else 0)
    elif kind == "period":
        if value not in PERIODS:
            report.add("ext-period", element, name=name, value=value)
    elif kind in ("latitude", "longitude"):
        limit = 90 if kind == "latitude" else 180
        try:
            ok = -limit <= float(value) <= limit
        except ValueError:
            ok = False
        if not ok:
            report.add("ext-coordinate", element, name=name, value=value, limit=limit)
    elif kind == "integers":
        if not re.fullmatch(r"\d+(?:\s*,\s*\d+)*", value):
            report.add("ext-integer-list", element, name=name, value=value)


def check_same_meaning(report, parent, scope: str, seen: dict) -> None:
    for core, module in SAME_MEANING[scope]:
        if core in seen and module in seen:
            element = parent.find(module)
            report.add("duplicate-semantics", element, name=qualified_name(element), core=_short(core),
                       parent=scope)


def check_description_twice(report, item, seen: dict) -> None:
    """An item's description next to atom:content or xhtml:body: two full texts, readers pick one."""
    if "description" not in seen:
        return
    for tag in (qn(ATOM_NS, "content"), qn(XHTML, "body")):
        if tag in seen:
            element = item.find(tag)
            if tag == qn(ATOM_NS, "content") and element.get("src") is not None:
                continue
            report.add("duplicate-description", element, name=qualified_name(element))


def _short(tag: str) -> str:
    if tag[0] != "{":
        return tag
    uri, local = tag[1:].split("}")
    prefix = {CREATIVE_COMMONS: "creativeCommons", CC: "cc", DC_NS: "dc", DCTERMS: "dcterms", ADMIN: "admin",
              ATOM_NS: "atom"}.get(uri, "")
    return f"{prefix}:{local}" if prefix else local


def _check_vocabulary(report, element, scope: str) -> bool:
    """False when the module does not define the element here (and that is reported)."""
    uri, _, local = element.tag[1:].partition("}")
    local = local.split(".", 1)[0]
    vocabulary = VOCABULARIES.get(uri)
    if vocabulary is None:
        return True
    module, only_in, names = vocabulary
    if local not in names:
        report.add("module-element-unknown", element, name=qualified_name(element), module=module)
        return False
    if only_in is not None and only_in != scope:
        report.add("module-element-misplaced", element, name=qualified_name(element), parent=scope, place=only_in)
        return False
    return True
