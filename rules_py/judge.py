"""A turn judged: the checks of the situation's edition run in the contract's order.

``evaluate`` gives every check with its reason and rule; ``allowed`` stops at the first
failure (placements and alternatives ask it hundreds of times). The check functions and the
base game's table are in ``rules_py.checks``, the expansion's in ``rules_py.edition2.checks``.
"""

from __future__ import annotations

from rules_py import messages as m
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
from rules_py.moves import Move, Situation
from rules_py.values import replace

__all__ = ["allowed", "evaluate", "table"]


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
    return Check(code, result.ok, text, rule, reading)


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
    first = moves[0]
    if sit.hand is not None and not card_in_hand(sit, first).ok:
        return False
    if not one_card_per_turn_passes(len(moves)):
        return False
    for spec in table(sit)[first.kind]:
        if not (spec.fn(sit, first).ok if spec.passes is None else spec.passes(sit, first)):
            return False
    return True


def table(sit: Situation) -> dict[str, tuple[Spec, ...]]:
    """The check table of the situation's edition: the base game's, or the expansion's
    (``rules_py.edition2.checks``, which reuses the base checks and adds its own): chosen
    here, above both tables, so that neither imports the other's."""
    return TABLE2 if sit.edition == EDITION else TABLE
