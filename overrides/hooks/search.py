"""MkDocs hook: the German-stemming search worker (work in `sitegen.search`), and a space
between table cells for the search index."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from sitegen import search


def on_page_content(html: str, **_: object) -> str:
    return search.space_between_cells(html)


def on_post_build(*, config: MkDocsConfig) -> None:
    try:
        plugin = config.plugins.get("material/search") or config.plugins.get("search")
        languages = list(plugin.config.lang or []) if plugin is not None else []
        search.write_worker(Path(config.site_dir), languages)
    except search.SearchError as error:
        raise PluginError(str(error)) from error
