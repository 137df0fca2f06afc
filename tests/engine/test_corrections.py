"""Issue 13's audit of the engine's texts and data: each finding fails on the old behaviour."""

from __future__ import annotations

from typing import Any

from rules_py import messages
from rules_py.api import check, play
from rules_py.registry import RULES, SEED


def path(edges: str, x: int, y: int, dead_end: bool = False) -> dict[str, Any]:
    card = {"edges": edges, "dead_end": dead_end}
    return {"play": "path", "card": card, "x": x, "y": y, "rotation": 0}


def test_a_card_the_box_does_not_have_is_invalid_input() -> None:
    # The single stubs exist only as dead ends.
    result = check({"move": path("E", 1, 0)})
    assert result["allowed"] is None and result["error"]["where"] == "move.card"
    assert "gibt es im Spiel nicht" in result["error"]["text"]
    assert check({"move": path("E", 1, 0, dead_end=True)})["error"] is None
    # Turned by 180°, a box card is still the same card.
    assert check({"move": path("NW", 1, 0)})["error"] is None


def test_a_wrong_symbol_repair_says_what_is_broken_not_in_advance() -> None:
    situation = {"broken": {"du": ["pickaxe"]}}
    result = check(
        {"situation": situation, "move": {"play": "repair", "tools": ["lamp"], "target": "du"}}
    )
    assert "vorsorglich" not in result["answer"]
    assert "Spitzhacke" in result["answer"]
    nothing = check({"move": {"play": "repair", "tools": ["lamp"], "target": "du"}})
    assert "vorsorglich" in nothing["answer"]  # here it would be in advance


def test_two_broken_tools_each_get_their_possessive() -> None:
    result = check({"situation": {"broken": {"du": ["lamp", "cart"]}}, "move": path("EW", 1, 0)})
    assert "kaputt sind deine Lampe und deine Lore" in result["answer"]


def test_a_goal_reached_but_unknown_is_not_said_to_be_turned_over_here() -> None:
    board = [{"x": x, "y": 0, "card": {"edges": "EW"}} for x in range(1, 7)]
    done = play({"situation": {"board": board}, "move": path("EW", 7, 0)})
    goal = next(g for g in done["situation"]["goals"] if (g["x"], g["y"]) == (8, 0))
    assert goal["revealed"] is False
    said = " ".join(done["events"])
    assert "verdeckt" in said and "es ist" not in said


def test_the_engine_says_lage_not_situation() -> None:
    texts = [v for k, v in vars(messages).items() if k.isupper() and isinstance(v, str)]
    texts += [r.text + r.title for r in RULES.values()]
    assert not [t for t in texts if "Situation" in t]
    assert not [t for t in texts if "Feld" in t]


def test_seed_confidence_only_for_what_the_seed_says() -> None:
    # Not in the seed: where a card comes from, that the target plays along, passing at any time.
    for rule_id in ("card-in-hand", "target-exists", "pass-allowed"):
        assert RULES[rule_id].confidence != "seed", rule_id
    # Self-sabotage is disputed: the source names both sides, not the seed alone.
    other = RULES["target-other"]
    assert (
        other.confidence == "open" and SEED in other.source and "AMIGO-Produkttext" in other.source
    )


def test_a_double_repair_says_it_mends_only_one_and_what_stays_broken() -> None:
    situation = {"players": ["du", "Anna"], "broken": {"Anna": ["pickaxe", "cart"]}}
    both = {"play": "repair", "tools": ["pickaxe", "cart"], "target": "Anna"}
    answer = check({"situation": situation, "move": both})["answer"]
    assert answer.startswith("Ja,") and "nur eine davon" in answer
    assert "Spitzhacke oder Lore" in answer
    chosen = check({"situation": situation, "move": {**both, "fix": "cart"}})["answer"]
    assert "die Lore reparieren" in chosen and "die Spitzhacke bleibt kaputt" in chosen


# --- issue 22: two engine texts --------------------------------------------------------------


def test_rockfall_on_a_goal_card_keeps_its_noun_capitalised() -> None:
    # The answer joins "Nein, " with the failed check's text lower-cased at its first letter:
    # "Nein, zielkarten bleiben …" was the old answer.
    board = [{"x": x, "y": 0, "card": {"edges": "EW"}} for x in range(1, 8)]
    result = check({"situation": {"board": board}, "move": {"play": "rockfall", "x": 8, "y": 0}})
    assert result["allowed"] is False and result["failed"] == "rockfall-target"
    assert "zielkarten" not in result["answer"]
    assert "Zielkarte" in result["answer"] and "Wegekarten" in result["answer"]
    # every failure text begins with a word that stays right when lower-cased
    for name, text in vars(messages).items():
        if name.isupper() and isinstance(text, str) and ("FAIL" in name or "WRONG" in name):
            assert text[:1] in "{„" or text[:1].islower(), name


def test_a_card_cut_off_behind_a_revealed_stone_is_not_blamed_on_a_face_down_goal() -> None:
    # A rockfall at (3, 0) cut the path; the revealed stone at (8, 0) opens up and to the left.
    # A straight above it touches the stone's open side and the face-down goal at (8, -2):
    # it is cut off because the stone is, not because no path runs through a face-down goal.
    board = [{"x": x, "y": 0, "card": {"edges": "EW"}} for x in (1, 2, 4, 5, 6, 7)]
    goals = [
        {"x": 8, "y": 0, "kind": "stone", "edges": "NW", "revealed": True},
        {"x": 8, "y": -2},
        {"x": 8, "y": 2},
    ]
    result = check({"situation": {"board": board, "goals": goals}, "move": path("NS", 8, -1)})
    assert result["allowed"] is False and result["failed"] == "connected"
    assert "verdeckte Zielkarte" not in result["answer"]
    assert "Steinkarte auf (8, 0)" in result["answer"] and "abgeschnitten" in result["answer"]
    # The note on face-down goals stays where it explains the gap: a connected path ends at
    # the goal card, and the new card lies behind it.
    ahead = [{"x": x, "y": 0, "card": {"edges": "EW"}} for x in range(1, 8)]
    behind = check({"situation": {"board": ahead}, "move": path("EW", 9, 0)})
    assert behind["failed"] == "connected" and "verdeckte Zielkarte" in behind["answer"]


def test_a_revealed_stone_that_fits_no_neighbour_still_lies_as_printed() -> None:
    # The rulebook ("End of a round"): the stone card is turned so that the paths fit; when no
    # turn fits every neighbour, a goal card may lie anyway.  Here the stone, a curve up and
    # left, joins the arriving path but shows its path to the rock of a straight above it.
    board = [{"x": x, "y": 0, "card": {"edges": "EW"}} for x in range(1, 7)]
    above = [{"x": x, "y": -1, "card": {"edges": "EW"}} for x in (7, 8)]
    goals = [{"x": 8, "y": 0, "kind": "stone", "edges": "NW"}, {"x": 8, "y": -2}, {"x": 8, "y": 2}]
    done = play({"situation": {"board": board + above, "goals": goals}, "move": path("EW", 7, 0)})
    assert done["ok"] is True
    stone = next(g for g in done["situation"]["goals"] if (g["x"], g["y"]) == (8, 0))
    assert stone["revealed"] is True
    said = " ".join(done["events"])
    assert "Ausnahme der Spielregel" in said and "(8, 0)" in said
    # Where the turn fits every neighbour, nothing is said about an exception.
    fits = play({"situation": {"board": board, "goals": goals}, "move": path("EW", 7, 0)})
    assert "Ausnahme" not in " ".join(fits["events"])


def test_a_wrong_repair_names_what_is_broken_with_its_article() -> None:
    # Review: "kaputt ist bei Anna nur Lampe" lacked the article.
    situation = {"players": ["du", "Anna"], "broken": {"Anna": ["lamp"]}}
    move = {"play": "repair", "tools": ["pickaxe", "cart"], "target": "Anna"}
    result = check({"situation": situation, "move": move})
    assert "kaputt ist bei Anna nur die Lampe," in result["answer"]
    two = {"players": ["du", "Anna"], "broken": {"Anna": ["lamp", "cart"]}}
    move = {"play": "repair", "tools": ["pickaxe"], "target": "Anna"}
    assert "nur die Lampe und die Lore," in check({"situation": two, "move": move})["answer"]


def test_the_rule_under_the_heading_werkzeug_says_werkzeug() -> None:
    # One word per thing: the page's heading and the rule box both say "Werkzeug".
    assert RULES["no-duplicate"].title == "Nie zweimal dasselbe Werkzeug"


# --- a table that cannot come about in play: a note, never a different verdict ---------------


def _board(*cards: tuple[int, int, str]) -> list[dict[str, Any]]:
    return [{"x": x, "y": y, "card": {"edges": edges, "dead_end": False}} for x, y, edges in cards]


def test_cards_on_the_table_that_do_not_fit_are_named_in_a_note() -> None:
    # A horizontal straight's open right side meets the rock side of a vertical straight.
    board = _board((1, 0, "EW"), (2, 0, "NS"))
    result = check({"situation": {"board": board}, "move": {"play": "pass"}})
    (note,) = result["notes"]
    assert note["code"] == "board-misfit" and note["rule"] == "fits"
    assert note["cells"] == [{"x": 1, "y": 0}, {"x": 2, "y": 0}]
    assert "(1, 0) und (2, 0)" in note["text"]
    # a vertical straight beside the start card: the start's open side meets its rock
    alone = check({"situation": {"board": _board((1, 0, "NS"))}, "move": {"play": "pass"}})
    assert [n["cells"] for n in alone["notes"]] == [[{"x": 1, "y": 0}]]


def test_a_note_never_changes_the_verdict() -> None:
    move = path("EW", 3, 0)
    fine = check({"situation": {"board": _board((1, 0, "EW"), (2, 0, "EW"))}, "move": move})
    odd = check(
        {"situation": {"board": _board((1, 0, "EW"), (2, 0, "EW"), (1, 1, "NS"))}, "move": move}
    )
    assert fine["notes"] == [] and odd["notes"]
    assert (fine["allowed"], fine["failed"]) == (odd["allowed"], odd["failed"]) == (True, None)


def test_a_table_laid_by_the_rules_has_no_note() -> None:
    situation: dict[str, Any] = {}
    for x, edges in ((1, "EW"), (2, "ESW"), (3, "EW")):
        done = play({"situation": situation, "move": path(edges, x, 0)})
        assert done["ok"], done
        situation = done["situation"]
    done = play({"situation": situation, "move": path("NS", 2, 1)})
    assert done["ok"] and done["result"]["notes"] == []
    assert check({"situation": done["situation"], "move": {"play": "pass"}})["notes"] == []
