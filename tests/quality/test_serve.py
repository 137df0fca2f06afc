"""The dev server (tools/serve.py) stays quiet when a browser drops a connection, and still
prints every other error: test logs show what went wrong, not what a browser chose."""

from __future__ import annotations

import socket
import struct
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tools.serve import SiteServer


def test_a_connection_the_browser_drops_mid_file_prints_no_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "index.html").write_text("<!doctype html>", encoding="utf-8")
    # Larger than what the loopback's socket buffers take in, so the server is still writing.
    (tmp_path / "big.bin").write_bytes(b"\0" * (16 << 20))
    with SiteServer(tmp_path) as server:
        handled = threading.Event()
        original = server.httpd.handle_error

        def record(request: Any, client_address: Any) -> None:
            original(request, client_address)
            handled.set()

        server.httpd.handle_error = record  # type: ignore[method-assign]
        with socket.create_connection(("127.0.0.1", server.httpd.server_port)) as client:
            client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
            assert client.recv(4096).startswith(b"HTTP/1.0 200")
            # Close with a reset, as a browser does when it cancels a download.
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        assert handled.wait(20), "the server never noticed the dropped connection"
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("dropped", [BrokenPipeError, ConnectionResetError])
def test_only_dropped_connections_are_quiet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], dropped: type[Exception]
) -> None:
    with SiteServer(tmp_path) as server:
        for error in (dropped, ValueError):
            try:
                raise error("while answering")
            except Exception:
                server.httpd.handle_error(None, ("127.0.0.1", 1))
    err = capsys.readouterr().err
    assert "Traceback" in err and "ValueError: while answering" in err
    assert dropped.__name__ not in err


@pytest.mark.parametrize("method", ["GET", "HEAD"])
def test_an_unknown_address_gets_the_sites_own_404_page(tmp_path: Path, method: str) -> None:
    # As hosting/nginx.conf's `error_page 404 /404.html`: the site's page, status 404.
    page = b"<!doctype html><title>Seite nicht gefunden</title>"
    (tmp_path / "index.html").write_text("<!doctype html>", encoding="utf-8")
    (tmp_path / "404.html").write_bytes(page)
    with SiteServer(tmp_path) as server:
        request = urllib.request.Request(f"{server.url}/gibt/es/nicht/", method=method)
        with pytest.raises(urllib.error.HTTPError) as raised:
            urllib.request.urlopen(request, timeout=20)
    answer = raised.value
    assert answer.code == 404
    assert answer.headers["Content-Type"].startswith("text/html")
    assert answer.headers["Content-Security-Policy"]  # the site's headers, as on every answer
    assert answer.read() == (page if method == "GET" else b"")


def test_without_a_404_page_the_plain_error_remains(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<!doctype html>", encoding="utf-8")
    with SiteServer(tmp_path) as server, pytest.raises(urllib.error.HTTPError) as raised:
        urllib.request.urlopen(f"{server.url}/fehlt.html", timeout=20)
    assert raised.value.code == 404
