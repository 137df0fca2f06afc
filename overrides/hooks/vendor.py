"""MkDocs hook: copy vendored runtime files (npm packages) into the built site.

Thin by design: the work happens in `sitegen.vendor`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mkdocs.exceptions import PluginError  # noqa: E402

from sitegen import vendor  # noqa: E402


def on_post_build(config) -> None:  # type: ignore[no-untyped-def]
    try:
        vendor.vendor_all(Path(config.site_dir))
    except vendor.VendorError as error:
        raise PluginError(str(error)) from error
