"""The site around a feed: what must hold for the robot to fetch it, and telling services it changed.

- ``robots``: robots.txt parsed and matched as Yandex reads it (seed 004).
- ``robots_source``: robots.txt from a file, pasted text, or fetched from the site.
- ``robots_checks``: publishing checks of robots.txt, each failure with a suggested fix and diff.
- ``robots_allow``: the fewest Allow lines that open given pages and nothing a narrower rule closes.
- ``text_edits``: the line edits and unified diffs those suggestions are made of.
- ``autodiscovery``: the ``<link rel="alternate">`` tag for a feed, and finding it in a page.
- ``ping``: REST and XML-RPC ``weblogUpdates.ping`` notifications.
- ``http_get``: the one bounded HTTP GET the others use.

Nothing here imports Qt; network calls return results and never raise.
"""
