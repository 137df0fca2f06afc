"""Applying a legal move to a situation, and writing a situation back as contract JSON."""

from __future__ import annotations

from rules_py import messages as m
from rules_py.board import Board, Coord, Goal, Placed
from rules_py.cards import (
    SIDES,
    STONE_DEFAULT,
    GoalKind,
    PathCard,
    Repair,
    Rockfall,
    Sabotage,
    Side,
    Tool,
    same_card,
)
from rules_py.checks import played_card, repairable, who, whom
from rules_py.edition2 import EDITION
from rules_py.edition2 import messages as m2
from rules_py.edition2.apply import apply2, door_events
from rules_py.edition2.moves import ActionMove, DiscardTwoMove
from rules_py.moves import (
    Discarded,
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
from rules_py.values import field, replace, value

__all__ = [
    "NeedsChoice",
    "Outcome",
    "apply_move",
    "card_to_json",
    "move_to_json",
    "situation_to_json",
]


class NeedsChoice(Exception):
    """A double repair where both symbols match and ``fix`` is missing."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


@value(frozen=False)
class Outcome:
    """What playing a move left: the new situation and what happened, in order."""

    situation: Situation
    events: list[str] = field(default_factory=list)
    round_over: bool = False


def card_to_json(card: HandCard) -> dict[str, object]:
    if isinstance(card, PathCard):
        return {"play": "path", "card": card.to_json()}
    return card.to_json()


def move_to_json(move: Move) -> dict[str, object]:
    """A move in contract form, as a request would carry it."""
    if isinstance(move, PathMove):
        at = move.at
        return {
            "play": "path",
            "card": move.card.to_json(),
            "x": at.x,
            "y": at.y,
            "rotation": move.rotation,
        }
    if isinstance(move, SabotageMove):
        return {"play": "sabotage", "tool": move.tool.value, "target": move.target}
    if isinstance(move, RepairMove):
        out: dict[str, object] = {
            "play": "repair",
            "tools": [t.value for t in move.tools],
            "target": move.target,
        }
        if move.fix is not None:
            out["fix"] = move.fix.value
        return out
    if isinstance(move, (RockfallMove, MapMove)):
        return {"play": move.kind, "x": move.at.x, "y": move.at.y}
    if isinstance(move, ActionMove):
        action: dict[str, object] = {"play": move.play}
        if move.target is not None:
            action["target"] = move.target
        return action
    if isinstance(move, DiscardTwoMove):
        return {"play": "discard-two", "remove": move.remove}
    out = (
        {"play": "pass"} if move.card is None else {"play": "pass", "card": card_to_json(move.card)}
    )
    if move.discard is not None:
        out["discard"] = move.discard
    return out


def _discarded_json(entry: Discarded) -> dict[str, object]:
    out: dict[str, object] = {} if entry.card is None else card_to_json(entry.card)
    if entry.face_down:
        out["face_down"] = True
    return out


def situation_to_json(sit: Situation) -> dict[str, object]:
    """The situation in contract form (plus ``discard``)."""
    board = sit.board
    out: dict[str, object] = {"player": sit.player}
    if sit.players is not None:
        out["players"] = list(sit.players)
    out["broken"] = {name: [t.value for t in tools] for name, tools in sit.broken.items() if tools}
    out["board"] = [
        {"x": at.x, "y": at.y, "card": p.card.to_json(), "rotation": p.rotation}
        for at, p in board.paths.items()
    ]
    out["goals"] = [goal.to_json(at) for at, goal in board.goals.items()]
    if isinstance(sit.draw_pile, tuple):
        out["draw_pile"] = [card_to_json(c) for c in sit.draw_pile]
    elif sit.draw_pile is not None:
        out["draw_pile"] = sit.draw_pile
    if sit.hand is not None:
        out["hand"] = [card_to_json(c) for c in sit.hand]
    out["discard"] = [_discarded_json(d) for d in sit.discard]
    if sit.rules:
        out["rules"] = dict(sit.rules)
    if sit.edition == EDITION:
        out["edition"] = sit.edition
        out["in_front"] = {name: list(cards) for name, cards in sit.in_front.items() if cards}
    return out


def _without(hand: tuple[HandCard, ...], card: HandCard) -> tuple[HandCard, ...]:
    for i, held in enumerate(hand):
        if same_card(held, card):
            return hand[:i] + hand[i + 1 :]
    return hand


def _turn_over(board: Board, there: Coord, side: Side, out: Outcome, join: bool) -> Board:
    """Turn over the face-down goal at ``there``, reached from its ``side.opposite``."""
    goal = board.goals[there]
    if goal.kind is None:
        out.events.append(m.EV_REVEAL_UNKNOWN.format(cell=there))
        return board
    if goal.kind is GoalKind.GOLD:
        out.events.append(m.EV_REVEAL_GOLD.format(cell=there))
        out.round_over = True
        return board.with_goal(there, replace(goal, revealed=True))
    card = goal.card or STONE_DEFAULT
    rotation = goal.rotation
    turned = (rotation + 180) % 360
    arriving = side.opposite
    if join and arriving not in card.open_sides(rotation) and arriving in card.open_sides(turned):
        rotation = turned  # turned so that it joins the arriving path (rule stone-goal-turn)
    out.events.append(m.EV_REVEAL_STONE.format(cell=there))
    if board.misfit(there, card.open_sides(rotation)) is not None:
        # No turn fits every neighbour: a goal card lies anyway (the rulebook's exception).
        out.events.append(m.EV_STONE_MISFIT.format(cell=there))
    return board.with_goal(there, Goal(True, GoalKind.STONE, card, rotation))


def _reveal(before: Board, board: Board, out: Outcome, join: bool) -> Board:
    """Turn over every face-down goal that a newly connected path reaches.

    Newly connected are the cards connected now but not before the move: the new card,
    and a stretch of maze that it joins up again.  A revealed stone can connect more.
    """
    known = set(before.connected())
    asked: set[Coord] = set()
    while True:
        fresh = sorted(set(board.connected()) - known)
        if not fresh:
            return board
        known.update(fresh)
        for x, y in fresh:
            here = Coord(x, y)
            for side in SIDES:
                there = here.neighbour(side)
                goal = board.goals.get(there)
                if goal is None or goal.revealed or there in asked:
                    continue
                if side in board.connected_sides().get(here, ()):
                    asked.add(there)
                    board = _turn_over(board, there, side, out, join)


def apply_move(sit: Situation, move: Move) -> Outcome:
    """The situation after a move that the checks allowed.  ``sit`` is not changed."""
    board = sit.board
    broken = {name: tools for name, tools in sit.broken.items()}
    discard = list(sit.discard)
    hand = sit.hand
    out = Outcome(sit)
    card = played_card(move)
    in_front = dict(sit.in_front)
    draws = 1
    other = False  # Saboteur 2, swap your hand: the other player draws, not you

    if isinstance(move, PathMove):
        placed = Placed(move.card, move.rotation)
        board = board.with_path(move.at, placed)
        out.events.append(m.EV_PATH.format(cell=move.at))
        board = _reveal(sit.board, board, out, sit.reading("stone-goal-turn") == "join")
        if out.round_over and sit.edition == EDITION:
            out.events.extend(door_events(board, sit.reading("s2-door-routes")))
    elif isinstance(move, SabotageMove):
        broken[move.target] = (*broken.get(move.target, ()), move.tool)
        out.events.append(
            m.EV_SABOTAGE.format(tool=move.tool.german, target=whom(move.target, sit))
        )
    elif isinstance(move, RepairMove):
        found = repairable(sit, move)
        if len(found) > 1:
            raise NeedsChoice(
                m.FIX_NEEDED.format(target=who(move.target, sit), tools=m.tool_list(found))
            )
        fixed = Tool(found[0])
        broken[move.target] = tuple(t for t in broken[move.target] if t is not fixed)
        discard.append(Discarded(Sabotage(fixed)))
        discard.append(Discarded(Repair(move.tools)))
        out.events.append(m.EV_REPAIR.format(tool=fixed.german, target=who(move.target, sit)))
    elif isinstance(move, RockfallMove):
        removed = board.paths[move.at].card
        board = board.without_path(move.at)
        discard.append(Discarded(removed))
        discard.append(Discarded(Rockfall()))
        out.events.append(m.EV_ROCKFALL.format(cell=move.at))
    elif isinstance(move, MapMove):
        goal = board.goals[move.at]
        what = goal.kind.german if goal.kind is not None else m.EV_MAP_UNKNOWN
        discard.append(Discarded(card))
        out.events.append(m.EV_MAP.format(cell=move.at, what=what))
        out.events.append(m.EV_DISCARD)
    elif isinstance(move, PassMove) and move.discard is not None:
        hand, draws = _pass_many(hand, move, discard, out)
        card = None
    elif isinstance(move, PassMove):
        if card is None and hand:
            card = hand[0]
        if hand is not None and not hand:
            out.events.append(m.EV_PASS_EMPTY)
        else:
            discard.append(Discarded(card, face_down=True))
            out.events.append(m.EV_PASS)
    else:
        hand, draws, other = apply2(sit, move, broken, in_front, discard, hand, out.events)
        card = None

    if hand is not None and card is not None:
        hand = _without(hand, card)

    if other:
        _, pile = _draw(sit.draw_pile, None, draws, Outcome(sit))  # its events: apply2's
    else:
        hand, pile = _draw(sit.draw_pile, hand, draws if not out.round_over else 0, out)

    out.situation = Situation(
        player=sit.player,
        players=sit.players,
        broken=broken,
        board=board,
        draw_pile=pile,
        hand=hand,
        discard=tuple(discard),
        rules=sit.rules,
        edition=sit.edition,
        in_front=in_front,
    )
    return out


def _pass_many(
    hand: tuple[HandCard, ...] | None, move: PassMove, discard: list[Discarded], out: Outcome
) -> tuple[tuple[HandCard, ...] | None, int]:
    """Saboteur 2: pass and discard 1 to 3 cards face down (the named one first, then the
    first of the hand); draw as many."""
    count = move.discard or 1
    if hand is not None and not hand:
        out.events.append(m.EV_PASS_EMPTY)
        return hand, 0
    if hand is None:
        discard.extend(Discarded(None, face_down=True) for _ in range(count))
    else:
        chosen: list[HandCard] = []
        if move.card is not None:
            chosen.append(move.card)
            hand = _without(hand, move.card)
        while len(chosen) < count and hand:
            chosen.append(hand[0])
            hand = hand[1:]
        discard.extend(Discarded(card, face_down=True) for card in chosen)
    out.events.append(m2.EV_PASS_N.format(count=m2.CARDS[count]))
    return hand, count


def _draw(
    pile: int | tuple[HandCard, ...] | None,
    hand: tuple[HandCard, ...] | None,
    draws: int,
    out: Outcome,
) -> tuple[tuple[HandCard, ...] | None, int | tuple[HandCard, ...] | None]:
    """Draw ``draws`` cards while the pile lasts (one after a base-game turn)."""
    for _ in range(draws):
        if pile is None:
            out.events.append(m.EV_DRAW_UNKNOWN)
        elif isinstance(pile, tuple):
            if pile:
                if hand is not None:
                    hand = (*hand, pile[0])
                pile = pile[1:]
                out.events.append(m.EV_DRAW)
            else:
                out.events.append(m.EV_DRAW_EMPTY)
        elif pile > 0:
            pile -= 1
            out.events.append(m.EV_DRAW_COUNT.format(left=pile))
        else:
            out.events.append(m.EV_DRAW_EMPTY)
    return hand, pile
