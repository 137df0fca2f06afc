"""What the checker says while it starts on a phone (issue 24, items 2 and 9).

A live region is read out on every change; the runtime's download changes its line once per
percent, which must not mean a hundred announcements. After the download, Python starts for
seconds: the page must say so rather than stand still at 100 %.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import phone_page
from tests.browser.helpers import READY

pytestmark = pytest.mark.browser

# Every text a live region (aria-live other than "off", or role status/alert/log) takes on.
RECORD_LIVE = """
window.__spoken = [];
const live = (node) => {
  for (let el = node.nodeType === 1 ? node : node.parentElement; el; el = el.parentElement) {
    const politeness = el.getAttribute("aria-live");
    if (politeness) return politeness === "off" ? null : el;
    if (["status", "alert", "log"].includes(el.getAttribute("role"))) return el;
  }
  return null;
};
new MutationObserver((records) => {
  const regions = new Set(records.map((r) => live(r.target)).filter(Boolean));
  for (const region of regions) {
    const text = region.textContent.trim();
    if (text && !region.hidden) window.__spoken.push(text);
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


@pytest.fixture(scope="module")
def slow_start(browser: Any, base_url: str) -> dict[str, list[Any]]:
    """One start of the checker on a phone over a slow link, so that the download reports many
    steps (as on a phone), until the engine is ready: what its live regions said (`spoken`,
    RECORD_LIVE), what its bar showed (`bar`, RECORD_BAR) and what said how far the start was
    at every moment (`in_sight`, RECORD_IN_SIGHT), each asserted by its own test.
    No request may go to another origin (phone_page)."""

    def slow_link(page: Any) -> None:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send(
            "Network.emulateNetworkConditions",
            {
                "offline": False,
                "latency": 20,
                "downloadThroughput": 2_000_000,
                "uploadThroughput": -1,
            },
        )
        for script in (RECORD_LIVE, RECORD_BAR, RECORD_IN_SIGHT):
            page.add_init_script(script)

    with phone_page(browser, base_url, "zugpruefer.html", READY, before=slow_link) as page:
        page.evaluate("window.__look()")  # the last moment: ready
        recorded = page.evaluate(
            "({spoken: window.__spoken, bar: window.__bar, inSight: window.__inSight})"
        )
    return {
        "spoken": list(recorded["spoken"]),
        "bar": list(recorded["bar"]),
        "in_sight": list(recorded["inSight"]),
    }


def test_the_download_percent_is_read_out_a_few_times_at_most(
    slow_start: dict[str, list[Any]],
) -> None:
    spoken = slow_start["spoken"]
    percents = [text for text in spoken if "%" in text]
    assert len(percents) <= 3, f"{len(percents)} announcements of the download: {percents[:10]}"


RECORD_BAR = """
window.__bar = [];
document.addEventListener("DOMContentLoaded", () => {
  const sentence = document.querySelector("[data-zp='bar-sentence']");
  new MutationObserver(() => window.__bar.push(sentence.textContent)).observe(
    sentence, { subtree: true, childList: true, characterData: true });
});
"""


def test_after_the_download_the_bar_says_the_rules_are_being_prepared(
    slow_start: dict[str, list[Any]],
) -> None:
    bar = slow_start["bar"]
    assert any("%" in text for text in bar), bar  # the download was shown
    last_percent = max(i for i, text in enumerate(bar) if "%" in text)
    after = bar[last_percent + 1 :]
    assert after and after[0] == "Regeln werden vorbereitet …", bar[last_percent:]


# Every moment of the start: the elements in sight that say how far it is (text of their own, not
# hidden, not clipped away, not a speck, in the viewport); the test adds the last moment.
RECORD_IN_SIGHT = """
window.__inSight = [];
const STAGE = /Regeln (werden|geladen\\.)|Regelprüfung wird/;
const shown = (el) => {
  for (let e = el; e; e = e.parentElement) {
    if (e.hidden) return false;
    const style = getComputedStyle(e);
    if (style.display === "none" || style.visibility === "hidden") return false;
    if (style.clipPath && style.clipPath !== "none") return false;
  }
  const box = el.getBoundingClientRect();
  return box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight;
};
window.__look = () => {
  const found = [];
  for (const el of document.body.querySelectorAll("*")) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join("");
    if (STAGE.test(own) && shown(el)) found.push(own.trim());
  }
  window.__inSight.push(found);
};
document.addEventListener("DOMContentLoaded", () => {
  new MutationObserver(window.__look).observe(document.body,
    { subtree: true, childList: true, characterData: true, attributes: true });
});
"""


def test_the_start_shows_each_stage_in_one_place_and_then_gives_way(
    slow_start: dict[str, list[Any]],
) -> None:
    moments = slow_start["in_sight"]
    assert any(moments), "the start was never shown"
    crowded = [m for m in moments if len(m) > 1]
    assert not crowded, crowded[:3]
    assert moments[-1] == [], moments[-1]  # ready: no "Regeln geladen." left behind
    words = {text for m in moments for text in m}
    assert not any("Regelprüfung wird gestartet" in w for w in words), words  # one word per stage
