"""JSON (already decoded) to domain values.  Every problem is an ``InvalidInput``.

Each error names ``where`` it is (``move.rotation``, ``situation.board[2].card.edges``)
and says in German what is wrong, quoting the bad value.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_py import messages as m
from rules_py.board import DEFAULT_GOALS, START, Board, Coord, Goal, Placed
from rules_py.cards import (
    ROTATIONS,
    UPRIGHT_ROTATIONS,
    CardError,
    GoalKind,
    MapCard,
    PathCard,
    Repair,
    Rockfall,
    Sabotage,
    Tool,
    in_box,
)
from rules_py.edition2 import BASE_EDITION, EDITION, EDITIONS
from rules_py.edition2 import messages as m2
from rules_py.edition2.moves import (
    ACTION_KINDS,
    IN_FRONT,
    MOVE_KINDS2,
    PASS_DISCARD,
    REMOVABLE,
    ActionCard2,
    ActionMove,
    DiscardTwoMove,
)
from rules_py.edition2.registry import ALL_OPTIONS
from rules_py.limits import LIMITS
from rules_py.moves import (
    DEFAULT_PLAYER,
    MOVE_KINDS,
    Discarded,
    HandCard,
    MapMove,
    Move,
    PassMove,
    PathMove,
    RepairMove,
    Request,
    RockfallMove,
    SabotageMove,
    Situation,
)
from rules_py.registry import OPTIONS
from rules_py.values import value

MAX_PLAYERS2 = 12
"""Saboteur 2 is played by 2 to 12 (the base game's limit is 10)."""

__all__ = [
    "PLACEMENTS_KEYS",
    "REQUEST_KEYS",
    "InvalidInput",
    "Seating",
    "parse_broken",
    "parse_card",
    "parse_move",
    "parse_name",
    "parse_path_card",
    "parse_person",
    "parse_players",
    "parse_request",
    "parse_rules",
    "parse_situation",
    "top_level",
]


class InvalidInput(Exception):
    """Bad input: ``where`` it is and a German ``text``."""

    def __init__(self, where: str, text: str) -> None:
        super().__init__(f"{where}: {text}")
        self.where = where
        self.text = text


# --- small readers ----------------------------------------------------------------------


def _obj(value: object, where: str, allowed: set[str] | frozenset[str]) -> dict[str, object]:
    if not isinstance(value, dict):
        raise InvalidInput(where, m.NOT_AN_OBJECT.format(value=m.show(value)))
    for key in value:
        if not isinstance(key, str) or key not in allowed:
            shown = m.quoted(key)
            raise InvalidInput(f"{where}.{shown}", m.UNKNOWN_KEY.format(key=shown))
    return value


def _list(value: object, where: str, limit: int) -> list[object]:
    if not isinstance(value, list):
        raise InvalidInput(where, m.NOT_A_LIST.format(value=m.show(value)))
    if len(value) > limit:
        raise InvalidInput(where, m.TOO_MANY.format(count=len(value), limit=limit))
    return value


def _int(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(where, m.NOT_AN_INT.format(value=m.show(value)))
    return value


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput(where, m.NOT_A_BOOL.format(value=m.show(value)))
    return value


def parse_name(value: object, where: str) -> str:
    """A name (of a person at the table): text, not too long, every character a real one."""
    if not isinstance(value, str):
        raise InvalidInput(where, m.NOT_A_NAME.format(value=m.show(value)))
    if len(value) > LIMITS.name:
        raise InvalidInput(where, m.NAME_TOO_LONG.format(limit=LIMITS.name))
    if m.BIDI_CONTROLS.search(value):
        raise InvalidInput(where, m.BIDI_IN_NAME.format(value=m.quoted(value)))
    if m.clean(value) != value:
        raise InvalidInput(where, m.BAD_CHARACTER.format(value=m.quoted(value)))
    return value


def parse_person(value: object, where: str) -> str:
    """The name of a person at a score's table: a name (``parse_name``) that is not blank."""
    name = parse_name(value, where)
    if not name.strip():
        raise InvalidInput(where, m.NAME_EMPTY)
    return name


def _by_name(value: object, where: str, most: int) -> Iterator[tuple[str, str, object]]:
    """An object keyed by people's names, at most ``most`` of them: each name (checked as it
    comes), where it stands (for an error) and its value."""
    if not isinstance(value, dict):
        raise InvalidInput(where, m.NOT_AN_OBJECT.format(value=m.show(value)))
    if len(value) > most:
        raise InvalidInput(where, m.TOO_MANY.format(count=len(value), limit=most))
    for name, item in value.items():
        w = f"{where}.{m.quoted(name)}"
        yield parse_name(name, w), w, item


@value
class Seating:
    """What an edition allows for the seating order of a score request."""

    fewest: int
    most: int
    count_text: str  # formats {fewest}, {most} and {count}: too few or too many
    twice_text: str  # formats {name}: a name given twice


def parse_players(value: object, where: str, seating: Seating) -> tuple[str, ...]:
    """The seating order (clockwise): a list of ``seating.fewest`` to ``seating.most``
    persons (``parse_person``), none twice."""
    if not isinstance(value, list):
        raise InvalidInput(where, m.NOT_A_LIST.format(value=m.show(value)))
    if not seating.fewest <= len(value) <= seating.most:
        text = seating.count_text.format(fewest=seating.fewest, most=seating.most, count=len(value))
        raise InvalidInput(where, text)
    seen: list[str] = []
    for i, item in enumerate(value):
        name = parse_person(item, f"{where}[{i}]")
        if name in seen:
            raise InvalidInput(f"{where}[{i}]", seating.twice_text.format(name=name))
        seen.append(name)
    return tuple(seen)


def _need(obj: dict[str, object], key: str, where: str) -> object:
    if key not in obj:
        raise InvalidInput(f"{where}.{key}", m.MISSING_KEY.format(key=key))
    return obj[key]


def _tool(value: object, where: str) -> Tool:
    if isinstance(value, str) and value in Tool._value2member_map_:
        return Tool(value)
    raise InvalidInput(where, m.UNKNOWN_TOOL.format(value=m.quoted(value)))


def parse_path_card(value: object, where: str, edition: str = BASE_EDITION) -> PathCard:
    """A path card of the box (upright or turned); a card the box does not have is invalid.

    With the expansion any card is accepted: no source lists its 30 path cards edge by edge.
    The expansion's features (ladder, door, crystals, groups) in the base game are invalid."""
    try:
        card = PathCard.from_json(value)
    except CardError as exc:
        raise InvalidInput(where, str(exc)) from None
    if card.features and edition != EDITION:
        what = m2.WHAT_FEATURE.format(key=card.features[0])
        raise InvalidInput(f"{where}.{card.features[0]}", m2.ONLY_EXPANSION.format(what=what))
    if edition == EDITION:
        return card
    if not in_box(card):
        raise InvalidInput(where, m.NO_SUCH_CARD.format(label=card.label))
    return card


def _rotation(value: object, where: str, choices: tuple[int, ...] = ROTATIONS) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in ROTATIONS:
        raise InvalidInput(where, m.BAD_ROTATION.format(value=m.show(value)))
    if value not in choices:
        raise InvalidInput(where, m.BAD_BOARD_ROTATION.format(value=value))
    return value


def _place(value: object, where: str) -> int:
    number = _int(value, where)
    if abs(number) > LIMITS.coordinate:
        limit = LIMITS.coordinate
        raise InvalidInput(where, m.TOO_FAR.format(limit=limit, value=m.show(number)))
    return number


def _coord(obj: dict[str, object], where: str) -> Coord:
    return Coord(
        _place(_need(obj, "x", where), f"{where}.x"), _place(_need(obj, "y", where), f"{where}.y")
    )


def _repair_tools(value: object, where: str) -> tuple[Tool, ...]:
    items = _list(value, where, 3)
    tools = tuple(_tool(t, f"{where}[{i}]") for i, t in enumerate(items))
    if len(tools) not in (1, 2) or len(set(tools)) != len(tools):
        raise InvalidInput(where, m.BAD_REPAIR_TOOLS.format(value=m.show(value)))
    return tools


def _play(obj: dict[str, object], where: str, edition: str = BASE_EDITION) -> str:
    play = _need(obj, "play", where)
    if isinstance(play, str) and play in MOVE_KINDS2:
        if edition != EDITION:
            what = m2.WHAT_PLAY.format(play=play)
            raise InvalidInput(f"{where}.play", m2.ONLY_EXPANSION.format(what=what))
        return play
    if not isinstance(play, str) or play not in MOVE_KINDS:
        text = m2.UNKNOWN_PLAY if edition == EDITION else m.UNKNOWN_PLAY
        raise InvalidInput(f"{where}.play", text.format(value=m.quoted(play)))
    assert isinstance(play, str)
    return play


def _only_expansion(raw: dict[str, object], where: str, keys: tuple[str, ...]) -> None:
    """A key that only the expansion has, in a base-game request: say so."""
    for key in keys:
        if key in raw:
            what = m2.WHAT_KEY.format(key=key)
            raise InvalidInput(f"{where}.{key}", m2.ONLY_EXPANSION.format(what=what))


# --- cards in hand, moves -------------------------------------------------------------

_CARD_KEYS = {
    "path": {"card"},
    "sabotage": {"tool"},
    "repair": {"tools"},
    "rockfall": set(),
    "map": set(),
    **{play: set() for play in ACTION_KINDS},
}


def parse_card(
    value: object,
    where: str,
    extra: frozenset[str] = frozenset(),
    edition: str = BASE_EDITION,
) -> HandCard:
    """A card in hand: a move without target or position, e.g. ``{"play": "rockfall"}``."""
    raw = _obj(value, where, {"play", "card", "tool", "tools"} | extra)
    play = _play(raw, where, edition)
    if play in ("pass", "discard-two"):
        raise InvalidInput(f"{where}.play", m.PASS_NOT_A_CARD)
    _obj(raw, where, {"play"} | _CARD_KEYS[play] | extra)
    if play in ACTION_KINDS:
        return ActionCard2(play)
    if play == "path":
        return parse_path_card(_need(raw, "card", where), f"{where}.card", edition)
    if play == "sabotage":
        return Sabotage(_tool(_need(raw, "tool", where), f"{where}.tool"))
    if play == "repair":
        return Repair(_repair_tools(_need(raw, "tools", where), f"{where}.tools"))
    if play == "rockfall":
        return Rockfall()
    return MapCard()


def parse_move(value: object, where: str, edition: str = BASE_EDITION) -> Move:
    keys_any = {"play", "card", "tool", "tools", "target", "fix", "x", "y", "rotation"}
    raw = _obj(value, where, keys_any | {"remove", "discard"})
    play = _play(raw, where, edition)
    if edition != EDITION:
        _only_expansion(raw, where, ("remove", "discard"))
    keys = {
        "path": {"card", "x", "y", "rotation"},
        "sabotage": {"tool", "target"},
        "repair": {"tools", "target", "fix"},
        "rockfall": {"x", "y"},
        "map": {"x", "y"},
        "pass": {"card", "discard"},
        "discard-two": {"remove"},
        **{p: ({"target"} if t else set()) for p, t in ACTION_KINDS.items()},
    }[play]
    _obj(raw, where, {"play"} | keys)
    if play in ACTION_KINDS:
        if not ACTION_KINDS[play]:
            return ActionMove(play)
        if "target" not in raw:
            raise InvalidInput(f"{where}.target", m2.NEEDS_TARGET)
        return ActionMove(play, parse_name(raw["target"], f"{where}.target"))
    if play == "discard-two":
        remove = _need(raw, "remove", where)
        if not isinstance(remove, str) or remove not in REMOVABLE:
            raise InvalidInput(f"{where}.remove", m2.BAD_REMOVE.format(value=m.show(remove)))
        return DiscardTwoMove(remove)
    if play == "path":
        card = parse_path_card(_need(raw, "card", where), f"{where}.card", edition)
        at = _coord(raw, where)
        rotation = _rotation(raw.get("rotation", 0), f"{where}.rotation")
        return PathMove(card, at, rotation)
    if play == "sabotage":
        tool = _tool(_need(raw, "tool", where), f"{where}.tool")
        return SabotageMove(tool, parse_name(_need(raw, "target", where), f"{where}.target"))
    if play == "repair":
        tools = _repair_tools(_need(raw, "tools", where), f"{where}.tools")
        target = parse_name(_need(raw, "target", where), f"{where}.target")
        fix: Tool | None = None
        if raw.get("fix") is not None:
            fix = _tool(raw["fix"], f"{where}.fix")
            if fix not in tools:
                raise InvalidInput(f"{where}.fix", m.FIX_NOT_ON_CARD.format(value=fix.value))
        return RepairMove(tools, target, fix)
    if play == "rockfall":
        return RockfallMove(_coord(raw, where))
    if play == "map":
        return MapMove(_coord(raw, where))
    discard: int | None = None
    if raw.get("discard") is not None:
        count = raw["discard"]
        if isinstance(count, bool) or not isinstance(count, int) or count not in PASS_DISCARD:
            raise InvalidInput(f"{where}.discard", m2.BAD_DISCARD.format(value=m.show(count)))
        discard = count
    if raw.get("card") is None:
        return PassMove(None, discard)
    return PassMove(parse_card(raw["card"], f"{where}.card", edition=edition), discard)


# --- situation --------------------------------------------------------------------------

_SITUATION_KEYS = {
    "player",
    "players",
    "broken",
    "board",
    "goals",
    "draw_pile",
    "hand",
    "discard",
    "rules",
    "edition",
    "in_front",
}


def _goals(value: object, where: str) -> dict[Coord, Goal]:
    goals: dict[Coord, Goal] = {}
    for i, item in enumerate(_list(value, where, LIMITS.goals)):
        w = f"{where}[{i}]"
        raw = _obj(item, w, {"x", "y", "revealed", "kind", "edges", "rotation"})
        at = _coord(raw, w)
        if at in goals or at == START:
            raise InvalidInput(w, m.DUPLICATE_CELL.format(cell=at))
        revealed = _bool(raw.get("revealed", False), f"{w}.revealed")
        kind: GoalKind | None = None
        if raw.get("kind") is not None:
            k = raw["kind"]
            if not (isinstance(k, str) and k in GoalKind._value2member_map_):
                raise InvalidInput(f"{w}.kind", m.BAD_GOAL_KIND.format(value=m.quoted(k)))
            kind = GoalKind(k)
        if revealed and kind is None:
            raise InvalidInput(f"{w}.kind", m.REVEALED_NEEDS_KIND)
        card: PathCard | None = None
        rotation = 0
        if "edges" in raw or "rotation" in raw:
            if kind is not GoalKind.STONE:
                raise InvalidInput(f"{w}.edges", m.EDGES_ONLY_STONE)
            if "edges" in raw:
                try:
                    card = PathCard.from_json({"edges": raw["edges"]})
                except CardError as exc:
                    raise InvalidInput(f"{w}.edges", str(exc)) from None
            rotation = _rotation(raw.get("rotation", 0), f"{w}.rotation", UPRIGHT_ROTATIONS)
        goals[at] = Goal(revealed, kind, card, rotation)
    return goals


_BOARD_KEYS = frozenset({"x", "y", "card", "rotation"})


def _board(
    value: object, goals: dict[Coord, Goal], where: str, edition: str = BASE_EDITION
) -> Board:
    paths: dict[Coord, Placed] = {}
    for i, item in enumerate(_list(value, where, LIMITS.board)):
        w = f"{where}[{i}]"
        raw = _obj(item, w, _BOARD_KEYS)
        at = _coord(raw, w)
        card = parse_path_card(_need(raw, "card", w), f"{w}.card", edition)
        rotation = _rotation(raw.get("rotation", 0), f"{w}.rotation", UPRIGHT_ROTATIONS)
        if at == START:
            raise InvalidInput(w, m.CELL_TAKEN_BY_FIXED.format(cell=at, what="Startkarte"))
        if at in goals:
            raise InvalidInput(w, m.CELL_TAKEN_BY_FIXED.format(cell=at, what="Zielkarte"))
        if at in paths:
            raise InvalidInput(w, m.DUPLICATE_CELL.format(cell=at))
        paths[at] = Placed(card, rotation)
    return Board(paths, goals)


def parse_broken(
    value: object, where: str, player: str, most: int = LIMITS.players
) -> dict[str, tuple[Tool, ...]]:
    """``{name: [tools]}``: the broken tools in front of each person (``player`` is "du")."""
    broken: dict[str, tuple[Tool, ...]] = {}
    for name, w, tools_raw in _by_name(value, where, most):
        tools = tuple(_tool(t, f"{w}[{i}]") for i, t in enumerate(_list(tools_raw, w, 3)))
        for i, tool in enumerate(tools):
            if tool in tools[:i]:
                whom = "dir" if name == player else name
                raise InvalidInput(w, m.DUPLICATE_SABOTAGE.format(name=whom, tool=tool.german))
        broken[name] = tools
    return broken


def _draw_pile(
    value: object, where: str, edition: str = BASE_EDITION
) -> int | tuple[HandCard, ...]:
    if isinstance(value, list):
        items = _list(value, where, LIMITS.cards)
        return tuple(parse_card(c, f"{where}[{i}]", edition=edition) for i, c in enumerate(items))
    count = _int(value, where)
    if count < 0:
        raise InvalidInput(where, m.NEGATIVE_COUNT.format(value=m.show(count)))
    if count > LIMITS.cards:
        raise InvalidInput(where, m.TOO_MANY.format(count=m.show(count), limit=LIMITS.cards))
    return count


def parse_rules(value: object, where: str, edition: str = BASE_EDITION) -> dict[str, str]:
    """The readings of open rules a group chose: ``{rule id: value}``."""
    options = ALL_OPTIONS if edition == EDITION else OPTIONS
    raw = _obj(value, where, set(options))
    chosen: dict[str, str] = {}
    for rule_id, reading in raw.items():
        rule = options[rule_id]
        values = [c.value for c in rule.choices]
        if not isinstance(reading, str) or reading not in values:
            text = m.UNKNOWN_READING.format(value=m.quoted(reading), choices=", ".join(values))
            raise InvalidInput(f"{where}.{rule_id}", text)
        chosen[rule_id] = reading
    return chosen


def parse_situation(value: object, where: str = "situation") -> Situation:
    raw = _obj(value, where, _SITUATION_KEYS)
    edition = _edition(raw.get("edition"), f"{where}.edition")
    most = MAX_PLAYERS2 if edition == EDITION else LIMITS.players
    if edition != EDITION:
        _only_expansion(raw, where, ("in_front",))
    player = parse_name(raw["player"], f"{where}.player") if "player" in raw else DEFAULT_PLAYER
    players: tuple[str, ...] | None = None
    if raw.get("players") is not None:
        items = _list(raw["players"], f"{where}.players", most)
        players = tuple(parse_name(p, f"{where}.players[{i}]") for i, p in enumerate(items))
        if player not in players:
            raise InvalidInput(f"{where}.player", m.PLAYER_NOT_IN_PLAYERS.format(name=player))
    broken = (
        parse_broken(raw["broken"], f"{where}.broken", player, most)
        if raw.get("broken") is not None
        else {}
    )
    if players is not None:
        for name in broken:
            if name not in players:
                raise InvalidInput(
                    f"{where}.broken.{name}", m.BROKEN_NOT_IN_PLAYERS.format(name=name)
                )
    goals = (
        _goals(raw["goals"], f"{where}.goals")
        if raw.get("goals") is not None
        else {c: Goal() for c in DEFAULT_GOALS}
    )
    board_raw = raw.get("board")
    board = _board([] if board_raw is None else board_raw, goals, f"{where}.board", edition)
    pile = raw.get("draw_pile")
    draw_pile = None if pile is None else _draw_pile(pile, f"{where}.draw_pile", edition)
    hand: tuple[HandCard, ...] | None = None
    if raw.get("hand") is not None:
        items = _list(raw["hand"], f"{where}.hand", LIMITS.cards)
        hand = tuple(
            parse_card(c, f"{where}.hand[{i}]", edition=edition) for i, c in enumerate(items)
        )
    discard: tuple[Discarded, ...] = ()
    if raw.get("discard") is not None:
        items = _list(raw["discard"], f"{where}.discard", LIMITS.cards)
        discard = tuple(
            _discarded(c, f"{where}.discard[{i}]", edition) for i, c in enumerate(items)
        )
    rules = {}
    if raw.get("rules") is not None:
        rules = parse_rules(raw["rules"], f"{where}.rules", edition)
    in_front: dict[str, tuple[str, ...]] = {}
    if raw.get("in_front") is not None:
        in_front = _in_front(raw["in_front"], f"{where}.in_front", player, players, most)
    return Situation(
        player, players, broken, board, draw_pile, hand, discard, rules, edition, in_front
    )


def _edition(value: object, where: str) -> str:
    if value is None:
        return BASE_EDITION
    if not isinstance(value, str) or value not in EDITIONS:
        raise InvalidInput(where, m2.BAD_EDITION.format(value=m.quoted(value)))
    return value


def _in_front(
    value: object, where: str, player: str, players: tuple[str, ...] | None, most: int
) -> dict[str, tuple[str, ...]]:
    """Saboteur 2: the Theft and Trapped! cards face up in front of each person."""
    found: dict[str, tuple[str, ...]] = {}
    for name, w, cards_raw in _by_name(value, where, most):
        if players is not None and name not in players:
            raise InvalidInput(w, m2.IN_FRONT_NOT_IN_PLAYERS.format(name=name))
        cards: list[str] = []
        for i, card in enumerate(_list(cards_raw, w, len(IN_FRONT))):
            if not isinstance(card, str) or card not in IN_FRONT:
                raise InvalidInput(f"{w}[{i}]", m2.BAD_IN_FRONT.format(value=m.show(card)))
            if card in cards:
                whom = "dir" if name == player else name
                text = m2.DUPLICATE_IN_FRONT.format(name=whom, card=m2.IN_FRONT_NAMES[card])
                raise InvalidInput(w, text)
            cards.append(card)
        found[name] = tuple(cards)
    return found


def _discarded(value: object, where: str, edition: str = BASE_EDITION) -> Discarded:
    raw = _obj(value, where, {"play", "card", "tool", "tools", "face_down"})
    face_down = _bool(raw.get("face_down", False), f"{where}.face_down")
    if "play" not in raw and face_down:
        return Discarded(None, True)
    return Discarded(parse_card(raw, where, frozenset({"face_down"}), edition), face_down)


REQUEST_KEYS = frozenset({"situation", "move", "moves"})
"""The top-level keys of a ``check`` or ``play`` request."""

PLACEMENTS_KEYS = frozenset({"situation", "card", "move"})
"""The top-level keys of a ``placements`` request."""


def top_level(value: object, allowed: frozenset[str]) -> dict[str, object]:
    """A request's outer object; an unknown key (``"situaton"``, ``"Situation"``) is invalid
    input like one inside it, so a misspelt situation is never read as the empty table.
    ``where`` is the key itself, as in ``score``."""
    if not isinstance(value, dict):
        raise InvalidInput("request", m.NOT_AN_OBJECT.format(value=m.show(value)))
    for key in value:
        if not isinstance(key, str) or key not in allowed:
            shown = m.quoted(key)
            raise InvalidInput(shown, m.UNKNOWN_KEY.format(key=shown))
    return value


def parse_request(value: object) -> Request:
    """A whole request (``situation`` with ``move`` or ``moves``); any other key is invalid."""
    value = top_level(value, REQUEST_KEYS)
    raw_situation = value.get("situation")
    situation = parse_situation({} if raw_situation is None else raw_situation, "situation")
    has_move, has_moves = "move" in value, "moves" in value
    if has_move and has_moves:
        raise InvalidInput("moves", m.MOVE_AND_MOVES)
    if has_move:
        return Request(situation, (parse_move(value["move"], "move", situation.edition),))
    if has_moves:
        items = _list(value["moves"], "moves", LIMITS.moves)
        if not items:
            raise InvalidInput("moves", m.EMPTY_MOVES)
        moves = tuple(parse_move(v, f"moves[{i}]", situation.edition) for i, v in enumerate(items))
        return Request(situation, moves)
    raise InvalidInput("move", m.NO_MOVE)
