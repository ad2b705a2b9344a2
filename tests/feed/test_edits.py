"""Edits: each returns its inverse, keeps the layout, and announces what changed."""

import pytest
from lxml import etree

from support import c14n
from turbo_editor.feed import FeedDocument, edits, load, load_bytes
from turbo_editor.feed.views import new_item_element
from turbo_editor.vocabulary.namespaces import TURBO_NS, qn


@pytest.fixture
def doc(data_dir):
    return load(data_dir / "rss-full.xml")


@pytest.fixture
def turbo():
    return FeedDocument.new(pub_date="Tue, 21 Apr 2015 14:15:00 +0300")


def roundtrip(doc, make_edit):
    """Apply an edit, then its inverse, then the inverse's inverse (redo)."""
    before = c14n(doc.tree)
    inverse = doc.apply(make_edit())
    after = c14n(doc.tree)
    assert after != before, "the edit changed nothing"
    redo = doc.apply(inverse)
    assert c14n(doc.tree) == before
    doc.apply(redo)
    assert c14n(doc.tree) == after
    return doc.to_text()


def test_set_text_and_attribute_roundtrip(doc):
    item = doc.channel.items[0]
    roundtrip(doc, lambda: item.set("title", "New & <title>"))
    roundtrip(doc, lambda: item.set("guid_is_permalink", "false"))
    roundtrip(doc, lambda: item.set("guid_is_permalink", None))
    roundtrip(doc, lambda: item.set("enclosure_length", "1"))


def test_removing_an_attribute_and_undoing_restores_its_position(doc):
    cloud = doc.channel.element.find("cloud")
    order = list(cloud.attrib.keys())
    inverse = doc.apply(edits.SetAttribute(cloud, "port", None))
    doc.apply(inverse)
    assert list(cloud.attrib.keys()) == order


def test_new_child_is_indented_like_its_siblings_with_tabs(doc):
    item = doc.channel.items[1]
    text = roundtrip(doc, lambda: item.set("title", "Eclipse"))
    assert "\t\t<item>\n\t\t\t<title>Eclipse</title>\n\t\t\t<description>" in text


def test_nested_path_creates_parents_indented(turbo):
    text = roundtrip(turbo, lambda: turbo.channel.set("image_url", "https://e.com/logo.png"))
    assert "    <image>\n      <url>https://e.com/logo.png</url>\n    </image>\n" in text


def test_remove_and_undo_restore_exact_whitespace(doc):
    for element in list(doc.channel.element.iter("item", "title", "image", "skipDays", "day")):
        before = c14n(doc.tree)
        undo = doc.apply(edits.Remove(element))
        assert c14n(doc.tree) != before
        doc.apply(undo)
        assert c14n(doc.tree) == before


def test_removing_the_last_child_keeps_the_closing_indentation(doc):
    items = doc.channel.items
    doc.apply(edits.remove([i.element for i in items]))
    assert doc.to_text().rstrip().endswith("</x:custom>\n\t</channel>\n</rss>\n<!-- trailing comment -->")


def test_add_duplicate_move_remove_items(turbo):
    ch = turbo.channel
    roundtrip(turbo, lambda: ch.add_item())
    turbo.apply(ch.add_item())
    roundtrip(turbo, lambda: ch.items[0].duplicate())
    first = ch.items[0].element
    roundtrip(turbo, lambda: ch.items[0].move_to(2))
    assert ch.items[2].element is first
    turbo.apply(ch.items[2].move_to(0))
    assert ch.items[0].element is first
    roundtrip(turbo, lambda: edits.remove([i.element for i in ch.items[:2]]))
    text = turbo.to_text()
    assert "    </item>\n    <item turbo=\"true\">\n      <title" in text
    assert text.endswith("    </item>\n  </channel>\n</rss>\n")


def test_add_item_at_index(turbo):
    ch = turbo.channel
    new = edits.make_element("item")
    turbo.apply(ch.add_item(new, index=0))
    assert ch.items[0].element is new


def test_counters_ad_networks_related_links(turbo):
    ch = turbo.channel
    roundtrip(turbo, lambda: ch.add_counter("Yandex", id="123", params='{"a":1}'))
    turbo.apply(ch.add_counter("Yandex", id="1"))
    roundtrip(turbo, lambda: ch.add_counter("custom", url="https://c.example/p"))
    roundtrip(turbo, lambda: ch.add_ad_network("Yandex", "first", id="R-A-1-1"))
    roundtrip(turbo, lambda: ch.add_ad_network("AdFox", "second", body="<div></div><script>x()</script>"))
    item = ch.items[0]
    roundtrip(turbo, lambda: item.add_related_link("https://e.com/1", "One", img="https://e.com/1.jpg"))
    turbo.apply(item.add_related_link("https://e.com/1", "One"))
    roundtrip(turbo, lambda: item.add_related_link("https://e.com/0", "Zero", index=0))
    roundtrip(turbo, lambda: item.set("related_type", "infinity"))
    text = turbo.to_text()
    assert ('<turbo:analytics type="custom" url="https://c.example/p"/>\n'
            '    <turbo:adNetwork type="Yandex" id="R-A-1-1" turbo-ad-id="first"/>') in text
    assert "xmlns:turbo" not in text.split("<channel>")[1]       # the root's declaration is reused
    assert [c.type for c in ch.counters] == ["Yandex", "Yandex", "custom"]
    assert [a.turbo_ad_id for a in ch.ad_networks] == ["first", "second"]
    assert ch.ad_networks[1].body == "<div></div><script>x()</script>"
    assert ch.counters[0].spelling == "turbo"


def test_counter_fields_and_removal(turbo):
    ch = turbo.channel
    turbo.apply(ch.add_counter("Google", id="UA-1"))
    counter = ch.counters[0]
    roundtrip(turbo, lambda: counter.set("id", "G-XYZ"))
    roundtrip(turbo, lambda: edits.Remove(counter.element))


def test_content_with_cdata_end_marker_is_split_and_undoable(turbo):
    item = turbo.channel.items[0]
    value = "<p>a]]>b</p>]]>"
    text = roundtrip(turbo, lambda: item.set("content", value))
    assert item.content == value
    assert "<![CDATA[<p>a]]]]><![CDATA[>b</p>]]]]><![CDATA[>]]>" in text
    assert load_bytes(text.encode()).channel.items[0].content == value


def test_undo_chain_across_a_cdata_replacement(turbo):
    """Undo and redo stay valid when an edit in the middle replaced the element."""
    item = turbo.channel.items[0]
    original = c14n(turbo.tree)
    undo = [turbo.apply(item.set("content", "one")),
            turbo.apply(item.set("content", "two ]]> two")),
            turbo.apply(item.set("content", "three"))]
    final = c14n(turbo.tree)
    redo = [turbo.apply(u) for u in reversed(undo)]
    assert c14n(turbo.tree) == original
    for r in reversed(redo):
        turbo.apply(r)
    assert c14n(turbo.tree) == final and item.content == "three"


def test_content_stays_cdata_when_set(turbo):
    item = turbo.channel.items[0]
    turbo.apply(item.set("content", "<header><h1>Новый</h1></header>"))
    assert "<turbo:content><![CDATA[<header><h1>Новый</h1></header>]]></turbo:content>" in turbo.to_text()
    assert edits.is_cdata(item.element.find(qn(TURBO_NS, "content")))


def test_skip_hours_days_breadcrumbs_self_link(doc, turbo):
    ch = doc.channel
    roundtrip(doc, lambda: ch.set_skip_hours([23, 5, 5]))
    assert ch.skip_hours == ["5", "23"]
    roundtrip(doc, lambda: ch.set_skip_days(["Sunday", "Monday"]))
    assert ch.skip_days == ["Monday", "Sunday"]
    roundtrip(doc, lambda: ch.set_skip_hours([]))
    roundtrip(doc, lambda: ch.set_self_link("https://e.com/new.xml"))
    roundtrip(turbo, lambda: turbo.channel.set_self_link("https://e.com/feed.xml"))
    item = turbo.channel.items[0]
    roundtrip(turbo, lambda: item.set_breadcrumbs([("https://e.com/", "Home")], "site"))
    turbo.apply(item.set_breadcrumbs([("https://e.com/", "Home")], "site"))
    roundtrip(turbo, lambda: item.set_breadcrumbs([("https://e.com/", "Home"), ("https://e.com/a", "A")]))
    assert [(b.url, b.text) for b in item.breadcrumbs] == [("https://e.com/", "Home"), ("https://e.com/a", "A")]
    assert item.breadcrumbs_schema == "site"
    roundtrip(turbo, lambda: item.add_goal("g1", "Order", "123"))
    roundtrip(turbo, lambda: item.add_category("News", domain="d"))


def test_changes_are_announced(turbo):
    seen = []
    turbo.subscribe(seen.append)
    item = turbo.channel.items[0]
    turbo.apply(item.set("title", "x"))
    turbo.apply(item.set("author", "a"))
    turbo.apply(item.set("turbo", "false"))
    turbo.apply(item.set("content", "a]]>b"))
    assert [c.kind for c in seen] == ["text", "insert", "attribute", "replace"]
    assert seen[0].element.tag == "title" and seen[1].parent is item.element
    assert seen[2].name == "turbo" and seen[3].old is not None
    turbo.unsubscribe(seen.append)
    turbo.apply(item.set("title", "y"))
    assert len(seen) == 4
    assert turbo.revision == 5


def test_unindented_document_gets_no_whitespace():
    doc = load_bytes(b'<rss version="2.0"><channel><title>t</title><item><title>a</title></item></channel></rss>')
    doc.apply(doc.channel.items[0].set("author", "me"))
    doc.apply(doc.channel.add_item())
    assert "<item><title>a</title><author>me</author></item><item turbo=\"true\"><title/>" in doc.to_text()


def test_setting_none_removes_and_empty_string_keeps(turbo):
    item = turbo.channel.items[0]
    turbo.apply(item.set("author", ""))
    assert item.author == "" and "<author></author>" in turbo.to_text()
    turbo.apply(item.set("author", None))
    assert item.author is None and "author" not in turbo.to_text()


def test_replace_with_own_tail_and_replace_root_are_undoable(doc):
    from turbo_editor.feed import load_bytes as lb
    before = c14n(doc.tree)
    title = doc.channel.element.find("title")
    new = etree.fromstring("<title>Other</title>")
    new.tail = "\n\t\t\t"
    undo = doc.apply(edits.Replace(title, new, tail="\n\t\t\t"))
    assert doc.channel.title == "Other" and new.tail == "\n\t\t\t"
    doc.apply(undo)
    assert c14n(doc.tree) == before
    other = lb(b'<!-- other --><rss version="2.0"><channel><title>New</title></channel></rss>')
    undo = doc.apply(edits.ReplaceRoot(other.root))
    assert doc.channel.title == "New"
    assert doc.to_text().startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!-- other -->')
    doc.apply(undo)
    assert c14n(doc.tree) == before


@pytest.mark.parametrize("moving, target, expected", [
    ([0, 2], 5, [1, 3, 4, 0, 2]),
    ([3, 4], 0, [3, 4, 0, 1, 2]),
    ([1], 3, [0, 2, 1, 3, 4]),
    ([0, 1, 2, 3, 4], 2, [0, 1, 2, 3, 4]),
])
def test_move_items_edit_orders(moving, target, expected):
    doc = FeedDocument.new()
    for i in range(4):
        doc.apply(doc.channel.add_item(new_item_element(f"https://e.com/{i + 1}")))
    items = [i.element for i in doc.channel.items]
    doc.apply(edits.move_items([items[i] for i in moving], target, items))
    assert [items.index(i.element) for i in doc.channel.items] == expected


def test_any_order_is_reached_with_the_fewest_moves():
    """Each item not in the longest run already in order moves once; before, every item out of
    place at its index moved, and dragging 5,000 of 10,000 items to the end took minutes."""
    import random
    doc = FeedDocument.new()
    for i in range(11):
        doc.apply(doc.channel.add_item(new_item_element(f"https://e.com/{i + 1}")))
    rng = random.Random(3)
    for _ in range(30):
        items = [i.element for i in doc.channel.items]
        order = items[:]
        rng.shuffle(order)
        before = doc.to_text()
        edit = edits._reorder(order, items)
        places = [items.index(e) for e in order]
        longest = len(edits._longest_increasing(places))
        best = [1] * len(places)                    # the quadratic count, to check it against
        for j in range(len(places)):
            best[j] = 1 + max([best[i] for i in range(j) if places[i] < places[j]], default=0)
        assert longest == max(best)
        chosen = sorted(edits._longest_increasing(places))
        assert all(places[a] < places[b] for a, b in zip(chosen, chosen[1:]))
        assert len(edit.edits) == len(items) - longest
        undo = doc.apply(edit)
        assert [i.element for i in doc.channel.items] == order
        doc.apply(undo)
        assert doc.to_text() == before
        doc.apply(edits._reorder(order, items))


SKIP_FEED = b"""<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>T</title>
    <skipHours>
      <!-- nights: the printers are off -->
      <hour>0</hour>
      <hour>05</hour>
      <hour>23</hour>
    </skipHours>
    <skipDays><day>Saturday</day><day>Sunday</day></skipDays>
  </channel>
</rss>
"""


def test_toggling_one_skip_hour_or_day_touches_that_one_and_keeps_the_rest_of_the_block():
    """Each toggle rewrote the whole block: its comment went, "05" became "5", and a one-line
    <skipDays> was spread over lines (found by an audit)."""
    doc = load_bytes(SKIP_FEED)
    ch = doc.channel
    inverse = doc.apply(ch.set_skip_hours([0, 5, 7, 23]))
    text = doc.to_text()
    assert ("<!-- nights: the printers are off -->\n      <hour>0</hour>\n      <hour>05</hour>\n"
            "      <hour>7</hour>\n      <hour>23</hour>\n    </skipHours>") in text
    doc.apply(inverse)
    assert doc.to_text() == SKIP_FEED.decode()
    doc.apply(ch.set_skip_hours([5, 12]))
    assert ch.skip_hours == ["05", "12"] and "<!-- nights" in doc.to_text()
    doc.apply(ch.set_skip_days(["Monday", "Sunday"]))
    assert "<skipDays><day>Monday</day><day>Sunday</day></skipDays>" in doc.to_text()
    doc.apply(ch.set_skip_days([]))
    assert "skipDays" not in doc.to_text()


def test_in_a_feed_with_no_indentation_a_new_or_moved_item_gets_a_line_of_its_own():
    """With no indentation step the new item was glued to its neighbour: </item><item> on one line."""
    feed = (b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n<title>T</title>\n'
            b"<item><title>A</title></item>\n<item><title>B</title></item>\n</channel>\n</rss>\n")
    doc = load_bytes(feed)
    first, second = doc.channel.items
    doc.apply(edits.add_item(doc.channel.element, new_item_element(title="C"), index=None))
    lines = doc.to_text().splitlines()
    assert lines[5] == "<item><title>B</title></item>" and lines[6].startswith("<item ") and lines[7] == "</channel>"
    doc.apply(edits.move_item(second.element, 0))
    lines = doc.to_text().splitlines()
    assert lines[4:6] == ["<item><title>B</title></item>", "<item><title>A</title></item>"]
    doc.apply(edits.duplicate_item(first.element))
    assert doc.to_text().count("<item><title>A</title></item>\n") == 2


def test_items_that_stand_together_are_duplicated_as_a_block_after_it():
    """Duplicating A, B and D of A B C D gives A B A' B' C D D': the block is repeated after
    itself, the lone item after itself, each copy laid out as its neighbours; undo gives back
    the bytes. (Each copy used to go right after its original: A A' B B' ..., and a selection of
    5,000 copies became 5,000 separate runs of rows, which the tree took a third of a second to
    paint each time.)"""
    feed = (b'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>T</title>\n'
            + b"".join(b"    <item><title>%s</title></item>\n" % n for n in (b"A", b"B", b"C", b"D"))
            + b"  </channel>\n</rss>\n")
    doc = load_bytes(feed)
    a, b, c, d = (item.element for item in doc.channel.items)
    batch = edits.duplicate_items([a, b, d])
    undo = doc.apply(batch)
    titles = [item.findtext("title") for item in doc.channel.element.iterchildren("item")]
    assert titles == ["A", "B", "A", "B", "C", "D", "D"]
    assert [step.element.findtext("title") for step in batch.edits] == ["A", "B", "D"]
    assert [step.element for step in batch.edits] == list(doc.channel.element.iterchildren("item"))[2:4] + [
        list(doc.channel.element.iterchildren("item"))[6]]
    assert doc.to_text().count("\n    <item><title>A</title></item>\n") == 2
    assert doc.to_text().endswith("    <item><title>D</title></item>\n  </channel>\n</rss>\n")
    doc.apply(undo)
    assert doc.serialize() == feed
