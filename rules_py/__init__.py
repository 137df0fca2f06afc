"""Saboteur (AMIGO) rules engine: every verdict with its reason and its source.

The public API lives in :mod:`rules_py.api`: ``check``, ``check_json``, ``play``,
``placements`` and ``catalog``.  Pure standard library; runs on CPython >= 3.12 and in
Pyodide.
"""

__version__ = "0.1.0"

from rules_py.api import catalog, check, check_json, placements, play

__all__ = ["__version__", "catalog", "check", "check_json", "placements", "play"]
