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
