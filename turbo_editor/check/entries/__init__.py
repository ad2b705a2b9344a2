"""Catalog entries, one module per area; :mod:`turbo_editor.check.catalog` collects them.

Texts live here and nowhere else (as in the W3C feed validator's message
catalog): the rules emit ids and parameters, the catalog supplies the words.
"""

from . import content, extensions, rss, turbo, xml

AREAS = (
    ("XML and encoding", xml.RULES),
    ("RSS 2.0", rss.RULES),
    ("Namespaced modules", extensions.RULES),
    ("Turbo feed", turbo.RULES),
    ("Turbo page content", content.RULES),
)
