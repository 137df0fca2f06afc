"""Strittige Fragen (issue 14): every open question with both readings, and for every option
that can decide a check, one reading block per value with a checker link that carries it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_py import api
from rules_py.registry import RULES
from sitegen.links import unfall
from tests.site.site_html import Element, parse

CHECK_OPTIONS = [o for o in api.catalog()["options"] if o["scope"] == "check"]


def _sections(page: Path) -> dict[str, list[Element]]:
    (article,) = parse(page).find_all(lambda e: e.tag == "article")
    found: dict[str, list[Element]] = {}
    current: list[Element] | None = None
    for child in article.children:
        if child.tag == "h2":
            current = found.setdefault(child.attrs.get("id", ""), [])
        elif current is not None:
            current.append(child)
    return found


def _readings(elements: list[Element]) -> list[Element]:
    return [r for e in elements for r in e.find_all(lambda e: "data-reading" in e.attrs)]


def test_every_open_rule_names_two_readings(site_dir: Path) -> None:
    sections = _sections(site_dir / "auslegung.html")
    for rule in RULES.values():
        if rule.confidence != "open":
            continue
        bullets = [
            li
            for e in sections[rule.id]
            for li in e.find_all(lambda e: e.tag == "li")
            if li.children and li.children[0].tag == "strong"
        ]
        assert len(bullets) >= 2, f"auslegung.html#{rule.id} does not name both readings"


@pytest.mark.parametrize("option", CHECK_OPTIONS, ids=[o["rule"] for o in CHECK_OPTIONS])
def test_each_reading_of_a_check_option_has_its_checker_link(
    site_dir: Path, option: dict[str, object]
) -> None:
    rule = str(option["rule"])
    readings = _readings(_sections(site_dir / "auslegung.html")[rule])
    values = [v["value"] for v in option["values"]]  # type: ignore[attr-defined]
    assert sorted(r.attrs["data-value"] for r in readings) == sorted(values)
    for block in readings:
        assert block.attrs["data-rule"] == rule
        (link,) = block.find_all(
            lambda e: e.tag == "a" and e.attrs.get("href", "").startswith("zugpruefer.html#fall=")
        )
        request = unfall(link.attrs["href"].split("#fall=", 1)[1])
        assert request["situation"]["rules"] == {rule: block.attrs["data-value"]}
        answer = api.check(request)
        assert str(answer["allowed"]).lower() == block.attrs["data-allowed"]
        decided = [c["option"] for c in answer["checks"] if c.get("option")]
        assert {"rule": rule, "value": block.attrs["data-value"]} in [
            {"rule": o["rule"], "value": o["value"]} for o in decided
        ], f"the option did not decide any check of {block.attrs['id']}"


@pytest.mark.parametrize("option", CHECK_OPTIONS, ids=[o["rule"] for o in CHECK_OPTIONS])
def test_the_same_move_flips_with_the_reading(site_dir: Path, option: dict[str, object]) -> None:
    """The pair shows the point of the question: one reading allows the move, the other not."""
    readings = _readings(_sections(site_dir / "auslegung.html")[str(option["rule"])])
    assert {r.attrs["data-allowed"] for r in readings} == {"true", "false"}
    moves = set()
    for block in readings:
        (link,) = block.find_all(lambda e: "zugpruefer.html#fall=" in e.attrs.get("href", ""))
        moves.add(repr(unfall(link.attrs["href"].split("#fall=", 1)[1])["move"]))
    assert len(moves) == 1, "the readings of one question show different moves"
