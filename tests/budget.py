"""How many examples each property test draws: the full number in `make test`, a tenth in the
fast loop `make check` (which sets SABOTEUR_QUICK=1), so that the loop stays within seconds.
And the text they draw (`any_text`), without a cost of Hypothesis' that a fresh clone pays."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

QUICK = os.environ.get("SABOTEUR_QUICK") == "1"


def examples(count: int) -> settings:
    """Hypothesis settings for ``count`` examples (a tenth, at least 5, in the fast loop)."""
    return settings(
        max_examples=max(5, count // 10) if QUICK else count,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )


UTF8_CHARACTERS = st.characters(exclude_categories=["Cs"])
"""Every character UTF-8 can encode (all but the surrogates, category Cs): the alphabet of
`st.text()`'s default, `st.characters(codec="utf-8")`, as the same set of code points, so the
same strings in the same order (with `derandomize`, as under `CI=true`, example for example).
The default also asks Hypothesis for the table of what the codec can encode, which it builds
by encoding every code point once per process when `.hypothesis/` does not hold it yet (a
fresh clone, CI): some 1.8 CPU-s in each pytest-xdist worker that draws text first."""


def any_text(max_size: int) -> st.SearchStrategy[str]:
    """`st.text(max_size=max_size)`: the same strings, without the codec's table."""
    return st.text(UTF8_CHARACTERS, max_size=max_size)
