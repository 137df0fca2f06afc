"""Saboteur (AMIGO) rules engine: every verdict with its reason and its source.

The public API lives in :mod:`rules_py.api`; pure standard library, CPython >= 3.12 and
Pyodide.  A verdict lists every check with its German reason and its rule:

>>> from rules_py import check
>>> verdict = check({
...     "situation": {"broken": {"du": ["lamp"]}},
...     "move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0, "rotation": 0},
... })
>>> verdict["allowed"], verdict["failed"]
(False, 'tools-intact')
>>> verdict["answer"]
'Nein, deine Lampe ist kaputt (Sabotage-Karte vor dir); so lange legst du keine Wegekarte.'

Bad input is an answer too, never an exception:

>>> error = check({"move": {"play": "sabotage", "tool": "hammer", "target": "Anna"}})["error"]
>>> print(error["where"])
move.tool
>>> print(error["text"])
„hammer“ ist kein Werkzeug: gemeint sind pickaxe, lamp oder cart.

Where may a card go?  ``placements`` asks the same checks for every free space:

>>> from rules_py import placements
>>> for spot in placements({"card": {"edges": "NS"}})["placements"]:
...     print(spot)
{'x': 0, 'y': -1, 'rotation': 0}
{'x': 0, 'y': -1, 'rotation': 180}
{'x': 0, 'y': 1, 'rotation': 0}
{'x': 0, 'y': 1, 'rotation': 180}
"""

__version__ = "0.1.0"

from rules_py.api import catalog, check, check_json, placements, play

__all__ = ["__version__", "catalog", "check", "check_json", "placements", "play"]
