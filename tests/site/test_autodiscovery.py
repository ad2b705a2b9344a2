"""The autodiscovery tag for a feed, and finding it in a page."""

from __future__ import annotations

import pytest

from support import SAMPLE
from turbo_editor.feed import FeedDocument, load
from turbo_editor.site.autodiscovery import (
    autodiscovery_tag,
    check_autodiscovery,
    feed_autodiscovery_tag,
    find_feed_links,
)

FEED = "https://sad.example.ru/turbo.rss"


def page(head: str = "", body: str = "<p>Hello</p>") -> str:
    return f"<!DOCTYPE html><html><head><title>Page</title>{head}</head><body>{body}</body></html>"


def test_the_tag_is_the_one_the_publisher_guide_gives():
    assert autodiscovery_tag("Вестник садовода", FEED) == (
        '<link rel="alternate" type="application/rss+xml" title="Вестник садовода" '
        'href="https://sad.example.ru/turbo.rss">')


def test_title_and_href_are_html_escaped():
    tag = autodiscovery_tag('Tom & Jerry\'s "news" <daily>', "https://x.ru/rss?a=1&b=2")
    assert 'title="Tom &amp; Jerry&#x27;s &quot;news&quot; &lt;daily&gt;"' in tag
    assert 'href="https://x.ru/rss?a=1&amp;b=2"' in tag
    found = find_feed_links(page(tag))
    assert found[0].title == 'Tom & Jerry\'s "news" <daily>' and found[0].href == "https://x.ru/rss?a=1&b=2"


def test_the_tag_for_a_feed_uses_its_title_and_self_link():
    doc = load(SAMPLE)
    assert feed_autodiscovery_tag(doc) == autodiscovery_tag("Вестник садовода", FEED)
    other = "https://sad.example.ru/other.xml"
    assert f'href="{other}"' in feed_autodiscovery_tag(doc, other)


def test_a_feed_without_a_url_has_no_tag():
    doc = FeedDocument.new()
    assert doc.channel.self_link is None
    with pytest.raises(ValueError, match="atom:link"):
        feed_autodiscovery_tag(doc)


def test_the_generated_tag_is_found_in_a_page():
    result = check_autodiscovery(page(autodiscovery_tag("Вестник садовода", FEED)), FEED, title="Вестник садовода")
    assert result.found and result.title_matches is True
    assert result.match.href == FEED and result.match.in_head


@pytest.mark.parametrize("head", [
    '<link rel="alternate" type="application/rss+xml" href="/turbo.rss">',
    '<LINK REL="Alternate" TYPE="application/RSS+XML; charset=utf-8" HREF="../turbo.rss">',
    '<link rel="alternate feed" type="application/rss+xml" href="https://SAD.example.ru:443/turbo.rss">',
    '<base href="https://sad.example.ru/"><link rel="alternate" type="application/rss+xml" href="turbo.rss">',
])
def test_equivalent_links_match(head):
    assert check_autodiscovery(page(head), FEED, page_url="https://sad.example.ru/articles/").found


def test_a_relative_href_without_the_page_url_is_read_on_the_feeds_site():
    head = '<link rel="alternate" type="application/rss+xml" href="/turbo.rss">'
    assert check_autodiscovery(page(head), FEED).found


@pytest.mark.parametrize(("head", "body"), [
    ('<link rel="alternate" type="application/atom+xml" href="/turbo.rss">', ""),
    ('<link rel="stylesheet" type="application/rss+xml" href="/turbo.rss">', ""),
    ('<link rel="alternate" type="application/rss+xml" href="/other.rss">', ""),
    ('<link rel="alternate" type="application/rss+xml">', ""),
    ("", ""),
])
def test_links_that_do_not_lead_to_the_feed_do_not_count(head, body):
    result = check_autodiscovery(page(head, body), FEED)
    assert not result.found and result.match is None
    assert "no autodiscovery link to " + FEED in result.message


def test_other_feeds_are_named():
    result = check_autodiscovery(page('<link rel="alternate" type="application/rss+xml" href="/other.rss">'), FEED)
    assert result.message.endswith("the page links other feeds: https://sad.example.ru/other.rss")


def test_a_link_in_the_body_is_not_where_readers_look():
    body = '<p>x</p><link rel="alternate" type="application/rss+xml" href="/turbo.rss">'
    result = check_autodiscovery(page("", body), FEED)
    assert not result.found and result.match is not None and not result.match.in_head
    assert "in the body" in result.message


def test_a_different_title_still_finds_the_link_and_says_so():
    head = autodiscovery_tag("Old name", FEED)
    result = check_autodiscovery(page(head), FEED, title="Вестник садовода")
    assert result.found and result.title_matches is False and "'Old name'" in result.message


@pytest.mark.parametrize("html", ["", "   ", b"\x00\x00"])
def test_an_empty_page_has_no_links(html):
    assert not check_autodiscovery(html, FEED).found
