"""What the answer bar says on a phone (390x844, touch), whole or cut only after a clause.

A phone review read prompts that trailed off ("… an, wen du meinst: dich …", "… sobald deine
Spitzhacke repariert …") and a Nein cut before its point ("Nein, eine Sabotage-Karte legst du
vor eine …"). Every prompt the page defines for the bar is shown here in its state and must be
in the bar whole; the engine's prompt for a blocked path card whole or cut after a clause; and
the Neins whose point ends latest (tests/engine/test_short_point.py) keep their point.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rules_py.api import catalog, check
from tests.browser.helpers import Checker, case, fall
from tests.engine import test_short_point as points

pytestmark = pytest.mark.browser

TEXT_JS = Path(__file__).resolve().parents[2] / "docs/assets/javascripts/zugpruefer-text.js"
SENTENCE = "[data-zp='bar-sentence']"


def _page_prompts() -> dict[str, str]:
    """The bar's prompts as the page defines them: every entry of TAP, and the prompts without
    a card (`chooseCard`) and while the table is built (`buildingBar`)."""
    source = TEXT_JS.read_text("utf-8")
    block = re.search(r"const TAP = \{(.*?)\n\};", source, re.S)
    assert block, "zugpruefer-text.js has no TAP"
    prompts = dict(re.findall(r'^\s+(\w+): "([^"]*)",$', block.group(1), re.M))
    for name in ("chooseCard", "buildingBar"):
        found = re.search(rf'^\s+{name}: "([^"]*)",$', source, re.M)
        assert found, name
        prompts[name] = found.group(1)
    return prompts


# Where each prompt is asked: the request whose move lacks the part (None: build the table).
ASKED: dict[str, dict[str, Any] | None] = {
    "chooseCard": case(None),
    "place": case({"play": "path", "card": {"edges": "NS"}}, board=[]),
    "cardOnTable": case({"play": "rockfall"}),
    "target": case({"play": "sabotage", "tool": "lamp"}),
    "removed": case({"play": "discard-two"}, edition="saboteur2", broken={"du": ["lamp"]}),
    "buildingBar": None,
}


def _bar(page: Any) -> str:
    return str(page.locator(SENTENCE).text_content())


def _wait_bar(page: Any, wanted: str) -> None:
    page.wait_for_function(
        "([sel, wanted]) => document.querySelector(sel).textContent === wanted",
        arg=[SENTENCE, wanted],
        timeout=30_000,
    )


def test_every_prompt_of_the_page_is_asked_here() -> None:
    assert set(_page_prompts()) == set(ASKED)


def test_every_prompt_fits_the_bar_whole(checker: Checker) -> None:
    page = checker.page
    for name, text in _page_prompts().items():
        request = ASKED[name]
        if request is None:
            checker.ask(case({"play": "pass"}))
            page.locator("[data-zp-mode='build']").click()
            checker.wait_for_state("build")
        else:
            page.evaluate("value => { location.hash = 'fall=' + value; }", fall(request))
            checker.wait_for_state("choose")
        try:
            _wait_bar(page, text)
        except Exception:
            raise AssertionError(f"{name}: the bar says {_bar(page)!r}, not {text!r}") from None
        if request is None:
            page.locator("[data-zp-mode='move']").click()


def test_a_blocked_path_card_says_why_in_the_bar_and_the_tray_and_offers_the_cards(
    checker: Checker,
) -> None:
    # The rulebook: with a broken tool in front of you, you lay no path card until it is
    # repaired; a repair card (yours or another player's) mends it. A phone review: the bar
    # said so without its Nein mark, and its button landed on the path cards.
    page = checker.page
    situation = {"broken": {"du": ["pickaxe"]}}
    request = case({"play": "path", "card": {"edges": "NS"}}, **situation)
    page.evaluate("value => { location.hash = 'fall=' + value; }", fall(request))
    page.wait_for_function(
        "sel => document.querySelector(sel).textContent.includes('Spitzhacke')",
        arg=SENTENCE,
        timeout=30_000,
    )
    # The bar says the Nein any place would get, whole, with its mark like any other Nein.
    bar = _bar(page)
    anywhere = check({"situation": situation, "move": {**request["move"], "x": 0, "y": 1}})
    assert bar == anywhere["short"] and "Tippe" not in bar, (bar, anywhere["short"])
    assert page.locator("[data-zp='bar']").get_attribute("data-state") == "false"
    word = page.locator("[data-zp='bar-word']")
    assert word.is_visible() and word.inner_text() == "✗", word.inner_text()
    # The tray above the table says no place is allowed and what would change that, where it
    # asks for a tap otherwise; the count below it does not say it a second time.
    hint = str(page.locator("[data-zp='board-hint']").text_content())
    assert "Tippe" not in hint and "kein Platz" in hint, hint
    assert "Spitzhacke" in hint and "Reparaturkarte" in hint, hint
    assert page.locator("[data-zp='legal-count']").is_hidden()
    # No tap on the table can succeed: the bar's button leads to the card the tray names, the
    # repair card for the pickaxe, in view and with the focus (not to the path cards).
    go = page.locator("[data-zp='bar-go']")
    assert go.is_visible() and go.inner_text() == "Zu den Karten", go.inner_text()
    repair = next(
        c
        for c in catalog()["action_cards"]
        if c["move"] == {"play": "repair", "tools": ["pickaxe"]}
    )
    assert repair["label"] in hint, (repair["label"], hint)
    go.tap()
    focused = page.locator(f"[data-zp-card='{repair['id']}']")
    page.wait_for_function("el => document.activeElement === el", arg=focused.element_handle())
    box, top = focused.bounding_box(), page.locator("[data-zp='bar']").bounding_box()["y"]
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= top, (box, top)


# The ring's colour as the reader sees it (its alpha over what lies behind it), against that
# background: WCAG 2.2, 2.4.13 Focus Appearance, as large as a 2 px perimeter and 3:1 between
# the focused and the unfocused pixels.
RING = """(card) => {
    const rgba = (c) => {
        const v = c.slice(c.indexOf("(") + 1, c.indexOf(")")).split(/[ ,\\/]+/).filter(Boolean);
        return [+v[0], +v[1], +v[2], v.length > 3 ? +v[3] : 1];
    };
    let back = card.parentElement;
    while (back && rgba(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement;
    const bg = rgba(getComputedStyle(back || document.body).backgroundColor);
    const style = getComputedStyle(card);
    const [r, g, b, a] = rgba(style.outlineColor);
    const seen = [r, g, b].map((c, i) => c * a + bg[i] * (1 - a));
    const lum = ([r, g, b]) => {
        const ch = (c) => (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    const [hi, lo] = [lum(seen), lum(bg)].sort((x, y) => y - x);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth),
            contrast: (hi + 0.05) / (lo + 0.05), arrived: card.hasAttribute("data-zp-arrived")};
}"""


def _repair(tool: str) -> str:
    """The id of the repair card that mends `tool` alone (the engine's catalogue)."""
    return str(
        next(
            c["id"]
            for c in catalog()["action_cards"]
            if c["move"] == {"play": "repair", "tools": [tool]}
        )
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_card_the_bar_leads_to_shows_where_the_reader_landed(
    checker: Checker, scheme: str
) -> None:
    # A phone review tapped "Zu den Karten" for a blocked path card: the focus went to the
    # repair card, but a focus after a tap shows no ring, and nothing said where they landed.
    page = checker.page
    request = case({"play": "path", "card": {"edges": "NS"}}, broken={"du": ["lamp"]})
    page.evaluate("value => { location.hash = 'fall=' + value; }", fall(request))
    page.wait_for_function(
        "sel => document.querySelector(sel).textContent.includes('Lampe')",
        arg=SENTENCE,
        timeout=30_000,
    )
    page.emulate_media(color_scheme=scheme)
    try:
        page.wait_for_selector(
            f'[data-md-color-scheme="{"slate" if scheme == "dark" else "default"}"]',
            state="attached",
        )
        page.locator("[data-zp='bar-go'][data-zp-go='help']").tap()
        landed = page.locator(f"[data-zp-card='{_repair('lamp')}']")
        page.wait_for_function("el => document.activeElement === el", arg=landed.element_handle())
        ring = landed.evaluate(RING)
        assert ring["style"] != "none" and ring["width"] >= 2, ring
        assert ring["contrast"] >= 3, ring
        # An ordinary tap on another card: the focus goes there without a ring, and the card
        # landed on lets its mark go.
        other = page.locator(f"[data-zp-card='{_repair('cart')}']")
        other.tap()
        page.wait_for_function("el => document.activeElement === el", arg=other.element_handle())
        assert other.evaluate(RING)["style"] == "none"
        assert landed.evaluate(RING)["style"] == "none"
    finally:
        page.emulate_media(color_scheme="light")


def _latest_points(count: int) -> list[tuple[str, dict[str, Any], dict[str, Any] | None, str]]:
    """The failing cases whose point ends latest in their short Nein, the Auslegung's first."""

    def end(row: tuple[str, dict[str, Any], dict[str, Any] | None, str]) -> int:
        code, situation, move, point = row
        result = check(points._request(code, situation, move))
        reading = any(c["option"] for c in result["checks"] if not c["ok"])
        slack = points.POINT_CHARS_READING if reading else points.POINT_CHARS
        return str(result["short"]).index(point) + len(point) - slack

    return sorted(points.FAILING, key=end, reverse=True)[:count]


def test_a_nein_keeps_its_point_in_the_bar(checker: Checker) -> None:
    page = checker.page
    for code, situation, move, point in _latest_points(5):
        checker.ask(points._request(code, situation, move))
        assert point in _bar(page), (code, _bar(page))


def test_the_verdicts_a_review_read_cut_fit_the_bar_whole(checker: Checker) -> None:
    # A phone review read "Nein, vor dir liegt keine Sabotage-Karte Spitzhacke …" (the cut
    # dropped "oder Lore") and "✓ Ja …" for a long name: these short verdicts (with short and
    # long names, tests/engine/test_short_point.py) are in the bar whole, without "…".
    page = checker.page
    for situation, move, words in points.WHOLE:
        names = [*points.PEOPLE, points.LONG]
        checker.ask({"situation": {"players": names, **situation}, "move": move})
        bar = _bar(page)
        assert not bar.endswith("…") and all(w in bar for w in words[1:]), (move, bar)


def test_a_turned_card_is_named_in_the_bar_as_held_and_turned(checker: Checker) -> None:
    # A phone review chose "Kurve (rechts, unten)", turned it, and read "Ja: „Kurve (oben,
    # links)“ auf (1, 0)": another card, it seemed. The bar names the card held and its turn,
    # whole, with the place on one line (a later review read "… gedreht auf (…": the place cut
    # off; the bar's form says "gedreht", tests/engine/test_short_room.py).
    move = {"play": "path", "card": {"edges": "ES"}, "x": 1, "y": 0, "rotation": 180}
    checker.ask({"situation": {"players": list(points.PEOPLE)}, "move": move})
    bar = _bar(checker.page)
    assert "„Kurve (rechts, unten)“ gedreht auf (1,\u00a00)." in bar, bar
    assert not bar.endswith("…"), bar
