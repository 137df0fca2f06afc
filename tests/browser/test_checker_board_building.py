"""Building the table on a phone (issue 24, item 3): choosing, turning and placing a card in one
place on screen, a tap on a card on the table that selects it and never changes it, and
"Drehen", "Verschieben", "Entfernen" as deliberate edits (one history entry kept, one step of
"Rückgängig" each). Choosing your own path card brings the table with its marks into view.

Every tap here is a finger's tap at a point of the screen as the page is scrolled: the control
must be on screen, below the header and above the answer bar, and not covered. The board and
the verdicts come from the rules: x grows towards the goals, y downwards (N is y - 1); a path
card must touch the start's maze and fit every neighbour's sides.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rules_py.api import catalog
from tests.browser.helpers import Checker, case, fall, unfall
from tests.js import js

pytestmark = pytest.mark.browser

PLAYERS = ["du", "Anna", "Ben"]


def card(edges: str, dead_end: bool = False) -> dict[str, Any]:
    return {"edges": edges, "dead_end": dead_end}


def laid(x: int, y: int, edges: str, rotation: int = 0) -> dict[str, Any]:
    return {"x": x, "y": y, "card": card(edges), "rotation": rotation}


# A maze of eight cards from the start card (0, 0), open on all four sides:
#   a straight east-west (1, 0), a T-piece open east, south and west (2, 0), a straight
#   (3, 0), a curve east-south turned by 180 degrees (open north and west) at (4, 0), above it
#   an upright curve east-south (4, -1) (its south meets the north of (4, 0)), a straight to
#   the east (5, -1); under the T-piece a straight north-south (2, 1) and a curve turned by 180
#   degrees (open north and west) at (2, 2).
BOARD = [
    laid(1, 0, "EW"),
    laid(3, 0, "EW"),
    laid(5, -1, "EW"),
    laid(2, 0, "ESW"),
    laid(2, 1, "NS"),
    laid(4, -1, "ES"),
    laid(4, 0, "ES", 180),
    laid(2, 2, "ES", 180),
]
IDS = {"EW": "path-EW", "ESW": "path-ESW", "NS": "path-NS", "ES": "path-ES"}


class Finger:
    """Taps at points of the screen, as a phone's reader does; counts them."""

    def __init__(self, page: Any):
        self.page = page
        self.taps = 0

    def where(self, locator: Any) -> dict[str, Any]:
        return dict(locator.evaluate(js("tap_target")))

    def tap(self, locator: Any) -> None:
        """Tap the control where it is now: it must be on screen and not covered (once the
        page has drawn what just came on screen: a busy machine may take a few frames)."""
        point = self.where(locator)
        for _ in range(20):
            if not str(point.get("why", "")).startswith("covered"):
                break
            self.page.wait_for_timeout(100)
            point = self.where(locator)
        assert "why" not in point, (locator, point["why"])
        self.page.touchscreen.tap(point["x"], point["y"])
        self.taps += 1


@pytest.fixture(autouse=True)
def back_to_placing_your_card(checker: Checker) -> Iterator[None]:
    """The session's page goes on to other tests placing a card, as they expect it."""
    yield
    mode = checker.page.locator('[data-zp-mode="move"]')
    if mode.get_attribute("aria-pressed") != "true":
        mode.click()


def fresh(checker: Checker, board: list[dict[str, Any]] | None = None) -> None:
    """The session's page with a new question: three players, this board, no card chosen."""
    page = checker.page
    situation: dict[str, Any] = {"players": PLAYERS}
    if board is not None:
        situation["board"] = board
    page.evaluate("value => { location.hash = 'fall=' + value; }", fall({"situation": situation}))
    checker.wait_for_state("choose")
    page.evaluate("window.scrollTo(0, 0)")


def building(checker: Checker, board: list[dict[str, Any]]) -> tuple[str, int]:
    """The session's page with this board, switched to build mode: the link, and the length
    of the history, before any edit."""
    fresh(checker, board)
    checker.page.locator('[data-zp-mode="build"]').click()
    checker.wait_for_state("build")
    return checker.current_fall(), checker.page.evaluate("history.length")


def board_of(checker: Checker) -> list[dict[str, Any]]:
    return list(unfall(checker.current_fall())["situation"].get("board", []))


def test_an_eight_card_maze_is_built_in_a_few_taps_without_scrolling(checker: Checker) -> None:
    page, finger = checker.page, Finger(checker.page)
    fresh(checker)
    # The reader scrolls down to the table once and switches to building it.
    build = page.locator('[data-zp-mode="build"]')
    build.scroll_into_view_if_needed()
    finger.tap(build)
    checker.wait_for_state("build")
    scrolled = page.evaluate("scrollY")
    for count, entry in enumerate(BOARD, start=1):
        edges, rotation = entry["card"]["edges"], entry["rotation"]
        tile = page.locator(f'[data-zp-build-card="{IDS[edges]}"]')
        if tile.get_attribute("aria-pressed") != "true":
            finger.tap(tile)
            page.wait_for_selector(f'[data-zp-build-card="{IDS[edges]}"][aria-pressed="true"]')
        # The card as it will lie is shown with its way of lying; "Drehen" turns it.
        how = page.locator("[data-zp='tray-card'] [data-zp-how]")
        assert how.count() == 1, "the card to lay is not shown as it lies"
        if how.get_attribute("data-zp-how") != str(rotation):
            finger.tap(page.locator("[data-zp='tray-card']").get_by_role("button", name="Drehen"))
            page.wait_for_selector(f"[data-zp='tray-card'] [data-zp-how='{rotation}']")
        # The card in the tray and the place on the table are on screen together.
        assert "why" not in finger.where(page.locator("[data-zp='tray-card']"))
        finger.tap(page.locator(f'[data-x="{entry["x"]}"][data-y="{entry["y"]}"]'))
        checker.wait_for_request(lambda r, n=count: len(r["situation"].get("board", [])) == n)
        assert page.evaluate("scrollY") == scrolled, "the page scrolled between two cards"
    assert sorted(board_of(checker), key=str) == sorted(BOARD, key=str)
    # Eight places, four kinds of card, the switch and at most two turns (one, if the tray
    # starts upright): 15 taps, and nothing scrolled.
    assert finger.taps <= 15, finger.taps
    # The maze as the rules see it: a straight east of (5, -1) joins it and is allowed; a
    # straight north-south there turns its closed side to the open east of (5, -1): Nein.
    page.locator('[data-zp-mode="move"]').click()
    page.locator('[data-zp-card="path-EW"]').click()
    page.locator('[data-x="6"][data-y="-1"]').click()
    assert checker.wait_for_own_fall()["allowed"] == "true"
    page.locator('[data-zp-card="path-NS"]').click()
    assert checker.wait_for_own_fall()["failed"] == "fits"


def test_a_tap_on_a_card_on_the_table_selects_it_and_changes_nothing(checker: Checker) -> None:
    page, finger = checker.page, Finger(checker.page)
    board = [laid(1, 0, "ES"), laid(2, 0, "NESW")]
    before, entries = building(checker, board)
    cell = page.locator('[data-x="1"][data-y="0"]')
    cell.scroll_into_view_if_needed()  # (where it is, is the other test's question)
    finger.tap(cell)
    page.wait_for_timeout(100)  # a tap's change would be written in its event
    assert checker.current_fall() == before
    page.wait_for_selector('[data-x="1"][data-y="0"].zp-cell--selected')
    assert board_of(checker) == board
    tray = page.locator("[data-zp='tray-card']")
    for name in ("Drehen", "Verschieben", "Entfernen"):
        assert tray.get_by_role("button", name=name).count() == 1, name
    # A screen reader hears what was selected and what it can do with it.
    assert "Ausgewählt" in page.locator("[data-zp='tray-say']").inner_text()
    # A second tap lets it go, still without a change.
    finger.tap(cell)
    page.wait_for_selector(".zp-cell--selected", state="detached")
    assert checker.current_fall() == before
    # A crossroads looks the same turned (the engine's catalogue): no "Drehen" for it.
    finger.tap(page.locator('[data-x="2"][data-y="0"]'))
    page.wait_for_selector('[data-x="2"][data-y="0"].zp-cell--selected')
    assert tray.get_by_role("button", name="Drehen").count() == 0
    assert tray.get_by_role("button", name="Entfernen").count() == 1
    assert page.evaluate("history.length") == entries
    assert checker.current_fall() == before
    # With the keyboard: arrows to the card, Enter selects it (and says so), and after
    # "Entfernen" the focus is back on the table, at the place the card left.
    finger.tap(page.locator('[data-x="2"][data-y="0"]'))  # let it go
    page.wait_for_selector(".zp-cell--selected", state="detached")
    page.locator('[data-x="2"][data-y="0"]').focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-x="1"][data-y="0"].zp-cell--selected')
    assert "Platz (1, 0)" in page.locator("[data-zp='tray-say']").inner_text()
    assert checker.current_fall() == before
    tray.get_by_role("button", name="Entfernen").focus()
    page.keyboard.press("Enter")
    checker.wait_for_request(lambda r: r["situation"]["board"] == board[1:])
    assert page.evaluate("document.activeElement.dataset.key") == "cell:1,0"


def _select(checker: Checker, finger: Finger, x: int, y: int) -> None:
    cell = checker.page.locator(f'[data-x="{x}"][data-y="{y}"]')
    cell.scroll_into_view_if_needed()
    finger.tap(cell)
    checker.page.wait_for_selector(f'[data-x="{x}"][data-y="{y}"].zp-cell--selected')


def _undo_brings_back(checker: Checker, value: str) -> None:
    page = checker.page
    page.locator("[data-zp='undo']").click()
    page.wait_for_function("(value) => location.hash === '#fall=' + value", arg=value)


@pytest.mark.parametrize("action", ["Drehen", "Verschieben", "Entfernen"])
def test_turning_moving_removing_a_card_is_one_edit_each(checker: Checker, action: str) -> None:
    page, finger = checker.page, Finger(checker.page)
    board = [laid(1, 0, "ES"), laid(2, 0, "EW")]
    before, entries = building(checker, board)
    _select(checker, finger, 1, 0)
    finger.tap(page.locator("[data-zp='tray-card']").get_by_role("button", name=action))
    if action == "Verschieben":
        # Nothing moves until the place is tapped; a card or the start is no place for it.
        assert checker.current_fall() == before
        finger.tap(page.locator('[data-x="0"][data-y="0"]'))
        finger.tap(page.locator('[data-x="1"][data-y="1"]'))
    wanted = {
        "Drehen": [laid(1, 0, "ES", 180), board[1]],
        "Verschieben": [laid(1, 1, "ES"), board[1]],
        "Entfernen": [board[1]],
    }[action]
    checker.wait_for_request(lambda r: r["situation"].get("board") == wanted)
    checker.wait_for_state("build")
    # An edit: no new history entry, and one step of "Rückgängig" takes it back.
    assert page.evaluate("history.length") == entries
    _undo_brings_back(checker, before)
    assert board_of(checker) == board


def test_choosing_a_path_card_brings_the_table_with_its_places_into_view(checker: Checker) -> None:
    page, finger = checker.page, Finger(checker.page)
    fresh(checker, [laid(1, 0, "EW")])
    tile = page.locator('[data-zp-card="path-ES"]')
    tile.scroll_into_view_if_needed()
    finger.tap(tile)
    checker.wait_for_state("choose")
    # Around the start and the straight east of it, a curve east-south fits upright north
    # and west of the start, and turned by 180 degrees (open north and west) south of the
    # start and east of the straight: marked places, wherever they are.
    page.wait_for_selector("[data-zp='board'] [data-legal]", state="attached")
    cells = page.locator("[data-zp='board'] [data-legal]")
    assert cells.count() >= 3
    for i in range(cells.count()):
        point = finger.where(cells.nth(i))
        assert "why" not in point, (cells.nth(i).get_attribute("data-key"), point)
    # The card in hand is shown above the table with "Drehen", which turns it.
    tray = page.locator("[data-zp='tray-card']")
    assert "why" not in finger.where(tray)
    finger.tap(tray.get_by_role("button", name="Drehen"))
    request = checker.wait_for_request(lambda r: r.get("move", {}).get("rotation") == 180)
    assert request["move"]["card"] == card("ES")


def test_undo_names_the_card_that_came_back_and_its_place(checker: Checker) -> None:
    # A phone review read "Rückgängig gemacht. Wieder wie vorher: deine Karte." after choosing
    # another card: which card, and where? It says the card that came back by its name in the
    # picker (the catalogue's), how it lies and its place.
    page = checker.page
    moved = {"play": "path", "card": {"edges": "ES"}, "x": 0, "y": 1, "rotation": 180}
    checker.ask(case(moved))
    other = page.locator('[data-zp-card="path-EW"]')
    other.scroll_into_view_if_needed()
    other.tap()
    checker.wait_for_request(lambda r: r.get("move", {}).get("card", {}).get("edges") == "EW")
    undo = page.locator("[data-zp='undo']")
    undo.scroll_into_view_if_needed()
    undo.tap()
    checker.wait_for_request(lambda r: r.get("move", {}).get("card", {}).get("edges") == "ES")
    page.wait_for_function("() => document.querySelector(\"[data-zp='undo-say']\").textContent")
    said = str(page.locator("[data-zp='undo-say']").text_content())
    label = next(c["label"] for c in catalog()["path_cards"] if c["id"] == "path-ES")
    turned = next(r["name"] for r in catalog()["rotations"] if r["degrees"] == 180)
    assert f"deine Karte „{label}“ {turned} auf Platz (0, 1)" in said, said


def test_undo_is_beside_the_table_and_says_what_came_back(checker: Checker) -> None:
    # The reviewer removed a card and found "Rückgängig" ~700 px below the board, in the
    # answer's section; after a tap the table was out of view and nothing was said.
    page, finger = checker.page, Finger(checker.page)
    board = [laid(1, 0, "ES"), laid(2, 0, "EW")]
    before, _ = building(checker, board)
    _select(checker, finger, 2, 0)
    finger.tap(page.locator("[data-zp='tray-card']").get_by_role("button", name="Entfernen"))
    checker.wait_for_request(lambda r: r["situation"].get("board") == [board[0]])
    undo = page.locator("[data-zp='undo']")
    undo.wait_for(state="visible")
    # In the tray, on screen with the table, no scrolling needed.
    assert undo.evaluate("el => Boolean(el.closest(\"[data-zp='tray']\"))")
    box, view = undo.bounding_box(), page.viewport_size
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= view["height"]
    scrolled = page.evaluate("scrollY")
    finger.tap(undo)
    page.wait_for_function("(value) => location.hash === '#fall=' + value", arg=before)
    assert board_of(checker) == board
    assert page.evaluate("scrollY") == scrolled
    # A polite live region says what came back: the table with its two cards.
    say = page.locator("[data-zp='undo-say']")
    assert say.get_attribute("aria-live") == "polite"
    page.wait_for_function("() => document.querySelector(\"[data-zp='undo-say']\").textContent")
    assert "Tisch (2 Karten)" in say.text_content()
