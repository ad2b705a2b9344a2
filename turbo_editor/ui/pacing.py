"""Keeping the window answering while a big feed opens and is checked.

Long work (filling the XML pane, checking 10,000 items) runs in slices of
``SLICE_SECONDS`` between events. Two such jobs can take their slice in the same
pass of the event loop, and a paint follows: two slices of 20 ms and the paint
keep every pass under the 100 ms a user notices (DESIGN.md).

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

SLICE_SECONDS = 0.020
BIG_ITEMS = 1000              # from this many items a feed's objects are set aside

_frozen = False


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
