"""Every control is at least 24x24 px on a 390 px phone (WCAG 2.2 AA, 2.5.8 Target Size),
issue 24, item 7; the checker's board at every size and zoom: test_checker_board_size.py.

A link inside running text is exempt, as the criterion says ("inline"); so is a label that
is visually hidden (nobody can aim at it). An input inside its label counts with the label,
which takes the tap as well.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import phone_page
from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, READY, fall

pytestmark = pytest.mark.browser

MIN_PX = 24

SMALL_TARGETS = """(min) => {
  const found = [];
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, ' +
    'label[for], [role=button], [role=radio], [role=checkbox], [tabindex]:not([tabindex="-1"])';
  const inline = 'p, li, td, th, dd, dt, figcaption, legend, h1, h2, h3, h4, .admonition-title';
  for (const element of document.querySelectorAll(selector)) {
    if (element.closest('.md-sidebar, .md-search, .md-footer-meta')) continue;
    const label = element.matches('input') ? element.closest('label') : null;
    const target = label || element;
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(target);
    if (!box.width || !box.height || style.visibility === 'hidden') continue;
    if (style.clipPath === 'inset(50%)' || (box.width <= 1 && box.height <= 1)) continue;
    const inText = element.matches('a') && !element.matches('.headerlink') &&
      style.display === 'inline' && element.closest(inline);
    if (inText) continue;
    if (box.width < min || box.height < min) {
      const name = (element.getAttribute('aria-label') || element.textContent || '').trim();
      found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ` +
        `"${name.slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return [...new Set(found)];
}"""

# A "Nein" with its checks and rule links: the checker's answer at its fullest.
REQUEST = {
    "situation": {
        "players": ["du", "Anna", "Ben"],
        "broken": {"du": ["pickaxe"]},
        "board": [{"x": -1, "y": 0, "card": {"edges": "EW", "dead_end": False}, "rotation": 0}],
    },
    "move": {
        "play": "path",
        "card": {"edges": "ES", "dead_end": False},
        "x": 1,
        "y": 0,
        "rotation": 0,
    },
}
FALL = fall(REQUEST)

PAGES = [
    ("index.html", None),
    ("werkzeug.html", None),
    ("beispiele.html", None),
    ("haeufige-fragen.html", None),
    ("wertung.html", "[data-wertung][data-winners]"),
    (f"zugpruefer.html#fall={FALL}", "[data-verdict][data-allowed]"),
    ("zugpruefer.html", READY),
]


@pytest.fixture(scope="module")
def phone(browser: Any, base_url: str) -> Iterator[Any]:
    """One phone-sized page (390x844, touch, no service worker) that the pages without the
    checker are loaded in one after the other: a context of its own for each cost more than
    the page. No request to another origin, no script error (tests/browser/conftest.py).
    It opens on a small file of the site, not a page: each test loads its own page, and a
    rules page opened here first (index.html, loaded again by its test) cost a Material
    page's load for nothing."""
    with phone_page(browser, base_url, "sitemap.xml", ":root") as page:
        yield page


@pytest.mark.parametrize(("path", "ready"), PAGES, ids=[p.split("#")[0] for p, _ in PAGES])
def test_no_control_is_smaller_than_24_px(
    request: pytest.FixtureRequest, base_url: str, path: str, ready: str | None
) -> None:
    if path.startswith(CHECKER):
        # A fresh context each: the checker opened with a link and without one are two first
        # loads (in a shared page, the one after the other would be a mere change of the link).
        page = request.getfixturevalue("open_page")(
            base_url,
            viewport={"width": 390, "height": 844},
            has_touch=True,
            service_workers="block",
        ).page
    else:
        page = request.getfixturevalue("phone")
    page.goto(f"{base_url}/{path}")
    if ready:
        page.wait_for_selector(ready, state="attached", timeout=FIRST_VERDICT_MS)
    small = page.evaluate(SMALL_TARGETS, MIN_PX)
    assert small == [], f"controls under {MIN_PX} px on {path}: {small}"
