"""Long pages carry a jump list generated from their headings (issue 24, item 9)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from sitegen import jump

LONG_PAGES = ("beispiele.html", "haeufige-fragen.html")


@dataclass
class Link:
    title: str
    url: str
    level: int
    children: list[Any] = field(default_factory=list)


def test_the_list_has_one_link_per_section_in_page_order() -> None:
    toc = [
        Link(
            "Seite",
            "#seite",
            1,
            [Link("A &amp; B", "#ab", 2, [Link("tief", "#t", 3)]), Link("C", "#c", 2)],
        )
    ]
    html = f"<h1>Seite</h1><p>Einleitung</p>{jump.placeholder()}<h2 id='ab'>A &amp; B</h2>"
    filled = jump.fill(html, toc)
    assert re.findall(r'<li><a href="([^"]+)">([^<]+)</a></li>', filled) == [
        ("#ab", "A &amp; B"),
        ("#c", "C"),
    ]
    assert jump.fill("<p>ohne</p>", toc) == "<p>ohne</p>"


def test_a_list_without_sections_or_twice_fails_the_build() -> None:
    with pytest.raises(jump.JumpError):
        jump.fill(jump.placeholder(), [Link("Seite", "#seite", 1)])
    with pytest.raises(jump.JumpError):
        jump.fill(jump.placeholder() * 2, [Link("Seite", "#s", 1, [Link("A", "#a", 2)])])


@pytest.mark.parametrize("page", LONG_PAGES)
def test_a_long_page_lists_every_section_it_has(site_dir: Path, page: str) -> None:
    html = (site_dir / page).read_text(encoding="utf-8")
    article = html[html.index("<article") : html.index("</article>")]
    nav = re.search(r"<nav class=\"sab-jump\".*?</nav>", article, re.S)
    assert nav, f"no jump list on {page}"
    listed = re.findall(r'href="#([^"]+)"', nav.group(0))
    headings = re.findall(r'<h2 id="([^"]+)"', article)
    assert len(headings) >= 5 and listed == headings
    # It comes before the first section, after the introduction.
    assert article.index(nav.group(0)) < article.index("<h2")


@pytest.mark.browser
def test_on_a_phone_a_jump_reaches_its_section(open_page: Any, base_url: str) -> None:
    # One first visit and nothing after it: no service worker, which would only install in
    # the background (its precache of the site) and control no page of this test.
    page = open_page(base_url, service_workers="block").page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{base_url}/beispiele.html")
    links = page.locator("[data-sab-jump] a")
    last = links.last
    target = str(last.get_attribute("href"))
    box = last.bounding_box()
    assert box is not None and box["height"] >= 24
    last.click()
    page.wait_for_function(f"() => location.hash === {target!r}")
    page.wait_for_timeout(300)
    heading = page.locator(target).bounding_box()
    assert heading is not None and 0 <= heading["y"] < 844 / 2
