"""rules_py.values makes the engine's value classes as ``@dataclass(frozen=True)`` would.

Each test declares the same class twice, once with ``@value`` and once with the standard
library's ``@dataclass``, and expects the same behaviour of both: the standard library is the
reference, not this module's own output.
"""

from __future__ import annotations

import dataclasses

import pytest

from rules_py.values import FrozenInstanceError, as_dict, field, replace, value


@value
class Card:
    edges: str
    dead_end: bool = False
    groups: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)
    cache: int | None = field(default=None, repr=False, compare=False)


@dataclasses.dataclass(frozen=True)
class CardDC:
    edges: str
    dead_end: bool = False
    groups: tuple[str, ...] = ()
    notes: list[str] = dataclasses.field(default_factory=list)
    cache: int | None = dataclasses.field(default=None, repr=False, compare=False)


@value
class Shape:
    edges: str
    dead_end: bool = False
    groups: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class ShapeDC:
    edges: str
    dead_end: bool = False
    groups: tuple[str, ...] = ()


MADE = [
    ("NS",),
    ("NS", True),
    ("NESW", False, ("NS", "EW")),
    ("EW", False, (), ["a"], 7),
]


@pytest.mark.parametrize("args", MADE)
def test_init_eq_hash_and_repr_are_the_dataclasses(args: tuple[object, ...]) -> None:
    mine, theirs = Card(*args), CardDC(*args)  # type: ignore[arg-type]
    assert repr(mine).replace("Card(", "CardDC(", 1) == repr(theirs)
    assert as_dict(mine) == dataclasses.asdict(theirs)
    assert mine == Card(*args)  # type: ignore[arg-type]
    for either in (mine, theirs):
        with pytest.raises(TypeError, match="unhashable"):
            hash(either)  # a list among the compared fields
    hashable = (mine.edges, mine.dead_end, mine.groups)
    assert hash(Shape(*hashable)) == hash(ShapeDC(*hashable))


def test_a_field_left_out_of_comparison_and_the_default_factory() -> None:
    assert Card("NS", cache=1) == Card("NS", cache=2)
    assert CardDC("NS", cache=1) == CardDC("NS", cache=2)
    assert Card("NS") != Card("NS", True)
    assert Card("NS").notes is not Card("NS").notes
    assert Card("NS") != CardDC("NS")
    assert Card.dead_end is CardDC.dead_end is False
    assert not hasattr(Card, "notes") and not hasattr(CardDC, "notes")


def test_frozen_and_replace() -> None:
    card = Card("NS")
    with pytest.raises(FrozenInstanceError, match="cannot assign to field 'edges'"):
        card.edges = "EW"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'edges'"):
        CardDC("NS").edges = "EW"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del card.edges  # type: ignore[misc]
    turned = replace(card, dead_end=True)
    assert turned == Card("NS", True) and card == Card("NS")
    assert repr(turned).replace("Card(", "CardDC(", 1) == repr(
        dataclasses.replace(CardDC("NS"), dead_end=True)
    )


def test_own_methods_post_init_keyword_only_and_mutable() -> None:
    checked: list[str] = []

    @value(kw_only=True)
    class Rule:
        id: str
        source: str = "box"

        def __post_init__(self) -> None:
            checked.append(self.id)

        def __repr__(self) -> str:
            return f"<{self.id}>"

    rule = Rule(id="deal")
    assert checked == ["deal"] and repr(rule) == "<deal>" and rule.source == "box"
    with pytest.raises(TypeError):
        Rule("deal")  # type: ignore[misc]

    @value(frozen=False)
    class Outcome:
        ok: bool
        events: list[str] = field(default_factory=list)

    outcome = Outcome(True)
    outcome.events.append("x")
    outcome.ok = False
    assert outcome == Outcome(False, ["x"])
    assert Outcome.__hash__ is None  # mutable, like @dataclass(eq=True) without frozen
