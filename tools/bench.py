"""`make bench`: what a phone sees of the site, measured against bare Pyodide in the same run.

    python -m tools.bench [--runs 3] [--json bench-results/latest.json]
    python -m tools.bench --networks "unthrottled,fast 4G" --pages checker,site --runs 5 \
        --site /tmp/site-x --json /tmp/quick.json     (a subset, for quick loops)

Without options it measures everything (`make bench`). With `--networks` / `--pages` only those
(the ratios need the checker and "site"; the rows of the rest are left out); `--site` serves an
already built site folder (copied: the bench's pages go into the copy) instead of building one;
`--no-extras` leaves out the rules page, the round-trip and the CPython engine figures. A subset
writes its JSON only where `--json` says, never to `bench-results/latest.*`.

Builds the site into a temporary folder (timed: the `make site` build), adds bench-only pages
there that do nothing but start Pyodide in a module worker (as the checker does; never
shipped): one from the site's own runtime files (its version folder and its engine folder's
stdlib zip: like for like with the checker), the same that then lets the engine answer the
checker's first request as the checker's worker does (the checker without its page: what the
page itself costs), one from Pyodide's files as the npm package publishes them; serves that
folder with the same server and headers as the tests (so the precompressed .br copies, as a
host that serves them sends them), and drives Debian's Chromium, in one run, the four pages
in rotating order:

- networks: unthrottled; "fast 4G" (9 Mbit/s down, 60 ms latency) and "slow" (1.6 Mbit/s,
  150 ms), both with the page's CPU slowed 4x (CDP `Network.emulateNetworkConditions`,
  `Emulation.setCPUThrottlingRate`);
- each page cold (a fresh persistent profile) and as a repeat visit (a new tab in the same
  profile, after the checker's service worker has kept the runtime and then the engine's
  snapshot, from which the repeat visit starts: the table says how it started): the checker's
  first verdict (`zugpruefer.html#fall=…`, until `[data-verdict]` shows the answer), bare
  Pyodide's start; median of the runs;
- bytes on the wire per file of a cold checker visit, and what its service worker precaches
  and keeps (the snapshot) in the background;
- longest main-thread task (PerformanceObserver "longtask") while the checker loads, and in
  the seconds after its first answer (Material's start waits until then on the checker), and
  for reference the longest one of a rules page (`werkzeug.html`: Material's own start, no
  checker) in the same conditions;
- verdict round-trip once loaded (Material's script started, then 1 s; hash change → verdict
  shown, 250 ms apart like taps),
  p50/p95, and `check_json` alone in a worker's Pyodide;
- the engine on CPython: `rules_py.bench.measure()` (check, a Nein with its alternatives,
  placements: p50/p95).

The bench-only pages and the scripts evaluated in them are in `tools/bench_pages.py` and
`tools/bench_web/`.
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
    PYODIDE,
    ROUND_TRIP,
    add_bare_page,
    bare_query,
    first_request,
    round_trip_requests,
)
from tools.chromium import CHROMIUM, CHROMIUM_ARGS
from tools.serve import SiteServer

RULES_PAGE = "werkzeug.html"
TIMEOUT_MS = 300_000
STAY_MS = 5_000
NETWORKS: dict[str, dict[str, float] | None] = {
    "unthrottled": None,
    "fast 4G": {"mbit": 9.0, "latency": 60, "cpu": 4},
    "slow": {"mbit": 1.6, "latency": 150, "cpu": 4},
}
PAGES = ("checker", "engine", "site", "published")
"""The checker; bare Pyodide from the site's runtime files with the engine answering the
checker's first request (the checker without its page); the same without the engine; bare
Pyodide as published."""
TARGETS = {
    "first_verdict_vs_bare_ratio_max": 1.25,
    "cold_checker_bytes_max": 4.0e6,
    "repeat_vs_cold_ratio_max": 0.6,
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
    def __init__(self, playwright: Any, base_url: str, profiles: Path):
        self.playwright = playwright
        self.base_url = base_url
        self.profiles = profiles
        self.foreign: list[str] = []
        self.count = 0
        self.browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )

    def _guard(self, context: Any) -> Any:
        # Requests are watched, not routed: Playwright's routing turns the HTTP cache off, and
        # a repeat visit is about that cache.
        def request(request: Any) -> None:
            if not request.url.startswith((self.base_url + "/", "data:", "blob:")):
                self.foreign.append(request.url)

        context.on("request", request)
        context.add_init_script(PROBE)
        return context

    def context(self) -> Any:
        return self._guard(
            self.browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844})
        )

    def profile(self) -> Any:
        """A fresh persistent profile (a phone that never saw the site); its HTTP cache and
        service worker stay for the repeat visit."""
        self.count += 1
        context = self.playwright.chromium.launch_persistent_context(
            str(self.profiles / f"p{self.count}"),
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            locale="de-DE",
            viewport={"width": 390, "height": 844},
        )
        return self._guard(context)

    def wait(self, page: Any, what: str) -> dict[str, Any]:
        # A function, not an expression string: the CSP forbids the eval Playwright would use.
        # Asked every 100 ms, not every frame: the probe notes the moment itself, and a
        # question each frame is work on the page's thread while it loads (both pages alike).
        page.wait_for_function(
            "(what) => window.__bench && window.__bench[what] !== null",
            arg=what,
            timeout=TIMEOUT_MS,
            polling=100,
        )
        return dict(page.evaluate("window.__bench"))

    @staticmethod
    def throttle(context: Any, page: Any, network: dict[str, float] | None) -> None:
        if network is None:
            return
        cdp = context.new_cdp_session(page)
        # The network's conditions need the Network domain of this session; its copy of every
        # response body for DevTools (up to 10 MB each, the WebAssembly's 9.6 MB too) is not
        # needed: kept, the renderer encodes each body on the page's thread when it has
        # arrived, as no phone does (traced: a long task of 20-30 ms of CPU, unthrottled, when
        # the WebAssembly's preload finished). Playwright's own session keeps one copy still.
        cdp.send("Network.enable", {"maxTotalBufferSize": 0, "maxResourceBufferSize": 0})
        cdp.send(
            "Network.emulateNetworkConditions",
            {
                "offline": False,
                "latency": network["latency"],
                "downloadThroughput": network["mbit"] * 1e6 / 8,
                "uploadThroughput": network["mbit"] * 1e6 / 8 / 2,
            },
        )
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": network["cpu"]})

    def visit(self, which: str, network: dict[str, float] | None) -> dict[str, Any]:
        """Cold and repeat visit of one page in a fresh profile: times, bytes, long tasks."""
        context = self.profile()
        try:
            if which == "checker":
                url = f"{self.base_url}/{CHECKER}#fall={fall(first_request())}"
                done = "verdictAt"
            else:
                url = f"{self.base_url}/bench-bare.html{bare_query(which)}"
                done = "readyAt"
            result: dict[str, Any] = {}
            for visit in ("cold", "repeat"):
                page = context.new_page()
                self.throttle(context, page, network)
                files: dict[str, int] = {}

                def finished(request: Any, files: dict[str, int] = files) -> None:
                    path = request.url.split("?")[0].split("#")[0][len(self.base_url) + 1 :]
                    files[path] = files.get(path, 0) + _size(request)

                page.on("requestfinished", finished)
                # Only until the page is committed: the probe times the visit from navigation
                # itself, and no page's load event is what the bench waits for (the checker's
                # waited for its runtime preloads while it had them: on the slow link some 20 s).
                page.goto(url, wait_until="commit")
                probe = self.wait(page, done)
                at = probe[done]
                if which == "checker" and visit == "cold":
                    # The runtime is kept for offline use once the engine runs (offline.js):
                    # a real repeat visit comes later than that.
                    page.wait_for_function(
                        "() => document.documentElement.dataset.offline === 'ready'",
                        timeout=TIMEOUT_MS,
                    )
                    # Then the engine's snapshot, in the background: the repeat visit starts
                    # from it (sitegen/snapshot.py).
                    page.wait_for_function(
                        "() => document.documentElement.dataset.snapshot", timeout=TIMEOUT_MS
                    )
                    # A player stays a few seconds: the worker compiles the cached runtime
                    # once more then, for the next visit (zugpruefer-worker.js).
                    page.wait_for_timeout(STAY_MS)
                # After the answer: Material's start (on the checker it waits for the answer,
                # zugpruefer-later.js), the service worker's install, the pictures.
                after = page.evaluate("window.__bench.tasks")
                result[visit] = {
                    "ms": at,
                    # How the checker's engine started: "normal", or "snapshot" (restored).
                    "start": page.evaluate("document.documentElement.dataset.engineStart || ''"),
                    "longest_task_ms": max(
                        (d for start, d in probe["tasks"] if start < at), default=0.0
                    ),
                    "longest_task_after_ms": max(
                        (d for start, d in after if start >= at), default=0.0
                    ),
                    "bytes": sum(files.values()),
                    "files": files,
                }
                page.close()
            return result
        finally:
            context.close()

    def rules_page(self, network: dict[str, float] | None) -> float:
        """The longest main-thread task of a cold visit to a rules page (Material's own start,
        no checker): what any page of the site costs in these conditions."""
        context = self.profile()
        try:
            page = context.new_page()
            self.throttle(context, page, network)
            page.goto(f"{self.base_url}/{RULES_PAGE}", wait_until="load")
            page.wait_for_timeout(STAY_MS // 2)
            tasks = page.evaluate("window.__bench.tasks")
            return max((float(d) for _, d in tasks), default=0.0)
        finally:
            context.close()

    def engine_in_browser(self) -> list[float]:
        context = self.context()
        page = context.new_page()
        page.goto(f"{self.base_url}/bench-engine.html{bare_query('site')}")
        times = self.wait(page, "readyAt")["engineTimes"]
        context.close()
        return [float(t) for t in times]

    def round_trips(self, count: int) -> list[float]:
        context = self.context()
        page = context.new_page()
        page.goto(f"{self.base_url}/{CHECKER}#fall={fall(first_request())}", wait_until="commit")
        self.wait(page, "verdictAt")
        # Once loaded: Material's script has started too (on the checker it waits for the first
        # answer, zugpruefer-later.js; its start is "the same after the answer" above).
        page.wait_for_function("() => typeof window.document$ === 'object'", timeout=TIMEOUT_MS)
        page.wait_for_timeout(1000)
        times = page.evaluate(ROUND_TRIP, round_trip_requests(count))
        context.close()
        return [float(t) for t in times]


def _size(request: Any) -> int:
    """Bytes of a finished request; 0 for one that finished as its page was closing (after the
    visit was measured), whose sizes Playwright can no longer read: before, that raised in
    Playwright's event callback, printed a traceback and added nothing either."""
    from playwright.sync_api import Error as PlaywrightError

    try:
        sizes = request.sizes()
    except PlaywrightError:
        return 0
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


def snapshot_bytes(site: Path) -> int:
    """The engine's snapshot as the server sends it (brotli): what the service worker fetches
    in the background after the runtime, for a quicker start on later visits."""
    found = sorted(site.glob("pyodide/v*/engine-*/snapshot.bin.br"))
    if len(found) != 1:
        raise SystemExit(f"expected one snapshot.bin.br in {site}/pyodide, found {found}")
    return found[0].stat().st_size


def precache_bytes(site: Path) -> int:
    """What the checker's service worker fetches in the background on a first visit: every
    precached file, as the server sends it (brotli copy where there is one)."""
    import re

    total = 0
    for url in re.findall(r'url:"([^"]*)"', (site / "sw.js").read_text(encoding="utf-8")):
        path = site / url
        br = path.with_name(path.name + ".br")
        total += (br if br.is_file() else path).stat().st_size
    return total


def measure(
    runs: int = 3,
    round_trip_count: int = 60,
    networks: tuple[str, ...] = tuple(NETWORKS),
    pages: tuple[str, ...] = PAGES,
    built: Path | None = None,
    extras: bool = True,
) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    from rules_py import bench as engine_bench

    tmp = Path(tempfile.mkdtemp(prefix="saboteur-bench-"))
    try:
        site = tmp / "site"
        if built is None:
            build_seconds = build_site(site)
        else:
            shutil.copytree(built, site)
            build_seconds = 0.0
        add_bare_page(site)
        background = precache_bytes(site)
        snapshot = snapshot_bytes(site)
        (tmp / "profiles").mkdir()
        with SiteServer(site) as server, sync_playwright() as playwright:
            browser = Browser(playwright, server.url, tmp / "profiles")
            # visits[network][page] = one result per run
            visits: dict[str, dict[str, list[dict[str, Any]]]] = {
                net: {page: [] for page in pages} for net in networks
            }
            rules_tasks: dict[str, list[float]] = {net: [] for net in networks}
            step = 0
            for i in range(runs):
                for net in networks:
                    conditions = NETWORKS[net]
                    # Rotate the order so that no page always runs on a warmer machine.
                    order = pages[step % len(pages) :] + pages[: step % len(pages)]
                    step += 1
                    for which in order:
                        print(f"run {i + 1}/{runs}, {net}: {which}", file=sys.stderr, flush=True)
                        visits[net][which].append(browser.visit(which, conditions))
                        if which == "checker":
                            cold = visits[net][which][-1]["cold"]["ms"]
                            print(f"  cold {cold:.0f} ms", file=sys.stderr, flush=True)
                    if extras:
                        print(f"run {i + 1}/{runs}, {net}: rules page", file=sys.stderr, flush=True)
                        rules_tasks[net].append(browser.rules_page(conditions))
            trips = browser.round_trips(round_trip_count) if extras else []
            in_browser = browser.engine_in_browser() if extras else []
            foreign = browser.foreign
            browser.browser.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def median(net: str, which: str, visit: str, key: str = "ms") -> float:
        return round(float(statistics.median(v[visit][key] for v in visits[net][which])), 1)

    figures: dict[str, Any] = {}
    for net in networks:
        figures[net] = {
            which: {
                visit: {
                    "ms": median(net, which, visit),
                    "runs": [round(v[visit]["ms"], 1) for v in visits[net][which]],
                    "bytes": int(median(net, which, visit, "bytes")),
                    "starts": sorted({v[visit]["start"] for v in visits[net][which]} - {""}),
                }
                for visit in ("cold", "repeat")
            }
            for which in pages
        }
        n = figures[net]
        if "checker" not in n:
            continue
        checker = n["checker"]
        if "site" in n:
            n["ratio_site_cold"] = round(checker["cold"]["ms"] / n["site"]["cold"]["ms"], 3)
            # Per run too (the pages of one run came one after the other): how far they spread.
            n["ratio_site_cold_runs"] = [
                round(c["cold"]["ms"] / b["cold"]["ms"], 3)
                for c, b in zip(visits[net]["checker"], visits[net]["site"], strict=True)
            ]
        if "engine" in n:
            n["ratio_engine_cold"] = round(checker["cold"]["ms"] / n["engine"]["cold"]["ms"], 3)
        n["ratio_repeat"] = round(checker["repeat"]["ms"] / checker["cold"]["ms"], 3)
        n["longest_task_ms"] = round(
            max(v["cold"]["longest_task_ms"] for v in visits[net]["checker"]), 1
        )
        n["longest_task_after_ms"] = round(
            max(v["cold"]["longest_task_after_ms"] for v in visits[net]["checker"]), 1
        )
        n["longest_task_runs"] = [
            round(v["cold"]["longest_task_ms"]) for v in visits[net]["checker"]
        ]
        if extras:
            n["rules_page_longest_task_ms"] = round(max(rules_tasks[net]), 1)
    if not (extras and networks == tuple(NETWORKS) and pages == PAGES):
        return {
            "machine": machine(),
            "runs": runs,
            "subset": {"networks": list(networks), "pages": list(pages)},
            "figures": figures,
            "foreign_requests": foreign,
        }
    cold_files = visits["unthrottled"]["checker"][-1]["cold"]["files"]
    engine = engine_bench.measure()
    return {
        "machine": machine(),
        "runs": runs,
        "networks": NETWORKS,
        "figures": figures,
        "checker_files": dict(sorted(cold_files.items(), key=lambda kv: -kv[1])),
        "precache_bytes": background,
        "snapshot_bytes": snapshot,
        "round_trip_ms": {
            "p50": round(percentile(trips, 0.5), 2),
            "p95": round(percentile(trips, 0.95), 2),
            "count": len(trips),
            "engine_alone_p50": round(percentile(in_browser, 0.5), 3),
            "engine_alone_p95": round(percentile(in_browser, 0.95), 3),
        },
        "engine": engine,
        "make_site_s": round(build_seconds, 2),
        "foreign_requests": foreign,
        "targets": TARGETS,
    }


def _kb(size: float) -> str:
    return f"{size / 1e6:.2f} MB" if size >= 1e6 else f"{size / 1e3:.0f} kB"


def rows(r: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(measure, figure, target and whether it is met) for the table and docs-dev/performance.md."""
    t = r["targets"]
    e = r["engine"]
    f = r["figures"]

    def target(value: float, limit: float, unit: str, prefix: str = "") -> str:
        return f"{prefix}≤ {limit}{unit} {'ok' if value <= limit else 'MISSED'}"

    out: list[tuple[str, str, str]] = []
    for net in r["networks"]:
        n = f[net]
        label = net if net == "unthrottled" else f"{net}, CPU 4x"
        for which, name in (
            ("checker", "checker, first verdict"),
            ("engine", "bare Pyodide + engine's first answer"),
            ("site", "bare Pyodide, site's runtime"),
            ("published", "bare Pyodide as published"),
        ):
            cold, repeat = n[which]["cold"], n[which]["repeat"]
            started = "/".join(repeat.get("starts", []))
            out.append(
                (
                    f"{label}: {name}",
                    f"{cold['ms']:.0f} / {repeat['ms']:.0f} ms",
                    f"cold / repeat; {_kb(cold['bytes'])} / {_kb(repeat['bytes'])} on the wire"
                    + (f"; repeat started: {started}" if started else ""),
                )
            )
        ratio_max = t["first_verdict_vs_bare_ratio_max"]
        out.append(
            (
                f"{label}: checker ÷ bare (site's runtime), cold",
                f"{n['ratio_site_cold']:.2f}x",
                target(n["ratio_site_cold"], ratio_max, "x") if net == "unthrottled" else "",
            )
        )
        if "ratio_engine_cold" in n:
            out.append(
                (
                    f"{label}: checker ÷ bare + engine, cold",
                    f"{n['ratio_engine_cold']:.2f}x",
                    "the page's own share, for reference",
                )
            )
        out.append(
            (
                f"{label}: checker repeat ÷ cold",
                f"{n['ratio_repeat']:.2f}x",
                target(n["ratio_repeat"], t["repeat_vs_cold_ratio_max"], "x"),
            )
        )
        out.append(
            (
                f"{label}: longest main-thread task",
                f"{n['longest_task_ms']:.0f} ms",
                target(n["longest_task_ms"], t["longest_task_ms_max"], " ms"),
            )
        )
        if "longest_task_after_ms" in n:
            out.append(
                (
                    f"{label}: the same after the answer",
                    f"{n['longest_task_after_ms']:.0f} ms",
                    f"Material's start, the service worker, pictures (within {STAY_MS // 1000} s)",
                )
            )
        if "rules_page_longest_task_ms" in n:
            out.append(
                (
                    f"{label}: the same on a rules page",
                    f"{n['rules_page_longest_task_ms']:.0f} ms",
                    "Material's own start, for reference",
                )
            )
    cold_bytes = f["unthrottled"]["checker"]["cold"]["bytes"]
    out.append(
        (
            "cold checker visit, on the wire",
            _kb(cold_bytes),
            target(cold_bytes / 1e6, t["cold_checker_bytes_max"] / 1e6, " MB"),
        )
    )
    for name, size in list(r["checker_files"].items())[:8]:
        out.append((f"  {name}", _kb(size), ""))
    out.append(
        (
            "  service worker precache (background)",
            _kb(r["precache_bytes"]),
            "after the page, for offline use",
        )
    )
    if "snapshot_bytes" in r:
        out.append(
            (
                "  engine's snapshot (background)",
                _kb(r["snapshot_bytes"]),
                "after the runtime is kept, for later visits",
            )
        )
    trip = r["round_trip_ms"]
    check, spots = e["check"], e["placements"]
    out += [
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
            "a Nein with its alternatives p50 / p95 (CPython)",
            f"{e['check_rejected']['p50_ms']} / {e['check_rejected']['p95_ms']} ms",
            target(e["check_rejected"]["p95_ms"], t["placements_p95_ms_max"], " ms", "p95 "),
        ),
        (
            f"placements p50 / p95 ({e.get('board_cards')} cards)",
            f"{spots['p50_ms']} / {spots['p95_ms']} ms",
            target(spots["p95_ms"], t["placements_p95_ms_max"], " ms", "p95 "),
        ),
        ("make site", f"{r['make_site_s']:.1f} s", ""),
        (
            "requests to other origins",
            str(len(r["foreign_requests"])),
            "none allowed " + ("ok" if not r["foreign_requests"] else "MISSED"),
        ),
    ]
    return out


def table(r: dict[str, Any]) -> str:
    rows_ = rows(r)
    width = max(len(row[0]) for row in rows_)
    m = r["machine"]
    head = f"{m['date']}, {m['nproc']} x {m['cpu']}, {m['chromium']}, runs: {r['runs']}"
    return head + "\n" + "\n".join(f"{a:<{width}}  {b:>18}  {c}" for a, b, c in rows_)


def subset_table(r: dict[str, Any]) -> str:
    """A subset's figures: each page's cold and repeat times (median and runs), the ratios."""
    m = r["machine"]
    lines = [f"{m['date']}, {m['nproc']} x {m['cpu']}, {m['chromium']}, runs: {r['runs']}"]
    for net, n in r["figures"].items():
        for which in r["subset"]["pages"]:
            cold, repeat = n[which]["cold"], n[which]["repeat"]
            runs = ", ".join(f"{ms:.0f}" for ms in cold["runs"])
            lines.append(
                f"{net}: {which:<9} cold {cold['ms']:>7.0f} ms ({runs}); "
                f"repeat {repeat['ms']:.0f} ms"
            )
        if "ratio_site_cold" in n:
            runs = ", ".join(f"{x:.2f}" for x in n["ratio_site_cold_runs"])
            lines.append(f"{net}: checker ÷ site, cold {n['ratio_site_cold']:.2f}x (runs {runs})")
        if "ratio_engine_cold" in n:
            lines.append(f"{net}: checker ÷ engine, cold {n['ratio_engine_cold']:.2f}x")
        if "longest_task_ms" in n:
            lines.append(
                f"{net}: longest task while loading {n['longest_task_ms']:.0f} ms "
                f"(runs {', '.join(str(ms) for ms in n['longest_task_runs'])}), "
                f"after the answer {n['longest_task_after_ms']:.0f} ms"
            )
    return "\n".join(lines)


def markdown(r: dict[str, Any]) -> str:
    """The figures as a Markdown table, for docs-dev/performance.md ("Latest figures")."""
    lines = ["| measure | figure | target |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows(r)]
    m = r["machine"]
    return (
        f"Measured {m['date']} on {m['nproc']} x {m['cpu']} (`nproc` = {m['nproc']}), "
        f"{m['chromium']}, Node {m['node']}, median of {r['runs']} runs.\n\n" + "\n".join(lines)
    )


def _names(text: str, known: tuple[str, ...], what: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    unknown = [name for name in names if name not in known]
    if unknown or not names:
        raise SystemExit(f"unknown {what} {unknown}: choose from {', '.join(known)}")
    return tuple(name for name in known if name in names)  # in the bench's own order


def main() -> None:
    parser = argparse.ArgumentParser(description="Performance figures of the site (make bench).")
    parser.add_argument("--runs", type=int, default=3, help="runs per page and network")
    parser.add_argument("--json", type=Path, default=None, help="where the JSON goes")
    parser.add_argument(
        "--networks", default=",".join(NETWORKS), help=f"a subset of: {', '.join(NETWORKS)}"
    )
    parser.add_argument("--pages", default=",".join(PAGES), help=f"a subset of: {', '.join(PAGES)}")
    parser.add_argument("--site", type=Path, help="measure this built site (no build)")
    parser.add_argument(
        "--no-extras",
        action="store_true",
        help="no rules page, round-trip or CPython figures",
    )
    args = parser.parse_args()
    networks = _names(args.networks, tuple(NETWORKS), "networks")
    pages = _names(args.pages, PAGES, "pages")
    if args.site is not None and not (args.site / PYODIDE / "pyodide.mjs").is_file():
        raise SystemExit(f"{args.site} is no built site (no {PYODIDE}pyodide.mjs)")
    result = measure(
        max(1, args.runs),
        networks=networks,
        pages=pages,
        built=args.site,
        extras=not args.no_extras,
    )
    text = json.dumps(result, indent=2, ensure_ascii=False) + "\n"
    if "subset" in result:
        if args.json is not None:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(text, encoding="utf-8")
        print(subset_table(result), file=sys.stderr)
        return
    out = args.json or ROOT / "bench-results" / "latest.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(text, end="")
    print(table(result), file=sys.stderr)
    (out.parent / "latest.md").write_text(markdown(result) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
