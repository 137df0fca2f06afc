"""The page "Saboteur 2": every rule of the expansion has its section and box, the worked
examples are checked by the engine at build, the open questions sit under "Strittige Fragen"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules_py.edition2.registry import RULES2
from sitegen import saboteur2
from sitegen.links import split_anchor
from tests.site.site_html import ids, parse

PAGE = "saboteur-2.html"


def test_every_expansion_rule_links_to_a_section_of_the_page(site_dir: Path) -> None:
    sections = ids(parse(site_dir / PAGE))
    for rule in RULES2.values():
        page, fragment = split_anchor(rule.anchor)
        assert page == PAGE and fragment in sections, rule.id


def test_every_expansion_rule_box_is_on_the_page(site_dir: Path) -> None:
    root = parse(site_dir / PAGE)
    shown = {box.attrs["data-rule"] for box in root.find_all(lambda e: "data-rule" in e.attrs)}
    assert set(RULES2) <= shown


def test_the_open_questions_come_after_strittige_fragen(site_dir: Path) -> None:
    html = (site_dir / PAGE).read_text(encoding="utf-8")
    start = html.index('id="strittig"')
    for rule in RULES2.values():
        if rule.confidence == "open":
            assert html.index(f'id="{rule.id}"') > start, rule.id


def test_each_open_question_labels_its_answers_as_readings(site_dir: Path) -> None:
    # The review of round 4: searching "Geologe" showed bare "Nein: …" / "Ja, wenn …" bullets
    # with nothing saying they are two readings of an open question. Each answer bullet is now
    # "Lesart N – …", numbered in order (the first is the one used without your choice).
    html = (site_dir / PAGE).read_text(encoding="utf-8")
    counted = {}
    for rule in RULES2.values():
        if rule.confidence != "open" or not rule.choices:
            continue
        start = html.index(f'id="{rule.id}"')
        section = re.split(r"<h[23]", html[start:], maxsplit=1)[0]
        labels = re.findall(r"<li><strong>(.*?)</strong>", section)
        for n, label in enumerate(labels, 1):
            assert label.startswith(f"Lesart {n} – "), (rule.id, labels)
        counted[rule.id] = len(labels)
    assert counted["s2-geologist-winner"] == 2, counted


def test_the_rulebook_example_is_on_the_page_with_its_winners(site_dir: Path) -> None:
    root = parse(site_dir / PAGE)
    boxes = {
        box.attrs["data-saboteur2-example"]: box
        for box in root.find_all(lambda e: "data-saboteur2-example" in e.attrs)
    }
    folder = Path(saboteur2.EXAMPLE_DIR)
    for path in folder.glob("*.json"):
        claim = json.loads(path.read_text(encoding="utf-8"))["claim"]
        assert boxes[path.stem].attrs["data-winners"] == claim["winners"]
    assert boxes["der-chef-und-die-blaue-tuer"].attrs["data-winners"] == "blau"


def test_a_claim_the_engine_denies_fails_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = Path(saboteur2.EXAMPLE_DIR) / "der-chef-und-die-blaue-tuer.json"
    raw = json.loads(source.read_text(encoding="utf-8"))
    raw["claim"]["gold"]["Bea"] = 4  # the rulebook says 3
    (tmp_path / "falsch.json").write_text(json.dumps(raw), encoding="utf-8")
    monkeypatch.setattr(saboteur2, "EXAMPLE_DIR", tmp_path)
    with pytest.raises(saboteur2.Saboteur2Error):
        saboteur2.verify("falsch")
