"""Namespace URIs of the vocabularies a Turbo feed mixes, and their usual prefixes."""

TURBO = "http://turbo.yandex.ru"
YANDEX = "http://news.yandex.ru"
MEDIA = "http://search.yahoo.com/mrss/"
ATOM = "http://www.w3.org/2005/Atom"
DC = "http://purl.org/dc/elements/1.1/"
CONTENT = "http://purl.org/rss/1.0/modules/content/"

# Prefixes that real feeds use without declaring them; the loader adds the
# declaration instead of refusing the file.
WELL_KNOWN = {
    "turbo": TURBO,
    "yandex": YANDEX,
    "media": MEDIA,
    "atom": ATOM,
    "dc": DC,
    "content": CONTENT,
}


def qn(ns: str, local: str) -> str:
    """Clark notation, as lxml spells qualified names."""
    return "{%s}%s" % (ns, local)
