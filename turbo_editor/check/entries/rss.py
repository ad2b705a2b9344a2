"""Catalog: RSS 2.0 (the RSS 2.0 specification) and the RSS Best Practices Profile.

References are whole literals marked with N_, not built from parts: Babel extracts only literals,
and the translator sees each reference as the reader will.
"""

from ...messages import N_
from ..rule import rule

RULES = (
    rule("rss-root", "error", "both",
         title=N_("The root element is not <rss>"),
         explanation=N_("An RSS 2.0 document is an <rss> element without a namespace. RSS 1.0 (rdf:RDF), "
                        "Atom and HTML pages are other formats; an <rss> in a namespace is not RSS either."),
         fix=N_("Start the feed with <rss version=\"2.0\"> and put one <channel> inside it."),
         reference=N_("RSS 2.0 specification, “What is RSS?”"),
         message=N_("the root element is <{found}>; an RSS 2.0 feed starts with <rss version=\"2.0\">")),
    rule("rss-version", "error", "both",
         title=N_("Wrong rss version"),
         explanation=N_("The version attribute says which RSS the file follows. RSS 2.0 files say 2.0; "
                        "0.91 and 0.92 files are valid 2.0 files too. Turbo requires 2.0."),
         fix=N_("Set version=\"2.0\" on <rss>."),
         reference=N_("RSS 2.0 specification, “What is RSS?” and “Extending RSS”; Yandex Turbo requirements, "
                      "“Description of RSS 2.0 elements”"),
         message=N_("rss version=\"{value}\" is not allowed here (expected {allowed})")),
    rule("rss-doctype", "error", "rss",
         title=N_("RSS 0.91 DOCTYPE on a feed of another version"),
         explanation=N_("The Netscape DOCTYPE declares an RSS 0.91 document; a feed that says another "
                        "version contradicts it."),
         fix=N_("Remove the DOCTYPE (RSS 2.0 has none) or make the version 0.91."),
         reference=N_("RSS 2.0 specification, “About this document”; W3C Feed Validator, InvalidDoctype"),
         message=N_("the RSS 0.91 DOCTYPE does not fit rss version=\"{value}\"")),
    rule("missing-element", "error", "both",
         title=N_("Required element missing"),
         explanation=N_("RSS 2.0 requires title, link and description in the channel, url/title/link in "
                        "image and four children in textInput. The Turbo profile also requires link, "
                        "pubDate and turbo:content in every item shown as a Turbo page."),
         fix=N_("Add the element named in the message."),
         reference=N_("RSS 2.0 specification, “Required channel elements”, “<image>”, “<textInput>”; Yandex Turbo "
                      "requirements, “Sending the information about the page”"),
         message=N_("<{parent}> has no <{name}>, which is required")),
    rule("missing-attribute", "error", "both",
         title=N_("Required attribute missing"),
         explanation=N_("Some elements carry their data in attributes: enclosure needs url, length and "
                        "type; source needs url; cloud needs all five; rss needs version; a Turbo counter "
                        "needs type."),
         fix=N_("Add the attribute named in the message."),
         reference=N_("RSS 2.0 specification, “<enclosure>”, “<source>”, “<cloud>”"),
         message=N_("<{name}> has no {attribute} attribute, which is required")),
    rule("empty-required", "error", "both",
         title=N_("Required value is empty"),
         explanation=N_("The element is there but says nothing. An empty channel title or link, an empty "
                        "item link or turbo:content is as good as a missing one."),
         fix=N_("Fill in the value, or remove the element if it is optional."),
         reference=N_("RSS 2.0 specification, “Required channel elements”"),
         message=N_("<{name}> is empty, but a value is required")),
    rule("blank-element", "warning", "both",
         title=N_("Optional element present but blank"),
         explanation=N_("An empty <title/>, <author/> or <category/> adds nothing and some readers show it "
                        "as a blank line or an empty byline."),
         fix=N_("Fill it in or remove it."),
         reference=N_("RSS 2.0 specification, “Elements of <item>”; W3C Feed Validator, NotBlank"),
         message=N_("<{name}> is present but blank")),
    rule("channel-description-empty", "warning", "rss",
         title=N_("Empty channel description"),
         explanation=N_("RSS 2.0 requires a channel description: a phrase or sentence saying what the "
                        "channel is. An empty one breaks no reader, but directories and readers show a "
                        "blank where it belongs."),
         fix=N_("Describe the channel in a sentence."),
         reference=N_("RSS 2.0 specification, “Required channel elements” (description)"),
         message=N_("the channel <description> is empty; describe the channel in a phrase or sentence")),
    rule("text-child-element", "error", "both",
         title=N_("Markup written as XML elements inside a text field"),
         explanation=N_("Titles, descriptions, authors, dates, links and similar fields hold text. An element "
                        "inside one (<title>Hi <b>there</b></title>) is XML markup, not HTML: readers and "
                        "Yandex drop it or the whole value. HTML belongs escaped or inside CDATA, and only "
                        "where HTML is allowed (description, content:encoded, turbo:content)."),
         fix=N_("Remove the inner element, or, in a description, put the HTML inside <![CDATA[ ... ]]>."),
         reference=N_("RSS 2.0 specification, “Elements of <item>”, “Required channel elements”; W3C Feed "
                      "Validator, UndefinedElement"),
         message=N_("<{name}> holds the element <{child}>; it is a text field")),
    rule("duplicate-element", "error", "both",
         title=N_("Element that may appear once is repeated"),
         explanation=N_("A channel has one title, one link, one language...; an item one title, one link, "
                        "one guid, one pubDate, one turbo:content. With two, each reader picks a different "
                        "one."),
         fix=N_("Keep one and delete the others."),
         reference=N_("RSS 2.0 specification, “Required channel elements”, “Optional channel elements”, “Elements "
                      "of <item>”"),
         message=N_("<{parent}> has more than one <{name}>")),
    rule("unknown-element", "error", "both",
         title=N_("Element RSS 2.0 does not define"),
         explanation=N_("RSS 2.0 allows elements it does not describe only if they are in a namespace. An "
                        "unknown element without one (a typo such as <pubdate>, or <blink>) is ignored by "
                        "readers and is an error. The Turbo profile also accepts <metrics> in items."),
         fix=N_("Fix the spelling (element names are case-sensitive), or put your own element in a "
                "namespace."),
         reference=N_("RSS 2.0 specification, “Extending RSS”"),
         message=N_("<{name}> is not an RSS 2.0 element of <{parent}>")),
    rule("unknown-attribute", "error", "both",
         title=N_("Attribute RSS 2.0 does not define"),
         explanation=N_("RSS 2.0 defines a few attributes (rss@version, guid@isPermaLink, category@domain, "
                        "enclosure's url, length and type, source@url, cloud's five); other attributes are "
                        "allowed only in a namespace. The Turbo profile also accepts item@turbo, which is "
                        "why a Turbo feed checked as plain RSS gets this error for every item."),
         fix=N_("Remove the attribute, fix its spelling (attribute names are case-sensitive), or put "
                "your own in a namespace."),
         reference=N_("RSS 2.0 specification, “Extending RSS”; W3C Feed Validator, UnexpectedAttribute"),
         message=N_("<{name}> has the attribute {attribute}, which RSS 2.0 does not define")),
    rule("unexpected-text", "error", "both",
         title=N_("Text where only elements belong"),
         explanation=N_("rss, channel, item, image and similar containers hold elements, not text. Stray "
                        "text is usually a broken tag or a value typed outside its element."),
         fix=N_("Move the text into the element it belongs to, or delete it."),
         reference=N_("RSS 2.0 specification, “Required channel elements”; W3C Feed Validator, UnexpectedText"),
         message=N_("text “{text}” directly inside <{name}>")),
    rule("item-title-or-description", "error", "rss",
         title=N_("Item has neither title nor description"),
         explanation=N_("All item elements are optional, but at least one of title or description must be "
                        "present (Turbo pages take their title from <h1>, so the Turbo profile does not ask "
                        "for this)."),
         fix=N_("Add a <title> or a <description>."),
         reference=N_("RSS 2.0 specification, “Elements of <item>”"),
         message=N_("the item has neither <title> nor <description>")),
    rule("item-guid-missing", "warning", "rss",
         title=N_("Item without a guid"),
         explanation=N_("Readers tell new items from ones already shown by their guid; without one they "
                        "guess from the link or title, and an edited title shows the item again as new."),
         fix=N_("Add <guid> with the item's permanent URL (or any unique id with isPermaLink=\"false\")."),
         reference=N_("RSS Best Practices Profile (rssboard.org/rss-profile), “guid”: “an item should include a "
                      "guid”; W3C Feed Validator, MissingGuid"),
         message=N_("the item has no <guid>; readers may show it again as new when it changes")),
    rule("date-invalid", "error", "both",
         title=N_("Date is not RFC-822"),
         explanation=N_("RSS dates are RFC-822 date-times: an English day and month, a four-digit year, "
                        "hours, minutes, seconds and a zone, such as “Tue, 21 Apr 2015 14:15:00 +0300”. "
                        "ISO dates (2015-04-21T14:15:00) and Russian names are not read."),
         fix=N_("Rewrite the date in RFC-822 form (the message suggests it when the value is a date at all)."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (pubDate) and “<pubDate> sub-element of "
                      "<item>”; RFC 822 §5; Yandex Turbo requirements, “Sending the information about the page”, "
                      "pubDate"),
         message=N_("{name} “{value}” is not an RFC-822 date; write it as “{example}”")),
    rule("date-zone", "error", "both",
         title=N_("Date has no valid time zone"),
         explanation=N_("An RFC-822 date ends with a zone: a numeric offset such as +0300, or GMT/UT and the "
                        "US zone names. MSK or UTC+3 are not RFC-822 zones, and a date without a zone is "
                        "read in an arbitrary one."),
         fix=N_("End the date with a numeric offset, for Moscow +0300."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (pubDate) and “<pubDate> sub-element of "
                      "<item>”; RFC 822 §5"),
         message=N_("{name} “{value}” has no valid RFC-822 time zone (use an offset such as +0300)")),
    rule("date-no-such-day", "error", "both",
         title=N_("Date names a day the month does not have"),
         explanation=N_("The date is written in RFC-822 form, but the day does not exist in that month "
                        "(31 April, 29 February of a common year, day 0): readers drop the date or show "
                        "another one."),
         fix=N_("Write the day the article was published."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (pubDate) and “<pubDate> sub-element of "
                      "<item>”; RFC 822 §5"),
         message=N_("{name} “{value}”: {month} {year} has no day {day}")),
    rule("date-no-such-time", "error", "both",
         title=N_("Date names a time of day that does not exist"),
         explanation=N_("The date is written in RFC-822 form, but its time is not a time of day: hours go "
                        "from 00 to 23, minutes and seconds from 00 to 59 (60 for a leap second)."),
         fix=N_("Write the time the article was published; midnight is 00:00, not 24:00."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (pubDate) and “<pubDate> sub-element of "
                      "<item>”; RFC 822 §5"),
         message=N_("{name} “{value}”: {time} is not a time of day (hours 00–23, minutes and seconds 00–59)")),
    rule("date-two-digit-year", "warning", "both",
         title=N_("Two-digit year"),
         explanation=N_("RSS allows a two-digit year but prefers four digits; readers disagree on the "
                        "century of “15”."),
         fix=N_("Write the year with four digits."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (pubDate); Yandex Turbo requirements, "
                      "“Sending the information about the page”, pubDate"),
         message=N_("{name} “{value}” has a two-digit year; write four digits")),
    rule("date-day-of-week", "error", "both",
         title=N_("Day of the week does not match the date"),
         explanation=N_("The weekday in an RFC-822 date must be the day that date falls on. A mismatch "
                        "means the date was assembled by hand or by a broken template, and readers may "
                        "trust either half."),
         fix=N_("Correct the weekday (or the date); the editor's date field writes both together."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (pubDate) and “<pubDate> sub-element of "
                      "<item>”; RFC 822 §5; Yandex Turbo requirements, “Sending the information about the page”, "
                      "pubDate"),
         message=N_("{name} “{value}” says {day}, but that date is a {actual}")),
    rule("date-implausible", "warning", "both",
         title=N_("Implausible date"),
         explanation=N_("A date before 1990 or more than a year ahead is almost always a typo or a zero "
                        "timestamp; readers sort and hide items by it."),
         fix=N_("Check the year."),
         reference=N_("RSS 2.0 specification, “<pubDate> sub-element of <item>”"),
         message=N_("{name} “{value}” is implausibly far in the past or future")),
    rule("url-relative", "error", "both",
         title=N_("Relative URL"),
         explanation=N_("Links and URLs in RSS must begin with an IANA-registered scheme such as http:// "
                        "or https://. A feed is read far from the site, so a relative address points "
                        "nowhere."),
         fix=N_("Write the full address, starting with https://."),
         reference=N_("RSS 2.0 specification, “Comments” (link and url elements)"),
         message=N_("{name} “{value}” is a relative URL; write the full address with https://")),
    rule("url-invalid", "error", "both",
         title=N_("Not a valid URL"),
         explanation=N_("The value is not an absolute URL: no host after http://, a malformed tag: or urn: "
                        "identifier, or a scheme that is not a scheme."),
         fix=N_("Correct the address."),
         reference=N_("RSS 2.0 specification, “Comments”; RFC 3986; RFC 4151 (tag:); RFC 8141 (urn:)"),
         message=N_("{name} “{value}” is not a valid URL")),
    rule("url-character", "error", "both",
         title=N_("Character a URL must encode"),
         explanation=N_("A URL holds only letters, digits and a few punctuation marks as they are; a space, "
                        "quotes, < >, { }, |, \\, ^, [ ] and the backtick are written percent-encoded "
                        "(a space is %20). Readers cut the address at such a character or refuse it."),
         fix=N_("Percent-encode the character (the message shows how)."),
         reference=N_("RSS 2.0 specification, “Comments”; RFC 3986 §2; W3C Feed Validator, InvalidUriChar"),
         message=N_("{name} “{value}” contains “{char}”, which a URL writes as {encoded}")),
    rule("url-iri", "error", "both",
         title=N_("Letters beyond ASCII in a URL"),
         explanation=N_("RSS links are URLs, and a URL is ASCII: Cyrillic (or other) letters in the path "
                        "are percent-encoded and a domain such as пример.рф is written in punycode "
                        "(xn--e1afmkfd.xn--p1ai). Turbo also counts its 243-character limit in ASCII."),
         fix=N_("Write the address encoded, e.g. /%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8 for /новости."),
         reference=N_("RSS 2.0 specification, “Comments”; RFC 3987 §3.1 (mapping IRIs to URIs); W3C Feed Validator, "
                      "UriNotIri"),
         message=N_("{name} “{value}” contains letters beyond ASCII; percent-encode them (and write the domain "
                      "in punycode)")),
    rule("url-scheme", "warning", "both",
         title=N_("URL scheme IANA does not register"),
         explanation=N_("The address starts with a scheme that is not in IANA's registry of URI schemes, so "
                        "most readers cannot open it."),
         fix=N_("Use an http:// or https:// address where one exists."),
         reference=N_("RSS 2.0 specification, “Comments” (link and url elements); IANA URI Schemes registry"),
         message=N_("{name} “{value}” uses the scheme “{scheme}:”, which IANA does not register")),
    rule("email-invalid", "error", "rss",
         title=N_("Not an e-mail address"),
         explanation=N_("managingEditor, webMaster and author hold an e-mail address, optionally followed by "
                        "a name in parentheses: “geo@herald.com (George Matesky)”. (Turbo accepts a plain "
                        "name as author, so the Turbo profile does not check this.)"),
         fix=N_("Write the address first, then the name in parentheses."),
         reference=N_("RSS 2.0 specification, “Optional channel elements”, “<author> sub-element of <item>”"),
         message=N_("{name} “{value}” is not an e-mail address such as “name@example.com (Name)”")),
    rule("image-size", "error", "both",
         title=N_("Channel image width or height out of range"),
         explanation=N_("image/width is a whole number of pixels from 1 to 144 (default 88), image/height "
                        "from 1 to 400 (default 31)."),
         fix=N_("Use a smaller image or correct the number."),
         reference=N_("RSS 2.0 specification, “<image> sub-element of <channel>”"),
         message=N_("image {name} “{value}” must be a whole number from 1 to {limit}")),
    rule("ttl-invalid", "error", "both",
         title=N_("ttl is not a number of minutes"),
         explanation=N_("ttl is how many minutes a channel may be cached: a whole number, at least 1 "
                        "(readers take 0, like a missing ttl, as no advice at all; leave ttl out instead)."),
         fix=N_("Write a number such as 60, or remove ttl."),
         reference=N_("RSS 2.0 specification, “<ttl> sub-element of <channel>”; W3C Feed Validator, "
                      "InvalidPositiveInteger"),
         message=N_("ttl “{value}” must be a whole number of minutes, at least 1")),
    rule("skip-hours-invalid", "error", "both",
         title=N_("skipHours hour out of range"),
         explanation=N_("Each <hour> is a whole number from 0 to 23, an hour in GMT."),
         fix=N_("Correct the hour."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (skipHours)"),
         message=N_("skipHours hour “{value}” must be a whole number from 0 to 23")),
    rule("skip-hours-duplicate", "error", "both",
         title=N_("skipHours lists an hour twice"),
         explanation=N_("skipHours holds up to 24 different hours; a repeated one is a mistake."),
         fix=N_("Delete the repeated <hour>."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (skipHours)"),
         message=N_("skipHours lists hour {value} more than once")),
    rule("skip-hours-midnight", "warning", "both",
         title=N_("skipHours hour 24"),
         explanation=N_("Hours run from 0 to 23; midnight is 0. Some readers take 24 for midnight, others "
                        "ignore it."),
         fix=N_("Write 0 instead of 24."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (skipHours); W3C Feed Validator, "
                      "UseZeroForMidnight"),
         message=N_("skipHours hour {value}: write midnight as 0")),
    rule("skip-too-many", "error", "both",
         title=N_("More hours or days than there are"),
         explanation=N_("skipHours lists at most the 24 hours of a day, skipDays at most the 7 days of a week."),
         fix=N_("Delete the extra entries (duplicates usually)."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (skipHours, skipDays)"),
         message=N_("<{name}> has {count} entries; there are only {most}")),
    rule("skip-days-invalid", "error", "both",
         title=N_("skipDays day is not a day name"),
         explanation=N_("Each <day> is Monday, Tuesday, Wednesday, Thursday, Friday, Saturday or Sunday, "
                        "in English, capitalised."),
         fix=N_("Write the English day name with a capital letter."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (skipDays)"),
         message=N_("skipDays day “{value}” must be Monday ... Sunday")),
    rule("skip-days-duplicate", "error", "both",
         title=N_("skipDays lists a day twice"),
         explanation=N_("skipDays holds up to seven different days; a repeated one is a mistake."),
         fix=N_("Delete the repeated <day>."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (skipDays)"),
         message=N_("skipDays lists {value} more than once")),
    rule("cloud-invalid", "error", "both",
         title=N_("cloud port is not a port number"),
         explanation=N_("cloud's port is the port of the notification service: a whole number from 1 to "
                        "65535."),
         fix=N_("Write the port number, e.g. 80."),
         reference=N_("RSS 2.0 specification, “<cloud> sub-element of <channel>”"),
         message=N_("cloud {attribute}=\"{value}\" is not a port number from 1 to 65535")),
    rule("cloud-doubtful", "warning", "both",
         title=N_("Unusual cloud value"),
         explanation=N_("cloud names a host (domain), a path starting with /, and a protocol: xml-rpc, soap "
                        "or http-post. Other values are accepted by some readers and misread by others."),
         fix=N_("Check the attribute named in the message against the cloud service's documentation."),
         reference=N_("RSS 2.0 specification, “<cloud> sub-element of <channel>”"),
         message=N_("cloud {attribute}=\"{value}\" is not what the RSS 2.0 specification describes")),
    rule("text-input-name", "error", "both",
         title=N_("textInput name is not a form field name"),
         explanation=N_("textInput's name is the name of the form field the text goes to; it starts with "
                        "a letter."),
         fix=N_("Write a field name such as q."),
         reference=N_("RSS 2.0 specification, “<textInput> sub-element of <channel>”; W3C Feed Validator, "
                      "InvalidFormComponentName"),
         message=N_("textInput name “{value}” is not a form field name (it starts with a letter)")),
    rule("image-link-mismatch", "warning", "rss",
         title=N_("Channel image links elsewhere than the channel"),
         explanation=N_("The channel image is shown as a link to the site; RSS 2.0 says its link should "
                        "have the same value as the channel's link."),
         fix=N_("Make image/link the same as the channel link."),
         reference=N_("RSS 2.0 specification, “<image> sub-element of <channel>”: “in practice the image <title> "
                      "and <link> should have the same value as the channel's <title> and <link>”; W3C Feed "
                      "Validator, ImageLinkDoesntMatch"),
         message=N_("image link “{value}” differs from the channel link “{channel}”")),
    rule("image-format", "warning", "rss",
         title=N_("Channel image in a format RSS does not name"),
         explanation=N_("RSS 2.0 says the channel image is a GIF, JPEG or PNG. Readers that follow it show "
                        "nothing for an icon, SVG or WebP file. Only the address's file extension is read: "
                        "an address without one is not judged."),
         fix=N_("Point image/url at a GIF, JPEG or PNG version of the logo."),
         reference=N_("RSS 2.0 specification, “<image> sub-element of <channel>”: “<url> is the URL of a GIF, "
                      "JPEG or PNG image that represents the channel”; W3C Feed Validator, ImageUrlFormat"),
         message=N_("the channel image “{value}” is a .{extension} file, not GIF, JPEG or PNG")),
    rule("enclosure-url", "error", "both",
         title=N_("enclosure url is not a plain http(s) address"),
         explanation=N_("Podcast clients and readers download an enclosure from its url, which must be a "
                        "full http:// or https:// address with a host name (ftp:, relative paths and "
                        "addresses with spaces are not fetched)."),
         fix=N_("Write the file's full https:// address."),
         reference=N_("RSS 2.0 specification, “<enclosure> sub-element of <item>” (url says where the enclosure is, "
                      "over http); W3C Feed Validator, InvalidURLAttribute"),
         message=N_("enclosure url “{value}” must be a full http:// or https:// address")),
    rule("enclosure-length", "error", "both",
         title=N_("enclosure length is not a number of bytes"),
         explanation=N_("enclosure/@length is the file size in bytes: a whole, non-negative number "
                        "without units."),
         fix=N_("Write the size in bytes, e.g. length=\"12216320\" (use 0 if unknown)."),
         reference=N_("RSS 2.0 specification, “<enclosure> sub-element of <item>”"),
         message=N_("enclosure length “{value}” must be a whole number of bytes")),
    rule("enclosure-type", "error", "both",
         title=N_("enclosure type is not a MIME type"),
         explanation=N_("enclosure/@type is a standard MIME type such as audio/mpeg or video/mp4."),
         fix=N_("Write the file's MIME type."),
         reference=N_("RSS 2.0 specification, “<enclosure> sub-element of <item>”"),
         message=N_("enclosure type “{value}” is not a MIME type such as audio/mpeg")),
    rule("enclosure-multiple", "warning", "rss",
         title=N_("More than one enclosure in an item"),
         explanation=N_("Readers and podcast clients handle only one enclosure per item; the others are "
                        "dropped."),
         fix=N_("Keep one enclosure per item; put other files in separate items or in media: elements."),
         reference=N_("RSS Best Practices Profile (rssboard.org/rss-profile), “enclosure”"),
         message=N_("the item has {count} enclosures; readers use only one")),
    rule("guid-permalink", "error", "both",
         title=N_("Permalink guid is not a URL"),
         explanation=N_("A guid is a permalink unless isPermaLink=\"false\" says otherwise (the default is "
                        "true), and a permalink must be a URL a browser can open: not a bare number, and "
                        "not a tag: or urn:uuid: identifier, which are fine with isPermaLink=\"false\"."),
         fix=N_("Make the guid the item's full URL, or add isPermaLink=\"false\"."),
         reference=N_("RSS 2.0 specification, “<guid> sub-element of <item>”"),
         message=N_("guid “{value}” is a permalink (isPermaLink defaults to true) but not a URL; add "
                      "isPermaLink=\"false\" or use the item's URL")),
    rule("boolean-invalid", "error", "both",
         title=N_("Not true or false"),
         explanation=N_("isPermaLink, item@turbo and turbo:extendedHtml take the words true or false, in "
                        "lower case."),
         fix=N_("Write true or false."),
         reference=N_("RSS 2.0 specification, “<guid> sub-element of <item>”; Yandex Turbo requirements, “Sending "
                      "information about the source site”, item"),
         message=N_("{name} is “{value}”; write true or false")),
    rule("category-domain", "warning", "both",
         title=N_("Empty category domain"),
         explanation=N_("category/@domain names the taxonomy the category belongs to. Present but empty, it "
                        "says nothing."),
         fix=N_("Name the taxonomy (often a URL), or remove the attribute."),
         reference=N_("RSS 2.0 specification, “<category> sub-element of <item>”"),
         message=N_("category has an empty domain attribute")),
    rule("language-invalid", "error", "both",
         title=N_("Not a language code"),
         explanation=N_("channel/language is a language code: RSS accepts the Netscape list and W3C codes "
                        "such as ru or en-us (a hyphen, not an underscore); Turbo asks for ISO 639-1."),
         fix=N_("Write the two-letter code, for Russian ru."),
         reference=N_("RSS 2.0 specification, “Optional channel elements” (language); Yandex Turbo requirements, "
                      "“Sending information about the source site”, language"),
         message=N_("language “{value}” is not a language code such as ru or en-us")),
    rule("html-in-text", "warning", "both",
         title=N_("HTML in a plain-text field"),
         explanation=N_("Titles, categories, authors and similar fields are plain text: tags and character "
                        "references such as &#239; show up literally (usually the value was escaped twice)."),
         fix=N_("Remove the markup and write the characters themselves."),
         reference=N_("RSS 2.0 specification, “Elements of <item>”; W3C Feed Validator, ContainsHTML"),
         message=N_("{name} contains HTML markup “{markup}”; it is plain text")),
    rule("security-risk", "warning", "both",
         title=N_("HTML that readers will not run"),
         explanation=N_("description and content:encoded are shown inside other people's pages. Scripts, "
                        "plug-ins (object, embed), frames, meta refreshes, event handlers (onclick, "
                        "onsubmit) and javascript: links are stripped by careful readers and abused through "
                        "careless ones."),
         fix=N_("Remove the element or attribute named in the message."),
         reference=N_("W3C Feed Validator, SecurityRisk; RSS Best Practices Profile, “description”"),
         message=N_("{name} contains {markup}, which feed readers strip as unsafe")),
    rule("html-relative-url", "warning", "rss",
         title=N_("Relative address inside the HTML of an item"),
         explanation=N_("A reader shows the item's HTML far from the site, so <a href=\"/page\"> and <img "
                        "src=\"pic.jpg\"> point at the reader, not at the site: the link goes nowhere and "
                        "the picture is missing. xml:base on the item (or above) gives them a base; a "
                        "#fragment or a //host address is fine."),
         fix=N_("Write full https:// addresses in the HTML, or add xml:base=\"https://your.site/\" to the "
                "item."),
         reference=N_("RSS Best Practices Profile (rssboard.org/rss-profile), “description”: relative URLs; W3C "
                      "Feed Validator, ContainsRelRef"),
         message=N_("{name} has <{tag}> with the relative address “{value}” ({count}× in all); readers resolve it "
                      "against nothing")),
    rule("dangerous-style", "warning", "both",
         title=N_("CSS that can cover the reader's page"),
         explanation=N_("style attributes with position:absolute or fixed (or CSS expressions) can draw "
                        "over the reader's own interface, or hide a tracking pixel."),
         fix=N_("Remove the positioning from the style attribute."),
         reference=N_("W3C Feed Validator, DangerousStyleAttr"),
         message=N_("{name} has a style attribute that can cover the page: “{style}”")),
    rule("duplicate-guid", "error", "both",
         title=N_("Two items share a guid"),
         explanation=N_("A guid identifies one item; readers use it to tell new items from seen ones. A "
                        "shared guid hides one of the items."),
         fix=N_("Give each item its own guid (usually its own URL)."),
         reference=N_("RSS 2.0 specification, “<guid> sub-element of <item>”"),
         message=N_("guid “{value}” is already used by item {first}")),
    rule("duplicate-link", "error", "turbo",
         title=N_("Two items share a link"),
         explanation=N_("Turbo requires one article per URL: items with the same link replace each other. "
                        "Plain RSS allows it (a podcast whose episodes all link to the show's page), so the "
                        "RSS profile says nothing."),
         fix=N_("Point each item at its own page, or merge the items."),
         reference=N_("Yandex Turbo requirements, “Sending the information about the page”, link: “A URL must "
                      "contain one article”"),
         message=N_("link “{value}” is already used by item {first}")),
    rule("atom-self-missing", "warning", "rss",
         title=N_("No atom:link rel=\"self\""),
         explanation=N_("The RSS Best Practices Profile and the publisher guide recommend naming the feed's "
                        "own URL with <atom:link href=\"...\" rel=\"self\" type=\"application/rss+xml\"/>, so "
                        "readers keep subscribers on one address when the feed moves."),
         fix=N_("Add atom:link with rel=\"self\" and the feed's URL (the channel form has a field for it)."),
         reference=N_("RSS Best Practices Profile (rssboard.org/rss-profile), “atom:link”; Yahoo! Publisher's Guide "
                      "to RSS"),
         message=N_("the channel has no atom:link rel=\"self\" naming the feed's own URL")),
    rule("atom-self-invalid", "warning", "both",
         title=N_("Malformed atom:link rel=\"self\""),
         explanation=N_("atom:link rel=\"self\" needs an absolute href and, for an RSS feed, "
                        "type=\"application/rss+xml\"; one self link per channel."),
         fix=N_("Correct the attribute named in the message."),
         reference=N_("RSS Best Practices Profile (rssboard.org/rss-profile), “atom:link”; RFC 4287 §4.2.7"),
         message=N_("atom:link rel=\"self\" has a bad {attribute}: “{value}”")),
)
