"""The Turbo preview tab: the selected item's page, offline, inert, refreshed as it is edited.

QtWebEngine is created only when the tab is first shown, so the editor starts
fast when nobody looks at the preview. The page runs no JavaScript, loads
nothing from the network until the user allows it for this session, and never
navigates: a clicked link is offered to the system browser instead.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..feed.change import ChangeKind
from ..feed.views import Item, item_of
from ..preview import render_item
from . import settings
from .colors import BANNER_STYLE

REFRESH_MS = 300


def _web_classes():
    """QtWebEngine is imported on first use: loading it costs a noticeable part of start-up."""
    from PySide6.QtWebEngineCore import (
        QWebEnginePage,
        QWebEngineProfile,
        QWebEngineScript,
        QWebEngineSettings,
        QWebEngineUrlRequestInterceptor,
    )
    from PySide6.QtWebEngineWidgets import QWebEngineView
    return (QWebEnginePage, QWebEngineProfile, QWebEngineScript, QWebEngineSettings,
            QWebEngineUrlRequestInterceptor, QWebEngineView)


def _build_web(pane: PreviewPane):
    (QWebEnginePage, QWebEngineProfile, QWebEngineScript, QWebEngineSettings,
     QWebEngineUrlRequestInterceptor, QWebEngineView) = _web_classes()

    class RemoteGate(QWebEngineUrlRequestInterceptor):
        """Blocks every network request unless the user allowed remote images (belt and braces:
        the page's own policy already forbids scripts, frames and forms)."""

        def __init__(self, parent=None):
            super().__init__(parent)
            self.allowed = False
            self.blocked = 0

        def interceptRequest(self, info) -> None:
            scheme = info.requestUrl().scheme()
            if scheme in ("data", "about", "qrc"):
                return
            if not (self.allowed and scheme in ("http", "https")):
                self.blocked += 1
                info.block(True)

    class InertPage(QWebEnginePage):
        def acceptNavigationRequest(self, url, kind, is_main_frame) -> bool:
            if kind == QWebEnginePage.NavigationType.NavigationTypeLinkClicked:
                pane.linkClicked.emit(url)
                return False
            # Only the pages we set ourselves (setHtml loads a data: URL) are shown.
            return url.scheme() in ("data", "about")

        def createWindow(self, _kind):
            return None

    # Off the record: nothing is written to disk. Owned by the application so that it
    # outlives every page made with it (Qt insists on that order when tearing down).
    profile = QWebEngineProfile(QApplication.instance())
    gate = RemoteGate(profile)
    profile.setUrlRequestInterceptor(gate)
    view = QWebEngineView(pane)
    page = InertPage(profile, view)          # goes with the view, long before the profile
    settings = page.settings()
    settings.setAttribute(QWebEngineSettings.WebAttribute.JavascriptEnabled, False)
    settings.setAttribute(QWebEngineSettings.WebAttribute.LocalContentCanAccessRemoteUrls, False)
    settings.setAttribute(QWebEngineSettings.WebAttribute.LocalContentCanAccessFileUrls, False)
    settings.setAttribute(QWebEngineSettings.WebAttribute.PluginsEnabled, False)
    settings.setAttribute(QWebEngineSettings.WebAttribute.AutoLoadImages, True)
    view.setPage(page)
    return view, page, gate, QWebEngineScript.ScriptWorldId.ApplicationWorld


# What setHtml can load (Qt: "content larger than 2 MB cannot be displayed"), percent-encoded.
_DATA_URL_LIMIT = 2 * 1024 * 1024 - 4096
_EMPTY_PAGE = '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>'


# The phone's screen (turbo.css: 360 px), its bezel and the margin around it, in CSS pixels; what a
# scroll bar takes; how small the phone may be drawn before the panel scrolls sideways instead.
PHONE_WIDTH = 404
SCROLLBAR_ROOM = 16
MIN_PHONE_ZOOM = 0.6
# The desktop page (turbo.css: 820 px) and the margin around it; below half size its text would be
# too small to read, and the layout narrows instead.
DESKTOP_WIDTH = 868
MIN_DESKTOP_ZOOM = 0.5


class PreviewPane(QWidget):
    """The selected item's Turbo page in a phone frame or at desktop width."""

    linkClicked = Signal(QUrl)
    rendered = Signal()

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.item = None                 # the item element shown
        self.view = None                 # QWebEngineView, made on first show
        self.gate = None
        self._scroll = 0.0
        self._pending: str | None = None        # a long page to write into the empty one (refresh)
        self._loading = False            # a page is set and not yet shown: its scroll position is not the user's
        self.active = False              # its tab is the one showing (see set_active)
        self._timer = QTimer(self, singleShot=True, interval=REFRESH_MS, timeout=self.refresh)

        bar = QHBoxLayout()
        bar.setContentsMargins(6, 4, 6, 4)
        self.width_group = QButtonGroup(self)
        for name, label in (("phone", self.tr("Phone")), ("desktop", self.tr("Desktop"))):
            button = QToolButton()
            button.setText(label)
            button.setCheckable(True)
            button.setProperty("mode", name)
            self.width_group.addButton(button)
            bar.addWidget(button)
        self.width_group.buttons()[0].setChecked(True)
        self.width_group.buttonClicked.connect(lambda _b: self.refresh())
        self.images = QPushButton(self.tr("Load remote images"))
        self.images.setCheckable(True)
        self.images.setToolTip(self.tr("Images come from the sites in the feed; they load only after you allow "
                                       "it, for this session"))
        self.images.setChecked(settings.get(settings.REMOTE_IMAGES))
        self.images.toggled.connect(self._images_toggled)
        bar.addStretch(1)
        bar.addWidget(self.images)

        self.placeholder = QLabel(self.tr("Select an item to see its Turbo page."))
        self.placeholder.setWordWrap(True)
        # While the XML pane's text does not parse, the page is the feed's as it last parsed.
        self.stale = QLabel(self.tr("The XML does not parse: this is the page as it was before the text "
                                    "stopped parsing."))
        self.stale.setObjectName("previewStale")
        self.stale.setWordWrap(True)
        self.stale.setStyleSheet(f"QLabel#previewStale {{ {BANNER_STYLE} }}")
        self.stale.hide()
        self.stack = QStackedLayout()
        self.stack.addWidget(self.placeholder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(bar)
        layout.addWidget(self.stale)
        layout.addLayout(self.stack, 1)

        session.changed.connect(self._on_change)
        session.reset.connect(lambda: self.show_item(None))
        session.textStateChanged.connect(
            lambda: self.stale.setVisible(session.unparsed is not None and session.doc is not None))
        self.linkClicked.connect(self._offer_link)

    @property
    def width_mode(self) -> str:
        return self.width_group.checkedButton().property("mode")

    def _ensure_view(self) -> None:
        if self.view is not None:
            return
        self.view, self.page, self.gate, self._world = _build_web(self)
        # A file dropped on the preview is the window's to open: the view would load its text.
        self.view.setAcceptDrops(False)
        self.gate.allowed = self.images.isChecked()
        self.view.loadFinished.connect(self._loaded)
        self.stack.addWidget(self.view)

    def set_active(self, active: bool) -> None:
        """Told by the dock: a tabbed-away dock still counts as visible to Qt, so we track it."""
        self.active = active
        if active:
            self._timer.start(0)        # the item selected meanwhile, or the placeholder if none is

    def show_item(self, element) -> None:
        """Follow the tree: an item shows its page; anything else shows the placeholder."""
        item = item_of(element) if element is not None else None
        new = item.element if item is not None else None
        if new is self.item:
            return
        self.item = new
        self._scroll = 0.0
        if new is None:
            self._timer.stop()
            self.stack.setCurrentWidget(self.placeholder)   # not the last item's page, shown or not
        elif self.active:
            self._timer.start(0)

    def _on_change(self, change) -> None:
        if self.item is None or not change.touches_tree:
            return
        if change.kind == ChangeKind.REPLACE and change.old is self.item:
            self.item = change.element
        doc = self.session.doc
        channel = doc.root.find("channel") if doc is not None else None
        touched = item_of(change.element)
        # The item itself, or the channel around it (its title, link, ad networks) changed.
        if (touched is not None and touched.element is self.item) or touched is None:
            if self.active and (touched is not None or channel is not None):
                self._timer.start(REFRESH_MS)       # a pause in the typing (start(0) set the interval to 0)

    def refresh(self) -> None:
        doc = self.session.doc
        if doc is None or self.item is None or self.item.getparent() is None:
            self.stack.setCurrentWidget(self.placeholder)
            return
        self._ensure_view()
        if self.stack.currentWidget() is self.view and not self._loading:
            # Qt gives the position in drawn pixels; the page scrolls in its own (CSS) pixels.
            self._scroll = self.page.scrollPosition().y() / max(self.view.zoomFactor(), 0.01)
        html = render_item(doc, Item(self.item), width=self.width_mode,
                           allow_remote_images=self.images.isChecked())
        self._fit()
        self._loading = True
        if len(html) * 9 < _DATA_URL_LIMIT or len(html.encode("utf-8")) * 3 < _DATA_URL_LIMIT:
            self._pending = None
            self.page.setHtml(html, QUrl("about:blank"))
        else:
            # setHtml loads a percent-encoded data: URL, which Chromium refuses over 2 MB: a long
            # page is written into an empty one once that has loaded (_loaded).
            self._pending = html
            self.page.setHtml(_EMPTY_PAGE, QUrl("about:blank"))
        self.stack.setCurrentWidget(self.view)

    def _fit(self) -> None:
        """The phone, or the desktop page, drawn smaller where the panel is narrower than it (a
        small screen's panel): the layout stays the one that width has, scaled to fit, as a
        picture of a desktop page would; down to a size still to be read."""
        if self.view is None:
            return
        zoom = 1.0
        width = self.width()            # the view's own is not laid out yet when it is first made
        if width > 0:
            full, smallest = (PHONE_WIDTH, MIN_PHONE_ZOOM) if self.width_mode == "phone" else (
                DESKTOP_WIDTH, MIN_DESKTOP_ZOOM)
            zoom = min(1.0, max(smallest, (width - SCROLLBAR_ROOM) / full))
        if abs(self.view.zoomFactor() - zoom) > 0.005:
            self.view.setZoomFactor(zoom)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _loaded(self, ok: bool) -> None:
        if self._pending is not None:
            if not ok:
                return                  # an earlier page, cut short by the empty one being set
            html, self._pending = self._pending, None
            self.page.runJavaScript(f"document.open(); document.write({json.dumps(html)}); document.close(); 0",
                                    self._world, lambda _result: self._shown())
            return
        self._shown()

    def _shown(self) -> None:
        self._loading = False
        if self._scroll:
            self.page.runJavaScript(f"window.scrollTo(0, {int(self._scroll)});", self._world)
        self.rendered.emit()

    def release(self) -> None:
        """Delete the web page before its profile, as QtWebEngine requires (the window is closing)."""
        if self.view is None:
            return
        import shiboken6
        profile = self.page.profile()
        self.stack.removeWidget(self.view)
        shiboken6.delete(self.view)              # takes its page with it
        shiboken6.delete(profile)
        self.view = self.page = self.gate = None

    def _images_toggled(self, allowed: bool) -> None:
        if self.gate is not None:
            self.gate.allowed = allowed
        self.refresh()

    def _offer_link(self, url: QUrl) -> None:
        answer = QMessageBox.question(self, self.tr("Open link"),
                                      self.tr("The preview does not follow links. Open {0} in your browser?")
                                      .format(url.toDisplayString()))
        if answer == QMessageBox.Yes:
            QDesktopServices.openUrl(url)
