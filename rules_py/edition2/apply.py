"""Applying the expansion's new moves (action cards, discarding two) to a situation.

Called by ``rules_py.apply.apply_move`` for an allowed move; changes the lists and dicts it is
given (copies the caller made) and returns the new hand and how many cards the player draws.
"""

from __future__ import annotations

from collections import deque

from rules_py.board import START, Board, Coord
from rules_py.cards import DOORS, START_CARD, GoalKind, Sabotage, Side, Tool
from rules_py.checks import who, whom
from rules_py.edition2 import messages as t
from rules_py.edition2.moves import ActionCard2, ActionMove, DiscardTwoMove
from rules_py.edition2.registry import OPTIONS2
from rules_py.moves import Discarded, HandCard, Move, Situation

__all__ = ["apply2", "door_events"]

Hand = tuple[HandCard, ...] | None


def _take(hand: Hand, card: HandCard) -> Hand:
    if hand is None:
        return None
    for i, held in enumerate(hand):
        if held == card:
            return hand[:i] + hand[i + 1 :]
    return hand


def _without_one(in_front: dict[str, tuple[str, ...]], name: str, card: str) -> None:
    cards = list(in_front.get(name, ()))
    cards.remove(card)
    in_front[name] = tuple(cards)


def apply2(
    sit: Situation,
    move: Move,
    broken: dict[str, tuple[Tool, ...]],
    in_front: dict[str, tuple[str, ...]],
    discard: list[Discarded],
    hand: Hand,
    events: list[str],
) -> tuple[Hand, int, bool]:
    """The expansion's move applied: the player's hand after it, how many cards are drawn,
    and whether the other player draws them (after swapping hands) rather than the player."""
    if isinstance(move, DiscardTwoMove):
        return (*_discard_two(sit, move, broken, in_front, discard, hand, events), False)
    assert isinstance(move, ActionMove)
    card = ActionCard2(move.play)
    hand = _take(hand, card)
    target = sit.player if move.target is None else move.target
    if move.play in ("theft", "trapped"):
        in_front[target] = (*in_front.get(target, ()), move.play)
        if move.play == "theft":
            events.append(t.EV_THEFT)
        else:
            events.append(t.EV_TRAPPED.format(target=whom(target, sit)))
        return hand, 1, False
    discard.append(Discarded(card))
    if move.play in ("hands-off", "free"):
        removed = "theft" if move.play == "hands-off" else "trapped"
        _without_one(in_front, target, removed)
        discard.insert(len(discard) - 1, Discarded(ActionCard2(removed)))
        text = t.EV_HANDS_OFF if move.play == "hands-off" else t.EV_FREE
        events.append(text.format(target=who(target, sit)))
        return hand, 1, False
    if move.play == "swap-hand":
        events.append(t.EV_SWAP_HAND.format(who=who(target, sit)))
        events.append(t.EV_HAND_UNKNOWN)
        return None, 1, True
    if move.play == "inspection":
        events.append(t.EV_INSPECTION.format(who=who(target, sit)))
        return hand, 1, False
    name = "Du" if target == sit.player else target
    events.append(t.EV_SWAP_HATS.format(Target=name))
    return hand, 1, False


def _discard_two(
    sit: Situation,
    move: DiscardTwoMove,
    broken: dict[str, tuple[Tool, ...]],
    in_front: dict[str, tuple[str, ...]],
    discard: list[Discarded],
    hand: Hand,
    events: list[str],
) -> tuple[Hand, int]:
    player = sit.player
    if move.remove in Tool._value2member_map_:
        tool = Tool(move.remove)
        broken[player] = tuple(x for x in broken.get(player, ()) if x is not tool)
        removed: HandCard = Sabotage(tool)
    else:
        _without_one(in_front, player, move.remove)
        removed = ActionCard2(move.remove)
    if hand is None:
        discard.extend([Discarded(None, face_down=True), Discarded(None, face_down=True)])
        which = t.EV_UNKNOWN_TWO
    else:
        discard.extend(Discarded(card) for card in hand[:2])
        hand = hand[2:]
        which = t.EV_FIRST_TWO
    discard.append(Discarded(removed))
    events.append(t.EV_DISCARD_TWO.format(which=which, card=t.removed_name(move.remove)))
    return hand, 1


def door_events(board: Board, reading: str = "open-route") -> list[str]:
    """The gold reached on a table with doors: for which team the way is open.

    ``reading`` is the open rule ``s2-door-routes``: ``open-route`` (default) – a route
    without a door of the other colour is enough (``Board.reach``); ``any-door`` – a door of
    the other colour on any route to the gold bars the team."""
    if not any(p.card.door for p in board.paths.values()):
        return []
    gold = [at for at, g in board.goals.items() if g.revealed and g.kind is GoalKind.GOLD]
    label = OPTIONS2["s2-door-routes"].label(reading)
    events = []
    for team in DOORS:
        reached = any(at in board.reach(team) for at in gold)
        if reached and reading == "any-door":
            reached = not any(
                _on_a_route(board, at, goal) for at in _doors(board, team) for goal in gold
            )
        text = t.EV_DOOR_OPEN if reached else t.EV_DOOR_CLOSED
        events.append(text.format(team=t.TEAM_NAMES[team], label=label))
    return events


Node = tuple[Coord, int]


def _doors(board: Board, team: str) -> list[Coord]:
    """Where a door of the other colour than ``team`` lies."""
    return [at for at, p in board.paths.items() if p.card.door not in (None, team)]


def _graph(board: Board) -> dict[Node, set[Node]]:
    """The paths on the table as a graph of (place, path of the card) – every door passable,
    a ladder joined to the start card, as ``Board.reach(None)`` walks them."""
    groups: dict[Coord, tuple[frozenset[Side], ...]] = {START: (START_CARD.open_sides(),)}
    ladders: list[Node] = []
    for at, placed in board.paths.items():
        if placed.card.dead_end:
            continue
        groups[at] = placed.card.group_sides(placed.rotation)
        if placed.card.ladder:
            ladders.extend((at, i) for i in range(len(groups[at])))
    for at, goal in board.goals.items():
        if goal.sides is not None:
            groups[at] = (goal.sides,)
    edges: dict[Node, set[Node]] = {
        (at, i): set() for at, gs in groups.items() for i in range(len(gs))
    }
    for (here, i), linked in edges.items():
        for side, there, opposite in here.neighbours():
            if side in groups[here][i]:
                linked.update(
                    (there, j) for j, g in enumerate(groups.get(there, ())) if opposite in g
                )
    for ladder in ladders:
        edges[(START, 0)].add(ladder)
        edges[ladder].add((START, 0))
    return edges


def _on_a_route(board: Board, door: Coord, gold: Coord) -> bool:
    """Whether a route from the start card to the gold runs through the card at ``door``
    without using any card twice: two paths from the door that share no card, one to the
    start and one to the gold (Menger; a flow of two with every card used at most once)."""
    edges = _graph(board)
    start, target = (START, 0), (gold, 0)
    sources = [(door, i) for i in range(len(board.paths[door].card.group_sides()))]
    if target not in edges:
        return False
    return any(_two_disjoint(edges, source, start, target) for source in sources if source in edges)


def _two_disjoint(edges: dict[Node, set[Node]], source: Node, a: Node, b: Node) -> bool:
    """Two paths from ``source``, one ending at ``a`` and one at ``b``, with no node in
    common but ``source``: unit node capacities, two augmenting searches."""
    sink = ("sink", 0)
    cap: dict[tuple[object, object], int] = {}

    def add(u: object, v: object, c: int) -> None:
        cap[(u, v)] = cap.get((u, v), 0) + c
        cap.setdefault((v, u), 0)

    for node, linked in edges.items():
        add(("in", node), ("out", node), 2 if node == source else 1)
        for other in linked:
            add(("out", node), ("in", other), 1)
    add(("out", a), sink, 1)
    add(("out", b), sink, 1)
    succ: dict[object, list[object]] = {}
    for u, v in cap:
        succ.setdefault(u, []).append(v)
    flow = 0
    for _ in range(2):
        seen: dict[object, object | None] = {("in", source): None}
        queue: deque[object] = deque([("in", source)])
        while queue and sink not in seen:
            u = queue.popleft()
            for v in succ.get(u, ()):
                if v not in seen and cap[(u, v)] > 0:
                    seen[v] = u
                    queue.append(v)
        if sink not in seen:
            break
        back: object = sink
        while (prev := seen[back]) is not None:
            cap[(prev, back)] -= 1
            cap[(back, prev)] += 1
            back = prev
        flow += 1
    return flow == 2
