"""Pyodide in the site: the pinned runtime as published, and one zip with the engine in it.

`vendor_pyodide(site_dir)` writes `site/pyodide/v<version>/` (docs-dev/architecture.md,
"Pyodide, offline"):

- the core runtime files from the npm package `pyodide`, unchanged (no console pages, no other
  packages), each checked against its sha256 in `sitegen/vendor_hashes.json` first
  (`sitegen.pinned`), with its `python_stdlib.zip` (fetched only by the fallback below).
  Everything in this folder is named by its version or by a hash, so a host may cache it for a
  year (`hosting/`, `Cache-Control: immutable`);
- in `engine-<hash>/` beside them (the hash of the three files below, so that the folder's
  URL always names the same bytes; they are built and cached by the hash of the engine's
  sources, of how these files are made and of the Pyodide version):
  - `python_stdlib.zip`: the standard-library modules that Pyodide's start-up and the engine
    import (found by running them under Node, `sitegen/precompile.mjs` and `precompile.py`) and
    every module of `rules_py` that the worker imports (`engine_sources`: not the pictures, the
    command line or the benchmark, so that a picture's edit leaves the hash, the snapshot and
    the readers' runtime cache as they were), all as bytecode compiled by this very Pyodide
    (reproducible "unchecked hash" pycs), stored uncompressed so that the host's brotli/gzip
    compresses the whole file. The worker imports the engine from it: no package loader, no
    wheel, nothing compiled in the browser. Plus `_stdlib_fallback.py`
    (sitegen/stdlib_fallback.py): should any code path import a module of the standard library
    that was left out, it fetches the published zip once and imports from there;
  - `pyodide-lock.json`: the npm package's lock file with its "info" and no packages (Pyodide
    reads one at start-up; nothing is loaded by package name, so nothing from a CDN either);
  - `snapshot.bin`: Pyodide's memory with the engine imported, for a quick start on later
    visits, checked at build against a normal start (`sitegen/snapshot.py`).

The three are cached in `build/pyodide/<sources hash>/`, so a rebuild of the site does not
rebuild them.
Anything missing raises `VendorError`, which the hook turns into a failed build.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import threading
import zipfile
from pathlib import Path

from sitegen import ROOT, pinned, snapshot
from sitegen.pinned import VendorError

__all__ = ["VendorError", "site_path", "vendor_pyodide"]

NODE_PYODIDE = ROOT / "node_modules" / "pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""Copied from the npm package as they are."""
STDLIB = "python_stdlib.zip"
"""In the version folder as published; in the engine folder trimmed and precompiled."""
ENGINE_PREFIX = "engine-"
FALLBACK_SOURCE = Path(__file__).with_name("stdlib_fallback.py")
FALLBACK_MODULE = "_stdlib_fallback"
LOCK_FILE = "pyodide-lock.json"
ENGINE_FILES = (STDLIB, LOCK_FILE, snapshot.NAME)
"""In the engine folder, from the cache."""
CACHE = ROOT / "build" / "pyodide"
ENGINE_PACKAGE = "rules_py"
ENGINE_MODULE = "rules_py.api"
"""What the worker imports (`pyodide.pyimport`)."""
SOURCE_DATE_EPOCH = "315532800"  # 1980-01-01, the earliest time a zip file can hold

BUILD_ONLY = ("pictures/", "bench.py", "cli.py", "__main__.py")
"""Paths in `rules_py/` that the checker's worker never imports (a folder ends in "/"): not in
the engine's zip nor in its hash. The precompile step fails the build should the zip hold a
module that its run of the worker's calls never imported (sitegen/precompile.py)."""

PRECOMPILE_SCRIPTS = (
    Path(__file__).with_name("precompile.mjs"),
    Path(__file__).with_name("precompile.py"),
)
"""The Node script and the Python it runs inside Pyodide."""


def pyodide_version() -> str:
    """The version of the installed npm package `pyodide` (pinned in package.json)."""
    return pinned.installed_version(NODE_PYODIDE)


def site_path() -> str:
    """Where Pyodide lives in the site, relative to the site root, with a trailing slash."""
    return f"pyodide/v{pyodide_version()}/"


def engine_path() -> str:
    """Where the engine's files live in the site (its trimmed stdlib zip with rules_py),
    relative to the site root, with a trailing slash: named by their content (built first if
    need be), so that the URL a host caches for a year always names the same bytes."""
    return f"{site_path()}{ENGINE_PREFIX}{content_hash(engine_zip())}/"


def content_hash(folder: Path) -> str:
    """A hash of the engine folder's files (name, content), 16 hex digits. Not the sources'
    hash: two builds of the same sources make different snapshots (Pyodide's memory holds
    the random seeds and clocks of its start), which must not share a URL."""
    stamp = tuple((folder / name).stat().st_mtime_ns for name in ENGINE_FILES)
    return _content_hash(folder, stamp)


@functools.cache
def _content_hash(folder: Path, stamp: tuple[int, ...]) -> str:
    digest = hashlib.sha256()
    for name in ENGINE_FILES:
        digest.update(b"\0" + name.encode() + b"\0")
        digest.update(pinned.sha256(folder / name).encode())
    return digest.hexdigest()[:16]


def engine_sources(root: Path = ROOT) -> list[Path]:
    """The modules of the engine that the checker's worker imports: every `rules_py/**/*.py`
    but the `BUILD_ONLY` ones."""
    package = root / ENGINE_PACKAGE
    if not package.is_dir():
        raise VendorError(f"{package} fehlt: ohne die Regelprüfung kein Zugprüfer.")
    return [
        path
        for path in sorted(package.rglob("*.py"))
        if path.is_file()
        and "__pycache__" not in path.parts
        and not path.relative_to(package).as_posix().startswith(BUILD_ONLY)
    ]


def sources_hash(root: Path = ROOT) -> str:
    """A hash of every module of the engine that the worker imports (path, content:
    `engine_sources`), of how the cached files are made (this module, the precompile and
    snapshot scripts, the fallback) and of the Pyodide version."""
    digest = hashlib.sha256(pyodide_version().encode())
    recipes = (*PRECOMPILE_SCRIPTS, FALLBACK_SOURCE, *snapshot.RECIPE)
    for recipe in (Path(__file__), *recipes):
        digest.update(b"\0" + recipe.read_bytes())
    for path in engine_sources(root):
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
        # The end says what went wrong (Node would quote a whole minified line before it).
        raise VendorError(
            f"{what} ist fehlgeschlagen ({' '.join(args)}):\n"
            f"{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
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
    """Build the stdlib zip with the engine, the lock file and the snapshot into the (new,
    empty) folder `out`."""
    with tempfile.TemporaryDirectory(prefix="rules_py-zip-") as tmp:
        # Compile a clean copy: only the engine's own modules, nothing left over.
        src = Path(tmp) / "src"
        for path in engine_sources():
            dest = src / path.relative_to(ROOT)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest)
        _precompile_stdlib(out, src, Path(tmp) / "pyc")
    # Pyodide reads a lock file at start-up; the engine is no package, so it names none.
    _empty_lock(out / LOCK_FILE)
    snapshot.make(NODE_PYODIDE, out)
    _verify(out)


def _precompile_stdlib(out: Path, src: Path, work: Path) -> None:
    """Write `out/python_stdlib.zip`: each module of the npm package's zip that Pyodide and the
    engine import, as bytecode (`name.pyc`), in the same order, entries stored; the folders;
    the engine's modules and the fallback module (which knows every module left out) as
    bytecode."""
    node = shutil.which("node")
    if node is None:
        raise VendorError("node fehlt: damit wird die Standardbibliothek vorkompiliert.")
    work.mkdir()
    _run(
        [
            node,
            str(PRECOMPILE_SCRIPTS[0]),
            str(NODE_PYODIDE),
            str(src),
            str(work),
            str(FALLBACK_SOURCE),
        ],
        work,
        "Das Vorkompilieren der Standardbibliothek (node sitegen/precompile.mjs)",
    )
    stdlib_pycs, engine_pycs = work / "stdlib", work / "engine"
    compiled = {
        path.relative_to(stdlib_pycs).as_posix()[:-1]: path for path in stdlib_pycs.rglob("*.pyc")
    }
    # The engine's bytecode, and its value classes' methods compiled (sitegen/precompile.py).
    engine = sorted([*engine_pycs.rglob("*.pyc"), *engine_pycs.rglob("*.marshal")])
    if not compiled or not engine:
        raise VendorError("Das Vorkompilieren hat keinen Bytecode erzeugt.")
    with (
        zipfile.ZipFile(NODE_PYODIDE / STDLIB) as source,
        zipfile.ZipFile(out / STDLIB, "w", zipfile.ZIP_STORED) as target,
    ):

        def write(name: str, data: bytes, like: zipfile.ZipInfo) -> None:
            entry = zipfile.ZipInfo(name, date_time=like.date_time)
            entry.external_attr = like.external_attr
            entry.compress_type = zipfile.ZIP_STORED
            target.writestr(entry, data)

        infos = source.infolist()
        # A folder without its package would import as an empty namespace package, and hide
        # the real one from the fallback: only folders of what is kept.
        kept = {name.rsplit("/", 1)[0] + "/" for name in compiled if "/" in name}
        for info in infos:
            if info.filename in compiled:
                write(info.filename + "c", compiled.pop(info.filename).read_bytes(), info)
            elif info.is_dir() and any(folder.startswith(info.filename) for folder in kept):
                write(info.filename, b"", info)
        for path in engine:
            write(path.relative_to(engine_pycs).as_posix(), path.read_bytes(), infos[-1])
    if compiled:
        raise VendorError(f"Nicht in {STDLIB} gefunden: {sorted(compiled)}")


def _verify(folder: Path) -> Path:
    """The zip is there and holds the engine and the fallback; the lock file and the snapshot
    are there."""
    zip_path = folder / STDLIB
    for path in (zip_path, folder / LOCK_FILE, folder / snapshot.NAME):
        if not path.is_file():
            raise VendorError(f"{path} fehlt.")
    with zipfile.ZipFile(zip_path) as archive:
        names = set(archive.namelist())
    for name in (f"{ENGINE_MODULE.replace('.', '/')}.pyc", f"{FALLBACK_MODULE}.pyc"):
        if name not in names:
            raise VendorError(f"{zip_path} enthält {name} nicht.")
    return zip_path


_BUILDING = threading.Lock()
"""A second caller (the build, while `sitegen.vendor.start_slow_parts` builds it in the
background) waits for the folder instead of building it again."""


def engine_zip() -> Path:
    """The cached folder with the stdlib zip, the lock file and the snapshot of the current
    sources (built if needed)."""
    with _BUILDING:
        return _engine_zip()


def _engine_zip() -> Path:
    folder = CACHE / sources_hash()
    if folder.is_dir():
        try:
            _verify(folder)
            return folder
        except (VendorError, zipfile.BadZipFile):
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
    """Copy the runtime as published to `site_dir/pyodide/v<version>/`, and the trimmed stdlib
    zip with the engine in it, a lock file without packages and the snapshot to its
    `engine-<hash>/`; returns the latter."""
    dest = site_dir / site_path()
    # Every file taken from the npm package, the stdlib zip before it is transformed and the
    # runtime that the precompile step runs under Node, is the one of sitegen/vendor_hashes.json.
    pinned.verify("pyodide", NODE_PYODIDE, (*RUNTIME_FILES, STDLIB, LOCK_FILE))
    folder = engine_zip()
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for name in (*RUNTIME_FILES, STDLIB):
        shutil.copyfile(NODE_PYODIDE / name, dest / name)
    engine = site_dir / engine_path()
    engine.mkdir()
    for name in ENGINE_FILES:
        shutil.copyfile(folder / name, engine / name)
    return engine
