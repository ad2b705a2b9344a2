"""The preferences the user can change, in one table: key, default, type.

Everything goes through QSettings; a value equal to its default is removed
rather than written, so a later change of default reaches every user who
never chose otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from PySide6.QtCore import QSettings

from ..vocabulary.elements import MAX_ITEMS as TURBO_MAX_ITEMS


@dataclass(frozen=True)
class Preference:
    key: str
    default: object
    kind: type


LANGUAGE = Preference("interface/language", "", str)              # "" follows the system
ENCODING = Preference("defaults/encoding", "UTF-8", str)
TIME_ZONE = Preference("defaults/timeZoneMinutes", None, int)      # None: the computer's zone
PROFILE = Preference("defaults/profile", "auto", str)
MAX_ITEMS = Preference("publish/maxItems", TURBO_MAX_ITEMS, int)
REMOTE_IMAGES = Preference("preview/remoteImages", False, bool)    # False: ask each session
PING_ENDPOINTS = Preference("publish/pingEndpoints", "", str)
AUTOSAVE_SECONDS = Preference("recovery/autosaveSeconds", 60, int)  # 0: no autosave

ALL = (LANGUAGE, ENCODING, TIME_ZONE, PROFILE, MAX_ITEMS, REMOTE_IMAGES, PING_ENDPOINTS, AUTOSAVE_SECONDS)


def get(pref: Preference):
    value = QSettings().value(pref.key)
    if value is None:
        return pref.default
    if pref.kind is bool:
        return value if isinstance(value, bool) else str(value).lower() in ("true", "1", "yes")
    try:
        return pref.kind(value)
    except (TypeError, ValueError):
        return pref.default


def put(pref: Preference, value) -> None:
    settings = QSettings()
    if value == pref.default or value is None:
        settings.remove(pref.key)
    else:
        settings.setValue(pref.key, value)


def system_zone_minutes() -> int:
    offset = datetime.now().astimezone().utcoffset() or timedelta(0)
    return int(offset.total_seconds() // 60)


def zone_minutes() -> int:
    """The zone new dates get: the preference, else the computer's own."""
    chosen = get(TIME_ZONE)
    return system_zone_minutes() if chosen is None else chosen
