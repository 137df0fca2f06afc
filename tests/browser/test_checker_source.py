"""The checker's scripts decide nothing and name nothing of the rules: every rule, check code,
card label and tool name reaches the page from the engine (build-time catalogue or worker)."""

from __future__ import annotations

import re
from pathlib import Path

from rules_py import api

SCRIPTS = sorted(
    (Path(__file__).resolve().parents[2] / "docs" / "assets" / "javascripts").glob("*.js")
)


def _words_of_the_engine() -> set[str]:
    catalog = api.catalog()
    words = {tool["name"] for tool in catalog["tools"]}
    words |= {card["label"] for card in catalog["path_cards"] + catalog["action_cards"]}
    for rule in catalog["rules"]:
        words |= {rule["id"], rule["title"], rule["text"]}
    for codes in catalog["check_codes"].values():
        words |= set(codes)
    return words


def test_the_checker_scripts_exist() -> None:
    names = {path.name for path in SCRIPTS}
    assert {"zugpruefer.js", "zugpruefer-worker.js", "zugpruefer-engine.js"} <= names


def test_no_rule_check_code_card_label_or_tool_name_is_written_in_the_scripts() -> None:
    words = _words_of_the_engine()
    found = {
        path.name: sorted(word for word in words if word in path.read_text(encoding="utf-8"))
        for path in SCRIPTS
    }
    assert not {name: hits for name, hits in found.items() if hits}


def test_the_scripts_use_no_eval_and_no_other_origin() -> None:
    for path in SCRIPTS:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\beval\s*\(|new\s+Function\s*\(", text), path.name
        assert not re.search(r"[\"'`]https?://", text), path.name  # no URL of another origin


TEMPLATE = Path(__file__).resolve().parents[2] / "overrides" / "zugpruefer.html"
CHECKER_SCRIPTS = [path for path in SCRIPTS if path.name.startswith("zugpruefer")]


def test_no_layout_rotation_or_kind_of_move_is_written_in_the_scripts_or_template() -> None:
    """Where start and goals lie, how a card may be turned and which moves take a place or a
    target reach the page from the catalogue (sitegen/checker.py), never as literals."""
    catalog = api.catalog()
    rotation_names = {turn["name"] for turn in catalog["rotations"]}
    move_names = {kind["name"] for kind in catalog["moves"]}
    layout = catalog["layout"]
    found: dict[str, list[str]] = {}
    for path in [*CHECKER_SCRIPTS, TEMPLATE]:
        text = path.read_text(encoding="utf-8")
        hits = [name for name in rotation_names if re.search(rf"\b{re.escape(name)}\b", text)]
        if path.suffix == ".js":
            # Captions in the template may say "Wegekarten"; a script names no kind of move.
            hits += [name for name in move_names if name in text]
            # No turn in degrees other than none at all, no edges of the start card.
            hits += re.findall(r"(?<![\w.])(?:90|180|270)(?![\w.])", text)
        hits += [layout["start"]["edges"]] if f'"{layout["start"]["edges"]}"' in text else []
        # No coordinates of the goal cards (x: 8, y: -2 …).
        for goal in layout["goals"]:
            if re.search(rf"\bx:\s*{goal['x']}\b[^}}]*\by:\s*{goal['y']}\b", text):
                hits.append(f"goal {goal}")
        if hits:
            found[path.name] = sorted(set(hits))
    assert not found
