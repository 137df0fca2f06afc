"""The Python packages in layers: a module imports only from its own layer or the ones below,
and no import cycle anywhere (docs-dev/architecture.md, "Layers").

Read from the source (tests/import_graph.py): every import statement counts, one inside a
function too. A new module fails here until it is given its layer. Python runs a package's
`__init__` before any of its modules (rules_py's is the façade, `rules_py.api`); that is
Python's rule, not an import of the module, and is not counted.
"""

from __future__ import annotations

import ast

import pytest
from import_graph import ROOT, cycle, graph, modules

from sitegen import pyodide

Layers = tuple[tuple[str, tuple[str, ...]], ...]

ENGINE_LAYERS: Layers = (
    (
        "words",
        (
            "rules_py.messages",
            "rules_py.registry",
            "rules_py.speed",
            "rules_py.values",
            "rules_py.score.messages",
            "rules_py.edition2",
            "rules_py.edition2.messages",
            "rules_py.edition2.score_messages",
            "rules_py.edition2.registry",
        ),
    ),
    (
        "values",
        (
            "rules_py.cards",
            "rules_py.board",
            "rules_py.limits",
            "rules_py.moves",
            "rules_py.edition2.moves",
        ),
    ),
    (
        "rules",
        (
            "rules_py.parse",
            "rules_py.checks",
            "rules_py.apply",
            "rules_py.alternatives",
            "rules_py.edition2.checks",
            "rules_py.edition2.apply",
            "rules_py.edition2.catalog",
            "rules_py.judge",
            "rules_py.score.base",
            "rules_py.score.saboteur2",
            "rules_py.score",
        ),
    ),
    ("facade", ("rules_py.api", "rules_py")),
    (
        "build-only",
        (
            "rules_py.pictures.parts",
            "rules_py.pictures.board",
            "rules_py.pictures.score",
            "rules_py.pictures",
            "rules_py.cli",
            "rules_py.__main__",
            "rules_py.bench",
        ),
    ),
)
"""rules_py, bottom up: the checker's worker imports the layers up to the façade (the engine's
zip, sitegen/pyodide.py); the build and the command line use the last one."""

SITEGEN_LAYERS: Layers = (
    (
        "ground",
        (
            "sitegen",
            "sitegen.links",
            "sitegen.texts",
            "sitegen.tables",
            "sitegen.node",
            "sitegen.pinned",
            "sitegen.compress",
            "sitegen.search",
            "sitegen.stdlib_fallback",
            "sitegen.precompile",
            "sitegen.staging",
            "sitegen.notfound",
        ),
    ),
    ("examples", ("sitegen.scenarios", "sitegen.wertung_examples")),
    (
        "runtime",
        ("sitegen.snapshot", "sitegen.pyodide", "sitegen.vendor", "sitegen.pwa", "sitegen.bundle"),
    ),
    (
        "blocks",
        (
            "sitegen.render",
            "sitegen.checker",
            "sitegen.wertung",
            "sitegen.saboteur2",
            "sitegen.jump",
        ),
    ),
    ("markers", ("sitegen.pages", "sitegen.markers")),
)
"""sitegen, bottom up (it sits on the whole engine; the MkDocs hooks sit on it): ground (paths,
links, words, Node and file helpers), the worked examples checked against the engine, the
files beside the pages (Pyodide and the engine's zip, the service worker, the bundles), the
HTML blocks, and the table of markers the pages use."""

PACKAGES = {"rules_py": ENGINE_LAYERS, "sitegen": SITEGEN_LAYERS}


def upward(edges: dict[str, set[str]], layers: Layers) -> list[str]:
    """Every import of a module from a layer above the importer's."""
    level = {module: i for i, (_, names) in enumerate(layers) for module in names}
    return [
        f"{module} ({layers[level[module]][0]}) imports {target} ({layers[level[target]][0]})"
        for module, targets in sorted(edges.items())
        for target in sorted(targets)
        if level[target] > level[module]
    ]


@pytest.mark.parametrize("package", PACKAGES)
def test_every_module_has_exactly_one_layer(package: str) -> None:
    listed = [module for _, names in PACKAGES[package] for module in names]
    assert len(listed) == len(set(listed)), "a module is in two layers"
    assert set(listed) == set(modules(package)), "give a new module its layer here"


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_imports_from_a_layer_above_its_own(package: str) -> None:
    found = upward(graph(package), PACKAGES[package])
    assert not found, "\n".join(found)


def test_no_import_cycle() -> None:
    assert cycle(graph("rules_py", "sitegen")) == []


def test_the_engine_never_imports_the_build() -> None:
    edges = graph("rules_py", "sitegen")
    assert not [
        (m, t)
        for m, ts in edges.items()
        if m.startswith("rules_py")
        for t in ts
        if t.startswith("sitegen")
    ]


def test_the_build_only_layer_is_what_the_engine_zip_leaves_out() -> None:
    shipped = {
        ".".join(path.relative_to(pyodide.ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in pyodide.engine_sources()
    }
    build_only = dict(ENGINE_LAYERS)["build-only"]
    assert set(modules("rules_py")) - shipped == set(build_only)


def test_the_checks_fail_on_a_cycle_and_an_upward_import() -> None:
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) == []
    layers: Layers = (("low", ("a",)), ("high", ("b",)))
    assert upward({"a": {"b"}, "b": set()}, layers) == ["a (low) imports b (high)"]
    assert upward({"a": set(), "b": {"a"}}, layers) == []


def test_the_hooks_import_the_installed_sitegen_and_never_touch_sys_path() -> None:
    """The MkDocs hooks sit on top, thin: `make deps` installs this project (editable), so a
    hook imports `sitegen` like any package; none puts a folder on `sys.path`."""
    hooks = sorted((ROOT / "overrides" / "hooks").glob("*.py"))
    assert hooks
    for hook in hooks:
        tree = ast.parse(hook.read_text(encoding="utf-8"))
        touched = [
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and node.attr == "path"
            and isinstance(node.value, ast.Name)
            and node.value.id == "sys"
        ]
        assert not touched, f"{hook.name}: sys.path on line(s) {touched}"
        imported = {
            alias.name.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        } | {
            node.module.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module
        }
        assert imported <= {"__future__", "pathlib", "jinja2", "mkdocs", "sitegen"}, (
            f"{hook.name} imports {sorted(imported)}: the work belongs in sitegen"
        )
