"""The checker's links (issue 24): short enough for a QR code a phone scans from across the
table, old links answered as before, and a link opened shows its answer."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

import pytest

from rules_py.api import check
from tests.browser.conftest import phone_page
from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, Checker, fall, unfall, unfall_text

pytestmark = pytest.mark.browser


def _card(edges: str, dead_end: bool = False) -> dict[str, Any]:
    return {"edges": edges, "dead_end": dead_end}


# The reviewer's table: eight laid cards (one a dead end turned by 180°) and a curve to lay,
# written as the checker wrote its links before, every default spelt out.
CELLS = [
    (1, 0, "NESW"),
    (2, 0, "EW"),
    (3, 0, "EW"),
    (4, 0, "NESW"),
    (5, 0, "EW"),
    (4, 1, "NS"),
    (4, -1, "NS"),
]
EIGHT: dict[str, Any] = {
    "situation": {
        "player": "du",
        "players": ["du", "Anna", "Ben"],
        "broken": {},
        "board": [{"x": x, "y": y, "card": _card(e), "rotation": 0} for x, y, e in CELLS]
        + [{"x": 6, "y": 1, "card": _card("W", True), "rotation": 180}],
    },
    "move": {"play": "path", "card": _card("ES"), "x": 6, "y": 0, "rotation": 0},
}


def _expected(request: dict[str, Any]) -> tuple[str, str]:
    """data-allowed and data-failed as the engine answers the request."""
    result = check(request)
    return ("true" if result["allowed"] else "false"), (result["failed"] or "")


def _qr_version(page: Any) -> int:
    """The version of the QR code on screen, from its picture (qrcode-generator's SVG: 4 units a
    module and a margin of 16 on each side)."""
    img = page.locator("[data-zp='qr-box'] img[data-zp-qr]")
    page.wait_for_function(
        "() => (document.querySelector(\"[data-zp='qr-box'] img[data-zp-qr]\")"
        "?.getAttribute('src') || '').startsWith('data:image/svg')"
    )
    svg = unquote(img.get_attribute("src").split(",", 1)[1])
    size = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1))  # type: ignore[union-attr]
    modules = (size - 2 * 16) // 4
    return (modules - 17) // 4


def test_an_old_link_answers_as_before_and_the_page_writes_a_short_one(checker: Checker) -> None:
    page = checker.page
    old = fall(EIGHT)
    verdict = checker.ask(EIGHT)
    assert (verdict["allowed"], verdict["failed"]) == _expected(EIGHT)
    # An edit: Anna's cart breaks. The page writes the new question's link itself.
    page.locator('[data-zp-broken="Anna:cart"]').click()
    verdict = checker.wait_for_own_fall()
    value = checker.current_fall()
    text = unfall_text(value)
    assert '"dead_end":false' not in text and '"rotation":0' not in text, text
    edited = {**EIGHT, "situation": {**EIGHT["situation"], "broken": {"Anna": ["cart"]}}}
    assert unfall(value) == edited
    assert (verdict["allowed"], verdict["failed"]) == _expected(edited)
    # A third shorter than the same request with every default written out.
    assert len(value) <= 0.7 * len(fall(edited)), (len(value), len(fall(edited)), len(old))
    qr = page.locator("[data-zp='qr']")
    qr.scroll_into_view_if_needed()
    qr.click()
    try:
        # The old link made a version 26 code (121 modules a side); the short one, at most 22.
        assert _qr_version(page) <= 22
    finally:
        qr.click()


def _open(browser: Any, base_url: str, request: dict[str, Any]) -> Any:
    return phone_page(browser, base_url, f"{CHECKER}#fall={fall(request)}", "[data-zp-app]")


def _answered(page: Any, request: dict[str, Any]) -> None:
    page.wait_for_selector(
        f'[data-verdict][data-fall="{fall(request)}"][data-allowed]',
        state="attached",
        timeout=FIRST_VERDICT_MS,
    )


def test_a_link_opened_brings_its_answer_into_view(browser: Any, base_url: str) -> None:
    with _open(browser, base_url, EIGHT) as page:
        _answered(page, EIGHT)
        # The answer stands at the page's end; the reader of a link sees it without scrolling.
        page.wait_for_function(
            "() => { const r = document.getElementById('zp-urteil').getBoundingClientRect();"
            " return r.top > -2 && r.top < innerHeight / 2; }",
            timeout=5000,
        )
        assert page.locator("[data-verdict]").is_visible()


def test_a_reader_who_scrolled_before_the_answer_keeps_their_place(
    browser: Any, base_url: str
) -> None:
    with _open(browser, base_url, EIGHT) as page:
        page.wait_for_selector("[data-zp='people'] li", state="visible", timeout=FIRST_VERDICT_MS)
        page.mouse.move(200, 400)
        page.mouse.wheel(0, 300)
        page.wait_for_function("() => scrollY > 0")
        assert page.locator("[data-verdict][data-allowed]").count() == 0, (
            "answered before the reader scrolled"
        )
        page.wait_for_timeout(300)
        place = page.evaluate("scrollY")
        _answered(page, EIGHT)
        page.wait_for_timeout(500)
        assert abs(page.evaluate("scrollY") - place) < 2
        assert page.evaluate(
            "document.getElementById('zp-urteil').getBoundingClientRect().top > innerHeight"
        )
