"""``python -m rules_py``: JSON out, exit 0 allowed, 1 not allowed, 2 invalid input."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules_py.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    *args: str,
    stdin: str = "",
    lang: str = "de_DE.UTF-8",
) -> tuple[int, str]:
    """The CLI in this process (fast); one test below starts the real module."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", lang)
    code = main(list(args))
    return code, capsys.readouterr().out


def test_python_dash_m_answers_an_allowed_move_with_exit_0() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "rules_py", "check", "-"],
        input='{"move": {"play": "pass"}}',
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["allowed"] is True


def test_a_forbidden_move_exits_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    request = {
        "situation": {"broken": {"du": ["lamp"]}},
        "move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0},
    }
    file = tmp_path / "zug.json"
    file.write_text(json.dumps(request), encoding="utf-8")
    code, out = run(monkeypatch, capsys, "check", str(file))
    assert code == 1
    assert json.loads(out)["failed"] == "tools-intact"


def test_broken_json_exits_2_with_a_german_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(monkeypatch, capsys, "check", "-", stdin='{"move": ')
    assert code == 2
    error = json.loads(out)["error"]
    assert error["code"] == "invalid-input" and "JSON" in error["text"]


def test_a_missing_file_exits_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(monkeypatch, capsys, "check", str(tmp_path / "fehlt.json"))
    assert code == 2
    assert json.loads(out)["allowed"] is None


def test_help_is_german_by_default_and_english_for_an_english_locale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(monkeypatch, capsys, "--help")
    assert code == 0 and "Aufruf" in out and "erlaubt" in out
    code, out = run(monkeypatch, capsys, "--help", lang="en_US.UTF-8")
    assert code == 0 and "Usage" in out and "Aufruf" not in out


def test_play_placements_and_catalog_commands(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(monkeypatch, capsys, "placements", "-", stdin='{"card": {"edges": "NS"}}')
    assert code == 0
    assert {"x": 0, "y": 1, "rotation": 0} in json.loads(out)["placements"]
    code, out = run(
        monkeypatch, capsys, "play", "-", stdin='{"move": {"play": "map", "x": 8, "y": 0}}'
    )
    assert code == 0 and json.loads(out)["ok"] is True
    code, out = run(monkeypatch, capsys, "catalog")
    assert code == 0 and json.loads(out)["tools"][0]["name"] == "Spitzhacke"


def test_an_unknown_command_exits_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = run(monkeypatch, capsys, "zaubern", "-")
    assert code == 2


# --- issue 25, item 10 ------------------------------------------------------------------------


def test_an_oversized_file_of_three_byte_characters_is_too_long_not_broken_utf8(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "gross.json"
    # 400,011 bytes of valid UTF-8: any cut after 4 bytes a character lands inside a "€".
    file.write_text('{"a": "' + "€" * 133_333 + '"}', encoding="utf-8")
    for command in ("check", "play", "placements", "score"):
        code, out = run(monkeypatch, capsys, command, str(file))
        error = json.loads(out)["error"]
        assert code == 2
        assert error["where"] == "request"
        assert "länger als 100000 Zeichen" in error["text"]
        assert "UTF-8" not in error["text"]


class _NoEndlessRead(io.BytesIO):
    """Standard input that refuses to be read to its end in one go (think /dev/zero)."""

    def read(self, size: int | None = -1) -> bytes:
        assert size is not None and size >= 0, "stdin read without a limit"
        return b"[" * size


def test_standard_input_is_read_no_further_than_a_request_may_go(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stdin = io.TextIOWrapper(_NoEndlessRead(), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    code = main(["check", "-"])
    error = json.loads(capsys.readouterr().out)["error"]
    assert code == 2
    assert "länger als 100000 Zeichen" in error["text"]


@pytest.mark.parametrize("command", ["check", "play", "placements", "score"])
def test_the_cli_answers_unreadable_input_as_the_api_does(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from rules_py import api

    text_twin = getattr(api, f"{command}_json")
    for broken in ('{"move": ', "[" * 40 + "]" * 40):
        code, out = run(monkeypatch, capsys, command, "-", stdin=broken)
        assert code == 2
        assert json.loads(out) == json.loads(text_twin(broken))
    if command == "play":  # the verdict is the error object, as play_json gives it
        result = json.loads(out)["result"]
        assert result["allowed"] is None and result["error"]["code"] == "invalid-input"
