"""REST and XML-RPC pings against local servers; failures come back as results."""

from __future__ import annotations

import json
import xmlrpc.client
from urllib.parse import parse_qs, urlsplit

import pytest

from local_servers import Canned
from turbo_editor.site.ping import MAX_ANSWER_BYTES, ping_url, rest_ping, xmlrpc_ping

FEED = "https://sad.example.ru/turbo.rss?section=garden&x=1"


def test_the_feed_url_is_url_encoded_into_the_template():
    assert ping_url("https://ping.example/rss?u={url}", FEED) == \
        "https://ping.example/rss?u=https%3A%2F%2Fsad.example.ru%2Fturbo.rss%3Fsection%3Dgarden%26x%3D1"
    assert ping_url("http://p/{name}?u={url}&n={name}", "u", "Мой сад") == \
        "http://p/%D0%9C%D0%BE%D0%B9%20%D1%81%D0%B0%D0%B4?u=u&n=%D0%9C%D0%BE%D0%B9%20%D1%81%D0%B0%D0%B4"


def test_rest_ping_sends_the_feed_url(http_site):
    site = http_site({"/ping": Canned(200, b"Thanks for the ping.\n")})
    result = rest_ping(site.url + "/ping?u={url}", FEED)
    assert result.ok and result.status == 200 and result.message == "Thanks for the ping."
    assert len(site.requests) == 1
    assert parse_qs(urlsplit(site.requests[0].path).query) == {"u": [FEED]}


def test_rest_ping_reports_an_error_status(http_site):
    site = http_site({"/ping": Canned(503, b"busy")})
    result = rest_ping(site.url + "/ping?u={url}", FEED)
    assert not result.ok and result.status == 503 and result.message == "HTTP 503: busy"


def test_a_failed_rest_ping_says_its_status_and_the_words_of_an_error_page(http_site):
    """The dialog showed '<!DOCTYPE html> <html><head>…' cut at 200 characters, and no status
    (found by an audit)."""
    page = (b"<!DOCTYPE html>\n<html><head><title>Error</title><style>h1{color:red}</style></head>"
            b"<body><h1>Service Temporarily Unavailable</h1><script>var x = 1;</script></body></html>")
    site = http_site({"/ping": Canned(503, page, {"Content-Type": "text/html; charset=utf-8"}),
                      "/empty": Canned(502, b""), "/long": Canned(500, b"x " * 300)})
    result = rest_ping(site.url + "/ping?u={url}", FEED)
    assert result.message == "HTTP 503: Service Temporarily Unavailable"
    assert rest_ping(site.url + "/empty?u={url}", FEED).message == "HTTP 502"
    long = rest_ping(site.url + "/long?u={url}", FEED).message
    assert long.startswith("HTTP 500: x x") and long.endswith("…") and len(long) == len("HTTP 500: ") + 200


def test_rest_ping_without_url_placeholder_is_not_sent(http_site):
    site = http_site({"/ping": Canned(200, b"ok")})
    result = rest_ping(site.url + "/ping", FEED)
    assert not result.ok and "{url}" in result.message and site.requests == []


def test_rest_ping_to_nowhere_is_a_result(closed_port):
    result = rest_ping(f"http://127.0.0.1:{closed_port}/ping?u={{url}}", FEED)
    assert not result.ok and result.status is None and result.message == "connection refused"


# A server that never answers: the ping gives up and says so (bench/bench_guards.py measures
# how close to the timeout it gives up).
def test_rest_ping_times_out(silent_port):
    result = rest_ping(f"http://127.0.0.1:{silent_port}/ping?u={{url}}", FEED, timeout=0.3)
    assert not result.ok and result.status is None and result.message == "no answer within 0.3 s"


_ANSWER = (b'<?xml version="1.0"?><methodResponse><params><param><value><struct><member><name>flerror</name>'
           b"<value><boolean>0</boolean></value></member></struct></value></param></params></methodResponse>")


def test_a_ping_whose_answer_drips_is_given_up_on_at_the_deadline(http_site):
    """A byte every 20 ms: the answer was read in chunks that each waited for their whole size, and
    took seconds past the timeout (found by an audit)."""
    site = http_site({"/ping": Canned(body=b"OK " * 100, drip=0.02),
                      "/RPC2": Canned(body=_ANSWER, headers={"Content-Type": "text/xml"}, drip=0.02)})
    rest = rest_ping(site.url + "/ping?u={url}", FEED, timeout=0.5)
    assert not rest.ok and rest.message == "no complete answer within 0.5 s"
    assert site.dripped < 150                           # it gave up, not waited for the 300 bytes
    rpc = xmlrpc_ping(site.url + "/RPC2", "Site", FEED, timeout=0.5)
    assert not rpc.ok and "0.5 s" in rpc.message
    assert site.dripped < 150 + len(_ANSWER) / 2


def test_rest_ping_refuses_other_schemes(tmp_path):
    result = rest_ping(tmp_path.as_uri() + "/{url}", FEED)
    assert not result.ok and "only http and https" in result.message


def test_xmlrpc_ping_calls_weblog_updates_ping(xmlrpc_site):
    endpoint, server = xmlrpc_site({"flerror": False, "message": "Thanks for the ping."})
    result = xmlrpc_ping(endpoint, "Вестник садовода", FEED)
    assert server.calls == [("Вестник садовода", FEED)]
    assert result.ok and result.status == 200 and result.flerror is False
    assert result.message == "Thanks for the ping."
    assert result.to_dict() == {"endpoint": endpoint, "ok": True, "status": 200,
                                "message": "Thanks for the ping.", "flerror": False, "feed_url": None}


def test_xmlrpc_flerror_is_a_failed_ping(xmlrpc_site):
    endpoint, _ = xmlrpc_site({"flerror": True, "message": "Feed not found"})
    result = xmlrpc_ping(endpoint, "Site", FEED)
    assert not result.ok and result.flerror is True and result.message == "Feed not found"


def test_xmlrpc_fault_is_a_failed_ping(xmlrpc_site):
    endpoint, _ = xmlrpc_site(xmlrpc.client.Fault(42, "rate limited"))
    result = xmlrpc_ping(endpoint, "Site", FEED)
    assert not result.ok and result.message == "fault 42: rate limited"


def test_xmlrpc_answer_that_is_not_a_struct_is_a_failed_ping(xmlrpc_site):
    endpoint, _ = xmlrpc_site("Thanks!")
    result = xmlrpc_ping(endpoint, "Site", FEED)
    assert not result.ok and result.status == 200 and "'Thanks!'" in result.message


def test_xmlrpc_wrong_path_is_an_http_error(xmlrpc_site):
    endpoint, server = xmlrpc_site({"flerror": False, "message": "OK"})
    result = xmlrpc_ping(endpoint.replace("/RPC2", "/nothing"), "Site", FEED)
    assert not result.ok and result.status == 404 and server.calls == []


def test_xmlrpc_to_nowhere_is_a_result(closed_port):
    result = xmlrpc_ping(f"http://127.0.0.1:{closed_port}/RPC2", "Site", FEED)
    assert not result.ok and result.status is None and result.message


def test_xmlrpc_times_out(silent_port):
    result = xmlrpc_ping(f"http://127.0.0.1:{silent_port}/RPC2", "Site", FEED, timeout=0.3)
    assert not result.ok and result.status is None and result.message == "no answer within 0.3 s"


def test_xmlrpc_answer_that_is_not_xml_rpc(http_site):
    site = http_site({"/RPC2": Canned(200, b"<html><body>Pinged!</body></html>", {"Content-Type": "text/html"})})
    result = xmlrpc_ping(site.url + "/RPC2", "Site", FEED)
    assert not result.ok and result.status == 200 and "not an XML-RPC response" in result.message


def test_xmlrpc_huge_answer_is_cut_off(xmlrpc_site):
    endpoint, _ = xmlrpc_site({"flerror": False, "message": "x" * (MAX_ANSWER_BYTES + 10)})
    result = xmlrpc_ping(endpoint, "Site", FEED)
    assert not result.ok and "not an XML-RPC response" in result.message


@pytest.mark.parametrize("endpoint", ["ftp://example.com/RPC2", "/RPC2"])
def test_xmlrpc_refuses_other_schemes(endpoint):
    result = xmlrpc_ping(endpoint, "Site", FEED)
    assert not result.ok and result.status is None and "only http and https" in result.message


def test_every_feed_of_a_split_export_is_pinged(xmlrpc_site, http_site):
    from turbo_editor.site.ping import ping_feeds
    endpoint, server = xmlrpc_site({"flerror": False, "message": "Thanks for the ping."})
    site = http_site({"/ping": Canned(200, b"ok")})
    parts = ["https://sad.example.ru/turbo-1.xml", "https://sad.example.ru/turbo-2.xml"]
    results = ping_feeds([("xmlrpc", endpoint), ("rest", site.url + "/ping?u={url}")], "Site", parts)
    assert server.calls == [("Site", parts[0]), ("Site", parts[1])]
    assert [parse_qs(urlsplit(r.path).query)["u"] for r in site.requests] == [[parts[0]], [parts[1]]]
    assert [(r.feed_url, r.ok) for r in results] == [(parts[0], True), (parts[0], True),
                                                     (parts[1], True), (parts[1], True)]


# --------------------------------------------------------------------------
# turbo-editor ping: a step of its own, once the files are uploaded
# --------------------------------------------------------------------------


def test_the_ping_command_tells_every_service_about_every_file(xmlrpc_site, http_site, capsys):
    """Pinging happened only in the window, as the export wrote files to a local folder: before anything
    was uploaded (TURBO.md: pings "after publishing"; found by an audit). The command pings when told."""
    from turbo_editor.site.ping_cli import main
    endpoint, server = xmlrpc_site({"flerror": False, "message": "Thanks for the ping."})
    site = http_site({"/ping": Canned(200, b"ok")})
    parts = ["https://sad.example.ru/turbo-1.xml", "https://sad.example.ru/turbo-2.xml"]
    assert main([*parts, "--xmlrpc", endpoint, "--rest", site.url + "/ping?u={url}", "--name", "Сад"]) == 0
    assert server.calls == [("Сад", parts[0]), ("Сад", parts[1])]
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == f"{endpoint} ({parts[0]}): accepted — Thanks for the ping."
    assert len(lines) == 4 and lines[0].endswith(f"({parts[0]}): accepted — ok")
    assert main([parts[0], "--xmlrpc", endpoint, "--format", "json", "--lang", "en"]) == 0
    [answer] = json.loads(capsys.readouterr().out)
    assert (answer["endpoint"], answer["ok"], answer["feed_url"]) == (endpoint, True, parts[0])


def test_the_ping_command_exits_1_on_a_refusal_and_2_without_a_service(xmlrpc_site, capsys):
    from turbo_editor.site.ping_cli import main
    endpoint, _ = xmlrpc_site({"flerror": True, "message": "Feed not found"})
    assert main([FEED, "--xmlrpc", endpoint]) == 1
    assert capsys.readouterr().out == f"{endpoint}: refused by the service — Feed not found\n"
    assert main([FEED]) == 2
    assert "no service to ping: give --rest TEMPLATE or --xmlrpc URL" in capsys.readouterr().err
    assert main(["ftp://sad.example.ru/turbo.rss", "--xmlrpc", endpoint]) == 2
    assert "only http and https URLs can be fetched" in capsys.readouterr().err


def test_ping_is_a_command_of_turbo_editor(capsys):
    from turbo_editor.cli import main
    assert main(["ping", "--help"]) == 0
    assert "once the exported files are uploaded" in capsys.readouterr().out
