"""Validation: one rule engine for the GUI and the CLI, a rule catalog, RSS 2.0 and Turbo profiles.

    from turbo_editor.check import Checker, check_file
    result = check_file("feed.xml", "auto")      # findings, profile, document
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all(); checker.recheck_item(item_element)
    is_media_url(url)       # the test of the turbo-media-url rule, for the content editor's image helper

Nothing here imports Qt.
"""

from .catalog import CATALOG
from .engine import Checker
from .files import Result, check_bytes, check_file
from .finding import Finding, counts
from .profiles import PROFILES
from .rule import Profile, Rule, Severity
from .rules.content import is_media_url
from .rules.document import FILE_START_RULES  # findings about how the file starts (its first line)

__all__ = [
    "CATALOG", "Rule", "Checker", "Result", "check_bytes", "check_file",
    "Finding", "counts", "PROFILES", "Profile", "Severity", "is_media_url",
    "FILE_START_RULES",
]
