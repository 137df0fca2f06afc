"""Copy runtime files from pinned npm packages into the built site.

Nothing is ever loaded from another origin: what the browser needs is copied here, each file
checked against its sha256 first (`sitegen.pinned`).
"""

from __future__ import annotations

import contextlib
import queue
import shutil
import threading
from collections.abc import Callable
from pathlib import Path

from sitegen import compress, pinned, pyodide, snapshot
from sitegen.pinned import NODE_MODULES, VendorError
from sitegen.pyodide import vendor_pyodide

__all__ = [
    "VendorError",
    "cancel_slow_parts",
    "run_in_background",
    "start_slow_parts",
    "vendor_all",
]


_CANCEL = threading.Event()
"""Set when the build fails: the slow parts take no further job."""


def start_slow_parts() -> list[threading.Thread]:
    """Start, in the background, what takes longest in a fresh clone's build and is known
    before it: the engine's folder (sitegen/pyodide.py: Node, some 20 s of processor time) and
    the `.br` and `.gz` copies of Pyodide's files and of the engine's (sitegen/compress.py
    caches them: Brotli at quality 11 takes about 30 s for the WebAssembly, 36 s for the
    snapshot). Where the build needs one of them it waits for it (or finds it cached, then
    this costs nothing). A failure here is left to the build's own call, which reports it; a
    failed build cancels the rest (`cancel_slow_parts`).

    On two threads, while MkDocs reads the pages, each copy a job of its own (`.br` and `.gz`
    apart). The longest chain is the engine's folder and then the Brotli of its snapshot: one
    thread runs it alone, the other starts with the WebAssembly and then takes the engine's
    other copies (they wait for its folder), then the rest, costliest first, instead of
    leaving the engine's other copies after the snapshot on the engine's thread."""

    def chain() -> None:
        folder = pyodide.engine_zip()
        if compress.wanted():
            compress.warm(folder / snapshot.NAME, (".br",))

    if not compress.wanted():
        return run_in_background([chain])

    def runtime(path: Path, suffix: str) -> Callable[[], None]:
        return lambda: compress.warm(path, (suffix,))

    def engine(name: str, suffix: str) -> Callable[[], None]:
        return lambda: compress.warm(pyodide.engine_zip() / name, (suffix,))

    def cost(path: Path, suffix: str) -> int:
        size = path.stat().st_size if path.is_file() else 0  # missing: vendor_pyodide says so
        # Brotli at quality 11 costs some 15 times as much per byte as gzip -9.
        return size if suffix == ".br" else size // 16

    copies = sorted(
        (
            (pyodide.NODE_PYODIDE / name, suffix)
            for name in (*pyodide.RUNTIME_FILES, pyodide.STDLIB)
            for suffix in compress.ENCODINGS
        ),
        key=lambda copy: -cost(*copy),
    )
    engine_copies = [
        engine(name, suffix)
        for name in pyodide.ENGINE_FILES
        for suffix in compress.ENCODINGS
        if (name, suffix) != (snapshot.NAME, ".br")
    ]
    # The costliest of Pyodide's copies (the WebAssembly's Brotli) beside the engine's chain.
    return run_in_background(
        [runtime(*copies[0]), chain, *engine_copies, *(runtime(*copy) for copy in copies[1:])]
    )


def run_in_background(jobs: list[Callable[[], None]], workers: int = 2) -> list[threading.Thread]:
    """Run `jobs` in order on `workers` threads. Daemon threads, not a thread pool (whose
    threads the interpreter waits for at exit): a failed build ends at once, without waiting
    for a compression it no longer needs. What they write is never half a file (the cache
    writes beside and renames; the site is staged, sitegen/staging.py)."""
    _CANCEL.clear()
    waiting = queue.SimpleQueue[Callable[[], None]]()
    for job in jobs:
        waiting.put(job)

    def work() -> None:
        while not _CANCEL.is_set():
            try:
                job = waiting.get_nowait()
            except queue.Empty:
                return
            with contextlib.suppress(Exception):
                job()

    threads = [
        threading.Thread(target=work, name="slow parts of the build", daemon=True)
        for _ in range(workers)
    ]
    for thread in threads:
        thread.start()
    return threads


def cancel_slow_parts() -> None:
    """The build failed: the slow parts take no further job (one under way ends with the
    process, daemon threads)."""
    _CANCEL.set()


def _copy(src: Path, dest: Path) -> None:
    if not src.is_file():
        raise VendorError(f"{src} fehlt: erst `npm ci` ausführen (oder `make site`).")
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)


def vendor_iframe_worker(site_dir: Path) -> None:
    """The iframe-worker shim that Material's offline plugin needs for search on file://."""
    folder = NODE_MODULES / "iframe-worker"
    pinned.verify("iframe-worker", folder, ["shim/index.js"])
    _copy(
        folder / "shim" / "index.js", site_dir / "assets" / "vendor" / "iframe-worker" / "shim.js"
    )


QRCODE_SITE_PATH = "assets/vendor/qrcode-generator/qrcode.mjs"
"""Where the checker page finds the QR code library (zugpruefer-share.js loads it from here)."""


def vendor_qrcode(site_dir: Path) -> None:
    """The QR code generator the checker draws the link of a situation with (screen and print):
    the pinned `qrcode-generator`'s ES module, licence header included."""
    pinned.verify("qrcode-generator", NODE_MODULES / "qrcode-generator")
    _copy(NODE_MODULES / "qrcode-generator" / "dist" / "qrcode.mjs", site_dir / QRCODE_SITE_PATH)


def vendor_all(site_dir: Path) -> None:
    vendor_iframe_worker(site_dir)
    vendor_qrcode(site_dir)
    vendor_pyodide(site_dir)
