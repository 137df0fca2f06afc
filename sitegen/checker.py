"""Build-time data for the checker page (`zugpruefer.html`): `<!-- md:zugpruefer-daten -->`
(listed with the other markers in `sitegen.pages`).

The marker becomes one `<script type="application/json" id="zugpruefer-daten">` block with
everything the page needs to draw its controls before Pyodide has started: the cards with their
German labels and pictures (from `rules_py.api.catalog()` and `rules_py.pictures`), the rule
titles with links to the sections that explain them.
The page decides nothing with this data: every verdict comes from the engine in the worker.

Where Pyodide lives is handed to the page template (`engine_config()`, a Jinja global set by
the vendor hook) as the query of the worker's URL, so that the worker starts loading the
moment the page creates it, without waiting for a message.
"""

from __future__ import annotations

import html
import json
import posixpath
import re
import urllib.parse
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from rules_py import api, pictures
from rules_py.cards import PathCard
from sitegen import compress, pyodide, snapshot
from sitegen.links import page_href
from sitegen.pinned import VendorError
from sitegen.render import SOURCE_LINKS, checker_options, options_of
from sitegen.texts import CONFIDENCE_NAMES, NAMED_BY_SOURCE

ELEMENT_ID = "zugpruefer-daten"


def _title(svg: str) -> str:
    """The German title of a picture: the words for a card the engine's catalogue does not list."""
    found = re.search(r"<title>(.*?)</title>", svg, re.S)
    if found is None:
        raise ValueError(f"picture without a <title>: {svg[:80]}")
    return html.unescape(found[1])


def _picture(svg: str) -> dict[str, str]:
    return {"svg": svg, "label": _title(svg)}


def _path_card(entry: dict[str, Any], rotations: list[dict[str, Any]]) -> dict[str, Any]:
    """A path card with its picture in every rotation the catalogue names (by degrees), and
    whether turning it by 180° makes another card on the table (the engine's `turned`): the
    checker offers "Drehen" only for such a card."""
    edges, dead_end = entry["edges"], entry["dead_end"]
    card = PathCard(edges, dead_end)
    return {
        "id": entry["id"],
        "label": entry["label"],
        "card": {"edges": edges, "dead_end": dead_end},
        "turns": card.turned() != card,
        "svg": {
            str(turn["degrees"]): pictures.path_card_svg(edges, dead_end, turn["degrees"])
            for turn in rotations
        },
    }


def _action_card(entry: dict[str, Any]) -> dict[str, Any]:
    move = entry["move"]
    tools = [move["tool"]] if "tool" in move else list(move.get("tools", ()))
    return {
        "id": entry["id"],
        "label": entry["label"],
        "move": move,
        "svg": pictures.action_card_svg(move["play"], tools),
    }


def _two_paths(entry: dict[str, Any], rotations: list[dict[str, Any]]) -> dict[str, Any]:
    """A card with two separate paths (bridge, double curve) as the checker offers it, like a
    base game's path card: its picture in every rotation, and whether it looks different
    turned by 180° (the engine's `turned`)."""
    raw = entry["card"]
    card = PathCard(raw["edges"], raw["dead_end"], groups=tuple(raw["groups"]))
    return {
        **entry,
        "turns": card.turned() != card,
        "svg": {str(t["degrees"]): pictures.card_svg(card, t["degrees"]) for t in rotations},
    }


def _marks(s2: dict[str, Any]) -> dict[str, Any]:
    """A path card's ladder, door and crystals as SVG to lay over its picture (centred on the
    card, `pictures.card_marks`): the ladder, each door, a ladder with each door, and each
    count of crystals (from 1); for the cards with two paths (by id) their own doors, which
    stand on the paths."""
    doors = [d["door"] for d in s2["path_features"]["doors"]]

    def on_paths(groups: list[str]) -> dict[str, dict[str, str]]:
        return {
            "doors": {door: pictures.card_marks(door=door, groups=groups) for door in doors},
            "ladder_and_door": {
                door: pictures.card_marks(ladder=True, door=door, groups=groups) for door in doors
            },
        }

    return {
        "ladder": pictures.card_marks(ladder=True),
        "doors": {door: pictures.card_marks(door=door) for door in doors},
        "ladder_and_door": {door: pictures.card_marks(ladder=True, door=door) for door in doors},
        "crystals": {
            str(c["crystals"]): pictures.card_marks(crystals=c["crystals"])
            for c in s2["path_features"]["crystals"]
        },
        "two_paths": {
            e["id"]: on_paths(e["card"]["groups"]) for e in s2["path_features"]["two_paths"]
        },
    }


def _expansion(catalog: dict[str, Any]) -> dict[str, Any]:
    """What the page offers when the reader switches to Saboteur 2 (the catalogue's
    "saboteur2"): its new kinds of move, its action cards, the cards that lie in front of a
    person, what discarding two cards may remove, how many cards passing may discard, what a
    path card may carry and the cards with two paths, with their pictures."""
    s2 = catalog["saboteur2"]
    features = s2["path_features"]
    names = {tool["id"]: tool["name"] for tool in catalog["tools"]}
    names.update({card["play"]: card["name"] for card in s2["action_cards"]})
    return {
        "edition": s2["edition"],
        "moves": s2["moves"],
        "action_cards": [
            {
                "id": card["play"],
                "label": card["name"],
                "move": {"play": card["play"]},
                "svg": pictures.expansion_card_svg(card["play"]),
            }
            for card in s2["action_cards"]
        ],
        "in_front": [{"id": card, "name": names[card]} for card in s2["in_front"]],
        "removable": [{"id": card, "name": names[card]} for card in s2["removable"]],
        "pass_discard": s2["pass_discard"],
        "max_crystals": s2["max_crystals"],
        # Its open rules that decide a check (none yet): the panel offers them in its mode.
        "options": options_of(s2, "check"),
        # What a path card may carry: ladder, door, crystals; bridge and double curves.
        "path_features": {
            **features,
            "two_paths": [_two_paths(e, catalog["rotations"]) for e in features["two_paths"]],
        },
        "marks": _marks(s2),
    }


WORKER = "assets/javascripts/zugpruefer-worker.js"
"""The checker's worker script, relative to the site root."""

BOOT = (
    Path(__file__).resolve().parent.parent
    / "docs"
    / "assets"
    / "javascripts"
    / "zugpruefer-boot.js"
)
"""The checker's first script, written inline into the page's `<head>` (the page's template): it
creates the worker as the head is parsed, not after a request of its own. Its text is allowed by
its hash (tools/headers.py reads this file too)."""


def boot_script() -> str:
    """The boot script's text as the page inlines it (and as its CSP hash is computed)."""
    return BOOT.read_text(encoding="utf-8")


def worker_url() -> str:
    """The engine worker's URL (relative to the site root), whose query says where the
    vendored Pyodide and the engine's files live (relative to the worker script), how many
    bytes the worker fetches (for its progress) and how long the engine's snapshot is
    (sitegen/snapshot.py). The worker reads it to start loading before the page has said
    anything. Needs the engine's folder (its hash names the URL), not its compressed copies."""
    from_worker = posixpath.relpath(pyodide.site_path(), posixpath.dirname(WORKER)) + "/"
    engine = pyodide.engine_path()[len(pyodide.site_path()) :]
    zipped = pyodide.engine_zip() / pyodide.STDLIB
    fetched = [pyodide.NODE_PYODIDE / "pyodide.asm.wasm", zipped]
    query = urllib.parse.urlencode(
        {
            "pyodide": from_worker,
            "engine": engine,
            "bytes": sum(path.stat().st_size for path in fetched),
            # The length of the engine's snapshot: a kept copy of another length is not used.
            "snapshot": (pyodide.engine_zip() / snapshot.NAME).stat().st_size,
        }
    )
    return f"{WORKER}?{query}"


def download_bytes() -> int:
    """The bytes of the whole runtime as a host that serves the precompressed copies sends
    them (brotli), for the page's note that the first start loads the engine once. The
    Brotli of the WebAssembly alone is half a minute of processor time in a fresh clone
    (cached after: sitegen/compress.py); the engine's zip first, which the build's background
    reaches last (sitegen/vendor.py)."""
    zipped = pyodide.engine_zip() / pyodide.STDLIB
    runtime = [zipped, *(pyodide.NODE_PYODIDE / name for name in pyodide.RUNTIME_FILES)]
    return sum(len(compress.brotli_bytes(path.read_bytes())) for path in runtime)


class _EngineConfig(Mapping[str, str]):
    """`engine_config()`: each value made when a template first reads it, so that only the
    checker page's rendering (MkDocs renders it last) waits for the Brotli sizes, not the
    build's other pages."""

    def __init__(self, error: type[Exception]) -> None:
        self._error = error
        self._made: dict[str, str] = {}
        self._makers: dict[str, Callable[[], str]] = {
            "boot": boot_script,
            "worker": worker_url,
            "download": lambda: str(download_bytes()),
        }

    def __getitem__(self, key: str) -> str:
        if key not in self._made:
            try:
                self._made[key] = self._makers[key]()
            except VendorError as failure:
                raise self._error(str(failure)) from failure
        return self._made[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._makers)

    def __len__(self) -> int:
        return len(self._makers)


def engine_config(error: type[Exception] = VendorError) -> Mapping[str, str]:
    """For the page template (`zugpruefer_engine`): `worker` (`worker_url`), `boot` (the inline
    start script) and `download` (`download_bytes`, as text), each computed on first use; a
    missing runtime file raises `error` (the hook's: a failed build with its message)."""
    return _EngineConfig(error)


def checker_data() -> dict[str, Any]:
    """Everything the checker page shows before (and besides) asking the engine."""
    catalog = api.catalog()
    return {
        "player": catalog["player"],
        # The table as the game lays it out (catalogue "layout"): start, goals, what to show.
        "table": catalog["layout"],
        "rotations": catalog["rotations"],
        "moves": catalog["moves"],
        # The options that decide a check: the page offers them as house rules.
        "options": checker_options(catalog),
        "tools": catalog["tools"],
        "path_cards": [_path_card(entry, catalog["rotations"]) for entry in catalog["path_cards"]],
        "action_cards": [_action_card(entry) for entry in catalog["action_cards"]],
        "start_picture": _picture(pictures.start_card_svg()),
        "goal_pictures": {
            "hidden": _picture(pictures.goal_card_svg()),
            "gold": _picture(pictures.goal_card_svg(True, "gold")),
            "stone": _picture(pictures.goal_card_svg(True, "stone")),
        },
        # The expansion's rules too: a verdict under Saboteur 2 names them, each with its
        # source and how sure it is, as the registry cites them (the rule pages' words; as in
        # the rule boxes, no confidence where the source already names it: NAMED_BY_SOURCE).
        "rules": {
            rule["id"]: {
                "title": rule["title"],
                "href": page_href(rule["anchor"]),
                "source": rule["source"],
                "confidence": None
                if rule["confidence"] in NAMED_BY_SOURCE
                else CONFIDENCE_NAMES[rule["confidence"]],
            }
            for rule in [*catalog["rules"], *catalog["saboteur2"]["rules"]]
        },
        # The sources a reader may not know by name, linked to the page Quellen as in the rule
        # boxes (sitegen.render.SOURCE_LINKS): their first mention in a source line.
        "source_links": [
            {"name": name, "href": page_href(anchor), "title": title}
            for name, (anchor, title) in SOURCE_LINKS.items()
        ],
        # The games by their ids, the base game first, each with its German name (the switch).
        "edition": catalog["editions"][0]["edition"],
        "editions": {e["edition"]: e["name"] for e in catalog["editions"]},
        "saboteur2": _expansion(catalog),
    }


def render_data() -> str:
    """The marker: the data as a JSON block that no HTML parser can break out of. (The worker's
    URL is on the page's script tag: overrides/zugpruefer.html, `engine_config`.)"""
    text = json.dumps(checker_data(), ensure_ascii=False, separators=(",", ":"))
    # "<" only occurs inside JSON strings, where \u003c means the same: no "</script>", no "<!--".
    text = text.replace("<", "\\u003c")
    return f'<script type="application/json" id="{ELEMENT_ID}">{text}</script>'
