"""The built site has a `.br` and a `.gz` beside every text and wasm file, each decompressing to
exactly the file (sitegen/compress.py), and the dev server sends them as a host would."""

from __future__ import annotations

import gzip
import urllib.request
from pathlib import Path

import brotli
import pytest

from sitegen import compress
from sitegen.compress import COMPRESSIBLE


def _compressible(site_dir: Path) -> list[Path]:
    return sorted(
        p for p in site_dir.rglob("*") if p.is_file() and p.suffix.lower() in COMPRESSIBLE
    )


def test_every_text_and_wasm_file_has_a_br_and_a_gz_that_decompress_to_it(
    site_dir: Path,
) -> None:
    files = _compressible(site_dir)
    suffixes = {p.suffix for p in files}
    assert {".html", ".js", ".css", ".json", ".svg", ".wasm", ".mjs", ".zip"} <= suffixes
    for path in files:
        data = path.read_bytes()
        br = path.with_name(path.name + ".br")
        gz = path.with_name(path.name + ".gz")
        assert br.is_file() and gz.is_file(), path
        assert brotli.decompress(br.read_bytes()) == data, br
        assert gzip.decompress(gz.read_bytes()) == data, gz


def test_already_compressed_files_get_no_copies(site_dir: Path) -> None:
    for path in site_dir.rglob("*.png"):
        assert not path.with_name(path.name + ".br").exists(), path
    for copy in site_dir.rglob("*.br"):
        assert copy.with_suffix("").is_file(), copy  # never a copy without its original


def _get(url: str, encoding: str | None) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding or "identity"})
    with urllib.request.urlopen(request) as response:
        return dict(response.headers.items()), response.read()


def test_the_server_sends_the_copy_the_browser_accepts(site_dir: Path, base_url: str) -> None:
    wasm = next(site_dir.glob("pyodide/v*/pyodide.asm.wasm"))
    url = f"{base_url}/{wasm.relative_to(site_dir).as_posix()}"
    headers, body = _get(url, "gzip, deflate, br")
    assert headers["Content-Encoding"] == "br"
    assert headers["Content-Type"] == "application/wasm"
    assert "Accept-Encoding" in headers["Vary"]
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert brotli.decompress(body) == wasm.read_bytes()
    headers, body = _get(f"{base_url}/werkzeug.html", "gzip")
    assert headers["Content-Encoding"] == "gzip"
    assert headers["Content-Type"].startswith("text/html")
    assert headers["Cache-Control"] == "no-cache"
    assert gzip.decompress(body) == (site_dir / "werkzeug.html").read_bytes()
    headers, body = _get(f"{base_url}/werkzeug.html", None)
    assert "Content-Encoding" not in headers
    assert body == (site_dir / "werkzeug.html").read_bytes()


def test_only_a_build_that_says_so_leaves_the_copies_out(monkeypatch: pytest.MonkeyPatch) -> None:
    # The tests' second builds (never deployed) set SABOTEUR_PRECOMPRESS=0; anything else,
    # unset included, writes the copies.
    monkeypatch.delenv("SABOTEUR_PRECOMPRESS", raising=False)
    assert compress.wanted()
    for value, wanted in (("1", True), ("", True), ("0", False)):
        monkeypatch.setenv("SABOTEUR_PRECOMPRESS", value)
        assert compress.wanted() is wanted, value
