"""English has a catalogue of its plural strings only, so "%n error(s)" reads "1 error", "2 errors".

`make translations` extracts it (lupdate -pluralonly) into resources/translations/turbo_editor_en.ts;
fill in the singular and the plural of what it marks unfinished, and run it again to compile the .qm.
"""

import subprocess

from i18n_support import REPO, TRANSLATIONS, read_ts, run_lrelease, tool, ui_sources

TS = TRANSLATIONS / "turbo_editor_en.ts"
QM = TRANSLATIONS / "turbo_editor_en.qm"


def test_every_plural_string_has_its_english_forms(tmp_path):
    fresh = tmp_path / "turbo_editor_en.ts"
    subprocess.run([tool("pyside6-lupdate"), "-silent", *ui_sources(), "-ts", str(fresh), "-pluralonly",
                    "-no-obsolete", "-locations", "none"], cwd=REPO, check=True, capture_output=True, text=True)
    extracted, committed = read_ts(fresh), read_ts(TS)
    assert set(committed) == set(extracted), "run `make translations` and fill in the English plural forms"
    wrong = [m.where() for m in committed.values()
             if m.state is not None or len(m.translations) != 2 or not all("%n" in t for t in m.translations)]
    assert not wrong, "English plural strings need a finished singular and plural with %n:\n" + "\n".join(wrong)


def test_the_compiled_english_catalogue_is_up_to_date(tmp_path):
    fresh = tmp_path / "turbo_editor_en.qm"
    run_lrelease(TS, fresh)
    assert QM.exists() and fresh.read_bytes() == QM.read_bytes(), "run `make translations`"


def test_english_counts_read_as_english(qapp):
    from PySide6.QtCore import QCoreApplication

    from turbo_editor.ui import i18n
    assert i18n.install(qapp, "en") == "en"
    assert [QCoreApplication.translate("ExportDialog", "%n error(s)", "", n) for n in (0, 1, 2, 21)] == [
        "0 errors", "1 error", "2 errors", "21 errors"]
