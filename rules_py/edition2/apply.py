"""Applying the expansion's new moves (action cards, discarding two) to a situation.

Called by ``rules_py.apply.apply_move`` for an allowed move; changes the lists and dicts it is
given (copies the caller made) and returns the new hand and how many cards the player draws.
"""

from __future__ import annotations

from rules_py.cards import Sabotage, Tool
from rules_py.checks import who, whom
from rules_py.edition2 import messages as t
from rules_py.edition2.moves import ActionCard2, ActionMove, DiscardTwoMove
from rules_py.moves import Discarded, HandCard, Move, Situation

__all__ = ["apply2"]

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
