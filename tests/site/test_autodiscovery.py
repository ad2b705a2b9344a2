"""The autodiscovery tag for a feed, and finding it in a page."""

from __future__ import annotations

import pytest

from support import SAMPLE
from turbo_editor.feed import FeedDocument, load
from turbo_editor.site.autodiscovery import (
    FeedUrlError,
    autodiscovery_tag,
    check_autodiscovery,
    feed_autodiscovery_tag,
    feed_url_problem,
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


@pytest.mark.parametrize(("feed", "href"), [
    ("https://sad.example.ru/лента.xml", "https://sad.example.ru/%D0%BB%D0%B5%D0%BD%D1%82%D0%B0.xml"),
    ("https://sad.example.ru/%d0%bb%d0%b5%d0%bd%d1%82%d0%b0.xml", "/%D0%BB%D0%B5%D0%BD%D1%82%D0%B0.xml"),
    ("https://sad.example.ru/my feed.xml?a=б", "/my%20feed.xml?a=%D0%B1"),
    ("https://сад.рф/turbo.rss", "https://xn--80ai1b.xn--p1ai/turbo.rss"),
    ("https://xn--80ai1b.xn--p1ai/turbo.rss", "https://САД.рф/turbo.rss"),
])
def test_the_same_address_spelt_otherwise_matches(feed, href):
    """A Cyrillic path and its percent-encoding, escapes in lower and upper case, an IDN host and its
    punycode: one address, which the check took for another feed (found by an audit)."""
    head = f'<link rel="alternate" type="application/rss+xml" href="{href}">'
    assert check_autodiscovery(page(head), feed, page_url="https://sad.example.ru/").found


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


# -- URLs no page should carry ---------------------------------------------------------------------

REFUSED = [
    ("javascript:alert(document.cookie)", "script", "javascript"),
    ("  JavaScript:alert(1)", "script", "javascript"),
    ("java\tscript:alert(1)", "script", "javascript"),          # a browser drops the tab
    ("\x01vbscript:msgbox", "script", "vbscript"),
    ("data:application/rss+xml;base64,PHJzcy8+", "data", "data"),
    (" DATA:text/html,<script>alert(1)</script>", "data", "data"),
    ("/turbo.rss", "relative", ""),
    ("turbo.rss", "relative", ""),
    ("../feeds/turbo.rss?x=1", "relative", ""),
    ("//sad.example.ru/turbo.rss", "no-scheme", ""),
    ("ftp://sad.example.ru/turbo.rss", "scheme", "ftp"),
    ("file:///home/me/turbo.rss", "scheme", "file"),
    ("feed://sad.example.ru/turbo.rss", "scheme", "feed"),
    ("https:///turbo.rss", "host", "https"),
    ("http:turbo.rss", "host", "http"),
]


@pytest.mark.parametrize(("url", "kind", "scheme"), REFUSED)
def test_a_url_no_page_should_carry_gets_no_tag_and_a_reason(url, kind, scheme):
    problem = feed_url_problem(url)
    assert problem is not None and (problem.kind, problem.scheme) == (kind, scheme)
    with pytest.raises(FeedUrlError) as refused:
        autodiscovery_tag("Вестник садовода", url)
    assert str(refused.value).startswith(f"the feed URL: {url!r} ")
    assert refused.value.problem == problem
    with pytest.raises(FeedUrlError):
        feed_autodiscovery_tag(load(SAMPLE), url)


@pytest.mark.parametrize(("url", "says"), [
    ("javascript:alert(1)", "runs a script"),
    ("data:text/html,x", "inline"),
    ("/turbo.rss", "somewhere else from every page"),
    ("//sad.example.ru/turbo.rss", "no scheme"),
    ("ftp://sad.example.ru/turbo.rss", "http or https"),
    ("https:///turbo.rss", "no host name"),
])
def test_each_reason_says_what_is_wrong(url, says):
    assert says in feed_url_problem(url).message


@pytest.mark.parametrize("url", [FEED, " HTTPS://Sad.Example.ru/turbo.rss ", "http://192.0.2.1:8080/rss?a=1",
                                 "https://[2001:db8::1]/turbo.rss", "https://сад.рф/turbo.rss"])
def test_full_http_and_https_urls_are_fine(url):
    assert feed_url_problem(url) is None
    assert f'href="{url.strip()}"' in autodiscovery_tag("x", url)


def test_a_relative_self_link_is_refused_naming_its_line():
    doc = load(SAMPLE)
    doc.apply(doc.channel.set_self_link("/turbo.rss"))
    with pytest.raises(FeedUrlError) as refused:
        feed_autodiscovery_tag(doc)
    assert str(refused.value).startswith("the channel's atom:link rel=\"self\" (line 12): '/turbo.rss' is relative")
    assert 'href="https://sad.example.ru/turbo.rss"' in feed_autodiscovery_tag(doc, FEED)   # a URL given wins


@pytest.mark.parametrize("kw", [{"feed_url": "/turbo.rss"}, {"feed_url": FEED, "page_url": "javascript:x"}])
def test_checking_a_page_needs_full_urls_to_resolve_against(kw):
    head = '<link rel="alternate" type="application/rss+xml" href="/turbo.rss">'
    with pytest.raises(FeedUrlError, match="the (feed|page) URL: "):
        check_autodiscovery(page(head), **kw)


_TAG = autodiscovery_tag("Вестник садовода", FEED)


@pytest.mark.parametrize("body, content_type", [
    # UTF-8 bytes with no <meta charset>: read as Latin-1 they titled the feed "Ð\x92ÐµÑ\x81..." .
    (page(_TAG).encode(), None),
    (page(_TAG).encode("cp1251"), "text/html; charset=windows-1251"),
    (page('<meta charset="windows-1251">' + _TAG).encode("cp1251"), None),
    # XHTML with an XML declaration, as text: lxml refuses a declaration in a string ("the page has none").
    ('<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head>'
     + _TAG.replace(">", "/>") + "</head><body/></html>", None),
])
def test_a_pages_bytes_are_read_in_the_charset_it_has(body, content_type):
    """Found by an audit: both pages were misread."""
    result = check_autodiscovery(body, FEED, title="Вестник садовода", content_type=content_type)
    assert result.found and result.title_matches, result.message
