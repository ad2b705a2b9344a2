"""Catalog: namespaced modules (Dublin Core, Syndication, Slash, geo, URL-valued modules)."""

from ...messages import N_
from ..rule import rule

RULES = (
    rule("ext-date", "error", "both",
         title=N_("Module date is not W3C-DTF"),
         explanation=N_("Dublin Core (dc:date, dcterms:modified ...) and Syndication (sy:updateBase) dates "
                        "use the W3C profile of ISO 8601: 2003-09-24, or 2003-09-24T11:36:36+04:00 — a "
                        "time must carry its zone. RFC-822 dates belong in pubDate, not here."),
         fix=N_("Write the date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm."),
         reference=N_("W3C Note “Date and Time Formats” (W3C-DTF); Dublin Core; RSS 2.0 specification, “Extending "
                      "RSS”"),
         message=N_("{name} “{value}” is not a W3C-DTF date such as 2015-04-21T14:15:00+03:00")),
    rule("ext-language", "error", "both",
         title=N_("dc:language is not a language code"),
         explanation=N_("dc:language takes an RFC 1766 / ISO 639 code such as ru or en-us."),
         fix=N_("Write the language code."),
         reference=N_("Dublin Core, “language”; RSS 2.0 specification, “Extending RSS”"),
         message=N_("{name} “{value}” is not a language code such as ru or en-us")),
    rule("ext-integer", "error", "both",
         title=N_("Module value is not a whole number"),
         explanation=N_("sy:updateFrequency is a positive whole number; slash:comments a non-negative one."),
         fix=N_("Write a whole number without units."),
         reference=N_("RSS 1.0 Syndication and Slash modules; RSS 2.0 specification, “Extending RSS”"),
         message=N_("{name} “{value}” must be a whole number not less than {least}")),
    rule("ext-period", "error", "both",
         title=N_("sy:updatePeriod is not a period name"),
         explanation=N_("sy:updatePeriod is one of hourly, daily, weekly, monthly, yearly."),
         fix=N_("Write one of the five words."),
         reference=N_("RSS 1.0 Syndication module; RSS 2.0 specification, “Extending RSS”"),
         message=N_("{name} “{value}” must be hourly, daily, weekly, monthly or yearly")),
    rule("ext-coordinate", "error", "both",
         title=N_("Latitude or longitude out of range"),
         explanation=N_("geo:lat, geourl:latitude and icbm:latitude are decimal degrees from -90 to 90; the "
                        "longitudes from -180 to 180."),
         fix=N_("Check the coordinates (latitude and longitude may be swapped)."),
         reference=N_("W3C Basic Geo vocabulary; GeoURL and ICBM modules; RSS 2.0 specification, “Extending RSS”"),
         message=N_("{name} “{value}” must be a number from -{limit} to {limit}")),
    rule("ext-integer-list", "error", "both",
         title=N_("slash:hit_parade is not a list of numbers"),
         explanation=N_("slash:hit_parade is a comma-separated list of whole numbers."),
         fix=N_("Write numbers separated by commas."),
         reference=N_("RSS 1.0 Slash module; RSS 2.0 specification, “Extending RSS”"),
         message=N_("{name} “{value}” must be whole numbers separated by commas")),
    rule("duplicate-semantics", "warning", "both",
         title=N_("Core element and module element say the same thing"),
         explanation=N_("pubDate and dc:date, author and dc:creator, language and dc:language ... carry the "
                        "same information. With both present, each reader picks one, and they drift apart "
                        "when only one is updated."),
         fix=N_("Keep the RSS 2.0 element and remove the module one."),
         reference=N_("W3C Feed Validator, DuplicateSemantics and DuplicateItemSemantics; RSS Best Practices "
                      "Profile"),
         message=N_("<{parent}> has both <{core}> and <{name}>, which mean the same")),
    rule("duplicate-description", "warning", "both",
         title=N_("Item has two full texts"),
         explanation=N_("An item with description and also atom:content or xhtml:body gives readers two "
                        "texts; each shows a different one. (atom:content with src points elsewhere and is "
                        "fine.)"),
         fix=N_("Keep description (and content:encoded for the full text); remove the other."),
         reference=N_("W3C Feed Validator, DuplicateDescriptionSemantics"),
         message=N_("the item has both <description> and <{name}>")),
    rule("module-element-unknown", "error", "both",
         title=N_("Element its namespace does not define"),
         explanation=N_("Dublin Core, Syndication, content, Admin, Slash and Well-Formed Web define a "
                        "short, fixed list of elements. A name outside it (dc:autor, sy:period) is a typo "
                        "that no reader understands."),
         fix=N_("Correct the element name (names are case-sensitive)."),
         reference=N_("RSS 2.0 specification, “Extending RSS”; the module's own specification; W3C Feed Validator, "
                      "UndefinedElement"),
         message=N_("<{name}> is not an element of the {module} module")),
    rule("module-element-misplaced", "error", "both",
         title=N_("Module element in the wrong place"),
         explanation=N_("Some module elements belong to one place only: sy:updatePeriod and admin: "
                        "elements to the channel, content:encoded, slash: and wfw: elements to an item."),
         fix=N_("Move the element into the channel or the item it belongs to."),
         reference=N_("RSS 2.0 specification, “Extending RSS”; the module's own specification; W3C Feed Validator, "
                      "UndefinedElement"),
         message=N_("<{name}> belongs in <{place}>, not in <{parent}>")),
)
