"""The autodiscovery dialog: the tag for the channel's self link, and no tag but a warning for a URL
no page should carry (javascript:, data:, relative, not http or https)."""

import pytest
from PySide6.QtCore import Qt
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


class _Site:
    """http_get's stand-in: the page the dialog asks for, and what it was asked."""

    def __init__(self, answer):
        self.answer, self.asked = answer, []

    def __call__(self, url, **options):
        from turbo_editor.site.http_get import HttpAnswer

        self.asked.append(url)
        if isinstance(self.answer, str):
            return HttpAnswer(url, None, error=self.answer)
        status, body, content_type = self.answer
        return HttpAnswer(url, status, body, content_type)


def _check(qtbot, monkeypatch, open_dialog, answer, page=None):
    site = _Site(answer)
    monkeypatch.setattr("turbo_editor.ui.publish_dialogs.http_get", site)
    dialog = open_dialog(load(SAMPLE))
    if page is not None:
        dialog.page.setText(page)
    qtbot.mouseClick(dialog.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: dialog.check_button.isEnabled() and "Fetching" not in dialog.page_result.text())
    return dialog, site


def _page(head: str) -> bytes:
    return f"<!DOCTYPE html><html><head><title>Сад</title>{head}</head><body><p>Привет</p></body></html>".encode()


def test_the_site_page_is_checked_for_the_tag(qtbot, monkeypatch, open_dialog):
    """The publishing check the mission names: the tag in a page's head (before, the check existed in
    the code with nothing calling it)."""
    dialog, site = _check(qtbot, monkeypatch, open_dialog, (200, _page(TAG), "text/html"))
    assert site.asked == ["https://sad.example.ru/"]                 # the channel's link, the front page
    assert dialog.page_result.text() == "The page's <head> names the feed: browsers and readers find it there."


@pytest.mark.parametrize("answer, said", [
    ((200, _page(""), "text/html"), "The page has no autodiscovery tag: put the tag above in its <head>."),
    ((200, _page('<link rel="alternate" type="application/rss+xml" href="/rss">'), "text/html; charset=utf-8"),
     "The page has no tag for https://sad.example.ru/turbo.rss; it names other feeds: https://sad.example.ru/rss."),
    ((200, _page(TAG.replace("Вестник садовода", "Сад")), None),
     "The page's <head> names the feed, titled “Сад” where the channel is titled “Вестник садовода”."),
    ((404, b"no", "text/html"), "Could not fetch https://sad.example.ru/: HTTP 404"),
    ("connection refused", "Could not fetch https://sad.example.ru/: connection refused"),
])
def test_what_the_page_lacks_is_said(qtbot, monkeypatch, open_dialog, answer, said):
    dialog, _site = _check(qtbot, monkeypatch, open_dialog, answer)
    assert dialog.page_result.text().startswith(said.split(" Put the tag")[0])


def test_a_page_address_that_is_not_a_full_url_is_not_fetched(qtbot, monkeypatch, open_dialog):
    site = _Site((200, b"", None))
    monkeypatch.setattr("turbo_editor.ui.publish_dialogs.http_get", site)
    dialog = open_dialog(load(SAMPLE))
    dialog.page.setText("/news")
    qtbot.mouseClick(dialog.check_button, Qt.LeftButton)
    assert site.asked == [] and "full address of a page" in dialog.page_result.text()
