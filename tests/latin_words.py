"""What of a text shown in Russian is still English: its Latin words, once code and names are set aside.

Set aside: file paths (given), URLs, markup in <...>, references (&#171;, &amp;), xmlns declarations,
U+XXXX codes, errno names (ENOENT), encoding names, and the few names Russian text uses as they
are (XML, HTML, CDATA, RSS, FIFO, libxml2, Turbo Editor).
"""

import re

_CODE = re.compile(r"https?://\S+|\b0x[0-9A-Fa-f]+\b|<[^<>]*>|&#?\w+;|\bxmlns:\w+=\"[^\"]*\"|\bU\+[0-9A-F]{4,6}\b|\bE[A-Z]{2,}\b|"
                   r"\b(?:UTF|KOI8|windows|Windows|cp|ISO|iso)[-_]?[0-9A-Za-z-]*|«[\w-]+:?»")
NAMES = {"XML", "HTML", "CDATA", "RSS", "FIFO", "libxml2", "Turbo", "Editor", "DOCTYPE"}


def latin_words(text: str, *paths) -> list[str]:
    """The Latin words left in ``text`` once ``paths`` and the code above are taken out."""
    for path in sorted((str(p) for p in paths), key=len, reverse=True):
        text = text.replace(path, " ")
    text = _CODE.sub(" ", text)
    return [w for w in re.findall(r"[A-Za-z][A-Za-z0-9]*", text) if w not in NAMES]
