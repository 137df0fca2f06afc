"""The page "Rundenende und Wertung": worked examples of the gold, and its calculator's data.

`<!-- md:wertung ID -->` renders the example `docs/includes/wertung/ID.json`: a German sentence
for a name, the round (`request`, as `rules_py.api.score` takes it) and what the text claims
(`claim`: `winners`, and `order`, `cards` per person or `gold` per person).  The claims are
worked out from the rules, not copied from the engine; `verify` asks the engine and raises
`WertungError` when it disagrees, which fails the build.

`<!-- md:wertung-rechner -->` is the calculator: its markup (a template) and one JSON block
with what the page shows before the engine runs (role names, the two readings of the gold
count, rule titles with links, the worker's URL, a first round to show).  Every answer comes
from `rules_py.api.score_json` in the checker's worker.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import Markup

from rules_py import api
from rules_py.limits import LIMITS
from rules_py.pictures.score import table_svg
from rules_py.registry import OPTIONS, RULES
from rules_py.score import base as engine
from rules_py.score import messages as score_messages
from sitegen import ROOT
from sitegen.links import fall, page_href

EXAMPLE_DIR = ROOT / "docs" / "includes" / "wertung"
PAGE = "wertung.html"
FRAGMENT = "wertung="
FIRST = "carla-findet-das-gold"
"""The example the calculator shows until the reader changes something."""

_KEYS = {"name", "text", "request", "claim"}
_CLAIM_KEYS = {"winners", "order", "cards", "gold"}


class WertungError(ValueError):
    """An example that is malformed, or whose claim the engine contradicts."""


@dataclass(frozen=True)
class Example:
    id: str
    name: str
    text: str
    request: dict[str, Any]
    claim: dict[str, Any]


def load(id: str, directory: Path | None = None) -> Example:
    path = (directory or EXAMPLE_DIR) / f"{id}.json"
    if not path.is_file():
        raise WertungError(f"no example {id!r} ({path} is missing)")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise WertungError(f"example {id}: {path.name} is not valid JSON: {error}") from error
    if not isinstance(raw, dict) or set(raw) != _KEYS:
        raise WertungError(f"example {id}: needs exactly the keys {sorted(_KEYS)}")
    claim = raw["claim"]
    if not isinstance(claim, dict) or "winners" not in claim or set(claim) - _CLAIM_KEYS:
        raise WertungError(f"example {id}: 'claim' needs 'winners' (and order, cards, gold)")
    return Example(id, str(raw["name"]), str(raw["text"]), raw["request"], claim)


def load_all(directory: Path | None = None) -> list[Example]:
    folder = directory or EXAMPLE_DIR
    return [load(path.stem, folder) for path in sorted(folder.glob("*.json"))]


def verify(example: Example) -> dict[str, Any]:
    """The engine's answer; WertungError when it contradicts the example's claim."""
    result = api.score(example.request)
    if result["error"] is not None:
        raise WertungError(f"example {example.id}: the engine rejects it: {result['error']}")
    claim = example.claim
    found: dict[str, Any] = {"winners": result["winners"]}
    if "order" in claim:
        found["order"] = result["order"]
    for key in ("cards", "gold"):
        if key in claim:
            found[key] = {p: s[key] for p, s in result["shares"].items() if s[key]}
    if found != claim:
        raise WertungError(
            f"example {example.id} ({example.name!r}) claims {claim}; the engine says {found}: "
            f"{result['answer']}"
        )
    return result


def fragment(request: dict[str, Any]) -> str:
    """`wertung=<base64url of the request JSON, no padding>`: the same encoding as `#fall=`."""
    return FRAGMENT + fall(request)


def _rule(id: str) -> dict[str, str]:
    rule = RULES[id]
    return {"title": rule.title, "href": page_href(rule.anchor)}


def example(args: str, page: str = "") -> str:
    """The marker `<!-- md:wertung ID -->`."""
    from sitegen.render import _block

    parts = args.split()
    if len(parts) != 1:
        raise WertungError(f"needs exactly one example id, got {args!r}")
    ex = load(parts[0])
    return _block(
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
    from sitegen.checker import engine_config  # (sitegen.checker imports the marker table)

    return {
        "worker": engine_config()["worker"],
        "roles": [{"value": v, "label": score_messages.ROLE_NAMES[v]} for v in engine.ROLES],
        "readings": [
            {"value": c.value, "label": c.label} for c in OPTIONS[engine.GOLD_COUNT].choices
        ],
        "option": engine.GOLD_COUNT,
        "players": {
            "min": engine.MIN_PLAYERS,
            "max": engine.MAX_PLAYERS,
            "name": LIMITS.name,
        },
        "rules": {id: _rule(id) for id in RULES},
        "first": load(FIRST).request,
    }


def calculator(args: str, page: str = "") -> str:
    """The marker `<!-- md:wertung-rechner -->`."""
    from sitegen.render import _block

    if args:
        raise WertungError(f"takes no arguments, got {args!r}")
    data = calculator_data()
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    text = text.replace("<", "\\u003c")  # no "</script>" can end the block early
    return _block(
        "wertung_rechner.html",
        first=_shown(load(FIRST)),
        data=Markup(text),
        readings=data["readings"],
        open_href=page_href(RULES[engine.GOLD_COUNT].anchor),
    )


def saboteur_gold(args: str, page: str = "") -> str:
    """The marker `<!-- md:wertung-saboteure -->`: Goldstücke per Saboteur, from the engine."""
    from sitegen.render import _block

    if args:
        raise WertungError(f"takes no arguments, got {args!r}")
    rows = sorted(engine.SABOTEUR_GOLD.items())
    return _block("wertung_saboteure.html", rows=rows)
