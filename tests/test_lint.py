"""The code stays clean: ruff (lint, format) on all our Python, mypy --strict on all but tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ("rules_py", "sitegen", "tools", "overrides/hooks", "tests")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing_in_the_engine_the_site_code_and_the_tests() -> None:
    done = _run("ruff", "check", *PYTHON)
    assert done.returncode == 0, done.stdout + done.stderr


def test_all_our_python_is_formatted_by_ruff() -> None:
    done = _run("ruff", "format", "--check", *PYTHON)
    assert done.returncode == 0, "run `ruff format` on:\n" + done.stdout + done.stderr


def test_all_but_the_tests_type_checks_under_mypy_strict() -> None:
    """The files are pyproject.toml's [tool.mypy] files: engine, build, tools, hooks."""
    done = _run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr
