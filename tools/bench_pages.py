"""The bench-only pages of `make bench` (never shipped): written into the temporary copy of the
site that `tools.bench` serves, with the requests it asks and the scripts it evaluates there.

- `bench-bare.html?folder=…&stdlib=…`: starts Pyodide in a module worker, nothing else, from
  the site's runtime files (its version folder and its engine folder's stdlib zip: like for like
  with the checker) or from Pyodide's files as published (`pyodide/bench-published/`); with
  `&check=bench-first-request.json` it then imports the engine and answers the checker's first
  request as the checker's worker does: the checker without its page;
- `bench-engine.html?folder=…&stdlib=…`: the engine alone in a worker's Pyodide, timed per
  `check_json`;
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
from sitegen import compress, pinned, pyodide
from sitegen.links import fall, request_text

TOOLS = [t.value for t in Tool]

PYODIDE = pyodide.site_path()  # the site's runtime folder, "pyodide/v<version>/"
ENGINE = pyodide.engine_path()  # its engine folder, "pyodide/v<version>/engine-<hash>/"
PUBLISHED = "pyodide/bench-published/"  # under pyodide/: cached as a CDN would (a year)
FIRST_REQUEST = "bench-first-request.json"  # the checker's first request, for the "engine" page

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


def bare_query(which: str) -> str:
    """The bare pages' query: "site" (the checker's own runtime files), "engine" (the same, then
    the engine answers the checker's first request) or "published"."""
    if which == "site":
        return f"?folder={PYODIDE}&stdlib={ENGINE}"
    if which == "engine":
        return f"?folder={PYODIDE}&stdlib={ENGINE}&check={FIRST_REQUEST}"
    return f"?folder={PUBLISHED}&stdlib={PUBLISHED}"


def add_bare_page(site: Path) -> None:
    # Pyodide as the npm package publishes it (with the same lock file as the site's), served
    # like every file: precompressed copies beside (its stdlib zip is deflated inside).
    published = site / PUBLISHED
    published.mkdir()
    pinned.verify("pyodide", pyodide.NODE_PYODIDE)
    for name in (*pyodide.RUNTIME_FILES, pyodide.STDLIB):
        shutil.copyfile(pyodide.NODE_PYODIDE / name, published / name)
    shutil.copyfile(site / ENGINE / pyodide.LOCK_FILE, published / pyodide.LOCK_FILE)
    for path in published.iterdir():
        compress.compress_file(path)
    for name, source in PAGES.items():
        shutil.copyfile(WEB / source, site / name)
    texts = [request_text(value) for value in round_trip_requests(60)]
    (site / "bench-engine-requests.json").write_text(json.dumps(texts), encoding="utf-8")
    (site / FIRST_REQUEST).write_text(json.dumps(first_request()), encoding="utf-8")
