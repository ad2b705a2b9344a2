"""Keeping the window answering while a big feed opens and is checked.

Long work (filling the XML pane, checking 10,000 items) runs in slices of
``SLICE_SECONDS`` between events, one slice a pass of the event loop: two jobs'
timers fall due together, and two slices, the check's showing of what it found
and a paint in one pass came to 80–170 ms on a slow day, past the 100 ms a user
notices (DESIGN.md). A job that finds another's slice just ended waits for the
next pass, and has the turn after it (``my_turn``).

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
import time

SLICE_SECONDS = 0.020
BIG_ITEMS = 1000              # from this many items a feed's objects are set aside
# A slice that starts this soon after another ended runs in the same pass (timers due together
# run back to back); one that waits is owed the next turn, for so long at most.
SAME_PASS_SECONDS = 0.002
OWED_SECONDS = 0.1

_frozen = False
_last_end = 0.0
_owed = None
_owed_since = 0.0


def my_turn(job) -> bool:
    """Whether ``job`` may take a slice now. False when another job's slice ended in this pass,
    or another job waits for its turn: the caller starts its timer again and returns."""
    global _owed, _owed_since
    now = time.perf_counter()
    if _owed is not None and now - _owed_since > OWED_SECONDS:
        _owed = None                  # it stopped (a rebuild, a new document) while it waited
    if now - _last_end < SAME_PASS_SECONDS or (_owed is not None and _owed is not job):
        if _owed is None:
            _owed, _owed_since = job, now
        return False
    if _owed is job:
        _owed = None
    return True


def slice_done() -> None:
    global _last_end
    _last_end = time.perf_counter()


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
