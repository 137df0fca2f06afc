"""The expansion's checks: small named functions, each with its reason and rule, and the
check table of a situation with ``"edition": "saboteur2"`` (``TABLE2``).

The base game's checks stay as they are and are reused; the expansion adds a check where its
rulebook adds a rule (a trapped player lays no path card, ladders, never two action cards of a
type in front of one person, the new action cards, discarding two, passing with 1–3 cards).
Each new code is the id of its rule in ``rules_py.edition2.registry``.
"""

from __future__ import annotations

from rules_py import checks as base
from rules_py.board import START
from rules_py.checks import Result, Spec, who, whom
from rules_py.edition2 import messages as t
from rules_py.edition2.moves import ActionMove, DiscardTwoMove
from rules_py.edition2.registry import ALL_RULES
from rules_py.messages import TOOL_NAMES, fitted_no
from rules_py.moves import PassMove, PathMove, Situation

__all__ = [
    "TABLE2",
    "answer_fields",
    "connected",
    "ladder_place",
    "not_trapped",
    "not_twice",
    "pass_discard",
    "remove_present",
    "target_another",
    "theft_present",
    "trapped_present",
]


def _ok(text: str, rule: str | None = None) -> Result:
    return Result(True, text, rule)


def _fail(text: str, rule: str | None = None, short: str | None = None) -> Result:
    return Result(False, text, rule, short)


# --- path cards ----------------------------------------------------------------------------


def not_trapped(sit: Situation, move: PathMove) -> Result:
    if "trapped" in sit.in_front_of(sit.player):
        return _fail(t.NOT_TRAPPED_FAIL, short=t.NOT_TRAPPED_SHORT)
    return _ok(t.NOT_TRAPPED_OK)


def ladder_place(sit: Situation, move: PathMove) -> Result:
    """A ladder card touches a path card (the start card counts) and no goal card."""
    if not move.card.ladder:
        return _ok(t.LADDER_NONE)
    around = [there for _, there, _ in move.at.neighbours()]
    if any(there in sit.board.goals for there in around):
        return _fail(t.LADDER_FAIL_GOAL.format(cell=move.at))
    if not any(there == START or there in sit.board.paths for there in around):
        return _fail(t.LADDER_FAIL_TOUCH.format(cell=move.at), short=t.LADDER_FAIL_TOUCH_SHORT)
    return _ok(t.LADDER_OK)


def connected(sit: Situation, move: PathMove) -> Result:
    """The base check, but a ladder is always connected, and of a bridge's or double curve's
    two paths one connected is enough (the board's connection already keeps them apart)."""
    if move.card.ladder:
        return _ok(t.CONNECTED_LADDER, "s2-ladder")
    result = base.connected(sit, move)
    if result.ok and move.card.groups:
        return _ok(t.CONNECTED_GROUPS, "s2-bridge")
    return result


# --- action cards --------------------------------------------------------------------------


def _target(sit: Situation, move: ActionMove) -> str:
    return sit.player if move.target is None else move.target


def not_twice(sit: Situation, move: ActionMove) -> Result:
    """Never two action cards of the same type in front of one person (Theft, Trapped!)."""
    target = _target(sit, move)
    card = t.IN_FRONT_NAMES[move.play]
    if move.play in sit.in_front_of(target):
        named = {"target": who(target, sit), "card": card}
        short = fitted_no([f.format(**named) for f in t.NOT_TWICE_SHORT])
        return _fail(t.NOT_TWICE_FAIL.format(**named), short=short)
    return _ok(t.NOT_TWICE_OK.format(target=who(target, sit), card=card))


def target_another(sit: Situation, move: ActionMove) -> Result:
    target = _target(sit, move)
    if target == sit.player:
        return _fail(t.TARGET_ANOTHER_FAIL[move.play])
    return _ok(t.TARGET_ANOTHER_OK[move.play].format(target=target))


def theft_present(sit: Situation, move: ActionMove) -> Result:
    target = who(_target(sit, move), sit)
    if "theft" in sit.in_front_of(_target(sit, move)):
        return _ok(t.THEFT_PRESENT_OK.format(target=target))
    short = fitted_no([f.format(target=target) for f in t.THEFT_PRESENT_SHORT])
    return _fail(t.THEFT_PRESENT_FAIL.format(target=target), short=short)


def trapped_present(sit: Situation, move: ActionMove) -> Result:
    target = who(_target(sit, move), sit)
    if "trapped" in sit.in_front_of(_target(sit, move)):
        return _ok(t.TRAPPED_PRESENT_OK.format(target=target))
    name = _target(sit, move)
    forms = [f.format(target=name) for f in t.TRAPPED_PRESENT_SHORT]
    short = t.TRAPPED_PRESENT_SHORT_SELF if name == sit.player else fitted_no(forms)
    return _fail(t.TRAPPED_PRESENT_FAIL.format(target=target), short=short)


def remove_present(sit: Situation, move: DiscardTwoMove) -> Result:
    broken = [tool.value for tool in sit.broken_of(sit.player)]
    here = move.remove in broken or move.remove in sit.in_front_of(sit.player)
    card = t.removed_name(move.remove)
    if here:
        return _ok(t.REMOVE_OK.format(card=card))
    if move.remove == "theft":
        short = t.THEFT_PRESENT_SHORT[0].format(target=who(sit.player, sit))
    elif move.remove == "trapped":
        short = t.TRAPPED_PRESENT_SHORT_SELF
    else:
        named = {"card": card, "tool": TOOL_NAMES[move.remove]}
        short = fitted_no([f.format(**named) for f in t.REMOVE_FAIL_SHORT_TOOL])
    return _fail(t.REMOVE_FAIL.format(card=card), short=short)


def pass_discard(sit: Situation, move: PassMove) -> Result:
    """Passing discards 1 to 3 cards; with a hand given, that many must be in it."""
    count = move.discard or 1
    if sit.hand is not None and not sit.hand:
        return _ok(t.PASS_DISCARD_EMPTY)
    if sit.hand is not None and len(sit.hand) < count:
        held = t.CARDS.get(len(sit.hand), f"{len(sit.hand)} Karten")
        short = t.PASS_DISCARD_SHORT.format(count=t.NUMBERS[count], held=held)
        return _fail(t.PASS_DISCARD_FAIL.format(count=t.CARDS[count], held=held), short=short)
    return _ok(t.PASS_DISCARD_OK.format(count=t.CARDS[count]))


# --- the expansion's table ------------------------------------------------------------------

_PATH = base.TABLE["path"]
_BY_CODE = {s.code: s for s in _PATH}

TABLE2: dict[str, tuple[Spec, ...]] = {
    "path": (
        _BY_CODE["tools-intact"],
        Spec("s2-not-trapped", not_trapped),
        _BY_CODE["cell-free"],
        _BY_CODE["not-crosswise"],
        _BY_CODE["adjacent"],
        Spec("s2-ladder", ladder_place),
        _BY_CODE["fits"],
        Spec("connected", connected),
    ),
    "sabotage": base.TABLE["sabotage"],
    "repair": base.TABLE["repair"],
    "rockfall": base.TABLE["rockfall"],
    "map": base.TABLE["map"],
    "pass": (Spec("s2-pass-discard", pass_discard),),
    "theft": (Spec("s2-not-twice", not_twice),),
    "hands-off": (
        Spec("target-exists", base.target_exists),
        Spec("s2-theft-present", theft_present),
    ),
    "swap-hand": (
        Spec("target-exists", base.target_exists),
        Spec("s2-target-another", target_another),
    ),
    "inspection": (
        Spec("target-exists", base.target_exists),
        Spec("s2-target-another", target_another),
    ),
    "swap-hats": (Spec("target-exists", base.target_exists),),
    "trapped": (
        Spec("target-exists", base.target_exists),
        Spec("s2-target-another", target_another),
        Spec("s2-not-twice", not_twice),
    ),
    "free": (
        Spec("target-exists", base.target_exists),
        Spec("s2-trapped-present", trapped_present),
    ),
    "discard-two": (Spec("s2-remove-present", remove_present),),
}
"""The expansion's checks per move kind, in evaluation order."""

ORDER2: dict[str, tuple[str, ...]] = {
    kind: tuple(s.code for s in specs) for kind, specs in TABLE2.items()
}

for _spec in (s for specs in TABLE2.values() for s in specs):
    assert _spec.code in ALL_RULES, f"check {_spec.code} has no rule in either registry"


def answer_fields(sit: Situation, move: ActionMove | DiscardTwoMove) -> dict[str, str]:
    """What the "Ja, …" answer of an allowed expansion move names."""
    if isinstance(move, DiscardTwoMove):
        tool = TOOL_NAMES.get(move.remove)
        what = f"die {tool}" if tool else f"„{t.IN_FRONT_NAMES[move.remove]}“"
        return {"card": t.removed_name(move.remove), "what": what}
    target = _target(sit, move)
    return {"target": whom(target, sit), "who": who(target, sit)}
