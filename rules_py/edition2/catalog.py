"""What the site needs to know of the expansion, for ``catalog()["saboteur2"]``."""

from __future__ import annotations

from typing import Any

from rules_py.cards import DOORS, MAX_CRYSTALS
from rules_py.edition2 import EDITION
from rules_py.edition2 import messages as t
from rules_py.edition2 import score_messages as st
from rules_py.edition2.checks import ORDER2
from rules_py.edition2.moves import ACTION_KINDS, IN_FRONT, MOVE_KINDS2, PASS_DISCARD, REMOVABLE
from rules_py.edition2.registry import OPTIONS2, RULES2

__all__ = ["expansion_catalog"]


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
        "in_front": list(IN_FRONT),
        "removable": list(REMOVABLE),
        "doors": list(DOORS),
        "door_names": {door: st.DOOR_NAMES[door] for door in DOORS},
        "max_crystals": MAX_CRYSTALS,
        "gold_per_winner": {str(k): v for k, v in score2.GOLD_PER_WINNER.items()},
        "rules": [r.to_json() for r in RULES2.values()],
        "options": [
            {
                "rule": r.id,
                "title": r.title,
                "scope": r.scope,
                "default": r.default,
                "values": [{"value": c.value, "label": c.label} for c in r.choices],
            }
            for r in OPTIONS2.values()
        ],
        "check_codes": {kind: list(codes) for kind, codes in ORDER2.items()},
    }
