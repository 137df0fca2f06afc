"""Worked examples: data with a claimed verdict, checked by the engine at build time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules_py import api
from rules_py.registry import RULES
from sitegen import markers, render, scenarios
from sitegen.links import unfall
from tests import shared
from tests.site.site_html import pages, parse

ROOT = Path(__file__).resolve().parents[2]
SEED_EXAMPLES = {"seed-reparatur-ist-dein-zug", "seed-erst-reparieren"}


def _shown(site_dir: Path) -> dict[str, list[tuple[str, dict[str, str]]]]:
    found: dict[str, list[tuple[str, dict[str, str]]]] = {}
    for path in pages(site_dir):
        for box in parse(path).find_all(lambda e: "data-example" in e.attrs):
            found.setdefault(box.attrs["data-example"], []).append((path.name, box.attrs))
    return found


def test_there_are_the_two_seed_examples_and_at_least_ten_more() -> None:
    ids = {s.id for s in scenarios.load_all()}
    assert ids >= SEED_EXAMPLES
    assert len(ids - SEED_EXAMPLES) >= 10


def test_the_examples_together_cover_every_check_code() -> None:
    codes = {c for codes in api.catalog()["check_codes"].values() for c in codes}
    failing = {s.failed for s in scenarios.load_all() if s.failed}
    assert codes <= failing, f"no example fails on {sorted(codes - failing)}"
    assert any(s.allowed for s in scenarios.load_all())


def test_every_example_is_on_the_examples_page_with_its_claimed_verdict(site_dir: Path) -> None:
    shown = _shown(site_dir)
    for scenario in scenarios.load_all():
        places = dict(shown.get(scenario.id, []))
        assert "beispiele.html" in places, f"{scenario.id} is not on beispiele.html"
        for page, attrs in places.items():
            assert attrs["data-allowed"] == ("true" if scenario.allowed else "false"), page
            assert attrs["data-failed"] == (scenario.failed or ""), page


def test_each_example_links_to_the_checker_with_its_own_request(site_dir: Path) -> None:
    root = parse(site_dir / "beispiele.html")
    for box in root.find_all(lambda e: "data-example" in e.attrs):
        scenario = scenarios.load(box.attrs["data-example"])
        opener = box.find_all(lambda e: e.attrs.get("class") == "sab-open-checker")
        hrefs = [a.attrs.get("href", "") for p in opener for a in p.find_all(_is_link)]
        falls = [h.split("#fall=", 1)[1] for h in hrefs if h.startswith("zugpruefer.html#fall=")]
        assert len(falls) == 1, scenario.id
        assert unfall(falls[0]) == scenario.request


def _is_link(e: object) -> bool:
    return getattr(e, "tag", "") == "a"


def test_each_nein_example_shows_the_engines_alternatives_as_checker_links(
    site_dir: Path,
) -> None:
    root = parse(site_dir / "beispiele.html")
    offered = 0
    for box in root.find_all(lambda e: "data-example" in e.attrs):
        scenario = scenarios.load(box.attrs["data-example"])
        lists = box.find_all(lambda e: e.attrs.get("class") == "sab-instead")
        links = [a for ul in lists for a in ul.find_all(_is_link)]
        if scenario.allowed:
            assert not links, scenario.id
            continue
        engine = api.check(scenario.request)["alternatives"]
        assert [a.all_text().strip() for a in links] == [alt["text"] for alt in engine]
        for link in links:
            request = unfall(link.attrs["href"].split("#fall=", 1)[1])
            assert api.check(request)["allowed"] is True, scenario.id
        offered += len(links)
    assert offered >= 5


def test_each_check_of_an_example_links_to_its_section(site_dir: Path) -> None:
    root = parse(site_dir / "beispiele.html")
    checks = root.find_all(lambda e: e.tag == "li" and "data-code" in e.attrs)
    assert checks
    for item in checks:
        hrefs = [a.attrs["href"] for a in item.find_all(lambda e: e.tag == "a")]
        # The link goes to the rule the verdict rests on: the check's own, or a narrower one.
        assert item.attrs["data-rule"] in RULES
        assert any(h.endswith("#" + item.attrs["data-rule"]) for h in hrefs), item.attrs


def _wrong(tmp: Path, name: str = "wrong") -> Path:
    """A scenario whose claim contradicts the rules: a path card with a broken lamp."""
    folder = tmp / "scenarios"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.json").write_text(
        json.dumps(
            {
                "name": "Falsch behauptet: mit kaputter Lampe eine Wegekarte legen",
                "text": "Absichtlich falsch.",
                "situation": {"broken": {"du": ["lamp"]}},
                "move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0},
                "claim": {"allowed": True},
            }
        ),
        encoding="utf-8",
    )
    return folder


def test_verify_rejects_a_scenario_whose_claim_the_engine_denies(tmp_path: Path) -> None:
    scenario = scenarios.load("wrong", _wrong(tmp_path))
    with pytest.raises(scenarios.ScenarioError, match="tools-intact"):
        scenarios.verify(scenario)


def test_the_example_marker_fails_on_a_wrong_claim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scenarios, "SCENARIO_DIR", _wrong(tmp_path))
    with pytest.raises(markers.MarkerError, match="claims allowed=True"):
        markers.render("<!-- md:example wrong -->", page="beispiele.md")


def test_an_unknown_marker_fails(tmp_path: Path) -> None:
    with pytest.raises(markers.MarkerError, match="unknown marker"):
        markers.render("<!-- md:no-such-thing -->", page="index.md")
    with pytest.raises(markers.MarkerError):
        markers.render("<!-- md:example no-such-example -->", page="index.md")
    with pytest.raises(markers.MarkerError, match="unknown rule"):
        markers.render("<!-- md:rule no-such-rule -->", page="index.md")
    with pytest.raises(render.RenderError):
        render.rule_box("no-such-rule")


@pytest.mark.site
def test_mkdocs_build_fails_when_a_scenario_claims_the_wrong_verdict(tmp_path: Path) -> None:
    # With this repository's build caches: the build's background steps (the engine folder,
    # Brotli of Pyodide's files) find their results there, so the failed build ends at once
    # instead of making them for a copy that is thrown away.
    copy = shared.repo_copy(tmp_path / "repo")
    target = copy / "docs" / "includes" / "scenarios" / "wegekarte-passt.json"
    data = json.loads(target.read_text(encoding="utf-8"))
    data["claim"] = {"allowed": False, "failed": "connected"}
    target.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "out")],
        cwd=copy,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(copy)},
        timeout=300,
    )
    assert done.returncode != 0, "the build passed although an example claims a wrong verdict"
    assert "wegekarte-passt" in done.stdout + done.stderr


def test_the_scenarios_export_as_one_json_list_for_other_tests() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sitegen.scenarios"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    exported = json.loads(done.stdout)
    assert {e["id"] for e in exported} == {s.id for s in scenarios.load_all()}
    for entry in exported:
        assert set(entry) == {"id", "name", "request", "allowed", "failed"}
        assert api.check(entry["request"])["allowed"] == entry["allowed"]
