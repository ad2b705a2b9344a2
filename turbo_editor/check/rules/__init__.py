"""The checks, grouped by what they look at.

Each module exposes plain functions that take a :class:`~turbo_editor.check.report.Report`
and elements; they read the tree once and emit findings by rule id. Texts and
severities come from the catalog, never from here.
"""
