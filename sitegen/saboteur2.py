"""The page "Saboteur 2": the expansion's worked examples and tables, from the engine.

`<!-- md:saboteur2-wertung ID -->` renders `docs/includes/saboteur2/ID.json` (the same shape
as the base game's score examples: `name`, `text`, `request` as `rules_py.api.score` takes it
with `"edition": "saboteur2"`, and `claim`: `winners` and `gold` per person, worked out from
the rulebook, not copied from the engine); `verify` asks the engine and fails the build when it
disagrees.  `<!-- md:saboteur2-rollen -->` and `<!-- md:saboteur2-gold -->` show the dwarf
cards and the Goldstücke per winner from the engine's data.
"""

from __future__ import annotations

import json
from typing import Any

from rules_py import api
from rules_py.edition2 import score_messages as st
from rules_py.edition2.registry import find_rule
from rules_py.score import saboteur2 as engine
from sitegen import ROOT
from sitegen.links import page_href
from sitegen.render import block

EXAMPLE_DIR = ROOT / "docs" / "includes" / "saboteur2"
_KEYS = {"name", "text", "request", "claim"}


class Saboteur2Error(ValueError):
    """An example that is malformed, or whose claim the engine contradicts."""


def verify(id: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The example and the engine's answer; Saboteur2Error when they disagree."""
    path = EXAMPLE_DIR / f"{id}.json"
    if not path.is_file():
        raise Saboteur2Error(f"no example {id!r} ({path} is missing)")
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict) or set(raw) != _KEYS:
        raise Saboteur2Error(f"example {id}: needs exactly the keys {sorted(_KEYS)}")
    result = api.score(raw["request"])
    if result["error"] is not None:
        raise Saboteur2Error(f"example {id}: the engine rejects it: {result['error']}")
    found = {
        "winners": result["winners"],
        "gold": {p: s["gold"] for p, s in result["shares"].items() if s["gold"]},
    }
    if found != raw["claim"]:
        raise Saboteur2Error(f"example {id} claims {raw['claim']}; the engine says {found}")
    return raw, result


def example(args: str, page: str = "") -> str:
    """The marker `<!-- md:saboteur2-wertung ID -->`."""
    parts = args.split()
    if len(parts) != 1:
        raise Saboteur2Error(f"needs exactly one example id, got {args!r}")
    raw, result = verify(parts[0])
    req = raw["request"]
    seats = [
        {
            "name": name,
            "role": st.ROLE_NAMES[req["roles"][name]],
            "finder": name == req["finder"],
            "trapped": name in req.get("trapped", ()),
            "theft": name in req.get("theft", ()),
            "share": result["shares"][name]["text"],
        }
        for name in req["players"]
    ]
    steps = [
        {
            **step,
            "title": find_rule(step["rule"]).title,
            "href": page_href(find_rule(step["rule"]).anchor),
        }
        for step in result["steps"]
    ]
    return block(
        "saboteur2_example.html", id=parts[0], example=raw, result=result, seats=seats, steps=steps
    )


def roles(args: str, page: str = "") -> str:
    """The marker `<!-- md:saboteur2-rollen -->`: the 15 dwarf cards."""
    if args:
        raise Saboteur2Error(f"takes no arguments, got {args!r}")
    rows = [(st.ROLE_NAMES[role], engine.BOX[role]) for role in engine.ROLES]
    return block("saboteur2_roles.html", rows=rows, total=sum(engine.BOX.values()))


def gold(args: str, page: str = "") -> str:
    """The marker `<!-- md:saboteur2-gold -->`: Goldstücke per winner by their number."""
    if args:
        raise Saboteur2Error(f"takes no arguments, got {args!r}")
    rows = [(str(n), each) for n, each in sorted(engine.GOLD_PER_WINNER.items())]
    more = max(engine.GOLD_PER_WINNER) + 1
    rows.append((f"{more} oder mehr", engine.gold_per_winner(more)))
    return block("saboteur2_gold.html", rows=rows)
