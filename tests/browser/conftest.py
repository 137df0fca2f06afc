"""The checker page opened once per test session, so that Pyodide starts as few times as possible.

Tests move from situation to situation by changing the URL fragment (`#fall=…`) or by using
the controls, never by reloading. Like the shared `open_page` fixture, every request to another
origin is aborted and recorded, and the session fails at teardown if any was attempted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest

from tests.browser.helpers import (
    CALCULATOR,
    CHECKER,
    FIRST_VERDICT_MS,
    READY,
    Checker,
    calculator_answered,
    fall,
    open_round,
    unfall,
)


def _guarded_context(browser: Any, origin: str, foreign: list[str], **options: Any) -> Any:
    context = browser.new_context(locale="de-DE", **options)

    def route(route: Any) -> None:
        url = route.request.url
        if (
            url.startswith(("data:", "blob:", "about:"))
            or url == origin
            or url.startswith(origin + "/")
        ):
            route.continue_()
        else:
            foreign.append(url)
            route.abort()

    context.route("**/*", route)
    return context


@contextmanager
def phone_page(
    browser: Any, base_url: str, path: str, ready: str, before: Callable[[Any], None] | None = None
) -> Iterator[Any]:
    """A phone-sized page (390x844, touch) at `path`, open until `ready` is in it; no request
    may go to another origin and no script may fail while it is open. `before` prepares the
    page before it loads (a slower link, scripts that record what it shows)."""
    foreign: list[str] = []
    errors: list[str] = []
    # No service worker here: it would answer the worker's requests from its cache, out of
    # reach of the tests' page.route (offline use has its own test, test_offline.py).
    context = _guarded_context(
        browser,
        base_url,
        foreign,
        viewport={"width": 390, "height": 844},
        has_touch=True,
        service_workers="block",
    )
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    if before:
        before(page)
    page.goto(f"{base_url}/{path}")
    page.wait_for_selector(ready, state="attached", timeout=FIRST_VERDICT_MS)
    yield page
    context.close()
    assert not foreign, f"requests to another origin were attempted: {foreign}"
    assert not errors, f"script errors on {path}: {errors}"


@contextmanager
def site_page(
    browser: Any, base_url: str, path: str = "index.html", **options: Any
) -> Iterator[Any]:
    """A desktop-sized page (as the shared `page` fixture has it) at `path`, for several tests
    of a module; no request may go to another origin while it is open. `options` go to the
    context (e.g. `service_workers="block"`)."""
    foreign: list[str] = []
    context = _guarded_context(browser, base_url, foreign, **options)
    page = context.new_page()
    page.goto(f"{base_url}/{path}")
    yield page
    context.close()
    assert not foreign, f"requests to another origin were attempted: {foreign}"


@pytest.fixture(scope="session")
def checker(browser: Any, base_url: str) -> Iterator[Checker]:
    """One checker page for the whole session (phone-sized), opened with no fragment."""
    with phone_page(browser, base_url, CHECKER, READY) as page:
        yield Checker(page, base_url)


@pytest.fixture(autouse=True)
def forget_house_rules(request: Any) -> Iterator[None]:
    """The house rules a test chose are remembered in the page's storage (zugpruefer-house.js):
    forgotten after each test on the session's checker, so that the next one starts as usual."""
    yield
    if "checker" in request.fixturenames:
        page = request.getfixturevalue("checker").page
        page.evaluate("() => localStorage.removeItem('saboteur-hausregeln')")


@pytest.fixture
def fresh(checker: Checker) -> Iterator[Checker]:
    """The session's checker, started over: no request in the link (the base game, nobody with
    a card in front), scrolled to the top; the link is emptied again afterwards."""
    page = checker.page
    page.evaluate("() => { location.hash = ''; scrollTo(0, 0); }")
    checker.wait_for_state("choose")
    yield checker
    page.evaluate("() => { location.hash = ''; }")


@contextmanager
def calculator_page(browser: Any, base_url: str, value: str) -> Iterator[Any]:
    """The calculator (wertung.html) in a `phone_page`, opened with the round `value`
    (`#wertung=…`), once the engine has answered it."""
    path = f"{CALCULATOR}#wertung={value}"
    with phone_page(browser, base_url, path, "[data-wertung][data-winners]") as page:
        calculator_answered(page, value, FIRST_VERDICT_MS)
        yield page


@dataclass
class Calculator:
    """The session's calculator page and the round it showed when it was opened."""

    page: Any
    example: str
    """The `#wertung=` value of the example round a first visit shows (rendered at build)."""


@pytest.fixture(scope="session")
def calculator(browser: Any, base_url: str) -> Iterator[Calculator]:
    """One calculator page (wertung.html, phone-sized) for the session, its engine started, as
    `checker` is for the checker: tests move between rounds by the link (`open_round`)."""
    with phone_page(browser, base_url, CALCULATOR, "[data-wertung][data-winners]") as page:
        example = str(page.locator("[data-wertung]").get_attribute("data-fall"))
        # A round the build did not answer: only the engine can, so it runs from now on.
        open_round(page, fall({**unfall(example), "finder": None}), FIRST_VERDICT_MS)
        yield Calculator(page, example)


@pytest.fixture
def calc(calculator: Calculator) -> Any:
    """The session's calculator page, scrolled to the top with nothing focused, for a test
    that opens its own round by its link first (`open_round`); every round there is in the
    link, so one test's round is no other's."""
    page = calculator.page
    page.evaluate("() => { document.activeElement?.blur(); scrollTo(0, 0); }")
    return page
