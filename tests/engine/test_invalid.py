"""Bad input of any kind is an error with a German sentence and where it is; nothing raises."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.api import check, check_json, placements, play, score
from tests.engine.helpers import laid, path

BAD: list[tuple[str, Any, str, str]] = [
    ("Die Anfrage ist kein Objekt", [1, 2], "request", "JSON-Objekt"),
    ("Es fehlt der Zug", {"situation": {}}, "move", "move"),
    ("move und moves zugleich", {"move": {"play": "pass"}, "moves": []}, "moves", "entweder"),
    ("Leere Zugliste", {"moves": []}, "moves", "leer"),
    ("x ist Text", {"move": {**path("EW", 1, 0), "x": "1"}}, "move.x", '"1"'),
    ("x ist true", {"move": {**path("EW", 1, 0), "x": True}}, "move.x", "true"),
    (
        "Werkzeug ist eine Zahl",
        {"move": {"play": "sabotage", "tool": 3, "target": "A"}},
        "move.tool",
        "3",
    ),
    (
        "Reparatur mit drei Werkzeugen",
        {"move": {"play": "repair", "tools": ["lamp", "cart", "pickaxe"], "target": "du"}},
        "move.tools",
        "ein oder zwei",
    ),
    (
        "Reparatur zweimal dieselbe Lampe",
        {"move": {"play": "repair", "tools": ["lamp", "lamp"], "target": "du"}},
        "move.tools",
        "verschiedene",
    ),
    (
        "Unbekannter Schlüssel im Zug",
        {"move": {"play": "pass", "rotaton": 0}},
        "move.rotaton",
        "rotaton",
    ),
    ("Kanten in falscher Reihenfolge", {"move": path("WE", 1, 0)}, "move.card", "WE"),
    (
        "Leere Kanten",
        {"move": {"play": "path", "card": {"edges": ""}, "x": 1, "y": 0}},
        "move.card",
        "Wegekarte",
    ),
    (
        "dead_end ist Text",
        {"move": {"play": "path", "card": {"edges": "N", "dead_end": "ja"}, "x": 0, "y": 1}},
        "move.card",
        "dead_end",
    ),
    (
        "Zwei Karten auf demselben Platz",
        {"situation": {"board": [laid("EW", 1, 0), laid("NS", 1, 0)]}, "move": {"play": "pass"}},
        "situation.board[1]",
        "(1, 0)",
    ),
    (
        "Wegekarte auf der Zielkarte",
        {"situation": {"board": [laid("EW", 8, 0)]}, "move": {"play": "pass"}},
        "situation.board[0]",
        "Zielkarte",
    ),
    (
        "Am Zug ist jemand, der nicht mitspielt",
        {"situation": {"players": ["Anna"]}, "move": {"play": "pass"}},
        "situation.player",
        "du",
    ),
    (
        "Aufgedeckte Zielkarte ohne Art",
        {"situation": {"goals": [{"x": 8, "y": 0, "revealed": True}]}, "move": {"play": "pass"}},
        "situation.goals[0].kind",
        "kind",
    ),
    (
        "Negativer Nachziehstapel",
        {"situation": {"draw_pile": -1}, "move": {"play": "pass"}},
        "situation.draw_pile",
        "-1",
    ),
    ("Sabotage ohne Ziel", {"move": {"play": "sabotage", "tool": "lamp"}}, "move.target", "target"),
]


@pytest.mark.parametrize(
    ("request_", "where", "quote"), [b[1:] for b in BAD], ids=[b[0] for b in BAD]
)
def test_bad_input_names_where_and_quotes_it(request_: Any, where: str, quote: str) -> None:
    result = check(request_)
    assert result["allowed"] is None and result["failed"] is None and result["checks"] == []
    assert result["error"]["code"] == "invalid-input"
    assert result["error"]["where"] == where
    assert quote in result["error"]["text"]
    assert result["answer"] == result["error"]["text"]


def test_broken_json_is_an_error_with_its_position() -> None:
    result = json.loads(check_json('{"move": {"play": "pass"'))
    assert result["allowed"] is None
    assert result["error"]["where"].startswith("Zeile 1")
    assert "kein gültiges JSON" in result["error"]["text"]
    # Python's parser speaks English ("Expecting ..."); none of it reaches the reader.
    assert "Expecting" not in result["error"]["text"]
    assert "Extra data" not in json.loads(check_json('{"a": 1} x'))["error"]["text"]


def test_check_json_answers_in_json_with_german_umlauts() -> None:
    text = check_json('{"move": {"play": "path", "card": {"edges": "NS"}, "x": 1, "y": 0}}')
    assert "Nein" in text and "\\u" not in text


def test_an_empty_name_fails_the_target_check_rather_than_the_input() -> None:
    result = check({"move": {"play": "sabotage", "tool": "lamp", "target": ""}})
    assert result["failed"] == "target-exists"


def test_placements_reports_bad_input_and_cards_not_played_on_the_table() -> None:
    assert placements({"card": {"edges": "Q"}})["error"]["where"] == "card"
    sabotage = {"play": "sabotage", "tool": "lamp"}
    assert placements({"move": sabotage})["error"]["where"] == "move.play"
    assert (
        placements({"card": {"play": "repair", "tools": ["cart"]}})["error"]["where"] == "card.play"
    )
    assert placements({})["error"]["where"] == "card"
    assert placements("nein")["error"]["code"] == "invalid-input"


def test_a_deeply_nested_python_value_is_answered_not_raised() -> None:

    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    for request in ({"situation": {"board": deep}, "move": {"play": "pass"}}, deep):
        assert check(request)["allowed"] is None
        assert play(request)["ok"] is False
        assert placements(request)["placements"] == []
    nested: Any = {}
    for _ in range(100_000):
        nested = {"situation": nested}
    assert play({"situation": nested, "move": {"play": "pass"}})["ok"] is False


# A misspelt situation was read as the empty table: with a broken lamp the path card below is
# not allowed (tools-intact), on an empty table it is. Issue 25, item 2.
_LAMP_BROKEN = {"broken": {"du": ["lamp"]}}
_PATH = path("EW", 1, 0)


@pytest.mark.parametrize("key", ["situaton", "Situation", "situation ", "title"])
def test_check_and_play_reject_an_unknown_top_level_key(key: str) -> None:
    request = {key: _LAMP_BROKEN, "move": _PATH}
    for result in (check(request), json.loads(check_json(json.dumps(request)))):
        assert result["allowed"] is None
        assert result["error"] == {
            "code": "invalid-input",
            "text": f"Den Schlüssel „{key}“ kennt der Zugprüfer nicht.",
            "where": key,
        }
    played = play(request)
    assert played["ok"] is False and played["situation"] is None
    assert played["error"]["where"] == key
    # The meant request is refused by the rules, not by the reader.
    assert check({"situation": _LAMP_BROKEN, "move": _PATH})["failed"] == "tools-intact"


def test_placements_rejects_an_unknown_top_level_key() -> None:
    card = {"edges": "EW", "dead_end": False}
    found = placements({"situaton": _LAMP_BROKEN, "card": card})
    assert found["placements"] == []
    assert found["error"]["where"] == "situaton"
    assert "situaton" in found["error"]["text"]
    assert placements({"situation": {}, "card": card, "x": 1})["error"]["where"] == "x"
    assert placements({"situation": {}, "card": card})["error"] is None


# Issue 25, item 10: a bidi control in a name reordered the verdict sentence that names it.
@pytest.mark.parametrize("control", ["\u202e", "\u2067", "\u200f", "\u061c", "\u2069"])
def test_a_name_with_a_bidi_control_is_invalid_and_the_error_shows_none(control: str) -> None:
    name = f"{control}annA"
    request = {
        "situation": {"players": ["du", name]},
        "move": {"play": "sabotage", "tool": "lamp", "target": name},
    }
    result = check(request)
    assert result["error"]["where"] == "situation.players[1]"
    assert "Schreibrichtung" in result["error"]["text"]
    assert control not in json.dumps(result, ensure_ascii=False)
    refused = score({"players": ["du", name], "roles": {}, "finder": "du"})
    assert refused["error"] is not None and control not in json.dumps(refused, ensure_ascii=False)


def test_a_name_in_a_right_to_left_script_is_accepted() -> None:
    name = "שרה"
    request = {
        "situation": {"players": ["du", name]},
        "move": {"play": "sabotage", "tool": "lamp", "target": name},
    }
    result = check(request)
    assert result["allowed"] is True and name in result["answer"]


def test_a_bidi_control_in_any_shown_value_is_replaced() -> None:
    result = check({"move": {"play": "sabotage", "tool": "\u202elamp", "target": "x"}})
    assert result["error"]["where"] == "move.tool"
    assert "\u202e" not in result["error"]["text"] and "\ufffdlamp" in result["error"]["text"]
