"""Publishing a feed: export files ready to upload (checked, encoded, split past the item limit).

    from turbo_editor.publish import export_feed
    report = export_feed(doc, "out/", encoding="UTF-8", max_items=1000)

Nothing here imports Qt.
"""

from .export import (
    DEFAULT_MAX_ITEMS,
    ExportCancelled,
    ExportTargetError,
    export_feed,
    part_names,
    part_urls,
    plan_export,
    same_file,
)
from .report import ExportedFile, ExportNote, ExportReport, PlannedFile
from .split import part_ranges, split_document

__all__ = [
    "DEFAULT_MAX_ITEMS", "export_feed", "plan_export", "part_names", "part_urls", "part_ranges", "split_document",
    "same_file", "ExportCancelled", "ExportTargetError",
    "ExportReport", "ExportedFile", "ExportNote", "PlannedFile",
]
