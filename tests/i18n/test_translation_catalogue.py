"""The Russian catalogue covers every interface string, is compiled, and keeps what the code relies on.

After changing a user-visible string: `make translations`, translate what it
marks unfinished in resources/translations/turbo_editor_ru.ts (Qt Linguist or
an editor), and run `make translations` again to compile the .qm.
"""

import ast
import re
from collections import Counter

from i18n_support import QM, REPO, TRANSLATED, TS, accelerator, run_lrelease


def _listing(messages) -> str:
    return "\n".join("  " + m.where() for m in messages)


def test_every_interface_string_has_a_finished_russian_translation(extracted, committed):
    missing = [m for key, m in extracted.items() if key not in committed or not committed[key].finished]
    assert not missing, (f"{len(missing)} interface string(s) have no finished translation in "
                         f"{TS.relative_to(REPO)} (run `make translations`, then translate them):\n"
                         + _listing(missing))


def test_plural_messages_are_marked_as_plural_in_the_catalogue(extracted, committed):
    wrong = [m for key, m in extracted.items() if key in committed and committed[key].numerus != m.numerus]
    assert not wrong, "the plural (%n) marking differs from the sources; run `make translations`:\n" + _listing(wrong)


def test_the_catalogue_holds_no_strings_the_sources_no_longer_have(extracted, committed):
    stale = [m for key, m in committed.items() if key not in extracted]
    assert not stale, "translations of strings no longer in the sources; run `make translations`:\n" + _listing(stale)


def test_the_compiled_catalogue_is_up_to_date(tmp_path):
    assert QM.exists(), f"{QM.relative_to(REPO)} is missing: run `make translations`"
    fresh = tmp_path / "turbo_editor_ru.qm"
    run_lrelease(TS, fresh)
    assert fresh.read_bytes() == QM.read_bytes(), (f"{QM.relative_to(REPO)} is not compiled from the current "
                                                   f"{TS.name}: run `make translations`")


# -- what a translation must keep ------------------------------------------------------------

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d+")
TAG = re.compile(r"</?[A-Za-z][\w-]*[^<>]*>")


def test_placeholders_are_kept_in_every_translation(committed):
    wrong = []
    for m in committed.values():
        wanted = Counter(PLACEHOLDER.findall(m.source))
        for text in m.translations:
            if Counter(PLACEHOLDER.findall(text)) != wanted:
                wrong.append(f"  {m.where()} -> {text!r}")
    assert not wrong, "placeholders ({0}, %n) differ from the source:\n" + "\n".join(wrong)


def test_plural_translations_show_the_count_in_every_form(committed):
    wrong = [f"  {m.where()} -> {text!r}" for m in committed.values() if m.numerus
             for text in m.translations if "%n" not in text]
    assert not wrong, "a plural form without %n:\n" + "\n".join(wrong)


def test_accelerators_are_kept(committed):
    """A text with an & keeps exactly one in Russian; a text without gains none."""
    wrong = []
    for m in committed.values():
        for text in m.translations:
            has = len(re.findall(r"(?<!&)&(?![&\s])(?!#?\w+;)", text))
            if has != (1 if accelerator(m.source) else 0):
                wrong.append(f"  {m.where()} -> {text!r}")
    assert not wrong, "accelerators (&) differ from the source:\n" + "\n".join(wrong)


def test_rich_text_keeps_its_markup(committed):
    wrong = [f"  {m.where()} -> {text!r}" for m in committed.values() if m.source.startswith("<")
             for text in m.translations if TAG.findall(text) != TAG.findall(m.source)]
    assert not wrong, "HTML tags differ from the source:\n" + "\n".join(wrong)


def test_surrounding_whitespace_and_line_breaks_are_kept(committed):
    wrong = []
    for m in committed.values():
        for text in m.translations:
            if (text[:1].isspace(), text[-1:].isspace(), text.count("\n")) != \
                    (m.source[:1].isspace(), m.source[-1:].isspace(), m.source.count("\n")):
                wrong.append(f"  {m.where()} -> {text!r}")
    assert not wrong, "leading/trailing spaces or line breaks differ from the source:\n" + "\n".join(wrong)


# -- strings lupdate cannot see -----------------------------------------------------------------

def _calls(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            yield node, name


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def test_every_translated_string_is_visible_to_lupdate(extracted):
    """tr() is called on self with a literal (or a QT_TRANSLATE_NOOP-marked constant); every literal given to
    tr() or translate() — also inside f-strings, where lupdate does not look — is in the extracted catalogue;
    translate() of a variable uses a context whose strings are marked with QT_TRANSLATE_NOOP (in the
    interface or the vocabulary)."""
    sources = {(context, source) for context, source, _comment in extracted}
    texts = {source for _context, source in sources}
    problems = []
    files = sorted(p for folder in TRANSLATED for p in folder.rglob("*.py"))
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in files}
    # A context marked anywhere (the vocabulary marks the forms' names and hints) may be translated anywhere.
    marked_contexts = {_literal(node.args[0]) for tree in trees.values() for node, name in _calls(tree)
                       if name == "QT_TRANSLATE_NOOP" and node.args}
    for path, tree in trees.items():
        where = path.relative_to(REPO)
        marked_constants = {target.id for node in tree.body if isinstance(node, ast.Assign)
                            for target in node.targets if isinstance(target, ast.Name)
                            and isinstance(node.value, ast.Call)
                            and getattr(node.value.func, "id", None) == "QT_TRANSLATE_NOOP"}
        for node, name in _calls(tree):
            if name == "tr" and node.args:
                owner = node.func.value if isinstance(node.func, ast.Attribute) else None
                if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls")):
                    problems.append(f"{where}:{node.lineno}: {ast.unparse(node.func)}(): lupdate takes "
                                    f"'{ast.unparse(owner) if owner else ''}' as the context; use self.tr or "
                                    "QCoreApplication.translate with the class name")
                text = _literal(node.args[0])
                if text is None:
                    if not (isinstance(node.args[0], ast.Name) and node.args[0].id in marked_constants):
                        problems.append(f"{where}:{node.lineno}: tr({ast.unparse(node.args[0])}) is invisible to "
                                        "lupdate: mark the text with QT_TRANSLATE_NOOP and use translate()")
                elif text not in texts:
                    problems.append(f"{where}:{node.lineno}: tr({text!r}) was not extracted by lupdate")
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
                context, text = _literal(node.args[0]), _literal(node.args[1])
                if context is None:
                    problems.append(f"{where}:{node.lineno}: {name}() needs a literal context")
                elif text is not None and (context, text) not in sources:
                    problems.append(f"{where}:{node.lineno}: {name}({context!r}, {text!r}) was not extracted")
                elif text is None and context not in marked_contexts:
                    problems.append(f"{where}:{node.lineno}: translate({context!r}, {ast.unparse(node.args[1])}) "
                                    f"translates a variable, but nothing in the file is marked with "
                                    f"QT_TRANSLATE_NOOP({context!r}, ...)")
    assert not problems, "\n".join(problems)
