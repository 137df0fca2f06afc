"""The build's caches and its background steps: `build/compress/` keeps what the current build
uses (sitegen/compress.py, `prune`), and a failed build ends without waiting for the
compression it started in the background (sitegen/vendor.py, `cancel_slow_parts`)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sitegen import ROOT, compress


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "compress"
    monkeypatch.setattr(compress, "CACHE", folder)
    monkeypatch.setattr(compress, "_USED", set())
    return folder


def test_the_cache_keeps_what_the_build_used_and_drops_old_versions(cache: Path) -> None:
    large = b"x" * compress.CACHE_MIN_BYTES
    old, now = large + b"old version", large + b"this version"
    compress.brotli_bytes(old)
    (cache / ".tmp-left-by-a-killed-build").write_bytes(b"half")
    old_entries = {p.name for p in cache.iterdir()}
    # Written long ago, by an earlier build (another process: nothing of it is in _USED).
    long_ago = time.time() - 2 * compress.PRUNE_AFTER_S
    for entry in cache.iterdir():
        os.utime(entry, (long_ago, long_ago))
    compress._USED.clear()
    # This build: a site with the new version; another build beside it wrote an entry now.
    site = cache.parent / "site"
    site.mkdir()
    (site / "big.js").write_bytes(now)
    compress.compress_site(site)
    beside = cache / ("0" * 64 + ".br")
    beside.write_bytes(b"another build's")
    kept = {p.name for p in cache.iterdir()} - old_entries - {beside.name}
    assert len(kept) == 2  # this version's .br and .gz
    removed = compress.prune()
    assert {p.name for p in removed} == old_entries
    assert {p.name for p in cache.iterdir()} == kept | {beside.name}
    # What this build used stays, and is still right.
    assert compress.brotli_bytes(now) == (site / "big.js.br").read_bytes()


def test_an_entry_pruned_under_a_running_build_is_made_again(cache: Path) -> None:
    data = b"y" * compress.CACHE_MIN_BYTES
    first = compress.brotli_bytes(data)
    for entry in cache.iterdir():
        entry.unlink()  # another build's prune took it
    assert compress.brotli_bytes(data) == first


def test_a_tested_builds_faster_brotli_never_reaches_a_deployed_build(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The tests' session build compresses at quality 5 (tests/shared.py); `make site` in the
    # same checkout shares the cache and must still ship quality 11, not the tests' copy.
    import brotli  # type: ignore[import-untyped]

    # Text that the two qualities compress differently (a repeated block would not).
    data = b" ".join(hashlib.sha256(b"%d" % i).hexdigest().encode() for i in range(3000))
    monkeypatch.setenv("SABOTEUR_BROTLI_QUALITY", "5")
    fast = compress.brotli_bytes(data)
    assert fast == brotli.compress(data, quality=5)
    monkeypatch.delenv("SABOTEUR_BROTLI_QUALITY")
    strongest = compress.brotli_bytes(data)
    assert strongest == brotli.compress(data, quality=11)
    assert fast != strongest
    assert brotli.decompress(fast) == brotli.decompress(strongest) == data
    assert len(list(cache.iterdir())) == 2  # one entry each
    for wrong in ("12", "-1", "fast", ""):
        monkeypatch.setenv("SABOTEUR_BROTLI_QUALITY", wrong)
        with pytest.raises(ValueError, match="SABOTEUR_BROTLI_QUALITY"):
            compress.brotli_bytes(data + b"!")


def test_a_tested_builds_faster_gzip_never_reaches_a_deployed_build(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same for gzip: the tests' session build compresses at level 1 (tests/shared.py).
    import gzip

    data = b" ".join(hashlib.sha256(b"%d" % i).hexdigest().encode() for i in range(3000))
    site = cache.parent / "site"
    site.mkdir()
    (site / "big.js").write_bytes(data)
    monkeypatch.setenv("SABOTEUR_GZIP_LEVEL", "1")
    compress.compress_site(site)
    fast = (site / "big.js.gz").read_bytes()
    assert fast == gzip.compress(data, compresslevel=1, mtime=0)
    monkeypatch.delenv("SABOTEUR_GZIP_LEVEL")
    compress.compress_site(site)
    strongest = (site / "big.js.gz").read_bytes()
    assert strongest == gzip.compress(data, compresslevel=9, mtime=0)
    assert fast != strongest
    assert gzip.decompress(fast) == gzip.decompress(strongest) == data
    assert len(list(cache.glob("*.gz"))) == 2  # one entry each
    for wrong in ("10", "0", "fast", ""):
        monkeypatch.setenv("SABOTEUR_GZIP_LEVEL", wrong)
        with pytest.raises(ValueError, match="SABOTEUR_GZIP_LEVEL"):
            compress.compress_site(site)


def test_a_failed_build_does_not_wait_for_its_background_steps() -> None:
    # A job that never ends stands for Brotli of the WebAssembly (45 s); the build fails (the
    # process ends with an error) and its hook cancels the rest: the process ends at once
    # instead of when the job would have. The timeout guards against a hang only.
    script = """
import sys, threading
from sitegen import vendor
started = threading.Event()
def forever():
    started.set()
    threading.Event().wait()
ran = []
vendor.run_in_background([forever, forever, lambda: ran.append(1)])
started.wait()
sys.path.insert(0, "overrides/hooks")
import vendor as hook
hook.on_build_error(error=RuntimeError("Seite kaputt"))
print("ran", ran)
sys.exit(3)
"""
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 3, done.stderr
    assert "ran []" in done.stdout


def test_the_bundles_come_from_the_cache_only_for_the_same_scripts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # rollup's output is cached by its inputs (sitegen/bundle.py): here rollup is a stand-in
    # whose output is made of every file it was given (so a stale hit shows), and which counts
    # its runs; the cache is a folder of this test's.
    from sitegen import bundle

    monkeypatch.setattr(bundle, "CACHE", tmp_path / "cache")
    script = tmp_path / "bundle.mjs"
    script.write_bytes(bundle.SCRIPT.read_bytes())
    monkeypatch.setattr(bundle, "SCRIPT", script)
    runs: list[Path] = []
    outside: list[str] = []

    def rollup(folder: Path) -> tuple[list[str], list[str]]:
        runs.append(folder)
        made = b"".join(
            path.name.encode() + path.read_bytes() for path in sorted(folder.rglob("*.js"))
        )
        for name in bundle._outputs():
            (folder / name).write_bytes(name.encode() + b":" + made)
        return ["assets/javascripts/a.js"], ["a.js", *outside]

    monkeypatch.setattr(bundle, "_run_rollup", rollup)

    def scripts(name: str, text: str = "export const a = 1;\n") -> Path:
        folder = tmp_path / name
        folder.mkdir()
        (folder / "a.js").write_text(text, encoding="utf-8")
        (folder / bundle.IN_PLACE[0]).write_text("import './a.js';\n", encoding="utf-8")
        return folder

    def outputs(folder: Path) -> dict[str, bytes]:
        return {name: (folder / name).read_bytes() for name in bundle._outputs()}

    first = scripts("first")
    assert bundle._rollup(first) == ["assets/javascripts/a.js"]
    assert runs == [first]
    # The same scripts elsewhere: rollup's output of the first, without running it.
    same = scripts("same")
    assert bundle._rollup(same) == ["assets/javascripts/a.js"]
    assert runs == [first]
    assert outputs(same) == outputs(first)
    # A script changed, added, or rollup's own script: rollup runs, and its output is the new one.
    changed = scripts("changed", "export const a = 2;\n")
    bundle._rollup(changed)
    assert runs[-1] == changed and b"a = 2" in (changed / bundle._outputs()[0]).read_bytes()
    added = scripts("added")
    (added / "b.js").write_text("export const b = 1;\n", encoding="utf-8")
    bundle._rollup(added)
    assert runs[-1] == added and b"b = 1" in (added / bundle._outputs()[0]).read_bytes()
    script.write_bytes(script.read_bytes() + b"\n// changed\n")
    again = scripts("again")
    bundle._rollup(again)
    assert runs[-1] == again
    # A run that read a module outside the folder (the key does not name it) is not kept.
    outside.append("../vendor/x.js")
    script.write_bytes(script.read_bytes() + b"\n// changed again\n")
    for name in ("outside", "outside-again"):
        bundle._rollup(scripts(name))
        assert runs[-1] == tmp_path / name
    assert len(runs) == 6


def test_the_service_workers_bundle_is_keyed_by_everything_it_is_made_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # sw.js is bundled once and cached (sitegen/pwa.py): a changed source, pwa.mjs (which
    # bundles it) or npm lock file (Workbox's, rollup's and terser's versions) is a new key.
    from sitegen import pwa

    source, script = tmp_path / "service_worker.js", tmp_path / "pwa.mjs"
    source.write_bytes(pwa.SW_SOURCE.read_bytes())
    script.write_bytes(pwa.SCRIPT.read_bytes())
    monkeypatch.setattr(pwa, "SW_SOURCE", source)
    monkeypatch.setattr(pwa, "SCRIPT", script)
    keys = [pwa.sw_bundle_key()]
    assert pwa.sw_bundle_key() == keys[0]
    for path in (source, script):
        path.write_bytes(path.read_bytes() + b"\n// changed\n")
        keys.append(pwa.sw_bundle_key())
    lock = tmp_path / "package-lock.json"
    lock.write_bytes((ROOT / "package-lock.json").read_bytes() + b"\n")
    monkeypatch.setattr(pwa, "ROOT", tmp_path)
    keys.append(pwa.sw_bundle_key())
    assert len(set(keys)) == 4
