"""Precompressed copies of the built site: `name.br` and `name.gz` beside every text and wasm file.

A static host that serves them (nginx `gzip_static`/`brotli_static`, `tools.serve`, see
`hosting/`) sends the smallest form the browser accepts without compressing on every request,
and at the strongest levels: brotli quality 11 (the `brotli` package from PyPI, pinned) and gzip
level 9 (the standard library, no file name or time in the header, so reproducible).

Brotli at quality 11 takes about 45 s for Pyodide's 9.6 MB WebAssembly (and half a minute for
the engine's 12 MB snapshot, sitegen/snapshot.py), so large results are
cached in `build/compress/`, keyed by the sha256 of the content: a rebuild compresses only what
changed. The output is checked by the tests (decompressed, byte-identical to the original).
After a build, `prune` removes what it did not use and no build has used for an hour (a build
running beside it keeps its own), so the cache does not grow with every old version.

A build that is only tested may compress faster: `SABOTEUR_BROTLI_QUALITY=5` (`quality`; the
tests' session build does, tests/shared.py). Its copies are as real (any Brotli decoder reads
them; the tests decompress and compare them, and nginx and Apache serve them) but some 18 %
larger, and at quality 5 the WebAssembly and the snapshot take about a second instead of 80 s
of processor time in a fresh clone: the longest chain of its build. The cache keeps such
copies under their own names, so a deployed build never picks one up. The same for gzip:
`SABOTEUR_GZIP_LEVEL=1` (`gzip_level`, the tests' session build too) makes real `.gz` copies some
13 % larger, where level 9 of the snapshot and the WebAssembly alone is about 4 s of
processor time in a fresh clone; such copies, too, have their level in their cache name.

A build that is never deployed may leave the copies out: `SABOTEUR_PRECOMPRESS=0` (`wanted`).
The tests' second builds do (a new deploy with a changed engine, the site below the root): they
are served by `tools.serve`, nginx and Apache, which send a file as it is where it has no copy,
and nothing in them reads a copy; in a fresh clone the copies of a changed engine's snapshot
and zip alone are some 45 s of processor time.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli  # type: ignore[import-untyped]  # (no stubs in the pinned package)

from sitegen import ROOT

COMPRESSIBLE = frozenset(
    {
        ".html",
        ".css",
        ".js",
        ".mjs",
        ".json",
        ".webmanifest",
        ".svg",
        ".xml",
        ".txt",
        ".map",
        ".wasm",
        ".zip",  # the runtime's stdlib zip stores its entries uncompressed (sitegen/pyodide.py)
        ".bin",  # the engine's snapshot: Pyodide's memory, mostly empty (sitegen/snapshot.py)
    }
)
"""What gets a .br and a .gz: text, WebAssembly and the snapshot (already compressed formats do
not)."""
ENCODINGS = {".br": "br", ".gz": "gzip"}
"""Suffix of a precompressed copy → its Content-Encoding."""
CACHE = ROOT / "build" / "compress"
CACHE_MIN_BYTES = 64 * 1024
PRUNE_AFTER_S = 3600
"""A cache entry this build did not use goes once no build has used it for this long."""
_USED: set[str] = set()
"""The cache entries this process used (read or wrote)."""


def wanted() -> bool:
    """Whether the build writes the copies: always, unless the environment says
    `SABOTEUR_PRECOMPRESS=0` (a build that is never deployed, see above)."""
    return os.environ.get("SABOTEUR_PRECOMPRESS", "1") != "0"


def quality() -> int:
    """Brotli's quality: 11 (the strongest, for every build that may be deployed), or what
    `SABOTEUR_BROTLI_QUALITY` says (0 to 11, a build that is only tested, see above)."""
    value = os.environ.get("SABOTEUR_BROTLI_QUALITY", "11")
    if value not in {str(level) for level in range(12)}:
        raise ValueError(f"SABOTEUR_BROTLI_QUALITY must be 0 to 11, not {value!r}")
    return int(value)


def gzip_level() -> int:
    """gzip's level: 9 (the strongest, for every build that may be deployed), or what
    `SABOTEUR_GZIP_LEVEL` says (1 to 9, a build that is only tested, see above)."""
    value = os.environ.get("SABOTEUR_GZIP_LEVEL", "9")
    if value not in {str(level) for level in range(1, 10)}:
        raise ValueError(f"SABOTEUR_GZIP_LEVEL must be 1 to 9, not {value!r}")
    return int(value)


def compressible(path: Path) -> bool:
    return path.suffix.lower() in COMPRESSIBLE and path.is_file()


def site_files(site_dir: Path) -> Iterator[Path]:
    """The files of the built site that should have precompressed copies."""
    for path in sorted(site_dir.rglob("*")):
        if compressible(path):
            yield path


def _brotli(data: bytes) -> bytes:
    return bytes(brotli.compress(data, quality=quality()))


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=gzip_level(), mtime=0)


_KEYS = threading.Lock()
_KEY_LOCKS: dict[str, threading.Lock] = {}


def _key_lock(name: str) -> threading.Lock:
    """One lock per cache entry: a thread that wants what another is compressing waits for it
    (`warm` runs in the background while the build goes on) instead of compressing it again."""
    with _KEYS:
        return _KEY_LOCKS.setdefault(name, threading.Lock())


def _cached(data: bytes, suffix: str) -> bytes:
    encode = _brotli if suffix == ".br" else _gzip
    if len(data) < CACHE_MIN_BYTES:
        return encode(data)
    # A copy of less than the strongest Brotli or gzip has its quality or level in its name
    # (see above).
    if suffix == ".br":
        level = "" if quality() == 11 else f".q{quality()}"
    else:
        level = "" if gzip_level() == 9 else f".l{gzip_level()}"
    key = CACHE / (hashlib.sha256(data).hexdigest() + level + suffix)
    with _key_lock(key.name):
        _USED.add(key.name)
        try:
            out = key.read_bytes()
            os.utime(key)  # its last use: `prune` keeps what a build used lately
            return out
        except FileNotFoundError:
            pass  # not there, or another build's `prune` took it just now
        out = encode(data)
        CACHE.mkdir(parents=True, exist_ok=True)
        # Written beside and renamed, so a parallel build never reads half a file.
        fd, tmp = tempfile.mkstemp(dir=CACHE, prefix=".tmp-")
        with os.fdopen(fd, "wb") as file:
            file.write(out)
        os.replace(tmp, key)
        return out


def prune(now: float | None = None) -> list[Path]:
    """Remove the cache entries (and stray temporary files) this process did not use and no
    build used in the last `PRUNE_AFTER_S` seconds; the removed ones. A build running beside
    this one keeps its entries (it uses them, so they are recent); one that finds an entry gone
    compresses it again."""
    if not CACHE.is_dir():
        return []
    now = time.time() if now is None else now
    removed = []
    for entry in sorted(CACHE.iterdir()):
        if entry.name in _USED or not entry.is_file():
            continue
        try:
            if now - entry.stat().st_mtime < PRUNE_AFTER_S:
                continue
            entry.unlink()
        except FileNotFoundError:
            continue
        removed.append(entry)
    return removed


def warm(path: Path, suffixes: tuple[str, ...] = tuple(ENCODINGS)) -> None:
    """Compress `path` as the site's copies of it will be (`.br`, `.gz`, or those of `suffixes`)
    into the cache, so that the build finds them there: for files known before the build
    writes them."""
    data = path.read_bytes()
    for suffix in suffixes:
        _cached(data, suffix)


def brotli_bytes(data: bytes) -> bytes:
    """`data` as the site's `.br` copy has it (cached like the build's own)."""
    return _cached(data, ".br")


def compress_file(path: Path) -> None:
    data = path.read_bytes()
    for suffix in ENCODINGS:
        path.with_name(path.name + suffix).write_bytes(_cached(data, suffix))


def _source(copy: Path) -> Path:
    return copy.with_name(copy.name[: -len(copy.suffix)])


def _decode(copy: Path) -> bytes:
    data = copy.read_bytes()
    return bytes(brotli.decompress(data)) if copy.suffix == ".br" else gzip.decompress(data)


def copies(site_dir: Path) -> Iterator[Path]:
    """Every precompressed copy (`name.br`, `name.gz`) in `site_dir`."""
    for suffix in ENCODINGS:
        yield from sorted(site_dir.rglob(f"*{suffix}"))


def stale(site_dir: Path) -> list[Path]:
    """The copies a host must not send: beside no file it could stand for (the file is gone or
    gets no copy), or not decompressing to that file as it is now (it changed after the
    build, or a deploy mixed two builds). nginx's gzip_static and brotli_static send a copy
    whenever it exists, without comparing."""
    found = []
    for copy in copies(site_dir):
        source = _source(copy)
        try:
            ok = compressible(source) and _decode(copy) == source.read_bytes()
        except (OSError, EOFError, ValueError, brotli.error, gzip.BadGzipFile):
            ok = False
        if not ok:
            found.append(copy)
    return found


def compress_site(site_dir: Path) -> int:
    """Write `.br` and `.gz` beside every compressible file of `site_dir`, remove any other copy,
    then check them all (`stale`); returns how many files. Largest first, on every core: the
    WebAssembly dominates. Raises `StaleCopies` if a copy still does not match its file."""
    for copy in copies(site_dir):
        if not compressible(_source(copy)):
            copy.unlink()
    files = sorted(site_files(site_dir), key=lambda p: p.stat().st_size, reverse=True)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        list(pool.map(compress_file, files))
    wrong = stale(site_dir)
    if wrong:
        raise StaleCopies(site_dir, wrong)
    return len(files)


class StaleCopies(RuntimeError):
    """Precompressed copies that do not match their files: the site must not be published."""

    def __init__(self, site_dir: Path, copies: list[Path]) -> None:
        names = ", ".join(str(c.relative_to(site_dir)) for c in copies[:10])
        super().__init__(
            f"{len(copies)} vorkomprimierte Kopien passen nicht zu ihren Dateien: {names}"
        )
        self.copies = copies


def main(argv: list[str] | None = None) -> int:
    """`python -m sitegen.compress SITE_DIR`: after editing a built file by hand, before a
    deploy: lists the stale copies (exit 1) or says that all match (exit 0)."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        sys.stderr.write("Aufruf: python -m sitegen.compress SITE_DIR\n")
        return 2
    site_dir = Path(args[0])
    wrong = stale(site_dir)
    for copy in wrong:
        sys.stdout.write(f"veraltet: {copy.relative_to(site_dir)}\n")
    if not wrong:
        sys.stdout.write("Alle .br- und .gz-Kopien passen zu ihren Dateien.\n")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
