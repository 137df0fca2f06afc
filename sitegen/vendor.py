"""Copy runtime files from pinned npm packages into the built site.

Nothing is ever loaded from another origin: what the browser needs is copied here, each file
checked against its sha256 first (`sitegen.pinned`).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from sitegen import pinned
from sitegen.pinned import NODE_MODULES, VendorError
from sitegen.pyodide import vendor_pyodide

__all__ = ["VendorError", "vendor_all"]


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
