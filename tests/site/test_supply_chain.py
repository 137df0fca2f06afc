"""No tampered runtime ships (issue 15, finding 6): every file the build takes from an npm
package has its sha256 in sitegen/vendor_hashes.json for the pinned version, and the build
fails naming the file that differs. Python packages are installed by hash from
requirements.lock."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sitegen import pinned, pwa, pyodide, vendor

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_FILES = pinned.FILES["pyodide"]


def _copy_with_one_changed(package: str, changed: str, tmp_path: Path) -> Path:
    """node_modules/<package> as links to the real files, but `changed` altered by one byte."""
    real = ROOT / "node_modules" / package
    folder = tmp_path / "node_modules" / package
    for name in (*pinned.FILES[package], "package.json"):
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if name == changed:
            data = bytearray((real / name).read_bytes())
            data[len(data) // 2] ^= 0x01
            target.write_bytes(bytes(data))
        else:
            target.symlink_to(real / name)
    return folder


@pytest.mark.parametrize("changed", PYODIDE_FILES)
def test_a_changed_pyodide_file_fails_the_build_naming_it(
    changed: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        pyodide, "NODE_PYODIDE", _copy_with_one_changed("pyodide", changed, tmp_path)
    )
    with pytest.raises(vendor.VendorError, match=rf"{re.escape(changed)}: sha256 passt nicht"):
        pyodide.vendor_pyodide(tmp_path / "site")
    assert not (tmp_path / "site").exists(), "nothing may be copied before the check"


@pytest.mark.parametrize(
    ("package", "changed", "vendor_one"),
    [
        ("iframe-worker", "shim/index.js", vendor.vendor_iframe_worker),
        ("qrcode-generator", "dist/qrcode.mjs", vendor.vendor_qrcode),
    ],
)
def test_a_changed_vendored_file_fails_the_build_naming_it(
    package: str,
    changed: str,
    vendor_one: Callable[[Path], None],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = _copy_with_one_changed(package, changed, tmp_path)
    monkeypatch.setattr(vendor, "NODE_MODULES", folder.parent)
    with pytest.raises(vendor.VendorError, match=rf"{re.escape(changed)}: sha256 passt nicht"):
        vendor_one(tmp_path / "site")
    assert not (tmp_path / "site").exists(), "nothing may be copied before the check"


@pytest.mark.parametrize(
    "package", [p for p in pwa.WORKBOX_RUNTIME if pinned.TREE in pinned.FILES[p]]
)
def test_a_changed_file_of_the_workbox_runtime_fails_the_build(
    package: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every file of the package counts: change one the bundle takes (its ES module build).
    real = ROOT / "node_modules"
    copy = tmp_path / "node_modules"
    copy.mkdir()
    for name in pwa.WORKBOX_RUNTIME:
        if name != package:
            (copy / name).symlink_to(real / name, target_is_directory=True)
    changed = sorted((real / package).glob("*.mjs"))[0].relative_to(real / package)
    for path in (real / package).rglob("*"):
        if path.is_file():
            target = copy / package / path.relative_to(real / package)
            target.parent.mkdir(parents=True, exist_ok=True)
            data = path.read_bytes()
            if target.relative_to(copy / package) == changed:
                data += b"\n"  # one byte more, the code unchanged: still refused
            target.write_bytes(data)
    monkeypatch.setattr(pinned, "NODE_MODULES", copy)
    with pytest.raises(pwa.PwaError, match=rf"{package}: sha256 passt nicht"):
        pwa.verify_workbox()


def test_a_version_without_hashes_fails_the_build(tmp_path: Path) -> None:
    folder = tmp_path / "pyodide"
    folder.mkdir()
    (folder / "package.json").write_text('{"version": "314.0.8"}', encoding="utf-8")
    with pytest.raises(vendor.VendorError, match=r"pyodide 314\.0\.8: keine sha256"):
        pinned.verify("pyodide", folder)


def test_the_table_has_every_file_of_every_pinned_package_and_they_match() -> None:
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    versions = {name: lock[f"node_modules/{name}"]["version"] for name in pinned.FILES}
    table = json.loads(pinned.TABLE.read_text(encoding="utf-8"))
    for package, names in pinned.FILES.items():
        hashes = table[package][versions[package]]
        assert set(hashes) == set(names), package
        assert all(re.fullmatch(r"[0-9a-f]{64}", value) for value in hashes.values())
        assert pinned.verify(package, ROOT / "node_modules" / package) == versions[package]


def test_the_python_packages_are_installed_by_their_hashes() -> None:
    """requirements.lock had no hashes; now every file is pinned by sha256 (test_foundation
    checks the lock) and the Makefile makes pip refuse anything else."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [line for line in makefile.splitlines() if "pip install" in line and " -r " in line]
    assert installs and all("--require-hashes -r requirements.lock" in line for line in installs)
    assert "piptools compile --quiet --generate-hashes" in makefile
