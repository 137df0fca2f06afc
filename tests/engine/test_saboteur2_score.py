"""Saboteur 2's round end, worked out by hand from the expansion's rulebook (Z-Man English
edition, 2011): "The New Dwarf Cards And Their Victory Conditions", "Splitting the Treasure"
and its example, the Theft and Trapped! cards.  Seating order is clockwise.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rules_py.api import catalog, score, score_json
from rules_py.edition2.registry import OPTIONS2, RULES2

BLUE, GREEN, BOSS, PROF, GEO, SAB = (
    "goldsucher-blau",
    "goldsucher-gruen",
    "chef",
    "profiteur",
    "geologe",
    "saboteur",
)


def req(roles: dict[str, str], finder: str | None, **extra: Any) -> dict[str, Any]:
    return {
        "edition": "saboteur2",
        "players": list(roles),
        "roles": roles,
        "finder": finder,
        **extra,
    }


def gold(result: dict[str, Any]) -> dict[str, int]:
    assert result["error"] is None, result["error"]
    return {name: share["gold"] for name, share in result["shares"].items()}


# The rulebook's example: 1 Blue and 2 Green Gold-Diggers, 1 Boss, 1 Profiteer, 2 Saboteurs.
EXAMPLE = {
    "Blau": BLUE,
    "Grün1": GREEN,
    "Grün2": GREEN,
    "Chef": BOSS,
    "Profi": PROF,
    "Sabo1": SAB,
    "Sabo2": SAB,
}

# Its result: Blue, the Boss and the Profiteer win (three winners, 3 Goldstücke each), the Boss
# one less, the Profiteer two less; nobody else gets gold.
EXAMPLE_GOLD = {"Blau": 3, "Grün1": 0, "Grün2": 0, "Chef": 2, "Profi": 1, "Sabo1": 0, "Sabo2": 0}


def test_the_rulebook_example_blue_door_boss_connects() -> None:
    """The Boss connects, a Blue Door on the way: Blue, Boss and Profiteer win (3 winners):
    3, 3-1=2 and 3-2=1.  Both Saboteurs have a Theft card, one is trapped: only the other
    steals."""
    result = score(req(EXAMPLE, "Chef", door="blau", trapped=["Sabo2"], theft=["Sabo1", "Sabo2"]))
    assert gold(result) == EXAMPLE_GOLD
    assert result["winners"] == "blau"
    assert sorted(result["winning"]) == ["Blau", "Chef", "Profi"]
    assert result["thefts"] == ["Sabo1"]
    assert all(step["rule"] in RULES2 for step in result["steps"])
    assert result["answer"].startswith("Das blaue Team gewinnt")


def test_the_example_with_a_green_digger_connecting_blue_still_wins() -> None:
    """ "If a Green Gold-Digger had connected ... the Blue team would have won anyway"."""
    result = score(req(EXAMPLE, "Grün1", door="blau"))
    assert gold(result) == EXAMPLE_GOLD
    assert result["winners"] == "blau"


@pytest.mark.parametrize(("winners", "each"), [(1, 5), (2, 4), (3, 3), (4, 2), (5, 1), (6, 1)])
def test_gold_pieces_per_number_of_winners(winners: int, each: int) -> None:
    """Blue team members win alone (no Boss, no Profiteer): 1 → 5, 2 → 4, ... 5 or more → 1."""
    roles = {f"B{i}": BLUE for i in range(min(winners, 4))}
    roles |= {f"G{i}": GREEN for i in range(max(winners - 4, 0))}
    roles |= {"S": SAB}
    # Up to 4: a Blue member connects, Blue wins.  More: a Geologist connects without a door,
    # both teams win (the Geologist gets only crystals by default, here none).
    if winners <= 4:
        result = score(req(roles, "B0"))
        expect = {name: each if role == BLUE else 0 for name, role in roles.items()}
    else:
        roles |= {"Geo": GEO}
        result = score(req(roles, "Geo"))
        expect = {name: each if role in (BLUE, GREEN) else 0 for name, role in roles.items()}
    assert gold(result) == expect


def test_own_team_connects_without_door_only_that_team_wins() -> None:
    roles = {"A": BLUE, "B": GREEN, "C": BLUE, "D": GREEN, "E": SAB}
    assert gold(score(req(roles, "B"))) == {"A": 0, "B": 4, "C": 0, "D": 4, "E": 0}


def test_own_team_connects_through_its_own_door() -> None:
    roles = {"A": BLUE, "B": GREEN, "C": SAB}
    assert gold(score(req(roles, "B", door="gruen"))) == {"A": 0, "B": 5, "C": 0}


def test_a_door_of_the_other_colour_lets_the_other_team_win() -> None:
    roles = {"A": BLUE, "B": GREEN, "C": SAB}
    assert gold(score(req(roles, "B", door="blau"))) == {"A": 5, "B": 0, "C": 0}


def test_a_neutral_connecting_without_door_lets_both_teams_and_all_non_saboteurs_win() -> None:
    """Profiteer connects, no door: both teams, the Boss and the Profiteer win: 4 winners,
    2 each, the Boss 1, the Profiteer 0."""
    roles = {"A": BLUE, "B": GREEN, "C": BOSS, "D": PROF, "E": SAB}
    result = score(req(roles, "D"))
    assert gold(result) == {"A": 2, "B": 2, "C": 1, "D": 0, "E": 0}
    assert result["winners"] == "beide"


def test_the_saboteurs_win_with_the_profiteer_and_without_the_boss() -> None:
    """Gold not reached: the Saboteurs win; the Profiteer always wins; the Boss only when a
    team wins.  Two Saboteurs and the Profiteer: 3 winners, 3 each, the Profiteer 1."""
    roles = {"A": BLUE, "B": SAB, "C": BOSS, "D": SAB, "E": PROF, "F": GREEN}
    result = score(req(roles, None))
    assert gold(result) == {"A": 0, "B": 3, "C": 0, "D": 3, "E": 1, "F": 0}
    assert result["winners"] == "saboteure"


def test_a_trapped_player_is_no_winner_and_does_not_count() -> None:
    """Two Blue winners, one trapped: one winner, who gets 5."""
    roles = {"A": BLUE, "B": BLUE, "C": SAB}
    result = score(req(roles, "A", trapped=["B"]))
    assert gold(result) == {"A": 5, "B": 0, "C": 0}


@pytest.mark.parametrize(("geologists", "crystals", "each"), [(1, 7, 7), (2, 7, 3), (2, 6, 3)])
def test_geologists_get_the_visible_crystals_split_rounded_down(
    geologists: int, crystals: int, each: int
) -> None:
    roles = {"A": BLUE, "B": SAB} | {f"Geo{i}": GEO for i in range(geologists)}
    result = score(req(roles, None, crystals=crystals))  # the Saboteur wins: 5
    expect = {"A": 0, "B": 5} | {f"Geo{i}": each for i in range(geologists)}
    assert gold(result) == expect


def test_thefts_start_with_the_last_played_then_go_clockwise() -> None:
    """Theft cards played by D, then B, then E: E played last and steals first, then
    clockwise from E: A (no card), B, C (no card), D."""
    roles = {"A": BLUE, "B": SAB, "C": GREEN, "D": SAB, "E": BLUE}
    result = score(req(roles, "A", theft=["D", "B", "E"]))
    assert result["thefts"] == ["E", "B", "D"]


def test_a_trapped_thief_does_not_steal() -> None:
    roles = {"A": BLUE, "B": SAB, "C": GREEN}
    result = score(req(roles, "A", theft=["B"], trapped=["B"]))
    assert result["thefts"] == []


def test_a_saboteur_connecting_is_an_open_rule_with_both_readings() -> None:
    roles = {"A": BLUE, "B": GREEN, "C": SAB}
    default = score(req(roles, "C"))
    assert gold(default) == {"A": 4, "B": 4, "C": 0}
    step = next(s for s in default["steps"] if s["rule"] == "s2-saboteur-connects")
    assert step["option"]["value"] == "both-teams" and "Auslegung" in step["text"]
    other = score(req(roles, "C", rules={"s2-saboteur-connects": "saboteurs"}))
    assert gold(other) == {"A": 0, "B": 0, "C": 5}
    assert RULES2["s2-saboteur-connects"].confidence == "open"


def test_geologists_as_winners_when_both_teams_win_is_open() -> None:
    roles = {"A": BLUE, "B": GREEN, "C": GEO, "D": SAB}
    # The Geologist connects, no door: both teams win.
    assert gold(score(req(roles, "C", crystals=2))) == {"A": 4, "B": 4, "C": 2, "D": 0}
    chosen = req(roles, "C", crystals=2, rules={"s2-geologist-winner": "yes"})
    assert gold(score(chosen)) == {"A": 3, "B": 3, "C": 5, "D": 0}


def test_every_open_question_of_the_issue_is_an_option_with_a_default() -> None:
    expected = {
        "s2-saboteur-connects",
        "s2-geologist-winner",
        "s2-crystals-visible",
        "s2-door-routes",
        "s2-action-count",
    }
    assert expected <= set(OPTIONS2)
    for rule_id in expected:
        rule = OPTIONS2[rule_id]
        assert rule.confidence == "open" and len(rule.choices) >= 2 and rule.scope
    for rule in RULES2.values():
        assert rule.anchor == f"saboteur-2/#{rule.id}"
        assert rule.confidence in ("rulebook", "open")
        assert "Saboteur 2" in rule.source and rule.text.endswith(".")


def test_the_reading_of_visible_crystals_is_published_as_concerning_the_crystals() -> None:
    """The rulebook pays the Geologist the crystals "visible"; which those are is open, and the
    number the table gives is what that reading decides. The catalog says so (the calculator
    puts the choice under its crystals question), and the Geologist's step names that reading."""
    options = catalog()["saboteur2"]["options"]
    concerned = {o["rule"]: o["concerns"] for o in options if "concerns" in o}
    assert concerned == {"s2-crystals-visible": "crystals"}
    roles = {"A": BLUE, "B": SAB, "C": GEO}
    for value in ("maze", "connected"):
        result = score(req(roles, None, crystals=3, rules={"s2-crystals-visible": value}))
        step = next(s for s in result["steps"] if s["rule"] == "s2-geologist")
        assert step["option"]["rule"] in concerned and step["option"]["value"] == value
        assert gold(result)["C"] == 3  # the number given, whichever crystals it counts


def test_nobody_ever_gets_a_negative_share() -> None:
    roles = {"A": BLUE, "B": BLUE, "C": GREEN, "D": GREEN, "E": BOSS, "F": PROF, "G": SAB}
    assert min(gold(score(req(roles, "E"))).values()) >= 0


# --- bad input, and the base game stays what it was -----------------------------------------


@pytest.mark.parametrize(
    ("extra", "where"),
    [
        ({"finder": None, "door": "blau"}, "door"),
        ({"door": "rot"}, "door"),
        ({"trapped": ["A"]}, "trapped"),
        ({"trapped": ["Z"]}, "trapped[0]"),
        ({"theft": ["B", "B"]}, "theft[1]"),
        ({"crystals": -1}, "crystals"),
        ({"rules": {"s2-geologist-winner": "vielleicht"}}, "rules.s2-geologist-winner"),
        ({"gold": 3}, "gold"),
    ],
)
def test_bad_expansion_requests_name_the_problem_in_german(
    extra: dict[str, Any], where: str
) -> None:
    request = req({"A": BLUE, "B": SAB, "C": GREEN}, "A") | extra
    result = score(request)
    assert result["error"]["code"] == "invalid-input"
    assert result["error"]["where"] == where
    assert result["answer"] == result["error"]["text"] and result["shares"] == {}


@pytest.mark.parametrize("bad", ["", "  ", 2, None, "B" * 65, "B\u202e", "B\ud800"], ids=repr)
def test_both_editions_refuse_a_bad_name_with_the_same_message(bad: object) -> None:
    base = {
        "players": ["A", bad, "C"],
        "roles": {"A": "goldsucher", "C": "saboteur"},
        "finder": None,
    }
    expansion = req({"A": BLUE, "C": SAB}, None) | {"players": ["A", bad, "C"]}
    errors = [score(base)["error"], score(expansion)["error"]]
    assert [e["where"] for e in errors] == ["players[1]", "players[1]"]
    assert errors[0]["text"] == errors[1]["text"]
    # a blank name in the expansion's other lists is the same mistake
    trapped = score(req({"A": BLUE, "C": SAB}, None, trapped=[bad]))["error"]
    assert trapped["where"] == "trapped[0]" and trapped["text"] == errors[0]["text"]


def test_the_player_count_message_names_the_expansions_range() -> None:
    roles = {f"B{i}": BLUE for i in range(4)} | {f"G{i}": GREEN for i in range(4)}
    roles |= {"S0": SAB, "S1": SAB, "S2": SAB, "C": BOSS, "P": PROF}
    assert "2 bis 12 Personen, nicht 13" in score(req(roles, "B0"))["error"]["text"]
    assert "2 bis 12 Personen, nicht 1." in score(req({"A": BLUE}, None))["error"]["text"]


def test_more_saboteurs_than_the_box_has_is_invalid() -> None:
    roles = {"A": SAB, "B": SAB, "C": SAB, "D": SAB, "E": BLUE}
    assert score(req(roles, None))["error"]["where"] == "roles"


def test_twelve_players_may_play_the_expansion_but_not_thirteen() -> None:
    roles = {f"B{i}": BLUE for i in range(4)} | {f"G{i}": GREEN for i in range(4)}
    roles |= {"S0": SAB, "S1": SAB, "S2": SAB, "C": BOSS}
    assert score(req(roles, "B0"))["error"] is None
    assert score(req(roles | {"P": PROF}, "B0"))["error"]["where"] == "players"


def test_the_base_game_is_the_default_and_unchanged() -> None:
    base = {
        "players": ["A", "B", "C"],
        "roles": {"A": "goldsucher", "B": "saboteur", "C": "goldsucher"},
    }
    plain = score(base | {"finder": "A"})
    assert score(base | {"finder": "A", "edition": "saboteur"}) == plain
    assert plain["winners"] == "goldsucher" and plain["error"] is None


@pytest.mark.parametrize("key", ["door", "trapped", "theft", "crystals"])
def test_expansion_keys_in_the_base_game_are_invalid_with_a_hint(key: str) -> None:
    request = {
        "players": ["A", "B", "C"],
        "roles": {"A": "goldsucher", "B": "saboteur", "C": "goldsucher"},
        "finder": "A",
        key: None,
    }
    result = score(request)
    assert result["error"]["where"] == key
    assert "Saboteur 2" in result["error"]["text"] and "saboteur2" in result["error"]["text"]


def test_expansion_roles_in_the_base_game_are_invalid_with_a_hint() -> None:
    request = {
        "players": ["A", "B", "C"],
        "roles": {"A": "chef", "B": "saboteur", "C": "goldsucher"},
    }
    result = score(request | {"finder": None})
    assert result["error"]["where"] == "roles.A" and "saboteur2" in result["error"]["text"]


def test_an_unknown_edition_is_invalid() -> None:
    result = score(req({"A": BLUE, "B": SAB}, None) | {"edition": "saboteur3"})
    assert result["error"]["where"] == "edition"


def test_the_text_twin_gives_the_same_answer() -> None:
    import json

    request = req(EXAMPLE, "Chef", door="blau", trapped=["Sabo2"], theft=["Sabo1", "Sabo2"])
    assert json.loads(score_json(json.dumps(request))) == score(request)


def test_a_count_of_one_or_none_reads_in_german_not_as_a_plural() -> None:
    """The calculator's review: "jeder bekommt 1 Goldstücke".  Six winners or more get one
    Goldstück each (s2-gold-pieces), the Boss one less (none), the Profiteer none; one crystal
    is seen; one player alone is too few.  No sentence may say "1 Goldstücke", "1 Kristalle",
    "0 Goldstücke" or leave a bare number after "weniger:"."""
    roles = {"B1": BLUE, "B2": BLUE, "G1": GREEN, "G2": GREEN, "Chef": BOSS, "Profi": PROF}
    result = score(req({**roles, "Geo": GEO, "Sabo": SAB}, "Chef", crystals=1))
    texts = [step["text"] for step in result["steps"]] + [result["answer"]]
    wrong = re.compile(r"\b[01] (Goldstücke|Kristalle|Goldkarten)\b|weniger: \d")
    assert [text for text in texts if wrong.search(text)] == []
    assert any("jeder bekommt ein Goldstück" in text for text in texts), texts
    assert any(text.startswith("Ein Kristall ist zu sehen") for text in texts), texts
    alone = score({"edition": "saboteur2", "players": ["Ada"], "roles": {"Ada": BLUE}})
    assert alone["error"] is not None and "sind es 1" not in alone["error"]["text"]
    base = score({"players": ["Ada"], "roles": {"Ada": "goldsucher"}, "finder": None})
    assert base["error"] is not None and "sind es 1" not in base["error"]["text"]
