"""Preferences: every setting round-trips through QSettings, and defaults are not written."""

from PySide6.QtCore import QSettings

from turbo_editor.ui import settings
from turbo_editor.ui.preferences import PreferencesDialog


def test_defaults_are_not_written(settings_dir):
    dialog = PreferencesDialog()
    dialog.accept()
    assert QSettings().allKeys() == []


def test_round_trip_of_every_preference(settings_dir):
    dialog = PreferencesDialog()
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    dialog.encoding.setCurrentIndex(dialog.encoding.findData("windows-1251"))
    dialog.zone.setCurrentIndex(dialog.zone.findData(180))
    dialog.profile.setCurrentIndex(dialog.profile.findData("rss"))
    dialog.max_items.setValue(500)
    dialog.remote_images.setChecked(True)
    dialog.ping.setPlainText("xmlrpc https://rpc.example/RPC2")
    dialog.autosave.setValue(15)
    dialog.accept()
    QSettings().sync()
    assert [settings.get(p) for p in settings.ALL] == [
        "ru", "windows-1251", 180, "rss", 500, True, "xmlrpc https://rpc.example/RPC2", 15]
    again = PreferencesDialog()
    assert again.zone.currentData() == 180 and again.max_items.value() == 500
    again.restore_defaults()
    again.accept()
    assert QSettings().allKeys() == []
    assert settings.zone_minutes() == settings.system_zone_minutes()


def test_preferences_reach_the_window(window, answers):
    from turbo_editor.ui import settings as s
    s.put(s.ENCODING, "KOI8-R")
    s.put(s.PROFILE, "rss")
    from turbo_editor.ui.main_window import MainWindow
    other = MainWindow()
    try:
        assert other.session.doc.encoding == "KOI8-R"
        assert other.validator.profile == "rss"
    finally:
        other.session.undo_stack.setClean()
        other.close()
