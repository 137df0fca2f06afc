"""The worked examples of the gold (`docs/includes/wertung/ID.json`), their one loader and check.

Each is a German sentence for a name, the round (`request`, as `rules_py.api.score` takes it)
and what the text claims (`claim`: `winners`, and `order`, `cards` per person, `gold` per
person or `starts_next`, who begins the next round). The claims are worked out from the
rules, not copied from the engine; `verify` asks
the engine and raises `WertungError` when it disagrees, which fails the build. The page
"Rundenende und Wertung" shows them (`sitegen.wertung`); the engine's snapshot is checked
against them (`sitegen.snapshot`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules_py import api
from sitegen import ROOT

EXAMPLE_DIR = ROOT / "docs" / "includes" / "wertung"

_KEYS = {"name", "text", "request", "claim"}
_CLAIM_KEYS = {"winners", "order", "cards", "gold", "starts_next"}


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
    for key in ("order", "starts_next"):
        if key in claim:
            found[key] = result[key]
    for key in ("cards", "gold"):
        if key in claim:
            found[key] = {p: s[key] for p, s in result["shares"].items() if s[key]}
    if found != claim:
        raise WertungError(
            f"example {example.id} ({example.name!r}) claims {claim}; the engine says {found}: "
            f"{result['answer']}"
        )
    return result
