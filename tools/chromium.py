"""How this project starts Debian's Chromium (tests and `make bench` alike; the tests with one
flag more, `TEST_ARGS`).

Never a browser that a tool downloads; the flags keep it from calling home, which this
machine's closed network would refuse many times over.

Chromium heeds only the last `--disable-features` on its command line, so ours repeats the
list Playwright passes (playwright-core's chromiumSwitches.ts, Playwright 1.65) and adds the
omnibox's WebUI: desktop Chromium, headless too, starts a renderer for its address bar's
popup with every new browser, which kept one of this machine's two cores busy for about a
second (traced: 0.4–1.1 s of CPU while the page under test loaded, in some visits and not in
others). A phone's browser has no such thing; for `make bench` it was the largest source of
noise, and tests start faster without it.
"""

CHROMIUM = "/usr/bin/chromium"

# Playwright's own list, in its order (see above why it is repeated here).
_PLAYWRIGHT_DISABLED = [
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
]
# The address bar's popup drawn by a WebUI renderer (chrome://omnibox-popup.top-chrome).
_OMNIBOX_WEBUI = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"]

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    "--disable-features=" + ",".join(_PLAYWRIGHT_DISABLED + _OMNIBOX_WEBUI),
]

# Features the tests' Chromium turns off as well (see TEST_ARGS).
_SPARE_RENDERER = ["SpareRendererForSitePerProcess"]

TEST_ARGS = [
    *(arg for arg in CHROMIUM_ARGS if not arg.startswith("--disable-features=")),
    "--disable-features=" + ",".join(_PLAYWRIGHT_DISABLED + _OMNIBOX_WEBUI + _SPARE_RENDERER),
    "--js-flags=--liftoff-only",
]
"""The tests' Chromium: as above, and

- WebAssembly compiled by V8's baseline compiler (Liftoff) alone, without optimising hot
  functions again in the background (TurboFan). A phone's browser starts with the same Liftoff
  code and optimises later; what a test checks (verdicts, texts, states, requests) does not
  depend on the tier, and each start of Pyodide took 2.8–3.1 instead of 4.0–4.5
  processor-seconds (hbrowser, some 70 starts in the suite).
- no spare renderer (`SpareRendererForSitePerProcess`): desktop Chromium starts a second
  renderer process with every new context, warm for a navigation that in the tests never comes
  (a context has its page and is closed after the test). Which process a page runs in is
  nothing the page can see (its layout, scripts, storage, service worker, back-forward cache
  and requests are the same); a blank context cost 0.33 instead of 0.37 processor-seconds, with
  half as many renderer processes (hchrome, docs-dev/performance.md).

`make bench` measures speed, so it keeps Chromium's default for both (CHROMIUM_ARGS): a spare
renderer makes a navigation start sooner on a desktop."""

CRAWL_ARGS = [
    *(arg for arg in TEST_ARGS if not arg.startswith("--js-flags=")),
    "--js-flags=--liftoff-only --max-opt=1",
]
"""The crawl's Chromium (tests/quality/test_browser_quality.py): as TEST_ARGS, and JavaScript
run by V8's interpreter and its baseline compiler (Sparkplug) only, never optimised by Maglev or
TurboFan (`--max-opt=1`). The crawl runs much JavaScript once per page and leaves it (Material's
bundle, axe-core's two passes on each of the site's pages): optimising its hot functions costs
more processor time than it saves there (the module 41.1–46.9 instead of 43.4–52.7 CPU-s,
hcut, docs-dev/performance.md). An engine start is the opposite (Pyodide's JavaScript runs hot
for seconds), so the other tests keep V8's tiers; which tier runs a function is nothing a page
can observe (the same results, only sooner or later)."""
