"""The desktop entry, AppStream metainfo and MIME declaration: valid for the
freedesktop tools, and naming the application the way the running app names itself."""

import configparser
import re
import struct
import subprocess
from importlib.metadata import entry_points

from lxml import etree

import turbo_editor
from support import REPO
from turbo_editor.ui.app import APP_ID

PACKAGING = REPO / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
ICON = REPO / "resources" / "icons" / "turbo-editor.svg"
XML = "http://www.w3.org/XML/1998/namespace"
XML_LANG = f"{{{XML}}}lang"


def desktop_entry() -> dict:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive: Name[ru], MimeType
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def metainfo():
    return etree.parse(str(METAINFO)).getroot()


def test_desktop_entry_passes_desktop_file_validate(validators):
    result = subprocess.run([validators["desktop-file-validate"], str(DESKTOP)],
                            capture_output=True, text=True)
    # Not even a warning or a hint: the entry is small enough to be spotless.
    assert result.returncode == 0 and not (result.stdout + result.stderr).strip(), result.stdout + result.stderr


def test_metainfo_passes_appstreamcli_validate(validators):
    result = subprocess.run([validators["appstreamcli"], "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    output = result.stdout + result.stderr
    # Errors (E:) and warnings (W:) fail. Two lower findings are expected with AppStream 0.16:
    # "I: unknown-tag developer" (<developer> is AppStream 1.0's tag, kept beside 0.16's
    # <developer_name>) and "P: cid-contains-uppercase-letter" (the id must equal APP_ID,
    # which like most reverse-DNS app ids has capitals).
    problems = [line for line in output.splitlines() if line.lstrip().startswith(("E:", "W:"))]
    assert result.returncode == 0 and not problems, output


def test_every_id_is_the_app_id_that_set_desktop_file_name_reports():
    entry = desktop_entry()
    root = metainfo()
    assert DESKTOP.name == f"{APP_ID}.desktop"
    assert entry["Icon"] == APP_ID
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name


def test_desktop_entry_launches_the_installed_command_with_files():
    entry = desktop_entry()
    command, field = entry["Exec"].split()
    scripts = entry_points(group="gui_scripts", name=command)
    assert [ep.value for ep in scripts] == ["turbo_editor.cli:main"]
    assert field == "%F"  # the app opens every file it is given


def test_desktop_entry_opens_feeds_and_speaks_russian():
    entry = desktop_entry()
    mime_types = set(filter(None, entry["MimeType"].split(";")))
    assert {"application/rss+xml", "application/xml", "text/xml"} <= mime_types
    for key in ("Name", "Comment", "GenericName"):
        assert entry[f"{key}[ru]"] and entry[f"{key}[ru]"] != entry[key]


def test_the_russian_texts_spell_turbo_in_russian_and_name_the_program_alike():
    """"Турбо" as the interface writes it (Турбо-страница), never "Turbo" inside Russian text; the
    menu and the software centre give the program the same Russian name."""
    entry = desktop_entry()
    root = metainfo()
    russian = [value for key, value in entry.items() if key.endswith("[ru]")]
    russian += [" ".join(element.itertext()) for element in root.iter() if element.get(XML_LANG) == "ru"]
    assert len(russian) >= 8 and all(re.search("[а-яё]", text, re.IGNORECASE) for text in russian), russian
    assert not [text for text in russian if "Turbo" in text]
    assert entry["Name[ru]"] == root.findtext(f"name[@{{{XML}}}lang='ru']") == "Редактор Турбо"


def test_mime_declaration_maps_rss_files_and_rss_rooted_xml(validators, tmp_path):
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / MIME.name).write_bytes(MIME.read_bytes())
    result = subprocess.run([validators["update-mime-database"], str(tmp_path / "mime")],
                            capture_output=True, text=True)
    # update-mime-database reports a bad declaration on stderr but still exits 0.
    assert result.returncode == 0 and "error" not in result.stderr.lower(), result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text().splitlines()
    assert any(line.endswith(":application/rss+xml:*.rss") for line in globs)
    namespaces = (tmp_path / "mime" / "XMLnamespaces").read_text().splitlines()
    assert " rss application/rss+xml" in namespaces  # a feed saved as .xml


def test_metainfo_describes_this_release_in_english_and_russian():
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert turbo_editor.__version__ in [r.get("version") for r in root.iter("release")]
    languages = {s.get("{http://www.w3.org/XML/1998/namespace}lang") for s in root.iter("summary")}
    assert languages == {None, "ru"}
    assert root.findtext("project_license") == "MIT"  # as pyproject.toml says
    provided = {m.text for m in root.iter("mediatype")}
    assert provided and provided <= set(desktop_entry()["MimeType"].split(";"))
    assert root.find("content_rating") is not None


def test_metainfo_screenshot_is_the_shipped_picture():
    image = metainfo().find("screenshots/screenshot[@type='default']/image")
    assert image.text.startswith("https://")
    shipped = REPO / "resources" / "screenshots" / image.text.rsplit("/", 1)[1]
    header = shipped.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", header[16:24])
    assert (width, height) == (int(image.get("width")), int(image.get("height")))


def test_application_icon_is_a_square_svg():
    root = etree.parse(str(ICON)).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _x, _y, width, height = (float(v) for v in root.get("viewBox").split())
    assert width == height
