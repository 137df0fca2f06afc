"""The table seen from above as a standalone SVG: start, goals, path cards and a move.

Reads the engine's situation and move JSON leniently (whatever does not describe a card is
left out) and places the faces from :mod:`rules_py.picture_parts` on a grid of places with
their coordinates.  Public through :func:`rules_py.pictures.board_svg`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from rules_py import messages
from rules_py.messages import path_label
from rules_py.picture_parts import (
    CARD_H,
    CARD_W,
    HIGHLIGHT,
    goal_face,
    num,
    path_face,
    rect,
    rotation_words,
    start_face,
    svg,
)

__all__ = ["board_svg"]

_DEFAULT_GOALS = ((8, -2), (8, 0), (8, 2))
_MARGIN = 10  # room for coordinates


class _Tile(NamedTuple):
    """A path card on the table, as the situation JSON gives it."""

    x: int
    y: int
    edges: str
    dead_end: bool
    rotation: int


class _GoalTile(NamedTuple):
    x: int
    y: int
    revealed: bool
    kind: str | None
    edges: str | None
    rotation: int


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _path_of(card: Any) -> tuple[str, bool] | None:
    """(edges, dead_end) of a PATH object, or None when it does not describe one."""
    if not isinstance(card, Mapping) or not isinstance(card.get("edges"), str):
        return None
    return card["edges"], bool(card.get("dead_end", False))


def _tiles(situation: Mapping[str, Any]) -> list[_Tile]:
    tiles = []
    for entry in situation.get("board") or ():
        path = _path_of(entry.get("card")) if isinstance(entry, Mapping) else None
        if path is not None:
            x, y, rotation = (_int(entry.get(k)) for k in ("x", "y", "rotation"))
            tiles.append(_Tile(x, y, path[0], path[1], rotation))
    return tiles


def _goal_tiles(situation: Mapping[str, Any]) -> list[_GoalTile]:
    raw = situation.get("goals")
    if not isinstance(raw, list):
        return [_GoalTile(x, y, False, None, None, 0) for x, y in _DEFAULT_GOALS]
    goals = []
    for entry in raw:
        if isinstance(entry, Mapping):
            kind, edges = entry.get("kind"), entry.get("edges")
            goals.append(
                _GoalTile(
                    _int(entry.get("x")),
                    _int(entry.get("y")),
                    bool(entry.get("revealed", False)),
                    kind if isinstance(kind, str) else None,
                    edges if isinstance(edges, str) else None,
                    _int(entry.get("rotation")),
                )
            )
    return goals


def _place(face: str, px: float, py: float, rotation: int = 0) -> str:
    if rotation % 360 == 180:
        face = f'<g transform="rotate(180 {num(CARD_W / 2)} {num(CARD_H / 2)})">{face}</g>'
    return f'<g transform="translate({num(px)} {num(py)})">{face}</g>'


def _move_cell(move: Mapping[str, Any] | None) -> tuple[int, int] | None:
    if not move or move.get("play") not in ("path", "rockfall", "map"):
        return None
    return _int(move.get("x")), _int(move.get("y"))


def _describe(move: Mapping[str, Any] | None) -> str:
    cell = _move_cell(move)
    if move is None or cell is None:
        return ""
    where = f"({cell[0]}, {cell[1]})"
    play = move.get("play")
    if play == "path":
        path = _path_of(move.get("card"))
        label = path_label(*path) if path and path[0] else messages.PICTURE_PATH_CARDS[0]
        turn = rotation_words(_int(move.get("rotation")))
        return messages.PICTURE_MARK_PATH.format(label=label, turn=turn, where=where)
    if play == "rockfall":
        return messages.PICTURE_MARK_ROCKFALL.format(where=where)
    return messages.PICTURE_MARK_MAP.format(where=where)


def _move_layer(move: Mapping[str, Any], px: float, py: float, taken: bool) -> str:
    """The move drawn on its place: the path card, a rockfall's cross or the map's eye."""
    play = move.get("play")
    if play == "path":
        path = _path_of(move.get("card"))
        if path is None or not path[0]:
            return ""
        face = path_face(*path)
        turn = _int(move.get("rotation")) % 360
        if turn in (90, 270):
            # crosswise: drawn on its side, overlapping the neighbours a little
            tx = px + CARD_W / 2 + (CARD_H / 2 if turn == 90 else -CARD_H / 2)
            ty = py + CARD_H / 2 + (-CARD_W / 2 if turn == 90 else CARD_W / 2)
            return (
                f'<g transform="translate({num(tx)} {num(ty)}) rotate({turn})" '
                f'opacity="0.85">{face}</g>'
            )
        # over a card already lying there: see-through, so both stay visible
        opacity = "0.55" if taken else "0.9"
        return f'<g opacity="{opacity}">{_place(face, px, py, turn)}</g>'
    if play == "rockfall":
        return (
            f'<path d="M{num(px + 6)} {num(py + 10)} L{num(px + CARD_W - 6)} '
            f"{num(py + CARD_H - 10)} M{num(px + CARD_W - 6)} {num(py + 10)} "
            f'L{num(px + 6)} {num(py + CARD_H - 10)}" stroke="#d32f2f" '
            f'stroke-width="3" stroke-linecap="round"/>'
        )
    ex, ey = px + CARD_W / 2, py + CARD_H / 2
    return (
        f'<ellipse cx="{num(ex)}" cy="{num(ey)}" rx="11" ry="6" fill="#fff" '
        f'stroke="{HIGHLIGHT}" stroke-width="1.5"/>'
        f'<circle cx="{num(ex)}" cy="{num(ey)}" r="3" fill="#1565c0"/>'
    )


def _grid(x0: int, y0: int, cols: int, rows: int) -> list[str]:
    """The empty table: dashed places with their coordinates along the top and left."""
    out = [rect(_MARGIN, _MARGIN, cols * CARD_W, rows * CARD_H, "#efe6d2", ' fill-opacity="0.35"')]
    for cx in range(cols):
        for cy in range(rows):
            out.append(
                rect(
                    _MARGIN + cx * CARD_W + 1,
                    _MARGIN + cy * CARD_H + 1,
                    CARD_W - 2,
                    CARD_H - 2,
                    "none",
                    ' stroke="#b0a48a" stroke-dasharray="2 2" stroke-width="0.6"',
                )
            )
    number = 'text-anchor="middle" font-family="sans-serif" font-size="6" fill="#888"'
    for cx in range(cols):
        out.append(
            f'<text x="{num(_MARGIN + cx * CARD_W + CARD_W / 2)}" y="7" {number}>{x0 + cx}</text>'
        )
    for cy in range(rows):
        out.append(
            f'<text x="5" y="{num(_MARGIN + cy * CARD_H + CARD_H / 2 + 2)}" {number}>'
            f"{y0 + cy}</text>"
        )
    return out


def board_svg(
    situation: Mapping[str, Any],
    move: Mapping[str, Any] | None = None,
    highlight: Iterable[Sequence[int]] = (),
) -> str:
    """The table seen from above: start, goals, path cards, and the move if given.

    ``situation`` and ``move`` are the engine's JSON (DESIGN.md).  A path move is drawn
    with an orange frame, a rockfall with a red cross, a map with an eye; ``highlight``
    frames further cells ``(x, y)``.  Coordinates are written along the top and left edge.
    """
    tiles, goals = _tiles(situation), _goal_tiles(situation)
    marked = [(_int(c[0]), _int(c[1])) for c in highlight if len(c) >= 2]
    at = _move_cell(move)
    occupied = {(0, 0), *((t.x, t.y) for t in tiles), *((g.x, g.y) for g in goals)}
    cells = [*occupied, *marked] + ([at] if at is not None else [])
    x0, x1 = min(c[0] for c in cells), max(c[0] for c in cells)
    y0, y1 = min(c[1] for c in cells), max(c[1] for c in cells)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1

    def origin(x: int, y: int) -> tuple[float, float]:
        return _MARGIN + (x - x0) * CARD_W, _MARGIN + (y - y0) * CARD_H

    body = _grid(x0, y0, cols, rows)
    body.append(_place(start_face(), *origin(0, 0)))
    for g in goals:
        body.append(_place(goal_face(g.revealed, g.kind, g.edges, g.rotation), *origin(g.x, g.y)))
    for t in tiles:
        body.append(_place(path_face(t.edges, t.dead_end), *origin(t.x, t.y), t.rotation))
    if move is not None and at is not None:
        body.append(_move_layer(move, *origin(*at), taken=at in occupied))
        marked.append(at)
    for mx, my in marked:
        px, py = origin(mx, my)
        body.append(
            rect(
                px + 0.75,
                py + 0.75,
                CARD_W - 1.5,
                CARD_H - 1.5,
                "none",
                f' stroke="{HIGHLIGHT}" stroke-width="1.5" rx="3"',
            )
        )
    count = len(tiles)
    title = messages.PICTURE_BOARD.format(
        goals=len(goals),
        count=count,
        cards=messages.PICTURE_PATH_CARDS[0 if count == 1 else 1],
        move=_describe(move),
    )
    width, height = _MARGIN + cols * CARD_W + 2, _MARGIN + rows * CARD_H + 2
    return svg(width, height, title, "".join(body), "sab-board", 1.5)
