"""Value syntax the rules share: URLs, hosts, e-mail, language tags, MIME types, W3C-DTF, markup, mojibake."""

import re

import pytest
from hypothesis import example, given, settings, strategies as st

from turbo_editor.check.rules import values
from turbo_editor.check.rules.extensions import w3cdtf_ok


@pytest.mark.parametrize("url, problem", [
    ("https://example.ru/a?b=1&c=2#d", None),
    ("  http://example.ru/  ", None),                 # RSS looks at the first non-whitespace characters
    ("mailto:editor@example.ru", None),
    ("tag:example.com,2006:weblog.180", None),
    ("https://пример.рф/новости", None),               # an IRI is a URL; Turbo's own rule wants ASCII
    ("/news/1", values.RELATIVE),
    ("news/1.html", values.RELATIVE),
    ("www.example.ru:8080/page", values.RELATIVE),     # no scheme: the port only looks like one
    ("htps://example.ru/", values.INVALID),            # unregistered scheme
    ("http:/example.ru/", values.INVALID),             # no host
    ("http://", values.INVALID),
    ("https://example.ru/a b", values.INVALID),
    ("", values.INVALID),
])
def test_url_problem(url, problem):
    assert values.url_problem(url) == problem


@pytest.mark.parametrize("url, reading", [
    ("https://example.ru/a?b=1&c=2#d", (None, "")),
    ("http://example.com:8080/", (None, "")),
    ("urn:isbn:0451450523", (None, "")),
    ("tag:hawke.org,2001-06-05:Taiko", (None, "")),
    ("tag:example.org:no-date", (values.INVALID, "")),          # RFC 4151 wants a date after the authority
    ("urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a", (None, "")),
    ("urn:uuid:not-a-uuid", (values.INVALID, "")),
    ("/news/1", (values.RELATIVE, "")),
    ("http:/example.ru/", (values.INVALID, "")),                # http and ftp need a host after //
    ("https://example.ru/a b", (values.CHARACTER, " ")),
    ("https://example.ru/?a[]=1", (values.CHARACTER, "[")),     # brackets only around an IPv6 host
    ("https://пример.рф/новости", (values.IRI, "")),            # an IRI: a URL element wants it encoded
    ("htps://example.ru/", (values.UNREGISTERED, "htps")),      # a warning: readers cannot open it
    ("javascript:void(0)", (values.INVALID, "")),               # code to run, not a link
    ("feed://example.ru/rss", (None, "")),
])
def test_url_check_reads_as_the_w3c_validator_reads(url, reading):
    assert values.url_check(url) == reading


@pytest.mark.parametrize("url, ok", [
    ("http://media.example.com/ep1.mp3", True), ("https://cdn.example.ru:8443/a.mp4?x=1", True),
    ("ftp://example.com/a.mp3", False), ("http://localhost/a.mp3", False), ("/a.mp3", False),
])
def test_enclosure_urls_are_http_addresses_with_a_dotted_host(url, ok):
    assert values.is_http_url(url) is ok


@pytest.mark.parametrize("url, host", [
    ("https://Example.RU:8443/x", "example.ru"),
    ("http://user:pw@www.example.ru/", "www.example.ru"),
    ("http://[::1]:80/", "[::1]"),
    ("/relative", ""),
])
def test_host_of(url, host):
    assert values.host_of(url) == host


@pytest.mark.parametrize("text, ok", [
    ("geo@herald.com (George Matesky)", True),
    ("editor@example.ru", True),
    ("Ivan Petrov", False),                   # a name is not an address (Turbo accepts it; rss does not)
    ("Ivan <ivan@example.ru>", True),         # the usual mail form: an address with a name
    ("ivan@localhost", True),                 # an address without a name: the W3C validator reads it too
    ("mailto:editor@example.ru", True),
    ("Ivan (ivan@example.ru)", False),        # the name first, the address in parentheses: not an address
    ("editor@example.ru (Ed), news@example.ru (News)", False),
])
def test_email(text, ok):
    assert values.is_email(text) is ok


@pytest.mark.parametrize("tag, parts", [
    ("ru", ("ru", "")), ("en-us", ("en", "-us")), ("ru-RU", ("ru", "-RU")), ("en_GB", ("en", "_GB")),
    ("x-klingon", ("x", "-klingon")), ("rus", ("rus", "")),
    # BCP 47 and RFC 1766 tags an audit found called invalid: ISO 639-3 codes, i- tags, withdrawn codes.
    ("ckb", ("ckb", "")), ("yue-HK", ("yue", "-HK")), ("cmn", ("cmn", "")), ("i-klingon", ("i", "-klingon")),
    ("iw", ("iw", "")), ("ji", ("ji", "")),
    ("russian", None), ("zz", None), ("", None), ("i", None), ("qqq", None),
])
def test_language_parts(tag, parts):
    assert values.language_parts(tag) == parts


@pytest.mark.parametrize("code, two", [
    ("rus", "ru"), ("ukr", "uk"), ("bel", "be"), ("kaz", "kk"), ("tat", "tt"), ("eng", "en"), ("deu", "de"),
    ("ger", "de"), ("FRE", "fr"), ("spa", "es"), ("cze", "cs"), ("chi", "zh"), ("jpn", "ja"), ("ru", "ru"),
    ("haw", None), ("sah", None), ("x", None), ("zz", None),
])
def test_two_letter_code(code, two):
    assert values.two_letter_code(code) == two


def test_the_two_letter_table_agrees_with_cldr_and_covers_every_iso_639_1_code():
    from babel.core import get_global

    from turbo_editor.vocabulary.languages import ISO_639_1, ISO_639_2
    aliases = get_global("language_aliases")
    table = values._TWO_LETTER
    assert set(table) <= ISO_639_2 and set(table.values()) == ISO_639_1
    # CLDR points these at a related language; the ISO 639-2 table pairs them with their own code.
    own = {"tgl": "tl", "twi": "tw", "bih": "bh"}
    assert {code: aliases.get(code) for code in table if code not in own} == \
        {code: two for code, two in table.items() if code not in own}
    # Fanti: CLDR counts it as Akan, ISO 639-2 gives it no two-letter code.
    assert {code for code in ISO_639_2 if aliases.get(code) in ISO_639_1} - set(table) == {"fat"}


@pytest.mark.parametrize("kind, ok", [
    ("audio/mpeg", True), ("video/mp4", True), ('text/html; charset="utf-8"', True),
    ("mp3", False), ("audio/", False), ("audio mpeg", False),
])
def test_mime_type(kind, ok):
    assert values.is_mime_type(kind) is ok


@pytest.mark.parametrize("text, ok", [
    ("2003", True), ("2003-09", True), ("2003-09-24", True), ("2003-09-24T11:36+04:00", True),
    ("2003-09-24T11:36:36.5Z", True),
    ("2003-09-24T11:36:36", False),           # a time needs its zone
    ("2003-02-30", False), ("Mon, 31 Dec 2002 14:20:20 GMT", False), ("", False),
])
def test_w3cdtf(text, ok):
    assert w3cdtf_ok(text) is ok


@pytest.mark.parametrize("text, found", [
    ("Lo&#239;c", "&#239;"), ("a &amp; b", "&amp;"), ("x <b>y</b>", "<b>"), ("<p>", "<p>"),
    ("a < b and c > d", None), ("AT&T", None), ("Tom&Jerry;", None), ("Вести — «Город»", None),
    # An element named in prose is text (found by an audit); markup closes, has attributes, or opens the value.
    ("How to use the <dialog> element", None), ("The <canvas> and <svg> tags", None),
    ("Line<br>break", "<br>"), ('See <a href="/x">this', '<a href="/x">'), ("Use <b>, not </b>", "<b>"),
])
def test_html_markup(text, found):
    assert values.html_markup(text) == found


@pytest.mark.parametrize("text, garbled", [
    ("Привет".encode().decode("cp1251"), True),      # РџСЂРёРІРµС‚
    ("привет".encode().decode("cp1252", errors="replace"), True),
    ("é".encode().decode("latin-1"), True),           # Ã©
    ("isn\u0092t", True),                                    # Windows-1252 read as ISO-8859-1
    ("isn&#x92;t", True),
    ("Привет, СССР», Россия", False),
    ("São Paulo, été, Ørsted", False),
    ("Обычный текст — с «кавычками» и № 5", False),
])
def test_mojibake(text, garbled):
    assert (values.mojibake(text) is not None) is garbled


# -- what real feeds write that is right (false alarms found on them) ------------------------------

def test_an_ipv6_host_in_brackets_is_a_good_url():
    """RFC 3986 3.2.2: brackets around an IPv6 host are the one place a URI holds them."""
    from turbo_editor.check.rules.values import url_check
    assert url_check("http://[2001:db8::1]/comments?id=u1") == (None, "")
    assert url_check("http://[2001:db8::1]:8080/x") == (None, "")
    assert url_check("https://example.ru/a[1]") == ("character", "[")


def test_arithmetic_in_a_title_is_not_html():
    from turbo_editor.check.rules.values import html_markup
    assert html_markup("Why a<b and b>c implies a<c") is None
    assert html_markup("Use <b>bold</b> here") == "<b>"
    assert html_markup('<a href="x">y</a>') == '<a href="x">'


def test_russian_street_and_region_abbreviations_do_not_end_a_sentence():
    from turbo_editor.check.rules.values import sentence_count
    assert sentence_count("Новости застройщика с пл. Ленина и пр. Гагарина в г. Нижнем Новгороде.") == 1
    assert sentence_count("Дом на наб. Фонтанки, кв. 5, мкр. Южный, пос. Лесной, обл. Тверская.") == 1
    assert sentence_count("Первое. Второе предложение.") == 2


_PIECE = st.sampled_from(["", "a", "Ab", "%D0%B0", "страница", "é", " ", "\t", "\n", "\x7f", "?", "#", "/", "//",
                          ":", "@", ".", "-", "=", "&", "[::1]"])
_URLS = st.one_of(
    st.lists(_PIECE, max_size=12).map("".join),
    st.tuples(st.sampled_from(["http", "https", "HTTP", "Https", "ftp", ""]), st.sampled_from(["://", ":/", ":", "//"]),
              st.sampled_from(["", "user@", "u:p@"]),
              st.sampled_from(["example.ru", "Example.RU", "example.ru.", "a-b.ru", "xn--80a.ru", "пример.рф", "",
                               "[::1]", "a..ru"]),
              st.sampled_from(["", ":443", ":80", ":8080", ":"]),
              st.lists(_PIECE, max_size=6).map("".join),
              st.sampled_from(["", "?", "?q=1", "?q=1&r", "?#"]), st.sampled_from(["", "#", "#top", "#в"]),
              st.sampled_from(["", " ", "\t"])).map(lambda parts: parts[-1] + "".join(parts[:-1])))


@settings(max_examples=500, deadline=None)
@given(_URLS)
@example("https://example.ru/a/b?x=1#top")
@example("https://example.ru/a?")
@example("https://example.ru/a#")
@example("https://example.ru//a")
@example("https://example.ru:443/a")
@example("https://localhost:443/a")
@example("https://user@example.ru/a")
@example("https://Example.ru/a")
@example("https://example.ru./a")
@example("https://example.ru")
@example("https://example.ru/a\tb")
def test_a_link_written_in_its_usual_form_is_its_own_key_as_urlsplit_reads_it(url):
    """page_key's shortcut for links written as most are must give what taking them apart gives."""
    assert values.page_key(url) == _page_key_taken_apart(url)


def _page_key_taken_apart(url):
    saved = values._CANONICAL_PAGE
    values._CANONICAL_PAGE = re.compile(r"(?!)")
    try:
        return values.page_key(url)
    finally:
        values._CANONICAL_PAGE = saved
