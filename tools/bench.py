"""`make bench`: performance figures of the site, measured against bare Pyodide in the same run.

    python -m tools.bench [--runs 3] [--json bench-results/latest.json]

Builds the site into a temporary folder (timed: the `make site` build), adds bench-only pages
there that do nothing but start Pyodide in a module worker (as the checker does; never
shipped): one from Pyodide's files as the npm package publishes them (copied beside, under
`bench-pyodide/`), one from the site's own folder (whose stdlib zip has the checker's modules
precompiled, see sitegen/pyodide.py); serves that folder with the same server and headers as
the tests, and drives Debian's Chromium:

- checker first verdict (`zugpruefer.html#fall=…`, until `[data-verdict]` shows the answer)
  vs bare Pyodide's start as published (the target) and from the site's runtime, cold (fresh
  browser context) and on a warm reload; median of runs
- longest main-thread task (PerformanceObserver "longtask") while the checker loads
- verdict round-trip in the browser once loaded (hash change → verdict shown, 250 ms apart
  like taps), p50/p95, and
  for comparison the same requests' `check_json` alone in a worker's Pyodide
- bytes transferred (cold, uncompressed: the test server does not gzip) for three pages
- the engine on CPython: `rules_py.bench.measure()` (check / placements p50/p95)

The bench-only pages and the scripts evaluated in them are files in `tools/bench_web/`, put
into place by `tools/bench_pages.py`.
Prints a short table to stderr and JSON to stdout. Speed is reported, never asserted.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sitegen.links import CHECKER, fall
from tools import ROOT
from tools.bench_pages import (
    PROBE,
    PUBLISHED,
    PYODIDE,
    ROUND_TRIP,
    add_bare_page,
    first_request,
    round_trip_requests,
)
from tools.chromium import CHROMIUM, CHROMIUM_ARGS
from tools.serve import SiteServer

RULES_PAGE = "werkzeug.html"
TIMEOUT_MS = 120_000
TARGETS = {
    "first_verdict_vs_bare_ratio_max": 1.10,
    "longest_task_ms_max": 250,
    "round_trip_p95_ms_max": 20,
    "check_p95_ms_max": 1.0,
    "placements_p95_ms_max": 20.0,
}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def build_site(dest: Path) -> float:
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean", "--site-dir", str(dest)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    seconds = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"mkdocs build failed:\n{done.stdout}\n{done.stderr}")
    if not (dest / PYODIDE / "pyodide.mjs").is_file():
        raise SystemExit(f"the built site has no {PYODIDE}pyodide.mjs: nothing to measure")
    return seconds


class Browser:
    def __init__(self, playwright: Any, base_url: str):
        self.base_url = base_url
        self.browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        self.foreign: list[str] = []

    def context(self) -> Any:
        context = self.browser.new_context(locale="de-DE", viewport={"width": 1280, "height": 800})

        def route(route: Any) -> None:
            if route.request.url.startswith((self.base_url + "/", "data:", "blob:")):
                route.continue_()
            else:
                self.foreign.append(route.request.url)
                route.abort()

        context.route("**/*", route)
        context.add_init_script(PROBE)
        return context

    def wait(self, page: Any, what: str) -> dict[str, Any]:
        # A function, not an expression string: the CSP forbids the eval Playwright would use.
        page.wait_for_function(
            "(what) => window.__bench && window.__bench[what] !== null",
            arg=what,
            timeout=TIMEOUT_MS,
        )
        return dict(page.evaluate("window.__bench"))

    def bare(self, folder: str) -> tuple[float, float, float]:
        context = self.context()
        page = context.new_page()
        page.goto(f"{self.base_url}/bench-bare.html?folder={folder}")
        probe = self.wait(page, "readyAt")
        cold = probe["readyAt"]
        longest = max((d for start, d in probe["tasks"] if start < cold), default=0.0)
        page.reload()
        warm = self.wait(page, "readyAt")["readyAt"]
        context.close()
        return cold, warm, longest

    def engine_in_browser(self) -> list[float]:
        context = self.context()
        page = context.new_page()
        page.goto(f"{self.base_url}/bench-engine.html?folder={PYODIDE}")
        times = self.wait(page, "readyAt")["engineTimes"]
        context.close()
        return [float(t) for t in times]

    def checker(self) -> tuple[float, float, float, int]:
        context = self.context()
        page = context.new_page()
        sizes: list[int] = []
        page.on("requestfinished", lambda r: sizes.append(_size(r)))
        page.goto(f"{self.base_url}/{CHECKER}#fall={fall(first_request())}")
        probe = self.wait(page, "verdictAt")
        cold = probe["verdictAt"]
        longest = max((d for start, d in probe["tasks"] if start < cold), default=0.0)
        transferred = sum(sizes)
        page.reload()
        warm = self.wait(page, "verdictAt")["verdictAt"]
        context.close()
        return cold, warm, longest, transferred

    def round_trips(self, count: int) -> list[float]:
        context = self.context()
        page = context.new_page()
        page.goto(f"{self.base_url}/{CHECKER}#fall={fall(first_request())}")
        self.wait(page, "verdictAt")
        times = page.evaluate(ROUND_TRIP, round_trip_requests(count))
        context.close()
        return [float(t) for t in times]

    def page_bytes(self, path: str) -> int:
        context = self.context()
        page = context.new_page()
        sizes: list[int] = []
        page.on("requestfinished", lambda r: sizes.append(_size(r)))
        page.goto(f"{self.base_url}/{path}", wait_until="networkidle")
        context.close()
        return sum(sizes)


def _size(request: Any) -> int:
    sizes = request.sizes()
    return int(sizes["responseBodySize"] + sizes["responseHeadersSize"])


def machine() -> dict[str, Any]:
    cpu = platform.processor() or "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    chromium = subprocess.run(
        [CHROMIUM, "--version"], capture_output=True, text=True
    ).stdout.strip()
    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    return {
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": os.cpu_count(),
        "cpu": cpu,
        "python": platform.python_version(),
        "chromium": chromium,
        "node": node,
    }


def measure(runs: int = 3, round_trip_count: int = 60) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    from rules_py import bench as engine_bench

    tmp = Path(tempfile.mkdtemp(prefix="saboteur-bench-"))
    try:
        site = tmp / "site"
        build_seconds = build_site(site)
        add_bare_page(site)
        with SiteServer(site) as server, sync_playwright() as playwright:
            browser = Browser(playwright, server.url)
            # cold and warm times per page: the checker, Pyodide as published, the site's runtime
            times: dict[str, tuple[list[float], list[float]]] = {
                name: ([], []) for name in ("checker", "published", "site")
            }
            longest: list[float] = []
            bare_longest: list[float] = []
            checker_bytes = 0
            for i in range(runs):
                # Rotate the order so that no page always runs on a warmer machine.
                order = ["checker", "published", "site"]
                for which in order[i % 3 :] + order[: i % 3]:
                    if which == "checker":
                        cold, warm, task, checker_bytes = browser.checker()
                        longest.append(task)
                    else:
                        folder = PUBLISHED if which == "published" else PYODIDE
                        cold, warm, task = browser.bare(folder)
                        bare_longest.append(task)
                    times[which][0].append(cold)
                    times[which][1].append(warm)
            trips = browser.round_trips(round_trip_count)
            in_browser = browser.engine_in_browser()
            transferred = {
                "index.html": browser.page_bytes("index.html"),
                RULES_PAGE: browser.page_bytes(RULES_PAGE),
                CHECKER: checker_bytes,
            }
            foreign = browser.foreign
            browser.browser.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def series(cold: list[float], warm: list[float]) -> dict[str, Any]:
        return {
            "cold": round(statistics.median(cold), 1),
            "warm": round(statistics.median(warm), 1),
            "cold_runs": [round(v, 1) for v in cold],
            "warm_runs": [round(v, 1) for v in warm],
        }

    def ratio(checker: list[float], bare: list[float]) -> float:
        return round(statistics.median(checker) / statistics.median(bare), 3)

    engine = engine_bench.measure()
    return {
        "machine": machine(),
        "runs": runs,
        "first_verdict_ms": series(*times["checker"]),
        "bare_pyodide_ms": series(*times["published"]),
        "site_runtime_ms": series(*times["site"]),
        "ratio_cold": ratio(times["checker"][0], times["published"][0]),
        "ratio_warm": ratio(times["checker"][1], times["published"][1]),
        "ratio_site_cold": ratio(times["checker"][0], times["site"][0]),
        "ratio_site_warm": ratio(times["checker"][1], times["site"][1]),
        "longest_task_ms": {
            "max": round(max(longest), 1),
            "runs": [round(v, 1) for v in longest],
            "bare_pyodide_max": round(max(bare_longest), 1),
        },
        "round_trip_ms": {
            "p50": round(percentile(trips, 0.5), 2),
            "p95": round(percentile(trips, 0.95), 2),
            "count": len(trips),
            "engine_alone_p50": round(percentile(in_browser, 0.5), 3),
            "engine_alone_p95": round(percentile(in_browser, 0.95), 3),
        },
        "bytes": transferred,
        "engine": engine,
        "make_site_s": round(build_seconds, 2),
        "foreign_requests": foreign,
        "targets": TARGETS,
    }


def rows(r: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(measure, figure, target and whether it is met) for the table and the README."""
    t = r["targets"]
    e = r["engine"]

    def target(value: float, limit: float, unit: str, prefix: str = "") -> str:
        return f"{prefix}≤ {limit}{unit} {'ok' if value <= limit else 'MISSED'}"

    ratio_max = t["first_verdict_vs_bare_ratio_max"]
    trip, task = r["round_trip_ms"], r["longest_task_ms"]["max"]
    check, spots = e["check"], e["placements"]
    return [
        ("first verdict, cold (median)", f"{r['first_verdict_ms']['cold']:.0f} ms", ""),
        ("bare Pyodide as published, cold", f"{r['bare_pyodide_ms']['cold']:.0f} ms", ""),
        ("ratio cold", f"{r['ratio_cold']:.2f}x", target(r["ratio_cold"], ratio_max, "x")),
        ("first verdict, warm reload", f"{r['first_verdict_ms']['warm']:.0f} ms", ""),
        ("bare Pyodide as published, warm", f"{r['bare_pyodide_ms']['warm']:.0f} ms", ""),
        ("ratio warm", f"{r['ratio_warm']:.2f}x", target(r["ratio_warm"], ratio_max, "x")),
        ("bare Pyodide, site's runtime, cold", f"{r['site_runtime_ms']['cold']:.0f} ms", ""),
        ("bare Pyodide, site's runtime, warm", f"{r['site_runtime_ms']['warm']:.0f} ms", ""),
        (
            "  ratio to the site's runtime",
            f"{r['ratio_site_cold']:.2f}x / {r['ratio_site_warm']:.2f}x",
            "cold / warm: the engine's and the page's share",
        ),
        (
            "longest main-thread task",
            f"{task:.0f} ms",
            target(task, t["longest_task_ms_max"], " ms"),
        ),
        (
            "verdict round-trip p50 / p95",
            f"{trip['p50']:.1f} / {trip['p95']:.1f} ms",
            target(trip["p95"], t["round_trip_p95_ms_max"], " ms", "p95 "),
        ),
        (
            "  check alone in browser Pyodide",
            f"{trip.get('engine_alone_p50', 0)} / {trip.get('engine_alone_p95', 0)} ms",
            "",
        ),
        (
            "check p50 / p95 (CPython)",
            f"{check['p50_ms']} / {check['p95_ms']} ms",
            target(check["p95_ms"], t["check_p95_ms_max"], " ms", "p95 "),
        ),
        (
            f"placements p50 / p95 ({e.get('board_cards')} cards)",
            f"{spots['p50_ms']} / {spots['p95_ms']} ms",
            target(spots["p95_ms"], t["placements_p95_ms_max"], " ms", "p95 "),
        ),
        *((f"bytes {name}", f"{size / 1024:.0f} KiB", "") for name, size in r["bytes"].items()),
        ("make site", f"{r['make_site_s']:.1f} s", ""),
        (
            "requests to other origins",
            str(len(r["foreign_requests"])),
            "none allowed " + ("ok" if not r["foreign_requests"] else "MISSED"),
        ),
    ]


def table(r: dict[str, Any]) -> str:
    rows_ = rows(r)
    width = max(len(row[0]) for row in rows_)
    m = r["machine"]
    head = f"{m['date']}, {m['nproc']} x {m['cpu']}, {m['chromium']}, runs: {r['runs']}"
    return head + "\n" + "\n".join(f"{a:<{width}}  {b:>18}  {c}" for a, b, c in rows_)


def markdown(r: dict[str, Any]) -> str:
    """The figures as a Markdown table, for the README's "Performance" section."""
    lines = ["| measure | figure | target |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows(r)]
    m = r["machine"]
    return (
        f"Measured {m['date']} on {m['nproc']} x {m['cpu']} (`nproc` = {m['nproc']}), "
        f"{m['chromium']}, Node {m['node']}, median of {r['runs']} runs.\n\n" + "\n".join(lines)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="Performance figures of the site (make bench).")
    parser.add_argument("--runs", type=int, default=3, help="cold/warm runs per side (≥ 3)")
    parser.add_argument("--json", type=Path, default=ROOT / "bench-results" / "latest.json")
    args = parser.parse_args()
    result = measure(max(3, args.runs))
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2, ensure_ascii=False))
    print(table(result), file=sys.stderr)
    (args.json.parent / "latest.md").write_text(markdown(result) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
