"""The table seen from above as a standalone SVG: start, goals, path cards and a move.

Takes the engine's parsed values (:class:`~rules_py.moves.Situation`, a move) and places the
faces from :mod:`rules_py.pictures.parts` on a grid of places with their coordinates.  Public
through :func:`rules_py.pictures.board_svg`.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules_py import messages
from rules_py.board import START, Coord
from rules_py.moves import MapMove, Move, PathMove, RockfallMove, Situation
from rules_py.pictures.parts import (
    CARD_H,
    CARD_W,
    HIGHLIGHT,
    card_face,
    goal_face,
    num,
    rect,
    rotation_words,
    start_face,
    svg,
)

__all__ = ["board_svg"]

_MARGIN = 16  # room for coordinates, readable when a phone shrinks the picture

type CellMove = PathMove | RockfallMove | MapMove


def _place(face: str, px: float, py: float, rotation: int = 0) -> str:
    if rotation % 360 == 180:
        face = f'<g transform="rotate(180 {num(CARD_W / 2)} {num(CARD_H / 2)})">{face}</g>'
    return f'<g transform="translate({num(px)} {num(py)})">{face}</g>'


def _cell_move(move: Move | None) -> CellMove | None:
    return move if isinstance(move, (PathMove, RockfallMove, MapMove)) else None


def _describe(move: CellMove | None) -> str:
    if move is None:
        return ""
    where = str(move.at)
    if isinstance(move, PathMove):
        turn = rotation_words(move.rotation)
        return messages.PICTURE_MARK_PATH.format(label=move.card.label, turn=turn, where=where)
    if isinstance(move, RockfallMove):
        return messages.PICTURE_MARK_ROCKFALL.format(where=where)
    return messages.PICTURE_MARK_MAP.format(where=where)


def _move_layer(move: CellMove, px: float, py: float, taken: bool) -> str:
    """The move drawn on its place: the path card, a rockfall's cross or the map's eye."""
    if isinstance(move, PathMove):
        face = card_face(move.card, move.rotation)
        turn = move.rotation % 360
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
    if isinstance(move, RockfallMove):
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
    # The page's text colour (light and dark scheme alike), a little muted.
    number = (
        'text-anchor="middle" font-family="sans-serif" font-size="11" fill="currentColor" '
        'fill-opacity="0.75"'
    )
    for cx in range(cols):
        out.append(
            f'<text x="{num(_MARGIN + cx * CARD_W + CARD_W / 2)}" y="12" {number}>{x0 + cx}</text>'
        )
    for cy in range(rows):
        out.append(
            f'<text x="8" y="{num(_MARGIN + cy * CARD_H + CARD_H / 2 + 4)}" {number}>'
            f"{y0 + cy}</text>"
        )
    return out


def board_svg(
    situation: Situation,
    move: Move | None = None,
    highlight: Iterable[Coord] = (),
) -> str:
    """The table seen from above: start, goals, path cards, and the move if given.

    A path move is drawn with an orange frame, a rockfall with a red cross, a map with an
    eye; ``highlight`` frames further places.  Coordinates run along the top and left edge.
    """
    board = situation.board
    marked = list(highlight)
    shown = _cell_move(move)
    at = shown.at if shown is not None else None
    occupied = {START, *board.goals, *board.paths}
    cells = [*occupied, *marked] + ([at] if at is not None else [])
    x0, x1 = min(c[0] for c in cells), max(c[0] for c in cells)
    y0, y1 = min(c[1] for c in cells), max(c[1] for c in cells)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1

    def origin(x: int, y: int) -> tuple[float, float]:
        return _MARGIN + (x - x0) * CARD_W, _MARGIN + (y - y0) * CARD_H

    body = _grid(x0, y0, cols, rows)
    body.append(_place(start_face(), *origin(*START)))
    for (gx, gy), g in board.goals.items():
        kind = g.kind.value if g.kind is not None else None
        edges = g.card.edges if g.card is not None else None
        body.append(_place(goal_face(g.revealed, kind, edges, g.rotation), *origin(gx, gy)))
    for (tx, ty), p in board.paths.items():
        body.append(_place(card_face(p.card, p.rotation), *origin(tx, ty), p.rotation))
    if shown is not None and at is not None:
        body.append(_move_layer(shown, *origin(*at), taken=at in occupied))
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
    count = len(board.paths)
    title = messages.PICTURE_BOARD.format(
        goals=len(board.goals),
        count=count,
        cards=messages.PICTURE_PATH_CARDS[0 if count == 1 else 1],
        move=_describe(shown),
    )
    width, height = _MARGIN + cols * CARD_W + 2, _MARGIN + rows * CARD_H + 2
    return svg(width, height, title, "".join(body), "sab-board", 1.5)
