"""The checker's "Stattdessen erlaubt:" and its house rules (issue 14) in Chromium: the engine's
alternatives to a Nein are buttons that apply them and cells marked on the board; the open
rules are switches that go into the link and decide the verdict.

Expected verdicts come from the rules (docs-dev/rules.md; docs-dev/contract.md,
situation.rules); which alternatives the engine offers is its business, so the tests send each
one back and ask.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.helpers import Checker, unfall

pytestmark = pytest.mark.browser

EW = {"edges": "EW", "dead_end": False}
ES = {"edges": "ES", "dead_end": False}
PLAYERS = ["du", "Anna", "Ben"]


def case(move: dict[str, Any], **situation: Any) -> dict[str, Any]:
    return {"situation": {"players": PLAYERS, **situation}, "move": move}


def test_a_tap_on_the_first_alternative_turns_the_nein_into_ja(checker: Checker) -> None:
    page = checker.page
    # A curve with paths east and south does not fit east of the start card upright.
    request = case({"play": "path", "card": ES, "x": 1, "y": 0, "rotation": 0})
    assert checker.ask(request)["failed"] == "fits"
    offered = page.locator("[data-verdict] [data-zp-alternative]")
    assert offered.count() >= 1
    assert "Stattdessen erlaubt:" in page.locator("[data-verdict]").inner_text()
    before = checker.current_fall()
    offered.first.click()
    after = checker.wait_for_own_fall()
    assert after["allowed"] == "true"
    assert after["fall"] != before
    assert unfall(after["fall"] or "")["move"] != request["move"]
    # An allowed move has no alternatives.
    assert page.locator("[data-verdict] [data-zp-alternative]").count() == 0


def test_every_alternative_offered_is_allowed_when_applied(checker: Checker) -> None:
    page = checker.page
    request = case(
        {"play": "map", "x": 1, "y": 0}, board=[{"x": 1, "y": 0, "card": EW, "rotation": 0}]
    )
    assert checker.ask(request)["failed"] == "map-target"
    count = page.locator("[data-verdict] [data-zp-alternative]").count()
    assert count >= 1
    for i in range(count):
        checker.ask(request)
        page.locator(f'[data-verdict] [data-zp-alternative="{i}"]').click()
        assert checker.wait_for_own_fall()["allowed"] == "true", i


def test_the_cells_of_the_alternatives_are_marked_on_the_board(checker: Checker) -> None:
    page = checker.page
    # A rockfall never takes the start card; the card beside it is a place it may take.
    request = case(
        {"play": "rockfall", "x": 0, "y": 0}, board=[{"x": 1, "y": 0, "card": EW, "rotation": 0}]
    )
    assert checker.ask(request)["failed"] == "rockfall-target"
    marked = page.locator("[data-zp='board'] .zp-cell--legal").evaluate_all(
        "items => items.map(c => [Number(c.dataset.x), Number(c.dataset.y)])"
    )
    assert [1, 0] in marked
    assert [0, 0] not in marked
    texts = page.locator("[data-verdict] [data-zp-alternative]").all_inner_texts()
    assert any("(1, 0)" in text for text in texts), texts


def test_a_house_rule_goes_into_the_link_and_decides_the_verdict(checker: Checker) -> None:
    page = checker.page
    request = case({"play": "sabotage", "tool": "lamp", "target": "du"})
    assert checker.ask(request)["failed"] == "target-other"
    # The bar says too that an Auslegung decided it (the default reading here), as the full
    # answer does (a phone review: the bar's short text lost it).
    mark = page.locator("[data-zp='bar-sentence'] .zp-bar__reading")
    assert mark.count() == 1 and mark.text_content() == "Auslegung"
    panel = page.locator("[data-zp='options']")
    # Opened, not toggled: the session's page may have it open already (it had after
    # test_checker_table's tests, run before these alone), and a click would close it.
    if panel.get_attribute("open") is None:
        panel.locator("summary").click()
    group = panel.get_by_role("group", name="Sabotage vor eine andere Person")
    assert group.get_by_role("button").count() >= 2
    group.get_by_role("button", name="auch gegen dich selbst").click()
    verdict = checker.wait_for_own_fall()
    assert verdict["allowed"] == "true"
    assert unfall(checker.current_fall())["situation"]["rules"] == {"target-other": "yes"}
    # The check that the option decided says so, and offers to change it.
    decided = page.locator('[data-verdict] [data-code="target-other"]')
    assert "Auslegung" in decided.inner_text()
    assert mark.count() == 1  # the Ja, too, rests on the reading chosen
    assert (
        page.locator("[data-verdict] [data-code]:not([data-code='target-other'])")
        .filter(has_text="Auslegung")
        .count()
        == 0
    )
    # Back to the default reading: the link no longer carries it.
    group.get_by_role("button", name="nur gegen andere").click()
    assert checker.wait_for_own_fall()["failed"] == "target-other"
    assert "rules" not in unfall(checker.current_fall())["situation"]


def test_after_an_alternative_the_focus_stays_at_the_answer(checker: Checker) -> None:
    page = checker.page
    checker.ask(case({"play": "path", "card": ES, "x": 1, "y": 0, "rotation": 0}))
    page.locator("[data-verdict] [data-zp-alternative]").first.focus()
    page.keyboard.press("Enter")
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert page.evaluate("document.activeElement.id") == "zp-h-result"
