"""Reading the built site with the standard library only (no extra test dependency)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    text: str = ""
    children: list[Element] = field(default_factory=list)

    def find_all(self, predicate) -> list[Element]:  # type: ignore[no-untyped-def]
        """This element and all below it that ``predicate`` holds for, in document order."""
        found = []
        stack = [self]
        while stack:
            element = stack.pop()
            if predicate(element):
                found.append(element)
            stack.extend(reversed(element.children))
        return found

    def all_text(self) -> str:
        return self.text + "".join(child.all_text() for child in self.children)


_VOID = {
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "source",
    "track",
    "wbr",
}


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(element)
        if tag not in _VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Element(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        # text after a child element is kept as a text-only child, so order survives
        self.stack[-1].children.append(Element("#text", {}, data))


_PARSED: dict[Path, tuple[str, Element]] = {}


def parse(path: Path) -> Element:
    """The page's tree, parsed once per process while the file's text stays the same: many
    tests read the same pages (the tree is only read, never changed)."""
    text = path.read_text(encoding="utf-8")
    known = _PARSED.get(path.resolve())
    if known is not None and known[0] == text:
        return known[1]
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    _PARSED[path.resolve()] = (text, builder.root)
    return builder.root


def ids(root: Element) -> set[str]:
    return {e.attrs["id"] for e in root.find_all(lambda e: "id" in e.attrs)}


def pages(site_dir: Path) -> list[Path]:
    return sorted(site_dir.glob("*.html"))
