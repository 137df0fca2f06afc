"""The round's end and its gold: ``score`` and what the site needs beside it.

``base`` decides (the base game's rules), ``messages`` holds every German sentence of it.
"""

from __future__ import annotations

from rules_py.score.base import (
    BROKEN_NO_GOLD,
    GOLD_COUNT,
    GOLD_COUNT_VALUES,
    MAX_GOLD_CARDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SABOTEUR_GOLD,
    ScoreRequest,
    gold_cards,
    gold_order,
    invalid,
    parse_score,
    score,
)

__all__ = [
    "BROKEN_NO_GOLD",
    "GOLD_COUNT",
    "GOLD_COUNT_VALUES",
    "MAX_GOLD_CARDS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SABOTEUR_GOLD",
    "ScoreRequest",
    "gold_cards",
    "gold_order",
    "invalid",
    "parse_score",
    "score",
]
