"""The engine publishes the game's shapes; nothing outside rules_py writes them again (issue 10).

The facts come from ``catalog()``: the goal layout and the default view, which move kinds take a
place, the rotations, the tools, the default player.  This test reads the catalog and searches
the checker's JavaScript, the templates and the build code for those facts as literals.
"""

from __future__ import annotations

import re
from pathlib import Path

from rules_py.api import catalog

ROOT = Path(__file__).resolve().parents[1]
CATALOG = catalog()


def _sources() -> list[Path]:
    found = [*ROOT.glob("docs/assets/javascripts/*.js"), *ROOT.glob("overrides/**/*.html")]
    found += [*ROOT.glob("sitegen/**/*.py"), *ROOT.glob("tools/**/*.py")]
    found += [*ROOT.glob("overrides/hooks/*.py")]
    return [p for p in found if p.is_file()]


def _code_lines(path: Path) -> list[tuple[int, str]]:
    """Lines without their comments (a comment may name a fact to explain the code)."""
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = re.sub(r"(^|\s)(//|#).*$", "", line) if path.suffix in (".js", ".py") else line
        if line.strip() and not line.strip().startswith(("*", '"""')):
            out.append((number, line))
    return out


def _quoted(word: str) -> str:
    return rf"""["']{re.escape(word)}["']"""


def _offenders(
    pattern: re.Pattern[str] | None = None, *, words: list[str] | None = None, at_least: int = 2
) -> list[str]:
    """Lines that match ``pattern``, or that quote ``at_least`` of ``words`` (a list of them)."""
    found = []
    for path in _sources():
        for number, line in _code_lines(path):
            hit = bool(pattern.search(line)) if pattern is not None else False
            if words is not None:
                hit = sum(bool(re.search(_quoted(w), line)) for w in words) >= at_least
            if hit:
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    return found


def test_the_goal_layout_and_the_view_come_from_the_catalog() -> None:
    layout = CATALOG["layout"]
    goal_x = {g["x"] for g in layout["goals"]}
    assert goal_x == {8}, "the test's patterns assume one goal column"
    (x,) = goal_x
    ys = "|".join(str(g["y"]).replace("-", r"-") for g in layout["goals"])
    view = layout["view"]
    pattern = re.compile(
        rf"""(\bx["']?\s*:\s*{x}\b)|(\({x},\s*(?:{ys})\))"""
        rf"""|(\[{view["min_x"]},\s*{view["max_x"]}\])|(\[{view["min_y"]},\s*{view["max_y"]}\])"""
    )
    assert not _offenders(pattern)


def test_which_moves_take_a_place_is_the_catalogs() -> None:
    on_cells = [m["play"] for m in CATALOG["moves"] if m["cell"]]
    assert len(on_cells) >= 2
    assert not _offenders(words=on_cells)


def test_the_rotations_are_the_catalogs() -> None:
    degrees = [r["degrees"] for r in CATALOG["rotations"]]
    upright = [r["degrees"] for r in CATALOG["rotations"] if not r["crosswise"]]
    listed = "|".join(str(d) for d in degrees if d)
    pattern = re.compile(rf"[\[(]\s*{upright[0]}\s*,\s*(?:{listed})\b")
    assert not _offenders(pattern)


def test_the_tools_are_the_catalogs() -> None:
    # A situation may name a broken tool or two; the list of all tools is the catalog's.
    tools = [t["id"] for t in CATALOG["tools"]]
    assert not _offenders(words=tools, at_least=len(tools))


def test_the_default_player_is_the_catalogs() -> None:
    assert not _offenders(re.compile(_quoted(CATALOG["player"])))


def test_the_pages_scripts_name_no_open_rule_by_its_id() -> None:
    """The checker's and the calculator's scripts find a rule with readings by what the page's
    data says of it (its scope, the request key it concerns), never by its id written in: the
    engine's catalog decides which rules there are (the build's own tables may cite rules)."""
    options = CATALOG["options"] + CATALOG["saboteur2"]["options"]
    ids = [o["rule"] for o in options]
    assert len(ids) >= 8
    pattern = re.compile("|".join(_quoted(i) for i in ids))
    scripts = [p for p in _sources() if p.suffix == ".js"]
    assert scripts
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in scripts
        for number, line in _code_lines(path)
        if pattern.search(line)
    ]
    assert not found


def test_the_pages_scripts_take_the_games_names_from_the_data() -> None:
    """The two games' German names are the catalog's (`editions`): no script writes them."""
    names = [e["name"] for e in CATALOG["editions"]]
    assert len(names) == 2
    pattern = re.compile(r"""["'`][^"'`]*(?:""" + "|".join(re.escape(n) for n in names) + ")")
    scripts = [p for p in _sources() if p.suffix == ".js"]
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in scripts
        for number, line in _code_lines(path)
        if pattern.search(line) and not line.strip().startswith("/*")
    ]
    assert not found
