"""In the browser: German search ("Reparaturen" finds "Reparatur") and printing.

Once over HTTP and once from the folder (file://, as from a USB stick), where Material's
offline plugin runs the search worker through the vendored iframe-worker shim.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import site_page
from tests.browser.helpers import Searcher, search
from tests.js import js


@pytest.fixture(scope="module")
def searcher(browser: Any, base_url: str) -> Iterator[Searcher]:
    """The start page (desktop-sized, as the `page` fixture's), loaded once for this module's
    searches over HTTP (a fresh context, a Material page and its
    search index cost more than a search)."""
    with site_page(browser, base_url) as page:
        yield Searcher(page)


@pytest.mark.browser
def test_search_for_reparaturen_finds_the_repair_page(searcher: Searcher) -> None:
    links = searcher.search("Reparaturen")
    assert any("reparieren.html" in href for href in links), links
    # the stemmed match, not only the one section that spells "Reparaturen"
    assert sum("reparieren.html" in href for href in links) >= 3, links


@pytest.mark.browser
def test_search_for_kaputte_lampe_finds_kaputtes_werkzeug_with_nothing_missing(
    searcher: Searcher,
) -> None:
    # The page "Kaputtes Werkzeug" says that a Lampe can be kaputt: both words are on it,
    # inflected otherwise ("Kaputtes"), so the search must not call them missing ("Es fehlt").
    # On a phone's screen (the module's page is desktop-sized again afterwards).
    page = searcher.page
    desktop = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        links = searcher.search("kaputte Lampe")
        assert any("werkzeug.html" in href for href in links), links
        item = page.locator(".md-search-result__item").filter(
            has=page.locator('a[href*="werkzeug.html"]')
        )
        text = item.first.inner_text()
        assert "Kaputtes Werkzeug" in text and "Es fehlt" not in text, text
    finally:
        page.set_viewport_size(desktop)


@pytest.mark.browser
def test_search_works_from_a_folder_without_a_server(
    open_page: Callable[..., Any], site_dir: Path
) -> None:
    page = open_page(None).page
    page.goto((site_dir / "index.html").resolve().as_uri())
    links = search(page, "Sackgassen")
    assert any("wegekarten.html" in href for href in links), links
    # The checker page asks its index to wait for the engine (`?warten=`): not from a folder.
    page.goto((site_dir / "zugpruefer.html").resolve().as_uri())
    links = search(page, "Sackgassen")
    assert any("wegekarten.html" in href for href in links), links


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


@pytest.mark.browser
def test_the_cheat_sheet_prints_on_one_page_without_the_site_chrome(
    page: Any, base_url: str
) -> None:
    page.goto(f"{base_url}/spickzettel.html")
    page.emulate_media(media="print")
    assert not page.locator(".md-header").is_visible()
    assert not page.locator(".md-sidebar--primary").is_visible()
    assert _pages(page.pdf(format="A4")) == 1


@pytest.mark.browser
def test_every_example_opens_in_the_checker_with_the_verdict_it_claims(
    page: Any, base_url: str
) -> None:
    from sitegen import scenarios

    claims = {s.id: s for s in scenarios.load_all()}
    page.goto(f"{base_url}/beispiele.html")
    links = page.locator("[data-example] .sab-open-checker a[href^='zugpruefer.html#fall=']")
    # In one go (one round trip, not two per link on a page this long).
    hrefs = [
        (str(id), str(href))
        for id, href in links.evaluate_all(
            "as => as.map(a => [a.closest('[data-example]').dataset.example,"
            " a.getAttribute('href') || ''])"
        )
    ]
    assert {id for id, _ in hrefs} == set(claims)
    links.first.click()  # the reader's way in: a click on "Im Zugprüfer öffnen"
    values = [href.split("#fall=", 1)[1] for _, href in hrefs]
    first = page.locator(f'[data-verdict][data-allowed][data-fall="{values[0]}"]')
    first.wait_for(state="attached", timeout=120_000)
    shown = [(first.get_attribute("data-allowed"), first.get_attribute("data-failed") or "")]
    # The others by their links, one after the other, in one round trip.
    shown += [
        tuple(v)
        for v in page.evaluate(js("verdicts_by_link"), {"values": values[1:], "limit": 30_000})
    ]
    assert len(shown) == len(hrefs)
    for (id, _), (allowed, failed) in zip(hrefs, shown, strict=True):
        claim = claims[id]
        assert allowed == ("true" if claim.allowed else "false"), id
        assert failed == (claim.failed or ""), id


# Material's search worker, through our wrapper, with or without `?warten=<channel>`: is the
# index ready (Material's READY, type 1) within `patience` ms of SETUP (type 0), and after a
# message on the channel?
_SEARCH_SETUP = js("search_worker_ready")


@pytest.mark.browser
def test_the_search_index_waits_for_its_channel_when_asked_to(page: Any, base_url: str) -> None:
    page.goto(f"{base_url}/index.html")
    plain = page.evaluate(_SEARCH_SETUP, {"wait": None, "patience": 30000, "answer": False})
    assert plain == {"before": True, "after": True}
    held = page.evaluate(_SEARCH_SETUP, {"wait": "test-suche", "patience": 3000, "answer": False})
    assert held == {"before": False, "after": True}
    # A page that let go before the worker started answers its "wartet".
    told = page.evaluate(_SEARCH_SETUP, {"wait": "test-suche-2", "patience": 10000, "answer": True})
    assert told == {"before": True, "after": True}
