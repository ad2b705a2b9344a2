"""The preview tab: renders the selected item offscreen, follows edits, loads nothing remote unasked."""

import http.server
import threading

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QMessageBox

from turbo_editor.ui.tree_model import ITEMS


def show_preview(win, qtbot, row=0):
    win.preview_dock.show()
    win.preview_dock.raise_()
    model = win.tree.model
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.tree.select_source(model.index(row, 0, model.group_index(ITEMS)))


def settle(qtbot, ms=600):
    qtbot.wait(ms)     # the web process paints asynchronously after loadFinished


def non_blank(image) -> bool:
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
    return len(colours) > 3


def test_webengine_is_created_only_when_the_preview_is_shown(window):
    assert window.preview.view is None


def test_preview_renders_the_item_and_changes_after_an_edit(sample_window, qtbot):
    win = sample_window
    show_preview(win, qtbot)
    settle(qtbot)
    before = win.preview.view.grab().toImage()
    assert non_blank(before)
    item = win.session.doc.channel.items[0]
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.session.apply(item.set("content", "<header><h1>Совсем другой заголовок страницы</h1></header>"
                                              "<p>Короткий текст.</p>"), "edit")
    settle(qtbot)
    after = win.preview.view.grab().toImage()
    assert after != before and non_blank(after)


def test_width_switch_and_scroll_kept(sample_window, qtbot):
    win = sample_window
    show_preview(win, qtbot)
    desktop = win.preview.width_group.buttons()[1]
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        desktop.click()
    assert win.preview.width_mode == "desktop"


class _CountingHandler(http.server.BaseHTTPRequestHandler):
    hits = 0

    def do_GET(self):
        type(self).hits += 1
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def image_server():
    server = http.server.HTTPServer(("127.0.0.1", 0), _CountingHandler)
    _CountingHandler.hits = 0
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


def test_remote_images_load_only_after_the_user_allows_it(sample_window, qtbot, image_server):
    win = sample_window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("content", f'<header><h1>Картинка</h1></header>'
                                          f'<figure><img src="{image_server}/a.png"/></figure>'), "img")
    show_preview(win, qtbot)
    settle(qtbot, 1000)
    assert _CountingHandler.hits == 0
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.preview.images.setChecked(True)
    qtbot.waitUntil(lambda: _CountingHandler.hits > 0, timeout=10000)


def test_links_never_navigate_the_preview(sample_window, qtbot, answers, monkeypatch):
    win = sample_window
    show_preview(win, qtbot)
    opened = []
    monkeypatch.setattr("turbo_editor.ui.preview_pane.QDesktopServices.openUrl", lambda url: opened.append(url))
    answers.append(QMessageBox.Yes)
    page = win.preview.page
    accepted = page.acceptNavigationRequest(QUrl("https://sad.example.ru/articles/"),
                                            page.NavigationType.NavigationTypeLinkClicked, True)
    assert accepted is False and opened == [QUrl("https://sad.example.ru/articles/")]


@pytest.fixture
def russian_window(sample_window):
    """The window with its interface in Russian, which sets the services' language too (i18n.install)."""
    from PySide6.QtWidgets import QApplication

    from turbo_editor.ui import i18n
    assert i18n.install(QApplication.instance(), "ru") == "ru"
    yield sample_window
    i18n.install(QApplication.instance(), "en")


def page_html(win, qtbot) -> str:
    with qtbot.waitCallback(timeout=10000) as callback:
        win.preview.page.toHtml(callback)
    return callback.args[0]


def test_the_preview_speaks_the_interface_language_and_the_page_the_feeds(russian_window, qtbot):
    win = russian_window
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("turbo", "false"), "turbo")
    win.session.apply(item.set("content", '<p>Без шапки.</p><figure><img src="/img/a.jpg"/></figure>'
                                          '<div data-block="share"></div>'), "content")
    win.session.apply(win.session.doc.channel.set("language", "en"), "language")
    show_preview(win, qtbot)
    html = page_html(win, qtbot)
    assert "Турбо удаляет эту страницу; так она выглядела." in html                 # our notes: the interface
    assert "turbo:content не начинается с &lt;header&gt;" in html
    assert "Изображение не показано: относительный адрес" in html
    assert "Turbo removes" not in html and "Image not shown" not in html
    assert '<span class="tp-share-title">Share</span>' in html                     # Turbo's words: the feed's


LONG_PAGE = ("<header><h1>Длинная страница</h1></header>"
             + "".join(f"<h2>Раздел {n}</h2><p>{'Абзац о грядках и поливе. ' * 12}</p>" for n in range(120)))


def scroll_y(win, qtbot) -> float:
    """The page's window.scrollY (CSS pixels), read in the pane's own script world: the page's
    own scripts are off."""
    with qtbot.waitCallback(timeout=10000) as callback:
        win.preview.page.runJavaScript("window.scrollY", win.preview._world, callback)
    return callback.args[0]


def wait_scrolled_to(win, qtbot, y, when):
    """Wait for the page to stand at ``y`` and for Qt to report it (page.scrollPosition, in the
    zoomed pixels the view draws, lags behind the page a little; the pane reads that one)."""
    preview = win.preview
    try:
        qtbot.waitUntil(lambda: abs(scroll_y(win, qtbot) - y) < 2, timeout=10000)
        qtbot.waitUntil(lambda: abs(preview.page.scrollPosition().y() - y * preview.view.zoomFactor()) < 2,
                        timeout=10000)
    except qtbot.TimeoutError:
        pytest.fail(f"{when}: the page is at {scroll_y(win, qtbot)}, not {y} "
                    f"(zoom {preview.view.zoomFactor():.2f}, Qt reports {preview.page.scrollPosition().y()})")


def show_long_page(win, qtbot):
    """The first item as a long page in the preview, drawn at the zoom the panel's width gives."""
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("content", LONG_PAGE), "long")
    show_preview(win, qtbot)
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.preview.refresh()           # the view made on first show has its size now (see _fit)
    return item


def scroll_kept(win, qtbot, item):
    """Scroll the long page down, then edit the item and switch the width both ways: each time the
    page comes back to where it was."""
    assert scroll_y(win, qtbot) == 0
    win.preview.page.runJavaScript("window.scrollTo(0, 3000);", win.preview._world)
    wait_scrolled_to(win, qtbot, 3000, "scrolled")
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.session.apply(item.set("content", LONG_PAGE + "<p>Ещё один абзац в конце.</p>"), "edit")
    wait_scrolled_to(win, qtbot, 3000, "after an edit")
    phone, desktop = win.preview.width_group.buttons()
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        desktop.click()
    assert win.preview.width_mode == "desktop"
    wait_scrolled_to(win, qtbot, 3000, "at desktop width")
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        phone.click()
    assert win.preview.width_mode == "phone"
    wait_scrolled_to(win, qtbot, 3000, "back at phone width")


def test_scroll_position_is_kept_across_an_edit_and_the_width_switch(sample_window, qtbot):
    win = sample_window
    win.resize(1800, 1000)
    win.preview_dock.show()
    win.preview_dock.raise_()
    win.resizeDocks([win.preview_dock], [900], Qt.Horizontal)      # room for the phone at full size
    qtbot.waitUntil(lambda: win.preview.width() > 600, timeout=5000)
    item = show_long_page(win, qtbot)
    assert win.preview.view.zoomFactor() == 1.0
    scroll_kept(win, qtbot, item)


def test_scroll_position_is_kept_where_the_phone_is_drawn_smaller(sample_window, qtbot):
    """A narrow preview panel draws the phone smaller (zoom below 1): the page still comes back to
    the same place of the text after an edit and after the width switch."""
    win = sample_window
    win.preview_dock.show()
    win.preview_dock.raise_()
    win.resizeDocks([win.preview_dock], [300], Qt.Horizontal)
    qtbot.waitUntil(lambda: 0 < win.preview.width() < 380, timeout=5000)
    item = show_long_page(win, qtbot)
    assert win.preview.view.zoomFactor() < 1.0
    scroll_kept(win, qtbot, item)


def test_a_page_of_several_megabytes_is_shown_whole(sample_window, qtbot):
    # setHtml loads a data: URL, which Chromium caps at 2 MB: a longer page failed to load and
    # the preview stayed blank without a word (found by an audit).
    win = sample_window
    item = win.session.doc.channel.items[0]
    paragraphs = "".join(f"<p>Абзац номер {n}: {'слово ' * 40}</p>" for n in range(12000))
    page = f"<header><h1>Длинная страница</h1></header>{paragraphs}<p>Последний абзац.</p>"
    assert len(page.encode()) > 3 * 1024 * 1024
    win.session.apply(item.set("content", page), "long")
    show_preview(win, qtbot)
    html = page_html(win, qtbot)
    assert "Длинная страница" in html and "Абзац номер 11999" in html and "Последний абзац." in html


def test_a_file_dropped_on_the_preview_opens_in_the_window(sample_window, qtbot, tmp_path):
    """The preview's web view is made when first shown, after the window routed the drops of its
    boxes: a feed dropped on it loaded the file's text into the preview instead of opening it."""
    from PySide6.QtCore import QMimeData, QPoint, QPointF
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QApplication
    win = sample_window
    show_preview(win, qtbot)
    path = tmp_path / "dropped.xml"
    path.write_bytes(b'<rss version="2.0"><channel><title>Dropped</title></channel></rss>')
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    view = win.preview.view
    target = view.focusProxy() or view              # Chromium's widget inside the view gets the drag
    at = QPoint(30, 30)
    QApplication.sendEvent(target, QDragEnterEvent(at, Qt.CopyAction, data, Qt.LeftButton, Qt.NoModifier))
    QApplication.sendEvent(target, QDragMoveEvent(at, Qt.CopyAction, data, Qt.LeftButton, Qt.NoModifier))
    QApplication.sendEvent(target, QDropEvent(QPointF(at), Qt.CopyAction, data, Qt.LeftButton, Qt.NoModifier))
    with qtbot.waitSignal(win.files.opened, timeout=3000):
        pass
    assert win.session.doc.channel.title == "Dropped"


def test_desktop_width_in_a_narrow_panel_is_the_desktop_page_scaled_down(sample_window, qtbot):
    """"Desktop" in a panel narrower than a desktop page laid the page out at the panel's width,
    so it looked like the phone without its frame; it is now the desktop layout drawn smaller,
    down to half size, where the layout narrows instead."""
    win = sample_window
    win.resize(1600, 900)
    win.preview_dock.show()
    win.preview_dock.raise_()
    win.resizeDocks([win.preview_dock], [560], Qt.Horizontal)
    qtbot.waitUntil(lambda: 450 < win.preview.width() < 700, timeout=5000)
    show_preview(win, qtbot)
    phone_zoom = win.preview.view.zoomFactor()
    with qtbot.waitSignal(win.preview.rendered, timeout=20000):
        win.preview.width_group.buttons()[1].click()
    width = win.preview.width()
    assert win.preview.view.zoomFactor() == pytest.approx((width - 16) / 868, abs=0.01) and phone_zoom == 1.0
    with qtbot.waitCallback(timeout=10000) as callback:
        win.preview.page.runJavaScript("window.innerWidth", win.preview._world, callback)
    assert callback.args[0] >= 850                  # the page is laid out at a desktop's width
    win.resizeDocks([win.preview_dock], [250], Qt.Horizontal)
    qtbot.waitUntil(lambda: win.preview.width() < 300, timeout=5000)
    qtbot.waitUntil(lambda: win.preview.view.zoomFactor() == 0.5, timeout=5000)


def test_long_words_a_video_without_a_preview_and_a_carousel_stay_inside_the_phone(sample_window, qtbot):
    """A 62-letter word ran off the page in the title and the related links; a video without a
    preview image was 0 px high, its play mark and name unseen; the cards' carousel widened its
    grid past the phone, its last snippet out of reach (found by an audit)."""
    win = sample_window
    word = "Рентгеноэлектрокардиографический" * 2
    item = win.session.doc.channel.items[0]
    page = (f"<header><h1>{word}</h1></header><figure><video><source src='https://e.ru/noposter.mp4' "
            "type='video/mp4'/></video></figure><div data-block='cards'><div data-block='carousel'>"
            + "".join(f"<div data-block='snippet' data-title='Снипет {n}' data-url='https://e.ru/{n}'></div>"
                      for n in range(3)) + "</div></div>")
    win.session.apply(item.set("content", page), "page")
    show_preview(win, qtbot)
    script = """(() => {
        const page = document.querySelector('.tp-page').getBoundingClientRect();
        const title = document.querySelector('.tp-title');
        const video = document.querySelector('.tp-video-blank').getBoundingClientRect();
        const carousel = document.querySelector('.tp-carousel').getBoundingClientRect();
        return JSON.stringify([title.scrollWidth <= title.clientWidth, video.height > 0,
                               carousel.right <= page.right + 1]);
    })()"""
    with qtbot.waitCallback(timeout=10000) as callback:
        win.preview.page.runJavaScript(script, win.preview._world, callback)
    assert callback.args[0] == "[true,true,true]"


def test_typing_waits_for_a_pause_after_the_item_was_shown_at_once(sample_window, qtbot):
    """Showing an item started the timer with 0, which stayed its interval: every key then
    re-rendered the page at once, and a refresh while the last was loading read its scroll
    position as 0, so the page jumped to the top while the user typed (found by an audit)."""
    from turbo_editor.ui.preview_pane import REFRESH_MS
    win = sample_window
    show_preview(win, qtbot)
    item = win.session.doc.channel.items[0]
    win.session.apply(item.set("title", "typed"), "edit")
    assert win.preview._timer.isActive() and win.preview._timer.interval() == REFRESH_MS


def test_selecting_what_is_not_an_item_while_the_preview_is_hidden_shows_the_placeholder(sample_window, qtbot):
    """The last item's page stayed, edits to it unseen, when the channel was selected with the
    Preview tab away (found by an audit)."""
    win = sample_window
    show_preview(win, qtbot)
    win.xml_dock.raise_()
    qtbot.waitUntil(lambda: not win.preview.active, timeout=3000)
    win.tree.select_channel()
    win.preview_dock.raise_()
    qtbot.waitUntil(lambda: win.preview.active, timeout=3000)
    assert win.preview.stack.currentWidget() is win.preview.placeholder


def test_the_preview_says_it_is_out_of_date_while_the_xml_does_not_parse(sample_window, qtbot):
    win = sample_window
    show_preview(win, qtbot)
    assert win.preview.stale.isHidden()
    win.session.accept_text(win.xml_pane.editor.toPlainText().replace("<item", "<<oops <item", 1))
    assert not win.preview.stale.isHidden()
    win.session.undo()
    win.session.accept_text(win.session.doc.to_text(display=True))
    assert win.preview.stale.isHidden()
