"""One format for named engine cases: the pages' examples and the engine's test cases are read
by the same loader (`sitegen.scenarios`), which refuses what the format does not allow."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sitegen import scenarios

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "engine" / "cases.json"
PASS = {"situation": {"broken": {"du": ["lamp"]}}, "move": {"play": "pass"}}


def test_the_engine_cases_and_the_page_examples_load_through_the_same_loader() -> None:
    cases = scenarios.load_list(CASES)
    examples = scenarios.load_all()
    assert len(cases) >= 10 and len(examples) >= 10
    assert {type(c) for c in cases + examples} == {scenarios.Scenario}
    assert any(c.allowed is None for c in cases)  # invalid input is a case too
    assert all(e.text and e.allowed is not None for e in examples)


def test_a_case_file_can_be_an_example_file_and_back(tmp_path: Path) -> None:
    """The same record is a page's example once it has a text."""
    record = json.loads(CASES.read_text(encoding="utf-8"))[0]
    (tmp_path / "aus-den-tests.json").write_text(
        json.dumps({**record, "text": "Deine Lampe ist kaputt."}, ensure_ascii=False), "utf-8"
    )
    example = scenarios.load("aus-den-tests", tmp_path)
    assert example.request == scenarios.load_list(CASES)[0].request
    scenarios.verify(example)


@pytest.mark.parametrize(
    ("claim", "message"),
    [
        ({"allowed": False}, "'failed' exactly when not allowed"),
        ({"allowed": True, "failed": "tools-intact"}, "'failed' exactly when not allowed"),
        ({"allowed": None}, "'where' exactly when the input is invalid"),
        ({"allowed": True, "where": "move"}, "'where' exactly when the input is invalid"),
        ({"allowed": "ja"}, "true, false or null"),
        ({"allowed": True, "reason": "x"}, "'claim' needs"),
    ],
)
def test_a_claim_says_exactly_what_its_verdict_needs(claim: dict[str, Any], message: str) -> None:
    with pytest.raises(scenarios.ScenarioError, match=message):
        scenarios.parse("x", {"name": "x", "text": "x", **PASS, "claim": claim})


def test_a_page_example_shows_a_verdict_and_has_a_text() -> None:
    invalid = {"name": "x", **PASS, "claim": {"allowed": None, "where": "move"}}
    with pytest.raises(scenarios.ScenarioError, match="'text' is missing"):
        scenarios.parse("x", invalid)
    with pytest.raises(scenarios.ScenarioError, match="not invalid input"):
        scenarios.parse("x", {**invalid, "text": "x"})
    assert scenarios.parse("x", invalid, example=False).where == "move"


def test_an_invalid_input_claim_must_name_where_the_engine_finds_the_fault() -> None:
    hammer = {"situation": {}, "move": {"play": "sabotage", "tool": "hammer", "target": "Anna"}}
    right = scenarios.parse(
        "x",
        {"name": "x", **hammer, "claim": {"allowed": None, "where": "move.tool"}},
        example=False,
    )
    assert scenarios.verify(right)["error"]["where"] == "move.tool"
    wrong = scenarios.parse(
        "x", {"name": "x", **hammer, "claim": {"allowed": None, "where": "move.x"}}, example=False
    )
    with pytest.raises(scenarios.ScenarioError, match=r"claims invalid input at move\.x"):
        scenarios.verify(wrong)
