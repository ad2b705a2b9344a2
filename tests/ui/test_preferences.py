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


def test_preferences_chosen_in_the_window_take_effect_at_once(sample_window, monkeypatch, qtbot):
    """Edit ▸ Preferences: what the dialog accepts reaches the open window without a restart."""
    win = sample_window
    qtbot.waitUntil(lambda: not win.validator.busy, timeout=3000)
    assert win.validator.resolved_profile == "turbo"

    def choose(dialog):
        dialog.profile.setCurrentIndex(dialog.profile.findData("rss"))
        dialog.remote_images.setChecked(True)
        dialog.autosave.setValue(7)
        dialog.accept()
        return dialog.DialogCode.Accepted
    monkeypatch.setattr(PreferencesDialog, "exec", choose)
    win.actions.preferences.trigger()
    assert settings.get(settings.PROFILE) == "rss"
    assert win.status.profile_box.currentData() == "rss" and win.status.toolbar_profile_box.currentData() == "rss"
    qtbot.waitUntil(lambda: not win.validator.busy and win.validator.resolved_profile == "rss", timeout=3000)
    assert win.status.profile.text() == "Checked as RSS 2.0"
    assert win.preview.images.isChecked()
    assert win.autosaver.timer.interval() == 7 * 1000


def test_cancelled_preferences_change_nothing(sample_window, monkeypatch):
    win = sample_window

    def cancel(dialog):
        dialog.profile.setCurrentIndex(dialog.profile.findData("rss"))
        dialog.reject()
        return dialog.DialogCode.Rejected
    monkeypatch.setattr(PreferencesDialog, "exec", cancel)
    win.actions.preferences.trigger()
    assert settings.get(settings.PROFILE) == "auto" and win.validator.profile == "auto"


def test_preferences_reach_every_open_window(sample_window, monkeypatch, qtbot):
    """Autosave turned off in one window went on in the other, and its copy was offered again."""
    from turbo_editor.ui.main_window import MainWindow
    other = MainWindow()
    other.show()
    try:
        def choose(dialog):
            dialog.autosave.setValue(0)
            dialog.remote_images.setChecked(True)
            dialog.accept()
            return dialog.DialogCode.Accepted
        monkeypatch.setattr(PreferencesDialog, "exec", choose)
        sample_window.actions.preferences.trigger()
        for window in (sample_window, other):
            assert not window.autosaver.timer.isActive() and window.preview.images.isChecked()
    finally:
        other.session.undo_stack.setClean()
        other.close()
