"""What the system refused, said in Russian: the export dialog's error box and the pings' answers
give our words for an OSError (describe_os_error, http_get's), never the C library's English."""

import errno
import socket

import pytest

from support import SAMPLE
from turbo_editor.feed import atomic, load
from turbo_editor.publish import export as export_module
from turbo_editor.site.ping import rest_ping, xmlrpc_ping
from turbo_editor.ui.publish_dialogs import ExportDialog

FEED = "https://sad.example.ru/turbo.rss"


@pytest.fixture
def dialog(russian, tmp_path):
    path = tmp_path / "feed.xml"
    path.write_bytes(SAMPLE.read_bytes())
    dialog = ExportDialog(load(path), [])
    dialog.folder.setText(str(tmp_path / "out"))
    yield dialog
    dialog.deleteLater()


def export(dialog, qtbot):
    dialog.run_export()
    qtbot.waitUntil(lambda: not dialog.running, timeout=30000)


def test_a_write_the_system_refuses_is_said_in_russian(dialog, tmp_path, monkeypatch, error_boxes, qtbot):
    # Tests run as root, whom no folder refuses: the refusal is made here, where write_atomic meets it.
    def refused(*args, dir=None, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(tmp_path / "out" / ".turbo.rss.x1y2.tmp"))
    monkeypatch.setattr(atomic.tempfile, "mkstemp", refused)
    export(dialog, qtbot)
    target = tmp_path / "out" / "turbo.rss"
    assert error_boxes == [("Ошибка экспорта",
                            f"Не удалось записать {target} "
                            "(доступ запрещён: у вас нет прав на чтение или запись).\n\n"
                            "Выберите другую папку или получите права на запись в эту.")]


def test_a_file_that_cannot_be_read_back_is_said_in_russian(dialog, tmp_path, monkeypatch, error_boxes, qtbot):
    def unreadable(path, *args, **kwargs):
        raise OSError(errno.EIO, "Input/output error", path)
    monkeypatch.setattr(export_module, "open", unreadable, raising=False)
    export(dialog, qtbot)
    target = tmp_path / "out" / "turbo.rss"
    assert error_boxes == [("Ошибка экспорта",
                            f"Не удалось записать {target} или прочитать записанное: не удалось прочитать диск "
                            "или записать на него (ошибка ввода-вывода).\n\n"
                            "Проверьте, что папка существует и в неё можно записывать, или выберите другую.")]


# -- pings: an XML-RPC ping fails in the words a REST ping does -------------------------------------

@pytest.fixture
def closed_port(monkeypatch) -> int:
    """A port on 127.0.0.1 nothing listens on, reached directly (a proxy would answer instead)."""
    for name in ("http_proxy", "all_proxy", "HTTP_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("no_proxy", "*")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def both_pings(base: str) -> tuple[str, str]:
    return (xmlrpc_ping(base + "/RPC2", "Сад", FEED, timeout=5).message,
            rest_ping(base + "/ping?u={url}", FEED, timeout=5).message)


def test_a_refused_connection_is_said_alike_by_both_pings(closed_port, speaking):
    speaking("ru")
    assert both_pings(f"http://127.0.0.1:{closed_port}") == ("в соединении отказано", "в соединении отказано")


def test_an_unknown_host_is_said_alike_by_both_pings(closed_port, monkeypatch, speaking):
    def unknown(*args, **kwargs):                 # no name server is asked: the answer is made here
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    monkeypatch.setattr(socket, "getaddrinfo", unknown)
    speaking("ru")
    assert both_pings("http://nowhere.example") == ("хост не найден", "хост не найден")


def test_a_network_error_of_another_kind_is_said_alike_by_both_pings(closed_port, monkeypatch, speaking):
    def unreachable(*args, **kwargs):
        raise OSError(errno.ENETUNREACH, "Network is unreachable")
    monkeypatch.setattr(socket, "create_connection", unreachable)
    speaking("ru")
    assert both_pings("http://10.255.255.1") == ("сеть недоступна", "сеть недоступна")
