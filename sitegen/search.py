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

The index is built only for a reader who opens the search. Over HTTP Material fetches the
index's data (an XMLHttpRequest for `search/search_index.json`, 208 kB) and sends it to its
worker (SETUP) as soon as a page loads, and the worker built the index (lunr with the German
stemmer over the whole site's text) on every page, competing with the page for a phone's
processor, though most readers never search. Every page now has `page_script()`
(`sitegen/search_page.js`) inline after Material's configuration, before Material's script: it
wraps `XMLHttpRequest` so that Material's request for the index's data (that address, nothing
else) is opened but not sent until the search opens: when the toggle `#__search` is switched on
(a tap on the search button, Material's shortcuts "/", "s", "f" and any focus in the field, a
link with `?q=`) or the search form gets the focus (on the checker before Material's script
runs). Then the request goes out (from the service worker's precache on a later visit, offline
too), Material parses the data and sends it to the worker. The worker loads Material's worker
and lunr only with that first message, so a page whose reader never searches fetches, parses
and loads none of it. Until the index is ready Material shows "Suche wird initialisiert"; what
was typed meanwhile is searched when it is (Material asks again on READY).

The mechanism depends on nothing in the worker's URL: an earlier one named a channel there
(`?warten=`), and once the service worker controlled a page, Workbox answered the worker's
script from its precache, whose response has the URL without the query; a worker takes its
location from the response, so it found no channel and built the index at once on every page
of a returning reader (docs-dev/performance.md).

No timer lets go instead: a reader who stays on a page for minutes without searching is the
usual case, not a lost signal: fetching and building the index then would cost a phone the same
work on every page it opens, for nothing. The price is a wait of a few tenths of a second after
the first tap on a page's search. From a folder (file://) Material itself loads the index's
data (`search_index.js`) only when the search opens, the page script does nothing, and the
worker loads Material's at once.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

WORKERS = Path("assets") / "javascripts" / "workers"
TEMPLATE = Path(__file__).with_name("search_worker.js")
PAGE_SCRIPT = Path(__file__).with_name("search_page.js")
"""The script every page writes inline after Material's configuration (its CSP hash comes from
this file: tools/headers.py)."""
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


def page_script() -> str:
    """The page's search script as the pages inline it (and as its CSP hash is computed)."""
    return PAGE_SCRIPT.read_text(encoding="utf-8")


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
