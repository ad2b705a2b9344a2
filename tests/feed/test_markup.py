"""Names and paths as findings write them."""

import pytest
from lxml import etree

from turbo_editor.feed.markup import element_at_path, qualified_name

FEED = b"""<rss xmlns:turbo="http://turbo.yandex.ru" version="2.0"><channel>
<item><link>a</link></item>
<item><link>b</link><turbo:content>x</turbo:content></item>
</channel></rss>"""


@pytest.fixture
def root():
    return etree.fromstring(FEED)


def test_a_path_names_the_element_counted_from_one_among_its_namesakes(root):
    second = element_at_path(root, "/rss/channel/item[2]/link")
    assert second.text == "b"
    assert element_at_path(root, "/rss/channel/item/link").text == "a"
    assert qualified_name(element_at_path(root, "/rss/channel/item[2]/turbo:content")) == "turbo:content"
    assert element_at_path(root, "/rss") is root


@pytest.mark.parametrize("path", ["", "/", "/feed/channel", "/rss/channel/item[3]", "/rss/channel/item[0]",
                                  "/rss/channel/item[x]", "/rss/channel/content"])
def test_a_path_that_names_nothing_gives_none(root, path):
    assert element_at_path(root, path) is None
