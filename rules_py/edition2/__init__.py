"""The expansion *Saboteur 2* (``"edition": "saboteur2"``): its rules, cards and checks.

Kept apart from the base game so that the base game's answers, registry and pages stay what
they are: ``registry`` (the expansion's rules with their source, the rulebook of the Z-Man
English edition, © 2011 AMIGO), ``messages`` (every German sentence of the expansion),
``checks`` (the check table of the expansion's moves).  The score is
``rules_py.score.saboteur2``.
"""

from __future__ import annotations

EDITION = "saboteur2"
"""The value of ``edition`` that selects the expansion."""

BASE_EDITION = "saboteur"
"""The default ``edition``: the base game."""

EDITIONS: tuple[str, ...] = (BASE_EDITION, EDITION)

NAMES: dict[str, str] = {BASE_EDITION: "Grundspiel", EDITION: "Saboteur 2"}
"""Each game's German name, as the pages, the checker's and the calculator's switch give it
(the catalog's ``editions``)."""
