"""A precompressed copy never stands for another file's content: nginx's gzip_static and
brotli_static send `name.gz`/`name.br` whenever it exists. Issue 25, item 5."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli  # type: ignore[import-untyped]
import pytest

from sitegen import compress


def _site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    (site / "assets").mkdir(parents=True)
    (site / "sw.js").write_text("// neu\n", encoding="utf-8")
    (site / "index.html").write_text("<p>neu</p>", encoding="utf-8")
    # Left from an earlier build: the old sw.js's copies, and copies of a page that is gone.
    (site / "sw.js.gz").write_bytes(gzip.compress(b"// alt\n"))
    (site / "sw.js.br").write_bytes(brotli.compress(b"// alt\n"))
    (site / "alt.html.gz").write_bytes(gzip.compress(b"<p>alt</p>"))
    (site / "assets" / "bild.png.br").write_bytes(b"not even brotli")
    return site


def test_the_build_replaces_stale_copies_and_removes_orphans(tmp_path: Path) -> None:
    site = _site(tmp_path)
    assert {p.name for p in compress.stale(site)} == {
        "sw.js.gz",
        "sw.js.br",
        "alt.html.gz",
        "bild.png.br",
    }
    compress.compress_site(site)
    assert compress.stale(site) == []
    assert gzip.decompress((site / "sw.js.gz").read_bytes()) == b"// neu\n"
    assert brotli.decompress((site / "sw.js.br").read_bytes()) == b"// neu\n"
    assert not (site / "alt.html.gz").exists()
    assert not (site / "assets" / "bild.png.br").exists()


def test_a_file_edited_after_the_build_is_found_before_a_deploy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    site = _site(tmp_path)
    compress.compress_site(site)
    assert compress.main([str(site)]) == 0
    (site / "index.html").write_text("<p>von Hand</p>", encoding="utf-8")
    assert compress.main([str(site)]) == 1
    out = capsys.readouterr().out
    assert "veraltet: index.html.br" in out and "veraltet: index.html.gz" in out
