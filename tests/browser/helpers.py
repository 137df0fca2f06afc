"""Helpers for the checker's browser tests: the `#fall=` encoding and waiting for verdicts."""

from __future__ import annotations

import base64
import contextlib
import json
import re
from collections.abc import Iterator
from typing import Any

CHECKER = "zugpruefer.html"
CALCULATOR = "wertung.html"
FIRST_VERDICT_MS = 120_000  # a wait limit for Pyodide's start on a busy machine, not a speed test
VERDICT_MS = 30_000
READY = "[data-verdict][data-allowed], [data-verdict][data-state='choose']"
"""The checker has answered what it was opened with: a verdict for a `#fall=` link, or (opened
without one, before the reader chose anything) the neutral "Wähle eine Karte …"."""


PLAYERS = ["du", "Anna", "Ben"]
"""The table of most checker tests: you and two others."""


def case(move: dict[str, Any] | None, **situation: Any) -> dict[str, Any]:
    """A request at the table of PLAYERS: the situation's other parts as keywords, and the move
    (None: the reader has not chosen one yet). A copy of PLAYERS each time: a test that
    changes its request's table changes no other test's."""
    request: dict[str, Any] = {"situation": {"players": list(PLAYERS), **situation}}
    if move is not None:
        request["move"] = move
    return request


def fall(request: dict[str, Any]) -> str:
    """The `#fall=` value of a request: base64url of its JSON (UTF-8), without padding.

    Written here from docs-dev/checker-page.md, independently of the page's and the site's
    encoders, so that a mistake in either one shows up as a test failure.
    """
    text = json.dumps(request, ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def unfall_text(value: str) -> str:
    """The JSON text of a `#fall=` value, as the link carries it."""
    return base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)).decode("utf-8")


def _fill(placed: Any) -> Any:
    if isinstance(placed, dict) and isinstance(placed.get("card"), dict):
        placed["card"].setdefault("dead_end", False)
        placed.setdefault("rotation", 0)
    return placed


def unfall(value: str) -> Any:
    """The request of a `#fall=` value as the engine reads it: the contract's defaults that the
    checker's links leave out (a path card's `dead_end`: false, `rotation` 0 of a laid card or
    a path move; docs-dev/contract.md) filled in again."""
    request = json.loads(unfall_text(value))
    if not isinstance(request, dict):
        return request
    situation = request.get("situation")
    if isinstance(situation, dict) and isinstance(situation.get("board"), list):
        for placed in situation["board"]:
            _fill(placed)
    move = request.get("move")
    if isinstance(move, dict) and move.get("play") == "path":
        _fill(move)
    return request


class Checker:
    """The checker page with helpers that wait for the engine's answer."""

    def __init__(self, page: Any, base_url: str):
        self.page = page
        self.base_url = base_url

    def verdict(self) -> dict[str, str | None]:
        # One call, not one per attribute: every test reads the verdict after each answer.
        # Like a locator's, it insists on exactly one verdict on the page.
        found = self.page.evaluate(
            """() => [...document.querySelectorAll("[data-verdict]")].map((v) => ({
              allowed: v.getAttribute("data-allowed"),
              failed: v.getAttribute("data-failed"),
              fall: v.getAttribute("data-fall"),
            }))"""
        )
        assert len(found) == 1, f"{len(found)} verdicts on the page"
        return dict(found[0])

    def wait_for_fall(self, value: str, timeout: int = VERDICT_MS) -> dict[str, str | None]:
        selector = f'[data-verdict][data-allowed][data-fall="{value}"]'
        self.page.wait_for_selector(selector, state="attached", timeout=timeout)
        return self.verdict()

    def ask(self, request: dict[str, Any]) -> dict[str, str | None]:
        """Put `request` into the fragment (a hashchange, no reload) and wait for its verdict."""
        value = fall(request)
        self.page.evaluate("value => { location.hash = 'fall=' + value; }", value)
        return self.wait_for_fall(value)

    def current_fall(self) -> str:
        hash_ = self.page.evaluate("location.hash")
        assert hash_.startswith("#fall="), hash_
        return str(hash_[len("#fall=") :])

    def wait_for_state(self, state: str) -> None:
        """Wait until the page shows no verdict but `state` ("choose", "build")."""
        self.page.wait_for_selector(
            f'[data-verdict][data-state="{state}"]:not([data-allowed])',
            state="attached",
            timeout=VERDICT_MS,
        )

    def wait_for_request(self, wanted: Any, timeout: int = VERDICT_MS) -> dict[str, Any]:
        """Wait until the link's request satisfies `wanted(request)`; return the request."""
        deadline = None
        while True:
            # The page's clock and its link in one call (each call is a round trip).
            now, hash_ = self.page.evaluate("[performance.now(), location.hash]")
            deadline = now + timeout if deadline is None else deadline
            request = unfall(hash_[len("#fall=") :]) if hash_.startswith("#fall=") else {}
            if wanted(request):
                return request
            assert now < deadline, request
            self.page.wait_for_timeout(50)

    def wait_for_own_fall(self, leaving: str | None = None) -> dict[str, str | None]:
        """After a click: the page writes the fragment and answers it. With `leaving` (the
        `#fall=` value shown before the click), only an answer to another value counts: a
        click the page never got is then no answer to the question before it."""
        self.page.wait_for_function(
            "(leaving) => location.hash.startsWith('#fall=') && "
            "location.hash.slice(6) !== leaving && "
            "document.querySelector('[data-verdict]').dataset.fall === location.hash.slice(6) && "
            "document.querySelector('[data-verdict]').hasAttribute('data-allowed')",
            arg=leaving,
            timeout=VERDICT_MS,
        )
        return self.verdict()


def in_view_and_laid_out(locator: Any) -> None:
    """Bring `locator` into view and wait until the page has laid out what that scroll brought
    near the screen: its box stands still for three animation frames.

    The checker's table is laid out only near the screen (content-visibility: auto) and keeps
    the size it had when it was last drawn, which on the session's page is another test's
    board. The scroll that brings something below it into view draws it at its real size and
    moves what lies below, and a tap in that frame lands on whatever came under the finger
    (Playwright waits for a still box before it scrolls, not after)."""
    locator.scroll_into_view_if_needed()
    locator.evaluate(
        """(el) => new Promise((done) => {
          let last = "", still = 0;
          const frame = () => {
            const box = el.getBoundingClientRect();
            const now = `${box.top} ${box.left} ${scrollX} ${scrollY}`;
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 3) done();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        })"""
    )


def calculator_fall(page: Any, timeout: int = VERDICT_MS, *, leaving: str | None = None) -> str:
    """The calculator (wertung.html), after a change of its controls: the page writes the
    fragment `#wertung=…` and answers it; its value. With `leaving` (the value shown before
    the change), only another value counts: a change the page has not made yet is no answer."""
    page.wait_for_function(
        "(leaving) => location.hash.startsWith('#wertung=') && "
        "location.hash.slice(9) !== leaving && "
        "document.querySelector('[data-wertung]').dataset.fall === location.hash.slice(9)",
        arg=leaving,
        timeout=timeout,
    )
    return str(page.evaluate("location.hash.slice(9)"))


def calculator_answered(page: Any, value: str, timeout: int = VERDICT_MS) -> None:
    """The calculator (wertung.html) has answered the round `value` (`#wertung=…`): its result
    is for that round and no longer waits for the engine."""
    page.wait_for_selector(
        f'[data-wertung][data-winners][data-fall="{value}"]:not([data-winners="pending"])',
        state="attached",
        timeout=timeout,
    )


def open_round(page: Any, value: str, timeout: int = VERDICT_MS) -> None:
    """The calculator (wertung.html) opens the round `value` by its link (`#wertung=…`, a
    hashchange, no reload) and answers it."""
    page.evaluate("value => { location.hash = 'wertung=' + value; }", value)
    calculator_answered(page, value, timeout)


def calculator_share(page: Any, name: str) -> str:
    """What the calculator's table says one person gets."""
    return str(page.locator(f'[data-wt="more"] tr[data-person="{name}"] td').last.inner_text())


def search(page: Any, query: str, timeout: int = 15_000, *, tap: bool = False) -> list[str]:
    """Open Material's search with its shortcut (or with a tap into its field, as a reader
    does before Material's script runs on the checker), type `query`, return the hits' links."""
    field = page.locator("input.md-search__input")
    if tap:
        field.click()
    else:
        page.keyboard.press("/")
    field.wait_for(state="visible", timeout=5000)
    return typed_hits(page, query, timeout)


def typed_hits(page: Any, query: str, timeout: int) -> list[str]:
    """Type `query` into Material's open search field key by key, as a reader does; return the
    hits' links once the first hit is there."""
    page.locator("input.md-search__input").press_sequentially(query, delay=20)
    page.locator(".md-search-result__item").first.wait_for(timeout=timeout)
    # In one go: the list is drawn anew while the last letters' results arrive, and a link
    # looked up one by one may be gone by then.
    links = page.locator(".md-search-result__link")
    return [
        str(href) for href in links.evaluate_all("as => as.map(a => a.getAttribute('href') || '')")
    ]


RUNTIME = re.compile(r".*/pyodide/v[\d.]+/pyodide\.mjs$")


@contextlib.contextmanager
def runtime_never_answers(page: Any) -> Iterator[list[Any]]:
    """Within the block, Pyodide's runtime is requested but never delivered: the engine never
    runs. Yields the held requests (to check the page asked for it)."""
    hung: list[Any] = []

    def hang(route: Any) -> None:
        hung.append(route)

    page.context.route(RUNTIME, hang)
    try:
        yield hung
    finally:
        page.context.unroute(RUNTIME, hang)
        for route in hung:
            with contextlib.suppress(Exception):  # it died with its terminated worker
                route.abort()


@contextlib.contextmanager
def back_on_the_checker(checker: Checker) -> Iterator[None]:
    """For a test that leaves the session's checker page (a rule's page, then Back): if it
    fails before it is back, the checker is opened again, so that the session's later tests
    find their page (its engine started) rather than another."""
    try:
        yield
    finally:
        page = checker.page
        if f"/{CHECKER}" not in page.url.split("#")[0]:
            page.goto(f"{checker.base_url}/{CHECKER}")
            page.wait_for_selector(READY, state="attached", timeout=FIRST_VERDICT_MS)


def search_again(page: Any, query: str, timeout: int = 15_000) -> list[str]:
    """`search` once more on a page that has searched before (its search index is built once
    a page): the field emptied until no hit of the last query is left, and the search closed,
    so that the new query starts as on a fresh page."""
    field = page.locator("input.md-search__input")
    field.fill("")
    page.locator(".md-search-result__item").first.wait_for(state="detached", timeout=timeout)
    page.keyboard.press("Escape")
    # Closed, and the focus out of the field (where the shortcut would be typed as a letter).
    page.evaluate("() => document.activeElement?.blur()")
    page.wait_for_function(
        "() => !document.getElementById('__search').checked"
        " && !document.activeElement?.matches('input')",
        timeout=timeout,
    )
    # Material learns of the blur through a 1 ms debounce (its watchElementFocus): a "/" that
    # focuses the field before that timer ran merges blur and focus into "still focused", and
    # the search never opens. A timer set now runs after Material's, whatever the load.
    page.evaluate("() => new Promise(resolve => setTimeout(resolve, 2))")
    return search(page, query, timeout)


class Searcher:
    """One page that searches several times (`search`, then `search_again`): Material builds
    its search index once a page, so tests that each search the same page share one."""

    def __init__(self, page: Any):
        self.page = page
        self.searched = False

    def search(self, query: str, timeout: int = 15_000) -> list[str]:
        links = (search_again if self.searched else search)(self.page, query, timeout)
        self.searched = True
        return links
