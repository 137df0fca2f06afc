"""How many examples each property test draws: the full number in `make test`, a tenth in the
fast loop `make check` (which sets SABOTEUR_QUICK=1), so that the loop stays within seconds."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

QUICK = os.environ.get("SABOTEUR_QUICK") == "1"


def examples(count: int) -> settings:
    """Hypothesis settings for ``count`` examples (a tenth, at least 5, in the fast loop)."""
    return settings(
        max_examples=max(5, count // 10) if QUICK else count,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
