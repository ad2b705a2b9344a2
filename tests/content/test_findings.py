"""Where a content finding is marked in the text."""

from content_support import content_findings
from turbo_editor.check import Finding
from turbo_editor.content.findings import first_line, locate, mark_span

CONTENT = '\n<header><h1>T</h1></header>\n<p><span>a</span></p>\n<figure><img src="/b.jpg"/></figure>\n'


class Spanned:
    """A finding as locate() reads it: only its span."""

    def __init__(self, span):
        self.span = span


def test_a_finding_is_marked_on_the_start_tag_it_concerns():
    findings, text = content_findings(CONTENT)
    assert all(isinstance(f, Finding) for f in findings)
    marked = {f.rule: text[slice(*mark_span(f, text))] for f in findings}
    assert marked == {"turbo-tag": "<span>", "turbo-media-url": '<img src="/b.jpg"/>'}


def test_a_span_that_no_longer_fits_the_text_is_not_shown():
    text = "<p>short</p>"
    assert locate(Spanned((3, 8)), text) == (3, 8)
    assert locate(Spanned((3, 40)), text) is None          # the text was shortened since the check
    assert locate(Spanned((5, 5)), text) is None
    assert locate(Spanned(None), text) is None


def test_a_finding_about_the_whole_content_goes_on_its_first_line():
    findings, text = content_findings("\n  <p>Без заголовка</p>\n<p>ещё</p>")
    assert [f.rule for f in findings] == ["turbo-header-missing"]
    assert text[slice(*mark_span(Spanned(None), text))] == "<p>Без заголовка</p>"
    assert first_line("одна строка") == (0, len("одна строка"))
    assert first_line("  \n\n  ") == (6, 6)                 # nothing to mark
