"""Debian's nginx serving a built site on loopback with `hosting/nginx.conf`, as
docs-dev/hosting.md tells an operator to: at the root, or below it under an `alias`, with or
without Debian's brotli_static module.

The server runs as the test's own user from a temporary prefix (its own pid file, logs and temp
folders), on a free port of 127.0.0.1 (never 80), and is stopped when the `with` block ends.
"""

from __future__ import annotations

import getpass
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import NGINX_BROTLI, ensure_nginx
from tools.headers import HOSTING

HOSTING_CONF = HOSTING / "nginx.conf"


@dataclass(frozen=True)
class Response:
    status: int
    headers: Mapping[str, str]
    body: bytes

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())


@dataclass(frozen=True)
class Host:
    """A running nginx: `url` is where the site's root lies (ends with "/")."""

    url: str
    prefix: Path

    def get(self, path: str, **headers: str) -> Response:
        """GET `path` (relative to the site's root), no redirects followed, no compression asked
        unless `Accept_Encoding` is given (underscores become dashes)."""
        request = urllib.request.Request(self.url + path.lstrip("/"))
        request.add_header("Accept-Encoding", "identity")
        for name, value in headers.items():
            request.add_header(name.replace("_", "-"), value)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return Response(answer.status, _lower(answer.headers), answer.read())
        except urllib.error.HTTPError as error:
            return Response(error.code, _lower(error.headers), error.read())


def _lower(headers: object) -> dict[str, str]:
    items = headers.items()  # type: ignore[attr-defined]
    found: dict[str, str] = {}
    for name, value in items:
        key = name.lower()
        found[key] = f"{found[key]}, {value}" if key in found else value
    return found


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def config(site: Path, port: int, *, below: str | None, brotli: bool, include: Path) -> str:
    """An nginx.conf as Debian's (mime.types, sendfile), with one server serving `site` at the
    root or at `below` ("/regeln/") through an alias, as docs-dev/hosting.md shows."""
    site_path = str(site.resolve())
    if below is None:
        serve = f"""
        root {site_path};
        error_page 404 /404.html;
        error_page 403 =404 /404.html;
        include {include};"""
    else:
        serve = f"""
        location {below} {{
            alias {site_path}/;
            error_page 404 {below}404.html;
            error_page 403 =404 {below}404.html;
            include {include};
        }}"""
    user = f"user {getpass.getuser()};" if os.geteuid() == 0 else ""
    module = f"load_module {NGINX_BROTLI};" if brotli else ""
    on = "brotli_static on;" if brotli else ""
    return f"""{module}
{user}
worker_processes 1;
pid nginx.pid;
error_log logs/error.log warn;
events {{ worker_connections 64; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path tmp/body;
    proxy_temp_path tmp/proxy;
    fastcgi_temp_path tmp/fastcgi;
    uwsgi_temp_path tmp/uwsgi;
    scgi_temp_path tmp/scgi;
    {on}
    server {{
        listen 127.0.0.1:{port};
        server_name localhost;{serve}
    }}
}}
"""


@contextmanager
def nginx(
    site: Path,
    workdir: Path,
    *,
    below: str | None = None,
    brotli: bool = False,
    include: Path = HOSTING_CONF,
) -> Iterator[Host]:
    """Start nginx for `site` (root, or `below="/regeln/"`), yield the Host, stop it."""
    binary = ensure_nginx()
    for attempt in range(5):
        prefix = workdir / f"nginx-{attempt}"
        (prefix / "logs").mkdir(parents=True)
        (prefix / "tmp").mkdir()
        port = _free_port()
        conf = prefix / "nginx.conf"
        conf.write_text(config(site, port, below=below, brotli=brotli, include=include))
        test = subprocess.run(
            [str(binary), "-t", "-p", str(prefix), "-c", str(conf)],
            capture_output=True,
            text=True,
            check=False,
        )
        if test.returncode != 0:
            raise AssertionError(f"nginx refuses the configuration:\n{test.stderr}")
        process = subprocess.Popen(
            [str(binary), "-p", str(prefix), "-c", str(conf), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            if _wait(port, process):
                url = f"http://127.0.0.1:{port}{below or '/'}"
                yield Host(url, prefix)
                return
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            if process.stderr is not None:
                process.stderr.close()
    raise AssertionError("nginx did not start on a free loopback port in five tries")


def _wait(port: int, process: subprocess.Popen[bytes]) -> bool:
    """Whether nginx listens within ten seconds (False: it stopped, the port was taken)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.05)
    return False
