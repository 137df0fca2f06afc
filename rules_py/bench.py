"""Benchmark: ``python -m rules_py.bench`` prints p50/p95 (ms) for check and placements.

``check`` is a Ja (the verdict alone); ``check_rejected`` a Nein, which also searches the
alternatives (the nearest legal places of the card: as much work as ``placements``).

The board is generated with the engine itself: 40 path cards from the inventory, each
laid on a legal place chosen by a seeded random generator.
"""

from __future__ import annotations

import json
import platform
import random
import sys
import time
from typing import Any

from rules_py import __version__
from rules_py.api import check, placements, play
from rules_py.cards import INVENTORY, PathCard

__all__ = ["generate_situation", "main", "measure"]


def generate_situation(cards: int = 40, seed: int = 7) -> dict[str, Any]:
    """A situation with ``cards`` legally laid path cards that do not reach a goal."""
    rng = random.Random(seed)
    pool = [
        row.card for row in INVENTORY if isinstance(row.card, PathCard) for _ in range(row.count)
    ]
    situation: dict[str, Any] = {
        "goals": [{"x": 8, "y": y, "kind": "stone"} for y in (-2, 0, 2)],
        "board": [],
    }
    for _ in range(cards * 20):
        if len(situation["board"]) >= cards:
            break
        pick = rng.choice(pool)
        if pick.dead_end and rng.random() < 0.7:  # keep the maze open so that it can grow
            continue
        card = pick.to_json()
        spots = placements({"situation": situation, "card": card})["placements"]
        spots = [s for s in spots if -3 <= s["x"] <= 6]  # stay away from the goals
        if spots:
            move = {"play": "path", "card": card, **rng.choice(spots)}
            result = play({"situation": situation, "move": move})
            if result["ok"]:
                situation = {"goals": situation["goals"], "board": result["situation"]["board"]}
    return situation


def _percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 4)

    return {"p50_ms": pick(0.50), "p95_ms": pick(0.95), "max_ms": pick(1.0), "runs": len(ordered)}


def _timed(fn: Any, requests: list[dict[str, Any]], runs: int) -> list[float]:
    times: list[float] = []
    for i in range(runs):
        request = requests[i % len(requests)]
        t0 = time.perf_counter()
        fn(request)
        times.append(time.perf_counter() - t0)
    return times


def measure(runs_check: int = 2000, runs_placements: int = 200) -> dict[str, Any]:
    situation = generate_situation()
    card = {"edges": "NESW", "dead_end": False}
    spots = placements({"situation": situation, "card": card})["placements"]
    spot = spots[0] if spots else {"x": 1, "y": 0, "rotation": 0}
    allowed = [
        {"situation": situation, "move": {"play": "path", "card": card, **spot}},
        {"situation": situation, "move": {"play": "sabotage", "tool": "lamp", "target": "Anna"}},
    ]
    rejected = [
        {
            "situation": situation,
            "move": {"play": "path", "card": {"edges": "NS"}, "x": 20, "y": 20},
        },
        {"situation": situation, "move": {"play": "path", "card": card, **spot, "rotation": 90}},
        {"situation": situation, "move": {"play": "rockfall", "x": 20, "y": 20}},
    ]
    check_times = _timed(check, allowed, runs_check)
    rejected_times = _timed(check, rejected, runs_placements)
    placement_times: list[float] = []
    for _ in range(runs_placements):
        t0 = time.perf_counter()
        placements({"situation": situation, "card": card})
        placement_times.append(time.perf_counter() - t0)
    return {
        "engine": "rules_py",
        "version": __version__,
        "python": platform.python_implementation() + " " + platform.python_version(),
        "board_cards": len(situation.get("board", [])),
        "check": _percentiles(check_times),
        "check_rejected": _percentiles(rejected_times),
        "placements": _percentiles(placement_times),
        "targets_ms": {"check_p95": 1.0, "check_rejected_p95": 20.0, "placements_p95": 20.0},
    }


def main() -> int:
    json.dump(measure(), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
