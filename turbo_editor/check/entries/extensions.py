"""Catalog: namespaced modules (Dublin Core, Syndication, Slash, geo, URL-valued modules)."""

from ..rule import rule

MODULES = "RSS 2.0 (seeds/003), “Extending RSS”"

RULES = (
    rule("ext-date", "error", "both",
         title="Module date is not W3C-DTF",
         explanation="Dublin Core (dc:date, dcterms:modified ...) and Syndication (sy:updateBase) dates "
                     "use the W3C profile of ISO 8601: 2003-09-24, or 2003-09-24T11:36:36+04:00 — a "
                     "time must carry its zone. RFC-822 dates belong in pubDate, not here.",
         fix="Write the date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm.",
         reference=f"W3C Note “Date and Time Formats” (W3C-DTF); Dublin Core; {MODULES}",
         en="{name} “{value}” is not a W3C-DTF date such as 2015-04-21T14:15:00+03:00",
         ru="{name} «{value}» — не дата W3C-DTF вида 2015-04-21T14:15:00+03:00"),
    rule("ext-language", "error", "both",
         title="dc:language is not a language code",
         explanation="dc:language takes an RFC 1766 / ISO 639 code such as ru or en-us.",
         fix="Write the language code.",
         reference=f"Dublin Core, “language”; {MODULES}",
         en="{name} “{value}” is not a language code such as ru or en-us",
         ru="{name} «{value}» — не код языка вида ru или en-us"),
    rule("ext-integer", "error", "both",
         title="Module value is not a whole number",
         explanation="sy:updateFrequency is a positive whole number; slash:comments a non-negative one.",
         fix="Write a whole number without units.",
         reference=f"RSS 1.0 Syndication and Slash modules; {MODULES}",
         en="{name} “{value}” must be a whole number not less than {least}",
         ru="значение {name} «{value}» должно быть целым числом не меньше {least}"),
    rule("ext-period", "error", "both",
         title="sy:updatePeriod is not a period name",
         explanation="sy:updatePeriod is one of hourly, daily, weekly, monthly, yearly.",
         fix="Write one of the five words.",
         reference=f"RSS 1.0 Syndication module; {MODULES}",
         en="{name} “{value}” must be hourly, daily, weekly, monthly or yearly",
         ru="значение {name} «{value}» должно быть одним из: hourly, daily, weekly, monthly, yearly"),
    rule("ext-coordinate", "error", "both",
         title="Latitude or longitude out of range",
         explanation="geo:lat, geourl:latitude and icbm:latitude are decimal degrees from -90 to 90; the "
                     "longitudes from -180 to 180.",
         fix="Check the coordinates (latitude and longitude may be swapped).",
         reference=f"W3C Basic Geo vocabulary; GeoURL and ICBM modules; {MODULES}",
         en="{name} “{value}” must be a number from -{limit} to {limit}",
         ru="значение {name} «{value}» должно быть числом от -{limit} до {limit}"),
    rule("ext-integer-list", "error", "both",
         title="slash:hit_parade is not a list of numbers",
         explanation="slash:hit_parade is a comma-separated list of whole numbers.",
         fix="Write numbers separated by commas.",
         reference=f"RSS 1.0 Slash module; {MODULES}",
         en="{name} “{value}” must be whole numbers separated by commas",
         ru="значение {name} «{value}» должно быть списком целых чисел через запятую"),
    rule("duplicate-semantics", "warning", "both",
         title="Core element and module element say the same thing",
         explanation="pubDate and dc:date, author and dc:creator, language and dc:language ... carry the "
                     "same information. With both present, each reader picks one, and they drift apart "
                     "when only one is updated.",
         fix="Keep the RSS 2.0 element and remove the module one.",
         reference="W3C Feed Validator, DuplicateSemantics and DuplicateItemSemantics; RSS Best Practices "
                   "Profile",
         en="<{parent}> has both <{core}> and <{name}>, which mean the same",
         ru="в <{parent}> есть и <{core}>, и <{name}>, а они означают одно и то же"),
    rule("duplicate-description", "warning", "both",
         title="Item has two full texts",
         explanation="An item with description and also atom:content or xhtml:body gives readers two "
                     "texts; each shows a different one. (atom:content with src points elsewhere and is "
                     "fine.)",
         fix="Keep description (and content:encoded for the full text); remove the other.",
         reference="W3C Feed Validator, DuplicateDescriptionSemantics",
         en="the item has both <description> and <{name}>",
         ru="в элементе item есть и <description>, и <{name}>"),
    rule("module-element-unknown", "error", "both",
         title="Element its namespace does not define",
         explanation="Dublin Core, Syndication, content, Admin, Slash and Well-Formed Web define a "
                     "short, fixed list of elements. A name outside it (dc:autor, sy:period) is a typo "
                     "that no reader understands.",
         fix="Correct the element name (names are case-sensitive).",
         reference=f"{MODULES}; the module's own specification; W3C Feed Validator, UndefinedElement",
         en="<{name}> is not an element of the {module} module",
         ru="<{name}> — не элемент модуля {module}"),
    rule("module-element-misplaced", "error", "both",
         title="Module element in the wrong place",
         explanation="Some module elements belong to one place only: sy:updatePeriod and admin: "
                     "elements to the channel, content:encoded, slash: and wfw: elements to an item.",
         fix="Move the element into the channel or the item it belongs to.",
         reference=f"{MODULES}; the module's own specification; W3C Feed Validator, UndefinedElement",
         en="<{name}> belongs in <{place}>, not in <{parent}>",
         ru="<{name}> должен находиться в <{place}>, а не в <{parent}>"),
)
