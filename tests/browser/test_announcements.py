"""What the checker says while it starts on a phone (issue 24, items 2 and 9).

A live region is read out on every change; the runtime's download changes its line once per
percent, which must not mean a hundred announcements. After the download, Python starts for
seconds: the page must say so rather than stand still at 100 %.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.helpers import FIRST_VERDICT_MS, READY

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


def _checker_on_a_slow_phone(open_page: Any, base_url: str, init_script: str) -> Any:
    """The checker on a phone over a slow link, so that the download reports many steps (as on
    a phone), with `init_script` recording what it shows; returned once the engine is ready."""
    page = open_page(
        base_url, viewport={"width": 390, "height": 844}, has_touch=True, service_workers="block"
    ).page
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 20, "downloadThroughput": 2_000_000, "uploadThroughput": -1},
    )
    page.add_init_script(init_script)
    page.goto(f"{base_url}/zugpruefer.html")
    page.wait_for_selector(READY, state="attached", timeout=FIRST_VERDICT_MS)
    return page


def test_the_download_percent_is_read_out_a_few_times_at_most(
    open_page: Any, base_url: str
) -> None:
    page = _checker_on_a_slow_phone(open_page, base_url, RECORD_LIVE)
    spoken = page.evaluate("window.__spoken")
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
    open_page: Any, base_url: str
) -> None:
    page = _checker_on_a_slow_phone(open_page, base_url, RECORD_BAR)
    bar = page.evaluate("window.__bar")
    assert any("%" in text for text in bar), bar  # the download was shown
    last_percent = max(i for i, text in enumerate(bar) if "%" in text)
    after = bar[last_percent + 1 :]
    assert after and after[0] == "Regeln werden vorbereitet …", bar[last_percent:]
