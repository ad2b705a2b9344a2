"""What an export did: the files written, what is in them, and what to look at."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import check

if TYPE_CHECKING:
    from ..check.finding import Finding

# Notes about publishing the files, beside the rule findings about their content.
SELF_LINK_MISSING = "self-link-missing"
SELF_LINK_MISMATCH = "self-link-mismatch"
SELF_LINK_SHARED = "self-link-shared"
SELF_LINK_SET = "self-link-set"
CHARACTER_REFERENCES = "character-references"
STALE_FILE = "stale-file"
SOURCE_BESIDE = "source-beside"          # the source feed (or an open file) in the export folder
AD_NETWORKS_LEFT_OUT = "ad-networks-left-out"
SPLIT = "split"
NAME_NOT_URL = "name-not-url"             # the one file's name is not the one its export URL ends in


@dataclass(frozen=True)
class ExportNote:
    code: str
    severity: str          # "warning" or "info", as for findings
    message: str
    file: str | None = None  # the file name it concerns; None for the export as a whole

    def to_dict(self) -> dict:
        return {"code": self.code, "severity": self.severity, "message": self.message, "file": self.file}


@dataclass(frozen=True)
class PlannedFile:
    """A file the export writes, or would write had errors not stopped it."""

    name: str
    items: int
    first_item: int        # 1-based position of its first item in the original feed


@dataclass(frozen=True)
class ExportedFile:
    name: str
    path: str
    items: int
    first_item: int
    size: int              # bytes on disk
    url: str | None        # where it will be published, when an export URL was given
    findings: tuple[Finding, ...]  # the file's bytes checked again (on disk, byte for byte the same)

    def counts(self) -> dict[str, int]:
        return check.counts(self.findings)

    def to_dict(self, language: str = "en") -> dict:
        return {"name": self.name, "path": self.path, "items": self.items, "first_item": self.first_item,
                "size": self.size, "url": self.url, "counts": self.counts(),
                "findings": [f.to_dict(language) for f in self.findings]}


@dataclass(frozen=True)
class ExportReport:
    out_dir: str
    encoding: str
    max_items: int
    forced: bool
    written: bool
    plan: tuple[PlannedFile, ...]
    source_findings: tuple[Finding, ...]   # the feed as it was before export
    blocking: tuple[Finding, ...]          # the errors that stop an export without force
    files: tuple[ExportedFile, ...] = ()
    notes: tuple[ExportNote, ...] = ()

    @property
    def total_items(self) -> int:
        return sum(p.items for p in self.plan)

    @property
    def split(self) -> bool:
        return len(self.plan) > 1

    def to_dict(self, language: str = "en") -> dict:
        return {
            "out_dir": self.out_dir, "encoding": self.encoding, "max_items": self.max_items,
            "forced": self.forced, "written": self.written, "total_items": self.total_items,
            "plan": [{"name": p.name, "items": p.items, "first_item": p.first_item} for p in self.plan],
            "errors": [f.to_dict(language) for f in self.blocking],
            "source_counts": check.counts(self.source_findings),
            "files": [f.to_dict(language) for f in self.files],
            "notes": [n.to_dict() for n in self.notes],
        }
