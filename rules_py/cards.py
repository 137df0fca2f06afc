"""The cards of Saboteur as small frozen values, and the base game's inventory as data.

Path cards are described as printed on the upright card: the set of open edges in
``NESW`` order and whether the card is a dead end (Sackgasse).  A 180° turn is the same
card turned; 90° and 270° would lie crosswise (quer), which the rules forbid.
"""

from __future__ import annotations

from enum import Enum, StrEnum

from rules_py import messages
from rules_py.edition2 import messages as m2
from rules_py.registry import RULES, SECONDARY
from rules_py.speed import memo
from rules_py.values import value

__all__ = [
    "DEALS",
    "INVENTORY",
    "ROTATIONS",
    "SIDES",
    "START_CARD",
    "STONE_DEFAULT",
    "UPRIGHT_ROTATIONS",
    "ActionCard",
    "CardError",
    "Deal",
    "GoalKind",
    "InventoryRow",
    "MapCard",
    "PathCard",
    "Repair",
    "Rockfall",
    "Sabotage",
    "Side",
    "Tool",
    "crosswise",
    "in_box",
]


class CardError(ValueError):
    """A card description that does not describe a card; the message is German."""


class Tool(StrEnum):
    """The three tools a Sabotage-Karte can break."""

    PICKAXE = "pickaxe"
    LAMP = "lamp"
    CART = "cart"

    @property
    def german(self) -> str:
        """German name, e.g. ``Spitzhacke``."""
        return messages.TOOL_NAMES[self.value]


class Side(Enum):
    """A side of a card space; ``value`` is its letter in ``NESW``."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    # Enum's own ``__hash__`` is Python code (the hash of the name), run for every side looked
    # up in a card's sides, hundreds of times per search of the table; a member is the only
    # object equal to itself, so the built-in identity hash serves as well.
    __hash__ = object.__hash__

    @property
    def opposite(self) -> Side:
        return _OPPOSITE[self]

    @property
    def delta(self) -> tuple[int, int]:
        """Offset to the neighbour on this side; y grows southwards."""
        return _DELTA[self]

    def turned(self, rotation: int) -> Side:
        """This side after turning the card clockwise by ``rotation`` degrees."""
        return _ORDER[(_ORDER.index(self) + rotation // 90) % 4]


_ORDER: tuple[Side, ...] = (Side.N, Side.E, Side.S, Side.W)
SIDES = _ORDER
"""The four sides in the order N, E, S, W."""
_OPPOSITE = {Side.N: Side.S, Side.S: Side.N, Side.E: Side.W, Side.W: Side.E}
_DELTA = {Side.N: (0, -1), Side.E: (1, 0), Side.S: (0, 1), Side.W: (-1, 0)}
ROTATIONS: tuple[int, ...] = (0, 90, 180, 270)
UPRIGHT_ROTATIONS: tuple[int, ...] = (0, 180)
"""Turns that keep a card upright; 90 and 270 lie crosswise (quer)."""


def crosswise(rotation: int) -> bool:
    return rotation not in UPRIGHT_ROTATIONS


def _canonical(edges: str) -> str:
    return "".join(side.value for side in _ORDER if side.value in edges)


VALID_EDGES: frozenset[str] = frozenset(
    _canonical("".join(s.value for i, s in enumerate(_ORDER) if mask >> i & 1))
    for mask in range(1, 16)
)
"""The 15 non-empty subsets of NESW, written in NESW order."""


@memo
def _turned_sides(edges: str, rotation: int) -> frozenset[Side]:
    return frozenset(Side(ch).turned(rotation) for ch in edges)


MAX_CRYSTALS = 9
"""At most this many crystals on one expansion path card (no source counts them)."""
DOORS: tuple[str, ...] = ("blau", "gruen")
"""The door colours of the expansion: the blue and the green team."""


@value
class PathCard:
    """A Wegekarte: open edges as printed (``"NES"``) and whether it is a dead end.

    The expansion *Saboteur 2* adds features (all absent on the base game's cards):
    ``ladder`` (always connected to the start), ``door`` (``blau`` or ``gruen``: only that
    team passes), ``crystals`` (how many; no effect on the paths) and ``groups``, the two
    separate paths of a bridge or double curve as printed (``("NS", "EW")``).
    """

    edges: str
    dead_end: bool = False
    ladder: bool = False
    door: str | None = None
    crystals: int = 0
    groups: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.edges not in VALID_EDGES:
            raise CardError(messages.BAD_EDGES.format(value=self.edges))

    def __repr__(self) -> str:
        if not self.features:
            return f"PathCard({self.edges!r}, dead_end={self.dead_end!r})"
        return (
            f"PathCard({self.edges!r}, dead_end={self.dead_end!r}, ladder={self.ladder!r}, "
            f"door={self.door!r}, crystals={self.crystals!r}, groups={self.groups!r})"
        )

    @property
    def features(self) -> tuple[str, ...]:
        """The expansion's keys this card carries (empty for every base-game card)."""
        found = []
        if self.ladder:
            found.append("ladder")
        if self.door is not None:
            found.append("door")
        if self.crystals:
            found.append("crystals")
        if self.groups:
            found.append("groups")
        return tuple(found)

    @classmethod
    def from_json(cls, obj: object) -> PathCard:
        """Build from ``{"edges": "NES", "dead_end": false}``; German CardError otherwise."""
        if not isinstance(obj, dict):
            raise CardError(messages.NOT_AN_OBJECT.format(value=messages.show(obj)))
        unknown = sorted(set(obj) - {"edges", "dead_end", *_FEATURE_KEYS})
        if unknown:
            raise CardError(messages.UNKNOWN_KEY.format(key=unknown[0]))
        edges = obj.get("edges")
        if not isinstance(edges, str) or edges not in VALID_EDGES:
            raise CardError(messages.BAD_EDGES.format(value=messages.quoted(edges)))
        dead_end = obj.get("dead_end", False)
        if not isinstance(dead_end, bool):
            raise CardError(messages.BAD_DEAD_END.format(value=messages.show(dead_end)))
        if not any(k in obj for k in _FEATURE_KEYS):
            return cls(edges, dead_end)
        return cls(edges, dead_end, *_features(obj, edges, dead_end))

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"edges": self.edges, "dead_end": self.dead_end}
        if self.ladder:
            out["ladder"] = True
        if self.door is not None:
            out["door"] = self.door
        if self.crystals:
            out["crystals"] = self.crystals
        if self.groups:
            out["groups"] = list(self.groups)
        return out

    def open_sides(self, rotation: int = 0) -> frozenset[Side]:
        """The sides with a path (or a dead-end stub) after turning by ``rotation``."""
        return _turned_sides(self.edges, rotation)

    def group_sides(self, rotation: int = 0) -> tuple[frozenset[Side], ...]:
        """The card's separate paths after turning: one for every card but a bridge or a
        double curve, which have two that do not meet."""
        if not self.groups:
            return (self.open_sides(rotation),)
        return tuple(_turned_sides(g, rotation) for g in self.groups)

    def turned(self) -> PathCard:
        """The same card turned by 180° (``NES`` becomes ``NSW``)."""
        sides = self.open_sides(180)
        edges = _canonical("".join(s.value for s in sides))
        if not self.features:
            return PathCard(edges, self.dead_end)
        groups = tuple(
            sorted(_canonical("".join(s.value for s in _turned_sides(g, 180))) for g in self.groups)
        )
        return PathCard(edges, self.dead_end, self.ladder, self.door, self.crystals, groups)

    def same_card(self, other: PathCard) -> bool:
        """True when ``other`` is this card, possibly turned by 180°."""
        return other == self or other == self.turned()

    @property
    def label(self) -> str:
        base = messages.path_label(self.edges, self.dead_end)
        if not self.features:
            return base
        return _feature_label(self, base)


_FEATURE_KEYS = ("ladder", "door", "crystals", "groups")


def _features(
    obj: dict[str, object], edges: str, dead_end: bool
) -> tuple[bool, str | None, int, tuple[str, ...]]:
    """The expansion's features of a card as JSON gives them, checked (German CardError)."""
    ladder = obj.get("ladder", False)
    if not isinstance(ladder, bool):
        raise CardError(m2.BAD_LADDER.format(value=messages.show(ladder)))
    door = obj.get("door")
    if door is not None and (not isinstance(door, str) or door not in DOORS):
        raise CardError(m2.BAD_DOOR.format(value=messages.quoted(door)))
    crystals = obj.get("crystals", 0)
    if (
        isinstance(crystals, bool)
        or not isinstance(crystals, int)
        or not 0 <= crystals <= MAX_CRYSTALS
    ):
        raise CardError(m2.BAD_CRYSTALS.format(limit=MAX_CRYSTALS, value=messages.show(crystals)))
    raw = obj.get("groups")
    groups: tuple[str, ...] = ()
    if raw is not None:
        bad = CardError(m2.BAD_GROUPS.format(value=messages.show(raw)))
        if not isinstance(raw, list) or len(raw) != 2:
            raise bad
        if not all(isinstance(g, str) and g in VALID_EDGES and len(g) == 2 for g in raw):
            raise bad
        a, b = raw
        if set(a) & set(b) or _canonical(a + b) != edges:
            raise bad
        if dead_end:
            raise CardError(m2.GROUPS_DEAD_END)
        groups = tuple(sorted((str(a), str(b))))
    return ladder, door if isinstance(door, str) else None, crystals, groups


def _feature_label(card: PathCard, base: str) -> str:
    parts = []
    if card.groups:
        # As the checker's picker names it ("Brücke"): its four sides say nothing more.
        base = m2.two_paths_label(card.groups)
    if card.ladder:
        parts.append(m2.LABEL_LADDER)
    if card.door is not None:
        parts.append(m2.LABEL_DOOR.format(colour=m2.DOOR_COLOURS[card.door]))
    if card.crystals:
        parts.append(m2.crystals_label(card.crystals))
    return " ".join([base, *parts])


START_CARD = PathCard("NESW")
"""The Startkarte: open on all four sides."""

STONE_DEFAULT = PathCard("NW")
"""A revealed stone goal whose edges the situation does not give (documented default)."""


class GoalKind(StrEnum):
    GOLD = "gold"
    STONE = "stone"

    @property
    def german(self) -> str:
        return messages.GOAL_KIND_NAMES[self.value]


@value
class Sabotage:
    """A Sabotage-Karte (red card) that breaks one tool."""

    tool: Tool

    def to_json(self) -> dict[str, object]:
        return {"play": "sabotage", "tool": self.tool.value}


@value
class Repair:
    """A Reparaturkarte with one or two tool symbols (two symbols: a choice)."""

    tools: tuple[Tool, ...]

    def to_json(self) -> dict[str, object]:
        return {"play": "repair", "tools": [t.value for t in self.tools]}

    def same_card(self, other: Repair) -> bool:
        return set(self.tools) == set(other.tools)


@value
class Rockfall:
    """Steinschlag: removes one path card from the maze."""

    def to_json(self) -> dict[str, object]:
        return {"play": "rockfall"}


@value
class MapCard:
    """Schatzkarte: look secretly at one goal card."""

    def to_json(self) -> dict[str, object]:
        return {"play": "map"}


ActionCard = Sabotage | Repair | Rockfall | MapCard


@value
class InventoryRow:
    """One kind of card of the base game with how many copies the box holds."""

    id: str
    label: str
    count: int
    card: PathCard | ActionCard
    source: str
    confidence: str
    rule: str = "inventory"
    """The registry rule that covers this row (the open straight count has its own)."""


def _path_rows() -> list[InventoryRow]:
    rows: list[InventoryRow] = []
    # (edges, copies with a through path); every shape also has one dead-end copy.
    shapes = [("NESW", 5), ("NES", 5), ("ESW", 5), ("NS", 4), ("EW", 3), ("ES", 4), ("SW", 5)]
    for edges, count in shapes:
        card = PathCard(edges)
        confidence = "open" if edges in ("NS", "EW") else "majority"
        source = SECONDARY + (messages.STRAIGHT_OPEN_NOTE if confidence == "open" else "")
        rule = "straight-count" if confidence == "open" else "inventory"
        rows.append(
            InventoryRow(f"path-{edges}", card.label, count, card, source, confidence, rule)
        )
    for edges in ("NESW", "NES", "ESW", "NS", "EW", "ES", "SW", "S", "W"):
        card = PathCard(edges, dead_end=True)
        rows.append(InventoryRow(f"dead-{edges}", card.label, 1, card, SECONDARY, "majority"))
    return rows


def _action_rows() -> list[InventoryRow]:
    rows: list[InventoryRow] = []
    src = SECONDARY
    for tool in Tool:
        rows.append(
            InventoryRow(
                f"sabotage-{tool.value}",
                messages.sabotage_label(tool.value),
                3,
                Sabotage(tool),
                src,
                "majority",
            )
        )
    for tool in Tool:
        rows.append(
            InventoryRow(
                f"repair-{tool.value}",
                messages.repair_label((tool.value,)),
                2,
                Repair((tool,)),
                src,
                "majority",
            )
        )
    for a, b in ((Tool.PICKAXE, Tool.LAMP), (Tool.PICKAXE, Tool.CART), (Tool.LAMP, Tool.CART)):
        rows.append(
            InventoryRow(
                f"repair-{a.value}-{b.value}",
                messages.repair_label((a.value, b.value)),
                1,
                Repair((a, b)),
                src,
                "majority",
            )
        )
    rows.append(InventoryRow("rockfall", messages.ROCKFALL_LABEL, 3, Rockfall(), src, "majority"))
    rows.append(InventoryRow("map", messages.MAP_LABEL, 6, MapCard(), src, "majority"))
    return rows


def same_card(a: object, b: object) -> bool:
    """Whether two cards are the same card (a turned path card, repair symbols in any order)."""
    if isinstance(a, PathCard) and isinstance(b, PathCard):
        return a.same_card(b)
    if isinstance(a, Repair) and isinstance(b, Repair):
        return a.same_card(b)
    return a == b


INVENTORY: tuple[InventoryRow, ...] = tuple(_path_rows() + _action_rows())
"""The base game's playable cards (40 Wegekarten, 27 Aktionskarten) with their sources."""

_IN_BOX: frozenset[PathCard] = frozenset(
    c for row in INVENTORY if isinstance(row.card, PathCard) for c in (row.card, row.card.turned())
)


def in_box(card: PathCard) -> bool:
    """Whether the box has this path card, upright or turned by 180°."""
    return card in _IN_BOX


@value
class Deal:
    """What a round starts with, for a number of players: the cards in each hand and the dwarf
    cards shuffled for them (one more than players: the one left over stays unseen)."""

    players: int
    hand: int
    saboteurs: int
    gold_diggers: int
    source: str = RULES["deal"].source
    rule: str = "deal"


DEALS: tuple[Deal, ...] = tuple(
    Deal(players, hand, saboteurs, gold_diggers)
    for players, hand, saboteurs, gold_diggers in (
        (3, 6, 1, 3),
        (4, 6, 1, 4),
        (5, 6, 2, 4),
        (6, 5, 2, 5),
        (7, 5, 3, 5),
        (8, 4, 3, 6),
        (9, 4, 3, 7),
        (10, 4, 4, 7),
    )
)
"""Hands and dwarf cards for 3 to 10 players (the box: 7 Goldsucher, 4 Saboteure)."""
