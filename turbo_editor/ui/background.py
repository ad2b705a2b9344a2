"""Work off the GUI thread: a blocking call (HTTP with a 10 s timeout) whose result comes back on
it, and a long job (an export) that says how far it is and can be asked to stop."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal


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


class BackgroundTask(QObject):
    """``fn(report, cancelled)`` on a pool thread, its progress and its end delivered on the GUI thread.

    ``fn`` calls ``report(*values)`` as it goes (``progressed`` carries the
    values) and returns soon after ``cancelled()`` turns True. ``finished``
    brings (result, error) once, with ``was_cancelled`` saying whether
    ``cancel()`` was asked. ``fn`` must not touch any widget, and the owner
    must keep whatever ``fn`` reads unchanged until ``finished``: this
    object does not stop its thread, it only asks.
    """

    progressed = Signal(tuple)
    finished = Signal(object, object)    # result, exception

    _report = Signal(tuple)              # emitted on the pool thread, queued to this object's thread
    _done = Signal(object, object)

    def __init__(self, fn, parent: QObject | None = None):
        super().__init__(parent)
        self._fn = fn
        self._stop = threading.Event()
        self.running = False
        self._report.connect(self.progressed, Qt.QueuedConnection)
        self._done.connect(self._end, Qt.QueuedConnection)

    @property
    def was_cancelled(self) -> bool:
        return self._stop.is_set()

    def start(self) -> None:
        if self.running:
            raise RuntimeError("the task is already running")
        self.running = True
        self._stop.clear()
        QThreadPool.globalInstance().start(_TaskJob(self))

    def cancel(self) -> None:
        """Ask the job to stop at its next look at ``cancelled()``; ``finished`` still comes."""
        if self.running:
            self._stop.set()

    def _end(self, result, error) -> None:
        self.running = False
        self.finished.emit(result, error)


class _TaskJob(QRunnable):
    def __init__(self, task: BackgroundTask):
        super().__init__()
        self.fn, self.stop = task._fn, task._stop
        self.report_signal, self.done_signal = task._report, task._done

    def run(self) -> None:
        try:
            result, error = self.fn(self._report, self.stop.is_set), None
        except Exception as err:          # delivered to the owner, who shows it
            result, error = None, err
        self._emit(self.done_signal, result, error)

    def _report(self, *values) -> None:
        self._emit(self.report_signal, values)

    def _emit(self, signal, *values) -> None:
        try:
            signal.emit(*values)
        except RuntimeError:              # the owner was deleted meanwhile: nobody is waiting
            self.stop.set()
