"""The pages on the whole game (issue 13): Spielaufbau, Ziel und Rollen, Häufige Fragen,
and the box's facts on the start page and Spielmaterial."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules_py import api
from rules_py.registry import RULES
from sitegen.links import page_href
from tests.browser.helpers import Searcher
from tests.site.site_html import Element, parse

FACTS = Path(__file__).resolve().parents[2] / "docs" / "includes" / "eckdaten.md"


def _raw(element: Element) -> str:
    if element.tag in ("script", "style", "svg"):
        return ""
    own = element.text if element.tag == "#text" else ""
    return own + "".join(_raw(c) for c in element.children)


def _text(element: Element) -> str:
    return " ".join(_raw(element).split())


def _article(page: Path) -> Element:
    (article,) = parse(page).find_all(lambda e: e.tag == "article")
    return article


def _sections(page: Path) -> list[tuple[str, list[Element]]]:
    """The article's h2 sections: (id, the elements up to the next h2)."""
    found: list[tuple[str, list[Element]]] = []
    for child in _article(page).children:
        if child.tag == "h2":
            found.append((child.attrs.get("id", ""), [child]))
        elif found:
            found[-1][1].append(child)
    return found


def test_the_player_range_of_the_facts_is_the_engines() -> None:
    players = [row["players"] for row in api.catalog()["deal"]]
    text = FACTS.read_text(encoding="utf-8")
    assert f"<strong>{min(players)} bis {max(players)}</strong> Personen" in text


@pytest.mark.parametrize("page", ["index.html", "spielmaterial.html", "spielaufbau.html"])
def test_the_box_facts_are_on_the_page(site_dir: Path, page: str) -> None:
    text = _text(_article(site_dir / page))
    for fact in ("3 bis 10 Personen", "ab 8 Jahren", "etwa 30 Minuten", "04900"):
        assert fact in text, f"{page}: {fact!r} missing"


def test_the_setup_goes_in_the_order_of_its_rule(site_dir: Path) -> None:
    ids = [id for id, _ in _sections(site_dir / "spielaufbau.html")]
    steps = ["dwarf-cards", "start-and-goals", "draw-pile", "hands", "gold-cards", "first-player"]
    assert [id for id in ids if id in steps] == steps
    # dealt dwarf cards: the table from the engine's data, one row per number of players
    rows = _article(site_dir / "spielaufbau.html").find_all(lambda e: "data-players" in e.attrs)
    assert [int(r.attrs["data-players"]) for r in rows] == [
        d["players"] for d in api.catalog()["deal"]
    ]


def test_the_roles_page_says_what_each_side_wants_and_that_roles_are_secret(
    site_dir: Path,
) -> None:
    ids = {id for id, _ in _sections(site_dir / "ziel.html")}
    assert {"sides", "roles-secret", "talk-allowed"} <= ids


_RULE_HREFS = {page_href(r.anchor) for r in RULES.values()}


def test_every_answer_of_the_faq_is_backed_by_an_example_or_a_registry_rule(
    site_dir: Path,
) -> None:
    sections = _sections(site_dir / "haeufige-fragen.html")
    assert len(sections) >= 6
    for id, elements in sections:
        examples = [e for el in elements for e in el.find_all(lambda e: "data-example" in e.attrs)]
        links = {
            a.attrs["href"]
            for el in elements
            for a in el.find_all(lambda e: e.tag == "a" and "href" in e.attrs)
        }
        backed = (
            examples or links & _RULE_HREFS or any(h.startswith("auslegung.html") for h in links)
        )
        assert backed, f"haeufige-fragen.html#{id} names no example and no rule"


@pytest.mark.parametrize("page", ["index.html", "haeufige-fragen.html"])
def test_the_site_says_what_it_covers_and_sends_the_expansion_to_its_page(
    site_dir: Path, page: str
) -> None:
    article = _article(site_dir / page)
    text = _text(article)
    assert "Grundspiel" in text and re.search(r"Das Duell.{0,12} kommt hier nicht vor", text)
    expansion = article.find_all(
        lambda e: e.tag == "a" and e.attrs.get("href") == "saboteur-2.html"
    )
    assert expansion, "no link to the page on Saboteur 2"


@pytest.fixture
def searcher(start_page_searcher: Searcher) -> Searcher:
    """The session's start page for searches (tests/conftest.py), shared with the searches of
    test_site_browser and test_wertung: the same first visit of the start page."""
    return start_page_searcher


@pytest.mark.browser
@pytest.mark.parametrize("query", ["Spielaufbau", "Goldkarten", "Zwergenkarten"])
def test_the_search_finds_the_setup_page(searcher: Searcher, query: str) -> None:
    links = searcher.search(query)
    assert any("spielaufbau.html" in href for href in links), links


@pytest.mark.browser
def test_the_search_finds_the_faq_in_german(searcher: Searcher) -> None:
    links = searcher.search("lügen")
    assert any("haeufige-fragen.html" in href for href in links), links
