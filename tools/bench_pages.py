"""The bench-only pages of `make bench` (never shipped): written into the temporary copy of the
site that `tools.bench` serves, with the requests it asks and the scripts it evaluates there.

- `bench-bare.html?folder=…`: starts Pyodide (no package) in a module worker, nothing else,
  from the site's runtime folder or from Pyodide's files as published (`bench-pyodide/`);
- `bench-engine.html?folder=…`: the engine alone in a worker's Pyodide, timed per `check_json`;
- PROBE (an init script: long tasks, the moment a verdict shows) and ROUND_TRIP (hash changes
  timed until the verdict shows).

All of them are files in `tools/bench_web/`, copied as they are.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from rules_py.cards import Tool
from rules_py.moves import DEFAULT_PLAYER as YOU
from sitegen import pinned, pyodide
from sitegen.links import fall, request_text

TOOLS = [t.value for t in Tool]

PYODIDE = pyodide.site_path()  # the site's runtime folder, "pyodide/v<version>/"
PUBLISHED = "bench-pyodide/"

WEB = Path(__file__).with_name("bench_web")
"""The bench's pages and scripts as real files, copied as they are (no code in strings)."""
PAGES = {
    "bench-bare.html": "bare.html",
    "bench-bare.js": "bare.js",
    "bench-bare-worker.mjs": "bare-worker.mjs",
    "bench-engine.html": "engine.html",
    "bench-engine.js": "engine.js",
    "bench-engine-worker.mjs": "engine-worker.mjs",
}
PROBE = (WEB / "probe.js").read_text(encoding="utf-8")
"""An init script: long tasks and the moment a verdict appears, in `window.__bench`."""
ROUND_TRIP = (WEB / "round-trip.js").read_text(encoding="utf-8")
"""A function expression evaluated with the `#fall` values to ask; returns the times."""


def first_request() -> dict[str, Any]:
    return {
        "situation": {"broken": {YOU: ["lamp"]}},
        "move": {"play": "path", "card": {"edges": "EW", "dead_end": False}, "x": 1, "y": 0},
    }


def round_trip_requests(count: int) -> list[str]:
    """Distinct requests (a hash change only fires for a new fragment), path cards and actions."""
    falls = []
    for i in range(count):
        move: dict[str, object]
        if i % 3 == 0:
            move = {
                "play": "sabotage",
                "tool": TOOLS[i % 9 // 3],
                "target": f"P{i}",
            }
        elif i % 3 == 1:
            move = {
                "play": "path",
                "card": {"edges": "NESW", "dead_end": False},
                "x": 1,
                "y": i % 7 - 3,
            }
        else:
            move = {"play": "repair", "tools": ["lamp"], "target": YOU}
        falls.append(
            fall({"situation": {"broken": {YOU: ["lamp"] if i % 2 else []}}, "move": move})
        )
    return falls


def add_bare_page(site: Path) -> None:
    # Pyodide as the npm package publishes it; the same (trimmed) lock file as the site's, so
    # that the one difference to the site's runtime is the precompiled stdlib.
    published = site / PUBLISHED
    published.mkdir()
    pinned.verify("pyodide", pyodide.NODE_PYODIDE)
    for name in (*pyodide.RUNTIME_FILES, pyodide.STDLIB):
        shutil.copyfile(pyodide.NODE_PYODIDE / name, published / name)
    shutil.copyfile(site / PYODIDE / pyodide.LOCK_FILE, published / pyodide.LOCK_FILE)
    for name, source in PAGES.items():
        shutil.copyfile(WEB / source, site / name)
    texts = [request_text(value) for value in round_trip_requests(60)]
    (site / "bench-engine-requests.json").write_text(json.dumps(texts), encoding="utf-8")
