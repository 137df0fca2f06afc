"""The code stays clean: ruff (lint, format) on all our Python, mypy --strict on all but the
tests, and the JavaScript type-checked by tsc (JSDoc) and linted by eslint (pinned in
package.json). `make check` runs these with every test that needs no browser and no site."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ("rules_py", "sitegen", "tools", "overrides/hooks", "tests")
NODE_BIN = ROOT / "node_modules" / ".bin"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def _node_tool(name: str, *args: str) -> subprocess.CompletedProcess[str]:
    tool = NODE_BIN / name
    if not tool.is_file():
        pytest.fail(f"{tool} is missing: run `npm ci` (or `make deps`)")
    return subprocess.run([str(tool), *args], cwd=ROOT, capture_output=True, text=True)


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


TSCONFIGS = ("tsconfig.json", "tsconfig.worker.json")


@pytest.fixture(scope="module")
def tsc() -> dict[str, subprocess.CompletedProcess[str]]:
    """Each tsconfig type-checked once, listing the files it read (`--listFiles`): the type
    check and the test that every script is seen share the one run."""
    return {config: _node_tool("tsc", "-p", config, "--listFiles") for config in TSCONFIGS}


def _errors(done: subprocess.CompletedProcess[str]) -> str:
    """tsc's report without the listed files (one path a line)."""
    report = [line for line in done.stdout.splitlines() if not Path(line).is_file()]
    return "\n".join(report) + done.stderr


@pytest.mark.parametrize("config", TSCONFIGS)
def test_the_checker_javascript_type_checks_under_tsc(
    tsc: dict[str, subprocess.CompletedProcess[str]], config: str
) -> None:
    done = tsc[config]
    assert done.returncode == 0, _errors(done)


def test_eslint_finds_nothing_in_our_javascript() -> None:
    done = _node_tool("eslint", "--max-warnings", "0", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_tsc_and_eslint_see_every_javascript_file_of_the_checker(
    tsc: dict[str, subprocess.CompletedProcess[str]],
) -> None:
    """A new file is checked without anyone remembering to add it."""
    listed = "".join(done.stdout for done in tsc.values())
    for path in (ROOT / "docs" / "assets" / "javascripts").glob("*.js"):
        assert str(path) in listed, path
