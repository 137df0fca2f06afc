"""One word per thing, across engine, checker and pages (house rule): what a sabotage or repair
card shows is a tool, "Werkzeug", as the pages and the checker's choices ("Welches Werkzeug?")
say, never a "Symbol" (the seed's word, which readers took for a picture on the card)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _read_by_players() -> list[Path]:
    """Every file whose German text a player reads: the engine's sentences, rule texts and
    pictures, the pages and their worked examples, the pages' scripts and templates."""
    found = [*ROOT.glob("rules_py/**/*.py"), *ROOT.glob("docs/**/*.md")]
    found += [*ROOT.glob("docs/includes/**/*.json"), *ROOT.glob("docs/assets/javascripts/*.js")]
    found += [*ROOT.glob("overrides/**/*.html"), *ROOT.glob("sitegen/**/*.py")]
    return [p for p in found if p.is_file()]


def test_the_summary_the_site_rests_on_is_called_regelubersicht() -> None:
    # A player's review: "Regelvorlage" (the seed's name in this project) is no word a player
    # uses; the pages, the checker and the engine's rule sources say "Regelübersicht".
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in _read_by_players()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "Regelvorlage" in line
    ]
    assert not offenders, "\n".join(offenders)


def test_a_tool_is_called_a_tool_never_a_symbol() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in _read_by_players()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"Symbol", line)
    ]
    assert not offenders, "\n".join(offenders)
