"""Property: any text in any field, saved in any of the three encodings, reads back unchanged."""

from hypothesis import HealthCheck, given, settings, strategies as st

from turbo_editor.feed import FeedDocument, load_bytes
from turbo_editor.feed.views import AdNetwork, Breadcrumb, Category, Channel, Counter, Goal, Item, RelatedLink

# Characters XML 1.0 allows, without the C0 controls (tab and newline kept).
xml_chars = st.characters(
    blacklist_categories=("Cs",),
    blacklist_characters="".join(chr(c) for c in range(32) if c not in (9, 10)) + "\ufffe\uffff",
)
# Bias towards what breaks encoders: Cyrillic, typography, emoji, the CDATA end marker and CR.
pieces = st.one_of(
    st.text(xml_chars, max_size=20),
    st.sampled_from(["]]>", "]]", "]", ">", "\r", "\r\n", "«»", "—–", "№", "…", "€", "😀", "ёЁ", "&amp;",
                     "<![CDATA[", "&", "<p>", "\t", " "]),
)
values = st.lists(pieces, max_size=8).map("".join)

ITEM_FIELDS = ["title", "link", "author", "description", "content", "turbo_topic", "guid",
               "enclosure_url", "source_url", "related_type"]
CHANNEL_FIELDS = ["title", "description", "copyright", "image_title", "cloud_path"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(item_values=st.fixed_dictionaries({f: values for f in ITEM_FIELDS}),
       channel_values=st.fixed_dictionaries({f: values for f in CHANNEL_FIELDS}),
       adfox=values)
def test_any_text_survives_save_and_reopen_in_every_encoding(item_values, channel_values, adfox):
    doc = FeedDocument.new(pub_date="Tue, 21 Apr 2015 14:15:00 +0300")
    item = doc.channel.items[0]
    for name, value in item_values.items():
        doc.apply(item.set(name, value))
    for name, value in channel_values.items():
        doc.apply(doc.channel.set(name, value))
    doc.apply(doc.channel.add_ad_network("AdFox", "place", body=adfox or None))
    expected_item = {name: item.get(name) for name in ITEM_FIELDS}
    expected_channel = {name: doc.channel.get(name) for name in CHANNEL_FIELDS}
    assert expected_item == item_values        # what we set is what the tree holds
    for encoding in ("UTF-8", "windows-1251", "KOI8-R"):
        again = load_bytes(doc.serialize(encoding))
        got = again.channel.items[0]
        assert {name: got.get(name) for name in ITEM_FIELDS} == expected_item, encoding
        assert {name: again.channel.get(name) for name in CHANNEL_FIELDS} == expected_channel, encoding
        assert (again.channel.ad_networks[0].body or "") == adfox, encoding


# -- every text field the views offer ---------------------------------------------------------

# More of what breaks encoders: astral-plane letters (no KOI8-R or windows-1251 byte), Cyrillic
# of both legacy code pages, quotes of both kinds (attributes), and runs of whitespace.
rich_pieces = st.one_of(
    pieces,
    st.sampled_from(["𝔘𝔫𝔦", "🌱", "\U0010fffd", "Привет, мир", "ЯяЪъЁё", '"', "'", "\t\t", "  ", "\n",
                     "&lt;", "]]]]>>", "&#13;", "<!--", "-->"]),
)
rich_values = st.lists(rich_pieces, max_size=6).map("".join)
ENCODINGS = ("UTF-8", "windows-1251", "KOI8-R")


def _list_slots(prefix: str, view_type, find) -> dict:
    """(getter) for each field of a list child: ``find(channel)`` is the child's element."""
    return {f"{prefix}.{name}": (lambda doc, name=name: view_type(find(doc.channel)).get(name))
            for name in view_type.FIELDS}


# Every slot: how the test reads it back from a (re)loaded document.
CHANNEL_SLOTS = {f"channel.{name}": (lambda doc, name=name: doc.channel.get(name)) for name in Channel.FIELDS}
CHANNEL_SLOTS["channel.self_link"] = lambda doc: doc.channel.self_link
CHANNEL_SLOTS.update(_list_slots("category", Category, lambda ch: ch.categories[0].element))
CHANNEL_SLOTS.update(_list_slots("counter", Counter, lambda ch: ch.counters[0].element))
CHANNEL_SLOTS.update(_list_slots("yandex_ad", AdNetwork, lambda ch: ch.ad_networks[0].element))
CHANNEL_SLOTS.update(_list_slots("adfox", AdNetwork, lambda ch: ch.ad_networks[1].element))

ITEM_SLOTS = {f"item.{name}": (lambda doc, name=name: doc.channel.items[0].get(name)) for name in Item.FIELDS}
ITEM_SLOTS.update(_list_slots("item_category", Category, lambda ch: ch.items[0].categories[0].element))
ITEM_SLOTS.update(_list_slots("related0", RelatedLink, lambda ch: ch.items[0].related_links[0].element))
ITEM_SLOTS.update(_list_slots("related1", RelatedLink, lambda ch: ch.items[0].related_links[1].element))
ITEM_SLOTS.update(_list_slots("crumb0", Breadcrumb, lambda ch: ch.items[0].breadcrumbs[0].element))
ITEM_SLOTS.update(_list_slots("crumb1", Breadcrumb, lambda ch: ch.items[0].breadcrumbs[1].element))
ITEM_SLOTS.update(_list_slots("goal", Goal, lambda ch: ch.items[0].goals[0].element))


def _build_channel(doc) -> None:
    """The channel's list children, as the Add buttons make them, with placeholder values."""
    channel = doc.channel
    doc.apply(channel.set_self_link("x"))
    doc.apply(channel.add_category("x", "x"))
    doc.apply(channel.add_counter("Yandex", id="1"))
    doc.apply(channel.new_ad_network())
    doc.apply(channel.add_ad_network("AdFox", "place", body="x"))


def _fill_channel(doc, v) -> None:
    """Every channel slot set as the forms and their tables do: ``view.set(name, value)``."""
    channel = doc.channel
    for name in Channel.FIELDS:
        doc.apply(channel.set(name, v[f"channel.{name}"]))
    doc.apply(channel.set_self_link(v["channel.self_link"]))
    for prefix, view in (("category", channel.categories[0]), ("counter", channel.counters[0]),
                         ("yandex_ad", channel.ad_networks[0]), ("adfox", channel.ad_networks[1])):
        for name in view.FIELDS:
            doc.apply(view.set(name, v[f"{prefix}.{name}"]))


def _build_item(doc) -> None:
    item = doc.channel.items[0]
    doc.apply(item.set_breadcrumbs([("x", "x"), ("x", "x")], schema_identifier="x"))
    for name in Item.FIELDS:
        doc.apply(item.set(name, "x"))
    doc.apply(item.add_category("x", "x"))
    doc.apply(item.add_related_link("x", "x", "x"))
    doc.apply(item.add_related_link("x", "x", "x"))
    doc.apply(item.add_goal("x", "x", "x"))


def _fill_item(doc, v) -> None:
    item = doc.channel.items[0]
    for name in Item.FIELDS:
        doc.apply(item.set(name, v[f"item.{name}"]))
    children = {"item_category": item.categories[0], "related0": item.related_links[0],
                "related1": item.related_links[1], "crumb0": item.breadcrumbs[0], "crumb1": item.breadcrumbs[1],
                "goal": item.goals[0]}
    for prefix, view in children.items():
        for name in view.FIELDS:
            doc.apply(view.set(name, v[f"{prefix}.{name}"]))


def _slot_values(slots: dict):
    return st.fixed_dictionaries({name: rich_values for name in slots})


def _expect_round_trip(doc, slots: dict, values: dict, start: str) -> None:
    expected = {name: read(doc) for name, read in slots.items()}
    assert expected == values, "the tree does not hold what was set"
    for encoding in ENCODINGS:
        data = doc.serialize(encoding)
        assert data.startswith(f'<?xml version="1.0" encoding="{encoding}"?>'.encode("ascii"))
        again = load_bytes(data)
        assert again.encoding == encoding
        got = {name: read(again) for name, read in slots.items()}
        wrong = {name: (got[name], expected[name]) for name in slots if got[name] != expected[name]}
        assert not wrong, f"started in {start}, saved in {encoding}: {wrong}"


def _edited(build, fill, values, start: str, reopened: bool):
    """A new feed in ``start`` with the children ``build`` adds, each field then set by ``fill``:
    on the new elements (lxml writes them), or (``reopened``) after a save and reopen, so
    that the edits are spliced into the file's own text (feed/source.py writes them)."""
    doc = FeedDocument.new(pub_date="Tue, 21 Apr 2015 14:15:00 +0300", encoding=start)
    build(doc)
    if reopened:
        doc = load_bytes(doc.serialize(start))
    fill(doc, values)
    return doc


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(values=_slot_values(CHANNEL_SLOTS), start=st.sampled_from(ENCODINGS), reopened=st.booleans())
def test_every_channel_field_survives_save_and_reopen_in_every_encoding(values, start, reopened):
    doc = _edited(_build_channel, _fill_channel, values, start, reopened)
    _expect_round_trip(doc, CHANNEL_SLOTS, values, start)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(values=_slot_values(ITEM_SLOTS), start=st.sampled_from(ENCODINGS), reopened=st.booleans())
def test_every_item_field_survives_save_and_reopen_in_every_encoding(values, start, reopened):
    doc = _edited(_build_item, _fill_item, values, start, reopened)
    _expect_round_trip(doc, ITEM_SLOTS, values, start)
