"""MkDocs hook, the build's last step (listed last in mkdocs.yml): the pages' script bundles,
the offline app, then the precompressed copies of every file.

- `sitegen.bundle`: each page's ES modules as one file (rollup);
- `sitegen.pwa`: web app manifest, icons, Workbox service worker (needs every other file of
  the site written: its precache list is made from them);
- `sitegen.compress`: `.br` and `.gz` beside every text and wasm file (the service worker too).
"""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files

from sitegen import bundle, compress, pwa


def on_env(env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
    # Every page's template links the manifest and registers the service worker from these.
    env.globals["saboteur_pwa"] = {
        "manifest": pwa.MANIFEST,
        "sw": pwa.SERVICE_WORKER,
        "theme": pwa.THEME_COLOUR,
    }
    # The checker's and the calculator's templates load their page's bundle.
    env.globals["saboteur_bundle"] = {name: bundle.bundle_path(name) for name in bundle.BUNDLES}
    return env


# After every plugin, Material's offline plugin too (it writes search/search_index.js at -100).
@event_priority(-200)
def on_post_build(*, config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    try:
        bundled = bundle.write_bundles(site)
        pwa.write_pwa(site, skip=bundled)
    except (bundle.BundleError, pwa.PwaError) as error:
        raise PluginError(str(error)) from error
    compress.compress_site(site)
