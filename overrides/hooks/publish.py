"""MkDocs hook, the build's last step (listed last in mkdocs.yml): the pages' script bundles,
the offline app, then the precompressed copies of every file; and where the build goes.

- `sitegen.staging`: MkDocs writes into a folder beside the site folder; only a complete build
  takes the site folder's place (a refused one leaves the old site as it was);
- `sitegen.bundle`: each page's ES modules as one file (rollup);
- `sitegen.pwa`: web app manifest, icons, Workbox service worker (needs every other file of
  the site written: its precache list is made from them);
- `sitegen.compress`: `.br` and `.gz` beside every text and wasm file (the service worker too),
  no other copy, and each checked against its file (not in a build that is never deployed:
  `SABOTEUR_PRECOMPRESS=0`); then the cache of large copies keeps only what this build used
  (and what another used lately).
"""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files, InclusionLevel

from sitegen import bundle, compress, pwa, staging

_STAGED: dict[str, Path] = {}
"""The build's staging folder → the site folder it will replace."""


# Before every other plugin, so that all of them write into the staging folder.
@event_priority(1000)
def on_config(config: MkDocsConfig) -> MkDocsConfig:
    site = Path(config.site_dir).resolve()
    folder = staging.begin(site)
    _STAGED[str(folder)] = site
    config.site_dir = str(folder)
    return config


def on_files(files: Files, *, config: MkDocsConfig) -> Files:
    # rollup needs only the scripts the build copies from docs/: it bundles a copy of them
    # beside the rest of the build (sitegen/bundle.py).
    docs = Path(config.docs_dir).resolve()
    prefix = bundle.FOLDER + "/"
    bundle.start_early(
        {
            file.dest_uri[len(prefix) :]: Path(file.abs_src_path)
            for file in files
            if file.dest_uri.startswith(prefix)
            and file.abs_src_path is not None
            and file.inclusion.value > InclusionLevel.DRAFT.value  # copied to the site
            and Path(file.abs_src_path).resolve().is_relative_to(docs)
        }
    )
    return files


def on_build_error(*, error: Exception) -> None:
    bundle.drop_early()
    for folder in list(_STAGED):
        staging.abandon(Path(folder))
        del _STAGED[folder]


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
    try:
        if compress.wanted():
            compress.compress_site(site)
    except compress.StaleCopies as error:
        raise PluginError(str(error)) from error
    # The cache keeps what this build used: old versions' copies go (sitegen/compress.py). A
    # build without copies used none, so it leaves the cache to the builds that make them.
    if compress.wanted():
        compress.prune()
    target = _STAGED.pop(str(site), None)
    if target is None:
        return
    # Strict mode aborts on a warning only after this hook: such a build is not published.
    if config.strict and staging.strict_warnings():
        staging.abandon(site)
        return
    staging.finish(site, target)
    config.site_dir = str(target)
