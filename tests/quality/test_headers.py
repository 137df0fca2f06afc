"""The security headers: strict, from one source, and true to the built site."""

from __future__ import annotations

import re
import urllib.error
import urllib.request
from pathlib import Path

from sitegen.pyodide import site_path
from tools import headers
from tools.serve import SiteServer

ROOT = Path(__file__).resolve().parent.parent.parent


def directives() -> dict[str, list[str]]:
    parsed = {}
    for part in headers.CSP.split(";"):
        name, *values = part.split()
        parsed[name] = values
    return parsed


def test_the_policy_allows_only_the_sites_own_origin_and_no_eval() -> None:
    csp = directives()
    assert csp["default-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"]
    script = csp["script-src"]
    assert script[:2] == ["'self'", "'wasm-unsafe-eval'"]
    assert all(re.fullmatch(r"'sha256-[A-Za-z0-9+/]{43}='", value) for value in script[2:]), script
    everything = " ".join(value for values in csp.values() for value in values)
    for loose in ("'unsafe-eval'", "'unsafe-inline'", "*", "http:", "https:", "blob:"):
        assert loose not in everything.split(), f"{loose} weakens the policy"


def test_every_inline_script_of_the_built_site_is_allowed_by_its_hash(site_dir: Path) -> None:
    found = headers.site_script_hashes(site_dir)
    assert found, "no inline script found at all: has the parser broken?"
    missing = {
        digest: pages for digest, pages in found.items() if digest not in headers.SCRIPT_HASHES
    }
    assert not missing, (
        "inline scripts the CSP would block (add their hash to tools/headers.py, or move the "
        f"script into a file): {missing}"
    )


def test_no_page_has_inline_event_handlers_or_javascript_urls(site_dir: Path) -> None:
    offenders = []
    for page in sorted(site_dir.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        if re.search(r"""<[^>]+\son[a-z]+\s*=\s*["']""", html) or "javascript:" in html:
            offenders.append(page.name)
    assert not offenders, f"the CSP blocks inline handlers and javascript: URLs: {offenders}"


def test_the_hosting_files_match_the_single_source() -> None:
    for name, render in headers.HOSTING_FILES.items():
        path = ROOT / "hosting" / name
        assert path.is_file(), f"{path} missing: run python -m tools.headers"
        assert path.read_text(encoding="utf-8") == render(), (
            f"hosting/{name} differs from tools/headers.py: run python -m tools.headers"
        )


def test_every_hosting_file_carries_every_header_and_the_pyodide_types() -> None:
    for name, render in headers.HOSTING_FILES.items():
        text = render()
        for header, value in headers.HEADERS.items():
            assert header in text and value in text, f"{name} lacks {header}"
    for text in (headers.nginx_conf(), headers.htaccess()):
        assert "application/wasm" in text and "text/javascript" in text


def test_the_readme_explains_hosting_with_the_three_files() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Hosting\n(.*?)(?=^## |\Z)", readme, re.M | re.S)
    assert section, "README.md has no '## Hosting' section"
    for name in headers.HOSTING_FILES:
        assert f"hosting/{name}" in section.group(1), (
            f"README Hosting does not mention hosting/{name}"
        )


def test_the_test_server_sends_the_headers_on_every_response(site_dir: Path) -> None:
    with SiteServer(site_dir) as server:
        for path in ("/index.html", "/assets/favicon.svg", "/does-not-exist"):
            try:
                response = urllib.request.urlopen(server.url + path)
            except urllib.error.HTTPError as error:
                response = error
            assert response.headers["Content-Security-Policy"] == headers.CSP, path
            assert response.headers["X-Content-Type-Options"] == "nosniff", path


def test_a_missing_runtime_file_is_not_cached_for_a_year(site_dir: Path) -> None:
    # A deploy still uploading answers 404 for a moment: cached for a year, it would break
    # the checker on that phone until the entry expired.
    with SiteServer(site_dir) as server:
        runtime = server.url + "/pyodide/missing.wasm"
        try:
            urllib.request.urlopen(runtime)
            raise AssertionError("a missing file was found")
        except urllib.error.HTTPError as error:
            assert error.code == 404
            assert "immutable" not in (error.headers["Cache-Control"] or "")
        found = urllib.request.urlopen(server.url + "/" + site_path() + "pyodide.mjs")
        assert found.headers["Cache-Control"] == headers.IMMUTABLE
    nginx = (headers.HOSTING / "nginx.conf").read_text(encoding="utf-8")
    assert f'add_header Cache-Control "{headers.IMMUTABLE}" always' not in nginx
    assert f'add_header Cache-Control "{headers.IMMUTABLE}";' in nginx
