"""Run a blocking call (HTTP with a 10 s timeout) off the GUI thread and get its result back on it."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(object, object)        # result, exception


class _Job(QRunnable):
    def __init__(self, fn, relay: _Relay):
        super().__init__()
        self.fn, self.relay = fn, relay

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as err:          # delivered to the caller, who shows it
            self.relay.done.emit(None, err)
        else:
            self.relay.done.emit(result, None)


def run_in_background(owner: QObject, fn, on_done) -> None:
    """Call ``fn()`` on a pool thread; ``on_done(result, error)`` runs on the GUI thread.

    ``fn`` must not touch the document or any widget: it gets plain values.
    """
    relay = _Relay(owner)                 # lives in the GUI thread, so the signal is queued there

    def finish(result, error) -> None:
        relay.deleteLater()
        on_done(result, error)
    relay.done.connect(finish)
    QThreadPool.globalInstance().start(_Job(fn, relay))
