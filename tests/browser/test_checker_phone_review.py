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
