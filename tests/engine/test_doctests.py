"""The examples in the engine's docstrings run as written."""

from __future__ import annotations

import doctest

import rules_py


def test_the_package_docstring_examples_hold() -> None:
    result = doctest.testmod(rules_py, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 5
    assert result.failed == 0
