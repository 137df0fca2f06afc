"""Pyodide in the site: the pinned runtime, a wheel of rules_py and a lock file naming only it.

`vendor_pyodide(site_dir)` writes `site/pyodide/v<version>/` (docs-dev/architecture.md,
"Pyodide, offline"):

- the core runtime files from the npm package `pyodide` (no console pages, no other packages),
  each checked against its sha256 in `sitegen/vendor_hashes.json` first (`sitegen.pinned`);
  its `python_stdlib.zip` holds Python sources only, which the browser would compile at every
  start, so the site's copy has the modules the checker imports as bytecode instead, compiled
  by this very Pyodide under Node (`sitegen/precompile.mjs`); every other entry is unchanged;
- `rules_py-<version>-py3-none-any.whl`, built offline with pypa/build from this repository;
- `pyodide-lock.json`: the npm package's lock file with its "info" but no packages, to which
  `pyodide lockfile add-wheels` (from pyodide-build) adds our wheel with its sha256.

The browser loads the engine by package name (`loadPyodide({packages: ["rules-py"]})`), so it is
downloaded while Pyodide boots and checked against the sha256 in the lock file.

The wheel, its lock file and the stdlib zip are cached in `build/pyodide/<hash>/`, keyed by a
hash of everything that goes into them (and of how they are made), so a rebuild of the site
does not rebuild them. The wheel and the bytecode are reproducible (SOURCE_DATE_EPOCH,
hash-based pycs), so the wheel's sha256 only changes when its sources do; the zip's other
entries are compressed again by this machine's zlib (nothing depends on their bytes).
Anything missing raises `VendorError`, which the hook turns into a failed build.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from sitegen import ROOT, pinned
from sitegen.pinned import VendorError

__all__ = ["VendorError", "site_path", "vendor_pyodide"]

NODE_PYODIDE = ROOT / "node_modules" / "pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""Copied from the npm package as they are."""
STDLIB = "python_stdlib.zip"
"""Copied from the npm package with the checker's modules precompiled (`_precompile_stdlib`)."""
LOCK_FILE = "pyodide-lock.json"
CACHE = ROOT / "build" / "pyodide"
PACKAGE = "rules-py"
"""The package name in the lock file (normalised by pyodide-lock): what the worker loads."""

# What goes into the wheel: the package and the project metadata setuptools reads.
WHEEL_INPUTS = ("pyproject.toml", "README.md")
WHEEL_PACKAGE = "rules_py"
SOURCE_DATE_EPOCH = "315532800"  # 1980-01-01, the earliest time a zip file can hold

BIN = Path(sys.executable).parent
PRECOMPILE_SCRIPT = Path(__file__).with_name("precompile.mjs")


def pyodide_version() -> str:
    """The version of the installed npm package `pyodide` (pinned in package.json)."""
    return pinned.installed_version(NODE_PYODIDE)


def site_path() -> str:
    """Where Pyodide lives in the site, relative to the site root, with a trailing slash."""
    return f"pyodide/v{pyodide_version()}/"


def _wheel_sources(root: Path = ROOT) -> list[Path]:
    package = root / WHEEL_PACKAGE
    if not package.is_dir():
        raise VendorError(f"{package} fehlt: ohne die Regelprüfung kein Zugprüfer.")
    files = [
        path
        for path in sorted(package.rglob("*"))
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix not in (".pyc", ".pyo")
    ]
    for name in WHEEL_INPUTS:
        path = root / name
        if not path.is_file():
            raise VendorError(f"{path} fehlt: daraus wird das Paket rules_py gebaut.")
        files.append(path)
    return files


def sources_hash(root: Path = ROOT) -> str:
    """A hash of every file that goes into the wheel (path, content), of how the cached files
    are made (this module, the precompile script) and of the Pyodide version."""
    digest = hashlib.sha256(pyodide_version().encode())
    for recipe in (Path(__file__), PRECOMPILE_SCRIPT):
        digest.update(b"\0" + recipe.read_bytes())
    for path in _wheel_sources(root):
        digest.update(b"\0" + path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _run(args: list[str], cwd: Path, what: str) -> None:
    env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise VendorError(f"{what} ist fehlgeschlagen: {error}") from error
    if done.returncode != 0:
        raise VendorError(
            f"{what} ist fehlgeschlagen ({' '.join(args)}):\n{done.stdout}\n{done.stderr}"
        )


def _empty_lock(dest: Path) -> None:
    """The npm package's lock file with its "info" (ABI, Python version) and no packages."""
    source = NODE_PYODIDE / LOCK_FILE
    if not source.is_file():
        raise VendorError(f"{source} fehlt: erst `npm ci` ausführen (oder `make site`).")
    lock = json.loads(source.read_text(encoding="utf-8"))
    trimmed = {"info": lock["info"], "packages": {}}
    dest.write_text(json.dumps(trimmed), encoding="utf-8")


def _build(out: Path) -> None:
    """Build the wheel, its lock file and the stdlib zip into the (new, empty) folder `out`."""
    with tempfile.TemporaryDirectory(prefix="rules_py-wheel-") as tmp:
        # Build from a clean copy: setuptools' own build/lib would keep deleted modules.
        src = Path(tmp) / "src"
        src.mkdir()
        for path in _wheel_sources():
            dest = src / path.relative_to(ROOT)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest)
        wheels = Path(tmp) / "wheel"
        _run(
            [
                sys.executable,
                "-m",
                "build",
                "--wheel",
                "--no-isolation",
                "--outdir",
                str(wheels),
                ".",
            ],
            src,
            "Das Bauen des Pakets rules_py (python -m build)",
        )
        built = sorted(wheels.glob("rules_py-*-py3-none-any.whl"))
        if len(built) != 1:
            raise VendorError(f"python -m build hat kein reines rules_py-Wheel erzeugt: {built}")
        wheel = built[0]
        empty = Path(tmp) / "empty-lock.json"
        _empty_lock(empty)
        pyodide_cli = BIN / "pyodide"
        if not pyodide_cli.is_file():
            raise VendorError(
                f"{pyodide_cli} fehlt: pyodide-build ist nicht installiert (make deps)."
            )
        _run(
            [
                str(pyodide_cli),
                "lockfile",
                "add-wheels",
                "--input",
                str(empty),
                "--output",
                str(out / LOCK_FILE),
                "--base-path",
                str(wheels),
                str(wheel),
            ],
            Path(tmp),
            "pyodide lockfile add-wheels",
        )
        shutil.copyfile(wheel, out / wheel.name)
        _precompile_stdlib(out, Path(tmp) / "pyc")
    _verify(out)


def _precompile_stdlib(out: Path, work: Path) -> None:
    """Write `out/python_stdlib.zip`: the npm package's, with each module the checker imports
    as bytecode (`name.pyc`) in place of its source (`name.py`), in the same order."""
    node = shutil.which("node")
    if node is None:
        raise VendorError("node fehlt: damit wird die Standardbibliothek vorkompiliert.")
    work.mkdir()
    _run(
        [node, str(PRECOMPILE_SCRIPT), str(NODE_PYODIDE), str(out / LOCK_FILE), str(work)],
        work,
        "Das Vorkompilieren der Standardbibliothek (node sitegen/precompile.mjs)",
    )
    compiled = {path.relative_to(work).as_posix()[:-1]: path for path in work.rglob("*.pyc")}
    if not compiled:
        raise VendorError("Das Vorkompilieren hat keinen Bytecode erzeugt.")
    with (
        zipfile.ZipFile(NODE_PYODIDE / STDLIB) as source,
        zipfile.ZipFile(out / STDLIB, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            if info.filename in compiled:
                entry = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
                entry.external_attr = info.external_attr
                entry.compress_type = zipfile.ZIP_DEFLATED
                target.writestr(entry, compiled.pop(info.filename).read_bytes())
            else:
                target.writestr(info, source.read(info))
    if compiled:
        raise VendorError(f"Nicht in {STDLIB} gefunden: {sorted(compiled)}")


def _verify(folder: Path) -> Path:
    """The lock file names exactly our package, the wheel beside it has its sha256, and the
    stdlib zip is there."""
    lock_path = folder / LOCK_FILE
    if not lock_path.is_file():
        raise VendorError(f"{lock_path} fehlt.")
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    packages = lock.get("packages", {})
    if set(packages) != {PACKAGE}:
        raise VendorError(
            f"{lock_path} soll genau das Paket {PACKAGE} enthalten, nicht {sorted(packages)}"
        )
    entry = packages[PACKAGE]
    wheel = folder / str(entry["file_name"])
    if not wheel.is_file():
        raise VendorError(f"{wheel} fehlt, obwohl {lock_path} es nennt.")
    if hashlib.sha256(wheel.read_bytes()).hexdigest() != entry["sha256"]:
        raise VendorError(f"{wheel}: sha256 passt nicht zu {lock_path}.")
    if not (folder / STDLIB).is_file():
        raise VendorError(f"{folder / STDLIB} fehlt.")
    return wheel


def wheel_and_lock() -> Path:
    """The cached folder with the wheel, lock file and stdlib zip of the current sources (built
    if needed)."""
    folder = CACHE / sources_hash()
    if folder.is_dir():
        try:
            _verify(folder)
            return folder
        except (VendorError, KeyError, ValueError):
            shutil.rmtree(folder, ignore_errors=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    # Build next to the cache and rename into place, so parallel builds never see half a folder.
    staging = Path(tempfile.mkdtemp(prefix="staging-", dir=CACHE))
    try:
        _build(staging)
        try:
            staging.rename(folder)
        except OSError:  # another build finished first with the same content
            if not folder.is_dir():
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    _prune(keep=folder)
    return folder


def _prune(keep: Path, count: int = 5) -> None:
    """Keep the cache small: only the newest few folders (switching branches may want them)."""
    built = sorted(
        (path for path in CACHE.iterdir() if path.is_dir() and "-" not in path.name),
        key=lambda path: path.stat().st_mtime,
        reverse=True,
    )
    for old in built[count:]:
        if old != keep:
            shutil.rmtree(old, ignore_errors=True)


def vendor_pyodide(site_dir: Path) -> Path:
    """Copy the runtime, the wheel, the trimmed lock file and the stdlib zip with the checker's
    modules precompiled to `site_dir/pyodide/v<version>/`."""
    dest = site_dir / site_path()
    # Every file taken from the npm package, the stdlib zip before it is transformed and the
    # runtime that the precompile step runs under Node, is the one of sitegen/vendor_hashes.json.
    pinned.verify("pyodide", NODE_PYODIDE, (*RUNTIME_FILES, STDLIB, LOCK_FILE))
    folder = wheel_and_lock()
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(NODE_PYODIDE / name, dest / name)
    for path in folder.iterdir():
        shutil.copyfile(path, dest / path.name)
    _verify(dest)
    return dest
