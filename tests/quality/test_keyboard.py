"""The checker works with the keyboard alone: Tab, Space and Enter (arrows inside the board grid).

The test finds controls by role and accessible name, as a screen-reader user would, never
by CSS class; the verdict it expects comes from the rules, not from the page: with a broken
lamp in front of you, you may not lay a path card (tools-intact).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, unfall

TAB_LIMIT = 200

pytestmark = pytest.mark.browser


def focused(page: Any) -> tuple[str, str, str]:
    """(role, accessible name, label of the enclosing group) of the focused element."""
    if page.evaluate("document.activeElement === null || document.activeElement === document.body"):
        return ("(no focus in the page)", "", "")
    element = page.locator(":focus")
    first = element.aria_snapshot().splitlines()[0]
    # A name with ": " in it makes the YAML line a quoted string: - 'gridcell "…: …"'
    match = re.match(r'- \'?(\w+)(?: "((?:[^"\\]|\\.)*)")?', first)
    role, name = (match.group(1), match.group(2) or "") if match else (first, "")
    group = element.evaluate(
        "el => el.closest('[role=group][aria-label]')?.getAttribute('aria-label') ?? ''"
    )
    return role, name, group


FOCUSED_IS = """(els, group) => {
    if (els.some((el) => el === document.activeElement && (group === null
        || (el.closest('[role=group][aria-label]')?.getAttribute('aria-label') ?? '') === group)))
      return true;
    const el = document.activeElement;
    if (!el || el === document.body) return '(no focus in the page)';
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') || ''}] ${text}`; }"""
"""True if the focused element is among `els` (and in the group of that label, if not null);
else a short description of the focused element, for a failure's message (in the same call:
each call is a round trip, some 70 stops a run)."""

ANSWERED_ON = """([before, x, y]) => {
    const verdict = document.querySelector('[data-verdict]');
    const fall = verdict?.getAttribute('data-fall');
    if (!fall || fall === before || !verdict.getAttribute('data-allowed')) return false;
    const base64 = fall.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const move = JSON.parse(new TextDecoder().decode(bytes)).move ?? {};
    return move.play === 'path' && move.x === x && move.y === y; }"""
"""Whether the page shows a verdict (not the one it opened with) for a path card on (x, y): the
`#fall=` value decoded as `unfall` does (base64url of UTF-8 JSON)."""


def tab_to(
    page: Any, role: str, name: str | re.Pattern[str], group: str | None = None
) -> tuple[str, str, str]:
    """Tab until the focus is on the control with that role and accessible name (the whole
    name; a pattern must match all of it); its `focused` triple. The controls are found as a
    screen reader finds them, by Playwright's role and accessible name; each step asks only
    whether the focused element is one of them (an accessibility snapshot of every stop took
    some 15 s of processor)."""
    wanted = (
        page.get_by_role(role, name=re.compile(f"^(?:{name.pattern})$", name.flags))
        if isinstance(name, re.Pattern)
        else page.get_by_role(role, name=name, exact=True)
    )
    seen = []
    for _ in range(TAB_LIMIT):
        page.keyboard.press("Tab")
        here = wanted.evaluate_all(FOCUSED_IS, group)
        if here is True:
            now = focused(page)
            name_ok = name.fullmatch(now[1]) if isinstance(name, re.Pattern) else now[1] == name
            assert now[0] == role and name_ok and (group is None or now[2] == group), now
            return now
        seen.append(here)
    pytest.fail(
        f"Tab never reached {role} {name!r} (group {group!r}); focus went through: {seen[-40:]}"
    )


def test_a_keyboard_alone_gets_from_an_empty_situation_to_a_verdict(
    open_page: Callable[..., Any], base_url: str
) -> None:
    page = open_page(base_url).page
    page.goto(f"{base_url}/{CHECKER}")
    # Opened without a link, the page shows no verdict until the reader has chosen.
    page.wait_for_selector(
        "[data-verdict][data-state='choose']", state="attached", timeout=FIRST_VERDICT_MS
    )
    before = page.get_attribute("[data-verdict]", "data-fall")

    tab_to(page, "button", "Lampe kaputt", group="Vor dir")
    page.keyboard.press("Space")
    tab_to(page, "button", "Kreuzung (oben, rechts, unten, links)")
    page.keyboard.press("Enter")

    _, cell, _ = tab_to(page, "gridcell", re.compile(r"Platz \(-?\d+, -?\d+\).*"))
    x, y = (int(v) for v in re.match(r"Platz \((-?\d+), (-?\d+)\)", cell).groups())
    target = (0, 1)  # below the start card; not where the page puts a new card by default
    for _ in range(abs(target[0] - x)):
        page.keyboard.press("ArrowRight" if x < target[0] else "ArrowLeft")
    for _ in range(abs(target[1] - y)):
        page.keyboard.press("ArrowDown" if y < target[1] else "ArrowUp")
    assert focused(page)[1].startswith("Platz (0, 1)"), (
        f"arrow keys did not reach (0, 1): {focused(page)}"
    )
    page.keyboard.press("Enter")

    verdict = page.locator("[data-verdict]")
    # The page answers each step; wait for the answer to the last one (in the page, not by
    # asking every 100 ms; the limit is for the engine's start on a busy machine).
    try:
        page.wait_for_function(ANSWERED_ON, arg=[before, *target], timeout=FIRST_VERDICT_MS)
    except PlaywrightTimeoutError:
        last = verdict.get_attribute("data-fall") or ""
        pytest.fail(f"no verdict for a path card on {target}; last: {last and unfall(last)}")
    request = unfall(verdict.get_attribute("data-fall") or "")
    assert request["situation"]["broken"].get("du") == ["lamp"], request
    assert (
        request["move"]["play"] == "path" and (request["move"]["x"], request["move"]["y"]) == target
    ), request
    assert request["move"]["card"]["edges"] == "NESW", request
    assert verdict.get_attribute("data-allowed") == "false"
    assert verdict.get_attribute("data-failed") == "tools-intact"
    assert page.evaluate("document.activeElement !== document.body"), (
        "focus was lost after the verdict"
    )


def test_on_a_phone_tab_skips_the_closed_menu_and_reaches_it_when_open(
    open_page: Callable[..., Any], base_url: str
) -> None:
    # At 390 px Material's menu is a drawer off screen. Closed, none of its links may take a
    # Tab stop: the first stops lead into the page. Opened, its links are reachable.
    # One first visit and nothing after it: no service worker, which would only install in
    # the background (its precache of the site) and control no page of this test.
    page = open_page(
        base_url, viewport={"width": 390, "height": 844}, has_touch=True, service_workers="block"
    ).page
    page.goto(f"{base_url}/index.html")
    page.wait_for_function("() => document.documentElement.classList.contains('js')")
    in_menu = []
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('.md-sidebar--primary')"):
            in_menu.append(focused(page))
    assert not in_menu, f"Tab stopped in the closed menu: {in_menu}"
    page.locator("label.md-header__button[for=__drawer]").click()
    menu = page.locator(".md-sidebar--primary")
    menu.get_by_role("link", name="Reparieren").wait_for(state="visible")
    tab_to(page, "link", "Reparieren")
    assert page.evaluate("!!document.activeElement.closest('.md-sidebar--primary')")
