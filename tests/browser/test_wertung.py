"""The calculator "Wer bekommt wie viel Gold?" in Chromium, on a phone-sized page.

One page for the session (`calc`, tests/browser/conftest.py: Pyodide starts once); tests move
between rounds by the fragment (`#wertung=…`) or by the controls. The expected answers are
worked out from the rules (docs-dev/rules.md "Round end and gold"), the fragment encoding from
docs-dev/checker-page.md (tests.browser.helpers).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import Calculator, phone_page
from tests.browser.helpers import (
    FIRST_VERDICT_MS,
    VERDICT_MS,
    Searcher,
    calculator_answered,
    calculator_fall,
    calculator_share,
    fall,
    open_round,
    unfall,
)

pytestmark = pytest.mark.browser

PAGE = "wertung.html"
RESULT = "[data-wertung]"

SIX = {
    "players": ["Ute", "Veit", "Wiebke", "Xaver", "Yusuf", "Zoe"],
    "roles": {
        "Ute": "goldsucher",
        "Veit": "saboteur",
        "Wiebke": "goldsucher",
        "Xaver": "goldsucher",
        "Yusuf": "saboteur",
        "Zoe": "goldsucher",
    },
    "finder": "Veit",
    "rules": {"gold-count": "gold-diggers"},
}
# Veit is a Saboteur: counter-clockwise from him Ute takes first, then Zoe, Xaver, Wiebke
# (Yusuf skipped); four Goldsucher, four cards (the second reading): one each.


def answered(page: Any, value: str, timeout: int = VERDICT_MS) -> dict[str, str]:
    calculator_answered(page, value, timeout)
    element = page.locator(RESULT)
    return {
        "winners": element.get_attribute("data-winners") or "",
        "text": element.inner_text(),
    }


def open_link(page: Any, value: str, timeout: int = VERDICT_MS) -> dict[str, str]:
    open_round(page, value, timeout)
    return answered(page, value, timeout)


@dataclass
class FirstVisit:
    """What one first visit of the calculator showed (`first_visit`)."""

    built: dict[str, str]
    """The first round's answer as the build rendered it: winners, shares, text, `data-fall`."""
    engines: list[str]
    """The engine's workers a second after the page had loaded, before anyone asked."""
    pending: str
    """The answer's text once a link to another round (SIX) came in while the engine loaded."""
    pending_seats: int
    """The rows of seats in the answer then."""
    shown: dict[str, str]
    """The engine's answer to SIX, once it came."""
    veit: str
    """What Veit gets by it."""
    again: str
    """The engine's answer's text to the first round, asked by its link afterwards."""


@pytest.fixture(scope="module")
def first_visit(browser: Any, base_url: str) -> FirstVisit:
    """One first visit (a fresh phone page, the engine not started): the example round shown,
    then a link to another round (SIX) while the engine loads, then the first round by its
    link again. The two tests that observed this same first visit on pages of their own read
    it here (one engine start instead of two)."""
    with phone_page(browser, base_url, PAGE, f"{RESULT}[data-winners]") as page:
        built = {
            "winners": page.locator(RESULT).get_attribute("data-winners") or "",
            **{name: calculator_share(page, name) for name in ("Carla", "David", "Ben")},
            "text": page.locator(RESULT).inner_text(),
            "fall": str(page.locator(RESULT).get_attribute("data-fall")),
        }
        page.wait_for_timeout(1000)
        engines = [w.url for w in page.workers if "zugpruefer-worker" in w.url]
        value = fall(SIX)
        page.evaluate("value => { location.hash = 'wertung=' + value; }", value)
        page.wait_for_selector(f'{RESULT}[data-winners="pending"]', state="attached")
        pending = page.locator(RESULT).inner_text()
        pending_seats = page.locator('[data-wt="more"] tr').count()
        shown = answered(page, value, FIRST_VERDICT_MS)
        veit = calculator_share(page, "Veit")
        # Asked through the link, the engine answers the first round as well.
        again = open_link(page, built["fall"])["text"]
    return FirstVisit(built, engines, pending, pending_seats, shown, veit, again)


def test_the_first_round_is_answered_before_the_engine_and_the_engine_agrees(
    first_visit: FirstVisit,
) -> None:
    # Anna g, Ben s, Carla g, David g, Eva s; Carla reached the gold; 5 cards:
    # Carla, Anna, David, Carla, Anna.
    built = first_visit.built
    assert built["winners"] == "goldsucher"
    assert built["Carla"] == "2 Goldkarten"
    assert built["David"] == "eine Goldkarte"
    assert built["Ben"] == "nichts"
    assert first_visit.engines == [], "the engine's worker started before anyone asked"
    # Asked through the link (after another round, SIX), the engine gives the same answer as
    # the build did.
    assert first_visit.again == built["text"]


def test_while_the_engine_loads_the_example_answer_gives_way(first_visit: FirstVisit) -> None:
    # A link to another round on a first visit: the example round's answer (rendered at build)
    # must not stand beside the linked round's names while the engine loads.
    assert "Regeln werden geladen" in first_visit.pending
    assert first_visit.pending_seats == 0, "the example's seats stayed"
    shown = first_visit.shown
    assert shown["winners"] == "goldsucher" and shown["text"] != first_visit.built["text"]
    assert first_visit.veit == "nichts"


def test_a_link_opens_its_round_in_the_controls_and_answers_it(calc: Any) -> None:
    value = fall(SIX)
    shown = open_link(calc, value)
    assert shown["winners"] == "goldsucher"
    names = [calc.locator(".wt-name").nth(i).input_value() for i in range(6)]
    assert names == SIX["players"]
    assert calc.locator('[data-wt="finder"] option:checked').inner_text() == "Veit"
    assert calc.locator("[data-wt-reading][value=gold-diggers]").is_checked()
    for name in ("Ute", "Zoe", "Xaver", "Wiebke"):
        assert calculator_share(calc, name) == "eine Goldkarte"
    assert calculator_share(calc, "Veit") == "nichts"
    steps = calc.locator(".wt-steps li").all_inner_texts()
    assert any("Ute" in step and "Veit" in step for step in steps), steps


def test_the_link_round_trips_through_the_controls(calc: Any) -> None:
    open_link(calc, fall(SIX))
    calc.locator("[data-wt-reading][value=players]").check()
    changed = unfall(calculator_fall(calc))
    assert "rules" not in changed  # the default reading needs no option
    calc.locator("[data-wt-reading][value=gold-diggers]").check()
    assert unfall(calculator_fall(calc)) == SIX
    # Six cards in the first reading would have gone Ute, Zoe, Xaver, Wiebke, Ute, Zoe.


def test_nobody_reaching_the_gold_lets_the_saboteure_win(calc: Any) -> None:
    open_link(calc, fall(SIX))
    calc.select_option('[data-wt="finder"]', value="")
    request = unfall(calculator_fall(calc))
    assert request["finder"] is None
    assert calc.locator(RESULT).get_attribute("data-winners") == "saboteure"
    assert calculator_share(calc, "Veit") == "Goldkarten im Wert von 3 Goldstücken"
    assert calculator_share(calc, "Ute") == "nichts"


def test_who_played_the_last_card_names_who_begins_the_next_round(calc: Any) -> None:
    # Issue 22, the rulebook ("A new round begins"): the left neighbour of whoever played the
    # last card begins; seated clockwise, after Zoe comes Ute again.
    open_link(calc, fall(SIX))
    assert calc.locator('[data-wt="last-card-field"]').is_hidden()  # the finder played it
    steps = calc.locator(".wt-steps li").all_inner_texts()
    assert any(step.startswith("Die nächste Runde beginnt Wiebke") for step in steps), steps
    calc.select_option('[data-wt="finder"]', value="")
    calculator_fall(calc)
    assert calc.locator('[data-wt="last-card-field"]').is_visible()
    calc.select_option('[data-wt="last-card"]', label="Zoe")
    request = unfall(calculator_fall(calc))
    assert request["last_card"] == "Zoe" and request["finder"] is None
    steps = calc.locator(".wt-steps li").all_inner_texts()
    assert any(step.startswith("Die nächste Runde beginnt Ute") for step in steps), steps


def test_the_optional_rule_asks_whose_tool_is_broken(calc: Any) -> None:
    # Issue 22, the rulebook's optional rule: Goldsucher with a broken tool get no gold.
    open_link(calc, fall({**SIX, "rules": {"gold-count": "players"}}))
    assert calc.locator(".wt-tool").count() == 0  # off by default: nothing to ask
    calc.locator('[data-wt="optional-rule"]').check()
    request = unfall(calculator_fall(calc))
    assert request["rules"] == {"broken-no-gold": "yes"}
    assert calc.locator(".wt-tool").count() == 4  # one per Goldsucher, none for Saboteure
    calc.locator(".wt-tool").first.select_option("lamp")  # Ute, the first Goldsucher
    request = unfall(calculator_fall(calc))
    assert request["broken"] == {"Ute": ["lamp"]}
    # Six cards counter-clockwise from Veit, Ute left out: Zoe, Xaver, Wiebke, Zoe, Xaver, Wiebke.
    assert calculator_share(calc, "Ute") == "nichts"
    assert calculator_share(calc, "Zoe") == "2 Goldkarten"


def test_a_person_added_takes_part_in_the_count(calc: Any) -> None:
    open_link(calc, fall({**SIX, "rules": {"gold-count": "players"}}))
    calc.locator('[data-wt="add"]').click()
    request = unfall(calculator_fall(calc))
    assert len(request["players"]) == 7 and request["roles"][request["players"][6]] == "goldsucher"
    # The new person sits at seat 7, between Zoe and Ute. Seven cards, counter-clockwise from
    # Veit over the Goldsucher: Ute, new, Zoe, Xaver, Wiebke, Ute, new.
    assert calculator_share(calc, request["players"][6]) == "2 Goldkarten"
    assert calculator_share(calc, "Zoe") == "eine Goldkarte"


def test_an_impossible_round_gets_the_engines_german_message(calc: Any) -> None:
    shown = open_link(calc, fall({**SIX, "players": SIX["players"][:2]}))
    assert shown["winners"] == "error"
    assert "3 bis 10 Personen" in shown["text"]


def test_a_broken_link_says_so_in_german(calc: Any) -> None:
    shown = open_link(calc, "kaputt!")
    assert shown["winners"] == "error"
    assert "Link" in shown["text"] and "beschädigt" in shown["text"]


def test_the_answer_is_in_view_on_a_phone(calc: Any) -> None:
    open_link(calc, fall(SIX))
    box = calc.locator(RESULT).bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844


def test_an_example_opens_in_the_calculator(calc: Any) -> None:
    link = calc.locator('[data-wertung-example="eva-legt-die-letzte-karte"] [data-wertung-open]')
    value = str(link.get_attribute("href")).split("#wertung=", 1)[1]
    link.click()
    assert answered(calc, value)["winners"] == "goldsucher"
    assert calculator_share(calc, "David") == "2 Goldkarten"
    assert calculator_share(calc, "Eva") == "nichts"


def test_copying_the_first_round_puts_it_into_the_link(browser: Any, base_url: str) -> None:
    with phone_page(browser, base_url, PAGE, f"{RESULT}[data-winners]") as page:
        assert page.evaluate("location.hash") == ""  # nothing written before a change
        shown = page.locator(RESULT).get_attribute("data-fall")
        page.locator('[data-wt="copy"]').click()  # no engine needed to share the first round
        page.wait_for_function("() => document.querySelector('[data-wt=copy-note]').textContent")
        assert page.evaluate("location.hash") == f"#wertung={shown}"
        assert unfall(str(shown))["finder"] == "Carla"


def test_search_finds_the_page_for_wertung_and_goldkarten(start_page_searcher: Searcher) -> None:
    # The session's start page for searches (tests/conftest.py: a first visit, no service
    # worker), shared with test_site_browser's and test_site_game_pages' searches.
    for word in ("Wertung", "Goldkarten"):
        links = start_page_searcher.search(word)
        assert any(PAGE in href for href in links), (word, links)


def test_from_a_folder_the_page_reads_without_the_engine(open_page: Any, site_dir: Path) -> None:
    page = open_page(None).page
    page.goto((site_dir / PAGE).resolve().as_uri())
    assert page.locator("[data-wt-off]").is_visible()
    assert not page.locator("[data-wt-app]").is_visible()
    assert page.locator("[data-wertung-example]").count() >= 5


def test_the_first_tap_lands_where_it_was_aimed_and_moves_nothing(
    browser: Any, base_url: str
) -> None:
    # The first touch starts the engine and its status line: the controls must stay where the
    # finger is, so "Person dazu" adds a person (it did nothing when the form moved down).
    with phone_page(browser, base_url, PAGE, f"{RESULT}[data-winners]") as page:
        # The rows above the button: the new person's row goes below them. Their boxes in one
        # call each time (not one round trip per control while the engine starts).
        controls = page.locator(".wt-person :is(.wt-name, .wt-role, .wt-remove)")
        boxes = (
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.x, r.y, r.width, r.height]; })"
        )
        add = page.locator('[data-wt="add"]')
        add.scroll_into_view_if_needed()
        before = controls.evaluate_all(boxes)
        box = add.bounding_box()
        assert box is not None
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_function(
            "() => document.querySelector('[data-wt=status]').textContent.trim() !== ''"
        )
        assert page.locator(".wt-name").count() == 6, "the tap did not reach Person dazu"
        after = controls.evaluate_all(boxes)[: len(before)]
        assert len(before) == 15 and after == before, "the controls moved under the first tap"


# The reviewer's table (a phone, 390x844): Anna g, Ben s, Carla g, David g; Ben reached the gold.
FOUR = {
    "players": ["Anna", "Ben", "Carla", "David"],
    "roles": {
        "Anna": "goldsucher",
        "Ben": "saboteur",
        "Carla": "goldsucher",
        "David": "goldsucher",
    },
    "finder": "Ben",
}
# What a finger needs at the least (WCAG 2.2, 2.5.8): 24 CSS pixels each way.
SMALLEST = 24


def boxes(page: Any, selector: str) -> list[dict[str, float]]:
    return [
        b
        for b in page.locator(selector).evaluate_all(
            "els => els.filter(e => e.offsetParent).map(e => {"
            " const r = e.getBoundingClientRect();"
            " return {x: r.x, y: r.y, width: r.width, height: r.height, name: e.className}; })"
        )
    ]


def tap_at(page: Any, selector: str) -> dict[str, float]:
    """Tap the middle of a control as a finger does; its box before the tap."""
    page.locator(selector).scroll_into_view_if_needed()
    box = page.locator(selector).bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    return dict(box)


def test_the_optional_rule_keeps_the_rows_and_says_at_the_checkbox_what_changed(
    calc: Any,
) -> None:
    # The review: ticking the optional rule shrank each Goldsucher's name to 18 px (the name
    # gone, not editable), added a 19 px browser-default picker, 400 px above the checkbox, and
    # nothing near the tap changed.
    page = calc
    open_link(page, fall(FOUR))
    names = boxes(page, ".wt-name")
    role = page.locator(".wt-role").first.evaluate(
        "e => { const s = getComputedStyle(e);"
        " return [s.fontSize, s.borderTopWidth, s.borderRadius, s.backgroundColor]; }"
    )
    before = tap_at(page, '[data-wt="optional-rule"]')
    request = unfall(calculator_fall(page, leaving=fall(FOUR)))
    assert request["rules"] == {"broken-no-gold": "yes"}
    shot(page, "wertung-wahlregel-on")
    # The checkbox stayed under the finger.
    after = page.locator('[data-wt="optional-rule"]').bounding_box()
    assert after is not None and abs(after["y"] - before["y"]) <= 1, (before, after)
    # A line right under it says what changed and leads to the new choices.
    note = page.locator('[data-wt="optional-note"]')
    assert note.is_visible() and "Werkzeug" in note.inner_text()
    note_box = note.bounding_box()
    assert note_box is not None and 0 <= note_box["y"] - (after["y"] + after["height"]) <= 60
    # The rows keep their names whole and editable, nothing sticks out of the screen.
    assert page.locator(".wt-tool").count() == 3
    for old, new in zip(names, boxes(page, ".wt-name"), strict=True):
        assert new["width"] >= old["width"] - 1, (old, new)
    for box in boxes(page, ".wt-person :is(.wt-name, .wt-role, .wt-tool, .wt-remove)"):
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    # The new choice: a finger's size and dressed like its neighbours.
    for box in boxes(page, ".wt-tool"):
        assert box["height"] >= 44 and box["width"] >= 150, box
    tool = page.locator(".wt-tool").first.evaluate(
        "e => { const s = getComputedStyle(e);"
        " return [s.fontSize, s.borderTopWidth, s.borderRadius, s.backgroundColor]; }"
    )
    assert tool == role
    # The button under the checkbox brings the first choice into view.
    tap_at(page, '[data-wt="to-tools"]')
    page.wait_for_function(
        "() => { const r = document.querySelector('.wt-tool').getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= innerHeight; }"
    )
    shot(page, "wertung-wahlregel-tools")
    page.locator(".wt-tool").nth(1).select_option("lamp")  # Carla's lamp
    assert unfall(calculator_fall(page))["broken"] == {"Carla": ["lamp"]}
    page.locator(".wt-name").nth(2).fill("Carla-Marie")
    assert "Carla-Marie" in unfall(calculator_fall(page))["broken"]


def test_a_removed_persons_tooltip_does_not_stay_behind(calculator: Calculator, calc: Any) -> None:
    # The review: after Eva was removed, a tooltip "Eva entfernen" kept floating on the page.
    page = calc
    open_link(page, calculator.example)  # the first visit's round: Anna, Ben, Carla, David, Eva
    assert page.locator(".wt-name").nth(4).input_value() == "Eva"
    tap_at(page, ".wt-person:nth-child(5) .wt-remove")
    page.wait_for_function("() => document.querySelectorAll('.wt-name').length === 4")
    page.wait_for_timeout(1200)  # Material shows its tooltips after a short delay
    shot(page, "wertung-eva-entfernt")
    assert page.get_by_text("Eva entfernen").count() == 0
    assert page.locator(".md-tooltip2").count() == 0


def test_every_control_of_the_calculator_is_big_enough_for_a_finger(calc: Any) -> None:
    # Nothing under 24 px, with the optional rule on and off (its radio buttons, checkboxes,
    # pickers and buttons).
    page = calc
    open_link(page, fall(FOUR))
    tap_at(page, '[data-wt="optional-rule"]')
    calculator_fall(page, leaving=fall(FOUR))
    controls = boxes(page, "[data-wt-app] :is(input, select, button)")
    assert len(controls) > 15
    small = [c for c in controls if min(c["width"], c["height"]) < SMALLEST]
    assert small == [], small


def shot(page: Any, name: str) -> None:
    """A screenshot for a person to look at, when SABOTEUR_SHOT_DIR names a folder."""
    folder = os.environ.get("SABOTEUR_SHOT_DIR")
    if folder:
        page.screenshot(path=f"{folder}/{name}.png", full_page=False)
