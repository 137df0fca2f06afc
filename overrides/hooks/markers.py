"""MkDocs hook: replace `<!-- md:NAME … -->` markers with content from the engine, and check
every example scenario before the first page, whether a page shows it or not.

Thin by design: the work happens in `sitegen.markers` and `sitegen.scenarios`; an unknown or
unterminated marker and a broken scenario file fail the build.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from sitegen import jump, markers, scenarios


def on_pre_build(*, config: MkDocsConfig) -> None:
    try:
        scenarios.verify_all()
    except scenarios.ScenarioError as error:
        raise PluginError(str(error)) from error


def on_page_markdown(markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    try:
        first_line = markers.first_line(markdown, page.file.content_string)
        return markers.render(markdown, page.file.src_uri, first_line)
    except markers.MarkerError as error:
        raise PluginError(str(error)) from error


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    """A page's jump list (`<!-- md:jump-list -->`) from its headings, now that they exist."""
    try:
        return jump.fill(html, page.toc)
    except jump.JumpError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from error
