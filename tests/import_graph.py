"""Who imports whom among the project's own modules, read from the source (nothing is run).

Every import statement counts, also one inside a function (a lazy import is still a
dependency: it only hides a cycle until the line runs). `from package import name` is an
import of the module `package.name` when that is a module, else of `package` itself.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path, root: Path = ROOT) -> str:
    """`rules_py/score/base.py` → `rules_py.score.base`; `rules_py/__init__.py` → `rules_py`."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(package: str, root: Path = ROOT) -> dict[str, Path]:
    """Every module of `package` (a folder under `root`) by its dotted name."""
    return {
        module_name(path, root): path
        for path in sorted((root / package).rglob("*.py"))
        if "__pycache__" not in path.parts
    }


_NODES: dict[Path, tuple[str, list[ast.Import | ast.ImportFrom]]] = {}


def _import_nodes(path: Path) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of the file, in the order of ``ast.walk``: parsed once per
    process while the file's text stays the same (several tests ask for the same graph)."""
    text = path.read_text(encoding="utf-8")
    known = _NODES.get(path)
    if known is None or known[0] != text:
        nodes = [
            node
            for node in ast.walk(ast.parse(text))
            if isinstance(node, ast.Import | ast.ImportFrom)
        ]
        known = _NODES[path] = (text, nodes)
    return known[1]


def imports(path: Path, name: str, known: Iterable[str]) -> set[str]:
    """The modules among `known` that the module `name` (file `path`) imports."""
    known = set(known)
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in _import_nodes(path):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = name.split(".")
                parent = parent[: len(parent) - node.level + (1 if is_package else 0)]
                base = ".".join([*parent, *([base] if base else [])])
            for alias in node.names:
                inner = f"{base}.{alias.name}"
                found.add(inner if inner in known else base)
    return {module for module in found if module in known and module != name}


def graph(*packages: str, root: Path = ROOT) -> dict[str, set[str]]:
    """The import graph of the packages' modules, edges to their own modules only."""
    every: dict[str, Path] = {}
    for package in packages:
        every.update(modules(package, root))
    return {name: imports(path, name, every) for name, path in every.items()}


def cycle(edges: Mapping[str, set[str]]) -> list[str]:
    """One import cycle as a path (`[a, b, a]`), or [] when there is none."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def closure(edges: Mapping[str, set[str]], start: Iterable[str]) -> set[str]:
    """Every module that importing `start` imports, `start` included."""
    seen: set[str] = set()
    todo = list(start)
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo.extend(edges.get(node, ()))
    return seen
