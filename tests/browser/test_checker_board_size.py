"""The checker's board at any size on a 390x844 phone (issue 24, item 7): every cell and every
control of the board at least 24x24 CSS px (WCAG 2.2 AA, 2.5.8 Target Size) and 44 px within
reach, zoom buttons that stop at that floor, a board that opens on the move, swipes sideways
to the start and the goals, keeps the keyboard's cell in view and leaves the page's own
pinch-zoom alone.

The large board is a maze of 40 crossroads from the start in all four directions: a crossroads
is open on every side, so each one joins its neighbours and the start card's path (rulebook:
a path card is laid next to the maze, its paths matching its neighbours'). Where the board
reaches is the issue's word: the cards with one free ring around them, and the start and the
three goals (x = 8) always.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.helpers import Checker
from tests.js import js

pytestmark = pytest.mark.browser

FLOOR = 24  # CSS px, WCAG 2.2 AA
AIM = 44  # CSS px, the comfortable target the issue asks for
PLAYERS = ["du", "Anna", "Ben"]
EW = {"edges": "EW", "dead_end": False}
CROSS = {"edges": "NESW", "dead_end": False}

# West to x = -12, east to x = 7 (before the goals), north to y = -10, south to y = 10.
MAZE = (
    [(x, 0) for x in range(-12, 0)]
    + [(x, 0) for x in range(1, 8)]
    + [(0, y) for y in range(-10, 0)]
    + [(0, y) for y in range(1, 11)]
    + [(1, 1)]
)
assert len(MAZE) == 40 and len(set(MAZE)) == 40
BOARD = [{"x": x, "y": y, "card": CROSS, "rotation": 0} for x, y in MAZE]
# The board reaches one ring beyond the maze: x -13 … 9 (the goals' ring), y -11 … 11.
BIG_XS = list(range(-13, 10))
BIG_YS = list(range(-11, 12))
GOALS = [(8, -2), (8, 0), (8, 2)]
START = (0, 0)


def request(move: dict[str, Any], board: list[Any], **situation: Any) -> dict[str, Any]:
    return {"situation": {"players": PLAYERS, "board": board, **situation}, "move": move}


# A straight card east of the start: it joins the start's path.
SMALL = request({"play": "path", "card": EW, "x": 1, "y": 0, "rotation": 0}, [])
# A crossroads under the maze's east end (7, 0): it joins it.
BIG_MOVE = (7, 1)
BIG = request({"play": "path", "card": CROSS, "x": 7, "y": 1, "rotation": 0}, BOARD)
BIG_S2 = request(BIG["move"], BOARD, edition="saboteur2")


def sizes(page: Any) -> dict[str, Any]:
    return page.evaluate(js("board_sizes"))  # type: ignore[no-any-return]


def seen(page: Any, x: int, y: int) -> dict[str, Any]:
    return page.evaluate(js("board_cell_seen"), [x, y])  # type: ignore[no-any-return]


class Fingers:
    """Touches as the browser gets them from a touch screen (CDP `Input.dispatchTouchEvent`)."""

    def __init__(self, page: Any):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)

    def _send(self, kind: str, points: list[tuple[float, float]]) -> None:
        touches = [{"x": x, "y": y, "id": n} for n, (x, y) in enumerate(points)]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touches})

    def move(self, start: list[tuple[float, float]], end: list[tuple[float, float]]) -> None:
        """Fingers put down at `start`, moved in ten steps to `end`, lifted."""
        pairs = list(zip(start, end, strict=True))
        self._send("touchStart", start)
        for i in range(1, 11):
            step = [(a + (c - a) * i / 10, b + (d - b) * i / 10) for (a, b), (c, d) in pairs]
            self._send("touchMove", step)
        self._send("touchEnd", [])
        self.page.wait_for_timeout(400)  # the swipe's glide comes to rest

    def swipe(self, x: float, y: float, dx: float, dy: float) -> None:
        self.move([(x, y)], [(x + dx, y + dy)])

    def pinch(self, x: float, y: float, spread: float) -> None:
        """Two fingers 80 px apart around (x, y), moved to `spread` times that."""
        self.move([(x - 40, y), (x + 40, y)], [(x - 40 * spread, y), (x + 40 * spread, y)])

    def close(self) -> None:
        self.cdp.detach()


def zoom_button(page: Any, name: str) -> Any:
    return page.locator("[data-zp='zoom']").get_by_role("button", name=name, exact=False)


def press_until_disabled(page: Any, name: str, limit: int = 12) -> list[float]:
    """Tap the zoom button `name` until it says it can do no more; the cells' width after
    each tap (with the check that no cell was ever under the floor)."""
    button = zoom_button(page, name)
    widths = []
    for _ in range(limit):
        if button.get_attribute("aria-disabled") == "true":
            return widths
        button.tap()
        now = sizes(page)
        assert now["width"] >= FLOOR and now["height"] >= FLOOR, (name, now)
        widths.append(now["width"])
    raise AssertionError(f"„{name}“ never stops: {widths}")


@pytest.fixture
def board(checker: Checker) -> Iterator[Checker]:
    """The session's checker page; afterwards the board is back at its overview."""
    try:
        yield checker
    finally:
        fit = zoom_button(checker.page, "Übersicht")
        if fit.count() and fit.get_attribute("aria-disabled") != "true":
            fit.tap()


@pytest.mark.parametrize(
    ("request_", "xs", "ys"),
    [
        (SMALL, list(range(-1, 10)), list(range(-3, 4))),
        (BIG, BIG_XS, BIG_YS),
        (BIG_S2, BIG_XS, BIG_YS),
    ],
    ids=["small", "40-cards", "40-cards-saboteur2"],
)
def test_every_cell_and_board_control_is_at_least_24_px(
    board: Checker, request_: dict[str, Any], xs: list[int], ys: list[int]
) -> None:
    page = board.page
    board.ask(request_)
    shown = sizes(page)
    assert shown["xs"] == xs and shown["ys"] == ys, shown
    assert shown["count"] == len(xs) * len(ys)
    assert shown["width"] >= FLOOR and shown["height"] >= FLOOR, shown
    names = [name for name, _, _ in shown["controls"]]
    for wanted in ("Kleiner", "Größer"):
        assert any(wanted in name for name in names), (wanted, names)
    small = [c for c in shown["controls"] if c[1] < FLOOR or c[2] < FLOOR]
    assert small == [], small


def test_zooming_out_stops_at_the_floor_and_in_goes_past_44_px(board: Checker) -> None:
    page = board.page
    board.ask(BIG)
    start = page.locator(f"[data-zp='board'] [data-x='{START[0]}'][data-y='{START[1]}'] img")
    grown = press_until_disabled(page, "Größer")
    assert grown == sorted(grown) and len(set(grown)) == len(grown), grown
    assert grown[-1] >= AIM and sizes(page)["height"] >= AIM, grown
    # The pictures grow with their cells: the start card stays recognisable.
    big_picture = start.bounding_box()
    assert big_picture["width"] >= 0.6 * grown[-1], (big_picture, grown)
    shrunk = press_until_disabled(page, "Kleiner")
    assert shrunk == sorted(shrunk, reverse=True), shrunk
    assert FLOOR <= shrunk[-1] < FLOOR + 1, shrunk  # it went down to the floor, and no further
    zoom_button(page, "Kleiner").tap(force=True)  # a tap on it all the same
    assert sizes(page)["width"] == shrunk[-1]
    assert start.bounding_box()["width"] >= 0.6 * shrunk[-1]
    # The overview of a small board: the whole of it across the box, nothing to swipe.
    board.ask(SMALL)
    zoom_button(page, "Übersicht").tap()
    assert page.locator("[data-zp='board-scroll']").evaluate(
        "box => box.scrollWidth <= box.clientWidth"
    )
    assert page.locator("[data-zp='board-more']").is_hidden()


def test_the_page_can_still_be_pinch_zoomed(board: Checker) -> None:
    page = board.page
    board.ask(BIG)
    zoom_button(page, "Größer").tap()  # the board's own zoom is there …
    page.evaluate("document.querySelector(\"[data-zp='board-scroll']\").scrollIntoView()")
    fingers = Fingers(page)
    try:
        # … and the page's own zoom, two fingers spread on the board, still works.
        fingers.pinch(195, 400, 3)
        assert page.evaluate("visualViewport.scale") > 1.5
    finally:  # back to the page's own scale for the session's other tests
        fingers.cdp.send("Emulation.setPageScaleFactor", {"pageScaleFactor": 1})
        fingers.close()
    assert page.evaluate("visualViewport.scale") == 1


def test_a_new_moves_cell_takes_tab_not_a_cell_focused_in_another_situation(
    board: Checker,
) -> None:
    """The board's one cell in the tab order (roving tabindex) is the move's once a new
    situation is opened: a goal focused with the keyboard before (as another test of the
    session's page does) means nothing in it. Found as an order-dependent failure of the test
    below in two of three fresh-clone runs."""
    page = board.page
    board.ask(SMALL)
    page.locator('[data-zp="board"] [data-x="8"][data-y="0"]').focus()
    zoom_button(page, "Größer").focus()  # the keyboard leaves the board
    board.ask(BIG)
    tabbable = page.locator('[data-zp="board"] [tabindex="0"]')
    assert tabbable.count() == 1
    assert [tabbable.get_attribute("data-x"), tabbable.get_attribute("data-y")] == [
        str(BIG_MOVE[0]),
        str(BIG_MOVE[1]),
    ]


def test_a_cell_reached_with_shift_tab_comes_into_view_whole(board: Checker) -> None:
    # A keyboard review: after zooming in, Shift+Tab back to the goal at the box's right edge
    # left it cut off by the box (the browser scrolls a cell that is partly in view no
    # further). The cell that takes Tab is seen whole once it has the focus.
    page = board.page
    board.ask(SMALL)
    zoom_button(page, "Größer").tap()
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
    goal = page.locator(f'[data-zp="board"] [data-x="{GOALS[1][0]}"][data-y="{GOALS[1][1]}"]')
    goal.focus()  # the goal takes Tab now (roving tabindex)
    page.keyboard.press("Tab")  # to the zoom buttons below the board
    assert page.evaluate("document.activeElement.closest('[data-zp=\"board\"]') === null")
    # The reader swipes back to the start, the goal now partly out of the box on the right.
    page.locator("[data-zp='board-scroll']").evaluate("box => { box.scrollLeft = 0; }")
    assert not seen(page, *GOALS[1])["seen"], seen(page, *GOALS[1])
    page.keyboard.press("Shift+Tab")
    assert goal.evaluate("el => el === document.activeElement")
    assert seen(page, *GOALS[1])["seen"], seen(page, *GOALS[1])


def test_the_cell_moved_to_by_keyboard_is_scrolled_into_view(board: Checker) -> None:
    page = board.page
    board.ask(BIG)
    for _ in range(3):
        zoom_button(page, "Größer").tap()
    assert sizes(page)["width"] >= AIM
    # From the zoom buttons (below the board), Shift+Tab goes back to the board's one cell in
    # the tab order: the move's.
    for _ in range(6):
        if page.evaluate("document.activeElement.closest('[data-zp=\"board\"]') !== null"):
            break
        page.keyboard.press("Shift+Tab")
    focused = page.evaluate("[document.activeElement.dataset.x, document.activeElement.dataset.y]")
    x, y = int(focused[0]), int(focused[1])
    # The focus scrolls the cell into view; on a busy machine the board may still be placing
    # itself after the zoom (its own task): the state is waited for, and a cell that never
    # comes into view still fails.
    for _ in range(50):  # (polled: the page's policy forbids a string for wait_for_function)
        if seen(page, x, y)["seen"]:
            break
        page.wait_for_timeout(100)
    assert seen(page, x, y)["seen"], seen(page, x, y)
    # To the west edge, the north edge, the south edge and the east edge of the board.
    route = [
        ("ArrowLeft", -1, 0, x - BIG_XS[0]),
        ("ArrowUp", 0, -1, y - BIG_YS[0]),
        ("ArrowDown", 0, 1, BIG_YS[-1] - BIG_YS[0]),
        ("ArrowRight", 1, 0, BIG_XS[-1] - BIG_XS[0]),
    ]
    # The focused cell and whether (x, y) is seen, read in one call per key (76 keys).
    focused_and_seen = (
        "(cell) => [[document.activeElement.dataset.x, document.activeElement.dataset.y],"
        f" ({js('board_cell_seen')})(cell)]"
    )
    for key, dx, dy, steps in route:
        for _ in range(steps):
            page.keyboard.press(key)
            x, y = x + dx, y + dy
            focused, where = page.evaluate(focused_and_seen, [x, y])
            assert focused == [str(x), str(y)], (key, focused)
            assert where["seen"], (key, x, y, where)


def test_the_board_opens_on_the_move_and_swipes_to_the_start_and_the_goals(
    board: Checker,
) -> None:
    page = board.page
    board.ask(SMALL)
    scroller = page.locator("[data-zp='board-scroll']")
    scroller.evaluate("box => { box.scrollLeft = 0; }")
    # A shared link with a large maze: the board opens where the move is (the page scrolled
    # up or down to its row only, the board's box left as it placed itself).
    board.ask(BIG)
    page.wait_for_timeout(100)  # the board places itself before the next paint
    page.evaluate(
        """([x, y]) => {
          const cell = document.querySelector(`[data-zp='board'] [data-x="${x}"][data-y="${y}"]`);
          window.scrollTo(0, cell.getBoundingClientRect().top + scrollY - 300);
        }""",
        list(BIG_MOVE),
    )
    assert seen(page, *BIG_MOVE)["seen"], seen(page, *BIG_MOVE)
    sign = page.locator("[data-zp='board-more']")
    assert "links" in sign.inner_text() and sign.is_visible()
    fingers = Fingers(page)

    def reach(cell: tuple[int, int], tries: int = 16) -> None:
        """Swipe on the board until `cell` is seen: up or down first, then sideways."""
        target = page.locator(f"[data-zp='board'] [data-x='{cell[0]}'][data-y='{cell[1]}']")
        for _ in range(tries):
            if seen(page, *cell)["seen"]:
                return
            box = target.bounding_box()
            area = scroller.bounding_box()
            middle = area["x"] + area["width"] / 2
            top = seen(page, *cell)["top"]  # below the header and the tray above the board
            if box["y"] < top or box["y"] + box["height"] > 700:
                dy = 200 if box["y"] < top else -200
                fingers.swipe(middle, 450 - dy / 2, 0, dy)
            else:
                dx = 120 if box["x"] < area["x"] + 30 else -120
                fingers.swipe(middle - dx / 2, box["y"] + box["height"] / 2, dx, 0)
        raise AssertionError(f"{cell} not reached by swiping: {seen(page, *cell)}")

    try:
        for goal in GOALS:
            reach(goal)
        reach(START)
        reach((BIG_XS[0], 0))  # the west end of the board
        assert "rechts" in sign.inner_text()
        reach((0, BIG_YS[0]))  # the north end
        reach((0, BIG_YS[-1]))  # the south end
    finally:
        fingers.close()
