"""What would be allowed instead: moves close to a rejected one, found by asking the checks.

No rule lives here.  Each candidate is a variant of the asked move, and only the candidates
that :func:`rules_py.judge.allowed` lets through are offered, best first: first the same card
(turned, on another place, for another person, on another cell for a rockfall or a map), as
the player surely holds it; only then another card (another path card from the hand on the
same place, the right repair card, another sabotage card, a repair or release of one's own).
``unblocking`` says what would have to change when the situation itself blocks every variant
(broken tools for a path card).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rules_py import messages as m
from rules_py.board import Coord
from rules_py.cards import (
    UPRIGHT_ROTATIONS,
    MapCard,
    PathCard,
    Repair,
    Rockfall,
    Sabotage,
    Tool,
    same_card,
)
from rules_py.checks import who, whom
from rules_py.edition2 import messages as m2
from rules_py.edition2.moves import ActionMove, DiscardTwoMove
from rules_py.judge import allowed, allowed_places
from rules_py.moves import (
    MapMove,
    Move,
    PassMove,
    PathMove,
    RepairMove,
    RockfallMove,
    SabotageMove,
    Situation,
)
from rules_py.values import value

__all__ = ["MOST", "Alternative", "alternatives", "legal_places", "legal_targets", "unblocking"]

MOST = 5
"""At most this many alternatives, best first."""


@value
class Alternative:
    """A variant of the asked move that is allowed, with the sentence that says so."""

    move: Move
    text: str


def legal_places(sit: Situation, card: PathCard) -> list[tuple[Coord, int]]:
    """Every (place, rotation) where ``card`` may be laid, sorted by x, y, rotation."""
    places = ((at, turn) for at in sit.board.candidates() for turn in UPRIGHT_ROTATIONS)
    return list(allowed_places(sit, card, places))


def legal_targets(sit: Situation, card: Rockfall | MapCard) -> list[Coord]:
    """Every card on the table a rockfall or a map may be played on, sorted by (x, y): each
    card that lies there (start, goals, path cards) asked of the checks, none left out."""
    aimed = RockfallMove if isinstance(card, Rockfall) else MapMove
    return [at for at in sorted(sit.board.cells()) if allowed(sit, (aimed(at),))]


def _distance(a: Coord, b: Coord) -> int:
    return abs(a.x - b.x) + abs(a.y - b.y)


def _goals_aimed_at(sit: Situation) -> list[Coord]:
    """The goal cards a path heads for: the face-down ones, else all."""
    return [c for c, g in sit.board.goals.items() if not g.revealed] or list(sit.board.goals)


def _to_goal(goals: list[Coord], at: Coord) -> int:
    return min((_distance(at, g) for g in goals), default=0)


def _people(sit: Situation) -> list[str]:
    """Everyone the situation names, the player first."""
    names = [sit.player, *(sit.players or ()), *sit.broken, *sit.in_front]
    return list(dict.fromkeys(names))


def _held(sit: Situation, kind: type) -> list[object]:
    return [c for c in sit.hand or () if isinstance(c, kind)]


def _if_held(sit: Situation) -> str:
    """What an alternative with another card adds: nothing when it comes from the given hand,
    else that it needs the card (the checker does not know the hand)."""
    return "" if sit.hand is not None else m.ALT_IF_HELD


def _places_nearest_first(sit: Situation, move: PathMove) -> Iterator[tuple[Coord, int]]:
    """The places of ``legal_places``, nearest to the asked one first (then nearest to a
    goal, upright before turned, then by x, y), each asked of the checks only when its turn
    comes: ``alternatives`` stops after ``MOST``, so a Nein need not judge the whole table."""
    goals = _goals_aimed_at(sit)  # once per search, not once per place
    near = {at: (_distance(at, move.at), _to_goal(goals, at)) for at in sit.board.candidates()}
    places = [(at, turn) for at in near for turn in UPRIGHT_ROTATIONS]
    places.sort(key=lambda p: (*near[p[0]], p[1]))
    return allowed_places(sit, move.card, places)


def _path(sit: Situation, move: PathMove) -> Iterator[Alternative]:
    rot = m.ROTATION_NAMES
    for turn in UPRIGHT_ROTATIONS:
        if turn != move.rotation:
            text = m.ALT_TURNED.format(rotation=rot[turn], cell=move.at)
            yield Alternative(PathMove(move.card, move.at, turn), text)
    for at, turn in _places_nearest_first(sit, move):
        yield Alternative(
            PathMove(move.card, at, turn), m.ALT_PLACE.format(rotation=rot[turn], cell=at)
        )
    for held in _held(sit, PathCard):  # then: another card from the hand on the same place
        assert isinstance(held, PathCard)
        if not same_card(held, move.card):
            for turn in UPRIGHT_ROTATIONS:
                text = m.ALT_OTHER_PATH.format(label=held.label, rotation=rot[turn], cell=move.at)
                yield Alternative(PathMove(held, move.at, turn), text)
    yield from _repair_yourself(sit)
    yield from _free_yourself(sit)


def _still(sit: Situation, text: str, mended: Tool | None = None, freed: bool = False) -> str:
    """``text`` (one block lifted), with every block that remains for path cards named: the
    other broken tools and, in Saboteur 2, the Trapped! card in front of the player."""
    left = [t.value for t in sit.broken_of(sit.player) if t is not mended]
    rest: list[str] = []
    if left:
        template = m.STILL_TOOL if len(left) == 1 else m.STILL_TOOLS
        rest.append(template.format(tools=m.own_tools(left)))
    if not freed and "trapped" in sit.in_front_of(sit.player):
        rest.append(m2.STILL_TRAPPED)
    if not rest:
        return text
    return m.ALT_STILL.format(text=text.removesuffix("."), rest=m.listing(rest))


def _repair_yourself(sit: Situation) -> Iterator[Alternative]:
    """With broken tools: the repair that the hand (or any card, without a hand) allows."""
    for tool in sit.broken_of(sit.player):
        for card in _repair_cards(sit, tool):
            label = m.repair_label(tuple(t.value for t in card.tools))
            text = m.ALT_REPAIR_SELF.format(card=label, tool=tool.german, held=_if_held(sit))
            text = _still(sit, text, tool)
            yield Alternative(RepairMove(card.tools, sit.player, _fix(card, tool)), text)


def _repair_cards(sit: Situation, tool: Tool) -> list[Repair]:
    """Repair cards that could mend ``tool``: from the hand when it is given, else the plain one."""
    if sit.hand is None:
        return [Repair((tool,))]
    return [c for c in _held(sit, Repair) if isinstance(c, Repair) and tool in c.tools]


def _fix(card: Repair, tool: Tool) -> Tool | None:
    return tool if len(card.tools) > 1 else None


def _sabotage(sit: Situation, move: SabotageMove) -> Iterator[Alternative]:
    for person in _people(sit):  # first: the same card for another person
        if person != move.target:
            text = m.ALT_SABOTAGE_TARGET.format(tool=move.tool.german, target=whom(person, sit))
            yield Alternative(SabotageMove(move.tool, person), text)
    held = [c.tool for c in _held(sit, Sabotage) if isinstance(c, Sabotage)]
    tools = [t for t in (held if sit.hand is not None else list(Tool)) if t is not move.tool]
    for tool in tools:  # then: another card for the same person
        target = whom(move.target, sit)
        text = m.ALT_SABOTAGE_TOOL.format(tool=tool.german, target=target, held=_if_held(sit))
        yield Alternative(SabotageMove(tool, move.target), text)
    for person in _people(sit):  # last: another card for another person
        if person != move.target:
            for tool in tools:
                text = m.ALT_SABOTAGE_TOOL.format(
                    tool=tool.german, target=whom(person, sit), held=_if_held(sit)
                )
                yield Alternative(SabotageMove(tool, person), text)


def _repair(sit: Situation, move: RepairMove) -> Iterator[Alternative]:
    others = [p for p in _people(sit) if p != move.target]
    for person in others:  # first: the same card for another person
        for tool in sit.broken_of(person):
            if tool in move.tools:
                fix = _fix(Repair(move.tools), tool)
                text = m.ALT_REPAIR_TARGET.format(target=who(person, sit), tool=tool.german)
                yield Alternative(RepairMove(move.tools, person, fix), text)
    for tool in sit.broken_of(move.target):  # then: another card for the same person
        for card in _repair_cards(sit, tool):
            label = m.repair_label(tuple(t.value for t in card.tools))
            target = who(move.target, sit)
            text = m.ALT_REPAIR_CARD.format(card=label, target=target, held=_if_held(sit))
            yield Alternative(RepairMove(card.tools, move.target, _fix(card, tool)), text)
    for person in others:  # last: another card for another person
        for tool in sit.broken_of(person):
            for card in _repair_cards(sit, tool):
                label = m.repair_label(tuple(t.value for t in card.tools))
                text = m.ALT_REPAIR_CARD.format(
                    card=label, target=who(person, sit), held=_if_held(sit)
                )
                yield Alternative(RepairMove(card.tools, person, _fix(card, tool)), text)


def _rockfall(sit: Situation, move: RockfallMove) -> Iterator[Alternative]:
    for at in sorted(sit.board.paths, key=lambda c: (_distance(c, move.at), c)):
        yield Alternative(RockfallMove(at), m.ALT_ROCKFALL.format(cell=at))


def _map(sit: Situation, move: MapMove) -> Iterator[Alternative]:
    for at in sorted(sit.board.goals, key=lambda c: (_distance(c, move.at), c)):
        yield Alternative(MapMove(at), m.ALT_MAP.format(cell=at))


def _pass(sit: Situation, move: PassMove) -> Iterator[Alternative]:
    yield Alternative(PassMove(None), m.ALT_PASS)


def _action(sit: Situation, move: ActionMove) -> Iterator[Alternative]:
    """The same expansion action card with another person (Theft has none)."""
    if move.target is None:
        return
    for person in _people(sit):
        if person != move.target:
            yield Alternative(
                ActionMove(move.play, person), m2.ALT_TARGET.format(target=who(person, sit))
            )


def _discard_two(sit: Situation, move: DiscardTwoMove) -> Iterator[Alternative]:
    """Discarding two for another card that does lie in front of you."""
    present = [t.value for t in sit.broken_of(sit.player)] + list(sit.in_front_of(sit.player))
    for remove in present:
        text = m2.ALT_REMOVE.format(card=m2.removed_name(remove))
        yield Alternative(DiscardTwoMove(remove), text)


def _free_yourself(sit: Situation) -> Iterator[Alternative]:
    """Trapped (Saboteur 2): "Free at last!" on yourself, or discard two to remove it."""
    if "trapped" not in sit.in_front_of(sit.player):
        return
    free = m2.ALT_FREE_SELF_BROKEN if sit.broken_of(sit.player) else m2.ALT_FREE_SELF
    free = free.format(held=_if_held(sit))
    yield Alternative(ActionMove("free", sit.player), _still(sit, free, freed=True))
    yield Alternative(DiscardTwoMove("trapped"), _still(sit, m2.ALT_DISCARD_FREE, freed=True))


def _one_each(sit: Situation, moves: tuple[Move, ...]) -> Iterator[Alternative]:
    for move in moves:
        text = m.ALT_ONE_PASS if move.kind == "pass" else m.ALT_ONE_CARD
        yield Alternative(move, text.format(card=m.MOVE_NAMES[move.kind]))


def _candidates(sit: Situation, moves: tuple[Move, ...]) -> Iterable[Alternative]:
    if len(moves) > 1:
        return _one_each(sit, moves)
    move = moves[0]
    if isinstance(move, PathMove):
        return _path(sit, move)
    if isinstance(move, SabotageMove):
        return _sabotage(sit, move)
    if isinstance(move, RepairMove):
        return _repair(sit, move)
    if isinstance(move, RockfallMove):
        return _rockfall(sit, move)
    if isinstance(move, MapMove):
        return _map(sit, move)
    if isinstance(move, ActionMove):
        return _action(sit, move)
    if isinstance(move, DiscardTwoMove):
        return _discard_two(sit, move)
    return _pass(sit, move)


def alternatives(sit: Situation, moves: tuple[Move, ...]) -> list[Alternative]:
    """Up to ``MOST`` allowed moves close to the asked turn, best first."""
    asked = _looks(moves[0]) if len(moves) == 1 else None
    found: list[Alternative] = []
    seen: set[object] = set()
    for alt in _candidates(sit, moves):
        looks = _looks(alt.move)
        if looks == asked or looks in seen:
            continue
        seen.add(looks)
        if allowed(sit, (alt.move,)):
            found.append(alt)
            if len(found) == MOST:
                break
    return found


def _looks(move: Move) -> object:
    """What a move puts on the table: a symmetric card turned by 180° is the same move."""
    if isinstance(move, PathMove):
        return (move.at, move.card.open_sides(move.rotation), move.card.dead_end)
    return move


def unblocking(sit: Situation, move: Move) -> str | None:
    """What would have to change for a path card: the player's broken tools mended (and in
    Saboteur 2 the Trapped! card in front of them gone)."""
    if not isinstance(move, PathMove):
        return None
    broken = sit.broken_of(sit.player)
    trapped = "trapped" in sit.in_front_of(sit.player)
    if trapped and not broken:
        return m2.UNBLOCK_TRAPPED
    if not broken:
        return None
    tools = [t.value for t in broken]
    if trapped:
        template = m2.UNBLOCK_TRAPPED_TOOL if len(tools) == 1 else m2.UNBLOCK_TRAPPED_TOOLS
    else:
        template = m.UNBLOCK_TOOL if len(tools) == 1 else m.UNBLOCK_TOOLS
    return template.format(tools=m.own_tools(tools), tool=broken[0].german)
