"""The checker on a phone (390x844, touch), after a fresh-eyes review: what a player sees stays
where it belongs, and reads as it should."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import phone_page
from tests.browser.helpers import CHECKER, READY, VERDICT_MS, Checker, case, fall

pytestmark = pytest.mark.browser

SHOTS = os.environ.get("SABOTEUR_SHOTS_DIR")
"""Where a run may leave its screenshots for a person to look at (none by default)."""


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / name))


def test_every_part_of_a_check_lies_right_of_its_mark(checker: Checker) -> None:
    # A Sabotage card before yourself fails on a reading the group may change: its check has
    # the option's button, the rule's link and the rule's source under its text.
    checker.ask(case({"play": "sabotage", "tool": "lamp", "target": "du"}))
    page = checker.page
    failed = page.locator(".zp-check--failed")
    assert failed.locator(".zp-check__option").count() == 1
    assert failed.locator(".zp-check__rule").count() == 1
    assert failed.locator(".zp-check__source").count() == 1
    failed.scroll_into_view_if_needed()
    _shot(page, "01-self-sabotage-check.png")
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('.zp-check')].map(li => {
            const mark = li.querySelector('.zp-check__mark').getBoundingClientRect();
            const parts = [...li.children].filter(el => !el.matches('.zp-check__mark')
                && getComputedStyle(el).position !== 'absolute');
            return {code: li.dataset.code, markRight: mark.right, parts: parts.map(el => ({
                cls: el.className, left: el.getBoundingClientRect().left}))};
        })"""
    )
    assert len(boxes) >= 2
    for check in boxes:
        for part in check["parts"]:
            assert part["left"] >= check["markRight"], (check["code"], part)


# --- no "null" on the page -------------------------------------------------------------------

BROKEN_WORDS = r"\b(null|undefined|NaN)\b|\[object Object\]"
"""What a program's missing value looks like when it is written out as text. ("null" is a
German word too, but the checker's page writes the number 0 as a digit.)"""


def _broken_text(page: Any) -> list[str]:
    """The text nodes a reader sees (not hidden, not unseen) that read like a missing value."""
    return list(
        page.evaluate(
            """(pattern) => {
                const re = new RegExp(pattern);
                const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                const found = [];
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    const el = node.parentElement;
                    if (!el || !re.test(node.textContent)) continue;
                    if (!el.checkVisibility({visibilityProperty: true})) continue;
                    found.push(`${el.className}: ${node.textContent.slice(0, 80)}`);
                }
                return found;
            }""",
            BROKEN_WORDS,
        )
    )


def test_the_dom_helper_writes_no_missing_part_as_text(checker: Checker) -> None:
    # The page's own helper, as its modules use it: a part left out (null, undefined, false)
    # is skipped as `h` skips it, never written as the word "null".
    text = checker.page.evaluate(
        """async () => {
            const url = new URL('assets/javascripts/zugpruefer-dom.js', document.baseURI);
            const dom = await import(url);
            const box = document.createElement('div');
            dom.replaceChildren(box, ['a', null, [undefined, 'b'], false, dom.h('i', {}, 'c')]);
            return box.textContent;
        }"""
    )
    assert text == "abc"


def _build(checker: Checker) -> None:
    checker.page.locator('[data-zp-mode="build"]').click()
    checker.wait_for_state("build")


def _move_mode(checker: Checker) -> None:
    mode = checker.page.locator('[data-zp-mode="move"]')
    if mode.get_attribute("aria-pressed") != "true":
        mode.click()


STRAIGHT = {"edges": "EW", "dead_end": False}


@pytest.mark.parametrize("edition", ["saboteur", "saboteur2"])
def test_no_missing_value_is_written_on_the_checker(checker: Checker, edition: str) -> None:
    page = checker.page
    extra: dict[str, Any] = {"edition": edition} if edition == "saboteur2" else {}
    board = [{"x": 1, "y": 0, "card": STRAIGHT, "rotation": 0}]
    try:
        # Your path card in the tray, and its verdict.
        checker.ask(
            case(
                {"play": "path", "card": STRAIGHT, "x": 2, "y": 0, "rotation": 0},
                board=board,
                **extra,
            )
        )
        page.wait_for_function(
            "() => document.querySelector(\"[data-zp='tray-card'] .zp-tray__name\")?.textContent"
        )
        _shot(page, f"02-{edition}-your-card.png")
        assert _broken_text(page) == []
        # Building the table: the card to lay in the tray, then a laid card selected.
        _build(checker)
        page.locator("[data-zp='tray-card'] .zp-tray__name").wait_for()
        page.locator("[data-zp='tray']").scroll_into_view_if_needed()
        _shot(page, f"03-{edition}-build-tray.png")
        assert _broken_text(page) == []
        page.locator('[data-x="1"][data-y="0"]').click()
        page.wait_for_selector('[data-x="1"][data-y="0"].zp-cell--selected')
        assert _broken_text(page) == []
        _move_mode(checker)
        # An action card's verdict with its checks, and a Nein with its alternatives.
        checker.ask(case({"play": "sabotage", "tool": "lamp", "target": "Anna"}, **extra))
        assert _broken_text(page) == []
        checker.ask(
            case(
                {"play": "sabotage", "tool": "lamp", "target": "Anna"},
                broken={"Anna": ["lamp"]},
                **extra,
            )
        )
        assert _broken_text(page) == []
        checker.ask(case({"play": "repair", "tools": ["lamp"], "target": "Ben"}, **extra))
        assert _broken_text(page) == []
        if edition == "saboteur2":
            checker.ask(
                case(
                    {"play": "discard-two", "remove": "trapped"},
                    in_front={"du": ["trapped"]},
                    **extra,
                )
            )
            assert _broken_text(page) == []
            checker.ask(case({"play": "theft"}, in_front={"Anna": ["theft"]}, **extra))
            assert _broken_text(page) == []
    finally:
        _move_mode(checker)


# --- a first visit: the focus and the board stay where they belong ---------------------------
# Four tests observe a checker opened on a phone with nothing to take back yet: the page as
# opened, tabbed through; a path card that no place allows, by a shared link, and its first
# edit; your path card by a shared link and its first edits; the table built from nothing, its
# first cards. They share one first visit (`first_visit`), which reaches each situation in turn
# and records what the tests assert: the Tab walk first, on the page as opened; then each link
# (a hashchange: a new question, not an edit, so still nothing to take back) and its edits;
# "Rückgängig" takes them all back, which empties its list as on a first visit (its button
# idle again, checked); the last link has nobody's card and an empty table, built card by card.


def _board_top(page: Any) -> float:
    """The board's top on the screen, where the reader's finger finds its places, once the
    engine has said where the card may go (no count "… werden gesucht" under the tray) and a
    frame is drawn: the page keeps the board still just before a frame is drawn (a
    ResizeObserver), and a reader sees only drawn frames. The page scrolls by whole pixels, the
    tray grows by fractions of one: 1 px is "still"."""
    page.wait_for_function(
        """() => {
            const count = document.querySelector("[data-zp='legal-count']");
            return count.hidden || !/gesucht/.test(count.textContent);
        }""",
        timeout=VERDICT_MS,
    )
    return float(
        page.evaluate(
            """async () => {
                await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
                return document.querySelector("[data-zp='board']").getBoundingClientRect().top;
            }"""
        )
    )


# A path card with your pickaxe broken: the rulebook allows no path card until it is repaired,
# so no place is allowed, and the tray's hint says so and what would change it (long).
BLOCKED = case({"play": "path", "card": {"edges": "NS"}}, broken={"du": ["pickaxe"]})

HINT_LINES = """() => {
    const hint = document.querySelector("[data-zp='board-hint']");
    const lines = (el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    // The same words over the tray's whole width, beside nothing (out of the flow).
    const probe = hint.cloneNode(true);
    probe.removeAttribute("data-zp");
    probe.style.cssText = `position: absolute; visibility: hidden; top: 0; left: 0;
        width: ${hint.clientWidth}px`;
    hint.parentElement.append(probe);
    const whole = lines(probe);
    probe.remove();
    return [lines(hint), whole];
}"""


def _first_edit_of_a_blocked_card(checker: Checker) -> tuple[list[int], list[float]]:
    page = checker.page
    link = fall(BLOCKED)
    page.evaluate("value => { location.hash = 'fall=' + value; }", link)
    page.wait_for_function(
        "sel => /Reparaturkarte/.test(document.querySelector(sel).textContent)",
        arg="[data-zp='board-hint']",
        timeout=VERDICT_MS,
    )
    _undo_idle(page)
    page.locator("[data-zp='tray']").scroll_into_view_if_needed()
    lines = page.evaluate(HINT_LINES)
    tops = [_board_top(page)]
    _shot(page, "11-blocked-card-before-an-edit.png")
    # The first edit: a tap on a place (the answer is the Nein of the broken pickaxe).
    page.locator('[data-x="1"][data-y="0"]').tap()
    checker.wait_for_request(lambda r: r.get("move", {}).get("x") == 1)
    page.locator("[data-zp='undo']").wait_for(state="visible")
    page.wait_for_function(
        "sel => /Reparaturkarte/.test(document.querySelector(sel).textContent)",
        arg="[data-zp='board-hint']",
        timeout=VERDICT_MS,
    )
    tops.append(_board_top(page))
    _shot(page, "12-blocked-card-after-an-edit.png")
    page.locator("[data-zp='undo']").click()
    page.wait_for_function("(value) => location.hash === '#fall=' + value", arg=link)
    _undo_idle(page)
    return lines, tops


YOUR_CARD = {
    "play": "path",
    "card": {"edges": "ES", "dead_end": False},
    "x": 1,
    "y": 0,
    "rotation": 0,
}


@dataclass
class FirstVisit:
    hidden: list[tuple[int, Any]]
    """The Tab stops (of 40 from the page as opened) whose focused control lay under the bar."""
    hint_lines: list[int]
    """A blocked path card's hint, nothing to take back yet: its lines, and the lines of the
    same words over the tray's whole width."""
    blocked_tops: list[float]
    """The board's top on the screen: before the first edit of a blocked path card (a tap on
    a place), after it."""
    edits_tops: list[float]
    """The board's top on the screen: before the first edit of your card, after "Drehen",
    after another place."""
    laid_tops: list[float]
    """The board's top on the screen while building: before the first card, after the first,
    after the second."""


def _undo_idle(page: Any) -> None:
    page.locator("[data-zp='undo'][data-idle]").wait_for(state="attached")


def _tab_walk(page: Any) -> list[tuple[int, Any]]:
    hidden = []
    for step in range(40):
        page.keyboard.press("Tab")
        page.wait_for_timeout(50)  # a smooth scroll, if any, has begun; its end is awaited
        where = page.evaluate(
            """async () => {
                await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
                const el = document.activeElement;
                const bar = document.querySelector("[data-zp='bar']");
                if (!el || el === document.body || bar.contains(el)) return null;
                const r = el.getBoundingClientRect();
                if (!r.height || !el.closest('[data-zp-app]')) return null;
                return {what: el.outerHTML.slice(0, 80), bottom: r.bottom,
                        bar: bar.getBoundingClientRect().top};
            }"""
        )
        if where and where["bottom"] > where["bar"] + 0.5:
            hidden.append((step, where))
            _shot(page, f"10-tab-{step:02d}-hidden.png")
    return hidden


def _first_edits_of_your_card(checker: Checker) -> list[float]:
    # A shared link with your path card: nothing to take back yet. The first edits ("Drehen",
    # another place) bring "Rückgängig".
    page = checker.page
    link = fall(case(YOUR_CARD))
    page.evaluate("value => { location.hash = 'fall=' + value; }", link)
    checker.wait_for_fall(link)
    _undo_idle(page)
    page.locator("[data-zp='tray']").scroll_into_view_if_needed()
    tops = [_board_top(page)]
    _shot(page, "04-your-card-before-an-edit.png")
    page.locator("[data-zp='tray-card']").get_by_role("button", name="Drehen").click()
    checker.wait_for_request(lambda r: r.get("move", {}).get("rotation", 0) != 0)
    page.locator("[data-zp='undo']").wait_for(state="visible")
    _shot(page, "05-your-card-after-an-edit.png")
    tops.append(_board_top(page))
    page.locator('[data-x="1"][data-y="1"]').click()
    checker.wait_for_request(lambda r: r.get("move", {}).get("y") == 1)
    tops.append(_board_top(page))
    # Both edits taken back: the link's question again, with nothing left to take back.
    for _ in range(2):
        page.locator("[data-zp='undo']").click()
    page.wait_for_function("(value) => location.hash === '#fall=' + value", arg=link)
    _undo_idle(page)
    return tops


def _first_cards_laid(checker: Checker) -> list[float]:
    page = checker.page
    link = fall(case(None))
    page.evaluate("value => { location.hash = 'fall=' + value; }", link)
    checker.wait_for_state("choose")
    _undo_idle(page)
    page.locator('[data-zp-mode="build"]').click()
    checker.wait_for_state("build")
    page.locator("[data-zp='tray-card'] .zp-tray__name").wait_for()
    page.locator("[data-zp='tray']").scroll_into_view_if_needed()
    tops = [_board_top(page)]
    _shot(page, "06-build-before-the-first-card.png")
    for count, x in enumerate((1, 2), start=1):
        page.locator(f'[data-x="{x}"][data-y="0"]').click()
        checker.wait_for_request(lambda r, n=count: len(r["situation"].get("board", [])) == n)
        page.locator("[data-zp='undo']").wait_for(state="visible")
        tops.append(_board_top(page))
    _shot(page, "07-build-after-two-cards.png")
    return tops


@pytest.fixture(scope="module")
def first_visit(browser: Any, base_url: str) -> FirstVisit:
    with phone_page(browser, base_url, CHECKER, READY) as page:
        checker = Checker(page, base_url)
        hidden = _tab_walk(page)
        hint_lines, blocked_tops = _first_edit_of_a_blocked_card(checker)
        edits_tops = _first_edits_of_your_card(checker)
        laid_tops = _first_cards_laid(checker)
    return FirstVisit(hidden, hint_lines, blocked_tops, edits_tops, laid_tops)


def test_the_hint_of_a_blocked_card_has_the_trays_width_until_there_is_an_edit(
    first_visit: FirstVisit,
) -> None:
    # A phone review: "Rückgängig" kept its room while not offered, the hint ran beside that
    # room in 5 short lines, and the tray covered much of the board.
    lines, whole = first_visit.hint_lines
    assert whole >= 3 and lines == whole, first_visit.hint_lines


def test_the_board_stays_put_when_rueckgaengig_comes_for_a_blocked_card(
    first_visit: FirstVisit,
) -> None:
    # "Rückgängig" comes with the first edit (a tap on a place) and the long hint wraps beside
    # it: the tray grows, but the board stays under the finger.
    before, after = first_visit.blocked_tops
    assert after == pytest.approx(before, abs=1), first_visit.blocked_tops


def test_the_board_stays_put_over_the_first_edits_of_your_card(first_visit: FirstVisit) -> None:
    # When "Rückgängig" comes, the board stays where it was on the screen.
    before, *after = first_visit.edits_tops
    assert after == pytest.approx([before, before], abs=1), first_visit.edits_tops


def test_the_board_stays_put_over_the_first_cards_laid(first_visit: FirstVisit) -> None:
    before, *after = first_visit.laid_tops
    assert after == pytest.approx([before, before], abs=1), first_visit.laid_tops


# --- Saboteur 2: "Zwei Karten abwerfen" asks which card ---------------------------------------


def test_discarding_two_waits_for_the_card_to_remove(fresh: Checker) -> None:
    # Nothing lies in front of you: a starting guess (a Spitzhacke) would get a Nein for a
    # question nobody asked. The page waits for the choice.
    page = fresh.page
    page.evaluate("v => { location.hash = 'fall=' + v; }", fall(case(None, edition="saboteur2")))
    fresh.wait_for_state("choose")
    page.locator('[data-zp-card="discard-two"]').click()
    fresh.wait_for_request(lambda r: r.get("move") == {"play": "discard-two"})
    fresh.wait_for_state("choose")
    assert page.locator("[data-key^='take-away:'][aria-pressed='true']").count() == 0
    assert "Welche Karte vor dir" in page.locator("[data-verdict]").inner_text()
    _shot(page, "08-s2-discard-two-waits.png")
    # With Eingesperrt! in front of you, it is the first choice offered; chosen, the answer.
    link = fall(case({"play": "discard-two"}, edition="saboteur2", in_front={"du": ["trapped"]}))
    page.evaluate("value => { location.hash = 'fall=' + value; }", link)
    page.locator("[data-key='take-away:trapped']").wait_for()
    first = page.locator("[data-key^='take-away:']").first
    assert first.get_attribute("data-key") == "take-away:trapped"
    first.click()
    assert fresh.wait_for_own_fall()["allowed"] == "true"


def test_the_pictures_of_the_cards_in_front_are_drawn_the_same_size(fresh: Checker) -> None:
    # A long label ("Spitzhacke", "Eingesperrt!") squeezed its picture in the button.
    page = fresh.page
    fresh.ask(case({"play": "pass"}, edition="saboteur2"))
    row = page.locator("[data-zp='people'] li").first
    row.scroll_into_view_if_needed()
    _shot(page, "09-s2-cards-in-front.png")
    sizes = row.locator(".zp-pic--mini").evaluate_all(
        "els => els.map(el => [el.offsetWidth, el.offsetHeight])"
    )
    assert len(sizes) == 5
    assert len({tuple(size) for size in sizes}) == 1, sizes


# --- the focus is never under the answer bar ---------------------------------------------------


def test_tabbing_never_hides_the_focus_under_the_answer_bar(first_visit: FirstVisit) -> None:
    # WCAG 2.2, 2.4.11: a control reached with the keyboard is not hidden by the sticky bar
    # (40 Tab stops from the top of the page as opened).
    assert first_visit.hidden == []
