"""Shared fixtures: the site built once per session, a loopback server, Debian's Chromium and
Debian's nginx.

Browser and hosting tests never skip: where Chromium or nginx is missing, the setup installs it
when it can (root with apt-get, as in CI) and otherwise fails with the command to run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests import shared
from tools import chromium

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path(chromium.CHROMIUM)
CHROMIUM_ARGS = chromium.TEST_ARGS


LONGEST = (
    "tests/browser/test_offline.py",
    "tests/browser/test_checker.py",
    "tests/browser/test_checker_faults.py",
    "tests/quality/test_browser_quality.py",
    "tests/browser/test_checker_start.py",
    "tests/browser/test_wertung.py",
    "tests/browser/test_wertung_table.py",
)
"""The test modules that take longest (measured with --durations; a module stays on one
worker), longest first. Only their order depends on this list. Measured on 2 December 2026
(the full suite on a shared machine, --durations=0 summed by module): 670, 206, 216 (two of its
tests timed out under that load), 185, 184, 149 and 97 s; the two workers' sums came to
1886 and 1907 s."""


def pytest_sessionstart(session: pytest.Session) -> None:
    """The pytest-xdist controller (not a worker, not a run without xdist) starts the site
    build before the workers exist (tests/shared.py, `start_in_controller`)."""
    config = session.config
    if not hasattr(config, "workerinput") and config.getoption("numprocesses", None):
        shared.start_in_controller(config)


def pytest_unconfigure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):
        shared.stop_builds()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that needs the built site is marked `site`: `make check` leaves those out.

    Then the order in which pytest-xdist hands out the test modules (`make test` runs it with
    `--no-loadscope-reorder`): first the modules without a `site` test, which keep both
    workers busy while the site is built (it starts with the session: tests/shared.py), then
    the others: the `LONGEST` first, so that none of them is left for the end, then those with
    more tests first (as xdist would order them).
    """
    for item in items:
        if shared.needs_site(item):
            item.add_marker(pytest.mark.site)
    modules: dict[str, list[pytest.Item]] = {}
    for item in items:
        modules.setdefault(item.nodeid.split("::")[0], []).append(item)

    def waits_for_the_site(tests: list[pytest.Item]) -> bool:
        return any(item.get_closest_marker("site") for item in tests)

    def longest(tests: list[pytest.Item]) -> int:
        name = tests[0].nodeid.split("::")[0]
        return LONGEST.index(name) if name in LONGEST else len(LONGEST)

    ordered = sorted(
        modules.values(),
        key=lambda tests: (waits_for_the_site(tests), longest(tests), -len(tests)),
    )
    items[:] = [item for tests in ordered for item in tests]


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per session with `mkdocs build --strict` into a fresh folder
    (once for both pytest-xdist workers: tests/shared.py).

    Set SABOTEUR_SITE_DIR to a folder built by `make site` to skip the build locally.
    """
    return shared.site(tmp_path_factory)


@pytest.fixture(scope="session", autouse=True)
def _early_builds(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Builds that a selected test will need start now, in the background (tests/shared.py)."""
    shared.start_early(request.session, tmp_path_factory)


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1 by the same server as `make serve` (with its headers)."""
    from tools.serve import SiteServer

    with SiteServer(site_dir) as server:
        yield server.url


def ensure_chromium() -> Path:
    if CHROMIUM.exists():
        return CHROMIUM
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], env=env, check=False)
    if not CHROMIUM.exists():
        pytest.fail(
            "Debian's Chromium is needed for the browser tests: "
            "sudo apt-get update && sudo apt-get install -y chromium"
        )
    return CHROMIUM


NGINX = Path("/usr/sbin/nginx")
NGINX_BROTLI = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")


def ensure_nginx() -> Path:
    """Debian's nginx with its brotli_static module (the hosting tests start it on loopback),
    installed as Chromium is: by apt-get where the tests run as root (CI), else a clear fail."""
    if NGINX.exists() and NGINX_BROTLI.exists():
        return NGINX
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        packages = ["nginx-light", "libnginx-mod-http-brotli-static"]
        subprocess.run(["apt-get", "install", "-y", "-qq", *packages], env=env, check=False)
    if not (NGINX.exists() and NGINX_BROTLI.exists()):
        pytest.fail(
            "Debian's nginx with its brotli module is needed for the hosting tests: "
            "sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static"
        )
    return NGINX


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright (never a browser Playwright downloads)."""
    executable = ensure_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(executable), headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


class GuardedPage:
    """A page whose requests to any other origin are aborted and recorded."""

    def __init__(self, page: Any, foreign: list[str]):
        self.page = page
        self.foreign = foreign


def _is_own(url: str, origin: str | None) -> bool:
    if url.startswith(("data:", "blob:", "about:")):
        return True
    if origin is None:
        return url.startswith("file://")
    return url == origin or url.startswith(origin + "/")


@pytest.fixture
def open_page(browser: Any) -> Iterator[Callable[..., GuardedPage]]:
    """Factory: `open_page(origin, **context_options)` → GuardedPage.

    Every request not to `origin` (or, with origin None, not to file://) is aborted and
    recorded; the test fails at teardown if any was attempted.
    """
    opened: list[tuple[Any, list[str]]] = []

    def factory(origin: str | None, **options: Any) -> GuardedPage:
        context = browser.new_context(locale="de-DE", **options)
        foreign: list[str] = []

        def route(route: Any) -> None:
            url = route.request.url
            if _is_own(url, origin):
                route.continue_()
            else:
                foreign.append(url)
                route.abort()

        context.route("**/*", route)
        page = context.new_page()
        opened.append((context, foreign))
        return GuardedPage(page, foreign)

    yield factory
    attempted = [url for _, foreign in opened for url in foreign]
    for context, _ in opened:
        context.close()
    assert not attempted, f"requests to another origin were attempted: {attempted}"


@pytest.fixture
def page(open_page: Callable[..., GuardedPage], base_url: str) -> Any:
    """A phone-agnostic desktop page on the served site, foreign requests forbidden."""
    return open_page(base_url).page


@pytest.fixture(scope="session")
def start_page_searcher(browser: Any, base_url: str) -> Iterator[Any]:
    """The start page (desktop-sized, as the `page` fixture's), loaded once per session (per
    pytest-xdist worker) for the searches of test_site_browser, test_site_game_pages and
    test_wertung: Material builds its search index once a page, and a fresh context, a Material
    page and its index cost more than a search (`Searcher` closes and empties the search
    before the next). A first visit that searches and nothing after it: no service worker,
    which would only install its precache in the background and control no page of these
    tests. No request may go to another origin while it is open (checked at its end)."""
    from tests.browser.conftest import site_page
    from tests.browser.helpers import Searcher

    with site_page(browser, base_url, service_workers="block") as page:
        yield Searcher(page)
