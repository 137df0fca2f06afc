"""Worked examples as data: one JSON file per scenario in `docs/includes/scenarios/`.

A scenario has a German sentence for a name, the situation, the move (or the moves of a
turn), and the verdict the text claims.  The claims are written from the rules (golden
data); `verify` asks the engine and raises `ScenarioError` when it disagrees, which fails
the build.  Reuse them in tests with `load_all()`, or export them:

    python -m sitegen.scenarios            # every scenario as one JSON list on stdout
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules_py import api
from sitegen import ROOT

SCENARIO_DIR = ROOT / "docs" / "includes" / "scenarios"
_KEYS = {"name", "text", "situation", "move", "moves", "claim", "after"}


class ScenarioError(ValueError):
    """A scenario that is malformed, or whose claim the engine contradicts."""


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    text: str
    request: dict[str, Any]
    allowed: bool
    failed: str | None
    after: str = ""

    @property
    def moves(self) -> list[dict[str, Any]]:
        if "moves" in self.request:
            return list(self.request["moves"])
        return [self.request["move"]]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "request": self.request,
            "allowed": self.allowed,
            "failed": self.failed,
        }


def parse(id: str, raw: object) -> Scenario:
    if not isinstance(raw, dict):
        raise ScenarioError(f"scenario {id}: expected a JSON object")
    unknown = set(raw) - _KEYS
    if unknown:
        raise ScenarioError(f"scenario {id}: unknown keys {sorted(unknown)}")
    for key in ("name", "text", "claim"):
        if key not in raw:
            raise ScenarioError(f"scenario {id}: '{key}' is missing")
    if ("move" in raw) == ("moves" in raw):
        raise ScenarioError(f"scenario {id}: give exactly one of 'move' and 'moves'")
    claim = raw["claim"]
    if not isinstance(claim, dict) or not isinstance(claim.get("allowed"), bool):
        raise ScenarioError(f"scenario {id}: 'claim' needs 'allowed': true|false")
    failed = claim.get("failed")
    if claim["allowed"] == (failed is not None):
        raise ScenarioError(f"scenario {id}: a claim names 'failed' exactly when not allowed")
    request: dict[str, Any] = {"situation": raw.get("situation", {})}
    if "move" in raw:
        request["move"] = raw["move"]
    else:
        request["moves"] = raw["moves"]
    return Scenario(
        id=id,
        name=str(raw["name"]),
        text=str(raw["text"]),
        request=request,
        allowed=claim["allowed"],
        failed=failed,
        after=str(raw.get("after", "")),
    )


def load(id: str, directory: Path | None = None) -> Scenario:
    path = (directory or SCENARIO_DIR) / f"{id}.json"
    if not path.is_file():
        raise ScenarioError(f"no scenario {id!r} ({path} is missing)")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ScenarioError(f"scenario {id}: {path.name} is not valid JSON: {error}") from error
    return parse(id, raw)


def load_all(directory: Path | None = None) -> list[Scenario]:
    folder = directory or SCENARIO_DIR
    return [load(path.stem, folder) for path in sorted(folder.glob("*.json"))]


def verify(scenario: Scenario) -> dict[str, Any]:
    """The engine's response; ScenarioError when it contradicts the scenario's claim."""
    response = api.check(scenario.request)
    if response.get("error"):
        raise ScenarioError(
            f"scenario {scenario.id}: the engine rejects the input: {response['error']}"
        )
    if response["allowed"] != scenario.allowed or response["failed"] != scenario.failed:
        raise ScenarioError(
            f"scenario {scenario.id} ({scenario.name!r}) claims allowed={scenario.allowed}, "
            f"failed={scenario.failed}; the engine says allowed={response['allowed']}, "
            f"failed={response['failed']}: {response['answer']}"
        )
    return response


def verify_all(directory: Path | None = None) -> list[Scenario]:
    """Every scenario file, loaded and checked against the engine (at the start of every build,
    so that a file no page shows yet cannot rot unnoticed)."""
    every = load_all(directory)
    for scenario in every:
        verify(scenario)
    return every


def main() -> int:
    json.dump([s.to_json() for s in load_all()], sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
