"""The build refuses what it cannot read (issue 15, finding 7): a marker in the wrong case, a
marker without its end, a scenario file that no page shows yet but is broken."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest
from mkdocs.exceptions import PluginError

from sitegen import markers, pages, scenarios

ROOT = Path(__file__).resolve().parents[2]


def _hook(name: str) -> ModuleType:
    """A hook file loaded the way MkDocs loads it: by path, not as part of a package."""
    path = ROOT / "overrides" / "hooks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"hook_{name}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("text", ["<!-- md:Tools -->", "<!-- MD:tools -->", "<!--md:TOOLS-->"])
def test_a_marker_in_another_case_fails_instead_of_staying_in_the_page(text: str) -> None:
    with pytest.raises(markers.MarkerError, match=r"werkzeug\.md:3: unknown marker .*md:tools"):
        markers.render(f"# Werkzeug\n\n{text}\n", page="werkzeug.md")


def test_an_unterminated_marker_names_its_page_and_line_not_the_next_section() -> None:
    page = "# Werkzeug\n\n<!-- md:tool-table\n\n## Reparieren\n\n<!-- md:tools -->\n"
    with pytest.raises(markers.MarkerError) as raised:
        markers.render(page, page="werkzeug.md", first_line=5)
    message = str(raised.value)
    assert message.startswith("werkzeug.md:7: ")
    assert "<!-- md:tool-table" in message
    assert "Reparieren" not in message


def test_the_line_counts_the_front_matter_that_mkdocs_takes_off() -> None:
    source = "---\ntitle: Werkzeug\n---\n\n# Werkzeug\n\n<!-- md:nope -->\n"
    markdown = "# Werkzeug\n\n<!-- md:nope -->\n"  # what MkDocs hands on_page_markdown
    first = markers.first_line(markdown, source)
    assert source.splitlines()[first - 1] == "# Werkzeug"
    with pytest.raises(markers.MarkerError, match=r"^werkzeug\.md:7: unknown marker md:nope"):
        markers.render(markdown, page="werkzeug.md", first_line=first)


def test_every_marker_of_the_pages_is_in_the_one_table() -> None:
    used = set()
    for path in (ROOT / "docs").glob("*.md"):
        for start in markers.START.finditer(path.read_text(encoding="utf-8")):
            used.add(path.read_text(encoding="utf-8")[start.end() :].split()[0])
    assert used and used <= set(pages.HANDLERS)
    with pytest.raises(TypeError):
        pages.HANDLERS["new"] = pages.HANDLERS["tools"]  # type: ignore[index]


def _broken_scenarios(tmp_path: Path) -> Path:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    for path in (ROOT / "docs" / "includes" / "scenarios").glob("*.json"):
        (folder / path.name).write_bytes(path.read_bytes())
    (folder / "von-keiner-seite-gezeigt.json").write_text('{"name": "kaputt", ', encoding="utf-8")
    return folder


def test_a_broken_scenario_file_that_no_page_shows_fails_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scenarios, "SCENARIO_DIR", _broken_scenarios(tmp_path))
    hook = _hook("markers")
    with pytest.raises(PluginError, match="von-keiner-seite-gezeigt"):
        hook.on_pre_build(config=None)


def test_a_wrong_claim_in_a_scenario_that_no_page_shows_fails_too(tmp_path: Path) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    wrong = {
        "name": "Mit kaputter Lampe eine Wegekarte legen",
        "text": "Deine Lampe ist kaputt.",
        "situation": {"broken": {"du": ["lamp"]}},
        "move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0, "rotation": 0},
        "claim": {"allowed": True},
    }
    (folder / "ungezeigt.json").write_text(json.dumps(wrong), encoding="utf-8")
    with pytest.raises(scenarios.ScenarioError, match="ungezeigt"):
        scenarios.verify_all(folder)
