"""The examples in the docstrings of every module of rules_py and sitegen run as written.

Every module is imported and its docstrings' examples run (`doctest`); a module added later is
found by itself (tests/import_graph.py). Importing a module must therefore do nothing: the
command line runs only under `python -m rules_py`, and the modules that run inside Pyodide
(sitegen/precompile.py, sitegen/stdlib_fallback.py) only define what Pyodide calls.
"""

from __future__ import annotations

import doctest
import importlib

import pytest
from import_graph import modules

MODULES = [*modules("rules_py"), *modules("sitegen")]


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_of_every_module_hold(name: str) -> None:
    result = doctest.testmod(
        importlib.import_module(name), optionflags=doctest.NORMALIZE_WHITESPACE, report=False
    )
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples fail in {name}"


def test_the_package_docstring_shows_the_engine_at_work() -> None:
    import rules_py

    result = doctest.testmod(rules_py, optionflags=doctest.NORMALIZE_WHITESPACE, report=False)
    assert result.attempted >= 5
    assert result.failed == 0
