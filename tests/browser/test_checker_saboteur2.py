"""The checker with the expansion Saboteur 2 (issue 23), at 390x844 with touch: the edition
switch, the expansion's cards in front of a person, its action cards, and a link that keeps
the edition.

The verdicts are the rulebook's (Saboteur 2, Z-Man English edition, 2011): a player with
"Trapped!" in front of them plays no path card; Theft is laid in front of yourself; never two
action cards of the same type lie in front of one person.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules_py.api import catalog
from tests.browser.conftest import phone_page
from tests.browser.helpers import CHECKER, READY, Checker, unfall

pytestmark = pytest.mark.browser


def to_expansion(checker: Checker) -> None:
    page = checker.page
    page.locator('[data-zp-edition="saboteur2"]').tap()
    checker.wait_for_request(lambda r: r.get("situation", {}).get("edition") == "saboteur2")
    page.locator('[data-zp-edition="saboteur2"][aria-pressed="true"]').wait_for()


def test_the_base_game_offers_nothing_of_the_expansion(fresh: Checker) -> None:
    page = fresh.page
    assert page.locator('[data-zp-edition="saboteur"]').get_attribute("aria-pressed") == "true"
    assert page.locator('[data-zp-card="theft"]').count() == 0
    assert page.locator('[data-zp-card="discard-two"]').count() == 0
    assert page.locator("[data-zp-in-front]").count() == 0


def test_a_trapped_player_may_not_lay_a_path_card(fresh: Checker) -> None:
    page = fresh.page
    to_expansion(fresh)
    page.locator('[data-zp-in-front="du:trapped"]').tap()
    page.locator('[data-zp-card="path-EW"]').tap()
    page.locator('[data-x="1"][data-y="0"]').tap()
    verdict = fresh.wait_for_own_fall()
    assert verdict["allowed"] == "false"
    assert verdict["failed"] == "s2-not-trapped"
    # The printed page says in words what the controls show: the edition, the card in front.
    printed = page.locator("[data-zp='print-situation']").inner_text()
    assert "Saboteur 2" in printed
    assert "Eingesperrt!" in printed
    request = unfall(fresh.current_fall())
    assert request["situation"]["in_front"] == {"du": ["trapped"]}
    failed = page.locator('[data-verdict] [data-code="s2-not-trapped"]')
    assert failed.count() == 1
    # The rule the Nein rests on, with its title and a link to the page that explains it.
    link = failed.locator("a")
    assert "saboteur-2" in (link.first.get_attribute("href") or "")
    assert page.locator("[data-verdict] .zp-verdict__sentence").inner_text().startswith("Nein")


def test_theft_in_front_of_yourself_is_allowed_but_not_a_second_one(fresh: Checker) -> None:
    page = fresh.page
    to_expansion(fresh)
    page.locator('[data-zp-card="theft"]').tap()
    verdict = fresh.wait_for_own_fall()
    assert verdict["allowed"] == "true", verdict
    assert unfall(fresh.current_fall())["move"] == {"play": "theft"}
    page.locator('[data-zp-in-front="du:theft"]').tap()
    verdict = fresh.wait_for_own_fall()
    assert verdict["allowed"] == "false"
    assert verdict["failed"] == "s2-not-twice"


def test_the_turn_options_write_their_choice_into_the_move(fresh: Checker) -> None:
    page = fresh.page
    to_expansion(fresh)
    page.locator('[data-zp-broken="du:lamp"]').tap()
    fresh.wait_for_request(lambda r: r["situation"].get("broken") == {"du": ["lamp"]})
    page.locator('[data-zp-card="discard-two"]').tap()
    verdict = fresh.wait_for_own_fall()
    # Discarding two cards removes a broken tool in front of you (the rulebook's turn options).
    assert unfall(fresh.current_fall())["move"] == {"play": "discard-two", "remove": "lamp"}
    assert verdict["allowed"] == "true"
    page.locator('[data-zp-card="pass"]').tap()
    fresh.wait_for_own_fall()
    page.get_by_role("button", name="drei Karten", exact=True).tap()
    verdict = fresh.wait_for_own_fall()
    assert unfall(fresh.current_fall())["move"] == {"play": "pass", "discard": 3}
    assert verdict["allowed"] == "true"


def test_back_to_the_base_game_the_link_holds_nothing_of_the_expansion(fresh: Checker) -> None:
    page = fresh.page
    to_expansion(fresh)
    page.locator('[data-zp-in-front="Anna:theft"]').tap()
    page.locator('[data-zp-card="theft"]').tap()
    fresh.wait_for_own_fall()
    page.locator('[data-zp-edition="saboteur"]').tap()
    request = fresh.wait_for_request(lambda r: "edition" not in r.get("situation", {}))
    assert "in_front" not in request["situation"]
    assert "move" not in request
    assert page.locator('[data-zp-card="theft"]').count() == 0


def test_a_shared_link_reopens_the_expansion(fresh: Checker, browser: Any) -> None:
    page = fresh.page
    to_expansion(fresh)
    page.locator('[data-zp-in-front="Anna:trapped"]').tap()
    fresh.wait_for_request(lambda r: r["situation"].get("in_front") == {"Anna": ["trapped"]})
    page.locator('[data-zp-card="trapped"]').tap()
    # Whom the card goes to is the reader's choice: no verdict before it (issue 24).
    fresh.wait_for_request(lambda r: r.get("move", {}).get("play") == "trapped")
    fresh.wait_for_state("choose")
    page.get_by_role("button", name="Anna", exact=True).tap()
    verdict = fresh.wait_for_own_fall()
    assert verdict["allowed"] == "false"
    assert verdict["failed"] == "s2-not-twice"
    value = fresh.current_fall()
    with phone_page(browser, fresh.base_url, f"{CHECKER}#fall={value}", READY) as other:
        shared = Checker(other, fresh.base_url)
        assert shared.wait_for_fall(value) == verdict
        for control in (
            '[data-zp-edition="saboteur2"]',
            '[data-zp-in-front="Anna:trapped"]',
            '[data-zp-card="trapped"]',
        ):
            assert other.locator(control).get_attribute("aria-pressed") == "true", control


def test_the_expansion_action_cards_show_their_pictures(fresh: Checker) -> None:
    # Like the base game's action cards: a picture on each tile, not only the card's name.
    page = fresh.page
    to_expansion(fresh)
    for card in catalog()["saboteur2"]["action_cards"]:
        tile = page.locator(f'[data-zp-card="{card["play"]}"]')
        tile.scroll_into_view_if_needed()
        assert card["name"] in tile.inner_text()
        image = tile.locator(".zp-pic img")
        assert image.count() == 1, card["play"]
        page.wait_for_function(
            "(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle()
        )
