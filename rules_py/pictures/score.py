"""The table seen from above at the round's end: who sits where, who gets what (SVG).

Seats go clockwise from the top, as ``players`` lists them; Goldsucher are gold, Saboteure
dark; the person who reached the gold has an orange ring.  Each seat says how many gold cards
its person takes (Goldsucher) or the Goldstücke (Saboteure), from ``rules_py.score``'s answer;
when the Goldsucher win, an arrow shows the cards' way, counter-clockwise from the first taker.
Nothing here decides about the rules.
"""

from __future__ import annotations

import math
from typing import Any
from xml.sax.saxutils import escape

from rules_py.pictures.parts import BLOCK, GOLD, HIGHLIGHT, ROCK, STONE, num, svg
from rules_py.score import messages as t

__all__ = ["table_svg"]

_W, _H = 380.0, 320.0
_CX, _CY = _W / 2, _H / 2
_TABLE = 72.0  # radius of the table
_SEATS_X, _SEATS_Y = 150.0, 120.0  # the seats' centres lie on this ellipse (ten fit round it)
_SEAT_W, _SEAT_H = 76.0, 42.0
_NAME = 9  # characters of a name shown in a seat


def _angle(i: int, n: int) -> float:
    """Seat ``i`` of ``n``, clockwise from the top (SVG's y grows downwards)."""
    return -math.pi / 2 + 2 * math.pi * i / n


def _point(angle: float, radius: float, radius_y: float | None = None) -> tuple[float, float]:
    ry = radius if radius_y is None else radius_y
    return _CX + radius * math.cos(angle), _CY + ry * math.sin(angle)


def _text(x: float, y: float, text: str, fill: str, size: float, weight: str = "400") -> str:
    return (
        f'<text x="{num(x)}" y="{num(y)}" fill="{fill}" font-size="{num(size)}" '
        f'font-weight="{weight}" font-family="sans-serif" text-anchor="middle">'
        f"{escape(text)}</text>"
    )


def _short(name: str) -> str:
    return name if len(name) <= _NAME else name[: _NAME - 1] + "…"


def _seat(i: int, n: int, name: str, saboteur: bool, finder: bool, mark: str) -> str:
    x, y = _point(_angle(i, n), _SEATS_X, _SEATS_Y)
    fill, ink = (BLOCK, "#ffffff") if saboteur else (GOLD, BLOCK)
    # A dark seat gets a grey edge, so that it stands out on a dark page too.
    edge = f' stroke="{STONE}" stroke-width="1.5"' if saboteur else ""
    ring = f' stroke="{HIGHLIGHT}" stroke-width="4"' if finder else edge
    box = (
        f'<rect x="{num(x - _SEAT_W / 2)}" y="{num(y - _SEAT_H / 2)}" width="{num(_SEAT_W)}" '
        f'height="{num(_SEAT_H)}" rx="8" fill="{fill}"{ring}/>'
    )
    return box + _text(x, y - 3, _short(name), ink, 13, "700") + _text(x, y + 14, mark, ink, 12)


def _arrow(start: int, n: int) -> str:
    """An arc inside the table from seat ``start``, counter-clockwise, with its head."""
    radius = _TABLE - 14
    a0 = _angle(start, n)
    a1 = a0 - math.pi * 0.6
    x0, y0 = _point(a0, radius)
    x1, y1 = _point(a1, radius)
    arc = (
        f'<path d="M{num(x0)} {num(y0)} A{num(radius)} {num(radius)} 0 0 0 {num(x1)} {num(y1)}" '
        'fill="none" stroke="#ffffff" stroke-width="3"/>'
    )
    # The head points along the arc's direction at its end (counter-clockwise tangent).
    tx, ty = math.sin(a1), -math.cos(a1)
    nx, ny = math.cos(a1), math.sin(a1)
    tip = (x1 + tx * 7, y1 + ty * 7)
    left = (x1 + nx * 6, y1 + ny * 6)
    right = (x1 - nx * 6, y1 - ny * 6)
    head = (
        f'<path d="M{num(tip[0])} {num(tip[1])} L{num(left[0])} {num(left[1])} '
        f'L{num(right[0])} {num(right[1])} Z" fill="#ffffff"/>'
    )
    return arc + head


def table_svg(request: dict[str, Any], result: dict[str, Any]) -> str:
    """The table for a valid ``score`` request and its answer (``rules_py.api.score``)."""
    players: list[str] = list(request["players"])
    roles: dict[str, str] = request["roles"]
    n = len(players)
    body = [f'<circle cx="{num(_CX)}" cy="{num(_CY)}" r="{num(_TABLE)}" fill="{ROCK}"/>']
    for i, name in enumerate(players):
        share = result["shares"][name]
        if share["cards"] == 1:
            mark = t.PICTURE_ONE_CARD
        elif share["cards"]:
            mark = t.PICTURE_CARDS.format(n=share["cards"])
        elif share["gold"]:
            mark = t.PICTURE_GOLD.format(n=share["gold"])
        else:
            mark = t.PICTURE_NOTHING
        body.append(_seat(i, n, name, roles[name] == "saboteur", name == request["finder"], mark))
    order: list[str] = result["order"]
    if order:
        body.append(_arrow(players.index(order[0]), n))
        body.append(_text(_CX, _CY - 2, t.PICTURE_WAY[0], "#ffffff", 11))
        body.append(_text(_CX, _CY + 12, t.PICTURE_WAY[1], "#ffffff", 11))
    title = t.picture_title(players, order[0] if order else None)
    return svg(_W, _H, title, "".join(body), "sab-board wt-table", 1.0)
