"""The round's end and its gold: ``score``, for either game.

``base`` decides (the base game's rules), ``messages`` holds every German sentence of it;
``saboteur2`` decides for the expansion (``"edition": "saboteur2"``).  ``score`` reads the
request's ``edition`` and asks the one or the other; a base request goes to ``base`` as it is.
"""

from __future__ import annotations

from typing import Any

from rules_py.edition2 import EDITION
from rules_py.edition2 import score_messages as t2
from rules_py.parse import InvalidInput
from rules_py.score import saboteur2
from rules_py.score.base import invalid
from rules_py.score.base import score as base_score

__all__ = ["invalid", "score"]


def score(request: object) -> dict[str, Any]:
    """Who wins the round and who takes how much gold; never raises.

    ``"edition": "saboteur2"`` asks the expansion's rules (``saboteur2.score``); absent or
    ``"saboteur"`` the base game's, where the expansion's keys and roles are invalid input.
    """
    edition, problem = saboteur2.edition_of(request)
    try:
        if problem is not None:
            raise problem
        if edition == EDITION:
            return saboteur2.score(request)
        if isinstance(request, dict):
            _base_only(request)
            request = {k: v for k, v in request.items() if k != "edition"}
    except InvalidInput as exc:
        return invalid({"code": "invalid-input", "text": exc.text, "where": exc.where})
    return base_score(request)


def _base_only(request: dict[object, object]) -> None:
    """Keys and roles of the expansion in a base-game request: a clear German error."""
    for key in saboteur2.EXPANSION_KEYS:
        if key in request:
            raise InvalidInput(key, t2.ONLY_EXPANSION.format(key=key))
    roles = request.get("roles")
    if isinstance(roles, dict):
        for name, role in roles.items():
            if isinstance(role, str) and role in saboteur2.ROLES and role not in ("saboteur",):
                raise InvalidInput(f"roles.{name}", t2.ROLE_ONLY_EXPANSION.format(value=role))
