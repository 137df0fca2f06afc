"""What the site needs to know of the expansion, for ``catalog()["saboteur2"]``."""

from __future__ import annotations

from typing import Any

from rules_py.cards import DOORS, MAX_CRYSTALS
from rules_py.edition2 import EDITION
from rules_py.edition2 import messages as t
from rules_py.edition2 import score_messages as st
from rules_py.edition2.checks import ORDER2
from rules_py.edition2.moves import ACTION_KINDS, IN_FRONT, MOVE_KINDS2, PASS_DISCARD, REMOVABLE
from rules_py.edition2.registry import OPTIONS2, RULES2, SOURCE

__all__ = ["expansion_catalog"]


TWO_PATHS: tuple[tuple[str, tuple[str, str]], ...] = (
    ("bridge", ("EW", "NS")),
    ("double-curve-ne", ("NE", "SW")),
    ("double-curve-nw", ("ES", "NW")),
)
"""The path cards with two separate paths, as the checker offers them: a bridge (two straights)
and a double curve either way round (no source lists which the box holds; the engine accepts
any)."""


def _path_features() -> dict[str, Any]:
    """What a path card may carry with the expansion, with the German words the checker shows
    (a card's name, then each of these it carries, as ``PathCard.label`` joins them): a ladder,
    a door of a team's colour, crystals (1 to ``max_crystals``), and the cards with two paths."""
    two = []
    for card_id, groups in TWO_PATHS:
        label = t.two_paths_label(groups)
        card = {"edges": "NESW", "dead_end": False, "groups": list(groups)}
        two.append({"id": card_id, "label": label, "card": card})
    return {
        "ladder": t.LABEL_LADDER,
        "doors": [
            {"door": door, "label": t.LABEL_DOOR.format(colour=t.DOOR_COLOURS[door])}
            for door in DOORS
        ],
        "crystals": [
            {"crystals": n, "label": t.crystals_label(n)} for n in range(1, MAX_CRYSTALS + 1)
        ],
        "two_paths": two,
    }


def expansion_catalog() -> dict[str, Any]:
    """The edition's id, roles, new moves and cards, rules, options and check codes."""
    from rules_py.score import saboteur2 as score2  # (rules_py.score imports the API's parse)

    return {
        "edition": EDITION,
        "players": {"min": score2.MIN_PLAYERS, "max": score2.MAX_PLAYERS},
        "roles": [
            {"id": role, "name": st.ROLE_NAMES[role], "count": score2.BOX[role]}
            for role in score2.ROLES
        ],
        "action_cards": [
            {"play": play, "name": t.ACTION_NAMES[play], "target": target}
            for play, target in ACTION_KINDS.items()
        ],
        # The new kinds of move (as the base catalogue's "moves"): place, target, German name.
        "moves": [
            {"play": play, "name": t.MOVE_NAMES[play], "cell": cell, "target": target}
            for play, (cell, target) in MOVE_KINDS2.items()
        ],
        # Passing discards one to three cards: each count with its German words.
        "pass_discard": [{"discard": n, "label": t.CARDS[n]} for n in PASS_DISCARD],
        "path_features": _path_features(),
        "in_front": list(IN_FRONT),
        "removable": list(REMOVABLE),
        "doors": list(DOORS),
        "door_names": {door: st.DOOR_NAMES[door] for door in DOORS},
        "max_crystals": MAX_CRYSTALS,
        # The roles the visible crystals pay at the round's end (``s2-geologist``).
        "crystal_roles": [score2.GEOLOGIST],
        "gold_per_winner": {str(k): v for k, v in score2.GOLD_PER_WINNER.items()},
        "rules": [r.to_json() for r in RULES2.values()],
        "options": [r.option_json() for r in OPTIONS2.values()],
        "check_codes": {kind: list(codes) for kind, codes in ORDER2.items()},
        "source": SOURCE,
    }
