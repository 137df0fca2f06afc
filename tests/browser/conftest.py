"""The checker page opened once per test session, so that Pyodide starts as few times as possible.

Tests move from situation to situation by changing the URL fragment (`#fall=…`) or by using
the controls, never by reloading. Like the shared `open_page` fixture, every request to another
origin is aborted and recorded, and the session fails at teardown if any was attempted.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, READY, Checker


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


@pytest.fixture(scope="session")
def checker(browser: Any, base_url: str) -> Iterator[Checker]:
    """One checker page for the whole session (phone-sized), opened with no fragment."""
    foreign: list[str] = []
    errors: list[str] = []
    context = _guarded_context(
        browser, base_url, foreign, viewport={"width": 390, "height": 844}, has_touch=True
    )
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{base_url}/{CHECKER}")
    page.wait_for_selector(READY, state="attached", timeout=FIRST_VERDICT_MS)
    yield Checker(page, base_url)
    context.close()
    assert not foreign, f"requests to another origin were attempted: {foreign}"
    assert not errors, f"script errors on the checker page: {errors}"
