"""play(): a legal move changes the situation as the rules say; a rejected one changes nothing."""

from __future__ import annotations

import copy
from typing import Any

from rules_py.api import check, play
from tests.engine.helpers import laid, path, row_east

REPAIR_LAMP = {"play": "repair", "tools": ["lamp"]}
GOOD_PATH = {"play": "path", "card": {"edges": "NESW", "dead_end": False}}


def test_example_1_repair_then_the_path_card_waits_for_the_next_turn() -> None:
    situation = {
        "broken": {"du": ["lamp"]},
        "hand": [REPAIR_LAMP, GOOD_PATH],
        "draw_pile": [{"play": "map"}],
    }
    done = play({"situation": situation, "move": {**REPAIR_LAMP, "target": "du"}})
    assert done["ok"] is True
    after = done["situation"]
    assert after["broken"] == {}
    # Repair and sabotage card go to the discard pile, one card is drawn.
    assert after["discard"] == [{"play": "sabotage", "tool": "lamp"}, REPAIR_LAMP]
    assert after["hand"] == [GOOD_PATH, {"play": "map"}]
    assert after["draw_pile"] == []
    # The next turn: now the path card may be laid.
    assert check({"situation": after, "move": path("NESW", 1, 0)})["allowed"] is True


def test_example_2_two_different_sabotage_cards_one_repair_is_not_enough() -> None:
    situation = {"broken": {"du": ["lamp", "cart"]}}
    done = play({"situation": situation, "move": {**REPAIR_LAMP, "target": "du"}})
    assert done["ok"] is True
    assert done["situation"]["broken"] == {"du": ["cart"]}
    next_turn = check({"situation": done["situation"], "move": path("EW", 1, 0)})
    assert next_turn["failed"] == "tools-intact"


def test_a_double_repair_removes_exactly_one_card_and_asks_when_both_match() -> None:
    situation = {"broken": {"du": ["pickaxe", "lamp"]}}
    move = {"play": "repair", "tools": ["pickaxe", "lamp"], "target": "du"}
    asked = play({"situation": situation, "move": move})
    assert asked["ok"] is False
    assert asked["error"]["code"] == "choice-needed"
    assert asked["error"]["where"] == "move.fix"
    assert "fix" in asked["error"]["text"]
    assert asked["situation"]["broken"] == {"du": ["pickaxe", "lamp"]}
    chosen = play({"situation": situation, "move": {**move, "fix": "lamp"}})
    assert chosen["ok"] is True
    assert chosen["situation"]["broken"] == {"du": ["pickaxe"]}


def test_a_double_repair_needs_no_choice_when_only_one_symbol_matches() -> None:
    situation = {"broken": {"Anna": ["cart", "pickaxe"]}}
    move = {"play": "repair", "tools": ["lamp", "cart"], "target": "Anna"}
    done = play({"situation": situation, "move": move})
    assert done["ok"] is True
    assert done["situation"]["broken"] == {"Anna": ["pickaxe"]}


def test_sabotage_lies_face_up_in_front_of_the_target() -> None:
    situation = {"players": ["du", "Anna"], "broken": {"Anna": ["cart"]}}
    done = play(
        {"situation": situation, "move": {"play": "sabotage", "tool": "lamp", "target": "Anna"}}
    )
    assert done["situation"]["broken"] == {"Anna": ["cart", "lamp"]}
    assert done["situation"]["discard"] == []


def test_a_rejected_move_leaves_the_situation_untouched() -> None:
    situation: dict[str, Any] = {"broken": {"du": ["lamp"]}, "hand": [GOOD_PATH], "draw_pile": 5}
    before = copy.deepcopy(situation)
    done = play({"situation": situation, "move": path("NESW", 1, 0)})
    assert done["ok"] is False
    assert done["result"]["failed"] == "tools-intact"
    assert done["situation"]["broken"] == {"du": ["lamp"]}
    assert done["situation"]["hand"] == [GOOD_PATH]
    assert done["situation"]["draw_pile"] == 5
    assert situation == before


def test_invalid_input_to_play_is_an_error_and_changes_nothing() -> None:
    situation = {"broken": {"du": ["lamp", "lamp"]}}
    done = play({"situation": situation, "move": {"play": "pass"}})
    assert done["ok"] is False
    assert done["error"]["where"] == "situation.broken.du"
    assert done["situation"] is None  # nothing of the input is echoed


def test_rockfall_removes_the_card_and_both_go_to_the_discard_pile() -> None:
    situation = {"board": [laid("EW", 1, 0), laid("EW", 2, 0)]}
    done = play({"situation": situation, "move": {"play": "rockfall", "x": 1, "y": 0}})
    assert done["ok"] is True
    assert done["situation"]["board"] == [laid("EW", 2, 0)]
    assert done["situation"]["discard"] == [
        {"play": "path", "card": {"edges": "EW", "dead_end": False}},
        {"play": "rockfall"},
    ]
    # The card behind the gap is cut off now.
    assert (
        check({"situation": done["situation"], "move": path("EW", 3, 0)})["failed"] == "connected"
    )


def test_reaching_the_gold_turns_it_over_and_ends_the_round() -> None:
    situation = {
        "board": row_east(6),
        "goals": [{"x": 8, "y": 0, "kind": "gold"}, {"x": 8, "y": -2, "kind": "stone"}],
        "draw_pile": 3,
    }
    done = play({"situation": situation, "move": path("EW", 7, 0)})
    assert done["ok"] is True
    assert done["round_over"] is True
    gold = next(g for g in done["situation"]["goals"] if g["y"] == 0)
    assert gold["revealed"] is True and gold["kind"] == "gold"
    assert any("Goldschatz" in e for e in done["events"])
    assert done["situation"]["draw_pile"] == 3  # the round is over: nobody draws


def test_reaching_a_stone_turns_it_over_so_that_it_joins_and_the_round_goes_on() -> None:
    board = [*row_east(6), laid("NESW", 7, 0), laid("NS", 7, 1)]
    situation = {"board": board, "goals": [{"x": 8, "y": 2, "kind": "stone"}]}
    # A curve from the north turning east reaches the stone at (8, 2) from its west side.
    done = play({"situation": situation, "move": path("NE", 7, 2)})
    assert done["ok"] is True and done["round_over"] is False
    stone = done["situation"]["goals"][0]
    assert stone["revealed"] is True and stone["kind"] == "stone"
    # The stone card (a curve) lies with a path on its west side, where the maze arrives,
    # and the connection runs on through it: a card above it is connected.
    assert "W" in stone["edges"] if stone["rotation"] == 0 else "E" in stone["edges"]
    next_move = check({"situation": done["situation"], "move": path("NS", 8, 1)})
    assert next_move["allowed"] is True


def test_a_stone_reached_from_the_east_is_turned_by_180_degrees() -> None:
    goals = [{"x": 2, "y": 0, "kind": "stone", "edges": "NW"}]
    board = [laid("NS", 0, -1), laid("ES", 0, -2), laid("EW", 1, -2), laid("EW", 2, -2)]
    board += [laid("SW", 3, -2), laid("NS", 3, -1)]
    done = play({"situation": {"goals": goals, "board": board}, "move": path("NW", 3, 0)})
    assert done["ok"] is True, done["result"]["answer"]
    stone = done["situation"]["goals"][0]
    assert stone == {
        "x": 2,
        "y": 0,
        "revealed": True,
        "kind": "stone",
        "edges": "NW",
        "rotation": 180,
    }


def test_a_dead_end_next_to_a_goal_turns_nothing_over() -> None:
    situation = {"board": row_east(6), "goals": [{"x": 8, "y": 0, "kind": "gold"}]}
    done = play({"situation": situation, "move": path("EW", 7, 0, dead_end=True)})
    assert done["ok"] is True and done["round_over"] is False
    assert done["situation"]["goals"][0]["revealed"] is False


def test_passing_discards_one_card_face_down_and_draws_one() -> None:
    situation = {"hand": [GOOD_PATH, {"play": "map"}], "draw_pile": [{"play": "rockfall"}]}
    done = play({"situation": situation, "move": {"play": "pass", "card": {"play": "map"}}})
    assert done["ok"] is True
    assert done["situation"]["hand"] == [GOOD_PATH, {"play": "rockfall"}]
    assert done["situation"]["discard"] == [{"play": "map", "face_down": True}]


def test_with_no_card_left_you_sit_out_and_nothing_is_discarded() -> None:
    situation = {"hand": [], "draw_pile": 0, "discard": [{"play": "map"}]}
    done = play({"situation": situation, "move": {"play": "pass"}})
    assert done["ok"] is True
    assert done["situation"]["hand"] == []
    assert done["situation"]["discard"] == [{"play": "map"}]


def test_with_an_empty_draw_pile_nobody_draws() -> None:
    situation = {"hand": [{"play": "map"}], "draw_pile": 0}
    done = play({"situation": situation, "move": {"play": "map", "x": 8, "y": 0}})
    assert done["ok"] is True
    assert done["situation"]["hand"] == []
    assert done["situation"]["draw_pile"] == 0
    assert done["situation"]["discard"] == [{"play": "map"}]


def test_the_new_situation_can_be_played_on() -> None:
    situation: dict[str, Any] = {"players": ["du", "Anna"]}
    for move in (path("EW", 1, 0), path("EW", 2, 0, 180), {"play": "rockfall", "x": 2, "y": 0}):
        done = play({"situation": situation, "move": move})
        assert done["ok"] is True, done["result"]["answer"]
        situation = done["situation"]
    assert situation["board"] == [laid("EW", 1, 0)]


def test_closing_a_gap_reveals_the_goal_that_the_cut_off_stretch_touches() -> None:
    # A rockfall cut (3, 0) out earlier; the stretch from (4, 0) to (7, 0) touches the gold.
    board = [laid("EW", x, 0) for x in (1, 2, 4, 5, 6, 7)]
    situation = {"board": board, "goals": [{"x": 8, "y": 0, "kind": "gold"}]}
    done = play({"situation": situation, "move": path("EW", 3, 0)})
    assert done["ok"] is True
    assert done["round_over"] is True
    assert done["situation"]["goals"][0]["revealed"] is True


def test_a_card_elsewhere_does_not_turn_over_a_goal() -> None:
    situation = {"board": row_east(6), "goals": [{"x": 8, "y": 0, "kind": "gold"}]}
    done = play({"situation": situation, "move": path("NS", 0, 1)})
    assert done["ok"] is True and done["round_over"] is False
    assert done["situation"]["goals"][0]["revealed"] is False
