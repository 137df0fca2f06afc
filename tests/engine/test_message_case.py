"""German case after "vor" in the engine's sentences: a card is laid *vor dich* (accusative,
where to) but lies and is removed *vor dir* (dative, where). The player is "du"; every sentence
the engine says about a card in front of someone (answers, checks, alternatives, events) in
both editions is read here."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

from rules_py.api import check, play

PLAYERS = ["du", "Anna"]

# A dative "vor dich" (lies / is removed there), or an accusative "vor dir" (is laid / comes
# there), within one clause.
WRONG = [
    re.compile(r"\bvor dich\b[^.;,]*\b(entfern\w*|lieg\w*)", re.IGNORECASE),
    re.compile(r"\b(lieg\w*|entfern\w*)\b[^.;,]*\bvor dich\b", re.IGNORECASE),
    re.compile(r"\bvor dir\b[^.;,]*\b(legen|legst|kommt)\b", re.IGNORECASE),
    re.compile(r"\b(legen|legst|kommt)\b[^.;,]*\bvor dir\b", re.IGNORECASE),
]

IN_FRONT = [{}, {"du": ["theft", "trapped"]}, {"Anna": ["theft", "trapped"]}]
BROKEN = [{}, {"du": ["lamp"]}]


def _moves(target: str) -> list[dict[str, Any]]:
    return [
        {"play": "sabotage", "tool": "lamp", "target": target},
        {"play": "repair", "tools": ["lamp"], "target": target},
        {"play": "hands-off", "target": target},
        {"play": "free", "target": target},
        {"play": "trapped", "target": target},
        {"play": "swap-hats", "target": target},
        {"play": "swap-hand", "target": target},
        {"play": "inspection", "target": target},
        {"play": "theft"},
        {"play": "discard-two", "remove": "trapped"},
        {"play": "discard-two", "remove": "theft"},
        {"play": "discard-two", "remove": "lamp"},
    ]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _sentences() -> set[str]:
    said: set[str] = set()
    for edition, in_front, broken, rules, target in itertools.product(
        ("saboteur", "saboteur2"), IN_FRONT, BROKEN, ({}, {"target-other": "yes"}), PLAYERS
    ):
        situation: dict[str, Any] = {"players": PLAYERS, "broken": broken}
        if rules:
            situation["rules"] = rules
        if edition == "saboteur2":
            situation.update(edition=edition, in_front=in_front)
        elif in_front:
            continue
        for move in _moves(target):
            request = {"situation": situation, "move": move}
            result = check(request)
            if result["error"] is not None:
                continue  # a card of the other edition
            said.update(s for s in _strings(result) if "vor d" in s.lower())
            if result["allowed"]:
                said.update(s for s in _strings(play(request)["events"]) if "vor d" in s.lower())
    return said


def test_a_card_is_laid_vor_dich_and_lies_or_is_removed_vor_dir() -> None:
    said = _sentences()
    wrong = sorted(s for s in said if any(p.search(s) for p in WRONG))
    assert wrong == []
    # The sentences read here are the ones that matter: each kind is said at least once.
    text = "\n".join(said)
    for phrase in ("vor dich legen", "vor dir entfernen", "Vor dir liegt", "entfernt die"):
        assert phrase in text, phrase
