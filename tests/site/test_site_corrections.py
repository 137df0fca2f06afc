"""The rules audit's corrections to the pages (issue 13): each test fails on the old text.

The old sentences are named here so that they cannot come back; the new ones are checked
against the rules (docs-dev/rules.md) or the engine's data, not against themselves.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

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
    # Since issue 22 the count is the rulebook's, on the page "Rundenende und Wertung".
    text = section(site_dir / "wertung.html", "gold-count")
    assert "Bei zehn Personen wären das neun" not in text
    # the rulebook: as many as players, nine with ten players; the house rule: the Goldsucher
    assert re.search(r"Personen mitspielen.*zehnt.*neun", text), text
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


# --- issue 22: the publisher's rulebook as a source ------------------------------------------

_PAGES = (
    "index",
    "ziel",
    "spielaufbau",
    "werkzeug",
    "reparieren",
    "wegekarten",
    "aktionskarten",
    "zugablauf",
    "wertung",
    "beispiele",
    "spielmaterial",
    "haeufige-fragen",
    "auslegung",
    "spickzettel",
    "quellen",
)


def page_text(site_dir: Path, page: str) -> str:
    return " ".join(_text(parse(site_dir / f"{page}.html")).split())


def article_text(site_dir: Path, page: str) -> str:
    (article,) = parse(site_dir / f"{page}.html").find_all(lambda e: e.tag == "article")
    return " ".join(_text(article).split())


def ids(site_dir: Path, page: str) -> set[str]:
    root = parse(site_dir / f"{page}.html")
    return {e.attrs["id"] for e in root.find_all(lambda e: "id" in e.attrs)}


def test_the_seeds_edition_is_the_seeds_word_never_a_checked_source(site_dir: Path) -> None:
    for page in _PAGES:
        text = page_text(site_dir, page)
        assert "Quelle: AMIGO: offizielle Spielregel (Version 4.0, 2025)" not in text, page
        for found in re.finditer(r"Version 4\.0", text):
            before = text[max(0, found.start() - 120) : found.start()]
            assert "laut Regelübersicht" in before or "nennt" in before, (page, before)


def test_the_sources_page_says_what_the_rulebook_is_and_where_a_copy_is(site_dir: Path) -> None:
    text = article_text(site_dir, "quellen")
    assert "smirea/Saboteur" in text and "Saboteur_1_Rules.pdf" in text
    assert "Z-Man" in text and "2004" in text
    # the gold count was listed twice, once as a question the checker does not decide
    assert "Dazu kommen zwei Fragen" not in text
    open_rows = parse(site_dir / "quellen.html").find_all(
        lambda e: e.attrs.get("data-confidence") == "open"
    )
    assert "gold-count" not in {e.attrs["data-rule"] for e in open_rows}


# The two printed rulebooks, named by one pattern (a phone review: the expansion's was named
# "Saboteur 2, Spielregel der englischen Ausgabe (…)", with no entry on the page Quellen).
RULEBOOKS = {
    "spielregel": (
        "Spielregel Grundspiel (AMIGO/Z-Man, engl. Ausgabe 2004)",
        "Saboteur_1_Rules.pdf",
    ),
    "spielregel-saboteur-2": (
        "Spielregel Saboteur 2 (AMIGO/Z-Man, engl. Ausgabe 2011)",
        "Saboteur_2.pdf",
    ),
}


def test_each_rulebook_has_its_entry_with_its_public_copy_and_its_citations_link_it(
    site_dir: Path,
) -> None:
    quellen = parse(site_dir / "quellen.html")
    for id, (name, pdf) in RULEBOOKS.items():
        (entry,) = quellen.find_all(lambda e, id=id: e.attrs.get("id") == id)
        text = " ".join(_text(entry).split())
        assert text.startswith(name) and "smirea/Saboteur" in text and pdf in text, text
    # Every rule box that names a rulebook links it to its entry: the base game's pages and
    # the page Saboteur 2 alike.
    linked = {}
    for page in [*_PAGES, "saboteur-2"]:
        for a in parse(site_dir / f"{page}.html").find_all(
            lambda e: e.tag == "a" and e.attrs.get("href", "").startswith("quellen.html#spielregel")
        ):
            linked.setdefault(a.attrs["href"].split("#")[1], set()).add(_text(a))
    assert linked == {id: {name} for id, (name, _) in RULEBOOKS.items()}, linked
    # The checker's sources link the same names to the same entries.
    html = (site_dir / "zugpruefer.html").read_text(encoding="utf-8")
    data = re.search(r'<script type="application/json" id="zugpruefer-daten">(.*?)</script>', html)
    assert data
    links = {x["name"]: x["href"] for x in json.loads(data.group(1))["source_links"]}
    for id, (name, _) in RULEBOOKS.items():
        assert links[name].endswith(f"quellen.html#{id}"), links


# The page Quellen counted and listed only the base game's rules (a review: the expansion's
# 29 rules, ids s2-…, were missing from "Regeln nach Sicherheit", the index and the open rules).
def _games() -> dict[str, dict[str, Any]]:
    """Each game's registry by the name the page gives the game."""
    from rules_py.edition2 import BASE_EDITION, EDITION
    from rules_py.edition2.registry import RULES2
    from rules_py.registry import RULES
    from sitegen.render import game_names

    names = game_names()
    return {names[BASE_EDITION]: RULES, names[EDITION]: RULES2}


def test_the_sources_page_counts_the_rules_of_each_game_by_confidence(site_dir: Path) -> None:
    from sitegen.texts import CONFIDENCE_NAMES

    quellen = parse(site_dir / "quellen.html")
    (counts,) = quellen.find_all(lambda e: "sab-counts" in e.attrs.get("class", "").split())
    shown = {}
    for item in counts.find_all(lambda e: e.tag == "li"):
        text = " ".join(_text(item).split())
        found = re.fullmatch(r"(.+?) \((\d+) Regeln\): (.+)", text)
        assert found, text
        pairs = [re.fullmatch(r"(.+) (\d+)", part) for part in found.group(3).split(" · ")]
        assert all(pairs), text
        shown[found.group(1)] = (int(found.group(2)), {p[1]: int(p[2]) for p in pairs if p})
    # the expectation from the registries' records: each rule counted once, by its confidence
    expected = {}
    for game, rules in _games().items():
        by_confidence: dict[str, int] = {}
        for rule in rules.values():
            name = CONFIDENCE_NAMES[rule.confidence]
            by_confidence[name] = by_confidence.get(name, 0) + 1
        expected[game] = (len(rules), by_confidence)
    assert shown == expected
    assert all(total == sum(n.values()) for total, n in shown.values())


def test_the_sources_page_lists_every_rule_and_every_open_rule_of_both_games(
    site_dir: Path,
) -> None:
    from rules_py.edition2.registry import GERMAN_RULEBOOK

    games = _games()
    quellen = parse(site_dir / "quellen.html")
    rows = quellen.find_all(lambda e: e.tag == "tr" and "data-rule" in e.attrs)
    registry = {id: rule for rules in games.values() for id, rule in rules.items()}
    # the index: every rule once, with its confidence
    listed = [(e.attrs["data-rule"], e.attrs["data-confidence"]) for e in rows]
    assert sorted(listed) == sorted((id, r.confidence) for id, r in registry.items())
    # each open rule with the reading that holds when you choose none, linked to both readings,
    # and a link to the checker (the calculator) exactly where its panel offers the switch
    html = (site_dir / "zugpruefer.html").read_text(encoding="utf-8")
    data = re.search(r'<script type="application/json" id="zugpruefer-daten">(.*?)</script>', html)
    assert data
    offered = {option["rule"] for option in json.loads(data.group(1))["options"]}
    html = (site_dir / "wertung.html").read_text(encoding="utf-8")
    data = re.search(r'<script type="application/json" id="wertung-daten">(.*?)</script>', html)
    assert data
    scored = {option["rule"] for option in json.loads(data.group(1))["saboteur2"]["options"]}
    assert scored and not scored & offered
    entries = {
        e.attrs["data-rule"]: e
        for e in quellen.find_all(lambda e: e.tag == "li" and "data-rule" in e.attrs)
    }
    opened = {id: r for id, r in registry.items() if r.confidence == "open"}
    assert set(entries) == set(opened) and {"s2-door-routes", "target-other"} <= set(opened)
    for id, rule in opened.items():
        text = " ".join(_text(entries[id]).split())
        assert f"ohne eure Angabe gilt: {rule.choices[0].label}." in text, text
        hrefs = [a.attrs["href"] for a in entries[id].find_all(lambda e: e.tag == "a")]
        readings = f"saboteur-2.html#{id}" if id.startswith("s2-") else f"auslegung.html#{id}"
        assert hrefs[0] == readings
        assert ("zugpruefer.html" in hrefs) == (id in offered), (id, hrefs)
        assert ("wertung.html#rechner" in hrefs) == (id in scored), (id, hrefs)
    # the expansion's German rulebook, cited by a reading though never seen, is a listed source
    citing = [r for r in registry.values() if GERMAN_RULEBOOK in r.source]
    (entry,) = quellen.find_all(lambda e: e.tag == "li" and _text(e).startswith(GERMAN_RULEBOOK))
    assert citing and {a.attrs["href"] for a in entry.find_all(lambda e: e.tag == "a")} == {
        f"saboteur-2.html#{r.id}" for r in citing
    }


def test_every_rule_of_the_rulebook_shows_its_section_where_it_is_explained(
    site_dir: Path,
) -> None:
    from rules_py.registry import RULES

    for rule in RULES.values():
        if rule.confidence != "rulebook":
            continue
        page, _ = rule.anchor.split("/#")
        boxes = parse(site_dir / f"{page}.html").find_all(
            lambda e, id=rule.id: (
                e.attrs.get("data-rule") == id and "sab-rule" in e.attrs.get("class", "")
            )
        )
        assert boxes, f"{rule.id}: no rule box on {page}"
        text = " ".join(_text(boxes[0]).split())
        # The source names the rulebook first; "Sicherheit: Spielregel" said it a second time.
        assert "Quelle: Spielregel Grundspiel (AMIGO/Z-Man, engl. Ausgabe 2004), Abschnitt" in (
            text
        ), (rule.id, text)
        assert "Sicherheit" not in text and re.search("Abschnitte? „", text), (
            rule.id,
            text,
        )


def test_the_gold_count_is_the_rulebooks_and_the_other_count_a_house_rule(site_dir: Path) -> None:
    text = section(site_dir / "wertung.html", "gold-count")
    assert "Hier sind sich die Quellen nicht einig" not in text
    assert "Spielregel" in text and "Hausregel" in text
    assert re.search(r"Personen mitspielen.*zehnt.*neun", text), text
    assert "gold-count" not in ids(site_dir, "auslegung")
    assert "goldkarten-anzahl" not in ids(site_dir, "wertung")


def test_a_tie_is_a_shared_first_place(site_dir: Path) -> None:
    for page, id in (("wertung", "shared-first"), ("haeufige-fragen", "tie")):
        text = section(site_dir / f"{page}.html", id)
        assert "ersten Platz" in text, (page, text)
    for page in _PAGES:
        assert "keine Quelle sicher" not in page_text(site_dir, page), page
        assert "gibt keine Quelle eine sichere Regel" not in page_text(site_dir, page), page
    assert "tie-break" not in ids(site_dir, "auslegung")


def test_building_beyond_the_picture_and_the_stone_cards_turn_are_rules(site_dir: Path) -> None:
    beyond = section(site_dir / "wegekarten.html", "beyond-layout")
    assert "5 × 9" in beyond and "Spielregel" in beyond
    stone = section(site_dir / "wegekarten.html", "stone-goal-turn")
    assert "Ausnahme" in stone and "passen" in stone
    assert "stone-goal-turn" not in ids(site_dir, "auslegung")
    faq = section(site_dir / "haeufige-fragen.html", "build-anywhere")
    assert "Spielregel" in faq


def test_the_printed_rules_that_were_missing_are_on_the_pages(site_dir: Path) -> None:
    assert "jüngste" in section(site_dir / "spielaufbau.html", "first-player")
    nxt = section(site_dir / "spielaufbau.html", "next-round")
    assert "links neben" in nxt and "letzte Karte" in nxt
    assert "mindestens 7" in section(site_dir / "wegekarten.html", "goal-reveal")
    passing = section(site_dir / "zugablauf.html", "pass-allowed")
    assert "ohne etwas abzuwerfen" in passing and "verdeckt" in passing
    assert "links neben" in section(site_dir / "wertung.html", "starts-next")
    assert "Wahlregel" in section(site_dir / "wertung.html", "broken-no-gold")


def test_the_gold_cards_values_are_given_with_their_source(site_dir: Path) -> None:
    # 28 gold cards (the rulebook's "Contents"); values from implementations: 16×1, 8×2, 4×3.
    values = {1: 16, 2: 8, 3: 4}
    assert sum(values.values()) == 28
    text = section(site_dir / "spielmaterial.html", "gold-values")
    assert "16 zeigen ein Goldstück, 8 zwei und 4 drei" in text
    assert f"zusammen {sum(v * n for v, n in values.items())} Goldstücke" in text
    assert "Mehrheit der Quellen" in text  # not the rulebook: it gives no values


# Where a page speaks of sabotaging yourself, both readings stand there with their sources.
_SELF = re.compile(r"vor dich selbst|selbst sabotieren|vor einem selbst|vor einen selbst")


def test_self_sabotage_stands_with_both_readings_and_their_sources(site_dir: Path) -> None:
    seen = []
    for page in _PAGES:
        text = article_text(site_dir, page)
        if not _SELF.search(text):
            continue
        seen.append(page)
        assert "Spielregel" in text and "Regelübersicht" in text, page
        assert "nur andere" in text or "nur gegen andere" in text, page
    assert {"aktionskarten", "auslegung", "haeufige-fragen", "spickzettel"} <= set(seen)
    # The cheat sheet printed one reading as fact.
    assert "Sabotage: offen vor eine andere Person" not in article_text(site_dir, "spickzettel")


def test_the_cheat_sheet_holds_round_end_gold_roles_and_hands(site_dir: Path) -> None:
    root = parse(site_dir / "spickzettel.html")
    text = article_text(site_dir, "spickzettel")
    assert root.find_all(lambda e: "data-deal" in e.attrs), "roles and hands per player count"
    assert root.find_all(lambda e: "data-saboteur-gold" in e.attrs), "the Saboteure's shares"
    for words in ("Rundenende", "gegen den Uhrzeigersinn", "zu zehnt neun", "ersten Platz"):
        assert words in text, words


def test_the_home_pages_quick_list_reaches_every_page(site_dir: Path) -> None:
    from mkdocs.utils import yaml_load  # MkDocs' own reader: it knows the `!ENV` tag

    nav = yaml_load((ROOT / "mkdocs.yml").read_text("utf-8").split("\nplugins:")[0])["nav"]
    pages = {next(iter(item.values())).removesuffix(".md") for item in nav} - {"index"}
    section_text = section(site_dir / "index.html", "schnell-nachschlagen")
    links = {
        e.attrs["href"].split("#")[0].removesuffix(".html")
        for e in parse(site_dir / "index.html").find_all(lambda e: e.tag == "a")
        if e.attrs.get("href", "").endswith(".html")
    }
    assert pages <= links, pages - links
    assert "Wertung" in section_text and "Strittige Fragen" in section_text


def test_the_smaller_text_corrections(site_dir: Path) -> None:
    roles = section(site_dir / "ziel.html", "roles-secret")
    assert "Zu dritt kann es sogar sein" not in roles and "zu viert" in roles
    sides = section(site_dir / "ziel.html", "sides")
    assert "verrät es einer Person" not in sides
    assert "niemand" in section(site_dir / "ziel.html", "winning")
    for id in ("next-round-starter", "through-stone", "optional-rule", "tie", "self-sabotage"):
        assert id in ids(site_dir, "haeufige-fragen"), id


def test_the_calculator_asks_for_the_last_card_and_the_optional_rule(site_dir: Path) -> None:
    root = parse(site_dir / "wertung.html")
    (app,) = root.find_all(lambda e: "data-wt-app" in e.attrs)
    text = " ".join(_text(app).split())
    assert "(strittig)" not in text  # the gold count is the rulebook's, not disputed
    hooks = {e.attrs.get("data-wt") for e in app.find_all(lambda e: "data-wt" in e.attrs)}
    assert {"last-card", "optional-rule"} <= hooks


def test_a_rule_box_says_its_source_once_and_links_the_word_regelvorlage(
    site_dir: Path,
) -> None:
    # Review: "Sicherheit: Regelübersicht · Quelle: Regelübersicht (laut Regelübersicht …)" said one
    # thing three times, and never said what the Regelübersicht is.
    seen = 0
    for page in _PAGES:
        root = parse(site_dir / f"{page}.html")
        metas = root.find_all(lambda e: "sab-rule__meta" in e.attrs.get("class", ""))
        for meta in metas:
            text = " ".join(_text(meta).split())
            assert "Sicherheit: Regelübersicht" not in text and "Sicherheit: Spielregel" not in text
            assert text.count("Regelübersicht") <= 1, (page, text)
            if "Regelübersicht" in text:
                seen += 1
                links = meta.find_all(lambda e: e.tag == "a" and "Regelübersicht" in _text(e))
                assert [a.attrs["href"] for a in links] == ["quellen.html#grundlagen"], page
    assert seen
    assert "Quelle: Regelübersicht" in article_text(site_dir, "quellen")


def test_the_printed_cheat_sheet_has_no_link_that_means_nothing_on_paper(site_dir: Path) -> None:
    root = parse(site_dir / "spickzettel.html")
    (article,) = root.find_all(lambda e: e.tag == "article")
    for link in article.find_all(lambda e: e.tag == "a" and "headerlink" not in str(e.attrs)):
        words = " ".join(_text(link).split())
        assert words.lower() not in {"warum", "hier", "mehr"}, words
    # the word Regelübersicht is explained where the sheet uses it
    assert "Regelübersicht (auf der diese Seite beruht)" in article_text(site_dir, "spickzettel")


# --- a player's review (phone, 390 × 844) -----------------------------------------------------


def test_the_examples_page_speaks_to_players_not_about_how_it_is_made(site_dir: Path) -> None:
    text = article_text(site_dir, "beispiele")
    assert "abgetippt" not in text and "selbst beantwortet" not in text
    assert "dieselbe Antwort, die du bekommst" in text


def test_the_faq_answers_whether_a_broken_lamp_can_be_broken_again(site_dir: Path) -> None:
    # Searching "Lampe schon kaputt" found the answer only deep in the page Kaputtes Werkzeug.
    text = section(site_dir / "haeufige-fragen.html", "already-broken")
    assert text.startswith("Darf ich eine Lampe kaputt machen, die schon kaputt ist?")
    assert "Nein." in text and "Regelübersicht" in text and "Spielregel" in text
    root = parse(site_dir / "haeufige-fragen.html")
    example = root.find_all(lambda e: e.attrs.get("id") == "bsp-keine-doppelte-sabotage")
    assert [e.attrs["data-failed"] for e in example] == ["no-duplicate"]
    assert "Regel dazu: Nie zweimal dasselbe Werkzeug" in text
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    (entry,) = [d for d in index["docs"] if d["location"] == "haeufige-fragen.html#already-broken"]
    assert all(word in entry["title"] for word in ("Lampe", "schon", "kaputt"))
