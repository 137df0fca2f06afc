"""Named engine cases, in one format for the pages and the tests, with one loader.

A case is a German sentence for a name, the situation, the move (or the moves of a turn) and
the verdict the rules give (the claim), written from the rules, never pasted from the engine:

    {"name": "Mit kaputter Lampe darfst du passen",
     "text": "…", "after": "…",                    # what a page tells before and after it
     "situation": {…},                             # the request's situation, as in the contract
     "move": {…}  or  "moves": [{…}, …],           # exactly one of the two
     "claim": {"allowed": true}                    # or false with "failed": CODE,
    }                                              # or null with "where": the invalid part

Worked examples of the pages are one case per file in `docs/includes/scenarios/<id>.json`
(each needs a "text" and a verdict, not invalid input); the engine's test cases are a list of
cases in `tests/engine/cases.json`. `verify` asks the engine and raises `ScenarioError` when
it disagrees; the build verifies every scenario file before the first page (`verify_all`),
whether a page shows it or not. Export the examples for other tools:

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
_CLAIM_KEYS = {"allowed", "failed", "where"}


class ScenarioError(ValueError):
    """A case that is malformed, or whose claim the engine contradicts."""


@dataclass(frozen=True)
class Scenario:
    """One named case: its request and the verdict it claims (`allowed` None: invalid input,
    `where` then names the part of the request the engine must point to)."""

    id: str
    name: str
    text: str
    request: dict[str, Any]
    allowed: bool | None
    failed: str | None
    after: str = ""
    where: str | None = None

    @property
    def moves(self) -> list[dict[str, Any]]:
        if "moves" in self.request:
            return list(self.request["moves"])
        return [self.request["move"]]

    def to_json(self) -> dict[str, Any]:
        out = {
            "id": self.id,
            "name": self.name,
            "request": self.request,
            "allowed": self.allowed,
            "failed": self.failed,
        }
        if self.where is not None:
            out["where"] = self.where
        return out


def _claim(label: str, raw: object) -> tuple[bool | None, str | None, str | None]:
    if not isinstance(raw, dict) or "allowed" not in raw or set(raw) - _CLAIM_KEYS:
        raise ScenarioError(f"{label}: 'claim' needs 'allowed' (and 'failed' or 'where' only)")
    allowed, failed, where = raw["allowed"], raw.get("failed"), raw.get("where")
    if allowed is not None and not isinstance(allowed, bool):
        raise ScenarioError(f"{label}: 'claim.allowed' is true, false or null (invalid input)")
    if (failed is not None) != (allowed is False) or not isinstance(failed, str | None):
        raise ScenarioError(f"{label}: a claim names 'failed' exactly when not allowed")
    if (where is not None) != (allowed is None) or not isinstance(where, str | None):
        raise ScenarioError(f"{label}: a claim names 'where' exactly when the input is invalid")
    return allowed, failed, where


def parse(id: str, raw: object, *, example: bool = True) -> Scenario:
    """One case; `example`: a worked example of a page (needs a text and a verdict)."""
    label = f"scenario {id}" if example else id
    if not isinstance(raw, dict):
        raise ScenarioError(f"{label}: expected a JSON object")
    unknown = set(raw) - _KEYS
    if unknown:
        raise ScenarioError(f"{label}: unknown keys {sorted(unknown)}")
    for key in ("name", "claim", *(("text",) if example else ())):
        if key not in raw:
            raise ScenarioError(f"{label}: '{key}' is missing")
    for key in ("name", "text", "after"):
        if key in raw and not isinstance(raw[key], str):
            raise ScenarioError(f"{label}: '{key}' must be text")
    if ("move" in raw) == ("moves" in raw):
        raise ScenarioError(f"{label}: give exactly one of 'move' and 'moves'")
    allowed, failed, where = _claim(label, raw["claim"])
    if example and allowed is None:
        raise ScenarioError(f"{label}: a page's example shows a verdict, not invalid input")
    request = {key: raw[key] for key in ("situation", "move", "moves") if key in raw}
    return Scenario(
        id=id,
        name=raw["name"],
        text=raw.get("text", ""),
        request=request,
        allowed=allowed,
        failed=failed,
        after=raw.get("after", ""),
        where=where,
    )


def _read(path: Path, id: str) -> object:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ScenarioError(f"{id}: {path.name} is not valid JSON: {error}") from error


def load(id: str, directory: Path | None = None) -> Scenario:
    """The worked example `<id>.json` of the scenario folder."""
    path = (directory or SCENARIO_DIR) / f"{id}.json"
    if not path.is_file():
        raise ScenarioError(f"no scenario {id!r} ({path} is missing)")
    return parse(id, _read(path, f"scenario {id}"), example=True)


def load_all(directory: Path | None = None) -> list[Scenario]:
    folder = directory or SCENARIO_DIR
    return [load(path.stem, folder) for path in sorted(folder.glob("*.json"))]


def load_list(path: Path) -> list[Scenario]:
    """A file holding a list of cases (the engine's tests/engine/cases.json)."""
    raw = _read(path, path.name)
    if not isinstance(raw, list):
        raise ScenarioError(f"{path.name}: expected a JSON list of cases")
    return [parse(f"{path.name}[{i}]", case, example=False) for i, case in enumerate(raw)]


def verify(scenario: Scenario) -> dict[str, Any]:
    """The engine's response; ScenarioError when it contradicts the scenario's claim."""
    response = api.check(scenario.request)
    error = response.get("error")
    if scenario.allowed is None:
        if not error or error.get("where") != scenario.where:
            raise ScenarioError(
                f"scenario {scenario.id} ({scenario.name!r}) claims invalid input at "
                f"{scenario.where}; the engine says: {response['answer']}"
            )
        return response
    if error:
        raise ScenarioError(f"scenario {scenario.id}: the engine rejects the input: {error}")
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
