"""The board's rows and the tray that sticks above them, on a phone (390x844, touch): when a
card is chosen and the table is taller than the room below the tray, the page brings the cell
of your move into view with the row above it, whole: no row sits partly under the tray (it did
by the rows' gap, 3 px)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.browser.helpers import Checker

pytestmark = pytest.mark.browser

ROWS_UNDER_THE_TRAY = """() => {
  const tray = document.querySelector("[data-zp='tray']").getBoundingClientRect();
  const tops = [...document.querySelectorAll(".zp-cell")]
    .map((c) => c.getBoundingClientRect())
    .filter((r) => r.bottom > tray.bottom)
    .map((r) => r.top);
  return {tray: tray.bottom, first: Math.min(...tops)};
}"""


FIT = "[data-zp='zoom-fit']"
"""The board's "Übersicht": disabled while the board is at its overview (no zoom chosen)."""


@pytest.fixture
def overview(fresh: Checker) -> Iterator[Checker]:
    """The session's checker started over (`fresh`: phone-sized, touch, no request in the link,
    scrolled to the top) with its board at the overview and the house rules' panel closed, as
    a page just opened has them; the overview again afterwards."""
    fresh.page.evaluate("() => { document.querySelector(\"[data-zp='options']\").open = false; }")
    fit = fresh.page.locator(FIT)
    if fit.get_attribute("aria-disabled") != "true":
        fit.tap()
    assert fit.get_attribute("aria-disabled") == "true"
    fresh.page.evaluate("scrollTo(0, 0)")
    try:
        yield fresh
    finally:
        if fit.get_attribute("aria-disabled") != "true":
            fit.tap()


def test_the_row_above_your_move_is_not_under_the_tray(overview: Checker) -> None:
    # On the session's page (tests/browser/conftest.py), as it is when just opened: the base
    # game, nothing chosen, the board at its overview, at the top.
    page = overview.page
    for _ in range(3):  # a table taller than the room between the tray and the answer bar
        page.locator('[data-zp="zoom-in"]').tap()
    page.locator('[data-zp-card="path-NESW"]').tap()
    page.locator('[data-x="1"][data-y="0"]').tap()
    page.wait_for_selector("[data-x='1'][data-y='0'].zp-cell--move")
    page.evaluate("scrollTo(0, 0)")
    # Another card: the page brings the table back with your move's place.
    page.locator('[data-zp-card="path-NES"]').tap()
    page.wait_for_function(
        "() => document.querySelector('[data-zp=tray]').getBoundingClientRect().top < 100"
    )
    page.wait_for_timeout(300)  # the scroll is instant; one frame for the layout
    seen = page.evaluate(ROWS_UNDER_THE_TRAY)
    # The first row that shows below the tray shows from its top.
    assert seen["first"] >= seen["tray"] - 0.5, seen
