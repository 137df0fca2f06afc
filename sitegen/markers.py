"""Markers in the Markdown pages, replaced at build time with engine output.

A marker is an HTML comment `<!-- md:NAME args -->`. Every NAME must be known:
an unknown one raises `MarkerError`, which fails the build; so does a marker whose
content cannot be rendered (e.g. an example whose claimed verdict the engine denies).
The markers themselves are listed in `sitegen.pages`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from sitegen import pages

MARKER = re.compile(r"<!--\s*md:(?P<name>[a-z][a-z0-9-]*)(?P<args>[^>]*?)-->")


class MarkerError(ValueError):
    """A marker that cannot be rendered (unknown name or bad arguments)."""


Handler = Callable[[str, str], str]  # (args, page) -> Markdown/HTML

HANDLERS: dict[str, Handler] = dict(pages.HANDLERS)


def render(markdown: str, page: str) -> str:
    def replace(match: re.Match[str]) -> str:
        name = match["name"]
        handler = HANDLERS.get(name)
        if handler is None:
            raise MarkerError(f"unknown marker md:{name}")
        args = match["args"].strip()
        try:
            return handler(args, page)
        except (ValueError, KeyError, TypeError) as error:
            raise MarkerError(f"md:{name} {args}: {error}") from error

    return MARKER.sub(replace, markdown)
