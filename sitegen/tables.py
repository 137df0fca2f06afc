"""The situations behind the action table on "Kaputtes Werkzeug".

Each row names an action as the seed's table does, the situation(s) that stand for it
and the registry rules whose text is the row's "Hinweis".  "Erlaubt?" is not written
here: `sitegen.render.tool_table` asks `rules_py.api.check` for every request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules_py.board import DEFAULT_GOALS
from rules_py.moves import DEFAULT_PLAYER as YOU

MIDDLE_GOAL = DEFAULT_GOALS[len(DEFAULT_GOALS) // 2]

# The one source of the table's situation: the caption under the table is written from it
# (`sitegen.render.situation_text`).
SITUATION: dict[str, Any] = {
    "player": YOU,
    "players": [YOU, "Anna", "Ben"],
    "broken": {YOU: ["lamp"], "Anna": ["pickaxe"]},
    "board": [{"x": 1, "y": 0, "card": {"edges": "EW", "dead_end": False}, "rotation": 0}],
}


def _ask(move: dict[str, Any]) -> dict[str, Any]:
    return {"situation": SITUATION, "move": move}


@dataclass(frozen=True)
class Row:
    action: str
    requests: tuple[dict[str, Any], ...]
    rules: tuple[str, ...]


TOOL_TABLE: tuple[Row, ...] = (
    Row(
        "Wegekarte legen",
        (_ask({"play": "path", "card": {"edges": "EW"}, "x": 2, "y": 0, "rotation": 0}),),
        ("tools-intact",),
    ),
    Row(
        "Reparatur spielen",
        (
            _ask({"play": "repair", "tools": ["lamp"], "target": YOU}),
            _ask({"play": "repair", "tools": ["pickaxe"], "target": "Anna"}),
        ),
        ("repair-others", "sabotage-present"),
    ),
    Row(
        "Sabotage gegen andere spielen",
        (_ask({"play": "sabotage", "tool": "cart", "target": "Ben"}),),
        ("target-other", "no-duplicate"),
    ),
    Row(
        "Steinschlag oder Schatzkarte",
        (
            _ask({"play": "rockfall", "x": 1, "y": 0}),
            _ask({"play": "map", "x": MIDDLE_GOAL.x, "y": MIDDLE_GOAL.y}),
        ),
        ("rockfall-target", "map-target"),
    ),
    Row("Passen", (_ask({"play": "pass"}),), ("pass-allowed",)),
)
