"""Check codes, registry anchors and the sections on the pages agree."""

from __future__ import annotations

import re
from pathlib import Path

from rules_py import api
from rules_py.registry import RULES
from sitegen.links import page_href, split_anchor
from tests.site.site_html import ids, pages, parse

# The fixed interface of the brief: where each check code of docs-dev/contract.md is explained.
FIXED = {
    "card-in-hand": "zugablauf.html",
    "one-card-per-turn": "zugablauf.html",
    "tools-intact": "werkzeug.html",
    "cell-free": "wegekarten.html",
    "not-crosswise": "wegekarten.html",
    "adjacent": "wegekarten.html",
    "fits": "wegekarten.html",
    "connected": "wegekarten.html",
    "sabotage-present": "reparieren.html",
    "target-exists": "aktionskarten.html",
    "target-other": "aktionskarten.html",
    "no-duplicate": "aktionskarten.html",
    "rockfall-target": "aktionskarten.html",
    "map-target": "aktionskarten.html",
}


def _engine_codes() -> set[str]:
    return {code for codes in api.catalog()["check_codes"].values() for code in codes}


def test_the_engine_has_exactly_the_check_codes_of_the_contract() -> None:
    assert _engine_codes() >= set(FIXED), (
        "a check code of docs-dev/contract.md is missing in the engine"
    )


def test_every_check_code_has_a_section_on_its_fixed_page(site_dir: Path) -> None:
    for code, page in FIXED.items():
        assert code in ids(parse(site_dir / page)), f"{page} has no id={code!r}"


def test_every_check_code_of_the_engine_has_a_rule_whose_anchor_is_a_section(
    site_dir: Path,
) -> None:
    for code in _engine_codes():
        assert code in RULES, f"check code {code!r} has no rule in the registry"
        page, fragment = split_anchor(RULES[code].anchor)
        assert fragment == code
        assert code in ids(parse(site_dir / page)), f"{page} has no section #{code}"


def test_every_rule_of_the_registry_links_to_an_existing_section(site_dir: Path) -> None:
    missing = []
    for rule in RULES.values():
        page, fragment = split_anchor(rule.anchor)
        path = site_dir / page
        if not path.is_file() or fragment not in ids(parse(path)):
            missing.append(f"{rule.id} → {page_href(rule.anchor)}")
    assert not missing, f"registry anchors without a section: {missing}"


def test_every_open_rule_is_explained_on_the_page_of_disputed_questions(site_dir: Path) -> None:
    sections = ids(parse(site_dir / "auslegung.html"))
    for rule in RULES.values():
        if rule.confidence == "open":
            assert rule.id in sections, f"auslegung.html has no section #{rule.id}"


def test_every_rule_box_on_a_page_sits_under_its_own_section(site_dir: Path) -> None:
    """A rule's box is shown on the page its anchor names (the registry links there)."""
    shown: dict[str, set[str]] = {}
    for path in pages(site_dir):
        for box in parse(path).find_all(lambda e: "data-rule" in e.attrs and e.tag == "div"):
            shown.setdefault(box.attrs["data-rule"], set()).add(path.name)
    for rule in RULES.values():
        page, _ = split_anchor(rule.anchor)
        assert page in shown.get(rule.id, set()), f"rule {rule.id} is not shown on {page}"


def test_every_internal_link_with_a_fragment_resolves(site_dir: Path) -> None:
    broken = []
    cache: dict[str, set[str]] = {}
    for path in pages(site_dir):
        root = parse(path)
        for a in root.find_all(lambda e: e.tag == "a" and "href" in e.attrs):
            href = a.attrs["href"]
            match = re.fullmatch(r"([\w-]+\.html)?#([\w-]+)", href)
            if not match or href.startswith("zugpruefer.html#fall="):
                continue
            target = match[1] or path.name
            if target not in cache:
                file = site_dir / target
                cache[target] = ids(parse(file)) if file.is_file() else set()
            if match[2] not in cache[target]:
                broken.append(f"{path.name}: {href}")
    assert not broken, broken


def test_links_to_interpretations_in_rule_boxes_and_the_inventory_resolve(site_dir: Path) -> None:
    """Template links to the page of disputed questions are built from the registry and
    point at a section there (MkDocs' own validation does not see template output)."""
    sections = ids(parse(site_dir / "auslegung.html"))
    found = []
    for path in pages(site_dir):
        for box in parse(path).find_all(
            lambda e: (e.tag == "div" and "data-rule" in e.attrs) or "data-card" in e.attrs
        ):
            for a in box.find_all(lambda e: e.tag == "a" and "href" in e.attrs):
                if a.attrs["href"].startswith("auslegung.html"):
                    found.append((path.name, a.attrs["href"]))
    open_rules = {r.id for r in RULES.values() if r.confidence == "open"}
    targets = {href.partition("#")[2] for _, href in found}
    missing = open_rules - targets
    assert not missing, f"open rules without a link to their explanation: {missing}"
    assert "straight-count" in targets, "the inventory does not link the disputed count"
    for page, href in found:
        assert re.fullmatch(r"auslegung\.html#[\w-]+", href), f"{page}: {href}"
        assert href.partition("#")[2] in sections, f"{page}: {href} has no section"
