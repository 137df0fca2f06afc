"""Back goes back a question, not a tap, and no verdict before the question is whole (issue 24,
items 4 and 5), on a phone (390x844, touch).

An edit of the question replaces the browser's current history entry; a new question (a link
opened, an alternative tapped) adds one; the page's own "Rückgängig" steps back through the
edits (docs-dev/checker-page.md). A card played on a person gets no verdict until the reader
has chosen whom it goes to, a rockfall none until the card it removes is chosen. Verdicts
asked here are written from the rules (a repair fixes the broken tool it shows; a straight path
card east of the start card fits; a rockfall never removes the start card).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import phone_page
from tests.browser.helpers import (
    CHECKER,
    FIRST_VERDICT_MS,
    Checker,
    case,
    fall,
    in_view_and_laid_out,
    unfall,
)

pytestmark = pytest.mark.browser

EW = {"edges": "EW", "dead_end": False}
ES = {"edges": "ES", "dead_end": False}
HISTORY_MAX = 50  # Chromium's limit of a tab's session history
EDITS = ["du:cart", "du:lamp", "Anna:cart", "Anna:pickaxe", "Ben:lamp"]


def choose_card(checker: Checker, card: str, play: str, prompt: str) -> None:
    """Tap a card that needs one more choice: the link's move becomes `play`, the bar's
    sentence asks for that choice (`prompt`), and there is no verdict."""
    page = checker.page
    page.locator(f'[data-zp-card="{card}"]').tap()
    checker.wait_for_request(lambda r: r.get("move", {}).get("play") == play)
    page.wait_for_function(
        "(prompt) => document.querySelector(\"[data-zp='bar-sentence']\").textContent"
        ".includes(prompt)",
        arg=prompt,
        timeout=10_000,
    )
    assert page.locator("[data-verdict][data-allowed]").count() == 0


def test_five_edits_add_at_most_one_entry_and_back_leaves_the_page(
    browser: Any, base_url: str
) -> None:
    first = case({"play": "path", "card": EW, "x": 1, "y": 0, "rotation": 0})
    with phone_page(browser, base_url, "index.html", "body") as page:
        page.goto(f"{base_url}/{CHECKER}#fall={fall(first)}")
        checker = Checker(page, base_url)
        assert checker.wait_for_fall(fall(first), timeout=FIRST_VERDICT_MS)["allowed"] == "true"
        entries = page.evaluate("history.length")
        for n, toggle in enumerate(EDITS, start=1):
            page.locator(f'[data-zp-broken="{toggle}"]').tap()
            checker.wait_for_request(
                lambda r, n=n: sum(len(v) for v in r["situation"].get("broken", {}).values()) == n
            )
            checker.wait_for_own_fall()
        assert page.evaluate("history.length") <= entries + 1
        page.go_back()
        page.wait_for_load_state()
        # Back leaves the checker for the page the reader came from, or shows the question as
        # it was before the edits: never one of the edits in between.
        if CHECKER in page.url:
            assert checker.wait_for_fall(fall(first))["allowed"] == "true"
        else:
            assert page.url.endswith("/index.html"), page.url


def test_an_alternative_tapped_is_a_new_question_back_returns_to_the_nein(
    checker: Checker,
) -> None:
    page = checker.page
    # A curve with paths east and south does not fit east of the start card upright.
    nein = case({"play": "path", "card": ES, "x": 1, "y": 0, "rotation": 0})
    assert checker.ask(nein)["failed"] == "fits"
    entries = page.evaluate("history.length")
    # Tapped as a reader does, once the scroll to it is over: on the session's page the table
    # above it keeps the size it was last drawn at, for another test's question (the QR-code
    # test of test_checker_answer_area.py before it left it shorter), and is drawn at its real
    # size as the scroll brings it near, which moved the button away from under the tap.
    alternative = page.locator("[data-verdict] [data-zp-alternative]").first
    in_view_and_laid_out(alternative)
    alternative.tap()
    assert checker.wait_for_own_fall(leaving=fall(nein))["allowed"] == "true"
    # Chromium keeps at most 50 entries: on the long-lived test page history.length may stay
    # at 50; the Back below still shows that the alternative added an entry.
    assert page.evaluate("history.length") == min(entries + 1, HISTORY_MAX)
    page.go_back()
    assert checker.wait_for_fall(fall(nein))["failed"] == "fits"


def test_no_verdict_for_a_repair_until_its_target_is_chosen(checker: Checker) -> None:
    page = checker.page
    start = case(None, broken={"du": ["lamp"]})
    page.evaluate("value => { location.hash = 'fall=' + value; }", fall(start))
    checker.wait_for_state("choose")
    # The prompt says what is still to choose; there is no Ja, no Nein.
    choose_card(checker, "repair-lamp", "repair", "wen die Karte betrifft")
    assert page.locator("[data-verdict]").get_attribute("data-state") == "choose"
    for selector in ("[data-verdict]", "[data-zp='bar']"):
        text = page.locator(selector).inner_text()
        assert "Nein" not in text and "Ja" not in text.split(), (selector, text)
    assert "target" not in unfall(checker.current_fall())["move"]
    page.get_by_role("button", name="dich selbst", exact=True).tap()
    # Repairing the broken lamp in front of you is allowed.
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert unfall(checker.current_fall())["move"]["target"] == "du"


def test_no_verdict_for_a_rockfall_until_the_card_it_removes_is_chosen(checker: Checker) -> None:
    page = checker.page
    page.get_by_role("button", name="Neu anfangen").tap()
    checker.wait_for_state("choose")
    choose_card(checker, "rockfall", "rockfall", "auf die sie wirkt")
    # A rockfall on the start card is not allowed (the start card stays).
    page.locator('[data-x="0"][data-y="0"]').tap()
    assert checker.wait_for_own_fall()["failed"] == "rockfall-target"


# Counts the history writes of an edit: a call that writes the fragment or the undo list (the
# reader's place, kept when scrolling stops, writes neither and is not counted).
COUNT_WRITES = """() => {
  window.__zpWrites = [];
  window.__zpHistory = {replaceState: history.replaceState, pushState: history.pushState};
  for (const name of ["replaceState", "pushState"]) {
    const original = window.__zpHistory[name];
    history[name] = function (data, title, url) {
      const before = JSON.stringify(history.state?.zpUndo ?? null);
      original.call(history, data, title, url);
      if (url !== undefined || JSON.stringify(data?.zpUndo ?? null) !== before) {
        window.__zpWrites.push(name);
      }
    };
  }
}"""
STOP_COUNTING = """() => {
  Object.assign(history, window.__zpHistory);
  return window.__zpWrites;
}"""


def test_an_edit_writes_the_history_once(fresh: Checker) -> None:
    # One edit, one history write: the fragment and the undo list go in together.
    page = fresh.page
    toggle = page.locator('[data-zp-broken="du:lamp"]')
    toggle.scroll_into_view_if_needed()
    page.evaluate(COUNT_WRITES)
    try:
        toggle.tap()
        fresh.wait_for_request(lambda r: r["situation"].get("broken", {}).get("du") == ["lamp"])
    finally:
        writes = page.evaluate(STOP_COUNTING)
    assert writes == ["replaceState"]
    # "Rückgängig" too: one write.
    page.evaluate(COUNT_WRITES)
    try:
        page.locator("[data-zp='undo']").tap()
        fresh.wait_for_request(lambda r: not r["situation"].get("broken"))
    finally:
        writes = page.evaluate(STOP_COUNTING)
    assert writes == ["replaceState"]
