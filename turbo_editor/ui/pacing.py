"""Keeping the window answering while a big feed opens and is checked.

Long work (filling the XML pane, measuring its pieces, checking 10,000 items)
runs in slices of ``SLICE_SECONDS`` between events, one slice a pass of the
event loop, the jobs in turn (``ask``). Two jobs' timers used to fall due
together: two slices, the check's showing of what it found and a paint in one
pass came to 80–170 ms on a slow day, past the 100 ms a user notices
(DESIGN.md). One timer hands out the turns: a job asks for a slice, and the
jobs that asked get one each, in the order they asked, one a pass. No job
waits by spinning through empty passes: a job refused its turn used to start
its timer again at once, and opening 10,000 items took 12,800 passes for 140
slices of work, 0.3 s more until everything was done.

Python's cycle collector is the other stop. Its oldest generation is scanned
whole, every object in it, every few hundred thousand allocations: with a
10,000-item feed open (its findings, tree rows, the check's pages) one scan takes
50–100 ms, a visible stop in the middle of typing. The objects that make up a big
open feed live as long as the feed, so they are moved out of the collector's sight
(``gc.freeze``) once they exist, and given back to it when the feed is replaced, in
the wait the user expects when a file opens. Objects no longer used are still freed
the moment nothing refers to them; only reference cycles among frozen objects wait
for the next document to be collected. Small feeds are left to the collector.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QTimer
from shiboken6 import isValid

SLICE_SECONDS = 0.020
BIG_ITEMS = 1000              # from this many items a feed's objects are set aside

_frozen = False


class _Turns:
    """The jobs waiting for a slice, in the order they asked; one runs a pass of the event loop."""

    def __init__(self):
        self.waiting: list = []               # (owner, job)
        self.timer: QTimer | None = None      # made at the first turn asked: a QApplication exists then

    def has(self, job) -> bool:
        return any(j == job for _o, j in self.waiting)

    def ask(self, owner, job) -> None:
        if self.has(job):
            return
        self.waiting.append((owner, job))
        if self.timer is None:
            self.timer = QTimer(singleShot=True, interval=0, timeout=self._next)
        self.timer.start()

    def cancel(self, job) -> None:
        self.waiting[:] = [(o, j) for o, j in self.waiting if j != job]

    def _next(self) -> None:
        while self.waiting:
            owner, job = self.waiting.pop(0)
            if isValid(owner):                # not a closed window's job
                if self.waiting:
                    self.timer.start()        # the next job's turn is the next pass
                job()
                return


_turns = _Turns()


def ask(owner, job) -> None:
    """Run ``job`` (a method of the QObject ``owner``) for one slice at its turn, in a later pass
    of the event loop. A job that has more to do asks again at the end of its slice; one that has
    asked and not yet run is not queued twice."""
    _turns.ask(owner, job)


def cancel(job) -> None:
    """``job`` no longer wants its turn (its work was stopped or finished another way)."""
    _turns.cancel(job)


def waiting(job) -> bool:
    """Whether ``job`` has asked for a turn and not yet had it."""
    return _turns.has(job)


def new_document(items: int) -> None:
    """A document of ``items`` items replaced the last one: collect what the old one left
    in cycles, then set a big one's objects aside."""
    global _frozen
    if _frozen:
        gc.unfreeze()
        _frozen = False
    if items >= BIG_ITEMS:
        gc.collect()
        settle()


def settle() -> None:
    """Objects made so far are long-lived (a slice of a big check, say): set them aside."""
    global _frozen
    gc.freeze()
    _frozen = True
