"""Every setting in one table: key, default, type.

ALL holds the preferences the user changes in the Preferences dialog; the
others are what windows and dialogs keep between sessions (the last export
folder, recent files, sizes). Everything goes through QSettings via get() and put(); a value
equal to its default is removed rather than written, so a later change of
default reaches every user who never chose otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from PySide6.QtCore import QByteArray, QSettings

from ..feed.dates import format_rfc822
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

# What the dialogs remember. Geometries are QWidget.saveGeometry() bytes (b"": never saved).
LAST_EXPORT_FOLDER = Preference("publish/lastFolder", "", str)     # "": none yet
# "": as the feed URL ends, else turbo. A key of its own: "publish/baseName" held "turbo" whenever the
# name was left empty, which would now override the URL's name for everyone who exported before.
EXPORT_BASE_NAME = Preference("publish/fileName", "", str)
# Where each saved feed was last exported to, and at which URL: "path\tfolder\turl", newest first.
FEED_EXPORTS = Preference("publish/feedExports", [], list)
FILE_DIALOG_GEOMETRY = Preference("dialogs/fileDialogGeometry", b"", bytes)
EXPORT_REPORT_GEOMETRY = Preference("dialogs/exportReportGeometry", b"", bytes)
RULES_DIALOG_GEOMETRY = Preference("dialogs/rulesGeometry", b"", bytes)

RECENT_FILES = Preference("files/recent", [], list)
LAST_FOLDER = Preference("files/lastFolder", "", str)
WINDOW_GEOMETRY = Preference("window/geometry", b"", bytes)
WINDOW_STATE = Preference("window/state", b"", bytes)       # docks and toolbars (saveState)


def get(pref: Preference):
    value = QSettings().value(pref.key)
    if value is None:
        return pref.default
    if pref.kind is bool:
        return value if isinstance(value, bool) else str(value).lower() in ("true", "1", "yes")
    if pref.kind is list:               # one string comes back from some backends as a string
        return [v for v in ([value] if isinstance(value, str) else value or []) if isinstance(v, str)]
    if pref.kind is bytes:
        return bytes(value.data()) if isinstance(value, QByteArray) else pref.default
    try:
        return pref.kind(value)
    except (TypeError, ValueError):
        return pref.default


def put(pref: Preference, value) -> None:
    settings = QSettings()
    if isinstance(value, QByteArray):
        value = bytes(value.data())
    if value == pref.default or value is None:
        settings.remove(pref.key)
    else:
        settings.setValue(pref.key, QByteArray(value) if isinstance(value, bytes) else value)


def restore_geometry(widget, pref: Preference, default_size) -> None:
    """Give ``widget`` the geometry it was closed with, else ``default_size`` (a QSize)."""
    saved = get(pref)
    if not (saved and widget.restoreGeometry(QByteArray(saved))):
        widget.resize(default_size)


def keep_geometry(widget, pref: Preference) -> None:
    put(pref, widget.saveGeometry())


def system_zone_minutes() -> int:
    offset = datetime.now().astimezone().utcoffset() or timedelta(0)
    return int(offset.total_seconds() // 60)


def zone_minutes() -> int:
    """The zone new dates get: the preference, else the computer's own."""
    chosen = get(TIME_ZONE)
    return system_zone_minutes() if chosen is None else chosen


def now_rfc822() -> str:
    """This moment as a new date is written: RFC 822, in the zone Preferences chose."""
    return format_rfc822(datetime.now(timezone(timedelta(minutes=zone_minutes()))).replace(microsecond=0))
