"""`hosting/nginx.conf` in Debian's nginx, as an operator uses it (docs-dev/hosting.md): the site
at the root and below it under an `alias`, with and without Debian's brotli_static module, and a
deploy that keeps the files' times. Issue 25, items 4, 5 and 9.
"""

from __future__ import annotations

import gzip
import os
from pathlib import Path
from typing import Any

import brotli  # type: ignore[import-untyped]
import pytest

from sitegen.pyodide import engine_path, site_path
from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, READY
from tests.nginx_host import Host, Response, nginx
from tools import headers

PLACES = [None, "/regeln/"]
GERMAN_404 = "Diese Seite gibt es nicht"


def decoded(response: Response) -> bytes:
    encoding = response.header("content-encoding")
    if encoding == "br":
        return bytes(brotli.decompress(response.body))
    if encoding == "gzip":
        return gzip.decompress(response.body)
    assert encoding is None, encoding
    return response.body


def assert_secure(response: Response, what: str) -> None:
    for name, value in headers.HEADERS.items():
        assert response.header(name) == value, f"{what}: {name}"


def runtime_files(site: Path) -> dict[str, str]:
    """One file of each type the hosting file names, relative to the site → its type."""
    snapshot = next((site / engine_path()).glob("*.bin")).relative_to(site).as_posix()
    return {
        f"{site_path()}pyodide.mjs": "text/javascript",
        f"{site_path()}pyodide.asm.wasm": "application/wasm",
        snapshot: "application/octet-stream",
        "manifest.webmanifest": "application/manifest+json",
        "assets/vendor/qrcode-generator/qrcode.mjs": "text/javascript",
    }


@pytest.mark.parametrize("brotli_module", [False, True], ids=["gzip", "brotli"])
@pytest.mark.parametrize("below", PLACES, ids=["root", "alias"])
def test_nginx_serves_the_site_with_its_types_caching_and_compression(
    site_dir: Path, tmp_path: Path, below: str | None, brotli_module: bool
) -> None:
    with nginx(site_dir, tmp_path, below=below, brotli=brotli_module) as host:
        expected = "br" if brotli_module else "gzip"
        for path, kind in {"index.html": "text/html", **runtime_files(site_dir)}.items():
            response = host.get(path, Accept_Encoding="br, gzip")
            assert response.status == 200, path
            assert (response.header("content-type") or "").split(";")[0] == kind, path
            assert response.header("content-encoding") == expected, path
            assert decoded(response) == (site_dir / path).read_bytes(), path
            assert_secure(response, path)
            cache = headers.IMMUTABLE if path.startswith("pyodide/") else "no-cache"
            assert response.header("cache-control") == cache, path
        # Without Accept-Encoding the file itself.
        plain = host.get(f"{site_path()}pyodide.asm.wasm")
        assert plain.header("content-encoding") is None
        assert plain.body == (site_dir / site_path() / "pyodide.asm.wasm").read_bytes()


@pytest.mark.parametrize("below", PLACES, ids=["root", "alias"])
def test_a_missing_file_gets_the_sites_german_404_page_never_cached_long(
    site_dir: Path, tmp_path: Path, below: str | None
) -> None:
    with nginx(site_dir, tmp_path, below=below) as host:
        for path in (f"{site_path()}fehlt.wasm", "pyodide/fehlt.mjs", "fehlt.html", "fehlt/"):
            response = host.get(path)
            assert response.status == 404, path
            assert GERMAN_404 in response.body.decode("utf-8"), path
            # A deploy still uploading answers 404 for a moment: never kept for a year.
            assert response.header("cache-control") == "no-cache", path
            assert_secure(response, path)


@pytest.mark.parametrize("below", PLACES, ids=["root", "alias"])
def test_a_folder_without_index_gets_the_german_404_page(
    site_dir: Path, tmp_path: Path, below: str | None
) -> None:
    # nginx lists no folder, but answered its own English "403 Forbidden" for one without
    # index.html; as docs-dev/hosting.md configures it, the site's German page comes (a 404,
    # as in Apache: there is nothing to see there).
    assert not (site_dir / "assets" / "index.html").exists()
    with nginx(site_dir, tmp_path, below=below) as host:
        for path in ("assets/", "pyodide/", "assets/javascripts/"):
            response = host.get(path)
            assert response.status == 404, path
            assert GERMAN_404 in response.body.decode("utf-8"), path
            assert "Forbidden" not in response.body.decode("utf-8"), path
            assert_secure(response, path)


def _tiny_site(folder: Path, sw: str, page: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sw.js").write_text(sw, encoding="utf-8")
    (folder / "index.html").write_text(page, encoding="utf-8")
    (folder / "404.html").write_text(f"<h1>{GERMAN_404}</h1>", encoding="utf-8")
    runtime = folder / "pyodide" / "v1"
    runtime.mkdir(parents=True, exist_ok=True)
    (runtime / "pyodide.mjs").write_text("export {};\n", encoding="utf-8")


def _revalidate(host: Host, path: str, first: Response) -> Response:
    """Ask again as a browser revalidating its copy would (If-None-Match, If-Modified-Since)."""
    conditions: dict[str, Any] = {}
    if first.header("etag"):
        conditions["If_None_Match"] = first.header("etag")
    if first.header("last-modified"):
        conditions["If_Modified_Since"] = first.header("last-modified")
    return host.get(path, **conditions)


@pytest.mark.parametrize("below", PLACES, ids=["root", "alias"])
def test_a_deploy_that_keeps_file_times_and_sizes_is_seen(
    tmp_path: Path, below: str | None
) -> None:
    site = tmp_path / "site"
    _tiny_site(site, "// version 1\n", "<p>Version 1</p>")
    times = {name: os.stat(site / name).st_mtime_ns for name in ("sw.js", "index.html")}
    with nginx(site, tmp_path, below=below) as host:
        before = {name: host.get(name) for name in times}
        assert before["sw.js"].body == b"// version 1\n"
        # The new version: same sizes, and the deploy (rsync -t, cp -p, an archive) keeps
        # the old times, so nginx's validators (time and size) stay the same.
        _tiny_site(site, "// version 2\n", "<p>Version 2</p>")
        for name, mtime in times.items():
            os.utime(site / name, ns=(mtime, mtime))
        for name, first in before.items():
            again = _revalidate(host, name, first)
            assert again.status == 200, f"{name}: {again.status}, the browser keeps the old file"
            assert b"2" in again.body, name
        # The runtime is named by its content: it keeps its validators (no 12 MB twice).
        runtime = host.get("pyodide/v1/pyodide.mjs")
        assert runtime.header("etag")
        assert _revalidate(host, "pyodide/v1/pyodide.mjs", runtime).status == 304


def test_the_hosting_docs_name_debians_brotli_module() -> None:
    text = headers.nginx_conf()
    assert "libnginx-mod-http-brotli-static" in text
    assert "# brotli_static on;" in text


@pytest.mark.browser
def test_the_checker_answers_below_the_root_in_nginx(
    site_dir: Path, tmp_path: Path, open_page: Any
) -> None:
    from tests.browser.helpers import fall

    with nginx(site_dir, tmp_path, below="/regeln/", brotli=True) as host:
        origin = host.url.split("/regeln/")[0]
        page = open_page(origin).page
        request = {"situation": {"broken": {"du": ["lamp"]}}, "move": {"play": "pass"}}
        page.goto(f"{host.url}{CHECKER}#fall={fall(request)}")
        page.wait_for_selector(READY, state="attached", timeout=FIRST_VERDICT_MS)
        verdict = page.locator("[data-verdict]")
        assert verdict.get_attribute("data-allowed") == "true"
