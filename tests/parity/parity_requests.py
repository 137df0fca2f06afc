"""Deterministic request texts for the Pyodide parity test.

`generated(count, seed)` draws requests with `random.Random(seed)` over boards, tools and
every kind of move, including a share of invalid input (unknown tools, bad rotations,
wrong types, broken JSON). The generator knows only the JSON contract of docs-dev/contract.md, not
the engine's verdicts: which requests are allowed is for the engine to say, the test only
demands that CPython and Pyodide say the same.
"""

from __future__ import annotations

import json
import random
from typing import Any

NAMES = ["du", "Anna", "Ben", "Cem"]
TOOLS = ["pickaxe", "lamp", "cart"]
# Shapes as printed on the upright card (edges in NESW order); some appear as dead ends too.
EDGES = ["NESW", "NES", "ESW", "NSW", "NEW", "NS", "EW", "NE", "ES", "SW", "NW", "N", "E", "S", "W"]
GOAL_CELLS = [(8, -2), (8, 0), (8, 2)]
BROKEN_JSON = ['{"move": {"play": "pass"}', "not json", "[1, 2", '{"move": }', "", "null"]


def _card(rng: random.Random) -> dict[str, Any]:
    edges = rng.choice(EDGES)
    # The box's single stubs are all dead ends; now and then a card the box lacks (bad input).
    dead_end = rng.random() < (0.95 if len(edges) == 1 else 0.25)
    return {"edges": edges, "dead_end": dead_end}


def _board(rng: random.Random) -> list[dict[str, Any]]:
    """Path cards grown from the start card, so that many moves touch the board."""
    taken = {(0, 0), *GOAL_CELLS}
    cells: list[tuple[int, int]] = [(0, 0)]
    board = []
    for _ in range(rng.choice([0, 0, 1, 3, 6, 12, 25])):
        x, y = rng.choice(cells)
        dx, dy = rng.choice([(1, 0), (1, 0), (0, 1), (0, -1), (-1, 0)])
        at = (x + dx, y + dy)
        if at in taken:
            continue
        taken.add(at)
        cells.append(at)
        board.append({"x": at[0], "y": at[1], "card": _card(rng), "rotation": rng.choice([0, 180])})
    return board


def _near(rng: random.Random, board: list[dict[str, Any]]) -> tuple[int, int]:
    if board and rng.random() < 0.7:
        cell = rng.choice(board)
        return cell["x"] + rng.choice([-1, 0, 1]), cell["y"] + rng.choice([-1, 0, 1])
    return rng.randint(-2, 9), rng.randint(-3, 3)


def _hand_card(rng: random.Random) -> dict[str, Any]:
    kind = rng.choice(["path", "sabotage", "repair", "rockfall", "map"])
    if kind == "path":
        return {"play": "path", "card": _card(rng)}
    if kind == "sabotage":
        return {"play": "sabotage", "tool": rng.choice(TOOLS)}
    if kind == "repair":
        return {"play": "repair", "tools": rng.sample(TOOLS, rng.choice([1, 2]))}
    return {"play": kind}


def _situation(rng: random.Random) -> dict[str, Any]:
    situation: dict[str, Any] = {}
    players = rng.sample(NAMES, rng.randint(2, 4)) if rng.random() < 0.5 else None
    if players is not None:
        situation["players"] = players
        situation["player"] = rng.choice(players)
    elif rng.random() < 0.3:
        situation["player"] = rng.choice(NAMES)
    if rng.random() < 0.7:
        broken = {}
        for name in rng.sample(NAMES, rng.randint(1, 3)):
            broken[name] = rng.sample(TOOLS, rng.randint(0, 3))
        situation["broken"] = broken
    board = _board(rng)
    if board or rng.random() < 0.3:
        situation["board"] = board
    if rng.random() < 0.2:
        situation["goals"] = [
            {"x": x, "y": y, "revealed": True, "kind": rng.choice(["gold", "stone"])}
            if rng.random() < 0.4
            else {"x": x, "y": y}
            for x, y in GOAL_CELLS
        ]
    if rng.random() < 0.3:
        situation["draw_pile"] = rng.randint(0, 40)
    return situation


def _move(rng: random.Random, situation: dict[str, Any]) -> dict[str, Any]:
    board = situation.get("board", [])
    kind = rng.choices(
        ["path", "sabotage", "repair", "rockfall", "map", "pass"], weights=[8, 4, 4, 2, 2, 1]
    )[0]
    if kind == "path":
        x, y = _near(rng, board)
        rotation = rng.choice([0, 180, 0, 180, 90])
        return {"play": "path", "card": _card(rng), "x": x, "y": y, "rotation": rotation}
    target = rng.choice([*situation.get("players", NAMES), "Zoe"])
    if kind == "sabotage":
        return {"play": "sabotage", "tool": rng.choice(TOOLS), "target": target}
    if kind == "repair":
        tools = rng.sample(TOOLS, rng.choice([1, 2]))
        move: dict[str, Any] = {"play": "repair", "tools": tools, "target": target}
        if len(tools) == 2 and rng.random() < 0.5:
            move["fix"] = rng.choice(tools)
        return move
    if kind == "rockfall":
        if board and rng.random() < 0.6:
            cell = rng.choice(board)
            return {"play": "rockfall", "x": cell["x"], "y": cell["y"]}
        x, y = rng.choice([(0, 0), *GOAL_CELLS, _near(rng, board)])
        return {"play": "rockfall", "x": x, "y": y}
    if kind == "map":
        x, y = rng.choice([*GOAL_CELLS, *GOAL_CELLS, (0, 0), _near(rng, board)])
        return {"play": "map", "x": x, "y": y}
    return {"play": "pass"}


def _spoil(rng: random.Random, request: dict[str, Any]) -> Any:
    """Make a request invalid in one of many ways (or leave it as the engine must reject it)."""
    move = request.get("move", {})
    way = rng.randrange(12)
    if way == 0:
        move["play"] = rng.choice(["jump", "Pfad", "", 3, None])
    elif way == 1:
        move["tool" if move.get("play") == "sabotage" else "x"] = rng.choice(
            ["hammer", "1", 1.5, True]
        )
    elif way == 2:
        move["rotation"] = rng.choice([45, -90, "0", 360])
        move.setdefault("play", "path")
    elif way == 3 and move.get("play") == "path":
        move["card"] = rng.choice([{"edges": "SN"}, {"edges": "XYZ"}, {"edges": ""}, "NESW", {}])
    elif way == 4:
        request["situation"] = rng.choice([[], "Anna", 3, {"broken": {"du": ["lamp", "lamp"]}}])
    elif way == 5:
        request["situation"] = {"broken": {"du": ["hammer"]}}
    elif way == 6:
        request["moves"] = [] if rng.random() < 0.5 else [move, {"play": "pass"}]
        request.setdefault("move", move)
    elif way == 7:
        request.pop("move", None)
        request.pop("moves", None)
    elif way == 8:
        move["extra"] = "?"
    elif way == 9:
        request["situation"] = {"players": ["Anna", "Ben"], "player": "du"}
    elif way == 10:
        return rng.choice([[request], "move", 42, None])
    else:
        request["situation"] = {"board": [{"x": 0, "y": 0, "card": {"edges": "EW"}}]}
    return request


def generated(count: int = 400, seed: int = 20260214) -> list[str]:
    """`count` request texts (JSON, one line each), the same for the same seed."""
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.02:
            texts.append(rng.choice(BROKEN_JSON))
            continue
        situation = _situation(rng)
        request: Any = {"situation": situation}
        if rng.random() < 0.08:
            request["moves"] = [_move(rng, situation) for _ in range(rng.choice([1, 2]))]
        else:
            request["move"] = _move(rng, situation)
        if rng.random() < 0.12:
            hand = [_hand_card(rng) for _ in range(rng.randint(0, 5))]
            if "move" in request and request["move"]["play"] != "pass" and rng.random() < 0.5:
                played = {
                    k: v
                    for k, v in request["move"].items()
                    if k in ("play", "card", "tool", "tools")
                }
                hand.append(played)
            request["situation"]["hand"] = hand
        if roll > 0.85:
            request = _spoil(rng, request)
        texts.append(json.dumps(request, ensure_ascii=False))
    return texts
