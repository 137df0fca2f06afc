"""The foundation: a reproducible toolchain that a fresh machine installs from pins."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_python_version_file_selects_3_12_or_newer_and_the_tests_run_on_it() -> None:
    wanted = tuple(int(part) for part in (ROOT / ".python-version").read_text().strip().split("."))
    assert wanted >= (3, 12)
    assert sys.version_info[: len(wanted)] == wanted


def _locked() -> dict[str, list[str]]:
    """requirements.lock as pip-compile writes it: `name==version \\` then `--hash=sha256:…`
    lines (and `# via` comments); each requirement with its hashes."""
    locked: dict[str, list[str]] = {}
    current = ""
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        text = line.strip().removesuffix("\\").strip()
        if not text or text.startswith("#"):
            continue
        if line[:1].isspace():
            assert text.startswith("--hash=sha256:"), f"unexpected option in the lock: {line}"
            locked[current].append(text.removeprefix("--hash=sha256:"))
        else:
            current = text
            locked[current] = []
    return locked


def test_every_python_requirement_is_pinned_exactly_with_its_hashes() -> None:
    locked = _locked()
    lines = list(locked)
    loose = [line for line in lines if not re.fullmatch(r"[A-Za-z0-9_.\-\[\],]+==[\w.+!-]+", line)]
    assert not loose, f"not pinned with ==: {loose}"
    unhashed = [line for line, hashes in locked.items() if not hashes]
    assert not unhashed, f"without --hash (pip install --require-hashes refuses): {unhashed}"
    assert all(re.fullmatch(r"[0-9a-f]{64}", h) for hashes in locked.values() for h in hashes)
    names = {line.split("==")[0].lower().replace("_", "-") for line in lines}
    for needed in (
        "mkdocs",
        "mkdocs-material",
        "jinja2",
        "brotli",
        "pytest",
        "playwright",
        "pip-tools",
    ):
        assert needed in names
    mkdocs = next(line for line in lines if line.lower().startswith("mkdocs=="))
    major = int(mkdocs.split("==")[1].split(".")[0])
    assert major == 1, "mkdocs must stay below 2 (docs-dev/architecture.md)"


def test_npm_packages_are_pinned_exactly_and_pyodide_is_314_0_7() -> None:
    package = json.loads((ROOT / "package.json").read_text())
    lock = json.loads((ROOT / "package-lock.json").read_text())
    deps = {**package.get("dependencies", {}), **package.get("devDependencies", {})}
    assert deps["pyodide"] == "314.0.7"
    for name, version in deps.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name}@{version} is not an exact pin"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_the_site_config_is_german_strict_and_requests_no_web_fonts() -> None:
    config = (ROOT / "mkdocs.yml").read_text()
    assert re.search(r"^strict: true$", config, re.M)
    assert re.search(r"^  language: de$", config, re.M)
    assert re.search(r"^  font: false$", config, re.M)
    assert re.search(r"^  anchors: warn$", config, re.M)


def test_the_readme_starts_with_the_two_commands() -> None:
    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"^make (\w+)", readme, re.M)
    assert commands[:2] == ["serve", "test"]
