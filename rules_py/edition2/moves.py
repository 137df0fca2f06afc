"""The expansion's cards in hand and moves: small frozen values, no parsing here."""

from __future__ import annotations

from rules_py.values import value

__all__ = [
    "ACTION_KINDS",
    "IN_FRONT",
    "MOVE_KINDS2",
    "PASS_DISCARD",
    "REMOVABLE",
    "ActionCard2",
    "ActionMove",
    "DiscardTwoMove",
]

ACTION_KINDS: dict[str, bool] = {
    "theft": False,
    "hands-off": True,
    "swap-hand": True,
    "inspection": True,
    "swap-hats": True,
    "trapped": True,
    "free": True,
}
"""The expansion's action cards (``play``) and whether each names a ``target``; Theft is
always laid in front of yourself."""

IN_FRONT: tuple[str, ...] = ("theft", "trapped")
"""The expansion's cards that stay face up in front of a person (``situation.in_front``)."""

REMOVABLE: tuple[str, ...] = ("pickaxe", "lamp", "cart", *IN_FRONT)
"""What discarding two cards may remove from in front of you: a broken tool, a Theft card,
a Trapped! card."""

PASS_DISCARD: tuple[int, ...] = (1, 2, 3)
"""How many cards passing may discard with the expansion (``{"play": "pass", "discard": N}``)."""

MOVE_KINDS2: dict[str, tuple[bool, bool]] = {
    **{play: (False, target) for play, target in ACTION_KINDS.items()},
    "discard-two": (False, False),
}
"""The expansion's new kinds of move: (names a place on the table, names a person)."""


@value
class ActionCard2:
    """One of the expansion's action cards in hand, e.g. ``{"play": "theft"}``."""

    play: str

    def to_json(self) -> dict[str, object]:
        return {"play": self.play}


@value
class ActionMove:
    """An expansion action card played; ``target`` is None for Theft (in front of you)."""

    play: str
    target: str | None = None

    @property
    def kind(self) -> str:
        return self.play


@value
class DiscardTwoMove:
    """Discard two cards to remove one card in front of yourself (``remove``)."""

    remove: str
    kind = "discard-two"
