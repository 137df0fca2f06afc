"""What a reader on a phone saw wrong in the review of the checker (round 2): a rockfall and a
map marked only the nearest few of the cards they may be played on, and only after a Nein; a
tap on a card on the table, while building it, made the board jump up under the finger.

The places come from the rulebook: a rockfall takes "a path card of his choice (except start
and goal cards)" out of the maze, a map looks at "one of the three goal cards" (the goal cards
lie seven card widths right of the start card, one space apart: (8, -2), (8, 0), (8, 2)).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.helpers import VERDICT_MS, Checker, fall
from tests.browser.test_checker_board_building import Finger

pytestmark = pytest.mark.browser

PLAYERS = ["du", "Anna", "Ben"]


def laid(x: int, y: int, edges: str) -> dict[str, Any]:
    return {"x": x, "y": y, "card": {"edges": edges, "dead_end": False}, "rotation": 0}


# Eight path cards from the start card (0, 0) towards the goals: straights and crossroads.
EIGHT = [
    laid(1, 0, "EW"),
    laid(2, 0, "EW"),
    laid(3, 0, "NESW"),
    laid(3, -1, "NS"),
    laid(3, 1, "NS"),
    laid(4, 0, "EW"),
    laid(5, 0, "EW"),
    laid(6, 0, "NESW"),
]
GOALS = {(8, -2), (8, 0), (8, 2)}


@pytest.fixture(autouse=True)
def back_to_placing_your_card(checker: Checker) -> Iterator[None]:
    """The session's page goes on to other tests placing a card, as they expect it."""
    yield
    mode = checker.page.locator('[data-zp-mode="move"]')
    if mode.get_attribute("aria-pressed") != "true":
        mode.click()


def _open(checker: Checker, move: dict[str, Any]) -> None:
    situation = {"players": PLAYERS, "board": EIGHT}
    value = fall({"situation": situation, "move": move})
    checker.page.evaluate("value => { location.hash = 'fall=' + value; }", value)


def _marked(checker: Checker, count: int) -> set[tuple[int, int]]:
    """Wait until `count` cells are marked as allowed; the cells marked."""
    checker.page.wait_for_function(
        "n => document.querySelectorAll('[data-zp=board] .zp-cell--legal').length === n",
        arg=count,
        timeout=VERDICT_MS,
    )
    cells = checker.page.locator("[data-zp=board] .zp-cell--legal").evaluate_all(
        "cells => cells.map((c) => [c.getAttribute('data-x'), c.getAttribute('data-y')])"
    )
    return {(int(x), int(y)) for x, y in cells}


@pytest.mark.parametrize("play", ["rockfall", "map"])
def test_every_card_a_rockfall_or_map_may_be_played_on_is_marked_before_a_tap(
    checker: Checker, play: str
) -> None:
    wanted = {(c["x"], c["y"]) for c in EIGHT} if play == "rockfall" else GOALS
    _open(checker, {"play": play})
    checker.wait_for_state("choose")
    assert _marked(checker, len(wanted)) == wanted
    count = checker.page.locator("[data-zp='legal-count']")
    checker.page.wait_for_function(
        "n => document.querySelector(\"[data-zp='legal-count']\").textContent.includes(n)",
        arg=f"{len(wanted)} Karten",
        timeout=VERDICT_MS,
    )
    assert count.is_visible()
    # A rockfall or a map is not turned: no word of how the card lies, in the count or legend.
    assert "liegt" not in count.inner_text()
    legend = checker.page.locator("[data-zp='legend']")
    assert (
        "gedreht" not in legend.inner_text() and "so wie die Karte liegt" not in legend.inner_text()
    )
    # After a Nein (the start card is no target of either) every one stays marked, not only
    # the nearest few that the verdict offers instead.
    _open(checker, {"play": play, "x": 0, "y": 0})
    checker.page.wait_for_selector('[data-verdict][data-allowed="false"]', timeout=VERDICT_MS)
    assert _marked(checker, len(wanted)) == wanted
    # And the engine agrees with each mark: the marked card farthest from the start says Ja.
    x, y = max(wanted)
    _open(checker, {"play": play, "x": x, "y": y})
    checker.page.wait_for_selector('[data-verdict][data-allowed="true"]', timeout=VERDICT_MS)


def test_a_tap_on_a_laid_card_while_building_keeps_the_board_still(checker: Checker) -> None:
    page, finger = checker.page, Finger(checker.page)
    page.evaluate(
        "value => { location.hash = 'fall=' + value; }",
        fall({"situation": {"players": PLAYERS, "board": EIGHT}}),
    )
    checker.wait_for_state("choose")
    build = page.locator('[data-zp-mode="build"]')
    build.scroll_into_view_if_needed()
    finger.tap(build)
    checker.wait_for_state("build")
    page.locator("[data-zp='build-cards']").wait_for(state="visible")
    below = page.locator('[data-x="0"][data-y="1"]')

    def top() -> float:
        return float(below.evaluate("e => e.getBoundingClientRect().top"))

    before = top()
    finger.tap(page.locator('[data-x="2"][data-y="0"]'))
    page.wait_for_selector('[data-x="2"][data-y="0"].zp-cell--selected')
    assert top() == before, "the board moved when a card on it was selected"
    finger.tap(page.locator("[data-zp='tray-card']").get_by_role("button", name="Fertig"))
    page.wait_for_selector(".zp-cell--selected", state="detached")
    page.locator("[data-zp='build-cards']").wait_for(state="visible")
    assert top() == before, "the board moved when the card was let go"


def test_removing_a_card_at_the_tables_edge_keeps_the_focus_on_the_table(checker: Checker) -> None:
    # A card below the goals' rows widens the table by a row; removed, the table shrinks and
    # its grid is drawn anew: the focus must not fall to the page's body.
    page = checker.page
    far = laid(1, 4, "NS")
    page.evaluate(
        "value => { location.hash = 'fall=' + value; }",
        fall({"situation": {"players": PLAYERS, "board": [*EIGHT, far]}}),
    )
    checker.wait_for_state("choose")
    page.locator('[data-zp-mode="build"]').click()
    checker.wait_for_state("build")
    cell = page.locator('[data-x="1"][data-y="4"]')
    cell.scroll_into_view_if_needed()
    cell.click()
    page.wait_for_selector('[data-x="1"][data-y="4"].zp-cell--selected')
    page.locator("[data-zp='tray-card']").get_by_role("button", name="Entfernen").click()
    page.wait_for_function(
        '() => !document.querySelector(\'[data-x="1"][data-y="4"]\')', timeout=VERDICT_MS
    )
    page.wait_for_timeout(300)  # whatever the page draws after the edit
    role = page.evaluate("document.activeElement && document.activeElement.getAttribute('role')")
    assert role == "gridcell", page.evaluate("document.activeElement.outerHTML.slice(0, 120)")


def _rgb(color: str) -> list[float]:
    return [float(v) for v in color[color.index("(") + 1 : color.index(")")].split(",")[:3]]


def _luminance(rgb: str) -> float:
    parts = _rgb(rgb)

    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in parts)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_focus_ring_stands_out_3_to_1_and_is_not_the_mark_of_a_place(checker: Checker) -> None:
    page = checker.page
    _open(checker, {"play": "map"})
    _marked(checker, len(GOALS))
    # A button on the page's white, reached with the keyboard.
    button = page.locator("[data-zp='copy']")
    button.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    ring = button.evaluate("e => getComputedStyle(e).outlineColor")
    page_bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert _contrast(ring, page_bg) >= 3, (ring, page_bg)
    # A marked place on the board with the focus: the ring is not the mark's amber.
    cell = page.locator('[data-x="8"][data-y="0"]')
    cell.focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    assert cell.evaluate("e => e === document.activeElement")
    ring = cell.evaluate("e => getComputedStyle(e).outlineColor")
    mark = cell.evaluate("e => getComputedStyle(e).borderTopColor")
    board = page.locator("[data-zp='board-scroll']").evaluate(
        "e => getComputedStyle(e).backgroundColor"
    )
    assert _contrast(ring, board) >= 3, (ring, board)
    # Not the mark's colour: the ring is blue where the mark is amber (red over blue).
    ring_rgb, mark_rgb = (_rgb(c) for c in (ring, mark))
    assert mark_rgb[0] > mark_rgb[2] and ring_rgb[2] > ring_rgb[0], (ring, mark)


def test_a_screen_reader_meets_the_verdict_once_and_no_label_without_its_field(
    checker: Checker,
) -> None:
    page = checker.page
    _open(checker, {"play": "rockfall", "x": 2, "y": 0})
    page.wait_for_selector('[data-verdict][data-allowed="true"]', timeout=VERDICT_MS)
    sentence = page.locator("[data-verdict] .zp-verdict__sentence").inner_text()
    tree = page.locator("body").aria_snapshot()
    # The verdict itself, and the live region that says it (emptied once said): not the bar.
    assert tree.count(sentence) <= 2, tree[-600:]
    assert "Link zu dieser Lage" not in tree


def test_with_a_broken_lamp_the_bar_says_why_no_place_is_allowed(checker: Checker) -> None:
    page = checker.page
    value = fall(
        {
            "situation": {"players": PLAYERS, "board": EIGHT, "broken": {"du": ["lamp"]}},
            "move": {"play": "path", "card": {"edges": "NESW", "dead_end": False}},
        }
    )
    page.evaluate("value => { location.hash = 'fall=' + value; }", value)
    # The rulebook: with a broken tool in front of you, you play no path card until it is
    # repaired. The bar says so at once, instead of asking for a place: the Nein any place
    # would get, the broken lamp (test_checker_bar_words has its mark and its button).
    page.wait_for_function(
        "() => /Lampe/.test(document.querySelector(\"[data-zp='bar-sentence']\").textContent)",
        timeout=VERDICT_MS,
    )
    bar = page.locator("[data-zp='bar-sentence']").inner_text()
    assert "Tippe" not in bar and bar.startswith("Nein") and "kaputt" in bar, bar
    # The tray above the table says it too, where it would ask for a place (the count under
    # it would only say it twice).
    assert "repariert" in str(page.locator("[data-zp='board-hint']").text_content())


def test_the_source_of_a_rule_links_where_the_rule_pages_link_it(checker: Checker) -> None:
    page = checker.page
    _open(checker, {"play": "rockfall", "x": 2, "y": 0})
    page.wait_for_selector('[data-verdict][data-allowed="true"]', timeout=VERDICT_MS)
    links = page.locator("[data-verdict] .zp-check__source a")
    assert links.count() >= 1
    named = {a.inner_text(): a.get_attribute("href") for a in links.all()}
    # The rule pages' boxes link the same names to the same places of the page Quellen.
    rules_page = page.locator("[data-verdict] .zp-check__rule").first.get_attribute("href")
    boxes = page.evaluate(
        "async url => { const html = await (await fetch(url)).text();"
        " const doc = new DOMParser().parseFromString(html, 'text/html');"
        " return [...doc.querySelectorAll('a[href*=\"quellen\"]')].map(a => [a.textContent,"
        " new URL(a.getAttribute('href'), url).href]); }",
        rules_page,
    )
    on_pages = dict(boxes)
    for name, href in named.items():
        assert name in on_pages, (name, sorted(on_pages))
        assert href == on_pages[name], (name, href, on_pages[name])
