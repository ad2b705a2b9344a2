"""The PyInstaller application dist/turbo-editor/ runs on its own.

A build takes about half a minute and installs PyInstaller into the venv, so it is
opt-in: TURBO_EDITOR_PACKAGE_TEST=1 (what `make package-test` sets) builds when
dist/ is missing or older than the sources; without it the tests run only
against a dist/ that is already fresh, and are skipped otherwise.
"""

import os
import shutil
import subprocess
import sys

import pytest

import turbo_editor
from support import REPO, SAMPLE
from turbo_editor.ui.app import APP_ID

DIST = REPO / "dist" / "turbo-editor"
BINARY = DIST / "turbo-editor"
BUNDLED = DIST / "_internal"  # sys._MEIPASS of a PyInstaller 6 one-folder build
# What the bundle is made from: newer than the binary means the build is stale.
SOURCES = [REPO / "turbo_editor", REPO / "resources", REPO / "docs" / "rules.md", REPO / "docs" / "rules.ru.md",
           REPO / "packaging" / "turbo-editor.spec", REPO / "packaging" / "launcher.py"]


def newest_source() -> float:
    times = []
    for source in SOURCES:
        files = [source] if source.is_file() else [p for p in source.rglob("*")
                                                     if p.is_file() and "__pycache__" not in p.parts]
        times += [p.stat().st_mtime for p in files]
    return max(times)


def is_fresh() -> bool:
    return BINARY.exists() and BINARY.stat().st_mtime >= newest_source()


@pytest.fixture(scope="module")
def app():
    """The built binary, building it first when asked to and it is stale."""
    if not is_fresh():
        if os.environ.get("TURBO_EDITOR_PACKAGE_TEST") != "1":
            pytest.skip("no fresh dist/turbo-editor; run `make package-test` "
                        "(or set TURBO_EDITOR_PACKAGE_TEST=1) to build and test it")
        result = subprocess.run(["sh", str(REPO / "packaging" / "build.sh")], cwd=REPO,
                                env={**os.environ, "PYTHON": sys.executable},
                                capture_output=True, text=True)
        assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
        assert is_fresh()
    return BINARY


def run(app, *args, cwd=REPO):
    # The frozen app must not lean on the source tree: nothing from it on the path.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return subprocess.run([str(app), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_version(app):
    result = run(app, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"turbo-editor {turbo_editor.__version__}"


def test_check_on_the_sample_feed(app):
    result = run(app, "check", str(SAMPLE.relative_to(REPO)))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 file checked: 0 errors" in result.stdout


def test_check_speaks_russian_from_the_bundled_gettext_catalogue(app):
    result = run(app, "check", str(SAMPLE.relative_to(REPO)), "--lang", "ru")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Проверен 1 файл: 0 ошибок" in result.stdout


def test_preview_inlines_the_bundled_stylesheet(app, tmp_path):
    # Proves resources/ is found inside the bundle: the page carries turbo.css.
    page = tmp_path / "page.html"
    result = run(app, "preview", str(SAMPLE), "-o", str(page), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    css = (BUNDLED / "resources" / "preview" / "turbo.css").read_text(encoding="utf-8")
    first_rule = next(line for line in css.splitlines() if "{" in line)
    assert first_rule in page.read_text(encoding="utf-8")


def test_bundle_holds_resources_translations_and_the_web_engine(app):
    for name in ("icons/turbo-editor.svg", "samples/sample-turbo.xml", "preview/turbo.css"):
        assert (BUNDLED / "resources" / name).is_file(), name
    for catalogue in (REPO / "resources" / "translations").glob("*.qm"):
        assert (BUNDLED / "resources" / "translations" / catalogue.name).is_file(), catalogue.name
    assert (BUNDLED / "docs" / "rules.md").is_file() and (BUNDLED / "docs" / "rules.ru.md").is_file()
    qt = BUNDLED / "PySide6" / "Qt"
    # The preview's Chromium: helper process, resources, and the two interface locales.
    assert (qt / "libexec" / "QtWebEngineProcess").is_file()
    assert (qt / "resources" / "qtwebengine_resources.pak").is_file()
    locales = {p.name for p in (qt / "translations" / "qtwebengine_locales").iterdir()}
    assert locales == {"en-US.pak", "ru.pak"}
    assert (qt / "translations" / "qtbase_ru.qm").is_file()
    # Qt Quick's QML plugins are not needed by a widget QWebEngineView and are left out.
    assert not (qt / "qml").exists()


def test_install_stages_a_desktop_integration_that_resolves(app, tmp_path, validators):
    stage = tmp_path / "stage"
    result = subprocess.run(["sh", str(REPO / "packaging" / "install.sh"), "/usr"], cwd=REPO,
                            env={**os.environ, "DESTDIR": str(stage)}, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    usr = stage / "usr"
    # The command on PATH is a relative symlink into lib/; the bootloader follows it.
    assert run(usr / "bin" / "turbo-editor", "--version", cwd=tmp_path).returncode == 0
    desktop = usr / "share" / "applications" / f"{APP_ID}.desktop"
    assert subprocess.run([validators["desktop-file-validate"], str(desktop)]).returncode == 0
    # Icon=APP_ID must name an icon the theme lookup finds.
    assert (usr / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (usr / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (usr / "share" / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    shutil.rmtree(stage)  # a 450 MB copy; do not keep it in the temp folder
