"""The checker when its worker or its runtime fails (issue 25, items 1, 3 and 10): an answer that
is not for what the screen shows is never visible, a broken WebAssembly fails within seconds,
and a link that holds JSON but no request object, or base64 with padding, is read as written.

The limits below are in the page's time (Playwright's clock, which stands still while a test
waits for the page), not speed targets; each is well below what the page did before (20 s for a
hung worker, 30 to 183 s for a broken WebAssembly).
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, READY, VERDICT_MS, Checker, fall
from tests.conftest import GuardedPage
from tools.serve import SiteServer

pytestmark = pytest.mark.browser

REFUSED = {
    "situation": {"broken": {"du": ["lamp"]}},
    "move": {"play": "path", "card": {"edges": "EW", "dead_end": False}, "x": 1, "y": 0},
}
ALLOWED = {"situation": {"broken": {"du": ["lamp"]}}, "move": {"play": "pass"}}
ERROR_WITHIN_MS = 15_000
BUSY_WITHIN_MS = 2_000
CLOCK_START = 1_767_225_600_000  # 2026-01-01, any fixed time
WASM = re.compile(r".*/pyodide/v[\d.]+/pyodide\.asm\.wasm$")

# Every Worker the page makes, for the tests to stop one without an error event.
KEEP_WORKERS = """(() => {
  const Original = window.Worker;
  window.zpWorkers = [];
  window.Worker = class extends Original {
    constructor(...args) { super(...args); window.zpWorkers.push(this); }
  };
})()"""


def _opened(
    open_page: Callable[..., GuardedPage], base_url: str, request: Any, *, clock: bool = False
) -> Checker:
    page = open_page(base_url, service_workers="block").page
    page.add_init_script(KEEP_WORKERS)
    if clock:
        # Playwright's clock in place of the page's own (Date, timers, performance.now), and
        # it stands still: no timer of the page fires until a test moves the clock on
        # (page.clock.run_for), however long a busy machine takes for each step.
        page.clock.install(time=CLOCK_START)
        page.clock.pause_at(CLOCK_START + 1)
    page.goto(f"{base_url}/{CHECKER}#fall={fall(request)}")
    page.wait_for_selector(READY, state="attached", timeout=FIRST_VERDICT_MS)
    return Checker(page, base_url)


def _asks_without_waiting(checker: Checker, request: Any) -> str:
    value = fall(request)
    # Returns once the page has taken the change (its own listener comes first).
    checker.page.evaluate(
        "value => new Promise((done) => {"
        " addEventListener('hashchange', () => done(), {once: true});"
        " location.hash = 'fall=' + value; })",
        value,
    )
    return value


def _no_stale_verdict(checker: Checker) -> None:
    """Whatever the page shows now, it is not the earlier Nein."""
    verdict = checker.page.locator("[data-verdict]")
    assert verdict.get_attribute("data-allowed") is None
    assert "Nein" not in verdict.inner_text()
    assert "Nein" not in checker.page.locator("[data-zp='bar']").inner_text()


@pytest.mark.parametrize("fault", ["hangs", "dies"])
def test_a_worker_that_hangs_or_dies_silently_never_leaves_the_old_verdict_on_screen(
    open_page: Callable[..., GuardedPage], base_url: str, fault: str
) -> None:
    checker = _opened(open_page, base_url, REFUSED, clock=True)
    page = checker.page
    assert checker.verdict()["allowed"] == "false"
    if fault == "hangs":  # the worker gets the question and never answers
        page.evaluate("window.zpWorkers.forEach(w => { w.postMessage = () => {}; })")
    else:  # the worker is gone without an error event
        page.evaluate("window.zpWorkers.forEach(w => w.terminate())")
    _asks_without_waiting(checker, ALLOWED)
    # At once (within BUSY_WITHIN_MS of the page's time): "Wird geprüft …", not the faded Nein
    # under controls for another situation.
    page.clock.run_for(BUSY_WITHIN_MS)
    page.wait_for_selector(
        "[data-verdict][data-state='busy']", state="attached", timeout=VERDICT_MS
    )
    _no_stale_verdict(checker)
    assert "Wird geprüft" in page.locator("[data-verdict]").inner_text()
    # Within seconds of the page's time: a clear error, still no old verdict, and a way to try
    # again. The clock runs on to that limit (every timer due by then fires, in order) and
    # stands still again while the test waits for the page to draw.
    page.clock.run_for(ERROR_WITHIN_MS - BUSY_WITHIN_MS)
    page.get_by_role("button", name="Nochmal versuchen").wait_for(
        state="visible", timeout=VERDICT_MS
    )
    _no_stale_verdict(checker)
    assert "Regeln geladen" not in page.locator("[data-zp='status']").inner_text()
    # Trying again asks a new worker: the answer is the one for what the screen shows.
    page.clock.resume()
    page.get_by_role("button", name="Nochmal versuchen").click()
    assert checker.wait_for_fall(fall(ALLOWED), timeout=FIRST_VERDICT_MS)["allowed"] == "true"


# The broken copies of Pyodide's WebAssembly that a server sends (megabytes each), by kind:
# the file's name in `broken_wasm_server`'s folder, whose suffix gives its type.
BROKEN_FILES = {
    "wrong-type": "wrong-type.bin",  # the whole file as application/octet-stream
    "truncated": "truncated.wasm",  # application/wasm, its first half
    "corrupt": "corrupt.wasm",  # application/wasm, the header, then zeros
}


@pytest.fixture(scope="module")
def broken_wasm_server(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A static server of its own on 127.0.0.1 (the site's, tools/serve.py, without the site's
    headers) for BROKEN_FILES: the page's request for the WebAssembly goes there unseen
    (route.continue_ with another URL), so that the megabytes of each broken copy come over a
    socket as the site's own file does, not through Playwright's protocol (route.fulfill)."""
    wasm = next(site_dir.glob("pyodide/v*/pyodide.asm.wasm")).read_bytes()
    folder = tmp_path_factory.mktemp("broken-wasm")
    (folder / BROKEN_FILES["wrong-type"]).write_bytes(wasm)
    (folder / BROKEN_FILES["truncated"]).write_bytes(wasm[: len(wasm) // 2])
    (folder / BROKEN_FILES["corrupt"]).write_bytes(wasm[:8] + bytes(len(wasm) - 8))
    with SiteServer(folder, headers={}) as server:
        yield server.url


@pytest.mark.parametrize("kind", ["status-500", "wrong-type", "truncated", "corrupt"])
def test_a_broken_webassembly_fails_within_seconds_and_does_not_blame_the_connection(
    open_page: Callable[..., GuardedPage], base_url: str, broken_wasm_server: str, kind: str
) -> None:
    page = open_page(base_url, service_workers="block").page
    asked: list[str] = []

    def broken(route: Any) -> None:
        asked.append(route.request.url)
        if kind == "status-500":
            route.fulfill(status=500, content_type="text/html", body="<h1>Fehler</h1>")
        else:  # the request goes to the broken copy; the page sees its own URL answer
            route.continue_(url=f"{broken_wasm_server}/{BROKEN_FILES[kind]}")

    page.context.route(WASM, broken)
    # The page's clock stands still (Playwright's clock in place of the page's own): no timer
    # of the page fires, neither the stall watch (no byte for 15 s) nor a start's timeout, so
    # the failure that shows is the one the worker reports at once, however long a busy machine
    # takes to hand the file over.
    page.clock.install(time=CLOCK_START)
    page.clock.pause_at(CLOCK_START + 1)
    page.goto(f"{base_url}/{CHECKER}#fall={fall(ALLOWED)}")
    waited = 0
    while not asked:
        assert waited < FIRST_VERDICT_MS, "the WebAssembly was never asked for"
        page.wait_for_timeout(100)
        waited += 100
    # Once the broken file has arrived, the failure shows without the page's clock moving on.
    retry = page.get_by_role("button", name="Nochmal versuchen")
    retry.wait_for(state="visible", timeout=FIRST_VERDICT_MS)
    status = page.locator("[data-zp='status']").inner_text()
    assert "nicht geladen" in status
    assert "Internetverbindung" not in status  # the site sent a broken file, not the network
    assert page.locator("[data-verdict]").get_attribute("data-allowed") is None


def _link(text: str, *, padded: bool) -> str:
    value = base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii")
    return value if padded else value.rstrip("=")


# A link reaches the session's checker page (tests/browser/conftest.py) as a change of its
# fragment, as it did a page of its own after its first answer: no fresh engine start needed.


@pytest.mark.parametrize("text", ["[1, 2]", '"Hallo"', "3", "null", "true"])
def test_a_link_holding_json_but_no_request_object_is_a_broken_link(
    checker: Checker, text: str
) -> None:
    value = _link(text, padded=False)
    checker.page.evaluate("value => { location.hash = 'fall=' + value; }", value)
    assert checker.wait_for_fall(value)["allowed"] == "error"
    assert "Link" in checker.page.locator("[data-verdict]").inner_text()
    assert "beschädigt" in checker.page.locator("[data-verdict]").inner_text()


@pytest.mark.parametrize("padding", ["=", "%3D"])
def test_a_link_with_base64_padding_is_read(checker: Checker, padding: str) -> None:
    # 2 bytes short of a multiple of 3: base64 ends with one "=" (written by most encoders).
    request = {**ALLOWED, "situation": {"broken": {"du": ["lamp", "cart"]}}}
    text = json.dumps(request, ensure_ascii=False)
    while len(text.encode("utf-8")) % 3 != 2:
        text += " "
    value = _link(text, padded=True)
    assert value.endswith("=") and not value.endswith("==")
    value = value[:-1] + padding
    assert checker.ask(REFUSED)["allowed"] == "false"  # so that a "true" below is the link's
    checker.page.evaluate("value => { location.hash = 'fall=' + value; }", value)
    checker.page.wait_for_selector(
        "[data-verdict][data-allowed='true']", state="attached", timeout=FIRST_VERDICT_MS
    )
    assert "Ja" in checker.page.locator("[data-verdict]").inner_text()
