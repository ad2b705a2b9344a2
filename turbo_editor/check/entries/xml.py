"""Catalog: XML well-formedness, encodings and namespaces."""

from ...messages import N_
from ..rule import rule

RULES = (
    rule("xml-not-well-formed", "error", "both",
         title=N_("The file is not well-formed XML"),
         explanation=N_("An RSS file must conform to XML 1.0. A parser stops at the first error, so "
                        "nothing after it is read: Yandex rejects the whole feed and readers show nothing."),
         fix=N_("Go to the line and column given and repair the markup there: close the element, quote "
                "the attribute, escape a bare & as &amp; and < as &lt;."),
         reference=N_("XML 1.0 (Fifth Edition), §2.1 “Well-Formed XML Documents”; RSS 2.0 specification, “What is "
                      "RSS?”"),
         message=N_("the file is not well-formed XML: {detail}")),
    rule("xml-html-entity", "error", "both",
         title=N_("HTML named entity outside CDATA"),
         explanation=N_("XML knows only five named entities (&amp; &lt; &gt; &quot; &apos;). HTML names "
                        "such as &nbsp;, &laquo; or &hellip; are undefined in XML and make the file "
                        "not well-formed; inside turbo:content's CDATA they are fine."),
         fix=N_("Write the character itself (the file's encoding holds it), or a numeric reference such "
                "as &#160;."),
         reference=N_("XML 1.0 (Fifth Edition), §4.1 “Character and Entity References”; Yandex Turbo requirements, "
                      "“Characters and encodings”"),
         message=N_("{entity} is an HTML entity, not XML: write the character “{char}” itself")),
    rule("xml-undeclared-prefix", "error", "both",
         title=N_("Namespace prefix used without a declaration"),
         explanation=N_("An element such as turbo:content needs xmlns:turbo=\"http://turbo.yandex.ru\" on "
                        "the root element. Without it the file is not namespace-well-formed and parsers "
                        "refuse it. The editor added the declaration so it could open the file; the file "
                        "on disk still lacks it, and Save leaves it so until you accept the declaration "
                        "(export and convert write it into the files they make)."),
         fix=N_("Accept the declaration the editor added (the quick fix), then save; or add the xmlns "
                "attribute to <rss> by hand."),
         reference=N_("Namespaces in XML 1.0, §5 “Conformance of Documents”; Yandex Turbo requirements, "
                      "“Description of RSS 2.0 elements”"),
         message=N_("the prefix “{prefix}:” is used without a namespace declaration (xmlns:{prefix})")),
    rule("xml-namespace-not-uri", "error", "both",
         title=N_("Namespace name is not a URI"),
         explanation=N_("A namespace name must be a URI reference (Namespaces in XML 1.0, §2). One with "
                        "letters a URI encodes (é, spaces, Cyrillic) is an IRI, which Namespaces in XML 1.1 "
                        "allows, but libxml2 and the readers built on it refuse the whole file. The editor "
                        "reads it as it is."),
         fix=N_("Write the namespace name with the characters percent-encoded (café → caf%C3%A9), or use "
                "the namespace's official URI."),
         reference=N_("Namespaces in XML 1.0, §2 “Declaring Namespaces”; Namespaces in XML 1.1, §2"),
         message=N_("the namespace name “{uri}” of the prefix “{prefix}” is not a URI; parsers such as "
                    "libxml2 refuse the file")),
    rule("xml-encoding-mismatch", "error", "both",
         title=N_("The encoding declaration contradicts the bytes"),
         explanation=N_("The XML declaration names one encoding but the bytes are in another (a Windows-1251 "
                        "file declared as UTF-8, a UTF-8 file declared as KOI8-R, a byte order mark that "
                        "disagrees). Yandex and readers decode by the declaration and show garbled letters "
                        "or refuse the file."),
         fix=N_("Reopen the file in the encoding it really has and save it; the editor writes a matching "
                "declaration."),
         reference=N_("XML 1.0 (Fifth Edition), §4.3.3 “Character Encoding in Entities”; Yandex Turbo requirements, "
                      "“Characters and encodings”"),
         message=N_("the encoding declaration does not match the file's bytes ({detail})")),
    rule("xml-unknown-encoding", "error", "both",
         title=N_("Unknown or unsupported encoding"),
         explanation=N_("The XML declaration names an encoding the parser does not know. Turbo publishers "
                        "use UTF-8, Windows-1251 or KOI8-R, which every parser reads."),
         fix=N_("Save the feed in UTF-8 (or Windows-1251 / KOI8-R) with a matching declaration."),
         reference=N_("XML 1.0 (Fifth Edition), §4.3.3; Yandex Turbo requirements, “Characters and encodings”"),
         message=N_("the encoding cannot be read: {detail}")),
    rule("xml-declaration-not-first", "error", "both",
         title=N_("Text before the XML declaration"),
         explanation=N_("Nothing may precede <?xml: no blank line, no spaces, no front matter left by a "
                        "template engine. A declaration that is not first makes the file not well-formed."),
         fix=N_("Delete everything before <?xml, including empty lines."),
         reference=N_("XML 1.0 (Fifth Edition), §2.8 “Prolog and Document Type Declaration”; Yandex Turbo "
                      "requirements, “Characters and encodings”"),
         message=N_("something stands before the XML declaration: {detail}")),
    rule("xml-external-entity", "error", "both",
         title=N_("External entity refused"),
         explanation=N_("The document declares an entity that points at a file or URL. Loading it would let "
                        "a feed read local files or call servers, so the editor never loads it and cannot "
                        "open the file; Yandex does not load external entities either."),
         fix=N_("Remove the <!ENTITY ... SYSTEM ...> declaration and write the text itself."),
         reference=N_("XML 1.0 (Fifth Edition), §4.2.2 “External Entities”"),
         message=N_("external entity refused: {detail}")),
    rule("xml-version", "error", "both",
         title=N_("XML version other than 1.0"),
         explanation=N_("RSS files must conform to XML 1.0. Many parsers refuse XML 1.1, and RSS gains "
                        "nothing from it."),
         fix=N_("Write <?xml version=\"1.0\" encoding=\"UTF-8\"?>."),
         reference=N_("RSS 2.0 specification, “What is RSS?”"),
         message=N_("the XML declaration says version {value}; RSS is XML 1.0")),
    rule("xml-bom", "warning", "turbo",
         title=N_("Byte order mark at the start of the file"),
         explanation=N_("XML 1.0 allows a UTF-8 file to start with a byte order mark, and parsers skip it. "
                        "The Turbo reference asks that nothing precede the XML declaration (or, in a file "
                        "without one, the first tag), and some scripts that read feeds do trip over it."),
         fix=N_("Save the file without a BOM (the editor never writes one)."),
         reference=N_("XML 1.0 (Fifth Edition), §4.3.3 and Appendix F; Yandex Turbo requirements, “Characters and "
                      "encodings”"),
         message=N_("the file starts with a byte order mark (BOM) before {first}; XML allows it, but Turbo asks that "
                      "nothing precede {first}")),
    rule("xml-declaration-encoding", "warning", "turbo",
         title=N_("No XML declaration naming the encoding"),
         explanation=N_("The Turbo requirements ask the export file to name its encoding (UTF-8, "
                        "Windows-1251 or KOI8-R) in the XML declaration. Without it a parser assumes UTF-8, "
                        "which garbles a Windows-1251 or KOI8-R file."),
         fix=N_("Start the file with <?xml version=\"1.0\" encoding=\"UTF-8\"?> (the encoding the file "
                "is really in)."),
         reference=N_("Yandex Turbo requirements, “Characters and encodings”: “In the export file, specify the "
                      "encoding”"),
         message=N_("the file does not name its encoding in an XML declaration; start it with "
                      "<?xml version=\"1.0\" encoding=\"{encoding}\"?>")),
    rule("reserved-prefix", "warning", "both",
         title=N_("Well-known prefix bound to another namespace"),
         explanation=N_("Prefixes such as dc, content, atom, itunes or turbo are read by people (and some "
                        "readers) as their usual namespaces. Bound to another URI, elements like dc:date "
                        "mean something else and no reader understands them. A namespace URI is compared "
                        "character by character: the iTunes URI in other letter case, or content's "
                        "without its final slash, is a different namespace, and Apple Podcasts ignores "
                        "itunes: elements bound to it."),
         fix=N_("Use the standard namespace URI for the prefix, or choose another prefix for your own "
                "namespace."),
         reference=N_("RSS 2.0 specification, “Extending RSS”; W3C Feed Validator, ReservedPrefix"),
         message=N_("the prefix “{prefix}” is bound to {value}; it normally means {expected}")),
    rule("text-mojibake", "warning", "both",
         title=N_("Garbled characters (wrong encoding somewhere)"),
         explanation=N_("The text contains sequences such as “Ã©”, “Ð¿Ñ€” or “РїСЂ” (UTF-8 decoded as "
                        "a single-byte encoding and saved again) or control characters from Windows-1252 "
                        "read as ISO-8859-1. Readers show them as they are."),
         fix=N_("Fix the text at its source (the CMS or the export script), or retype it in the editor."),
         reference=N_("W3C Feed Validator, BadCharacters; Yandex Turbo requirements, “Characters and encodings”"),
         message=N_("{name} contains garbled characters (“{sample}”): the text was decoded in the wrong encoding")),
)
