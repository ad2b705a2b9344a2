"""Value syntax shared by the rules: URLs, e-mail addresses, language codes, MIME types, HTML in text."""

from __future__ import annotations

import re
from email.utils import getaddresses
from html.entities import html5
from urllib.parse import unquote, urlsplit, urlunsplit

from ...vocabulary.languages import ISO_639_1, ISO_639_2, ISO_639_3

# IANA "Uniform Resource Identifier (URI) Schemes": the permanent registrations
# plus provisional ones that feeds actually carry. RSS 2.0 ("Comments") asks
# for an IANA-registered scheme in link and url elements.
IANA_SCHEMES = frozenset("""
aaa aaas about acap acct cap cid coap coaps crid data dav dict dns example file ftp geo go gopher
h323 http https iax icap im imap info ipp ipps iris jabber ldap leaptofrogans mailto mid msrp
msrps mtqp mupdate news nfs ni nih nntp opaquelocktoken pkcs11 pop pres reload rtsp rtsps rtspu
service session shttp sieve sip sips sms snmp soap.beep soap.beeps stun stuns tag tel telnet tftp
thismessage tip tn3270 turn turns tv urn vemmi vnc ws wss xcon xcon-userid xmlrpc.beep
xmlrpc.beeps xmpp z39.50r z39.50s
bitcoin callto doi ed2k facetime feed git irc irc6 ircs itms itpc magnet maps market mms rtmp
sftp skype spotify ssh steam svn webcal
""".split())

# Schemes whose URLs name a host: "http:/example.ru" or "http://" is a typo, not a URL.
_HIERARCHICAL = frozenset(("http", "https", "ftp"))

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
# RFC 2396: the characters a URI may hold as they are; anything else is percent-encoded.
# The first ASCII character not among them (letters beyond ASCII make an IRI, another finding).
_NOT_URI_ASCII = re.compile(r"[^\x80-\U0010ffff0-9a-zA-Z;/?:@&=+$.\-_!~*'()%,#]")
_FULL_URI = re.compile(r"[a-zA-Z][0-9a-zA-Z+\-.]*:(?://)?[0-9a-zA-Z;/?:@&=+$.\-_!~*'()%,#]+\Z")
_TAG_URI = re.compile(r"tag:(?:[a-z0-9\-._]+?@)?[a-z0-9.\-]+?,\d{4}(?:-\d{2}(?:-\d{2})?)?:"
                      r"[0-9a-zA-Z;/?:@&=+$.\-_!~*'()%,]*(?:#[0-9a-zA-Z;/?:@&=+$.\-_!~*'()%,]*)?\Z")
_UUID_URN = re.compile(r"urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\Z", re.IGNORECASE)
_URN = re.compile(r"urn:[a-zA-Z0-9][a-zA-Z0-9-]{1,31}:(?:[a-zA-Z0-9()+,.:=@;$_!*'\-]|%[0-9A-Fa-f]{2})+\Z",
                  re.IGNORECASE)

_SCRIPT_SCHEMES = frozenset(("javascript", "vbscript", "livescript"))
_IPV6_HOST = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*://(?:[^@/?#\[\]]*@)?)\[(?:[0-9A-Fa-f]*:[0-9A-Fa-f:.]*|v[0-9A-Fa-f]+\.[^\]/]+)\]")

RELATIVE = "relative"
INVALID = "invalid"
CHARACTER = "character"         # an ASCII character a URI may not hold as it is (a space, "<", "|" ...)
IRI = "iri"                     # letters beyond ASCII: an IRI, not a URL
UNREGISTERED = "unregistered"   # a scheme IANA does not register: a warning, not an error


def url_check(value: str) -> tuple[str | None, str]:
    """How a full URL reads, as the W3C feed validator reads one (its rfc2396_full).

    Returns (problem, detail): problem None for a good absolute URL, else one
    of RELATIVE, INVALID, CHARACTER (detail: the character), IRI or
    UNREGISTERED (detail: the scheme). tag: and urn: values follow their
    own syntax.
    """
    text = value.strip()
    m = _SCHEME.match(text)
    scheme = m.group(1).lower() if m else ""
    if scheme == "tag":
        return (None, "") if _TAG_URI.match(text) else (INVALID, "")
    if scheme == "urn":
        pattern = _UUID_URN if text[4:9].lower() == "uuid:" else _URN
        return (None, "") if pattern.match(text) else (INVALID, "")
    # An IPv6 host is written in brackets, the one place a URI holds them (RFC 3986, 3.2.2).
    text = _IPV6_HOST.sub(r"\1ipv6-host", text, count=1)
    if not _FULL_URI.match(text):
        bad = _NOT_URI_ASCII.search(text)
        if bad is not None:
            return CHARACTER, bad.group()
        if not text.isascii() and m:
            return IRI, ""
        return (RELATIVE if not m or "." in scheme else INVALID), ""
    if scheme in _HIERARCHICAL and not re.match(r"\w+://[^/]", text):
        return INVALID, ""
    if scheme in _SCRIPT_SCHEMES:
        return INVALID, ""               # code to run, not a place to go
    if scheme not in IANA_SCHEMES:
        if "." in scheme:
            return RELATIVE, ""          # "www.example.ru:8080/page": the port looks like a scheme
        return UNREGISTERED, scheme
    return None, ""


def url_problem(value: str) -> str | None:
    """None for an absolute URL a browser can open, else RELATIVE or INVALID.

    Looser than url_check: letters beyond ASCII and unregistered schemes pass,
    as they do in a browser (the page HTML, related links, the self link).
    """
    if _plain_http(value):
        return None                     # the common case, in one match: what follows says the same
    text = value.strip()
    if not text or _SPACE.search(text):
        return INVALID
    m = _SCHEME.match(text)
    if not m:
        return RELATIVE
    scheme = m.group(1).lower()
    if scheme not in IANA_SCHEMES:
        return RELATIVE if "." in scheme else INVALID
    if scheme in _HIERARCHICAL or scheme in ("ws", "wss", "feed", "webcal", "sftp", "ftps"):
        if not text[m.end():].startswith("//") or not host_of(text):
            return INVALID
    return None


# An http(s) URL with no white space inside and a host (group 1, dots at its end aside): what
# url_problem's steps accept for those schemes, told by one match.
_PLAIN_HTTP = re.compile(r"\s*[Hh][Tt][Tt][Pp][Ss]?://(?:[^@/?#\s]*@)?(\[[^\]/?#\s]*\]|[^:/?#\s]*)\S*\s*\Z")


def _plain_http(value: str) -> bool:
    plain = _PLAIN_HTTP.match(value)
    return plain is not None and bool(plain.group(1).rstrip("."))


def is_plain_http(value: str) -> bool:
    """An http(s) URL that url_problem accepts (is_media_url's test, in one match when it holds)."""
    return _plain_http(value) or (url_problem(value) is None and scheme_of(value) in ("http", "https"))


# A host's labels may hold "_" (RFC 3986 reg-name; S3 buckets: my_bucket.s3.amazonaws.com).
_HTTP_URL = re.compile(r"(?:http|https)://(?:(?:[0-9]{1,3}\.){3}|(?:[A-Z0-9\-_]+\.)+)[A-Z0-9][-A-Z0-9]*(?::\d+)?(?:/|\Z)",
                       re.IGNORECASE)


def is_http_url(value: str) -> bool:
    """A plain http(s) address with a dotted host name, as enclosures and podcast images need."""
    text = value.strip()
    return bool(_HTTP_URL.match(text)) and bool(_FULL_URI.match(text))


_SPACE = re.compile(r"\s")


_HOST = re.compile(r"^\s*[A-Za-z][A-Za-z0-9+.\-]*:\s*//(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^:/?#]*)")


def host_of(url: str) -> str:
    """The host of an http(s)-style URL, lower case, without port or credentials ("" if none)."""
    m = _HOST.match(url)
    return m.group(1).lower().rstrip(".") if m else ""


_DEFAULT_PORTS = {"http": "80", "https": "443"}
# A link page_key would give back as it is: scheme and host in lower case, no port, no user, a path,
# a query and a fragment each either absent or not empty, nothing urlsplit strips or drops.
_CANONICAL_PAGE = re.compile(r"https?://[a-z0-9-]+(?:\.[a-z0-9-]+)*/[^\x00-\x20#?]*(?:\?[^\x00-\x20#]+)?"
                             r"(?:#[^\x00-\x20]+)?\Z")


def page_key(url: str) -> str:
    """An http(s) link as links to one page compare: the scheme and host in lower case, the
    scheme's own port left out, no path as "/" (RFC 3986, 6.2.2-6.2.3). The path, query and
    fragment compare as written: the RSS 2.0 specification's sample has a day's posts on one
    page, each at its own #anchor. Other text is its own key."""
    if _CANONICAL_PAGE.match(url):
        return url              # written so already (most links): the same key, without taking it apart
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return url
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parts.netloc:
        return url
    userinfo, at, host = parts.netloc.rpartition("@")
    host, colon, port = host.rpartition(":") if not host.endswith("]") else ("", "", host)
    if not colon:
        host, port = port, ""
    port = "" if port in ("", _DEFAULT_PORTS[scheme]) else ":" + port
    return urlunsplit((scheme, userinfo + at + host.lower().rstrip(".") + port, parts.path or "/", parts.query,
                       parts.fragment))


def file_extension(url: str) -> str:
    """The extension of the last segment of a URL's path, in lower case ("" if it has none)."""
    try:
        path = urlsplit(url.strip()).path
    except ValueError:
        return ""
    name, dot, extension = path.rsplit("/", 1)[-1].rpartition(".")
    return extension.lower() if dot and name else ""


def scheme_of(url: str) -> str:
    m = _SCHEME.match(url.strip())
    return m.group(1).lower() if m else ""


# RSS 2.0 writes "geo@herald.com (George Matesky)": an address, then an optional name in parentheses.
# An address alone or "Name <address>" is read too; a name alone is not an address.
_ADDRESS = re.compile(r"[A-Z0-9_\-+.']+@(?:(?:[0-9]{1,3}\.){3}|(?:[A-Z0-9\-]+\.)+)[A-Z0-9][-A-Z0-9]*\Z", re.IGNORECASE)
_LOOSE_ADDRESS = re.compile(r"[\w.%+-]+@[^\W\d_][\w.-]+\Z")


def is_email(value: str) -> bool:
    """Whether a contact field holds an e-mail address, read as the W3C feed validator reads it."""
    text = value.strip()
    if text.lower().startswith("mailto:"):
        text = unquote(text[7:])
    if text.find("@") > 0 and not text.endswith(")"):
        return True
    parsed = getaddresses([text])
    address = parsed[0][1] if len(parsed) == 1 and parsed[0][1] else text
    return bool(_ADDRESS.match(address) or _LOOSE_ADDRESS.match(address))


# Withdrawn two-letter codes still seen in feeds (Moldavian, Serbo-Croatian), and RFC 1766's private "x".
# Withdrawn two-letter codes RFC 1766's ISO 639 had (iw, in, ji: Java wrote them before JDK 17).
_OLD_TWO_LETTER = frozenset(("mo", "sh", "x", "xx", "iw", "in", "ji"))
_LANGUAGE = re.compile(r"^([A-Za-z]{1,3})((?:[-_][A-Za-z0-9]{1,8})*)$")


def language_parts(value: str) -> tuple[str, str] | None:
    """(primary subtag, the rest) of a language tag such as en-us, or None if it is not one.

    As the W3C feed validator reads it, and as BCP 47 has grown since: the part
    before the first hyphen must be an ISO 639-1, 639-2 or 639-3 code (any case),
    or i- or x- (a registered or a private tag: i-klingon, x-pig-latin); what
    follows it is not judged. "en_US" is one unknown code, not English.
    """
    text = value.strip()
    primary, _, rest = text.partition("-")
    code = primary.lower()
    if not (code in ISO_639_1 or code in _OLD_TWO_LETTER or code in ISO_639_2 or code in ISO_639_3
            or (code in ("i", "x") and rest)):
        m = _LANGUAGE.match(text)
        if m and "_" in text and m.group(1).lower() in ISO_639_1:
            return m.group(1).lower(), m.group(2)          # en_GB: the caller decides
        return None
    return code, "-" + rest if rest else ""


# The ISO 639-1 code of each ISO 639-2 code (bibliographic and terminology, and the withdrawn scc, scr
# and mol) that has one, as the ISO 639-2 table pairs them. A three-letter code missing here names a
# language with no two-letter code (haw, sah, udm).
_TWO_LETTER = dict(pair.split(":") for pair in """
aar:aa abk:ab afr:af aka:ak alb:sq amh:am ara:ar arg:an arm:hy asm:as ava:av ave:ae aym:ay aze:az bak:ba bam:bm
baq:eu bel:be ben:bn bih:bh bis:bi bod:bo bos:bs bre:br bul:bg bur:my cat:ca ces:cs cha:ch che:ce chi:zh chu:cu
chv:cv cor:kw cos:co cre:cr cym:cy cze:cs dan:da deu:de div:dv dut:nl dzo:dz ell:el eng:en epo:eo est:et eus:eu
ewe:ee fao:fo fas:fa fij:fj fin:fi fra:fr fre:fr fry:fy ful:ff geo:ka ger:de gla:gd gle:ga glg:gl glv:gv
gre:el grn:gn guj:gu hat:ht hau:ha heb:he her:hz hin:hi hmo:ho hrv:hr hun:hu hye:hy ibo:ig ice:is ido:io iii:ii
iku:iu ile:ie ina:ia ind:id ipk:ik isl:is ita:it jav:jv jpn:ja kal:kl kan:kn kas:ks kat:ka kau:kr kaz:kk khm:km
kik:ki kin:rw kir:ky kom:kv kon:kg kor:ko kua:kj kur:ku lao:lo lat:la lav:lv lim:li lin:ln lit:lt ltz:lb lub:lu
lug:lg mac:mk mah:mh mal:ml mao:mi mar:mr may:ms mkd:mk mlg:mg mlt:mt mol:ro mon:mn mri:mi msa:ms mya:my nau:na
nav:nv nbl:nr nde:nd ndo:ng nep:ne nld:nl nno:nn nob:nb nor:no nya:ny oci:oc oji:oj ori:or orm:om oss:os pan:pa
per:fa pli:pi pol:pl por:pt pus:ps que:qu roh:rm ron:ro rum:ro run:rn rus:ru sag:sg san:sa scc:sr scr:hr sin:si
slk:sk slo:sk slv:sl sme:se smo:sm sna:sn snd:sd som:so sot:st spa:es sqi:sq srd:sc srp:sr ssw:ss sun:su swa:sw
swe:sv tah:ty tam:ta tat:tt tel:te tgk:tg tgl:tl tha:th tib:bo tir:ti ton:to tsn:tn tso:ts tuk:tk tur:tr twi:tw
uig:ug ukr:uk urd:ur uzb:uz ven:ve vie:vi vol:vo wel:cy wln:wa wol:wo xho:xh yid:yi yor:yo zha:za zho:zh zul:zu
""".split())


def two_letter_code(code: str) -> str | None:
    """The ISO 639-1 code of a language code (rus: ru, ger: de, ru: ru), or None if it has none."""
    code = code.lower()
    return code if code in ISO_639_1 else _TWO_LETTER.get(code)


_MIME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9!#$&^_.+\-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+\-]*"
                   r"(?:\s*;\s*[A-Za-z0-9!#$&^_.+\-]+=(?:[^\s;\"]+|\"[^\"]*\"))*\s*$")


def is_mime_type(value: str) -> bool:
    return bool(_MIME.match(value.strip()))


def non_negative_int(value: str) -> int | None:
    text = value.strip()
    return int(text) if text.isascii() and text.isdigit() else None


def positive_int(value: str) -> int | None:
    number = non_negative_int(value)
    return number if number else None


# Markup that means something only to an HTML renderer: tags and character or entity references.
_HTML_TAGS = ("a|abbr|acronym|address|article|aside|audio|b|bdi|bdo|big|blockquote|body|br|button|canvas|"
              "caption|center|cite|code|col|colgroup|dd|del|details|dfn|dialog|div|dl|dt|em|embed|fieldset|"
              "figcaption|figure|font|footer|form|h[1-6]|head|header|hr|html|i|iframe|img|input|ins|kbd|label|"
              "legend|li|link|main|mark|meta|nav|noscript|object|ol|optgroup|option|p|picture|pre|q|s|samp|"
              "script|section|select|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|"
              "template|textarea|tfoot|th|thead|time|tr|tt|u|ul|var|video|wbr")
# A tag alone (<b>, </p>, <br />) or with an attribute that has a value: "a<b and b>c" is
# arithmetic, not a <b> tag with the attributes "and" and "b".
_HTML_TAG = re.compile(r"</?(?:%s)(?:\s*/?|\s[^<>]*=[^<>]*)>" % _HTML_TAGS, re.IGNORECASE)
_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_VOID_TAG = re.compile(r"<(?:br|hr|wbr)\b", re.IGNORECASE)


def html_markup(text: str) -> str | None:
    """The first HTML tag or character reference in a plain-text value, or None.

    A named reference counts only if HTML defines it, so "Tom&Jerry;" is text. A
    start tag alone, with no attributes and closed nowhere, is a name in prose
    ("How to use the <dialog> element"), as the W3C validator reads titles: markup
    closes an element, has attributes, is a <br>, or opens the value ("<p>Hello",
    a CMS's wrapper left open).
    """
    if "<" not in text and "&" not in text:
        return None
    tags = [m.group() for m in _HTML_TAG.finditer(text)] if "<" in text else []
    if tags:
        if any(tag.startswith("</") for tag in tags):
            return tags[0]
        markup = next((tag for tag in tags if "=" in tag or tag.endswith("/>") or _VOID_TAG.match(tag)
                       or text.lstrip().startswith(tag)), None)
        if markup:
            return markup
    for m in _REFERENCE.finditer(text):
        ref = m.group()
        if ref[1] == "#" or ref[1:] in html5:
            return ref
    return None


# Mojibake: UTF-8 bytes decoded as a single-byte encoding ("Ã©", "Ð¿Ñ€Ð¸", "РїСЂРё"),
# or Windows-1252 bytes 0x80-0x9F read as ISO-8859-1 (C1 control characters).
_DOUBLE_MARK = re.compile("[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e"
                          "\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030"
                          "\u2039\u203a\u20ac\u2122]"
                          "|[\u0420\u0421][\u0402\u0403\u0405-\u040c\u040e-\u040f\u0452-\u045c\u045e"
                          "\u045f\u0490\u0491\u00a0-\u00bb\u201a\u201e\u2020\u2021\u2026\u2030\u2039"
                          "\u203a\u20ac\u2116\u2122\u2018-\u201d\u2022\u2013\u2014]")
_C1 = re.compile("[\u0080-\u009f]")
_C1_REFERENCE = re.compile(r"&#(?:1[2-5][0-9]|x[89][0-9a-fA-F]);")


# Any of the three above: most text has none, and one search says so.
_ANY_MOJIBAKE = re.compile("|".join((_C1.pattern, _C1_REFERENCE.pattern, _DOUBLE_MARK.pattern)))


def mojibake(text: str) -> str | None:
    """A sample of text that looks mis-decoded, or None."""
    if _ANY_MOJIBAKE.search(text) is None:
        return None
    m = _C1.search(text)
    if m:
        return repr(m.group())[1:-1]
    m = _C1_REFERENCE.search(text)
    if m and 128 <= _reference_value(m.group()) <= 159:
        return m.group()
    m = _DOUBLE_MARK.search(text)
    if not m:
        return None
    start, end = m.start(), m.end()
    while start > 0 and ord(text[start - 1]) > 127 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and ord(text[end]) > 127 and not text[end].isspace():
        end += 1
    run = text[start:end]
    for codec in ("cp1252", "latin-1", "cp1251"):
        try:
            decoded = run.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
        if decoded != run:
            return run
    return None


def _reference_value(ref: str) -> int:
    body = ref[2:-1]
    return int(body[1:], 16) if body[:1] in "xX" else int(body)


# Words that end in a full stop without ending a sentence: Russian and English abbreviations.
_ABBREVIATIONS = frozenset("""
г гг т д др пр ул им см стр тыс млн млрд руб коп ок доп проч напр англ рус акад проф
пл пер мкр наб пос обл кв просп ш р-н пгт дер корп оф эт ш
mr mrs ms dr st vs etc inc ltd co jr sr no nos e.g i.e approx dept est fig vol
""".split())
_SENTENCE_BREAK = re.compile(r"([^\s.!?…]+)([.!?…]+)[»\"”’')\]]*\s+(?=[«\"“‘(\[]?[A-ZА-ЯЁ])")


def sentence_count(text: str) -> int:
    """How many sentences a short plain text holds (0 if none), not counting "г." or "А. С."."""
    text = " ".join(text.split())
    if not text:
        return 0
    count = 1
    for m in _SENTENCE_BREAK.finditer(text):
        word, stop = m.group(1), m.group(2)
        if stop == "." and (len(word) == 1 or word.lower().rstrip(".") in _ABBREVIATIONS):
            continue
        count += 1
    return count
