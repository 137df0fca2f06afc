"""Copy runtime files from pinned npm packages into the built site.

Nothing is ever loaded from another origin: what the browser needs is copied here, each file
checked against its sha256 first (`sitegen.pinned`).
"""

from __future__ import annotations

import contextlib
import shutil
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from sitegen import compress, pinned, pyodide
from sitegen.pinned import NODE_MODULES, VendorError
from sitegen.pyodide import vendor_pyodide

__all__ = ["VendorError", "start_slow_parts", "vendor_all"]


def start_slow_parts() -> threading.Thread:
    """Start, in the background, what takes longest in a fresh clone's build and is known
    before it: the engine's folder (sitegen/pyodide.py: Node, a few seconds) and the `.br`
    and `.gz` copies of Pyodide's files and of the engine's (sitegen/compress.py caches them:
    Brotli at quality 11 takes about 45 s for the WebAssembly, half a minute for the
    snapshot). On two threads, while MkDocs reads the pages; where the build needs one of
    them it waits for it (or finds it cached, then this costs nothing). A failure here is
    left to the build's own call, which reports it."""

    def engine() -> None:
        folder = pyodide.engine_zip()
        if not compress.wanted():  # a build that is never deployed: no copies
            return
        for name in sorted(pyodide.ENGINE_FILES, key=lambda n: -(folder / n).stat().st_size):
            compress.warm(folder / name)

    def runtime(name: str) -> Callable[[], None]:
        return lambda: compress.warm(pyodide.NODE_PYODIDE / name)

    names = sorted(
        (*pyodide.RUNTIME_FILES, pyodide.STDLIB),
        key=lambda n: -(pyodide.NODE_PYODIDE / n).stat().st_size,
    )
    # The largest (the WebAssembly) first, beside the engine; then the rest.
    jobs = [runtime(names[0]), engine, *(runtime(name) for name in names[1:])]
    if not compress.wanted():
        jobs = [engine]

    def run() -> None:
        with ThreadPoolExecutor(max_workers=2) as pool:
            for job in [pool.submit(job) for job in jobs]:
                with contextlib.suppress(Exception):
                    job.result()

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
