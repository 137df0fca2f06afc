"""MkDocs hook: replace `<!-- md:NAME … -->` markers with content from the engine.

Thin by design: all work happens in `sitegen.markers`; an unknown marker fails the build.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mkdocs.exceptions import PluginError

from sitegen import markers


def on_page_markdown(markdown: str, page, config, files) -> str:  # type: ignore[no-untyped-def]
    try:
        return markers.render(markdown, page=page.file.src_uri)
    except markers.MarkerError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from error
