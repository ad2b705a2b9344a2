"""File ▸ New starts a feed in the interface language, its channel <language> saying which."""

import pytest
from PySide6.QtWidgets import QApplication

from turbo_editor.check import check_bytes
from turbo_editor.ui import i18n


@pytest.mark.parametrize("language, site, title", [("ru", "Название сайта", "Заголовок страницы"),
                                                   ("en", "Site name", "Page title")])
def test_file_new_writes_the_template_in_the_interface_language(window, language, site, title):
    try:
        assert i18n.install(QApplication.instance(), language) == language
        window.actions.new.trigger()
        channel = window.session.doc.channel
        assert (channel.language, channel.title, channel.items[0].title) == (language, site, title)
        assert f"<h1>{title}</h1>" in channel.items[0].content
        assert check_bytes(window.session.doc.serialize(), profile="turbo").findings == []
    finally:
        i18n.install(QApplication.instance(), "en")
