"""The unit tests of the pages' pure JavaScript modules (protocol, links, texts, the checker's
state and request): `node --test tests/js/`, Node's own test runner, no other dependency.
Run here so that `make check`, `make test` and CI's pytest all run them; one failing Node test
fails this test with Node's report."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from sitegen.checker import checker_data

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "tests" / "js"


def test_the_pure_javascript_modules_pass_their_node_tests(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node (20) is needed: apt-get install nodejs")
    assert sorted(FOLDER.glob("*.test.js")), f"no tests in {FOLDER}"
    # The checker's catalogue as the build writes it into the page, for the request's tests.
    catalogue = tmp_path / "zugpruefer-daten.json"
    catalogue.write_text(json.dumps(checker_data()), encoding="utf-8")
    done = subprocess.run(
        [node, "--test", str(FOLDER)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "SABOTEUR_CATALOGUE": str(catalogue)},
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    assert "# fail 0" in done.stdout, done.stdout[-3000:]


def test_the_architecture_names_every_script_of_the_pages() -> None:
    """docs-dev/architecture.md ("The browser") lists every script with what it does: a new
    one is described there, or this fails."""
    text = (ROOT / "docs-dev" / "architecture.md").read_text(encoding="utf-8")
    scripts = sorted((ROOT / "docs" / "assets" / "javascripts").glob("*.js"))
    assert scripts
    assert not [path.name for path in scripts if f"`{path.name}`" not in text]
