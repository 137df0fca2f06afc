"""The checker at the table on a phone (390x844, touch), fourth pass: "Rückgängig" survives a
visit to a rule's page (a new load, or the back-forward cache), "Welches Werkzeug?" comes into
view above the answer bar, a tall maze opens on the move or the cards laid, the board has the
ARIA grid's Home and End keys, the remove button has a name without a tooltip, and another path
card chosen after a place keeps the place and is answered at once.

Verdicts asked here are written from the rules: two sabotage cards with the same symbol never
lie in front of one person; a straight card (east-west) east of the start card joins its path,
an upright straight card (north-south) there meets the start card's east side with rock; a
crossroads is open on every side, so a maze of crossroads joins the start card and every card
laid next to it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.conftest import _guarded_context
from tests.browser.helpers import (
    CHECKER,
    FIRST_VERDICT_MS,
    Checker,
    back_on_the_checker,
    case,
    fall,
    in_view_and_laid_out,
    unfall,
)
from tests.js import js
from tools import chromium

pytestmark = pytest.mark.browser

UNDO = "[data-zp='undo']"
EW = {"edges": "EW", "dead_end": False}
CROSS = {"edges": "NESW", "dead_end": False}


# Anna's lamp is broken already: a second lamp sabotage on her is a Nein (no-duplicate).
NEIN = case({"play": "sabotage", "tool": "lamp", "target": "Anna"}, broken={"Anna": ["lamp"]})
RULE_LINK = "[data-verdict] [data-code='no-duplicate'] a.zp-check__rule"


@pytest.fixture
def fresh(checker: Checker) -> Any:
    """The session's checker, started over, scrolled to the top."""
    page = checker.page
    page.evaluate("() => { location.hash = ''; scrollTo(0, 0); }")
    checker.wait_for_state("choose")
    yield checker
    page.evaluate("() => { location.hash = ''; }")


def seen(page: Any, x: int, y: int) -> bool:
    return bool(page.evaluate(js("board_cell_seen"), [x, y])["seen"])


def to_a_rule_and_back(page: Any, *, commit: bool = False) -> None:
    """The reader follows the rule link of the Nein's failing check and comes Back."""
    link = page.locator(RULE_LINK)
    link.evaluate("el => el.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(400)  # the reader rests there a moment
    # On the session's page the table above keeps the size another test's board had until
    # the scroll brings it near: the tap waits until that layout is done (a state, not a time).
    in_view_and_laid_out(link)
    link.tap()
    page.wait_for_url(re.compile(r"^(?!.*zugpruefer).*$"))
    page.wait_for_load_state()
    if commit:  # a page from the back-forward cache fires no load event
        page.go_back(wait_until="commit")
    else:
        page.go_back()


# --- 1. "Rückgängig" after a rule's page --------------------------------------------------------


def test_back_from_a_rule_brings_undo_and_the_place_back(fresh: Checker) -> None:
    # The session's checker (phone-sized, touch, service workers blocked, as a page of its own
    # had it) asked the Nein by its link, a new history entry as a link opened is: Back from
    # the rule's page loads it anew all the same.
    page = fresh.page
    with back_on_the_checker(fresh):
        checker = fresh
        assert checker.ask(NEIN)["failed"] == "no-duplicate"
        page.locator('[data-zp-broken="Ben:cart"]').tap()
        checker.wait_for_request(lambda r: r["situation"]["broken"].get("Ben") == ["cart"])
        assert checker.wait_for_own_fall()["failed"] == "no-duplicate"
        edited = checker.current_fall()
        assert page.locator(UNDO).is_visible()
        to_a_rule_and_back(page)
        assert checker.wait_for_fall(edited, timeout=FIRST_VERDICT_MS)["failed"] == "no-duplicate"
        # The page comes back where it was: at the rule's link, with its "Rückgängig".
        page.wait_for_function(
            "s => { const r = document.querySelector(s).getBoundingClientRect();"
            " return r.top >= 0 && r.bottom <= innerHeight; }",
            arg=RULE_LINK,
            timeout=10_000,
        )
        page.locator(UNDO).wait_for(state="visible", timeout=10_000)
        page.locator(UNDO).tap()
        assert checker.wait_for_fall(fall(NEIN))["failed"] == "no-duplicate"
        assert checker.current_fall() == fall(NEIN)


def test_from_the_back_forward_cache_undo_and_the_engine_still_work(
    browser: Any, base_url: str
) -> None:
    # Playwright turns the back-forward cache off; a phone's browser has it on.
    cached = browser.browser_type.launch(
        executable_path=chromium.CHROMIUM,
        headless=True,
        args=chromium.TEST_ARGS,
        ignore_default_args=["--disable-back-forward-cache"],
    )
    foreign: list[str] = []
    errors: list[str] = []
    try:
        context = _guarded_context(
            cached,
            base_url,
            foreign,
            viewport={"width": 390, "height": 844},
            has_touch=True,
            service_workers="block",
        )
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.add_init_script(
            "addEventListener('pageshow', e => { if (e.persisted) window.zpRestored = true; });"
        )
        page.goto(f"{base_url}/{CHECKER}#fall={fall(NEIN)}")
        checker = Checker(page, base_url)
        checker.wait_for_fall(fall(NEIN), timeout=FIRST_VERDICT_MS)
        page.locator('[data-zp-broken="Ben:cart"]').tap()
        checker.wait_for_request(lambda r: r["situation"]["broken"].get("Ben") == ["cart"])
        checker.wait_for_own_fall()
        edited = checker.current_fall()
        to_a_rule_and_back(page, commit=True)
        page.wait_for_function("() => window.zpRestored === true", timeout=10_000)
        assert page.locator(UNDO).is_visible()
        # The worker still answers: a new edit gets its verdict (Anna's lamp is still broken).
        page.locator('[data-zp-broken="du:cart"]').tap()
        checker.wait_for_request(lambda r: r["situation"]["broken"].get("du") == ["cart"])
        assert checker.wait_for_own_fall()["failed"] == "no-duplicate"
        page.locator(UNDO).tap()
        assert checker.wait_for_fall(edited)["failed"] == "no-duplicate"
        context.close()
    finally:
        cached.close()
    assert not foreign, foreign
    assert not errors, errors


# --- 2. "Welches Werkzeug?" above the bar ------------------------------------------------------


def test_which_tool_comes_into_view_above_the_bar(fresh: Checker) -> None:
    page = fresh.page
    card = page.locator('[data-zp-card="repair-pickaxe-lamp"]')
    card.scroll_into_view_if_needed()
    card.tap()
    fresh.wait_for_request(lambda r: r.get("move", {}).get("tools") == ["pickaxe", "lamp"])
    fresh.wait_for_state("choose")
    page.wait_for_function(
        """() => {
          const group = document.getElementById('zp-fix-label').parentElement;
          const bar = document.querySelector("[data-zp='bar']").getBoundingClientRect();
          return group.getBoundingClientRect().bottom <= bar.top;
        }""",
        timeout=5_000,
    )
    # The card chosen stays on screen below the header, and whom it goes to, too.
    header = page.locator(".md-header").bounding_box()
    box = card.bounding_box()
    assert box["y"] >= header["y"] + header["height"] - 1, (box, header)
    target = page.locator("#zp-target-label").bounding_box()
    assert target["y"] >= header["y"] + header["height"], target


# --- 3. a tall maze opens on the move, or on the cards laid ----------------------------------

# A maze of 40 crossroads going south from the start and then east and west: the goals' rows
# north of the start (y = -3 … -1) hold no card.
SOUTH = (
    [(0, y) for y in range(1, 26)]
    + [(x, 25) for x in range(-7, 0)]
    + [(x, 25) for x in range(1, 9)]
)
assert len(SOUTH) == 40 and len(set(SOUTH)) == 40
SOUTH_BOARD = [{"x": x, "y": y, "card": CROSS, "rotation": 0} for x, y in SOUTH]


def test_a_tall_maze_opens_on_the_cards_laid_not_on_empty_rows(fresh: Checker) -> None:
    page = fresh.page
    fresh.page.evaluate(
        "value => { location.hash = 'fall=' + value; }", fall(case(None, board=SOUTH_BOARD))
    )
    fresh.wait_for_state("choose")
    page.evaluate("scrollTo(0, 0)")
    card = page.locator('[data-zp-card="path-NESW"]')
    card.scroll_into_view_if_needed()
    card.tap()
    fresh.wait_for_request(lambda r: r.get("move", {}).get("play") == "path")
    page.wait_for_timeout(300)  # the page has scrolled
    assert seen(page, 0, 1) and seen(page, 0, 2)
    assert not seen(page, 0, -1)
    # The bar's "Zum Tisch" leads there as well.
    page.evaluate("scrollTo(0, 0)")
    page.locator("[data-zp='bar-go']").tap()
    page.wait_for_timeout(300)
    assert seen(page, 0, 1) and not seen(page, 0, -1)


# --- 6. another path card after a place: the place stays, the answer comes at once -----------


@pytest.mark.parametrize("tall", [False, True], ids=["small", "40-cards"])
def test_another_path_card_keeps_the_place_in_view_and_is_answered(
    fresh: Checker, tall: bool
) -> None:
    page = fresh.page
    place = (1, 20) if tall else (1, 0)
    board = SOUTH_BOARD if tall else []
    # A crossroads joins what lies next to it: a Ja.
    first = case(
        {"play": "path", "card": CROSS, "x": place[0], "y": place[1], "rotation": 0}, board=board
    )
    assert fresh.ask(first)["allowed"] == "true"
    card = page.locator('[data-zp-card="path-NS"]')
    card.scroll_into_view_if_needed()
    card.tap()
    request = fresh.wait_for_request(lambda r: r["move"]["card"]["edges"] == "NS")
    assert (request["move"]["x"], request["move"]["y"]) == place
    verdict = fresh.wait_for_own_fall()
    assert verdict["fall"] == fresh.current_fall()
    # Upright, a straight card beside a path card on its west meets it with rock (small board:
    # the start card; tall: the crossroads at (0, 20)).
    assert verdict["allowed"] == "false" and verdict["failed"] == "fits", verdict
    cell = page.locator(f"[data-zp='board'] [data-x='{place[0]}'][data-y='{place[1]}']")
    assert "zp-cell--move" in (cell.get_attribute("class") or "")
    page.wait_for_timeout(300)
    assert seen(page, *place), page.evaluate(js("board_cell_seen"), list(place))


# --- 4. Home and End on the board --------------------------------------------------------------


def test_home_and_end_move_along_the_row_and_the_grid(fresh: Checker) -> None:
    page = fresh.page
    move = {"play": "path", "card": EW, "x": 1, "y": 0, "rotation": 0}
    assert fresh.ask(case(move))["allowed"] == "true"
    page.locator("[data-zp='board'] [data-x='1'][data-y='0']").focus()
    cells = page.evaluate(
        """() => [...document.querySelectorAll("[data-zp='board'] [data-x]")]
          .map(c => [Number(c.dataset.x), Number(c.dataset.y)])"""
    )
    row = [c for c in cells if c[1] == 0]
    focused = (
        "() => { const c = document.activeElement;"
        " return [Number(c.dataset.x), Number(c.dataset.y), c.tabIndex]; }"
    )
    for key, want in [
        ("End", row[-1]),
        ("Home", row[0]),
        ("Control+End", cells[-1]),
        ("Control+Home", cells[0]),
    ]:
        page.keyboard.press(key)
        assert page.evaluate(focused) == [*want, 0], key
        assert seen(page, *want), key
    assert page.locator("[data-zp='board'] [tabindex='0']").count() == 1


# --- 5. the remove button: a name, no tooltip --------------------------------------------------


def test_the_remove_button_has_a_name_and_no_tooltip(fresh: Checker) -> None:
    page = fresh.page
    button = page.get_by_role("button", name="Anna entfernen", exact=True)
    assert button.count() == 1
    assert button.get_attribute("title") is None
    # No control of the checker shows a tooltip on a long press.
    assert page.locator("[data-zp-app] [title]").count() == 0
    button.tap()
    fresh.wait_for_request(lambda r: "Anna" not in r["situation"]["players"])
    assert unfall(fresh.current_fall())["situation"]["players"] == ["du", "Ben"]
