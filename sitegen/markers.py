"""Markers in the Markdown pages, replaced at build time with engine output.

A marker is an HTML comment on one line, `<!-- md:NAME args -->`. Every `<!-- md:` on a page
must be a marker this build knows (`sitegen.pages.HANDLERS`, the one table of markers), written
exactly as it is listed there: an unknown name (`md:Tools` for `md:tools`), a marker without
its `-->` on the same line, or content that cannot be rendered (e.g. an example whose claimed
verdict the engine denies) raises `MarkerError` naming the page and line, which fails the build.
"""

from __future__ import annotations

import re

from sitegen.pages import HANDLERS

START = re.compile(r"<!--\s*md:", re.IGNORECASE)
"""Where a marker starts; matched in any case, so that a miswritten one cannot slip through."""
END = "-->"
NAME = re.compile(r"(?P<name>[^\s]*)(?P<args>.*)", re.DOTALL)


class MarkerError(ValueError):
    """A marker that cannot be rendered (unknown name, unterminated, or bad arguments)."""


def first_line(markdown: str, source: str) -> int:
    """The line of the page's file `source` on which `markdown` (what MkDocs hands the hooks:
    the page without its front matter) starts."""
    if not source.endswith(markdown):
        return 1
    return 1 + source.count("\n", 0, len(source) - len(markdown))


def _line_of(markdown: str, offset: int, first_line: int) -> int:
    return first_line + markdown.count("\n", 0, offset)


def render(markdown: str, page: str, first_line: int = 1) -> str:
    """`markdown` with every marker replaced; `first_line` is the page's line of its first line
    (front matter comes before), so that errors name the line in the page's file."""
    out: list[str] = []
    done = 0
    for start in START.finditer(markdown):
        if start.start() < done:  # inside a marker already replaced
            continue
        where = f"{page}:{_line_of(markdown, start.start(), first_line)}"
        line_end = markdown.find("\n", start.end())
        line_end = len(markdown) if line_end < 0 else line_end
        end = markdown.find(END, start.end(), line_end)
        if end < 0:
            opened = markdown[start.start() : line_end].strip()
            raise MarkerError(f"{where}: marker without its {END} on the same line: {opened}")
        parts = NAME.fullmatch(markdown[start.end() : end])
        assert parts is not None  # the pattern matches any text
        name, args = parts["name"], parts["args"].strip()
        handler = HANDLERS.get(name) if start[0].endswith("md:") else None
        if handler is None:
            known = [key for key in HANDLERS if key.lower() == name.lower()]
            hint = f" (meant md:{known[0]}?)" if known else ""
            written = start[0].lstrip("<!-").strip()
            raise MarkerError(f"{where}: unknown marker {written}{name}{hint}")
        try:
            content = handler(args, page)
        except (ValueError, KeyError, TypeError) as error:
            raise MarkerError(f"{where}: md:{name} {args}: {error}") from error
        out.append(markdown[done : start.start()])
        out.append(content)
        done = end + len(END)
    out.append(markdown[done:])
    return "".join(out)
