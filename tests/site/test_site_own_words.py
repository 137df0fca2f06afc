"""House rule: facts carry over from the seed, sentences do not.

Every text a player reads — the built pages, the registry's rule texts and sources, the
engine's messages — must not share a run of 8 or more consecutive words with the user's
source document (the seed).  8 words, so that the seed's terms ("Sabotage-Karte") and the
short labels of its action table ("Wegekarte legen") may stay, while a copied sentence —
even one with a word changed near its end — is caught.

The one exception is a citation: the titles of the seed's sources are quoted exactly.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules_py import messages
from rules_py.registry import RULES, SOURCES
from tests.site.site_html import Element, pages, parse

# A copy of the user's source document, kept next to the test so it runs on any machine.
SEED_FILE = Path(__file__).with_name("seed.txt")
RUN = 8

# Where a page's text is no reading text: code for the browser, not for the player.
_NOT_TEXT = {"script", "style", "noscript", "template"}
_BREAK = " ¶ "  # no word: joins texts without making a run across them


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+|¶", text.lower())


def _seed_text() -> str:
    if not SEED_FILE.is_file():
        pytest.fail(f"the seed {SEED_FILE} is missing: the house rule cannot be checked")
    return SEED_FILE.read_text(encoding="utf-8")


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {
        tuple(words[i : i + RUN])
        for i in range(len(words) - RUN + 1)
        if "¶" not in words[i : i + RUN]
    }


def _citations() -> list[str]:
    return [source["title"] for source in SOURCES["seed"]]  # type: ignore[attr-defined]


def shared_runs(text: str, seed_runs: set[tuple[str, ...]]) -> list[str]:
    """Every run of RUN words of `text` that the seed has too (citations taken out)."""
    for title in _citations():
        text = text.replace(title, _BREAK)
    words = _words(text)
    return [
        " ".join(words[i : i + RUN])
        for i in range(len(words) - RUN + 1)
        if tuple(words[i : i + RUN]) in seed_runs
    ]


@pytest.fixture(scope="module")
def seed_runs() -> set[tuple[str, ...]]:
    return _runs(_words(_seed_text()))


def _page_text(element: Element) -> Iterator[str]:
    if element.tag in _NOT_TEXT:
        return
    if element.tag == "#text":
        yield element.text
    for name in ("title", "alt", "aria-label", "placeholder"):
        if element.attrs.get(name):
            yield _BREAK + element.attrs[name] + _BREAK
    for child in element.children:
        yield from _page_text(child)


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def test_the_guard_catches_a_copied_sentence(seed_runs: set[tuple[str, ...]]) -> None:
    """The check can fail: a seed sentence, and that sentence with its last word changed."""
    copied = (
        "Reparaturen kannst du auch für andere spielen. Vorsorglich auslegen darfst du sie nicht."
    )
    assert shared_runs(copied, seed_runs)
    changed = (
        "Vor einer Person dürfen mehrere Sabotage-Karten liegen, aber nie zwei mit gleichem Bild."
    )
    assert shared_runs(changed, seed_runs)
    assert not shared_runs("Wegekarte legen: Nein. Reparatur spielen: Ja.", seed_runs)


def test_no_page_copies_a_sentence_of_the_seed(
    site_dir: Path, seed_runs: set[tuple[str, ...]]
) -> None:
    found = []
    for path in pages(site_dir):
        text = "".join(_page_text(parse(path)))
        found += [f"{path.name}: „{run}“" for run in shared_runs(text, seed_runs)]
    assert not found, "text copied from the seed (say it in our own words):\n" + "\n".join(found)


def test_no_rule_text_or_source_copies_a_sentence_of_the_seed(
    seed_runs: set[tuple[str, ...]],
) -> None:
    found = []
    for rule in RULES.values():
        for field in (rule.title, rule.text, rule.source):
            found += [f"{rule.id}: „{run}“" for run in shared_runs(field, seed_runs)]
    for text in _strings(SOURCES):
        found += [f"SOURCES: „{run}“" for run in shared_runs(text, seed_runs)]
    assert not found, "registry text copied from the seed:\n" + "\n".join(found)


def test_no_engine_message_copies_a_sentence_of_the_seed(seed_runs: set[tuple[str, ...]]) -> None:
    texts = [
        (name, text)
        for name, value in vars(messages).items()
        if not name.startswith("_")
        for text in _strings(value)
    ]
    assert len(texts) > 20, "the engine's messages were not found"
    found = [f"{name}: „{run}“" for name, text in texts for run in shared_runs(text, seed_runs)]
    assert not found, "engine message copied from the seed:\n" + "\n".join(found)


# A developer's reference ("Issue 23", "#23") is no source a player can look up: a phone review
# found one in the expansion's rule "s2-saboteur-connects" on saboteur-2.html and in the checker.
_DEV_REFERENCE = re.compile(r"\b[Ii]ssues?\b|#\d")


def _reader_strings() -> Iterator[tuple[str, str]]:
    from rules_py.edition2 import registry as s2

    for rule in s2.ALL_RULES.values():
        for field in (rule.title, rule.text, rule.source, *(c.label for c in rule.choices)):
            yield rule.id, field
    for name, value in (("SOURCES", SOURCES), ("SOURCE (Saboteur 2)", s2.SOURCE)):
        for text in _strings(value):
            yield name, text


def test_the_guard_catches_a_developer_reference() -> None:
    assert _DEV_REFERENCE.search("nach der Beschreibung in Issue 23")
    assert _DEV_REFERENCE.search("siehe #23") and _DEV_REFERENCE.search("laut issue 7")
    assert not _DEV_REFERENCE.search("Spielregel Saboteur 2 (AMIGO, deutsche Ausgabe)")


def test_no_rule_or_source_names_a_developer_reference() -> None:
    found = [f"{where}: {text}" for where, text in _reader_strings() if _DEV_REFERENCE.search(text)]
    assert not found, "a developer reference a reader cannot look up:\n" + "\n".join(found)


def test_no_page_names_a_developer_reference(site_dir: Path) -> None:
    found = []
    for path in pages(site_dir):
        text = "".join(_page_text(parse(path)))
        found += [
            f"{path.name}: …{m.string[max(0, m.start() - 40) : m.end() + 20]}…"
            for m in _DEV_REFERENCE.finditer(text)
        ]
    assert not found, "a developer reference on a page:\n" + "\n".join(found)
