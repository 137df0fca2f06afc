"""The rules audit's corrections to the pages (issue 13): each test fails on the old text.

The old sentences are named here so that they cannot come back; the new ones are checked
against the rules (docs-dev/rules.md) or the engine's data, not against themselves.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from rules_py import api
from sitegen import render
from tests.site.site_html import Element, parse

ROOT = Path(__file__).resolve().parents[2]


def _text(element: Element) -> str:
    if element.tag in ("script", "style", "svg"):
        return ""
    own = element.text if element.tag == "#text" else ""
    return own + "".join(_text(child) for child in element.children)


def section(page: Path, id: str) -> str:
    """The text of the section whose heading has this id, up to the next heading of its level."""
    root = parse(page)
    (article,) = root.find_all(lambda e: e.tag == "article")
    blocks = [c for c in article.children if c.tag != "#text" or c.text.strip()]
    start = next(
        i
        for i, e in enumerate(blocks)
        if e.attrs.get("id") == id and re.fullmatch(r"h[1-6]", e.tag)
    )
    level = blocks[start].tag
    end = next(
        (
            i
            for i in range(start + 1, len(blocks))
            if re.fullmatch(r"h[1-6]", blocks[i].tag) and blocks[i].tag <= level
        ),
        len(blocks),
    )
    return " ".join(" ".join(_text(e) for e in blocks[start:end]).split())


def test_the_goal_cards_lie_seven_card_widths_from_the_start(site_dir: Path) -> None:
    text = section(site_dir / "spielmaterial.html", "layout")
    assert "acht Plätze" not in text
    assert "sieben Kartenbreiten" in text
    # the engine's layout says the same: columns 1 to 7 free, the middle goal in column 8
    goals = {(g["x"], g["y"]) for g in api.catalog().get("layout", api.catalog())["goals"]}
    assert (8, 0) in goals


def test_the_gold_count_names_each_reading_whole(site_dir: Path) -> None:
    text = section(site_dir / "auslegung.html", "gold-count")
    assert "Bei zehn Personen wären das neun" not in text
    # reading one: as many as players, nine with ten players; reading two: the Goldsucher
    assert re.search(r"Personen am Tisch.*zehnt.*neun", text), text
    assert "Goldsucher gibt" in text


def test_an_open_goal_card_cannot_be_looked_at_with_the_map() -> None:
    raw = json.loads(
        (ROOT / "docs/includes/scenarios/schatzkarte-offene-zielkarte.json").read_text("utf-8")
    )
    assert "musst du nicht" not in raw["name"]  # "need not": the rule is "cannot"
    assert raw["claim"] == {"allowed": False, "failed": "map-target"}
    assert "kein Ziel" in raw["name"] or "nicht" in raw["name"]


def test_only_the_shapes_with_two_or_more_ends_exist_with_a_through_path(site_dir: Path) -> None:
    text = section(site_dir / "spielmaterial.html", "inventory")
    assert "Jede Form gibt es mit durchgehendem Weg und einmal als Sackgasse" not in text
    assert "nur einem Wegende gibt es nur als Sackgasse" in text
    # what the sentence says, from the engine's inventory
    through = {r["edges"] for r in api.catalog()["path_cards"] if not r["dead_end"]}
    dead = [r["edges"] for r in api.catalog()["path_cards"] if r["dead_end"]]
    assert [e for e in dead if len(e) == 1] and not [e for e in through if len(e) == 1]
    assert {e for e in dead if len(e) > 1} == through
    assert sorted(dead) == sorted(set(dead)), "each shape once as a dead end"


def test_the_sources_say_spieldauer(site_dir: Path) -> None:
    text = " ".join(_text(parse(site_dir / "quellen.html")).split())
    assert "Verlagsdauer" not in text
    assert "Spieldauer" in text


def test_two_broken_tools_of_yours_read_as_german() -> None:
    text = render.situation_text({"broken": {"du": ["lamp", "cart"]}})
    assert "Deine Lampe und Lore" not in text
    assert text == "Bei dir sind Lampe und Lore kaputt."


# One word per thing: the pages say "Lage" and "Platz" (the engine's and the checker's own
# texts are checked where they are written).
_OUR_TEXTS = [
    *ROOT.glob("docs/*.md"),
    *ROOT.glob("docs/includes/*.md"),
    *ROOT.glob("docs/includes/scenarios/*.json"),
    *ROOT.glob("overrides/partials/saboteur/*.html"),
    ROOT / "sitegen" / "texts.py",
]


def test_the_pages_say_lage_and_platz_not_situation_and_feld() -> None:
    found = []
    for path in _OUR_TEXTS:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":
            text = " ".join(re.findall(r'"([^"]*)"', text))  # the strings only, not names
        elif path.suffix == ".html":
            text = re.sub(r"\{[{%#].*?[}%#]\}", " ", text, flags=re.S)  # not the Jinja code
        for word in re.findall(r"\b(Situation\w*|Feld(?:er|es)?)\b", text):
            found.append(f"{path.relative_to(ROOT)}: {word}")
    assert not found, found
