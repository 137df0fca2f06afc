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
"""

from __future__ import annotations

from pathlib import Path

from sitegen import node

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


def write_bundles(site_dir: Path) -> list[str]:
    """Write every bundle into the built site; returns the module files (relative to the site
    root) that went into bundles."""
    config = {"folder": str(site_dir / FOLDER), "bundles": BUNDLES, "inPlace": IN_PLACE}
    modules: dict[str, list[str]] = node.run_json(
        SCRIPT, config, BundleError, "die Skripte der Seiten"
    )
    return sorted({f"{FOLDER}/{module}" for files in modules.values() for module in files})
