"""The site installable and offline: web app manifest, icons and a Workbox service worker.

`write_pwa(site_dir)` (from the build hook, after everything else is written and before the
files are compressed) writes into the built site:

- `manifest.webmanifest`: German name, `lang: de`, the theme colour, icons;
- `assets/icons/icon-192.png`, `icon-512.png`: rasterised with resvg (npm `@resvg/resvg-js`,
  pinned) from `assets/icons/icon.svg`, which is the site's own favicon on a plain square
  (drawn here, so the icon is the site's pickaxe, with room for the round masks phones use);
- `sw.js`: the service worker. Its source, `sitegen/service_worker.js`, imports Workbox's
  modules (workbox-precaching, -routing, -strategies; pinned, checked by sha256 first); Node
  (`sitegen/pwa.mjs`) bundles it with them (rollup, terser) only when the cache
  (sitegen/bundle.py's, keyed by the source, pwa.mjs and the npm lock file) has no bundle
  yet. Every build then runs Workbox's `injectManifest` (workbox-build, pinned) over the
  bundle: it puts the precache list in place of `self.__WB_MANIFEST` (every page, script,
  style sheet, picture and the search index with a revision, the hash of its content, so that
  after one visit every rules page works with no network), and pwa.mjs puts the settings
  (importScripts, the runtime cache's pattern: data from here, one JSON value) in place of
  `self.SABOTEUR_SW`; the runtime cache's name it takes from `sw-config.js`. The runtime
  (`pyodide/`) is cached by `assets/javascripts/sw-runtime.js`, imported into `sw.js` with
  `sw-config.js` (its cache name and files: settings handed to pwa.mjs as data, which writes
  them there as one JSON value), and after it, in the background, the engine's snapshot for a
  quick start (sitegen/snapshot.py);
- the page side is `assets/javascripts/offline.js` (registration, "Neue Version – neu laden",
  "Offline verfügbar machen").

A new deploy has a new `sw.js` whenever any file changed: the browser installs it beside the
old one, with a complete new precache (Workbox fetches every changed file before it may take
over) and the runtime in a cache named by the engine's hash; the old worker serves the old
pages until the reader reloads. Never an old engine with a new page.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sitegen import ROOT, bundle, node, pinned, pyodide, snapshot

SCRIPT = Path(__file__).with_name("pwa.mjs")
SW_SOURCE = Path(__file__).with_name("service_worker.js")
SW_BUNDLE = "sw.js"
"""The bundled service worker in its cache entry (sitegen/bundle.py's cache)."""
MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
SW_CONFIG = "sw-config.js"
SW_RUNTIME = "assets/javascripts/sw-runtime.js"
ICON_DIR = "assets/icons"
ICON_SIZES = (192, 512)
FAVICON = "assets/favicon.svg"
RUNTIME_CACHE_PREFIX = "saboteur-runtime-"
CONTENT_NAMED = (
    r"^assets/(?:javascripts/bundle|javascripts/workers/search|stylesheets/(?:main|palette))"
    r"\.[0-9a-f]{8}\.min\.(?:js|css)$"
)
"""Material's own scripts and styles, named by the hash of their content: the precache takes
them as the browser has them (its HTTP cache, revalidated), not fetched once more past it. Every
other file keeps a revision, which Workbox fetches with `cache: "reload"` whenever it installs
(the page has just loaded most of them). Not `saboteur-search.*`: the site's own worker, named
after Material's."""

NAME = "Saboteur-Regeln"
SHORT_NAME = "Saboteur"
DESCRIPTION = "Die Regeln von Saboteur auf Deutsch, mit Zugprüfer – auch ohne Netz."
THEME_COLOUR = "#795548"  # Material's "brown", the site's primary colour (mkdocs.yml)
BACKGROUND_COLOUR = "#ffffff"


class PwaError(RuntimeError):
    """The manifest, the icons or the service worker could not be written."""


def icon_svg(favicon: str) -> str:
    """The favicon's drawing, centred on a light square with a margin (the safe zone of a
    maskable icon is the middle 80 %)."""
    view = re.search(r'viewBox="([\d.\s-]+)"', favicon)
    inner = re.search(r"<svg[^>]*>(.*)</svg>", favicon, re.S)
    if view is None or inner is None:
        raise PwaError(f"{FAVICON}: kein viewBox oder kein Inhalt")
    x, y, width, height = (float(v) for v in view[1].split())
    body = re.sub(r"<title>.*?</title>", "", inner[1], flags=re.S)
    scale = 0.6 * 100 / max(width, height)
    offset_x = 50 - scale * (x + width / 2)
    offset_y = 50 - scale * (y + height / 2)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f"<title>{NAME}</title>"
        f'<rect width="100" height="100" fill="{BACKGROUND_COLOUR}"/>'
        f'<g transform="translate({offset_x:g} {offset_y:g}) scale({scale:g})">{body}</g></svg>'
    )


def manifest() -> dict[str, Any]:
    icons: list[dict[str, str]] = [
        {"src": f"{ICON_DIR}/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"}
        for size in ICON_SIZES
    ]
    icons.append(
        {
            "src": f"{ICON_DIR}/icon-512.png",
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        }
    )
    icons.append({"src": f"{ICON_DIR}/icon.svg", "sizes": "any", "type": "image/svg+xml"})
    return {
        "name": NAME,
        "short_name": SHORT_NAME,
        "description": DESCRIPTION,
        "lang": "de",
        "dir": "ltr",
        "start_url": "./index.html",
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": icons,
    }


def runtime_cache_name() -> str:
    return RUNTIME_CACHE_PREFIX + pyodide.engine_path().strip("/").replace("/", "-")


def runtime_urls() -> list[str]:
    """What the checker's worker fetches or imports, relative to the site root."""
    version, engine = pyodide.site_path(), pyodide.engine_path()
    return [
        *(version + name for name in pyodide.RUNTIME_FILES),
        engine + pyodide.STDLIB,
        engine + pyodide.LOCK_FILE,
    ]


FETCHED_SUFFIXES = (".wasm", ".zip")
"""Runtime files that the checker's worker fetches itself (zugpruefer-worker.js): the service
worker leaves them to the browser's HTTP cache (a year, immutable), where Chrome keeps the
compiled WebAssembly beside the response; offline, the worker takes them from the runtime
cache. The service worker answers only the runtime's modules (`import()` cannot fall back)."""


def runtime_pattern() -> str:
    """The requests the service worker answers from the runtime cache (a JS regex source)."""
    fetched = "|".join(re.escape(suffix) for suffix in FETCHED_SUFFIXES)
    return "/" + re.escape(pyodide.site_path()) + rf"(?!.*(?:{fetched})(?:\?|$))"


WORKBOX_RUNTIME = (
    "workbox-core",
    "workbox-precaching",
    "workbox-routing",
    "workbox-strategies",
)
"""The packages whose code goes into sw.js (bundled with SW_SOURCE): checked by sha256
(sitegen/pinned.py) first."""


def verify_workbox() -> None:
    for package in WORKBOX_RUNTIME:
        try:
            pinned.verify(package, pinned.NODE_MODULES / package)
        except pinned.VendorError as error:
            raise PwaError(str(error)) from error


NOT_FOUND = "404.html"
"""The site's German 404 page: the service worker shows it offline for an address the site
does not have (sw-runtime.js), as the host does online."""


def pages(site_dir: Path, skip: Sequence[str] = ()) -> list[str]:
    """Every page of the site (relative to the root) that the precache holds: a navigation to
    any other address offline gets the 404 page."""
    return sorted(
        path.relative_to(site_dir).as_posix()
        for path in site_dir.rglob("*.html")
        if not path.name.startswith("bench-")
        and not path.relative_to(site_dir).as_posix().startswith("pyodide/")
        and path.relative_to(site_dir).as_posix() not in skip
    )


def sw_bundle_key() -> str:
    """The cache key of the service worker's bundle: everything it is made from (its source,
    pwa.mjs, which bundles it, and the npm lock file, which pins Workbox, rollup and terser)."""
    return bundle.content_key(
        {"bundle": SW_BUNDLE}, (SW_SOURCE, SCRIPT, ROOT / "package-lock.json")
    )


def _node(config: dict[str, Any]) -> dict[str, Any]:
    """Run pwa.mjs; the service worker's bundle from the cache, or made by pwa.mjs and kept."""
    verify_workbox()
    key = sw_bundle_key()
    made = bundle.cached(key, [SW_BUNDLE])
    with tempfile.TemporaryDirectory(prefix="saboteur-sw-") as work:
        path = Path(work) / SW_BUNDLE
        if made is not None:
            path.write_bytes(made[SW_BUNDLE])
        config["sw"] |= {"source": str(SW_SOURCE), "bundle": str(path), "make": made is None}
        result: dict[str, Any] = node.run_json(
            SCRIPT, config, PwaError, "der Service Worker und die Icons"
        )
        if made is None:
            bundle.keep(key, {SW_BUNDLE: path.read_bytes()})
    return result


def write_pwa(site_dir: Path, skip: Sequence[str] = ()) -> dict[str, Any]:
    """Write the manifest, the icons, sw-config.js and sw.js; returns Workbox's summary.
    `skip`: files of the site no page loads (the modules inside a page's bundle)."""
    favicon = site_dir / FAVICON
    if not favicon.is_file():
        raise PwaError(f"{favicon} fehlt.")
    icons = site_dir / ICON_DIR
    icons.mkdir(parents=True, exist_ok=True)
    svg = icons / "icon.svg"
    svg.write_text(icon_svg(favicon.read_text(encoding="utf-8")), encoding="utf-8")
    (site_dir / MANIFEST).write_text(
        json.dumps(manifest(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    runtime = {
        "cache": runtime_cache_name(),
        "urls": runtime_urls(),
        "snapshot": pyodide.engine_path() + snapshot.NAME,
        "pages": pages(site_dir, skip),
        "notFound": NOT_FOUND,
    }
    return _node(
        {
            "site": str(site_dir),
            "icons": [
                {"svg": str(svg), "png": str(icons / f"icon-{size}.png"), "size": size}
                for size in ICON_SIZES
            ],
            # What sw-runtime.js keeps for offline use, as data: pwa.mjs writes it to SW_CONFIG.
            "runtime": runtime,
            "sw": {
                "swDest": SERVICE_WORKER,
                "config": SW_CONFIG,
                # What sw.js needs besides its precache list, as data (one JSON value in it).
                "settings": {
                    "importScripts": [SW_CONFIG, SW_RUNTIME],
                    "runtimePattern": runtime_pattern(),
                },
                "contentNamed": CONTENT_NAMED,
                "globIgnores": [
                    "pyodide/**",
                    "**/*.br",
                    "**/*.gz",
                    SERVICE_WORKER,
                    SW_CONFIG,
                    "bench-*",
                    # Material's search index as a script, for a copy opened from a folder
                    # (file://), where no service worker runs; over HTTP the search reads
                    # search_index.json.
                    "search/search_index.js",
                    # Material ships lunr for every language; the site's search is German.
                    "assets/javascripts/lunr/min/lunr.!(de|stemmer.support|multi).min.js",
                    "assets/javascripts/lunr/{wordcut,tinyseg}.js",
                    *skip,
                ],
            },
        }
    )
