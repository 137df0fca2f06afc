"""MkDocs hook: the German-stemming search worker (work in `sitegen.search`)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mkdocs.exceptions import PluginError

from sitegen import search


def on_post_build(config) -> None:  # type: ignore[no-untyped-def]
    try:
        search.write_worker(Path(config.site_dir))
    except search.SearchError as error:
        raise PluginError(str(error)) from error
