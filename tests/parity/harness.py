"""Runs inside Pyodide under Node (harness.mjs), not in CPython: the harness's Python side.

harness.mjs writes this file and sitegen/precompile.py (for `zip_files`: the same question
the build asks of the zip) into Pyodide's file system and calls these functions. They import
only what a started Pyodide has loaded already, so that the report of `stdlib()` is about the
engine and the worker's start, not about the harness.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any


def preloaded() -> bool:
    """The engine was imported before anything asked for it (only a snapshot has that)."""
    return "rules_py.api" in sys.modules


def install_fallback(published_zip: str, read_file: Callable[[str], Any]) -> None:
    """The stdlib fallback as the worker installs it; under Node it reads the published zip
    from the folder (`read_file`, a JS function) instead of fetching it."""
    import _stdlib_fallback  # type: ignore[import-not-found]

    fallback = _stdlib_fallback.install(published_zip)
    fallback.download = lambda url: bytes(read_file(url).to_py())


def info() -> str:
    """What was loaded, as JSON: Python's version, where the engine came from, its version."""
    import rules_py

    return json.dumps(
        {
            "python": sys.version.split()[0],
            "engine": rules_py.__file__,
            "version": getattr(rules_py, "__version__", None),
        }
    )


def stdlib() -> str:
    """As JSON: the modules of the site's python_stdlib.zip that were imported, from bytecode
    and from source, and where a module that the site's zip leaves out (tomllib) is imported
    from afterwards."""
    from precompile import stdlib_zip, zip_files  # type: ignore[import-not-found]

    inside = zip_files(stdlib_zip())
    result = {
        "bytecode": [name for name in inside if name.endswith(".pyc")],
        "source": [name for name in inside if name.endswith(".py")],
    }
    import tomllib

    result["fallback"] = str(tomllib.__file__)
    return json.dumps(result)
