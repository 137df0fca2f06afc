"""The bench-only pages of `make bench` (never shipped): written into the temporary copy of the
site that `tools.bench` serves, with the requests it asks and the scripts it evaluates there.

- `bench-bare.html?folder=…`: starts Pyodide (no package) in a module worker, nothing else,
  from the site's runtime folder or from Pyodide's files as published (`bench-pyodide/`);
- `bench-engine.html`: the engine alone in a worker's Pyodide, timed per `check_json`;
- PROBE (an init script: long tasks, the moment a verdict shows) and ROUND_TRIP (hash changes
  timed until the verdict shows).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from sitegen import pinned, pyodide
from sitegen.links import fall, request_text

PYODIDE = pyodide.site_path()  # the site's runtime folder, "pyodide/v<version>/"
PUBLISHED = "bench-pyodide/"

# Bench-only page: start Pyodide (no package) in a module worker, nothing else. %(folder)s is
# where its files are: the site's own or the published ones.
BARE_HTML = """<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Pyodide (bench)</title>
<script type="module" src="bench-bare.js"></script></head>
<body><p>Pyodide startet…</p></body></html>
"""
BARE_JS = """const folder = new URLSearchParams(location.search).get("folder");
const url = new URL(`./bench-bare-worker.mjs?folder=${folder}`, import.meta.url);
const worker = new Worker(url, {type: "module"});
worker.onmessage = (event) => {
  window.__bench.readyAt = performance.now();
  document.body.dataset.ready = String(event.data);
};
"""
BARE_WORKER = """const folder = new URLSearchParams(self.location.search).get("folder");
const indexURL = new URL(`./${folder}`, self.location.href).href;
const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
const pyodide = await loadPyodide({
  indexURL,
  lockFileURL: `${indexURL}pyodide-lock.json`,
  stdLibURL: `${indexURL}python_stdlib.zip`,
  stdout: () => {}, stderr: () => {},
});
postMessage(pyodide.runPython("1 + 1"));
"""

# Bench-only page: the engine alone in browser Pyodide (no page around it), timed per check,
# to tell the engine's share of the round-trip from the page's and the worker messaging's.
ENGINE_HTML = BARE_HTML.replace("bench-bare.js", "bench-engine.js")
ENGINE_JS = """const url = new URL("./bench-engine-worker.mjs", import.meta.url);
const worker = new Worker(url, {type: "module"});
worker.onmessage = (event) => {
  window.__bench.engineTimes = event.data;
  window.__bench.readyAt = performance.now();
};
"""
ENGINE_WORKER = f"""const indexURL = new URL("./{PYODIDE}", self.location.href).href;
const {{ loadPyodide }} = await import(`${{indexURL}}pyodide.mjs`);
const pyodide = await loadPyodide({{
  indexURL,
  lockFileURL: `${{indexURL}}pyodide-lock.json`,
  stdLibURL: `${{indexURL}}python_stdlib.zip`,
  packages: ["rules_py"],
  stdout: () => {{}}, stderr: () => {{}},
}});
const texts = await (await fetch("./bench-engine-requests.json")).json();
const check = pyodide.runPython("import rules_py.api; rules_py.api.check_json");
const times = [];
for (let round = 0; round < 5; round++) {{
  for (const text of texts) {{
    const t0 = performance.now();
    check(text);
    times.push(performance.now() - t0);
  }}
}}
postMessage(times);
"""

# Before any page script: long tasks and the moment a verdict appears.
PROBE = """
window.__bench = {tasks: [], verdictAt: null, readyAt: null};
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask", buffered: true});
} catch (e) {}
new MutationObserver(() => {
  if (window.__bench.verdictAt === null && document.querySelector("[data-verdict][data-allowed]"))
    window.__bench.verdictAt = performance.now();
}).observe(document, {subtree: true, childList: true, attributes: true});
"""

ROUND_TRIP = """async (falls) => {
  const times = [];
  for (const fall of falls) {
    const shown = new Promise((resolve) => {
      const look = () => {
        const el = document.querySelector("[data-verdict]");
        if (el && el.dataset.fall === fall && el.dataset.allowed) {
          observer.disconnect();
          resolve();
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    });
    const t0 = performance.now();
    location.hash = "#fall=" + fall;
    await shown;
    times.push(performance.now() - t0);
    // A reader's next tap comes later: let the page finish what follows a verdict
    // (the legal places) before the next change, as it would between two taps.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return times;
}"""


def first_request() -> dict[str, Any]:
    return {
        "situation": {"broken": {"du": ["lamp"]}},
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
                "tool": ["lamp", "cart", "pickaxe"][i % 9 // 3],
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
            move = {"play": "repair", "tools": ["lamp"], "target": "du"}
        falls.append(
            fall({"situation": {"broken": {"du": ["lamp"] if i % 2 else []}}, "move": move})
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
    (site / "bench-bare.html").write_text(BARE_HTML, encoding="utf-8")
    (site / "bench-bare.js").write_text(BARE_JS, encoding="utf-8")
    (site / "bench-bare-worker.mjs").write_text(BARE_WORKER, encoding="utf-8")
    (site / "bench-engine.html").write_text(ENGINE_HTML, encoding="utf-8")
    (site / "bench-engine.js").write_text(ENGINE_JS, encoding="utf-8")
    (site / "bench-engine-worker.mjs").write_text(ENGINE_WORKER, encoding="utf-8")
    texts = [request_text(value) for value in round_trip_requests(60)]
    (site / "bench-engine-requests.json").write_text(json.dumps(texts), encoding="utf-8")
