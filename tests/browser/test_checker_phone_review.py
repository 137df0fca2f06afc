"""The checker on a phone (390x844, touch), after a fresh-eyes review: what a player sees stays
where it belongs, and reads as it should."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import Checker, case

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
        assert page.locator("[data-zp='tray-card'] .zp-tray__name").inner_text()
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
