"""Catalog entries, one module per area; :mod:`turbo_editor.check.catalog` collects them.

Texts live here and nowhere else (as in the W3C feed validator's message
catalog): the rules emit ids and parameters, the catalog supplies the words.
The words are English, marked with ``N_``: the gettext catalogue has their
translations, looked up where they are shown (``Rule.text``, ``Rule.format``).
"""

from ...messages import N_
from . import content, extensions, rss, turbo, xml

# Each area's name (English, translated where shown) and its rules.
AREAS = (
    (N_("XML and encoding"), xml.RULES),
    (N_("RSS 2.0"), rss.RULES),
    (N_("Namespaced modules"), extensions.RULES),
    (N_("Turbo feed"), turbo.RULES),
    (N_("Turbo page content"), content.RULES),
)
