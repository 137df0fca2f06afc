"""Card and board pictures as standalone SVG (pure stdlib, deterministic).

Every function returns one ``<svg>`` element with a German ``<title>`` as its first child,
no ``id`` attributes (so several pictures can be inlined in one page) and no external
resources.  The pictures show the engine's card data; they decide nothing about the rules.

This module draws the single cards and is the public entry point; the card faces and SVG
primitives live in :mod:`rules_py.pictures.parts`, the table in :mod:`rules_py.pictures.board`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules_py import messages
from rules_py.cards import STONE_DEFAULT, PathCard
from rules_py.edition2.messages import ACTION_NAMES, PICTURE_ACTION
from rules_py.messages import GOAL_KIND_NAMES, MOVE_NAMES, SIDE_NAMES, TOOL_NAMES, path_label
from rules_py.pictures.board import board_svg
from rules_py.pictures.parts import (
    CARD_H,
    CARD_W,
    action_face,
    card_face,
    crystal_marks,
    expansion_face,
    feature_marks,
    goal_face,
    num,
    path_face,
    rotation_words,
    start_face,
    svg,
)

__all__ = [
    "CARD_H",
    "CARD_W",
    "action_card_svg",
    "board_svg",
    "card_marks",
    "card_svg",
    "expansion_card_svg",
    "goal_card_svg",
    "path_card_svg",
    "start_card_svg",
]

_SCALE = 2  # default rendering size: 80 x 120 px for a card

# --- public: single cards -------------------------------------------------------------


def path_card_svg(edges: str, dead_end: bool, rotation: int = 0, title: str | None = None) -> str:
    """A Wegekarte as printed (``edges`` upright), turned by ``rotation`` degrees."""
    label = path_label(edges, dead_end)
    turn = rotation_words(rotation)
    text = title if title is not None else messages.PICTURE_PATH.format(label=label, turn=turn)
    return _lying(path_face(edges, dead_end), text, rotation)


def card_svg(card: PathCard, rotation: int = 0) -> str:
    """Any path card, the expansion's too (two paths, ladder, door, crystals), turned by
    ``rotation`` degrees, titled with the engine's name for it."""
    text = messages.PICTURE_PATH.format(label=card.label, turn=rotation_words(rotation))
    return _lying(card_face(card, rotation), text, rotation)


def card_marks(
    ladder: bool = False, door: str | None = None, crystals: int = 0, groups: Sequence[str] = ()
) -> str:
    """A path card's ladder, door and crystals alone, as SVG drawn around (0, 0), the card's
    centre, upright (card-local units: the card is ``CARD_W`` by ``CARD_H``): the checker lays
    them over the picture of the card they are on, turned only when it lies crosswise (as
    ``card_svg`` draws them). On a bridge or double curve (``groups`` as printed) a door stands
    on each of its paths."""
    return feature_marks(ladder, door, groups) + crystal_marks(crystals)


def _lying(face: str, text: str, rotation: int) -> str:
    """A card's face as a picture, turned by ``rotation`` degrees."""
    rot = rotation % 360
    if rot == 180:
        face = f'<g transform="rotate(180 {num(CARD_W / 2)} {num(CARD_H / 2)})">{face}</g>'
        return svg(CARD_W, CARD_H, text, face, "sab-card", _SCALE)
    if rot in (90, 270):
        # crosswise: the card lies on its side, so the picture is landscape
        inner = f'<g transform="translate({num(CARD_H)} 0) rotate(90)">{face}</g>'
        if rot == 270:
            inner = f'<g transform="translate(0 {num(CARD_W)}) rotate(-90)">{face}</g>'
        return svg(CARD_H, CARD_W, text, inner, "sab-card sab-card--crosswise", _SCALE)
    return svg(CARD_W, CARD_H, text, face, "sab-card", _SCALE)


def start_card_svg() -> str:
    """The Startkarte: open on all four sides, with the ladder."""
    return svg(
        CARD_W,
        CARD_H,
        messages.PICTURE_START,
        start_face(),
        "sab-card",
        _SCALE,
    )


def goal_card_svg(revealed: bool = False, kind: str | None = None) -> str:
    """A Zielkarte face down, or revealed as gold (open on four sides) or stone."""
    if not revealed:
        title = messages.PICTURE_GOAL_DOWN
    elif kind == "gold":
        title = messages.PICTURE_GOAL_GOLD
    else:
        sides = ", ".join(SIDE_NAMES[s] for s in STONE_DEFAULT.edges)
        title = messages.PICTURE_GOAL_STONE.format(stone=GOAL_KIND_NAMES["stone"], sides=sides)
    return svg(CARD_W, CARD_H, title, goal_face(revealed, kind, None, 0), "sab-card", _SCALE)


def expansion_card_svg(play: str) -> str:
    """A Saboteur 2 action card (``play`` as in ``MOVE_KINDS2``), named as the catalogue is."""
    name = ACTION_NAMES[play]
    title = PICTURE_ACTION.format(name=name)
    return svg(
        CARD_W, CARD_H, title, expansion_face(play, name), "sab-card sab-card--action", _SCALE
    )


def _action_title(play: str, tools: Sequence[str]) -> str:
    name = MOVE_NAMES.get(play, play)
    names = [TOOL_NAMES.get(t, t) for t in tools]
    if play == "sabotage" and names:
        return messages.PICTURE_SABOTAGE.format(name=name, tool=names[0])
    if play == "repair" and len(names) == 2:
        either = messages.PICTURE_EITHER.format(first=names[0], second=names[1])
        return f"{name}: {either}"
    if play == "repair" and names:
        return f"{name}: {names[0]}"
    return name


def action_card_svg(play: str, tools: Iterable[str] = ()) -> str:
    """An Aktionskarte: sabotage, repair (one or two tools), rockfall or map."""
    tool_list = list(tools)
    return svg(
        CARD_W,
        CARD_H,
        _action_title(play, tool_list),
        action_face(play, tool_list),
        "sab-card sab-card--action",
        _SCALE,
    )
