"""Validation: one rule engine for the GUI and the CLI, a rule catalog, RSS 2.0 and Turbo profiles.

    from turbo_editor.check import Checker, check_file
    result = check_file("feed.xml", "auto")      # findings, profile, document
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all(); checker.recheck_item(item_element)
    is_media_url(url)       # the test of the turbo-media-url rule, for the content editor's image helper

Nothing here imports Qt.
"""

from importlib import import_module
from typing import TYPE_CHECKING

from .profiles import PROFILES
from .rule import Profile, Rule, Severity

if TYPE_CHECKING:
    from .catalog import CATALOG
    from .engine import Checker
    from .files import Result, check_bytes, check_file
    from .finding import Finding, counts
    from .rules.content import is_media_url
    from .rules.document import FILE_START_RULES

# The rules themselves load on first use, not with the window: a window opened on nothing, or
# still drawing itself, has no use for them yet (issue 17: heavy imports wait until needed).
_LAZY = {
    "CATALOG": "catalog", "Checker": "engine", "Result": "files", "check_bytes": "files",
    "check_file": "files", "Finding": "finding", "counts": "finding",
    "is_media_url": "rules.content",
    "FILE_START_RULES": "rules.document",  # findings about how the file starts (its first line)
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "CATALOG", "Rule", "Checker", "Result", "check_bytes", "check_file",
    "Finding", "counts", "PROFILES", "Profile", "Severity", "is_media_url",
    "FILE_START_RULES",
]
