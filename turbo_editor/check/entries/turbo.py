"""Catalog: Yandex Turbo feed requirements outside the page HTML (Yandex Turbo requirements)."""

from ...messages import N_
from ..rule import rule

AD_NETWORKS = N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:adNetwork")
COUNTERS = N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:analytics")
RELATED = N_("Yandex Turbo requirements, “Sending the information about the page”, yandex:related")

RULES = (
    rule("turbo-namespace-uri", "error", "turbo",
         title=N_("turbo: or yandex: prefix bound to the wrong URI"),
         explanation=N_("Turbo elements are recognised by their namespace, not their prefix: "
                        "xmlns:turbo must be exactly http://turbo.yandex.ru and xmlns:yandex "
                        "http://news.yandex.ru (http, no www, no trailing slash). With another URI every "
                        "turbo:content is an unknown element."),
         fix=N_("Copy the declarations from the Turbo example: xmlns:turbo=\"http://turbo.yandex.ru\" "
                "xmlns:yandex=\"http://news.yandex.ru\"."),
         reference=N_("Yandex Turbo requirements, “Description of RSS 2.0 elements”"),
         message=N_("xmlns:{prefix}=\"{value}\" must be xmlns:{prefix}=\"{expected}\"")),
    rule("turbo-item-count", "error", "turbo",
         title=N_("More than 1000 items"),
         explanation=N_("Yandex reads at most 1000 items from one Turbo feed (earlier 500); the rest are "
                        "ignored."),
         fix=N_("Split the feed into several files of at most 1000 items each (by section or by date), "
                "and add each file in Yandex.Webmaster."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, item (at most 1000 "
                      "in a feed)"),
         message=N_("the feed has {count} items; Turbo reads at most {limit}: split it into at least {files} files")),
    rule("turbo-link-scheme", "error", "turbo",
         title=N_("Item link is not http or https"),
         explanation=N_("The page URL must start with http:// or https://."),
         fix=N_("Write the page's full http(s) address."),
         reference=N_("Yandex Turbo requirements, “Sending the information about the page”, link"),
         message=N_("link “{value}” must start with http:// or https://")),
    rule("turbo-link-domain", "error", "turbo",
         title=N_("Item link on another site"),
         explanation=N_("A Turbo page belongs to the site the feed describes: the item link's domain must "
                        "be the channel link's domain (www. and subdomains of it are accepted here)."),
         fix=N_("Use pages of your own site, or correct the channel link."),
         reference=N_("Yandex Turbo requirements, “Sending the information about the page”, link: “The link domain "
                      "must be the same as the source site domain”"),
         message=N_("link is on {value}, not on the channel's site {site}")),
    rule("turbo-link-length", "error", "turbo",
         title=N_("Item link longer than 243 characters"),
         explanation=N_("Turbo accepts page URLs of at most 243 ASCII characters."),
         fix=N_("Shorten the URL (drop tracking parameters)."),
         reference=N_("Yandex Turbo requirements, “Sending the information about the page”, link: “Maximum URL "
                      "length is 243 ASCII characters”"),
         message=N_("link is {length} characters long; the limit is {limit}")),
    rule("turbo-title-length", "warning", "turbo",
         title=N_("Title longer than 240 characters"),
         explanation=N_("Turbo generators cut titles at 240 characters; a longer h1 or title is truncated "
                        "on the page and in search."),
         fix=N_("Shorten the heading."),
         reference=N_("Yandex Turbo requirements, “Sending the information about the page” (title: a limit Turbo "
                      "generators keep to)"),
         message=N_("{name} is {length} characters long; keep it within {limit}")),
    rule("turbo-attribute-missing", "warning", "turbo",
         title=N_("Item without turbo=\"true\""),
         explanation=N_("An item becomes a Turbo page when it carries turbo=\"true\"; without the attribute "
                        "its status is left to Yandex."),
         fix=N_("Add turbo=\"true\" to <item> (or turbo=\"false\" to take the page down)."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, item"),
         message=N_("the item has no turbo=\"true\" attribute")),
    rule("turbo-disabled", "info", "turbo",
         title=N_("Turbo page switched off"),
         explanation=N_("turbo=\"false\" removes the page from Turbo: this is how pages are taken down. "
                        "Such an item needs only its link."),
         fix=N_("Nothing to fix if the page is meant to be removed; set turbo=\"true\" to publish it again."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, item"),
         message=N_("turbo=\"false\": this page will be removed from Turbo")),
    rule("turbo-mixed-spelling", "info", "turbo",
         title=N_("Counters or ad networks in both spellings"),
         explanation=N_("The Turbo requirements write counters and ad networks as yandex:analytics and "
                        "yandex:adNetwork; later Yandex pages and generators write turbo:analytics and "
                        "turbo:adNetwork. Both spellings are accepted. A feed that uses both for the same "
                        "element is harder to read and to search."),
         fix=N_("Nothing required. To tidy up, write all of them in one spelling."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:analytics and "
                      "yandex:adNetwork"),
         message=N_("<{name}> and <{other}> are both accepted; this feed uses both spellings")),
    rule("turbo-description-sentences", "warning", "turbo",
         title=N_("Channel description longer than one sentence"),
         explanation=N_("The Turbo requirements ask for the channel description in one sentence."),
         fix=N_("Shorten the description to one sentence."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, description: "
                      "“Channel description in one sentence”"),
         message=N_("the channel description has {count} sentences; Turbo asks for one")),
    rule("turbo-description-html", "error", "turbo",
         title=N_("HTML in the channel description"),
         explanation=N_("The channel description is one sentence without HTML markup."),
         fix=N_("Remove the markup."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, description: “Don't "
                      "use HTML markup”"),
         message=N_("{name} contains HTML markup “{markup}”; Turbo wants one plain sentence")),
    rule("turbo-language", "warning", "turbo",
         title=N_("Language is not a plain ISO 639-1 code"),
         explanation=N_("Turbo asks for the article language in ISO 639-1: ru, en, uk. Forms such as ru-RU "
                        "or en_GB occur in real feeds and are usually accepted, but are not what the "
                        "specification says."),
         fix=N_("Write the two-letter code alone."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, language"),
         message=N_("language “{value}” should be the ISO 639-1 code alone: “{code}”")),
    rule("turbo-language-no-two-letter", "warning", "turbo",
         title=N_("Language without an ISO 639-1 code"),
         explanation=N_("Turbo asks for the article language in ISO 639-1, and this language has no two-letter "
                        "code there: ISO 639-2 names it (haw, sah), or the code is a private one (x-…). Turbo "
                        "may not recognise it."),
         fix=N_("If the articles are in a language that has a two-letter code, such as ru, write that code; "
                "otherwise keep this one."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, language"),
         message=N_("language “{value}” has no two-letter ISO 639-1 code, which Turbo asks for")),
    rule("turbo-counter-type", "error", "turbo",
         title=N_("Unknown counter type"),
         explanation=N_("turbo:analytics type is one of Yandex, LiveInternet, Google, MailRu, Rambler, "
                        "Mediascope or custom; other counters are not loaded."),
         fix=N_("Use one of the listed types, or type=\"custom\" with the pixel's url."),
         reference=COUNTERS,
         message=N_("counter type “{value}” is unknown; use one of {known}")),
    rule("turbo-counter-type-case", "error", "turbo",
         title=N_("Counter type in the wrong case"),
         explanation=N_("Counter types are case-sensitive: “yandex” is not “Yandex”, and such a counter is "
                        "not loaded."),
         fix=N_("Write the type exactly as the message shows."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:analytics "
                      "(type values are case-sensitive)"),
         message=N_("counter type “{value}” must be written “{expected}”")),
    rule("turbo-counter-id", "error", "turbo",
         title=N_("Counter id missing or malformed"),
         explanation=N_("Yandex Metrica, Top.Mail.Ru and Rambler counters need a numeric id; Google "
                        "Analytics an id such as UA-12345678-9 or G-XXXXXXX; Mediascope its project id."),
         fix=N_("Copy the id from the analytics service."),
         reference=COUNTERS,
         message=N_("{service} counter id “{value}” is missing or malformed")),
    rule("turbo-counter-id-unused", "info", "turbo",
         title=N_("An id on a counter that takes none"),
         explanation=N_("LiveInternet counts by the site's address and a custom counter by its pixel's url: "
                        "neither reads an id, so the one written is not used."),
         fix=N_("Nothing required. To tidy up, remove the id; for LiveInternet's named counter, write its name "
                "in params."),
         reference=COUNTERS,
         message=N_("{service} counters take no id: “{value}” is not used")),
    rule("turbo-counter-mediascope", "error", "turbo",
         title=N_("Mediascope id without -turbo"),
         explanation=N_("A Mediascope (TNS) counter on Turbo pages uses the project id with the -turbo "
                        "suffix."),
         fix=N_("Append -turbo to the id."),
         reference=COUNTERS,
         message=N_("Mediascope counter id “{value}” must end with -turbo")),
    rule("turbo-counter-params", "error", "turbo",
         title=N_("Metrica params is not a JSON object"),
         explanation=N_("params of a Yandex Metrica counter is a JSON object of visit parameters, such as "
                        "{\"section\":\"news\"}. Anything else is dropped."),
         fix=N_("Write a JSON object with double-quoted keys and strings."),
         reference=COUNTERS,
         message=N_("params “{value}” is not a JSON object")),
    rule("turbo-counter-duplicate", "error", "turbo",
         title=N_("Second counter of one service"),
         explanation=N_("Several Yandex Metrica counters are allowed, but only one counter per other "
                        "service."),
         fix=N_("Keep one counter of this service."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:analytics: "
                      "“several Yandex.Metrica counters and one counter per every other system”"),
         message=N_("a second {service} counter; only Yandex Metrica may have several")),
    rule("turbo-ad-type", "error", "turbo",
         title=N_("Unknown ad network type"),
         explanation=N_("turbo:adNetwork type is Yandex (Yandex Advertising Network) or AdFox."),
         fix=N_("Write type=\"Yandex\" or type=\"AdFox\"."),
         reference=AD_NETWORKS,
         message=N_("ad network type “{value}” must be Yandex or AdFox")),
    rule("turbo-ad-yandex-id", "error", "turbo",
         title=N_("Yandex ad block id is not R-A-…"),
         explanation=N_("A Yandex Advertising Network block is named by its id, R-A-<site>-<block>."),
         fix=N_("Copy the block id from the Yandex Advertising Network interface."),
         reference=AD_NETWORKS,
         message=N_("Yandex ad block id “{value}” must look like R-A-123456-1")),
    rule("turbo-ad-adfox-body", "error", "turbo",
         title=N_("AdFox network without its code"),
         explanation=N_("An AdFox network carries the AdFox code (a container div and the "
                        "adfoxCode.create script) in a CDATA section as the element's content."),
         fix=N_("Paste the AdFox code inside <![CDATA[ ... ]]>."),
         reference=AD_NETWORKS,
         message=N_("the AdFox ad network has no code in a CDATA section")),
    rule("turbo-ad-id-duplicate", "error", "turbo",
         title=N_("Two ad networks with one turbo-ad-id"),
         explanation=N_("turbo-ad-id names an ad place; two networks with the same name compete for it."),
         fix=N_("Give each ad network its own turbo-ad-id."),
         reference=AD_NETWORKS,
         message=N_("turbo-ad-id “{value}” is used by more than one ad network")),
    rule("turbo-ad-place-unknown", "error", "turbo",
         title=N_("Ad place names no ad network"),
         explanation=N_("<figure data-turbo-ad-id=\"...\"> in a page shows the channel ad network with that "
                        "turbo-ad-id; with no such network the place stays empty."),
         fix=N_("Correct the name, or add an ad network with that turbo-ad-id to the channel."),
         reference=AD_NETWORKS,
         message=N_("data-turbo-ad-id “{value}” names no ad network (known: {known})")),
    rule("turbo-ad-unplaced", "warning", "turbo",
         title=N_("Ad network placed nowhere"),
         explanation=N_("An ad network with turbo-ad-id is shown where a page has <figure "
                        "data-turbo-ad-id=\"...\"> with that name; if no page has one, the ad is not shown."),
         fix=N_("Add <figure data-turbo-ad-id=\"...\"></figure> to the pages, or remove turbo-ad-id to "
                "show the ad at the end of every page."),
         reference=AD_NETWORKS,
         message=N_("ad network turbo-ad-id “{value}” is not placed in any page")),
    rule("turbo-related-placement", "error", "turbo",
         title=N_("yandex:related in the channel"),
         explanation=N_("Related links belong to an item; in the channel they are ignored."),
         fix=N_("Move yandex:related into the items it belongs to."),
         reference=RELATED,
         message=N_("yandex:related belongs inside an item, not in the channel")),
    rule("turbo-related-url", "error", "turbo",
         title=N_("Related link without an absolute URL"),
         explanation=N_("Each related link needs url (and optionally img) as an absolute address."),
         fix=N_("Write the full https:// address."),
         reference=RELATED,
         message=N_("related link address “{value}” is missing or not absolute")),
    rule("turbo-related-html", "error", "turbo",
         title=N_("HTML in a related link's text"),
         explanation=N_("The text of a related link must not contain HTML elements."),
         fix=N_("Leave only the link's text."),
         reference=N_("Yandex Turbo requirements, “Sending the information about the page”, yandex:related: "
                      "“shouldn't contain the HTML elements”"),
         message=N_("the related link's text contains HTML markup “{markup}”; it is plain text")),
    rule("turbo-related-type", "error", "turbo",
         title=N_("Unknown yandex:related type"),
         explanation=N_("The only type is infinity, which turns related links into an endless feed of "
                        "articles; without the attribute they are a block of links."),
         fix=N_("Write type=\"infinity\" or remove the attribute."),
         reference=RELATED,
         message=N_("yandex:related type “{value}” is unknown; the only type is infinity")),
    rule("turbo-ad-network-once", "warning", "turbo",
         title=N_("Ad network of one type added twice"),
         explanation=N_("The Turbo requirements say of yandex:adNetwork: “The element is added once”. An ad "
                        "network without turbo-ad-id is shown at the end of every page; a second one of the "
                        "same type without turbo-ad-id repeats it there. Several networks of one type are "
                        "fine when each has its own turbo-ad-id and its own place in the pages."),
         fix=N_("Remove the repeated ad network, or give each one a turbo-ad-id and place it with "
                "<figure data-turbo-ad-id=\"...\"></figure>."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:adNetwork: "
                      "“The element is added once”"),
         message=N_("a second <{name}> of type {type} without turbo-ad-id; the Turbo requirements say the element "
                      "is added once")),
    rule("turbo-ad-id-format", "warning", "turbo",
         title=N_("turbo-ad-id is not an alphabetic ID"),
         explanation=N_("turbo-ad-id names an ad place with an alphabetic ID such as first_ad_place: Latin "
                        "letters, digits, “_” or “-”, starting with a letter. Spaces, Cyrillic letters or a "
                        "leading digit are not what the requirements describe."),
         fix=N_("Rename the place, e.g. first_ad_place, and use the same name in data-turbo-ad-id."),
         reference=N_("Yandex Turbo requirements, “Sending information about the source site”, yandex:adNetwork: "
                      "“specify alphabetic IDs in the turbo-ad-id attribute”"),
         message=N_("turbo-ad-id “{value}” is not an alphabetic ID such as first_ad_place")),
    rule("turbo-content-namespace", "error", "turbo",
         title=N_("turbo:content in the wrong namespace"),
         explanation=N_("turbo:content is recognised by its namespace http://turbo.yandex.ru. When the turbo "
                        "prefix is bound to another URI (a trailing slash, https, www), the element is not "
                        "turbo:content to Yandex and the item has no page."),
         fix=N_("Declare xmlns:turbo=\"http://turbo.yandex.ru\" exactly on <rss>."),
         reference=N_("Yandex Turbo requirements, “Description of RSS 2.0 elements”"),
         message=N_("<turbo:content> is in the namespace {value}, not {expected}, so the item has no page")),
)
