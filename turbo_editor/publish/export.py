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

The export URL is where the file will be published: the URL of the one file
(``https://site.ru/turbo.xml``), or of the folder (``https://site.ru/feeds/``,
ending in ``/``), to which each file's name is added. For a split feed each
part's URL is its name resolved against it (``https://site.ru/turbo.xml`` ->
``https://site.ru/turbo-2.xml``), and each part's atom:link rel="self" names
that URL (split.py says which ad networks each part keeps).

Files that must survive. ``protect`` names the source feed and any file open
in the editor: the export refuses (ExportTargetError, before anything is
checked or written) to write over one of them, by any path (a symlink, a hard
link), and never calls one a leftover to remove.

Nothing is written until every file has been serialised and checked, so an
encoding problem, or ``cancelled()`` answering True (ExportCancelled), leaves
the folder as it was; then each file is written atomically and read back.
``progress(stage, done, total, name)`` says how far it is, from whatever
thread runs the export: ``CHECKING`` the feed (items checked of all), then
``CHECKING_FILE`` ``name`` (items of all the files checked before it), then
``WRITING`` the files.
"""

from __future__ import annotations

import os
import re
import stat
from urllib.parse import quote, unquote, urljoin, urlsplit

from .. import check
from ..check.rule import Profile, Severity
from ..feed import FeedDocument, encoding as enc, load_bytes
from ..feed.atomic import same_file, write_all_atomic
from ..feed.errors import FeedEncodingError, FeedSaveError, FeedSyntaxError, describe_os_error
from ..messages import _, ngettext
from ..vocabulary.elements import MAX_ITEMS as TURBO_MAX_ITEMS
from . import report as r
from .report import ExportedFile, ExportNote, ExportReport, PlannedFile
from .split import ad_network_id, part_ranges, split_document

DEFAULT_MAX_ITEMS = TURBO_MAX_ITEMS
DEFAULT_BASE_NAME = "turbo"

# What progress() is told the export is doing.
CHECKING = "check"
CHECKING_FILE = "check-file"
WRITING = "write"

# How many items the feed's own check does between two looks at cancelled().
CHECK_BATCH = 100

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
    if not name or name.startswith(".") or "/" in name or os.sep in name or (os.altsep and os.altsep in name):
        raise ValueError(_("the base name must be a plain file name, not '{name}'").format(name=base_name))
    stem, ext = os.path.splitext(name)
    return (stem, ext) if stem and ext else (name, ".xml")


class ExportCancelled(Exception):
    """The caller asked the export to stop; nothing was written."""


class ExportTargetError(ValueError):
    """A file the export would write is one that must survive (the source feed, a file open)."""

    def __init__(self, target: str, protected: str):
        super().__init__(_("exporting would overwrite {protected}: {target} is that file; "
                           "choose another folder or file name").format(protected=protected, target=target))
        self.target, self.protected = target, protected


def protected_target(out_dir: str | os.PathLike, names, protect) -> tuple[str, str] | None:
    """(target, protected file) for the first file the export would write over a protected one."""
    kept = [os.fspath(p) for p in protect if p]
    for name in names:
        target = os.path.join(os.fspath(out_dir), name)
        for path in kept:
            if same_file(target, path):
                return target, path
    return None


def export_feed(doc: FeedDocument, out_dir: str | os.PathLike, *, encoding: str | None = None,
                max_items: int = DEFAULT_MAX_ITEMS, force: bool = False, base_name: str = DEFAULT_BASE_NAME,
                export_url: str | None = None, profile: str = Profile.AUTO,
                findings=None, protect=(), progress=None, cancelled=None) -> ExportReport:
    """Check ``doc``, then write it to ``out_dir`` as one file or as numbered parts.

    ``findings`` are the document's current findings when the caller has
    them (the editor keeps them up to date); otherwise the feed is checked
    here. Errors stop the export unless ``force``. ``doc`` is not changed,
    and must not be while the export runs (it may run on another thread).
    ``protect``, ``progress`` and ``cancelled``: see the module's docstring.

    Raises ExportTargetError for a file in ``protect``; ValueError for a bad
    encoding, item limit, base name or export URL; FeedEncodingError when a character
    cannot be written in the encoding at all (in a comment); ExportCancelled;
    FeedSaveError when a file cannot be written.
    """
    problem = export_url_problem(export_url)
    if problem:
        raise ValueError(problem)
    progress, cancelled = progress or _no_progress, cancelled or _go_on
    report = plan_export(doc, out_dir, encoding=encoding, max_items=max_items, force=force,
                         base_name=base_name, profile=profile, findings=findings, protect=protect,
                         progress=progress, cancelled=cancelled)
    if report.blocking and not force:
        return report
    return _write_export(doc, report, base_name=base_name, export_url=export_url, profile=profile,
                         protect=protect, progress=progress, cancelled=cancelled)


def plan_export(doc: FeedDocument, out_dir: str | os.PathLike, *, encoding: str | None = None,
                max_items: int = DEFAULT_MAX_ITEMS, force: bool = False, base_name: str = DEFAULT_BASE_NAME,
                profile: str = Profile.AUTO, findings=None, protect=(), progress=None,
                cancelled=None) -> ExportReport:
    """What an export would write and the errors that stop it, with nothing written
    (``written`` is False): quick when the caller gives the ``findings``; otherwise
    the feed is checked, and ``cancelled()`` is asked every ``CHECK_BATCH`` items."""
    problem = item_limit_problem(max_items)
    if problem:
        raise ValueError(problem)
    # Files to upload are in one of the encodings Turbo reads: a feed kept in ISO-8859-1 goes as UTF-8.
    own = doc.save_encoding
    target = enc.canonical(encoding or (own if own in enc.SAVE_ENCODINGS else enc.UTF8))
    out_dir = os.fspath(out_dir)
    channel = doc.channel
    ranges = part_ranges(channel.item_count() if channel is not None else 0, max_items)
    names = part_names(base_name, len(ranges))
    refused = protected_target(out_dir, names, protect)
    if refused:
        raise ExportTargetError(*refused)
    plan = tuple(PlannedFile(name, len(span), span.start + 1) for name, span in zip(names, ranges))
    if findings is None:
        findings = _check_feed(doc, profile, progress or _no_progress, cancelled or _go_on)
    findings = tuple(findings)
    # Every file holds at most Turbo's limit of items: the split answers the feed's item count.
    blocking = tuple(f for f in findings if f.severity == Severity.ERROR and f.rule != ITEM_COUNT_RULE)
    return ExportReport(out_dir=out_dir, encoding=target, max_items=max_items, forced=force, plan=plan,
                        source_findings=findings, blocking=blocking, written=False)


def _check_feed(doc: FeedDocument, profile: str, progress, cancelled) -> list:
    checker = check.Checker(doc, profile)
    total = doc.channel.item_count() if doc.channel is not None else 0
    progress(CHECKING, 0, total, None)
    for done in checker.check_all_steps(batch=CHECK_BATCH):
        _stop_if(cancelled)
        progress(CHECKING, done, total, None)
    return checker.findings()


def _no_progress(stage: str, done: int, total: int, name: str | None) -> None:
    pass


def _go_on() -> bool:
    return False


def _write_export(doc: FeedDocument, plan: ExportReport, *, base_name: str, export_url: str | None,
                  profile: str, protect, progress, cancelled) -> ExportReport:
    out_dir, target = plan.out_dir, plan.encoding
    names = [p.name for p in plan.plan]
    ranges = [range(p.first_item - 1, p.first_item - 1 + p.items) for p in plan.plan]
    total = plan.total_items
    progress(CHECKING_FILE, 0, total, names[0])
    urls = part_urls(export_url, names)
    parts = [doc] if len(ranges) == 1 else split_document(doc, ranges)
    notes = _place_self_links(parts, names, urls, _whole_url(export_url, base_name))
    notes += _name_against_url(names, urls)
    if len(parts) > 1:
        spans = ", ".join(f"{p.name} ({_span(p)})" for p in plan.plan)
        notes.append(ExportNote(r.SPLIT, "info", ngettext(
            "{n} item written as {files} files, at most {max} in each: {spans}",
            "{n} items written as {files} files, at most {max} in each: {spans}", total)
            .format(n=total, files=len(parts), max=plan.max_items, spans=spans)))
        notes += _ad_network_notes(doc, parts, names)
    _stop_if(cancelled)
    data = [part.serialize(target, for_use=True) for part in parts]   # files to use: declarations written
    notes += _reference_notes(doc, target)

    results = []
    done = 0
    for name, payload, planned in zip(names, data, plan.plan):
        _stop_if(cancelled)
        progress(CHECKING_FILE, done, total, name)
        path = os.path.join(out_dir, name)
        results.append(_check_file(payload, path, profile, doc,
                                   lambda n, before=done, name=name: progress(CHECKING_FILE, before + n, total, name),
                                   cancelled))
        done += planned.items
    _stop_if(cancelled)
    progress(WRITING, total, total, None)

    written = _write_all(out_dir, names, data)   # from here on, the files are written whatever happens
    files = []
    for name, path, payload, (self_link, findings), planned, url in zip(names, written, data, results, plan.plan,
                                                                         urls):
        _read_back(path, payload)
        notes += _self_link_notes(name, self_link, url)
        files.append(ExportedFile(name, path, planned.items, planned.first_item, len(payload), url, findings))
    notes += _stale_notes(out_dir, base_name, names, protect)
    return ExportReport(out_dir=out_dir, encoding=target, max_items=plan.max_items, forced=plan.forced,
                        plan=plan.plan, source_findings=plan.source_findings, blocking=plan.blocking,
                        written=True, files=tuple(files), notes=tuple(notes))


def _check_file(data: bytes, path: str, profile: str, doc: FeedDocument, checked, cancelled) -> tuple:
    """(its self link, its findings) for a file's bytes, checked as ``turbo-editor check`` would
    check the file, under the feed's ignore lists; ``checked(items)`` as the check goes."""
    from ..check.files import decode_source  # with the rules, when first needed
    try:
        part = load_bytes(data, source=path)
    except (FeedSyntaxError, FeedEncodingError):
        result = check.check_bytes(data, profile, source=path, ignore=doc.ignored_rules,
                                   folder_ignore=doc.folder_ignored_rules)
        return None, tuple(result.findings)
    part.ignored_rules, part.folder_ignored_rules = doc.ignored_rules, doc.folder_ignored_rules
    checker = check.Checker(part, profile, source_text=decode_source(data, part.encoding))
    for items in checker.check_all_steps(batch=CHECK_BATCH):
        _stop_if(cancelled)
        checked(items)
    channel = part.channel
    return (channel.self_link if channel is not None else None), tuple(checker.findings())


def _stop_if(cancelled) -> None:
    if cancelled():
        raise ExportCancelled("the export was cancelled; nothing was written")


def _read_back(path: str, data: bytes) -> None:
    """The file on disk is what was checked, byte for byte."""
    try:
        with open(path, "rb") as fh:
            on_disk = fh.read(len(data) + 1)
    except OSError as err:
        raise FeedSaveError(_("{file} was written but cannot be read back: {reason}")
                            .format(file=path, reason=describe_os_error(err))) from err
    if on_disk != data:
        raise FeedSaveError(_("{file} was written but does not read back as written").format(file=path))


def item_limit_problem(max_items: int) -> str | None:
    """Why ``max_items`` cannot be the items per file, or None when it can. Turbo reads no more
    items from one feed: a bigger file would fail its check, which asks to split the feed that
    the export is splitting."""
    if max_items < 1:
        return _("must be at least 1, not {number}").format(number=max_items)
    if max_items > TURBO_MAX_ITEMS:
        return _("must be at most {limit}, not {number}: Turbo reads at most {limit} items from one feed") \
            .format(limit=TURBO_MAX_ITEMS, number=max_items)
    return None


def export_url_problem(url: str | None) -> str | None:
    """Why ``url`` cannot be the address the feed is published at, or None when it can (or is not
    given). A self link must be a full address: a relative one written into each part would point
    wherever the reader stands."""
    if url is None or not url.strip():
        return None
    try:
        parts = urlsplit(url.strip())
        _port = parts.port                  # raises for a port out of range
    except ValueError:                      # an unclosed "[" (https://[site.ru/)
        parts = None
    if parts is None or parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return _("“{url}” is not a full http or https address: give the URL the feed will be published at, "
                 "such as https://example.ru/turbo.xml, or its folder ending in /").format(url=url.strip())
    return None


def part_urls(export_url: str | None, names: list[str]) -> list[str | None]:
    """Where each file will be published: the export URL for one file, else each name resolved
    against it; a URL ending in "/" is a folder, and every file's name is added to it. A name is
    percent-encoded there (my feed-1.xml: my%20feed-1.xml): a URL holds no space nor Cyrillic letter."""
    if not export_url or not export_url.strip():
        return [None] * len(names)
    base = export_url.strip()
    if len(names) == 1 and not base.endswith("/"):
        return [base]
    return [urljoin(base, quote(name)) for name in names]


def _whole_url(export_url: str | None, base_name: str) -> str | None:
    """The URL the feed would have as one file: what its own self link names when it agrees."""
    return part_urls(export_url, part_names(base_name, 1))[0]


def url_file_name(url: str | None) -> str | None:
    """The file name an export URL ends in (https://site.ru/turbo.rss: turbo.rss); None for a
    folder's URL or none."""
    if not url:
        return None
    try:
        name = unquote(urlsplit(url.strip()).path.rsplit("/", 1)[-1]).strip()
    except ValueError:
        return None
    return name if name and not name.startswith(".") and "/" not in name and os.sep not in name else None


def base_name_for(name: str | None, export_url: str | None) -> str:
    """The base name of the files: the one given, else the file name the export URL ends in, else
    turbo (the command line's --name, and the window's File name left empty)."""
    return (name or "").strip() or url_file_name(export_url) or DEFAULT_BASE_NAME


def _name_against_url(names: list[str], urls: list[str | None]) -> list[ExportNote]:
    """One file whose export URL ends in another name (--url .../turbo.xml, --name feed.rss): what
    is uploaded under its own name is not at the URL the feed names."""
    if len(names) != 1 or urls[0] is None:
        return []
    published = url_file_name(urls[0])
    # A URL without an extension (…/turbo) is served by name however the file is called on disk.
    if not published or published == names[0] or "." not in published:
        return []
    return [ExportNote(r.NAME_NOT_URL, "warning",
                       _("the file is written as {name}, but the export URL names {published}: upload it under that "
                         "name, or give the name the URL ends in").format(name=names[0], published=published))]


def _span(planned: PlannedFile) -> str:
    last = planned.first_item + planned.items - 1
    if planned.items == 1:
        return _("item {number}").format(number=last)
    return _("items {first}-{last}").format(first=planned.first_item, last=last)


def _write_all(out_dir: str, names: list[str], data: list[bytes]) -> list[str]:
    try:
        os.makedirs(out_dir, exist_ok=True)
    except OSError as err:
        raise FeedSaveError(_("cannot create the folder {folder}: {reason}")
                            .format(folder=out_dir, reason=describe_os_error(err))) from err
    for name in names:
        # An export is files to upload: a device or a pipe in the way is never written into nor
        # replaced (Save and convert write through them; here it would be read back, too).
        path = os.path.join(out_dir, name)
        try:
            mode = os.stat(path).st_mode
        except OSError:
            continue
        if not stat.S_ISREG(mode):
            raise FeedSaveError(_("{file} is not a regular file (a folder, a device or a pipe); an export writes "
                                  "files to upload: choose another folder or file name; nothing was written")
                                .format(file=path))
    paths = [os.path.join(out_dir, name) for name in names]
    write_all_atomic(list(zip(paths, data)))     # all the files, or none of them when one cannot be
    return paths


def _place_self_links(parts: list[FeedDocument], names: list[str], urls: list[str | None],
                      whole_url: str | None) -> list[ExportNote]:
    """For a split feed, give each part the self link that names it, when that is knowable.

    A part that kept the whole feed's atom:link rel=self would claim a URL it
    is not published at. With an export URL, each part names its own URL: the
    link is added to a feed that has none, and rewritten where it names the
    whole feed's URL; one that names something else (an old master URL kept
    on purpose, as seed 001 describes) is left for the user.
    """
    if len(parts) == 1:
        return []
    href = parts[0].channel.self_link if parts[0].channel is not None else None
    if whole_url is None:
        if href is None:
            return []
        return [ExportNote(r.SELF_LINK_SHARED, "warning",
                           _("all {n} files name {url} in atom:link rel=\"self\"; give the export URL "
                             "so each file names its own").format(n=len(parts), url=href))]
    if href is not None and href.strip() != whole_url:
        return []
    for part, url in zip(parts, urls):
        part.apply(part.channel.set_self_link(url))
    if href is None:
        message = _("each file's atom:link rel=\"self\" names its own URL ({url}, ...)").format(url=urls[0])
    else:
        message = _("each file's atom:link rel=\"self\" names its own URL ({url}, ...) instead of {old}") \
            .format(url=urls[0], old=href)
    return [ExportNote(r.SELF_LINK_SET, "info", message)]


def _ad_network_notes(doc: FeedDocument, parts: list[FeedDocument], names: list[str]) -> list[ExportNote]:
    """Which ad networks a part leaves out because none of its items places them (split.py)."""
    declared = _ad_ids(doc)
    notes = []
    for part, name in zip(parts, names):
        left_out = [ad_id for ad_id in declared if ad_id not in _ad_ids(part)]
        if left_out:
            notes.append(ExportNote(r.AD_NETWORKS_LEFT_OUT, "info", ngettext(
                "{file} leaves out the ad network {ids}: none of its items places it",
                "{file} leaves out the ad networks {ids}: none of its items places them", len(left_out))
                .format(file=name, ids=", ".join(left_out)), name))
    return notes


def _ad_ids(doc: FeedDocument) -> list[str]:
    channel = doc.root.find("channel")
    found = (ad_network_id(child) for child in channel) if channel is not None else ()
    return [ad_id for ad_id in found if ad_id is not None]


def _self_link_notes(name: str, href: str | None, url: str | None) -> list[ExportNote]:
    if href is None:
        if url:
            message = _("{file} has no atom:link rel=\"self\" naming its own URL (it will be published at {url}); "
                        "readers and services learn the one URL of the feed from it").format(file=name, url=url)
        else:
            message = _("{file} has no atom:link rel=\"self\" naming its own URL; readers and services learn "
                        "the one URL of the feed from it").format(file=name)
        return [ExportNote(r.SELF_LINK_MISSING, "warning", message, name)]
    if url is not None and href.strip() != url.strip():
        return [ExportNote(r.SELF_LINK_MISMATCH, "warning",
                           _("{file} says its URL is {href} (atom:link rel=\"self\") but is exported for {url}")
                           .format(file=name, href=href, url=url), name)]
    return []


def _reference_notes(doc: FeedDocument, encoding: str) -> list[ExportNote]:
    if encoding == enc.UTF8:
        return []
    kept = [u for u in doc.unencodable(encoding) if u.lossless]
    if not kept:
        return []
    return [ExportNote(r.CHARACTER_REFERENCES, "info", ngettext(
        "{encoding} lacks {n} character of the feed; it is written as a character reference (CDATA is split "
        "around it) and reads back unchanged: {list}",
        "{encoding} lacks {n} characters of the feed; they are written as character references (CDATA is split "
        "around them) and read back unchanged: {list}", len(kept))
        .format(encoding=encoding, n=len(kept), list="; ".join(u.describe() for u in kept)))]


def _stale_notes(out_dir: str, base_name: str, names: list[str], protect=()) -> list[ExportNote]:
    """Files an earlier export left beside the new ones: uploading the folder would publish them.

    A protected file there (the source feed, a file open in the editor) is
    never called a leftover to remove: it is named as what it is.
    """
    stem, ext = _stem_and_extension(base_name)
    pattern = re.compile(re.escape(stem) + r"(?:-[0-9]+)?" + re.escape(ext))
    try:
        present = sorted(os.listdir(out_dir))
    except OSError:
        return []
    kept = [os.fspath(p) for p in protect if p]
    notes = []
    for other in present:
        if not pattern.fullmatch(other) or other in names:
            continue
        if any(same_file(os.path.join(out_dir, other), path) for path in kept):
            notes.append(ExportNote(r.SOURCE_BESIDE, "info",
                                    _("{file} in {folder} is the feed being exported (or a file open in the "
                                      "editor), not part of this export; when uploading, upload only the files "
                                      "listed here").format(file=other, folder=out_dir), other))
        else:
            notes.append(ExportNote(r.STALE_FILE, "warning",
                                    _("{file} in {folder} is not part of this export (left by an earlier one?); "
                                      "remove it before uploading the folder").format(file=other, folder=out_dir),
                                    other))
    return notes
