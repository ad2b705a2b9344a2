"""Whatever the edits, the incremental result is the full check's (issue 17): Hypothesis
draws sequences of item, channel and structural edits, and after each one the checker's
refreshed findings (rule, place, words and order) equal a fresh check of the same tree."""

from hypothesis import HealthCheck, example, given, settings, strategies as st

from support import TURBO_HEAD
from turbo_editor.check import Checker
from turbo_editor.feed import edits, load_bytes
from turbo_editor.feed.edits import Remove, SetText
from turbo_editor.feed.views import Item
from turbo_editor.vocabulary.namespaces import TURBO_NS, qn

HEAD = TURBO_HEAD
ITEM = """    <item turbo="true">
      <title>Новость {n}</title>
      <link>https://example.ru/news/{n}</link>
      <guid>https://example.ru/news/{n}</guid>
      <pubDate>Tue, 21 Apr 2015 14:15:00 +0300</pubDate>
      <turbo:content><![CDATA[<header><h1>Новость {n}</h1></header><p>Текст.</p>{ad}]]></turbo:content>
    </item>
"""
TEXT = HEAD + "".join(ITEM.format(n=n, ad='<figure data-turbo-ad-id="top"></figure>' if n == 0 else "")
                      for n in range(5)) + "  </channel>\n</rss>\n"

# A plain RSS feed whose root declares no Turbo: one item brings its own turbo:content, so under
# "auto" removing it (or adding an item, which has one) turns the whole check to the other profile.
PLAIN = ("""<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Лента</title>
    <link>https://example.ru/</link>
    <description>Новости</description>
""" + "".join(f"""    <item>
      <title>Новость {n}</title>
      <link>https://example.ru/news/{n}</link>
      <guid>https://example.ru/news/{n}</guid>
""" + ("""      <turbo:content xmlns:turbo="http://turbo.yandex.ru"><![CDATA[<header><h1>Н</h1></header>]]></turbo:content>
""" if n == 1 else "") + """    </item>
""" for n in range(3)) + "  </channel>\n</rss>\n")

LINKS = ["https://example.ru/news/1", "https://example.ru/news/2", "/relative", "https://other.example.org/a",
         "https://example.ru/новости", "", "ftp://example.ru/x"]
GUIDS = ["https://example.ru/news/1", "https://example.ru/news/3", "tag:x", "abc", ""]
CONTENTS = ["<header><h1>Заголовок</h1></header><p>Текст.</p>", "<p>Без шапки</p>",
            '<header><h1>Н</h1></header><figure data-turbo-ad-id="top"></figure>',
            '<header><h1>Н</h1></header><figure data-turbo-ad-id="nowhere"></figure>',
            "<header><h1>Н</h1></header><p><span>x</span><img src='/rel.jpg'></p>", ""]
CHANNEL_LINKS = ["https://example.ru/", "https://other.example.org/", "not a url"]
TITLES = ["Короткий", "Очень " * 60, ""]


def items(doc):
    return list(doc.channel.element.iterchildren("item"))


def content(item):
    return item.find(qn(TURBO_NS, "content"))


def pick(doc, n):
    found = items(doc)
    return found[n % len(found)] if found else None


def make_edit(doc, kind, n, choice):
    item = pick(doc, n)
    if kind == "channel-link":
        return doc.channel.set("link", CHANNEL_LINKS[choice % len(CHANNEL_LINKS)])
    if kind == "counter":
        return doc.channel.add_counter("Metrika" if choice % 2 else "Yandex", id=str(choice))
    if item is None:
        return doc.channel.new_item()
    if kind == "link":
        return Item(item).set("link", LINKS[choice % len(LINKS)])
    if kind == "guid":
        return Item(item).set("guid", GUIDS[choice % len(GUIDS)])
    if kind == "title":
        return Item(item).set("title", TITLES[choice % len(TITLES)])
    if kind == "content":
        element = content(item)
        if element is None:
            return Item(item).set("title", "x")
        return SetText(element, CONTENTS[choice % len(CONTENTS)], bool(choice % 3))
    if kind == "duplicate":
        return edits.duplicate_item(item)
    if kind == "remove":
        return Remove(item)
    if kind == "move":
        return edits.move_item(item, choice % len(items(doc)))
    return doc.channel.new_item(choice % (len(items(doc)) + 1))


KINDS = ["link", "guid", "title", "content", "duplicate", "remove", "move", "new", "channel-link", "counter"]
STEP = st.tuples(st.sampled_from(KINDS), st.integers(0, 9), st.integers(0, 20))


def key(findings):
    return [(f.rule, f.severity, f.path, f.field, f.attribute, f.line, f.column, f.span, f.message())
            for f in findings]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# The Turbo item leaves (auto: Turbo → RSS), then a new item brings Turbo back (RSS → Turbo).
@example(steps=[("remove", 1, 0), ("new", 0, 0)], profile="auto", undo_all=True, start=PLAIN)
@given(steps=st.lists(STEP, min_size=1, max_size=12), profile=st.sampled_from(["turbo", "auto", "rss"]),
       undo_all=st.booleans(), start=st.sampled_from([TEXT, PLAIN]))
def test_incremental_findings_equal_a_full_check_after_any_edits(steps, profile, undo_all, start):
    doc = load_bytes(start.encode("utf-8"))
    checker = Checker(doc, profile)
    checker.check_all()
    checker.attach()
    inverses = []
    for kind, n, choice in steps:
        inverses.append(doc.apply(make_edit(doc, kind, n, choice)))
        assert key(checker.refresh()) == key(Checker(doc, profile).check_all()), (kind, n, choice)
    if undo_all:
        for inverse in reversed(inverses):
            doc.apply(inverse)
            assert key(checker.refresh()) == key(Checker(doc, profile).check_all())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(st.tuples(STEP, st.integers(0, 3)), min_size=1, max_size=10),
       profile=st.sampled_from(["turbo", "auto", "rss"]), start=st.sampled_from([TEXT, PLAIN]))
def test_edits_made_between_the_steps_of_a_refresh_are_taken_in_by_the_next(steps, profile, start):
    """A window checks a batch of new items in slices (refresh_steps, one item a step here) and
    the user edits between them: after the last slice and one more refresh, the findings are a
    full check's, whatever was removed, moved or changed meanwhile."""
    doc = load_bytes(start.encode("utf-8"))
    checker = Checker(doc, profile)
    checker.check_all()
    checker.attach()
    running = None
    for (kind, n, choice), wait in steps:
        doc.apply(make_edit(doc, kind, n, choice))
        if running is None:
            running = checker.refresh_steps(batch=1)
        for _ in range(wait):                   # some slices run before the next edit comes
            if next(running, None) is None:
                running = None
                break
    if running is not None:
        for _ in running:
            pass
    assert key(checker.refresh()) == key(Checker(doc, profile).check_all())
