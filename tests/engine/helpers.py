"""Small builders for requests, shared by the engine tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sitegen import scenarios

# The named cases, read by the one loader of the pages' examples (same format): each a dict
# with name, request, allowed, failed (and where, for invalid input).
CASES: list[dict[str, Any]] = [
    case.to_json() for case in scenarios.load_list(Path(__file__).with_name("cases.json"))
]


def path(edges: str, x: int, y: int, rotation: int = 0, dead_end: bool = False) -> dict[str, Any]:
    return {
        "play": "path",
        "card": {"edges": edges, "dead_end": dead_end},
        "x": x,
        "y": y,
        "rotation": rotation,
    }


def laid(edges: str, x: int, y: int, rotation: int = 0, dead_end: bool = False) -> dict[str, Any]:
    return {"x": x, "y": y, "card": {"edges": edges, "dead_end": dead_end}, "rotation": rotation}


def row_east(to_x: int) -> list[dict[str, Any]]:
    """Straight cards from (1, 0) to (to_x, 0)."""
    return [laid("EW", x, 0) for x in range(1, to_x + 1)]
