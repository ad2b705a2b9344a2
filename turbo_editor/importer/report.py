"""What an import changed, item by item: the same data for the command's text and JSON and the window.

Every change the importer makes to a post is one :class:`Change`: a wrapper unwrapped, an
element or attribute dropped (with the text that went with it), a URL made absolute, a
date rewritten, an image moved to the page header, a gallery made a slider. What the
importer could not settle itself is a change of kind ``ATTENTION``: a person has to look.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..messages import _, ngettext

# Kinds of change.
UNWRAPPED = "unwrapped"        # a tag Turbo does not know: gone, its text and children kept
DROPPED = "dropped"            # an element (and its text) or a feed element left out
ATTRIBUTE = "attribute"        # attributes Turbo drops, removed
ABSOLUTE = "absolute"          # a relative URL made absolute
REWRITTEN = "rewritten"        # markup written the way Turbo wants it (figure, slider, audio block, date)
MOVED = "moved"                # an image moved to the page header
ATTENTION = "attention"        # something a person has to settle
LEFT_OUT = "left-out"          # the item is not in the result

KINDS = (LEFT_OUT, ATTENTION, DROPPED, UNWRAPPED, ATTRIBUTE, ABSOLUTE, REWRITTEN, MOVED)

SAMPLE_CHARS = 80


def shorten(text: str, limit: int = SAMPLE_CHARS) -> str:
    """``text`` on one line, cut at a word near ``limit`` characters with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[:cut if cut > limit // 2 else limit].rstrip() + "…"


@dataclass
class Change:
    """One change: its kind, what it was made to (``<span>``, ``class on <p>``, a URL, an
    element name), how (``detail``: the new URL, the new date), the text it removed
    (``text``, whole; reports show it shortened) and how many times it was made.

    A subject is translated where the change is made, then put into the sentence of its kind, and
    one subject can go into any of them: so it is a name said on its own (Russian: the nominative,
    "убрано: ссылка на …", "переписано: галерея — …"), never the object of a verb."""

    kind: str
    subject: str
    detail: str = ""
    text: str = ""
    count: int = 1

    def describe(self) -> str:
        subject, detail = self.subject, self.detail
        times = "" if self.count == 1 else " " + _("×{count}").format(count=self.count)
        if self.kind == UNWRAPPED:
            return _("unwrapped {tag}, its text kept").format(tag=subject) + times
        if self.kind == ATTRIBUTE:
            return _("removed the attribute {attribute}").format(attribute=subject) + times
        if self.kind == ABSOLUTE:
            return _("made absolute: {old} → {new}").format(old=subject, new=detail)
        if self.kind == MOVED:
            return _("moved to the page header: {what}").format(what=subject)
        if self.kind == REWRITTEN:
            return self._quoting(_("rewrote {what}: {how}").format(what=subject, how=detail) + times)
        if self.kind == DROPPED:
            said = _("dropped {what}").format(what=subject) + times
            return self._quoting(said + (f" ({detail})" if detail else ""))
        if self.kind == ATTENTION:
            return _("needs a person: {what}").format(what=subject) + (f": {detail}" if detail else "")
        return _("left out: {why}").format(why=subject)

    def _quoting(self, said: str) -> str:
        """``said``, then the text the change took or moved, shortened, in quotation marks."""
        if not self.text.strip():
            return said
        return _("{what}: “{text}”").format(what=said, text=shorten(self.text))     # «…» in Russian

    def as_json(self) -> dict:
        out = {"kind": self.kind, "subject": self.subject, "count": self.count, "message": self.describe()}
        if self.detail:
            out["detail"] = self.detail
        if self.text.strip():
            out["text"] = shorten(self.text)
        return out


class Changes(list):
    """An item's (or the channel's) changes; ``add`` counts repeats of the same change once."""

    def __init__(self, *args):
        super().__init__(*args)
        self._counted: dict[tuple, Change] = {}

    def add(self, kind: str, subject: str, detail: str = "", text: str = "") -> None:
        if kind in (UNWRAPPED, ATTRIBUTE) or (kind in (DROPPED, REWRITTEN) and not text):
            key = (kind, subject, detail)
            known = self._counted.get(key)
            if known is not None:
                known.count += 1
                return
            self._counted[key] = change = Change(kind, subject, detail, text)
            self.append(change)
            return
        self.append(Change(kind, subject, detail, text))


@dataclass
class ItemReport:
    """One item of the source feed: where it was, what it was called, and what became of it."""

    number: int                     # 1-based, in the source feed's order
    title: str
    link: str | None
    included: bool = True
    changes: Changes = field(default_factory=Changes)

    @property
    def attention(self) -> list[Change]:
        return [c for c in self.changes if c.kind in (ATTENTION, LEFT_OUT)]

    def label(self) -> str:
        if not self.title:
            return _("item {number}").format(number=self.number)
        return _("item {number} “{title}”").format(number=self.number, title=shorten(self.title, 60))

    def as_json(self) -> dict:
        return {"number": self.number, "title": self.title, "link": self.link, "included": self.included,
                "changes": [c.as_json() for c in self.changes]}


@dataclass
class ImportReport:
    """The whole import: the channel's changes, then every item's, in the source's order."""

    source: str
    encoding: str = "UTF-8"
    channel: Changes = field(default_factory=Changes)
    items: list[ItemReport] = field(default_factory=list)

    @property
    def included(self) -> list[ItemReport]:
        return [i for i in self.items if i.included]

    @property
    def left_out(self) -> list[ItemReport]:
        return [i for i in self.items if not i.included]

    def needing_attention(self) -> int:
        return sum(1 for c in self.channel if c.kind == ATTENTION) + sum(len(i.attention) for i in self.items)

    def summary(self) -> str:
        made = len(self.included)
        said = ngettext("{count} item imported", "{count} items imported", made).format(count=made)
        if self.left_out:
            said += ", " + ngettext("{count} left out", "{count} left out", len(self.left_out)).format(
                count=len(self.left_out))
        attention = self.needing_attention()
        if attention:
            said += ", " + ngettext("{count} thing needs a person", "{count} things need a person",
                                    attention).format(count=attention)
        return said

    def as_json(self) -> dict:
        return {"source": self.source, "encoding": self.encoding, "summary": self.summary(),
                "imported": len(self.included), "left_out": len(self.left_out),
                "needs_attention": self.needing_attention(),
                "channel": [c.as_json() for c in self.channel],
                "items": [i.as_json() for i in self.items]}

    def as_text(self) -> str:
        lines = [f"{self.source}: {self.summary()}"]
        if self.channel:
            lines.append(_("channel") + ":")
            lines += ["  " + c.describe() for c in ordered(self.channel)]
        for item in self.items:
            if not item.changes:
                continue
            lines.append(item.label() + ":")
            lines += ["  " + c.describe() for c in ordered(item.changes)]
        return "\n".join(lines) + "\n"


def ordered(changes: list[Change]) -> list[Change]:
    """What needs a person first, then what was lost, then the rest; each kind in the order made."""
    return sorted(changes, key=lambda c: KINDS.index(c.kind))
