"""The rule registry, the inventory and the catalog for the site and the checker."""

from __future__ import annotations

import json
import re

import pytest

from rules_py.api import catalog
from rules_py.cards import INVENTORY, PathCard
from rules_py.checks import ORDER, TURN_ORDER
from rules_py.registry import (
    CONFIDENCES,
    RULEBOOK,
    RULEBOOK_SECTIONS,
    RULES,
    SEED,
    SOURCES,
    rule,
)

FIXED_ANCHORS = {
    "card-in-hand": "zugablauf/#card-in-hand",
    "one-card-per-turn": "zugablauf/#one-card-per-turn",
    "tools-intact": "werkzeug/#tools-intact",
    "cell-free": "wegekarten/#cell-free",
    "not-crosswise": "wegekarten/#not-crosswise",
    "adjacent": "wegekarten/#adjacent",
    "fits": "wegekarten/#fits",
    "connected": "wegekarten/#connected",
    "sabotage-present": "reparieren/#sabotage-present",
    "target-exists": "aktionskarten/#target-exists",
    "target-other": "aktionskarten/#target-other",
    "no-duplicate": "aktionskarten/#no-duplicate",
    "rockfall-target": "aktionskarten/#rockfall-target",
    "map-target": "aktionskarten/#map-target",
}
PAGES = (
    "zugablauf",
    "werkzeug",
    "reparieren",
    "wegekarten",
    "aktionskarten",
    "auslegung",
    "spielmaterial",
    "spielaufbau",
    "ziel",
    "wertung",
)


def test_every_check_code_has_a_rule_with_the_fixed_anchor() -> None:
    codes = set(TURN_ORDER) | {c for kind in ORDER.values() for c in kind}
    assert codes == set(FIXED_ANCHORS)
    for code, anchor in FIXED_ANCHORS.items():
        assert rule(code).anchor == anchor


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_rule_is_complete(rule_id: str) -> None:
    entry = RULES[rule_id]
    assert entry.id == rule_id
    assert entry.confidence in CONFIDENCES
    page, fragment = entry.anchor.split("/#")
    assert page in PAGES and fragment == rule_id
    assert entry.title and entry.text.endswith(".") and entry.source
    if entry.confidence == "seed":
        assert SEED in entry.source
    if entry.confidence == "rulebook":
        # a reader finds the rulebook's section: the source names one of its headings
        cited = re.findall(r"Abschnitte? ((?:„[^“]+“(?:, | und )?)+)", entry.source)
        assert cited and entry.source.startswith(RULEBOOK), entry.source
        for section in re.findall(r"„([^“]+)“", " ".join(cited)):
            assert section in RULEBOOK_HEADINGS, section
    if entry.confidence == "open" and rule_id not in FIXED_ANCHORS:
        assert page == "auslegung"
    if entry.confidence == "open":
        # Every open rule can be switched: two readings or more, German labels, a default.
        assert entry.switch == "reading"
    if entry.choices:
        assert len(entry.choices) >= 2 and entry.scope is not None and entry.switch
        assert entry.default == entry.choices[0].value
        assert all(c.label and c.value.isascii() for c in entry.choices)
        if entry.switch != "reading":  # a house rule or the printed optional rule
            assert entry.confidence == "rulebook"
    else:
        assert entry.switch is None and entry.confidence != "open"


# The section headings of the publisher's rulebook (English US edition, © 2004 AMIGO / Z-Man),
# as printed: the places a rule marked "rulebook" may cite.
RULEBOOK_HEADINGS = {
    "Contents",
    "Idea of the Game",
    "Preparation",
    "How to play",
    "Playing a path card",
    "Playing an action card",
    "Pass",
    "End of a round",
    "Handing out the gold",
    "A new round begins",
    "End of the game",
}


def test_the_seed_names_its_edition_as_its_own_word_never_as_checked() -> None:
    # Issue 22: "Quelle: AMIGO: offizielle Spielregel (Version 4.0, 2025)" read as if the site
    # had checked that edition.  Every mention is the seed's ("laut Regelübersicht").
    old = "AMIGO: offizielle Spielregel (Version 4.0, 2025)"
    for entry in RULES.values():
        assert not entry.source.startswith("AMIGO"), entry.id
        assert old not in entry.source, entry.id
        for at in [m.start() for m in re.finditer("Version 4.0", entry.source)]:
            assert "laut Regelübersicht" in entry.source[max(0, at - 80) : at], entry.id


def test_what_the_rulebook_settles_is_a_rule_of_the_rulebook() -> None:
    # Issue 22: the gold count, the tie, building beyond the picture, the stone card's turn,
    # the starter of the next round and the optional rule are printed in the rulebook.
    for rule_id in (
        "gold-count",
        "shared-first",
        "beyond-layout",
        "stone-goal-turn",
        "next-round",
        "first-player",
        "broken-no-gold",
        "rockfall-target",
    ):
        assert RULES[rule_id].confidence == "rulebook", rule_id
    # the Steinschlag box cited the seed for a point the seed does not make
    assert SEED not in RULES["rockfall-target"].source
    assert "Abschnitt „Handing out the gold“" in RULES["gold-count"].source
    assert RULES["gold-count"].label("gold-diggers").startswith("Hausregel")
    assert RULES["broken-no-gold"].default == "no"


def test_sabotage_on_yourself_is_an_open_question_and_the_check_says_auslegung() -> None:
    assert rule("target-other").confidence == "open"
    from rules_py.api import check

    result = check({"move": {"play": "sabotage", "tool": "lamp", "target": "du"}})
    assert "Auslegung" in result["answer"]
    assert result["checks"][-2]["option"]["rule"] == "target-other"


def test_the_sources_keep_the_seed_and_its_date() -> None:
    assert SOURCES["as_of"] == "Quellenstand: 25. Oktober 2026"
    assert any(s["title"] == "Regelübersicht" for s in SOURCES["seed"])  # type: ignore[attr-defined]
    assert SOURCES["rulebook"]["title"] == RULEBOOK  # type: ignore[index]


def test_both_rulebooks_are_named_alike_and_listed_alike() -> None:
    # One pattern for both printed rulebooks, so that a reader sees the two as one kind of
    # source; each listed with the same keys (title, note, public copy, sections).
    from rules_py.edition2 import registry as s2

    # The game's name as the checker's switch says it (a phone review: "des Grundspiels" beside
    # "von Saboteur 2"), and the same publisher and edition words.
    assert RULEBOOK == "Spielregel Grundspiel (AMIGO/Z-Man, engl. Ausgabe 2004)"
    assert s2.RULEBOOK == "Spielregel Saboteur 2 (AMIGO/Z-Man, engl. Ausgabe 2011)"
    base = SOURCES["rulebook"]
    assert isinstance(base, dict) and base.keys() == s2.SOURCE.keys()
    assert s2.SOURCE["title"] == s2.RULEBOOK
    assert "Saboteur_1_Rules.pdf" in base["public_copy"] and "Saboteur_2.pdf" in str(
        s2.SOURCE["public_copy"]
    )
    assert all(r.source.startswith(s2.RULEBOOK) for r in s2.RULES2.values())


def test_the_inventory_has_40_path_cards_and_27_action_cards() -> None:
    paths = sum(r.count for r in INVENTORY if isinstance(r.card, PathCard))
    dead = sum(r.count for r in INVENTORY if isinstance(r.card, PathCard) and r.card.dead_end)
    actions = sum(r.count for r in INVENTORY if not isinstance(r.card, PathCard))
    assert (paths, dead, actions) == (40, 9, 27)
    assert len({r.id for r in INVENTORY}) == len(INVENTORY)
    for row in INVENTORY:
        assert row.source and row.confidence in CONFIDENCES and row.label
        assert row.rule in RULES


def test_which_straight_has_four_copies_is_marked_open() -> None:
    straights = {
        r.card.edges: r
        for r in INVENTORY
        if isinstance(r.card, PathCard) and not r.card.dead_end and r.card.edges in ("NS", "EW")
    }
    assert straights["NS"].count == 4 and straights["EW"].count == 3
    assert {r.confidence for r in straights.values()} == {"open"}


def test_the_catalog_is_json_and_carries_every_label() -> None:
    data = catalog()
    text = json.dumps(data, ensure_ascii=False)
    assert json.loads(text) == data
    assert data["tools"] == [
        {"id": "pickaxe", "name": "Spitzhacke"},
        {"id": "lamp", "name": "Lampe"},
        {"id": "cart", "name": "Lore"},
    ]
    assert sum(p["count"] for p in data["path_cards"]) == 40
    assert sum(a["count"] for a in data["action_cards"]) == 27
    assert {r["id"] for r in data["rules"]} == set(RULES)
    assert data["check_codes"]["path"] == list(ORDER["path"])
    for action in data["action_cards"]:
        assert action["move"]["play"] in ("sabotage", "repair", "rockfall", "map")


# From docs-dev/rules.md (confirmed): hand size 6 (3–5 players), 5 (6–7), 4 (8–10); dwarf cards for
# 3…10 players: Saboteure 1,1,2,2,3,3,3,4; Goldsucher 3,4,4,5,5,6,7,7.
DEALS_FROM_THE_RULES = {
    3: (6, 1, 3),
    4: (6, 1, 4),
    5: (6, 2, 4),
    6: (5, 2, 5),
    7: (5, 3, 5),
    8: (4, 3, 6),
    9: (4, 3, 7),
    10: (4, 4, 7),
}


def test_hands_and_dwarf_cards_per_number_of_players_are_the_rules() -> None:
    deal = catalog()["deal"]
    assert {d["players"]: (d["hand"], d["saboteurs"], d["gold_diggers"]) for d in deal} == (
        DEALS_FROM_THE_RULES
    )
    assert [d["players"] for d in deal] == sorted(DEALS_FROM_THE_RULES)
    for d in deal:
        # one dwarf card more than players, from the box's 4 Saboteure and 7 Goldsucher
        assert d["saboteurs"] + d["gold_diggers"] == d["players"] + 1, d
        assert d["saboteurs"] <= 4 and d["gold_diggers"] <= 7, d
        assert d["rule"] == "deal" and d["rule"] in RULES
        assert d["source"] == RULES["deal"].source


def test_each_rulebook_section_cited_has_a_german_gloss_beside_its_english_title() -> None:
    # The review of round 4: "How to play", "Playing an action card" stood without German.
    # The English title stays (it is what the reader finds in the rulebook), the German follows.
    cited = 0
    for entry in RULES.values():
        for title, after in re.findall(r"„([^“]+)“( \([^)]*\))?", entry.source):
            if title in RULEBOOK_SECTIONS:
                cited += 1
                assert re.fullmatch(r" \([a-zäöüß ]+\)", after, re.I), (entry.id, title, after)
    assert cited


def test_the_expansion_cites_its_rulebooks_sections_with_a_german_gloss_too() -> None:
    # A phone review: the expansion's rules named its rulebook without a section. Each now names
    # the headings a reader finds in the printed text (saboteur2.txt), German beside each.
    from rules_py.edition2 import registry as s2

    for entry in s2.RULES2.values():
        cited = re.findall(r"„([^“]+)“ \(([^)]*)\)", entry.source)
        assert cited, (entry.id, entry.source)
        for title, gloss in cited:
            assert s2.SECTION_GLOSS[title] == gloss, (entry.id, title)


def test_the_publisher_lines_say_each_rulebooks_imprint_in_one_form() -> None:
    # The imprints as printed: the base game "©2004 AMIGO Spiel + Freizeit GmbH. Distribution
    # in the US: Z-Man Games", the expansion "© 2011 AMIGO Spiel + Freizeit GmbH, © 2011 Z-Man
    # Games". The page Quellen says them in its text and in each rulebook's entry, alike.
    from pathlib import Path

    from rules_py.edition2 import registry as s2

    base = "© 2004 AMIGO Spiel + Freizeit, Vertrieb in den USA: Z-Man Games"
    expansion = "© 2011 AMIGO Spiel + Freizeit und Z-Man Games"
    assert f"({base})" in str(SOURCES["rulebook"]["note"])  # type: ignore[index]
    assert f"({expansion})" in str(s2.SOURCE["note"])
    page = (Path(__file__).resolve().parents[2] / "docs" / "quellen.md").read_text("utf-8")
    assert f"({base})" in page and f"({expansion})" in page
