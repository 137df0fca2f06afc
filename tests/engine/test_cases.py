"""The named cases of cases.json: each a German sentence, a request and the verdict the rules give.

The same file can be run inside Pyodide for a parity test.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules_py.api import check
from rules_py.checks import ORDER, TURN_ORDER
from rules_py.registry import RULES
from tests.engine.helpers import CASES


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_verdict_follows_the_rules(case: dict[str, Any]) -> None:
    result = check(case["request"])
    assert result["allowed"] is case["allowed"], result["answer"]
    assert result["failed"] == case["failed"], result["answer"]
    if case["allowed"] is None:
        assert result["error"]["code"] == "invalid-input"
        assert result["error"]["where"] == case["where"]
        assert result["checks"] == []
        assert result["answer"] == result["error"]["text"]
    else:
        assert result["error"] is None
        word = "Ja" if case["allowed"] else "Nein"
        assert result["answer"].startswith(word + ",")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_check_has_a_german_reason_and_a_rule(case: dict[str, Any]) -> None:
    result = check(case["request"])
    for item in result["checks"]:
        assert set(item) == {"code", "ok", "text", "rule", "option"}
        assert item["rule"] in RULES
        # A check rests on its own rule unless a narrower one (or a reading) decided it.
        narrower = {"not-crosswise": {"turn-180"}, "connected": {"dead-end"}}
        if item["option"] is not None:
            assert item["rule"] == item["option"]["rule"]
        else:
            assert item["rule"] in {item["code"], *narrower.get(item["code"], ())}
        assert item["text"][:1].isupper() or item["text"].startswith("„")
        assert item["text"].endswith((".", "!"))
    if result["failed"] is not None:
        first = next(c for c in result["checks"] if not c["ok"])
        assert first["code"] == result["failed"]
        assert first["text"][1:] in result["answer"]


def test_every_check_code_fails_in_at_least_one_case() -> None:
    failed = {c["failed"] for c in CASES if c["failed"]}
    every = set(TURN_ORDER) | {code for codes in ORDER.values() for code in codes}
    assert failed == every


def test_the_cases_cover_the_seed_table_rows() -> None:
    names = " ".join(c["name"] for c in CASES)
    for row in (
        "Wegekarte legen",
        "Reparatur",
        "Sabotage gegen andere",
        "Steinschlag",
        "Schatzkarte",
        "Passen",
    ):
        assert f"Tabelle: {row}" in names
    assert "Beispiel 1" in names and "Beispiel 2" in names
