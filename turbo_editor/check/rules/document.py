"""The document around the channel: the root element, its version, namespaces, DOCTYPE, BOM."""

from __future__ import annotations

import re

from lxml import etree

from ..locate import qualified_name
from ..rule import Profile
from . import extensions, structure

RSS_VERSIONS = ("2.0", "0.91", "0.92")


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
        extensions.check_prefix(report, root, prefix, uri)
