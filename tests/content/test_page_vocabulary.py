"""The page HTML vocabulary: the sets agree with each other, and block-only tags need their block."""

from turbo_editor.vocabulary.page import (
    ATTRIBUTES,
    BOOLEAN_ATTRIBUTES,
    CONTEXT_TAGS,
    EXTENDED_TAGS,
    GLOBAL_ATTRIBUTES,
    PLAIN_TAGS,
    RISKY_TAGS,
    VOID_TAGS,
    allowed_within,
)


def test_the_sets_agree():
    assert PLAIN_TAGS < EXTENDED_TAGS and not set(CONTEXT_TAGS) & PLAIN_TAGS
    assert set(ATTRIBUTES) <= EXTENDED_TAGS | set(CONTEXT_TAGS)
    assert all(parent in PLAIN_TAGS for parent, _block in CONTEXT_TAGS.values())
    assert BOOLEAN_ATTRIBUTES <= GLOBAL_ATTRIBUTES.union(*ATTRIBUTES.values())
    assert {"img", "br", "source", "input", "meta", "col"} <= VOID_TAGS and not VOID_TAGS & {"div", "p", "figure"}
    assert "script" in RISKY_TAGS and "script" not in EXTENDED_TAGS


def test_a_block_only_tag_is_allowed_inside_its_block_only():
    assert allowed_within("input", [("div", None), ("form", None), ("p", None)])
    assert not allowed_within("input", [("div", "form")])
    assert allowed_within("footer", [("div", "cards"), ("div", "card")])
    assert not allowed_within("footer", [("div", "cards")]) and not allowed_within("footer", [("section", "card")])
    assert allowed_within("tbody", iter([("table", None)]))                  # any iterable
    assert not allowed_within("p", [("div", None)]) and not allowed_within("input", [])
