"""The calculator remembers its table on this device, as the checker remembers house rules.

A phone (390x844, touch): the names typed (with their roles), the edition and the settings
come back on the next visit (the same page opened again, no link), with the checker's words
"Auf diesem Gerät gemerkt" and "Gemerkte Einstellungen vergessen"; a link to a round brings its
own round; after "vergessen" the next visit starts with the example round again. Each test has
its own browser context, so its own storage.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import phone_page
from tests.browser.helpers import FIRST_VERDICT_MS, calculator_answered, fall

pytestmark = pytest.mark.browser

PAGE = "wertung.html"
RESULT = "[data-wertung]"
READY = f"{RESULT}[data-winners]"
KEY = "saboteur-wertung"
# The example round the page shows on a first visit (docs/includes/wertung/…).
EXAMPLE = ["Anna", "Ben", "Carla", "David", "Eva"]
SIX = {
    "players": ["Ute", "Veit", "Wiebke", "Xaver", "Yusuf", "Zoe"],
    "roles": {n: "goldsucher" for n in ["Ute", "Wiebke", "Xaver", "Zoe"]}
    | {"Veit": "saboteur", "Yusuf": "saboteur"},
    "finder": "Veit",
}


def names(page: Any) -> list[str]:
    return [str(v) for v in page.locator(".wt-name").evaluate_all("els => els.map(e => e.value)")]


def type_name(page: Any, seat: int, name: str) -> None:
    """Tap a name field as a finger does and type over it."""
    field = page.locator(".wt-name").nth(seat)
    field.scroll_into_view_if_needed()
    field.tap()
    page.keyboard.press("Control+A")
    page.keyboard.type(name)


def answered_by_engine(page: Any) -> None:
    """The result is the engine's answer to the round in the controls (not the example's)."""
    page.wait_for_function(
        "sel => { const r = document.querySelector(sel);"
        " return r.dataset.winners && r.dataset.winners !== 'pending'"
        " && !r.hasAttribute('aria-busy'); }",
        arg=RESULT,
        timeout=FIRST_VERDICT_MS,
    )


def test_names_and_settings_come_back_on_the_next_visit_until_forgotten(
    browser: Any, base_url: str
) -> None:
    with phone_page(browser, base_url, PAGE, READY) as page:
        assert names(page) == EXAMPLE
        assert page.locator("[data-wt='forget']").is_hidden()
        type_name(page, 0, "Mia")
        type_name(page, 1, "Noah")
        page.locator("[data-wt-reading][value=gold-diggers]").tap()
        saved = page.locator("[data-wt='saved']")
        assert "Auf diesem Gerät gemerkt: Namen: Mia, Noah, Carla, David, Eva" in saved.inner_text()
        assert page.locator("[data-wt='forget']").inner_text() == "Gemerkte Einstellungen vergessen"

        # The next visit: the same page, no link.
        page.goto(f"{base_url}/{PAGE}")
        page.wait_for_selector(READY, state="attached")
        assert names(page) == ["Mia", "Noah", "Carla", "David", "Eva"]
        assert page.locator("[data-wt-reading][value=gold-diggers]").is_checked()
        assert page.locator("[data-wt='example-note']").is_hidden()
        answered_by_engine(page)
        # The table comes back with its roles (the example's: Noah sits where Ben, a Saboteur,
        # sat), but who reached the gold belongs to one round: nobody has yet, so the
        # Saboteure win; the seats shown are the remembered ones.
        assert page.locator(RESULT).get_attribute("data-winners") == "saboteure"
        assert page.locator('[data-wt="finder"]').input_value() == ""
        assert page.locator('[data-wt="more"] tr[data-person="Mia"]').count() == 1
        assert page.locator('[data-wt="more"] tr[data-person="Anna"]').count() == 0
        assert page.locator("[data-wt='saved']").is_visible()

        # A link brings its own round, and the remembered names stay remembered.
        value = fall(SIX)
        page.goto(f"{base_url}/{PAGE}#wertung={value}")
        calculator_answered(page, value, FIRST_VERDICT_MS)
        assert names(page) == SIX["players"]
        assert page.locator("[data-wt-reading][value=players]").is_checked()
        assert "Mia" in str(page.evaluate(f"localStorage.getItem('{KEY}')"))

        # Forgotten: said so, gone from storage, and the next visit shows the example again.
        forget = page.locator("[data-wt='forget']")
        forget.scroll_into_view_if_needed()
        forget.tap()
        assert page.locator("[data-wt='saved']").inner_text().startswith("Vergessen:")
        assert forget.is_hidden()
        assert page.evaluate(f"localStorage.getItem('{KEY}')") is None
        # Nothing more is remembered during this visit.
        type_name(page, 0, "Olga")
        assert page.evaluate(f"localStorage.getItem('{KEY}')") is None
        page.goto(f"{base_url}/{PAGE}")
        page.wait_for_selector(READY, state="attached")
        assert names(page) == EXAMPLE
        assert page.locator("[data-wt='example-note']").is_visible()


def test_the_edition_comes_back_on_the_next_visit(browser: Any, base_url: str) -> None:
    with phone_page(browser, base_url, PAGE, READY) as page:
        page.locator("[data-wt-edition=saboteur2]").tap()
        page.wait_for_selector("[data-wt='s2']:not([hidden])")
        assert "Spiel: Saboteur 2" in page.locator("[data-wt='saved']").inner_text()
        page.goto(f"{base_url}/{PAGE}")
        page.wait_for_selector(READY, state="attached")
        assert page.locator("[data-wt-edition=saboteur2]").is_checked()
        assert page.locator("[data-wt='s2']").is_visible()
        answered_by_engine(page)
