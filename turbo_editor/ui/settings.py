"""The preferences the user can change, in one table: key, default, type.

Everything goes through QSettings; a value equal to its default is removed
rather than written, so a later change of default reaches every user who
never chose otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from PySide6.QtCore import QByteArray, QSettings

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

# What the windows remember between sessions (not preferences: nobody edits these in a dialog).
RECENT_FILES = Preference("files/recent", [], list)
LAST_FOLDER = Preference("files/lastFolder", "", str)
FILE_DIALOG_STATE = Preference("files/dialogState", None, QByteArray)
WINDOW_GEOMETRY = Preference("window/geometry", None, QByteArray)
WINDOW_STATE = Preference("window/state", None, QByteArray)


def get(pref: Preference):
    value = QSettings().value(pref.key)
    if value is None:
        return pref.default
    if pref.kind is bool:
        return value if isinstance(value, bool) else str(value).lower() in ("true", "1", "yes")
    if pref.kind is list:               # one string comes back from some backends as a string
        return [v for v in ([value] if isinstance(value, str) else value or []) if isinstance(v, str)]
    if pref.kind is QByteArray:
        return value if isinstance(value, QByteArray) else pref.default
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
