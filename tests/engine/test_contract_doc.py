"""The request examples of docs-dev/contract.md run against the engine, so the document
cannot drift from it.

A block ```` ```json FUNCTION [pending=NAME] ```` is a request for `rules_py.api.FUNCTION`.
What follows it says what the engine must answer: an expectation line (`→ allowed: false ·
failed: fits`) and/or a ```` ```json response ```` block that the answer must contain.  The
syntax is explained at the top of the document itself.

A `pending=NAME` example documents a wave-2 part of the contract that the engine may not have
yet: it runs as a strict xfail with the name as its reason, so the day the feature lands it
fails (XPASS) until the flag is taken out of the document.  Nothing is skipped.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from rules_py import api

DOC = Path(__file__).resolve().parents[2] / "docs-dev" / "contract.md"
FUNCTIONS = ("check", "placements", "play", "score", "catalog")
ELLIPSIS = "…"

_FENCE = re.compile(r"^```(?P<info>[^\n`]*)\n(?P<body>.*?)^```[ \t]*$", re.M | re.S)
_ITEM = re.compile(r"^\s*(?P<key>[a-z]+)\s*:\s*(?P<value>\S+)\s*$")


@dataclass
class Example:
    line: int
    function: str
    request: Any
    pending: str | None
    expect: dict[str, str] = field(default_factory=dict)
    response: Any = None

    @property
    def id(self) -> str:
        return f"{self.function}@line{self.line}"


def _info(info: str) -> tuple[list[str], str | None]:
    words = info.split()
    pending = next((w.split("=", 1)[1] for w in words if w.startswith("pending=")), None)
    return [w for w in words if not w.startswith("pending=")], pending


def _expectation(line: str) -> dict[str, str]:
    items = {}
    for part in line.lstrip("→").split("·"):
        match = _ITEM.match(part)
        if not match:
            raise ValueError(f"cannot read the expectation {part!r} in {line!r}")
        items[match["key"]] = match["value"]
    return items


def examples(text: str | None = None) -> list[Example]:
    """Every request block of the document with what follows it."""
    text = DOC.read_text(encoding="utf-8") if text is None else text
    found: list[Example] = []
    last: Example | None = None
    last_end = -1
    for match in _FENCE.finditer(text):
        words, pending = _info(match["info"])
        line = text.count("\n", 0, match.start()) + 1
        between = text[last_end : match.start()] if last is not None else ""
        if last is not None:
            arrows = [ln for ln in between.splitlines() if ln.startswith("→")]
            if arrows and not last.expect:
                last.expect = _expectation(arrows[0])
        if words[:1] != ["json"] or len(words) < 2:
            last = None
            continue
        if words[1] == "response":
            if last is None:
                raise ValueError(f"line {line}: a response block must follow its request block")
            if pending != last.pending:
                raise ValueError(f"line {line}: response and request differ in pending")
            last.response = json.loads(match["body"])
            last_end = match.end()
            continue
        if words[1] not in FUNCTIONS:
            raise ValueError(f"line {line}: unknown function {words[1]!r} in ```{match['info']}")
        last = Example(line, words[1], json.loads(match["body"]), pending)
        found.append(last)
        last_end = match.end()
    if last is not None and not last.expect:
        arrows = [ln for ln in text[last_end:].splitlines() if ln.startswith("→")]
        if arrows:
            last.expect = _expectation(arrows[0])
    return found


def call(function: str, request: Any) -> dict[str, Any]:
    fn = getattr(api, function, None)
    if fn is None:
        raise AssertionError(f"rules_py.api has no function {function!r}")
    result: dict[str, Any] = fn() if function == "catalog" else fn(request)
    twin = getattr(api, f"{function}_json", None)
    if twin is not None:  # whether every twin exists is test_every_function_has_its_text_twin's
        assert json.loads(twin(json.dumps(request))) == result, "the text twin answers otherwise"
    return result


def contains(actual: Any, expected: Any, where: str = "response") -> None:
    """`actual` has everything `expected` gives (see the document for lists and "…")."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: expected an object, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}: no key {key!r}"
            contains(actual[key], value, f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list), f"{where}: expected a list, got {actual!r}"
        if expected and expected[-1] == ELLIPSIS:
            expected = expected[:-1]
            assert len(actual) >= len(expected), f"{where}: fewer than {len(expected)} entries"
        else:
            n, want = len(actual), len(expected)
            assert n == want, f"{where}: {n} entries, not {want}"
        for i, value in enumerate(expected):
            contains(actual[i], value, f"{where}[{i}]")
    else:
        assert actual == expected, f"{where}: {actual!r}, not {expected!r}"


def _scalar(value: str) -> Any:
    return {"true": True, "false": False, "null": None}.get(value, value)


def _count(actual: list[Any], value: str, what: str) -> None:
    if value == "≥1":
        assert actual, f"expected at least one of {what}"
    else:
        assert len(actual) == int(value), f"{len(actual)} {what}, not {value}"


def meets(result: dict[str, Any], expect: dict[str, str]) -> None:
    for key, value in expect.items():
        if key in ("allowed", "failed"):
            assert result.get(key) == _scalar(value), f"{key}: {result.get(key)!r}, not {value}"
        elif key == "error":
            assert (result.get("error") or {}).get("code") == value, f"error: {result.get('error')}"
        elif key == "alternatives":
            assert "alternatives" in result, "the response has no 'alternatives'"
            _count(result["alternatives"], value, "alternatives")
        elif key == "placements":
            _count(result["placements"], value, "placements")
        elif key == "unblock":
            assert "unblock" in result, "the response has no 'unblock'"
            if value == "null":
                assert result["unblock"] is None, f"unblock: {result['unblock']!r}"
            else:
                assert isinstance(result["unblock"], str) and result["unblock"], "no unblock text"
        elif key == "option":
            rule, _, chosen = value.partition(":")
            options = [c.get("option") for c in result["checks"] if c.get("option")]
            assert {"rule": rule, "value": chosen} in [
                {"rule": o.get("rule"), "value": o.get("value")} for o in options
            ], f"no check names the option {value}: {options}"
        else:
            raise AssertionError(f"unknown expectation key {key!r}")


EXAMPLES = examples()


def test_the_document_has_examples_of_every_function_and_each_has_an_expectation() -> None:
    assert {e.function for e in EXAMPLES} == set(FUNCTIONS)
    for example in EXAMPLES:
        assert example.expect or example.response is not None, (
            f"docs-dev/contract.md line {example.line}: a request without an expectation"
        )


@pytest.mark.parametrize(
    "example",
    [
        pytest.param(
            e,
            id=e.id,
            marks=[pytest.mark.xfail(strict=True, reason=f"pending: {e.pending} (wave 2)")]
            if e.pending
            else [],
        )
        for e in EXAMPLES
    ],
)
def test_the_contract_example_holds(example: Example) -> None:
    result = call(example.function, example.request)
    meets(result, example.expect)
    if example.response is not None:
        contains(result, example.response)


# The worker's Python glue becomes engine API (INTERFACES.md, "Engine API"): until the lead
# lands them, these twins are pending.  Strict: the day one exists, take it out of this set.
TWINS_PENDING: set[str] = set()


@pytest.mark.parametrize(
    "twin",
    [
        pytest.param(
            f"{f}_json",
            marks=[pytest.mark.xfail(strict=True, reason=f"pending: {f}_json (wave 2)")]
            if f"{f}_json" in TWINS_PENDING
            else [],
        )
        for f in FUNCTIONS
        if f != "catalog"
    ],
)
def test_every_function_has_its_text_twin(twin: str) -> None:
    fn = getattr(api, twin, None)
    assert callable(fn), f"rules_py.api has no text twin {twin}"
    answer = json.loads(fn("[nicht json"))
    assert answer["error"]["code"] == "invalid-input"


def test_a_wrong_expectation_is_caught() -> None:
    """The reader of the document fails on a claim the engine denies (the test can fail)."""
    doc = '```json check\n{"move": {"play": "pass"}}\n```\n→ allowed: false\n'
    (example,) = examples(doc)
    with pytest.raises(AssertionError):
        meets(call(example.function, example.request), example.expect)
    with pytest.raises(AssertionError):
        contains({"a": [1, 2]}, {"a": [1]})
    contains({"a": [1, 2], "b": 0}, {"a": [1, ELLIPSIS]})
