"""The checker "Ist dieser Zug erlaubt?" end to end: Debian's Chromium, the built site on loopback,
the real engine in Pyodide in a Web Worker, and no request to any other origin.

Expected verdicts are written from the rules (the seed's table and docs-dev/rules.md), not copied
from the engine. Coordinates: start card (0, 0), open on all four sides; goals face down at
(8, -2), (8, 0), (8, 2); x grows east, y grows south.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import Checker, fall, unfall
from tests.js import js

pytestmark = pytest.mark.browser

EW = {"edges": "EW", "dead_end": False}
NS = {"edges": "NS", "dead_end": False}
ES = {"edges": "ES", "dead_end": False}
EW_DEAD = {"edges": "EW", "dead_end": True}
PLAYERS = ["du", "Anna", "Ben"]


def path(card: dict[str, Any], x: int, y: int, rotation: int = 0) -> dict[str, Any]:
    return {"play": "path", "card": card, "x": x, "y": y, "rotation": rotation}


def case(
    move: dict[str, Any] | None = None, moves: list[dict[str, Any]] | None = None, **situation: Any
) -> dict[str, Any]:
    request: dict[str, Any] = {"situation": {"players": PLAYERS, **situation}}
    if moves is not None:
        request["moves"] = moves
    else:
        request["move"] = move
    return request


# (name, request, allowed, first failing check)
CASES = [
    # The seed's table: what you may still do with a broken tool.
    (
        "broken lamp: no path card",
        case(path(EW, 1, 0), broken={"du": ["lamp"]}),
        "false",
        "tools-intact",
    ),
    (
        "broken lamp: repair it yourself",
        case({"play": "repair", "tools": ["lamp"], "target": "du"}, broken={"du": ["lamp"]}),
        "true",
        "",
    ),
    (
        "broken cart: repair someone else",
        case(
            {"play": "repair", "tools": ["cart"], "target": "Anna"},
            broken={"du": ["pickaxe"], "Anna": ["cart"]},
        ),
        "true",
        "",
    ),
    (
        "broken pickaxe: sabotage another person",
        case({"play": "sabotage", "tool": "lamp", "target": "Anna"}, broken={"du": ["pickaxe"]}),
        "true",
        "",
    ),
    (
        "broken lamp: rockfall",
        case(
            {"play": "rockfall", "x": 1, "y": 0},
            broken={"du": ["lamp"]},
            board=[{"x": 1, "y": 0, "card": EW, "rotation": 0}],
        ),
        "true",
        "",
    ),
    (
        "broken lamp: map",
        case({"play": "map", "x": 8, "y": 0}, broken={"du": ["lamp"]}),
        "true",
        "",
    ),
    (
        "all three broken: pass",
        case({"play": "pass"}, broken={"du": ["pickaxe", "lamp", "cart"]}),
        "true",
        "",
    ),
    # One card per turn: repairing is the whole turn.
    (
        "repair and then a path card",
        case(
            moves=[{"play": "repair", "tools": ["lamp"], "target": "du"}, path(EW, 1, 0)],
            broken={"du": ["lamp"]},
        ),
        "false",
        "one-card-per-turn",
    ),
    # Two different sabotage cards: one repair is not enough for path cards.
    (
        "two broken, one repaired is still one too many",
        case(path(EW, 1, 0), broken={"du": ["lamp", "cart"]}),
        "false",
        "tools-intact",
    ),
    (
        "double repair takes one of its two tools",
        case(
            {"play": "repair", "tools": ["pickaxe", "lamp"], "target": "du"},
            broken={"du": ["lamp"]},
        ),
        "true",
        "",
    ),
    (
        "no repair in advance",
        case({"play": "repair", "tools": ["lamp"], "target": "du"}),
        "false",
        "sabotage-present",
    ),
    (
        "repair must match the broken tool",
        case({"play": "repair", "tools": ["lamp"], "target": "Anna"}, broken={"Anna": ["cart"]}),
        "false",
        "sabotage-present",
    ),
    (
        "never the same sabotage twice",
        case({"play": "sabotage", "tool": "lamp", "target": "Anna"}, broken={"Anna": ["lamp"]}),
        "false",
        "no-duplicate",
    ),
    (
        "different sabotage cards may pile up",
        case({"play": "sabotage", "tool": "cart", "target": "Anna"}, broken={"Anna": ["lamp"]}),
        "true",
        "",
    ),
    (
        "sabotage goes before another person",
        case({"play": "sabotage", "tool": "cart", "target": "du"}),
        "false",
        "target-other",
    ),
    (
        "sabotage for someone not at the table",
        case({"play": "sabotage", "tool": "cart", "target": "Zoe"}),
        "false",
        "target-exists",
    ),
    # Path cards, in the seed's order.
    ("straight next to the start", case(path(EW, 1, 0)), "true", ""),
    ("never crosswise", case(path(EW, 1, 0, 90)), "false", "not-crosswise"),
    (
        "not on a card",
        case(path(EW, 1, 0), board=[{"x": 1, "y": 0, "card": EW, "rotation": 0}]),
        "false",
        "cell-free",
    ),
    ("not on its own", case(path(EW, 4, 0)), "false", "adjacent"),
    ("rock against the start card's path", case(path(NS, 1, 0)), "false", "fits"),
    ("curve upright does not fit east of the start", case(path(ES, 1, 0)), "false", "fits"),
    ("the same curve turned by 180 degrees fits", case(path(ES, 1, 0, 180)), "true", ""),
    (
        "nothing connects through a dead end",
        case(path(EW, 2, 0), board=[{"x": 1, "y": 0, "card": EW_DEAD, "rotation": 0}]),
        "false",
        "connected",
    ),
    # Rockfall and map.
    (
        "rockfall never on the start card",
        case({"play": "rockfall", "x": 0, "y": 0}),
        "false",
        "rockfall-target",
    ),
    (
        "rockfall never on a goal card",
        case({"play": "rockfall", "x": 8, "y": 0}),
        "false",
        "rockfall-target",
    ),
    (
        "the map looks at a goal card",
        case({"play": "map", "x": 1, "y": 0}, board=[{"x": 1, "y": 0, "card": EW, "rotation": 0}]),
        "false",
        "map-target",
    ),
]


@pytest.mark.parametrize(
    ("request_", "allowed", "failed"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_the_fragment_gives_the_verdict_of_the_rules(
    checker: Checker, request_: dict[str, Any], allowed: str, failed: str
) -> None:
    got = checker.ask(request_)
    assert got == {"allowed": allowed, "failed": failed, "fall": fall(request_)}
    # The big word, each check's code and its mark, read in one call.
    words, codes, marks = checker.page.evaluate(
        """() => {
          const verdict = document.querySelector("[data-verdict]");
          const checks = [...verdict.querySelectorAll("[data-code]")];
          return [
            [...verdict.querySelectorAll(".zp-verdict__word")].map((w) => w.innerText),
            checks.map((i) => i.dataset.code),
            checks.flatMap((i) => [...i.querySelectorAll(".zp-check__mark")])
              .map((m) => m.innerText),
          ];
        }"""
    )
    assert words == ["Ja" if allowed == "true" else "Nein"]
    if failed:
        # The first ✗ is the failing check the engine names.
        assert marks[codes.index(failed)] == "✗"
        assert "✗" not in marks[: codes.index(failed)]
    else:
        assert set(marks) <= {"✓"}


def test_every_check_links_to_the_section_of_its_rule(checker: Checker) -> None:
    checker.ask(case(path(NS, 1, 0), broken={"du": ["lamp"]}))
    links = checker.page.locator("[data-verdict] [data-code] a.zp-check__rule")
    hrefs = links.evaluate_all("items => items.map(a => a.getAttribute('href'))")
    codes = checker.page.locator("[data-verdict] [data-code]").evaluate_all(
        "items => items.map(i => i.dataset.code)"
    )
    assert len(hrefs) == len(codes) >= 7
    by_code = dict(zip(codes, hrefs, strict=True))
    assert by_code["tools-intact"].endswith("/werkzeug.html#tools-intact")
    assert by_code["fits"].endswith("/wegekarten.html#fits")
    for href in hrefs:
        assert href.startswith(checker.base_url + "/"), href
        assert re.search(r"/[a-z]+\.html#[a-z0-9-]+$", href), href


def test_the_answer_is_announced_politely_in_german_once(checker: Checker) -> None:
    checker.ask(
        case({"play": "sabotage", "tool": "lamp", "target": "Anna"}, broken={"Anna": ["lamp"]})
    )
    page = checker.page
    text = page.locator("[data-verdict]").inner_text()
    # The big word is the sentence's own beginning, not said once more before it.
    assert text.startswith("Nein, vor Anna"), text[:40]
    assert "Lampe" in text
    # One live region, polite, says the verdict's one sentence (not the checks, no "Nein Nein").
    live = page.locator("[aria-live]:not([aria-live='off'])")
    said = [t.strip() for t in live.all_text_contents() if t.strip()]
    sentence = page.locator("[data-verdict] .zp-verdict__sentence").inner_text()
    assert said == [sentence], said
    assert sentence.startswith("Nein, ") and not sentence.startswith("Nein, Nein")
    assert page.locator("[data-zp='announce']").get_attribute("aria-live") == "polite"
    assert page.locator("[data-verdict]").get_attribute("aria-live") is None


def test_a_broken_fragment_gives_a_german_message_and_the_page_keeps_working(
    checker: Checker,
) -> None:
    page = checker.page
    # not base64url; not a whole number of bytes; not UTF-8; base64url of "nicht JSON"
    for broken in ("%%%kaputt", "e30xx", "_w", "bmljaHQgSlNPTg"):
        page.evaluate("value => { location.hash = 'fall=' + value; }", broken)
        page.wait_for_selector(
            f'[data-verdict][data-allowed="error"][data-fall="{broken}"]', state="attached"
        )
        text = page.locator("[data-verdict]").inner_text()
        assert "Link" in text and "beschädigt" in text, text
    # JSON that the engine rejects: its own German text, naming the bad value.
    hammer = case({"play": "sabotage", "tool": "hammer", "target": "Anna"})
    assert checker.ask(hammer) == {"allowed": "error", "failed": "", "fall": fall(hammer)}
    assert "hammer" in page.locator("[data-verdict]").inner_text()
    # And afterwards a good link works again.
    assert checker.ask(case({"play": "pass"}))["allowed"] == "true"


def test_the_controls_follow_a_hashchange(checker: Checker) -> None:
    checker.ask(
        case({"play": "repair", "tools": ["cart"], "target": "Anna"}, broken={"Anna": ["cart"]})
    )
    page = checker.page
    assert page.locator('[data-zp-broken="Anna:cart"]').get_attribute("aria-pressed") == "true"
    assert page.locator('[data-zp-broken="du:cart"]').get_attribute("aria-pressed") == "false"
    assert page.locator('[data-zp-card="repair-cart"]').get_attribute("aria-pressed") == "true"
    checker.ask(case({"play": "map", "x": 8, "y": 2}))
    assert page.locator('[data-zp-broken="Anna:cart"]').get_attribute("aria-pressed") == "false"
    assert page.locator('[data-zp-card="map"]').get_attribute("aria-pressed") == "true"


def test_the_same_verdicts_by_clicking_the_controls(checker: Checker) -> None:
    page = checker.page
    page.get_by_role("button", name="Neu anfangen").click()
    checker.wait_for_state("choose")
    assert "move" not in unfall(checker.current_fall())

    # A straight path card east of the start, nothing broken: allowed.
    page.locator('[data-zp-card="path-EW"]').click()
    checker.wait_for_state("choose")  # the card is chosen, its place not yet: no verdict
    page.locator('[data-x="1"][data-y="0"]').click()
    assert checker.wait_for_own_fall()["allowed"] == "true"

    # Now a lamp is broken in front of you: no path card.
    page.locator('[data-zp-broken="du:lamp"]').click()
    assert checker.wait_for_own_fall() == {
        **checker.verdict(),
        "allowed": "false",
        "failed": "tools-intact",
    }
    assert unfall(checker.current_fall())["situation"]["broken"] == {"du": ["lamp"]}

    # The matching repair on yourself is allowed, a pickaxe repair is not.
    page.locator('[data-zp-card="repair-lamp"]').click()
    checker.wait_for_state("choose")  # the card is chosen, whom it goes to not yet
    page.get_by_role("button", name="dich selbst", exact=True).click()
    assert checker.wait_for_own_fall()["allowed"] == "true"
    page.locator('[data-zp-card="repair-pickaxe"]').click()
    checker.wait_for_state("choose")  # another card: whom it goes to is chosen anew
    page.get_by_role("button", name="dich selbst", exact=True).click()
    assert checker.wait_for_own_fall()["failed"] == "sabotage-present"

    # Sabotage: choose the other person, and add a second one with the control for people.
    page.locator('[data-zp-card="sabotage-lamp"]').click()
    page.get_by_label("Weitere Person").fill("Carla")
    page.get_by_role("button", name="Person hinzufügen").click()
    page.get_by_role("button", name="Carla", exact=True).click()
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert unfall(checker.current_fall())["move"]["target"] == "Carla"
    page.locator('[data-zp-broken="Carla:lamp"]').click()
    assert checker.wait_for_own_fall()["failed"] == "no-duplicate"
    page.get_by_role("button", name="Carla entfernen").click()
    assert "Carla" not in unfall(checker.current_fall())["situation"]["players"]

    # Rockfall on the start card, then passing (always allowed).
    page.locator('[data-zp-card="rockfall"]').click()
    page.locator('[data-x="0"][data-y="0"]').click()
    assert checker.wait_for_own_fall()["failed"] == "rockfall-target"
    page.locator('[data-zp-card="pass"]').click()
    assert checker.wait_for_own_fall()["allowed"] == "true"


def test_the_controls_let_the_engine_judge_sabotage_on_yourself(checker: Checker) -> None:
    # Open question (docs-dev/rules.md): the page offers every person and the engine answers.
    page = checker.page
    page.get_by_role("button", name="Neu anfangen").click()
    checker.wait_for_state("choose")
    page.locator('[data-zp-card="sabotage-cart"]').click()
    page.get_by_role("button", name="dich selbst", exact=True).click()
    assert checker.wait_for_own_fall()["failed"] == "target-other"
    assert unfall(checker.current_fall())["move"]["target"] == "du"
    assert "Auslegung" in page.locator("[data-verdict]").inner_text()


def test_the_controls_never_seat_a_target_who_is_not_at_the_table(checker: Checker) -> None:
    page = checker.page
    checker.ask(case({"play": "sabotage", "tool": "cart", "target": "Zoe"}))
    assert page.locator('[data-zp-broken^="Zoe:"]').count() == 0
    page.locator('[data-zp-broken="Anna:lamp"]').click()
    assert checker.wait_for_own_fall()["failed"] == "target-exists"
    assert "Zoe" not in unfall(checker.current_fall())["situation"]["players"]


def test_laying_a_card_crosswise_and_turning_it_by_clicking(checker: Checker) -> None:
    page = checker.page
    checker.ask(case(path(ES, 1, 0)))
    assert checker.verdict()["failed"] == "fits"
    page.get_by_role("button", name="um 180° gedreht", exact=True).first.click()
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert unfall(checker.current_fall())["move"]["rotation"] == 180
    page.get_by_role("button", name="quer", exact=True).first.click()
    assert checker.wait_for_own_fall()["failed"] == "not-crosswise"


def test_building_the_table_places_turns_and_removes_cards(checker: Checker) -> None:
    page = checker.page
    checker.ask(case(path(EW, 2, 0)))
    assert checker.verdict()["failed"] == "adjacent"
    page.get_by_role("button", name="Tisch aufbauen").click()
    checker.wait_for_state("build")
    before = checker.current_fall()
    page.locator('[data-x="0"][data-y="0"]').click()  # the start card stays where it is
    page.locator('[data-x="8"][data-y="0"]').click()  # and so does a goal card
    assert checker.current_fall() == before
    # The same pictures as the card picker; "Drehen" goes through the ways a card may lie on
    # the table only (never crosswise), shown in the tray.
    build = page.locator("[data-zp='build']")
    tray = page.locator("[data-zp='tray-card']")
    build.locator('[data-zp-build-card="dead-EW"]').click()
    # A dead end east-west looks the same either way up: nothing to turn.
    assert tray.get_by_role("button", name="Drehen").count() == 0
    build.locator('[data-zp-build-card="dead-ES"]').click()
    how = tray.locator("[data-zp-how]")
    seen = []
    for _ in range(2):
        seen.append(how.inner_text())
        tray.get_by_role("button", name="Drehen").click()
    assert sorted(seen) == ["aufrecht", "um 180° gedreht"]
    assert how.inner_text() == seen[0]
    if seen[0] != "aufrecht":
        tray.get_by_role("button", name="Drehen").click()
    build.locator('[data-zp-build-card="dead-EW"]').click()
    page.locator('[data-x="1"][data-y="0"]').click()
    laid = [{"x": 1, "y": 0, "card": EW_DEAD, "rotation": 0}]
    checker.wait_for_request(lambda r: r["situation"]["board"] == laid)
    checker.wait_for_state("build")  # building: no verdict, so no Nein either
    # A tap on the card selects it; "Entfernen" takes it away.
    page.locator('[data-x="1"][data-y="0"]').click()
    tray.get_by_role("button", name="Entfernen").click()
    checker.wait_for_request(lambda r: r["situation"]["board"] == [])
    build.locator('[data-zp-build-card="path-EW"]').click()
    page.locator('[data-x="1"][data-y="0"]').click()
    page.get_by_role("button", name="Meine Karte legen").click()
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert unfall(checker.current_fall())["situation"]["board"] == [
        {"x": 1, "y": 0, "card": EW, "rotation": 0}
    ]


def _legal_cells(checker: Checker) -> dict[tuple[int, int], str]:
    checker.page.wait_for_selector("[data-zp='board'] [data-legal]", state="attached")
    cells = checker.page.locator("[data-zp='board'] [data-legal]").evaluate_all(
        "items => items.map(c => [Number(c.dataset.x), Number(c.dataset.y), c.dataset.legal])"
    )
    return {(x, y): legal for x, y, legal in cells}


def test_every_legal_place_is_highlighted_and_nothing_else(checker: Checker) -> None:
    # Around the lone start card (open on all four sides) a curve with paths east and south
    # fits north and west of it upright, and east and south of it turned by 180 degrees.
    checker.ask(case(path(ES, 0, -1)))
    assert _legal_cells(checker) == {(0, -1): "0", (-1, 0): "0", (1, 0): "180", (0, 1): "180"}
    page = checker.page
    highlighted = page.locator(".zp-cell--legal").evaluate_all(
        "items => items.map(c => [Number(c.dataset.x), Number(c.dataset.y)]).sort()"
    )
    assert highlighted == [[-1, 0], [0, -1]]
    assert "erlaubter Platz" in (page.locator('[data-x="-1"][data-y="0"]').text_content() or "")
    # Clicking a highlighted place gives Ja, any other place Nein.
    page.locator('[data-x="-1"][data-y="0"]').click()
    assert checker.wait_for_own_fall()["allowed"] == "true"
    page.locator('[data-x="1"][data-y="0"]').click()
    assert checker.wait_for_own_fall()["allowed"] == "false"
    # With a broken tool no place is legal.
    checker.ask(case(path(ES, 0, -1), broken={"du": ["cart"]}))
    checker.page.wait_for_function(
        "() => !document.querySelector('[data-zp=\"legal-count\"]').textContent.includes('gesucht')"
    )
    assert page.locator("[data-zp='board'] [data-legal]").count() == 0


def test_link_kopieren_copies_the_link_of_the_situation(checker: Checker) -> None:
    page = checker.page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=checker.base_url)
    request = case({"play": "map", "x": 8, "y": -2})
    checker.ask(request)
    page.get_by_role("button", name="Link kopieren").click()
    page.get_by_text("Link kopiert.").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == f"{checker.base_url}/zugpruefer.html#fall={fall(request)}"
    # The note is about that link: the next change clears it.
    page.locator('[data-zp-broken="Anna:lamp"]').click()
    checker.wait_for_own_fall()
    assert page.locator("[data-zp='copy-note']").inner_text() == ""


def test_without_the_clipboard_api_the_link_is_offered_to_copy_by_hand(checker: Checker) -> None:
    # As on a phone that opens the site over http:// from a laptop at the table.
    page = checker.page
    request = case({"play": "map", "x": 8, "y": 2})
    checker.ask(request)
    page.evaluate(
        "() => Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {"
        " writeText: () => Promise.reject(new Error('insecure context')) }})"
    )
    page.evaluate("() => { document.execCommand = () => false; }")
    page.get_by_role("button", name="Link kopieren").click()
    field = page.get_by_label("Link zu dieser Lage")
    field.wait_for(state="visible")
    assert field.input_value() == f"{checker.base_url}/zugpruefer.html#fall={fall(request)}"
    assert "von Hand" in page.locator("[data-zp='copy-note']").inner_text()
    assert page.evaluate("document.activeElement.id") == "zp-copy-field"


def test_the_answer_bar_leads_to_the_reasons(checker: Checker) -> None:
    page = checker.page
    request = case({"play": "sabotage", "tool": "lamp", "target": "du"})
    checker.ask(request)
    # The reader is at the controls (at the verdict itself the bar steps aside).
    page.evaluate("scrollTo(0, 0)")
    bar = page.locator("[data-zp='bar']")
    assert bar.get_attribute("data-state") == "false"
    page.wait_for_function(
        "() => !document.querySelector(\"[data-zp='bar']\").hasAttribute('data-away')"
    )
    assert bar.inner_text().count("Nein") == 1
    bar.get_by_role("button", name="Begründung").click()
    assert page.evaluate("document.activeElement.id") == "zp-h-result"
    assert checker.current_fall() == fall(request)  # the jump leaves the situation's link alone


def test_the_page_fits_a_phone_without_horizontal_scrolling(checker: Checker) -> None:
    page = checker.page
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    small = page.locator(".zp button:visible").evaluate_all(
        "items => items.filter(b => { const r = b.getBoundingClientRect();"
        " return r.width < 24 || r.height < 24; }).map(b => b.outerHTML.slice(0, 80))"
    )
    assert not small, f"touch targets smaller than 24 px: {small}"
    unlabelled = page.locator(".zp button, .zp input, .zp select").evaluate_all(
        "items => items.filter(e => !(e.getAttribute('aria-label') || e.textContent.trim()"
        ' || (e.id && document.querySelector(`label[for="${e.id}"]`))))'
        ".map(e => e.outerHTML.slice(0, 80))"
    )
    assert not unlabelled


def test_the_board_works_with_the_keyboard(checker: Checker) -> None:
    page = checker.page
    checker.ask(case(path(EW, 1, 0)))
    assert (
        page.locator("[data-zp='board'] [tabindex='0']").count() == 1
    )  # one tab stop for the board
    page.locator('[data-x="1"][data-y="0"]').focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    # West of the start card the straight fits as well.
    assert checker.wait_for_own_fall()["allowed"] == "true"
    assert unfall(checker.current_fall())["move"]["x"] == -1
    focused = page.evaluate("[document.activeElement.dataset.x, document.activeElement.dataset.y]")
    assert focused == ["-1", "0"]
    # Above the start card its path leads into the straight's rock: does not fit.
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    assert checker.wait_for_own_fall()["failed"] == "fits"
    assert unfall(checker.current_fall())["move"] == path(EW, 0, -1)


AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


@functools.cache
def _axe_source() -> str:
    return AXE.read_text(encoding="utf-8")


def _axe(page: Any) -> list[str]:
    if not AXE.is_file():
        pytest.fail(f"{AXE} missing: run npm ci (axe-core is a pinned devDependency)")
    # Once per page (the session's checker is never reloaded): axe's source is half a megabyte,
    # and compiling it again for every mode cost more than some of the runs themselves.
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.evaluate(_axe_source())  # evaluate(): the CSP forbids inline scripts
    found = page.evaluate(js("axe_violations"), {"tags": AXE_TAGS, "root": "#zugpruefer"})
    return list(found)


def test_the_controls_meet_wcag_in_every_mode(checker: Checker) -> None:
    page = checker.page
    problems: dict[str, list[str]] = {}
    checker.ask(
        case(
            path(ES, 0, -1),
            broken={"Anna": ["lamp"]},
            board=[{"x": -1, "y": 0, "card": EW_DEAD, "rotation": 180}],
        )
    )
    _legal_cells(checker)
    problems["path card with legal places"] = _axe(page)
    checker.ask(
        case(
            {"play": "repair", "tools": ["pickaxe", "cart"], "target": "Anna", "fix": "cart"},
            broken={"Anna": ["cart"]},
        )
    )
    problems["double repair with a target"] = _axe(page)
    page.get_by_role("button", name="Tisch aufbauen").click()
    checker.wait_for_state("build")
    problems["building the table"] = _axe(page)
    page.locator('[data-x="1"][data-y="0"]').click()  # lays the card chosen for the table
    page.wait_for_selector('[data-x="1"][data-y="0"].zp-cell--card', state="attached")
    page.locator('[data-x="1"][data-y="0"]').click()  # selects it
    page.wait_for_selector(".zp-cell--selected", state="attached")
    problems["a card on the table selected"] = _axe(page)
    page.get_by_role("button", name="Meine Karte legen").click()
    # A Nein with alternatives, the house rules open, the QR code shown.
    checker.ask(case(path(ES, 1, 0)))
    page.locator("[data-zp='options'] summary").click()
    page.get_by_role("button", name="QR-Code zeigen").click()
    page.locator("[data-zp='qr-box'] img").wait_for(state="visible")
    problems["alternatives, house rules, QR code"] = _axe(page)
    page.get_by_role("button", name="QR-Code ausblenden").click()
    page.locator("[data-zp='options'] summary").click()
    # Nothing chosen yet: the neutral answer.
    page.get_by_role("button", name="Neu anfangen").click()
    checker.wait_for_state("choose")
    problems["nothing chosen"] = _axe(page)
    page.evaluate("() => { location.hash = 'fall=%%%'; }")
    page.wait_for_selector('[data-verdict][data-allowed="error"]', state="attached")
    problems["broken link"] = _axe(page)
    checker.ask(case(path(EW, 1, 0), broken={"du": ["lamp"]}))
    page.emulate_media(color_scheme="dark")
    try:
        page.wait_for_selector('[data-md-color-scheme="slate"]', state="attached")
        problems["dark colour scheme"] = _axe(page)
    finally:
        page.emulate_media(color_scheme="light")
    assert not {k: v for k, v in problems.items() if v}
