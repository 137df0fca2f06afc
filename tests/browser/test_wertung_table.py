"""The calculator at the table: a phone (390x844, touch, its processor slowed 4x), a player
removing people, following a rule link and coming back, leaving the page and returning.

What the page must do is from docs-dev/architecture.md (the calculator writes its round into
the link, replacing the history entry) and from the task's review: a second tap where "×" was
must not remove a second person; Back returns to where the reader was, with the round and its
answer; no control of the calculator is under 24 px.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.browser.conftest import Calculator, phone_page
from tests.browser.helpers import FIRST_VERDICT_MS, calculator_fall, fall, open_round, unfall
from tools.chromium import CHROMIUM
from tools.chromium import TEST_ARGS as CHROMIUM_ARGS

pytestmark = pytest.mark.browser

PAGE = "wertung.html"
RESULT = "[data-wertung]"
# What a finger needs at the least (WCAG 2.2, 2.5.8): 24 CSS pixels each way.
SMALLEST = 24


def slow(page: Any) -> Any:
    """A phone's processor: four times slower than this machine's (Chromium's own throttle).
    The DevTools session that slowed it (for `engine_at_full_speed`)."""
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    return session


@contextmanager
def slowed(page: Any) -> Iterator[Any]:
    """`slow` for the block only: the session's calculator page (shared with other tests) runs
    at this machine's speed again afterwards. Chromium's throttle itself costs processor time
    for as long as it is on (some 0.2 s a second, and an engine start twice its own)."""
    session = slow(page)
    try:
        yield session
    finally:
        session.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        session.detach()


@contextmanager
def engine_at_full_speed(session: Any) -> Iterator[None]:
    """The throttle of a `slow` page lifted for the block: a wait for the engine's start and
    answer, during which the test does nothing else. What the page shows once it has answered
    is the same at any speed (the same request, the same answer); the taps, scrolls and
    navigations before and after stay at a phone's speed. Throttled, an engine start costs
    some 2 CPU-s more. Also for the load of another page the calculator has left, which no
    test looks at: Chromium's throttle itself costs some 0.37 CPU-s a second while it is on,
    idle or not (a throttled rules page's load 2.0 CPU-s against 0.6)."""
    session.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    try:
        yield
    finally:
        session.send("Emulation.setCPUThrottlingRate", {"rate": 4})


def names(page: Any) -> list[str]:
    return [str(v) for v in page.locator(".wt-name").evaluate_all("els => els.map(e => e.value)")]


def centre(page: Any, selector: str) -> tuple[float, float]:
    """Bring a control to the middle of the screen (above the answer stuck to the bottom)."""
    page.locator(selector).evaluate("e => e.scrollIntoView({block: 'center'})")
    box = page.locator(selector).bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def at_point(page: Any, x: float, y: float) -> str:
    """What a finger at (x, y) would touch: the element's class and text."""
    return str(
        page.evaluate(
            "([x, y]) => { const e = document.elementFromPoint(x, y);"
            " return e ? `${e.className} ${e.textContent}` : ''; }",
            [x, y],
        )
    )


def test_a_second_tap_where_the_cross_was_removes_nobody(browser: Any, base_url: str) -> None:
    # The first round: Anna, Ben, Carla, David, Eva; Carla reached the gold. The review: a tap
    # on Carla's "×" removed her, David's "×" slid under the finger and a second tap removed
    # him too.
    # Playwright's clock in place of the page's own: time runs as usual until the test moves
    # it on, where the reader leaves the calculator alone a moment.
    with phone_page(
        browser, base_url, PAGE, f"{RESULT}[data-winners]", before=lambda p: p.clock.install()
    ) as page:
        throttle = slow(page)
        first = unfall(str(page.locator(RESULT).get_attribute("data-fall")))
        x, y = centre(page, ".wt-person:nth-child(3) .wt-remove")
        david = page.locator(".wt-person:nth-child(4) .wt-remove").bounding_box()
        page.touchscreen.tap(x, y)
        page.wait_for_function("() => document.querySelector('[data-wt-gone]')")
        # The focus went from the tapped button to "Rückgängig" (a screen reader says so).
        focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert focused == "Rückgängig: Carla wieder an den Tisch setzen"
        page.touchscreen.tap(x, y)  # the same spot again, as a finger does
        page.wait_for_timeout(300)
        assert names(page) == ["Anna", "Ben", "David", "Eva"]
        # Her row stays, saying who left, with "Rückgängig"; David's row did not move.
        gone = page.locator("[data-wt-gone]")
        assert "Carla" in gone.inner_text() and gone.locator("button").inner_text() == "Rückgängig"
        assert page.locator(".wt-person:nth-child(4) .wt-remove").bounding_box() == david
        assert "wt-remove" not in at_point(page, x, y)
        with engine_at_full_speed(throttle):  # started by the first tap, throttled until now
            request = unfall(calculator_fall(page, FIRST_VERDICT_MS))
        assert request["players"] == ["Anna", "Ben", "David", "Eva"]
        assert request["finder"] is None  # Carla reached the gold; nobody now
        shot(page, "entfernt-rueckgaengig")
        # "Rückgängig" seats her again, as the finder she was.
        gone.locator("button").tap()
        request = unfall(calculator_fall(page))
        assert names(page) == ["Anna", "Ben", "Carla", "David", "Eva"]
        assert request == first
        assert page.locator("[data-wt-gone]").count() == 0
        # Removed again and left alone a moment, her row closes; then David's "×" is there.
        x, y = centre(page, ".wt-person:nth-child(3) .wt-remove")
        page.touchscreen.tap(x, y)
        page.wait_for_function("() => document.querySelector('[data-wt-gone]')")
        page.evaluate("document.activeElement.blur()")  # the reader looks at the answer
        # A moment of the page's time, a second at a time (not waited for: a throttled page's
        # idle seconds cost processor time too), until her row has closed.
        for _ in range(FIRST_VERDICT_MS // 1000):
            if page.evaluate("() => !document.querySelector('[data-wt-gone]')"):
                break
            page.clock.run_for(1000)
        page.wait_for_function(
            "() => !document.querySelector('[data-wt-gone]')", timeout=FIRST_VERDICT_MS
        )
        assert names(page) == ["Anna", "Ben", "David", "Eva"]
        assert "David entfernen" in str(
            page.locator(".wt-person:nth-child(3) .wt-remove").get_attribute("aria-label")
        )


def test_back_after_a_rule_link_in_the_steps_returns_to_the_steps(
    calculator: Calculator, calc: Any
) -> None:
    # A player reads the steps, follows a rule link (a section of the same page) and goes
    # Back: they expect the steps again, not the top of the calculator. Edits replace the
    # history entry: there is one entry for the round, however often it was changed.
    # The session's calculator, at a phone's speed, with the first visit's round.
    page = calc
    open_round(page, calculator.example)
    with slowed(page):
        entries = page.evaluate("history.length")
        page.select_option('[data-wt="finder"]', value="")
        page.select_option('[data-wt="last-card"]', label="Eva")
        value = calculator_fall(page, FIRST_VERDICT_MS, leaving=calculator.example)
        assert page.evaluate("history.length") == entries
        steps = page.locator('[data-wt="more"] .wt-steps')
        steps.evaluate("e => e.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)
        where = page.evaluate("scrollY")
        steps.locator("a").first.click()
        page.wait_for_function(f"() => Math.abs(scrollY - {where}) > 200")
        page.go_back()
        page.wait_for_function(f"() => location.hash === '#wertung={value}'")
        page.wait_for_timeout(500)
        assert abs(page.evaluate("scrollY") - where) < 50, (where, page.evaluate("scrollY"))
        assert page.locator(RESULT).get_attribute("data-fall") == value
        assert page.locator(RESULT).get_attribute("data-winners") == "saboteure"


def test_back_from_another_page_shows_the_round_and_its_answer_at_once(
    calculator: Calculator, calc: Any
) -> None:
    # Without the back-forward cache the page loads again: the round in the link and the
    # answer kept with the history entry show at once, without starting the engine, and the
    # browser puts the reader back at the steps they were reading.
    # The session's calculator, at a phone's speed, with the first visit's round; it leaves
    # and loads again here, and its engine is started again at the end.
    page = calc
    open_round(page, calculator.example)
    with slowed(page) as throttle:
        page.select_option('[data-wt="finder"]', value="")
        value = calculator_fall(page, FIRST_VERDICT_MS, leaving=calculator.example)
        text = page.locator(RESULT).inner_text()
        steps = page.locator('[data-wt="more"] .wt-steps')
        steps.evaluate("e => e.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)
        where = page.evaluate("scrollY")
        page.evaluate("location.href = 'index.html'")
        # Once the other page has taken the tab's place (the calculator is gone: no back-forward
        # cache here), its own load is not what this test looks at: at full speed, and the
        # calculator loads again at a phone's speed.
        page.wait_for_url("**/index.html", wait_until="commit")
        with engine_at_full_speed(throttle):
            page.wait_for_load_state()
        page.go_back()
        page.wait_for_selector(f'{RESULT}[data-fall="{value}"]', state="attached")
        assert page.locator(RESULT).get_attribute("data-winners") == "saboteure"
        assert page.locator(RESULT).inner_text() == text
        assert page.locator('[data-wt="finder"]').input_value() == ""
        page.wait_for_timeout(500)
        assert abs(page.evaluate("scrollY") - where) < 50, (where, page.evaluate("scrollY"))
        assert [w.url for w in page.workers if "zugpruefer-worker" in w.url] == []
        # A change asks the engine again, as on a first visit.
        page.select_option('[data-wt="finder"]', label="David")
        with engine_at_full_speed(throttle):  # the engine of the page loaded again starts
            request = unfall(calculator_fall(page, FIRST_VERDICT_MS))
        assert request["finder"] == "David"
        assert page.locator(RESULT).get_attribute("data-winners") == "goldsucher"


@pytest.fixture(scope="module")
def cached_browser(browser: Any) -> Iterator[Any]:
    """Chromium as a phone's browser has it: with the back-forward cache (Playwright turns it
    off unless told not to); started by the same Playwright as the session's browser."""
    cached = browser.browser_type.launch(
        executable_path=CHROMIUM,
        headless=True,
        args=CHROMIUM_ARGS,
        ignore_default_args=["--disable-back-forward-cache"],
    )
    yield cached
    cached.close()


def test_the_calculator_restored_from_the_back_forward_cache_shows_and_computes(
    cached_browser: Any, base_url: str
) -> None:
    with phone_page(cached_browser, base_url, PAGE, f"{RESULT}[data-winners]") as page:
        page.evaluate(
            "addEventListener('pageshow', e => { if (e.persisted) window.restored = true; })"
        )
        page.select_option('[data-wt="finder"]', value="")
        value = calculator_fall(page, FIRST_VERDICT_MS)
        page.evaluate("location.href = 'index.html'")
        page.wait_for_url("**/index.html")
        page.go_back(wait_until="commit")
        page.wait_for_function("() => window.restored === true")
        assert page.evaluate("location.hash") == f"#wertung={value}"
        assert page.locator(RESULT).get_attribute("data-fall") == value
        assert page.locator(RESULT).get_attribute("data-winners") == "saboteure"
        page.select_option('[data-wt="finder"]', label="Anna")
        assert unfall(calculator_fall(page))["finder"] == "Anna"
        assert page.locator(RESULT).get_attribute("data-winners") == "goldsucher"


def boxes(page: Any) -> list[dict[str, Any]]:
    return list(
        page.locator("[data-wt-app] :is(a, input, select, button, summary)").evaluate_all(
            "els => els.filter(e => e.offsetParent).map(e => {"
            " const r = e.getBoundingClientRect();"
            " return {w: r.width, h: r.height, what: e.className + ' ' + e.textContent}; })"
        )
    )


GEOLOGIST = {
    "edition": "saboteur2",
    "players": ["Anna", "Ben", "Carla"],
    "roles": {"Anna": "goldsucher-blau", "Ben": "geologe", "Carla": "saboteur"},
    "finder": "Anna",
}


def test_every_control_and_link_of_the_calculator_is_a_fingers_size(
    calculator: Calculator, calc: Any
) -> None:
    # The links among the questions ("(Spielregel und Hausregel)", "(was ist das?)", the
    # expansion's "(strittig)") and in the steps were 12 to 17 px high.
    page = calc
    open_round(page, calculator.example)  # the first visit's round
    page.locator('[data-wt="optional-rule"]').check()
    calculator_fall(page, FIRST_VERDICT_MS, leaving=calculator.example)
    page.locator('[data-wt="more"] .wt-steps').wait_for()
    seen = boxes(page)
    value = fall(GEOLOGIST)
    page.evaluate("value => { location.hash = 'wertung=' + value; }", value)
    page.wait_for_selector(f'{RESULT}[data-fall="{value}"]', state="attached")
    seen += boxes(page)
    assert len(seen) > 30
    assert any("strittig" in b["what"] for b in seen)
    small = [b for b in seen if min(b["w"], b["h"]) < SMALLEST]
    assert small == [], small


def test_saboteur_2_names_who_begins_the_next_round(calc: Any) -> None:
    # The expansion's rulebook ("Start a New Round"): the player to the left of whoever played
    # the last card begins. Seated clockwise, Anna's left neighbour is Ben; after Carla comes
    # Anna again. The calculator asked the base game's players only.
    round_ = {
        "edition": "saboteur2",
        "players": ["Anna", "Ben", "Carla"],
        "roles": {"Anna": "goldsucher-blau", "Ben": "saboteur", "Carla": "goldsucher-gruen"},
        "finder": "Anna",
    }
    value = fall(round_)
    page = calc
    open_round(page, value)
    steps = page.locator('[data-wt="more"] .wt-steps li').all_inner_texts()
    assert any(s.startswith("Die nächste Runde beginnt Ben, links neben Anna") for s in steps)
    assert page.locator('[data-wt="last-card-field"]').is_hidden()  # Anna played it
    page.select_option('[data-wt="finder"]', value="")
    calculator_fall(page, leaving=value)
    assert page.locator('[data-wt="last-card-field"]').is_visible()
    page.select_option('[data-wt="last-card"]', label="Carla")
    request = unfall(calculator_fall(page))
    assert request["last_card"] == "Carla" and request["edition"] == "saboteur2"
    assert page.locator(RESULT).get_attribute("data-winners") == "saboteure"
    steps = page.locator('[data-wt="more"] .wt-steps li').all_inner_texts()
    assert any(s.startswith("Die nächste Runde beginnt Anna, links neben Carla") for s in steps)


def shot(page: Any, name: str) -> None:
    """A screenshot for a person to look at, when SABOTEUR_SHOT_DIR names a folder."""
    folder = os.environ.get("SABOTEUR_SHOT_DIR")
    if folder:
        page.screenshot(path=f"{folder}/{name}.png", full_page=False)
