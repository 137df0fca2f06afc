"""The checker's answer area as a player meets it on a phone (390x844, touch): the bar at the
foot of the screen keeps one height (nothing moves under the finger) and steps aside while the
full verdict is on screen; a deciding check names its rule's source and how sure it is; Back
from a rule's page returns to the reasons; a new card starts with nobody chosen; the bar's
prompt leads to what is still to choose; the QR code opens in view.

Verdicts used here are written from the rules: two sabotage cards with the same symbol never
lie in front of one person; a repair card fixes the broken tool it shows.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rules_py import api
from rules_py.edition2.registry import find_rule
from sitegen.texts import CONFIDENCE_NAMES, NAMED_BY_SOURCE
from tests.browser.helpers import (
    FIRST_VERDICT_MS,
    Checker,
    back_on_the_checker,
    case,
    fall,
    in_view_and_laid_out,
    unfall,
)
from tests.js import js

pytestmark = pytest.mark.browser

BAR = "[data-zp='bar']"


# Anna's lamp is broken already: a second lamp sabotage on her is a Nein with a long sentence.
NEIN = case({"play": "sabotage", "tool": "lamp", "target": "Anna"}, broken={"Anna": ["lamp"]})
# Only Anna's lamp is broken: a repair card for pickaxe or cart has nothing to fix in front of
# her (the longest of the usual answers).
LONG_NEIN = case(
    {"play": "repair", "tools": ["pickaxe", "cart"], "target": "Anna"}, broken={"Anna": ["lamp"]}
)
# Your lamp is broken: repairing it is a Ja.
JA = case({"play": "repair", "tools": ["lamp"], "target": "du"}, broken={"du": ["lamp"]})


def on_anna(checker: Checker, card: str) -> dict[str, str | None]:
    """Tap `card`, then Anna as whom it goes to: the engine's verdict on it."""
    checker.page.locator(f'[data-zp-card="{card}"]').tap()
    checker.wait_for_state("choose")
    target = checker.page.locator("[data-zp='target']")
    target.get_by_role("button", name="Anna", exact=True).tap()
    return checker.wait_for_own_fall()


def bar_height(page: Any) -> float:
    return float(page.locator(BAR).evaluate("el => el.getBoundingClientRect().height"))


def bar_top(page: Any) -> float:
    return float(page.locator(BAR).evaluate("el => el.getBoundingClientRect().top"))


VISIBILITY = "() => getComputedStyle(document.querySelector(\"[data-zp='bar']\")).visibility"


def bar_shown(page: Any) -> bool:
    return bool(page.evaluate(VISIBILITY) == "visible")


def in_viewport(page: Any, selector: str) -> bool:
    return bool(page.evaluate(js("in_viewport"), selector))


# --- 1. the bar keeps one height and does not cover what was just tapped ---------------------


def test_the_bar_keeps_one_height_whatever_it_says(fresh: Checker) -> None:
    page = fresh.page
    heights = {"prompt": bar_height(page)}
    fresh.ask(JA)
    page.evaluate("scrollTo(0, 0)")
    heights["ja"] = bar_height(page)
    assert fresh.ask(LONG_NEIN)["allowed"] == "false"
    page.evaluate("scrollTo(0, 0)")
    sentence = page.locator("[data-verdict] .zp-verdict__sentence").inner_text()
    assert len(sentence) > 130, sentence  # a long Nein: more than three lines at 390 px
    heights["nein"] = bar_height(page)
    assert max(heights.values()) - min(heights.values()) < 1, heights
    # However long the sentence, the bar's short text is whole: Nein and the rule that says no.
    short = page.locator("[data-zp='bar-sentence']")
    assert short.inner_text().startswith("Nein"), short.inner_text()
    assert not short.evaluate("el => el.scrollHeight > el.clientHeight + 1"), short.inner_text()
    # Its button leads to the whole answer.
    assert page.locator(BAR).get_by_role("button", name="Begründung").is_visible()


def test_a_target_tapped_stays_clear_of_the_bar_when_the_nein_comes(fresh: Checker) -> None:
    page = fresh.page
    start = case(None, broken={"Anna": ["lamp"]})
    page.evaluate("value => { location.hash = 'fall=' + value; scrollTo(0, 0); }", fall(start))
    fresh.wait_for_request(lambda r: r == start)
    fresh.wait_for_state("choose")
    page.locator('[data-zp-card="repair-pickaxe-cart"]').tap()
    fresh.wait_for_state("choose")
    ben = page.locator("[data-zp='target']").get_by_role("button", name="Ben", exact=True)
    ben.wait_for()
    # Ben's button just above the bar, where a thumb reaches it.
    page.evaluate(
        "() => { const b = [...document.querySelectorAll(\"[data-zp='target'] button\")]"
        ".find(x => x.textContent.trim() === 'Ben');"
        " const bar = document.querySelector(\"[data-zp='bar']\");"
        " scrollBy(0, b.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 20); }"
    )
    before = ben.bounding_box()
    assert before is not None and before["y"] + before["height"] <= bar_top(page), before
    ben.tap()
    # Nothing lies in front of Ben: the repair card has nothing to repair there.
    assert fresh.wait_for_own_fall()["allowed"] == "false"
    after = ben.bounding_box()
    assert after is not None and after["y"] + after["height"] <= bar_top(page) + 0.5, (
        after,
        bar_top(page),
    )
    assert abs(after["y"] - before["y"]) < 1, (before, after)  # it did not move under the finger


def test_the_bar_steps_aside_while_the_full_verdict_is_on_screen(fresh: Checker) -> None:
    page = fresh.page
    fresh.ask(NEIN)
    page.evaluate("scrollTo(0, 0)")
    page.wait_for_function(f"() => ({VISIBILITY})() === 'visible'")
    assert bar_shown(page)
    before = bar_top(page)
    page.locator("[data-verdict] [data-code='no-duplicate']").evaluate(
        "el => el.scrollIntoView({block: 'center'})"
    )
    page.wait_for_function(f"() => ({VISIBILITY})() === 'hidden'", timeout=5_000)
    # Stepping aside moves nothing: the page's height stays as it was.
    assert bar_height(page) > 0
    page.evaluate("scrollTo(0, 0)")
    page.wait_for_function(f"() => ({VISIBILITY})() === 'visible'")
    assert abs(bar_top(page) - before) < 1


# --- 2. the deciding check names its rule's source and confidence ---------------------------


def expected_sources(request: dict[str, Any]) -> dict[str, str]:
    """check code -> "Quelle: … · Sicherheit: …" for the checks that decide the engine's answer,
    from the engine's registry and the site's names for its confidences."""
    response = json.loads(api.check_json(json.dumps(request)))
    out = {}
    above = ""  # the source the check right above names ("" for none)
    for check in response["checks"]:
        shown = ""
        if response["allowed"] or not check["ok"]:
            rule = find_rule(check["rule"])
            # As the rule boxes: the confidence only where the source does not name it.
            named = rule.confidence in NAMED_BY_SOURCE
            sure = "" if named else f" · Sicherheit: {CONFIDENCE_NAMES[rule.confidence]}"
            # A check on the same source as the check right above says "wie oben" (a phone
            # review: the long list stood under several checks); a source named further up,
            # with another in between, is written out again (a later review: "wie oben"
            # then pointed to the other one).
            source = "wie oben" if rule.source == above else rule.source
            shown = rule.source
            out[check["code"]] = f"Quelle: {source}{sure}"
        above = shown
    return out


def test_a_nein_names_the_source_of_the_rule_it_rests_on(fresh: Checker) -> None:
    page = fresh.page
    assert fresh.ask(NEIN)["failed"] == "no-duplicate"
    wanted = expected_sources(NEIN)
    assert list(wanted) == ["no-duplicate"]
    source = page.locator("[data-verdict] [data-code='no-duplicate'] .zp-check__source")
    assert source.count() == 1
    assert source.inner_text() == wanted["no-duplicate"]
    # The checks that were met do not decide a Nein: no source under them.
    assert page.locator("[data-verdict] .zp-check--ok .zp-check__source").count() == 0


# A path card turned by 180° laid at the start card: a Ja whose checks rest on one source
# several times (the long list of secondary sources among them).
PATH_JA = case({"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0, "rotation": 180})
# A Saboteur 2 bridge at the start: the base rulebook's section, then the expansion's, then the
# base rulebook's again (`adjacent`, `s2-ladder`, `fits`).
BRIDGE_JA = case(
    {"play": "path", "card": {"edges": "NESW", "groups": ["NS", "EW"]}, "x": 1, "y": 0},
    edition="saboteur2",
)


def test_a_ja_names_the_source_of_every_check(fresh: Checker) -> None:
    page = fresh.page
    for request in (JA, PATH_JA, BRIDGE_JA):
        assert fresh.ask(request)["allowed"] == "true"
        wanted = expected_sources(request)
        assert wanted
        for code, text in wanted.items():
            source = page.locator(f"[data-verdict] [data-code='{code}'] .zp-check__source")
            assert source.count() == 1, code
            assert source.inner_text() == text
        if request is PATH_JA:
            assert any("wie oben" in text for text in wanted.values()), wanted
    # The base rulebook's section is written out again after the expansion's, not "wie oben".
    assert "wie oben" not in wanted["fits"] and "wie oben" not in wanted["s2-ladder"], wanted


# --- 3. Back from a rule's page returns to the reasons --------------------------------------


def test_back_from_a_rule_returns_to_the_reasons(fresh: Checker) -> None:
    # The session's checker (phone-sized, touch, service workers blocked, as a page of its own
    # had it) asked the Nein by its link: Back from the rule's page loads it anew all the same.
    page = fresh.page
    with back_on_the_checker(fresh):
        checker = fresh
        assert checker.ask(NEIN)["failed"] == "no-duplicate"
        link = page.locator("[data-verdict] [data-code='no-duplicate'] a.zp-check__rule")
        link.evaluate("el => el.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(400)  # the reader rests there a moment
        # On the session's page the table above keeps the size another test's board had until
        # the scroll brings it near: the tap waits until that layout is done (a state).
        in_view_and_laid_out(link)
        y_before = page.evaluate("scrollY")
        assert y_before > 1000, y_before  # the reasons lie far down the page
        link.tap()
        page.wait_for_url(re.compile(r"^(?!.*zugpruefer).*$"))
        page.wait_for_load_state()
        page.go_back()
        checker.wait_for_fall(fall(NEIN), timeout=FIRST_VERDICT_MS)
        selector = "[data-verdict] [data-code='no-duplicate'] a.zp-check__rule"
        page.wait_for_function(
            "s => { const r = document.querySelector(s).getBoundingClientRect();"
            " return r.top >= 0 && r.bottom <= innerHeight; }",
            arg=selector,
            timeout=10_000,
        )
        assert in_viewport(page, selector)


# --- 4. a new card starts with nobody chosen --------------------------------------------------


def test_a_new_card_does_not_take_over_the_last_ones_target(fresh: Checker) -> None:
    page = fresh.page
    # Nothing lies in front of Anna: a lamp sabotage on her is allowed.
    assert on_anna(fresh, "sabotage-lamp")["allowed"] == "true"
    page.locator('[data-zp-card="repair-lamp"]').tap()
    request = fresh.wait_for_request(lambda r: r.get("move", {}).get("play") == "repair")
    assert "target" not in request["move"], request
    fresh.wait_for_state("choose")
    assert page.locator("[data-verdict][data-allowed]").count() == 0
    for selector in ("[data-verdict]", BAR):
        assert "Nein" not in page.locator(selector).inner_text(), selector
    assert page.locator("[data-zp='target'] [aria-pressed='true']").count() == 0


def test_trapped_after_a_sabotage_on_yourself_asks_whom(fresh: Checker) -> None:
    page = fresh.page
    page.locator('[data-zp-edition="saboteur2"]').tap()
    fresh.wait_for_request(lambda r: r.get("situation", {}).get("edition") == "saboteur2")
    page.locator('[data-zp-card="sabotage-lamp"]').tap()
    fresh.wait_for_state("choose")
    page.locator("[data-zp='target']").get_by_role("button", name="dich selbst", exact=True).tap()
    fresh.wait_for_own_fall()
    page.locator('[data-zp-card="trapped"]').tap()
    request = fresh.wait_for_request(lambda r: r.get("move", {}).get("play") == "trapped")
    assert "target" not in request["move"], request
    fresh.wait_for_state("choose")
    assert "Nein" not in page.locator(BAR).inner_text()


def test_the_chosen_card_tapped_again_keeps_its_target(fresh: Checker) -> None:
    page = fresh.page
    on_anna(fresh, "sabotage-lamp")
    value = fresh.current_fall()
    page.locator('[data-zp-card="sabotage-lamp"]').tap()
    page.wait_for_timeout(300)
    assert fresh.current_fall() == value
    assert unfall(value)["move"]["target"] == "Anna"


# --- 5. the prompt leads to what is still to choose -------------------------------------------


def test_after_undo_the_prompt_leads_to_whom_the_card_goes(fresh: Checker) -> None:
    page = fresh.page
    on_anna(fresh, "repair-lamp")
    undo = page.get_by_role("button", name="Rückgängig")
    undo.scroll_into_view_if_needed()
    undo.tap()
    fresh.wait_for_state("choose")
    assert "target" not in unfall(fresh.current_fall())["move"]  # whom it goes to is open again
    assert "wen die Karte betrifft" in page.locator("[data-zp='bar-sentence']").inner_text()
    targets = "[data-zp='target'] .zp-choices"
    # The player reads on below ("Rückgängig" sits in the tray by the board, not so far down):
    # whom the card goes to is far above, out of view.
    page.evaluate("document.getElementById('zp-urteil').scrollIntoView()")
    assert not in_viewport(page, targets)
    go = page.locator(BAR).get_by_role("button", name="Zur Auswahl")
    assert go.count() == 1 and go.is_visible()
    go.tap()
    page.wait_for_function(
        "s => { const r = document.querySelector(s).getBoundingClientRect();"
        " const bar = document.querySelector(\"[data-zp='bar']\").getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= bar.top; }",
        arg=targets,
        timeout=5_000,
    )
    focused = page.evaluate("document.activeElement.closest(\"[data-zp='target']\") !== null")
    assert focused


def test_without_a_card_the_prompt_leads_to_the_cards(fresh: Checker) -> None:
    page = fresh.page
    page.evaluate("scrollTo(0, document.body.scrollHeight)")
    go = page.locator(BAR).get_by_role("button", name="Zu den Karten")
    assert go.count() == 1 and go.is_visible()
    go.tap()
    page.wait_for_function(
        "() => { const r = document.querySelector('[data-zp-card]').getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= innerHeight; }",
        timeout=5_000,
    )
    assert page.evaluate("document.activeElement.hasAttribute('data-zp-card')")


# --- 6. the QR code opens in view -------------------------------------------------------------


def test_the_qr_code_opens_in_view(fresh: Checker) -> None:
    page = fresh.page
    fresh.ask(JA)
    button = page.get_by_role("button", name="QR-Code zeigen")
    # The button at the foot of the screen, just above the bar, as a thumb finds it.
    button.evaluate(
        "b => { const bar = document.querySelector(\"[data-zp='bar']\");"
        " scrollBy(0, b.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 8); }"
    )
    button.tap()
    page.locator("[data-zp='qr-box'] img[src]").wait_for()
    page.wait_for_timeout(200)
    box = page.locator("[data-zp='qr-box'] img").bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= bar_top(page) + 0.5, (box, bar_top(page))
    page.get_by_role("button", name="QR-Code ausblenden").tap()
