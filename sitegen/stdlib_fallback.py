"""Runs in the checker's Pyodide, not at build: the safety net of the site's trimmed stdlib zip.

The site's `python_stdlib.zip` holds only the modules the engine imports (sitegen/pyodide.py).
This module is put into it as `_stdlib_fallback.py`, with `MISSING` (every module of the
published zip that was left out) appended by the build; the worker calls `install(url)` with
the URL of the published zip. Should any code path ever import a module that was left out,
the finder below fetches the published zip once (a synchronous request: the worker may make
one, and an import cannot wait), adds it to `sys.path` and lets the normal machinery import the
module from it. Modules that exist nowhere are not fetched for: `import x` of an optional
module that Python itself probes for stays as fast as before.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType

MISSING: frozenset[str] = frozenset()
"""Dotted names of the published zip's modules that the site's zip lacks (set by the build)."""

FULL_PATH = "/lib/python_stdlib_full.zip"


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
        self.trimmed = next((p for p in sys.path if p.endswith(".zip")), "")

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
    """Append the fallback finder to `sys.meta_path` (once) and return it."""
    for finder in sys.meta_path:
        if isinstance(finder, StdlibFallback):
            return finder
    finder = StdlibFallback(url)
    sys.meta_path.append(finder)
    return finder
