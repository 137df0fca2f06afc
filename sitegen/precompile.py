"""Runs inside Pyodide under Node at build, not in CPython: the engine's zip, compiled ahead.

`sitegen/precompile.mjs` starts the npm package's Pyodide, mounts the folders, writes this file
into Pyodide's file system and calls `main` (sitegen/pyodide.py reads what it writes).

Pyodide's python_stdlib.zip holds Python sources only, so the browser would compile every
module it imports, at every start, in WebAssembly: most of Pyodide's start-up time. `main`
imports the engine from a copy of the modules the worker imports (sitegen/pyodide.py,
`engine_sources`) as the worker does, calls its text functions as the worker does and its
other public functions, imports every module that an import statement anywhere in the
engine's modules names (also inside functions: any code path) and the stdlib fallback, and
writes the bytecode of every module of the zip that this imported to `<out>/stdlib/<path in
the zip>c`, of every module of the engine copy to `<out>/engine/rules_py/<name>.pyc`, and the
fallback (with the names of the modules left out) to `<out>/engine/_stdlib_fallback.pyc`:
"unchecked hash" pycs (PEP 552), reproducible and valid without their source. A module of the
copy that nothing imports fails the build: the zip holds only what the worker imports.
Beside them, `<out>/engine/rules_py/values.marshal`: the code of every value class's methods
(`rules_py.values.COMPILED`, marshalled), which the worker hands the engine instead of
compiling them (sitegen/stdlib_fallback.py).

`zip_files` is shared with the parity tests' harness (tests/parity/harness.py), which asks the
same question of the site's own zip.

Only `sys` is imported at the top, the rest where it is needed: what this module imports before
the list of used modules is taken would land in the site's zip (`importlib`, `json` and `ast`
are in it anyway: Pyodide's start-up and the engine import them).
"""

from __future__ import annotations

import sys

ENGINE_PACKAGE = "rules_py"


class PrecompileError(RuntimeError):
    """The zip would not be what the build asks for (precompile.mjs prints the message)."""


STDLIB_OPTIMIZE = 2
"""The standard library, Pyodide's own packages included, is compiled without docstrings and
asserts (-OO): 170 kB less on the wire (nobody calls help() in the checker's worker). Not the
engine: its asserts guard its invariants."""


def stdlib_zip() -> str:
    """The path of the standard library's zip on `sys.path` (in Pyodide: /lib/python314.zip)."""
    return next(entry for entry in sys.path if entry.endswith(".zip"))


def zip_files(archive: str) -> list[str]:
    """The files inside `archive` (paths relative to it) that the loaded modules came from;
    modules frozen into the runtime name a file in the zip too, but never read it.

    >>> zip_files("/no/such.zip")
    []
    """
    files = [
        getattr(module, "__file__", None) or ""
        for module in list(sys.modules.values())
        if getattr(getattr(module, "__spec__", None), "origin", None) != "frozen"
    ]
    return sorted(file[len(archive) + 1 :] for file in files if file.startswith(archive + "/"))


def _run_as_the_worker(fallback_dir: str, texts: list[str]) -> None:
    """What the worker does (zugpruefer-worker.js): each of its text functions `texts` (the
    protocol's OPS, handed over by precompile.mjs), and the other public functions."""
    import json

    from rules_py import api

    request = json.dumps({"move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0}})
    for name in texts:
        getattr(api, name)(request)
        getattr(api, name)("{")
    api.placements({"card": {"edges": "NESW"}})
    api.play(json.loads(request))
    api.catalog()
    sys.path.insert(0, fallback_dir)
    import _stdlib_fallback  # type: ignore[import-not-found]  # noqa: F401

    sys.path.remove(fallback_dir)


def _import_every_named_module() -> None:
    """Every module that an import statement in the engine's loaded modules names, wherever it
    stands, until nothing new is loaded."""
    import ast
    import importlib

    scanned: set[str] = set()
    while True:
        engine = {
            name: module
            for name, module in list(sys.modules.items())
            if name.split(".")[0] == ENGINE_PACKAGE
        }
        if set(engine) <= scanned:
            return
        for name in sorted(set(engine) - scanned):
            scanned.add(name)
            with open(str(engine[name].__file__), encoding="utf-8") as file:
                tree = ast.parse(file.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        importlib.import_module(alias.name)
                elif (
                    isinstance(node, ast.ImportFrom)
                    and node.level == 0
                    and node.module
                    and node.module != "__future__"
                ):
                    importlib.import_module(node.module)


def _compile_to(source: str, target: str, shown: str, optimize: int = 0) -> None:
    import os
    import py_compile

    os.makedirs(os.path.dirname(target), exist_ok=True)
    py_compile.compile(
        source,
        cfile=target,
        dfile=shown,
        doraise=True,
        optimize=optimize,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )


def _columns() -> int:
    return 1


def _module_name(entry: str) -> str:
    """
    >>> _module_name("json/__init__.py"), _module_name("os.py")
    ('json', 'os')
    """
    name = entry.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def main(engine_dir: str, out: str, fallback: str, texts: str) -> None:
    """Compile what the worker imports: the engine from `engine_dir` (a folder holding the
    package), the standard library's modules it needs and the fallback module `fallback` (a
    file in a folder of its own) into `out` (see the module's docstring); `texts`: the names
    of the engine's text functions that the worker calls (a JSON list)."""
    sys.path.insert(0, engine_dir)
    sys.dont_write_bytecode = True
    # Only what the worker needs runs before the list of used modules is taken.
    import json

    _run_as_the_worker(fallback.rsplit("/", 1)[0], json.loads(texts))
    _import_every_named_module()
    stdlib = stdlib_zip()
    used = [name for name in zip_files(stdlib) if name.endswith(".py")]
    if not used:
        raise PrecompileError(f"no module of {stdlib} was imported")

    import os
    import pathlib
    import zipfile

    # Compiled without column ranges, or the zip would not be what the build asked for.
    if any(column is not None for *_, column, _ in _columns.__code__.co_positions()):
        raise PrecompileError(
            "PYTHONNODEBUGRANGES had no effect: the bytecode would keep its columns"
        )

    with zipfile.ZipFile(stdlib) as archive:
        for name in used:
            source = f"/tmp/precompile/{name}"
            os.makedirs(os.path.dirname(source), exist_ok=True)
            with open(source, "wb") as file:
                file.write(archive.read(name))
            _compile_to(source, f"{out}/stdlib/{name}c", f"{stdlib}/{name}", STDLIB_OPTIMIZE)
        # The fallback, with every module of the zip that the site's zip leaves out.
        missing = sorted(
            _module_name(name)
            for name in archive.namelist()
            if name.endswith(".py") and name not in set(used)
        )
    with open(fallback, "a", encoding="utf-8") as file:
        file.write(f"\n\nMISSING = frozenset({missing!r})\n")
    _compile_to(fallback, f"{out}/engine/_stdlib_fallback.pyc", f"{stdlib}/_stdlib_fallback.py")

    package = pathlib.Path(engine_dir) / ENGINE_PACKAGE
    loaded = {
        pathlib.Path(str(module.__file__))
        for name, module in list(sys.modules.items())
        if name.split(".")[0] == ENGINE_PACKAGE
    }
    modules = sorted(package.rglob("*.py"))
    unused = [path.relative_to(engine_dir).as_posix() for path in modules if path not in loaded]
    if unused:
        raise PrecompileError(
            f"in the engine's zip but never imported by the worker: {unused} "
            "(sitegen/pyodide.py, BUILD_ONLY)"
        )
    for path in modules:
        name = path.relative_to(engine_dir).as_posix()
        _compile_to(str(path), f"{out}/engine/{name}c", f"{stdlib}/{name}")
    _write_compiled_methods(out)


def _write_compiled_methods(out: str) -> None:
    """The code of every value class's methods that the engine's modules made (all are
    imported by now), for `rules_py.values.COMPILED` in the browser; where the fallback
    module says (`COMPILED_METHODS`), in a stable order."""
    import marshal

    compiled = sys.modules[f"{ENGINE_PACKAGE}.values"].COMPILED
    if not compiled:
        raise PrecompileError("rules_py.values made no class: nothing compiled ahead")
    target = f"{out}/engine/{sys.modules['_stdlib_fallback'].COMPILED_METHODS}"
    with open(target, "wb") as file:
        file.write(marshal.dumps(dict(sorted(compiled.items()))))
