"""A jump list for a long page, generated from its headings (`<!-- md:jump-list -->`).

The marker stands where the list goes (after a page's introduction); it becomes an empty
`<nav data-sab-jump>` when the Markdown is read, and once the page is HTML, its headings are
known (MkDocs's table of contents, with the ids the toc extension gave them): `fill` writes
one link per section heading (`##`) into it. Nobody lists a page's sections by hand, so a
question added to the FAQ is in its list at the next build.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from markupsafe import Markup

from sitegen import render

PLACEHOLDER = '<nav class="sab-jump" data-sab-jump aria-label="Auf dieser Seite"></nav>'
SECTION_LEVEL = 2


class Heading(Protocol):
    """What MkDocs's table of contents gives per heading (mkdocs.structure.toc.AnchorLink)."""

    @property
    def title(self) -> str:
        """The heading's text, HTML-escaped by the toc extension."""

    @property
    def url(self) -> str:
        """The anchor: `#` and the heading's id."""

    @property
    def level(self) -> int: ...

    @property
    def children(self) -> Sequence[Heading]: ...


class JumpError(ValueError):
    """A jump list that cannot be filled: no section headings, or more than one list."""


def placeholder() -> str:
    """The marker's HTML: an empty list, filled by `fill` once the page's headings exist."""
    return f"\n{PLACEHOLDER}\n"


def sections(toc: Iterable[Heading]) -> list[tuple[Markup, str]]:
    """(title, href) of every section heading, in page order."""
    found: list[tuple[Markup, str]] = []

    def walk(items: Iterable[Heading]) -> None:
        for item in items:
            if item.level == SECTION_LEVEL:
                found.append((Markup(item.title), item.url))
            elif item.level < SECTION_LEVEL:
                walk(item.children)

    walk(toc)
    return found


def fill(html: str, toc: Iterable[Heading]) -> str:
    """`html` with its jump list filled from `toc`; unchanged when it has none."""
    count = html.count(PLACEHOLDER)
    if count == 0:
        return html
    if count > 1:
        raise JumpError(f"{count} jump lists on one page; one is enough")
    entries = sections(toc)
    if not entries:
        raise JumpError("a jump list on a page without section headings (##)")
    block = render.jump_list(entries).strip()
    return html.replace(PLACEHOLDER, block)
