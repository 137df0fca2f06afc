"""The parts every picture is built from: colours, SVG primitives and the card faces.

A face is drawn in card-local units: a card is 40 wide and 60 high, upright (portrait), origin
top left, with its open edges at the middle of each side, as in ``PathCard.edges`` (``"NESW"``
subset).  The single cards (:mod:`rules_py.pictures`) and the table
(:mod:`rules_py.pictures.board`) place these faces; nothing here decides about the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from rules_py import messages
from rules_py.cards import MAX_CRYSTALS, STONE_DEFAULT, PathCard
from rules_py.messages import MAP_LABEL, ROCKFALL_LABEL, TOOL_NAMES

__all__ = [
    "CARD_H",
    "CARD_W",
    "HIGHLIGHT",
    "action_face",
    "card_face",
    "crystal_marks",
    "expansion_face",
    "feature_marks",
    "goal_face",
    "num",
    "path_face",
    "rect",
    "rotation_words",
    "start_face",
    "svg",
    "two_path_face",
]

CARD_W = 40
CARD_H = 60
_PATH = 12  # width of a path band

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
    # Saboteur 2: Trapped! blocks like a sabotage card, Free at last! frees like a repair card.
    "theft": "#8d6e00",
    "hands-off": "#8d6e00",
    "swap-hand": "#6a1b9a",
    "inspection": "#6a1b9a",
    "swap-hats": "#6a1b9a",
    "trapped": "#b3261e",
    "free": "#2e7d32",
}
_SIDES = "NESW"


# --- SVG primitives and title words ----------------------------------------------


def num(value: float) -> str:
    """A coordinate as short as possible: at most two decimals, never ``-0``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def rect(x: float, y: float, w: float, h: float, fill: str, extra: str = "") -> str:
    """One ``<rect>``; ``extra`` holds further attributes, with a leading space."""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" fill="{fill}"{extra}/>'
    )


def svg(width: float, height: float, title: str, body: str, cls: str, scale: float) -> str:
    """The standalone ``<svg>`` element: ``title`` (escaped) first, then ``body``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" role="img" '
        f'viewBox="0 0 {num(width)} {num(height)}" '
        f'width="{num(width * scale)}" height="{num(height * scale)}">'
        f"<title>{escape(title)}</title>{body}</svg>"
    )


def _turned(edges: str, rotation: int) -> str:
    """Edges after turning the card; 90/270 only for drawing a crosswise card."""
    steps = (rotation // 90) % 4
    out = set()
    for ch in edges:
        out.add(_SIDES[(_SIDES.index(ch) + steps) % 4])
    return "".join(s for s in _SIDES if s in out)


def rotation_words(rotation: int) -> str:
    """What a picture's title adds for a turned card (nothing when upright)."""
    if rotation % 360 == 0:
        return ""
    if rotation % 360 == 180:
        return messages.PICTURE_TURNED
    return messages.PICTURE_CROSSWISE.format(rotation=rotation % 360)


# --- card faces (card-local coordinates, origin top left) ----------------------------


def _frame(fill: str) -> str:
    return rect(0.5, 0.5, CARD_W - 1, CARD_H - 1, fill, f' rx="3" stroke="{ROCK_EDGE}"')


def _paths(edges: str, dead_end: bool) -> str:
    """Sand-coloured path bands; a dead end stops short with a dark block."""
    cx, cy, h = CARD_W / 2, CARD_H / 2, _PATH / 2
    parts: list[str] = []
    stub = 15  # length of a dead-end stub from the edge
    for side in edges:
        if side == "N":
            parts.append(rect(cx - h, 0, _PATH, stub if dead_end else cy, PATH))
        elif side == "S":
            y0 = CARD_H - stub if dead_end else cy
            parts.append(rect(cx - h, y0, _PATH, CARD_H - y0, PATH))
        elif side == "E":
            x0 = CARD_W - stub if dead_end else cx
            parts.append(rect(x0, cy - h, CARD_W - x0, _PATH, PATH))
        elif side == "W":
            parts.append(rect(0, cy - h, stub if dead_end else cx, _PATH, PATH))
    if dead_end:
        for side in edges:
            if side == "N":
                parts.append(rect(cx - h - 1, stub, _PATH + 2, 3, BLOCK))
            elif side == "S":
                parts.append(rect(cx - h - 1, CARD_H - stub - 3, _PATH + 2, 3, BLOCK))
            elif side == "E":
                parts.append(rect(CARD_W - stub - 3, cy - h - 1, 3, _PATH + 2, BLOCK))
            elif side == "W":
                parts.append(rect(stub, cy - h - 1, 3, _PATH + 2, BLOCK))
    elif edges:
        parts.append(rect(cx - h, cy - h, _PATH, _PATH, PATH))
    return "".join(parts)


def path_face(edges: str, dead_end: bool) -> str:
    """A path card upright: rock with its path bands."""
    return _frame(ROCK) + _paths(edges, dead_end)


# --- Saboteur 2's path cards: two separate paths, ladder, door, crystals ---------------------

_MID = {"N": (CARD_W / 2, 0.0), "E": (float(CARD_W), CARD_H / 2), "S": (CARD_W / 2, float(CARD_H))}
_MID["W"] = (0.0, CARD_H / 2)
DOOR_FILLS = {"blau": "#1e5fbf", "gruen": "#2e8b3a"}
"""The door of a team's colour (the engine's ``DOORS``)."""
_LADDER_INK = "#3e2a14"
_CRYSTAL = "#9be3ff"
_CRYSTAL_EDGE = "#1b5e86"
# Where the crystals lie on the rock, seen from the card's centre (upright): the corners
# first, then towards the middle of the long sides; never on a path band.
_CRYSTAL_SLOTS = (
    (-13, -25), (13, 25), (13, -25), (-13, 25),
    (-13, -17.5), (13, 17.5), (13, -17.5), (-13, 17.5),
    (-13, -10), (13, 10), (13, -10), (-13, 10),
)  # fmt: skip
assert len(_CRYSTAL_SLOTS) >= MAX_CRYSTALS


def two_path_face(groups: Sequence[str]) -> str:
    """A bridge or double curve upright: two path bands that do not meet. A bridge's
    upright path runs over the crosswise one, with a railing on both sides and its shadow."""
    body = _frame(ROCK)
    h = _PATH / 2
    cx, cy = CARD_W / 2, CARD_H / 2
    for group in sorted(groups, key=lambda g: g != "EW"):  # a bridge: the crosswise path first
        if group == "EW":
            body += rect(0, cy - h, CARD_W, _PATH, PATH)
        elif group == "NS":
            # its shadow on the path below, and a railing on each side (no rungs: a ladder has)
            body += rect(cx - h - 2.5, cy - h, _PATH + 5, _PATH, "#000", ' fill-opacity="0.35"')
            body += rect(cx - h, 0, _PATH, CARD_H, PATH)
            rails = "".join(
                f'<line x1="{num(x)}" y1="{num(cy - 11)}" x2="{num(x)}" y2="{num(cy + 11)}"/>'
                for x in (cx - h + 0.8, cx + h - 0.8)
            )
            body += f'<g stroke="{ROCK_EDGE}" stroke-width="1.6">{rails}</g>'
        else:
            (ax, ay), (bx, by) = _MID[group[0]], _MID[group[1]]
            # leaves each side square to it, bends round the corner between them
            c1 = (ax + (cx - ax) * 0.55, ay + (cy - ay) * 0.55)
            c2 = (bx + (cx - bx) * 0.55, by + (cy - by) * 0.55)
            body += (
                f'<path d="M{num(ax)} {num(ay)} C{num(c1[0])} {num(c1[1])} {num(c2[0])} '
                f'{num(c2[1])} {num(bx)} {num(by)}" stroke="{PATH}" stroke-width="{_PATH}" '
                'fill="none"/>'
            )
    return body


def _ladder(cy: float) -> str:
    """A ladder (as on the start card, larger) on a sand-coloured ground, centred on (0, cy)."""
    top, bottom = num(cy - 8), num(cy + 8)
    rails = "".join(f'<line x1="{x}" y1="{top}" x2="{x}" y2="{bottom}"/>' for x in ("-3.5", "3.5"))
    rungs = "".join(
        f'<line x1="-3.5" y1="{num(cy + d)}" x2="3.5" y2="{num(cy + d)}"/>'
        for d in (-5, -1.7, 1.7, 5)
    )
    return (
        rect(-6.5, cy - 10, 13, 20, PATH, f' rx="1.5" stroke="{ROCK_EDGE}" stroke-width="0.6"')
        + f'<g stroke="{_LADDER_INK}" stroke-width="1.6" stroke-linecap="round">{rails}{rungs}</g>'
    )


def _door(door: str, cy: float) -> str:
    """An arched door in its team's colour, centred on (0, cy)."""
    return (
        f'<path d="M-6.5 {num(cy + 8)} V{num(cy - 2)} A6.5 6.5 0 0 1 6.5 {num(cy - 2)} '
        f'V{num(cy + 8)} Z" fill="{DOOR_FILLS[door]}" stroke="#fff" stroke-width="1.2"/>'
        f'<circle cx="3" cy="{num(cy + 2.5)}" r="1.2" fill="#fff"/>'
    )


def _on_path(group: str) -> tuple[float, float]:
    """Where a mark on one of the two paths of a bridge or double curve sits, seen from the
    card's centre (upright): on the path's band, a quarter of the way from its first side, clear
    of the centre (where the bridge crosses, the curves pass closest and a ladder goes)."""
    cx, cy = CARD_W / 2, CARD_H / 2
    if group == "EW":
        return (-13.0, 0.0)
    if group == "NS":
        return (0.0, -18.0)
    (ax, ay), (bx, by) = _MID[group[0]], _MID[group[1]]
    c1 = (ax + (cx - ax) * 0.55, ay + (cy - ay) * 0.55)  # as ``two_path_face`` draws the curve
    c2 = (bx + (cx - bx) * 0.55, by + (cy - by) * 0.55)
    t = 0.25
    w = ((1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t**2, t**3)
    x = w[0] * ax + w[1] * c1[0] + w[2] * c2[0] + w[3] * bx
    y = w[0] * ay + w[1] * c1[1] + w[2] * c2[1] + w[3] * by
    return (round(x - cx, 1), round(y - cy, 1))


def feature_marks(ladder: bool, door: str | None, groups: Sequence[str] = ()) -> str:
    """A card's ladder and door, drawn around (0, 0), the card's centre, upright: each in the
    middle, or the ladder above the door when the card has both. On a bridge or double curve
    (``groups``) the door bars both paths (the engine's ``Board.reach`` leaves the whole card
    to the other team): a smaller door stands on each path, the ladder in the middle."""
    if groups and door is not None:
        doors = "".join(
            f'<g transform="translate({num(x)} {num(y)}) scale(0.75)">{_door(door, 0)}</g>'
            for x, y in map(_on_path, groups)
        )
        return (_ladder(0) if ladder else "") + doors
    if ladder and door is not None:
        return _ladder(-12) + _door(door, 9)
    if ladder:
        return _ladder(0)
    if door is not None:
        return _door(door, 0)
    return ""


def crystal_marks(count: int) -> str:
    """``count`` crystals on the card's rock, around (0, 0), the card's centre, upright."""
    return "".join(
        f'<path d="M{num(x)} {num(y - 3.2)} L{num(x + 2.4)} {num(y)} L{num(x)} {num(y + 3.2)} '
        f'L{num(x - 2.4)} {num(y)} Z" fill="{_CRYSTAL}" stroke="{_CRYSTAL_EDGE}" '
        'stroke-width="0.6"/>'
        for x, y in _CRYSTAL_SLOTS[:count]
    )


def card_face(card: PathCard, rotation: int = 0) -> str:
    """Any path card upright: the base game's face, or the expansion's two paths, with its
    ladder, door and crystals (the base game's cards exactly as ``path_face``). For a card that
    will be drawn turned by 180° (``rotation``) the marks are turned back: a door stays the
    right way up, as a reader expects it, on a card that looks the same either way."""
    face = two_path_face(card.groups) if card.groups else path_face(card.edges, card.dead_end)
    marks = feature_marks(card.ladder, card.door, card.groups) + crystal_marks(card.crystals)
    if not marks:
        return face
    back = " rotate(180)" if rotation % 360 == 180 else ""
    return f'{face}<g transform="translate({num(CARD_W / 2)} {num(CARD_H / 2)}){back}">{marks}</g>'


def start_face() -> str:
    """The start card: open on all four sides, with the ladder."""
    cx, cy = CARD_W / 2, CARD_H / 2
    ladder = (
        f'<g stroke="{ROCK_EDGE}" stroke-width="1.2">'
        f'<line x1="{num(cx - 3)}" y1="{num(cy - 5)}" x2="{num(cx - 3)}" y2="{num(cy + 5)}"/>'
        f'<line x1="{num(cx + 3)}" y1="{num(cy - 5)}" x2="{num(cx + 3)}" y2="{num(cy + 5)}"/>'
        + "".join(
            f'<line x1="{num(cx - 3)}" y1="{num(cy + d)}" x2="{num(cx + 3)}" y2="{num(cy + d)}"/>'
            for d in (-3, 0, 3)
        )
        + "</g>"
    )
    return path_face("NESW", False) + ladder


def goal_face(revealed: bool, kind: str | None, edges: str | None, rotation: int) -> str:
    """A goal card: its back, the gold, or the stone with ``edges`` turned by ``rotation``."""
    cx, cy = CARD_W / 2, CARD_H / 2
    if not revealed:
        return (
            _frame(BACK)
            + rect(5, 5, CARD_W - 10, CARD_H - 10, "none", ' rx="2" stroke="#9fb3c8"')
            + f'<text x="{num(cx)}" y="{num(cy + 6)}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="18" font-weight="bold" fill="#dfe8f0">?</text>'
        )
    if kind == "gold":
        return (
            path_face("NESW", False)
            + f'<circle cx="{num(cx)}" cy="{num(cy)}" r="7" fill="{GOLD}" stroke="#8a6a00"/>'
        )
    shown = _turned(edges or STONE_DEFAULT.edges, rotation)
    return (
        path_face(shown, False)
        + f'<circle cx="{num(cx)}" cy="{num(cy)}" r="7" fill="{STONE}" stroke="#555"/>'
    )


# --- tool glyphs (centred on cx, cy; about 16 units wide) -----------------------------


def _tool_glyph(tool: str, cx: float, cy: float, size: float = 1.0) -> str:
    s = size
    stroke = f'stroke="#fff" stroke-width="{num(1.8 * s)}" fill="none" stroke-linecap="round"'
    if tool == "pickaxe":
        return (
            f'<path d="M{num(cx - 8 * s)} {num(cy - 3 * s)} Q{num(cx)} {num(cy - 10 * s)} '
            f'{num(cx + 8 * s)} {num(cy - 3 * s)}" {stroke}/>'
            f'<line x1="{num(cx)}" y1="{num(cy - 6.5 * s)}" x2="{num(cx)}" '
            f'y2="{num(cy + 9 * s)}" {stroke}/>'
        )
    if tool == "lamp":
        return (
            f'<path d="M{num(cx - 5 * s)} {num(cy + 6 * s)} L{num(cx - 4 * s)} '
            f"{num(cy - 4 * s)} L{num(cx + 4 * s)} {num(cy - 4 * s)} L{num(cx + 5 * s)} "
            f'{num(cy + 6 * s)} Z" {stroke}/>'
            f'<circle cx="{num(cx)}" cy="{num(cy + 1 * s)}" r="{num(2 * s)}" fill="#ffe082"/>'
            f'<path d="M{num(cx - 3 * s)} {num(cy - 4 * s)} Q{num(cx)} {num(cy - 10 * s)} '
            f'{num(cx + 3 * s)} {num(cy - 4 * s)}" {stroke}/>'
        )
    # cart (Lore)
    return (
        f'<path d="M{num(cx - 8 * s)} {num(cy - 5 * s)} L{num(cx + 8 * s)} {num(cy - 5 * s)} '
        f'L{num(cx + 5 * s)} {num(cy + 4 * s)} L{num(cx - 5 * s)} {num(cy + 4 * s)} Z" '
        f"{stroke}/>"
        f'<circle cx="{num(cx - 3.5 * s)}" cy="{num(cy + 7 * s)}" r="{num(2 * s)}" '
        f'fill="#fff"/>'
        f'<circle cx="{num(cx + 3.5 * s)}" cy="{num(cy + 7 * s)}" r="{num(2 * s)}" '
        f'fill="#fff"/>'
    )


def _label(text: str, y: float, size: float = 5.5) -> str:
    return (
        f'<text x="{num(CARD_W / 2)}" y="{num(y)}" text-anchor="middle" '
        f'font-family="sans-serif" font-size="{num(size)}" fill="#fff">{escape(text)}</text>'
    )


def action_face(play: str, tools: Sequence[str]) -> str:
    """An action card: its colour, the tool glyphs or its symbol, and a label."""
    fill = CARD_COLOURS.get(play, ROCK)
    cx, cy = CARD_W / 2, CARD_H / 2 - 4
    body = _frame(fill)
    if play == "sabotage" and tools:
        body += _tool_glyph(tools[0], cx, cy)
        body += (
            f'<line x1="{num(cx - 11)}" y1="{num(cy + 11)}" x2="{num(cx + 11)}" '
            f'y2="{num(cy - 11)}" stroke="#ffd54f" stroke-width="2.5" stroke-linecap="round"/>'
        )
        body += _label(TOOL_NAMES.get(tools[0], tools[0]), CARD_H - 8)
    elif play == "repair" and len(tools) == 2:
        body += _tool_glyph(tools[0], cx - 8, cy, 0.65) + _tool_glyph(tools[1], cx + 8, cy, 0.65)
        names = [TOOL_NAMES.get(t, t) for t in tools]
        body += _label(names[0], CARD_H - 13, 5) + _label(
            messages.PICTURE_OR.format(tool=names[1]), CARD_H - 6, 5
        )
    elif play == "repair" and tools:
        body += _tool_glyph(tools[0], cx, cy)
        body += _label(TOOL_NAMES.get(tools[0], tools[0]), CARD_H - 8)
    elif play == "rockfall":
        body += "".join(
            f'<circle cx="{num(cx + dx)}" cy="{num(cy + dy)}" r="{num(r)}" fill="#bcaaa4" '
            f'stroke="#3e2723"/>'
            for dx, dy, r in ((-5, 4, 5), (5, 5, 4), (0, -4, 4.5))
        )
        body += _label(ROCKFALL_LABEL, CARD_H - 8, 5)
    elif play == "map":
        body += (
            rect(cx - 10, cy - 8, 20, 16, "#fff3e0", ' rx="1.5"')
            + f'<path d="M{num(cx - 7)} {num(cy + 4)} Q{num(cx - 2)} {num(cy - 6)} '
            f'{num(cx + 4)} {num(cy)}" stroke="#8d6e63" stroke-dasharray="2 1.5" fill="none"/>'
            f'<text x="{num(cx + 5)}" y="{num(cy + 2)}" font-family="sans-serif" font-size="7" '
            f'fill="#c62828" text-anchor="middle">✕</text>'
        )
        body += _label(MAP_LABEL, CARD_H - 8, 5)
    return body


# --- Saboteur 2's action cards -----------------------------------------------------------

_WHITE = 'stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round"'


def _bars(cx: float, cy: float, gap: bool) -> str:
    """A cell's window: a frame with three bars, the middle one gone when ``gap`` (freed)."""
    out = rect(cx - 9, cy - 9, 18, 18, "none", ' stroke="#fff" stroke-width="1.8"')
    for dx in (-4.5, 0, 4.5):
        if gap and dx == 0:
            continue
        x = num(cx + dx)
        out += f'<line x1="{x}" y1="{num(cy - 9)}" x2="{x}" y2="{num(cy + 9)}" {_WHITE}/>'
    return out


def _swap(cx: float, cy: float) -> str:
    """Two arrows, one each way, above and below ``cy``."""
    return (
        f'<path d="M{num(cx - 9)} {num(cy - 3)} H{num(cx + 8)} M{num(cx + 5)} {num(cy - 6)} '
        f'L{num(cx + 8)} {num(cy - 3)} L{num(cx + 5)} {num(cy)}" {_WHITE}/>'
        f'<path d="M{num(cx + 9)} {num(cy + 5)} H{num(cx - 8)} M{num(cx - 5)} {num(cy + 2)} '
        f'L{num(cx - 8)} {num(cy + 5)} L{num(cx - 5)} {num(cy + 8)}" {_WHITE}/>'
    )


def _hat(cx: float, cy: float) -> str:
    """A dwarf's pointed hood with its bobble, above a brim."""
    return (
        f'<path d="M{num(cx - 8)} {num(cy + 4)} L{num(cx + 1)} {num(cy - 9)} '
        f'L{num(cx + 8)} {num(cy + 4)} Z" fill="#fff" fill-opacity="0.25" stroke="#fff" '
        'stroke-width="1.6" stroke-linejoin="round"/>'
        f'<circle cx="{num(cx + 1)}" cy="{num(cy - 10)}" r="2" fill="#fff"/>'
        + rect(cx - 10, cy + 3, 20, 3, "#fff", ' rx="1.5"')
    )


def _sack(cx: float, cy: float) -> str:
    """A money bag: gathered and tied at the top, gold pieces spilling beside it."""
    return (
        f'<path d="M{num(cx - 3)} {num(cy - 3)} Q{num(cx - 13)} {num(cy + 5)} {num(cx - 8)} '
        f"{num(cy + 11)} H{num(cx + 6)} Q{num(cx + 10)} {num(cy + 5)} {num(cx + 3)} "
        f'{num(cy - 3)} Z" fill="#f1d9a0" stroke="#fff" stroke-width="1.4"/>'
        f'<path d="M{num(cx - 3)} {num(cy - 3)} L{num(cx - 7)} {num(cy - 9)} L{num(cx - 1)} '
        f"{num(cy - 6.5)} L{num(cx + 2)} {num(cy - 10)} L{num(cx + 4)} {num(cy - 6)} "
        f'L{num(cx + 3)} {num(cy - 3)} Z" fill="#f1d9a0" stroke="#fff" stroke-width="1.2" '
        'stroke-linejoin="round"/>'
        f'<path d="M{num(cx - 4)} {num(cy - 3)} H{num(cx + 4)}" stroke="#5d4300" '
        'stroke-width="1.8" stroke-linecap="round"/>'
        + "".join(
            f'<circle cx="{num(cx + dx)}" cy="{num(cy + dy)}" r="3.2" fill="{GOLD}" '
            'stroke="#fff" stroke-width="0.9"/>'
            for dx, dy in ((9, 9), (11, 3.5))
        )
    )


def _expansion_symbol(play: str, cx: float, cy: float) -> str:
    if play == "theft":
        return _sack(cx, cy)
    if play == "hands-off":
        # the Theft card's sack, struck out
        return _sack(cx, cy) + (
            f'<circle cx="{num(cx)}" cy="{num(cy)}" r="13" fill="none" stroke="#ff5252" '
            f'stroke-width="2.4"/><line x1="{num(cx - 9)}" y1="{num(cy + 9)}" '
            f'x2="{num(cx + 9)}" y2="{num(cy - 9)}" stroke="#ff5252" stroke-width="2.4"/>'
        )
    if play == "swap-hand":
        return (
            rect(cx - 11, cy - 11, 8, 12, "#fff3e0", ' rx="1" stroke="#fff"')
            + rect(cx + 3, cy - 1, 8, 12, "#fff3e0", ' rx="1" stroke="#fff"')
            + f'<path d="M{num(cx - 4)} {num(cy + 8)} Q{num(cx - 8)} {num(cy + 8)} '
            f"{num(cx - 7)} {num(cy + 3)} M{num(cx + 4)} {num(cy - 8)} Q{num(cx + 8)} "
            f'{num(cy - 8)} {num(cx + 7)} {num(cy - 3)}" {_WHITE}/>'
        )
    if play == "inspection":
        return (
            f'<path d="M{num(cx - 11)} {num(cy)} Q{num(cx)} {num(cy - 10)} {num(cx + 11)} '
            f'{num(cy)} Q{num(cx)} {num(cy + 10)} {num(cx - 11)} {num(cy)} Z" {_WHITE}/>'
            f'<circle cx="{num(cx)}" cy="{num(cy)}" r="3" fill="#fff"/>'
        )
    if play == "swap-hats":
        return _hat(cx, cy - 5) + _swap(cx, cy + 7)
    return _bars(cx, cy, gap=play == "free")


def expansion_face(play: str, name: str) -> str:
    """A Saboteur 2 action card: its colour, a symbol and its German ``name`` (one line, or
    two split at the middle space when long)."""
    body = _frame(CARD_COLOURS.get(play, ROCK)) + _expansion_symbol(
        play, CARD_W / 2, CARD_H / 2 - 6
    )
    words = name.split(" ")
    if len(name) <= 11 or len(words) == 1:
        return body + _label(name, CARD_H - 8, 5)
    half = (len(words) + 1) // 2
    first, second = " ".join(words[:half]), " ".join(words[half:])
    return body + _label(first, CARD_H - 13, 5) + _label(second, CARD_H - 6, 5)
