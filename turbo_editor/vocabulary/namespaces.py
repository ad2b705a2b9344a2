"""Namespace URIs of the vocabularies a Turbo feed mixes, and their usual prefixes."""

TURBO_NS = "http://turbo.yandex.ru"
YANDEX_NS = "http://news.yandex.ru"
MEDIA_NS = "http://search.yahoo.com/mrss/"
ATOM_NS = "http://www.w3.org/2005/Atom"
DC_NS = "http://purl.org/dc/elements/1.1/"
CONTENT_NS = "http://purl.org/rss/1.0/modules/content/"
XML_NS = "http://www.w3.org/XML/1998/namespace"          # xml:lang, xml:base
XML_LANG = "{%s}lang" % XML_NS
XML_BASE = "{%s}base" % XML_NS

# Prefixes that real feeds use without declaring them; the loader adds the
# declaration instead of refusing the file.
WELL_KNOWN = {
    "turbo": TURBO_NS,
    "yandex": YANDEX_NS,
    "media": MEDIA_NS,
    "atom": ATOM_NS,
    "dc": DC_NS,
    "content": CONTENT_NS,
}


def qn(ns: str, local: str) -> str:
    """Clark notation, as lxml spells qualified names."""
    return "{%s}%s" % (ns, local)
