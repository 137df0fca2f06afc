"""A verdict read alone (a shared link, a screenshot) says which card it is about: the Ja of a
path card names it with the catalogue's words, as the player holds it, then how it is turned."""

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


def test_a_turned_card_is_named_as_held_and_how_it_is_turned() -> None:
    # A phone review: the player chose "Kurve (rechts, unten)" and turned it; the verdict said
    # "Ja: „Kurve (oben, links)“ …" and read as another card. The verdict names the card as
    # the catalogue (and the checker's panel) names the card held, then the catalogue's word
    # for the turn.
    labels = {row["edges"]: row["label"] for row in catalog()["path_cards"] if not row["dead_end"]}
    turned = next(r["name"] for r in catalog()["rotations"] if r["degrees"] == 180)
    request = {
        "situation": {"players": ["du", "Anna"]},
        "move": {"play": "path", "card": {"edges": "ES"}, "x": 1, "y": 0, "rotation": 180},
    }
    result = check(request)
    assert result["allowed"] is True, result["answer"]
    for text in (str(result["answer"]), str(result["short"])):
        assert "Kurve (oben, links)" not in text, text  # the name the review read
    assert f"„{labels['ES']}“ {turned}" in str(result["answer"]), result["answer"]
    # The bar has less room (a later review read "… gedreht auf (…": the place cut off): its
    # short form says "gedreht" (on the table a card lies upright or turned by 180°, nothing
    # else) and keeps the place.
    short = str(result["short"])
    assert f"„{labels['ES']}“ gedreht auf (1,\u00a00)" in short, short


def test_the_bar_keeps_a_place_on_one_line() -> None:
    # The bar wraps by spaces: "(1," at a line's end and "0)" on the next reads as two things.
    result = _short(
        {"play": "rockfall", "x": 1, "y": 0}, board=[{"x": 1, "y": 0, "card": {"edges": "EW"}}]
    )
    short = str(result["short"])
    assert "(1,\u00a00)" in short and "(1, 0)" not in short, short
    assert "(1, 0)" in str(result["answer"])


def test_a_ladder_is_named_with_the_card() -> None:
    card = {"edges": "EW", "dead_end": False, "ladder": True}
    assert "Leiter" in _answer(card, 0, edition="saboteur2")


# --- the short answer (the checker's bar) ---------------------------------------------------
# A phone review: the bar cut the Ja after its first words ("Ja, du darfst die Wegekarte …")
# and lost what it allowed. The engine says the verdict short, from the same facts.


def _short(move: dict[str, object], **situation: object) -> dict[str, object]:
    return check({"situation": {"players": ["du", "Anna"], **situation}, "move": move})


def test_the_short_ja_of_a_path_card_names_the_card_and_its_place() -> None:
    labels = {row["edges"]: row["label"] for row in catalog()["path_cards"] if not row["dead_end"]}
    result = _short({"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0})
    short = str(result["short"])
    assert short.startswith("Ja") and f"„{labels['EW']}“" in short and "(1,\u00a00)" in short
    assert len(short) < len(str(result["answer"])), short
    # A name too long for the bar with its place ("Kreuzung (oben, rechts, unten, links)"):
    # the shape names it, and the place stays.
    short = str(_short({"play": "path", "card": {"edges": "NESW"}, "x": 1, "y": 0})["short"])
    assert short.startswith("Ja: Kreuzung ") and short.endswith(" auf (1,\u00a00)."), short


def test_the_short_ja_of_a_card_for_a_person_names_the_person() -> None:
    sabotage = _short({"play": "sabotage", "tool": "lamp", "target": "Anna"})
    assert sabotage["allowed"] is True and "Anna" in str(sabotage["short"])
    assert "Lampe" in str(sabotage["short"])
    # A repair names what it mends (the rulebook: a card with two tools mends one of them).
    repair = _short(
        {"play": "repair", "tools": ["lamp", "cart"], "target": "Anna"},
        broken={"Anna": ["lamp", "cart"]},
    )
    short = str(repair["short"])
    assert repair["allowed"] is True and "Anna" in short and "Lampe" in short and "Lore" in short
    # Saboteur 2: "Endlich frei!" for whom.
    free = _short(
        {"play": "free", "target": "Anna"}, edition="saboteur2", in_front={"Anna": ["trapped"]}
    )
    assert free["allowed"] is True and "Anna" in str(free["short"]), free


def test_the_short_nein_is_the_failing_checks_point_before_its_why() -> None:
    # The rulebook: the start card is never removed by a rockfall.
    result = _short({"play": "rockfall", "x": 0, "y": 0})
    answer, short = str(result["answer"]), str(result["short"])
    assert result["allowed"] is False and short.startswith("Nein, ")
    assert answer.startswith(short.removesuffix(".")) and len(short) < len(answer), short
    assert "Startkarte" in short


def test_an_errors_short_answer_is_its_text() -> None:
    result = _short({"play": "frobnicate"})
    assert result["error"] is not None and result["short"] == result["error"]["text"]


def test_a_card_with_two_paths_is_named_as_the_picker_names_it() -> None:
    # A phone review: the picker said "Brücke", the verdict "Brücke (oben, rechts, unten,
    # links)" - two names for one card. The verdict uses the picker's name.
    two = catalog()["saboteur2"]["path_features"]["two_paths"]
    assert two
    for row in two:
        answer = _answer(row["card"], 0, edition="saboteur2")
        assert f"„{row['label']}“" in answer, answer
