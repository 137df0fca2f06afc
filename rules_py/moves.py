"""Moves and the situation they are played in: small frozen values, no parsing here."""

from __future__ import annotations

from rules_py.board import Board, Coord
from rules_py.cards import MapCard, PathCard, Repair, Rockfall, Sabotage, Tool
from rules_py.edition2 import BASE_EDITION
from rules_py.edition2.moves import ActionCard2, ActionMove, DiscardTwoMove
from rules_py.edition2.registry import ALL_OPTIONS
from rules_py.values import field, value

__all__ = [
    "DEFAULT_PLAYER",
    "MOVE_KINDS",
    "Discarded",
    "HandCard",
    "MapMove",
    "Move",
    "MoveKind",
    "PassMove",
    "PathMove",
    "RepairMove",
    "Request",
    "RockfallMove",
    "SabotageMove",
    "Situation",
]

type HandCard = PathCard | Sabotage | Repair | Rockfall | MapCard | ActionCard2

DEFAULT_PLAYER = "du"
"""Whose turn it is when the situation does not say: the reader."""


@value
class MoveKind:
    """What a kind of move names besides its card: a place on the table, a person."""

    play: str
    cell: bool
    target: bool


MOVE_KINDS: dict[str, MoveKind] = {
    k.play: k
    for k in (
        MoveKind("path", cell=True, target=False),
        MoveKind("sabotage", cell=False, target=True),
        MoveKind("repair", cell=False, target=True),
        MoveKind("rockfall", cell=True, target=False),
        MoveKind("map", cell=True, target=False),
        MoveKind("pass", cell=False, target=False),
    )
}
"""The kinds of move in the contract's order (``play``)."""


@value
class Discarded:
    """A card on the discard pile; ``card`` is None for an unknown card passed face down."""

    card: HandCard | None
    face_down: bool = False


@value
class Situation:
    """What lies on the table and in front of whom; ``None`` means "not given"."""

    player: str = DEFAULT_PLAYER
    players: tuple[str, ...] | None = None
    broken: dict[str, tuple[Tool, ...]] = field(default_factory=dict)
    board: Board = field(default_factory=Board)
    draw_pile: int | tuple[HandCard, ...] | None = None
    hand: tuple[HandCard, ...] | None = None
    discard: tuple[Discarded, ...] = ()
    rules: dict[str, str] = field(default_factory=dict)
    """The readings of open rules the group chose (``situation.rules``); others: default."""
    edition: str = BASE_EDITION
    """``saboteur`` (the base game) or ``saboteur2`` (with the expansion)."""
    in_front: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The expansion's cards face up in front of each person (``theft``, ``trapped``)."""

    def in_front_of(self, name: str) -> tuple[str, ...]:
        return self.in_front.get(name, ())

    def broken_of(self, name: str) -> tuple[Tool, ...]:
        """Tools broken by face-up sabotage cards in front of ``name``."""
        return self.broken.get(name, ())

    def reading(self, rule_id: str) -> str:
        """The reading of an open rule that applies here: the group's, else the default."""
        chosen = self.rules.get(rule_id)
        return chosen if chosen is not None else ALL_OPTIONS[rule_id].choices[0].value

    def chosen(self, rule_id: str) -> bool:
        """Whether the group set this open rule itself."""
        return rule_id in self.rules


@value
class PathMove:
    """Lay a Wegekarte at ``at``, turned by ``rotation`` degrees."""

    card: PathCard
    at: Coord
    rotation: int
    kind = "path"


@value
class SabotageMove:
    """A sabotage card (broken tool) laid before a player."""

    tool: Tool
    target: str
    kind = "sabotage"


@value
class RepairMove:
    """A repair card laid on a broken tool; `fix` names the one a double card mends."""

    tools: tuple[Tool, ...]
    target: str
    fix: Tool | None = None
    kind = "repair"


@value
class RockfallMove:
    """A rockfall card that takes away the path card at `at`."""

    at: Coord
    kind = "rockfall"


@value
class MapMove:
    """A map card that looks at the goal card at `at`."""

    at: Coord
    kind = "map"


@value
class PassMove:
    """Passing: a card (if named) goes face down onto the discard pile."""

    card: HandCard | None = None
    discard: int | None = None
    """Saboteur 2: how many cards (1 to 3) go face down; None: one, as in the base game."""
    kind = "pass"


type Move = (
    PathMove
    | SabotageMove
    | RepairMove
    | RockfallMove
    | MapMove
    | PassMove
    | ActionMove
    | DiscardTwoMove
)


@value
class Request:
    """A parsed request: the situation and the moves to check in it, in order."""

    situation: Situation
    moves: tuple[Move, ...]
