"""The document around the channel: the root element, its version, namespaces, DOCTYPE, BOM."""

from __future__ import annotations

import re

from lxml import etree

from ...vocabulary.namespaces import ATOM_NS, CONTENT_NS, DC_NS, MEDIA_NS, TURBO_NS, YANDEX_NS
from ..locate import qualified_name
from ..rule import Profile
from . import extensions, structure

RSS_VERSIONS = ("2.0", "0.91", "0.92")

# Prefixes every reader expects to mean one namespace; bound to another, they mislead.
RESERVED = {"dc": DC_NS, "content": CONTENT_NS, "atom": ATOM_NS, "media": MEDIA_NS, "sy": extensions.SY,
            "dcterms": extensions.DCTERMS, "admin": extensions.ADMIN, "rdf": extensions.RDF,
            "slash": extensions.SLASH, "wfw": extensions.WFW, "trackback": extensions.TRACKBACK,
            "geo": extensions.GEO, "georss": "http://www.georss.org/georss",
            "itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
            "googleplay": "http://www.google.com/schemas/play-podcasts/1.0",
            "podcast": "https://podcastindex.org/namespace/1.0",
            "creativeCommons": extensions.CREATIVE_COMMONS, "cc": extensions.CC,
            "feedburner": "http://rssnamespace.org/feedburner/ext/1.0", "xhtml": extensions.XHTML}
# Other URIs a prefix's own specification still accepts: Podcasting 2.0 began under its
# GitHub address, and its maintainers keep that valid.
ALSO_VALID = {"podcast": {"https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md"}}
TURBO_PREFIXES = {"turbo": TURBO_NS, "yandex": YANDEX_NS}

NETSCAPE_091 = "-//Netscape Communications//DTD RSS 0.91//EN"
# Findings about how the file starts (BOM, declaration): they point at its first line.
FILE_START_RULES = frozenset(("xml-bom", "xml-declaration-encoding"))
_DECLARATION = re.compile(r"<\?xml(?:[^?]*?\sencoding\s*=\s*[\"']([^\"']*)[\"'])?[^?]*\?>")


def check_root(report, doc, source_text: str | None):
    """Root element, version, the single channel; returns the channel element or None."""
    root = doc.root
    docinfo = doc.tree.docinfo
    if docinfo.xml_version and docinfo.xml_version != "1.0":
        report.add("xml-version", None, line=1, column=1, value=docinfo.xml_version)
    state = doc.declaration_state()
    if state is None and source_text is not None:
        m = _DECLARATION.match(source_text.lstrip("\ufeff"))
        state = (m is not None, m is not None and m.group(1) is not None)
    bom = source_text.startswith("\ufeff") if source_text is not None else bool(doc.source and doc.source.bom)
    if bom:
        report.add("xml-bom", root, line=1, column=1, first="<?xml" if state and state[0] else
                   "<" + qualified_name(root))
    if state is not None and not state[1]:
        report.add("xml-declaration-encoding", root, line=1, column=1, declared=state[0],
                   encoding=doc.save_encoding)
    _check_prefixes(report, root)
    if root.tag != "rss":
        found = qualified_name(root)
        if etree.QName(root).localname == "rss" and etree.QName(root).namespace:
            # An <rss> in a namespace (Yandex.News's old template): name it, or the message reads
            # as if the element were something other than <rss>.
            found += f' xmlns="{etree.QName(root).namespace}"' if ":" not in found else ""
        report.add("rss-root", root, found=found)
        return None
    structure.check_attributes(report, root)
    version = root.get("version")
    wanted = ("2.0",) if report.profile != Profile.RSS else RSS_VERSIONS
    if version is None:
        report.add("missing-attribute", root, "version", attribute="version", name="rss")
    elif version.strip() not in wanted:
        report.add("rss-version", root, "version", value=version, allowed=", ".join(wanted))
    if docinfo.public_id == NETSCAPE_091 and version != "0.91":
        report.add("rss-doctype", root, value=version or "")
    text = root.text
    if text and not text.isspace():
        report.add("unexpected-text", root, name="rss", text=text.strip())
    channels = []
    for child in root:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        structure.check_tail(report, child, root)
        if tag == "channel":
            channels.append(child)
            if len(channels) == 2:
                report.add("duplicate-element", child, name="channel", parent="rss")
        elif tag[0] != "{":
            report.add("unknown-element", child, name=tag, parent="rss")
    if not channels:
        report.add("missing-element", root, field="channel", name="channel", parent="rss")
        return None
    return channels[0]


def _check_prefixes(report, root) -> None:
    for prefix, uri in root.nsmap.items():
        if prefix in RESERVED and uri != RESERVED[prefix] and uri not in ALSO_VALID.get(prefix, ()):
            report.add("reserved-prefix", root, field="xmlns:" + prefix, prefix=prefix, value=uri,
                       expected=RESERVED[prefix])
        elif prefix in TURBO_PREFIXES and uri != TURBO_PREFIXES[prefix]:
            if report.profile == Profile.RSS:
                report.add("reserved-prefix", root, field="xmlns:" + prefix, prefix=prefix, value=uri,
                           expected=TURBO_PREFIXES[prefix])
            else:
                report.add("turbo-namespace-uri", root, field="xmlns:" + prefix, prefix=prefix, value=uri,
                           expected=TURBO_PREFIXES[prefix])
