"""Catalog: XML well-formedness, encodings and namespaces."""

from ..rule import rule

XML_SPEC = "XML 1.0 (Fifth Edition)"
TURBO_CHARS = "Yandex Turbo requirements (seeds/000), “Characters and encodings”; TURBO.md, “Characters and encodings”"

RULES = (
    rule("xml-not-well-formed", "error", "both",
         title="The file is not well-formed XML",
         explanation="An RSS file must conform to XML 1.0. A parser stops at the first error, so "
                     "nothing after it is read: Yandex rejects the whole feed and readers show nothing.",
         fix="Go to the line and column given and repair the markup there: close the element, quote "
             "the attribute, escape a bare & as &amp; and < as &lt;.",
         reference=f"{XML_SPEC}, §2.1 “Well-Formed XML Documents”; RSS 2.0 (seeds/003), “What is RSS?”",
         en="the file is not well-formed XML: {detail}",
         ru="файл не является корректным XML: {detail}"),
    rule("xml-html-entity", "error", "both",
         title="HTML named entity outside CDATA",
         explanation="XML knows only five named entities (&amp; &lt; &gt; &quot; &apos;). HTML names "
                     "such as &nbsp;, &laquo; or &hellip; are undefined in XML and make the file "
                     "not well-formed; inside turbo:content's CDATA they are fine.",
         fix="Write the character itself (the file's encoding holds it), or a numeric reference such "
             "as &#160;.",
         reference=f"{XML_SPEC}, §4.1 “Character and Entity References”; {TURBO_CHARS}",
         en="{entity} is an HTML entity, not XML: write the character “{char}” itself",
         ru="{entity} — HTML-сущность, в XML её нет: напишите сам символ «{char}»"),
    rule("xml-undeclared-prefix", "error", "both",
         title="Namespace prefix used without a declaration",
         explanation="An element such as turbo:content needs xmlns:turbo=\"http://turbo.yandex.ru\" on "
                     "the root element. Without it the file is not namespace-well-formed and parsers "
                     "refuse it. The editor added the declaration so it could open the file; the file "
                     "on disk still lacks it, and Save leaves it so until you accept the declaration "
                     "(export and convert write it into the files they make).",
         fix="Accept the declaration the editor added (the quick fix), then save; or add the xmlns "
             "attribute to <rss> by hand.",
         reference="Namespaces in XML 1.0, §5 “Conformance of Documents”; TURBO.md, “Root”",
         en="the prefix “{prefix}:” is used without a namespace declaration (xmlns:{prefix})",
         ru="префикс «{prefix}:» используется без объявления пространства имён (xmlns:{prefix})"),
    rule("xml-encoding-mismatch", "error", "both",
         title="The encoding declaration contradicts the bytes",
         explanation="The XML declaration names one encoding but the bytes are in another (a Windows-1251 "
                     "file declared as UTF-8, a UTF-8 file declared as KOI8-R, a byte order mark that "
                     "disagrees). Yandex and readers decode by the declaration and show garbled letters "
                     "or refuse the file.",
         fix="Reopen the file in the encoding it really has and save it; the editor writes a matching "
             "declaration.",
         reference=f"{XML_SPEC}, §4.3.3 “Character Encoding in Entities”; {TURBO_CHARS}",
         en="the encoding declaration does not match the file's bytes ({detail})",
         ru="объявленная кодировка не совпадает с байтами файла ({detail})"),
    rule("xml-unknown-encoding", "error", "both",
         title="Unknown or unsupported encoding",
         explanation="The XML declaration names an encoding the parser does not know. Turbo publishers "
                     "use UTF-8, Windows-1251 or KOI8-R, which every parser reads.",
         fix="Save the feed in UTF-8 (or Windows-1251 / KOI8-R) with a matching declaration.",
         reference=f"{XML_SPEC}, §4.3.3; {TURBO_CHARS}",
         en="the encoding cannot be read: {detail}",
         ru="кодировку файла прочитать нельзя: {detail}"),
    rule("xml-declaration-not-first", "error", "both",
         title="Text before the XML declaration",
         explanation="Nothing may precede <?xml: no blank line, no spaces, no front matter left by a "
                     "template engine. A declaration that is not first makes the file not well-formed.",
         fix="Delete everything before <?xml, including empty lines.",
         reference=f"{XML_SPEC}, §2.8 “Prolog and Document Type Declaration”; TURBO.md, “Characters and encodings”",
         en="something stands before the XML declaration: {detail}",
         ru="перед XML-декларацией что-то стоит: {detail}"),
    rule("xml-external-entity", "error", "both",
         title="External entity refused",
         explanation="The document declares an entity that points at a file or URL. Loading it would let "
                     "a feed read local files or call servers, so the editor never loads it and cannot "
                     "open the file; Yandex does not load external entities either.",
         fix="Remove the <!ENTITY ... SYSTEM ...> declaration and write the text itself.",
         reference=f"{XML_SPEC}, §4.2.2 “External Entities”; DESIGN.md, “Reliability and security”",
         en="external entity refused: {detail}",
         ru="внешняя сущность отклонена: {detail}"),
    rule("xml-version", "error", "both",
         title="XML version other than 1.0",
         explanation="RSS files must conform to XML 1.0. Many parsers refuse XML 1.1, and RSS gains "
                     "nothing from it.",
         fix="Write <?xml version=\"1.0\" encoding=\"UTF-8\"?>.",
         reference="RSS 2.0 (seeds/003), “What is RSS?”",
         en="the XML declaration says version {value}; RSS is XML 1.0",
         ru="в XML-декларации указана версия {value}, а RSS — это XML 1.0"),
    rule("xml-bom", "warning", "turbo",
         title="Byte order mark at the start of the file",
         explanation="XML 1.0 allows a UTF-8 file to start with a byte order mark, and parsers skip it. "
                     "The Turbo reference asks that nothing precede the XML declaration (or, in a file "
                     "without one, the first tag), and some scripts that read feeds do trip over it.",
         fix="Save the file without a BOM (the editor never writes one).",
         reference=f"{XML_SPEC}, §4.3.3 and Appendix F; TURBO.md, “Characters and encodings”",
         en="the file starts with a byte order mark (BOM) before {first}; XML allows it, but Turbo asks that "
            "nothing precede {first}",
         ru="файл начинается с метки порядка байтов (BOM) перед {first}; XML это допускает, но Турбо "
            "просит, чтобы перед {first} ничего не было"),
    rule("xml-declaration-encoding", "warning", "turbo",
         title="No XML declaration naming the encoding",
         explanation="The Turbo requirements ask the export file to name its encoding (UTF-8, "
                     "Windows-1251 or KOI8-R) in the XML declaration. Without it a parser assumes UTF-8, "
                     "which garbles a Windows-1251 or KOI8-R file.",
         fix="Start the file with <?xml version=\"1.0\" encoding=\"UTF-8\"?> (the encoding the file "
             "is really in).",
         reference="Yandex Turbo requirements (seeds/000), “Characters and encodings”: “In the export "
                   "file, specify the encoding”",
         en="the file does not name its encoding in an XML declaration; start it with "
            "<?xml version=\"1.0\" encoding=\"{encoding}\"?>",
         ru="файл не указывает свою кодировку в XML-декларации; начните его с "
            "<?xml version=\"1.0\" encoding=\"{encoding}\"?>"),
    rule("reserved-prefix", "warning", "both",
         title="Well-known prefix bound to another namespace",
         explanation="Prefixes such as dc, content, atom, itunes or turbo are read by people (and some "
                     "readers) as their usual namespaces. Bound to another URI, elements like dc:date "
                     "mean something else and no reader understands them. A namespace URI is compared "
                     "character by character: the iTunes URI in other letter case, or content's "
                     "without its final slash, is a different namespace, and Apple Podcasts ignores "
                     "itunes: elements bound to it.",
         fix="Use the standard namespace URI for the prefix, or choose another prefix for your own "
             "namespace.",
         reference="RSS 2.0 (seeds/003), “Extending RSS”; W3C Feed Validator, ReservedPrefix",
         en="the prefix “{prefix}” is bound to {value}; it normally means {expected}",
         ru="префикс «{prefix}» привязан к {value}, хотя обычно означает {expected}"),
    rule("text-mojibake", "warning", "both",
         title="Garbled characters (wrong encoding somewhere)",
         explanation="The text contains sequences such as “Ã©”, “Ð¿Ñ€” or “РїСЂ” (UTF-8 decoded as "
                     "a single-byte encoding and saved again) or control characters from Windows-1252 "
                     "read as ISO-8859-1. Readers show them as they are.",
         fix="Fix the text at its source (the CMS or the export script), or retype it in the editor.",
         reference="W3C Feed Validator, BadCharacters; TURBO.md, “Characters and encodings”",
         en="{name} contains garbled characters (“{sample}”): the text was decoded in the wrong encoding",
         ru="в {name} искажённые символы («{sample}»): текст был прочитан не в той кодировке"),
)
