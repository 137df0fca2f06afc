"""Nothing the reader looks at moves when a late answer arrives (a phone, 390x844, touch).

Chromium's own measure of it, the layout-shift entries (Core Web Vitals' CLS), is summed from
the navigation until the link's answer is on screen: a shared link to the checker
(`#fall=`) and to the calculator (`#wertung=`). Both pages bring the answer into view when it
comes; a scroll is no layout shift, but whatever the new answer pushes down on the screen the
scroll shows is one. 0.1 is the "good" threshold of Core Web Vitals (web.dev/articles/cls). The
answer area, the share buttons and the calculator keep their room from the first paint
(zugpruefer.css, wertung.css).

The bar at the foot of the checker's screen stays one row high while the engine starts (the
first visit's note about the download has its room in the page, above the controls), so that it
does not cover the first row of controls the player is about to tap.
"""

from __future__ import annotations

import json
import re
from typing import Any

from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, calculator_answered, case, fall

PHONE = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    # No service worker: it would answer from its cache, out of the routes' reach.
    "service_workers": "block",
}

GOOD_CLS = 0.1

# Every layout shift not caused by input, from the navigation on, with the nodes that moved
# (for the failure message).
RECORD_SHIFTS = """
window.__shifts = [];
window.__shiftObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__shifts.push(entry);
});
window.__shiftObserver.observe({ type: "layout-shift", buffered: true });
"""

# After the answer's frame has been drawn (two animation frames later, a state, not a time):
# the entries delivered and those still queued (takeRecords), as value and moved nodes.
SHIFTS_SO_FAR = """
async () => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const entries = [...window.__shifts, ...window.__shiftObserver.takeRecords()];
  const name = (node) => {
    if (!node) return "?";
    const kind = typeof node.className === "string" ? node.className : "";
    return node.nodeName + (node.id ? "#" + node.id : "") + (kind ? "." + kind.split(" ")[0] : "");
  };
  const y = (rect) => Math.round(rect.y);
  return entries
    .filter((entry) => !entry.hadRecentInput)
    .map((entry) => ({
      value: entry.value,
      nodes: entry.sources.map((s) => `${name(s.node)} ${y(s.previousRect)}->${y(s.currentRect)}`),
    }));
}
"""


def _shifts_until(open_page: Any, base_url: str, path: str, answered: Any) -> list[Any]:
    page = open_page(base_url, **PHONE).page
    page.add_init_script(RECORD_SHIFTS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{base_url}/{path}")
    answered(page)
    shifts = page.evaluate(SHIFTS_SO_FAR)
    assert not errors, errors
    return list(shifts)


def _total(shifts: list[Any]) -> float:
    return sum(float(shift["value"]) for shift in shifts)


def test_a_checker_link_shows_its_answer_without_moving_the_page(
    open_page: Any, base_url: str
) -> None:
    # A sabotage card on Anna: a Ja with four checks, each with its rule and source, far taller
    # than the line "Die Antwort erscheint …" it replaces.
    value = fall(case({"play": "sabotage", "tool": "lamp", "target": "Anna"}))

    def answered(page: Any) -> None:
        page.wait_for_selector(
            f'[data-verdict][data-allowed][data-fall="{value}"]',
            state="attached",
            timeout=FIRST_VERDICT_MS,
        )
        # The page has brought the answer into view (its own scroll, kept).
        page.wait_for_function("() => scrollY > 0", timeout=FIRST_VERDICT_MS)
        # ... and drawn the table above it once at its real size, in the task after the
        # answer's frame (zugpruefer.js `sizeTable`): some frames later.
        page.evaluate(
            "() => new Promise((done) => { let n = 0; const frame = () => "
            "(++n < 8 ? requestAnimationFrame(frame) : setTimeout(done)); "
            "requestAnimationFrame(frame); })"
        )

    shifts = _shifts_until(open_page, base_url, f"{CHECKER}#fall={value}", answered)
    total = _total(shifts)
    assert total < GOOD_CLS, f"the checker moved by {total:.3f}: {json.dumps(shifts)}"


def test_a_calculator_link_shows_its_result_without_moving_the_page(
    open_page: Any, base_url: str
) -> None:
    # Another round than the page's example: its answer is the engine's, which comes late.
    # (`#wertung=` is encoded as `#fall=` is: docs-dev/checker-page.md.)
    value = fall(
        {
            "players": ["Anna", "Ben", "Carla", "David", "Eva"],
            "roles": {
                "Anna": "goldsucher",
                "Ben": "saboteur",
                "Carla": "goldsucher",
                "David": "goldsucher",
                "Eva": "saboteur",
            },
            "finder": "Carla",
        }
    )

    def answered(page: Any) -> None:
        calculator_answered(page, value, FIRST_VERDICT_MS)
        page.wait_for_function("() => scrollY > 0", timeout=FIRST_VERDICT_MS)

    shifts = _shifts_until(open_page, base_url, f"wertung.html#wertung={value}", answered)
    total = _total(shifts)
    assert total < GOOD_CLS, f"the calculator moved by {total:.3f}: {json.dumps(shifts)}"


# The bar's tallest during the start: one row as high as a touch target (--zp-target, 44 px)
# with its padding (2 x 9 px) and top border (6 px), 68 px, and a few px for rounding. A second
# line (the first visit's note, 20 px a line at least) would pass it.
BAR_MAX_PX = 72

# The tallest the bar has been since the page was parsed, and whether the first visit's note
# has shown (a record: a stalled download, on a machine slow enough, may replace it later).
WATCH_BAR = """
window.__barMax = 0;
window.__noteShown = false;
document.addEventListener("DOMContentLoaded", () => {
  const bar = document.querySelector('[data-zp="bar"]');
  new ResizeObserver(() => {
    window.__barMax = Math.max(window.__barMax, bar.getBoundingClientRect().height);
  }).observe(bar);
  const note = document.querySelector("[data-zp-first-start]");
  new MutationObserver(() => {
    if (!note.hidden) window.__noteShown = true;
  }).observe(note, { attributes: true });
});
"""

# Two frames: the bar's size after the last change has been observed (ResizeObserver reports
# in a frame after its animation-frame callbacks).
TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def test_the_bar_stays_one_row_and_clear_of_the_first_controls_while_the_engine_starts(
    open_page: Any, base_url: str
) -> None:
    page = open_page(base_url, **PHONE).page
    # The engine's zip is held back (answered when the test ends): the start goes on until the
    # test has seen what it needs.
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    page.context.route(re.compile(r".*/engine-[^/]*/python_stdlib\.zip$"), hold)
    page.add_init_script(WATCH_BAR)
    # Playwright's clock in place of the page's: time runs as usual until the test moves it on
    # past the 8 s after which the page shows its note about the first visit.
    page.clock.install()
    page.goto(f"{base_url}/{CHECKER}")
    first_row = page.locator("[data-zp='people'] > li").first.locator("button")
    first_row.first.wait_for(state="visible", timeout=FIRST_VERDICT_MS)
    page.clock.run_for(max(0, 8_300 - int(page.evaluate("performance.now()"))))
    page.wait_for_function("() => window.__noteShown", timeout=FIRST_VERDICT_MS)
    assert "einmal herunter" in str(page.locator("[data-zp-first-start]").text_content())
    page.evaluate(TWO_FRAMES)
    tallest = float(page.evaluate("window.__barMax"))
    assert 0 < tallest <= BAR_MAX_PX, f"the bar grew to {tallest:.0f} px during the start"
    # At the top of the page, the buttons of "Vor dir" (the first row the player taps) lie
    # wholly above the bar.
    assert page.evaluate("scrollY") == 0
    bar_top = page.locator("[data-zp='bar']").bounding_box()["y"]
    for button in first_row.all():
        box = button.bounding_box()
        assert box["y"] + box["height"] <= bar_top, f"the bar covers {button.inner_text()!r}"
    for route in held:
        route.abort()
