"""'Was wäre erlaubt?': alternatives for a Nein, and the open rules as switches (issue 14)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.api import catalog, check, placements, play
from rules_py.registry import OPTIONS
from tests.budget import examples
from tests.engine.test_properties import BOX, situations

FAST = examples(120)
TOOLS = ["pickaxe", "lamp", "cart"]
NAMES = ["du", "Anna", "Ben"]


def path(edges: str, x: int, y: int, rotation: int = 0) -> dict[str, Any]:
    return {"play": "path", "card": {"edges": edges}, "x": x, "y": y, "rotation": rotation}


def laid(edges: str, x: int, y: int, rotation: int = 0) -> dict[str, Any]:
    return {"x": x, "y": y, "card": {"edges": edges}, "rotation": rotation}


# --- named cases, from the rules -------------------------------------------------------


def test_a_curve_that_fits_turned_is_offered_turned_first() -> None:
    # Right of a straight EW, a curve E-S has rock on its left; turned by 180° it opens N-W.
    situation = {"board": [laid("EW", 1, 0)]}
    result = check({"situation": situation, "move": path("ES", 2, 0)})
    assert result["allowed"] is False and result["failed"] == "fits"
    first = result["alternatives"][0]
    assert first["move"]["x"] == 2 and first["move"]["rotation"] == 180
    assert "180°" in first["text"]


def test_a_crosswise_card_gets_upright_places_and_never_itself() -> None:
    result = check({"move": path("NS", 1, 0, 90)})
    assert result["failed"] == "not-crosswise"
    assert result["alternatives"]
    assert all(a["move"]["rotation"] in (0, 180) for a in result["alternatives"])


def test_a_lamp_repair_against_a_broken_pickaxe_names_the_right_card_and_person() -> None:
    situation = {"players": NAMES, "broken": {"du": ["pickaxe"], "Anna": ["lamp"]}}
    move = {"play": "repair", "tools": ["lamp"], "target": "du"}
    result = check({"situation": situation, "move": move})
    assert result["failed"] == "sabotage-present"
    assert "vorsorglich" not in result["answer"]  # nothing is repaired in advance here
    offered = [a["move"] for a in result["alternatives"]]
    assert {"play": "repair", "tools": ["pickaxe"], "target": "du"} in offered
    assert {"play": "repair", "tools": ["lamp"], "target": "Anna"} in offered


def test_with_a_hand_only_its_cards_are_offered() -> None:
    situation = {
        "players": NAMES,
        "broken": {"du": ["pickaxe"]},
        "hand": [{"play": "repair", "tools": ["pickaxe", "cart"]}],
    }
    move = {"play": "repair", "tools": ["lamp"], "target": "du"}
    result = check({"situation": situation, "move": move})
    offered = [a["move"] for a in result["alternatives"]]
    assert offered == [
        {"play": "repair", "tools": ["pickaxe", "cart"], "target": "du", "fix": "pickaxe"}
    ]


def test_a_sabotage_on_a_broken_tool_goes_to_someone_who_can_take_it() -> None:
    situation = {"players": NAMES, "broken": {"Anna": ["lamp"]}}
    result = check(
        {"situation": situation, "move": {"play": "sabotage", "tool": "lamp", "target": "Anna"}}
    )
    targets = [a["move"]["target"] for a in result["alternatives"] if a["move"]["tool"] == "lamp"]
    assert targets == ["Ben"]  # never yourself (default reading), never Anna again


def test_broken_tools_block_every_path_variant_and_unblock_says_what_would_help() -> None:
    situation = {"broken": {"du": ["lamp"]}, "hand": [{"play": "path", "card": {"edges": "EW"}}]}
    result = check({"situation": situation, "move": path("EW", 1, 0)})
    assert result["failed"] == "tools-intact"
    assert result["alternatives"] == []
    assert "Lampe" in result["unblock"] and "Reparaturkarte" in result["unblock"]


def test_with_two_broken_tools_mending_one_names_the_other_still_broken() -> None:
    """Each broken tool blocks path cards (base rulebook, "Playing an action card"): a repair
    of one leaves the other, so its text must not sound like the way back to laying paths."""
    result = check({"situation": {"broken": {"du": ["lamp", "cart"]}}, "move": path("EW", 1, 0)})
    texts = {a["move"]["tools"][0]: a["text"] for a in result["alternatives"]}
    assert "Lore repariert" in texts["lamp"].split("Danach", 1)[1]
    assert "Lampe repariert" in texts["cart"].split("Danach", 1)[1]


def test_an_allowed_move_has_no_alternatives_and_no_unblock() -> None:
    result = check({"move": path("EW", 1, 0)})
    assert result["allowed"] is True
    assert result["alternatives"] == [] and result["unblock"] is None


# --- properties -------------------------------------------------------------------------

moves = st.one_of(
    st.builds(
        lambda c, x, y, r: {
            "play": "path",
            "card": {"edges": c[0], "dead_end": c[1]},
            "x": x,
            "y": y,
            "rotation": r,
        },
        st.sampled_from(BOX),
        st.integers(-3, 9),
        st.integers(-4, 4),
        st.sampled_from([0, 90, 180, 270]),
    ),
    st.builds(
        lambda t, n: {"play": "sabotage", "tool": t, "target": n},
        st.sampled_from(TOOLS),
        st.sampled_from(NAMES),
    ),
    st.builds(
        lambda t, n: {"play": "repair", "tools": t, "target": n},
        st.lists(st.sampled_from(TOOLS), min_size=1, max_size=2, unique=True),
        st.sampled_from(NAMES),
    ),
    st.builds(
        lambda x, y: {"play": "rockfall", "x": x, "y": y}, st.integers(-3, 9), st.integers(-4, 4)
    ),
    st.builds(lambda x, y: {"play": "map", "x": x, "y": y}, st.integers(-3, 9), st.integers(-4, 4)),
)
broken = st.dictionaries(
    st.sampled_from(NAMES), st.lists(st.sampled_from(TOOLS), unique=True, max_size=2), max_size=3
)


def _variants(situation: dict[str, Any], move: dict[str, Any]) -> list[dict[str, Any]]:
    """Brute force: every move of the kinds the alternatives look at."""
    xs, ys = range(-4, 11), range(-5, 6)
    kind = move["play"]
    if kind == "path":
        found = [{**move, "x": x, "y": y, "rotation": r} for x in xs for y in ys for r in (0, 180)]
        found += [{"play": "repair", "tools": [t], "target": "du"} for t in TOOLS]
        return found
    if kind == "sabotage":
        return [{"play": "sabotage", "tool": t, "target": n} for t in TOOLS for n in NAMES]
    if kind == "repair":
        cards = [[t] for t in TOOLS] + [move["tools"]]
        return [{"play": "repair", "tools": c, "target": n} for c in cards for n in NAMES]
    return [{"play": kind, "x": x, "y": y} for x in xs for y in ys]


@FAST
@given(situations(), broken, moves)
def test_every_alternative_is_allowed_and_differs_from_the_asked_move(
    situation: dict[str, Any], broken_tools: dict[str, list[str]], move: dict[str, Any]
) -> None:
    situation = {**situation, "players": NAMES, "broken": broken_tools}
    before = copy.deepcopy(situation)
    result = check({"situation": situation, "move": move})
    if result["error"] is not None:
        return
    if result["allowed"]:
        assert result["alternatives"] == []
        return
    assert len(result["alternatives"]) <= 5
    for alternative in result["alternatives"]:
        assert alternative["move"] != move
        assert alternative["text"].endswith(".")
        again = check({"situation": situation, "move": alternative["move"]})
        assert again["allowed"] is True, (alternative, again["answer"])
    if not result["alternatives"]:
        for variant in _variants(situation, move):
            if variant != move:
                again = check({"situation": situation, "move": variant})
                assert again["allowed"] is not True, (variant, again["answer"])
    assert situation == before


# --- open rules as switches --------------------------------------------------------------


def _fits_check(result: dict[str, Any]) -> dict[str, Any]:
    return next(c for c in result["checks"] if c["code"] == "fits")


def test_every_open_rule_is_in_the_catalog_with_its_readings_and_default() -> None:
    listed = {o["rule"]: o for o in catalog()["options"]}
    open_rules = {r["id"] for r in catalog()["rules"] if r["confidence"] == "open"}
    assert set(listed) == set(OPTIONS) and open_rules <= set(listed)
    # Besides the open readings, only the rulebook's rules with a house rule or its optional
    # rule can be switched (issue 22): the rulebook's reading first.
    others = {id: OPTIONS[id] for id in set(listed) - open_rules}
    assert {id: r.switch for id, r in others.items()} == {
        "gold-count": "house-rule",
        "stone-goal-turn": "house-rule",
        "broken-no-gold": "optional-rule",
    }
    assert all(r.confidence == "rulebook" for r in others.values())
    for option in listed.values():
        values = [v["value"] for v in option["values"]]
        assert option["default"] == values[0] and len(values) >= 2
        assert all(v["label"] for v in option["values"])


def test_self_sabotage_flips_with_the_reading() -> None:
    move = {"play": "sabotage", "tool": "lamp", "target": "du"}
    default = check({"move": move})
    assert default["allowed"] is False and default["failed"] == "target-other"
    allowed = check({"situation": {"rules": {"target-other": "yes"}}, "move": move})
    assert allowed["allowed"] is True and "Auslegung" in allowed["answer"]
    assert allowed["checks"][-2]["option"] == {
        "rule": "target-other",
        "value": "yes",
        "label": OPTIONS["target-other"].label("yes"),
    }


def test_sabotage_on_someone_else_never_mentions_a_reading() -> None:
    for value in ("no", "yes"):
        situation = {"rules": {"target-other": value}}
        result = check(
            {"situation": situation, "move": {"play": "sabotage", "tool": "lamp", "target": "Anna"}}
        )
        assert result["allowed"] is True and "Auslegung" not in result["answer"]
        assert all(c["option"] is None for c in result["checks"])


def test_a_face_down_goal_beside_flips_with_the_reading() -> None:
    board = [laid("EW", x, 0) for x in range(1, 7)]
    move = path("SW", 7, 0)  # rock towards the goal card at (8, 0)
    ignore = check({"situation": {"board": board}, "move": move})
    match = check(
        {
            "situation": {"board": board, "rules": {"goal-face-down-neighbour": "match"}},
            "move": move,
        }
    )
    assert ignore["allowed"] is True and match["allowed"] is False
    assert _fits_check(ignore)["option"]["value"] == "ignore"
    assert _fits_check(match)["option"]["value"] == "match"


def test_how_a_stone_is_turned_flips_what_fits_beside_it_after_play() -> None:
    """A curve from the left reaches a stone card drawn as a curve up-right (N, E): turned to
    join it opens left-down (W, S); left as it lies it shows rock to the left."""
    board = [laid("EW", x, 0) for x in range(1, 7)]
    goals = [{"x": 8, "y": 0, "kind": "stone", "edges": "NE"}, {"x": 8, "y": 2}, {"x": 8, "y": -2}]
    outcomes = {}
    for value in ("join", "upright"):
        situation = {"board": board, "goals": goals, "rules": {"stone-goal-turn": value}}
        done = play({"situation": situation, "move": path("EW", 7, 0)})
        assert done["ok"] is True
        stone = next(g for g in done["situation"]["goals"] if (g["x"], g["y"]) == (8, 0))
        assert stone["revealed"] is True
        below = check({"situation": done["situation"], "move": path("NS", 8, 1)})
        outcomes[value] = below["allowed"]
    assert outcomes == {"join": True, "upright": False}


def test_unknown_rules_and_readings_are_invalid_input() -> None:
    bad_rule = check({"situation": {"rules": {"no-such-rule": "x"}}, "move": {"play": "pass"}})
    assert bad_rule["error"]["where"].startswith("situation.rules")
    bad_value = check({"situation": {"rules": {"target-other": "maybe"}}, "move": {"play": "pass"}})
    assert bad_value["error"]["where"] == "situation.rules.target-other"
    assert "no, yes" in bad_value["error"]["text"]


@FAST
@given(situations(), moves)
def test_auslegung_appears_only_where_a_reading_decided_a_check(
    situation: dict[str, Any], move: dict[str, Any]
) -> None:
    result = check({"situation": situation, "move": move})
    decided = [c for c in result["checks"] if c["option"] is not None]
    for item in result["checks"]:
        assert ("Auslegung" in item["text"]) is (item["option"] is not None)
    if not decided:
        assert "Auslegung" not in result["answer"]


def test_when_the_same_card_fits_no_one_another_card_for_another_person_is_offered() -> None:
    # Your own pickaxe (default reading: no), and Anna's pickaxe is broken already.
    situation = {"players": ["du", "Anna"], "broken": {"Anna": ["pickaxe"]}}
    move = {"play": "sabotage", "tool": "pickaxe", "target": "du"}
    offered = [a["move"] for a in check({"situation": situation, "move": move})["alternatives"]]
    assert {"play": "sabotage", "tool": "lamp", "target": "Anna"} in offered
    assert all(m["target"] == "Anna" for m in offered)


# --- the same card before another card ----------------------------------------------------
# The player surely holds the card they asked about, not necessarily any other: so the same
# card with another person, place or turn comes first, and only then another card.


def test_a_lamp_sabotage_goes_first_to_everyone_whose_lamp_is_whole() -> None:
    players = ["du", "Anna", "Ben", "Carla", "David"]
    situation = {"players": players, "broken": {"Anna": ["lamp"], "Carla": ["lamp"]}}
    move = {"play": "sabotage", "tool": "lamp", "target": "Anna"}
    offered = [a["move"] for a in check({"situation": situation, "move": move})["alternatives"]]
    # Not yourself (default reading), not Anna or Carla again: Ben and David, then other cards.
    assert offered[:2] == [
        {"play": "sabotage", "tool": "lamp", "target": "Ben"},
        {"play": "sabotage", "tool": "lamp", "target": "David"},
    ]
    assert all(m["tool"] != "lamp" for m in offered[2:])


def test_a_repair_goes_first_to_another_person_with_that_tool_broken() -> None:
    situation = {"players": NAMES, "broken": {"du": ["pickaxe"], "Anna": ["lamp"]}}
    move = {"play": "repair", "tools": ["lamp"], "target": "du"}
    offered = [a["move"] for a in check({"situation": situation, "move": move})["alternatives"]]
    assert offered[0] == {"play": "repair", "tools": ["lamp"], "target": "Anna"}
    assert {"play": "repair", "tools": ["pickaxe"], "target": "du"} in offered[1:]


def test_a_path_card_goes_first_to_its_own_places_then_another_card_from_the_hand() -> None:
    # A straight N-S card beside the start (a crossing) shows rock to it; above and below the
    # start it fits.  A straight E-W card from the hand would fit on the asked place.
    hand = [{"play": "path", "card": {"edges": "NS"}}, {"play": "path", "card": {"edges": "EW"}}]
    result = check({"situation": {"hand": hand}, "move": path("NS", 1, 0)})
    assert result["failed"] == "fits"
    offered = [a["move"] for a in result["alternatives"]]
    assert [m["card"]["edges"] for m in offered] == ["NS", "NS", "EW"]
    assert {(m["x"], m["y"]) for m in offered[:2]} == {(0, 1), (0, -1)}
    assert (offered[2]["x"], offered[2]["y"]) == (1, 0)


def _same_card(asked: dict[str, Any], offered: dict[str, Any]) -> bool:
    if asked["play"] != offered["play"]:
        return False
    key = {"path": "card", "sabotage": "tool", "repair": "tools"}.get(asked["play"])
    if key == "card":
        a, b = asked["card"], offered["card"]
        return bool(a["edges"] == b["edges"] and a.get("dead_end") == b.get("dead_end", False))
    return key is None or asked[key] == offered[key]


hands = st.lists(
    st.sampled_from(BOX).map(lambda c: {"play": "path", "card": {"edges": c[0], "dead_end": c[1]}}),
    max_size=3,
)


@FAST
@given(situations(), broken, moves, st.none() | hands)
def test_the_same_card_is_never_offered_after_another_card(
    situation: dict[str, Any],
    broken_tools: dict[str, list[str]],
    move: dict[str, Any],
    hand: list[dict[str, Any]] | None,
) -> None:
    situation = {**situation, "players": NAMES, "broken": broken_tools}
    if hand is not None:
        situation["hand"] = hand
    result = check({"situation": situation, "move": move})
    if result["error"] is not None:
        return
    same = [_same_card(move, a["move"]) for a in result["alternatives"]]
    assert same == sorted(same, reverse=True), result["alternatives"]


# --- where a rockfall or a map may go: all of it, not the nearest few ------------------------
# The rulebook: a rockfall takes "a path card of his choice (except start and goal cards)" out
# of the maze; a map looks at "one of the three goal cards". So on a maze of eight path cards
# every one of the eight is a rockfall's target, and nothing else; on the table as dealt, the
# three goal cards (seven card widths right of the start, one space apart) are a map's.

EIGHT = [
    laid("EW", 1, 0),
    laid("EW", 2, 0),
    laid("NESW", 3, 0),
    laid("NS", 3, -1),
    laid("NS", 3, 1),
    laid("EW", 4, 0),
    laid("EW", 5, 0),
    laid("NESW", 6, 0),
]


def test_every_path_card_of_the_maze_is_a_target_of_a_rockfall() -> None:
    found = placements({"situation": {"board": EIGHT}, "card": {"play": "rockfall"}})
    assert found["error"] is None
    assert {(p["x"], p["y"]) for p in found["placements"]} == {(c["x"], c["y"]) for c in EIGHT}
    # More than the alternatives of a Nein show (they stop at the nearest few).
    nein = check({"situation": {"board": EIGHT}, "move": {"play": "rockfall", "x": 0, "y": 0}})
    assert nein["allowed"] is False and len(nein["alternatives"]) < len(EIGHT)


def test_the_three_goal_cards_are_the_targets_of_a_map() -> None:
    for request in ({"card": {"play": "map"}}, {"move": {"play": "map"}}):
        found = placements({"situation": {"board": EIGHT}, **request})
        assert found["error"] is None
        assert [(p["x"], p["y"]) for p in found["placements"]] == [(8, -2), (8, 0), (8, 2)]


def test_a_rockfall_on_the_table_as_dealt_has_no_target() -> None:
    # Only the start card and the goal cards lie there, and neither may be taken away.
    assert placements({"situation": {}, "card": {"play": "rockfall"}}) == {
        "placements": [],
        "unblock": None,
        "short": None,
        "unblock_move": None,
        "error": None,
    }


def test_a_path_card_with_a_broken_tool_has_no_place_and_says_what_would_unblock_it() -> None:
    # The rulebook: a player with a broken tool in front of him may play no path card, until
    # it is repaired. So there is no place at all, and the answer says the lamp must be mended.
    found = placements({"situation": {"broken": {"du": ["lamp"]}}, "card": {"edges": "NESW"}})
    assert found["placements"] == [] and found["error"] is None
    assert "Lampe" in found["unblock"] and "repariert" in found["unblock"]
    # With every tool whole, the same card has places and nothing to unblock.
    found = placements({"situation": {}, "card": {"edges": "NESW"}})
    assert found["placements"] and found["unblock"] is None
    assert found["short"] is None and found["unblock_move"] is None


@pytest.mark.parametrize(
    ("situation", "nein", "helps"),
    [
        ({"broken": {"du": ["pickaxe"]}}, "Spitzhacke", {"play": "repair", "tools": ["pickaxe"]}),
        ({"broken": {"du": ["lamp", "cart"]}}, "Lore", {"play": "repair", "tools": ["lamp"]}),
        (
            {"edition": "saboteur2", "in_front": {"du": ["trapped"]}},
            "eingesperrt",
            {"play": "free"},
        ),
    ],
)
def test_a_blocked_path_card_gets_the_nein_any_place_would_and_the_card_that_helps(
    situation: dict[str, object], nein: str, helps: dict[str, object]
) -> None:
    # A phone review: the bar said what would change, without its Nein, and its button led to
    # the path cards. The rulebooks: a broken tool blocks every path card until a repair card
    # for it is played on you (Saboteur 2: "Eingesperrt!" until "Endlich frei!"). So the
    # answer before any place is chosen is the Nein of any place, short as the bar says it,
    # and the first card that lifts the block is a repair (a release) played on yourself.
    found = placements({"situation": situation, "card": {"edges": "NESW"}})
    short = str(found["short"])
    anywhere = check({"situation": situation, "move": path("NESW", 1, 0)})
    assert found["placements"] == [] and short == anywhere["short"], (short, anywhere["short"])
    assert short.startswith("Nein, ") and nein in short, short
    assert {**found["unblock_move"], **helps, "target": "du"} == found["unblock_move"]
    # With a hand that holds no such card, none is offered.
    held = {**situation, "hand": [{"play": "path", "card": {"edges": "NESW"}}]}
    found = placements({"situation": held, "card": {"edges": "NESW"}})
    assert found["short"] and found["unblock_move"] is None


# --- another card: does the player hold it? --------------------------------------------------
# A phone review: "Stattdessen erlaubt" offered a repair card the player may not hold. The
# player surely holds the card they asked about (contract.md), not another one: without a
# hand the checker cannot know, and says so; with a hand it offers only cards from it.

IF_HELD = "falls du eine hast"


def _alternative_texts(request: dict[str, object]) -> dict[str, str]:
    result = check(request)
    assert result["allowed"] is False, result["answer"]
    return {json.dumps(a["move"], sort_keys=True): a["text"] for a in result["alternatives"]}


def test_another_card_without_a_hand_says_the_player_needs_it() -> None:
    # A path card with a broken pickaxe: repairing it needs a repair card.
    texts = _alternative_texts(
        {
            "situation": {"broken": {"du": ["pickaxe"]}},
            "move": {"play": "path", "card": {"edges": "NESW"}, "x": 1, "y": 0},
        }
    )
    repairs = [t for key, t in texts.items() if '"repair"' in key]
    assert repairs and all(IF_HELD in t for t in repairs), texts
    # A sabotage card the target already has: another tool needs another sabotage card, the
    # same card before another person does not.
    texts = _alternative_texts(
        {
            "situation": {"players": ["du", "Anna", "Ben"], "broken": {"Anna": ["lamp"]}},
            "move": {"play": "sabotage", "tool": "lamp", "target": "Anna"},
        }
    )
    for key, text in texts.items():
        same = '"tool": "lamp"' in key
        assert (IF_HELD in text) is not same, (key, text)


def test_another_card_from_the_given_hand_is_offered_plainly() -> None:
    texts = _alternative_texts(
        {
            "situation": {
                "broken": {"du": ["pickaxe"]},
                "hand": [
                    {"play": "path", "card": {"edges": "NESW"}},
                    {"play": "repair", "tools": ["pickaxe"]},
                ],
            },
            "move": {"play": "path", "card": {"edges": "NESW"}, "x": 1, "y": 0},
        }
    )
    repairs = [t for key, t in texts.items() if '"repair"' in key]
    assert repairs and not any(IF_HELD in t for t in repairs), texts
