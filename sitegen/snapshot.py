"""The checker's quick start on a later visit: Pyodide's memory with the engine imported.

A normal start of the checker's worker runs Python's start-up and imports the engine: most of
the time before a first verdict once the runtime is cached. Pyodide can restore its whole
memory instead (its private `_makeSnapshot` / `_loadSnapshot`, 314.0.7): `snapshot.bin`, made at
build by `sitegen/snapshot.mjs` under Node from the very files the site ships, beside the
engine's zip in `engine-<hash>/`. The memory is 31 MB; the file leaves out its pieces of zeros
(`docs/assets/javascripts/zugpruefer-snapshot.js`: about 12 MB, about 3 MB as the host sends it
compressed).

A first visit never waits for it: the service worker fetches it in the background once the
runtime is kept for offline use (`sw-runtime.js`), and not when the page's browser asks to save
data (`offline.js`); the worker restores it only when it finds it kept, and starts normally
when it is not there or does not restore, forgetting such a copy (`zugpruefer-worker.js`).

Pyodide's snapshot API is private: a new Pyodide version may change or drop it. The build then
fails in `sitegen/snapshot.mjs` (the restore must answer like a normal start), and a snapshot
from another runtime build is refused by Pyodide itself (its header names the build), after
which the worker starts normally.

The build checks it before it is kept: a start from it must hold the engine already and answer
the requests below exactly as a normal start does (else `VendorError`, a failed build). The
parity tests do the same with the generated requests (tests/parity).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sitegen import ROOT, node, scenarios, wertung_examples
from sitegen.pinned import VendorError

SCRIPT = Path(__file__).with_name("snapshot.mjs")
FORMAT = ROOT / "docs" / "assets" / "javascripts" / "zugpruefer-snapshot.js"
"""How the file is stored (`pack`) and read back (`unpack`: the worker, the parity tests)."""
PROTOCOL = ROOT / "docs" / "assets" / "javascripts" / "zugpruefer-protocol.js"
"""Pyodide's start options and the engine's function per operation, as the worker has them."""
RECIPE = (Path(__file__), SCRIPT, FORMAT, PROTOCOL)
"""What makes the file: part of the engine folder's hash (sitegen/pyodide.py)."""
NAME = "snapshot.bin"
NODE_ARGS = ("--liftoff-only",)
"""Node compiles Pyodide's WebAssembly with its baseline compiler alone (V8's Liftoff), as the
tests' Chromium does (tools/chromium.py): the script's three starts and few hundred answers
are over before the optimising tier-up (TurboFan, in background threads) would pay for itself;
0.5-0.8 of some 3 CPU-s per snapshot (measured 2026-12-02, `tools/cpu-of`). The memory it
takes is the same: the tier compiles the same code, and the restore is checked as before."""
BROKEN = ("", "{", "null", "[1, 2", '{"move": }')
"""Request texts that are no request: their answers are the engine's German messages."""


def _item(op: str, request: object) -> dict[str, str]:
    text = request if isinstance(request, str) else json.dumps(request, ensure_ascii=False)
    return {"op": op, "text": text}


def requests() -> list[dict[str, str]]:
    """What the build asks both starts: every scenario of the site (check, play, and the
    places for its path card), every scoring example, and broken texts for each operation."""
    items: list[dict[str, str]] = []
    for scenario in scenarios.load_all():
        items.append(_item("check", scenario.request))
        items.append(_item("play", scenario.request))
        for move in scenario.moves:
            if move.get("play") == "path" and isinstance(move.get("card"), dict):
                situation = scenario.request.get("situation", {})
                items.append(_item("placements", {"situation": situation, "card": move["card"]}))
    for example in wertung_examples.load_all():
        items.append(_item("score", example.request))
    for op in ("check", "placements", "play", "score"):
        items.extend(_item(op, text) for text in BROKEN)
    return items


def warm() -> list[dict[str, str]]:
    """Called once before the memory is taken: a check, a Nein with its alternatives, the places
    for a card and a score, so that what a first verdict imports on the way is in it."""
    check = scenarios.load_all()[0].request
    refused = {"move": {"play": "path", "card": {"edges": "NS"}, "x": 1, "y": 0}}
    score = wertung_examples.load_all()[0].request
    return [
        _item("check", check),
        _item("check", refused),
        _item("placements", {"card": {"edges": "NESW"}}),
        _item("play", check),
        _item("score", score),
    ]


def make(pyodide_dir: Path, engine_dir: Path) -> dict[str, Any]:
    """Write `engine_dir/snapshot.bin` (engine_dir holds the site's stdlib zip and lock file),
    checked against a normal start; returns the script's summary."""
    result: dict[str, Any] = node.run_json(
        SCRIPT,
        {
            "pyodide": str(pyodide_dir),
            "engine": str(engine_dir),
            "out": str(engine_dir / NAME),
            "warm": warm(),
            "requests": requests(),
        },
        VendorError,
        "der Schnellstart des Zugprüfers (snapshot.bin)",
        node_args=NODE_ARGS,
    )
    return result
