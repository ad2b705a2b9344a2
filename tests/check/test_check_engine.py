"""The engine: profiles, and incremental re-checks that agree with a full check and do only what they must."""

import pytest

from support import TURBO_HEAD
from turbo_editor.check import Checker, check_bytes, engine
from turbo_editor.feed import edits, load_bytes
from turbo_editor.feed.edits import Remove, SetText, make_element
from turbo_editor.feed.views import Channel, Item
from turbo_editor.vocabulary.namespaces import TURBO_NS, qn

HEAD = TURBO_HEAD
ITEM = """    <item turbo="true">
      <link>https://example.ru/news/{n}</link>
      <guid>https://example.ru/news/{n}</guid>
      <pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>
      <turbo:content><![CDATA[<header><h1>Новость {n}</h1></header><p>Текст.</p>{ad}]]></turbo:content>
    </item>
"""
TAIL = "  </channel>\n</rss>\n"


def feed_text(count: int = 6) -> str:
    items = "".join(ITEM.format(n=n, ad='<figure data-turbo-ad-id="top"></figure>' if n == 0 else "")
                    for n in range(count))
    return HEAD + items + TAIL


def loaded(count: int = 6):
    text = feed_text(count)
    doc = load_bytes(text.encode("utf-8"))
    return doc, text


def key(findings):
    return sorted((f.rule, f.severity, f.path, f.field, f.line, f.message()) for f in findings)


def full(doc, profile="turbo"):
    return Checker(doc, profile).check_all()


def test_a_clean_feed_has_no_findings():
    doc, text = loaded()
    assert Checker(doc, "turbo", source_text=text).check_all() == []


EDITS = [
    ("item link on another site", lambda doc: Item(items(doc)[2]).set("link", "https://other.example.com/a")),
    ("guid shared with item 1", lambda doc: Item(items(doc)[3]).set("guid", "https://example.ru/news/0")),
    ("item duplicated", lambda doc: edits.duplicate_item(items(doc)[1])),
    ("first item removed", lambda doc: Remove(items(doc)[0])),
    ("last item moved first", lambda doc: edits.move_item(items(doc)[-1], 0)),
    ("channel link changed", lambda doc: doc.channel.set("link", "https://moved.example.org/")),
    ("content without CDATA or header", lambda doc: SetText(content(items(doc)[1]), "<p>Текст</p>", False)),
    ("bad counter added", lambda doc: doc.channel.add_counter("Metrika", id="1")),
    ("channel link restored", lambda doc: doc.channel.set("link", "https://example.ru/")),
    ("item title too long", lambda doc: Item(items(doc)[2]).set("title", "Очень " * 60)),
]


def items(doc):
    return list(doc.channel.element.iterchildren("item"))


def content(item):
    return item.find(qn(TURBO_NS, "content"))


def test_after_each_edit_the_incremental_result_equals_a_full_check():
    doc, text = loaded()
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    checker.attach()
    seen_rules = set()
    for label, make in EDITS:
        doc.apply(make(doc))
        got = checker.refresh()
        assert key(got) == key(full(doc)), label
        seen_rules |= {f.rule for f in got}
    # The sequence really exercised the feed-wide and structural paths.
    assert {"turbo-link-domain", "duplicate-guid", "duplicate-link", "turbo-ad-unplaced",
            "turbo-content-cdata", "turbo-header-missing", "turbo-counter-type", "turbo-title-length"} <= seen_rules


def test_undoing_every_edit_returns_to_no_findings():
    doc, text = loaded()
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    checker.attach()
    undo = [doc.apply(make(doc)) for _, make in EDITS]
    assert checker.refresh()
    for inverse in reversed(undo):
        doc.apply(inverse)
        checker.refresh()
    assert checker.findings() == []
    assert full(doc) == []


@pytest.fixture
def counted(monkeypatch):
    """Record which items the item rules run on."""
    calls = []
    original = engine.item_rules.check_item

    def spy(report, item):
        calls.append(item)
        return original(report, item)

    monkeypatch.setattr(engine.item_rules, "check_item", spy)
    return calls


def test_an_edit_inside_one_item_rechecks_only_that_item(counted):
    doc, text = loaded(50)
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    checker.attach()
    assert len(counted) == 50
    counted.clear()
    target = items(doc)[17]
    doc.apply(Item(target).set("link", "https://example.ru/news/0"))   # now shares item 1's link
    found = checker.refresh()
    assert counted == [target]
    dup = [f for f in found if f.rule == "duplicate-link"]
    assert [(f.path, f.message()) for f in dup] == [
        ("/rss/channel/item[18]/link", "link “https://example.ru/news/0” is already used by item 1")]


def test_a_channel_edit_reruns_channel_rules_but_no_item_rules(counted):
    doc, text = loaded(20)
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    checker.attach()
    counted.clear()
    doc.apply(doc.channel.set("title", ""))
    found = checker.refresh()
    assert counted == []
    assert [(f.rule, f.path) for f in found] == [("empty-required", "/rss/channel/title")]


def test_recheck_item_returns_the_items_findings_with_its_path():
    doc, text = loaded(5)
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    target = items(doc)[3]
    target.find("pubDate").text = "2015-04-21"
    found = checker.recheck_item(target)
    assert [(f.rule, f.path, f.field) for f in found] == [("date-invalid", "/rss/channel/item[4]/pubDate", "pubDate")]
    assert "Tue, 21 Apr 2015 00:00:00 +0000" in found[0].message()


def test_inserting_an_item_renumbers_the_paths_of_those_after_it():
    doc, text = loaded(4)
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    checker.attach()
    doc.apply(Item(items(doc)[3]).set("link", "ftp://example.ru/x"))
    assert [f.path for f in checker.refresh()] == ["/rss/channel/item[4]/link"]
    doc.apply(doc.channel.add_item(index=0))
    paths = {f.path for f in checker.refresh() if f.rule == "turbo-link-scheme"}
    assert paths == {"/rss/channel/item[5]/link"}


def test_removing_the_only_ad_place_reports_the_unplaced_network():
    doc, text = loaded(3)
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    checker.attach()
    first = content(items(doc)[0])
    doc.apply(SetText(first, "<header><h1>Новость</h1></header>", True))
    found = checker.refresh()
    assert [(f.rule, f.path, f.where) for f in found] == [
        ("turbo-ad-unplaced", "/rss/channel/turbo:adNetwork", "turbo:adNetwork@turbo-ad-id")]


def test_more_than_1000_items_is_an_error_with_how_to_split():
    text = HEAD + "".join(ITEM.format(n=n, ad='<figure data-turbo-ad-id="top"></figure>') for n in range(1001)) + TAIL
    result = check_bytes(text.encode("utf-8"))
    assert [f.rule for f in result.findings] == ["turbo-item-count"]
    assert result.findings[0].message() == ("the feed has 1001 items; Turbo reads at most 1000: "
                                             "split it into at least 2 files")
    checker = Checker(result.doc, "turbo")
    checker.check_all()
    checker.attach()
    result.doc.apply(Remove(items(result.doc)[-1]))
    assert checker.refresh() == []


@pytest.mark.parametrize("head, profile", [
    ('<rss version="2.0">', "rss"),
    ('<rss version="2.0" xmlns:turbo="http://turbo.yandex.ru">', "turbo"),
    ('<rss version="2.0" xmlns:turbo="https://turbo.yandex.ru/">', "turbo"),   # mistyped, still meant as Turbo
    ('<rss version="2.0" xmlns:yandex="http://news.yandex.ru">', "rss"),       # Yandex.News feeds use yandex: too
])
def test_auto_profile(head, profile):
    text = f'<?xml version="1.0" encoding="UTF-8"?>\n{head}<channel><title>t</title><link>https://e.ru/</link>' \
           '<description>d</description></channel></rss>'
    assert check_bytes(text.encode()).profile == profile


def test_auto_profile_follows_undeclared_turbo_usage():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>t</title>'
            '<link>https://e.ru/</link><description>d</description><item turbo="true"><link>https://e.ru/1</link>'
            '<turbo:content><![CDATA[<header><h1>x</h1></header>]]></turbo:content></item></channel></rss>')
    result = check_bytes(text.encode())
    assert result.profile == "turbo"
    assert {f.rule for f in result.findings} == {"xml-undeclared-prefix", "missing-element"}


def test_auto_profile_turns_to_turbo_when_turbo_content_is_added():
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>t</title>'
            '<link>https://e.ru/</link><description>d</description><item><title>x</title></item></channel></rss>')
    doc = load_bytes(text.encode())
    checker = Checker(doc, "auto", source_text=text)
    checker.check_all()
    assert checker.profile == "rss"
    checker.attach()
    item = items(doc)[0]
    doc.apply(edits.insert_child(item, make_element(qn(TURBO_NS, "content"), "<p>x</p>", cdata=True), edits.ITEM_ORDER))
    found = checker.refresh()
    assert checker.profile == "turbo"
    assert {f.rule for f in found} >= {"turbo-header-missing", "turbo-attribute-missing"}


def test_explicit_profile_overrides_the_namespace():
    doc, text = loaded(1)
    assert Checker(doc, "rss", source_text=text).profile == "rss"
    with pytest.raises(ValueError):
        Checker(doc, "atom")


def test_counts_for_the_status_bar():
    doc, text = loaded(3)
    checker = Checker(doc, "turbo", source_text=text)
    checker.check_all()
    doc.apply(Item(items(doc)[1]).set("link", "https://other.example.com/"))
    items(doc)[2].set("turbo", "false")
    checker.recheck_item(items(doc)[1])
    checker.recheck_item(items(doc)[2])
    assert checker.counts() == {"error": 1, "warning": 0, "info": 1}
    assert Channel(doc.channel.element).item_count() == 3


@pytest.mark.parametrize("first, again", [
    ("https://example.ru/news/7", "https://Example.RU/news/7"),          # a host's letter case
    ("https://example.ru/news/7", "https://example.ru:443/news/7"),      # the scheme's own port
    ("http://example.ru/news/7", "http://example.ru:80/news/7"),
    ("https://example.ru", "https://example.ru/"),                       # no path is the root
    ("HTTPS://example.ru/news/7", "https://example.ru/news/7"),
])
def test_two_links_to_one_page_written_differently_are_a_duplicate(first, again):
    """Links name one page if they differ only where URLs compare equal (RFC 3986, 6.2.2-6.2.3);
    the finding quotes the link as the second item writes it."""
    text = feed_text(3).replace("https://example.ru/news/0</link>", first + "</link>") \
        .replace("https://example.ru/news/2</link>", again + "</link>")
    findings = [f for f in check_bytes(text.encode(), "turbo").findings if f.rule == "duplicate-link"]
    assert [(f.path, f.params["value"], f.params["first"]) for f in findings] == \
        [("/rss/channel/item[3]/link", again, 1)]


@pytest.mark.parametrize("first, again", [
    ("https://example.ru/news/7", "http://example.ru/news/7"),            # another scheme
    ("https://example.ru/news/7", "https://example.ru/News/1"),          # a path's letter case
    ("https://example.ru/news/7", "https://example.ru/news/7?page=2"),
    ("https://example.ru/news/7", "https://example.ru:8443/news/7"),
    # Posts of one day's page, each at its anchor: the RSS 2.0 specification's own sample.
    ("https://example.ru/news/7#first", "https://example.ru/news/7#second"),
])
def test_links_to_different_pages_are_not_a_duplicate(first, again):
    text = feed_text(3).replace("https://example.ru/news/0</link>", first + "</link>") \
        .replace("https://example.ru/news/2</link>", again + "</link>")
    assert "duplicate-link" not in {f.rule for f in check_bytes(text.encode(), "turbo").findings}


def test_after_items_move_a_finding_is_copied_only_if_its_path_was_read():
    """A finding whose path nobody read gives the path of where its item is now; one whose path
    was read (and kept) is replaced by a copy that looks it up again."""
    item = '<item turbo="true"><link>/relative/{n}</link></item>'
    doc = load_bytes((TURBO_HEAD + "".join(item.format(n=n) for n in range(3)) + "</channel></rss>").encode())
    checker = Checker(doc, "turbo")
    checker.attach()
    checker.check_all()
    first, last = doc.channel.items[0].element, doc.channel.items[2].element
    read = next(f for f in checker.item_findings(first) if f.rule == "url-relative")
    unread = next(f for f in checker.item_findings(last) if f.rule == "url-relative")
    assert read.path == "/rss/channel/item[1]/link"
    doc.apply(edits.move(last, 0))
    checker.refresh()
    moved_read = next(f for f in checker.item_findings(first) if f.rule == "url-relative")
    moved_unread = next(f for f in checker.item_findings(last) if f.rule == "url-relative")
    assert moved_read is not read and moved_read.path == "/rss/channel/item[2]/link"
    assert moved_unread is unread and moved_unread.path == "/rss/channel/item[1]/link"
