"""Property: any text in any field, saved in any of the three encodings, reads back unchanged."""

from hypothesis import HealthCheck, given, settings, strategies as st

from turbo_editor.feed import FeedDocument, load_bytes

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
