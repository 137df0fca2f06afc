"""The checker's printout is one A4 sheet, also for a large table with a long "Nein" (issue 24,
item 8): the situation, the table, the answer with its way out, and the link with its QR code.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.helpers import Checker

pytestmark = pytest.mark.browser

EW = {"edges": "EW", "dead_end": False}
CROSS = {"edges": "NESW", "dead_end": False}
# A path of six straight cards from the start card towards the goal cards, a crossroads at its
# end and crossroads above and below that one: some twelve cards on the table that fit each
# other (a table that could lie so; one that could not gets a note of its own in the answer),
# the link some 800 characters long.
BOARD = [{"x": x, "y": 0, "card": EW, "rotation": 0} for x in range(1, 7)] + [
    {"x": 7, "y": y, "card": CROSS, "rotation": 0} for y in (-2, -1, 0, 1, 2)
]
# Every tool of yours broken: "Nein" (tools-intact), with three repairs as the way out.
REQUEST = {
    "situation": {
        "players": ["du", "Anna", "Ben"],
        "board": BOARD,
        "broken": {"du": ["lamp", "cart", "pickaxe"]},
    },
    "move": {"play": "path", "card": CROSS, "x": 5, "y": 3, "rotation": 0},
}


def test_a_large_table_with_a_long_answer_prints_on_one_a4_sheet(checker: Checker) -> None:
    page: Any = checker.page
    shown = checker.ask(REQUEST)
    assert shown["allowed"] == "false" and shown["failed"] == "tools-intact"
    # The printed QR code is drawn as the page is printed (its `beforeprint`, which page.pdf()
    # fires too, but which draws at once only once the library is loaded): a print's event first.
    page.evaluate("() => dispatchEvent(new Event('beforeprint'))")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.zp-print img[data-zp-qr]')]"
        ".every(img => img.naturalWidth > 0)"
    )
    pdf = page.pdf(format="A4", print_background=True)
    pages = int(re.findall(rb"/Count (\d+)", pdf)[0])
    assert pages == 1, f"the print takes {pages} A4 pages"
