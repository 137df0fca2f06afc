"""MkDocs hook: the German-stemming search worker (work in `sitegen.search`)."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from sitegen import search


def on_post_build(*, config: MkDocsConfig) -> None:
    try:
        plugin = config.plugins.get("material/search") or config.plugins.get("search")
        languages = list(plugin.config.lang or []) if plugin is not None else []
        search.write_worker(Path(config.site_dir), languages)
    except search.SearchError as error:
        raise PluginError(str(error)) from error
