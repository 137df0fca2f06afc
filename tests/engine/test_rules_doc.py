"""docs-dev/rules.md stays in step with the rule registry: one row per registry rule, with
the registry's confidence, and no row for a rule the registry does not have.  The expansion's
rules (``rules_py.edition2.registry``) are in the same document."""

from __future__ import annotations

import re
from pathlib import Path

from rules_py.edition2.registry import ALL_RULES as RULES

DOC = Path(__file__).resolve().parents[2] / "docs-dev" / "rules.md"
ROW = re.compile(r"^\|\s*`(?P<id>[a-z0-9-]+)`\s*\|\s*(?P<confidence>[a-z]+)\s*\|", re.M)


def documented() -> dict[str, str]:
    rows = ROW.findall(DOC.read_text(encoding="utf-8"))
    ids = [id for id, _ in rows]
    assert len(ids) == len(set(ids)), "a rule has two rows in docs-dev/rules.md"
    return dict(rows)


def test_every_registry_rule_has_a_row_with_its_confidence() -> None:
    rows = documented()
    missing = sorted(set(RULES) - set(rows))
    assert not missing, f"docs-dev/rules.md has no row for {missing}"
    differ = {id: (rows[id], r.confidence) for id, r in RULES.items() if rows[id] != r.confidence}
    assert not differ, f"docs-dev/rules.md (doc, registry) confidences differ: {differ}"


def test_every_row_is_a_registry_rule() -> None:
    unknown = sorted(set(documented()) - set(RULES))
    assert not unknown, f"docs-dev/rules.md documents rules the registry lacks: {unknown}"


FULL_ROW = re.compile(
    r"^\|\s*`(?P<id>[a-z0-9-]+)`\s*\|\s*(?P<confidence>[a-z]+)\s*\|.*\|(?P<source>[^|]*)\|\s*$",
    re.M,
)


def test_every_rulebook_row_names_the_rulebooks_sections_as_its_source() -> None:
    # Issue 22: each rule listed with its strongest source; for the rulebook, its section.
    from rules_py.registry import RULEBOOK_SECTIONS
    from rules_py.registry import RULES as BASE_RULES  # the expansion cites its own rulebook

    rows = {m["id"]: m for m in FULL_ROW.finditer(DOC.read_text(encoding="utf-8"))}
    for id, rule in BASE_RULES.items():
        source = rows[id]["source"].strip()
        if rule.confidence == "rulebook":
            assert source.startswith("rulebook: "), (id, source)
            listed = re.sub(r"\(.*?\)", "", source.removeprefix("rulebook: "))  # notes aside
            sections = [s.strip() for s in listed.split(",")]
            assert sections and all(s in RULEBOOK_SECTIONS for s in sections), (id, sections)
        elif rule.confidence == "seed":
            assert source.startswith("seed"), (id, source)
