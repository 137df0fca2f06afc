"""A turn judged: the checks of the situation's edition run in the contract's order.

``evaluate`` gives every check with its reason and rule; ``allowed`` stops at the first
failure, and ``allowed_places`` asks it of every place of a search (placements and the
alternatives of a Nein: hundreds per request). The check functions and the
base game's table are in ``rules_py.checks``, the expansion's in ``rules_py.edition2.checks``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rules_py import messages as m
from rules_py.board import START, Coord
from rules_py.cards import PathCard
from rules_py.checks import (
    HAND_CHECK,
    TABLE,
    TURN_CHECK,
    Check,
    Reading,
    Result,
    Spec,
    card_in_hand,
    one_card_per_turn,
    one_card_per_turn_passes,
)
from rules_py.edition2 import EDITION
from rules_py.edition2.checks import TABLE2
from rules_py.edition2.registry import ALL_OPTIONS
from rules_py.moves import Move, PathMove, Situation
from rules_py.values import replace

__all__ = ["allowed", "allowed_places", "evaluate", "table"]


def _decided_by(sit: Situation, spec: Spec, move: Move, result: Result) -> Reading | None:
    """The reading that decided this check: one whose other value would flip it."""
    for rule_id in spec.readings:
        value = sit.reading(rule_id)
        for choice in ALL_OPTIONS[rule_id].choices:
            if choice.value == value:
                continue
            other = replace(sit, rules={**sit.rules, rule_id: choice.value})
            if spec.fn(other, move).ok != result.ok:
                label = ALL_OPTIONS[rule_id].label(value)
                return Reading(rule_id, value, label, sit.chosen(rule_id))
    return None


def _check(code: str, result: Result, reading: Reading | None = None) -> Check:
    text = result.text[:1].upper() + result.text[1:]
    rule = result.rule or code
    if reading is not None:
        note = m.READING_CHOSEN if reading.chosen else m.READING_DEFAULT
        text += note.format(label=reading.label)
        rule = reading.rule
    return Check(code, result.ok, text, rule, reading, result.short)


def evaluate(sit: Situation, moves: tuple[Move, ...]) -> list[Check]:
    """All checks for a turn, in contract order (the first move's checks when several)."""
    first = moves[0]
    checks: list[Check] = []
    if sit.hand is not None:
        checks.append(_check(HAND_CHECK, card_in_hand(sit, first)))
    checks.append(_check(TURN_CHECK, one_card_per_turn(len(moves), first)))
    for spec in table(sit)[first.kind]:
        result = spec.fn(sit, first)
        reading = _decided_by(sit, spec, first, result) if spec.readings else None
        checks.append(_check(spec.code, result, reading))
    return checks


def allowed(sit: Situation, moves: tuple[Move, ...]) -> bool:
    """Whether every check passes: the same functions as ``evaluate``, in the same order,
    stopping at the first failure and building no ``Check`` (placements and alternatives ask
    this hundreds of times per request), nor a reason where a check gives its verdict alone
    (``Spec.passes``)."""
    return _turn_passes(sit, moves) and _table_passes(sit, moves[0])


def allowed_places(
    sit: Situation, card: PathCard, places: Iterable[tuple[Coord, int]]
) -> Iterator[tuple[Coord, int]]:
    """The (place, rotation) of ``places``, in their order, where ``card`` may be laid: what
    ``allowed`` says of each, but the turn's own checks (the card in the hand, one card)
    asked once, as they concern the card and not its place (a search over the table asks
    each place: placements, and the alternatives of a Nein)."""
    if not _turn_passes(sit, (PathMove(card, START, 0),)):
        return
    for at, turn in places:
        if _table_passes(sit, PathMove(card, at, turn)):
            yield at, turn


def _turn_passes(sit: Situation, moves: tuple[Move, ...]) -> bool:
    """The verdicts of ``card_in_hand`` (with a hand given) and ``one_card_per_turn``."""
    if sit.hand is not None and not card_in_hand(sit, moves[0]).ok:
        return False
    return one_card_per_turn_passes(len(moves))


def _table_passes(sit: Situation, move: Move) -> bool:
    """The verdicts of the table's checks for ``move``, in order, up to the first failure."""
    for spec in table(sit)[move.kind]:
        if not (spec.fn(sit, move).ok if spec.passes is None else spec.passes(sit, move)):
            return False
    return True


def table(sit: Situation) -> dict[str, tuple[Spec, ...]]:
    """The check table of the situation's edition: the base game's, or the expansion's
    (``rules_py.edition2.checks``, which reuses the base checks and adds its own): chosen
    here, above both tables, so that neither imports the other's."""
    return TABLE2 if sit.edition == EDITION else TABLE
