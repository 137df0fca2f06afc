"""``python -m rules_py``: JSON out, exit 0 allowed, 1 not allowed, 2 invalid input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str = "", lang: str = "de_DE.UTF-8") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "rules_py", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )


def test_an_allowed_move_exits_0() -> None:
    done = run("check", "-", stdin='{"move": {"play": "pass"}}')
    assert done.returncode == 0
    assert json.loads(done.stdout)["allowed"] is True


def test_a_forbidden_move_exits_1(tmp_path: Path) -> None:
    request = {
        "situation": {"broken": {"du": ["lamp"]}},
        "move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0},
    }
    file = tmp_path / "zug.json"
    file.write_text(json.dumps(request), encoding="utf-8")
    done = run("check", str(file))
    assert done.returncode == 1
    assert json.loads(done.stdout)["failed"] == "tools-intact"


def test_broken_json_exits_2_with_a_german_error() -> None:
    done = run("check", "-", stdin='{"move": ')
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "invalid-input" and "JSON" in error["text"]


def test_a_missing_file_exits_2(tmp_path: Path) -> None:
    done = run("check", str(tmp_path / "fehlt.json"))
    assert done.returncode == 2
    assert json.loads(done.stdout)["allowed"] is None


def test_help_is_german_by_default_and_english_for_an_english_locale() -> None:
    german = run("--help")
    assert german.returncode == 0 and "Aufruf" in german.stdout and "erlaubt" in german.stdout
    english = run("--help", lang="en_US.UTF-8")
    assert english.returncode == 0 and "Usage" in english.stdout


def test_placements_and_catalog_commands() -> None:
    done = run("placements", "-", stdin='{"card": {"edges": "NS"}}')
    assert done.returncode == 0
    assert {"x": 0, "y": 1, "rotation": 0} in json.loads(done.stdout)["placements"]
    assert run("catalog").returncode == 0


def test_an_unknown_command_exits_2() -> None:
    assert run("zaubern", "-").returncode == 2
