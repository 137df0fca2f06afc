"""The page "Rundenende und Wertung": examples checked by the engine at build, plain HTML."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sitegen import markers, wertung, wertung_examples
from sitegen.links import unfall
from tests.site.site_html import ids, parse

PAGE = "wertung.html"


def test_every_example_is_on_the_page_with_the_winners_it_claims(site_dir: Path) -> None:
    root = parse(site_dir / PAGE)
    shown = {
        box.attrs["data-wertung-example"]: box
        for box in root.find_all(lambda e: "data-wertung-example" in e.attrs)
    }
    examples = wertung_examples.load_all()
    assert len(examples) >= 5
    for example in examples:
        assert example.id in shown, f"{example.id} is not on {PAGE}"
        box = shown[example.id]
        assert box.attrs["data-winners"] == (example.claim["winners"] or "")
        hrefs = [a.attrs.get("href", "") for a in box.find_all(lambda e: e.tag == "a")]
        links = [h.split("#wertung=", 1)[1] for h in hrefs if h.startswith(f"{PAGE}#wertung=")]
        assert [unfall(v) for v in links] == [example.request]


def test_the_examples_cover_both_outcomes_a_saboteur_finder_and_no_saboteur() -> None:
    examples = wertung_examples.load_all()
    winners = {e.claim["winners"] for e in examples}
    assert winners == {"goldsucher", "saboteure", None}
    finders = [e for e in examples if e.request["finder"]]
    assert any(e.request["roles"][e.request["finder"]] == "saboteur" for e in finders)
    assert any(e.request.get("rules", {}).get("gold-count") == "gold-diggers" for e in examples)


def test_an_example_whose_claim_the_engine_denies_fails_the_build(tmp_path: Path) -> None:
    original = json.loads(
        (wertung_examples.EXAMPLE_DIR / f"{wertung.FIRST}.json").read_text("utf-8")
    )
    wrong = {**original, "claim": {**original["claim"], "order": ["Anna", "Carla"]}}
    (tmp_path / "falsch.json").write_text(json.dumps(wrong), encoding="utf-8")
    with pytest.raises(wertung_examples.WertungError, match="claims"):
        wertung_examples.verify(wertung_examples.load("falsch", tmp_path))
    with pytest.raises(markers.MarkerError):
        markers.render("<!-- md:wertung gibt-es-nicht -->", PAGE)


def test_the_page_has_a_section_for_every_rule_that_points_to_it(site_dir: Path) -> None:
    from rules_py.registry import RULES

    sections = ids(parse(site_dir / PAGE))
    for rule in RULES.values():
        if rule.anchor.startswith("wertung/#"):
            assert rule.anchor.split("#", 1)[1] in sections, rule.id
    # the gold count is the rulebook's (issue 22): on this page, not among the open questions
    assert "gold-count" in sections and "gold-count" not in ids(parse(site_dir / "auslegung.html"))


def test_the_calculator_is_hidden_until_its_script_runs(site_dir: Path) -> None:
    root = parse(site_dir / PAGE)
    app = root.find_all(lambda e: "data-wt-app" in e.attrs)
    assert len(app) == 1 and "hidden" in app[0].attrs
    data = root.find_all(lambda e: e.attrs.get("id") == "wertung-daten")
    assert len(data) == 1
