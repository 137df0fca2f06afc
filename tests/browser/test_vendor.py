"""Pyodide in the built site: the runtime files the checker needs as published, and the engine's
folder: a stdlib zip with what Pyodide and the engine import, all as bytecode, a lock file
that names no package (so nothing can be looked up on a CDN), and the engine's snapshot
(tested in tests/parity and tests/browser/test_offline.py)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from sitegen import pyodide
from sitegen.stdlib_fallback import COMPILED_METHODS
from sitegen.vendor import VendorError, vendor_all

NPM = pyodide.NODE_PYODIDE


def _folder(site_dir: Path) -> Path:
    version = json.loads((NPM / "package.json").read_text(encoding="utf-8"))["version"]
    return site_dir / "pyodide" / f"v{version}"


def _engine(site_dir: Path) -> Path:
    engines = list(_folder(site_dir).glob("engine-*"))
    assert len(engines) == 1, engines
    return engines[0]


def test_the_site_holds_the_pinned_runtime_and_nothing_else_of_it(site_dir: Path) -> None:
    folder = _folder(site_dir)
    assert folder.name == "v314.0.7"
    published = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
    names = sorted(p.name for p in folder.iterdir() if p.suffix not in (".br", ".gz"))
    assert names == sorted([*published, _engine(site_dir).name])
    for name in published:
        assert (folder / name).read_bytes() == (NPM / name).read_bytes(), name
    assert _engine(site_dir).name == "engine-" + pyodide.content_hash(_engine(site_dir))
    engine = sorted(p.name for p in _engine(site_dir).iterdir() if p.suffix not in (".br", ".gz"))
    assert engine == ["pyodide-lock.json", "python_stdlib.zip", "snapshot.bin"]
    assert not list(site_dir.rglob("console*.html"))


def test_the_sites_zip_holds_the_modules_pyodide_and_the_engine_import_as_bytecode(
    site_dir: Path,
) -> None:
    with (
        zipfile.ZipFile(NPM / "python_stdlib.zip") as published,
        zipfile.ZipFile(_engine(site_dir) / "python_stdlib.zip") as ours,
    ):
        theirs = [n for n in published.namelist() if n.endswith(".py")]
        names = ours.namelist()
        # Every entry stored, so that the host's brotli/gzip compresses the whole file.
        assert {info.compress_type for info in ours.infolist()} == {zipfile.ZIP_STORED}
        # Beside the bytecode, the value classes' methods compiled (sitegen/precompile.py).
        assert ours.read(COMPILED_METHODS)
        files = [n for n in names if not n.endswith("/") and n != COMPILED_METHODS]
        assert all(n.endswith(".pyc") for n in files), [n for n in files if n[-4:] != ".pyc"]
        stdlib = [n for n in files if not n.startswith(("rules_py/", "_stdlib_fallback"))]
        # Modules of the published zip, in its order, each as bytecode in place of its source.
        assert [n[:-1] for n in stdlib] == [n for n in theirs if n + "c" in stdlib]
        # What the engine and Pyodide's start-up import, at least; what they never do, not.
        for module in ("json/__init__.py", "dataclasses.py", "enum.py", "pyodide/webloop.py"):
            assert module + "c" in stdlib, module
        for module in ("tomllib/__init__.py", "sqlite3/__init__.py", "unittest/__init__.py"):
            assert module + "c" not in stdlib, module
        assert len(stdlib) < len(theirs) / 3
        # No folder of a package left out: it would import as an empty namespace package.
        for folder in (n for n in names if n.endswith("/")):
            assert any(f.startswith(folder) for f in files), folder
        # The engine: every module of rules_py that the worker imports, compiled; the
        # build-only ones (pictures, command line, bench) left out.
        engine = sorted(n for n in files if n.startswith("rules_py/"))
        root = pyodide.ROOT
        sources = pyodide.engine_sources()
        assert engine == sorted(f"{p.relative_to(root).as_posix()}c" for p in sources)
        for needed in ("rules_py/api.pyc", "rules_py/judge.pyc", "rules_py/score/base.pyc"):
            assert needed in engine, needed
        for build_only in ("pictures/__init__", "pictures/board", "cli", "__main__", "bench"):
            assert f"rules_py/{build_only}.pyc" not in engine, build_only
        magics = set()
        for name in files:
            header = ours.read(name)[:16]
            magics.add(header[:4])
            # PEP 552: hash-based, not checked against a source (flags 0b01)
            assert int.from_bytes(header[4:8], "little") == 1, name
        assert len(magics) == 1


def test_the_fallback_knows_every_module_left_out(site_dir: Path) -> None:
    """`_stdlib_fallback` (sitegen/stdlib_fallback.py) fetches the published zip for exactly
    these: compare its list, read from the bytecode's constants, with the two zips."""
    import marshal

    with (
        zipfile.ZipFile(NPM / "python_stdlib.zip") as published,
        zipfile.ZipFile(_engine(site_dir) / "python_stdlib.zip") as ours,
    ):
        kept = {n[:-1] for n in ours.namelist() if n.endswith(".pyc")}
        left_out = {
            n.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
            for n in published.namelist()
            if n.endswith(".py") and n not in kept
        }
        code = marshal.loads(ours.read("_stdlib_fallback.pyc")[16:])
    # `MISSING = frozenset([...])`: the names are string constants of the module's code
    # (read with this Python's marshal: the constants of 3.14 bytecode load the same).
    strings = {c for c in code.co_consts if isinstance(c, str)}
    assert left_out <= strings
    assert not {n.removesuffix(".py") for n in kept if "/" not in n} & strings
    assert "tomllib" in left_out and "json" not in left_out


def test_the_lock_file_names_no_package(site_dir: Path) -> None:
    lock = json.loads((_engine(site_dir) / "pyodide-lock.json").read_text(encoding="utf-8"))
    npm_lock = json.loads((NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock == {"info": npm_lock["info"], "packages": {}}


@pytest.mark.site
def test_the_zip_is_cached_by_its_sources_and_rebuilt_when_they_change(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "rules_py").mkdir(parents=True)
    (root / "rules_py" / "__init__.py").write_text("VALUE = 1\n")
    first = pyodide.sources_hash(root)
    assert pyodide.sources_hash(root) == first
    (root / "rules_py" / "__init__.py").write_text("VALUE = 2\n")
    assert pyodide.sources_hash(root) != first
    # The real cache: a second build of the same sources reuses the same folder.
    assert pyodide.engine_zip() == pyodide.engine_zip()


def test_a_missing_runtime_fails_the_build_loudly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "node_modules" / "pyodide"
    empty.mkdir(parents=True)
    (empty / "package.json").write_text('{"version": "314.0.7"}')
    monkeypatch.setattr(pyodide, "NODE_PYODIDE", empty)
    with pytest.raises(VendorError, match=r"pyodide\.mjs fehlt"):
        vendor_all(tmp_path / "site")


def test_the_qr_code_library_is_the_pinned_package_copied_unchanged(site_dir: Path) -> None:
    """The checker draws the QR code of a situation's link with `qrcode-generator`, pinned in
    package.json and package-lock.json, copied into the site (never loaded from a CDN)."""
    from sitegen.vendor import NODE_MODULES, QRCODE_SITE_PATH

    root = Path(__file__).resolve().parents[2]
    pinned = json.loads((root / "package.json").read_text(encoding="utf-8"))["dependencies"]
    locked = json.loads((root / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    package = NODE_MODULES / "qrcode-generator"
    installed = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    assert (
        pinned["qrcode-generator"]
        == installed
        == locked["node_modules/qrcode-generator"]["version"]
    )
    shipped = site_dir / QRCODE_SITE_PATH
    assert shipped.read_bytes() == (package / "dist" / "qrcode.mjs").read_bytes()
    assert "MIT license" in shipped.read_text(encoding="utf-8")[:1000]  # its licence travels
