"""Serve the built site on loopback, as a static host would.

`python -m tools.serve [--port 8000] [SITE_DIR]` — used by `make serve`, `make bench` and by
the browser tests. Sends the site's security headers (`tools.headers.HEADERS`) on every
response, so the tests run under the same Content-Security-Policy as a real host, and what
`hosting/` tells nginx to send: the build's `name.br` or `name.gz` (as `Content-Encoding: br` or
`gzip`, by the request's Accept-Encoding, with `Vary: Accept-Encoding`) and Cache-Control by
path (`tools.headers.cache_control`: a year, immutable, for the versioned runtime folder).
An unknown address gets the site's `404.html` with status 404, as `hosting/nginx.conf` says.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import posixpath
import sys
import threading
import urllib.parse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sitegen.compress import ENCODINGS
from tools import ROOT
from tools.headers import cache_control

EXTRA_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
}


def _handler(
    directory: Path, headers: Mapping[str, str]
) -> type[http.server.SimpleHTTPRequestHandler]:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def guess_type(self, path: str | os.PathLike[str]) -> str:
            return EXTRA_TYPES.get(Path(path).suffix.lower()) or super().guess_type(path)

        def _relative(self) -> str:
            path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
            return posixpath.normpath(path).lstrip("/")

        def _encoded(self, original: str) -> tuple[str, str] | None:
            """The precompressed copy of `original` the client accepts: (path, encoding)."""
            accepted = {
                part.split(";")[0].strip().lower()
                for part in self.headers.get("Accept-Encoding", "").split(",")
            }
            for suffix, encoding in ENCODINGS.items():
                if encoding in accepted and os.path.isfile(original + suffix):
                    return original + suffix, encoding
            return None

        def send_head(self):  # type: ignore[no-untyped-def]
            self._encoding: str | None = None
            original = self.translate_path(self.path)
            if os.path.isdir(original):
                original = os.path.join(original, "index.html")
            if os.path.isfile(original):
                found = self._encoded(original)
                if found is not None:
                    encoded, self._encoding = found
                    # Serve the copy under the original's type and modification time.
                    return self._send_file(encoded, self.guess_type(original))
            return super().send_head()

        def send_error(self, code: int, message: str | None = None, explain: str | None = None):  # type: ignore[no-untyped-def]
            """An unknown address gets the site's own `404.html` with status 404, as the hosts
            of `hosting/` answer (`error_page 404 /404.html`); other errors as before."""
            page = os.path.join(self.directory, "404.html")
            if code != 404 or not os.path.isfile(page):
                super().send_error(code, message, explain)
                return
            found = self._encoded(page)
            path, self._encoding = found if found is not None else (page, None)
            with open(path, "rb") as file:
                body = file.read()
            self.send_response(404, message)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _send_file(self, path: str, content_type: str):  # type: ignore[no-untyped-def]
            try:
                file = open(path, "rb")  # noqa: SIM115 (the base class closes it)
            except OSError:
                self.send_error(404, "File not found")
                return None
            stat = os.fstat(file.fileno())
            since = self.headers.get("If-Modified-Since")
            if since and "If-None-Match" not in self.headers:
                try:
                    unchanged = email.utils.parsedate_to_datetime(since).timestamp() >= int(
                        stat.st_mtime
                    )
                except (TypeError, ValueError, IndexError, OverflowError):
                    unchanged = False
                if unchanged:
                    self.send_response(304)
                    self.end_headers()
                    file.close()
                    return None
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(stat.st_size))
            self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
            self.end_headers()
            return file

        def send_response(self, code: int, message: str | None = None) -> None:
            self._status = code
            super().send_response(code, message)

        def end_headers(self) -> None:
            for name, value in headers.items():
                self.send_header(name, value)
            encoding = getattr(self, "_encoding", None)
            if encoding:
                self.send_header("Content-Encoding", encoding)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header(
                "Cache-Control", cache_control(self._relative(), getattr(self, "_status", 200))
            )
            super().end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    return functools.partial(Handler, directory=str(directory))  # type: ignore[return-value]


DROPPED = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)
"""What a browser dropping a connection raises mid-answer (a cancelled fetch, a closed tab)."""


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A dropped connection is the browser's choice, not an error: no traceback in the
        logs. Every other exception is printed as before."""
        if isinstance(sys.exc_info()[1], DROPPED):
            return
        super().handle_error(request, client_address)


class SiteServer:
    """A threaded static server for `directory` on 127.0.0.1; port 0 picks a free one."""

    def __init__(self, directory: Path, port: int = 0, headers: Mapping[str, str] | None = None):
        if headers is None:
            headers = _default_headers()
        handler = _handler(directory, headers)
        self.httpd = _Server(("127.0.0.1", port), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_port}"

    def __enter__(self) -> SiteServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _default_headers() -> Mapping[str, str]:
    from tools.headers import HEADERS

    return HEADERS


def main() -> None:
    parser = argparse.ArgumentParser(description="Die gebaute Website lokal ausliefern.")
    parser.add_argument("directory", nargs="?", default=str(ROOT / "site"))
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    directory = Path(args.directory)
    if not (directory / "index.html").is_file():
        raise SystemExit(f"{directory}/index.html fehlt – erst `make site` ausführen.")
    server = SiteServer(directory, args.port)
    print(f"Saboteur-Regeln läuft auf {server.url}/  (Beenden mit Strg+C)", flush=True)
    try:
        server.httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.httpd.server_close()


if __name__ == "__main__":
    main()
