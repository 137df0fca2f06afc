"""Card and board pictures as standalone SVG (pure stdlib, deterministic).

Every function returns one ``<svg>`` element with a German ``<title>`` as its first child,
no ``id`` attributes (so several pictures can be inlined in one page) and no external
resources.  The pictures show the engine's card data; they decide nothing about the rules.

Card geometry (card-local units): a card is 40 wide and 60 high, upright (portrait), with
its open edges at the middle of each side, as in ``PathCard.edges`` (``"NESW"`` subset).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple
from xml.sax.saxutils import escape

from rules_py.cards import STONE_DEFAULT
from rules_py.messages import ACTION_NAMES, GOAL_KIND_NAMES, SIDE_NAMES, TOOL_NAMES, path_label

__all__ = [
    "CARD_H",
    "CARD_W",
    "action_card_svg",
    "board_svg",
    "goal_card_svg",
    "path_card_svg",
    "start_card_svg",
]

CARD_W = 40
CARD_H = 60
_PATH = 12  # width of a path band
_SCALE = 2  # default rendering size: 80 x 120 px for a card

ROCK = "#7a5535"
ROCK_EDGE = "#4a321e"
PATH = "#f2dfb0"
BLOCK = "#1f1a17"
BACK = "#30475e"
GOLD = "#e2b21c"
STONE = "#8d8d8d"
HIGHLIGHT = "#ff9800"
CARD_COLOURS = {
    "sabotage": "#b3261e",
    "repair": "#2e7d32",
    "rockfall": "#5d4037",
    "map": "#1565c0",
}
_SIDES = "NESW"


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _rect(x: float, y: float, w: float, h: float, fill: str, extra: str = "") -> str:
    return (
        f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" '
        f'fill="{fill}"{extra}/>'
    )


def _svg(width: float, height: float, title: str, body: str, cls: str, scale: float) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" role="img" '
        f'viewBox="0 0 {_num(width)} {_num(height)}" '
        f'width="{_num(width * scale)}" height="{_num(height * scale)}">'
        f"<title>{escape(title)}</title>{body}</svg>"
    )


def _turned(edges: str, rotation: int) -> str:
    """Edges after turning the card; 90/270 only for drawing a crosswise card."""
    steps = (rotation // 90) % 4
    out = set()
    for ch in edges:
        out.add(_SIDES[(_SIDES.index(ch) + steps) % 4])
    return "".join(s for s in _SIDES if s in out)


# --- card faces (card-local coordinates, origin top left) ----------------------------


def _frame(fill: str) -> str:
    return _rect(0.5, 0.5, CARD_W - 1, CARD_H - 1, fill, f' rx="3" stroke="{ROCK_EDGE}"')


def _paths(edges: str, dead_end: bool) -> str:
    """Sand-coloured path bands; a dead end stops short with a dark block."""
    cx, cy, h = CARD_W / 2, CARD_H / 2, _PATH / 2
    parts: list[str] = []
    stub = 15  # length of a dead-end stub from the edge
    for side in edges:
        if side == "N":
            parts.append(_rect(cx - h, 0, _PATH, stub if dead_end else cy, PATH))
        elif side == "S":
            y0 = CARD_H - stub if dead_end else cy
            parts.append(_rect(cx - h, y0, _PATH, CARD_H - y0, PATH))
        elif side == "E":
            x0 = CARD_W - stub if dead_end else cx
            parts.append(_rect(x0, cy - h, CARD_W - x0, _PATH, PATH))
        elif side == "W":
            parts.append(_rect(0, cy - h, stub if dead_end else cx, _PATH, PATH))
    if dead_end:
        for side in edges:
            if side == "N":
                parts.append(_rect(cx - h - 1, stub, _PATH + 2, 3, BLOCK))
            elif side == "S":
                parts.append(_rect(cx - h - 1, CARD_H - stub - 3, _PATH + 2, 3, BLOCK))
            elif side == "E":
                parts.append(_rect(CARD_W - stub - 3, cy - h - 1, 3, _PATH + 2, BLOCK))
            elif side == "W":
                parts.append(_rect(stub, cy - h - 1, 3, _PATH + 2, BLOCK))
    elif edges:
        parts.append(_rect(cx - h, cy - h, _PATH, _PATH, PATH))
    return "".join(parts)


def _path_face(edges: str, dead_end: bool) -> str:
    return _frame(ROCK) + _paths(edges, dead_end)


def _start_face() -> str:
    cx, cy = CARD_W / 2, CARD_H / 2
    ladder = (
        f'<g stroke="{ROCK_EDGE}" stroke-width="1.2">'
        f'<line x1="{_num(cx - 3)}" y1="{_num(cy - 5)}" x2="{_num(cx - 3)}" y2="{_num(cy + 5)}"/>'
        f'<line x1="{_num(cx + 3)}" y1="{_num(cy - 5)}" x2="{_num(cx + 3)}" y2="{_num(cy + 5)}"/>'
        + "".join(
            f'<line x1="{_num(cx - 3)}" y1="{_num(cy + d)}" '
            f'x2="{_num(cx + 3)}" y2="{_num(cy + d)}"/>'
            for d in (-3, 0, 3)
        )
        + "</g>"
    )
    return _path_face("NESW", False) + ladder


def _goal_face(revealed: bool, kind: str | None, edges: str | None, rotation: int) -> str:
    cx, cy = CARD_W / 2, CARD_H / 2
    if not revealed:
        return (
            _frame(BACK)
            + _rect(5, 5, CARD_W - 10, CARD_H - 10, "none", ' rx="2" stroke="#9fb3c8"')
            + f'<text x="{_num(cx)}" y="{_num(cy + 6)}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="18" font-weight="bold" fill="#dfe8f0">?</text>'
        )
    if kind == "gold":
        return (
            _path_face("NESW", False)
            + f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="7" fill="{GOLD}" stroke="#8a6a00"/>'
        )
    shown = _turned(edges or STONE_DEFAULT.edges, rotation)
    return (
        _path_face(shown, False)
        + f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="7" fill="{STONE}" stroke="#555"/>'
    )


# --- tool glyphs (centred on cx, cy; about 16 units wide) -----------------------------


def _tool_glyph(tool: str, cx: float, cy: float, size: float = 1.0) -> str:
    s = size
    stroke = f'stroke="#fff" stroke-width="{_num(1.8 * s)}" fill="none" stroke-linecap="round"'
    if tool == "pickaxe":
        return (
            f'<path d="M{_num(cx - 8 * s)} {_num(cy - 3 * s)} Q{_num(cx)} {_num(cy - 10 * s)} '
            f'{_num(cx + 8 * s)} {_num(cy - 3 * s)}" {stroke}/>'
            f'<line x1="{_num(cx)}" y1="{_num(cy - 6.5 * s)}" x2="{_num(cx)}" '
            f'y2="{_num(cy + 9 * s)}" {stroke}/>'
        )
    if tool == "lamp":
        return (
            f'<path d="M{_num(cx - 5 * s)} {_num(cy + 6 * s)} L{_num(cx - 4 * s)} '
            f"{_num(cy - 4 * s)} L{_num(cx + 4 * s)} {_num(cy - 4 * s)} L{_num(cx + 5 * s)} "
            f'{_num(cy + 6 * s)} Z" {stroke}/>'
            f'<circle cx="{_num(cx)}" cy="{_num(cy + 1 * s)}" r="{_num(2 * s)}" fill="#ffe082"/>'
            f'<path d="M{_num(cx - 3 * s)} {_num(cy - 4 * s)} Q{_num(cx)} {_num(cy - 10 * s)} '
            f'{_num(cx + 3 * s)} {_num(cy - 4 * s)}" {stroke}/>'
        )
    # cart (Lore)
    return (
        f'<path d="M{_num(cx - 8 * s)} {_num(cy - 5 * s)} L{_num(cx + 8 * s)} {_num(cy - 5 * s)} '
        f'L{_num(cx + 5 * s)} {_num(cy + 4 * s)} L{_num(cx - 5 * s)} {_num(cy + 4 * s)} Z" '
        f"{stroke}/>"
        f'<circle cx="{_num(cx - 3.5 * s)}" cy="{_num(cy + 7 * s)}" r="{_num(2 * s)}" '
        f'fill="#fff"/>'
        f'<circle cx="{_num(cx + 3.5 * s)}" cy="{_num(cy + 7 * s)}" r="{_num(2 * s)}" '
        f'fill="#fff"/>'
    )


def _label(text: str, y: float, size: float = 5.5) -> str:
    return (
        f'<text x="{_num(CARD_W / 2)}" y="{_num(y)}" text-anchor="middle" '
        f'font-family="sans-serif" font-size="{_num(size)}" fill="#fff">{escape(text)}</text>'
    )


def _action_face(play: str, tools: Sequence[str]) -> str:
    fill = CARD_COLOURS.get(play, ROCK)
    cx, cy = CARD_W / 2, CARD_H / 2 - 4
    body = _frame(fill)
    if play == "sabotage" and tools:
        body += _tool_glyph(tools[0], cx, cy)
        body += (
            f'<line x1="{_num(cx - 11)}" y1="{_num(cy + 11)}" x2="{_num(cx + 11)}" '
            f'y2="{_num(cy - 11)}" stroke="#ffd54f" stroke-width="2.5" stroke-linecap="round"/>'
        )
        body += _label(TOOL_NAMES.get(tools[0], tools[0]), CARD_H - 8)
    elif play == "repair" and len(tools) == 2:
        body += _tool_glyph(tools[0], cx - 8, cy, 0.65) + _tool_glyph(tools[1], cx + 8, cy, 0.65)
        names = [TOOL_NAMES.get(t, t) for t in tools]
        body += _label(names[0], CARD_H - 13, 5) + _label("oder " + names[1], CARD_H - 6, 5)
    elif play == "repair" and tools:
        body += _tool_glyph(tools[0], cx, cy)
        body += _label(TOOL_NAMES.get(tools[0], tools[0]), CARD_H - 8)
    elif play == "rockfall":
        body += "".join(
            f'<circle cx="{_num(cx + dx)}" cy="{_num(cy + dy)}" r="{_num(r)}" fill="#bcaaa4" '
            f'stroke="#3e2723"/>'
            for dx, dy, r in ((-5, 4, 5), (5, 5, 4), (0, -4, 4.5))
        )
        body += _label("Steinschlag", CARD_H - 8, 5)
    elif play == "map":
        body += (
            _rect(cx - 10, cy - 8, 20, 16, "#fff3e0", ' rx="1.5"')
            + f'<path d="M{_num(cx - 7)} {_num(cy + 4)} Q{_num(cx - 2)} {_num(cy - 6)} '
            f'{_num(cx + 4)} {_num(cy)}" stroke="#8d6e63" stroke-dasharray="2 1.5" fill="none"/>'
            f'<text x="{_num(cx + 5)}" y="{_num(cy + 2)}" font-family="sans-serif" font-size="7" '
            f'fill="#c62828" text-anchor="middle">✕</text>'
        )
        body += _label("Schatzkarte", CARD_H - 8, 5)
    return body


# --- public: single cards -------------------------------------------------------------


def _rotation_words(rotation: int) -> str:
    if rotation % 360 == 0:
        return ""
    if rotation % 360 == 180:
        return ", um 180° gedreht"
    return f", um {rotation % 360}° gedreht (quer)"


def path_card_svg(edges: str, dead_end: bool, rotation: int = 0, title: str | None = None) -> str:
    """A Wegekarte as printed (``edges`` upright), turned by ``rotation`` degrees."""
    label = path_label(edges, dead_end)
    text = title if title is not None else f"Wegekarte: {label}{_rotation_words(rotation)}"
    face = _path_face(edges, dead_end)
    rot = rotation % 360
    if rot == 180:
        face = f'<g transform="rotate(180 {_num(CARD_W / 2)} {_num(CARD_H / 2)})">{face}</g>'
        return _svg(CARD_W, CARD_H, text, face, "sab-card", _SCALE)
    if rot in (90, 270):
        # crosswise: the card lies on its side, so the picture is landscape
        inner = f'<g transform="translate({_num(CARD_H)} 0) rotate(90)">{face}</g>'
        if rot == 270:
            inner = f'<g transform="translate(0 {_num(CARD_W)}) rotate(-90)">{face}</g>'
        return _svg(CARD_H, CARD_W, text, inner, "sab-card sab-card--crosswise", _SCALE)
    return _svg(CARD_W, CARD_H, text, face, "sab-card", _SCALE)


def start_card_svg() -> str:
    """The Startkarte: open on all four sides, with the ladder."""
    return _svg(
        CARD_W,
        CARD_H,
        "Startkarte: offen nach allen vier Seiten",
        _start_face(),
        "sab-card",
        _SCALE,
    )


def goal_card_svg(revealed: bool = False, kind: str | None = None) -> str:
    """A Zielkarte face down, or revealed as gold (open on four sides) or stone."""
    if not revealed:
        title = "Zielkarte, verdeckt"
    elif kind == "gold":
        title = "Zielkarte, aufgedeckt: Goldschatz, offen nach allen vier Seiten"
    else:
        sides = ", ".join(SIDE_NAMES[s] for s in STONE_DEFAULT.edges)
        title = f"Zielkarte, aufgedeckt: {GOAL_KIND_NAMES['stone']} (Kurve {sides})"
    return _svg(CARD_W, CARD_H, title, _goal_face(revealed, kind, None, 0), "sab-card", _SCALE)


def _action_title(play: str, tools: Sequence[str]) -> str:
    name = ACTION_NAMES.get(play, play)
    names = [TOOL_NAMES.get(t, t) for t in tools]
    if play == "sabotage" and names:
        return f"{name}: {names[0]} kaputt"
    if play == "repair" and len(names) == 2:
        return f"{name}: {names[0]} oder {names[1]}"
    if play == "repair" and names:
        return f"{name}: {names[0]}"
    return name


def action_card_svg(play: str, tools: Iterable[str] = ()) -> str:
    """An Aktionskarte: sabotage, repair (one or two tools), rockfall or map."""
    tool_list = list(tools)
    return _svg(
        CARD_W,
        CARD_H,
        _action_title(play, tool_list),
        _action_face(play, tool_list),
        "sab-card sab-card--action",
        _SCALE,
    )


# --- public: the board --------------------------------------------------------------

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
        face = f'<g transform="rotate(180 {_num(CARD_W / 2)} {_num(CARD_H / 2)})">{face}</g>'
    return f'<g transform="translate({_num(px)} {_num(py)})">{face}</g>'


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
        label = path_label(*path) if path and path[0] else "Wegekarte"
        rot = _rotation_words(_int(move.get("rotation")))
        return f"; markiert: {label}{rot}, gelegt auf {where}"
    if play == "rockfall":
        return f"; markiert: Steinschlag auf {where}"
    return f"; markiert: Schatzkarte auf die Zielkarte {where}"


def _move_layer(move: Mapping[str, Any], px: float, py: float, taken: bool) -> str:
    """The move drawn on its place: the path card, a rockfall's cross or the map's eye."""
    play = move.get("play")
    if play == "path":
        path = _path_of(move.get("card"))
        if path is None or not path[0]:
            return ""
        face = _path_face(*path)
        turn = _int(move.get("rotation")) % 360
        if turn in (90, 270):
            # crosswise: drawn on its side, overlapping the neighbours a little
            tx = px + CARD_W / 2 + (CARD_H / 2 if turn == 90 else -CARD_H / 2)
            ty = py + CARD_H / 2 + (-CARD_W / 2 if turn == 90 else CARD_W / 2)
            return (
                f'<g transform="translate({_num(tx)} {_num(ty)}) rotate({turn})" '
                f'opacity="0.85">{face}</g>'
            )
        # over a card already lying there: see-through, so both stay visible
        opacity = "0.55" if taken else "0.9"
        return f'<g opacity="{opacity}">{_place(face, px, py, turn)}</g>'
    if play == "rockfall":
        return (
            f'<path d="M{_num(px + 6)} {_num(py + 10)} L{_num(px + CARD_W - 6)} '
            f"{_num(py + CARD_H - 10)} M{_num(px + CARD_W - 6)} {_num(py + 10)} "
            f'L{_num(px + 6)} {_num(py + CARD_H - 10)}" stroke="#d32f2f" '
            f'stroke-width="3" stroke-linecap="round"/>'
        )
    ex, ey = px + CARD_W / 2, py + CARD_H / 2
    return (
        f'<ellipse cx="{_num(ex)}" cy="{_num(ey)}" rx="11" ry="6" fill="#fff" '
        f'stroke="{HIGHLIGHT}" stroke-width="1.5"/>'
        f'<circle cx="{_num(ex)}" cy="{_num(ey)}" r="3" fill="#1565c0"/>'
    )


def _grid(x0: int, y0: int, cols: int, rows: int) -> list[str]:
    """The empty table: dashed places with their coordinates along the top and left."""
    out = [_rect(_MARGIN, _MARGIN, cols * CARD_W, rows * CARD_H, "#efe6d2", ' fill-opacity="0.35"')]
    for cx in range(cols):
        for cy in range(rows):
            out.append(
                _rect(
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
            f'<text x="{_num(_MARGIN + cx * CARD_W + CARD_W / 2)}" y="7" {number}>{x0 + cx}</text>'
        )
    for cy in range(rows):
        out.append(
            f'<text x="5" y="{_num(_MARGIN + cy * CARD_H + CARD_H / 2 + 2)}" {number}>'
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
    body.append(_place(_start_face(), *origin(0, 0)))
    for g in goals:
        body.append(_place(_goal_face(g.revealed, g.kind, g.edges, g.rotation), *origin(g.x, g.y)))
    for t in tiles:
        body.append(_place(_path_face(t.edges, t.dead_end), *origin(t.x, t.y), t.rotation))
    if move is not None and at is not None:
        body.append(_move_layer(move, *origin(*at), taken=at in occupied))
        marked.append(at)
    for mx, my in marked:
        px, py = origin(mx, my)
        body.append(
            _rect(
                px + 0.75,
                py + 0.75,
                CARD_W - 1.5,
                CARD_H - 1.5,
                "none",
                f' stroke="{HIGHLIGHT}" stroke-width="1.5" rx="3"',
            )
        )
    count = len(tiles)
    title = (
        f"Spielfeld: Startkarte auf (0, 0), {len(goals)} Zielkarten, "
        f"{count} Wegekarte{'' if count == 1 else 'n'}{_describe(move)}"
    )
    width, height = _MARGIN + cols * CARD_W + 2, _MARGIN + rows * CARD_H + 2
    return _svg(width, height, title, "".join(body), "sab-board", 1.5)
