"""The calculator with the edition switch on "Saboteur 2", in Chromium on a phone (390x844, touch).

The expected answers come from the expansion's rulebook (docs-dev/rules.md "Saboteur 2"): its
worked example has the Boss connect the gold with a blue door on the way, so the blue team wins
with the Boss and the Profiteer (three winners: 3 Goldstücke each, the Boss one less, the
Profiteer two less); of the two thieves the trapped one does not steal. The fragment encoding is
docs-dev/checker-page.md's (tests.browser.helpers).
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from tests.browser.conftest import Calculator, calculator_page
from tests.browser.helpers import (
    FIRST_VERDICT_MS,
    VERDICT_MS,
    calculator_fall,
    calculator_share,
    fall,
    open_round,
    unfall,
)

pytestmark = pytest.mark.browser

PAGE = "wertung.html"
RESULT = "[data-wertung]"
READY = f"{RESULT}[data-winners]"

# The rulebook's example, by seat: one blue Goldsucher, two green, the Boss, the Profiteer and
# two Saboteure; both Saboteure played a Theft card (Sven first), Sina is trapped.
TABLE = [
    ("Bea", "goldsucher-blau"),
    ("Gero", "goldsucher-gruen"),
    ("Grit", "goldsucher-gruen"),
    ("Chef", "chef"),
    ("Paul", "profiteur"),
    ("Sven", "saboteur"),
    ("Sina", "saboteur"),
]


def tap(page: Any, selector: str) -> None:
    page.locator(selector).scroll_into_view_if_needed()
    page.locator(selector).tap()


def tick(page: Any, group: str, name: str) -> None:
    page.locator(f'[data-wt="{group}"] label', has_text=name).locator("input").tap()


def check_the_example(page: Any) -> None:
    """The answer of the rulebook's example, as the page shows it."""
    result = page.locator(RESULT)
    assert result.get_attribute("data-winners") == "blau"
    assert calculator_share(page, "Bea") == "3 Goldstücke"
    assert calculator_share(page, "Chef") == "2 Goldstücke"
    assert calculator_share(page, "Paul") == "ein Goldstück"
    for name in ("Gero", "Grit", "Sven", "Sina"):
        assert calculator_share(page, name) == "nichts", name
    thefts = page.locator('[data-wt="thefts"]').inner_text()
    assert "Sven" in thefts and "Sina" not in thefts
    steps = page.locator('[data-wt="more"] .wt-steps li')
    assert steps.count() >= 4
    hrefs = []
    for i in range(steps.count()):  # each step with its rule's link into the expansion's page
        href = str(steps.nth(i).locator("a").get_attribute("href"))
        assert "saboteur-2.html#s2-" in href, steps.nth(i).inner_text()
        hrefs.append(href)
    for rule in ("s2-neutral-connects", "s2-boss", "s2-profiteer", "s2-theft"):
        assert any(href.endswith(f"#{rule}") for href in hrefs), (rule, hrefs)


def test_the_rulebooks_example_comes_out_of_the_controls_and_its_link(
    browser: Any, base_url: str, calculator: Calculator, calc: Any
) -> None:
    page = calc
    open_round(page, calculator.example)  # the base game's round of a first visit
    assert page.locator('[data-wt="s2"]').is_hidden()
    tap(page, '[data-wt-edition="saboteur2"]')
    calculator_fall(page, FIRST_VERDICT_MS, leaving=calculator.example)
    assert page.locator('[data-wt="s2"]').is_visible()
    # The base game's questions: the gold count's reading, the optional rule, the last card.
    for question in ("reading", "optional", "last-card-field"):
        assert page.locator(f"[data-wt='{question}']").is_hidden(), question
    roles = (
        page.locator(".wt-role")
        .first.locator("option")
        .evaluate_all("options => options.map(o => o.value)")
    )
    assert sorted(roles) == sorted({role for _, role in TABLE} | {"geologe"})
    while page.locator(".wt-name").count() < len(TABLE):
        tap(page, '[data-wt="add"]')
    for i, (name, role) in enumerate(TABLE):
        page.locator(".wt-name").nth(i).fill(name)
        page.locator(".wt-role").nth(i).select_option(role)
    # The door is asked only once someone reached the gold.
    page.select_option('[data-wt="finder"]', value="")
    assert page.locator('[data-wt="door"]').is_hidden()
    page.select_option('[data-wt="finder"]', label="Chef")
    assert page.locator('[data-wt="door"]').is_visible()
    page.select_option('[data-wt="door"]', value="blau")
    tick(page, "trapped", "Sina")
    tick(page, "theft", "Sven")
    tick(page, "theft", "Sina")
    places = page.locator('[data-wt="theft"] [data-wt-place]').all_inner_texts()
    assert places == ["", "", "", "", "", "1.", "2."]
    request = unfall(calculator_fall(page, FIRST_VERDICT_MS))
    assert request["edition"] == "saboteur2"
    assert request["theft"] == ["Sven", "Sina"] and request["trapped"] == ["Sina"]
    assert request["door"] == "blau" and request["finder"] == "Chef"
    page.wait_for_function("() => document.querySelector('[data-wt=thefts]')")
    check_the_example(page)
    value = str(page.locator(RESULT).get_attribute("data-fall"))
    shot = os.environ.get("SABOTEUR_SHOT_DIR")
    if shot:  # for a person to look at: the expansion's form and its answer
        page.screenshot(path=f"{shot}/wertung-saboteur2-form.png", full_page=False)
        page.locator('[data-wt="more"]').scroll_into_view_if_needed()
        page.screenshot(path=f"{shot}/wertung-saboteur2-answer.png", full_page=False)

    # Shared: a fresh page (not the one that built it) opens the same round, edition and all,
    # and answers it alike.
    with calculator_page(browser, base_url, value) as page:
        assert page.locator('[data-wt-edition="saboteur2"]').is_checked()
        assert not page.locator('[data-wt-edition="saboteur"]').is_checked()
        names = [page.locator(".wt-name").nth(i).input_value() for i in range(len(TABLE))]
        assert names == [name for name, _ in TABLE]
        assert page.locator('[data-wt="door"]').input_value() == "blau"
        places = page.locator('[data-wt="theft"] [data-wt-place]').all_inner_texts()
        assert places[5:] == ["1.", "2."]
        check_the_example(page)


def test_the_base_game_is_unchanged_and_comes_back_after_a_switch(
    calculator: Calculator, calc: Any
) -> None:
    # The first example (docs/includes/wertung/carla-findet-das-gold.json): Anna g, Ben s,
    # Carla g, David g, Eva s; Carla reached the gold; five cards: Carla, Anna, David, Carla, Anna.
    page = calc
    open_round(page, calculator.example)
    assert page.locator('[data-wt-edition="saboteur"]').is_checked()
    assert page.locator('[data-wt="s2"]').is_hidden()
    assert page.locator("[data-wt='reading']").is_visible()
    first = str(page.locator(RESULT).get_attribute("data-fall"))
    assert "edition" not in unfall(first)
    assert calculator_share(page, "Carla") == "2 Goldkarten"
    assert calculator_share(page, "Ben") == "nichts"
    roles = (
        page.locator(".wt-role")
        .first.locator("option")
        .evaluate_all("options => options.map(o => o.value)")
    )
    assert roles == ["goldsucher", "saboteur"]
    tap(page, '[data-wt-edition="saboteur2"]')
    changed = unfall(calculator_fall(page, FIRST_VERDICT_MS, leaving=first))
    assert changed["edition"] == "saboteur2"
    # Carla (a Goldsucher, now of the blue team) connects without a door: the blue team wins.
    assert page.locator(RESULT).get_attribute("data-winners") == "blau"
    tap(page, '[data-wt-edition="saboteur"]')
    page.wait_for_function(
        "value => document.querySelector('[data-wertung]').dataset.fall === value "
        "&& document.querySelector('[data-wertung]').dataset.winners !== 'pending'",
        arg=first,
        timeout=VERDICT_MS,
    )
    assert unfall(str(page.evaluate("location.hash.slice(9)"))) == unfall(first)
    assert page.locator(RESULT).get_attribute("data-winners") == "goldsucher"
    assert calculator_share(page, "Carla") == "2 Goldkarten"
    assert calculator_share(page, "David") == "eine Goldkarte"
    assert page.locator('[data-wt="s2"]').is_hidden()


def test_twelve_at_the_table_shrink_to_the_base_games_ten_on_the_switch(calc: Any) -> None:
    # Twelve may play Saboteur 2, at most ten the base game: the switch keeps the first ten.
    roles = ["goldsucher-blau"] * 4 + ["goldsucher-gruen"] * 4 + ["chef", "profiteur"]
    roles += ["geologe"] * 2
    names = [f"P{i}" for i in range(1, 13)]
    value = fall(
        {
            "edition": "saboteur2",
            "players": names,
            "roles": dict(zip(names, roles, strict=True)),
            "finder": None,
        }
    )
    page = calc
    open_round(page, value)
    assert page.locator(".wt-name").count() == 12
    assert page.locator(RESULT).get_attribute("data-winners") != "error"
    assert page.locator('[data-wt="add"]').is_disabled()
    tap(page, '[data-wt-edition="saboteur"]')
    request = unfall(calculator_fall(page, FIRST_VERDICT_MS, leaving=value))
    assert "edition" not in request and request["players"] == names[:10]
    assert set(request["roles"].values()) == {"goldsucher"}


def test_the_crystals_are_asked_only_with_a_geologist_at_the_table(calc: Any) -> None:
    # The review: "Wie viele Kristalle sind zu sehen?" stood under the rulebook's example,
    # where nobody is a Geologist, whom alone the crystals pay (s2-geologist).
    names = [name for name, _ in TABLE]
    value = fall({"edition": "saboteur2", "players": names, "roles": dict(TABLE), "finder": "Chef"})
    page = calc
    open_round(page, value)
    assert page.locator('[data-wt="s2"]').is_visible()
    assert page.locator('[data-wt="crystals"]').is_hidden()
    # Grit turns out to be a Geologist: now the crystals count, and are asked.
    page.locator(".wt-role").nth(2).select_option("geologe")
    geologist = calculator_fall(page, FIRST_VERDICT_MS, leaving=value)
    assert page.locator('[data-wt="crystals"]').is_visible()
    page.select_option('[data-wt="crystals"]', value="2")
    request = unfall(calculator_fall(page, FIRST_VERDICT_MS, leaving=geologist))
    assert request["crystals"] == 2 and request["roles"]["Grit"] == "geologe"
    # Back to a Goldsucher: the question goes, and so do the crystals from the link.
    page.locator(".wt-role").nth(2).select_option("goldsucher-gruen")
    request = unfall(calculator_fall(page, FIRST_VERDICT_MS))
    assert "crystals" not in request
    assert page.locator('[data-wt="crystals"]').is_hidden()


# Both teams win through the Boss, a Geologist at the table and two crystals to be seen. The
# rulebook: with five winners or fewer, 3 winners get 3 Goldstücke each, 4 get 2 each; the Boss
# one less; a Geologist as many as crystals are visible. The open rule s2-geologist-winner
# (docs-dev/rules.md): `no` (the default) – the Geologist gets only the crystals, three winners
# (Bea, Gero, the Boss); `yes` – the Geologist is a fourth winner with a share besides.
GEOLOGIST_TABLE = {
    "Bea": "goldsucher-blau",
    "Gero": "goldsucher-gruen",
    "Chef": "chef",
    "Gina": "geologe",
    "Sven": "saboteur",
}
SCORE_RULES = ["s2-saboteur-connects", "s2-geologist-winner", "s2-crystals-visible"]
"""The expansion's open rules with the scope `score` (docs-dev/rules.md, "Saboteur 2")."""


def geologist_round(**rules: str) -> str:
    request: dict[str, Any] = {
        "edition": "saboteur2",
        "players": list(GEOLOGIST_TABLE),
        "roles": GEOLOGIST_TABLE,
        "finder": "Chef",
        "crystals": 2,
    }
    if rules:
        request["rules"] = rules
    return fall(request)


def shares(page: Any) -> dict[str, str]:
    return {name: calculator_share(page, name) for name in ("Bea", "Gero", "Chef", "Gina", "Sven")}


def test_an_auslegung_is_switched_in_the_panel_and_travels_with_the_link(
    calculator: Calculator, calc: Any
) -> None:
    page = calc
    panel = page.locator('[data-wt="options"]')
    open_round(page, calculator.example)  # the base game: its own questions, no such panel
    assert panel.is_hidden()
    try:
        value = geologist_round()
        open_round(page, value)
        assert panel.is_visible()
        rows = panel.locator("[data-option]")
        assert rows.evaluate_all("rows => rows.map(r => r.dataset.option)") == SCORE_RULES
        for i in range(rows.count()):  # a title, two readings, the default chosen and marked
            row = rows.nth(i)
            assert str(row.locator("legend").text_content()).strip()  # (the panel is closed)
            assert row.locator("input").count() == 2
            checked = row.locator("label", has=page.locator("input:checked"))
            assert checked.count() == 1 and "(Standard)" in str(checked.text_content())
        assert shares(page) == {
            "Bea": "3 Goldstücke",
            "Gero": "3 Goldstücke",
            "Chef": "2 Goldstücke",
            "Gina": "2 Goldstücke",
            "Sven": "nichts",
        }
        # The step the Auslegung decided says so and leads to the panel.
        step = page.locator('[data-wt="more"] li[data-rule="s2-geologist-winner"]')
        assert "Auslegung" in step.inner_text()
        change = step.locator('button[data-option="s2-geologist-winner"]')
        assert panel.get_attribute("open") is None
        change.tap()
        assert panel.get_attribute("open") is not None
        focused = page.evaluate(
            "() => document.activeElement.closest('[data-option]')?.dataset.option"
        )
        assert focused == "s2-geologist-winner"
        shot = os.environ.get("SABOTEUR_SHOT_DIR")
        if shot:  # for a person to look at: the panel, opened from the answer
            page.screenshot(path=f"{shot}/wertung-saboteur2-auslegungen.png", full_page=False)
        row = panel.locator('[data-option="s2-geologist-winner"]')
        row.locator("input:not(:checked)").tap()
        switched = calculator_fall(page, FIRST_VERDICT_MS, leaving=value)
        assert unfall(switched)["rules"] == {"s2-geologist-winner": "yes"}
        assert shares(page) == {
            "Bea": "2 Goldstücke",
            "Gero": "2 Goldstücke",
            "Chef": "ein Goldstück",
            "Gina": "4 Goldstücke",
            "Sven": "nichts",
        }
        assert "1 Auslegung" in panel.locator('[data-wt="options-changed"]').inner_text()
        # Remembered on this device, and said so.
        kept = page.evaluate("() => JSON.parse(localStorage.getItem('saboteur-wertung'))")
        assert kept["rules"] == {"s2-geologist-winner": "yes"}
        assert row.locator("legend").inner_text() in page.locator('[data-wt="saved"]').inner_text()
        if shot:  # the answer the Auslegung decided
            page.locator(
                '[data-wt="more"] li[data-rule="s2-geologist-winner"]'
            ).scroll_into_view_if_needed()
            page.screenshot(path=f"{shot}/wertung-saboteur2-auslegung-antwort.png", full_page=False)
        # A link without the rule means the default; one with it brings it back.
        open_round(page, value)
        assert row.locator("input:checked").get_attribute("value") == "no"
        assert shares(page)["Gina"] == "2 Goldstücke"
        open_round(page, switched)
        assert row.locator("input:checked").get_attribute("value") == "yes"
        # The crystals' question says which crystals count, as the chosen reading words it.
        crystals = panel.locator('[data-option="s2-crystals-visible"]')
        counted = page.locator('[data-wt="crystals-counted"]')
        for reading in ("maze", "connected"):
            crystals.locator(f'input[value="{reading}"]').check()
            label = crystals.locator("label", has=page.locator("input:checked")).inner_text()
            assert label.replace(" (Standard)", "").strip() in counted.inner_text(), reading
        if shot:  # the crystals' question, with what the table counts
            counted.scroll_into_view_if_needed()
            page.screenshot(path=f"{shot}/wertung-saboteur2-kristalle.png", full_page=False)
    finally:
        page.evaluate("() => localStorage.removeItem('saboteur-wertung')")
