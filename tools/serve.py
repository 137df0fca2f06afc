"""Serve the built site on loopback, as a static host would.

`python -m tools.serve [--port 8000] [SITE_DIR]` — used by `make serve` and by the
browser tests. Sends the site's security headers (`tools.headers.HEADERS`) on every
response, so the tests run under the same Content-Security-Policy as a real host.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import threading
from collections.abc import Mapping
from pathlib import Path

from tools import ROOT

EXTRA_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
}


def _handler(
    directory: Path, headers: Mapping[str, str]
) -> type[http.server.SimpleHTTPRequestHandler]:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def guess_type(self, path: str | os.PathLike[str]) -> str:
            return EXTRA_TYPES.get(Path(path).suffix.lower()) or super().guess_type(path)

        def end_headers(self) -> None:
            for name, value in headers.items():
                self.send_header(name, value)
            super().end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    return functools.partial(Handler, directory=str(directory))  # type: ignore[return-value]


class SiteServer:
    """A threaded static server for `directory` on 127.0.0.1; port 0 picks a free one."""

    def __init__(self, directory: Path, port: int = 0, headers: Mapping[str, str] | None = None):
        if headers is None:
            headers = _default_headers()
        handler = _handler(directory, headers)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.httpd.daemon_threads = True
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
    try:
        from tools.headers import HEADERS
    except ImportError:
        return {}
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
