"""The checker's and the calculator's scripts as one file each (rollup, at build).

The pages' scripts are ES modules (`docs/assets/javascripts/`, linted and type-checked as they
are). Loaded as they are, the checker page fetched 15 of them at its start, and on a host
without HTTP/2 (six connections to a host) the engine's worker waited behind them: in a
profile its script started 200–400 ms after the worker was created. So the build
bundles each page's modules into one ES module, `assets/javascripts/<name>.bundle.js`
(`sitegen/bundle.mjs`, rollup from npm, pinned), which the page's template loads. The module
files stay in the site (tests load single modules), but the service worker does not precache
what only a bundle needs. Any error or warning from rollup fails the build.

The checker's worker is an ES module too, and imports the page↔worker protocol
(`zugpruefer-protocol.js`). A module worker fetches its static imports before it runs a line,
so the build bundles it over itself (`IN_PLACE`): the site's `zugpruefer-worker.js` holds the
protocol, and the worker asks for Pyodide as early as it did as a single file. Its dynamic
imports (Pyodide's script, the snapshot's format) stay as they are.

rollup's output is cached in `build/bundle/<key>/`, the key a sha256 of everything it is made
from: every file of the folder it bundles (name and bytes), the bundles' configuration
(`BUNDLES`, `IN_PLACE`), `sitegen/bundle.mjs`, rollup's `package.json` and the npm lock file.
So a build whose scripts are the same as an earlier one's takes that build's bundles instead of
running rollup again (about 1.7 CPU-s; the tests' second builds, the site below the root and a
new deploy with a changed engine, have the session build's scripts), and any change to what
rollup reads is a new key, never an old bundle. An entry is kept only when every module rollup
read lies in that folder (so the key named it); the newest `KEEP` entries stay. The service
worker's bundle (sitegen/pwa.py) is kept in the same cache, by the same means (`content_key`,
`cached`, `keep`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import tempfile
import threading
from collections.abc import Iterable, Mapping
from pathlib import Path

from sitegen import ROOT, node

SCRIPT = Path(__file__).with_name("bundle.mjs")
FOLDER = "assets/javascripts"
BUNDLES: dict[str, tuple[str, ...]] = {
    "zugpruefer": ("zugpruefer.js", "zugpruefer-progress.js"),
    "wertung": ("wertung.js",),
}
"""Each page's module scripts, in the order the page runs them."""
IN_PLACE: tuple[str, ...] = ("zugpruefer-worker.js",)
"""Module scripts bundled over themselves: same URL, their static imports inlined."""


class BundleError(RuntimeError):
    """rollup failed or warned."""


def bundle_path(name: str) -> str:
    """The bundle's path relative to the site root (what the page's template loads)."""
    return f"{FOLDER}/{name}.bundle.js"


CACHE = ROOT / "build" / "bundle"
KEEP = 8
"""How many cache entries stay (the newest by their last use)."""
MODULES = "modules.json"
"""In a cache entry beside the bundles: what `_rollup` returns."""


def _outputs() -> list[str]:
    """The files rollup writes, relative to the folder it bundles."""
    return [*(Path(bundle_path(name)).name for name in BUNDLES), *IN_PLACE]


def content_key(config: object, parts: Iterable[Path], folder: Path | None = None) -> str:
    """A cache key: the sha256 of `config` (as JSON), of each file of `parts` and, when given,
    of every file of `folder` (name and bytes)."""
    key = hashlib.sha256()
    key.update(json.dumps(config, sort_keys=True).encode() + b"\0")
    for part in parts:
        key.update(hashlib.sha256(part.read_bytes()).digest())
    if folder is not None:
        for path in sorted(path for path in folder.rglob("*") if path.is_file()):
            key.update(path.relative_to(folder).as_posix().encode() + b"\0")
            key.update(hashlib.sha256(path.read_bytes()).digest())
    return key.hexdigest()


def cached(key: str, names: Iterable[str]) -> dict[str, bytes] | None:
    """The files `names` of the cache entry `key`, or None when it has not (all of) them."""
    entry = CACHE / key
    try:
        made = {name: (entry / name).read_bytes() for name in names}
    except OSError:
        return None
    # Its last use, for `keep`'s pruning; unless another build pruned it after the read (what
    # was read is whole).
    with contextlib.suppress(OSError):
        os.utime(entry)
    return made


def keep(key: str, files: Mapping[str, bytes]) -> None:
    """Put `files` into the cache entry `key` (whole or not at all), and drop old entries."""
    CACHE.mkdir(parents=True, exist_ok=True)
    entry = CACHE / key
    work = Path(tempfile.mkdtemp(prefix="tmp-", dir=CACHE))
    try:
        for name, data in files.items():
            (work / name).write_bytes(data)
        os.replace(work, entry)
    except OSError:  # another build kept the same entry meanwhile
        shutil.rmtree(work, ignore_errors=True)
    entries = sorted(CACHE.iterdir(), key=lambda path: path.stat().st_mtime)
    for old in entries[:-KEEP]:
        if old != entry:
            shutil.rmtree(old, ignore_errors=True)


def cache_key(folder: Path) -> str:
    """The sha256 of everything rollup's output is made from (see above)."""
    return content_key(
        {"bundles": BUNDLES, "inPlace": IN_PLACE},
        (SCRIPT, ROOT / "node_modules" / "rollup" / "package.json", ROOT / "package-lock.json"),
        folder,
    )


def _run_rollup(folder: Path) -> tuple[list[str], list[str]]:
    """rollup over `folder`: the module files that went into bundles (relative to the site
    root), and every module it read (relative to `folder`)."""
    config = {"folder": str(folder), "bundles": BUNDLES, "inPlace": IN_PLACE}
    modules: dict[str, dict[str, list[str]]] = node.run_json(
        SCRIPT, config, BundleError, "die Skripte der Seiten"
    )
    bundled = sorted(
        {f"{FOLDER}/{module}" for files in modules["bundles"].values() for module in files}
    )
    read = [module for kind in modules.values() for files in kind.values() for module in files]
    return bundled, read


def _rollup(folder: Path) -> list[str]:
    """Bundle the modules of `folder` (the site's FOLDER or a copy of it) in place; the module
    files (relative to the site root) that went into bundles. From the cache when the same
    inputs were bundled before."""
    key = cache_key(folder)
    made = cached(key, [*_outputs(), MODULES])
    if made is not None:
        try:
            bundled: list[str] = json.loads(made.pop(MODULES))
        except ValueError:
            pass
        else:
            for name, data in made.items():
                (folder / name).write_bytes(data)
            return bundled
    bundled, read = _run_rollup(folder)
    if all(not Path(module).is_absolute() and ".." not in Path(module).parts for module in read):
        files = {name: (folder / name).read_bytes() for name in _outputs()}
        keep(key, {**files, MODULES: json.dumps(bundled).encode()})
    return bundled


class _Early:
    """The bundles made ahead (`start_early`), from a copy of the scripts' sources."""

    def __init__(self, sources: Mapping[str, Path]) -> None:
        self.work = Path(tempfile.mkdtemp(prefix="saboteur-bundle-"))
        # The sources as they were bundled, and the copy rollup writes into.
        self.pristine = self.work / "pristine"
        self.out = self.work / "out" / FOLDER
        for name, source in sources.items():
            for folder in (self.pristine, self.out):
                (folder / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, folder / name)
        self.modules: list[str] | None = None
        self.thread = threading.Thread(target=self._run, name="early bundles", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.modules = _rollup(self.out)
        except Exception:  # write_bundles runs rollup again and reports what went wrong
            self.modules = None

    def take(self, site_dir: Path) -> list[str] | None:
        """The bundles written into `site_dir`, if the site's scripts are the ones bundled (each
        file of the copy byte-for-byte the site's); else None, and nothing written."""
        self.thread.join()
        try:
            if self.modules is None:
                return None
            folder = site_dir / FOLDER
            for source in self.pristine.rglob("*"):
                if source.is_file():
                    built = folder / source.relative_to(self.pristine)
                    if not built.is_file() or built.read_bytes() != source.read_bytes():
                        return None
            for name in (*(Path(bundle_path(n)).name for n in BUNDLES), *IN_PLACE):
                shutil.copyfile(self.out / name, folder / name)
            return self.modules
        finally:
            shutil.rmtree(self.work, ignore_errors=True)


_EARLY: list[_Early] = []


def start_early(sources: Mapping[str, Path]) -> None:
    """Bundle the scripts as the build starts, in the background, from a copy of the files that
    the build will copy to FOLDER (`sources`: path in FOLDER → source file): the build's last
    steps then only take the result (`write_bundles`), instead of waiting for rollup after the
    pages (in a fresh clone, the pages wait for the engine's folder: rollup then ran on the
    build's longest chain)."""
    drop_early()
    _EARLY.append(_Early(sources))


def drop_early() -> None:
    """The build failed: the bundles made ahead are not needed (their copy goes)."""
    while _EARLY:
        shutil.rmtree(_EARLY.pop().work, ignore_errors=True)


def write_bundles(site_dir: Path) -> list[str]:
    """Write every bundle into the built site; returns the module files (relative to the site
    root) that went into bundles. Made ahead (`start_early`) when the site's scripts are the
    sources it bundled, else now from the site's scripts."""
    while _EARLY:
        made = _EARLY.pop().take(site_dir)
        if made is not None:
            return made
    return _rollup(site_dir / FOLDER)
