"""The sha256 of every file the build takes from an npm package into the site, per version.

`package-lock.json` pins each package's tarball, and `npm ci` checks it, but nothing checked the
files once they lay in `node_modules/`: a changed `pyodide.asm.wasm` would have shipped. The
build now takes no file whose sha256 is not the one in `vendor_hashes.json` for that package's
installed version; a mismatch, or a version the table does not know, fails the build naming
the file. For files the build transforms (Pyodide's stdlib zip, whose modules it precompiles)
the hash is the npm original's, checked before the transformation.

After updating a pinned package (package.json), add its hashes to the table:

    python -m sitegen.pinned            # the table for the installed versions, on stdout
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable
from pathlib import Path

from sitegen import ROOT

NODE_MODULES = ROOT / "node_modules"
TABLE = Path(__file__).with_name("vendor_hashes.json")
TREE = "*"
"""A package checked as a whole: one sha256 over every file in its folder (`tree_sha256`)."""

FILES: dict[str, tuple[str, ...]] = {
    "pyodide": (
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
    ),
    "iframe-worker": ("shim/index.js",),
    "qrcode-generator": ("dist/qrcode.mjs",),
    # The Workbox runtime bundled into sw.js (sitegen/service_worker.js imports it, pwa.mjs
    # bundles it): the packages it takes code from, each as a whole (TREE).
    "workbox-core": (TREE,),
    "workbox-precaching": (TREE,),
    "workbox-routing": (TREE,),
    "workbox-strategies": (TREE,),
}
"""Per package: the files the build reads, copies, runs or bundles (the precompile step runs
Pyodide's runtime under Node, so those count too)."""


class VendorError(RuntimeError):
    """Something the site needs from a pinned package is missing, changed or not built."""


def installed_version(folder: Path) -> str:
    """The version of the npm package in `folder` (node_modules/<name>)."""
    manifest = folder / "package.json"
    if not manifest.is_file():
        raise VendorError(f"{manifest} fehlt: erst `npm ci` ausführen (oder `make site`).")
    return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def tree_sha256(folder: Path) -> str:
    """One sha256 for every file under `folder`: of the sorted lines "sha256  path"."""
    lines = sorted(
        f"{sha256(path)}  {path.relative_to(folder).as_posix()}\n"
        for path in folder.rglob("*")
        if path.is_file()
    )
    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()


def _digest(folder: Path, name: str) -> str:
    return tree_sha256(folder) if name == TREE else sha256(folder / name)


def _table() -> dict[str, dict[str, dict[str, str]]]:
    table: dict[str, dict[str, dict[str, str]]] = json.loads(TABLE.read_text(encoding="utf-8"))
    return table


def verify(package: str, folder: Path, names: Iterable[str] | None = None) -> str:
    """Check `names` (default: all of the package's FILES) in `folder` against the table for
    the installed version; the version, or VendorError naming the first file that differs."""
    version = installed_version(folder)
    known = _table().get(package, {}).get(version)
    if known is None:
        raise VendorError(
            f"{package} {version}: keine sha256 in {TABLE.name} für diese Version "
            f"(nach einem Update: python -m sitegen.pinned)"
        )
    for name in FILES[package] if names is None else names:
        path = folder / name if name != TREE else folder
        if not (path.is_dir() if name == TREE else path.is_file()):
            raise VendorError(f"{path} fehlt: erst `npm ci` ausführen (oder `make site`).")
        if name not in known:
            raise VendorError(f"{path}: keine sha256 in {TABLE.name} für {package} {version}")
        if _digest(folder, name) != known[name]:
            raise VendorError(
                f"{path}: sha256 passt nicht zu {package} {version} in {TABLE.name} – die Datei "
                f"wurde verändert (npm ci stellt das Original wieder her)"
            )
    return version


def current_table() -> dict[str, dict[str, dict[str, str]]]:
    """The table with the hashes of the installed versions added (for an update)."""
    table = _table() if TABLE.is_file() else {}
    for package, names in FILES.items():
        folder = NODE_MODULES / package
        version = installed_version(folder)
        table.setdefault(package, {})[version] = {name: _digest(folder, name) for name in names}
    return table


def main() -> int:
    json.dump(current_table(), sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
