"""Runs in the checker's Pyodide, not at build: how the worker imports from the site's zip.

The engine's modules are read from the zip once each (`EngineFinder`); should any code path
import a module of the standard library that the zip left out, it comes from the published zip
(`StdlibFallback`). The worker calls `install(url)` before it imports the engine.

The site's `python_stdlib.zip` holds only the modules the engine imports (sitegen/pyodide.py).
This module is put into it as `_stdlib_fallback.py`, with `MISSING` (every module of the
published zip that was left out) appended by the build; the worker calls `install(url)` with
the URL of the published zip. Should any code path ever import a module that was left out,
the finder below fetches the published zip once (a synchronous request: the worker may make
one, and an import cannot wait), adds it to `sys.path` and lets the normal machinery import the
module from it. Modules that exist nowhere are not fetched for: `import x` of an optional
module that Python itself probes for stays as fast as before.

Python's own importer for zips (`zipimport`) reads and unmarshals a module's bytecode twice:
once to name its file when the module's spec is made (`get_filename`), once more to run it
(`get_code`). For the 20 modules the checker's first verdict needs, that was about a tenth
of the import's processor time in Pyodide (docs-dev/performance.md); `EngineFinder`
reads each once, for the engine's package only, and leaves everything else to Python. It also
hands `rules_py.values` the code of the value classes' methods, compiled at build.
"""

from __future__ import annotations

import marshal
import sys
import zipimport
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

MISSING: frozenset[str] = frozenset()
"""Dotted names of the published zip's modules that the site's zip lacks (set by the build)."""

FULL_PATH = "/lib/python_stdlib_full.zip"

ENGINE_PACKAGE = "rules_py"

VALUES_MODULE = "rules_py.values"
COMPILED_METHODS = "rules_py/values.marshal"
"""In the zip: the code of every value class's methods, compiled at build (sitegen/precompile.py
writes `rules_py.values.COMPILED`); put into the module's `COMPILED` as it is imported, so that
making the engine's classes compiles nothing in the browser."""

PYC_HEADER = 16
"""The bytes before the code in a pyc (PEP 552): magic number, flags, hash."""


def _trimmed_zip() -> str:
    return next((p for p in sys.path if p.endswith(".zip")), "")


class EngineFinder:
    """A meta path finder and loader for the engine's package in the site's zip, consulted
    first: one read and one unmarshal of each module's bytecode (the spec carries the bytes
    from finding to loading). The modules get the names `zipimport` gives them (`__file__`:
    the pyc's path in the zip; a package's `__path__`: its folder in the zip)."""

    def __init__(self, archive: str) -> None:
        self.archive = archive
        self.zip = zipimport.zipimporter(archive)

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name.partition(".")[0] != ENGINE_PACKAGE:
            return None
        stem = name.replace(".", "/")
        for inner, package in ((f"{stem}/__init__.pyc", True), (f"{stem}.pyc", False)):
            try:
                data = self.zip.get_data(inner)
            except OSError:
                continue
            spec = ModuleSpec(
                name, cast("Loader", self), origin=f"{self.archive}/{inner}", is_package=package
            )
            spec.has_location = True
            spec.loader_state = data
            if package:
                spec.submodule_search_locations = [f"{self.archive}/{stem}"]
            return spec
        return None

    def create_module(self, spec: ModuleSpec) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        spec = module.__spec__
        assert spec is not None and spec.loader_state is not None
        code = marshal.loads(memoryview(spec.loader_state)[PYC_HEADER:])
        spec.loader_state = None
        exec(code, module.__dict__)
        if module.__name__ == VALUES_MODULE:
            try:
                compiled = self.zip.get_data(COMPILED_METHODS)
            except OSError:
                return
            module.COMPILED.update(marshal.loads(compiled))


def _download(url: str) -> bytes:
    from js import XMLHttpRequest  # type: ignore[import-not-found]

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send(None)
    if request.status != 200:
        raise ImportError(f"{url}: HTTP {request.status}")
    return bytes(request.response.to_py())


class StdlibFallback:
    """A meta path finder, consulted last: only for names nobody else found."""

    def __init__(self, url: str, download: Callable[[str], bytes] = _download) -> None:
        self.url = url
        self.download = download
        self.mounted: str | None = None
        self.trimmed = _trimmed_zip()

    def _mount(self) -> str:
        if self.mounted is None:
            data = self.download(self.url)
            with open(FULL_PATH, "wb") as file:
                file.write(data)
            sys.path.append(FULL_PATH)
            self.mounted = FULL_PATH
        return self.mounted

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name not in MISSING:
            return None
        full = self._mount()
        if path is not None:  # a submodule: look in the same package folder of the full zip
            path = [
                full + entry[len(self.trimmed) :] if entry.startswith(self.trimmed) else entry
                for entry in path
            ]
        return PathFinder.find_spec(name, path, target)


def install(url: str) -> StdlibFallback:
    """Put the engine's finder first in `sys.meta_path` and append the fallback finder (each
    once); return the latter."""
    archive = _trimmed_zip()
    if archive and not any(isinstance(finder, EngineFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, EngineFinder(archive))
    for finder in sys.meta_path:
        if isinstance(finder, StdlibFallback):
            return finder
    finder = StdlibFallback(url)
    sys.meta_path.append(finder)
    return finder
