"""German search with stemming on top of Material's own search worker.

Material appends `*` to every term while you type ("Reparaturen" becomes "reparaturen*"),
and lunr does not stem wildcard terms, so with the German stemmer switched on in
mkdocs.yml a typed inflection finds nothing. `write_worker` puts a small worker next to
Material's (`saboteur-search.<hash>.min.js`, the name `overrides/main.html` points to): it
loads Material's worker and adds, for each wildcard term, the same term without wildcard
through the stemmer. The worker is `sitegen/search_worker.js`; it works in a Web Worker and
in the iframe-worker shim (file://).

Over HTTP the worker also loads the language's stemmer scripts together with Material's
worker (`stemmer_scripts`, from the search plugin's `lang`), not one round trip later when the
index's data arrives; Material's own call then skips them.

A page may ask the index to wait: with `?warten=<channel>` in the worker's URL (the checker
page does this, so that Pyodide gets the machine first), Material's messages are held until a
message arrives on that BroadcastChannel or after `WAIT_MS` (20 s), then handed on in order. On
start the worker says "wartet" there, so that a page that has already let go (before the
worker existed) can answer. Material itself waits the same way on file:// (until the search
is opened), so nothing is held there.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

WORKERS = Path("assets") / "javascripts" / "workers"
TEMPLATE = Path(__file__).with_name("search_worker.js")
"""The wrapper worker; the build fills in the file name of Material's worker and nothing else."""
PLACEHOLDER = '"__MATERIAL_SEARCH_WORKER__"'
LUNR_PLACEHOLDER = '["__LUNR_SCRIPTS__"]'
"""Where the build lists the language's stemmer scripts, which the worker loads with Material's."""
LUNR = Path("assets") / "javascripts" / "lunr" / "min"


class SearchError(RuntimeError):
    """Material's search worker is missing from the built site."""


def stemmer_scripts(languages: list[str]) -> list[str]:
    """The lunr scripts Material's worker imports for `languages` when the index arrives (its
    `setupSearchLanguages`: the stemmer support, then one file per language but English, then
    the multi-language one for more than one), as paths from the workers' folder."""
    names = [f"lunr.{lang}.min.js" for lang in languages if lang != "en"]
    if len(languages) > 1:
        names.append("lunr.multi.min.js")
    if names:
        names.insert(0, "lunr.stemmer.support.min.js")
    return names


def write_worker(site_dir: Path, languages: list[str] | None = None) -> list[Path]:
    folder = site_dir / WORKERS
    originals = sorted(p for p in folder.glob("search.*.min.js"))
    if not originals:
        raise SearchError(f"no Material search worker in {folder}")
    template = TEMPLATE.read_text(encoding="utf-8")
    for placeholder in (PLACEHOLDER, LUNR_PLACEHOLDER):
        if template.count(placeholder) != 1:
            raise SearchError(f"{TEMPLATE} must name {placeholder} exactly once")
    scripts = []
    for name in stemmer_scripts(languages or []):
        if not (site_dir / LUNR / name).is_file():
            raise SearchError(f"no {name} in {site_dir / LUNR}")
        scripts.append(f"../lunr/min/{name}")
    written = []
    for original in originals:
        target = folder / f"saboteur-{original.name}"
        text = template.replace(PLACEHOLDER, json.dumps(original.name))
        target.write_text(text.replace(LUNR_PLACEHOLDER, json.dumps(scripts)), encoding="utf-8")
        written.append(target)
    return written


# Material's search plugin keeps the text of a page and drops its tags: two cells, or two lines
# split by <br>, with nothing between them in the HTML, run together in a result's snippet
# ("AktionErlaubt?Hinweis"). A line break there is no change on screen (none between table
# cells, none at the start of a line after <br>) and a space in the index.
_GLUED = re.compile(r"(</t[dh]>)(?=<t[dh][\s>])|(<br\s*/?>)(?=\S)")


def space_between_cells(html: str) -> str:
    """A page's HTML with a line break between adjacent table cells and after each <br>."""
    return _GLUED.sub(lambda m: (m[1] or m[2]) + "\n", html)
