"""Invariants, tested with hypothesis."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rules_py.api import check, check_json, placements, play
from rules_py.cards import INVENTORY, VALID_EDGES, PathCard
from tests.budget import any_text, examples

EDGES = sorted(VALID_EDGES)
# The path cards of the box, upright and turned: the only ones a situation may hold.
BOX = sorted(
    {
        (c.edges, c.dead_end)
        for row in INVENTORY
        if isinstance(row.card, PathCard)
        for c in (row.card, row.card.turned())
    }
)
TOOLS = ["pickaxe", "lamp", "cart"]
NAMES = ["du", "Anna", "Ben"]
GOAL_CELLS = {(8, -2), (8, 0), (8, 2)}
FAST = examples(100)

# --- arbitrary JSON-like input --------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | any_text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(any_text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
KEYS = [
    "situation",
    "move",
    "moves",
    "card",
    "player",
    "players",
    "broken",
    "board",
    "goals",
    "draw_pile",
    "hand",
    "discard",
    "play",
    "tool",
    "tools",
    "target",
    "fix",
    "x",
    "y",
    "rotation",
    "edges",
    "dead_end",
    "revealed",
    "kind",
    "face_down",
]
WORDS = [
    "path",
    "sabotage",
    "repair",
    "rockfall",
    "map",
    "pass",
    "du",
    "Anna",
    "gold",
    "stone",
    *TOOLS,
    *EDGES[:5],
]
near_valid = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 10)
    | st.sampled_from(WORDS)
    | st.sampled_from([0, 90, 180, 270, 45]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=5)
    ),
    max_leaves=30,
)


@FAST
@given(st.one_of(json_values, near_valid))
def test_the_api_never_raises_on_any_json_like_input(value: Any) -> None:
    for request in (value, {"situation": value, "move": value}, {"move": value}):
        result = check(request)
        assert result["allowed"] in (True, False, None)
        if result["allowed"] is None:
            assert result["error"]["code"] == "invalid-input"
            assert result["error"]["text"] and isinstance(result["error"]["where"], str)
        else:
            assert result["answer"].startswith("Ja" if result["allowed"] else "Nein")
        assert isinstance(play(request)["ok"], bool)
        assert isinstance(placements(request)["placements"], list)
        json.dumps(result)


@FAST
@given(any_text(max_size=60))
def test_check_json_never_raises_on_any_text(text: str) -> None:
    result = json.loads(check_json(text))
    assert set(result) == {
        "allowed",
        "failed",
        "checks",
        "answer",
        "short",
        "alternatives",
        "unblock",
        "notes",
        "error",
    }


def test_deeply_nested_json_is_an_input_error_not_a_crash() -> None:
    result = json.loads(check_json("[" * 100_000 + "]" * 100_000))
    assert result["allowed"] is None and result["error"] is not None


# --- random situations ---------------------------------------------------------------


@st.composite
def situations(draw: st.DrawFn) -> dict[str, Any]:
    cells = draw(
        st.lists(
            st.tuples(st.integers(-3, 9), st.integers(-4, 4)).filter(
                lambda c: c != (0, 0) and c not in GOAL_CELLS
            ),
            unique=True,
            max_size=25,
        )
    )
    board = [
        {
            "x": x,
            "y": y,
            "card": dict(zip(("edges", "dead_end"), draw(st.sampled_from(BOX)), strict=True)),
            "rotation": draw(st.sampled_from([0, 180])),
        }
        for x, y in cells
    ]
    goals = [
        {"x": x, "y": y, "revealed": True, "kind": "gold"}
        if draw(st.integers(0, 5)) == 0
        else {"x": x, "y": y}
        for x, y in sorted(GOAL_CELLS)
    ]
    situation: dict[str, Any] = {"board": board, "goals": goals}
    if draw(st.integers(0, 4)) == 0:
        situation["broken"] = {"du": [draw(st.sampled_from(TOOLS))]}
    return situation


path_cards = st.builds(lambda c: {"edges": c[0], "dead_end": c[1]}, st.sampled_from(BOX))


def _cells_worth_asking(situation: dict[str, Any]) -> set[tuple[int, int]]:
    """Every occupied space, every space beside one, and a few far away."""
    occupied = {(0, 0)} | {(g["x"], g["y"]) for g in situation["goals"]}
    occupied |= {(c["x"], c["y"]) for c in situation["board"]}
    around = {
        (x + dx, y + dy) for x, y in occupied for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))
    }
    return occupied | around | {(-9, 0), (0, 9), (20, 20)}


@examples(80)
@given(situations(), path_cards)
def test_placements_are_exactly_the_moves_check_allows(
    situation: dict[str, Any], card: dict[str, Any]
) -> None:
    before = copy.deepcopy(situation)
    found = placements({"situation": situation, "card": card})
    assert found["error"] is None
    listed = {(p["x"], p["y"], p["rotation"]) for p in found["placements"]}
    assert [tuple(p.values()) for p in found["placements"]] == sorted(listed)
    for x, y in _cells_worth_asking(situation):
        for rotation in (0, 180):
            move = {"play": "path", "card": card, "x": x, "y": y, "rotation": rotation}
            allowed = check({"situation": situation, "move": move})["allowed"]
            assert allowed is ((x, y, rotation) in listed), (x, y, rotation)
    assert situation == before  # nothing in the engine changes its input


@examples(60)
@given(situations(), st.sampled_from(["rockfall", "map"]))
def test_targets_of_a_rockfall_or_map_are_exactly_the_cells_check_allows(
    situation: dict[str, Any], play_: str
) -> None:
    found = placements({"situation": situation, "card": {"play": play_}})
    assert found["error"] is None
    listed = [(p["x"], p["y"]) for p in found["placements"]]
    assert listed == sorted(set(listed))
    assert all(set(p) == {"x", "y"} for p in found["placements"])  # no rotation to choose
    for x, y in _cells_worth_asking(situation):
        move = {"play": play_, "x": x, "y": y}
        allowed = check({"situation": situation, "move": move})["allowed"]
        assert allowed is ((x, y) in listed), (play_, x, y)


# --- sequences of plays --------------------------------------------------------------

action_moves = st.one_of(
    st.builds(
        lambda t, n: {"play": "sabotage", "tool": t, "target": n},
        st.sampled_from(TOOLS),
        st.sampled_from(NAMES),
    ),
    st.builds(
        lambda ts, n, f: {"play": "repair", "tools": ts, "target": n, "fix": f},
        st.sampled_from(
            [[t] for t in TOOLS] + [["pickaxe", "lamp"], ["pickaxe", "cart"], ["lamp", "cart"]]
        ),
        st.sampled_from(NAMES),
        st.sampled_from([None, *TOOLS]),
    ),
    st.just({"play": "pass"}),
)


def _count(broken: dict[str, list[str]]) -> int:
    return sum(len(tools) for tools in broken.values())


@examples(100)
@given(st.lists(action_moves, max_size=25))
def test_plays_never_put_two_equal_sabotage_cards_before_one_person(moves: list[Any]) -> None:
    situation: dict[str, Any] = {"players": NAMES, "player": "du"}
    for move in moves:
        if move.get("fix") is None:
            move = {k: v for k, v in move.items() if k != "fix"}
        done = play({"situation": situation, "move": move})
        after = done["situation"]
        for tools in after.get("broken", {}).values():
            assert len(tools) == len(set(tools))
        before_count = _count(situation.get("broken", {}))
        if done["ok"] and move["play"] == "repair":
            # A repair removes exactly one sabotage card, and only in front of its target.
            assert _count(after["broken"]) == before_count - 1
            for name in NAMES:
                if name != move["target"]:
                    assert after["broken"].get(name) == situation.get("broken", {}).get(name) or (
                        not after["broken"].get(name) and not situation.get("broken", {}).get(name)
                    )
        if not done["ok"]:
            assert _count(after.get("broken", {})) == before_count
        situation = after
        situation["player"] = NAMES[(NAMES.index(situation["player"]) + 1) % len(NAMES)]


any_moves = st.one_of(
    action_moves,
    st.builds(
        lambda c, x, y, r: {"play": "path", "card": c, "x": x, "y": y, "rotation": r},
        path_cards,
        st.integers(-2, 9),
        st.integers(-3, 3),
        st.sampled_from([0, 90, 180, 270]),
    ),
    st.builds(
        lambda x, y: {"play": "rockfall", "x": x, "y": y}, st.integers(-2, 9), st.integers(-3, 3)
    ),
    st.builds(lambda x, y: {"play": "map", "x": x, "y": y}, st.just(8), st.integers(-3, 3)),
)


@examples(100)
@given(situations(), any_moves)
def test_play_applies_exactly_the_moves_that_check_allows(
    situation: dict[str, Any], move: dict[str, Any]
) -> None:
    if move.get("fix", "") is None:
        move = {k: v for k, v in move.items() if k != "fix"}
    request = {"situation": {**situation, "players": NAMES}, "move": move}
    verdict = check(request)
    done = play(request)
    assert done["result"] == verdict
    if done["error"] is not None and done["error"]["code"] == "choice-needed":
        assert verdict["allowed"] is True and move["play"] == "repair"
    else:
        assert done["ok"] is (verdict["allowed"] is True)
    if not done["ok"]:
        assert check({"situation": done["situation"], "move": {"play": "pass"}})["error"] is None
    else:
        # The new situation is valid input again.
        assert check({"situation": done["situation"], "move": {"play": "pass"}})["allowed"] is True
