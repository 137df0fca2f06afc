"""Pyodide in the built site: only the runtime files the checker needs, our wheel, and a lock file
that names our package alone (so nothing can be looked up on a CDN), with a matching sha256."""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from pathlib import Path

import pytest

from sitegen import pyodide
from sitegen.vendor import VendorError, vendor_all

NPM = pyodide.NODE_PYODIDE


def _folder(site_dir: Path) -> Path:
    version = json.loads((NPM / "package.json").read_text(encoding="utf-8"))["version"]
    return site_dir / "pyodide" / f"v{version}"


def test_the_site_holds_the_pinned_runtime_and_nothing_else_of_it(site_dir: Path) -> None:
    folder = _folder(site_dir)
    assert folder.name == "v314.0.7"
    names = sorted(path.name for path in folder.iterdir())
    wheels = [name for name in names if name.endswith(".whl")]
    assert len(wheels) == 1
    assert re.fullmatch(r"rules_py-[\d.]+-py3-none-any\.whl", wheels[0])
    assert sorted(set(names) - set(wheels)) == sorted(
        [
            "pyodide.mjs",
            "pyodide.asm.mjs",
            "pyodide.asm.wasm",
            "python_stdlib.zip",
            "pyodide-lock.json",
        ]
    )
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        assert (folder / name).read_bytes() == (NPM / name).read_bytes(), name
    assert not list(site_dir.rglob("console*.html"))


def test_the_stdlib_zip_is_the_published_one_with_the_engines_modules_precompiled(
    site_dir: Path,
) -> None:
    with (
        zipfile.ZipFile(NPM / "python_stdlib.zip") as published,
        zipfile.ZipFile(_folder(site_dir) / "python_stdlib.zip") as ours,
    ):
        theirs = published.namelist()
        names = ours.namelist()
        compiled = [name for name in names if name.endswith(".pyc")]
        # Same entries in the same order, some `name.py` as `name.pyc` (bytecode, no source).
        assert [n[:-1] if n in compiled else n for n in names] == theirs
        for name in names:
            if name not in compiled:
                assert ours.read(name) == published.read(name), name
        # What the engine and Pyodide's package loader import, at least.
        for module in ("json/__init__.py", "dataclasses.py", "enum.py", "tarfile.py"):
            assert module + "c" in compiled, module
        assert len(compiled) < len(theirs) / 2  # only what the checker uses
        magics = set()
        for name in compiled:
            header = ours.read(name)[:16]
            magics.add(header[:4])
            # PEP 552: hash-based, not checked against a source (flags 0b01)
            assert int.from_bytes(header[4:8], "little") == 1, name
        assert len(magics) == 1


def test_the_lock_file_names_only_our_wheel_with_its_sha256(site_dir: Path) -> None:
    folder = _folder(site_dir)
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    npm_lock = json.loads((NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == npm_lock["info"]
    assert list(lock["packages"]) == ["rules-py"]
    entry = lock["packages"]["rules-py"]
    wheel = folder / entry["file_name"]
    assert "/" not in entry["file_name"]  # relative: resolved against packageBaseUrl, our origin
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]
    assert entry["imports"] == ["rules_py"]
    assert entry["depends"] == []


def test_the_wheel_holds_the_engine_from_this_repository(site_dir: Path) -> None:
    wheel = next(_folder(site_dir).glob("rules_py-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for source in sorted((pyodide.ROOT / "rules_py").glob("*.py")):
            member = f"rules_py/{source.name}"
            assert member in names, member
            assert archive.read(member) == source.read_bytes(), member


@pytest.mark.site
def test_the_wheel_is_cached_by_its_sources_and_rebuilt_when_they_change(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "rules_py").mkdir(parents=True)
    (root / "rules_py" / "__init__.py").write_text("VALUE = 1\n")
    (root / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    (root / "README.md").write_text("x\n")
    first = pyodide.sources_hash(root)
    assert pyodide.sources_hash(root) == first
    (root / "rules_py" / "__init__.py").write_text("VALUE = 2\n")
    assert pyodide.sources_hash(root) != first
    # The real cache: a second build of the same sources reuses the same folder.
    assert pyodide.wheel_and_lock() == pyodide.wheel_and_lock()


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
