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


def busy() -> bool:
    """Whether a job of the window's runs on a pool thread now (an export, a request)."""
    return QThreadPool.globalInstance().activeThreadCount() > 0


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
    object does not stop its thread, it only asks. Give it a parent and let
    it go with it, rather than deleting it from a slot of its own ``finished``.
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
        self._report.connect(self._relay_progress, Qt.QueuedConnection)
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

    def _relay_progress(self, values: tuple) -> None:
        self.progressed.emit(values)

    def _end(self, result, error) -> None:
        self.running = False
        self.finished.emit(result, error)


class _TaskJob(QRunnable):
    def __init__(self, task: BackgroundTask):
        super().__init__()
        self.task = task

    def run(self) -> None:
        task = self.task
        try:
            result, error = task._fn(self._report, task._stop.is_set), None
        except Exception as err:          # delivered to the owner, who shows it
            result, error = None, err
        try:
            task._done.emit(result, error)
        except RuntimeError:              # the owner was deleted meanwhile: nobody is waiting
            pass

    def _report(self, *values) -> None:
        try:
            self.task._report.emit(values)
        except RuntimeError:
            self.task._stop.set()
