"""Speed-only code, in one place: the memo that marks every cache the engine keeps.

Only these lookups are cached; each is a pure function of a few small values, so a cache
changes no answer.  Figures from ``python -m rules_py.bench`` (40-card table, ``placements``
p50, measured against the same code without them in one run, 2-core machine, 2026-11-30):
the memos on the open sides of a turned card and on a place's neighbours halve it (about
7 ms against 12–16 ms under load; about 3 ms on a quiet machine).  In the browser's
Pyodide everything runs 3–5 times slower, and the alternatives of a Nein search as many
places as ``placements`` does, so the difference is what keeps them under 20 ms there.

The table's connection to the start card is computed once per ``Board`` (its BFS result is
kept on the frozen value): every check of one request asks for it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

__all__ = ["memo"]


def memo[**P, R](fn: Callable[P, R]) -> Callable[P, R]:
    """Cache a pure function of hashable arguments (unbounded: its inputs are few)."""
    return cache(fn)  # type: ignore[return-value]
