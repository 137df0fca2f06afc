"""The action table on "Kaputtes Werkzeug": rows of the seed, verdicts of the engine."""

from __future__ import annotations

from pathlib import Path

from rules_py import api
from rules_py.registry import RULES
from sitegen.tables import TOOL_TABLE
from tests.site.site_html import Element, parse

# Golden: the seed's table ("Was du mit kaputtem Werkzeug noch darfst").
SEED_VERDICTS = {
    "Wegekarte legen": False,
    "Reparatur spielen": True,
    "Sabotage gegen andere spielen": True,
    "Steinschlag oder Schatzkarte": True,
    "Passen": True,
}


def _rows(site_dir: Path) -> list[Element]:
    root = parse(site_dir / "werkzeug.html")
    tables = root.find_all(lambda e: e.attrs.get("data-table") == "kaputtes-werkzeug")
    assert len(tables) == 1, "werkzeug.html has exactly one action table"
    return tables[0].find_all(lambda e: e.tag == "tr" and "data-action" in e.attrs)


def _cells(row: Element) -> dict[str, str]:
    cells = row.find_all(lambda e: e.tag in ("td", "th") and "data-label" in e.attrs)
    return {c.attrs["data-label"]: " ".join(c.all_text().split()) for c in cells}


def test_the_table_has_the_columns_aktion_erlaubt_hinweis(site_dir: Path) -> None:
    root = parse(site_dir / "werkzeug.html")
    heads = root.find_all(lambda e: e.tag == "th" and e.attrs.get("scope") == "col")
    assert [" ".join(h.all_text().split()) for h in heads[:3]] == ["Aktion", "Erlaubt?", "Hinweis"]


def test_the_table_shows_every_row_of_the_seed_with_the_seeds_verdict(site_dir: Path) -> None:
    shown = {r.attrs["data-action"]: _cells(r)["Erlaubt?"] for r in _rows(site_dir)}
    for action, allowed in SEED_VERDICTS.items():
        assert action in shown, f"row {action!r} is missing"
        assert shown[action] == ("Ja" if allowed else "Nein"), action


def test_every_erlaubt_cell_is_what_the_engine_says_for_the_stated_situation(
    site_dir: Path,
) -> None:
    shown = {r.attrs["data-action"]: r for r in _rows(site_dir)}
    assert set(shown) == {row.action for row in TOOL_TABLE}
    for row in TOOL_TABLE:
        verdicts = {api.check(request)["allowed"] for request in row.requests}
        assert len(verdicts) == 1, f"{row.action}: the situations of one row disagree"
        allowed = verdicts.pop()
        assert shown[row.action].attrs["data-allowed"] == ("true" if allowed else "false")
        assert _cells(shown[row.action])["Erlaubt?"] == ("Ja" if allowed else "Nein")


def test_every_hinweis_is_the_registry_text_with_a_link_to_its_section(site_dir: Path) -> None:
    shown = {r.attrs["data-action"]: r for r in _rows(site_dir)}
    for row in TOOL_TABLE:
        hint = _cells(shown[row.action])["Hinweis"]
        links = [
            a.attrs["href"]
            for a in shown[row.action].find_all(lambda e: e.tag == "a")
            if "zugpruefer" not in a.attrs["href"]
        ]
        for id in row.rules:
            assert " ".join(RULES[id].text.split()) in hint
            assert any(href.endswith(f"#{id}") for href in links), f"{row.action}: no link to {id}"


def test_each_verdict_links_to_the_checker_with_its_situation(site_dir: Path) -> None:
    from sitegen.links import unfall

    shown = {r.attrs["data-action"]: r for r in _rows(site_dir)}
    for row in TOOL_TABLE:
        hrefs = [a.attrs["href"] for a in shown[row.action].find_all(lambda e: e.tag == "a")]
        falls = [h.split("#fall=", 1)[1] for h in hrefs if h.startswith("zugpruefer.html#fall=")]
        assert falls and unfall(falls[0]) == row.requests[0]


def test_the_caption_states_the_situation_the_verdicts_were_computed_for(site_dir: Path) -> None:
    """The caption and `sitegen.tables.SITUATION` must not drift apart: every player, every
    broken tool (with whose it is) and every card on the table is named in the caption."""
    from rules_py.messages import TOOL_NAMES, path_label
    from sitegen.tables import SITUATION

    root = parse(site_dir / "werkzeug.html")
    captions = root.find_all(lambda e: e.tag == "caption")
    assert len(captions) == 1
    caption = " ".join(captions[0].all_text().split())
    for name in SITUATION.get("players", []):
        assert name in caption, f"player {name!r} is missing in the caption: {caption}"
    sentences = [s for s in caption.split(". ") if "kaputt" in s]
    for who, tools in SITUATION["broken"].items():
        if who == SITUATION.get("player", "du"):
            mine = [s for s in sentences if s.startswith("Deine")]
        else:
            mine = [s for s in sentences if who in s]
        assert mine, f"no sentence says what is broken for {who!r}: {caption}"
        for tool in tools:
            assert TOOL_NAMES[tool] in mine[0], f"{who}: {TOOL_NAMES[tool]} missing in {mine[0]!r}"
    broken_names = {TOOL_NAMES[t] for tools in SITUATION["broken"].values() for t in tools}
    for name in set(TOOL_NAMES.values()) - broken_names:
        assert name not in caption, f"{name} is not broken in the situation, but named: {caption}"
    for placed in SITUATION["board"]:
        label = path_label(placed["card"]["edges"], placed["card"].get("dead_end", False))
        assert label in caption, f"card {label!r} on the table is missing in the caption"
