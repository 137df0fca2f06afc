"""A verdict read alone (a shared link, a screenshot) says which card it is about: the Ja of a
path card names it with the catalogue's words, as it lies (its open sides after turning)."""

from __future__ import annotations

from rules_py.api import catalog, check


def _answer(card: dict[str, object], rotation: int, **situation: object) -> str:
    request = {
        "situation": {"players": ["du", "Anna"], **situation},
        "move": {"play": "path", "card": card, "x": 1, "y": 0, "rotation": rotation},
    }
    result = check(request)
    assert result["allowed"] is True, result["answer"]
    return str(result["answer"])


def test_the_ja_of_a_path_card_names_the_card_as_the_catalogue_does() -> None:
    labels = {row["edges"]: row["label"] for row in catalog()["path_cards"] if not row["dead_end"]}
    # A straight and a crossroads open to the start's east side (the start is at (0, 0)).
    for edges in ("EW", "NESW"):
        answer = _answer({"edges": edges, "dead_end": False}, 0)
        assert f"„{labels[edges]}“" in answer and "(1, 0)" in answer, answer


def test_a_turned_card_is_named_as_it_lies() -> None:
    # A curve east-south turned by 180 degrees is open north and west: "oben, links".
    answer = _answer({"edges": "ES", "dead_end": False}, 180)
    assert "Kurve (oben, links)" in answer, answer


def test_a_ladder_is_named_with_the_card() -> None:
    card = {"edges": "EW", "dead_end": False, "ladder": True}
    assert "Leiter" in _answer(card, 0, edition="saboteur2")
