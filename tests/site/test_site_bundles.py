"""Each page's scripts come as one bundle (sitegen/bundle.py): few requests at the start, so
that the checker's worker is not kept waiting behind them on a host without HTTP/2."""

from __future__ import annotations

import re
from pathlib import Path

from sitegen import ROOT, bundle

SOURCES = ROOT / "docs" / bundle.FOLDER

MODULE_SCRIPT = re.compile(r'<script type="module" src="([^"]+)"')
LOCAL_IMPORT = re.compile(r"""^\s*(?:import|export)\b[^;]*?\bfrom\s*["']\./""", re.M)


def test_the_checker_and_the_calculator_load_only_their_bundle(site_dir: Path) -> None:
    for page, name in (("zugpruefer.html", "zugpruefer"), ("wertung.html", "wertung")):
        html = (site_dir / page).read_text(encoding="utf-8")
        assert MODULE_SCRIPT.findall(html) == [bundle.bundle_path(name)], page
        assert 'rel="modulepreload"' not in html, page


def test_a_bundle_imports_no_module_of_the_site_and_holds_each_entry(site_dir: Path) -> None:
    for name, entries in bundle.BUNDLES.items():
        text = (site_dir / bundle.bundle_path(name)).read_text(encoding="utf-8")
        assert not LOCAL_IMPORT.search(text), name
        for entry in entries:
            # rollup keeps comments: each entry's opening line is in its bundle.
            source = SOURCES / entry
            first = source.read_text(encoding="utf-8").splitlines()[0]
            assert first.startswith("//") and first in text, (name, entry)


def test_the_service_worker_precaches_bundles_not_their_modules(site_dir: Path) -> None:
    urls = set(re.findall(r'"url":"([^"]*)"', (site_dir / "sw.js").read_text(encoding="utf-8")))
    assert {bundle.bundle_path(name) for name in bundle.BUNDLES} <= urls
    assert "assets/javascripts/zugpruefer-engine.js" not in urls
    assert "assets/javascripts/zugpruefer-worker.js" in urls  # the worker is no page module
