"""Preferences name the interface languages in themselves (whoever cannot read the interface still
finds theirs); the channel's language list names languages in the interface language; a Russian
interface shows no English names."""

import pytest

from turbo_editor.ui import i18n
from turbo_editor.ui.forms.channel import language_choices
from turbo_editor.ui.preferences import PreferencesDialog


def items(box) -> list[tuple[str, str]]:
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


@pytest.mark.parametrize(("system", "name"), [("ru", "Русский"), ("en", "English")])
def test_preferences_name_the_languages_in_themselves_and_say_what_the_system_speaks(russian, monkeypatch,
                                                                                      system, name):
    monkeypatch.setattr(i18n, "system_language", lambda: system)
    dialog = PreferencesDialog()
    assert items(dialog.language) == [(f"Как в системе ({name})", ""), ("English", "en"), ("Русский", "ru")]
    assert items(dialog.profile) == [("Авто (Турбо, если лента его использует)", "auto"), ("Турбо", "turbo"),
                                     ("RSS 2.0", "rss")]


def test_the_names_are_the_same_in_english(qapp, settings_dir, monkeypatch):
    i18n.install(qapp, "en")
    monkeypatch.setattr(i18n, "system_language", lambda: "ru")
    dialog = PreferencesDialog()
    assert items(dialog.language) == [("As the system (Русский)", ""), ("English", "en"), ("Русский", "ru")]


def test_the_channel_s_language_list_names_each_language_in_the_interface_language(russian_window):
    choices = dict(language_choices())
    assert (choices["ru"], choices["en"], choices["de"], choices["es"], choices["uk"]) == \
        ("ru — русский", "en — английский", "de — немецкий", "es — испанский", "uk — украинский")
    assert len(choices) == 184 and all(" — " in name for name in choices.values())   # every code has a name
    combo = russian_window.forms.forms["channel"].bindings["language"].widget
    assert combo.findText("ru — русский") >= 0 and combo.findText("ru — Russian") < 0
