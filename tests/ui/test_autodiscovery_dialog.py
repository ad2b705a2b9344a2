"""The autodiscovery dialog: the tag for the channel's self link, and no tag but a warning for a URL
no page should carry (javascript:, data:, relative, not http or https)."""

import pytest
from PySide6.QtWidgets import QApplication

from support import SAMPLE
from turbo_editor.feed import load, load_bytes
from turbo_editor.ui.publish_dialogs import AutodiscoveryDialog

SELF = "https://sad.example.ru/turbo.rss"
TAG = f'<link rel="alternate" type="application/rss+xml" title="Вестник садовода" href="{SELF}">'


@pytest.fixture
def open_dialog(qtbot):
    def make(doc):
        dialog = AutodiscoveryDialog(doc)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog
    return make


def test_the_url_starts_as_the_channels_self_link_and_gives_the_tag(open_dialog):
    dialog = open_dialog(load(SAMPLE))
    assert dialog.url.text() == SELF and dialog.tag.toPlainText() == TAG
    assert dialog.copy_button.isEnabled()
    assert not dialog.warning.isVisible() and not dialog.use_self.isVisible()


def test_the_self_link_comes_first_among_the_channels_atom_links(open_dialog):
    text = SAMPLE.read_text(encoding="utf-8").replace(
        '<atom:link href="https://sad.example.ru/turbo.rss" rel="self" type="application/rss+xml"/>',
        '<atom:link href="https://sad.example.ru/" rel="alternate" type="text/html"/>\n'
        '    <atom:link href="https://pubsubhubbub.appspot.com/" rel="hub"/>\n'
        '    <atom:link href=" https://sad.example.ru/turbo.rss " rel="self" type="application/rss+xml"/>')
    dialog = open_dialog(load_bytes(text.encode("utf-8")))
    assert dialog.url.text() == SELF and dialog.tag.toPlainText() == TAG


@pytest.mark.parametrize(("url", "says"), [
    ("javascript:alert(document.cookie)", "A javascript: address runs a script"),
    ("  JavaScript:alert(1)", "A javascript: address runs a script"),
    (" DATA:text/html,<script>alert(1)</script>", "A data: address holds its content inline"),
    ("data:application/rss+xml;base64,PHJzcy8+", "A data: address holds its content inline"),
    ("/turbo.rss", "This address is relative"),
    ("turbo.rss", "This address is relative"),
    ("//sad.example.ru/turbo.rss", "no http: or https: at the start"),
    ("ftp://sad.example.ru/turbo.rss", "not ftp:"),
    ("https:///turbo.rss", "no host name after https://"),
])
def test_a_url_no_page_should_carry_is_warned_about_inline_and_gets_no_tag(open_dialog, url, says):
    dialog = open_dialog(load(SAMPLE))
    dialog.url.setText(url)
    assert dialog.warning.isVisible() and says in dialog.warning.text()
    assert "self link" not in dialog.warning.text()          # the self link is fine: only the typed URL is wrong
    assert dialog.tag.toPlainText() == "" and not dialog.copy_button.isEnabled()
    QApplication.clipboard().setText("before")
    dialog.copy()
    assert QApplication.clipboard().text() == "before"
    assert dialog.use_self.isVisible() and dialog.use_self.toolTip() == SELF
    dialog.use_self.click()                                   # the channel's self link, offered instead
    assert dialog.url.text() == SELF and dialog.tag.toPlainText() == TAG
    assert not dialog.warning.isVisible() and not dialog.use_self.isVisible() and dialog.copy_button.isEnabled()


def test_a_self_link_no_page_should_carry_is_warned_about_as_the_channels(open_dialog):
    doc = load(SAMPLE)
    doc.apply(doc.channel.set_self_link("/turbo.rss"))
    dialog = open_dialog(doc)
    assert dialog.url.text() == "/turbo.rss"
    assert "This address is relative" in dialog.warning.text() and "channel's self link" in dialog.warning.text()
    assert not dialog.use_self.isVisible()                    # nothing better to offer
    assert dialog.tag.toPlainText() == "" and not dialog.copy_button.isEnabled()
    dialog.url.setText(SELF)
    assert dialog.tag.toPlainText() == TAG and not dialog.warning.isVisible()


def test_without_a_url_the_dialog_asks_for_one(open_dialog):
    doc = load(SAMPLE)
    doc.apply(doc.channel.set_self_link(None))
    dialog = open_dialog(doc)
    assert dialog.url.text() == "" and "Enter the feed's URL" in dialog.tag.toPlainText()
    assert not dialog.copy_button.isEnabled() and not dialog.warning.isVisible() and not dialog.use_self.isVisible()
