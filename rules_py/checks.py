"""The checks: small named functions, each returning a ``Check`` with its reason and rule.

The order of the checks per move kind lives in ``ORDER`` (the engine contract).  Every
check of a move is evaluated so that the reader sees all of them; ``failed`` is the first
one that does not pass.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from rules_py import messages as m
from rules_py.board import CellKind, Coord
from rules_py.cards import MapCard, Repair, Rockfall, Sabotage, Side, same_card
from rules_py.edition2 import messages as m2
from rules_py.edition2.moves import ActionCard2, ActionMove, DiscardTwoMove
from rules_py.moves import (
    HandCard,
    MapMove,
    Move,
    PassMove,
    PathMove,
    RepairMove,
    RockfallMove,
    SabotageMove,
    Situation,
)
from rules_py.registry import OPTIONS, RULES
from rules_py.values import value

__all__ = [
    "ORDER",
    "TABLE",
    "TURN_ORDER",
    "Check",
    "Reading",
    "Spec",
    "check_codes",
    "who",
    "whom",
]


@value
class Reading:
    """An open rule's reading that decided a check: flip it and the check would flip."""

    rule: str
    value: str
    label: str
    chosen: bool
    """Whether the group chose it (``situation.rules``) or it is the engine's default."""

    def to_json(self) -> dict[str, object]:
        return {"rule": self.rule, "value": self.value, "label": self.label}


@value
class Check:
    """A check's verdict: its code, the reason in German, and the rule it rests on."""

    code: str
    ok: bool
    text: str
    rule: str
    option: Reading | None = None
    short: str | None = None
    """A failing check's point for a small room (after "Nein, "), where its text's first
    clause would not fit the checker's bar whole; not in the JSON (the verdict's ``short``)."""

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "ok": self.ok,
            "text": self.text,
            "rule": self.rule,
            "option": None if self.option is None else self.option.to_json(),
        }


class Result(NamedTuple):
    """What a check function finds: pass or fail, and why (a failure starts lower-case, as
    it follows "Nein, " in the answer).  A named tuple, as ``Coord`` is: a search over the
    table's places makes several per place."""

    ok: bool
    text: str
    rule: str | None = None
    """The rule it rests on when not the check's own (e.g. ``dead-end``)."""
    short: str | None = None
    """A failure's point for the checker's bar (``Check.short``)."""


def _ok(text: str, rule: str | None = None) -> Result:
    return Result(True, text, rule)


def _fail(text: str, rule: str | None = None, short: str | None = None) -> Result:
    return Result(False, text, rule, short)


def who(name: str, situation: Situation) -> str:
    """The name as German dative object: ``dir`` for the player, else the name."""
    return "dir" if name == situation.player else name


def whom(name: str, situation: Situation) -> str:
    """The name as German accusative object (``vor dich legen``): ``dich`` for the player."""
    return "dich" if name == situation.player else name


# --- turn ---------------------------------------------------------------------------


def _holds(hand: tuple[HandCard, ...], card: HandCard) -> bool:
    return any(same_card(held, card) for held in hand)


def played_card(move: Move) -> HandCard | None:
    """The card a move takes from the hand (None for a pass that names no card)."""
    if isinstance(move, PathMove):
        return move.card
    if isinstance(move, SabotageMove):
        return Sabotage(move.tool)
    if isinstance(move, RepairMove):
        return Repair(move.tools)
    if isinstance(move, RockfallMove):
        return Rockfall()
    if isinstance(move, MapMove):
        return MapCard()
    if isinstance(move, ActionMove):
        return ActionCard2(move.play)
    if isinstance(move, DiscardTwoMove):
        return None  # any two cards: ``card_in_hand`` counts them
    return move.card


def card_in_hand(sit: Situation, move: Move) -> Result:
    hand = sit.hand or ()
    if isinstance(move, DiscardTwoMove):
        if len(hand) >= 2:
            return _ok(m2.DISCARD_TWO_HAND_OK)
        return _fail(m2.DISCARD_TWO_HAND_FAIL, short=m2.DISCARD_TWO_HAND_SHORT)
    if isinstance(move, PassMove):
        if move.card is None:
            # With no card left there is nothing to discard: you sit the turn out.
            return _ok(m.CARD_IN_HAND_PASS_OK if hand else m.CARD_IN_HAND_EMPTY_OK)
        if _holds(hand, move.card):
            return _ok(m.CARD_IN_HAND_PASS_OK)
        return _fail(m.CARD_IN_HAND_FAIL)
    card = played_card(move)
    if card is not None and _holds(hand, card):
        return _ok(m.CARD_IN_HAND_OK)
    return _fail(m.CARD_IN_HAND_FAIL)


def one_card_per_turn_passes(count: int) -> bool:
    """The verdict of ``one_card_per_turn`` without its reason."""
    return count == 1


def one_card_per_turn(count: int, first: Move | None = None) -> Result:
    if one_card_per_turn_passes(count):
        if isinstance(first, DiscardTwoMove):  # discarding two is the turn, no card played
            return _ok(m.ONE_CARD_DISCARD_TWO_OK)
        return _ok(m.ONE_CARD_OK)
    return _fail(m.ONE_CARD_FAIL, short=m.ONE_CARD_SHORT)


# --- path -----------------------------------------------------------------------------


def tools_intact_passes(sit: Situation, move: PathMove) -> bool:
    """The verdict of ``tools_intact`` without its reason."""
    return not sit.broken_of(sit.player)


def tools_intact(sit: Situation, move: PathMove) -> Result:
    if tools_intact_passes(sit, move):
        return _ok(m.TOOLS_INTACT_OK)
    broken = sit.broken_of(sit.player)
    tools = [t.value for t in broken]
    text = m.TOOLS_INTACT_FAIL if len(broken) == 1 else m.TOOLS_INTACT_FAIL_MANY
    named = {
        "own": m.own_tools(tools),
        "tools": m.tool_list(tools),
        "is_": m.verb(len(tools), "ist", "sind"),
    }
    short = m.fitted_no([f.format(**named) for f in m.TOOLS_INTACT_SHORT])
    return _fail(text.format(tools=m.own_tools(tools)), short=short)


_WHAT = {
    CellKind.START: m.CELL_WHAT_START,
    CellKind.GOAL: m.CELL_WHAT_GOAL,
    CellKind.PATH: m.CELL_WHAT_PATH,
}


def cell_free_passes(sit: Situation, move: PathMove) -> bool:
    """The verdict of ``cell_free`` without its reason."""
    return sit.board.kind_at(move.at) is None


def cell_free(sit: Situation, move: PathMove) -> Result:
    if cell_free_passes(sit, move):
        return _ok(m.CELL_FREE_OK.format(cell=move.at))
    kind = sit.board.kind_at(move.at)
    assert kind is not None
    named = {"cell": move.at, "what": _WHAT[kind]}
    short = m.fitted_no([f.format(**named) for f in m.CELL_FREE_SHORT])
    return _fail(m.CELL_FREE_FAIL.format(**named), short=short)


def not_crosswise_passes(sit: Situation, move: PathMove) -> bool:
    """The verdict of ``not_crosswise`` without its reason."""
    return move.rotation in (0, 180)


def not_crosswise(sit: Situation, move: PathMove) -> Result:
    if not not_crosswise_passes(sit, move):
        return _fail(m.NOT_CROSSWISE_FAIL.format(rotation=move.rotation))
    if move.rotation == 0:
        return _ok(m.NOT_CROSSWISE_OK_0)
    return _ok(m.NOT_CROSSWISE_OK_180, "turn-180")


def adjacent_passes(sit: Situation, move: PathMove) -> bool:
    """The verdict of ``adjacent`` without its reason."""
    return sit.board.adjacent(move.at)


def adjacent(sit: Situation, move: PathMove) -> Result:
    if adjacent_passes(sit, move):
        return _ok(m.ADJACENT_OK)
    return _fail(m.ADJACENT_FAIL.format(cell=move.at))


def _misfit(sit: Situation, move: PathMove) -> tuple[Side, Coord, bool] | None:
    hidden = sit.reading("goal-face-down-neighbour") == "match"
    return sit.board.misfit(move.at, move.card.open_sides(move.rotation), hidden_goals=hidden)


def fits_passes(sit: Situation, move: PathMove) -> bool:
    """The verdict of ``fits`` without its reason."""
    return _misfit(sit, move) is None


def fits(sit: Situation, move: PathMove) -> Result:
    board = sit.board
    miss = _misfit(sit, move)
    stone = m.FITS_STONE_NOTE if board.assumed_stone_beside(move.at) else ""
    if miss is None:
        return _ok(m.FITS_OK.format(note=stone))
    side, there, path_on_rock = miss
    why = m.FITS_WHY_PATH_ROCK if path_on_rock else m.FITS_WHY_ROCK_PATH
    side_name = m.SIDE_NAMES[side.value]
    hidden = sit.reading("goal-face-down-neighbour") == "match"
    short = m.fitted_no(
        [f.format(side=side_name, why=why) for f in m.FITS_SHORT],
        m.SHORT_ROOM_READING if hidden else m.SHORT_ROOM,
    )
    return _fail(m.FITS_FAIL.format(side=side_name, cell=there, why=why + stone), short=short)


def connected_passes(sit: Situation, move: PathMove) -> bool:
    """The verdict of ``connected`` without its reason."""
    return sit.board.connects(move.at, move.card.open_sides(move.rotation))


def connected(sit: Situation, move: PathMove) -> Result:
    board = sit.board
    sides = move.card.open_sides(move.rotation)
    if connected_passes(sit, move):
        return _ok(m.CONNECTED_OK)
    connected_cells = board.connected()
    # A face-down goal explains the gap only when the path on its other side is connected:
    # then the connection would run through it if it were open.
    toward_goal = any(
        (g := board.goals.get(there)) is not None
        and not g.revealed
        and any(c in connected_cells and c != move.at for _, c, _ in there.neighbours())
        for s, there, _ in move.at.neighbours()
        if s in sides
    )
    behind_stone = next(
        (
            there
            for s, there, opposite in move.at.neighbours()
            if s in sides
            and (g := board.goals.get(there)) is not None
            and g.revealed
            and (open_sides := board.sides_at(there)) is not None
            and opposite in open_sides
            and there not in connected_cells
        ),
        None,
    )
    through_dead_end = any(
        (p := board.paths.get(there)) is not None
        and p.card.dead_end
        and opposite in p.sides
        and board.connects(there, p.sides)
        for s, there, opposite in move.at.neighbours()
        if s in sides
    )
    note = m.CONNECTED_GOAL_NOTE if toward_goal else ""
    if behind_stone is not None:
        note += m.CONNECTED_STONE_NOTE.format(cell=behind_stone)
    if through_dead_end:
        text = m.CONNECTED_FAIL.format(note=m.CONNECTED_DEAD_END_NOTE + note)
        return _fail(text, "dead-end", m.CONNECTED_SHORT)
    return _fail(m.CONNECTED_FAIL.format(note=note), short=m.CONNECTED_SHORT)


# --- sabotage and repair -----------------------------------------------------------------


def target_exists(sit: Situation, move: SabotageMove | RepairMove | ActionMove) -> Result:
    target = move.target or ""  # the expansion's cards that run this check always name one
    if not target.strip():
        return _fail(m.TARGET_EXISTS_EMPTY, short=m.TARGET_EXISTS_EMPTY_SHORT)
    if sit.players is not None and target not in sit.players and target != sit.player:
        short = m.fitted_no([f.format(target=target) for f in m.TARGET_EXISTS_SHORT])
        return _fail(m.TARGET_EXISTS_FAIL.format(target=target), short=short)
    if target == sit.player:
        # Of the expansion's cards only "Eingesperrt!" is laid down in front of someone.
        laid = not isinstance(move, ActionMove) or move.play == "trapped"
        return _ok(m.TARGET_EXISTS_SELF_OK if laid else m.TARGET_EXISTS_SELF_ACTS_OK)
    return _ok(m.TARGET_EXISTS_OK.format(target=target))


def target_other(sit: Situation, move: SabotageMove) -> Result:
    if move.target != sit.player:
        return _ok(m.TARGET_OTHER_OK.format(target=move.target))
    if sit.reading("target-other") == "yes":
        return _ok(m.TARGET_OTHER_SELF_OK)
    # Short, for the bar: the reading's own words ("Sabotage nur gegen andere").
    short = OPTIONS["target-other"].label("no") + "."
    return _fail(m.TARGET_OTHER_FAIL, short=short)


def no_duplicate(sit: Situation, move: SabotageMove) -> Result:
    target = who(move.target, sit)
    tool = move.tool.german
    if move.tool in sit.broken_of(move.target):
        short = m.fitted_no([f.format(target=target, tool=tool) for f in m.NO_DUPLICATE_SHORT])
        return _fail(m.NO_DUPLICATE_FAIL.format(target=target, tool=tool), short=short)
    return _ok(m.NO_DUPLICATE_OK.format(target=target, tool=tool))


def repairable(sit: Situation, move: RepairMove) -> list[str]:
    """Tools (values) of face-up sabotage cards in front of the target this repair can fix."""
    wanted = (move.fix,) if move.fix is not None else move.tools
    return [t.value for t in sit.broken_of(move.target) if t in wanted]


def sabotage_present(sit: Situation, move: RepairMove) -> Result:
    target = who(move.target, sit)
    found = repairable(sit, move)
    if found:
        template = m.SABOTAGE_PRESENT_OK if len(found) == 1 else m.SABOTAGE_PRESENT_OK_CHOICE
        return _ok(template.format(target=target, tools=m.tool_list(found, "und")))
    wanted = [move.fix.value] if move.fix is not None else [t.value for t in move.tools]
    broken = [t.value for t in sit.broken_of(move.target)]
    if broken:
        text = m.SABOTAGE_PRESENT_WRONG.format(
            target=target, tools=m.tool_list(wanted, "oder"), broken=m.the_tools(broken)
        )
        named = {
            "target": target,
            "broken": m.the_tools(broken),
            "is_": m.verb(len(broken), "ist", "sind"),
            "wanted": m.the_tools(wanted),
            "is_wanted": m.verb(len(wanted), "ist", "sind"),
        }
        short = m.fitted_no([f.format(**named) for f in m.SABOTAGE_PRESENT_WRONG_SHORT])
        return _fail(text, short=short)
    named = {"target": target, "tools": m.tool_list(wanted, "oder")}
    short = m.fitted_no([f.format(**named) for f in m.SABOTAGE_PRESENT_SHORT])
    return _fail(m.SABOTAGE_PRESENT_FAIL.format(**named), short=short)


# --- rockfall and map -------------------------------------------------------------------


def rockfall_target(sit: Situation, move: RockfallMove) -> Result:
    kind = sit.board.kind_at(move.at)
    if kind is CellKind.PATH:
        return _ok(m.ROCKFALL_OK.format(cell=move.at))
    if kind is CellKind.START:
        return _fail(m.ROCKFALL_FAIL_START)
    if kind is CellKind.GOAL:
        short = m.fitted_no([f.format(cell=move.at) for f in m.ROCKFALL_FAIL_GOAL_SHORT])
        return _fail(m.ROCKFALL_FAIL_GOAL.format(cell=move.at), short=short)
    short = m.ROCKFALL_FAIL_EMPTY_SHORT.format(cell=move.at)
    return _fail(m.ROCKFALL_FAIL_EMPTY.format(cell=move.at), short=short)


def map_target(sit: Situation, move: MapMove) -> Result:
    goal = sit.board.goals.get(move.at)
    if goal is None:
        return _fail(m.MAP_FAIL_NONE.format(cell=move.at))
    if goal.revealed:
        return _fail(m.MAP_FAIL_REVEALED.format(cell=move.at))
    return _ok(m.MAP_OK.format(cell=move.at))


# --- the one table: code, function, and the open rules that may decide it ----------------

CheckFn = Callable[[Situation, Any], Result]


@value
class Spec:
    """A check as the contract names it: its code (also its rule's id in the registry), the
    function that decides it, and the open rules whose reading may flip it."""

    code: str
    fn: CheckFn
    readings: tuple[str, ...] = ()
    passes: Callable[[Situation, Any], bool] | None = None
    """The verdict of ``fn`` alone, where its reason costs more than the verdict: the same
    function decides both (``fits_passes`` inside ``fits``), and ``allowed`` asks it for
    every place of the table when it looks for placements and alternatives."""


TABLE: dict[str, tuple[Spec, ...]] = {
    "path": (
        Spec("tools-intact", tools_intact, passes=tools_intact_passes),
        Spec("cell-free", cell_free, passes=cell_free_passes),
        Spec("not-crosswise", not_crosswise, passes=not_crosswise_passes),
        Spec("adjacent", adjacent, passes=adjacent_passes),
        Spec("fits", fits, ("goal-face-down-neighbour",), fits_passes),
        Spec("connected", connected, passes=connected_passes),
    ),
    "sabotage": (
        Spec("target-exists", target_exists),
        Spec("target-other", target_other, ("target-other",)),
        Spec("no-duplicate", no_duplicate),
    ),
    "repair": (Spec("target-exists", target_exists), Spec("sabotage-present", sabotage_present)),
    "rockfall": (Spec("rockfall-target", rockfall_target),),
    "map": (Spec("map-target", map_target),),
    "pass": (),
}
"""The contract's checks per move kind, in evaluation order: the only list of them."""

HAND_CHECK = "card-in-hand"
TURN_CHECK = "one-card-per-turn"
TURN_ORDER: tuple[str, ...] = (HAND_CHECK, TURN_CHECK)
ORDER: dict[str, tuple[str, ...]] = {
    kind: tuple(s.code for s in specs) for kind, specs in TABLE.items()
}

for _code in {*TURN_ORDER, *(s.code for specs in TABLE.values() for s in specs)}:
    assert _code in RULES, f"check {_code} has no rule in the registry"
for _spec in (s for specs in TABLE.values() for s in specs):
    assert all(r in OPTIONS for r in _spec.readings), f"{_spec.code}: unknown open rule"


def check_codes() -> dict[str, list[str]]:
    """Check codes in evaluation order: ``hand`` (only with a hand), ``turn``, then per move."""
    out: dict[str, list[str]] = {"hand": [HAND_CHECK], "turn": [TURN_CHECK]}
    out.update({kind: list(codes) for kind, codes in ORDER.items()})
    return out
