"""The built site is German and loads nothing from another origin (static scan)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.site.site_html import pages, parse

FOREIGN = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:)?//", re.I)
CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]+)", re.I)
CSS_IMPORT = re.compile(r"@import\s+(?:url\()?\s*['\"]?([^'\")\s;]+)", re.I)
RASTER = re.compile(r"\.(png|jpe?g|gif|webp|bmp|ico)(\?|#|$)", re.I)
# (tag, attribute) pairs that make a browser fetch something
LOADERS = {
    ("script", "src"),
    ("link", "href"),
    ("img", "src"),
    ("img", "srcset"),
    ("iframe", "src"),
    ("source", "src"),
    ("source", "srcset"),
    ("video", "src"),
    ("video", "poster"),
    ("audio", "src"),
    ("embed", "src"),
    ("object", "data"),
    ("image", "href"),
    ("image", "xlink:href"),
    ("use", "href"),
    ("use", "xlink:href"),
    ("input", "src"),
}


def _urls(value: str) -> list[str]:
    return [part.strip().split(" ")[0] for part in value.split(",")] if value else []


def test_every_page_says_it_is_german(site_dir: Path) -> None:
    for path in pages(site_dir):
        html = parse(path).find_all(lambda e: e.tag == "html")
        assert html and html[0].attrs.get("lang") == "de", path.name


def test_no_page_loads_anything_from_another_origin(site_dir: Path) -> None:
    found = []
    for path in sorted(site_dir.rglob("*.html")):
        root = parse(path)
        for element in root.find_all(lambda e: True):
            for attr, value in element.attrs.items():
                if (element.tag, attr) in LOADERS:
                    found += [
                        f"{path.name}: <{element.tag} {attr}={url}>"
                        for url in _urls(value)
                        if FOREIGN.match(url)
                    ]
            if attr_style := element.attrs.get("style"):
                found += [
                    f"{path.name}: style url({u})"
                    for u in CSS_URL.findall(attr_style)
                    if FOREIGN.match(u)
                ]
            if element.tag == "style":
                found += [
                    f"{path.name}: <style> {u}"
                    for u in CSS_URL.findall(element.all_text())
                    if FOREIGN.match(u)
                ]
    assert not found, found


def test_no_stylesheet_loads_anything_from_another_origin(site_dir: Path) -> None:
    found = []
    sheets = sorted(site_dir.rglob("*.css"))
    assert sheets
    for sheet in sheets:
        text = sheet.read_text(encoding="utf-8", errors="replace")
        for url in CSS_URL.findall(text) + CSS_IMPORT.findall(text):
            if FOREIGN.match(url):
                found.append(f"{sheet.relative_to(site_dir)}: {url}")
    assert not found, found


def test_the_pages_use_no_raster_images_and_no_font_files(site_dir: Path) -> None:
    found = []
    for path in pages(site_dir):
        for element in parse(path).find_all(lambda e: e.tag in ("img", "source", "link")):
            for attr in ("src", "srcset", "href"):
                for url in _urls(element.attrs.get(attr, "")):
                    if RASTER.search(url) and element.attrs.get("rel") != "icon":
                        found.append(f"{path.name}: {url}")
    assert not found, found
    assert not list(site_dir.rglob("*.woff*")) and not list(site_dir.rglob("*.ttf"))


def test_the_pages_offer_glossary_tooltips(site_dir: Path) -> None:
    root = parse(site_dir / "wegekarten.html")
    abbrs = root.find_all(lambda e: e.tag == "abbr")
    terms = {e.all_text(): e.attrs.get("title", "") for e in abbrs}
    for term in ("Wegekarte", "Startkarte", "Sackgasse"):
        assert terms.get(term), f"no tooltip for {term}"


def test_the_site_has_a_light_dark_toggle_and_german_search(site_dir: Path) -> None:
    root = parse(site_dir / "index.html")
    toggles = root.find_all(lambda e: e.tag == "input" and e.attrs.get("name") == "__palette")
    assert len(toggles) >= 2
    config = (site_dir / "search" / "search_index.json").read_text(encoding="utf-8")
    assert '"lang":["de"]' in config.replace(" ", "")


def test_print_styles_hide_the_chrome_and_keep_tables_and_figures_whole(site_dir: Path) -> None:
    css = (site_dir / "assets" / "stylesheets" / "saboteur.css").read_text(encoding="utf-8")
    block = css[css.index("@media print") :]
    for selector in (".md-header", ".md-sidebar", ".md-search", '[data-md-component="palette"]'):
        assert selector in block
    assert re.search(r"table,[^{]*figure[^{]*\{[^}]*break-inside:\s*avoid", block)
    assert parse(site_dir / "spickzettel.html").find_all(
        lambda e: "sab-spickzettel" in e.attrs.get("class", "")
    )
