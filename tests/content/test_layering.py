"""Who may import whom around the page HTML: the vocabulary at the bottom, content below the checks,
and only the checks reading their own rules."""

import ast
from pathlib import Path

import turbo_editor

PACKAGE = Path(turbo_editor.__file__).parent


def imported_modules(path: Path) -> set[str]:
    """Absolute names of the turbo_editor modules a file imports (relative imports resolved)."""
    # The package a relative import starts from: the folder the file is in (for __init__.py too).
    package = list(path.relative_to(PACKAGE.parent).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            name = ".".join(base + ([node.module] if node.module else []))
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return {name for name in found if name == "turbo_editor" or name.startswith("turbo_editor.")}


def imports_of(folder: str) -> dict[str, set[str]]:
    return {str(p.relative_to(PACKAGE.parent)): imported_modules(p) for p in (PACKAGE / folder).rglob("*.py")}


def outside(imports: dict[str, set[str]], allowed: tuple[str, ...]) -> dict[str, set[str]]:
    wrong = {f: {m for m in names if not any(m == a or m.startswith(a + ".") for a in allowed)}
             for f, names in imports.items()}
    return {f: names for f, names in wrong.items() if names}


def test_the_import_reader_resolves_relative_imports():
    found = imported_modules(PACKAGE / "content" / "completion.py")
    assert "turbo_editor.vocabulary.page" in found and "turbo_editor.content.scan" in found
    assert imported_modules(PACKAGE / "check" / "rules" / "html.py") >= {"turbo_editor.content.fragment",
                                                                          "turbo_editor.check.locate"}


def test_the_vocabulary_reads_only_itself():
    assert outside(imports_of("vocabulary"), ("turbo_editor.vocabulary",)) == {}


def test_content_reads_only_the_vocabulary_and_the_feed():
    imports = imports_of("content")
    assert imports
    assert outside(imports, ("turbo_editor.vocabulary", "turbo_editor.feed", "turbo_editor.content")) == {}


def test_only_the_checks_read_the_check_rules():
    readers = {f for folder in ("ui", "preview", "publish", "site", "content", "feed", "vocabulary")
               for f, names in imports_of(folder).items()
               if any(m.startswith("turbo_editor.check.rules") for m in names)}
    assert readers == set(), readers


def test_a_documents_path_and_encoding_change_only_through_feed_edits():
    """Outside feed/, nobody assigns doc.path or doc.encoding: Save As and File ▸ Encoding go
    through the document (an announced edit), so every view hears of them."""
    assigned = {}
    for path in PACKAGE.rglob("*.py"):
        if path.is_relative_to(PACKAGE / "feed"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            for target in targets:
                if isinstance(target, ast.Attribute) and target.attr in ("path", "encoding", "save_encoding") \
                        and isinstance(target.value, ast.Attribute) and target.value.attr == "doc":
                    assigned.setdefault(str(path.relative_to(PACKAGE)), []).append(node.lineno)
    assert assigned == {}
