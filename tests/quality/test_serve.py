"""The dev server (tools/serve.py) stays quiet when a browser drops a connection, and still
prints every other error: test logs show what went wrong, not what a browser chose."""

from __future__ import annotations

import socket
import struct
import threading
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
