"""Export: check the feed, write it in the chosen encoding, split it past the item limit.

    report = export_feed(doc, "out/", encoding="windows-1251", export_url="https://site.ru/turbo.xml")
    if not report.written:
        report.blocking            # the errors; export_feed(..., force=True) writes anyway

File names. ``base_name`` is a file name, with or without an extension
(``.xml`` when it has none). A feed that fits is written as one file,
``turbo.xml``. A feed with more items than ``max_items`` is written as
``turbo-1.xml``, ``turbo-2.xml``, ... numbered from 1 in feed order, every
file but the last holding exactly ``max_items`` items; ``feed.rss`` gives
``feed.rss`` or ``feed-1.rss``, ``feed-2.rss``, ...

The export URL is where the file will be published. For a split feed it is
the URL the single file would have had; each part's URL is its name resolved
against it (``https://site.ru/turbo.xml`` -> ``https://site.ru/turbo-2.xml``).

Nothing is written until every file has been serialised, so an encoding
problem leaves the folder as it was; each file is written atomically.
"""

from __future__ import annotations

import os
import re
from urllib.parse import urljoin

from ..check import Checker, check_bytes
from ..check.rule import Profile, Severity
from ..feed import FeedDocument, encoding as enc
from ..feed.atomic import write_atomic
from ..feed.errors import FeedSaveError
from ..feed.parse import read_file
from ..vocabulary.elements import MAX_ITEMS as TURBO_MAX_ITEMS
from . import report as r
from .report import ExportedFile, ExportNote, ExportReport, PlannedFile
from .split import part_ranges, split_document

DEFAULT_MAX_ITEMS = TURBO_MAX_ITEMS

# The feed-level rule a split answers: each part stays within Yandex's limit.
ITEM_COUNT_RULE = "turbo-item-count"


def part_names(base_name: str, parts: int) -> list[str]:
    """File names for ``parts`` files: ``turbo.xml`` alone, else ``turbo-1.xml``, ``turbo-2.xml``, ..."""
    stem, ext = _stem_and_extension(base_name)
    if parts == 1:
        return [stem + ext]
    return [f"{stem}-{number}{ext}" for number in range(1, parts + 1)]


def _stem_and_extension(base_name: str) -> tuple[str, str]:
    name = base_name.strip()
    if not name or name in (".", "..") or "/" in name or os.sep in name or (os.altsep and os.altsep in name):
        raise ValueError(f"the base name must be a plain file name, not {base_name!r}")
    stem, ext = os.path.splitext(name)
    return (stem, ext) if stem and ext else (name, ".xml")


def export_feed(doc: FeedDocument, out_dir: str | os.PathLike, *, encoding: str | None = None,
                max_items: int = DEFAULT_MAX_ITEMS, force: bool = False, base_name: str = "turbo",
                export_url: str | None = None, profile: str = Profile.AUTO,
                findings=None) -> ExportReport:
    """Check ``doc``, then write it to ``out_dir`` as one file or as numbered parts.

    ``findings`` are the document's current findings when the caller has
    them (the editor keeps them up to date); otherwise the feed is checked
    here. Errors stop the export unless ``force``. ``doc`` is not changed.

    Raises ValueError for a bad encoding, item limit or base name,
    FeedEncodingError when a character cannot be written in the encoding at
    all (in a comment), FeedSaveError when a file cannot be written.
    """
    target = enc.canonical(encoding or doc.save_encoding)
    out_dir = os.fspath(out_dir)
    channel = doc.channel
    ranges = part_ranges(channel.item_count() if channel is not None else 0, max_items)
    names = part_names(base_name, len(ranges))
    plan = tuple(PlannedFile(name, len(span), span.start + 1) for name, span in zip(names, ranges))
    if findings is None:
        findings = Checker(doc, profile).check_all()
    findings = tuple(findings)
    within_limit = all(len(span) <= TURBO_MAX_ITEMS for span in ranges)
    blocking = tuple(f for f in findings if f.severity == Severity.ERROR
                     and not (f.rule == ITEM_COUNT_RULE and within_limit))
    base = dict(out_dir=out_dir, encoding=target, max_items=max_items, forced=force, plan=plan,
                source_findings=findings, blocking=blocking)
    if blocking and not force:
        return ExportReport(written=False, **base)

    urls = _part_urls(export_url, names)
    parts = [doc] if len(ranges) == 1 else split_document(doc, ranges)
    notes = _place_self_links(parts, names, urls, export_url)
    if len(parts) > 1:
        notes.append(ExportNote(r.SPLIT, "info", f"{sum(p.items for p in plan)} items written as "
                                f"{len(parts)} files of at most {max_items} items: "
                                + ", ".join(f"{p.name} ({_span(p)})" for p in plan)))
    data = [part.serialize(target, declare_added=True) for part in parts]   # files to use: declarations written
    notes += _reference_notes(doc, target)

    written = _write_all(out_dir, names, data)
    files = []
    for name, path, planned, url in zip(names, written, plan, urls):
        try:
            result = check_bytes(read_file(path), profile, source=path, ignore=doc.ignored_rules,
                                 folder_ignore=doc.folder_ignored_rules)
        except OSError as err:
            raise FeedSaveError(f"{path} was written but cannot be read back: {err.strerror or err}") from err
        channel = result.doc.channel if result.doc is not None else None
        notes += _self_link_notes(name, channel.self_link if channel is not None else None, url)
        files.append(ExportedFile(name, path, planned.items, planned.first_item, os.path.getsize(path),
                                  url, tuple(result.findings)))
    notes += _stale_notes(out_dir, base_name, names)
    return ExportReport(written=True, files=tuple(files), notes=tuple(notes), **base)


def _part_urls(export_url: str | None, names: list[str]) -> list[str | None]:
    if not export_url:
        return [None] * len(names)
    if len(names) == 1:
        return [export_url]
    return [urljoin(export_url, name) for name in names]


def _span(planned: PlannedFile) -> str:
    last = planned.first_item + planned.items - 1
    return f"item {last}" if planned.items == 1 else f"items {planned.first_item}-{last}"


def _write_all(out_dir: str, names: list[str], data: list[bytes]) -> list[str]:
    try:
        os.makedirs(out_dir, exist_ok=True)
    except OSError as err:
        raise FeedSaveError(f"cannot create the folder {out_dir}: {err.strerror or err}") from err
    paths = []
    for name, payload in zip(names, data):
        path = os.path.join(out_dir, name)
        try:
            write_atomic(path, payload)
        except FeedSaveError as err:
            done = f"; already written: {', '.join(os.path.basename(p) for p in paths)}" if paths else ""
            raise FeedSaveError(f"{err}{done}") from err
        paths.append(path)
    return paths


def _place_self_links(parts: list[FeedDocument], names: list[str], urls: list[str | None],
                      export_url: str | None) -> list[ExportNote]:
    """For a split feed, give each part the self link that names it, when that is knowable.

    A part that kept the whole feed's atom:link rel=self would claim a URL it
    is not published at. When the feed's self link is the export URL, each
    part's is rewritten to the part's URL; when it is something else (an old
    master URL kept on purpose, as seed 001 describes) it is left for the user.
    """
    if len(parts) == 1:
        return []
    href = parts[0].channel.self_link if parts[0].channel is not None else None
    if href is None:
        return []
    if export_url is None:
        return [ExportNote(r.SELF_LINK_SHARED, "warning",
                           f"all {len(parts)} files name {href} in atom:link rel=\"self\"; give the export URL "
                           "so each file names its own")]
    if href.strip() != export_url.strip():
        return []
    for part, url in zip(parts, urls):
        part.apply(part.channel.set_self_link(url))
    return [ExportNote(r.SELF_LINK_SET, "info",
                       f"each file's atom:link rel=\"self\" names its own URL ({urls[0]}, ...) "
                       f"instead of {href}")]


def _self_link_notes(name: str, href: str | None, url: str | None) -> list[ExportNote]:
    if href is None:
        where = f" (it will be published at {url})" if url else ""
        return [ExportNote(r.SELF_LINK_MISSING, "warning",
                           f"{name} has no atom:link rel=\"self\" naming its own URL{where}; readers and "
                           "services learn the one URL of the feed from it", name)]
    if url is not None and href.strip() != url.strip():
        return [ExportNote(r.SELF_LINK_MISMATCH, "warning",
                           f"{name} says its URL is {href} (atom:link rel=\"self\") but is exported "
                           f"for {url}", name)]
    return []


def _reference_notes(doc: FeedDocument, encoding: str) -> list[ExportNote]:
    if encoding == enc.UTF8:
        return []
    kept = [u for u in doc.unencodable(encoding) if u.lossless]
    if not kept:
        return []
    return [ExportNote(r.CHARACTER_REFERENCES, "info",
                       f"{encoding} lacks {len(kept)} character{'s' if len(kept) != 1 else ''} of the feed; "
                       "they are written as character references (CDATA is split around them) and read "
                       "back unchanged: " + "; ".join(u.describe() for u in kept))]


def _stale_notes(out_dir: str, base_name: str, names: list[str]) -> list[ExportNote]:
    """Files an earlier export left beside the new ones: uploading the folder would publish them."""
    stem, ext = _stem_and_extension(base_name)
    pattern = re.compile(re.escape(stem) + r"(?:-[0-9]+)?" + re.escape(ext))
    try:
        present = sorted(os.listdir(out_dir))
    except OSError:
        return []
    return [ExportNote(r.STALE_FILE, "warning",
                       f"{other} in {out_dir} is not part of this export (left by an earlier one?); "
                       "remove it before uploading the folder", other)
            for other in present if pattern.fullmatch(other) and other not in names]
