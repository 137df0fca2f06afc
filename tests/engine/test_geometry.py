"""Fit and connection geometry: turning, crosswise cards, dead ends, the four directions."""

from __future__ import annotations

import pytest

from rules_py.api import check
from rules_py.board import Board, Coord, Placed
from rules_py.cards import PathCard, Side
from tests.engine.helpers import laid, path


def test_north_of_a_space_is_one_row_up() -> None:
    assert Coord(3, 2).neighbour(Side.N) == Coord(3, 1)
    assert Coord(3, 2).neighbour(Side.E) == Coord(4, 2)


@pytest.mark.parametrize(
    ("edges", "turned"),
    [("NES", "NSW"), ("ES", "NW"), ("NS", "NS"), ("EW", "EW"), ("S", "N"), ("NESW", "NESW")],
)
def test_a_180_degree_turn_swaps_opposite_sides(edges: str, turned: str) -> None:
    assert PathCard(edges).turned() == PathCard(turned)
    assert PathCard(edges).turned().turned() == PathCard(edges)
    assert PathCard(edges).open_sides(180) == PathCard(turned).open_sides(0)


def test_a_crosswise_turn_makes_a_vertical_straight_horizontal() -> None:
    assert PathCard("NS").open_sides(90) == frozenset({Side.E, Side.W})
    assert PathCard("NE").open_sides(270) == frozenset({Side.N, Side.W})


def test_a_turned_card_is_the_same_card() -> None:
    assert PathCard("NES").same_card(PathCard("NSW"))
    assert not PathCard("NES").same_card(PathCard("ESW"))
    assert not PathCard("NES").same_card(PathCard("NES", dead_end=True))


def test_crosswise_is_a_failed_check_not_an_input_error() -> None:
    for rotation in (90, 270):
        result = check({"move": path("NS", 1, 0, rotation)})
        assert result["error"] is None
        assert result["failed"] == "not-crosswise"


@pytest.mark.parametrize(
    ("move", "allowed"),
    [
        (path("EW", -1, 0), True),  # west of the start
        (path("NS", 0, 1), True),  # south of the start
        (path("NS", 0, -1), True),  # north of the start
        (path("ES", -1, 0), True),  # a curve west of the start: E meets the start
        (path("NS", -1, 0), False),  # rock meets the start's west path
        (path("NW", 0, 1, 0), True),  # N meets the start from below
        (path("ES", 0, 1, 0), False),  # rock on the north side of the card below the start
    ],
)
def test_cards_around_the_start(move: dict[str, object], allowed: bool) -> None:
    assert check({"move": move})["allowed"] is allowed


def test_a_dead_end_stub_fits_like_a_path_at_the_border() -> None:
    situation = {"board": [laid("EW", 1, 0, dead_end=True)]}
    # Path on the stub side fits; rock against the stub does not.
    east = check({"situation": situation, "move": path("EW", 2, 0)})
    assert east["failed"] == "connected"
    rock = check({"situation": situation, "move": path("NS", 2, 0)})
    assert rock["failed"] == "fits"


def test_nothing_connects_through_a_dead_end() -> None:
    board = Board({Coord(1, 0): Placed(PathCard("EW", dead_end=True))})
    assert Coord(1, 0) not in board.connected()
    assert not board.connects(Coord(2, 0), PathCard("EW").open_sides())


def test_a_dead_end_can_be_laid_where_its_stub_meets_the_connected_maze() -> None:
    situation = {"board": [laid("EW", 1, 0)]}
    assert check({"situation": situation, "move": path("W", 2, 0, dead_end=True)})["allowed"]
    assert check({"situation": situation, "move": path("S", 2, 0, dead_end=True)})["failed"] == (
        "fits"
    )


def test_a_single_stub_is_connected_when_it_meets_the_maze() -> None:
    situation = {"board": [laid("NESW", 1, 0)]}
    # Above the crossing, the stub (S) meets the crossing's N path.
    assert check({"situation": situation, "move": path("S", 1, -1, dead_end=True)})["allowed"]
    # Turned, the stub points away (N) and rock meets the crossing's path.
    turned = check({"situation": situation, "move": path("S", 1, -1, 180, dead_end=True)})
    assert turned["failed"] == "fits"


def test_connection_runs_around_corners() -> None:
    board = [laid("EW", 1, 0), laid("SW", 2, 0), laid("NS", 2, 1), laid("NE", 2, 2)]
    result = check({"situation": {"board": board}, "move": path("EW", 3, 2)})
    assert result["allowed"] is True


def test_a_gap_breaks_the_connection() -> None:
    board = [laid("EW", 1, 0), laid("EW", 3, 0)]
    result = check({"situation": {"board": board}, "move": path("EW", 4, 0)})
    assert result["failed"] == "connected"


def test_a_card_touching_only_the_maze_by_rock_is_adjacent_but_not_connected() -> None:
    board = [laid("EW", 1, 0)]
    result = check({"situation": {"board": board}, "move": path("EW", 1, 1)})
    assert result["failed"] == "connected"


def test_a_straight_leading_onto_a_face_down_goal_fits_on_every_reading() -> None:
    from tests.engine.helpers import row_east

    result = check({"situation": {"board": row_east(6)}, "move": path("EW", 7, 0)})
    assert result["allowed"] is True
    fits = next(c for c in result["checks"] if c["code"] == "fits")
    assert fits["option"] is None
    assert "Auslegung" not in fits["text"] and "Auslegung" not in result["answer"]


def test_rock_towards_a_face_down_goal_is_decided_by_the_reading() -> None:
    from tests.engine.helpers import row_east

    # A curve left-down at (7, 0): its rock side faces the goal card at (8, 0).
    situation: dict[str, object] = {"board": row_east(6)}
    default = check({"situation": situation, "move": path("SW", 7, 0)})
    assert default["allowed"] is True and "Auslegung" in default["answer"]
    fits = next(c for c in default["checks"] if c["code"] == "fits")
    assert fits["option"]["rule"] == "goal-face-down-neighbour"
    situation["rules"] = {"goal-face-down-neighbour": "match"}
    strict = check({"situation": situation, "move": path("SW", 7, 0)})
    assert strict["allowed"] is False and strict["failed"] == "fits"
    assert "eure Auslegung" in strict["answer"]


def test_a_revealed_stone_without_edges_is_a_curve_up_and_left_by_assumption() -> None:
    from tests.engine.helpers import row_east

    goals = [{"x": 8, "y": 0, "revealed": True, "kind": "stone"}]
    situation = {"board": row_east(6), "goals": goals}
    joins = check({"situation": situation, "move": path("EW", 7, 0)})
    assert joins["allowed"] is True and "angenommen" in joins["checks"][-2]["text"]
    # Below the stone its rock side is assumed: a path pointing up does not fit there.
    below = check({"situation": {**situation, "board": []}, "move": path("NS", 8, 1)})
    assert below["failed"] == "fits"
    fits = next(c for c in below["checks"] if c["code"] == "fits")
    assert fits["ok"] is False and "angenommen" in fits["text"]
