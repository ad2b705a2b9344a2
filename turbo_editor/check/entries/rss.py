"""Catalog: RSS 2.0 (seeds/003) and the RSS Best Practices Profile."""

from ..rule import rule

SPEC = "RSS 2.0 specification (seeds/003)"
PROFILE = "RSS Best Practices Profile (rssboard.org/rss-profile)"
DATE_REF = f"{SPEC}, “Optional channel elements” (pubDate) and “<pubDate> sub-element of <item>”; RFC 822 §5"

RULES = (
    rule("rss-root", "error", "both",
         title="The root element is not <rss>",
         explanation="An RSS 2.0 document is an <rss> element without a namespace. RSS 1.0 (rdf:RDF), "
                     "Atom and HTML pages are other formats; an <rss> in a namespace is not RSS either.",
         fix="Start the feed with <rss version=\"2.0\"> and put one <channel> inside it.",
         reference=f"{SPEC}, “What is RSS?”",
         en="the root element is <{found}>; an RSS 2.0 feed starts with <rss version=\"2.0\">",
         ru="корневой элемент — <{found}>, а RSS 2.0 начинается с <rss version=\"2.0\">"),
    rule("rss-version", "error", "both",
         title="Wrong rss version",
         explanation="The version attribute says which RSS the file follows. RSS 2.0 files say 2.0; "
                     "0.91 and 0.92 files are valid 2.0 files too. Turbo requires 2.0.",
         fix="Set version=\"2.0\" on <rss>.",
         reference=f"{SPEC}, “What is RSS?” and “Extending RSS”; Yandex Turbo requirements (seeds/000)",
         en="rss version=\"{value}\" is not allowed here (expected {allowed})",
         ru="rss version=\"{value}\" здесь не допускается (нужно {allowed})"),
    rule("rss-doctype", "error", "rss",
         title="RSS 0.91 DOCTYPE on a feed of another version",
         explanation="The Netscape DOCTYPE declares an RSS 0.91 document; a feed that says another "
                     "version contradicts it.",
         fix="Remove the DOCTYPE (RSS 2.0 has none) or make the version 0.91.",
         reference=f"{SPEC}, “About this document”; W3C Feed Validator, InvalidDoctype",
         en="the RSS 0.91 DOCTYPE does not fit rss version=\"{value}\"",
         ru="DOCTYPE для RSS 0.91 не подходит к rss version=\"{value}\""),
    rule("missing-element", "error", "both",
         title="Required element missing",
         explanation="RSS 2.0 requires title, link and description in the channel, url/title/link in "
                     "image and four children in textInput. The Turbo profile also requires link, "
                     "pubDate and turbo:content in every item shown as a Turbo page.",
         fix="Add the element named in the message.",
         reference=f"{SPEC}, “Required channel elements”, “<image>”, “<textInput>”; Yandex Turbo "
                   "requirements (seeds/000), “Sending the information about the page”",
         en="<{parent}> has no <{name}>, which is required",
         ru="в <{parent}> нет обязательного элемента <{name}>"),
    rule("missing-attribute", "error", "both",
         title="Required attribute missing",
         explanation="Some elements carry their data in attributes: enclosure needs url, length and "
                     "type; source needs url; cloud needs all five; rss needs version; a Turbo counter "
                     "needs type.",
         fix="Add the attribute named in the message.",
         reference=f"{SPEC}, “<enclosure>”, “<source>”, “<cloud>”",
         en="<{name}> has no {attribute} attribute, which is required",
         ru="у <{name}> нет обязательного атрибута {attribute}"),
    rule("empty-required", "error", "both",
         title="Required value is empty",
         explanation="The element is there but says nothing. An empty channel title or link, an empty "
                     "item link or turbo:content is as good as a missing one.",
         fix="Fill in the value, or remove the element if it is optional.",
         reference=f"{SPEC}, “Required channel elements”",
         en="<{name}> is empty, but a value is required",
         ru="<{name}> пуст, а значение обязательно"),
    rule("blank-element", "warning", "both",
         title="Optional element present but blank",
         explanation="An empty <title/>, <author/> or <category/> adds nothing and some readers show it "
                     "as a blank line or an empty byline.",
         fix="Fill it in or remove it.",
         reference=f"{SPEC}, “Elements of <item>”; W3C Feed Validator, NotBlank",
         en="<{name}> is present but blank",
         ru="элемент <{name}> есть, но пуст"),
    rule("channel-description-empty", "warning", "rss",
         title="Empty channel description",
         explanation="RSS 2.0 requires a channel description: a phrase or sentence saying what the "
                     "channel is. An empty one breaks no reader, but directories and readers show a "
                     "blank where it belongs.",
         fix="Describe the channel in a sentence.",
         reference=f"{SPEC}, “Required channel elements” (description)",
         en="the channel <description> is empty; describe the channel in a phrase or sentence",
         ru="описание канала <description> пустое; опишите канал фразой или предложением"),
    rule("text-child-element", "error", "both",
         title="Markup written as XML elements inside a text field",
         explanation="Titles, descriptions, authors, dates, links and similar fields hold text. An element "
                     "inside one (<title>Hi <b>there</b></title>) is XML markup, not HTML: readers and "
                     "Yandex drop it or the whole value. HTML belongs escaped or inside CDATA, and only "
                     "where HTML is allowed (description, content:encoded, turbo:content).",
         fix="Remove the inner element, or, in a description, put the HTML inside <![CDATA[ ... ]]>.",
         reference=f"{SPEC}, “Elements of <item>”, “Required channel elements”; W3C Feed Validator, "
                   "UndefinedElement",
         en="<{name}> holds the element <{child}>; it is a text field",
         ru="внутри <{name}> находится элемент <{child}>, а это поле — текст"),
    rule("duplicate-element", "error", "both",
         title="Element that may appear once is repeated",
         explanation="A channel has one title, one link, one language...; an item one title, one link, "
                     "one guid, one pubDate, one turbo:content. With two, each reader picks a different "
                     "one.",
         fix="Keep one and delete the others.",
         reference=f"{SPEC}, “Required/Optional channel elements”, “Elements of <item>”",
         en="<{parent}> has more than one <{name}>",
         ru="в <{parent}> больше одного <{name}>"),
    rule("unknown-element", "error", "both",
         title="Element RSS 2.0 does not define",
         explanation="RSS 2.0 allows elements it does not describe only if they are in a namespace. An "
                     "unknown element without one (a typo such as <pubdate>, or <blink>) is ignored by "
                     "readers and is an error. The Turbo profile also accepts <metrics> in items.",
         fix="Fix the spelling (element names are case-sensitive), or put your own element in a "
             "namespace.",
         reference=f"{SPEC}, “Extending RSS”",
         en="<{name}> is not an RSS 2.0 element of <{parent}>",
         ru="<{name}> — не элемент RSS 2.0 внутри <{parent}>"),
    rule("unknown-attribute", "error", "both",
         title="Attribute RSS 2.0 does not define",
         explanation="RSS 2.0 defines a few attributes (rss@version, guid@isPermaLink, category@domain, "
                     "enclosure's url, length and type, source@url, cloud's five); other attributes are "
                     "allowed only in a namespace. The Turbo profile also accepts item@turbo, which is "
                     "why a Turbo feed checked as plain RSS gets this error for every item.",
         fix="Remove the attribute, fix its spelling (attribute names are case-sensitive), or put "
             "your own in a namespace.",
         reference=f"{SPEC}, “Extending RSS”; W3C Feed Validator, UnexpectedAttribute",
         en="<{name}> has the attribute {attribute}, which RSS 2.0 does not define",
         ru="у <{name}> атрибут {attribute}, которого нет в RSS 2.0"),
    rule("unexpected-text", "error", "both",
         title="Text where only elements belong",
         explanation="rss, channel, item, image and similar containers hold elements, not text. Stray "
                     "text is usually a broken tag or a value typed outside its element.",
         fix="Move the text into the element it belongs to, or delete it.",
         reference=f"{SPEC}, “Required channel elements”; W3C Feed Validator, UnexpectedText",
         en="text “{text}” directly inside <{name}>",
         ru="текст «{text}» прямо внутри <{name}>"),
    rule("item-title-or-description", "error", "rss",
         title="Item has neither title nor description",
         explanation="All item elements are optional, but at least one of title or description must be "
                     "present (Turbo pages take their title from <h1>, so the Turbo profile does not ask "
                     "for this).",
         fix="Add a <title> or a <description>.",
         reference=f"{SPEC}, “Elements of <item>”",
         en="the item has neither <title> nor <description>",
         ru="у элемента item нет ни <title>, ни <description>"),
    rule("item-guid-missing", "warning", "rss",
         title="Item without a guid",
         explanation="Readers tell new items from ones already shown by their guid; without one they "
                     "guess from the link or title, and an edited title shows the item again as new.",
         fix="Add <guid> with the item's permanent URL (or any unique id with isPermaLink=\"false\").",
         reference=f"{PROFILE}, “guid”: “an item should include a guid”; W3C Feed Validator, MissingGuid",
         en="the item has no <guid>; readers may show it again as new when it changes",
         ru="у элемента item нет <guid>; при изменении читатели могут снова показать его как новый"),
    rule("date-invalid", "error", "both",
         title="Date is not RFC-822",
         explanation="RSS dates are RFC-822 date-times: an English day and month, a four-digit year, "
                     "hours, minutes, seconds and a zone, such as “Tue, 21 Apr 2015 14:15:00 +0300”. "
                     "ISO dates (2015-04-21T14:15:00) and Russian names are not read.",
         fix="Rewrite the date in RFC-822 form (the message suggests it when the value is a date at all).",
         reference=DATE_REF + "; Yandex Turbo requirements (seeds/000), pubDate",
         en="{name} “{value}” is not an RFC-822 date; write it as “{example}”",
         ru="{name} «{value}» — не дата в формате RFC-822; запишите её как «{example}»"),
    rule("date-zone", "error", "both",
         title="Date has no valid time zone",
         explanation="An RFC-822 date ends with a zone: a numeric offset such as +0300, or GMT/UT and the "
                     "US zone names. MSK or UTC+3 are not RFC-822 zones, and a date without a zone is "
                     "read in an arbitrary one.",
         fix="End the date with a numeric offset, for Moscow +0300.",
         reference=DATE_REF,
         en="{name} “{value}” has no valid RFC-822 time zone (use an offset such as +0300)",
         ru="в {name} «{value}» нет допустимого часового пояса RFC-822 (укажите смещение, например +0300)"),
    rule("date-two-digit-year", "warning", "both",
         title="Two-digit year",
         explanation="RSS allows a two-digit year but prefers four digits; readers disagree on the "
                     "century of “15”.",
         fix="Write the year with four digits.",
         reference=f"{SPEC}, “Optional channel elements” (pubDate); TURBO.md, “Item”",
         en="{name} “{value}” has a two-digit year; write four digits",
         ru="в {name} «{value}» год из двух цифр; пишите четыре"),
    rule("date-day-of-week", "error", "both",
         title="Day of the week does not match the date",
         explanation="The weekday in an RFC-822 date must be the day that date falls on. A mismatch "
                     "means the date was assembled by hand or by a broken template, and readers may "
                     "trust either half.",
         fix="Correct the weekday (or the date); the editor's date field writes both together.",
         reference=DATE_REF + "; TURBO.md, “Item” (pubDate)",
         en="{name} “{value}” says {day}, but that date is a {actual}",
         ru="в {name} «{value}» указан день недели {day}, а на самом деле это {actual}"),
    rule("date-implausible", "warning", "both",
         title="Implausible date",
         explanation="A date before 1990 or more than a year ahead is almost always a typo or a zero "
                     "timestamp; readers sort and hide items by it.",
         fix="Check the year.",
         reference=f"{SPEC}, “<pubDate> sub-element of <item>”",
         en="{name} “{value}” is implausibly far in the past or future",
         ru="дата в {name} («{value}») неправдоподобно далеко в прошлом или в будущем"),
    rule("url-relative", "error", "both",
         title="Relative URL",
         explanation="Links and URLs in RSS must begin with an IANA-registered scheme such as http:// "
                     "or https://. A feed is read far from the site, so a relative address points "
                     "nowhere.",
         fix="Write the full address, starting with https://.",
         reference=f"{SPEC}, “Comments” (link and url elements)",
         en="{name} “{value}” is a relative URL; write the full address with https://",
         ru="{name} «{value}» — относительный адрес; укажите полный адрес с https://"),
    rule("url-invalid", "error", "both",
         title="Not a valid URL",
         explanation="The value is not an absolute URL: no host after http://, a malformed tag: or urn: "
                     "identifier, or a scheme that is not a scheme.",
         fix="Correct the address.",
         reference=f"{SPEC}, “Comments”; RFC 3986; RFC 4151 (tag:); RFC 8141 (urn:)",
         en="{name} “{value}” is not a valid URL",
         ru="{name} «{value}» — некорректный адрес"),
    rule("url-character", "error", "both",
         title="Character a URL must encode",
         explanation="A URL holds only letters, digits and a few punctuation marks as they are; a space, "
                     "quotes, < >, { }, |, \\, ^, [ ] and the backtick are written percent-encoded "
                     "(a space is %20). Readers cut the address at such a character or refuse it.",
         fix="Percent-encode the character (the message shows how).",
         reference=f"{SPEC}, “Comments”; RFC 3986 §2; W3C Feed Validator, InvalidUriChar",
         en="{name} “{value}” contains “{char}”, which a URL writes as {encoded}",
         ru="в {name} «{value}» есть символ «{char}», который в адресе пишется как {encoded}"),
    rule("url-iri", "error", "both",
         title="Letters beyond ASCII in a URL",
         explanation="RSS links are URLs, and a URL is ASCII: Cyrillic (or other) letters in the path "
                     "are percent-encoded and a domain such as пример.рф is written in punycode "
                     "(xn--e1afmkfd.xn--p1ai). Turbo also counts its 243-character limit in ASCII.",
         fix="Write the address encoded, e.g. /%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8 for /новости.",
         reference=f"{SPEC}, “Comments”; RFC 3987 §3.1 (mapping IRIs to URIs); W3C Feed Validator, UriNotIri",
         en="{name} “{value}” contains letters beyond ASCII; percent-encode them (and write the domain "
            "in punycode)",
         ru="в {name} «{value}» есть символы не из ASCII; закодируйте их (percent-encoding), а домен "
            "запишите в punycode"),
    rule("url-scheme", "warning", "both",
         title="URL scheme IANA does not register",
         explanation="The address starts with a scheme that is not in IANA's registry of URI schemes, so "
                     "most readers cannot open it.",
         fix="Use an http:// or https:// address where one exists.",
         reference=f"{SPEC}, “Comments” (link and url elements); IANA URI Schemes registry",
         en="{name} “{value}” uses the scheme “{scheme}:”, which IANA does not register",
         ru="в {name} «{value}» схема «{scheme}:», которой нет в реестре IANA"),
    rule("email-invalid", "error", "rss",
         title="Not an e-mail address",
         explanation="managingEditor, webMaster and author hold an e-mail address, optionally followed by "
                     "a name in parentheses: “geo@herald.com (George Matesky)”. (Turbo accepts a plain "
                     "name as author, so the Turbo profile does not check this.)",
         fix="Write the address first, then the name in parentheses.",
         reference=f"{SPEC}, “Optional channel elements”, “<author> sub-element of <item>”",
         en="{name} “{value}” is not an e-mail address such as “name@example.com (Name)”",
         ru="{name} «{value}» — не адрес электронной почты вида «name@example.com (Имя)»"),
    rule("image-size", "error", "both",
         title="Channel image width or height out of range",
         explanation="image/width is a whole number of pixels from 1 to 144 (default 88), image/height "
                     "from 1 to 400 (default 31).",
         fix="Use a smaller image or correct the number.",
         reference=f"{SPEC}, “<image> sub-element of <channel>”",
         en="image {name} “{value}” must be a whole number from 1 to {limit}",
         ru="значение {name} у image («{value}») должно быть целым числом от 1 до {limit}"),
    rule("ttl-invalid", "error", "both",
         title="ttl is not a number of minutes",
         explanation="ttl is how many minutes a channel may be cached: a whole number, at least 1 "
                     "(readers take 0, like a missing ttl, as no advice at all; leave ttl out instead).",
         fix="Write a number such as 60, or remove ttl.",
         reference=f"{SPEC}, “<ttl> sub-element of <channel>”; W3C Feed Validator, InvalidPositiveInteger",
         en="ttl “{value}” must be a whole number of minutes, at least 1",
         ru="значение ttl («{value}») должно быть целым числом минут, не меньше 1"),
    rule("skip-hours-invalid", "error", "both",
         title="skipHours hour out of range",
         explanation="Each <hour> is a whole number from 0 to 23, an hour in GMT.",
         fix="Correct the hour.",
         reference=f"{SPEC}, “Optional channel elements” (skipHours)",
         en="skipHours hour “{value}” must be a whole number from 0 to 23",
         ru="час «{value}» в skipHours должен быть целым числом от 0 до 23"),
    rule("skip-hours-duplicate", "error", "both",
         title="skipHours lists an hour twice",
         explanation="skipHours holds up to 24 different hours; a repeated one is a mistake.",
         fix="Delete the repeated <hour>.",
         reference=f"{SPEC}, “Optional channel elements” (skipHours)",
         en="skipHours lists hour {value} more than once",
         ru="в skipHours час {value} указан больше одного раза"),
    rule("skip-hours-midnight", "warning", "both",
         title="skipHours hour 24",
         explanation="Hours run from 0 to 23; midnight is 0. Some readers take 24 for midnight, others "
                     "ignore it.",
         fix="Write 0 instead of 24.",
         reference=f"{SPEC}, “Optional channel elements” (skipHours); W3C Feed Validator, UseZeroForMidnight",
         en="skipHours hour {value}: write midnight as 0",
         ru="час {value} в skipHours: полночь пишется как 0"),
    rule("skip-too-many", "error", "both",
         title="More hours or days than there are",
         explanation="skipHours lists at most the 24 hours of a day, skipDays at most the 7 days of a week.",
         fix="Delete the extra entries (duplicates usually).",
         reference=f"{SPEC}, “Optional channel elements” (skipHours, skipDays)",
         en="<{name}> has {count} entries; there are only {most}",
         ru="в <{name}> {count} записей, а их может быть не больше {most}"),
    rule("skip-days-invalid", "error", "both",
         title="skipDays day is not a day name",
         explanation="Each <day> is Monday, Tuesday, Wednesday, Thursday, Friday, Saturday or Sunday, "
                     "in English, capitalised.",
         fix="Write the English day name with a capital letter.",
         reference=f"{SPEC}, “Optional channel elements” (skipDays)",
         en="skipDays day “{value}” must be Monday ... Sunday",
         ru="день «{value}» в skipDays должен быть одним из Monday ... Sunday"),
    rule("skip-days-duplicate", "error", "both",
         title="skipDays lists a day twice",
         explanation="skipDays holds up to seven different days; a repeated one is a mistake.",
         fix="Delete the repeated <day>.",
         reference=f"{SPEC}, “Optional channel elements” (skipDays)",
         en="skipDays lists {value} more than once",
         ru="в skipDays день {value} указан больше одного раза"),
    rule("cloud-invalid", "error", "both",
         title="cloud port is not a port number",
         explanation="cloud's port is the port of the notification service: a whole number from 1 to "
                     "65535.",
         fix="Write the port number, e.g. 80.",
         reference=f"{SPEC}, “<cloud> sub-element of <channel>”",
         en="cloud {attribute}=\"{value}\" is not a port number from 1 to 65535",
         ru="cloud {attribute}=\"{value}\" — не номер порта от 1 до 65535"),
    rule("cloud-doubtful", "warning", "both",
         title="Unusual cloud value",
         explanation="cloud names a host (domain), a path starting with /, and a protocol: xml-rpc, soap "
                     "or http-post. Other values are accepted by some readers and misread by others.",
         fix="Check the attribute named in the message against the cloud service's documentation.",
         reference=f"{SPEC}, “<cloud> sub-element of <channel>”",
         en="cloud {attribute}=\"{value}\" is not what the RSS 2.0 specification describes",
         ru="cloud {attribute}=\"{value}\" не соответствует описанию в спецификации RSS 2.0"),
    rule("text-input-name", "error", "both",
         title="textInput name is not a form field name",
         explanation="textInput's name is the name of the form field the text goes to; it starts with "
                     "a letter.",
         fix="Write a field name such as q.",
         reference=f"{SPEC}, “<textInput> sub-element of <channel>”; W3C Feed Validator, "
                   "InvalidFormComponentName",
         en="textInput name “{value}” is not a form field name (it starts with a letter)",
         ru="name у textInput («{value}») — не имя поля формы (оно начинается с буквы)"),
    rule("image-link-mismatch", "warning", "rss",
         title="Channel image links elsewhere than the channel",
         explanation="The channel image is shown as a link to the site; RSS 2.0 says its link should "
                     "have the same value as the channel's link.",
         fix="Make image/link the same as the channel link.",
         reference=f"{SPEC}, “<image> sub-element of <channel>”: “in practice the image <title> and <link> "
                   "should have the same value as the channel's <title> and <link>”; W3C Feed Validator, "
                   "ImageLinkDoesntMatch",
         en="image link “{value}” differs from the channel link “{channel}”",
         ru="ссылка изображения «{value}» не совпадает со ссылкой канала «{channel}»"),
    rule("enclosure-url", "error", "both",
         title="enclosure url is not a plain http(s) address",
         explanation="Podcast clients and readers download an enclosure from its url, which must be a "
                     "full http:// or https:// address with a host name (ftp:, relative paths and "
                     "addresses with spaces are not fetched).",
         fix="Write the file's full https:// address.",
         reference=f"{SPEC}, “<enclosure> sub-element of <item>” (“url says where the enclosure is located”, "
                   "http only); W3C Feed Validator, InvalidURLAttribute",
         en="enclosure url “{value}” must be a full http:// or https:// address",
         ru="url у enclosure («{value}») должен быть полным адресом http:// или https://"),
    rule("enclosure-length", "error", "both",
         title="enclosure length is not a number of bytes",
         explanation="enclosure/@length is the file size in bytes: a whole, non-negative number "
                     "without units.",
         fix="Write the size in bytes, e.g. length=\"12216320\" (use 0 if unknown).",
         reference=f"{SPEC}, “<enclosure> sub-element of <item>”",
         en="enclosure length “{value}” must be a whole number of bytes",
         ru="атрибут length у enclosure («{value}») должен быть целым числом байт"),
    rule("enclosure-type", "error", "both",
         title="enclosure type is not a MIME type",
         explanation="enclosure/@type is a standard MIME type such as audio/mpeg or video/mp4.",
         fix="Write the file's MIME type.",
         reference=f"{SPEC}, “<enclosure> sub-element of <item>”",
         en="enclosure type “{value}” is not a MIME type such as audio/mpeg",
         ru="атрибут type у enclosure («{value}») — не MIME-тип вида audio/mpeg"),
    rule("enclosure-multiple", "warning", "rss",
         title="More than one enclosure in an item",
         explanation="Readers and podcast clients handle only one enclosure per item; the others are "
                     "dropped.",
         fix="Keep one enclosure per item; put other files in separate items or in media: elements.",
         reference=f"{PROFILE}, “enclosure”",
         en="the item has {count} enclosures; readers use only one",
         ru="в элементе item {count} вложений enclosure, а читатели используют только одно"),
    rule("guid-permalink", "error", "both",
         title="Permalink guid is not a URL",
         explanation="A guid is a permalink unless isPermaLink=\"false\" says otherwise (the default is "
                     "true), and a permalink must be a URL a browser can open: not a bare number, and "
                     "not a tag: or urn:uuid: identifier, which are fine with isPermaLink=\"false\".",
         fix="Make the guid the item's full URL, or add isPermaLink=\"false\".",
         reference=f"{SPEC}, “<guid> sub-element of <item>”",
         en="guid “{value}” is a permalink (isPermaLink defaults to true) but not a URL; add "
            "isPermaLink=\"false\" or use the item's URL",
         ru="guid «{value}» считается постоянной ссылкой (isPermaLink по умолчанию true), но это не "
            "адрес; добавьте isPermaLink=\"false\" или укажите адрес страницы"),
    rule("boolean-invalid", "error", "both",
         title="Not true or false",
         explanation="isPermaLink, item@turbo and turbo:extendedHtml take the words true or false, in "
                     "lower case.",
         fix="Write true or false.",
         reference=f"{SPEC}, “<guid>”; Yandex Turbo requirements (seeds/000), item",
         en="{name} is “{value}”; write true or false",
         ru="{name} имеет значение «{value}»; пишите true или false"),
    rule("category-domain", "warning", "both",
         title="Empty category domain",
         explanation="category/@domain names the taxonomy the category belongs to. Present but empty, it "
                     "says nothing.",
         fix="Name the taxonomy (often a URL), or remove the attribute.",
         reference=f"{SPEC}, “<category> sub-element of <item>”",
         en="category has an empty domain attribute",
         ru="у category пустой атрибут domain"),
    rule("language-invalid", "error", "both",
         title="Not a language code",
         explanation="channel/language is a language code: RSS accepts the Netscape list and W3C codes "
                     "such as ru or en-us (a hyphen, not an underscore); Turbo asks for ISO 639-1.",
         fix="Write the two-letter code, for Russian ru.",
         reference=f"{SPEC}, “Optional channel elements” (language); Yandex Turbo requirements (seeds/000)",
         en="language “{value}” is not a language code such as ru or en-us",
         ru="language «{value}» — не код языка вида ru или en-us"),
    rule("html-in-text", "warning", "both",
         title="HTML in a plain-text field",
         explanation="Titles, categories, authors and similar fields are plain text: tags and character "
                     "references such as &#239; show up literally (usually the value was escaped twice).",
         fix="Remove the markup and write the characters themselves.",
         reference=f"{SPEC}, “Elements of <item>”; W3C Feed Validator, ContainsHTML",
         en="{name} contains HTML markup “{markup}”; it is plain text",
         ru="в {name} есть HTML-разметка «{markup}», а это поле — простой текст"),
    rule("security-risk", "warning", "both",
         title="HTML that readers will not run",
         explanation="description and content:encoded are shown inside other people's pages. Scripts, "
                     "plug-ins (object, embed), frames, meta refreshes, event handlers (onclick, "
                     "onsubmit) and javascript: links are stripped by careful readers and abused through "
                     "careless ones.",
         fix="Remove the element or attribute named in the message.",
         reference="W3C Feed Validator, SecurityRisk; RSS Best Practices Profile, “description”",
         en="{name} contains {markup}, which feed readers strip as unsafe",
         ru="{name} содержит {markup}: читатели лент вырезают это как небезопасное"),
    rule("html-relative-url", "warning", "rss",
         title="Relative address inside the HTML of an item",
         explanation="A reader shows the item's HTML far from the site, so <a href=\"/page\"> and <img "
                     "src=\"pic.jpg\"> point at the reader, not at the site: the link goes nowhere and "
                     "the picture is missing. xml:base on the item (or above) gives them a base; a "
                     "#fragment or a //host address is fine.",
         fix="Write full https:// addresses in the HTML, or add xml:base=\"https://your.site/\" to the "
             "item.",
         reference=f"{PROFILE}, “description”: relative URLs; W3C Feed Validator, ContainsRelRef",
         en="{name} has <{tag}> with the relative address “{value}” ({count}× in all); readers resolve it "
            "against nothing",
         ru="в {name} у <{tag}> относительный адрес «{value}» (всего {count}×); читателю не от чего его "
            "отсчитывать"),
    rule("dangerous-style", "warning", "both",
         title="CSS that can cover the reader's page",
         explanation="style attributes with position:absolute or fixed (or CSS expressions) can draw "
                     "over the reader's own interface, or hide a tracking pixel.",
         fix="Remove the positioning from the style attribute.",
         reference="W3C Feed Validator, DangerousStyleAttr",
         en="{name} has a style attribute that can cover the page: “{style}”",
         ru="в {name} атрибут style может перекрыть страницу: «{style}»"),
    rule("duplicate-guid", "error", "both",
         title="Two items share a guid",
         explanation="A guid identifies one item; readers use it to tell new items from seen ones. A "
                     "shared guid hides one of the items.",
         fix="Give each item its own guid (usually its own URL).",
         reference=f"{SPEC}, “<guid> sub-element of <item>”",
         en="guid “{value}” is already used by item {first}",
         ru="guid «{value}» уже используется в элементе item {first}"),
    rule("duplicate-link", "warning", "both", turbo_severity="error",
         title="Two items share a link",
         explanation="Each item should describe its own page. Turbo requires one article per URL: items "
                     "with the same link replace each other.",
         fix="Point each item at its own page, or merge the items.",
         reference="Yandex Turbo requirements (seeds/000), link: “A URL must contain one article”",
         en="link “{value}” is already used by item {first}",
         ru="ссылка «{value}» уже используется в элементе item {first}"),
    rule("atom-self-missing", "warning", "rss",
         title="No atom:link rel=\"self\"",
         explanation="The RSS Best Practices Profile and the publisher guide recommend naming the feed's "
                     "own URL with <atom:link href=\"...\" rel=\"self\" type=\"application/rss+xml\"/>, so "
                     "readers keep subscribers on one address when the feed moves.",
         fix="Add atom:link with rel=\"self\" and the feed's URL (the channel form has a field for it).",
         reference=f"{PROFILE}, “atom:link”; Yahoo! publisher guide (seeds/001)",
         en="the channel has no atom:link rel=\"self\" naming the feed's own URL",
         ru="в channel нет atom:link rel=\"self\" с адресом самой ленты"),
    rule("atom-self-invalid", "warning", "both",
         title="Malformed atom:link rel=\"self\"",
         explanation="atom:link rel=\"self\" needs an absolute href and, for an RSS feed, "
                     "type=\"application/rss+xml\"; one self link per channel.",
         fix="Correct the attribute named in the message.",
         reference=f"{PROFILE}, “atom:link”; RFC 4287 §4.2.7",
         en="atom:link rel=\"self\" has a bad {attribute}: “{value}”",
         ru="у atom:link rel=\"self\" неверный атрибут {attribute}: «{value}»"),
)
