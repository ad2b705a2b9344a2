"""Import: an RSS 2.0 feed a site already publishes, made a Turbo feed, with a report of every change."""

from .convert import Imported, ImportProblem, import_bytes, import_document, infer_language
from .report import Change, ImportReport, ItemReport

__all__ = ["Change", "ImportProblem", "ImportReport", "Imported", "ItemReport", "import_bytes", "import_document",
           "infer_language"]
