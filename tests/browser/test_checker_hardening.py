"""Issue 15 in the browser: links that crashed Pyodide, and no stale verdict after a failure.

A `#fall` link with thousands of nested brackets overflowed Pyodide's stack ("Pyodide has
suffered a fatal error"), and the page kept showing the previous case's "Ja". The engine now
refuses such a request before parsing it (docs-dev/contract.md, "Limits").
"""

from __future__ import annotations

import base64
from typing import Any

import pytest

from tests.browser.helpers import Checker, fall

pytestmark = pytest.mark.browser

ALLOWED = {"situation": {"players": ["du", "Anna"]}, "move": {"play": "pass"}}


def nested(levels: int) -> str:
    """The `#fall` value of a request whose board is `levels` brackets deep."""
    text = '{"situation": {"board": ' + "[" * levels + "]" * levels + '}, "move": {"play": "pass"}}'
    return base64.urlsafe_b64encode(text.encode()).decode("ascii").rstrip("=")


@pytest.mark.parametrize(("levels", "words"), [(3_000, "verschachtelt"), (100_000, "Zeichen")])
def test_a_deeply_nested_link_is_a_german_error_and_the_next_link_is_answered(
    checker: Checker, levels: int, words: str
) -> None:
    page = checker.page
    said: list[str] = []
    page.on("console", lambda message: said.append(message.text))
    page.on("pageerror", lambda error: said.append(str(error)))
    assert checker.ask(ALLOWED)["allowed"] == "true"

    value = nested(levels)
    page.evaluate("value => { location.hash = 'fall=' + value; }", value)
    got = checker.wait_for_fall(value)
    # The answer for the new link is an error, never the previous case's Ja.
    assert got == {"allowed": "error", "failed": "", "fall": value}
    text = page.locator("[data-verdict]").inner_text()
    assert words in text and "Ja" not in text.split()
    fatal = [line for line in said if "fatal" in line.lower() or "call stack" in line.lower()]
    assert not fatal, fatal

    # The engine still runs: the next link is answered, and no error line is left over.
    after: dict[str, Any] = {"situation": {"broken": {"du": ["lamp"]}}, "move": {"play": "pass"}}
    assert checker.ask(after) == {"allowed": "true", "failed": "", "fall": fall(after)}
    assert "schiefgegangen" not in page.locator("body").inner_text()
