"""MkDocs hook for the checker: vendored runtime files (Pyodide, npm) and the worker's URL.

Thin by design: the work happens in `sitegen.vendor` (files copied into the built site) and
`sitegen.checker` (where the page's template finds the engine worker).
"""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files

from sitegen import checker, vendor


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    # A fresh clone's slowest steps (the engine's folder, Brotli of Pyodide's files) start now,
    # in the background; the steps below wait for them where they need them.
    vendor.start_slow_parts()
    return config


def on_build_error(*, error: Exception) -> None:
    # A failed build ends now: what the background still had to compress is not needed.
    vendor.cancel_slow_parts()


def on_env(env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
    # The checker page's template writes the engine worker's URL from this. Its figure of the
    # compressed download is made when the page is rendered (last): the other pages do not
    # wait for the Brotli of Pyodide's WebAssembly.
    env.globals["zugpruefer_engine"] = checker.engine_config(PluginError)
    return env


def on_post_build(*, config: MkDocsConfig) -> None:
    try:
        vendor.vendor_all(Path(config.site_dir))
    except vendor.VendorError as error:
        raise PluginError(str(error)) from error
