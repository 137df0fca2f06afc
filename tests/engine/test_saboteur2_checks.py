"""Saboteur 2's moves, worked out by hand from the expansion's rulebook (Z-Man English
edition, 2011): "New Path Cards", "New Action Cards", "Discarding Two Cards", "Passing" and
the turn's four actions.  Coordinates as in docs-dev/contract.md (start at (0, 0), goals at
(8, -2), (8, 0), (8, 2); x grows east, y south).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules_py.api import catalog, check, placements, play
from rules_py.edition2.registry import ALL_RULES
from rules_py.parse import parse_situation

PLAYERS = ["du", "Anna", "Ben"]
EW: dict[str, Any] = {"edges": "EW", "dead_end": False}
NS: dict[str, Any] = {"edges": "NS", "dead_end": False}
CROSS: dict[str, Any] = {"edges": "NESW", "dead_end": False}


def sit(**extra: Any) -> dict[str, Any]:
    return {"edition": "saboteur2", "players": PLAYERS, **extra}


def path(card: dict[str, Any], x: int, y: int, rotation: int = 0) -> dict[str, Any]:
    return {"play": "path", "card": card, "x": x, "y": y, "rotation": rotation}


def cell(card: dict[str, Any], x: int, y: int) -> dict[str, Any]:
    return {"x": x, "y": y, "card": card, "rotation": 0}


def verdict(situation: dict[str, Any], move: dict[str, Any]) -> tuple[bool | None, str | None]:
    result = check({"situation": situation, "move": move})
    assert result["error"] is None, result["error"]
    for c in result["checks"]:  # every check names a rule of one of the two registries
        assert c["rule"] in ALL_RULES and c["text"]
    for alt in result["alternatives"]:  # every alternative is allowed when asked
        assert check({"situation": situation, "move": alt["move"]})["allowed"] is True
    return result["allowed"], result["failed"]


# --- Trapped! ------------------------------------------------------------------------------


def test_a_trapped_player_cannot_play_path_cards() -> None:
    trapped = sit(in_front={"du": ["trapped"]})
    assert verdict(trapped, path(EW, 1, 0)) == (False, "s2-not-trapped")
    result = check({"situation": trapped, "move": path(EW, 1, 0)})
    assert result["unblock"]
    moves = [a["move"] for a in result["alternatives"]]
    assert {"play": "free", "target": "du"} in moves


def _blocked_path(situation: dict[str, Any]) -> tuple[str, dict[str, str]]:
    """The unblock text and the alternatives' texts by what they play, for a path card."""
    result = check({"situation": situation, "move": path(EW, 1, 0)})
    assert result["allowed"] is False
    texts = {}
    for alt in result["alternatives"]:
        move = alt["move"]
        texts[move["play"] + ":" + "+".join(move.get("tools", [move.get("remove", "")]))] = alt[
            "text"
        ]
    return result["unblock"], texts


def test_trapped_with_a_broken_tool_every_text_names_both_blocks() -> None:
    """Trapped! "cannot play any more path cards" until it is gone, and a broken tool blocks
    path cards until it is mended: lifting one leaves the other, and the texts must say so."""
    unblock, alts = _blocked_path(sit(broken={"du": ["lamp"]}, in_front={"du": ["trapped"]}))
    assert "Lampe repariert" in unblock and "nicht mehr eingesperrt" in unblock
    repair = alts["repair:lamp"]
    assert "Lampe wieder heil" in repair and "nicht mehr eingesperrt" in repair
    free = alts["free:"]
    assert "Lampe repariert" in free and "darfst du wieder Wegekarten legen" not in free
    assert "Lampe repariert" in alts["discard-two:trapped"]


def test_trapped_with_two_broken_tools_each_remedy_names_what_remains() -> None:
    situation = sit(broken={"du": ["lamp", "cart"]}, in_front={"du": ["trapped"]})
    unblock, alts = _blocked_path(situation)
    assert "Lampe und deine Lore repariert sind" in unblock and "eingesperrt" in unblock
    lamp = alts["repair:lamp"].split("Danach", 1)[1]
    assert "Lore repariert" in lamp and "nicht mehr eingesperrt" in lamp
    cart = alts["repair:cart"].split("Danach", 1)[1]
    assert "Lampe repariert" in cart and "nicht mehr eingesperrt" in cart
    assert "Lampe und deine Lore repariert" in alts["free:"]


def test_a_single_block_names_no_other() -> None:
    unblock, alts = _blocked_path(sit(in_front={"du": ["trapped"]}))
    assert "eingesperrt" not in alts["free:"].split("Danach", 1)[1]
    assert "darfst du wieder Wegekarten legen" in alts["free:"]
    assert "repariert" not in unblock
    unblock, alts = _blocked_path(sit(broken={"du": ["lamp"]}))
    assert "eingesperrt" not in unblock and "eingesperrt" not in alts["repair:lamp"]
    assert alts["repair:lamp"].endswith("Danach ist deine Lampe wieder heil.")


def test_a_trapped_player_may_still_play_action_cards_and_discard_two() -> None:
    trapped = sit(in_front={"du": ["trapped"]})
    assert verdict(trapped, {"play": "sabotage", "tool": "lamp", "target": "Anna"}) == (True, None)
    assert verdict(trapped, {"play": "discard-two", "remove": "trapped"}) == (True, None)
    assert verdict(trapped, {"play": "free", "target": "du"}) == (True, None)
    assert verdict(trapped, {"play": "pass", "discard": 3}) == (True, None)


def test_trapped_goes_in_front_of_another_player_never_twice() -> None:
    assert verdict(sit(), {"play": "trapped", "target": "Anna"}) == (True, None)
    assert verdict(sit(), {"play": "trapped", "target": "du"}) == (False, "s2-target-another")
    twice = sit(in_front={"Anna": ["trapped"]})
    assert verdict(twice, {"play": "trapped", "target": "Anna"}) == (False, "s2-not-twice")


def test_free_at_last_removes_a_trapped_card_in_front_of_any_player() -> None:
    situation = sit(in_front={"Ben": ["trapped"]})
    assert verdict(situation, {"play": "free", "target": "Ben"}) == (True, None)
    assert verdict(situation, {"play": "free", "target": "Anna"}) == (False, "s2-trapped-present")
    done = play({"situation": situation, "move": {"play": "free", "target": "Ben"}})
    assert done["ok"] and "Ben" not in done["situation"]["in_front"]
    assert [d["play"] for d in done["situation"]["discard"]] == ["trapped", "free"]


# --- Theft and Hands Off -------------------------------------------------------------------


def test_theft_goes_in_front_of_yourself_only_once() -> None:
    assert verdict(sit(), {"play": "theft"}) == (True, None)
    assert verdict(sit(in_front={"Anna": ["theft"]}), {"play": "theft"}) == (True, None)
    assert verdict(sit(in_front={"du": ["theft"]}), {"play": "theft"}) == (False, "s2-not-twice")
    done = play({"situation": sit(), "move": {"play": "theft"}})
    assert done["situation"]["in_front"] == {"du": ["theft"]}


def test_hands_off_removes_a_theft_card_in_front_of_any_player() -> None:
    situation = sit(in_front={"Anna": ["theft"], "du": ["theft"]})
    assert verdict(situation, {"play": "hands-off", "target": "Anna"}) == (True, None)
    assert verdict(situation, {"play": "hands-off", "target": "du"}) == (True, None)
    assert verdict(situation, {"play": "hands-off", "target": "Ben"}) == (
        False,
        "s2-theft-present",
    )
    done = play({"situation": situation, "move": {"play": "hands-off", "target": "Anna"}})
    assert done["situation"]["in_front"] == {"du": ["theft"]}


# --- Swap Your Hand, Inspection, Swap Your Hats -------------------------------------------


def test_swap_hand_and_inspection_need_another_player() -> None:
    for card in ("swap-hand", "inspection"):
        assert verdict(sit(), {"play": card, "target": "Ben"}) == (True, None)
        assert verdict(sit(), {"play": card, "target": "du"}) == (False, "s2-target-another")
        assert verdict(sit(), {"play": card, "target": "Zoe"}) == (False, "target-exists")


def test_swap_hats_may_be_played_on_yourself() -> None:
    assert verdict(sit(), {"play": "swap-hats", "target": "du"}) == (True, None)
    assert verdict(sit(), {"play": "swap-hats", "target": "Anna"}) == (True, None)


def test_after_swapping_hands_the_other_player_draws_not_you() -> None:
    situation = sit(hand=[{"play": "swap-hand"}, {"play": "map"}], draw_pile=5)
    done = play({"situation": situation, "move": {"play": "swap-hand", "target": "Anna"}})
    assert done["ok"] and done["situation"]["draw_pile"] == 4
    assert "hand" not in done["situation"]  # the hand you got is not known


# --- discarding two cards, passing with 1 to 3 -----------------------------------------------


@pytest.mark.parametrize(
    ("front", "broken", "remove"),
    [
        ({}, {"du": ["lamp"]}, "lamp"),
        ({"du": ["theft"]}, {}, "theft"),
        ({"du": ["trapped"]}, {}, "trapped"),
    ],
)
def test_discarding_two_removes_a_card_in_front_of_you(
    front: dict[str, Any], broken: dict[str, Any], remove: str
) -> None:
    situation = sit(in_front=front, broken=broken)
    assert verdict(situation, {"play": "discard-two", "remove": remove}) == (True, None)
    other = sit(in_front={"Anna": [remove]} if remove in ("theft", "trapped") else {})
    assert verdict(other, {"play": "discard-two", "remove": remove}) == (
        False,
        "s2-remove-present",
    )


def test_discarding_two_draws_only_one_card() -> None:
    hand = [{"play": "map"}, {"play": "rockfall"}, {"play": "theft"}]
    situation = sit(broken={"du": ["cart"]}, hand=hand, draw_pile=[{"play": "map"}] * 4)
    done = play({"situation": situation, "move": {"play": "discard-two", "remove": "cart"}})
    assert done["ok"]
    assert len(done["situation"]["hand"]) == 2 and len(done["situation"]["draw_pile"]) == 3
    assert done["situation"]["broken"] == {}
    assert verdict(
        sit(broken={"du": ["cart"]}, hand=hand[:1]), {"play": "discard-two", "remove": "cart"}
    ) == (
        False,
        "card-in-hand",
    )


def test_passing_discards_one_to_three_cards_and_draws_as_many() -> None:
    hand = [{"play": "map"}, {"play": "rockfall"}, {"play": "theft"}]
    situation = sit(hand=hand, draw_pile=[{"play": "free"}] * 5)
    done = play({"situation": situation, "move": {"play": "pass", "discard": 3}})
    assert done["ok"] and len(done["situation"]["hand"]) == 3
    assert len(done["situation"]["draw_pile"]) == 2
    assert all(d.get("face_down") for d in done["situation"]["discard"])
    assert verdict(sit(hand=hand[:2]), {"play": "pass", "discard": 3}) == (False, "s2-pass-discard")
    bad = check({"situation": sit(), "move": {"play": "pass", "discard": 4}})
    assert bad["error"]["where"] == "move.discard"


# --- ladders ---------------------------------------------------------------------------------

GAP = [cell(EW, 3, 0)]  # a straight with nothing between it and the start: not connected


def test_a_ladder_is_always_connected_to_the_start() -> None:
    board = sit(board=GAP)
    ladder = {"edges": "EW", "dead_end": False, "ladder": True}
    assert verdict(board, path(EW, 4, 0)) == (False, "connected")
    assert verdict(board, path(ladder, 4, 0)) == (True, None)
    # A card beside the ladder is connected through it.
    with_ladder = sit(board=[*GAP, cell(ladder, 4, 0)])
    assert verdict(with_ladder, path(EW, 5, 0)) == (True, None)


def test_a_ladder_is_never_next_to_a_goal_card() -> None:
    straights = [cell(EW, x, 0) for x in range(1, 7)]
    ladder = {"edges": "EW", "dead_end": False, "ladder": True}
    assert verdict(sit(board=straights), path(ladder, 7, 0)) == (False, "s2-ladder")
    assert verdict(sit(board=straights), path(EW, 7, 0)) == (True, None)
    spots = placements({"situation": sit(board=straights), "card": ladder})["placements"]
    assert spots and all(
        abs(p["x"] - 8) + min(abs(p["y"] - g) for g in (-2, 0, 2)) > 1 for p in spots
    )


# --- bridges, double curves, doors, crystals ------------------------------------------------

BRIDGE = {"edges": "NESW", "dead_end": False, "groups": ["NS", "EW"]}


def test_a_bridge_keeps_its_two_paths_apart() -> None:
    """The bridge at (1, 0) is reached from the start on its east-west path only: a card on its
    east side is connected, a card on its north side is not."""
    board = sit(board=[cell(BRIDGE, 1, 0)])
    assert verdict(board, path(EW, 2, 0)) == (True, None)
    assert verdict(board, path(NS, 1, -1)) == (False, "connected")
    # The same place is fine beside a crossing, whose paths all meet.
    assert verdict(sit(board=[cell(CROSS, 1, 0)]), path(NS, 1, -1)) == (True, None)


def test_a_bridge_needs_only_one_of_its_paths_connected() -> None:
    assert verdict(sit(), path(BRIDGE, 1, 0)) == (True, None)
    curves = {"edges": "NESW", "dead_end": False, "groups": ["ES", "NW"]}
    assert verdict(sit(), path(curves, 1, 0)) == (True, None)


def test_a_door_does_not_stop_laying_cards_but_only_its_team_passes() -> None:
    door = {"edges": "EW", "dead_end": False, "door": "blau"}
    board = sit(board=[cell(door, 1, 0), cell(EW, 2, 0)])
    assert verdict(board, path(EW, 3, 0)) == (True, None)
    table = parse_situation(board).board
    assert (2, 0) in table.reach("blau")
    assert (2, 0) not in table.reach("gruen")


def test_crystals_change_nothing_about_the_paths() -> None:
    crystal = {"edges": "ES", "dead_end": False, "crystals": 2}
    plain = {"edges": "ES", "dead_end": False}
    for x, y, turn in ((1, 0, 0), (1, 0, 180), (-1, 0, 0), (0, 1, 180)):
        assert verdict(sit(), path(crystal, x, y, turn)) == verdict(sit(), path(plain, x, y, turn))


# --- the base game stays the base game ------------------------------------------------------


@pytest.mark.parametrize(
    ("situation", "move", "where"),
    [
        ({}, {"play": "theft"}, "move.play"),
        ({}, {"play": "trapped", "target": "Anna"}, "move.play"),
        ({}, {"play": "discard-two", "remove": "lamp"}, "move.play"),
        ({}, {"play": "pass", "discard": 2}, "move.discard"),
        ({"in_front": {"du": ["trapped"]}}, {"play": "pass"}, "situation.in_front"),
        ({}, path({"edges": "EW", "dead_end": False, "ladder": True}, 1, 0), "move.card.ladder"),
        ({}, path(BRIDGE, 1, 0), "move.card.groups"),
        ({"edition": "saboteur3"}, {"play": "pass"}, "situation.edition"),
    ],
)
def test_expansion_cards_and_keys_in_the_base_game_are_invalid(
    situation: dict[str, Any], move: dict[str, Any], where: str
) -> None:
    result = check({"situation": situation, "move": move})
    assert result["allowed"] is None and result["error"]["where"] == where
    assert "Saboteur 2" in result["error"]["text"] or "Ausgabe" in result["error"]["text"]


def test_the_base_edition_named_gives_the_same_verdicts() -> None:
    move = path({"edges": "ES", "dead_end": False}, 1, 0)
    assert check({"situation": {"edition": "saboteur"}, "move": move}) == check({"move": move})


def test_the_catalog_publishes_the_expansion_apart_from_the_base_game() -> None:
    data = catalog()
    assert "theft" not in {m["play"] for m in data["moves"]}
    expansion = data["saboteur2"]
    assert expansion["edition"] == "saboteur2"
    assert {r["id"] for r in expansion["roles"]} == {
        "goldsucher-blau",
        "goldsucher-gruen",
        "chef",
        "profiteur",
        "geologe",
        "saboteur",
    }
    assert sum(r["count"] for r in expansion["roles"]) == 15
    assert "s2-not-trapped" in expansion["check_codes"]["path"]


def test_reaching_the_gold_through_a_blue_door_opens_the_way_for_blue_only() -> None:
    """Only the door's team passes: the straight line to the gold has a blue door at (3, 0)."""
    board = [
        cell({"edges": "EW", "dead_end": False, "door": "blau"} if x == 3 else EW, x, 0)
        for x in range(1, 7)
    ]
    situation = sit(board=board, goals=[{"x": 8, "y": 0, "kind": "gold"}])
    done = play({"situation": situation, "move": path(EW, 7, 0)})
    assert done["round_over"]
    blue = next(e for e in done["events"] if "blaue Team" in e)
    green = next(e for e in done["events"] if "grüne Team" in e)
    assert "versperrt" not in blue and "versperrt" in green


def _gold_events(board: list[dict[str, Any]], reading: str | None) -> dict[str, bool]:
    situation = sit(board=board, goals=[{"x": 8, "y": 0, "kind": "gold"}])
    if reading is not None:
        situation["rules"] = {"s2-door-routes": reading}
    done = play({"situation": situation, "move": path(EW, 7, 0)})
    assert done["round_over"]
    doors = [e for e in done["events"] if "Team" in e]
    return {
        team: "versperrt" not in next(e for e in doors if f"{team} Team" in e)
        for team in ("blaue", "grüne")
    }


def test_a_door_on_one_of_two_routes_is_an_open_question() -> None:
    """A blue door on the straight route at (3, 0) and a door-free detour below it through
    (2, 1), (3, 1), (4, 1): by default the detour keeps the gold open for green; with the
    other reading the door on one route bars green."""
    board = [cell(EW, 1, 0), cell(CROSS, 2, 0), cell(EW | {"door": "blau"}, 3, 0)]
    board += [cell(CROSS, 4, 0), cell(EW, 5, 0), cell(EW, 6, 0)]
    board += [cell({"edges": "NE"}, 2, 1), cell(EW, 3, 1), cell({"edges": "NW"}, 4, 1)]
    assert _gold_events(board, None) == {"blaue": True, "grüne": True}
    assert _gold_events(board, "any-door") == {"blaue": True, "grüne": False}


def test_a_door_on_a_branch_that_leads_nowhere_bars_nobody() -> None:
    board = [cell(EW, 1, 0), cell(CROSS, 2, 0), *(cell(EW, x, 0) for x in range(3, 7))]
    board.append(cell(NS | {"door": "gruen"}, 2, 1))
    assert _gold_events(board, "any-door") == {"blaue": True, "grüne": True}


# --- the checks' words (review of the checker as a player) ---------------------------------


def _texts(situation: dict[str, Any], move: dict[str, Any]) -> dict[str, str]:
    result = check({"situation": situation, "move": move})
    return {c["code"]: c["text"] for c in result["checks"]}


def test_cards_for_another_player_say_what_the_rulebook_says_of_each() -> None:
    # "Trapped!": in front of another player; "Swap Your Hand": exchange with another player.
    trapped = _texts(sit(), {"play": "trapped", "target": "du"})["s2-target-another"]
    assert "vor eine andere Person" in trapped and "spielst du mit" not in trapped
    swap = _texts(sit(), {"play": "swap-hand", "target": "du"})["s2-target-another"]
    assert "mit „Handkarten tauschen“ tauschst du mit einer anderen Person" in swap
    look = _texts(sit(), {"play": "inspection", "target": "du"})["s2-target-another"]
    assert "Zwergenkarte einer anderen Person" in look


def test_cards_never_laid_down_do_not_come_in_front_of_you() -> None:
    for play_ in ("swap-hats", "swap-hand", "inspection", "hands-off", "free"):
        text = _texts(sit(), {"play": play_, "target": "du"})["target-exists"]
        assert "vor dich" not in text, play_
        assert "wirkt bei dir selbst" in text, play_
    laid = _texts(sit(), {"play": "trapped", "target": "du"})["target-exists"]
    assert "kommt vor dich" in laid


def test_discarding_two_is_not_said_to_play_exactly_one_card() -> None:
    texts = _texts(sit(broken={"du": ["lamp"]}), {"play": "discard-two", "remove": "lamp"})
    assert "genau eine Karte" not in texts["one-card-per-turn"]
    assert "zwei Karten ab" in texts["one-card-per-turn"]


def test_a_door_of_no_colour_is_named_in_german_quotes() -> None:
    # A hand-made link with an English colour: the message spells "grün" with its umlaut and
    # quotes the link's words the German way („…“), as the other messages about a link do.
    card = {"edges": "EW", "dead_end": False, "door": "blue"}
    result = check({"situation": sit(), "move": path(card, 1, 0)})
    message = result["error"]["text"]
    assert "grün" in message and "„gruen“" in message and "„blue“" in message
    assert '"' not in message
