"""The contract's defaults for a path card and where it lies (docs-dev/contract.md): a card
without ``dead_end`` is no dead end, a laid card or a path move without ``rotation`` lies
upright. The checker's links leave both out (issue 24: shorter links): every worked example and
named case must get the same answer with them left out as with them written."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules_py.api import check, placements
from sitegen.scenarios import load_all
from tests.engine.helpers import CASES

REQUESTS = [(s.id, s.request) for s in load_all()] + [
    (c["name"], c["request"]) for c in CASES if c["allowed"] is not None
]


def _short(placed: Any) -> Any:
    if not isinstance(placed, dict):
        return placed
    if placed.get("rotation") == 0:
        del placed["rotation"]
    card = placed.get("card")
    if isinstance(card, dict) and card.get("dead_end") is False:
        del card["dead_end"]
    return placed


def leave_out_defaults(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """The request without ``"dead_end": false`` and ``"rotation": 0``, and how many it dropped."""
    short = copy.deepcopy(request)
    situation = short.get("situation")
    if isinstance(situation, dict) and isinstance(situation.get("board"), list):
        situation["board"] = [_short(p) for p in situation["board"]]
    moves = short.get("moves") if isinstance(short.get("moves"), list) else [short.get("move")]
    for move in moves:
        if isinstance(move, dict) and move.get("play") == "path":
            _short(move)
    dropped = str(request).count("'dead_end': False") + str(request).count("'rotation': 0")
    dropped -= str(short).count("'dead_end': False") + str(short).count("'rotation': 0")
    return short, dropped


def test_the_corpus_writes_defaults_out() -> None:
    # The test below means something only if many requests spell the defaults out.
    assert sum(leave_out_defaults(r)[1] > 0 for _, r in REQUESTS) >= 10


@pytest.mark.parametrize("request_", [r for _, r in REQUESTS], ids=[i for i, _ in REQUESTS])
def test_defaults_left_out_give_the_same_answer(request_: dict[str, Any]) -> None:
    short, _ = leave_out_defaults(request_)
    assert check(short) == check(request_)


def test_placements_read_a_card_without_dead_end_as_an_open_one() -> None:
    full = placements({"situation": {}, "card": {"edges": "NES", "dead_end": False}})
    assert placements({"situation": {}, "card": {"edges": "NES"}}) == full
    assert full["error"] is None and full["placements"]
