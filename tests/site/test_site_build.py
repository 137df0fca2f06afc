"""How the site is built: thin hooks, templates in overrides/, an engine free of MkDocs."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE_HOOKS = ("markers.py", "search.py", "vendor.py")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_the_engine_never_imports_mkdocs_or_jinja2() -> None:
    for path in (ROOT / "rules_py").rglob("*.py"):
        assert not _imports(path) & {"mkdocs", "jinja2", "markupsafe", "material", "sitegen"}, path


def test_the_site_hooks_are_thin_calls_into_sitegen() -> None:
    for name in SITE_HOOKS:
        path = ROOT / "overrides" / "hooks" / name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
        assert functions and all(len(f.body) <= 3 for f in functions), name
        assert "sitegen" in _imports(path), name


def test_the_generators_render_through_templates_in_overrides() -> None:
    from sitegen import render

    assert render.TEMPLATES == ROOT / "overrides" / "partials" / "saboteur"
    for name in ("example.html", "tool_table.html", "rule.html", "inventory.html"):
        assert (render.TEMPLATES / name).is_file()
    assert render.environment().loader.searchpath == [str(render.TEMPLATES)]  # type: ignore[union-attr]


def test_scenarios_are_not_published_as_raw_files(site_dir: Path) -> None:
    copies = (".br", ".gz")  # the precompressed copies of search_index.json are fine
    assert not [p for p in site_dir.rglob("*.json.*") if p.suffix not in copies]
    assert not (site_dir / "includes").exists()
    assert not [p for p in site_dir.rglob("*.json") if "scenarios" in p.parts]


def test_the_pages_use_the_stemming_search_worker_and_it_exists(site_dir: Path) -> None:
    import json
    import re

    html = (site_dir / "index.html").read_text(encoding="utf-8")
    config = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
    assert config
    worker = json.loads(config[1])["search"]
    assert "/workers/saboteur-search." in worker
    assert (site_dir / worker).is_file()
    wrapped = re.search(r'new URL\("([^"]+)"', (site_dir / worker).read_text(encoding="utf-8"))
    assert wrapped and (site_dir / worker).with_name(wrapped[1]).is_file()


def test_every_page_starts_its_search_index_only_when_the_search_opens(site_dir: Path) -> None:
    """Every page, the checker too, has the search script (sitegen/search_page.js) inline right
    after Material's configuration, before Material's script, whose request for the index's
    data it holds back; the search worker's URL in the configuration carries nothing (the
    mechanism does not depend on it: a service worker answers the worker from its precache)."""
    import json
    import re

    from sitegen import search

    script = "<script>" + search.page_script() + "</script>"
    for name in ("index.html", "werkzeug.html", "beispiele.html", "zugpruefer.html", "404.html"):
        html = (site_dir / name).read_text(encoding="utf-8")
        config = re.search(
            r'<script id="__config" type="application/json">(.*?)</script>\s*', html, re.S
        )
        assert config, name
        assert html.startswith(script, config.end()), name
        assert html.count(script) == 1, name
        assert "?" not in json.loads(config[1])["search"], name  # nothing in its worker's URL
        bundle = re.search(r'<script [^>]*src="[^"]*/bundle\.[0-9a-f]{8}\.min\.js"', html)
        assert bundle and bundle.start() > config.end(), name


def test_only_the_checker_page_holds_materials_script_back(site_dir: Path) -> None:
    """On the checker Material's script is inert until the first answer (zugpruefer-later.js
    starts it); everywhere else it runs as Material wrote it."""
    from html.parser import HTMLParser

    class Scripts(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.found: list[dict[str, str | None]] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "script":
                self.found.append(dict(attrs))

    def material(name: str) -> list[dict[str, str | None]]:
        parser = Scripts()
        parser.feed((site_dir / name).read_text(encoding="utf-8"))
        return [
            a
            for a in parser.found
            if re.fullmatch(r"assets/javascripts/bundle\.[0-9a-f]{8}\.min\.js", a.get("src") or "")
        ]

    def srcs(name: str) -> list[str]:
        parser = Scripts()
        parser.feed((site_dir / name).read_text(encoding="utf-8"))
        return [a.get("src") or "" for a in parser.found]

    def scripts_of(name: str) -> list[dict[str, str | None]]:
        parser = Scripts()
        parser.feed((site_dir / name).read_text(encoding="utf-8"))
        return parser.found

    def shim(name: str) -> list[dict[str, str | None]]:
        return [a for a in scripts_of(name) if (a.get("src") or "").endswith("/shim.js")]

    [held] = material("zugpruefer.html")
    assert held.get("type") == "text/plain" and "data-zp-later" in held, held
    assert (site_dir / str(held["src"])).is_file()
    assert "assets/javascripts/zugpruefer-later.js" in srcs("zugpruefer.html")
    # Material's polyfill (the search worker's shim for file://) waits with it, and comes first:
    # in <head> it was one more request beside the styles, before the engine's worker script.
    [held_shim] = shim("zugpruefer.html")
    assert held_shim.get("type") == "text/plain" and "data-zp-later" in held_shim, held_shim
    later = [a.get("src") for a in scripts_of("zugpruefer.html") if "data-zp-later" in a]
    assert later == [held_shim["src"], held["src"]], later
    for name in ("index.html", "werkzeug.html", "wertung.html"):
        [runs] = material(name)
        assert "type" not in runs and "data-zp-later" not in runs, (name, runs)
        assert "assets/javascripts/zugpruefer-later.js" not in srcs(name), name
        [shim_runs] = shim(name)
        assert "type" not in shim_runs and "data-zp-later" not in shim_runs, (name, shim_runs)


def test_the_search_index_holds_the_pages_words_not_the_pictures_titles(site_dir: Path) -> None:
    """A picture's title is for screen readers: in the index it ran into the captions
    ("Sabotage-Karte: Lampe kaputtLampeVor dir") and made the search results unreadable."""
    import json

    from rules_py import messages

    docs = json.loads((site_dir / "search" / "search_index.json").read_text("utf-8"))["docs"]
    text = " ".join(d["text"] for d in docs)
    sabotage = messages.PICTURE_SABOTAGE.format(name="Sabotage-Karte", tool="Lampe")
    assert sabotage not in text
    assert messages.PICTURE_START not in text
    assert "Spielfeld: Startkarte auf" not in text
    assert "Lampe" in text and "Reparaturkarte" in text  # the pages' own words stay


def test_every_page_starts_in_the_sites_colours(site_dir: Path) -> None:
    # Before Material's script has read the system's colour preference (seconds on a slow
    # link), the page shows the colours its <body> names: the site's, never Material's indigo.
    import yaml  # type: ignore[import-untyped]

    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    light = next(p for p in config["theme"]["palette"] if "light" in p.get("media", ""))
    for page in sorted(site_dir.glob("*.html")):
        body = re.search(r"<body[^>]*>", page.read_text(encoding="utf-8"))
        assert body, page.name
        assert f'data-md-color-primary="{light["primary"]}"' in body.group(0), page.name
        assert f'data-md-color-accent="{light["accent"]}"' in body.group(0), page.name


def test_search_snippets_keep_a_space_between_table_cells_and_lines(site_dir: Path) -> None:
    """Material's index drops the tags: cells (and lines split by <br>) with nothing between
    them ran together in a result ("AktionErlaubt?Hinweis", "reparierenEine")."""
    import json

    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    entry = next(d for d in index["docs"] if d["location"] == "werkzeug.html#aktionstabelle")
    assert "Aktion Erlaubt? Hinweis" in entry["text"]
    assert "reparierenEine" not in entry["text"]
