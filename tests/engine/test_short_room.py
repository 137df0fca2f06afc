"""Every short verdict fits the checker's bar whole.

The bar at the bottom of a phone's screen (390 px, two lines) shows the engine's `short`; where
it does not fit, the page shows its first whole clauses or words and "…". A phone review read
"Ja: „Kurve (rechts, unten)“ um 180° gedreht auf (…": the place, the point of a path card's
Ja, was lost. So every short form, Ja or Nein, must fit the bar's room whole (48 characters,
40 where the bar adds the mark "Auslegung"; the room is the bar's, measured in the browser by
tests/browser/test_checker_bar_words.py). The requests here enumerate every check code of both
games with long inputs (the longest names, places far out, every path card as held and turned,
readings on and off); the words a player must read are checked in test_short_point.py.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from rules_py.api import catalog, check
from rules_py.limits import LIMITS

CATALOG = catalog()
ROOM = 48
ROOM_READING = 40
"""The bar's room in characters (docs-dev/checker-page.md): written here, not read from the
engine, so that a change of the engine's own bound shows up as a failing test."""

S2 = "saboteur2"
LONGEST = ("Maximilian-Alexander von Sonnenberg-Hohenlohe zu Schwarzenfelsingen")[: LIMITS.name]
"""A name as long as a request may give one."""
PEOPLE = ["du", "Anna", LONGEST]
FAR = [(-10, 12), (-12, -10)]
"""Places far out as a table grows (a Ja there needs a way of cards from the start)."""
FARTHEST = (-LIMITS.coordinate, -LIMITS.coordinate)
"""The farthest place a request may name (for a Nein: nothing need lie there)."""
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
GOALS = [(8, -2), (8, 0), (8, 2)]
CROSS = {"edges": "NESW"}
TOOLS = ["pickaxe", "lamp", "cart"]


def _turned(edges: str, rotation: int) -> str:
    return edges if rotation == 0 else "".join(OPPOSITE[s] for s in edges)


@cache
def _chain(to: tuple[int, int], avoid: frozenset[tuple[int, int]]) -> list[dict[str, Any]]:
    """Crossroads from the start card to ``to`` (a shortest way around ``avoid`` and the goal
    cards), each fitting the next: the table a far place needs to be reached."""
    seen = {(0, 0): (0, 0)}
    todo = deque([(0, 0)])
    while todo:
        here = todo.popleft()
        if here == to:
            break
        for dx, dy in STEP.values():
            there = (here[0] + dx, here[1] + dy)
            inside = max(abs(there[0]), abs(there[1])) <= 16
            if inside and there not in seen and there not in avoid and there not in GOALS:
                seen[there] = here
                todo.append(there)
    cells = []
    at = to
    while at != (0, 0):
        cells.append(at)
        at = seen[at]
    return [{"x": x, "y": y, "card": CROSS} for x, y in cells]


def _path_cards() -> Iterator[tuple[str, dict[str, Any]]]:
    """Every path card of both games as the checker's picker offers it (the expansion's with
    each feature, and the longest base card with all of them)."""
    base = [{"edges": r["edges"], "dead_end": r["dead_end"]} for r in CATALOG["path_cards"]]
    features = CATALOG[S2]["path_features"]
    for card in base:
        yield "saboteur", card
        yield S2, card
        if card["dead_end"]:
            continue
        yield S2, {**card, "ladder": True}
        for door in features["doors"]:
            yield S2, {**card, "door": door["door"]}
        yield S2, {**card, "crystals": CATALOG[S2]["max_crystals"]}
    for two in features["two_paths"]:
        yield S2, {**two["card"], "ladder": True, "crystals": 1}
        yield S2, two["card"]


def _path_yes() -> Iterator[dict[str, Any]]:
    for edition, card in _path_cards():
        for rotation in (0, 180):
            side = _turned(card["edges"], rotation)[0]
            for x, y in FAR:
                dx, dy = STEP[side]
                near = (x + dx, y + dy)
                others = {(x + a, y + b) for a, b in STEP.values()} - {near}
                board = _chain(near, frozenset(others | {(x, y)}))
                move = {"play": "path", "card": card, "x": x, "y": y, "rotation": rotation}
                yield {"situation": {"edition": edition, "board": board}, "move": move}
            # Beside a face-down goal card: the reading "goal-face-down-neighbour" decides
            # whether it fits, and the bar marks the Ja "Auslegung".
            if "E" in _turned(card["edges"], rotation) and not card.get("ladder"):
                board = [{"x": x, "y": 0, "card": CROSS} for x in range(1, 7)]
                move = {"play": "path", "card": card, "x": 7, "y": 0, "rotation": rotation}
                situation = {"edition": edition, "board": board}
                yield {
                    "situation": {**situation, "rules": {"goal-face-down-neighbour": "match"}},
                    "move": move,
                }


def _people_moves(edition: str) -> Iterator[dict[str, Any]]:
    """A card for each person, each tool, both readings of sabotage on oneself."""
    for rules in ({}, {"target-other": "yes"}):
        for name in PEOPLE:
            for tool in TOOLS:
                situation = {"edition": edition, "rules": rules}
                yield {
                    "situation": situation,
                    "move": {"play": "sabotage", "tool": tool, "target": name},
                }
                broken = {name: [tool]}
                yield {
                    "situation": {**situation, "broken": broken},
                    "move": {"play": "sabotage", "tool": tool, "target": name},
                }
                yield {
                    "situation": {**situation, "broken": {name: TOOLS}},
                    "move": {"play": "repair", "tools": [tool], "target": name},
                }
                for other in TOOLS:
                    if other != tool:
                        repair = {"play": "repair", "tools": [tool, other], "target": name}
                        yield {"situation": {**situation, "broken": {name: TOOLS}}, "move": repair}
                        yield {"situation": {**situation, "broken": {name: [tool]}}, "move": repair}
                        left = [t for t in TOOLS if t not in (tool, other)]
                        yield {"situation": {**situation, "broken": {name: left}}, "move": repair}
                        yield {"situation": situation, "move": repair}
            yield {
                "situation": {"edition": edition},
                "move": {"play": "sabotage", "tool": "lamp", "target": "Zoe"},
            }
            yield {
                "situation": {"edition": edition},
                "move": {"play": "repair", "tools": ["lamp"], "target": ""},
            }


def _absent() -> Iterator[dict[str, Any]]:
    """A person nobody named in "players": their name, as long as a name may be."""
    for edition in ("saboteur", S2):
        for name in ("Zoe", "Y" * LIMITS.name):
            yield {
                "situation": {"edition": edition},
                "move": {"play": "sabotage", "tool": "lamp", "target": name},
            }
            yield {
                "situation": {"edition": edition},
                "move": {"play": "repair", "tools": ["lamp"], "target": name},
            }
    for kind in ("hands-off", "swap-hand", "inspection", "swap-hats", "trapped", "free"):
        yield {"situation": {"edition": S2}, "move": {"play": kind, "target": "Y" * LIMITS.name}}


def _table_moves(edition: str) -> Iterator[dict[str, Any]]:
    """Path cards, rockfalls and maps that fail on every check of the table, far out."""
    crossing = {"edges": "NESW"}
    for x, y in [(1, 0), *FAR, FARTHEST]:
        laid = [{"x": x, "y": y, "card": {"edges": "EW"}}]
        for play in ("rockfall", "map"):
            move = {"play": play, "x": x, "y": y}
            yield {"situation": {"edition": edition}, "move": move}
            yield {"situation": {"edition": edition, "board": laid}, "move": move}
        path = {"play": "path", "card": crossing, "x": x, "y": y}
        yield {"situation": {"edition": edition, "board": laid}, "move": path}
        yield {"situation": {"edition": edition}, "move": path}
        for rotation in (90, 270):
            yield {"situation": {"edition": edition}, "move": {**path, "rotation": rotation}}
    for gx, gy in GOALS:
        yield {"situation": {"edition": edition}, "move": {"play": "rockfall", "x": gx, "y": gy}}
        revealed = [{"x": gx, "y": gy, "revealed": True, "kind": "stone"}]
        yield {
            "situation": {"edition": edition, "goals": revealed},
            "move": {"play": "map", "x": gx, "y": gy},
        }
        path = {"play": "path", "card": crossing, "x": gx, "y": gy}
        yield {"situation": {"edition": edition}, "move": path}
    far_goal = [{"x": FARTHEST[0], "y": FARTHEST[1]}]
    for play in ("map", "rockfall"):
        yield {
            "situation": {"edition": edition, "goals": far_goal},
            "move": {"play": play, "x": FARTHEST[0], "y": FARTHEST[1]},
        }
        yield {"situation": {"edition": edition}, "move": {"play": play, "x": 8, "y": 0}}
    yield {"situation": {"edition": edition}, "move": {"play": "rockfall", "x": 0, "y": 0}}
    yield {
        "situation": {"edition": edition},
        "move": {"play": "path", "card": crossing, "x": 0, "y": 0},
    }
    # fits: every side against rock; connected: behind a dead end and a face-down goal card
    for side, (dx, dy) in STEP.items():
        for rules in ({}, {"goal-face-down-neighbour": "match"}):
            edges = "".join(s for s in "NESW" if s != side)
            board = [{"x": dx, "y": dy, "card": crossing}]
            move = {
                "play": "path",
                "card": {"edges": edges},
                "x": 2 * dx,
                "y": 2 * dy,
                "rotation": 0,
            }
            yield {"situation": {"edition": edition, "board": board, "rules": rules}, "move": move}
    board = [{"x": 1, "y": 0, "card": {"edges": "EW", "dead_end": True}}]
    yield {
        "situation": {"edition": edition, "board": board},
        "move": {"play": "path", "card": crossing, "x": 2, "y": 0},
    }
    board = [{"x": x, "y": 0, "card": crossing} for x in range(1, 8)]
    move = {"play": "path", "card": crossing, "x": 9, "y": 0}
    yield {"situation": {"edition": edition, "board": board}, "move": move}
    yield {
        "situation": {
            "edition": edition,
            "board": board,
            "rules": {"goal-face-down-neighbour": "match"},
        },
        "move": {**move, "x": 7, "y": 1},
    }
    stone = [{"x": 8, "y": 0, "revealed": True, "kind": "stone", "edges": "NW"}]
    yield {"situation": {"edition": edition, "board": board, "goals": stone}, "move": move}
    # tools broken (one, two, three), with and without Saboteur 2's "Eingesperrt!"
    for count in range(1, 4):
        broken = {"du": TOOLS[:count]}
        yield {
            "situation": {"edition": edition, "broken": broken},
            "move": {"play": "path", "card": crossing, "x": 1, "y": 0},
        }


def _hand_and_turn(edition: str) -> Iterator[dict[str, Any]]:
    """A card not in the hand, for every kind of move; two cards in one turn."""
    hand = [{"play": "map"}]
    moves: list[dict[str, Any]] = [
        {"play": "path", "card": {"edges": "NESW"}, "x": 1, "y": 0},
        {"play": "sabotage", "tool": "pickaxe", "target": LONGEST},
        {"play": "repair", "tools": ["pickaxe", "lamp"], "target": LONGEST},
        {"play": "rockfall", "x": FARTHEST[0], "y": FARTHEST[1]},
    ]
    for move in moves:
        yield {"situation": {"edition": edition, "hand": hand}, "move": move}
        yield {"situation": {"edition": edition}, "moves": [move, {"play": "pass"}]}
        yield {"situation": {"edition": edition}, "moves": [{"play": "pass"}, move]}
    yield {"situation": {"edition": edition, "hand": []}, "move": {"play": "map", "x": 8, "y": 0}}
    yield {"situation": {"edition": edition}, "move": {"play": "pass"}}
    yield {"situation": {"edition": edition, "hand": hand}, "move": {"play": "pass"}}


def _expansion() -> Iterator[dict[str, Any]]:
    """Saboteur 2's own checks and answers, for each person."""
    s2 = {"edition": S2}
    for name in PEOPLE:
        front = {name: ["theft", "trapped"]}
        for kind in ("hands-off", "swap-hand", "inspection", "swap-hats", "trapped", "free"):
            yield {"situation": s2, "move": {"play": kind, "target": name}}
            yield {"situation": {**s2, "in_front": front}, "move": {"play": kind, "target": name}}
        yield {"situation": s2, "move": {"play": "theft"}}
        yield {"situation": {**s2, "in_front": {"du": ["theft"]}}, "move": {"play": "theft"}}
    for remove in [*TOOLS, "theft", "trapped"]:
        move = {"play": "discard-two", "remove": remove}
        in_front = {"du": ["theft", "trapped"]}
        broken = {"du": TOOLS}
        yield {"situation": s2, "move": move}
        yield {"situation": {**s2, "in_front": in_front, "broken": broken}, "move": move}
        yield {
            "situation": {**s2, "in_front": in_front, "broken": broken, "hand": [{"play": "map"}]},
            "move": move,
        }
    for count in (1, 2, 3):
        for held in (0, 1, 2):
            hand = [{"play": "map"}] * held
            yield {"situation": {**s2, "hand": hand}, "move": {"play": "pass", "discard": count}}
    trapped = {"du": ["trapped"]}
    crossing = {"edges": "NESW"}
    for tools in ([], TOOLS[:1], TOOLS):
        situation = {**s2, "in_front": trapped, "broken": {"du": tools}}
        yield {"situation": situation, "move": {"play": "path", "card": crossing, "x": 1, "y": 0}}
    ladder = {"edges": "NESW", "ladder": True}
    yield {"situation": s2, "move": {"play": "path", "card": ladder, "x": 7, "y": 0}}
    yield {
        "situation": {**s2, "board": [{"x": 6, "y": 0, "card": crossing}]},
        "move": {"play": "path", "card": ladder, "x": 7, "y": 0},
    }
    for x, y in [*FAR, FARTHEST]:
        yield {"situation": s2, "move": {"play": "path", "card": ladder, "x": x, "y": y}}


def _requests() -> Iterator[dict[str, Any]]:
    yield from _path_yes()
    yield from _absent()
    yield from _expansion()
    for edition in ("saboteur", S2):
        yield from _people_moves(edition)
        yield from _table_moves(edition)
        yield from _hand_and_turn(edition)


def _room(result: dict[str, Any]) -> int:
    """The bar's room for this verdict: less where it marks an Auslegung (an option on a check
    that decides it: the failing one of a Nein, any of a Ja)."""
    deciding = [c for c in result["checks"] if result["allowed"] or not c["ok"]]
    return ROOM_READING if any(c["option"] for c in deciding) else ROOM


@cache
def _asked() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Every request here with its verdict (asked once, for all the tests of this module)."""
    asked = []
    for request in _requests():
        situation = request["situation"]
        names = [*PEOPLE]
        request = {**request, "situation": {"players": names, **situation}}
        asked.append((request, check(request)))
    return asked


def test_the_requests_reach_every_check_and_every_kind_of_answer() -> None:
    codes = {c for group in CATALOG["check_codes"].values() for c in group}
    codes |= {c for group in CATALOG[S2]["check_codes"].values() for c in group}
    assert not [r for r, result in _asked() if result["error"]], "a request here is invalid"
    failed = {result["failed"] for _, result in _asked() if result["failed"]}
    assert failed == codes
    kinds = {m["play"] for m in CATALOG["moves"]} | {m["play"] for m in CATALOG[S2]["moves"]}
    allowed = {
        (r.get("move") or r["moves"][0])["play"] for r, result in _asked() if result["allowed"]
    }
    assert allowed == kinds
    marked = [result for _, result in _asked() if _room(result) == ROOM_READING]
    assert any(r["allowed"] for r in marked) and any(not r["allowed"] for r in marked)


def test_every_short_verdict_fits_the_bar_whole() -> None:
    over = sorted(
        {
            (len(str(result["short"])), _room(result), str(result["short"]))
            for _, result in _asked()
            if len(str(result["short"])) > _room(result)
        }
    )
    assert not over, "\n".join(json.dumps(o, ensure_ascii=False) for o in over)


@pytest.mark.parametrize("edition", ["saboteur", S2])
def test_a_path_cards_ja_keeps_its_place_and_says_how_it_lies(edition: str) -> None:
    # The place is the Ja's point on the table; a turned card says so ("gedreht") however
    # short the bar makes its name.
    seen = 0
    for request, result in _asked():
        move = request.get("move") or {}
        if move.get("play") != "path" or not result["allowed"]:
            continue
        if request["situation"].get("edition") != edition:
            continue
        seen += 1
        short = str(result["short"])
        place = f"({move['x']},\u00a0{move['y']})"
        assert short.startswith("Ja") and short.endswith(f"auf {place}."), short
        assert ("gedreht" in short) == (move.get("rotation", 0) == 180), short
    assert seen
