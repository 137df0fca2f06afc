"""Back goes back a question, not a tap, and no verdict before the question is whole (issue 24,
items 4 and 5), on a phone (390x844, touch).

An edit of the question replaces the browser's current history entry; a new question (a link
opened, an alternative tapped) adds one; the page's own "Rückgängig" steps back through the
edits (docs-dev/checker-page.md). A card played on a person gets no verdict until the reader
has chosen whom it goes to. Verdicts asked here are written from the rules (a repair fixes the
broken tool it shows; a straight path card east of the start card fits).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.helpers import Checker, fall, unfall

pytestmark = pytest.mark.browser

PLAYERS = ["du", "Anna", "Ben"]


def case(move: dict[str, Any] | None, **situation: Any) -> dict[str, Any]:
    request: dict[str, Any] = {"situation": {"players": PLAYERS, **situation}}
    if move is not None:
        request["move"] = move
    return request


def test_no_verdict_for_a_repair_until_its_target_is_chosen(checker: Checker) -> None:
    page = checker.page
    start = case(None, broken={"du": ["lamp"]})
    page.evaluate("value => { location.hash = 'fall=' + value; }", fall(start))
    checker.wait_for_state("choose")
    page.locator('[data-zp-card="repair-lamp"]').tap()
    checker.wait_for_request(lambda r: r.get("move", {}).get("play") == "repair")
    prompt = "() => document.querySelector(\"[data-zp='bar-sentence']\").textContent"
    page.wait_for_function(f"{prompt}.includes('wem sie gilt')", timeout=10_000)
    # The prompt says what is still to choose; there is no Ja, no Nein.
    assert page.locator("[data-verdict][data-allowed]").count() == 0
    assert page.locator("[data-verdict]").get_attribute("data-state") == "choose"
    for selector in ("[data-verdict]", "[data-zp='bar']"):
        text = page.locator(selector).inner_text()
        assert "Nein" not in text and "Ja" not in text.split(), (selector, text)
    assert "target" not in unfall(checker.current_fall())["move"]
    page.get_by_role("button", name="dich selbst", exact=True).tap()
    # Repairing the broken lamp in front of you is allowed.
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert unfall(checker.current_fall())["move"]["target"] == "du"
