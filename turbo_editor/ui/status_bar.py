"""The status bar: the counts of the problems, the profile, the number of items, the encoding.

It is a view of the session and the validator: what it shows is read again
when they announce a change, including when the open text does not parse
(then there are no items to count and no encoding to save in yet).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QStatusBar

from ..check import Profile, Severity
from . import settings


class StatusBar(QStatusBar):
    profileChosen = Signal(str)

    def __init__(self, session, validator, parent=None):
        super().__init__(parent)
        self.session, self.validator = session, validator
        self.problems = QLabel()
        self.profile = QLabel()
        self.items = QLabel()
        self.encoding = QLabel()
        self.encoding.setToolTip(self.tr("Encoding the file is saved in (File ▸ Encoding)"))
        # One choice of profile, offered in the toolbar and here, where the eye goes for the counts.
        self.toolbar_profile_box = self._profile_box()
        self.profile_box = QComboBox()
        self.profile_box.setModel(self.toolbar_profile_box.model())
        self.profile_box.setToolTip(self.toolbar_profile_box.toolTip())
        self.profile_box.activated.connect(lambda i: self._chosen(self.profile_box.itemData(i)))
        self.set_profile(validator.profile)
        for widget in (self.problems, self.profile, self.profile_box, self.items, self.encoding):
            self.addPermanentWidget(widget)
            widget.installEventFilter(self)

        self._file_timer = QTimer(self, singleShot=True, interval=150, timeout=self.show_file)
        session.fileChanged.connect(self.show_file)
        session.reset.connect(self.show_file)
        session.textStateChanged.connect(self.show_file)
        session.changed.connect(lambda _change: self._file_timer.start())
        validator.findingsChanged.connect(self.show_findings)
        self._message: tuple[str, float | None] = ("", None)
        self._shown = ""                    # the message as last shown, cut
        self.messageChanged.connect(self._message_changed)
        validator.progress.connect(self._progress)
        self.show_file()
        self.show_findings()

    def showMessage(self, text: str, timeout: int = 0) -> None:  # noqa: N802 - Qt's name
        """A message cut with "…" where the counts begin (Qt cuts it off there letter by letter,
        running it into them), again when the window is resized; the whole of it in the tooltip."""
        self._message = (text, time.monotonic() + timeout / 1000 if timeout else None)
        self._show_message()

    def message(self) -> str:
        """The message showing, whole (the bar may show it cut)."""
        return self._message[0] if self.currentMessage() else ""

    def _show_message(self) -> None:
        text, until = self._message
        left = round((until - time.monotonic()) * 1000) if until is not None else 0
        if not text or (until is not None and left <= 0):
            return
        permanent = [w.x() for w in (self.problems, self.profile, self.profile_box, self.items, self.encoding)
                     if w.isVisible() and w.width()]
        room = (min(permanent) if permanent else self.width()) - 6 - 2 * self.fontMetrics().averageCharWidth()
        # Not laid out yet (a window not shown): the whole text, cut once the bar has its size.
        shown = self.fontMetrics().elidedText(text, Qt.ElideRight, max(room, 0)) if self.isVisible() else text
        self.setToolTip(text if shown != text else "")
        self._shown = shown
        super().showMessage(shown, left)

    def _message_changed(self, message: str) -> None:
        if not message:
            self._message = ("", None)
            self.setToolTip("")
        elif message != self._shown:
            # Shown past showMessage() here (QMainWindow's status tips call Qt's own): the message now.
            self._message, self._shown = (message, None), message
            self.setToolTip("")

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        # The counts moved (a resize, or a longer count such as "8 errors"): the message's room changed.
        if event.type() in (QEvent.Move, QEvent.Resize) and self.currentMessage():
            QTimer.singleShot(0, self._show_message)
        return False

    def _profile_box(self) -> QComboBox:
        box = QComboBox()
        box.setToolTip(self.tr("Validation profile: auto picks Turbo when the feed uses its namespace"))
        for name, text in ((Profile.AUTO, self.tr("Profile: auto")), (Profile.TURBO, self.tr("Profile: Turbo")),
                           (Profile.RSS, self.tr("Profile: RSS 2.0"))):
            box.addItem(text, str(name))
        box.activated.connect(lambda i: self._chosen(box.itemData(i)))
        return box

    def set_profile(self, profile: str) -> None:
        for box in (self.toolbar_profile_box, self.profile_box):
            box.setCurrentIndex(max(box.findData(str(profile)), 0))

    def _chosen(self, profile: str) -> None:
        self.set_profile(profile)
        settings.put(settings.PROFILE, profile)
        self.validator.set_profile(profile)
        self.profileChosen.emit(profile)

    def show_file(self) -> None:
        self.encoding.setText(self.session.save_encoding)
        doc = self.session.doc
        if doc is None or self.session.unparsed is not None:
            self.items.setText(self.tr("Not well-formed XML"))
            return
        channel = doc.channel
        count = channel.item_count() if channel is not None else 0
        self.items.setText(self.tr("%n item(s)", "", count))

    def show_findings(self) -> None:
        counts = self.validator.counts()
        errors = self.tr("%n error(s)", "", counts[Severity.ERROR])
        warnings = self.tr("%n warning(s)", "", counts[Severity.WARNING])
        self.problems.setText(self.tr("{0}, {1}").format(errors, warnings))
        resolved = self.validator.resolved_profile
        if self.session.doc is None or self.session.unparsed is not None:
            self.profile.setText(self.tr("Checked as XML"))
            return
        if resolved == Profile.TURBO:
            self.profile.setText(self.tr("Checked as Turbo"))
        elif resolved == Profile.RSS:
            self.profile.setText(self.tr("Checked as RSS 2.0"))
        else:       # auto, before a check has picked RSS 2.0 or Turbo from the feed
            self.profile.setText(self.tr("Checked automatically"))

    def _progress(self, done: int, total: int) -> None:
        if done < total:
            self.problems.setText(self.tr("Checking… {0}%").format(done * 100 // max(total, 1)))
