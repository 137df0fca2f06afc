"""The engine's zip holds what the checker's worker imports, and nothing else.

The engine folder `engine-<hash>/` of the site (sitegen/pyodide.py) is named by a hash of the
engine's modules: a module in it that the worker never imports (the pictures, the command
line, the benchmark) would give every reader a new runtime download, precompile and snapshot
for a change the checker never sees. The build itself fails when the zip would hold a module
that its run of the worker's calls did not import (sitegen/precompile.py); these tests ask the
same of the source, without a build.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from import_graph import ROOT, closure, graph, module_name

from sitegen import pyodide

WORKER_IMPORTS = ("rules_py", "rules_py.api")
"""What the worker imports (zugpruefer-worker.js: `pyodide.pyimport("rules_py.api")`)."""


def shipped(root: Path = ROOT) -> set[str]:
    return {module_name(path, root) for path in pyodide.engine_sources(root)}


def test_the_zip_holds_exactly_the_modules_the_worker_imports() -> None:
    assert shipped() == closure(graph("rules_py"), WORKER_IMPORTS)


def test_pictures_command_line_and_benchmark_stay_out_of_the_zip() -> None:
    names = shipped()
    for name in ("rules_py.pictures", "rules_py.pictures.parts", "rules_py.cli", "rules_py.bench"):
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file() or (
            ROOT / name.replace(".", "/") / "__init__.py"
        ).is_file(), f"{name} is gone: this test must name what exists"
        assert name not in names
    assert "rules_py.__main__" not in names
    assert {"rules_py.api", "rules_py.checks", "rules_py.score.base"} <= names


@pytest.fixture
def engine_copy(tmp_path: Path) -> Path:
    """A copy of the engine's folder: `sources_hash(root)` reads `root/rules_py`."""
    shutil.copytree(
        ROOT / "rules_py", tmp_path / "rules_py", ignore=shutil.ignore_patterns("__pycache__")
    )
    return tmp_path


def _edit(path: Path) -> None:
    path.write_text(path.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")


@pytest.mark.parametrize(
    "edited", ["pictures/parts.py", "pictures/__init__.py", "cli.py", "bench.py", "__main__.py"]
)
def test_an_edit_the_worker_never_sees_keeps_the_engine_hash(
    engine_copy: Path, edited: str
) -> None:
    before = pyodide.sources_hash(engine_copy)
    _edit(engine_copy / "rules_py" / edited)
    assert pyodide.sources_hash(engine_copy) == before


@pytest.mark.parametrize("edited", ["api.py", "checks.py", "score/messages.py"])
def test_an_edit_of_the_engine_the_worker_runs_changes_its_hash(
    engine_copy: Path, edited: str
) -> None:
    before = pyodide.sources_hash(engine_copy)
    _edit(engine_copy / "rules_py" / edited)
    assert pyodide.sources_hash(engine_copy) != before
