"""The turbo:content editor widget: inserting snippets, wraps, the image helper, the completion popup and
marked findings. The markup itself (snippets, wraps, completion words) is tested without Qt in tests/content."""

import re

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QTextCursor
from PySide6.QtWidgets import QDialog, QWidget

from turbo_editor.check import Checker
from turbo_editor.content.fragment import parse_fragment
from turbo_editor.content.snippets import SNIPPETS, expand
from turbo_editor.feed import load_bytes
from turbo_editor.feed.views import Item
from turbo_editor.ui import i18n
from turbo_editor.ui.content_editor import IMAGE_SHORTCUT, INSERT_MENU_SHORTCUT, WRAP_TAGS, ContentEditor, ImageDialog
from turbo_editor.ui.forms.widgets import plain_text
from turbo_editor.vocabulary.namespaces import TURBO_NS, qn
from turbo_editor.vocabulary.page import EXTENDED_TAGS, PLAIN_TAGS

PAGE = '<header><h1>Заголовок</h1></header>\n<p>Первый абзац.</p>\n'


def make_editor(qtbot, text: str = PAGE) -> ContentEditor:
    editor = ContentEditor()
    qtbot.addWidget(editor)
    editor.setPlainText(text)
    return editor


def put_cursor(editor, position: int, anchor: int | None = None) -> None:
    cursor = editor.textCursor()
    cursor.setPosition(position if anchor is None else anchor)
    if anchor is not None:
        cursor.setPosition(position, QTextCursor.KeepAnchor)
    editor.setTextCursor(cursor)


def text_of(editor) -> str:
    return plain_text(editor)


# -- snippets ------------------------------------------------------------------------

@pytest.mark.parametrize("key", sorted(SNIPPETS))
def test_inserting_a_snippet_is_one_change_with_its_first_placeholder_selected(qtbot, key):
    editor = make_editor(qtbot)
    put_cursor(editor, len(PAGE))
    changes, boundaries = [], []
    editor.textChanged.connect(lambda: changes.append(text_of(editor)))
    editor.undoBoundary.connect(lambda: boundaries.append(len(changes)))
    editor.snippet_actions[key].trigger()
    text, first = expand(SNIPPETS[key].markup)
    assert changes == [PAGE + text]                 # once, with the final text
    assert boundaries == [0, 1]                     # the binding can keep it apart from typing
    assert editor.textCursor().selectedText() == text[first[0]:first[1]]


def test_a_snippet_replaces_the_selection_on_lines_of_its_own_with_the_lines_indent(qtbot):
    editor = make_editor(qtbot, "<div>\n  <p>старый текст</p> хвост\n</div>")
    start = text_of(editor).index("<p>")
    put_cursor(editor, start + len("<p>старый текст</p>"), start)
    editor.insert_snippet("fold")
    assert text_of(editor) == ('<div>\n  <div data-block="fold">\n    <p>Text shown after “Read more”</p>\n'
                               '  </div>\n   хвост\n</div>')
    assert editor.textCursor().selectedText() == "Text shown after “Read more”"


def test_a_snippet_after_text_starts_a_new_line(qtbot):
    editor = make_editor(qtbot, "<p>абзац</p>")
    put_cursor(editor, len("<p>абзац</p>"))
    editor.insert_snippet("ad")
    assert text_of(editor) == '<p>абзац</p>\n<figure data-turbo-ad-id="first_ad_place"></figure>'
    assert editor.textCursor().selectedText() == "first_ad_place"


def test_a_snippet_is_one_undo_step_in_a_bound_form(qtbot):
    from turbo_editor.ui.forms.base import Form
    from turbo_editor.ui.session import FeedSession as Session
    feed = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">'
            '<channel><title>t</title><link>https://example.com/</link><description>d</description>'
            '<item turbo="true"><link>https://example.com/1</link>'
            f'<turbo:content><![CDATA[{PAGE}]]></turbo:content></item></channel></rss>')
    session = Session()
    session.set_document(load_bytes(feed.encode("utf-8")))
    form = Form(session)
    qtbot.addWidget(form)
    editor = form.bind(form.section("Content"), "content", "Content", ContentEditor())
    editor.undoBoundary.connect(form.break_merge)
    item = session.doc.root.find("channel/item")
    form.set_view(Item(item))
    put_cursor(editor, len(PAGE))
    editor.insertPlainText("x")                       # typing: merged per field until focus leaves
    editor.insertPlainText("y")
    editor.insert_snippet("share")
    editor.insertPlainText("z")
    content = lambda: item.find(qn(TURBO_NS, "content")).text   # noqa: E731
    assert content() == text_of(editor) and session.undo_stack.count() == 3
    session.undo_stack.undo()
    assert content().endswith("vkontakte,odnoklassniki,telegram\"></div>")
    session.undo_stack.undo()
    assert content() == PAGE + "xy"


# -- wrapping -----------------------------------------------------------------------------

@pytest.mark.parametrize("tag", ["p", "h2", "blockquote"])
def test_wrap_puts_the_selection_in_the_tag(qtbot, tag):
    """Part of a paragraph made a block splits the paragraph around it: a block inside a <p> is no
    HTML (found by an audit: Wrap ▸ Paragraph wrote <p> inside <p>)."""
    editor = make_editor(qtbot, "<p>один два три</p>")
    put_cursor(editor, len("<p>один два"), len("<p>один "))
    changes = []
    editor.textChanged.connect(lambda: changes.append(1))
    editor.wrap_actions[tag].trigger()
    assert text_of(editor) == f"<p>один </p><{tag}>два</{tag}><p> три</p>"
    assert changes == [1]
    plain = make_editor(qtbot, "<div>один два три</div>")
    put_cursor(plain, len("<div>один два"), len("<div>один "))
    plain.wrap_actions[tag].trigger()
    assert text_of(plain) == f"<div>один <{tag}>два</{tag}> три</div>"


@pytest.mark.parametrize("page, at, tag, result", [
    ("<p>Hello world</p>", (3, 14), "p", "<p>Hello world</p>"),                 # all its text, as it is
    ("<p>Hello world</p>", (3, 14), "h2", "<h2>Hello world</h2>"),              # a paragraph made a heading
    ("<h2 id='x'>Title</h2>", None, "p", "<p>Title</p>"),                       # the line, no selection
    ("<p>Hello world</p>", None, "p", "<p>Hello world</p>"),
    ("<p>Quote me</p>", (3, 11), "blockquote", "<blockquote><p>Quote me</p></blockquote>"),
    ("<p>\n  Hello\n</p>", None, "h2", "<h2>Hello</h2>"),
])
def test_a_paragraph_or_its_whole_text_changes_its_tag_instead_of_nesting(qtbot, page, at, tag, result):
    editor = make_editor(qtbot, page)
    if at is None:
        put_cursor(editor, page.index("<", 1) - 2 if "\n" in page else 2)
    else:
        put_cursor(editor, at[1], at[0])
    editor.wrap_selection(tag)
    assert text_of(editor) == result


def test_wrap_without_a_selection_takes_the_lines_text_and_keeps_no_break_spaces(qtbot):
    editor = make_editor(qtbot, "<div>\n  Текст\u00a0— с неразрывным пробелом  \n</div>")
    put_cursor(editor, len("<div>\n  Те"))
    editor.wrap_selection("p")
    assert text_of(editor) == "<div>\n  <p>Текст\u00a0— с неразрывным пробелом</p>  \n</div>"


def test_wrap_on_a_blank_line_leaves_the_cursor_between_the_tags(qtbot):
    editor = make_editor(qtbot, "<p>a</p>\n\n")
    put_cursor(editor, len("<p>a</p>\n"))
    editor.wrap_selection("blockquote")
    assert text_of(editor) == "<p>a</p>\n<blockquote></blockquote>\n"
    assert editor.textCursor().position() == len("<p>a</p>\n<blockquote>")


@pytest.mark.parametrize("selected, wrapped", [
    ("https://example.com/a.jpg", '<figure><img src="https://example.com/a.jpg"/></figure>'),
    ('<img src="https://example.com/a.jpg" alt="Сад"/>',
     '<figure><img src="https://example.com/a.jpg" alt="Сад"/></figure>'),
    ('<video><source src="https://example.com/v.mp4"/></video>',
     '<figure><video><source src="https://example.com/v.mp4"/></video></figure>'),
    ("Вид на сад",
     '<figure><img src="https://example.com/image.jpg"/><figcaption>Вид на сад</figcaption></figure>'),
])
def test_figure_wraps_images_urls_and_captions(qtbot, selected, wrapped):
    editor = make_editor(qtbot, selected)
    put_cursor(editor, len(selected), 0)
    editor.wrap_actions["figure"].trigger()
    assert text_of(editor) == wrapped
    if "figcaption" in wrapped:               # the image address is still to be typed
        assert editor.textCursor().selectedText() == "https://example.com/image.jpg"


def test_wrap_shortcuts_work_while_the_editor_has_the_focus(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    editor = ContentEditor(window)
    editor.setPlainText("Подзаголовок")
    window.show()
    qtbot.waitExposed(window)
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    qtbot.keyClick(editor, Qt.Key_H, Qt.ControlModifier | Qt.ShiftModifier)
    assert text_of(editor) == "<h2>Подзаголовок</h2>"

    for action in editor.wrap_actions.values():
        assert action.shortcutContext() == Qt.WidgetWithChildrenShortcut


def test_shortcuts_clash_with_neither_the_window_nor_standard_keys(window):
    ours = [QKeySequence(shortcut) for _label, shortcut in WRAP_TAGS.values()]
    ours += [QKeySequence(INSERT_MENU_SHORTCUT), QKeySequence(IMAGE_SHORTCUT)]
    taken = {QKeySequence("Ctrl+Space")}                         # completion, typed in the editor
    for standard in QKeySequence.StandardKey:
        taken.update(QKeySequence.keyBindings(standard))
    for action in window.findChildren(QAction):
        if not isinstance(action.parent(), ContentEditor):
            taken.update(action.shortcuts())
    assert {QKeySequence("Ctrl+G"), QKeySequence("Ctrl+Shift+N"), QKeySequence("Ctrl+Shift+Up")} <= taken
    assert len(set(ours)) == len(ours)
    assert not set(ours) & taken


# -- the image helper ------------------------------------------------------------------------

def run_image_dialog(qtbot, editor, fill):
    """Open the helper as a user would and let ``fill`` act on it while it runs."""
    seen = {}

    def act():
        dialog = editor.findChild(ImageDialog)
        seen["dialog"] = dialog
        fill(dialog)
    QTimer.singleShot(0, act)
    editor.image_action.trigger()
    return seen["dialog"]


def test_image_helper_inserts_a_figure_with_caption_and_size(qtbot):
    editor = make_editor(qtbot)
    put_cursor(editor, len(PAGE))

    def fill(dialog):
        dialog.url.setText("https://example.com/сад.jpg?a=1&b=2")
        dialog.caption.setText("Сад <весной>")
        dialog.width_.setValue(800)
        dialog.accept()
    dialog = run_image_dialog(qtbot, editor, fill)
    assert dialog.result() == QDialog.Accepted
    assert text_of(editor) == PAGE + ('<figure><img src="https://example.com/сад.jpg?a=1&amp;b=2" width="800"/>'
                                      '<figcaption>Сад &lt;весной&gt;</figcaption></figure>')


def test_image_helper_refuses_a_relative_url(qtbot):
    editor = make_editor(qtbot)
    outcome = {}

    def fill(dialog):
        dialog.url.setText("/images/сад.jpg")
        dialog.accept()
        outcome["visible"] = dialog.isVisible()
        outcome["error"] = dialog.error.text() if not dialog.error.isHidden() else ""
        dialog.reject()
    dialog = run_image_dialog(qtbot, editor, fill)
    assert outcome["visible"] and "https://" in outcome["error"]
    assert dialog.result() == QDialog.Rejected
    assert text_of(editor) == PAGE


def test_image_helper_starts_from_the_selection(qtbot):
    editor = make_editor(qtbot, "https://example.com/a.png")
    put_cursor(editor, len("https://example.com/a.png"), 0)
    dialog = editor.image_dialog()
    assert dialog.url.text() == "https://example.com/a.png" and dialog.caption.text() == ""
    dialog.deleteLater()


# -- completion ----------------------------------------------------------------------------------

def completions_after(qtbot, text, extended=False):
    editor = make_editor(qtbot, text)
    editor.extended_html = extended
    put_cursor(editor, len(text))
    return editor.completions()


def test_completion_reads_the_text_before_the_cursor_and_the_items_extended_html(qtbot):
    context, words = completions_after(qtbot, PAGE + "<")
    assert context.kind == "tag" and set(words) == set(PLAIN_TAGS)
    _context, words = completions_after(qtbot, PAGE + "<s", extended=True)
    assert set(words) == set(EXTENDED_TAGS)
    editor = make_editor(qtbot, '<form><p>Имя: <in</p></form>\n<p>')
    put_cursor(editor, len('<form><p>Имя: <in'))                   # in the middle of the text, in the form
    context, words = editor.completions()
    assert context.prefix == "in" and "input" in words
    put_cursor(editor, len(editor.toPlainText()))
    assert editor.completions() == (None, [])


def test_block_only_tags_are_offered_inside_their_block(qtbot):
    _context, words = completions_after(qtbot, '<div data-block="cards"><div data-block="card"><')
    assert "footer" in words
    _context, words = completions_after(qtbot, '<form></form><')
    assert "input" not in words and "footer" not in words


@pytest.mark.parametrize("typed, after, word, expected, cursor_after", [
    ("<fig", "", "figure", "<figure></figure>", "<figure>"),
    ("<im", "", "img", '<img src=""/>', '<img src="'),
    ("<br", "", "br", "<br/>", "<br/>"),
    ("<a hr", "", "href", '<a href=""', '<a href="'),
    ("<iframe allowf", "", "allowfullscreen", "<iframe allowfullscreen", "<iframe allowfullscreen"),
    ('<div data-block="gal', '"></div>', "gallery", '<div data-block="gallery"></div>', '<div data-block="gallery"'),
])
def test_accepting_a_completion(qtbot, typed, after, word, expected, cursor_after):
    editor = make_editor(qtbot, typed + after)
    put_cursor(editor, len(typed))
    changes = []
    editor.textChanged.connect(lambda: changes.append(1))
    editor.accept_completion(word)
    assert text_of(editor) == expected
    assert editor.textCursor().position() == len(cursor_after)
    assert changes == [1]


def test_renaming_a_written_tag_completes_only_the_name(qtbot):
    editor = make_editor(qtbot, "<di>text</div>")
    put_cursor(editor, len("<di"))
    editor.accept_completion("div")
    assert text_of(editor) == "<div>text</div>"


def test_typing_shows_the_popup_and_enter_accepts(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    editor = ContentEditor(window)
    editor.resize(500, 300)
    window.show()
    qtbot.waitExposed(window)
    editor.setFocus()
    qtbot.keyClicks(editor, "<blockq")
    popup = editor.completer.popup()
    qtbot.waitUntil(popup.isVisible)
    assert editor.completer.currentCompletion() == "blockquote"
    qtbot.keyClick(popup, Qt.Key_Return)
    assert text_of(editor) == "<blockquote></blockquote>"
    qtbot.keyClicks(editor, "<a ")
    qtbot.waitUntil(popup.isVisible)
    assert editor.completer.currentCompletion() == "href"
    qtbot.keyClick(popup, Qt.Key_Escape)
    assert not popup.isVisible()
    qtbot.keyClick(editor, Qt.Key_Space, Qt.ControlModifier)     # asked for explicitly
    qtbot.waitUntil(popup.isVisible)
    popup.hide()


# -- findings ---------------------------------------------------------------------------------------

FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:yandex="http://news.yandex.ru" xmlns:turbo="http://turbo.yandex.ru">
  <channel>
    <title>Вестник</title>
    <link>https://example.ru/</link>
    <description>Новости города.</description>
    <turbo:adNetwork type="Yandex" id="R-A-1-1" turbo-ad-id="top"/>
    <item turbo="true">
      <link>https://example.ru/news/1</link>
      <pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>
      <turbo:content><![CDATA[{content}]]></turbo:content>
    </item>
  </channel>
</rss>
"""
CONTENT = """
<header><h1>Заголовок 😀</h1></header>
<p>Текст</p><figure><img src="https://example.ru/1.jpg"/></figure>
<p><span>a</span> <script>track()</script></p>
<figure><img src="/img/2.jpg"/></figure>
<p style="color:red">Текст</p>
<figure data-turbo-ad-id="top"></figure><figure data-turbo-ad-id="nowhere"></figure>
"""


def content_findings(content):
    doc = load_bytes(FEED.format(content=content).encode("utf-8"))
    element = doc.root.find("channel/item").find(qn(TURBO_NS, "content"))
    findings = [f for f in Checker(doc, "turbo").check_all() if f.element is element]
    return findings, element.text


def marked(editor):
    """(marked text, severity, message) for each mark, in document order."""
    out = []
    for mark in sorted(editor.marks, key=lambda m: m.cursor.selectionStart()):
        out.append((mark.cursor.selectedText(), mark.severity, mark.message))
    return out


def test_findings_underline_the_start_tag_they_concern(qtbot):
    findings, text = content_findings(CONTENT)
    assert {f.rule for f in findings} == {"turbo-tag", "turbo-media-url", "turbo-attribute", "turbo-ad-place-unknown"}
    editor = make_editor(qtbot, text)
    editor.show_findings(findings)
    shown = marked(editor)
    assert [(t, s) for t, s, _m in shown] == [
        ("<span>", "error"), ("<script>", "error"), ('<img src="/img/2.jpg"/>', "error"),
        ('<p style="color:red">', "warning"), ('<figure data-turbo-ad-id="nowhere">', "error")]
    selections = editor.extraSelections()
    assert len(selections) == 5
    assert all(s.format.underlineStyle() == s.format.UnderlineStyle.WaveUnderline for s in selections)
    colors = {s.format.toolTip(): s.format.underlineColor().name() for s in selections}
    assert colors['attribute style on <p> is dropped by Turbo (1×)'] == "#e69500"
    assert colors['<span> is not allowed in Turbo content (1×)'] == "#d32f2f"
    image = text.index('<img src="/img/2.jpg"/>')
    position = len((text[:image]).encode("utf-16-le")) // 2 + 3    # UTF-16 positions: the emoji counts twice
    assert editor.messages_at(position) == ['<img> address “/img/2.jpg” is not an absolute http(s) URL']


def test_marks_follow_edits_and_are_replaced_on_each_call(qtbot):
    findings, text = content_findings(CONTENT)
    editor = make_editor(qtbot, text)
    editor.show_findings(findings)
    put_cursor(editor, 0)
    editor.insertPlainText("<p>новый</p>\n")
    assert ("<span>", "error") in [(t, s) for t, s, _m in marked(editor)]       # the marks moved with the text
    fixed = editor.toPlainText().replace("<span>a</span> ", "")
    editor.setPlainText(fixed)
    findings, _text = content_findings(fixed)
    editor.show_findings(findings)
    assert "<span>" not in [t for t, _s, _m in marked(editor)]
    editor.show_findings([])
    assert editor.marks == [] and editor.extraSelections() == []


def test_text_replaced_by_the_form_shows_no_stale_marks_until_checked_again(qtbot):
    findings, text = content_findings(CONTENT)
    editor = make_editor(qtbot, text)
    editor.show_findings(findings)
    replaced = '<header><h1>T</h1></header>\n<p><script>x()</script></p>'
    editor.setPlainText(replaced)                                   # as after an undo
    assert marked(editor) == [] and editor.extraSelections() == []
    findings, _text = content_findings(replaced)
    editor.show_findings(findings)
    assert [t for t, _s, _m in marked(editor)] == ["<script>"]
    editor.setPlainText(replaced)                                   # the same text: the marks stay
    assert [t for t, _s, _m in marked(editor)] == ["<script>"]


def test_a_finding_with_nothing_to_point_at_marks_the_first_line(qtbot):
    findings, text = content_findings("\n  <p>Без заголовка</p>\n<p>ещё</p>")
    editor = make_editor(qtbot, text)
    editor.show_findings(findings)
    assert [(t, f.rule) for (t, _s, _m), f in zip(marked(editor), findings)] == [("<p>", "turbo-header-missing")]
    h1_less, text = content_findings("Текст до заголовка<header><h1>T</h1></header>")
    editor.setPlainText(text)
    editor.show_findings(h1_less)
    assert marked(editor)[0][0] == "Текст до заголовка"


def test_messages_follow_the_language(qtbot):
    findings, text = content_findings(CONTENT)
    editor = make_editor(qtbot, text)
    editor.language = "ru"
    editor.show_findings(findings)
    assert "тег <span> недопустим на Турбо-странице (1×)" in [m for _t, _s, m in marked(editor)]


def test_of_many_equal_tags_the_one_on_the_findings_line_is_marked(qtbot):
    content = '\n<header><h1>T</h1></header>\n<img src="https://example.ru/a.jpg"/>\n<img src="x.jpg"/>\n'
    findings, text = content_findings(content)
    editor = make_editor(qtbot, text)
    editor.show_findings([f for f in findings if f.rule == "turbo-media-url"])
    assert marked(editor)[0][0] == '<img src="x.jpg"/>'


# -- the menus ---------------------------------------------------------------------------------------

def test_context_menu_offers_the_authoring_tools(qtbot):
    editor = make_editor(qtbot)
    menu = editor.context_menu(QPoint(5, 5))
    titles = [a.text() for a in menu.actions()]
    assert "Insert block" in titles and "Wrap selection" in titles and "Image with caption…" in titles
    assert editor.insert_menu.title() == "Insert block"
    assert len([a for a in editor.insert_menu.actions() if not a.isSeparator()]) == len(SNIPPETS)
    menu.deleteLater()


# -- the language of the sample text ----------------------------------------------------------

SHOWN = ("data-title", "data-author", "data-subtitle", "data-agreement-company", "placeholder")


def words_shown(text: str) -> str:
    """The words a snippet put where a reader sees them: text and titles, not URLs or attribute names."""
    body = parse_fragment(text)
    return " ".join([t for t in body.itertext() if t.strip()] + [n.get(a) for n in body.iter() for a in SHOWN
                                                                 if n.get(a)])


def inserted(qtbot, key: str, feed_language) -> str:
    editor = make_editor(qtbot, "")
    editor.feed_language = lambda: feed_language
    editor.snippet_actions[key].trigger()
    return text_of(editor)


@pytest.mark.parametrize("language", ["ru", "ru-RU", "RU_ru"])
def test_in_a_russian_feed_every_snippet_writes_russian(qtbot, language):
    for key in SNIPPETS:
        words = words_shown(inserted(qtbot, key, language))
        assert not re.search("[A-Za-z]", words), (key, words)
    assert words_shown(inserted(qtbot, "header", language)) == "Заголовок страницы Подзаголовок"


@pytest.mark.parametrize("language", ["en", "en-us", "en_GB"])
def test_in_an_english_feed_every_snippet_writes_english_whatever_the_interface(qtbot, monkeypatch, language):
    monkeypatch.setattr(i18n, "_current", "ru")
    for key in SNIPPETS:
        words = words_shown(inserted(qtbot, key, language))
        assert not re.search("[А-Яа-яЁё]", words), (key, words)
    assert words_shown(inserted(qtbot, "read-also", language)) == "Read also Article title"


@pytest.mark.parametrize("interface", ["en", "ru"])
@pytest.mark.parametrize("language", [None, "", "de", "x-klingon"])
def test_a_feed_without_a_language_we_have_gets_the_interface_language(qtbot, monkeypatch, interface, language):
    monkeypatch.setattr(i18n, "_current", interface)
    words = words_shown(inserted(qtbot, "header", language))
    assert words == {"en": "Page title Subtitle", "ru": "Заголовок страницы Подзаголовок"}[interface]


def test_the_menu_speaks_the_interface_and_its_tooltips_the_feeds_language(qtbot):
    editor = make_editor(qtbot)
    editor.feed_language = lambda: "ru"
    editor.insert_menu.aboutToShow.emit()
    action = editor.snippet_actions["read-also"]
    assert action.text() == "Read also"                                  # the interface (English here)
    assert 'data-title="Читайте также"' in action.toolTip()             # what it will write into the feed
    editor.feed_language = lambda: "en"
    editor.insert_menu.aboutToShow.emit()
    assert 'data-title="Read also"' in action.toolTip()


def test_the_item_forms_snippets_follow_the_channels_language(sample_window, qtbot):
    from turbo_editor.ui.tree_model import ITEMS
    win = sample_window
    model = win.tree.model
    win.tree.select_source(model.index(0, 0, model.group_index(ITEMS)))
    editor = win.forms.current_form().content_editor
    assert win.session.doc.channel.language == "ru"
    assert editor.snippet_markup("fold").startswith('<div data-block="fold">\n  <p>[[Текст, который')
    win.session.apply(win.session.doc.channel.set("language", "en-US"), "language")
    assert "[[Text shown after “Read more”]]" in editor.snippet_markup("fold")


@pytest.mark.parametrize("inside", ["<tr", '<td class="a', "</td", "<img src=\"x.jpg\" /"])
def test_a_block_inserted_with_the_cursor_inside_a_tag_goes_after_the_tag(qtbot, inside):
    """It split the tag: "<tr" newline "<div data-block=…>" … "><th>"."""
    line = '<table><tr><td class="a">Томаты 🍅</td><td>b</td></tr></table><img src="x.jpg" />'
    editor = make_editor(qtbot, line)
    at = line.index(inside) + len(inside)
    put_cursor(editor, len(line[:at].encode("utf-16-le")) // 2)
    editor.insert_snippet("fold")
    text = text_of(editor)
    tag_end = line.index(">", at) + 1
    assert text.startswith(line[:tag_end] + "\n") and text.endswith(line[tag_end:])
    assert parse_fragment(text) is not None
    assert '<div data-block="fold">' in text


def test_enter_starts_the_new_line_indented_as_the_one_before(qtbot):
    """Enter began every new line at column 0 in a page indented by two spaces a level (found by an
    audit); the XML pane does the same."""
    editor = make_editor(qtbot, "<ul>\n  <li>один</li>\n</ul>")
    put_cursor(editor, len("<ul>\n  <li>один</li>"))
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key_Return)
    qtbot.keyClicks(editor, "<li>")
    assert text_of(editor) == "<ul>\n  <li>один</li>\n  <li>\n</ul>"
    put_cursor(editor, len("<ul>\n "))                      # inside the indentation: only what is before
    qtbot.keyClick(editor, Qt.Key_Enter, Qt.KeypadModifier)
    assert text_of(editor) == "<ul>\n \n  <li>один</li>\n  <li>\n</ul>"


def test_another_items_page_starts_at_its_top(sample_window, qtbot):
    """The content editor kept the scroll of the page shown before: the next item's page opened
    halfway down (found by an audit). The same item shown again keeps its place."""
    from turbo_editor.ui.tree_model import ITEMS
    win = sample_window
    long_page = "<header><h1>Длинная</h1></header>" + "".join(f"\n<p>Абзац {n}.</p>" for n in range(200))
    for item in win.session.doc.channel.items[:2]:
        win.session.apply(item.set("content", long_page), "long")
    model = win.tree.model
    win.tree.select_source(model.index(0, 0, model.group_index(ITEMS)))
    editor = win.forms.current_form().content_editor
    editor.verticalScrollBar().setValue(editor.verticalScrollBar().maximum())
    cursor = editor.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    editor.setTextCursor(cursor)
    win.tree.select_source(model.index(1, 0, model.group_index(ITEMS)))
    assert editor.verticalScrollBar().value() == 0 and editor.textCursor().position() == 0
    editor.verticalScrollBar().setValue(50)
    win.session.apply(win.session.doc.channel.items[1].set("content", long_page + "<p>ещё</p>"), "edit")
    assert editor.verticalScrollBar().value() == 50                 # an edit of the item shown: its place stays


def test_every_button_above_the_page_is_reached_with_tab(qtbot):
    editor = ContentEditor()
    qtbot.addWidget(editor)
    bar = editor.make_tool_bar()
    qtbot.addWidget(bar)
    buttons = [bar.widgetForAction(action) for action in bar.actions()]
    assert len(buttons) == 3 and all(b.focusPolicy() & Qt.TabFocus for b in buttons)
