"""The checks: small named functions, each returning a ``Check`` with its reason and rule.

The order of the checks per move kind lives in ``ORDER`` (the engine contract).  Every
check of a move is evaluated so that the reader sees all of them; ``failed`` is the first
one that does not pass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules_py import messages as m
from rules_py.board import CellKind
from rules_py.cards import MapCard, Repair, Rockfall, Sabotage, same_card
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

__all__ = ["ORDER", "TURN_ORDER", "Check", "allowed", "check_codes", "evaluate", "who"]


@dataclass(frozen=True, slots=True)
class Check:
    code: str
    ok: bool
    text: str
    rule: str

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "ok": self.ok, "text": self.text, "rule": self.rule}


def _ok(code: str, text: str) -> Check:
    return Check(code, True, text, code)


def _fail(code: str, text: str) -> Check:
    return Check(code, False, text[:1].upper() + text[1:], code)


def who(name: str, situation: Situation) -> str:
    """The name as German dative object: ``dir`` for the player, else the name."""
    return "dir" if name == situation.player else name


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
    return move.card


def card_in_hand(sit: Situation, move: Move) -> Check:
    hand = sit.hand or ()
    if isinstance(move, PassMove):
        if move.card is None:
            # With no card left there is nothing to discard: you sit the turn out.
            return _ok("card-in-hand", m.CARD_IN_HAND_PASS_OK if hand else m.CARD_IN_HAND_EMPTY_OK)
        if _holds(hand, move.card):
            return _ok("card-in-hand", m.CARD_IN_HAND_PASS_OK)
        return _fail("card-in-hand", m.CARD_IN_HAND_FAIL)
    card = played_card(move)
    if card is not None and _holds(hand, card):
        return _ok("card-in-hand", m.CARD_IN_HAND_OK)
    return _fail("card-in-hand", m.CARD_IN_HAND_FAIL)


def one_card_per_turn(count: int) -> Check:
    if count == 1:
        return _ok("one-card-per-turn", m.ONE_CARD_OK)
    return _fail("one-card-per-turn", m.ONE_CARD_FAIL)


# --- path -----------------------------------------------------------------------------


def tools_intact(sit: Situation, move: PathMove) -> Check:
    broken = sit.broken_of(sit.player)
    if not broken:
        return _ok("tools-intact", m.TOOLS_INTACT_OK)
    names = m.tool_list([t.value for t in broken])
    text = m.TOOLS_INTACT_FAIL if len(broken) == 1 else m.TOOLS_INTACT_FAIL_MANY
    return _fail("tools-intact", text.format(tools=names))


_WHAT = {
    CellKind.START: m.CELL_WHAT_START,
    CellKind.GOAL: m.CELL_WHAT_GOAL,
    CellKind.PATH: m.CELL_WHAT_PATH,
}


def cell_free(sit: Situation, move: PathMove) -> Check:
    kind = sit.board.kind_at(move.at)
    if kind is None:
        return _ok("cell-free", m.CELL_FREE_OK.format(cell=move.at))
    return _fail("cell-free", m.CELL_FREE_FAIL.format(cell=move.at, what=_WHAT[kind]))


def not_crosswise(sit: Situation, move: PathMove) -> Check:
    if move.rotation == 0:
        return _ok("not-crosswise", m.NOT_CROSSWISE_OK_0)
    if move.rotation == 180:
        return _ok("not-crosswise", m.NOT_CROSSWISE_OK_180)
    return _fail("not-crosswise", m.NOT_CROSSWISE_FAIL.format(rotation=move.rotation))


def adjacent(sit: Situation, move: PathMove) -> Check:
    if sit.board.adjacent(move.at):
        return _ok("adjacent", m.ADJACENT_OK)
    return _fail("adjacent", m.ADJACENT_FAIL.format(cell=move.at))


def fits(sit: Situation, move: PathMove) -> Check:
    board = sit.board
    sides = move.card.open_sides(move.rotation)
    miss = board.misfit(move.at, sides)
    stone = m.FITS_STONE_NOTE if board.assumed_stone_beside(move.at) else ""
    if miss is None:
        note = m.FITS_GOAL_NOTE if board.face_down_goal_beside(move.at) else ""
        return _ok("fits", m.FITS_OK.format(note=note + stone))
    side, there, path_on_rock = miss
    why = m.FITS_WHY_PATH_ROCK if path_on_rock else m.FITS_WHY_ROCK_PATH
    text = m.FITS_FAIL.format(side=m.SIDE_NAMES[side.value], cell=there, why=why + stone)
    return _fail("fits", text)


def connected(sit: Situation, move: PathMove) -> Check:
    board = sit.board
    sides = move.card.open_sides(move.rotation)
    if board.connects(move.at, sides):
        return _ok("connected", m.CONNECTED_OK)
    toward_goal = any(
        (g := board.goals.get(there)) is not None and not g.revealed
        for s, there, _ in move.at.neighbours()
        if s in sides
    )
    note = m.CONNECTED_GOAL_NOTE if toward_goal else ""
    return _fail("connected", m.CONNECTED_FAIL.format(note=note))


# --- sabotage and repair -----------------------------------------------------------------


def target_exists(sit: Situation, move: SabotageMove | RepairMove) -> Check:
    target = move.target
    if not target.strip():
        return _fail("target-exists", m.TARGET_EXISTS_EMPTY)
    if sit.players is not None and target not in sit.players and target != sit.player:
        return _fail("target-exists", m.TARGET_EXISTS_FAIL.format(target=target))
    if target == sit.player:
        return _ok("target-exists", m.TARGET_EXISTS_SELF_OK)
    return _ok("target-exists", m.TARGET_EXISTS_OK.format(target=target))


def target_other(sit: Situation, move: SabotageMove) -> Check:
    if move.target != sit.player:
        return _ok("target-other", m.TARGET_OTHER_OK.format(target=move.target))
    return _fail("target-other", m.TARGET_OTHER_FAIL)


def no_duplicate(sit: Situation, move: SabotageMove) -> Check:
    target = who(move.target, sit)
    tool = move.tool.german
    if move.tool in sit.broken_of(move.target):
        return _fail("no-duplicate", m.NO_DUPLICATE_FAIL.format(target=target, tool=tool))
    return _ok("no-duplicate", m.NO_DUPLICATE_OK.format(target=target, tool=tool))


def repairable(sit: Situation, move: RepairMove) -> list[str]:
    """Tools (values) of face-up sabotage cards in front of the target this repair can fix."""
    wanted = (move.fix,) if move.fix is not None else move.tools
    return [t.value for t in sit.broken_of(move.target) if t in wanted]


def sabotage_present(sit: Situation, move: RepairMove) -> Check:
    target = who(move.target, sit)
    found = repairable(sit, move)
    if found:
        template = m.SABOTAGE_PRESENT_OK if len(found) == 1 else m.SABOTAGE_PRESENT_OK_CHOICE
        text = template.format(target=target, tools=m.tool_list(found, "und"))
        return _ok("sabotage-present", text)
    wanted = [move.fix.value] if move.fix is not None else [t.value for t in move.tools]
    text = m.SABOTAGE_PRESENT_FAIL.format(target=target, tools=m.tool_list(wanted, "oder"))
    return _fail("sabotage-present", text)


# --- rockfall and map -------------------------------------------------------------------


def rockfall_target(sit: Situation, move: RockfallMove) -> Check:
    kind = sit.board.kind_at(move.at)
    if kind is CellKind.PATH:
        return _ok("rockfall-target", m.ROCKFALL_OK.format(cell=move.at))
    if kind is CellKind.START:
        return _fail("rockfall-target", m.ROCKFALL_FAIL_START)
    if kind is CellKind.GOAL:
        return _fail("rockfall-target", m.ROCKFALL_FAIL_GOAL)
    return _fail("rockfall-target", m.ROCKFALL_FAIL_EMPTY.format(cell=move.at))


def map_target(sit: Situation, move: MapMove) -> Check:
    goal = sit.board.goals.get(move.at)
    if goal is None:
        return _fail("map-target", m.MAP_FAIL_NONE.format(cell=move.at))
    if goal.revealed:
        return _fail("map-target", m.MAP_FAIL_REVEALED.format(cell=move.at))
    return _ok("map-target", m.MAP_OK.format(cell=move.at))


# --- the order tables --------------------------------------------------------------------

CheckFn = Callable[[Situation, Any], Check]

TABLE: dict[str, tuple[tuple[str, CheckFn], ...]] = {
    "path": (
        ("tools-intact", tools_intact),
        ("cell-free", cell_free),
        ("not-crosswise", not_crosswise),
        ("adjacent", adjacent),
        ("fits", fits),
        ("connected", connected),
    ),
    "sabotage": (
        ("target-exists", target_exists),
        ("target-other", target_other),
        ("no-duplicate", no_duplicate),
    ),
    "repair": (("target-exists", target_exists), ("sabotage-present", sabotage_present)),
    "rockfall": (("rockfall-target", rockfall_target),),
    "map": (("map-target", map_target),),
    "pass": (),
}

TURN_ORDER: tuple[str, ...] = ("card-in-hand", "one-card-per-turn")
ORDER: dict[str, tuple[str, ...]] = {kind: tuple(c for c, _ in fns) for kind, fns in TABLE.items()}


def check_codes() -> dict[str, list[str]]:
    """Check codes in evaluation order: ``hand`` (only with a hand), ``turn``, then per move."""
    out: dict[str, list[str]] = {"hand": ["card-in-hand"], "turn": ["one-card-per-turn"]}
    out.update({kind: list(codes) for kind, codes in ORDER.items()})
    return out


def evaluate(sit: Situation, moves: tuple[Move, ...], *, stop: bool = False) -> list[Check]:
    """All checks for a turn, in contract order (the first move's checks when several).

    With ``stop`` the list ends at the first failing check (enough for a yes/no).
    """
    first = moves[0]
    checks: list[Check] = []
    if sit.hand is not None:
        checks.append(card_in_hand(sit, first))
    checks.append(one_card_per_turn(len(moves)))
    if stop and not all(c.ok for c in checks):
        return checks
    for _code, fn in TABLE[first.kind]:
        result = fn(sit, first)
        checks.append(result)
        if stop and not result.ok:
            break
    return checks


def allowed(sit: Situation, moves: tuple[Move, ...]) -> bool:
    """Whether every check passes: the same checks as ``evaluate``, stopping at a failure."""
    return all(c.ok for c in evaluate(sit, moves, stop=True))
