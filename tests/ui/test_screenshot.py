"""turbo-editor FILE --screenshot OUT.png: the window, loaded and checked, as a PNG (headless too)."""

from PySide6.QtGui import QImage

from support import SAMPLE
from turbo_editor.cli import main


def test_a_screenshot_of_the_loaded_window_at_the_size_asked(qtbot, settings_dir, tmp_path):
    out = tmp_path / "window.png"
    assert main([str(SAMPLE), "--screenshot", str(out), "--size", "900x600", "--select", "/rss/channel/item[2]"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)
    assert len({image.pixel(x, y) for x in range(0, 900, 30) for y in range(0, 600, 30)}) > 20   # not blank


def test_a_feed_that_cannot_be_opened_exits_1_without_waiting_for_a_click(qtbot, settings_dir, tmp_path, capsys):
    assert main([str(tmp_path / "missing.xml"), "--screenshot", str(tmp_path / "w.png")]) == 1
    assert "missing.xml" in capsys.readouterr().err
    assert not (tmp_path / "w.png").exists()


def test_a_path_that_names_nothing_is_a_usage_error(qtbot, settings_dir, tmp_path, capsys):
    assert main([str(SAMPLE), "--screenshot", str(tmp_path / "w.png"), "--select", "/rss/channel/item[99]"]) == 2
    assert "no element at /rss/channel/item[99]" in capsys.readouterr().err
