"""Copy runtime files from pinned npm packages into the built site.

Nothing is ever loaded from another origin: what the browser needs is copied here, each file
checked against its sha256 first (`sitegen.pinned`).
"""

from __future__ import annotations

import contextlib
import itertools
import queue
import shutil
import threading
from pathlib import Path

from sitegen import compress, pinned, pyodide, snapshot
from sitegen.pinned import NODE_MODULES, VendorError
from sitegen.pyodide import vendor_pyodide

__all__ = ["VendorError", "start_slow_parts", "vendor_all"]


def start_slow_parts() -> threading.Thread:
    """Start, in the background, what takes longest in a fresh clone's build and is known
    before it: the engine's folder (sitegen/pyodide.py: Node, some 20 s of processor time) and
    the `.br` and `.gz` copies of Pyodide's files and of the engine's (sitegen/compress.py
    caches them: Brotli at quality 11 takes about 30 s for the WebAssembly, 36 s for the
    snapshot). Where the build needs one of them it waits for it (or finds it cached, then
    this costs nothing). A failure here is left to the build's own call, which reports it.

    On two threads, while MkDocs reads the pages, each copy a job of its own (`.br` and `.gz`
    apart), the costliest first. The longest chain is the engine's folder and then the Brotli
    of its snapshot: one thread runs it alone, the other starts with the WebAssembly and takes
    the engine's other copies (its zip, the gzip of the snapshot) once its folder is there,
    instead of leaving them after the snapshot on the engine's thread."""
    jobs: queue.PriorityQueue[tuple[int, int, Path, str]] = queue.PriorityQueue()
    order = itertools.count()
    engine_queued = threading.Event()

    def add(path: Path, suffix: str) -> None:
        size = path.stat().st_size
        # Brotli at quality 11 costs some 15 times as much per byte as gzip -9.
        jobs.put((-(size if suffix == ".br" else size // 16), next(order), path, suffix))

    def drain() -> None:
        while True:
            try:
                _, _, path, suffix = jobs.get(timeout=0.2)
            except queue.Empty:
                if engine_queued.is_set() and jobs.empty():
                    return
                continue
            with contextlib.suppress(Exception):
                compress.warm(path, (suffix,))

    def engine() -> None:
        with contextlib.suppress(Exception):
            folder = pyodide.engine_zip()
            if compress.wanted():
                chain = folder / snapshot.NAME
                for name in pyodide.ENGINE_FILES:
                    for suffix in compress.ENCODINGS:
                        if (name, suffix) != (chain.name, ".br"):
                            add(folder / name, suffix)
                engine_queued.set()
                compress.warm(chain, (".br",))
        engine_queued.set()
        drain()

    if compress.wanted():
        for name in (*pyodide.RUNTIME_FILES, pyodide.STDLIB):
            for suffix in compress.ENCODINGS:
                with contextlib.suppress(OSError):  # missing: vendor_pyodide says so
                    add(pyodide.NODE_PYODIDE / name, suffix)

    def run() -> None:
        threads = [
            threading.Thread(target=engine, name="engine folder"),
            threading.Thread(target=drain, name="precompressed copies"),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    thread = threading.Thread(target=run, name="slow parts of the build")
    thread.start()
    return thread


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
