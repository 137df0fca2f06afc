"""Hardening: the findings of issue 15, each reproduced, and a fuzz suite over every entry point.

Every request a real game produces is accepted; anything larger is invalid input with a German
text that names the limit.  Output is always strict JSON that is valid UTF-8.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.api import check, check_json, placements, placements_json, play, play_json
from rules_py.cli import main
from rules_py.limits import LIMITS
from tests.budget import any_text, examples

FUZZ = examples(150)


def strict(text: str) -> Any:
    """Parse as a strict parser would: NaN and Infinity are not JSON."""

    def refuse(name: str) -> None:
        raise AssertionError(f"not strict JSON: {name}")

    text.encode("utf-8")  # raises on a lone surrogate
    return json.loads(text, parse_constant=refuse)


def nested(levels: int) -> str:
    return '{"situation": {"board": ' + "[" * levels + "]" * levels + '}, "move": {"play": "pass"}}'


# --- finding 1: deep nesting ---------------------------------------------------------------


def test_three_thousand_nested_brackets_are_invalid_input_naming_the_limit() -> None:
    result = strict(check_json(nested(3_000)))
    assert result["allowed"] is None
    assert result["error"]["code"] == "invalid-input"
    assert str(LIMITS.depth) in result["error"]["text"]
    # 100,000 levels are also longer than any request may be: that limit answers first.
    result = strict(check_json(nested(100_000)))
    assert result["error"]["code"] == "invalid-input"
    assert f"{LIMITS.text} Zeichen" in result["error"]["text"]


def test_a_request_as_deep_as_the_game_needs_is_accepted() -> None:
    request = {
        "situation": {"board": [{"x": 1, "y": 0, "card": {"edges": "EW"}, "rotation": 0}]},
        "move": {"play": "path", "card": {"edges": "EW"}, "x": 2, "y": 0, "rotation": 0},
    }
    assert strict(check_json(json.dumps(request)))["allowed"] is True


# --- finding 2: lone surrogates ------------------------------------------------------------


def test_a_lone_surrogate_in_a_name_gives_utf8_json_and_exit_2_on_the_cli() -> None:
    text = '{"move": {"play": "sabotage", "tool": "lamp", "target": "\\ud800"}}'
    result = strict(check_json(text))
    assert result["error"]["where"] == "move.target"
    done = subprocess.run(
        [sys.executable, "-m", "rules_py", "check", "-"],
        input=text.encode(),
        capture_output=True,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr == b""
    assert strict(done.stdout.decode("utf-8"))["error"]["code"] == "invalid-input"


def test_python_api_output_is_encodable_whatever_the_names() -> None:
    for name in ("\ud800", "a\udfffb", "\ud83d"):
        result = check({"move": {"play": "sabotage", "tool": "lamp", "target": name}})
        json.dumps(result, ensure_ascii=False).encode("utf-8")
        result = check({"situation": {"broken": {name: ["lamp"]}}, "move": {"play": "pass"}})
        json.dumps(result, ensure_ascii=False).encode("utf-8")


# --- finding 3: no NaN, no echo ------------------------------------------------------------


def test_nan_and_infinity_are_invalid_input_and_never_echoed() -> None:
    for constant in ("NaN", "Infinity", "-Infinity"):
        text = '{"situation": {"draw_pile": ' + constant + '}, "move": {"play": "pass"}}'
        for out in (check_json(text), play_json(text), placements_json(text)):
            assert strict(out)["error"]["code"] == "invalid-input"


def test_play_does_not_echo_an_oversized_input() -> None:
    huge = "x" * 10_000_000
    text = json.dumps({"situation": {"player": huge}, "move": {"play": "pass"}})
    out = play_json(text)
    assert len(out) < 5_000
    assert strict(out)["situation"] is None
    done = play({"situation": {"player": huge}, "move": {"play": "pass"}})
    assert len(json.dumps(done)) < 5_000


# --- finding 4: counts -------------------------------------------------------------------


def test_oversized_lists_are_refused_before_any_search() -> None:
    goals = [{"x": 20, "y": y} for y in range(-50, 44_000)]
    found = placements({"situation": {"goals": goals}, "card": {"edges": "NESW"}})
    assert found["error"]["where"] == "situation.goals"
    board = [{"x": x, "y": 1, "card": {"edges": "EW"}} for x in range(1, 100_001)]
    assert placements({"situation": {"board": board}, "card": {"edges": "EW"}})["error"]
    hand = [{"play": "map"}] * 1_000_000
    result = check({"situation": {"hand": hand}, "move": {"play": "pass"}})
    assert result["error"]["where"] == "situation.hand"
    assert str(LIMITS.cards) in result["error"]["text"]


def test_the_largest_table_a_game_can_lay_is_accepted() -> None:
    """Ten people, every tool broken, 40 path cards, a full draw pile: all within limits."""
    players = ["du", *(f"P{i}" for i in range(9))]
    board = [
        {"x": x, "y": y, "card": {"edges": "NESW"}, "rotation": 0}
        for x in range(-2, 6)
        for y in range(-2, 3)
        if (x, y) != (0, 0)
    ][:40]
    situation = {
        "players": players,
        "broken": {p: ["pickaxe", "lamp", "cart"] for p in players},
        "board": board,
        "hand": [{"play": "map"}] * 6,
        "draw_pile": [{"play": "rockfall"}] * 70,
        "discard": [{"play": "map"}] * 60,
    }
    result = check({"situation": situation, "move": {"play": "rockfall", "x": 1, "y": 0}})
    assert result["error"] is None and result["allowed"] is False  # no rockfall in hand


# --- finding 8: Python API only ----------------------------------------------------------


def test_huge_integers_are_invalid_input_not_internal_errors() -> None:
    big = 10**5000
    result = check({"move": {"play": "rockfall", "x": big, "y": 0}})
    assert result["error"]["code"] == "invalid-input"
    done = play({"situation": {"draw_pile": big}, "move": {"play": "pass"}})
    assert done["error"]["code"] == "invalid-input"
    json.dumps(done, allow_nan=False)


def test_deep_python_objects_make_play_answer_not_raise() -> None:
    deep: list[Any] = []
    for _ in range(5_000):
        deep = [deep]
    done = play({"situation": {"board": deep}, "move": {"play": "pass"}})
    assert done["error"]["code"] == "invalid-input"
    json.dumps(done, allow_nan=False)


def test_the_cli_reads_a_file_with_a_byte_order_mark(tmp_path: Any) -> None:
    request = tmp_path / "zug.json"
    request.write_bytes(b"\xef\xbb\xbf" + json.dumps({"move": {"play": "pass"}}).encode())
    done = subprocess.run(
        [sys.executable, "-m", "rules_py", "check", str(request)],
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout
    assert strict(done.stdout.decode("utf-8"))["allowed"] is True


# --- the fuzz suite --------------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | any_text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(any_text(max_size=8), inner, max_size=4)
    ),
    max_leaves=25,
)
KEYS = ["situation", "move", "moves", "card", "player", "players", "broken", "board", "goals"]
requests = st.dictionaries(st.sampled_from(KEYS), json_values, max_size=4)


@FUZZ
@given(any_text(max_size=60) | requests.map(lambda r: json.dumps(r, allow_nan=True)))
def test_text_entry_points_always_answer_strict_json(text: str) -> None:
    for entry in (check_json, play_json, placements_json):
        strict(entry(text))


@FUZZ
@given(requests)
def test_dict_entry_points_never_raise_and_stay_serialisable(request: dict[str, Any]) -> None:
    for entry in (check, play, placements):
        out = entry(request)
        assert out["error"] is None or out["error"]["code"] == "invalid-input", out["error"]
        json.dumps(out, ensure_ascii=False, allow_nan=False).encode("utf-8")


def run_cli(*args: str, stdin: bytes) -> tuple[int, bytes, bytes]:
    """``python -m rules_py ARGS`` in this process: exit status, stdout and stderr as bytes.

    Standard input and output are byte streams under text wrappers, as in a real process, so
    the CLI takes the same paths (``sys.stdin.buffer``, ``sys.stdout.buffer``). Whether that
    stands in for the real module is checked by the test after the fuzz test; the tests above
    and tests/engine/test_cli.py start the real module too.
    """
    out, err = io.BytesIO(), io.BytesIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8")
    stderr = io.TextIOWrapper(err, encoding="utf-8")
    stdin_ = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    with (
        mock.patch.object(sys, "stdin", stdin_),
        contextlib.redirect_stdout(stdout),
        contextlib.redirect_stderr(stderr),
    ):
        try:
            code = main(list(args))
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
    stdout.flush()
    stderr.flush()
    return code, out.getvalue(), err.getvalue()


CLI_COMMANDS = ("check", "play", "placements")


@examples(45)
@given(requests.map(lambda r: json.dumps(r, allow_nan=True)))
def test_the_cli_exits_0_1_or_2_with_json_whatever_the_input(text: str) -> None:
    for command in CLI_COMMANDS:
        code, out, err = run_cli(command, "-", stdin=text.encode("utf-8", "surrogatepass"))
        assert code in (0, 1, 2) and err == b"", err
        strict(out.decode("utf-8"))


def test_the_in_process_cli_answers_as_the_real_module_does() -> None:
    """The fuzz test above runs the CLI in this process (45 Pythons took seconds): here the
    real ``python -m rules_py`` gets one awkward input per command (NaN, a lone surrogate
    escape, a wrong shape) and must give the same exit status, output and silence."""
    cases = [
        ("check", '{"move": {"play": "pass"}, "situation": {"board": NaN}}'),
        ("play", '{"move": {"play": "sabotage", "tool": "lamp", "target": "\\ud800"}}'),
        ("placements", '{"card": [1, {"x": null}], "players": "du"}'),
    ]
    for command, text in cases:
        done = subprocess.run(
            [sys.executable, "-m", "rules_py", command, "-"],
            input=text.encode(),
            capture_output=True,
            check=False,
        )
        assert done.returncode == 2 and done.stderr == b"", (command, done)
        assert run_cli(command, "-", stdin=text.encode()) == (
            done.returncode,
            done.stdout,
            done.stderr,
        ), command


# --- issue 25, item 8: the depth pre-scan reads each character once -------------------------


class _Counting:
    """A compiled pattern that adds up how many characters each call of the scanner covers:
    from where the call starts to where its match ends (or the text ends)."""

    def __init__(self, pattern: Any, covered: list[int]) -> None:
        self.pattern, self.covered = pattern, covered

    def search(self, text: str, pos: int = 0) -> Any:
        found = self.pattern.search(text, pos)
        self.covered.append((found.end() if found else len(text)) - pos)
        return found

    def match(self, text: str, pos: int = 0) -> Any:
        found = self.pattern.match(text, pos)
        self.covered.append((found.end() if found else 0) - pos)
        return found


HOSTILE = [
    # a 100 kB unterminated string of escaped quotes (the former pattern restarted at each one)
    '{"situation": {"player": "' + '\\"' * 49_900,
    '"' + '\\"' * 49_990,
    '"' * 99_999,
    '{"a": "' + "\\" * 99_990,
    "[" * 31 + '"' + '\\"[' * 33_000,
]


@pytest.mark.parametrize("text", HOSTILE, ids=["player", "bare", "quotes", "backslashes", "mixed"])
def test_the_depth_scan_covers_each_character_once(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rules_py.limits as limits

    assert len(text) <= LIMITS.text
    covered: list[int] = []
    for name in ("_NEXT", "_STRING_BODY"):
        monkeypatch.setattr(limits, name, _Counting(getattr(limits, name), covered))
    result = strict(check_json(text))
    assert result["error"]["code"] == "invalid-input"
    assert "kein gültiges JSON" in result["error"]["text"]
    # Linear by construction: the calls cover the text once between them, never twice.
    assert covered and sum(covered) <= len(text)


def test_the_depth_scan_still_counts_brackets_outside_strings_only() -> None:
    inside = (
        '{"situation": {"player": "' + "[" * 40 + '\\"' + "{" * 40 + '"}, "move": {"play": "pass"}}'
    )
    assert strict(check_json(inside))["error"]["where"] == "situation.player"  # too long a name
    outside = '{"situation": {"player": "a\\\\"' + "[" * 40
    assert str(LIMITS.depth) in strict(check_json(outside))["error"]["text"]
