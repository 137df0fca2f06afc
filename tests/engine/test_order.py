"""Checks run in the documented order; ``failed`` is the first one that does not pass."""

from __future__ import annotations

from rules_py.api import check, check_codes
from tests.engine.helpers import laid, path

PATH_ORDER = ["tools-intact", "cell-free", "not-crosswise", "adjacent", "fits", "connected"]


def codes(result: dict[str, object]) -> list[str]:
    checks = result["checks"]
    assert isinstance(checks, list)
    return [c["code"] for c in checks]


def test_the_order_table_is_the_contract() -> None:
    assert check_codes() == {
        "hand": ["card-in-hand"],
        "turn": ["one-card-per-turn"],
        "path": PATH_ORDER,
        "sabotage": ["target-exists", "target-other", "no-duplicate"],
        "repair": ["target-exists", "sabotage-present"],
        "rockfall": ["rockfall-target"],
        "map": ["map-target"],
        "pass": [],
    }


def test_a_path_card_lists_every_check_in_order() -> None:
    result = check({"move": path("EW", 1, 0)})
    assert codes(result) == ["one-card-per-turn", *PATH_ORDER]


def test_with_a_hand_the_card_in_hand_comes_first() -> None:
    result = check(
        {"situation": {"hand": [{"play": "map"}]}, "move": {"play": "map", "x": 8, "y": 0}}
    )
    assert codes(result) == ["card-in-hand", "one-card-per-turn", "map-target"]


def test_the_seed_order_sabotage_before_fit_before_connection() -> None:
    # A card that fails all three seed questions: broken tool, misfit, no connection.
    situation = {"broken": {"du": ["lamp"]}, "board": [laid("EW", 1, 0, dead_end=True)]}
    result = check({"situation": situation, "move": path("NS", 2, 0)})
    failing = [c["code"] for c in result["checks"] if not c["ok"]]
    assert failing == ["tools-intact", "fits", "connected"]
    assert result["failed"] == "tools-intact"


def test_one_card_per_turn_fails_before_the_move_checks_but_they_still_run() -> None:
    moves = [{"play": "map", "x": 8, "y": 0}, {"play": "pass"}]
    result = check({"moves": moves})
    assert result["failed"] == "one-card-per-turn"
    assert codes(result) == ["one-card-per-turn", "map-target"]


def test_passing_lists_only_the_turn_check() -> None:
    assert codes(check({"move": {"play": "pass"}})) == ["one-card-per-turn"]
