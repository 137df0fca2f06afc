"""`hosting/.htaccess` in Debian's Apache, as an operator uses it (docs-dev/hosting.md): copied
into the site folder, served at the root of a host, below it through `Alias /regeln/`, and as
the folder `regeln/` of another document root (there with mod_brotli and mod_deflate
compressing on the fly). One server for the module: tests/apache_host.py.

What the nginx test checks, plus what Apache does by itself: Debian's mime.conf reads `.br`
as the Breton language, Debian allows folder listings, and mod_deflate/mod_brotli change the
`ETag`s of what they compress (so that `If-None-Match` never matches again).
"""

from __future__ import annotations

import email.utils
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from sitegen.pyodide import site_path
from tests.apache_host import PLACES, Apache, apache
from tests.nginx_host import Host
from tests.quality.test_nginx import GERMAN_404, assert_secure, decoded, runtime_files
from tools import headers

ENCODINGS = {"br, gzip": "br", "gzip": "gzip", "identity": None}


@pytest.fixture(scope="module")
def server(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Apache]:
    with apache(site_dir, tmp_path_factory.mktemp("apache")) as running:
        yield running
    # Nothing the .htaccess says is refused or broken (Apache logs that, and answers 500).
    errors = [
        line
        for line in running.log.read_text(encoding="utf-8").splitlines()
        if ":error]" in line or ":alert]" in line or ":crit]" in line
    ]
    assert not errors, "\n".join(errors)


@pytest.fixture(params=PLACES)
def host(server: Apache, request: pytest.FixtureRequest) -> Host:
    return server.hosts[request.param]


def test_apache_serves_the_site_with_its_types_caching_and_compression(
    site_dir: Path, host: Host
) -> None:
    files = {"index.html": "text/html", "sw.js": "text/javascript", **runtime_files(site_dir)}
    for path, kind in files.items():
        for accept, expected in ENCODINGS.items():
            response = host.get(path, Accept_Encoding=accept)
            what = f"{path} ({accept})"
            assert response.status == 200, what
            assert (response.header("content-type") or "").split(";")[0] == kind, what
            assert response.header("content-encoding") == expected, what
            assert decoded(response) == (site_dir / path).read_bytes(), what
            # Debian's mime.conf: "AddLanguage br .br" (Breton).
            assert response.header("content-language") is None, what
            if expected:
                assert "Accept-Encoding" in (response.header("vary") or ""), what
            assert_secure(response, what)
            cache = headers.IMMUTABLE if path.startswith("pyodide/") else "no-cache"
            assert response.header("cache-control") == cache, what


def test_the_runtime_revalidates_with_304_in_every_encoding(site_dir: Path, host: Host) -> None:
    # mod_deflate and mod_brotli add "-gzip"/"-br" to the ETag of what they compress, and then
    # never match it again (Apache bug 45023): the build's own copies must keep theirs.
    path = f"{site_path()}pyodide.asm.wasm"
    for accept, expected in ENCODINGS.items():
        first = host.get(path, Accept_Encoding=accept)
        assert first.header("content-encoding") == expected, accept
        etag = first.header("etag")
        assert etag, accept
        again = host.get(path, Accept_Encoding=accept, If_None_Match=etag)
        assert again.status == 304, f"{accept}: {again.status} for If-None-Match {etag}"
        since = first.header("last-modified")
        assert since, accept
        assert host.get(path, Accept_Encoding=accept, If_Modified_Since=since).status == 304


def test_pages_and_the_service_worker_come_whole_on_revalidation(host: Host) -> None:
    # A deploy that keeps file times and sizes must not be answered with 304 (below).
    future = email.utils.formatdate(time.time() + 86400, usegmt=True)
    for path in ("index.html", "sw.js", "sw-config.js"):
        first = host.get(path, Accept_Encoding="br, gzip")
        assert first.header("etag") is None, path
        assert first.header("last-modified") is None, path
        again = host.get(path, Accept_Encoding="br, gzip", If_Modified_Since=future)
        assert again.status == 200, path
        assert again.body == first.body, path


def test_a_deploy_that_keeps_file_times_and_sizes_is_seen(server: Apache) -> None:
    sw = server.site / "sw.js"
    before = sw.read_bytes()
    stat = os.stat(sw)
    host = server.hosts["root"]
    first = host.get("sw.js")
    assert first.body == before
    since = email.utils.formatdate(stat.st_mtime + 1, usegmt=True)
    changed = before.replace(b"a", b"b", 1)
    assert len(changed) == len(before) and changed != before
    try:
        for copy in (sw, sw.with_name("sw.js.br"), sw.with_name("sw.js.gz")):
            copy.unlink()  # the copies would be sent first; a deploy replaces all three
        sw.write_bytes(changed)
        os.utime(sw, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        again = host.get("sw.js", If_Modified_Since=since)
        assert again.status == 200, f"{again.status}: the browser keeps the old service worker"
        assert again.body == changed
    finally:
        sw.write_bytes(before)
        os.utime(sw, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def test_a_missing_file_gets_the_sites_german_404_page_never_cached_long(host: Host) -> None:
    for path in (f"{site_path()}fehlt.wasm", "pyodide/fehlt.mjs", "fehlt.html", "fehlt/x/"):
        for accept in ENCODINGS:
            response = host.get(path, Accept_Encoding=accept)
            assert response.status == 404, path
            assert GERMAN_404 in decoded(response).decode("utf-8"), path
            assert response.header("cache-control") == "no-cache", path
            assert response.header("content-language") is None, path
            assert_secure(response, path)


def test_no_folder_is_listed(site_dir: Path, host: Host) -> None:
    # Debian's <Directory /var/www/> has "Options Indexes": without index.html Apache lists.
    for folder in ("assets/", "pyodide/", site_path()):
        assert not (site_dir / folder / "index.html").exists()
        response = host.get(folder)
        assert response.status == 404, folder
        body = decoded(response).decode("utf-8")
        assert GERMAN_404 in body and "Index of" not in body, folder
