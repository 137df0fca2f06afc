"""The site's 404 page, at the root of a host and below it (`/regeln/`), in nginx and Apache.

A host sends `404.html` for a missing address at any depth, so its links cannot be relative:
MkDocs writes them from the path of `site_url` (sitegen/notfound.py). Built as it is by
default, the page works at the root; built with `SABOTEUR_SITE_URL` naming the address below
the root, it works there: its style sheets, scripts, icons and links all load, under the
site's Content-Security-Policy. That second build is made once, in the background, after the
site's own (their caches are shared), without precompressed copies (`SABOTEUR_PRECOMPRESS=0`:
nginx and Apache send the files as they are; the copies are the first build's tests').
"""

from __future__ import annotations

import html.parser
import re
import urllib.parse
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest

from sitegen.notfound import PAGE
from tests import shared
from tests.apache_host import apache
from tests.nginx_host import Host, nginx
from tests.quality.test_nginx import GERMAN_404, decoded

PREFIX = "/regeln/"
REGELN = "site-regeln"
MISSING = ("fehlt.html", "fehlt/tief/unten.html", "pyodide/fehlt.mjs", "fehlt/")


def _build_below(out: Path) -> None:
    url = f"http://127.0.0.1{PREFIX}"
    env = {
        "SABOTEUR_SITE_URL": url,
        "SABOTEUR_PRECOMPRESS": "0",
        # The checker page's Brotli size of the runtime from the copies the session's build
        # cached, not Brotli 11 of Pyodide's WebAssembly once more (~30 CPU-s, fresh clone).
        "SABOTEUR_BROTLI_QUALITY": shared.TESTED_BROTLI_QUALITY,
    }
    done = shared.mkdocs_build(out, env=env)
    if done.returncode != 0:
        pytest.fail(f"build with SABOTEUR_SITE_URL failed:\n{done.stdout}\n{done.stderr}")


shared.early(REGELN, _build_below, wanted_by="test_the_404_page_below", after=shared.site)


@pytest.fixture(scope="module")
def site_below(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built for https://…/regeln/ (after `site_dir`, whose caches it shares)."""
    return shared.once(tmp_path_factory, REGELN, _build_below)


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value and not value.startswith(("#", "data:")):
                self.found.append(value)


def links(page: str) -> list[str]:
    parser = _Links()
    parser.feed(page)
    return parser.found


def assert_the_404_page_works(host: Host, path: str) -> None:
    """The 404 page for `path`, and every file it names loads from inside the site."""
    response = host.get(path)
    assert response.status == 404, path
    page = decoded(response).decode("utf-8")
    assert GERMAN_404 in page, path
    named = links(page)
    assert any(link.endswith(".css") for link in named), named
    root = urllib.parse.urlsplit(host.url)
    for link in named:
        url = urllib.parse.urljoin(host.url + path, link)
        parts = urllib.parse.urlsplit(url)
        assert parts.netloc == root.netloc, f"{path}: {link} leaves the host"
        assert parts.path.startswith(root.path), f"{path}: {link} leaves the site at {root.path}"
        found = host.get(parts.path[len(root.path) :])
        assert found.status == 200, f"{path}: {link} → {url}: {found.status}"


@contextmanager
def _servers(site: Path, workdir: Path, below: bool) -> Iterator[list[Host]]:
    """nginx and Apache serving `site` at the root, or below it (nginx's alias; Apache's
    Alias and a folder of a document root)."""
    with ExitStack() as stack:
        if below:
            running = stack.enter_context(apache(site, workdir / "apache"))
            yield [
                stack.enter_context(nginx(site, workdir / "nginx", below=PREFIX)),
                running.hosts["alias"],
                running.hosts["folder"],
            ]
        else:
            yield [
                stack.enter_context(nginx(site, workdir / "nginx")),
                stack.enter_context(apache(site, workdir / "apache")).hosts["root"],
            ]


@pytest.fixture(scope="module")
def hosts_below(site_below: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[Host]]:
    with _servers(site_below, tmp_path_factory.mktemp("below"), below=True) as hosts:
        yield hosts


def test_the_404_page_at_the_root_loads_its_styles_scripts_and_links(
    site_dir: Path, tmp_path: Path
) -> None:
    with _servers(site_dir, tmp_path, below=False) as hosts:
        for host in hosts:
            for path in MISSING:
                assert_the_404_page_works(host, path)
            # A folder without index.html is never listed (nginx: 403, Apache: the 404 page).
            folder = host.get("assets/")
            assert folder.status in (403, 404), folder.status
            assert b"Index of" not in folder.body


def test_the_404_page_below_the_root_loads_its_styles_scripts_and_links(
    site_below: Path, hosts_below: list[Host]
) -> None:
    page = (site_below / PAGE).read_text(encoding="utf-8")
    assert f'href="{PREFIX}assets/' in page
    for host in hosts_below:
        assert host.url.endswith(PREFIX)
        for path in MISSING:
            assert_the_404_page_works(host, path)


def test_the_default_build_links_its_404_page_from_the_root(site_dir: Path) -> None:
    page = (site_dir / PAGE).read_text(encoding="utf-8")
    assert re.search(r'href="/assets/stylesheets/main\.[0-9a-f]+\.min\.css"', page)
    assert 'data-md-scope="/"' in page


def _runs_under_the_policy(page: Any, url: str) -> None:
    problems: list[str] = []

    def console(message: Any) -> None:
        # The page's own 404 is logged as "Failed to load resource": responses are below.
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            problems.append(message.text)  # e.g. "Refused to execute inline script …"

    def response(answer: Any) -> None:
        if answer.status >= 400 and answer.url != url:
            problems.append(f"{answer.url}: {answer.status}")

    page.on("console", console)
    page.on("response", response)
    page.on("requestfailed", lambda request: problems.append(f"{request.url}: failed"))
    page.on("pageerror", lambda error: problems.append(str(error)))
    document = page.goto(url)
    assert document is not None and document.status == 404
    page.wait_for_function("document.documentElement.classList.contains('js')")
    # Material's bootstrap ran (its scope is the site's folder), and so did its bundle; the
    # header is styled by the site's style sheets.
    assert page.evaluate("__md_scope.pathname") == PREFIX
    header = page.evaluate("getComputedStyle(document.querySelector('.md-header')).position")
    assert header == "sticky", header
    home = page.locator("article a", has_text="Zur Startseite")
    assert home.get_attribute("href") == f"{PREFIX}index.html"
    assert not problems, problems


@pytest.mark.browser
def test_the_404_page_below_the_root_runs_under_the_policy(
    hosts_below: list[Host], open_page: Any
) -> None:
    for host in hosts_below:
        origin = host.url.split(PREFIX)[0]
        page = open_page(origin).page
        _runs_under_the_policy(page, f"{host.url}fehlt/tief/unten.html")
        page.context.close()
