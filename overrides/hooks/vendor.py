"""MkDocs hook for the checker: vendored runtime files (Pyodide, npm) and the checker page's data.

Thin by design: the work happens in `sitegen.vendor` (files copied into the built site) and
`sitegen.checker` (the `<!-- md:zugpruefer-daten -->` marker, registered here so that
`sitegen.markers` stays the site's own module).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mkdocs.exceptions import PluginError

from sitegen import checker, vendor

checker.register()


def on_env(env, config, files):  # type: ignore[no-untyped-def]
    # The checker page's template writes the engine worker's URL from this.
    env.globals["zugpruefer_engine"] = checker.engine_config()
    return env


def on_post_build(config) -> None:  # type: ignore[no-untyped-def]
    try:
        vendor.vendor_all(Path(config.site_dir))
    except vendor.VendorError as error:
        raise PluginError(str(error)) from error
