"""The table: start card, goal cards and path cards on a grid, with fit and connection.

Coordinates follow the engine contract: x grows east (towards the goals), y grows south;
the north neighbour of (x, y) is (x, y - 1).  The start card lies at (0, 0).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple

from rules_py.cards import SIDES, START_CARD, STONE_DEFAULT, GoalKind, PathCard, Side
from rules_py.speed import memo
from rules_py.values import field, value

__all__ = ["DEFAULT_GOALS", "START", "VIEW", "Board", "CellKind", "Coord", "Goal", "Placed", "View"]


START_SIDES = START_CARD.open_sides()


class Coord(NamedTuple):
    x: int
    y: int

    def neighbour(self, side: Side) -> Coord:
        dx, dy = side.delta
        return Coord(self.x + dx, self.y + dy)

    def neighbours(self) -> tuple[tuple[Side, Coord, Side], ...]:
        """(side, neighbour on that side, the neighbour's side facing back), N E S W."""
        return _around(self)

    def __str__(self) -> str:
        return f"({self.x}, {self.y})"


@memo
def _around(at: Coord) -> tuple[tuple[Side, Coord, Side], ...]:
    return tuple((side, at.neighbour(side), side.opposite) for side in SIDES)


START = Coord(0, 0)
DEFAULT_GOALS: tuple[Coord, ...] = (Coord(8, -2), Coord(8, 0), Coord(8, 2))
"""Seven free places between the start card and the middle goal; one between the goals."""


class View(NamedTuple):
    """The part of the table a picture shows at least: the layout with one place around it."""

    min_x: int
    max_x: int
    min_y: int
    max_y: int


VIEW = View(
    min(c.x for c in (START, *DEFAULT_GOALS)) - 1,
    max(c.x for c in (START, *DEFAULT_GOALS)) + 1,
    min(c.y for c in (START, *DEFAULT_GOALS)) - 1,
    max(c.y for c in (START, *DEFAULT_GOALS)) + 1,
)


class CellKind(StrEnum):
    START = "start"
    GOAL = "goal"
    PATH = "path"


@value
class Placed:
    """A path card on the table, upright (0) or turned (180)."""

    card: PathCard
    rotation: int = 0

    @property
    def sides(self) -> frozenset[Side]:
        return self.card.open_sides(self.rotation)


@value
class Goal:
    """A goal card; ``kind`` may be unknown (None) while it lies face down."""

    revealed: bool = False
    kind: GoalKind | None = None
    card: PathCard | None = None  # edges of a revealed stone card as printed
    rotation: int = 0

    @property
    def sides(self) -> frozenset[Side] | None:
        """Open sides, or None while face down (it then constrains nothing: Auslegung)."""
        if not self.revealed:
            return None
        if self.kind is GoalKind.GOLD:
            return START_CARD.open_sides()
        return (self.card or STONE_DEFAULT).open_sides(self.rotation)

    @property
    def face_sides(self) -> frozenset[Side]:
        """Open sides of its face, whether it lies face up or not; an unknown face counts as
        open on all four sides (it might be the gold)."""
        if self.kind is GoalKind.STONE:
            return (self.card or STONE_DEFAULT).open_sides(self.rotation)
        return START_CARD.open_sides()

    def to_json(self, at: Coord) -> dict[str, object]:
        out: dict[str, object] = {"x": at.x, "y": at.y, "revealed": self.revealed}
        if self.kind is not None:
            out["kind"] = self.kind.value
        if self.card is not None:
            out["edges"] = self.card.edges
            out["rotation"] = self.rotation
        return out


@value
class Board:
    """Everything on the table.  Changes return a new Board; the connection is cached."""

    paths: dict[Coord, Placed] = field(default_factory=dict)
    goals: dict[Coord, Goal] = field(default_factory=lambda: {c: Goal() for c in DEFAULT_GOALS})
    _reach: dict[Coord, frozenset[Side]] | None = field(default=None, repr=False, compare=False)

    # --- what lies where -------------------------------------------------------------

    def kind_at(self, at: Coord) -> CellKind | None:
        if at == START:
            return CellKind.START
        if at in self.goals:
            return CellKind.GOAL
        if at in self.paths:
            return CellKind.PATH
        return None

    def occupied(self, at: Coord) -> bool:
        return at == START or at in self.goals or at in self.paths

    def sides_at(self, at: Coord) -> frozenset[Side] | None:
        """Open sides of the card at ``at``; None for an empty space or a face-down goal."""
        if at == START:
            return START_CARD.open_sides()
        placed = self.paths.get(at)
        if placed is not None:
            return placed.sides
        goal = self.goals.get(at)
        if goal is not None:
            return goal.sides
        return None

    def cells(self) -> Iterable[Coord]:
        yield START
        yield from self.goals
        yield from self.paths

    # --- geometry --------------------------------------------------------------------

    def connected(self) -> frozenset[Coord]:
        """Cards that carry the connection from the start on (BFS, computed once per board:
        see rules_py.speed).  Dead-end cards are reached but not included: nothing connects
        through them."""
        return frozenset(self.connected_sides())

    def connected_sides(self) -> dict[Coord, frozenset[Side]]:
        """For each card that carries the connection: its open sides that belong to a path
        connected to the start (all of them, but for a bridge or double curve of which only
        one path is connected).  Doors let everyone pass here; see ``reach``."""
        if self._reach is None:
            object.__setattr__(self, "_reach", self.reach(None))
            assert self._reach is not None
        return self._reach

    def reach(self, team: str | None) -> dict[Coord, frozenset[Side]]:
        """The connected sides per card for ``team`` (``blau``/``gruen``: a door of the other
        colour does not let it pass; ``None``: every door does).  The paths of one card are
        its ``group_sides`` (two for a bridge or double curve, else one); a card with a ladder
        is connected to the start whatever lies around it (expansion *Saboteur 2*)."""
        groups: dict[Coord, tuple[frozenset[Side], ...]] = {START: (START_SIDES,)}
        starts: list[tuple[Coord, int]] = [(START, 0)]
        for at, placed in self.paths.items():
            card = placed.card
            if card.dead_end or (team is not None and card.door not in (None, team)):
                continue
            groups[at] = card.group_sides(placed.rotation)
            if card.ladder:
                starts.extend((at, i) for i in range(len(groups[at])))
        for at, goal in self.goals.items():
            if goal.sides is not None:
                groups[at] = (goal.sides,)
        seen: set[tuple[Coord, int]] = set(starts)
        queue: deque[tuple[Coord, int]] = deque(starts)
        while queue:
            here, i = queue.popleft()
            for side, there, opposite in here.neighbours():
                if side not in groups[here][i]:
                    continue
                for j, other in enumerate(groups.get(there, ())):
                    if opposite in other and (there, j) not in seen:
                        seen.add((there, j))
                        queue.append((there, j))
        found: dict[Coord, frozenset[Side]] = {}
        for at, i in seen:
            found[at] = found.get(at, frozenset()) | groups[at][i]
        return found

    def adjacent(self, at: Coord) -> bool:
        # A loop, not any() over a generator: asked for every place of a search, where the
        # generator's own frame costs more than the four lookups (docs-dev/performance.md).
        for _, there, _ in at.neighbours():  # noqa: SIM110
            if self.occupied(there):
                return True
        return False

    def misfit(
        self, at: Coord, sides: frozenset[Side], hidden_goals: bool = False
    ) -> tuple[Side, Coord, bool] | None:
        """The first side where a card with ``sides`` at ``at`` does not match its neighbour.

        Returns (side, neighbour, True if our path meets rock) or None when it fits.
        Face-down goal cards count only with ``hidden_goals`` (open rule
        ``goal-face-down-neighbour``), then with their face (``Goal.face_sides``).
        """
        for side, there, opposite in at.neighbours():
            other = self.sides_at(there)
            if other is None and hidden_goals and (goal := self.goals.get(there)) is not None:
                other = goal.face_sides
            if other is None:
                continue
            mine = side in sides
            if mine != (opposite in other):
                return side, there, mine
        return None

    def misfits(self) -> list[Coord]:
        """Path cards that do not fit a neighbouring path card or the start card, sorted by
        (x, y): a table that cannot come about in play (``fits`` holds for every card laid).
        Goal cards are left out: a revealed stone may lie as it must (the rulebook's
        exception), a face-down one constrains nothing by default."""
        found: set[Coord] = set()
        for at, placed in self.paths.items():
            for side, there, opposite in at.neighbours():
                if there != START and there not in self.paths:
                    continue
                other = self.sides_at(there)
                assert other is not None
                if (side in placed.sides) != (opposite in other):
                    found.add(at)
                    if there != START:
                        found.add(there)
        return sorted(found, key=lambda c: (c.x, c.y))

    def face_down_goal_beside(self, at: Coord) -> bool:
        return any(
            (g := self.goals.get(c)) is not None and not g.revealed for _, c, _ in at.neighbours()
        )

    def assumed_stone_beside(self, at: Coord) -> bool:
        """A revealed stone lies next to ``at`` whose lie the situation does not give."""
        return any(
            (g := self.goals.get(c)) is not None
            and g.revealed
            and g.kind is GoalKind.STONE
            and g.card is None
            for _, c, _ in at.neighbours()
        )

    def connects(self, at: Coord, sides: frozenset[Side]) -> bool:
        """Whether an open edge at ``at`` meets an open edge of a connected, conducting card."""
        connected = self.connected_sides()
        for side, there, opposite in at.neighbours():
            if side in sides and opposite in connected.get(there, ()):
                return True
        return False

    def candidates(self) -> list[Coord]:
        """Empty spaces that touch a card on the table, sorted by (x, y)."""
        found: set[Coord] = set()
        for here in self.cells():
            for _, there, _ in here.neighbours():
                if not self.occupied(there):
                    found.add(there)
        return sorted(found)

    # --- changes (new boards) --------------------------------------------------------

    def with_path(self, at: Coord, placed: Placed) -> Board:
        return Board({**self.paths, at: placed}, dict(self.goals))

    def without_path(self, at: Coord) -> Board:
        paths = dict(self.paths)
        del paths[at]
        return Board(paths, dict(self.goals))

    def with_goal(self, at: Coord, goal: Goal) -> Board:
        return Board(dict(self.paths), {**self.goals, at: goal})
