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
from tests.js import js

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
    # Discarding two cards removes a card in front of you (the rulebook's turn options): which
    # one is the reader's choice, no verdict before it; what lies in front of you comes first.
    fresh.wait_for_request(lambda r: r.get("move") == {"play": "discard-two"})
    fresh.wait_for_state("choose")
    choices = page.locator("[data-key^='take-away:']")
    assert page.locator("[data-key^='take-away:'][aria-pressed='true']").count() == 0
    assert "Lampe" in choices.first.inner_text()
    choices.first.tap()
    verdict = fresh.wait_for_own_fall()
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
    # Beside the table's heading the game's name, far below the switch on a phone (a review);
    # its text as the DOM has it (the table is not painted while off screen).
    here = page.locator("[data-zp='edition-here']")
    pressed = page.locator("[data-zp-edition][aria-pressed='true']")
    # It reads as a button that goes somewhere (a phone review): a verb, an arrow up.
    assert here.text_content() == f"Spiel: {pressed.text_content()} – ändern ↑"
    assert pressed.text_content() == "Saboteur 2"
    page.locator('[data-zp-in-front="Anna:theft"]').tap()
    page.locator('[data-zp-card="theft"]').tap()
    fresh.wait_for_own_fall()
    page.locator('[data-zp-edition="saboteur"]').tap()
    request = fresh.wait_for_request(lambda r: "edition" not in r.get("situation", {}))
    assert "in_front" not in request["situation"]
    assert "move" not in request
    assert page.locator('[data-zp-card="theft"]').count() == 0
    assert here.text_content() == f"Spiel: {pressed.text_content()} – ändern ↑"
    assert pressed.text_content() == "Grundspiel"
    back = page.locator("[data-zp='edition-back']")
    assert back.is_hidden()
    # A tap on it leads to the switch, the focus on the game chosen, seen after a tap too
    # (a touch shows no focus ring of its own), and a button beside it leads back.
    here.tap()
    chosen = '[data-zp-edition="saboteur"][aria-pressed="true"]'
    page.wait_for_function("(chosen) => document.activeElement?.matches(chosen)", arg=chosen)
    ring = page.locator(chosen).evaluate("el => getComputedStyle(el).outlineStyle")
    assert ring == "solid", ring
    assert back.is_visible() and back.inner_text() == "Zum Tisch ↓"
    back.tap()
    page.wait_for_function("() => document.activeElement?.dataset.zp === 'edition-here'")
    assert back.is_hidden()
    top = page.locator("#zp-h-board").evaluate("el => el.getBoundingClientRect().top")
    assert 0 <= top < page.viewport_size["height"] / 2, top  # the table's heading, in view


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


def build_mode(checker: Checker) -> None:
    page = checker.page
    page.locator('[data-zp-mode="build"]').tap()
    checker.wait_for_state("build")


def lay(checker: Checker, card: str, x: int, y: int) -> None:
    """Build mode: choose `card` in the tray's strip and tap the place (x, y)."""
    page = checker.page
    page.locator(f'[data-zp-build-card="{card}"]').tap()
    page.locator(f'[data-zp-build-card="{card}"][aria-pressed="true"]').wait_for()
    page.locator(f'[data-x="{x}"][data-y="{y}"]').tap()
    checker.wait_for_request(
        lambda r: any(c["x"] == x and c["y"] == y for c in r["situation"].get("board", []))
    )


def my_card_at(checker: Checker, card: str, x: int, y: int) -> dict[str, str | None]:
    """Back to placing your card: `card` at (x, y); the verdict."""
    page = checker.page
    page.locator('[data-zp-mode="move"]').tap()
    page.locator(f'[data-zp-card="{card}"]').tap()
    page.locator(f'[data-x="{x}"][data-y="{y}"]').tap()
    return checker.wait_for_own_fall()


def test_building_the_table_offers_the_expansions_path_cards_with_their_pictures(
    fresh: Checker,
) -> None:
    page = fresh.page
    two_paths = catalog()["saboteur2"]["path_features"]["two_paths"]
    build_mode(fresh)
    for card in two_paths:
        assert page.locator(f'[data-zp-build-card="{card["id"]}"]').count() == 0
    assert page.locator("[data-zp-build-feature]").count() == 0
    to_expansion(fresh)
    build_mode(fresh)
    for card in two_paths:
        # with its picture, in the strip and in the card picker alike
        assert page.locator(f'[data-zp-card="{card["id"]}"] .zp-pic img').count() == 1
        tile = page.locator(f'[data-zp-build-card="{card["id"]}"]')
        assert tile.locator(".zp-pic img").count() == 1, card["id"]
        box = tile.bounding_box()
        assert box is not None and box["width"] >= 24  # a finger's target on a phone
    # The card to lay gets a ladder or a door of a team's colour, in the catalogue's words.
    features = catalog()["saboteur2"]["path_features"]
    assert page.locator('[data-zp-build-feature="ladder"]').inner_text() == features["ladder"]
    for door in features["doors"]:
        toggle = page.locator(f'[data-zp-build-feature="door:{door["door"]}"]')
        assert toggle.inner_text() == door["label"]
    page.locator('[data-zp-build-feature="door:blau"]').tap()
    lay(fresh, "path-EW", 3, 0)
    page.locator('[data-zp-build-feature="door:blau"][aria-pressed="true"]').tap()
    page.locator('[data-zp-build-feature="door:blau"][aria-pressed="false"]').wait_for()
    lay(fresh, two_paths[0]["id"], 1, 0)
    board = unfall(fresh.current_fall())["situation"]["board"]
    assert board[0]["card"] == {"edges": "EW", "dead_end": False, "door": "blau"}
    assert board[1]["card"] == two_paths[0]["card"]
    cell = page.locator('[data-x="3"][data-y="0"]')
    assert "blauer Tür" in (cell.text_content() or "")  # what a screen reader says
    # Back to the base game, the card with two paths is no card to lay any more.
    page.locator('[data-zp-edition="saboteur"]').tap()
    fresh.wait_for_request(lambda r: "edition" not in r.get("situation", {}))
    assert page.locator(f'[data-zp-build-card="{two_paths[0]["id"]}"]').count() == 0
    assert page.locator('[data-zp-build-card][aria-pressed="true"]').count() == 1
    page.locator('[data-zp-mode="move"]').tap()


def test_a_link_back_to_the_base_game_leaves_a_card_to_lay_of_the_base_game(
    fresh: Checker,
) -> None:
    # A card with two paths chosen to lay in Saboteur 2, then a link to a question of the base
    # game (no switch tapped): building the table again offers a card of the base game, named
    # in the tray, not an empty tray (a tap on the table would have laid nothing).
    page = fresh.page
    two_paths = catalog()["saboteur2"]["path_features"]["two_paths"]
    to_expansion(fresh)
    build_mode(fresh)
    page.locator(f'[data-zp-build-card="{two_paths[0]["id"]}"]').tap()
    page.locator(f'[data-zp-build-card="{two_paths[0]["id"]}"][aria-pressed="true"]').wait_for()
    page.locator('[data-zp-mode="move"]').tap()
    fresh.ask({"situation": {"players": ["du", "Anna"]}, "move": {"play": "pass"}})
    build_mode(fresh)
    try:
        assert page.locator('[data-zp-build-card][aria-pressed="true"]').count() == 1
        name = page.locator("[data-zp='tray-card'] .zp-tray__name")
        name.wait_for()
        assert name.inner_text().strip()
    finally:
        page.locator('[data-zp-mode="move"]').tap()


def test_a_ladder_on_the_table_is_connected_to_the_start(fresh: Checker) -> None:
    # Rulebook (Saboteur 2, "Path with a Ladder"): the path on this card is always connected
    # to the start card. A card laid next to it is connected, far from the start.
    page = fresh.page
    to_expansion(fresh)
    build_mode(fresh)
    lay(fresh, "path-EW", 5, 0)
    verdict = my_card_at(fresh, "path-EW", 6, 0)
    assert (verdict["allowed"], verdict["failed"]) == ("false", "connected")
    build_mode(fresh)
    page.locator('[data-x="5"][data-y="0"]').tap()
    page.locator('[data-zp-laid-feature="ladder"]').tap()
    request = fresh.wait_for_request(lambda r: r["situation"]["board"][0]["card"].get("ladder"))
    assert request["situation"]["board"][0]["card"] == {
        "edges": "EW",
        "dead_end": False,
        "ladder": True,
    }
    page.locator('[data-zp-laid-feature="ladder"][aria-pressed="true"]').wait_for()
    page.locator('[data-zp-mode="move"]').tap()
    verdict = fresh.wait_for_own_fall()
    assert verdict["allowed"] == "true", verdict


def test_on_a_bridge_no_path_turns(fresh: Checker) -> None:
    # Rulebook (Saboteur 2, "The Bridge"): two straight paths that are not connected; you
    # cannot turn left or right on this card. Beside the start, its crosswise path is
    # connected, the upright one is not: a card below it is not connected. Below a crossroads
    # it is.
    page = fresh.page
    to_expansion(fresh)
    build_mode(fresh)
    lay(fresh, "bridge", 1, 0)
    verdict = my_card_at(fresh, "path-NS", 1, 1)
    assert (verdict["allowed"], verdict["failed"]) == ("false", "connected")
    build_mode(fresh)
    page.locator('[data-x="1"][data-y="0"]').tap()
    page.locator('[data-zp-tray="remove"]').tap()
    fresh.wait_for_request(lambda r: not r["situation"].get("board"))
    lay(fresh, "path-NESW", 1, 0)
    page.locator('[data-zp-mode="move"]').tap()
    verdict = fresh.wait_for_own_fall()
    assert verdict["allowed"] == "true", verdict


def test_the_cards_in_front_of_a_person_show_their_pictures(fresh: Checker) -> None:
    # The expansion's cards in front of a person, and what discarding two cards removes, show
    # the card's picture beside its name, as the broken tools do: "Lampe" there is the
    # sabotage card, not the tool.
    page = fresh.page
    to_expansion(fresh)
    for card in catalog()["saboteur2"]["in_front"]:
        toggle = page.locator(f'[data-zp-in-front="Anna:{card}"]')
        assert toggle.locator(".zp-pic img").count() == 1, card
    page.locator('[data-zp-card="discard-two"]').tap()
    # No verdict yet: which card goes is the player's choice, asked here (nothing preselected).
    choices = page.get_by_role("group", name="Welche Karte vor dir entfernst du?")
    choices.wait_for()
    buttons = choices.get_by_role("button")
    assert buttons.count() == len(catalog()["saboteur2"]["removable"])
    for i in range(buttons.count()):
        assert buttons.nth(i).locator(".zp-pic img").count() == 1, buttons.nth(i).inner_text()


def test_your_path_card_is_named_with_its_ladder_and_door(fresh: Checker) -> None:
    # "Gewählt: …" and the tray name the card with what it carries, in the catalogue's words.
    page = fresh.page
    to_expansion(fresh)
    features = catalog()["saboteur2"]["path_features"]
    page.locator('[data-zp-card="path-NS"]').tap()
    page.get_by_role("button", name=features["ladder"], exact=True).tap()
    page.get_by_role("button", name=features["doors"][0]["label"], exact=True).tap()
    fresh.wait_for_request(lambda r: r.get("move", {}).get("card", {}).get("door"))
    wanted = f"{features['ladder']} {features['doors'][0]['label']}"
    chosen = page.locator("[data-zp='chosen']")
    assert wanted in chosen.inner_text()
    assert wanted in page.locator("[data-zp='tray-card']").inner_text()


def tray_height(checker: Checker) -> float:
    box = checker.page.locator("[data-zp='tray']").bounding_box()
    assert box is not None
    return float(box["height"])


def test_crystals_on_a_card_in_build_mode_and_a_tray_that_stays_low(fresh: Checker) -> None:
    # The engine takes crystals on any path card of the expansion (docs-dev/contract.md: 0 to
    # the catalogue's max_crystals); in build mode the card to lay and a card on the table get
    # them, in the catalogue's words. The tray, with all of this, keeps one height (the board
    # stays under the finger) and leaves most of a phone's screen (390x844) to the board.
    page = fresh.page
    features = catalog()["saboteur2"]["path_features"]
    words = {c["crystals"]: c["label"] for c in features["crystals"]}
    to_expansion(fresh)
    build_mode(fresh)
    try:
        heights = {tray_height(fresh)}
        page.locator('[data-zp-build-feature="crystals-more"]').tap()
        page.locator("[data-zp='tray-card'] [data-zp-crystals='1']").wait_for()
        heights.add(tray_height(fresh))
        lay(fresh, "double-curve-ne", 1, 0)
        board = unfall(fresh.current_fall())["situation"]["board"]
        assert board[0]["card"]["crystals"] == 1
        # The card on the table: two more, then one fewer.
        page.locator('[data-x="1"][data-y="0"]').tap()
        page.locator("[data-zp-laid-feature='crystals-more']").wait_for()
        heights.add(tray_height(fresh))
        for n in (2, 3):
            page.locator("[data-zp-laid-feature='crystals-more']").tap()
            fresh.wait_for_request(
                lambda r, n=n: r["situation"]["board"][0]["card"].get("crystals") == n
            )
        page.locator("[data-zp-laid-feature='crystals-less']").tap()
        fresh.wait_for_request(lambda r: r["situation"]["board"][0]["card"].get("crystals") == 2)
        assert page.locator("[data-zp='tray-card'] [data-zp-crystals='2']").inner_text() == words[2]
        assert words[2] in (page.locator('[data-x="1"][data-y="0"]').text_content() or "")
        heights.add(tray_height(fresh))
        page.locator('[data-zp-tray="done"]').tap()
        page.locator("[data-zp-build-card]").first.wait_for()
        heights.add(tray_height(fresh))
        assert len(heights) == 1, heights
        view = page.viewport_size
        assert view is not None
        assert heights.pop() <= 0.3 * view["height"]
    finally:  # the session's page goes on placing your card
        page.locator('[data-zp-mode="move"]').tap()


def test_no_label_sticks_out_of_its_button_even_when_chosen(fresh: Checker) -> None:
    # The review of round 4: "Eingesperrt!" spilled ~3 px past its button for every person,
    # a chosen (bold) "Spitzhacke" touched its border (a third of 390 px each).
    to_expansion(fresh)
    page = fresh.page
    assert page.evaluate(js("label_overflow")) == []
    for tool in page.locator("[data-zp-broken]").all():
        tool.tap()
    for card in page.locator("[data-zp-in-front]").all():
        card.tap()
    page.locator("[data-zp-in-front][aria-pressed='true']").first.wait_for()
    assert page.evaluate(js("label_overflow")) == []
    # Nor does a chosen (bold) label break inside a word (a phone review read "Spitzhack/e").
    assert page.evaluate(js("broken_words")) == []


def test_the_house_rules_panel_offers_the_open_rules_of_a_check_and_points_to_the_score(
    fresh: Checker,
) -> None:
    # The panel offers the open rules that decide a check (scope `check`) of the game shown.
    # Saboteur 2's open rules decide a score, a played move's events at the gold or the box's
    # contents (docs-dev/rules.md, "Saboteur 2"): none a check, so the expansion adds no row; in
    # its mode the panel says where its readings of the score are switched (the calculator).
    page = fresh.page
    panel = page.locator("[data-zp='options']")
    note = panel.locator("[data-zp='options-score']")
    known = catalog()
    checks = [o["rule"] for o in known["options"] if o["scope"] == "check"]
    checks2 = [o["rule"] for o in known["saboteur2"]["options"] if o["scope"] == "check"]
    rows = panel.locator("[id^='zp-option-']")

    def offered() -> list[str]:
        ids = rows.evaluate_all("labels => labels.map(l => l.id)")
        return [i.removeprefix("zp-option-") for i in ids]

    assert offered() == checks and note.is_hidden()
    to_expansion(fresh)
    assert offered() == checks + checks2
    assert not any(rule.startswith("s2-") for rule in offered())
    panel.locator("summary").tap()
    assert note.is_visible()
    assert str(note.locator("a").get_attribute("href")).endswith("wertung.html#rechner")
    page.locator('[data-zp-edition="saboteur"]').tap()
    fresh.wait_for_request(lambda r: "edition" not in r.get("situation", {}))
    assert offered() == checks and note.is_hidden()
    panel.locator("summary").tap()  # closed again, as the next test expects it
