"""The page "Rundenende und Wertung": its markers, the worked examples of the gold shown with
the engine's answer and picture, and the calculator.

`<!-- md:wertung ID -->` renders the example `docs/includes/wertung/ID.json`
(`sitegen.wertung_examples`: its format, and how the build checks its claim with the engine).

`<!-- md:wertung-rechner -->` is the calculator: its markup (a template) and one JSON block
with what the page shows before the engine runs (role names, the two readings of the gold
count, rule titles with links, the worker's URL, a first round to show, Saboteur 2's open
rules that decide a score).  Every answer comes
from `rules_py.api.score_json` in the checker's worker.
"""

from __future__ import annotations

import json
from typing import Any

from markupsafe import Markup

from rules_py.api import catalog
from rules_py.cards import Tool
from rules_py.edition2 import BASE_EDITION
from rules_py.edition2.registry import ALL_RULES, find_rule
from rules_py.limits import LIMITS
from rules_py.pictures.score import table_svg
from rules_py.registry import OPTIONS, RULES
from rules_py.score import base as engine
from rules_py.score import messages as score_messages
from sitegen.checker import worker_url
from sitegen.links import fall, page_href
from sitegen.render import block, game_names, options_of
from sitegen.wertung_examples import Example, WertungError, load, verify

PAGE = "wertung.html"
FRAGMENT = "wertung="
FIRST = "carla-findet-das-gold"
"""The example the calculator shows until the reader changes something."""


def fragment(request: dict[str, Any]) -> str:
    """`wertung=<base64url of the request JSON, no padding>`: the same encoding as `#fall=`."""
    return FRAGMENT + fall(request)


def _rule(id: str) -> dict[str, str]:
    rule = find_rule(id)
    return {"title": rule.title, "href": page_href(rule.anchor)}


def example(args: str, page: str = "") -> str:
    """The marker `<!-- md:wertung ID -->`."""
    parts = args.split()
    if len(parts) != 1:
        raise WertungError(f"needs exactly one example id, got {args!r}")
    ex = load(parts[0])
    return block(
        "wertung_example.html", example=ex, **_shown(ex), link=f"{PAGE}#{fragment(ex.request)}"
    )


def _shown(ex: Example) -> dict[str, Any]:
    """An example verified, with what the templates show: the seats and the linked steps."""
    result = verify(ex)
    req = ex.request
    seats = [
        {
            "name": name,
            "role": score_messages.ROLE_NAMES[req["roles"][name]],
            "saboteur": req["roles"][name] == engine.SABOTEUR,
            "finder": name == req["finder"],
            "share": result["shares"][name]["text"],
        }
        for name in req["players"]
    ]
    steps = [{**step, **_rule(step["rule"])} for step in result["steps"]]
    picture = Markup(table_svg(req, result))  # our own SVG: every text in it is escaped
    return {"result": result, "seats": seats, "steps": steps, "fall": fall(req), "picture": picture}


def calculator_data() -> dict[str, Any]:
    """What the calculator shows before (and besides) asking the engine."""
    return {
        "worker": worker_url(),
        "roles": [{"value": v, "label": score_messages.ROLE_NAMES[v]} for v in engine.ROLES],
        "readings": [
            {"value": c.value, "label": c.label} for c in OPTIONS[engine.GOLD_COUNT].choices
        ],
        "option": engine.GOLD_COUNT,
        "optional": {
            "rule": engine.BROKEN_NO_GOLD,
            "on": OPTIONS[engine.BROKEN_NO_GOLD].choices[1].value,
            "label": OPTIONS[engine.BROKEN_NO_GOLD].choices[1].label,
        },
        "tools": [{"value": t.value, "label": t.german} for t in Tool],
        "players": {
            "min": engine.MIN_PLAYERS,
            "max": engine.MAX_PLAYERS,
            "name": LIMITS.name,
        },
        "rules": {id: _rule(id) for id in ALL_RULES},
        "first": load(FIRST).request,
        "edition": BASE_EDITION,
        # Each game's German name by its edition id (the edition switch, the settings kept).
        "editions": game_names(),
        "saboteur2": _expansion(),
    }


def _expansion() -> dict[str, Any]:
    """What the calculator needs of Saboteur 2, from the engine's catalog: its edition id, roles,
    how many may play, the door colours, the most crystals a request may name and the roles
    the crystals pay (the calculator asks for the crystals only when one of them plays), and
    its open rules that decide a score (the panel "Hausregeln / Auslegungen": each with its
    title, readings and default as the catalog words them)."""
    known = catalog()["saboteur2"]
    return {
        "edition": known["edition"],
        "roles": [{"value": r["id"], "label": r["name"]} for r in known["roles"]],
        "players": {**known["players"], "name": LIMITS.name},
        "doors": [{"value": d, "label": known["door_names"][d]} for d in known["doors"]],
        "max_crystals": known["max_crystals"],
        "crystal_roles": known["crystal_roles"],
        "options": options_of(known, "score"),
    }


def calculator(args: str, page: str = "") -> str:
    """The marker `<!-- md:wertung-rechner -->`."""
    if args:
        raise WertungError(f"takes no arguments, got {args!r}")
    data = calculator_data()
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    text = text.replace("<", "\\u003c")  # no "</script>" can end the block early
    return block(
        "wertung_rechner.html",
        first=_shown(load(FIRST)),
        data=Markup(text),
        readings=data["readings"],
        open_href=page_href(RULES[engine.GOLD_COUNT].anchor),
        optional=data["optional"],
        optional_href=page_href(RULES[engine.BROKEN_NO_GOLD].anchor),
    )


def saboteur_gold(args: str, page: str = "") -> str:
    """The marker `<!-- md:wertung-saboteure -->`: Goldstücke per Saboteur, from the engine."""
    if args:
        raise WertungError(f"takes no arguments, got {args!r}")
    rows = sorted(engine.SABOTEUR_GOLD.items())
    return block("wertung_saboteure.html", rows=rows)
