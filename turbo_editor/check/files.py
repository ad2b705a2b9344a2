"""Checking bytes or a file: load, turn a load failure into findings, run the engine.

This is what the CLI runs for each FILE, and what a GUI can run on text that
does not load (the XML pane shows it with the error marked).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..feed import FeedDocument, load_bytes
from ..feed.encoding import python_codec
from ..feed.errors import FeedEncodingError, FeedSyntaxError
from ..feed.parse import DEFAULT_MAX_BYTES, ENTITY_BOMB, EXTERNAL_ENTITY, HTML_PAGE, read_file, recover
from ..messages import _
from . import profiles, recovered, suppress
from .engine import Checker
from .finding import Finding
from .locate import Locator, Paths
from .report import Report
from .rule import Profile
from .rules import xml


@dataclass
class Result:
    """The findings for one input, the profile used, and the document if it loaded.

    ``findings`` leaves out the rules the feed ignores; ``ignored`` holds their
    findings, for a count. ``project_problem`` says why the project file next
    to the feed could not be used, if it could not.
    """

    findings: list[Finding]
    profile: str
    doc: FeedDocument | None = None
    source_text: str | None = field(default=None, repr=False)
    ignored: list[Finding] = field(default_factory=list)
    project_problem: str | None = None


def decode_source(data: bytes, encoding: str) -> str | None:
    """The loaded bytes as text, to find columns in.

    The loader reports the BOM's own encoding with its byte order (UTF-16LE,
    not UTF-16), and those codecs keep a BOM as U+FEFF, which the BOM rule
    and the column count on line 1 rely on.
    """
    try:
        return data.decode(python_codec(encoding), errors="replace")
    except (LookupError, FeedEncodingError):
        return None


# After a fatal error the recovering parser may drop elements or nest them wrongly: rules about
# something missing, or about where an element stands, say nothing reliable about that tree.
# Rules about one element's own value still hold.
RECOVERY_UNSAFE = frozenset(("missing-element", "missing-attribute", "item-title-or-description",
                             "item-guid-missing", "atom-self-missing", "turbo-ad-unplaced", "empty-required",
                             "turbo-attribute-missing", "xml-declaration-encoding", "unknown-element",
                             "duplicate-element", "unexpected-text", "module-element-misplaced",
                             "turbo-related-placement", "turbo-item-count", "enclosure-multiple",
                             "turbo-content-namespace"))


def check_bytes(data: bytes, profile: str = Profile.AUTO, *, source: str | None = None,
                max_bytes: int = DEFAULT_MAX_BYTES, ignore: frozenset = frozenset(),
                folder_ignore: frozenset = frozenset(), encoding: str | None = None) -> Result:
    """Check feed bytes (read in ``encoding`` if given, whatever they declare). FeedTooLargeError
    propagates: that input cannot be checked at all.

    Bytes that are not well-formed get a finding for every error the parser
    meets, as a compiler lists them, and the findings of the rules that can
    still run on the tree the parser recovered, marked ``recovered``.
    """
    try:
        doc = load_bytes(data, source=source, max_bytes=max_bytes, encoding=encoding)
    except (FeedSyntaxError, FeedEncodingError) as err:
        text = getattr(err, "text", None)
        if text is None:
            text = data.decode("utf-8", errors="replace")
        report = Report(_profile_of_text(profile, text), Paths({}), Locator(text))
        xml.check_load_failure(report, err, text)
        findings = report.findings
        if isinstance(err, FeedSyntaxError) and err.kind not in (ENTITY_BOMB, EXTERNAL_ENTITY, HTML_PAGE):
            findings += _recovered_findings(data, err, text, report, encoding)
        ignored = ignore | folder_ignore
        return Result([f for f in findings if f.rule not in ignored], report.profile, None, text,
                      [f for f in findings if f.rule in ignored])
    text = decode_source(data, doc.encoding)
    doc.ignored_rules, doc.folder_ignored_rules = frozenset(ignore), frozenset(folder_ignore)
    checker = Checker(doc, profile, source_text=text)
    findings = checker.check_all()
    return Result(findings, checker.profile, doc, text, checker.ignored_findings())


def _recovered_findings(data: bytes, err: FeedSyntaxError, text: str, report: Report,
                        encoding: str | None = None) -> list[Finding]:
    tree, errors = recover(data, encoding)
    more = Report(report.profile, report.paths, report.locator)
    xml.check_recovered_errors(more, errors, text, err)
    findings = more.findings
    if tree is not None and tree.getroot() is not None and tree.getroot().tag == "rss":
        # The text the recovery changed is put back where the file says what it was; the rest of it
        # is not judged, as it is not what the file holds.
        unknown = recovered.mend(tree.getroot(), text, [err, *errors])
        about_unknown = _about_unknown_text(unknown)
        checker = Checker(FeedDocument(tree), report.profile, source_text=text, recovered=True)
        findings += [f for f in checker.check_all() if f.rule not in RECOVERY_UNSAFE and not about_unknown(f)]
    return sorted(findings, key=lambda f: (f.line or 0, f.column or 0))


# Rules that compare one element's text with another's: the channel's link, an earlier item's guid or link.
_COMPARING = {"duplicate-guid": "guid", "duplicate-link": "link", "turbo-link-domain": "link"}


def _about_unknown_text(unknown: set):
    """Whether a finding on the recovered tree may be about the text of one of the ``unknown``
    elements (recovered.mend)."""
    tags = {element.tag for element in unknown}

    def about(finding: Finding) -> bool:
        # An attribute's value comes through the recovery as the file says it.
        return (finding.element in unknown and finding.attribute is None) or _COMPARING.get(finding.rule) in tags

    return about


def _profile_of_text(requested: str, text: str) -> str:
    """The profile for a file that did not load: auto looks for the Turbo namespace in the text."""
    if requested != Profile.AUTO:
        return profiles.resolve(requested, None)
    return Profile.TURBO if ("http://turbo.yandex.ru" in text or "<turbo:" in text) else Profile.RSS


def check_file(path: str | os.PathLike, profile: str = Profile.AUTO,
               max_bytes: int = DEFAULT_MAX_BYTES, *, ignore: frozenset = frozenset(),
               project: bool = True, encoding: str | None = None) -> Result:
    """Check a feed file; OSError and FeedTooLargeError propagate.

    ``ignore``: rules not to report. With ``project``, the rules the project
    file next to the feed ignores (check/suppress.py) are not reported either;
    a project file that cannot be used is named in ``project_problem`` and
    ignores nothing.
    """
    name = os.fspath(path)
    data = read_file(name, max_bytes)
    own, folder, problem = frozenset(ignore), frozenset[str](), None
    if project:
        try:
            found = suppress.load(name)
        except suppress.ProjectFileError as err:
            problem = _("{error}; its ignore lists were not applied").format(error=err)
        else:
            own, folder = own | found.feed, found.folder
            if found.unknown:
                problem = _("{file}: names rules that do not exist: {rules} ({document} lists the rules)").format(
                    file=suppress.project_file(name), rules=", ".join(found.unknown),
                    document=suppress.rules_document())
    result = check_bytes(data, profile, source=name, max_bytes=max_bytes, ignore=own, folder_ignore=folder,
                         encoding=encoding)
    result.project_problem = problem
    return result
