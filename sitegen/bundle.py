"""The checker's and the calculator's scripts as one file each (rollup, at build).

The pages' scripts are ES modules (`docs/assets/javascripts/`, linted and type-checked as they
are). Loaded as they are, the checker page fetched 15 of them at its start, and on a host
without HTTP/2 (six connections to a host) the engine's worker waited behind them: its start,
and so the first verdict, came a few hundred milliseconds later (`make bench`). So the build
bundles each page's modules into one ES module, `assets/javascripts/<name>.bundle.js`
(`sitegen/bundle.mjs`, rollup from npm, pinned), which the page's template loads. The module
files stay in the site (tests load single modules), but the service worker does not precache
what only a bundle needs. Any error or warning from rollup fails the build.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from sitegen import ROOT

SCRIPT = Path(__file__).with_name("bundle.mjs")
FOLDER = "assets/javascripts"
BUNDLES: dict[str, tuple[str, ...]] = {
    "zugpruefer": ("zugpruefer.js", "zugpruefer-progress.js"),
    "wertung": ("wertung.js",),
}
"""Each page's module scripts, in the order the page runs them."""


class BundleError(RuntimeError):
    """rollup failed or warned."""


def bundle_path(name: str) -> str:
    """The bundle's path relative to the site root (what the page's template loads)."""
    return f"{FOLDER}/{name}.bundle.js"


def write_bundles(site_dir: Path) -> list[str]:
    """Write every bundle into the built site; returns the module files (relative to the site
    root) that went into bundles."""
    node = shutil.which("node")
    if node is None:
        raise BundleError("node fehlt: damit entstehen die Skripte der Seiten.")
    config = {"folder": str(site_dir / FOLDER), "bundles": BUNDLES}
    with tempfile.TemporaryDirectory(prefix="saboteur-bundle-") as tmp:
        path = Path(tmp) / "config.json"
        path.write_text(json.dumps(config), encoding="utf-8")
        try:
            done = subprocess.run(
                [node, str(SCRIPT), str(path)],
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=300,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            raise BundleError(f"node sitegen/bundle.mjs ist fehlgeschlagen: {error}") from error
    if done.returncode != 0:
        raise BundleError(
            f"node sitegen/bundle.mjs ist fehlgeschlagen:\n{done.stdout}\n{done.stderr}"
        )
    modules: dict[str, list[str]] = json.loads(done.stdout)
    return sorted({f"{FOLDER}/{module}" for files in modules.values() for module in files})
