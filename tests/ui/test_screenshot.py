"""--screenshot saves the window as a user would see it once the feed is open and checked."""

from support import SAMPLE
from turbo_editor.ui import app as app_module


def test_the_screenshot_waits_for_the_panes_problem_marks(settings_dir, tmp_path, monkeypatch):
    """The pane draws its marks on a 40 ms timer after the check: a picture taken before it fires
    shows a feed with errors as if it had none."""
    text = SAMPLE.read_text(encoding="utf-8").replace("<link>https://sad.example.ru/calendar/june</link>",
                                                      "<link>/calendar/june</link>")
    feed = tmp_path / "broken.xml"
    feed.write_text(text, encoding="utf-8")
    seen = []
    picture = app_module._window_picture

    def taken(app, window):
        seen.append([severity for _s, _e, severity, _m in window.xml_pane.editor.marks])
        return picture(app, window)
    monkeypatch.setattr(app_module, "_window_picture", taken)
    out = tmp_path / "w.png"
    assert app_module.screenshot(str(feed), str(out), (1280, 720), select="/rss/channel/item[2]/link") == 0
    assert out.stat().st_size > 0
    assert "error" in seen[-1]
