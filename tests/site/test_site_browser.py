"""In the browser: German search ("Reparaturen" finds "Reparatur") and printing.

Once over HTTP and once from the folder (file://, as from a USB stick), where Material's
offline plugin runs the search worker through the vendored iframe-worker shim.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import FIRST_VERDICT_MS, Searcher, search, typed_hits
from tests.js import js


@pytest.fixture
def searcher(start_page_searcher: Searcher) -> Searcher:
    """The session's start page for searches over HTTP (tests/conftest.py), shared with the
    searches of test_site_game_pages and test_wertung: the same first visit of the start page
    (its service worker blocked: it only installed in the background and controlled no page)."""
    return start_page_searcher


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
    # The checker page, whose Material script starts later (zugpruefer-later.js) and whose
    # search script (sitegen/search_page.js) does nothing from a folder, searches too.
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
    open_page: Callable[..., Any], base_url: str
) -> None:
    from sitegen import scenarios

    # No service worker: the examples page's is still installing when the click opens the
    # checker, which it then does not control (a first visit's worker claims no page); it
    # would only keep the site and, after the checker's first answer, its runtime in the
    # background, which no check here reads.
    page = open_page(base_url, service_workers="block").page
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
        (v["allowed"], v["failed"])
        for v in page.evaluate(js("verdicts_by_link"), {"values": values[1:], "limit": 30_000})
    ]
    assert len(shown) == len(hrefs)
    for (id, _), (allowed, failed) in zip(hrefs, shown, strict=True):
        claim = claims[id]
        assert allowed == ("true" if claim.allowed else "false"), id
        assert failed == (claim.failed or ""), id


# Material's own search worker (the wrapper, sitegen/search_worker.js, loads it with lunr when
# the index is to be built); any of its file names, not only this build's.
MATERIAL_WORKER = re.compile(r".*/assets/javascripts/workers/search\.[0-9a-f]{8}\.min\.js$")


def _until(page: Any, done: Callable[[], bool], limit: int = 600) -> None:
    """Let Playwright deliver events (a route's handler runs only while it waits) until
    `done()`; fails after `limit` rounds of 50 ms, a bound far above what it takes."""
    for _ in range(limit):
        if done():
            return
        page.wait_for_timeout(50)
    raise AssertionError("the awaited state never came")


@pytest.mark.browser
def test_the_search_index_is_built_only_once_the_search_opens(
    open_page: Callable[..., Any], base_url: str
) -> None:
    """A reader who never searches never pays for the index (sitegen/search.py); one who
    opens the search on a phone and types before it is ready gets the hits for the typed
    words as soon as it is."""
    page = open_page(base_url, viewport={"width": 390, "height": 844}, has_touch=True).page
    page.add_init_script(js("search_request"))
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)  # answered below, by hand

    page.context.route(MATERIAL_WORKER, hold)
    try:
        page.goto(f"{base_url}/index.html")
        # Material's script has asked for the index's data, which the page holds back.
        page.wait_for_function("() => window.zpSearch.asked >= 1")
        assert page.evaluate("window.zpSearch.sent") == 0
        assert not held, "Material's search worker was loaded before the search was opened"
        meta = page.locator(".md-search-result__meta")
        assert (meta.text_content() or "").strip() == "Suche wird initialisiert"
        page.locator("label.md-header__button[for='__search']").tap()
        field = page.locator("input.md-search__input")
        page.wait_for_function(
            "() => document.activeElement === document.querySelector('.md-search__input')"
        )
        field.press_sequentially("Reparaturen", delay=20)
        page.wait_for_function("() => window.zpSearch.sent >= 1")
        _until(page, lambda: bool(held))  # the worker asks for Material's now
        # Typed, the index not ready: no hits yet, and no more typing after this.
        assert meta.inner_text() == "Suche wird initialisiert"
        assert page.locator(".md-search-result__item").count() == 0
        for route in held:
            route.continue_()
        page.locator(".md-search-result__item").first.wait_for()
        links = page.locator(".md-search-result__link").evaluate_all(
            "as => as.map(a => a.getAttribute('href') || '')"
        )
        assert any("reparieren.html" in href for href in links), links
    finally:
        page.context.unroute(MATERIAL_WORKER, hold)


@pytest.mark.browser
def test_on_pages_the_service_worker_answers_the_index_waits_for_the_search_too(
    open_page: Callable[..., Any], base_url: str
) -> None:
    """A returning reader's pages come from the service worker's precache, the search worker's
    script too: there, as on a first visit, the index is built only once the search opens
    (a phone review found it built on every such page when the wait rested on the worker's
    URL, which the precache's answer does not carry), and the search then finds, online and
    offline, opened by a tap or by a link with `?q=`."""
    page = open_page(base_url, viewport={"width": 390, "height": 844}, has_touch=True).page
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.add_init_script(js("search_request"))
    workers: list[Any] = []
    page.on("worker", lambda worker: workers.append(worker))
    page.goto(f"{base_url}/index.html")
    # The first visit installs the service worker (it takes no page it did not load).
    page.wait_for_function(
        "async () => Boolean(await navigator.serviceWorker.ready)", timeout=FIRST_VERDICT_MS
    )
    workers.clear()
    response = page.goto(f"{base_url}/werkzeug.html")
    assert response is not None and response.from_service_worker, "not the service worker's"
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    # Material's script has asked for the index's data; the search worker has neither
    # Material's worker nor lunr, and the page holds the data back.
    page.wait_for_function("() => window.zpSearch.asked >= 1")
    _until(page, lambda: any("/saboteur-search." in worker.url for worker in workers))
    (search_worker,) = [worker for worker in workers if "/saboteur-search." in worker.url]
    assert search_worker.evaluate("typeof lunr") == "undefined"
    assert page.evaluate("window.zpSearch.sent") == 0
    meta = page.locator(".md-search-result__meta")
    assert (meta.text_content() or "").strip() == "Suche wird initialisiert"
    # A tap on the search button, then the words: hits once the index is built.
    page.locator("label.md-header__button[for='__search']").tap()
    page.wait_for_function(
        "() => document.activeElement === document.querySelector('.md-search__input')"
    )
    links = typed_hits(page, "Reparaturen", FIRST_VERDICT_MS)
    assert any("reparieren.html" in href for href in links), links
    assert page.evaluate("window.zpSearch") == {"asked": 1, "sent": 1}
    assert search_worker.evaluate("typeof lunr") == "function"
    # Offline, a link that searches: the page, the data and the workers from the precache.
    page.context.set_offline(True)
    response = page.goto(f"{base_url}/beispiele.html?q=Reparaturen")
    assert response is not None and response.from_service_worker, "not the service worker's"
    page.locator(".md-search-result__item").first.wait_for(timeout=FIRST_VERDICT_MS)
    links = page.locator(".md-search-result__link").evaluate_all(
        "as => as.map(a => a.getAttribute('href') || '')"
    )
    assert any("reparieren.html" in href for href in links), links
    assert page.evaluate("window.zpSearch") == {"asked": 1, "sent": 1}
    assert not errors, errors
