"""Offline, when things go wrong (issue 25, item 10): the first visit's install fails on a broken
deploy and the page says so, instead of "Wird gespeichert …" for ever; an address the site does
not have shows the site's German 404 page, not the browser's error page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, fall
from tests.browser.test_offline import PATH_MOVE, _browsing, _verdict
from tools.serve import SiteServer

pytestmark = pytest.mark.browser

MISSING = "spickzettel.html"
"""A page of the precache that the broken deploy lacks."""


def _deploy_without(site_dir: Path, folder: Path, missing: str) -> Path:
    """The built site as links, one file (and its compressed copies) left out."""
    folder.mkdir()
    for entry in site_dir.iterdir():
        if not entry.name.startswith(missing):
            (folder / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    return folder


def test_a_first_visit_to_a_broken_deploy_says_that_saving_failed(
    browser: Any, site_dir: Path, tmp_path: Path
) -> None:
    broken = _deploy_without(site_dir, tmp_path / "broken", MISSING)
    with SiteServer(broken) as server, _browsing(browser, server.url) as context:
        page = context.new_page()
        page.goto(f"{server.url}/{CHECKER}#fall={fall(PATH_MOVE)}")
        _verdict(page, fall(PATH_MOVE))
        # The page asks to keep the runtime after its answer; the worker's install fails.
        page.wait_for_function(
            "() => document.documentElement.dataset.offline === 'failed'", timeout=FIRST_VERDICT_MS
        )
        button = page.locator("[data-offline-now]")
        assert button.is_visible()
        assert button.inner_text() == "Speichern hat nicht geklappt – nochmal versuchen"
        assert button.get_attribute("aria-disabled") is None


def test_offline_an_unknown_address_shows_the_sites_german_404_page(
    browser: Any, site_dir: Path
) -> None:
    server = SiteServer(site_dir)
    with server, _browsing(browser, server.url) as context:
        base_url = server.url
        page = context.new_page()
        page.goto(f"{base_url}/index.html")
        page.wait_for_function(
            "async () => Boolean(await navigator.serviceWorker.ready)", timeout=FIRST_VERDICT_MS
        )
        page.wait_for_function(
            "async () => Boolean(await caches.match('404.html', {ignoreSearch: true}))",
            timeout=FIRST_VERDICT_MS,
        )
        # Online, the host answers an unknown address (its 404, whatever it sends).
        online = page.goto(f"{base_url}/gibt-es-nicht.html")
        assert online is not None and online.status == 404
        context.set_offline(True)
        server.__exit__(None, None, None)  # no server at all: the network is gone
        offline = page.goto(f"{base_url}/auch-nicht/da.html")
        assert offline is not None and offline.status == 404
        assert page.locator("h1").first.inner_text() == "Diese Seite gibt es nicht"
        # A page of the site still comes from the precache.
        page.goto(f"{base_url}/werkzeug.html")
        assert page.locator("table").count() > 0
