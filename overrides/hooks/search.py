"""MkDocs hook: the German-stemming search worker (work in `sitegen.search`), the pages' script
that starts it when the search opens (`saboteur_search.page`), and a space between table cells
for the search index."""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files

from sitegen import search


def on_env(env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
    env.globals["saboteur_search"] = {"page": search.page_script()}
    return env


def on_page_content(html: str, **_: object) -> str:
    return search.space_between_cells(html)


def on_post_build(*, config: MkDocsConfig) -> None:
    try:
        plugin = config.plugins.get("material/search") or config.plugins.get("search")
        languages = list(plugin.config.lang or []) if plugin is not None else []
        search.write_worker(Path(config.site_dir), languages)
    except search.SearchError as error:
        raise PluginError(str(error)) from error
