"""docs/architecture.md names only what exists: its paths, dotted module names and Class.member names.

What is checked, in the text between backticks (fenced blocks are diagrams, not checked):

* a path under turbo_editor/, tests/, docs/, resources/, bench/ or packaging/, or under one of
  the packages written short (ui/xml_pane.py for turbo_editor/ui/xml_pane.py);
* a dotted name starting with turbo_editor or a package (turbo_editor.feed.edits, feed.change.Change):
  the longest module prefix must be a module, the next name defined at its top level, and a
  further one defined in that class;
* ``Class.member`` where Class is a class of turbo_editor: some class of that name defines member.

Names are read from the source with ast, so nothing (no Qt) is imported.
"""

import ast
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "turbo_editor"
DOC = ROOT / "docs" / "architecture.md"

TOP_FOLDERS = {"turbo_editor", "tests", "docs", "resources", "bench", "packaging"}
PACKAGES = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
BARE_FILE = re.compile(r"\.(py|md|ts|qm|xml|toml|css|json)$")
FENCE = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)
SPAN = re.compile(r"`([^`\n]+)`")
WORD = re.compile(r"[A-Za-z_][\w./-]*")


def _names_in(body) -> set[str]:
    names = set()
    for node in body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            names |= _names_in(node.body)   # what a package names lazily (its __getattr__) it names here
    return names


@cache
def _module(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _classes(path: Path) -> dict[str, ast.ClassDef]:
    return {n.name: n for n in _module(path).body if isinstance(n, ast.ClassDef)}


@cache
def _all_classes() -> dict[str, list[ast.ClassDef]]:
    found: dict[str, list[ast.ClassDef]] = {}
    for path in PACKAGE.rglob("*.py"):
        for name, node in _classes(path).items():
            found.setdefault(name, []).append(node)
    return found


def _module_file(parts: list[str]) -> Path | None:
    base = ROOT.joinpath(*parts)
    if (base / "__init__.py").exists():
        return base / "__init__.py"
    return base.with_suffix(".py") if base.with_suffix(".py").exists() else None


def _path_exists(word: str) -> bool:
    parts = word.rstrip("/").split("/")
    if parts[0] in PACKAGES:
        parts = ["turbo_editor", *parts]
    return ROOT.joinpath(*parts).exists()


def _dotted_exists(word: str) -> bool:
    parts = word.split(".")
    if parts[0] in PACKAGES:
        parts = ["turbo_editor", *parts]
    for cut in range(len(parts), 0, -1):
        module = _module_file(parts[:cut])
        if module is not None:
            break
    else:
        return False
    rest = parts[cut:]
    if not rest:
        return True
    if rest[0] not in _names_in(_module(module).body):
        return False
    if len(rest) == 1:
        return True
    cls = _classes(module).get(rest[0])
    return cls is not None and len(rest) == 2 and rest[1] in _names_in(cls.body)


def _member_exists(word: str) -> bool:
    cls, member = word.split(".", 1)
    return "." not in member and any(member in _names_in(node.body) for node in _all_classes()[cls])


def checked_words(text: str) -> list[tuple[str, callable]]:
    """The words of the backticked spans this test can check, each with its check."""
    words = []
    for span in SPAN.findall(FENCE.sub("", text)):
        for word in WORD.findall(span):
            word = word.rstrip(".")
            head = re.split(r"[./]", word)[0]
            if "/" in word and (head in TOP_FOLDERS or head in PACKAGES):
                words.append((word, _path_exists))
            elif "." in word and BARE_FILE.search(word):
                continue            # a file named alone (rss.py): its folder is given beside it
            elif "." in word and (head == "turbo_editor" or head in PACKAGES):
                words.append((word, _dotted_exists))
            elif "." in word and head in _all_classes():
                words.append((word, _member_exists))
    return words


def missing(text: str) -> list[str]:
    return sorted({word for word, exists in checked_words(text) if not exists(word)})


def test_everything_the_architecture_document_names_exists():
    text = DOC.read_text(encoding="utf-8")
    assert len(checked_words(text)) > 80          # the checks read the document's names at all
    assert missing(text) == []


def test_the_check_finds_names_that_do_not_exist():
    good = ("`turbo_editor/feed/atomic.py` `ui/recovery.py` `turbo_editor.feed.edits.SetText` "
            "`feed.change.ChangeKind` `turbo_editor.ui.session.FeedSession.accept_text` "
            "`FeedDocument.channel_layout` `tests/data/check/` `docs/rules.md`")
    assert missing(good) == []
    bad = ("`turbo_editor/feed/nowhere.py` `ui/no_pane.py` `turbo_editor.feed.edits.NoSuchEdit` "
           "`feed.nothing` `turbo_editor.ui.session.FeedSession.no_method` `FeedDocument.no_such` "
           "`tests/data/missing/` `docs/nothing.md`")
    assert missing(bad) == sorted(w.strip("`") for w in bad.split())
