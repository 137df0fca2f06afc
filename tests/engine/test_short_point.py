"""Every check's Nein says its point where the checker's bar can show it.

The bar at the bottom of a phone's screen (390 px wide, two lines, docs-dev/checker-page.md)
shows the engine's `short` and, where that does not fit, its first whole words and "…". A
phone review read "Nein, eine Sabotage-Karte legst du vor eine …": the point was cut off.
So for every check the catalogue lists (both games) a failing request and the words a player
must read to know why (written here from the rules, not from the engine's output) must end
within the first characters that the bar shows. The browser test
`tests/browser/test_checker_bar_words.py` confirms the bounds at 390 px.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.api import catalog, check

POINT_CHARS = 48
"""What the bar shows of a verdict at 390 px at the least, in characters of German words:
measured with the longest nouns the checker says (about 47 to 60, wrapped by whole words)."""
POINT_CHARS_READING = 40
"""The same with the mark "Auslegung" after it (a verdict an open rule decided)."""

S2 = {"edition": "saboteur2"}
PATH = {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0}
FAR = {"play": "path", "card": {"edges": "EW"}, "x": -12, "y": -10}
PEOPLE = ["du", "Anna", "Ben"]

# (check code, edition situation, move, the point a player must read)
FAILING: list[tuple[str, dict[str, Any], dict[str, Any], str]] = [
    (
        "card-in-hand",
        {"hand": [{"play": "map"}]},
        {"play": "rockfall", "x": 0, "y": 0},
        "nicht auf der Hand",
    ),
    ("one-card-per-turn", {}, None, "nur eine Karte"),  # two moves: see _request
    ("tools-intact", {"broken": {"du": ["pickaxe", "lamp", "cart"]}}, PATH, "kaputt"),
    ("cell-free", {"board": [{"x": -12, "y": -10, "card": {"edges": "EW"}}]}, FAR, "liegt schon"),
    ("not-crosswise", {}, {**PATH, "rotation": 90}, "quer"),
    ("adjacent", {}, FAR, "keine Karte"),
    ("fits", {}, {**PATH, "card": {"edges": "NS"}}, "passt links nicht"),
    (
        "connected",
        {"board": [{"x": 1, "y": 0, "card": {"edges": "EW", "dead_end": True}}]},
        {**PATH, "x": 2},
        "kein durchgehender Weg",
    ),
    (
        "target-exists",
        {},
        {"play": "sabotage", "tool": "lamp", "target": "Zoe"},
        "spielt nicht mit",
    ),
    (
        "target-other",
        {},
        {"play": "sabotage", "tool": "lamp", "target": "du"},
        "Sabotage nur gegen andere",
    ),
    (
        "no-duplicate",
        {"broken": {"Anna": ["pickaxe"]}},
        {"play": "sabotage", "tool": "pickaxe", "target": "Anna"},
        "schon kaputt",
    ),
    (
        "sabotage-present",
        {},
        {"play": "repair", "tools": ["lamp", "pickaxe"], "target": "Anna"},
        "nichts kaputt",
    ),
    ("rockfall-target", {}, {"play": "rockfall", "x": -12, "y": -10}, "keine Wegekarte"),
    (
        "map-target",
        {"goals": [{"x": 8, "y": -2, "revealed": True, "kind": "stone"}]},
        {"play": "map", "x": 8, "y": -2},
        "schon offen",
    ),
    ("s2-not-trapped", {**S2, "in_front": {"du": ["trapped"]}}, PATH, "eingesperrt"),
    (
        "s2-ladder",
        {**S2, "board": [{"x": 6, "y": 0, "card": {"edges": "EW"}}]},
        {"play": "path", "card": {"edges": "EW", "ladder": True}, "x": 7, "y": 0},
        "neben einer Zielkarte",
    ),
    (
        "s2-not-twice",
        {**S2, "in_front": {"Anna": ["trapped"]}},
        {"play": "trapped", "target": "Anna"},
        "liegt schon",
    ),
    ("s2-target-another", S2, {"play": "inspection", "target": "du"}, "nur bei anderen"),
    ("s2-theft-present", S2, {"play": "hands-off", "target": "Anna"}, "keine Diebstahl-Karte"),
    ("s2-trapped-present", S2, {"play": "free", "target": "Anna"}, "nicht eingesperrt"),
    ("s2-remove-present", S2, {"play": "discard-two", "remove": "lamp"}, "nicht kaputt"),
    (
        "s2-pass-discard",
        {**S2, "hand": [{"play": "map"}]},
        {"play": "pass", "discard": 3},
        "nur eine Karte auf der Hand",
    ),
    ("s2-target-another", S2, {"play": "trapped", "target": "du"}, "nur gegen andere"),
    ("s2-target-another", S2, {"play": "swap-hand", "target": "du"}, "nur mit anderen"),
]


def _request(code: str, situation: dict[str, Any], move: dict[str, Any] | None) -> dict[str, Any]:
    request: dict[str, Any] = {"situation": {"players": list(PEOPLE), **situation}}
    if code == "one-card-per-turn":
        request["moves"] = [{"play": "pass"}, {"play": "rockfall", "x": 0, "y": 0}]
    else:
        request["move"] = move
    return request


def test_every_check_of_the_catalogue_has_a_failing_case_here() -> None:
    codes = {c for group in catalog()["check_codes"].values() for c in group}
    codes |= {c for group in catalog()["saboteur2"]["check_codes"].values() for c in group}
    assert codes == {code for code, *_ in FAILING}


@pytest.mark.parametrize(
    ("code", "situation", "move", "point"), FAILING, ids=[f[0] for f in FAILING]
)
def test_the_short_nein_says_its_point_where_the_bar_shows_it(
    code: str, situation: dict[str, Any], move: dict[str, Any] | None, point: str
) -> None:
    result = check(_request(code, situation, move))
    assert result["failed"] == code, result["answer"]
    short = str(result["short"])
    assert point in short, short
    reading = any(c["option"] for c in result["checks"] if not c["ok"])
    bound = POINT_CHARS_READING if reading else POINT_CHARS
    assert short.index(point) + len(point) <= bound, (len(short), short)


LONG = "Maximilian-Alexander von Sonne"
"""A name as long as a name may be (30 characters)."""

# Verdicts a phone review read cut in the bar, the cut changing or losing their meaning
# ("Nein, vor dir liegt keine Sabotage-Karte Spitzhacke …" dropped "oder Lore"; "✓ Ja …" for a
# long name). Their short form must be whole within the bar, with a short or a long name:
# (situation, move, what a player must read). Written from the rules: a repair card mends
# only a tool that is broken; a path card fits every neighbour; "Endlich frei!" needs
# "Eingesperrt!", "Finger weg!" a theft card in front of that person.
WHOLE: list[tuple[dict[str, Any], dict[str, Any], list[str]]] = [
    (
        {"broken": {"du": ["lamp"]}},
        {"play": "repair", "tools": ["pickaxe", "cart"], "target": "du"},
        ["Nein", "nur die Lampe"],
    ),
    (
        {"broken": {"Anna": ["lamp"]}},
        {"play": "repair", "tools": ["pickaxe", "cart"], "target": "Anna"},
        ["Nein", "Anna", "nur die Lampe"],
    ),
    (
        {"broken": {LONG: ["lamp"]}},
        {"play": "repair", "tools": ["pickaxe", "cart"], "target": LONG},
        ["Nein", "nur die Lampe"],
    ),
    ({}, {**PATH, "card": {"edges": "NS"}}, ["Nein", "passt links nicht"]),
    (S2, {"play": "free", "target": "Anna"}, ["Nein", "Anna", "nicht eingesperrt"]),
    (S2, {"play": "free", "target": LONG}, ["Nein", "nicht eingesperrt"]),
    (S2, {"play": "hands-off", "target": "Anna"}, ["Nein", "Anna", "keine Diebstahl-Karte"]),
    (S2, {"play": "hands-off", "target": LONG}, ["Nein", "keine Diebstahl-Karte"]),
    (
        {"broken": {LONG: ["pickaxe"]}},
        {"play": "sabotage", "tool": "pickaxe", "target": LONG},
        ["Nein", "Spitzhacke", "schon"],
    ),
    ({}, {"play": "sabotage", "tool": "pickaxe", "target": LONG}, ["Ja", "Sabotage-Karte"]),
    ({"broken": {LONG: ["lamp"]}}, {"play": "repair", "tools": ["lamp"], "target": LONG}, ["Ja"]),
    (S2, {"play": "trapped", "target": LONG}, ["Ja", "„Eingesperrt!“"]),
    (S2, {"play": "swap-hand", "target": LONG}, ["Ja", "Handkarten"]),
]


@pytest.mark.parametrize(("situation", "move", "words"), WHOLE)
def test_the_short_verdict_fits_the_bar_whole(
    situation: dict[str, Any], move: dict[str, Any], words: list[str]
) -> None:
    names = [*PEOPLE, LONG] if LONG in json.dumps(move) else list(PEOPLE)
    result = check({"situation": {"players": names, **situation}, "move": move})
    assert result["error"] is None, result["answer"]
    short = str(result["short"])
    assert short.startswith(words[0]) and all(w in short for w in words), short
    reading = any(c["option"] for c in result["checks"] if not c["ok"])
    assert len(short) <= (POINT_CHARS_READING if reading else POINT_CHARS), (len(short), short)
